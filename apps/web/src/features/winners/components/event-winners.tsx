import { PLACE_NAMES, type Event } from '@app/shared';
import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useWinners } from '../api/get-winners';
import { PlaceMedal } from './place-medal';

/** True once the event's last round has begun (or it has no dated rounds). */
export function afterLastRound(event: Pick<Event, 'rounds'>, now = new Date()): boolean {
  const dates = event.rounds.flatMap((r) =>
    r.roundDateTime ? [new Date(r.roundDateTime).getTime()] : [],
  );
  return dates.length === 0 || Math.max(...dates) <= now.getTime();
}

/** 'Winners' in the event's detail dialog, once the last round is over and winners are declared. */
export function EventWinners({ event }: { event: Pick<Event, 'id' | 'rounds'> }) {
  const show = afterLastRound(event);
  const winners = useWinners(event.id, show);
  if (!show || !winners.data || winners.data.length === 0) return null;
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        Winners
      </Title>
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Winners">
        {winners.data.map((w, i) => (
          <Group key={i} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <PlaceMedal position={w.position} />
            {/* A team name of 60 letters without a space breaks anywhere, within the dialog. */}
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
                {PLACE_NAMES[w.position]}: {w.teamName ?? w.name}
              </Text>
              <Text size="xs" c="dimmed">
                {[w.teamName ? w.name : null, w.college].filter(Boolean).join(' · ')}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </>
  );
}
