import { MSG } from '@app/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconCash,
  IconCloudOff,
} from '@tabler/icons-react';
import type { CheckedInCard, ResultCard as Card } from '../lib/use-desk';

// Big, unmistakable, readable at arm's length: the colour and the icon say it before the words do.

const LOOK = {
  ok: { bg: '#1b7f3b', icon: IconCircleCheck },
  warn: { bg: '#b45309', icon: IconAlertTriangle },
  error: { bg: '#b91c1c', icon: IconCircleX },
  payment: { bg: '#9a3412', icon: IconCash },
  // Grey, neither green nor red: the pass may well be good, the desk just cannot tell yet.
  unchecked: { bg: '#495057', icon: IconCloudOff },
} as const;

export function ResultCard({
  card,
  onUndo,
  onVerify,
  busy,
}: {
  card: Card;
  onUndo?: (card: CheckedInCard) => void;
  onVerify?: () => void;
  busy?: boolean;
}) {
  const { bg, icon: Icon } = LOOK[card.tone];
  return (
    <Paper
      radius="md"
      p="lg"
      style={{ background: bg, color: '#fff' }}
      role="status"
      aria-live="assertive"
      data-testid="result-card"
      data-tone={card.tone}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Icon size={56} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} size="h2" c="#fff" data-testid="result-title">
            {card.title}
          </Title>
          {card.tone === 'payment' ? (
            <>
              <Text fw={700} size="lg">
                {card.payment.attendee.name}
              </Text>
              <Text>{card.payment.message}</Text>
              {card.payment.payment && (
                <Text size="sm">
                  ₹{card.payment.payment.amount} · Transaction {card.payment.payment.transactionId}
                </Text>
              )}
              {onVerify &&
                (card.payment.otherEvents ? (
                  // A cart payment that also pays for other coordinators' events: not theirs to decide.
                  <Text fw={600} role="note" data-testid="payment-not-yours">
                    {MSG.sharedPaymentNotYours(card.payment.otherEvents)}
                  </Text>
                ) : (
                  <Group mt="xs">
                    <Button color="dark" variant="white" onClick={onVerify} loading={busy}>
                      Verify and check in
                    </Button>
                  </Group>
                ))}
            </>
          ) : card.tone === 'unchecked' ? (
            <Text>{card.detail}</Text>
          ) : (
            <>
              {card.name && (
                <Text fw={700} size="xl" style={{ wordBreak: 'break-word' }}>
                  {card.name}
                </Text>
              )}
              {card.detail && <Text>{card.detail}</Text>}
              {card.fromRoster && (
                <Text size="sm" fw={600}>
                  {card.fromRoster === 'offline'
                    ? 'Answered offline from the roster'
                    : 'Answered from the roster: the server is not answering'}
                </Text>
              )}
              {(card.tone === 'ok' || card.tone === 'warn') && onUndo && !card.fromRoster && (
                <Group mt="xs">
                  <Button
                    size="xs"
                    color="dark"
                    variant="white"
                    onClick={() => onUndo(card)}
                    loading={busy}
                  >
                    Undo check-in
                  </Button>
                </Group>
              )}
            </>
          )}
          {card.sentLater ? (
            // The time at the door was the roster's answer's, not this one's.
            <Text size="sm" fw={600}>
              Sent later: the server&apos;s answer
            </Text>
          ) : (
            <Text size="xs" opacity={0.85} data-testid="scan-ms" data-ms={card.ms}>
              Answered in {card.ms} ms
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
