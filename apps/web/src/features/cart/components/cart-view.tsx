import { MSG, previewText, type CartItem } from '@app/shared';
import { Alert, Badge, Button, Card, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { invalidateRegistrationChange } from '../../../api/registrations';
import { ErrorState, PageLoader } from '../../../components/page-state';
import { PaymentReceivedPanel } from '../../../components/payment-received-panel';
import { PageHeader } from '../../../components/page-header';
import { ViewHeading } from '../../../components/view-heading';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { showError, showSuccess } from '../../../lib/notify';
import { useCart } from '../api/get-cart';
import { registerFree } from '../api/register-free';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { announceRegistrationComplete } from '../lib/registration-complete';
import { ClashWarning } from './clash-warning';

export interface CheckoutProps {
  items: { eventId: number; eventName: string; registrationFees: number }[];
  onPaid: () => void;
  onBack: () => void;
}

const fee = (n: number) => (n === 0 ? 'Free' : `₹${n}`);

/**
 * The Cart (SPEC §2, §4): items with name, description, fee and Remove; 'Register for All Events'
 * registers the free ones one by one, then opens the payment view for the paid ones.
 */
export function CartView({
  renderCheckout,
  eventsPath,
  enrolledPath,
}: {
  renderCheckout: (props: CheckoutProps) => ReactNode;
  eventsPath: string;
  enrolledPath: string;
}) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const cart = useCart(user?.id);
  const remove = useRemoveFromCart();
  const [registering, setRegistering] = useState(false);
  const [checkout, setCheckout] = useState<CartItem[] | null>(null);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [paid, setPaid] = useState<string[] | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  // Paying is a step in the history: a phone's Back returns to the cart, not to the page before it.
  const paying = (location.state as { checkout?: boolean } | null)?.checkout === true;
  const here = { pathname: location.pathname, search: location.search };

  if (!user) return <ErrorState message={MSG.couldNotIdentifyUser} />;
  if (cart.isLoading) return <PageLoader label="Loading your cart..." />;
  if (cart.isLoadingError) return <ErrorState message={MSG.cartFetchFailed} read={cart} />;
  const items = cart.data ?? [];
  const total = items.reduce((sum, item) => sum + item.eventDetails.registrationFees, 0);

  const refresh = () => invalidateRegistrationChange(qc);

  const onRemove = (item: CartItem) => {
    setRemovingId(item.cartId);
    remove.mutate(
      { cartId: item.cartId, userEmail: user.email },
      {
        onSuccess: () => showSuccess(MSG.removedFromCart, 2000),
        onError: (err) => showError(errorMessage(err, MSG.cartRemoveError)),
        onSettled: () => setRemovingId(null),
      },
    );
  };

  const registerAll = async () => {
    setRegistering(true);
    const free = items.filter((i) => i.eventDetails.registrationFees === 0);
    const paid = items.filter((i) => i.eventDetails.registrationFees > 0);
    const failures: string[] = [];
    // One by one, so each failure names its event and the rest still go through.
    for (const item of free) {
      try {
        await registerFree({ userEmail: user.email, eventId: item.eventId });
      } catch (err) {
        failures.push(errorMessage(err, MSG.freeRegistrationFailed(item.eventDetails.eventName)));
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

  if (checkout && paying) {
    return (
      <>
        {renderCheckout({
          items: checkout.map((i) => ({
            eventId: i.eventId,
            eventName: i.eventDetails.eventName,
            registrationFees: i.eventDetails.registrationFees,
          })),
          onBack: () => navigate(-1),
          onPaid: () => {
            setPaid(checkout.map((i) => i.eventDetails.eventName));
            setCheckout(null);
            navigate(here, { replace: true, state: null });
            void refresh();
            showSuccess(MSG.allEventsRegistered);
            announceRegistrationComplete();
          },
        })}
      </>
    );
  }

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
              <Card key={item.cartId} component="li" withBorder radius="md" padding="md">
                <Stack gap={6}>
                  <Group gap="xs" wrap="wrap">
                    <Title order={2} size="h4">
                      {item.eventDetails.eventName}
                    </Title>
                    <Badge variant="light" color="gray" size="sm">
                      {item.eventDetails.symposiumName}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {previewText(item.eventDetails.eventDescription, 160)}
                  </Text>
                  <ClashWarning eventId={item.eventId} />
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
                <Text fw={800} size="lg">
                  ₹{total}
                </Text>
              </Group>
              {total > 0 && (
                <Alert color="blue" variant="light" p="xs">
                  <Text size="sm">
                    {items.some((i) => i.eventDetails.registrationFees === 0)
                      ? 'Free events are registered at once; you then pay for the rest in one bank transfer or UPI payment.'
                      : 'You pay for these events together in one bank transfer or UPI payment.'}
                  </Text>
                </Alert>
              )}
              <Button size="md" onClick={registerAll} loading={registering} disabled={remove.isPending}>
                {MSG.registerAllEvents}
              </Button>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
