import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItem, Event, SessionUser } from '@app/shared';
import { MemoryRouter } from 'react-router';
import { Component as RegistrationRoute } from '../../src/app/routes/registration';
import { CartView } from '../../src/features/cart/components/cart-view';
import { renderRegisterCards } from '../registrations/register-cards';
import { route, server, signedIn, withStatus } from '../msw/api';
import { aCartItem, anEvent, aStudent } from '../msw/fixtures';
import { renderRoutes, renderWithProviders } from '../shell/render';

// SPEC-2 §J: 'Clashes with {eventName} at {time}.' on the card and in the cart, for a signed-in
// student, against their registrations and cart; and in the answer of add-to-cart.

const student = aStudent({ college: 'Madras Institute of Technology' });
// 14 March 2030 is a Thursday; 04:30 UTC is 10:00 in India.
const quiz = anEvent({ id: 1, eventName: 'Tech Quiz', registrationFees: 0, rounds: [{ roundNumber: 1, roundDetails: 'Prelims', roundDateTime: '2030-03-14T04:30:00.000Z' }] });
const relay = anEvent({ id: 2, eventName: 'Code Relay', rounds: [{ roundNumber: 1, roundDetails: 'Relay', roundDateTime: '2030-03-14T05:15:00.000Z' }] });
const debate = anEvent({ id: 3, eventName: 'Debate', rounds: [{ roundNumber: 1, roundDetails: 'Finals', roundDateTime: '2030-03-14T06:00:00.000Z' }] });
const untimed = anEvent({ id: 4, eventName: 'Paper Talk', rounds: [{ roundNumber: 1, roundDetails: 'Talk', roundDateTime: null }] });

let me: SessionUser | null;
let registered: number[];
let cart: CartItem[];

const line = (cartId: number, e: Event): CartItem => aCartItem(cartId, e);

beforeEach(() => {
  me = student;
  registered = [];
  cart = [];
  server.use(
    signedIn(me),
    route('GET /events', () => [quiz, relay, debate, untimed]),
    route('GET /cart/:userId', () => cart),
    route('GET /registrations/by-email/:email', () => ({ eventIds: registered })),
  );
});

const renderCards = (events: Event[]) => renderRegisterCards(events, me);

/** The cart of the signed-in student; resolves to its list of lines once shown. */
async function renderCart() {
  sessionStorage.setItem('user', JSON.stringify(student));
  renderWithProviders(
    <MemoryRouter>
      <CartView renderCheckout={() => null} eventsPath="/events" enrolledPath="/enrolled-events" />
    </MemoryRouter>,
  );
  return screen.findByRole('list', { name: 'Cart items' });
}

describe('clash warnings', () => {
  it("say on the card which registered event clashes and when, in India time; not for rounds over an hour apart or untimed", async () => {
    registered = [quiz.id];
    renderCards([relay, debate, untimed]);
    const card = screen.getByTestId('card-2');
    expect(await within(card).findByText('Clashes with Tech Quiz at Thu 14 Mar, 10:00 am.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('card-2')).getByRole('button')).toHaveTextContent('Add to Cart'));
    expect(within(screen.getByTestId('card-3')).queryByText(/Clashes with/)).toBeNull();
    expect(within(screen.getByTestId('card-4')).queryByText(/Clashes with/)).toBeNull();
  });

  it('warn nobody who is not signed in', async () => {
    me = null;
    server.use(signedIn(null));
    renderCards([relay]);
    await waitFor(() => expect(within(screen.getByTestId('card-2')).getByRole('button')).toHaveTextContent('Add to Cart'));
    expect(screen.queryByText(/Clashes with/)).toBeNull();
  });

  it('mark cart items that clash with each other', async () => {
    cart = [line(11, relay), line(12, debate)];
    registered = [quiz.id];
    const items = await renderCart();
    const relayItem = within(items).getByText('Code Relay').closest('li')!;
    expect(await within(relayItem).findByText('Clashes with Tech Quiz at Thu 14 Mar, 10:00 am.')).toBeInTheDocument();
    // 10:45 and 11:30 are 45 minutes apart: each line names the other; 11:30 is 90 minutes after the quiz.
    expect(within(relayItem).getByText('Clashes with Debate at Thu 14 Mar, 11:30 am.')).toBeInTheDocument();
    const debateItem = within(items).getByText('Debate').closest('li')!;
    expect(within(debateItem).getByText('Clashes with Code Relay at Thu 14 Mar, 10:45 am.')).toBeInTheDocument();
    expect(within(debateItem).queryByText(/Tech Quiz/)).toBeNull();
  });

  it('leave a cart line whose registration closed out: no warning on it, and it clashes with no other line', async () => {
    // Code Relay (10:45) closed while in the cart; Debate (11:30) and Hack Sprint (11:00) are open.
    const lateRelay = { ...relay, lastDateForRegistration: '2020-01-01T00:00:00.000Z' };
    const sprint = anEvent({ id: 5, eventName: 'Hack Sprint', rounds: [{ roundNumber: 1, roundDetails: 'Sprint', roundDateTime: '2030-03-14T05:30:00.000Z' }] });
    server.use(route('GET /events', () => [quiz, lateRelay, debate, untimed, sprint]));
    cart = [line(11, lateRelay), line(12, debate), line(13, sprint)];
    const items = await renderCart();
    const lineOf = (name: string) => within(items).getByText(name).closest('li')!;
    expect(await within(lineOf('Debate')).findByText('Clashes with Hack Sprint at Thu 14 Mar, 11:00 am.')).toBeInTheDocument();
    expect(within(lineOf('Hack Sprint')).getByText('Clashes with Debate at Thu 14 Mar, 11:30 am.')).toBeInTheDocument();
    expect(within(lineOf('Code Relay')).getByText('Registration Closed')).toBeInTheDocument();
    expect(within(lineOf('Code Relay')).queryByTestId('clash-warning')).toBeNull();
    expect(screen.queryByText(/Clashes with Code Relay/)).toBeNull();
  });

  it('say nothing on the card of an event whose registration closed, unless the student is registered for it', async () => {
    const lateRelay = { ...relay, lastDateForRegistration: '2020-01-01T00:00:00.000Z' };
    const lateTalk = anEvent({ id: 6, eventName: 'Late Talk', lastDateForRegistration: '2020-01-01T00:00:00.000Z', rounds: [{ roundNumber: 1, roundDetails: 'Talk', roundDateTime: '2030-03-14T05:00:00.000Z' }] });
    server.use(route('GET /events', () => [quiz, lateRelay, debate, untimed, lateTalk]));
    registered = [quiz.id, lateRelay.id];
    renderCards([lateRelay, lateTalk]);
    // Code Relay (10:45) is registered: its clash with the quiz (10:00) still matters.
    expect(await within(screen.getByTestId('card-2')).findByText('Clashes with Tech Quiz at Thu 14 Mar, 10:00 am.')).toBeInTheDocument();
    // Late Talk (10:30) can no longer be taken: nothing to warn of.
    expect(within(screen.getByTestId('card-6')).queryByText(/Clashes with/)).toBeNull();
  });

  it("show the answer's clashes after adding to the cart, which still succeeds", async () => {
    registered = [quiz.id];
    server.use(
      route('POST /cart', ({ body }) => {
        cart = [line(20, relay)];
        return withStatus(201, {
          message: 'Event added to cart successfully!',
          item: line(20, relay),
          clashes: [{ eventId: quiz.id, eventName: 'Tech Quiz', at: '2030-03-14T04:30:00.000Z', message: `Clashes with Tech Quiz at Thu 14 Mar, 10:00 am.` }],
          ...(body.eventId === relay.id ? {} : { message: 'wrong event' }),
        });
      }),
    );
    renderCards([relay]);
    const button = () => within(screen.getByTestId('card-2')).getByRole('button');
    await waitFor(() => expect(button()).toBeEnabled());
    await userEvent.click(button());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Event added to cart successfully! Clashes with Tech Quiz at Thu 14 Mar, 10:00 am.');
    await waitFor(() => expect(button()).toHaveTextContent('Remove from Cart'));
  });

  it('say on the Registration Page, before paying, which registered event clashes', async () => {
    registered = [quiz.id];
    sessionStorage.setItem('user', JSON.stringify(student));
    server.use(
      route('GET /events/:id', () => relay),
      route('GET /admin/accounts/event/:eventId', () => []),
    );
    renderRoutes(
      [{ path: '/registration', Component: RegistrationRoute }],
      `/registration?eventId=${relay.id}&symposium=${relay.symposiumName}`,
    );
    expect(
      await screen.findByText('Clashes with Tech Quiz at Thu 14 Mar, 10:00 am.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Transaction details' })).toBeInTheDocument();
  });
});
