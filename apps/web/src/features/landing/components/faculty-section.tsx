import type { SiteItem } from '@app/shared';
import { ContentImage } from '../../../content/content-image';
import { siteImage } from '../../../content/images';
import { sections } from '../../../content/site';
import { field, portraitAlt } from '../../../content/site-items';
import classes from './landing.module.css';
import { Section } from './section';

export function FacultySection({ faculty }: { faculty: SiteItem[] }) {
  return (
    <Section id="faculty" text={sections.faculty}>
      <ul className={classes.grid2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {faculty.map((f) => (
          <li key={f.id} className={`${classes.card} ${classes.facultyCard}`} data-testid="faculty-card">
            <ContentImage asset={siteImage(f)} alt={portraitAlt(f)} width={128} height={128} />
            <div>
              <span className={classes.roleTag}>{field(f, 'role')}</span>
              <h3 className={classes.personName} style={{ marginTop: 0 }}>
                {field(f, 'name')}
              </h3>
              <p className={classes.personMeta}>{field(f, 'designation')}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
