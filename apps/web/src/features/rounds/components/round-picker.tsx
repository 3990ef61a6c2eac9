import { Card, NavLink, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronRight, IconSearch, IconTrophy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { groupBySymposium, type RoundEvent } from '../lib/round-state';
import { formatRoundDate } from '../lib/format';

interface RoundPickerProps {
  events: RoundEvent[];
  selected: { eventId: number; roundNumber: number } | null;
  onSelect: (eventId: number, roundNumber: number) => void;
}

const roundValue = (eventId: number, roundNumber: number) => `${eventId}:${roundNumber}`;

/** Events with their rounds at the left (SPEC §2 Update Winners); on a phone, one select. */
export function RoundPicker({ events, selected, onSelect }: RoundPickerProps) {
  return (
    <>
      <RoundSelect events={events} selected={selected} onSelect={onSelect} />
      <RoundNav events={events} selected={selected} onSelect={onSelect} />
    </>
  );
}

function RoundSelect({ events, selected, onSelect }: RoundPickerProps) {
  const data = useMemo(
    () =>
      groupBySymposium(events).map((g) => ({
        group: g.symposium,
        items: g.events.flatMap((e) =>
          Array.from({ length: e.numberOfRounds }, (_, i) => ({
            value: roundValue(e.id, i + 1),
            label: `${e.eventName} · Round ${i + 1}`,
          })),
        ),
      })),
    [events],
  );
  return (
    <Select
      hiddenFrom="md"
      label="Event and round"
      placeholder="Choose an event round"
      data={data}
      searchable
      nothingFoundMessage="No event matches"
      value={selected ? roundValue(selected.eventId, selected.roundNumber) : null}
      onChange={(v) => {
        if (!v) return;
        const [eventId, roundNumber] = v.split(':').map(Number);
        onSelect(eventId!, roundNumber!);
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function RoundNav({ events, selected, onSelect }: RoundPickerProps) {
  const [filter, setFilter] = useState('');
  const [opened, setOpened] = useState<Set<number>>(() => new Set(selected ? [selected.eventId] : []));
  const q = filter.trim().toLowerCase();
  const shown = q ? events.filter((e) => e.eventName.toLowerCase().includes(q)) : events;

  const toggle = (id: number, open: boolean) =>
    setOpened((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Card
      visibleFrom="md"
      withBorder
      radius="md"
      padding="sm"
      component="nav"
      aria-label="Events and rounds"
      style={{ position: 'sticky', top: 80 }}
    >
      <Stack gap="xs">
        <Text fw={700} px={4}>
          Events and rounds
        </Text>
        {events.length > 8 && (
          <TextInput
            aria-label="Find an event"
            placeholder="Find an event"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            size="sm"
          />
        )}
        <ScrollArea.Autosize mah="calc(100vh - 220px)" type="auto" offsetScrollbars>
          <Stack gap="sm">
            {groupBySymposium(shown).map((g) => (
              <div key={g.symposium}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" px={4} mb={4}>
                  {g.symposium}
                </Text>
                {g.events.map((e) => {
                  const isSelected = selected?.eventId === e.id;
                  return (
                    <NavLink
                      key={e.id}
                      // A real button, so the event list takes keyboard focus and opens with Enter.
                      component="button"
                      type="button"
                      label={e.eventName}
                      description={`${e.eventCategory} · ${e.numberOfRounds} ${e.numberOfRounds === 1 ? 'round' : 'rounds'}`}
                      leftSection={<IconTrophy size={18} stroke={1.6} aria-hidden="true" />}
                      opened={opened.has(e.id) || q !== ''}
                      onChange={(open) => toggle(e.id, open)}
                      childrenOffset={28}
                      fw={isSelected ? 600 : undefined}
                    >
                      {Array.from({ length: e.numberOfRounds }, (_, i) => {
                        const n = i + 1;
                        const round = e.rounds.find((r) => r.roundNumber === n);
                        const active = isSelected && selected?.roundNumber === n;
                        return (
                          <NavLink
                            key={n}
                            component="button"
                            type="button"
                            label={`Round ${n}`}
                            description={round?.roundDateTime ? formatRoundDate(round.roundDateTime) : undefined}
                            active={active}
                            aria-current={active ? 'true' : undefined}
                            rightSection={active ? <IconChevronRight size={16} aria-hidden="true" /> : undefined}
                            onClick={() => onSelect(e.id, n)}
                          />
                        );
                      })}
                    </NavLink>
                  );
                })}
              </div>
            ))}
            {shown.length === 0 && (
              <Text size="sm" c="dimmed" px={4}>
                No event matches “{filter}”.
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Card>
  );
}
