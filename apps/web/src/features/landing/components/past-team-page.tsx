import { Anchor, Container } from '@mantine/core';
import type { PastTeam } from '@app/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MemberGrid } from './members-section';
import classes from './landing.module.css';

/** /about/{year}: the office bearers of a past year, archived by 'Start a new year'. */
export function PastTeamPage({ team, homePath }: { team: PastTeam; homePath: string }) {
  return (
    <section className={classes.section} data-tone="tint" aria-labelledby="past-team-title">
      <Container size="lg">
        <Anchor component={Link} to={homePath}>
          <IconArrowLeft size={16} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> Back to home
        </Anchor>
        <h1 id="past-team-title" className={classes.pastTitle}>
          Office bearers of {team.year}
        </h1>
        <MemberGrid members={team.officeBearers} />
      </Container>
    </section>
  );
}
