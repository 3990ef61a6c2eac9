import type { MyTeam } from '@app/shared';

/**
 * 'Team {name} (2/4)' on one line of a button: a long name is cut short with '…' (the button's
 * title gives it whole), while the member count always shows.
 */
export function TeamLinkLabel({ team }: { team: MyTeam }) {
  return (
    <>
      <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        Team {team.teamName}
      </span>{' '}
      <span style={{ flexShrink: 0, marginInlineStart: '0.3em' }}>
        ({team.members.length}/{team.maxTeamSize})
      </span>
    </>
  );
}
