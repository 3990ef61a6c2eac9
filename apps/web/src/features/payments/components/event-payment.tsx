import { isRegistrationOpen, MSG, SEATS_MSG, type Event } from '@app/shared';
import { Alert, Badge, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoginPromptPanel } from '../../../components/login-prompt-panel';
import { ErrorState, PageLoader } from '../../../components/page-state';
import { PaymentReceivedPanel } from '../../../components/payment-received-panel';
import { SeatsBadge } from '../../../components/seats-badge';
import { SignInAgain } from '../../../components/require-role';
import { mayPassOnRetry } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { eventAccountsError, useEventAccounts } from '../api/get-event-accounts';
import { useEvent } from '../../../api/events';
import { AccountDetails } from './account-details';
import { ManualPaymentForm } from './manual-payment-form';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The event's seats for this student on the Registration Page (SPEC-2 §A). */
export interface PaymentSeats {
  /** Whether a waitlist offer holds a seat for them (undefined while not known yet). */
  offered: (eventId: number) => boolean | undefined;
  /** What the event's card offers when it is full: the waitlist. */
  fullActions: (event: Event) => ReactNode;
}

/**
 * The Registration Page (SPEC §2): pay one event's fee by bank transfer and report the transfer.
 * A full event (SPEC-2 §A) shows no account and no form, so no money goes to a seat that is gone;
 * it offers the waitlist instead.
 */
export function EventPayment({
  eventId,
  symposium,
  links,
  clashWarning,
  seats,
}: {
  eventId: number | null;
  symposium: string | null;
  links: { events: string; enrolled: string };
  /** Under the heading, before paying: the event's clashes with what the student holds. */
  clashWarning?: (eventId: number) => ReactNode;
  seats?: PaymentSeats;
}) {
  const { user, isLoading, sessionEnded } = useAuth();
  const event = useEvent(user ? eventId : null, symposium);
  const accounts = useEventAccounts(user && event.data && event.data.registrationFees > 0 ? event.data.id : null);
  const [paid, setPaid] = useState(false);

  if (!user && isLoading) return <PageLoader />;
  // Signed out by the server in the middle of paying: sign in again and come back to the form.
  if (!user && sessionEnded) return <SignInAgain />;
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
        <SeatsBadge event={e} />
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

  const accountError = eventAccountsError(accounts);
  // A seat held for this student by an offer counts as taken, yet it is theirs to pay for.
  const offered = e.seatsLeft === 0 ? seats?.offered(e.id) : false;
  if (offered === undefined && e.seatsLeft === 0 && seats) return <PageLoader label="Loading the event..." />;
  const full = e.seatsLeft === 0 && offered !== true;

  return (
    <Stack gap="lg">
      {header}
      {full && (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" role="status" w="100%">
            {SEATS_MSG.fullOnRegistration}
          </Alert>
          {seats && <div style={{ width: '100%', maxWidth: 360 }}>{seats.fullActions(e)}</div>}
          <Button component={Link} to={links.events} variant="light">
            Back to events
          </Button>
        </Stack>
      )}
      {/* Out of sight, not unmounted, while the event is full: what was typed in the form stays. */}
      <Grid gap="lg" hidden={full}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {!full && accounts.isLoading && <Skeleton h={260} radius="md" />}
          {!full && accountError && (
            <Alert color="red" role="alert" title="No payment account">
              {accountError}
            </Alert>
          )}
          <Stack gap="md">
            {!full &&
              accounts.data?.map((account) => (
                <AccountDetails key={account.id} account={account} amount={e.registrationFees} note={`CSMIT ${e.eventName}`} />
              ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ManualPaymentForm
            event={e}
            userId={user.id}
            defaultName={user.name}
            onPaid={() => setPaid(true)}
            enrolledPath={links.enrolled}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
