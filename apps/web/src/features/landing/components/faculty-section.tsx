import { ContentImage } from '../../../content/content-image';
import { facultyAdvisors } from '../../../content/faculty';
import { sections } from '../../../content/site';
import classes from './landing.module.css';
import { Section } from './section';

export function FacultySection() {
  return (
    <Section id="faculty" text={sections.faculty}>
      <ul className={classes.grid2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {facultyAdvisors.map((f, i) => (
          <li key={i} className={`${classes.card} ${classes.facultyCard}`} data-testid="faculty-card">
            <ContentImage image={f.image} alt={`Placeholder portrait for ${f.name}`} width={128} height={128} />
            <div>
              <span className={classes.roleTag}>{f.role}</span>
              <h3 className={classes.personName} style={{ marginTop: 0 }}>
                {f.name}
              </h3>
              <p className={classes.personMeta}>{f.designation}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
