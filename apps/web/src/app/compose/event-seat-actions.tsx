import { formatSiteDateTime, SEATS_MSG, type Event } from '@app/shared';
import { Button, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { EventRegisterButton } from '../../features/cart/components/event-register-button';
import { useMyTeams } from '../../features/teams/api/get-my-teams';
import { TeamLinkLabel } from '../../features/teams/components/team-link-label';
import { TeamPanel } from '../../features/teams/components/team-panel';
import { useTeamDialog } from '../../features/teams/lib/team-dialog';
import { useMyWaitlist } from '../../features/waitlist/api/get-my-waitlist';
import { useAuth } from '../../lib/auth';
import { paths } from '../paths';
import { useJoinWaitlistDialog } from './join-waitlist-dialog';

/**
 * An event card's actions: the register button with the student's waitlist place or offer and
 * team (SPEC-2 §A, §B), the team panel for team events, and the offer's deadline.
 */
export function EventSeatActions({
  event,
  behindDialog = false,
}: {
  event: Event;
  /** A card's actions under the event's open details dialog: the team dialog opens from that one. */
  behindDialog?: boolean;
}) {
  const { user } = useAuth();
  const student = user?.role === 'student' ? user : null;
  const waitlist = useMyWaitlist(student?.id);
  const teams = useMyTeams(student?.id);
  const join = useJoinWaitlistDialog();
  const teamDialog = useTeamDialog();
  const teamOpen = teamDialog.eventId === event.id && !behindDialog;
  const navigate = useNavigate();

  const entry = waitlist.data?.find((w) => w.eventId === event.id);
  const teamEvent = event.teamOrIndividual === 'Team';
  const team = teams.data?.find((t) => t.eventId === event.id);
  const isLeader = !!team?.members.some((m) => m.userId === student?.id && m.isLeader);
  const offer = entry?.status === 'offered';

  const onJoinWaitlist = () => join.joinFor(event.id, event.eventName);

  return (
    <Stack gap={4}>
      <EventRegisterButton
        event={event}
        payPath={paths.registration(event.id, event.symposiumName)}
        seat={
          student
            ? {
                offer,
                waitlistPosition: entry?.status === 'waiting' ? entry.position : null,
                needsTeam: teamEvent && !team,
                teamMember: teamEvent && !!team && !isLeader && team.status === 'forming',
                onJoinWaitlist,
                onOpenTeam: () => teamDialog.open(event.id),
                onGoToCart: () => void navigate(paths.cart),
                busy: join.isPending,
              }
            : undefined
        }
      />
      {offer && entry?.offeredUntil && (
        <Text size="xs" c="orange.9" ta="center" fw={600}>
          {SEATS_MSG.seatOfferedUntil(formatSiteDateTime(entry.offeredUntil))}
        </Text>
      )}
      {student && teamEvent && team && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconUsersGroup size={14} aria-hidden="true" />}
          onClick={() => teamDialog.open(event.id)}
          title={`Team ${team.teamName}`}
        >
          <TeamLinkLabel team={team} />
        </Button>
      )}
      {student && teamEvent && (
        <TeamPanel
          event={event}
          team={team}
          userId={student.id}
          shareUrl={`${window.location.origin}${paths.events(event.symposiumName)}`}
          opened={teamOpen}
          onClose={teamDialog.close}
        />
      )}
    </Stack>
  );
}
