import { IconBriefcase, IconCalendarEvent, IconCode, IconMicrophone, IconRocket, IconUsers } from '@tabler/icons-react';
import { sections } from '../../../content/site';
import type { WhyJoinIcon } from '../../../content/types';
import { whyJoin } from '../../../content/why-join';
import classes from './landing.module.css';
import { Section } from './section';

const ICONS: Record<WhyJoinIcon, typeof IconCode> = {
  code: IconCode,
  calendar: IconCalendarEvent,
  users: IconUsers,
  microphone: IconMicrophone,
  briefcase: IconBriefcase,
  rocket: IconRocket,
};

export function WhyJoinSection() {
  return (
    <Section id="why-join" text={sections.whyJoin}>
      <ul className={classes.reasons} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {whyJoin.map((r) => {
          const Icon = ICONS[r.icon];
          return (
            <li key={r.title} className={classes.reason}>
              <span className={classes.reasonIcon} aria-hidden="true">
                <Icon size={24} stroke={1.8} />
              </span>
              <h3 className={classes.reasonTitle}>{r.title}</h3>
              <p className={classes.reasonText}>{r.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
