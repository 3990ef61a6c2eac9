import { EVENT_DAY_MSG, MSG } from '@app/shared';
import { Alert, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorState, PageLoader, type RetryableRead } from '../../../components/page-state';
import { WRAPPING_BADGE } from '../../../components/wrapping-badge';
import { ApiError, errorMessage, mayPassOnRetry } from '../../../lib/api-client';
import { usePass } from '../api/get-pass';
import { postScan } from '../api/post-scan';
import { verifyPayment } from '../api/verify-payment';
import { cardOf, type ResultCard as Card_ } from '../lib/use-desk';
import { CheckedInBadge } from './checked-in-badge';
import { ResultCard } from './result-card';

// Where the desk can still check people in when this page cannot reach the server.
const DESK_WHEN_OFFLINE = 'Use the check-in desk: it answers offline from the roster.';
const DESK_WHEN_SERVER_FAILS =
  'Try again in a moment, or use the check-in desk: it answers from the roster.';

/**
 * The server's answers that no pass has this code: 404, or for a code no pass could have, 400 (bad
 * percent-encoding) or 414 (too long).
 */
const UNKNOWN_PASS_STATUSES = new Set([400, 404, 414]);

/**
 * The pass could not be shown. Only the server's answer that no pass has this code is 'Unknown
 * pass.'; with no connection or a failing server the page says so, offers 'Try again' (one more
 * call per press), and tells the desk where it can still check people in.
 */
export function PassNotShown({ read, isDesk }: { read: RetryableRead; isDesk: boolean }) {
  const unknown = read.error instanceof ApiError && UNKNOWN_PASS_STATUSES.has(read.error.status);
  return (
    <Stack gap="md" maw={520} mx="auto">
      <Title order={1} size="h2">
        Entry pass
      </Title>
      {unknown ? (
        <Alert color="red">{EVENT_DAY_MSG.unknownPass}</Alert>
      ) : (
        <ErrorState
          message={errorMessage(read.error, MSG.serverError, MSG.networkError)}
          read={read}
        />
      )}
      {!unknown && isDesk && mayPassOnRetry(read.error) && (
        <Text data-testid="desk-hint">
          {errorMessage(read.error, DESK_WHEN_SERVER_FAILS, DESK_WHEN_OFFLINE)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * `/check-in/{passCode}`, opened by a phone's own camera app. The desk (staff and volunteers) sees
 * the holder's events, each with 'Check in' or, where the holder is in, when and by whom; anyone
 * else only whose pass it is. `only`: the events a coordinator or volunteer acts on (null: every
 * event). `canVerify`: staff, who may verify a payment awaiting verification here and check the
 * holder in, as at the desk (not volunteers).
 */
export function PassLanding({
  passCode,
  isDesk,
  only = null,
  canVerify = false,
}: {
  passCode: string;
  isDesk: boolean;
  only?: ReadonlySet<number> | null;
  canVerify?: boolean;
}) {
  const pass = usePass(passCode);
  // The last answer, with the event it was asked for ('Verify and check in' acts on that event).
  const [shown, setShown] = useState<{ card: Card_; eventId: number } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  if (pass.isLoading) return <PageLoader />;
  if (pass.isError || !pass.data) return <PassNotShown read={pass} isDesk={isDesk} />;
  const view = pass.data;
  if (!isDesk || !view.events) {
    return (
      <Stack gap="md" maw={520} mx="auto">
        <Title order={1} size="h2">
          Entry pass
        </Title>
        <Paper withBorder radius="md" p="xl">
          <Text size="lg" ta="center" data-testid="pass-message">
            {view.message}
          </Text>
        </Paper>
      </Stack>
    );
  }

  // The server already lists only a coordinator's or volunteer's own events; this keeps them to
  // those too should it list more (checking in at another event is refused).
  const events = view.events.filter((e) => !only || only.has(e.id));

  const checkIn = async (eventId: number) => {
    setBusy(eventId);
    setActionError(null);
    const t0 = performance.now();
    const answer = await postScan({ passCode, eventId });
    const ms = Math.round(performance.now() - t0);
    setBusy(null);
    const setCard = (card: Card_) => setShown({ card, eventId });
    if (answer.kind === 'offline' || answer.kind === 'unavailable') {
      setCard({
        tone: 'error',
        title: answer.kind === 'offline' ? 'No connection' : 'Server not answering',
        name: null,
        detail: answer.kind === 'offline' ? DESK_WHEN_OFFLINE : DESK_WHEN_SERVER_FAILS,
        fromRoster: null,
        ms,
      });
      return;
    }
    if (answer.kind === 'not-allowed') {
      setCard({
        tone: 'error',
        title: answer.message.replace(/\.$/, ''),
        name: null,
        detail: '',
        fromRoster: null,
        ms,
      });
      return;
    }
    setCard(cardOf(answer, passCode, ms));
    void pass.refetch();
  };

  const verifyAndCheckIn = async () => {
    if (shown?.card.tone !== 'payment') return;
    const { payment, paymentId } = shown.card.payment;
    setBusy(shown.eventId);
    setActionError(null);
    try {
      await verifyPayment({ userId: payment.userId, eventId: shown.eventId, paymentId });
    } catch (err) {
      setBusy(null);
      setActionError(errorMessage(err, 'The payment could not be verified.'));
      return;
    }
    await checkIn(shown.eventId);
  };

  return (
    <Stack gap="md" maw={560} mx="auto">
      <Title order={1} size="h2">
        {view.name}
      </Title>
      {/* Staff held to events the holder has none of are not told who the holder is. */}
      {/* A long email breaks rather than widen the page past a 390 px phone. */}
      {view.email && (
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="pass-holder">
          {[view.college, view.email, view.symposiumName].filter(Boolean).join(' · ')}
        </Text>
      )}
      {shown && (
        <ResultCard
          card={shown.card}
          onVerify={canVerify ? () => void verifyAndCheckIn() : undefined}
          busy={busy !== null}
        />
      )}
      {actionError && <Alert color="red">{actionError}</Alert>}
      {events.length === 0 && (
        <Alert color="red">
          {/* Staff held to their events never see the others: the server leaves them out of the
              list, so an empty list says nothing about the rest of the symposium. */}
          {EVENT_DAY_MSG.noRegistrationFor(
            only ? 'your events' : (view.symposiumName ?? 'this symposium'),
          )}
        </Alert>
      )}
      {events.map((e) => (
        <Card key={e.id} withBorder radius="md" padding="sm">
          <Group justify="space-between" wrap="nowrap">
            {/* On a phone a long event name wraps; the button keeps its whole label. */}
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {e.eventName}
              </Text>
              {e.status === 'pending' ? (
                // On a 390 px phone the words wrap rather than end in 'VERIFI…'.
                <Badge color="orange" variant="light" styles={WRAPPING_BADGE}>
                  Payment awaiting verification
                </Badge>
              ) : e.checkedInAt ? (
                <CheckedInBadge at={e.checkedInAt} by={e.checkedInBy} />
              ) : (
                <Badge variant="light">Not in yet</Badge>
              )}
            </div>
            {/* Checking in again would only be answered 'Already checked in'. */}
            {!e.checkedInAt && (
              <Button
                onClick={() => void checkIn(e.id)}
                loading={busy === e.id}
                style={{ flexShrink: 0 }}
              >
                Check in
              </Button>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
