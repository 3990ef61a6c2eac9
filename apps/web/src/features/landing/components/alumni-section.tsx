import type { SiteItem } from '@app/shared';
import { ContentImage } from '../../../content/content-image';
import { siteImage } from '../../../content/images';
import { sections } from '../../../content/site';
import { field, portraitAlt } from '../../../content/site-items';
import classes from './landing.module.css';
import { Section } from './section';

export function AlumniSection({ alumni }: { alumni: SiteItem[] }) {
  return (
    <Section id="featured-alumni" text={sections.alumni}>
      <ul className={classes.grid3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {alumni.map((a) => (
          <li key={a.id} className={classes.card} data-testid="alumni-card">
            <div className={classes.personHead}>
              <ContentImage asset={siteImage(a)} alt={portraitAlt(a)} width={84} height={84} className={classes.portrait} />
              <div>
                <h3 className={classes.personName}>{field(a, 'name')}</h3>
                <p className={classes.personMeta}>{field(a, 'role')}</p>
                <p className={classes.personMeta}>{field(a, 'batch')}</p>
              </div>
            </div>
            <blockquote className={classes.quote}>“{field(a, 'quote')}”</blockquote>
          </li>
        ))}
      </ul>
    </Section>
  );
}
