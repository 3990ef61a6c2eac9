import { PLACE_NAMES, WINNER_PLACES, type Winner } from '@app/shared';
import { Button, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { SectionCard } from '../../../components/bordered-card';
import { ErrorState } from '../../../components/page-state';
import { errorMessage } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/notify';
import { useWinners } from '../api/get-winners';
import { useCandidates } from '../api/list-candidates';
import { usePutWinners } from '../api/put-winners';
import { PlaceMedal } from './place-medal';

/** One pick per place: 'u:{userId}' or 't:{teamId}'. */
type Choice = Record<number, string | null>;

const keyOf = (w: Pick<Winner, 'userId' | 'teamId'>) =>
  w.teamId ? `t:${w.teamId}` : `u:${w.userId}`;

function choiceOf(winners: Winner[]): Choice {
  const c: Choice = { 1: null, 2: null, 3: null };
  for (const w of winners) if (c[w.position] === null) c[w.position] = keyOf(w);
  return c;
}

/** Staff pick the First, Second and Third place among the event's verified registrants. */
export function WinnersEditor({
  eventId,
  eventName,
  onSaved,
}: {
  eventId: number;
  eventName: string;
  onSaved?: () => void;
}) {
  const candidates = useCandidates(eventId);
  const winners = useWinners(eventId);
  const save = usePutWinners();
  const [choice, setChoice] = useState<Choice>({ 1: null, 2: null, 3: null });

  useEffect(() => {
    if (winners.data) setChoice(choiceOf(winners.data));
  }, [winners.data]);

  // A team event lists its teams first: a winning team makes every member a winner.
  const groups = useMemo(() => {
    const c = candidates.data;
    if (!c) return [];
    const teams = c.teams.map((t) => ({
      value: `t:${t.teamId}`,
      label: `${t.teamName} (${t.members.join(', ')})`,
    }));
    const people = c.people.map((p) => ({
      value: `u:${p.userId}`,
      label: `${p.name} (${p.email})`,
    }));
    return [
      ...(teams.length ? [{ group: 'Teams', items: teams }] : []),
      { group: 'Participants', items: people },
    ];
  }, [candidates.data]);
  // Ties and places beyond one per position (set through the API) are kept as they are.
  const others = (winners.data ?? []).filter(
    (w) => choiceOf(winners.data ?? [])[w.position] !== keyOf(w),
  );

  if (candidates.isLoadingError || winners.isLoadingError) {
    const failed = candidates.isLoadingError ? candidates : winners;
    return <ErrorState message="Could not load the winners of this event." read={failed} />;
  }
  if (candidates.isPending || winners.isPending) return <Skeleton height={160} radius="md" />;

  const picked = Object.values(choice).filter(Boolean);
  const onSave = () =>
    save.mutate(
      {
        eventId,
        winners: [
          ...WINNER_PLACES.flatMap((p) => {
            const [kind, id] = (choice[p] ?? '').split(':');
            if (!id) return [];
            return [
              kind === 't'
                ? { teamId: Number(id), position: p }
                : { userId: Number(id), position: p },
            ];
          }),
          ...others
            .filter((w) => !picked.includes(keyOf(w)))
            .map((w) =>
              w.teamId
                ? { teamId: w.teamId, position: w.position }
                : { userId: w.userId!, position: w.position },
            ),
        ],
      },
      {
        onSuccess: () => {
          showSuccess(`Winners of ${eventName} saved.`, 2500);
          onSaved?.();
        },
        onError: (err) => showError(errorMessage(err, 'Could not save the winners.')),
      },
    );

  return (
    <SectionCard aria-labelledby="winners-title">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" id="winners-title">
            Winners of {eventName}
          </Title>
          <Text size="sm" c="dimmed">
            Shown on the event page after the last round and on each winner's My Events; merit
            certificates go to them.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {WINNER_PLACES.map((p) => (
            <Group key={p} gap="sm" wrap="nowrap" align="flex-end">
              <PlaceMedal position={p} size={34} />
              <Select
                style={{ flex: 1 }}
                label={`${PLACE_NAMES[p]} place`}
                placeholder="Choose a participant or team"
                data={groups.map((g) => ({
                  ...g,
                  items: g.items.filter((o) => o.value === choice[p] || !picked.includes(o.value)),
                }))}
                value={choice[p]}
                onChange={(v) => setChoice((c) => ({ ...c, [p]: v }))}
                searchable
                clearable
                nothingFoundMessage="No verified registrant or team by that name"
              />
            </Group>
          ))}
        </SimpleGrid>
        {others.length > 0 && (
          <Text size="sm">
            Also placed:{' '}
            {others.map((w) => `${PLACE_NAMES[w.position]}: ${w.teamName ?? w.name}`).join(' · ')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={onSave} loading={save.isPending}>
            Save winners
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
