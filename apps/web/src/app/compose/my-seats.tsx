import type { MyTeam } from '@app/shared';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMyTeams } from '../../features/teams/api/get-my-teams';
import { MyTeams } from '../../features/teams/components/my-teams';
import { TeamPanel } from '../../features/teams/components/team-panel';
import { useTeamDialog } from '../../features/teams/lib/team-dialog';
import { useMyWaitlist } from '../../features/waitlist/api/get-my-waitlist';
import { MyWaitlist } from '../../features/waitlist/components/my-waitlist';
import { useAuth } from '../../lib/auth';
import { paths } from '../paths';

/** My Events' waitlist places, offers and teams (SPEC-2), above the enrolled events. */
export function MySeats() {
  const { user } = useAuth();
  const student = user?.role === 'student' ? user : null;
  const waitlist = useMyWaitlist(student?.id);
  const teams = useMyTeams(student?.id);
  const [params, setParams] = useSearchParams();
  const teamDialog = useTeamDialog();
  // The team last opened: after leaving it, the dialog still knows its event (to join another).
  const [lastOpened, setLastOpened] = useState<MyTeam | null>(null);
  if (!student) return null;
  const decline = Number(params.get('decline')) || null;
  const current = teams.data?.find((t) => t.eventId === teamDialog.eventId);
  const shown = current ?? (lastOpened?.eventId === teamDialog.eventId ? lastOpened : null);
  // Once opened, the dialog stays mounted, closed, so that closing it gives focus back to 'Open team'.
  const panel = shown ?? lastOpened;
  const panelTeam = teams.data?.find((t) => t.eventId === panel?.eventId);
  // Nothing at all rather than an empty block, which would leave a gap in the page's column.
  if (!waitlist.data?.length && !teams.data?.length && !shown) return null;
  return (
    <Stack gap="lg">
      <MyWaitlist
        entries={waitlist.data ?? []}
        // The offer's own event opens (its dialog, where the seat is taken), as other links to an event do.
        eventPath={(e) => `${paths.events(e.symposiumName)}&event=${e.eventId}`}
        declineEventId={decline}
        onDeclineAsked={() => setParams({}, { replace: true })}
      />
      <MyTeams
        teams={teams.data ?? []}
        onOpen={(team) => {
          setLastOpened(team);
          teamDialog.open(team.eventId);
        }}
      />
      {panel && (
        <TeamPanel
          event={{
            id: panel.eventId,
            eventName: panel.eventName,
            minTeamSize: panel.minTeamSize,
            maxTeamSize: panel.maxTeamSize,
          }}
          team={panelTeam}
          userId={student.id}
          shareUrl={`${window.location.origin}${paths.events(panel.symposiumName)}`}
          opened={!!shown}
          onClose={teamDialog.close}
        />
      )}
    </Stack>
  );
}
