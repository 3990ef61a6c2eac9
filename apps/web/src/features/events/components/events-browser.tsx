import type { ReactNode } from 'react';
import { isHomeCollege, MSG, SYMPOSIA, type Event, type SymposiumName, type SymposiumStatus } from '@app/shared';
import { Alert, Badge, Container, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/page-state';
import { useEvents } from '../../../api/events';
import { useAuth } from '../../../lib/auth';
import { categoriesOf } from '../lib/event-display';
import { EventCard, type RenderEventActions } from './event-card';
import { EventDetailsDialog } from './event-details-dialog';
import classes from './events.module.css';

const TAGLINES: Record<SymposiumName, string> = {
  Enigma: 'The annual intra-college symposium of the Computer Society of MIT.',
  Carteblanche: 'The national inter-college symposium, open to students of every college.',
};

const ALL = 'All';

/**
 * The public Events page (SPEC §2): symposium tabs, category tabs derived from the events
 * present, event cards and the detail dialog. The register and cart buttons come from
 * `renderActions`, and are hidden while the symposium has not started.
 */
export function EventsBrowser({
  symposium,
  onSymposiumChange,
  status,
  renderActions,
  renderDetails,
  openEventId,
  onOpenEvent,
  closedExtra,
  isSeatHeld,
}: {
  symposium: SymposiumName;
  onSymposiumChange: (name: SymposiumName) => void;
  /** Open/closed per symposium; undefined while loading (treated as closed). */
  status: SymposiumStatus[] | undefined;
  renderActions?: RenderEventActions;
  /** More sections for the detail dialog (e.g. the winners). */
  renderDetails?: (event: Event) => ReactNode;
  /** The event whose dialog is open, when the page keeps it (in the URL); else this keeps it. */
  openEventId?: number | null;
  onOpenEvent?: (id: number | null) => void;
  /** Shown under the 'not yet started' notice of a closed symposium (e.g. 'Notify me'). */
  closedExtra?: ReactNode;
  /** Whether a seat of the event is offered to the signed-in student (their card shows no 'Full'). */
  isSeatHeld?: (event: Event) => boolean;
}) {
  const events = useEvents();
  const { user } = useAuth();
  // The server leaves out MIT-only events for a student of another college; say why the list is empty.
  const otherCollege = user?.role === 'student' && !isHomeCollege(user.college);
  const [category, setCategory] = useState<string>(ALL);
  const [ownOpenId, setOwnOpenId] = useState<number | null>(null);
  const openId = onOpenEvent ? (openEventId ?? null) : ownOpenId;
  const setOpenId = onOpenEvent ?? setOwnOpenId;

  const ofSymposium = useMemo(() => (events.data ?? []).filter((e) => e.symposiumName === symposium), [events.data, symposium]);
  const categories = useMemo(() => categoriesOf(ofSymposium), [ofSymposium]);
  const activeCategory = category === ALL || categories.includes(category) ? category : ALL;
  const shown = activeCategory === ALL ? ofSymposium : ofSymposium.filter((e) => e.eventCategory === activeCategory);
  const isOpen = (name: SymposiumName) => status?.find((s) => s.symposiumName === name)?.isOpen === 1;
  const symposiumOpen = isOpen(symposium);
  const opened: Event | null = (events.data ?? []).find((e) => e.id === openId) ?? null;

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <PageHeader eyebrow={symposium} title="Events" subtitle={TAGLINES[symposium]} />

        <Tabs
          value={symposium}
          onChange={(v) => {
            if (v && (SYMPOSIA as readonly string[]).includes(v)) {
              setCategory(ALL);
              onSymposiumChange(v as SymposiumName);
            }
          }}
          variant="pills"
          radius="xl"
        >
          <Tabs.List aria-label="Symposium">
            {SYMPOSIA.map((name) => (
              <Tabs.Tab key={name} value={name} fz="md" fw={600}>
                {name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>

        {status && !symposiumOpen && (
          <>
            <Alert
              color="yellow"
              variant="light"
              icon={<IconHourglassHigh size={20} aria-hidden="true" color="var(--mantine-color-orange-9)" />}
              title={
                <Text span fw={700} c="#7c2d0a">
                  {MSG.notYetStartedTitle}
                </Text>
              }
            >
              <Text size="sm">{MSG.notYetStarted}</Text>
            </Alert>
            {closedExtra}
          </>
        )}

        {events.isLoading || (events.isPending && !events.isLoadingError) ? (
          <PageLoader label="Loading events..." />
        ) : events.isLoadingError ? (
          <ErrorState message={MSG.eventsFetchError} read={events} />
        ) : ofSymposium.length === 0 && otherCollege ? (
          <EmptyState title="Open to MIT students only">{MSG.mitOnlyEvents}</EmptyState>
        ) : ofSymposium.length === 0 ? (
          <EmptyState title="No events yet">Events of {symposium} will be announced here soon.</EmptyState>
        ) : (
          <>
            <Tabs value={activeCategory} onChange={(v) => setCategory(v ?? ALL)} variant="outline">
              <Tabs.List aria-label="Category" className={classes.tabsList}>
                {[ALL, ...categories].map((c) => (
                  <Tabs.Tab key={c} value={c}>
                    <Group gap={6} wrap="nowrap">
                      {c}
                      <Badge size="xs" variant="light" circle={false}>
                        {c === ALL ? ofSymposium.length : ofSymposium.filter((e) => e.eventCategory === c).length}
                      </Badge>
                    </Group>
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {shown.map((event, i) => (
                <EventCard
                  key={event.id}
                  event={event}
                  symposiumOpen={symposiumOpen}
                  onOpen={() => setOpenId(event.id)}
                  renderActions={renderActions}
                  priority={i < 2}
                  seatHeld={isSeatHeld?.(event) ?? false}
                  behindDialog={event.id === openId}
                />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
      <EventDetailsDialog
        event={opened}
        symposiumOpen={opened ? isOpen(opened.symposiumName) : false}
        onClose={() => setOpenId(null)}
        renderActions={renderActions}
        renderDetails={renderDetails}
        isSeatHeld={isSeatHeld}
      />
    </Container>
  );
}
