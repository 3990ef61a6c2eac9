import { Button } from '@mantine/core';
import { useState } from 'react';
import { ContentImage } from '../../../content/content-image';
import { OFFICE_BEARERS_SHOWN, officeBearers } from '../../../content/office-bearers';
import { labels, sections } from '../../../content/site';
import classes from './landing.module.css';
import { Section } from './section';

export function MembersSection() {
  const [all, setAll] = useState(false);
  const shown = all ? officeBearers : officeBearers.slice(0, OFFICE_BEARERS_SHOWN);
  return (
    <Section id="members" text={sections.members} tone="tint">
      <ul className={classes.members} id="office-bearers-list">
        {shown.map((m) => (
          <li key={m.image} className={classes.member} data-testid="office-bearer">
            <ContentImage image={m.image} alt={`Placeholder avatar for the ${m.role}`} width={88} height={88} />
            <p className={classes.memberName}>{m.name}</p>
            <p className={classes.memberRole}>{m.role}</p>
          </li>
        ))}
      </ul>
      {officeBearers.length > OFFICE_BEARERS_SHOWN && (
        <div className={classes.moreRow}>
          <Button variant="light" size="md" onClick={() => setAll((v) => !v)} aria-expanded={all} aria-controls="office-bearers-list">
            {all ? labels.viewLess : labels.viewMore}
          </Button>
        </div>
      )}
    </Section>
  );
}
