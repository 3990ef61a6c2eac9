import { MSG, paymentScreenshotPath, REJECT_REASON_MAX, whyNotVerifiable, type PaymentRegistration } from '@app/shared';
import { Anchor, Button, Grid, Group, Image, List, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { serverMessage } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/notify';
import { decidedMeanwhile, useDecidePayment } from '../api/decide-payment';
import { duplicateName, isNamed, namedFirst, sameScreenshotAs } from '../lib/duplicates';
import { paymentState } from '../lib/payment-status';
import { PaymentStatusBadge } from './payment-status-badge';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Screenshot({ src, caption, alt }: { src: string; caption: string; alt: string }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {caption}
      </Text>
      <Anchor href={src} target="_blank" rel="noopener" aria-label={`Open ${caption.toLowerCase()} in full size`}>
        <Image src={src} alt={alt} radius="sm" h={{ base: 280, sm: 420 }} fit="contain" bg="gray.1" />
      </Anchor>
    </Stack>
  );
}

/** How many other payments are listed before 'Show all' (a list only one longer is shown whole). */
const FEW_DUPLICATES = 3;

/**
 * The View dialog of Registration Status (SPEC §2, §4): the payment with its screenshot, and
 * Verify / Reject (each hidden when already in that state; Verify also when the server would refuse
 * it: the payment was replaced, or holds no registration any more) / Close. A reason may go with a rejection.
 */
export function PaymentDialog({ payment, onClose }: { payment: PaymentRegistration | null; onClose: () => void }) {
  const decide = useDecidePayment();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const phone = useMediaQuery('(max-width: 36em)');
  // The other payment compared side by side, and whether every one is listed; both for this payment only.
  const [chosen, setChosen] = useState<{ of: number; paymentId: number } | null>(null);
  const [allShown, setAllShown] = useState<number | null>(null);
  const comparison = useRef<HTMLDivElement>(null);

  const close = () => {
    setRejecting(false);
    setReason('');
    onClose();
  };

  const state = payment ? paymentState(payment) : 'pending';
  // A cart payment that includes other coordinators' events is decided as a whole, not by one of them.
  const shared = !!payment?.otherEvents;
  // What the server would answer to Verify, said in its place (the student paid again, or nothing is left to verify).
  const refusal = payment ? whyNotVerifiable(payment) : null;
  const run = (verified: boolean) => {
    if (!payment) return;
    decide.mutate(
      // The state on screen goes along: if another organizer decided meanwhile, the server refuses.
      {
        paymentId: payment.id,
        userId: payment.userId,
        eventId: payment.eventId,
        verified,
        reason: verified ? undefined : reason,
        from: state,
      },
      {
        onSuccess: () => {
          close();
          showSuccess(verified ? MSG.userVerified : MSG.userRejected);
        },
        onError: (err) => {
          // This dialog shows an old state: it closes onto the list, which reloads (useDecidePayment).
          if (decidedMeanwhile(err)) {
            close();
            showError(err.message);
            return;
          }
          const fallback = verified ? MSG.verifyFailed : MSG.rejectFailed;
          const server = serverMessage(err);
          showError(server ? `${fallback} ${server}` : fallback);
        },
      },
    );
  };

  // Compared side by side with one other payment the caller may see, the first until they choose
  // another (another coordinator's screenshot is not theirs to open).
  const duplicates = namedFirst(payment?.duplicates ?? []);
  const named = duplicates.filter(isNamed);
  const chosenId = chosen && chosen.of === payment?.id ? chosen.paymentId : null;
  const compare = named.find((d) => d.paymentId === chosenId) ?? named[0] ?? null;
  const choose = (paymentId: number) => {
    if (!payment) return;
    setChosen({ of: payment.id, paymentId });
    // Below a long list (or on a phone) the pictures may be off screen: bring them into view.
    requestAnimationFrame(() => comparison.current?.scrollIntoView({ block: 'nearest' }));
  };
  // A picture many students sent lists a few, then 'Show all', so it does not push the screenshots
  // off the dialog; the rest are not rendered (not merely clipped), so Tab does not reach hidden buttons.
  const long = duplicates.length > FEW_DUPLICATES + 1;
  const expanded = !long || allShown === payment?.id;
  const listed = expanded ? duplicates : duplicates.slice(0, FEW_DUPLICATES);
  return (
    <Modal opened={!!payment} onClose={close} title="Payment details" size="xl" centered fullScreen={phone}>
      {payment && (
        <Stack gap="md">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: payment.screenshotUrl && !compare ? 7 : 12 }}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Field label="Payment">#{payment.id}</Field>
                <Field label="User name">{payment.userName}</Field>
                <Field label="Email">{payment.userEmail}</Field>
                <Field label="Mobile number">{payment.mobileNumber ?? '—'}</Field>
                <Field label="Event ID">{payment.events.map((e) => `${e.eventId} (${e.eventName})`).join(', ')}</Field>
                <Field label="Transaction ID">
                  <span className="nowrap-id">{payment.transactionId}</span>
                </Field>
                <Field label="Amount">₹{payment.transactionAmount}</Field>
                <Field label="Paid by">{payment.transactionUsername || '—'}</Field>
                <Field label="Paid on">{[payment.transactionDate, payment.transactionTime].filter(Boolean).join(' ') || '—'}</Field>
                <Field label="Status">
                  <PaymentStatusBadge state={state} />
                </Field>
                {payment.reason && <Field label="Reason">{payment.reason}</Field>}
              </SimpleGrid>
              {!payment.screenshotUrl && (
                <Text size="sm" c="dimmed" mt="md">
                  No screenshot: this payment was reported with the transaction details only.
                </Text>
              )}
            </Grid.Col>
            {payment.screenshotUrl && !compare && (
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap={4}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Transaction screenshot
                  </Text>
                  <Anchor href={payment.screenshotUrl} target="_blank" rel="noopener" aria-label="Open the screenshot in full size">
                    <Image
                      src={payment.screenshotUrl}
                      alt={`Transaction screenshot of ${payment.userName}`}
                      radius="sm"
                      h={360}
                      fit="contain"
                      bg="gray.1"
                    />
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    Select the image to open it in full size.
                  </Text>
                </Stack>
              </Grid.Col>
            )}
          </Grid>
          {duplicates.length > 0 && (
            <Stack gap="xs">
              <Text fw={600} c="#a33a06" style={{ overflowWrap: 'anywhere' }}>
                {duplicates.length === 1 ? sameScreenshotAs(duplicates) : `Same screenshot as ${duplicates.length} other payments`}. Compare
                them before you decide: the flag itself rejects nothing.
              </Text>
              {duplicates.length > 1 && (
                <div>
                  <List
                    id={`duplicates-of-${payment.id}`}
                    size="sm"
                    spacing={4}
                    aria-label="Payments with the same screenshot"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {listed.map((d) => {
                      const pressed = d === compare;
                      return (
                        <List.Item key={d.paymentId}>
                          <Group gap="xs" wrap="nowrap" align="center">
                            <Text span size="sm" fw={pressed ? 600 : undefined} style={{ flex: 1 }}>
                              {duplicateName(d)}
                              {!isNamed(d) && ' (for events you do not coordinate)'}
                            </Text>
                            {isNamed(d) && payment.screenshotUrl && (
                              <Button
                                size="compact-sm"
                                variant={pressed ? 'filled' : 'default'}
                                aria-pressed={pressed}
                                aria-label={`Compare with payment #${d.paymentId} (${d.userName})`}
                                onClick={() => choose(d.paymentId)}
                              >
                                Compare
                              </Button>
                            )}
                          </Group>
                        </List.Item>
                      );
                    })}
                  </List>
                  {long && (
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      mt={4}
                      aria-expanded={expanded}
                      aria-controls={`duplicates-of-${payment.id}`}
                      onClick={() => setAllShown(expanded ? null : payment.id)}
                    >
                      {expanded ? 'Show fewer' : `Show all ${duplicates.length}`}
                    </Anchor>
                  )}
                </div>
              )}
              {payment.screenshotUrl && compare && (
                // Bottom-aligned: a caption that wraps to two lines leaves the two pictures level.
                <SimpleGrid ref={comparison} cols={2} spacing="sm" style={{ alignItems: 'end' }}>
                  <Screenshot src={payment.screenshotUrl} caption={`This payment (#${payment.id})`} alt={`Transaction screenshot of ${payment.userName}`} />
                  <Screenshot
                    src={paymentScreenshotPath(compare.paymentId)}
                    caption={`Payment #${compare.paymentId} (${compare.userName})`}
                    alt={`Transaction screenshot of ${compare.userName}`}
                  />
                </SimpleGrid>
              )}
            </Stack>
          )}
          {rejecting && (
            <Textarea
              label="Reason for rejecting (optional)"
              description="Sent to the student in the rejection mail"
              autosize
              minRows={2}
              maxLength={REJECT_REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-autofocus
            />
          )}
          {shared && (
            <Text size="sm" c="dimmed" role="note">
              {MSG.sharedPaymentNotYours(payment.otherEvents!)}
            </Text>
          )}
          {refusal && state !== 'verified' && (
            <Text size="sm" c="dimmed" role="note">
              {refusal}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            {state !== 'verified' && !rejecting && !shared && !refusal && (
              <Button color="teal.9" onClick={() => run(true)} loading={decide.isPending}>
                Verify
              </Button>
            )}
            {state !== 'rejected' &&
              !shared &&
              (rejecting ? (
                <Button color="red.8" onClick={() => run(false)} loading={decide.isPending}>
                  Confirm rejection
                </Button>
              ) : (
                <Button color="red" variant="light" onClick={() => setRejecting(true)} disabled={decide.isPending}>
                  Reject
                </Button>
              ))}
            <Button variant="default" onClick={close} disabled={decide.isPending}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
