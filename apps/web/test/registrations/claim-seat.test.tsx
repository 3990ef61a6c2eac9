import {
  SEATS_MSG,
  type AddToCartInput,
  type CartItem,
  type Event,
  type MyWaitlistEntry,
} from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as EventsRoute } from '../../src/app/routes/events';
import { route, server, signedIn, withStatus } from '../msw/api';
import { aCartItem, anEvent, aStudent, aWaitlistPlace } from '../msw/fixtures';
import { renderRoutes } from '../shell/render';

const student = aStudent();
let cart: CartItem[];
let event: Event;
let waitlist: MyWaitlistEntry[];
let cartPost: ReturnType<typeof vi.fn<(body: AddToCartInput) => void>>;

const offer = (): MyWaitlistEntry => aWaitlistPlace();

beforeEach(() => {
  sessionStorage.setItem('user', JSON.stringify(student));
  cart = [];
  waitlist = [offer()];
  cartPost = vi.fn<(body: AddToCartInput) => void>();
  event = anEvent({
    id: 42,
    eventName: 'Paper Presentation',
    teamOrIndividual: 'Individual',
    registrationFees: 100,
    capacity: 1,
    seatsLeft: 0,
    rounds: [],
    numberOfRounds: 0,
  });
  server.use(
    signedIn(student),
    route('GET /events', () => [event]),
    route('GET /symposium/status', () => [
      { symposiumName: 'Enigma', isOpen: 0, startDate: null },
      { symposiumName: 'Carteblanche', isOpen: 1, startDate: '2026-02-01' },
    ]),
    route('GET /waitlist/mine', () => waitlist),
    route('GET /teams/mine', () => []),
    route('GET /registrations/by-email/:email', () => ({ eventIds: [] })),
    route('GET /cart/:userId', () => cart),
    route('GET /events/:eventId/winners', () => []),
    route('POST /cart', ({ body }) => {
      cartPost(body);
      const item = aCartItem(9, event, {
        capacity: 1,
        seatsLeft: 0,
        offeredUntil: offer().offeredUntil,
      });
      cart = [...cart, item];
      return withStatus(201, { message: 'Event added to cart successfully!', item, clashes: [] });
    }),
  );
});

const renderEventsAt = (path: string) =>
  renderRoutes(
    [
      { path: '/events', element: <EventsRoute /> },
      { path: '/cart', element: <p>Cart page</p> },
    ],
    path,
  );

// An offered seat counts as taken (SPEC-2 §A), so the event reads 'Full' to everyone else; the
// student it is held for claims it in the event's dialog, opened from My Events.
describe('Claiming an offered seat of a paid event in its dialog', () => {
  it('says the event was added to the cart, then the same button leads to the cart', async () => {
    const user = userEvent.setup();
    const { router } = renderEventsAt('/events?symposium=Carteblanche&event=42');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Paper Presentation' },
      { timeout: 3000 },
    );
    const claim = await within(dialog).findByRole('button', { name: SEATS_MSG.claimYourSeat });
    await waitFor(() => expect(claim).toBeEnabled());
    await user.click(claim);
    expect(await screen.findByText('Event added to cart successfully!')).toBeInTheDocument();
    expect(cartPost).toHaveBeenCalledTimes(1);
    expect(cartPost).toHaveBeenCalledWith({
      userEmail: student.email,
      eventId: 42,
      symposiumName: 'Carteblanche',
    });
    // The confirmation closes by itself (SPEC §4); the seat is in the cart, to be paid for there.
    await waitFor(
      () => expect(screen.queryByText('Event added to cart successfully!')).not.toBeInTheDocument(),
      { timeout: 4000 },
    );
    const again = within(dialog).getByRole('button', { name: SEATS_MSG.claimYourSeat });
    await waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(cartPost).toHaveBeenCalledTimes(1);
  });

  it('shows no Full badge to the student the seat is held for, on the card and in the dialog', async () => {
    renderEventsAt('/events?symposium=Carteblanche&event=42');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Paper Presentation' },
      { timeout: 3000 },
    );
    await within(dialog).findByText(/^Seat offered until /);
    const card = screen.getByRole('article', { name: 'Paper Presentation', hidden: true });
    await within(card).findByText(/^Seat offered until /);
    expect(screen.queryByTestId('seats-badge')).not.toBeInTheDocument();
    expect(screen.queryByText(SEATS_MSG.full)).not.toBeInTheDocument();
  });

  it('still shows Full to a student without the offer', async () => {
    waitlist = [{ ...offer(), status: 'waiting', position: 2, offeredUntil: null }];
    renderEventsAt('/events?symposium=Carteblanche&event=42');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Paper Presentation' },
      { timeout: 3000 },
    );
    await within(dialog).findByRole('button', { name: SEATS_MSG.onWaitlist(2) });
    expect(within(dialog).getByTestId('seats-badge')).toHaveTextContent(SEATS_MSG.full);
    const card = screen.getByRole('article', { name: 'Paper Presentation', hidden: true });
    expect(within(card).getByTestId('seats-badge')).toHaveTextContent(SEATS_MSG.full);
  });
});
