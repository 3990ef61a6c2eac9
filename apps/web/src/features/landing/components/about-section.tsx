import type { SiteItem } from '@app/shared';
import { FOUNDED, sections } from '../../../content/site';
import { field } from '../../../content/site-items';
import classes from './landing.module.css';
import { Section } from './section';

export function AboutSection({ timeline }: { timeline: SiteItem[] }) {
  return (
    <Section id="about" text={{ ...sections.about, lead: undefined }} tone="tint">
      <div className={classes.about}>
        <div>
          <p className={classes.lead} style={{ marginTop: 0 }}>
            {sections.about.lead}
          </p>
          <dl className={classes.aboutFacts}>
            <div className={classes.fact}>
              <dt>Founded</dt>
              <dd>{FOUNDED}</dd>
            </div>
            <div className={classes.fact}>
              <dt>Carte Blanche since</dt>
              <dd>2005</dd>
            </div>
          </dl>
        </div>
        <ol className={classes.timeline} aria-label="Our history">
          {timeline.map((step) => (
            <li key={step.id} className={classes.step} data-testid="timeline-step">
              <span className={classes.year}>{field(step, 'year')}</span>
              <div>
                <h3 className={classes.stepTitle}>{field(step, 'title')}</h3>
                <p className={classes.stepText}>{field(step, 'text')}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
