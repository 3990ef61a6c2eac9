import { formatSiteDateTime, isCartItemFull, isRegistrationOpen, MSG, previewText, SEATS_MSG, type CartItem } from '@app/shared';
import { Alert, Badge, Button, Card, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { cartPaymentMutationKey, invalidateRegistrationChange } from '../../../api/registrations';
import { ErrorState, PageLoader } from '../../../components/page-state';
import { PaymentReceivedPanel } from '../../../components/payment-received-panel';
import { PageHeader } from '../../../components/page-header';
import { SeatsBadge } from '../../../components/seats-badge';
import { ViewHeading } from '../../../components/view-heading';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { eventFullMessage, fullEventOf } from '../../../lib/event-full';
import { showError, showSuccess } from '../../../lib/notify';
import { useCart } from '../api/get-cart';
import { registerFree } from '../api/register-free';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { announceRegistrationComplete } from '../lib/registration-complete';
import { useDeadlineTick } from '../lib/use-deadline-tick';
import { ClashWarning } from './clash-warning';

export interface CheckoutProps {
  /**
   * `full`: no seat is left for this student (SPEC-2 §A); `closed`: its registration deadline has
   * passed (SPEC §4). Either way nothing may be paid until it is removed.
   */
  items: { eventId: number; eventName: string; registrationFees: number; full: boolean; closed: boolean }[];
  onPaid: () => void;
  onBack: () => void;
  /** Takes an event out of the cart (a full one, so the rest can be paid for). */
  onRemove: (eventId: number) => void;
  /** The event being removed, while it is. */
  removingEventId: number | null;
}

const fee = (n: number) => (n === 0 ? 'Free' : `₹${n}`);

/** Past its lastDateForRegistration: the event card says 'Registration Closed' (SPEC §4), so does the cart. */
const isClosed = (item: CartItem) => !isRegistrationOpen(item.eventDetails);
/** A line nothing may be paid for or registered now; a closed one is closed, full or not. */
const isUnavailable = (item: CartItem) => isClosed(item) || isCartItemFull(item);
const isFullOnly = (item: CartItem) => !isClosed(item) && isCartItemFull(item);

/**
 * The Cart (SPEC §2, §4): items with name, description, fee and Remove; 'Register for All Events'
 * registers the free ones one by one, then opens the payment view for the paid ones. An event can
 * fill while it sits here (SPEC-2 §A), or its registration close (SPEC §4): it is marked Full or
 * 'Registration Closed', left out of the total and of the free registrations, and the payment view
 * asks for no money until it is removed.
 */
export function CartView({
  renderCheckout,
  renderFullActions,
  eventsPath,
  enrolledPath,
}: {
  renderCheckout: (props: CheckoutProps) => ReactNode;
  /** Beside a full item: what the site offers instead (the waitlist). */
  renderFullActions?: (item: CartItem) => ReactNode;
  eventsPath: string;
  enrolledPath: string;
}) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const cart = useCart(user?.id);
  const remove = useRemoveFromCart();
  // The cart's payment still on its way (Back pressed while it was sent): its lines may be paid for.
  const sending = useIsMutating({ mutationKey: cartPaymentMutationKey }) > 0;
  const [registering, setRegistering] = useState(false);
  const [checkout, setCheckout] = useState<CartItem[] | null>(null);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [paid, setPaid] = useState<string[] | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  // Paying is a step in the history: a phone's Back returns to the cart, not to the page before it.
  const paying = (location.state as { checkout?: boolean } | null)?.checkout === true;
  const here = { pathname: location.pathname, search: location.search };
  // The next deadline of a line still open: the cart marks it closed on time, as the event card does.
  const nextDeadline = (cart.data ?? [])
    .map((i) => i.eventDetails.lastDateForRegistration)
    .filter((d) => new Date(d).getTime() > Date.now())
    .sort((a, b) => new Date(a).getTime() - new Date(b).getTime())[0];
  useDeadlineTick(nextDeadline ?? '');

  if (!user) return <ErrorState message={MSG.couldNotIdentifyUser} />;
  if (cart.isLoading) return <PageLoader label="Loading your cart..." />;
  if (cart.isLoadingError) return <ErrorState message={MSG.cartFetchFailed} read={cart} />;
  const items = cart.data ?? [];
  // What can be paid for: a full event is not (its fee comes back if a seat is offered), nor a closed one.
  const total = items.filter((item) => !isUnavailable(item)).reduce((sum, item) => sum + item.eventDetails.registrationFees, 0);
  // The lines being paid for as the cart has them now, so one that filled meanwhile shows Full (a
  // line the cart no longer has, once paid for, stays as it was).
  // Come back to the payment step from elsewhere (signing in again after the session ended, a
  // reload): its history state says so, and the cart's paid events are what it pays for.
  const payingFor = checkout ?? (paying ? items.filter((i) => i.eventDetails.registrationFees > 0) : null);
  const checkoutItems = (payingFor ?? []).map((line) => items.find((item) => item.cartId === line.cartId) ?? line);

  const refresh = () => invalidateRegistrationChange(qc);

  const onRemove = (item: CartItem) => {
    setRemovingId(item.cartId);
    remove.mutate(
      { cartId: item.cartId, userEmail: user.email },
      {
        onSuccess: () => {
          showSuccess(MSG.removedFromCart, 2000);
          setCheckout((lines) => lines && lines.filter((line) => line.cartId !== item.cartId));
        },
        onError: (err) => showError(errorMessage(err, MSG.cartRemoveError)),
        onSettled: () => setRemovingId(null),
      },
    );
  };

  const registerAll = async () => {
    setRegistering(true);
    // A full or closed free event stays in the cart, marked; a full or closed paid one goes on to
    // the payment view, which asks for no money until it is removed.
    const free = items.filter((i) => i.eventDetails.registrationFees === 0 && !isUnavailable(i));
    const paid = items.filter((i) => i.eventDetails.registrationFees > 0);
    const failures: string[] = [];
    // One by one, so each failure names its event and the rest still go through.
    for (const item of free) {
      try {
        await registerFree({ userEmail: user.email, eventId: item.eventId });
      } catch (err) {
        const full = fullEventOf(err);
        failures.push(
          full
            ? eventFullMessage(full, item.eventDetails.eventName)
            : errorMessage(err, MSG.freeRegistrationFailed(item.eventDetails.eventName)),
        );
      }
    }
    await refresh();
    setRegistering(false);
    if (failures.length > 0) showError(failures.join(' '));
    if (paid.length > 0) {
      setCheckout(paid);
      navigate(here, { state: { checkout: true } });
    } else if (failures.length === 0) {
      showSuccess(MSG.allFreeRegistered);
      announceRegistrationComplete();
    }
  };

  // Once every line being paid for is removed (as full or closed), the cart itself shows again.
  if (payingFor && paying && checkoutItems.length > 0) {
    return (
      <>
        {renderCheckout({
          items: checkoutItems.map((i) => ({
            eventId: i.eventId,
            eventName: i.eventDetails.eventName,
            registrationFees: i.eventDetails.registrationFees,
            full: isFullOnly(i),
            closed: isClosed(i),
          })),
          onBack: () => navigate(-1),
          onRemove: (eventId) => {
            const item = checkoutItems.find((i) => i.eventId === eventId);
            if (item) onRemove(item);
          },
          removingEventId: checkoutItems.find((i) => i.cartId === removingId)?.eventId ?? null,
          onPaid: () => {
            setPaid(checkoutItems.map((i) => i.eventDetails.eventName));
            setCheckout(null);
            navigate(here, { replace: true, state: null });
            void refresh();
            // The panel below is the confirmation: a Success dialog on top of it said it twice.
            announceRegistrationComplete();
          },
        })}
      </>
    );
  }

  // Until the payment's answer comes, the lines it pays for are not offered for payment again.
  if (sending && !paid) return <PageLoader label="Sending your payment..." />;

  // After paying, the cart is empty: say what happened to the events instead.
  if (paid) {
    return (
      <PaymentReceivedPanel
        heading={
          <ViewHeading order={1} size="h2">
            {MSG.cartPaymentReceived}
          </ViewHeading>
        }
        enrolledPath={enrolledPath}
      >
        <Text fw={600}>{MSG.allEventsRegistered}</Text>
        <Text c="dimmed">The organisers verify your payment for:</Text>
        <List spacing={4} center aria-label="Events paid for" style={{ textAlign: 'start' }}>
          {paid.map((name) => (
            <List.Item key={name} fw={600}>
              {name}
            </List.Item>
          ))}
        </List>
        <Text c="dimmed" size="sm">
          Until then they are listed under “{MSG.awaitingVerification}” on My Events, and you will get a mail when it is verified.
        </Text>
      </PaymentReceivedPanel>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader eyebrow="CSMIT" title={MSG.cartTitle} subtitle="Register for free events at once; pay for the rest in one transfer." />
      {items.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="sm" ta="center">
            <IconShoppingCartOff size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-gray-6)" />
            <Text size="lg">{MSG.cartEmpty}</Text>
            <Button component={Link} to={eventsPath} variant="light">
              Browse events
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Cart items">
            {items.map((item) => (
              <Card key={item.cartId} component="li" withBorder radius="md" padding="md" data-full={isFullOnly(item) || undefined} data-closed={isClosed(item) || undefined}>
                <Stack gap={6}>
                  <Group gap="xs" wrap="wrap">
                    <Title order={2} size="h4">
                      {item.eventDetails.eventName}
                    </Title>
                    <Badge variant="light" color="gray" size="sm">
                      {item.eventDetails.symposiumName}
                    </Badge>
                    {/* A seat held for this student counts as taken, yet it is theirs: no 'Full'. */}
                    {isClosed(item) ? (
                      <Badge variant="filled" size="sm" color="gray.7" data-testid="closed-badge">
                        {MSG.registrationClosed}
                      </Badge>
                    ) : (
                      item.offeredUntil === null && <SeatsBadge event={item} />
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {previewText(item.eventDetails.eventDescription, 160)}
                  </Text>
                  <ClashWarning eventId={item.eventId} />
                  {item.offeredUntil !== null && (
                    <Text size="xs" c="orange.9" fw={600}>
                      {SEATS_MSG.seatOfferedUntil(formatSiteDateTime(item.offeredUntil))}
                    </Text>
                  )}
                  {isClosed(item) && (
                    <Alert color="gray" variant="light" p="xs">
                      <Text size="sm">{MSG.closedInCart}</Text>
                    </Alert>
                  )}
                  {isFullOnly(item) && (
                    <Alert color="red" variant="light" p="xs">
                      <Stack gap={6} align="flex-start">
                        <Text size="sm">{SEATS_MSG.fullInCart}</Text>
                        {renderFullActions?.(item)}
                      </Stack>
                    </Alert>
                  )}
                  <Group justify="space-between" wrap="nowrap" mt={4}>
                    <Text size="sm">
                      <Text span fw={600}>
                        Fee:
                      </Text>{' '}
                      {fee(item.eventDetails.registrationFees)}
                    </Text>
                    <Button
                      variant="light"
                      color="red"
                      size="sm"
                      leftSection={<IconTrash size={16} aria-hidden="true" />}
                      onClick={() => onRemove(item)}
                      loading={removingId === item.cartId}
                      disabled={registering || (remove.isPending && removingId !== item.cartId)}
                      aria-label={`Remove ${item.eventDetails.eventName}`}
                    >
                      Remove
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </Stack>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={700}>Total</Text>
                <Text fw={800} size="lg" data-testid="cart-list-total">
                  ₹{total}
                </Text>
              </Group>
              {items.some(isFullOnly) && (
                <Text size="sm" c="red.8">
                  {SEATS_MSG.fullLeftOutOfTotal}
                </Text>
              )}
              {items.some(isClosed) && (
                <Text size="sm" c="red.8">
                  {MSG.closedLeftOutOfTotal}
                </Text>
              )}
              {total > 0 && (
                <Alert color="blue" variant="light" p="xs">
                  <Text size="sm">
                    {items.some((i) => i.eventDetails.registrationFees === 0)
                      ? 'Free events are registered at once; you then pay for the rest in one bank transfer or UPI payment.'
                      : 'You pay for these events together in one bank transfer or UPI payment.'}
                  </Text>
                </Alert>
              )}
              <Button size="md" onClick={registerAll} loading={registering} disabled={remove.isPending || items.every(isUnavailable)}>
                {MSG.registerAllEvents}
              </Button>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
