import type { MyTeam } from '@app/shared';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMyTeams } from '../../features/teams/api/get-my-teams';
import { MyTeams } from '../../features/teams/components/my-teams';
import { TeamPanel } from '../../features/teams/components/team-panel';
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
  const [open, setOpen] = useState<MyTeam | null>(null);
  if (!student) return null;
  const decline = Number(params.get('decline')) || null;
  const current = open ? teams.data?.find((t) => t.id === open.id) : undefined;
  // Nothing at all rather than an empty block, which would leave a gap in the page's column.
  if (!waitlist.data?.length && !teams.data?.length && !open) return null;
  return (
    <Stack gap="lg">
      <MyWaitlist
        entries={waitlist.data ?? []}
        // The offer's own event opens (its dialog, where the seat is taken), as other links to an event do.
        eventPath={(e) => `${paths.events(e.symposiumName)}&event=${e.eventId}`}
        declineEventId={decline}
        onDeclineAsked={() => setParams({}, { replace: true })}
      />
      <MyTeams teams={teams.data ?? []} onOpen={setOpen} />
      {open && (
        <TeamPanel
          event={{
            id: open.eventId,
            eventName: open.eventName,
            minTeamSize: open.minTeamSize,
            maxTeamSize: open.maxTeamSize,
          }}
          team={current}
          userId={student.id}
          shareUrl={`${window.location.origin}${paths.events(open.symposiumName)}`}
          opened
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
