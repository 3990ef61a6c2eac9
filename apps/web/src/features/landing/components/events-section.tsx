import { Button } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { sections } from '../../../content/site';
import { symposia } from '../../../content/symposia';
import classes from './landing.module.css';
import { Section } from './section';

export function EventsSection({ eventsPath }: { eventsPath: (symposium: string) => string }) {
  return (
    <Section id="events" text={sections.events} tone="tint">
      <div className={classes.grid2}>
        {symposia.map((s) => (
          <article key={s.symposium} className={classes.symposium} data-symposium={s.symposium} aria-labelledby={`symposium-${s.symposium}`}>
            <div className={classes.symposiumHead}>
              <h3 id={`symposium-${s.symposium}`} className={classes.symposiumName}>
                {s.symposium}
              </h3>
              <p className={classes.symposiumTagline}>{s.tagline}</p>
            </div>
            <div className={classes.symposiumBody}>
              <p>{s.text}</p>
              <ul className={classes.checks}>
                {s.highlights.map((h) => (
                  <li key={h}>
                    <IconCheck size={18} aria-hidden="true" />
                    {h}
                  </li>
                ))}
              </ul>
              <div className={classes.symposiumAction}>
                <Button
                  component={Link}
                  to={eventsPath(s.symposium)}
                  size="md"
                  classNames={{ root: classes.symposiumButton, label: classes.symposiumButtonLabel }}
                  rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                >
                  View {s.symposium} events
                </Button>
              </div>
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}
