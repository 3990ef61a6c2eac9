import { MSG, SYMPOSIA, type Event, type SymposiumName } from '@app/shared';
import { SimpleGrid, Tabs, type SimpleGridProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useEvents } from '../../../../api/events';
import { EmptyState, ErrorState, PageLoader } from '../../../../components/page-state';

/** The admin event screens' chosen symposium (Enigma first) and its events. */
export function useSymposiumEvents() {
  const events = useEvents();
  const [symposium, setSymposium] = useState<SymposiumName>('Enigma');
  const list = (events.data ?? []).filter((e) => e.symposiumName === symposium);
  return { events, symposium, setSymposium, list };
}

/** The symposium switch: one pill tab a symposium. */
export function SymposiumTabs({
  value,
  onChange,
}: {
  value: SymposiumName;
  onChange: (symposium: SymposiumName) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(v) => v && onChange(v as SymposiumName)}
      variant="pills"
      radius="xl"
    >
      <Tabs.List aria-label="Symposium">
        {SYMPOSIA.map((name) => (
          <Tabs.Tab key={name} value={name} fw={600}>
            {name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** The symposium's events as a grid of cards, or loading, the load error, or `empty`. */
export function SymposiumEventGrid({
  query,
  cols,
  empty,
  renderCard,
}: {
  query: ReturnType<typeof useSymposiumEvents>;
  cols: SimpleGridProps['cols'];
  /** What to do when the symposium has no events yet. */
  empty: ReactNode;
  renderCard: (event: Event) => ReactNode;
}) {
  const { events, symposium, list } = query;
  if (events.isPending) return <PageLoader label="Loading events..." />;
  if (events.isLoadingError) return <ErrorState message={MSG.eventsLoadFailed} read={events} />;
  if (list.length === 0) {
    return <EmptyState title={`No ${symposium} events yet`}>{empty}</EmptyState>;
  }
  return (
    <SimpleGrid cols={cols} spacing="md">
      {list.map(renderCard)}
    </SimpleGrid>
  );
}
