import {
  Badge,
  Button,
  Card,
  Grid,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  useMatches,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { MSG } from '@app/shared';
import { Fragment, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useEvents } from '../../../api/events';
import { EmptyState, ErrorState } from '../../../components/page-state';
import { errorMessage } from '../../../lib/api-client';
import { showError } from '../../../lib/notify';
import { useRegistrants } from '../api/list-registrants';
import { useMarkEligibility, type Marked } from '../api/mark-eligibility';
import { formatRoundDate } from '../lib/format';
import { filterRegistrants, groupByTeam, parseSelection, roundCounts, roundEvents, teamState, type ResultFilter, type RoundEvent, type TeamGroup, type TeamState } from '../lib/round-state';
import { NotifyPanel } from './notify-panel';
import { MARKS, Reason, RegistrantRow } from './registrant-row';
import { RoundPicker } from './round-picker';
import { SkeletonCards } from '../../../components/skeleton-cards';

/** Update Winners (SPEC §2): pick an event round, mark each participant, then notify them. */
export function UpdateWinners({ only = null }: { only?: ReadonlySet<number> | null } = {}) {
  const all = useEvents(roundEvents);
  // A coordinator sees only their events (the server refuses the others anyway).
  const events = { ...all, data: all.data?.filter((e) => !only || only.has(e.id)) } as typeof all;
  const [params, setParams] = useSearchParams();
  const selection = parseSelection(params);
  const event = selection ? events.data?.find((e) => e.id === selection.eventId) : undefined;
  const roundNumber =
    event && selection && selection.roundNumber <= event.numberOfRounds
      ? selection.roundNumber
      : null;

  const select = (eventId: number, round: number) =>
    setParams(
      (p) => {
        p.set('event', String(eventId));
        p.set('round', String(round));
        return p;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>Update Winners</Title>
        <Text c="dimmed" size="sm">
          Mark who goes on after each round, then tell every participant by mail.
        </Text>
      </Stack>
      {events.isLoadingError && <ErrorState message={MSG.winnersEventsFailed} read={events} />}
      {events.isPending && <Skeleton height={44} radius="md" aria-hidden="true" />}
      {events.isSuccess && events.data.length === 0 && (
        <Card withBorder radius="md">
          <EmptyState title="No events with rounds yet">
            Events with rounds appear here once they are added under Manage Events.
          </EmptyState>
        </Card>
      )}
      {events.isSuccess && events.data.length > 0 && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <RoundPicker
              events={events.data}
              selected={event && roundNumber ? { eventId: event.id, roundNumber } : null}
              onSelect={select}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            {event && roundNumber ? (
              <RoundPanel
                key={`${event.id}:${roundNumber}`}
                event={event}
                roundNumber={roundNumber}
              />
            ) : (
              <Card withBorder radius="md">
                <EmptyState title="Choose an event round">
                  Pick an event and one of its rounds to see its participants and mark who goes on.
                </EmptyState>
              </Card>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

const FILTERS: { value: ResultFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'undecided', label: 'Undecided' },
  { value: 'eligible', label: 'Eligible' },
  { value: 'ineligible', label: 'Not eligible' },
];

function RoundPanel({ event, roundNumber }: { event: RoundEvent; roundNumber: number }) {
  const registrants = useRegistrants(event.id);
  const mark = useMarkEligibility();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 150);
  const [filter, setFilter] = useState<ResultFilter>('all');
  const filterSize = useMatches({ base: 'xs', sm: 'sm' });
  const rows = useMemo(() => registrants.data ?? [], [registrants.data]);
  const counts = useMemo(() => roundCounts(rows, roundNumber), [rows, roundNumber]);
  const shown = useMemo(
    () => filterRegistrants(rows, roundNumber, debounced, filter),
    [rows, roundNumber, debounced, filter],
  );
  const round = event.rounds.find((r) => r.roundNumber === roundNumber);

  const onMark = (who: Marked, status: 0 | 1) =>
    mark.mutate(
      { eventId: event.id, roundNumber, status, ...who },
      { onError: (err) => showError(errorMessage(err, MSG.winnersUpdateFailed)) },
    );
  /** The mark being saved for this participant or team in this round, or null. */
  const savingFor = (who: Marked) => {
    const v = mark.variables;
    return mark.isPending && v?.roundNumber === roundNumber && v.userId === who.userId && v.teamId === who.teamId
      ? v.status
      : null;
  };
  const groups = useMemo(() => groupByTeam(shown), [shown]);
  const teamEvent = rows.some((r) => r.teamId !== null);
  /** Every member of each team, found by the search or not: the team's buttons mark them all. */
  const allMembers = useMemo(() => new Map(groupByTeam(rows).map((g) => [g.teamId, g.members])), [rows]);
  const membersOf = (g: TeamGroup) => allMembers.get(g.teamId) ?? g.members;

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Stack gap={6}>
          <Group gap="xs" wrap="wrap">
            <Title order={3}>{event.eventName}</Title>
            <Badge variant="light">{event.symposiumName}</Badge>
          </Group>
          <Text fw={600}>
            Round {roundNumber} of {event.numberOfRounds}
            {round?.roundDateTime ? ` · ${formatRoundDate(round.roundDateTime)}` : ''}
          </Text>
          {round?.roundDetails && (
            <Text size="sm" c="dimmed">
              {round.roundDetails}
            </Text>
          )}
          {registrants.isSuccess && (
            <Group gap="xs" mt={4} aria-label="Results in this round">
              <Badge color="green" variant="light" c="green.9">
                {counts.eligible} eligible
              </Badge>
              <Badge color="red" variant="light" c="red.9">
                {counts.ineligible} not eligible
              </Badge>
              <Badge color="gray.7" variant="outline" c="gray.8">
                {counts.undecided} undecided
              </Badge>
            </Group>
          )}
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="md" component="section" aria-label="Participants">
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <TextInput
              style={{ flex: '1 1 240px' }}
              label="Search participants"
              placeholder="Search by name or email"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              type="search"
            />
            <SegmentedControl
              aria-label="Show"
              data={FILTERS}
              value={filter}
              onChange={(v) => setFilter(v as ResultFilter)}
              size={filterSize}
              fullWidth
              style={{ flex: '1 1 320px', maxWidth: '100%' }}
            />
          </Group>
          {registrants.isPending && <SkeletonCards count={4} height={72} />}
          {registrants.isLoadingError && <ErrorState message={errorMessage(registrants.error, MSG.winnersRegistrantsFailed)} read={registrants} />}
          {registrants.isSuccess && rows.length === 0 && (
            <EmptyState title="No participants yet">
              Participants appear here once their registration is verified (free events at once,
              paid events after payment verification).
            </EmptyState>
          )}
          {registrants.isSuccess && rows.length > 0 && shown.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              Nobody matches this search.
            </Text>
          )}
          {shown.length > 0 && (
            <Stack component="ul" gap="xs" m={0} p={0}>
              {groups.map((g) => (
                <Fragment key={g.teamId ?? 'alone'}>
                  {g.teamId !== null ? (
                    <TeamHeader
                      teamName={g.teamName ?? ''}
                      members={membersOf(g).length}
                      state={teamState(membersOf(g), roundNumber, event.numberOfRounds)}
                      saving={savingFor({ teamId: g.teamId })}
                      onMark={(status) => onMark({ teamId: g.teamId! }, status)}
                    />
                  ) : (
                    teamEvent && <AloneHeader count={g.members.length} />
                  )}
                  {g.members.map((r) => (
                    <RegistrantRow
                      key={r.id}
                      registrant={r}
                      roundNumber={roundNumber}
                      rounds={event.numberOfRounds}
                      saving={savingFor({ userId: r.userId })}
                      onMark={(status) => onMark({ userId: r.userId }, status)}
                    />
                  ))}
                </Fragment>
              ))}
            </Stack>
          )}
          {registrants.isSuccess && rows.length > 0 && (
            <Text size="xs" c="dimmed">
              Showing {shown.length} of {rows.length} participants.
            </Text>
          )}
        </Stack>
      </Card>

      {registrants.isSuccess && rows.length > 0 && (
        <NotifyPanel
          eventId={event.id}
          eventName={event.eventName}
          roundNumber={roundNumber}
          counts={counts}
        />
      )}
    </Stack>
  );
}

/** A team's line in Update Winners: marking the team marks every member (SPEC-2 §B). */
function TeamHeader({
  teamName,
  members,
  state,
  saving,
  onMark,
}: {
  teamName: string;
  members: number;
  state: TeamState;
  saving: 0 | 1 | null;
  onMark: (status: 0 | 1) => void;
}) {
  return (
    <Stack component="li" gap={6} mt="xs" style={{ listStyle: 'none' }} data-testid="team-header">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700} c="indigo.8" style={{ overflowWrap: 'anywhere' }}>
          Team {teamName}{' '}
          <Text span size="sm" c="dimmed" fw={400}>
            ({members} {members === 1 ? 'member' : 'members'})
          </Text>
        </Text>
        <Group gap="xs" role="group" aria-label={`Mark team ${teamName}`}>
          {MARKS.map((mark) => (
            <Button
              key={mark.status}
              size="xs"
              color={mark.color}
              variant="outline"
              loading={saving === mark.status}
              disabled={saving !== null || state.disabled[mark.status]}
              onClick={() => onMark(mark.status)}
            >
              {mark.teamLabel}
            </Button>
          ))}
        </Group>
      </Group>
      {state.reason && <Reason>{state.reason}</Reason>}
    </Stack>
  );
}

/** Team events: the line over the participants in no team, so they never read as the last team's. */
function AloneHeader({ count }: { count: number }) {
  return (
    <Text component="li" fw={700} c="gray.8" mt="xs" style={{ listStyle: 'none' }} data-testid="no-team-header">
      Not in a team{' '}
      <Text span size="sm" c="dimmed" fw={400}>
        ({count} {count === 1 ? 'participant' : 'participants'})
      </Text>
    </Text>
  );
}
