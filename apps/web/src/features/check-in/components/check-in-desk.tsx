import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconCamera,
  IconCameraOff,
  IconSearch,
  IconServerOff,
  IconWifiOff,
} from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { EmptyStateCard } from '../../../components/bordered-card';
import { WRAPPING_BADGE } from '../../../components/wrapping-badge';
import { errorMessage } from '../../../lib/api-client';
import { confirmAction } from '../../../lib/notify';
import { useDeskEvents } from '../api/list-desk-events';
import { undoCheckIn } from '../api/undo-check-in';
import { verifyPayment } from '../api/verify-payment';
import { rosterCounts, searchRoster } from '../lib/answer-offline';
import { installDeskApp } from '../lib/desk-app';
import { chooseEvent, chosenEvent } from '../lib/offline-store';
import { atTime, scansOf, useDesk, type CheckedInCard } from '../lib/use-desk';
import { AttendancePanel } from './attendance-panel';
import { CheckedInBadge } from './checked-in-badge';
import { ResultCard } from './result-card';

/** The desk's state while scans wait to be sent; its words wrap on a narrow phone, never cut off. */
function WaitingBadge({ color, icon: Icon, children }: { color: string; icon: typeof IconWifiOff; children: ReactNode }) {
  return (
    <Badge
      color={color}
      size="lg"
      leftSection={<Icon size={14} aria-hidden="true" />}
      styles={WRAPPING_BADGE}
      data-testid="offline-badge"
    >
      {children}
    </Badge>
  );
}

const CameraScanner = lazy(() =>
  import('./camera-scanner').then((m) => ({ default: m.CameraScanner })),
);

/** The camera sees a QR code many times a second: it counts again only after this long out of view. */
const SAME_CODE_MS = 3000;

/** The check-in desk (SPEC-2 §C): pick the event, then scan, type or search; works offline. */
export function CheckInDesk({
  startUrl,
  canVerify,
  only = null,
  scopeKnown = true,
}: {
  startUrl: string;
  canVerify: boolean;
  /** The events a coordinator or volunteer is held to (null: all). */
  only?: ReadonlySet<number> | null;
  /** False while the staff member's events are still loading: until then no event is offered,
   * or a coordinator would briefly see (and could pick) every event. */
  scopeKnown?: boolean;
}) {
  const events = useDeskEvents();
  const [eventId, setEventId] = useState<number | null>(chosenEvent);
  const desk = useDesk(eventId);
  const [code, setCode] = useState('');
  const [search, setSearch] = useState('');
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const lastCode = useRef<{ text: string; at: number } | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);

  useEffect(() => installDeskApp(startUrl), [startUrl]);

  const options = useMemo(() => {
    const list = (scopeKnown ? (events.data ?? []) : [])
      .filter((e) => !only || only.has(e.id))
      .map((e) => ({
        value: String(e.id),
        label: `${e.eventName} (${e.symposiumName})`,
      }));
    // Opened offline: the events cannot load, but the roster this staff member kept names the event.
    const kept = desk.roster?.event;
    if (!events.data && kept)
      list.push({ value: String(kept.id), label: `${kept.eventName} (${kept.symposiumName})` });
    return list;
  }, [events.data, desk.roster, only, scopeKnown]);
  // An event kept from before that this staff member may not use is not theirs to open.
  const eventOffered = options.some((o) => o.value === String(eventId));
  useEffect(() => {
    if (scopeKnown && events.data && eventId && !eventOffered) {
      setEventId(null);
      chooseEvent(null);
    }
  }, [scopeKnown, events.data, eventId, eventOffered]);
  const counts = rosterCounts(desk.roster);
  // Without a roster nothing is known about who came: a dash, not a count of none.
  const shown = (n: number) => (desk.roster ? n : '—');
  const matches = searchRoster(desk.roster, search);
  const searched = search.trim();

  const onCameraCode = useCallback(
    (text: string, at: number) => {
      const last = lastCode.current;
      lastCode.current = { text, at };
      // Still in view (seen within the last few seconds): the same pass, not a second scan.
      if (last && last.text === text && at - last.at < SAME_CODE_MS) return;
      void desk.scan(text, at);
    },
    [desk],
  );

  const submitCode = () => {
    if (!code.trim()) return;
    void desk.scan(code);
    setCode('');
  };

  const undo = async (card: CheckedInCard) => {
    if (!eventId) return;
    setBusy(true);
    setActionError(null);
    try {
      await undoCheckIn(card.registrationId, eventId);
      desk.forgetCheckIn(card.registrationId, `Check-in undone for ${card.person}.`);
      // The card and its button are gone: the next pass (a handheld scanner's too) goes to the code.
      codeInput.current?.focus();
    } catch (err) {
      setActionError(errorMessage(err, 'The check-in could not be undone.'));
    } finally {
      setBusy(false);
    }
  };

  // One tap next to the next person's card must not take a check-in back: asked first, by name.
  const confirmUndo = (card: CheckedInCard) =>
    confirmAction({
      title: 'Undo check-in',
      message: `Undo the check-in of ${card.person} at ${card.eventName}? They count as not arrived until their pass is scanned again.`,
      confirm: 'Undo check-in',
      danger: true,
      onConfirm: () => void undo(card),
    });

  const verifyAndCheckIn = async () => {
    const card = desk.card;
    if (!eventId || card?.tone !== 'payment' || !card.payment.payment) return;
    setBusy(true);
    setActionError(null);
    try {
      await verifyPayment({
        userId: card.payment.payment.userId,
        eventId,
        paymentId: card.payment.paymentId,
      });
      await desk.scan(card.passCode);
    } catch (err) {
      setActionError(errorMessage(err, 'The payment could not be verified.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={720} mx="auto">
      <Title order={1}>Check-in desk</Title>
      {desk.othersWaiting > 0 && (
        <Alert color="yellow" title="Scans of another staff member" data-testid="others-waiting">
          {scansOf(desk.othersWaiting)} made by another staff member{' '}
          {desk.othersWaiting === 1 ? 'is' : 'are'} waiting on this phone. The staff member who made
          them must log in on this phone to send them.
        </Alert>
      )}
      {desk.refusal && (
        <Alert color="red" title={`${scansOf(desk.waiting)} not sent`} data-testid="refusal">
          The server refused them: {desk.refusal} They stay on this phone; the desk sends them
          when the server accepts one of your scans again, or when it is opened again.
        </Alert>
      )}
      <Select
        label="Event"
        placeholder={
          events.isLoading || !scopeKnown ? 'Loading events…' : 'Choose the event at this door'
        }
        data={options}
        value={eventId ? String(eventId) : null}
        // Enter on the chosen event would otherwise clear it, and a scanner sends Enter.
        allowDeselect={false}
        onChange={(v) => {
          const id = v ? Number(v) : null;
          setEventId(id);
          if (id) chooseEvent(id);
        }}
        searchable
        nothingFoundMessage="No such event"
        size="md"
      />
      {events.isError && options.length === 0 && (
        <Alert color="red" title="The events could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Check the connection and try again.</Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => void events.refetch()}
              loading={events.isFetching}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {!eventId && options.length > 0 && (
        <EmptyStateCard title="Choose the event at this door">
          Then scan passes or search by name. The desk keeps the event&apos;s list on this device,
          so it goes on checking people in without a network.
        </EmptyStateCard>
      )}
      {eventId && (
        <>
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <SimpleGrid cols={2} spacing="lg">
                <div>
                  <Text size="xs" c="dimmed">
                    Checked in
                  </Text>
                  <Text fw={800} size="xl" data-testid="count-checked-in">
                    {shown(counts.checkedIn)}
                  </Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">
                    Registered
                  </Text>
                  <Text fw={800} size="xl" data-testid="count-registered">
                    {shown(counts.registered)}
                  </Text>
                </div>
              </SimpleGrid>
              <Stack gap={2} align="flex-end">
                {!desk.online ? (
                  <WaitingBadge color="red" icon={IconWifiOff}>
                    Offline — {scansOf(desk.waiting)} waiting
                  </WaitingBadge>
                ) : desk.serverDown ? (
                  // The connection is up: saying 'Offline' would send staff to check the Wi-Fi.
                  <WaitingBadge color="orange" icon={IconServerOff}>
                    Server not answering — {scansOf(desk.waiting)} waiting
                  </WaitingBadge>
                ) : desk.waiting > 0 ? (
                  <WaitingBadge color="yellow" icon={IconWifiOff}>
                    Sending {scansOf(desk.waiting)}…
                  </WaitingBadge>
                ) : (
                  <Badge color="green" size="lg" variant="light" data-testid="online-badge">
                    Online
                  </Badge>
                )}
                <Text size="xs" c="dimmed">
                  {desk.roster
                    ? `Roster of ${atTime(desk.roster.generatedAt)} · works offline`
                    : desk.rosterError
                      ? 'Roster not downloaded'
                      : 'Downloading roster…'}
                </Text>
              </Stack>
            </Group>
          </Paper>
          {desk.rosterError && <Alert color="yellow">{desk.rosterError}</Alert>}

          {desk.checking ? (
            <Paper withBorder radius="md" p="lg" role="status" data-testid="checking">
              <Group gap="sm">
                <Loader size="sm" />
                <Text fw={700} size="lg">
                  Checking …
                </Text>
              </Group>
            </Paper>
          ) : (
            desk.card && (
              <ResultCard
                card={desk.card}
                busy={busy}
                onUndo={confirmUndo}
                onVerify={canVerify ? () => void verifyAndCheckIn() : undefined}
              />
            )
          )}
          {desk.notice && !desk.card && !desk.checking && (
            <Alert color="blue" role="status" data-testid="desk-notice">
              {desk.notice}
            </Alert>
          )}
          {actionError && <Alert color="red">{actionError}</Alert>}

          <Group grow>
            <Button
              size="md"
              variant={camera ? 'default' : 'filled'}
              leftSection={
                camera ? (
                  <IconCameraOff size={20} aria-hidden="true" />
                ) : (
                  <IconCamera size={20} aria-hidden="true" />
                )
              }
              onClick={() => setCamera(!camera)}
            >
              {camera ? 'Stop camera' : 'Scan with camera'}
            </Button>
          </Group>
          {camera && (
            <Suspense fallback={<Loader />}>
              <CameraScanner onCode={onCameraCode} />
            </Suspense>
          )}

          <form
            onSubmit={(e) => {
              e.preventDefault();
              submitCode();
            }}
          >
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                ref={codeInput}
                label="Pass code"
                description="A handheld scanner types here; Enter checks in."
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                style={{ flex: 1 }}
                size="md"
              />
              {/* Busy, yet not disabled: a handheld scanner's next code and Enter must still go through. */}
              <Button
                type="submit"
                size="md"
                aria-busy={desk.checking}
                leftSection={desk.checking ? <Loader size={16} color="white" /> : undefined}
              >
                Check in
              </Button>
            </Group>
          </form>

          <TextInput
            ref={searchInput}
            label="Find by name or email"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            size="md"
          />
          {searched && matches.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="no-match">
              {desk.roster
                ? `No one on the roster matches “${searched}”. The roster lists verified registrations only.`
                : 'Search needs the roster, which is not downloaded.'}
            </Text>
          )}
          {matches.length > 0 && (
            <Stack gap="xs" data-testid="search-results">
              {matches.map((m) => (
                <Card key={m.registrationId} withBorder padding="xs" radius="md">
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={4} style={{ minWidth: 0 }} align="flex-start">
                      <Text fw={600} truncate maw="100%">
                        {m.name}
                      </Text>
                      {/* On a phone a long email gives way; whether they are in, never. */}
                      <Group gap={4} wrap="nowrap" maw="100%">
                        <Text size="xs" c="dimmed" truncate>
                          {m.email}
                        </Text>
                        {!m.checkedInAt && (
                          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                            · not in yet
                          </Text>
                        )}
                      </Group>
                      {m.checkedInAt && <CheckedInBadge at={m.checkedInAt} by={m.checkedInBy} />}
                    </Stack>
                    {/* Already in: seen at once, with no button that would only say so after a press. */}
                    {!m.checkedInAt && (
                      <Button
                        size="xs"
                        variant="light"
                        // The details beside it truncate; the button keeps its whole label.
                        style={{ flexShrink: 0 }}
                        onClick={() => {
                          void desk.scan(m.passCode);
                          setSearch('');
                          // The list and this button are gone: the next name is typed where this one was.
                          searchInput.current?.focus();
                        }}
                      >
                        Check in
                      </Button>
                    )}
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
        </>
      )}

      {/* Also without an event chosen: scans kept for any event are sent when the desk opens. */}
      {desk.conflicts.length > 0 && (
        <Alert
          color="orange"
          title="Conflicts found while syncing"
          withCloseButton
          onClose={desk.clearConflicts}
          data-testid="conflicts"
        >
          <List size="sm">
            {desk.conflicts.map((c) => (
              <List.Item key={c.scanId}>
                {c.text}
                {c.passCode && (
                  <>
                    {' '}
                    {/* A new tab: the desk and this list stay open. */}
                    <Anchor href={`/check-in/${encodeURIComponent(c.passCode)}`} target="_blank">
                      Open the pass
                    </Anchor>
                  </>
                )}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      {eventId && canVerify && desk.online && (
        <AttendancePanel
          eventId={eventId}
          teamEvent={events.data?.find((e) => e.id === eventId)?.teamOrIndividual === 'Team'}
          version={`${counts.checkedIn}:${desk.waiting}`}
        />
      )}
    </Stack>
  );
}
