import { MSG, type UserPayment } from '@app/shared';
import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoginPromptPanel } from '../../../components/login-prompt-panel';
import { ErrorState, PageLoader } from '../../../components/page-state';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { useUserRegistrations } from '../api/get-user-registrations';
import { EnrolledEventCard } from './enrolled-event-card';

const submitted = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

function PendingPayment({ payment }: { payment: UserPayment }) {
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{payment.events.map((e) => e.eventName).join(', ')}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            ₹{payment.amount} · Transaction{' '}
            <span className="nowrap-id">{payment.transactionId}</span> · sent{' '}
            {submitted.format(new Date(payment.createdAt))}
          </Text>
        </Stack>
        <Badge color="orange" variant="dot" size="md" style={{ flexShrink: 0 }}>
          Pending
        </Badge>
      </Group>
    </Card>
  );
}

/** My Enrolled Events (SPEC §2): verified registrations with round progress; payments awaiting verification apart. */
export function EnrolledEvents({
  eventsPath,
  renderBadges,
  top,
  beforeList,
}: {
  eventsPath: (symposium: string) => string;
  /** More badges for an event's card (e.g. 'Winner — First place'). */
  renderBadges?: (eventId: number) => ReactNode;
  /** Shown under the title, above everything else (the entry passes). */
  top?: ReactNode;
  /** Shown under the heading (the page puts waitlist places and teams there). */
  beforeList?: ReactNode;
}) {
  const { user, isLoading } = useAuth();
  const query = useUserRegistrations(user?.id);
  const { refetch } = query;

  useEffect(() => {
    const onDone = () => void refetch();
    window.addEventListener('registration-complete', onDone);
    return () => window.removeEventListener('registration-complete', onDone);
  }, [refetch]);

  if (!user && isLoading) return <PageLoader />;
  if (!user) {
    return (
      <LoginPromptPanel
        gap="sm"
        heading={
          <Title order={1} size="h2">
            {MSG.enrolledLoggedOutTitle}
          </Title>
        }
      >
        <Text>{MSG.enrolledLoggedOut}</Text>
      </LoginPromptPanel>
    );
  }
  if (query.isLoading) return <PageLoader label="Loading your events..." />;
  if (query.isLoadingError || !query.data) return <ErrorState message={MSG.enrolledFetchError} read={query} />;

  const { registrations, pendingPayments } = query.data;
  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="CSMIT"
        title="My Enrolled Events"
        subtitle="Your verified events with their rounds, and payments awaiting verification."
      />
      {top}
      {beforeList}
      {pendingPayments.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="awaiting-title">
          <div>
            <Title order={2} size="h3" id="awaiting-title">
              {MSG.awaitingVerification}
            </Title>
            <Text size="sm" c="dimmed">
              We have your payment. The organisers check it against the bank statement; you will get
              a mail once it is verified.
            </Text>
          </div>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {pendingPayments.map((p) => (
              <PendingPayment key={p.id} payment={p} />
            ))}
          </Stack>
        </Stack>
      )}
      {registrations.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <Text>{MSG.enrolledEmpty}</Text>
            <Button component={Link} to={eventsPath('')} variant="light">
              Browse events
            </Button>
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {registrations.map((r) => (
            <EnrolledEventCard
              key={r.id}
              registration={r}
              eventsPath={eventsPath(r.event.symposiumName)}
              badges={renderBadges?.(r.event.id)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
