import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddToCartInput, CartItem, Event, SessionUser } from '@app/shared';
import {
  EventRegisterButton,
  type SeatActions,
} from '../../src/features/cart/components/event-register-button';
import { useAuthModal } from '../../src/lib/auth-modal';
import { fail, route, server, withStatus } from '../msw/api';
import { aCartItem, aStudent } from '../msw/fixtures';
import { renderRoutes } from '../shell/render';
import { renderRegisterCards } from './register-cards';

const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
type CardEvent = Pick<
  Event,
  'id' | 'eventName' | 'registrationFees' | 'lastDateForRegistration' | 'symposiumName'
> &
  Partial<Pick<Event, 'seatsLeft'>>;
const ev = (id: number, over: Partial<CardEvent> = {}): CardEvent => ({
  id,
  eventName: `Event ${id}`,
  registrationFees: 100,
  lastDateForRegistration: at(3 * DAY),
  symposiumName: 'Carteblanche',
  ...over,
});

const student = aStudent({ college: 'Madras Institute of Technology' });
let me: SessionUser | null;
let cart: CartItem[];
let registered: number[];
let cartPost: ReturnType<typeof vi.fn<(body: AddToCartInput) => void>>;
let cartPostGate: Promise<void> | null;

const cartItem = (cartId: number, eventId: number): CartItem =>
  aCartItem(cartId, {
    id: eventId,
    eventName: `Event ${eventId}`,
    registrationFees: 100,
    lastDateForRegistration: at(DAY),
  });

beforeEach(() => {
  me = student;
  cart = [];
  registered = [];
  cartPostGate = null;
  cartPost = vi.fn<(body: AddToCartInput) => void>();
  server.use(
    route('GET /auth/me', () => (me ? { user: me } : fail(401, 'You need to be logged in.'))),
    route('GET /cart/:userId', ({ params }) => (Number(params.userId) === student.id ? cart : [])),
    route('GET /registrations/by-email/:email', () => ({ eventIds: registered })),
    // The clash warnings read the events' rounds; these tests are not about them.
    route('GET /events', () => []),
    route('POST /cart', async ({ body }) => {
      cartPost(body);
      if (cartPostGate) await cartPostGate;
      const item = cartItem(50, body.eventId);
      cart = [...cart, item];
      return withStatus(201, { message: 'Event added to cart successfully!', item, clashes: [] });
    }),
  );
});

function ModalProbe() {
  const { view } = useAuthModal();
  return <p data-testid="auth-modal">{view ?? 'closed'}</p>;
}

const renderButtons = (events: CardEvent[]) => renderRegisterCards(events, me, <ModalProbe />);

const buttonOf = (id: number) => screen.getByTestId(`card-${id}`).querySelector('button')!;

describe('EventRegisterButton', () => {
  it('shows Registered, Registration Closed, Register for Free, Remove from Cart and Add to Cart in the spec order', async () => {
    registered = [1];
    cart = [cartItem(11, 1), cartItem(14, 4)];
    renderButtons([
      // registered beats closed, free and in-cart
      ev(1, { registrationFees: 0, lastDateForRegistration: at(-DAY) }),
      ev(2, { registrationFees: 0, lastDateForRegistration: at(-DAY) }),
      ev(3, { registrationFees: 0 }),
      ev(4),
      ev(5),
    ]);
    await waitFor(() => expect(buttonOf(1)).toHaveTextContent('Registered'));
    expect(buttonOf(2)).toHaveTextContent('Registration Closed');
    expect(buttonOf(3)).toHaveTextContent('Register for Free');
    await waitFor(() => expect(buttonOf(4)).toHaveTextContent('Remove from Cart'));
    expect(buttonOf(5)).toHaveTextContent('Add to Cart');
    expect(buttonOf(1)).toHaveAttribute('aria-disabled', 'true');
    expect(buttonOf(2)).toHaveAttribute('aria-disabled', 'true');
    expect(buttonOf(3)).toBeEnabled();
    expect(buttonOf(4)).toBeEnabled();
    expect(buttonOf(5)).toBeEnabled();
  });

  it('after Register for Free and OK, focus is back on the card, now Registered, which does nothing when pressed', async () => {
    const freeCalls: number[] = [];
    server.use(
      route('POST /registrations/simple', ({ body }) => {
        freeCalls.push(body.eventId);
        registered = [...registered, body.eventId];
        return withStatus(201, {
          message: 'Registration successful!',
          registration: { id: 1, eventId: body.eventId, status: 'verified' as const },
          clashes: [],
        });
      }),
    );
    renderButtons([ev(3, { registrationFees: 0 })]);
    await waitFor(() => expect(buttonOf(3)).toBeEnabled());
    await userEvent.click(buttonOf(3));
    const dialog = await screen.findByRole('dialog', { name: 'Registration Successful' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(buttonOf(3)).toHaveTextContent('Registered'));
    // Not left on <body>, from where a keyboard or screen-reader user starts again at the top.
    await waitFor(() => expect(buttonOf(3)).toHaveFocus());
    expect(buttonOf(3)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(buttonOf(3));
    expect(freeCalls).toEqual([3]);
    expect(screen.queryByText('Registration Failed')).not.toBeInTheDocument();
  });

  it('is disabled while a cart request is in flight, then turns to Remove from Cart with the spec message', async () => {
    let release!: () => void;
    cartPostGate = new Promise<void>((r) => (release = r));
    renderButtons([ev(5)]);
    await waitFor(() => expect(buttonOf(5)).toBeEnabled());
    await userEvent.click(buttonOf(5));
    await waitFor(() => expect(buttonOf(5)).toBeDisabled());
    expect(cartPost).toHaveBeenCalledWith({
      userEmail: 'kavya@example.com',
      eventId: 5,
      symposiumName: 'Carteblanche',
    });
    release();
    expect(await screen.findByText('Event added to cart successfully!')).toBeInTheDocument();
    await waitFor(() => expect(buttonOf(5)).toHaveTextContent('Remove from Cart'));
    expect(cartPost).toHaveBeenCalledTimes(1);
  });

  it('sends one request for a double click, the second click arriving before the button is drawn disabled', async () => {
    renderButtons([ev(5)]);
    await waitFor(() => expect(buttonOf(5)).toBeEnabled());
    const button = buttonOf(5);
    // Both clicks reach the button before React has drawn it busy.
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await waitFor(() => expect(buttonOf(5)).toHaveTextContent('Remove from Cart'));
    expect(cartPost).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('This event is already in your cart.')).not.toBeInTheDocument();
  });

  it('does not undo an add with the second tap of a double tap', async () => {
    const removed = vi.fn();
    server.use(
      route('DELETE /cart/:cartId', ({ params }) => {
        removed(params.cartId);
        cart = [];
        return { message: 'Event removed from cart successfully!' };
      }),
    );
    renderButtons([ev(5)]);
    await waitFor(() => expect(buttonOf(5)).toBeEnabled());
    await userEvent.click(buttonOf(5));
    await waitFor(() => expect(buttonOf(5)).toHaveTextContent('Remove from Cart'));
    await waitFor(() => expect(buttonOf(5)).toBeEnabled());
    // The second tap arrives as the button turns to Remove from Cart.
    await userEvent.click(buttonOf(5));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(removed).not.toHaveBeenCalled();
    expect(buttonOf(5)).toHaveTextContent('Remove from Cart');
    expect(cartPost).toHaveBeenCalledTimes(1);
  });

  it('asks a visitor to log in instead of adding to the cart', async () => {
    me = null;
    renderButtons([ev(5)]);
    expect(buttonOf(5)).toHaveTextContent('Add to Cart');
    await userEvent.click(buttonOf(5));
    expect(screen.getByTestId('auth-modal')).toHaveTextContent('login');
    expect(cartPost).not.toHaveBeenCalled();
  });

  it('a student waiting in line is offered the usual Add to Cart when a seat is free for anyone, On Waitlist (#N) only when the event is full (SPEC-2 §A)', async () => {
    // A seat free and held for nobody may be taken by anyone, someone waiting too (the server takes
    // them out of the line, seated); a full event is where the line is.
    const seat: SeatActions = {
      offer: false,
      waitlistPosition: 2,
      needsTeam: false,
      teamMember: false,
      onJoinWaitlist: vi.fn(),
      onOpenTeam: vi.fn(),
      onGoToCart: vi.fn(),
    };
    sessionStorage.setItem('user', JSON.stringify(me));
    const cards = (
      <>
        <div data-testid="card-1">
          <EventRegisterButton event={ev(1, { seatsLeft: 1 })} seat={seat} />
        </div>
        <div data-testid="card-2">
          <EventRegisterButton event={ev(2, { seatsLeft: 0 })} seat={seat} />
        </div>
      </>
    );
    renderRoutes([{ path: '/', element: cards }], '/');
    await waitFor(() => expect(buttonOf(1)).toBeEnabled());
    expect(buttonOf(1)).toHaveTextContent('Add to Cart');
    expect(buttonOf(2)).toHaveTextContent('On Waitlist (#2)');
    expect(buttonOf(2)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(buttonOf(1));
    await waitFor(() =>
      expect(cartPost).toHaveBeenCalledWith(expect.objectContaining({ eventId: 1 })),
    );
    expect(seat.onJoinWaitlist).not.toHaveBeenCalled();
  });
});
