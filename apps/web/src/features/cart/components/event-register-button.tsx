import { MSG, type Event } from '@app/shared';
import { Anchor, Button, Stack, type ButtonProps } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import {
  IconCheck,
  IconClockHour4,
  IconHandStop,
  IconLock,
  IconShoppingCartMinus,
  IconShoppingCartPlus,
  IconSparkles,
  IconTicket,
  IconUsersGroup,
} from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useAuthModal } from '../../../lib/auth-modal';
import { showError, showSuccess } from '../../../lib/notify';
import { useAddToCart } from '../api/add-to-cart';
import { useCart } from '../api/get-cart';
import { useRegisteredEventIds } from '../api/get-registered-event-ids';
import { useRegisterFree } from '../api/register-free';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { isInert, registerButtonLabel, registerButtonState, type RegisterButtonState, type SeatInput } from '../lib/register-button-state';
import { showResultDialog } from '../lib/result-dialog';
import { useDeadlineTick } from '../lib/use-deadline-tick';
import { ClashWarning } from './clash-warning';

/** The answer's text followed by its clash warnings, if any. */
/** How long after the button changed its action a tap is taken as the rest of a double tap. */
const DOUBLE_TAP_MS = 600;

const withClashes = (message: string, clashes: { message: string }[]) => [message, ...clashes.map((c) => c.message)].join(' ');

type CardEvent = Pick<Event, 'id' | 'eventName' | 'registrationFees' | 'lastDateForRegistration' | 'symposiumName'> &
  Partial<Pick<Event, 'seatsLeft'>>;

/** The waitlist and team side of the card (SPEC-2), gathered by the page that shows it. */
export interface SeatActions extends SeatInput {
  onJoinWaitlist: () => void;
  onOpenTeam: () => void;
  /** 'Claim Your Seat' for a paid event already in the cart: go and pay for it. */
  onGoToCart: () => void;
  busy?: boolean;
}

const ICONS: Record<RegisterButtonState, typeof IconCheck> = {
  registered: IconCheck,
  closed: IconLock,
  claim: IconSparkles,
  waitlisted: IconClockHour4,
  join: IconHandStop,
  team: IconUsersGroup,
  member: IconUsersGroup,
  free: IconTicket,
  remove: IconShoppingCartMinus,
  add: IconShoppingCartPlus,
};

const VARIANTS: Record<RegisterButtonState, Pick<ButtonProps, 'variant' | 'color'>> = {
  registered: { variant: 'light', color: 'teal' },
  closed: { variant: 'light', color: 'gray' },
  claim: { variant: 'filled', color: 'orange.9' },
  waitlisted: { variant: 'light', color: 'gray' },
  join: { variant: 'outline', color: 'indigo.8' },
  team: { variant: 'filled', color: 'indigo.8' },
  member: { variant: 'light', color: 'gray' },
  free: { variant: 'filled', color: 'teal.9' },
  remove: { variant: 'outline', color: 'red.8' },
  add: { variant: 'filled' },
};

/**
 * The event card's action (SPEC §4 and SPEC-2): Registered, Registration Closed, Claim Your Seat,
 * On Waitlist (#N), Join Waitlist, Create or Join Team, Register for Free, Remove from Cart or Add
 * to Cart, in that order. Visitors are asked to log in first.
 */
export function EventRegisterButton({
  event,
  fullWidth = true,
  payPath,
  seat,
}: {
  event: CardEvent;
  fullWidth?: boolean;
  /** When given, a paid event also offers paying for it alone on the Registration Page. */
  payPath?: string;
  seat?: SeatActions;
}) {
  const { user } = useAuth();
  const authModal = useAuthModal();
  // Any signed-in non-admin may shop (SPEC §2 header); the admin's screens are elsewhere.
  const student = user && user.role !== 'admin' ? user : null;
  const cart = useCart(student?.id);
  const registered = useRegisteredEventIds(student?.email);
  const add = useAddToCart();
  const remove = useRemoveFromCart();
  const registerFree = useRegisterFree();
  useDeadlineTick(event.lastDateForRegistration);
  // When the button changes its action (Add to Cart, then Remove from Cart), the second tap of a
  // double tap can land on the new action and undo the first: taps just after a change are ignored.
  const changedAt = useRef(0);
  // A double click's second click can come before the button is drawn busy: one request at a time.
  const inFlight = useRef(false);
  const sending = () => {
    inFlight.current = true;
  };
  const settled = () => {
    inFlight.current = false;
    changedAt.current = Date.now();
  };

  if (user && !student) return null;

  const cartItem = cart.data?.find((item) => item.eventId === event.id);
  const state = registerButtonState({
    isRegistered: registered.data?.has(event.id) ?? false,
    lastDateForRegistration: event.lastDateForRegistration,
    registrationFees: event.registrationFees,
    inCart: !!cartItem,
    full: event.seatsLeft === 0,
    offer: seat?.offer,
    waitlistPosition: seat?.waitlistPosition,
    needsTeam: seat?.needsTeam,
    teamMember: seat?.teamMember,
  });
  const inert = isInert(state);
  const busy = add.isPending || remove.isPending || registerFree.isPending || !!seat?.busy;
  const loadingState = !!student && (cart.isLoading || registered.isLoading);
  const Icon = ICONS[state];

  const onClick = () => {
    if (inert) return;
    if (inFlight.current || Date.now() - changedAt.current < DOUBLE_TAP_MS) return;
    if (!student) {
      authModal.open('login');
      return;
    }
    if (state === 'join') return seat?.onJoinWaitlist();
    if (state === 'team') return seat?.onOpenTeam();
    if (state === 'claim' && cartItem && event.registrationFees > 0) return seat?.onGoToCart();
    const action = state === 'claim' ? (event.registrationFees === 0 ? 'free' : 'add') : state;
    if (action === 'free') {
      sending();
      registerFree.mutate(
        { userEmail: student.email, eventId: event.id },
        {
          onSuccess: (res) =>
            showResultDialog(MSG.registrationSuccessfulTitle, withClashes(MSG.registeredFor(event.eventName), res.clashes), 'success'),
          onError: (err) =>
            showResultDialog(MSG.registrationFailedTitle, errorMessage(err, MSG.registrationError), 'error'),
          onSettled: settled,
        },
      );
    } else if (action === 'remove' && cartItem) {
      sending();
      remove.mutate(
        { cartId: cartItem.cartId, userEmail: student.email },
        {
          onSuccess: () => showSuccess(MSG.removedFromCart, 2000),
          onError: (err) => showError(errorMessage(err, MSG.removeFromCartFailed)),
          onSettled: settled,
        },
      );
    } else if (action === 'add') {
      sending();
      add.mutate(
        { userEmail: student.email, eventId: event.id, symposiumName: event.symposiumName },
        {
          // A clash warning stays until closed; a plain success closes by itself (SPEC §4).
          onSuccess: (res) =>
            res.clashes.length > 0 ? showSuccess(withClashes(MSG.addedToCart, res.clashes)) : showSuccess(MSG.addedToCart, 2000),
          onError: (err) => showError(errorMessage(err, MSG.addToCartFailed)),
          onSettled: settled,
        },
      );
    }
  };

  const button = (
    <Button
      {...VARIANTS[state]}
      fullWidth={fullWidth}
      leftSection={<Icon size={18} aria-hidden="true" />}
      // A state with nothing to do (Registered, On Waitlist) is drawn disabled but keeps focus, so
      // a dialog that ended in it gives focus back here instead of to the top of the page.
      disabled={busy || loadingState}
      data-disabled={inert || undefined}
      aria-disabled={inert || undefined}
      loading={busy}
      onClick={onClick}
      data-state={state}
    >
      {registerButtonLabel(state, seat?.waitlistPosition ?? null)}
    </Button>
  );
  const warning = student ? <ClashWarning eventId={event.id} /> : null;
  if (!payPath || (state !== 'add' && state !== 'remove')) {
    return warning ? (
      <Stack gap={6}>
        {button}
        {warning}
      </Stack>
    ) : (
      button
    );
  }
  return (
    <Stack gap={4} align="center">
      {button}
      {warning}
      <Anchor
        component={Link}
        to={payPath}
        size="sm"
        onClick={(e) => {
          if (!student) {
            e.preventDefault();
            authModal.open('login');
          }
        }}
      >
        Pay for this event alone
      </Anchor>
    </Stack>
  );
}
