import { EVENT_CATEGORIES, formatSiteTime, SYMPOSIA, type ScheduleSlot } from '@app/shared';
import { Anchor, Badge, Card, Checkbox, Container, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { IconDetail } from '../../../components/icon-detail';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/page-state';
import { useSchedule } from '../api/get-schedule';
import { byDay } from '../lib/by-day';

const ALL = 'All';

/** The day tables' columns, the same widths on every day; the event takes what is left. */
const COLUMNS = [
  { label: 'Time (IST)', width: 110 },
  { label: 'Event', width: undefined },
  { label: 'Round', width: 80 },
  { label: 'Category', width: '17%' },
  { label: 'Venue', width: '22%' },
] as const;

/** A long venue or category wraps inside its column instead of spilling into the next one. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/** The marked row's look: the student is registered for this event. */
const MINE_STYLE = { background: 'var(--mantine-color-teal-0)', boxShadow: 'inset 4px 0 0 var(--mantine-color-teal-7)' };

/**
 * The timetable (SPEC-2 §J): every round with a time, by day and time, with its venue; filters by
 * symposium and category; the signed-in student's own events marked 'Registered'. A table per day
 * on a wide screen, a list per day on a phone.
 */
export function ScheduleView({
  markedEventIds,
  eventPath,
}: {
  /** Events the student holds a live registration for. */
  markedEventIds?: ReadonlySet<number>;
  eventPath: (slot: ScheduleSlot) => string;
}) {
  const schedule = useSchedule();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [symposium, setSymposium] = useState<string>(ALL);
  const [category, setCategory] = useState<string>(ALL);
  const [onlyMine, setOnlyMine] = useState(false);
  const marked = markedEventIds ?? new Set<number>();

  const categories = useMemo(() => {
    const present = new Set((schedule.data ?? []).map((s) => s.eventCategory));
    return [...EVENT_CATEGORIES.filter((c) => present.has(c)), ...[...present].filter((c) => !(EVENT_CATEGORIES as readonly string[]).includes(c))];
  }, [schedule.data]);
  const shown = (schedule.data ?? []).filter(
    (s) =>
      (symposium === ALL || s.symposiumName === symposium) &&
      (category === ALL || s.eventCategory === category) &&
      (!onlyMine || marked.has(s.eventId)),
  );
  const days = byDay(shown);

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <PageHeader eyebrow="CSMIT" title="Schedule" subtitle="Every round of both symposia by day and time, in India time (IST), with its venue." />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={600} id="schedule-symposium">
              Symposium
            </Text>
            <SegmentedControl
              aria-labelledby="schedule-symposium"
              value={symposium}
              onChange={setSymposium}
              data={[ALL, ...SYMPOSIA]}
            />
          </Stack>
          <Select
            label="Category"
            value={category}
            onChange={(v) => setCategory(v ?? ALL)}
            data={[{ value: ALL, label: 'All categories' }, ...categories.map((c) => ({ value: c, label: c }))]}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
          />
          {marked.size > 0 && (
            <Checkbox label="Only my events" checked={onlyMine} onChange={(e) => setOnlyMine(e.currentTarget.checked)} mb={8} />
          )}
        </Group>

        {schedule.isPending && !schedule.isLoadingError ? (
          <PageLoader label="Loading the schedule..." />
        ) : schedule.isLoadingError ? (
          <ErrorState message="Could not load the schedule." read={schedule} />
        ) : days.length === 0 ? (
          <EmptyState title="Nothing scheduled yet">Round times appear here as the coordinators set them.</EmptyState>
        ) : (
          days.map((d) => (
            <Stack key={d.day} gap="xs" component="section" aria-labelledby={`day-${d.day}`}>
              <Title order={2} size="h3" id={`day-${d.day}`}>
                {d.label}
              </Title>
              {phone ? (
                <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={d.label}>
                  {d.slots.map((s) => (
                    <SlotCard key={`${s.eventId}-${s.roundNumber}`} slot={s} mine={marked.has(s.eventId)} to={eventPath(s)} />
                  ))}
                </Stack>
              ) : (
                <Table.ScrollContainer minWidth={640}>
                  {/* Fixed layout and one set of widths: each day's table is its own, and its columns
                      would otherwise size to that day's rows and not line up with the next day's. */}
                  <Table layout="fixed" striped={false} highlightOnHover verticalSpacing="sm" aria-labelledby={`day-${d.day}`}>
                    <colgroup>
                      {COLUMNS.map((c) => (
                        <col key={c.label} style={{ width: c.width }} />
                      ))}
                    </colgroup>
                    <Table.Thead>
                      <Table.Tr>
                        {COLUMNS.map((c) => (
                          <Table.Th key={c.label}>{c.label}</Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {d.slots.map((s) => {
                        const mine = marked.has(s.eventId);
                        return (
                          <Table.Tr key={`${s.eventId}-${s.roundNumber}`} data-mine={mine || undefined} style={mine ? MINE_STYLE : undefined}>
                            <Table.Td fw={700}>{formatSiteTime(s.startsAt)}</Table.Td>
                            <Table.Td style={WRAP}>
                              <Group gap={6} wrap="wrap">
                                <Anchor component={Link} to={eventPath(s)} fw={600}>
                                  {s.eventName}
                                </Anchor>
                                <Badge size="xs" variant="outline" color="gray.7">
                                  {s.symposiumName}
                                </Badge>
                                {mine && <MineBadge />}
                              </Group>
                            </Table.Td>
                            <Table.Td>{s.roundNumber}</Table.Td>
                            <Table.Td style={WRAP}>{s.eventCategory}</Table.Td>
                            <Table.Td style={WRAP}>{s.location}</Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}

function MineBadge() {
  return (
    <Badge size="sm" color="teal.8" variant="filled" data-testid="mine-badge">
      Registered
    </Badge>
  );
}

function SlotCard({ slot, mine, to }: { slot: ScheduleSlot; mine: boolean; to: string }) {
  return (
    <Card component="li" withBorder radius="md" padding="sm" data-mine={mine || undefined} style={mine ? MINE_STYLE : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={800} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatSiteTime(slot.startsAt)}
        </Text>
        {mine && <MineBadge />}
      </Group>
      <Anchor component={Link} to={to} fw={700} mt={2}>
        {slot.eventName}
      </Anchor>
      <Text size="sm" c="dimmed">
        Round {slot.roundNumber} · {slot.eventCategory} · {slot.symposiumName}
      </Text>
      <IconDetail icon={IconMapPin} label="Venue: " gap={4} mt={2}>
        {slot.location}
      </IconDetail>
    </Card>
  );
}
