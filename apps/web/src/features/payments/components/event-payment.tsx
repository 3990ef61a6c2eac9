import { isRegistrationOpen, MSG } from '@app/shared';
import { Alert, Badge, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoginPromptPanel } from '../../../components/login-prompt-panel';
import { ErrorState, PageLoader } from '../../../components/page-state';
import { PaymentReceivedPanel } from '../../../components/payment-received-panel';
import { mayPassOnRetry } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { eventAccountsError, useEventAccounts } from '../api/get-event-accounts';
import { useEvent } from '../../../api/events';
import { AccountDetails } from './account-details';
import { ManualPaymentForm } from './manual-payment-form';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The Registration Page (SPEC §2): pay one event's fee by bank transfer and report the transfer. */
export function EventPayment({
  eventId,
  symposium,
  links,
  clashWarning,
}: {
  eventId: number | null;
  symposium: string | null;
  links: { events: string; enrolled: string };
  /** Under the heading, before paying: the event's clashes with what the student holds. */
  clashWarning?: (eventId: number) => ReactNode;
}) {
  const { user, isLoading } = useAuth();
  const event = useEvent(user ? eventId : null, symposium);
  const accounts = useEventAccounts(user && event.data && event.data.registrationFees > 0 ? event.data.id : null);
  const [paid, setPaid] = useState(false);

  if (!user && isLoading) return <PageLoader />;
  if (!user) {
    return (
      <LoginPromptPanel
        gap="md"
        heading={
          <Title order={1} size="h3">
            Registration
          </Title>
        }
      >
        <Text size="lg">{MSG.loginToAccessPage}</Text>
      </LoginPromptPanel>
    );
  }
  if (!eventId || !symposium) return <ErrorState heading="Registration" message={MSG.registrationEventNotFound} />;
  if (event.isLoading) return <PageLoader label="Loading the event..." />;
  if (event.isLoadingError) {
    return (
      <ErrorState
        heading="Registration"
        message={mayPassOnRetry(event.error) ? 'The event could not be loaded.' : MSG.registrationEventNotFound}
        read={event}
      />
    );
  }
  if (!event.data) return <ErrorState heading="Registration" message={MSG.registrationEventNotFound} />;
  const e = event.data;

  if (paid) {
    return (
      <PaymentReceivedPanel heading={<Title order={2}>{MSG.registrationSuccess}</Title>} enrolledPath={links.enrolled}>
        <Text c="dimmed">
          Your payment for {e.eventName} has been received. The organisers will verify it; until then it is listed under
          “{MSG.awaitingVerification}” on My Events, and you will get a mail when it is verified.
        </Text>
      </PaymentReceivedPanel>
    );
  }

  const header = (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge variant="light">{e.symposiumName}</Badge>
        <Badge variant="light" color="gray">
          {e.eventCategory}
        </Badge>
      </Group>
      <Title order={1}>{e.eventName}</Title>
      <Text c="dimmed">
        Registration fee{' '}
        <Text span fw={700} c="dark">
          ₹{e.registrationFees}
        </Text>{' '}
        · closes {dateTime.format(new Date(e.lastDateForRegistration))}
      </Text>
      {clashWarning?.(e.id)}
    </Stack>
  );

  if (e.registrationFees === 0 || !isRegistrationOpen(e)) {
    return (
      <Stack gap="lg">
        {header}
        <Alert color={e.registrationFees === 0 ? 'blue' : 'gray'} role="status">
          {e.registrationFees === 0 ? MSG.eventIsFree : MSG.registrationDeadlinePassed}
        </Alert>
        <Button component={Link} to={links.events} variant="light" w="fit-content">
          Back to events
        </Button>
      </Stack>
    );
  }

  const accountError = eventAccountsError(accounts.error);

  return (
    <Stack gap="lg">
      {header}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          {accounts.isLoading && <Skeleton h={260} radius="md" />}
          {accountError && (
            <Alert color="red" role="alert" title="No payment account">
              {accountError}
            </Alert>
          )}
          <Stack gap="md">
            {accounts.data?.map((account) => (
              <AccountDetails key={account.id} account={account} amount={e.registrationFees} note={`CSMIT ${e.eventName}`} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ManualPaymentForm event={e} userId={user.id} defaultName={user.name} onPaid={() => setPaid(true)} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
