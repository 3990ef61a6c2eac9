import { featuredAlumni } from '../../../content/alumni';
import { ContentImage } from '../../../content/content-image';
import { sections } from '../../../content/site';
import classes from './landing.module.css';
import { Section } from './section';

export function AlumniSection() {
  return (
    <Section id="featured-alumni" text={sections.alumni}>
      <ul className={classes.grid3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {featuredAlumni.map((a, i) => (
          <li key={i} className={classes.card} data-testid="alumni-card">
            <div className={classes.personHead}>
              <ContentImage image={a.image} alt={`Placeholder portrait for ${a.name}`} width={84} height={84} className={classes.portrait} />
              <div>
                <h3 className={classes.personName}>{a.name}</h3>
                <p className={classes.personMeta}>{a.role}</p>
                <p className={classes.personMeta}>{a.batch}</p>
              </div>
            </div>
            <blockquote className={classes.quote}>“{a.quote}”</blockquote>
          </li>
        ))}
      </ul>
    </Section>
  );
}
