import type { UserPayment } from '@app/shared';
import { Badge, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../../lib/auth';
import { useMyPayments } from '../api/get-my-payments';

const COLOR: Record<UserPayment['status'], string> = { pending: 'orange', verified: 'teal', rejected: 'red' };
const LABEL: Record<UserPayment['status'], string> = { pending: 'Awaiting verification', verified: 'Verified', rejected: 'Rejected' };
const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** The student's payments with their state, and the reason when one was rejected. */
export function PaymentsCard() {
  const { user } = useAuth();
  const payments = useMyPayments(user?.id);
  const list = payments.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="payments-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="payments-title">
          Payments
        </Title>
        {payments.isLoading ? (
          <Text c="dimmed">Loading payments...</Text>
        ) : payments.isLoadingError ? (
          <Text c="red.8" role="alert">
            Failed to load your payments.
          </Text>
        ) : list.length === 0 ? (
          <Text c="dimmed">You have not paid for any event yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((p) => (
              <Card key={p.id} withBorder radius="md" padding="sm" component="li">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ flex: '1 1 180px', minWidth: 0 }}>
                    <Text fw={600}>{p.events.map((e) => e.eventName).join(', ')}</Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      ₹{p.amount} · <span className="nowrap-id">{p.transactionId}</span> · {date.format(new Date(p.createdAt))}
                    </Text>
                    {p.status === 'rejected' && p.reason && (
                      <Text size="sm" c="red.8">
                        Reason: {p.reason}
                      </Text>
                    )}
                  </Stack>
                  <Badge color={COLOR[p.status]} variant="dot" style={{ flexShrink: 0 }}>
                    {LABEL[p.status]}
                  </Badge>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
