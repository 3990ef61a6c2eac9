import { Anchor, Button } from '@mantine/core';
import type { SiteItem } from '@app/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentImage } from '../../../content/content-image';
import { siteImage } from '../../../content/images';
import { OFFICE_BEARERS_SHOWN, labels, sections } from '../../../content/site';
import { avatarAlt, field } from '../../../content/site-items';
import classes from './landing.module.css';
import { Section } from './section';

/** The office bearers' grid, shared by the landing page and the past years' pages. */
export function MemberGrid({ members, id }: { members: SiteItem[]; id?: string }) {
  return (
    <ul className={classes.members} id={id}>
      {members.map((m) => (
        <li key={m.id} className={classes.member} data-testid="office-bearer">
          <ContentImage asset={siteImage(m)} alt={avatarAlt(m)} width={88} height={88} />
          <p className={classes.memberName}>{field(m, 'name')}</p>
          <p className={classes.memberRole}>{field(m, 'role')}</p>
        </li>
      ))}
    </ul>
  );
}

interface Props {
  /** undefined until the content is in: no 'announced soon' for a team that is only loading. */
  officeBearers: SiteItem[] | undefined;
  pastYears: number[];
  pastTeamPath: (year: number) => string;
}

export function MembersSection({ officeBearers, pastYears, pastTeamPath }: Props) {
  const [all, setAll] = useState(false);
  const members = officeBearers ?? [];
  const shown = all ? members : members.slice(0, OFFICE_BEARERS_SHOWN);
  return (
    <Section id="members" text={sections.members} tone="tint">
      {officeBearers?.length === 0 ? (
        <p className={classes.pastYears}>The new team will be announced soon.</p>
      ) : (
        <MemberGrid members={shown} id="office-bearers-list" />
      )}
      {members.length > OFFICE_BEARERS_SHOWN && (
        <div className={classes.moreRow}>
          <Button variant="light" size="md" onClick={() => setAll((v) => !v)} aria-expanded={all} aria-controls="office-bearers-list">
            {all ? labels.viewLess : labels.viewMore}
          </Button>
        </div>
      )}
      {pastYears.length > 0 && (
        <p className={classes.pastYears}>
          Past teams:{' '}
          {pastYears.map((year, i) => (
            <span key={year}>
              {i > 0 && ', '}
              <Anchor component={Link} to={pastTeamPath(year)}>
                {year}
              </Anchor>
            </span>
          ))}
        </p>
      )}
    </Section>
  );
}
