import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, SEATS_MSG, type Account, type CartItem } from '@app/shared';
import { MemoryRouter } from 'react-router';
import { CartWaitlistButton } from '../../src/app/compose/cart-waitlist-button';
import { CartView } from '../../src/features/cart/components/cart-view';
import { CartCheckout } from '../../src/features/payments/components/cart-checkout';
import { fail, route, server, signedIn, withStatus } from '../msw/api';
import { aStudent } from '../msw/fixtures';
import { renderRoutes, renderWithProviders } from '../shell/render';

const student = aStudent({ mobile: '9876543210' });
const item = (
  cartId: number,
  eventId: number,
  eventName: string,
  registrationFees: number,
  seats: Partial<Pick<CartItem, 'capacity' | 'seatsLeft' | 'offeredUntil'>> = {},
): CartItem => ({
  cartId,
  eventId,
  eventDetails: {
    eventName,
    eventDescription: `About ${eventName}`,
    registrationFees,
    symposiumName: 'Enigma',
    lastDateForRegistration: '2099-01-01T00:00:00Z',
  },
  capacity: null,
  seatsLeft: null,
  offeredUntil: null,
  ...seats,
});
/** A line of a one-seat event whose seat has gone (SPEC-2 §A). */
const full = { capacity: 1, seatsLeft: 0 };
/** The line with its registration deadline at `iso` (past: closed, SPEC §4). */
const closingAt = (line: CartItem, iso: string): CartItem => ({
  ...line,
  eventDetails: { ...line.eventDetails, lastDateForRegistration: iso },
});
const closed = (line: CartItem) => closingAt(line, '2020-01-01T00:00:00Z');
const account = (id: number, upiId: string | null): Account => ({
  id,
  accountName: `Account ${id}`,
  bankName: 'State Bank of India',
  accountNumber: `0000${id}`,
  ifscCode: 'SBIN0000001',
  upiId,
  hasQr: true,
  qrUrl: `/api/admin/accounts/${id}/qr?v=abc`,
});

let cart: CartItem[];
let freeCalls: number[];
let accountCalls: number[];

beforeEach(() => {
  sessionStorage.setItem('user', JSON.stringify(student));
  freeCalls = [];
  accountCalls = [];
  server.use(
    signedIn(student),
    // The clash warnings read the events' rounds; these tests are not about them.
    route('GET /events', () => []),
    route('GET /registrations/by-email/:email', () => ({ eventIds: [] })),
    route('GET /cart/:userId', ({ params }) => (Number(params.userId) === student.id ? cart : [])),
    route('POST /registrations/simple', ({ body }) => {
      freeCalls.push(body.eventId);
      // The server takes a registered event out of the cart in the same transaction.
      cart = cart.filter((c) => c.eventId !== body.eventId);
      return withStatus(201, {
        message: 'Registration successful!',
        registration: { id: 1, eventId: body.eventId, status: 'verified' as const },
        clashes: [],
      });
    }),
    route('GET /admin/accounts/event/:eventId', ({ params }) => {
      accountCalls.push(Number(params.eventId));
      return [account(Number(params.eventId), 'society@sbi')];
    }),
    route('GET /registrations/check-transaction/:id', () => ({ exists: false })),
    route('GET /waitlist/mine', () => []),
  );
});

function renderCart() {
  return renderWithProviders(
    <>
    <MemoryRouter>
      <CartView
        eventsPath="/events"
        enrolledPath="/enrolled-events"
        renderCheckout={(props) => <CartCheckout {...props} />}
        renderFullActions={(i) => <CartWaitlistButton eventId={i.eventId} eventName={i.eventDetails.eventName} />}
      />
    </MemoryRouter>
    </>,
  );
}

/** DELETE /cart/{cartId} takes the line out of `cart`. */
const removeRoute = () =>
  route('DELETE /cart/:cartId', ({ params }) => {
    cart = cart.filter((c) => c.cartId !== Number(params.cartId));
    return { message: 'Event removed from cart successfully!' };
  });

describe('Cart', () => {
  it('shows the empty text', async () => {
    cart = [];
    renderCart();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('registers free items one by one, then fires registration-complete and shows the spec message', async () => {
    cart = [item(1, 10, 'Tech Quiz', 0), item(2, 11, 'Intro to Git', 0)];
    const done = vi.fn();
    window.addEventListener('registration-complete', done);
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getAllByText('Fee:')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Register for All Events' }));
    expect(
      await screen.findByText('Successfully registered for all free events!'),
    ).toBeInTheDocument();
    expect(freeCalls).toEqual([10, 11]);
    expect(done).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    window.removeEventListener('registration-complete', done);
  });

  it('opens the payment view for paid items: total of fees, the account of the highest-fee event, a UPI link', async () => {
    cart = [
      item(1, 10, 'Tech Quiz', 0),
      item(2, 20, 'Code Relay', 150),
      item(3, 30, 'Hands-on Kubernetes', 500),
    ];
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Register for All Events' }));
    expect(await screen.findByRole('heading', { name: 'Pay for your cart' })).toBeInTheDocument();
    expect(freeCalls).toEqual([10]);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹650');
    await screen.findByText('Account 30');
    expect(accountCalls).toEqual([30]);
    const upi = screen.getByRole('link', { name: 'Pay with UPI' });
    expect(upi.getAttribute('href')).toBe(
      'upi://pay?pa=society%40sbi&pn=Account%2030&am=650.00&cu=INR&tn=CSMIT%20Code%20Relay%2C%20Hands-on%20Kubernetes',
    );
    expect(screen.getByRole('link', { name: /QR code \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/admin/accounts/30/qr?v=abc',
    );

    // Submitting without a screenshot asks for one, with the spec's words.
    const form = screen.getByRole('form', { name: 'Transaction details' });
    await userEvent.type(within(form).getByLabelText(/Transaction ID/), 'UTR123');
    await userEvent.click(within(form).getByRole('button', { name: /Submit payment/ }));
    await waitFor(() =>
      expect(within(form).getByText('Please upload a transaction screenshot.')).toBeInTheDocument(),
    );
  });

  it('a bad submit puts focus on the first field in error; the screenshot message is the file control’s', async () => {
    cart = [item(2, 20, 'Code Relay', 200)];
    renderCart();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Register for All Events' }));
    const form = await screen.findByRole('form', { name: 'Transaction details' });
    await screen.findByText('Account 20');
    const submit = within(form).getByRole('button', { name: 'Submit payment of ₹200' });
    const transactionId = within(form).getByRole('textbox', { name: /Transaction ID/ });
    const screenshot = within(form).getByRole('button', { name: /Transaction screenshot/ });

    // Empty: the transaction ID is the first field in error (the name and mobile come filled in).
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(transactionId).toHaveFocus());
    expect(transactionId).toHaveAttribute('aria-invalid', 'true');
    expect(transactionId).toHaveAccessibleDescription(
      expect.stringContaining('Please fill in all transaction details.'),
    );
    expect(screenshot).toHaveAttribute('aria-invalid', 'true');
    expect(screenshot).toHaveAccessibleDescription(
      expect.stringContaining('Please upload a transaction screenshot.'),
    );

    // With the ID typed, the screenshot is the one left: focus goes to its control, which says why.
    await user.type(transactionId, 'UTR123456');
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screenshot).toHaveFocus());
    expect(screenshot).toHaveAccessibleDescription(
      expect.stringContaining('Please upload a transaction screenshot.'),
    );
  });

  it('after paying, says the payment was received with the events and links to My Events', async () => {
    cart = [item(2, 20, 'Code Relay', 150)];
    server.use(
      route('POST /registrations', () => {
        cart = [];
        return { message: 'Registration successful for all events!' };
      }),
    );
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Register for All Events' }));
    const heading = await screen.findByRole('heading', { name: 'Pay for your cart' });
    await waitFor(() => expect(heading).toHaveFocus());
    const form = screen.getByRole('form', { name: 'Transaction details' });
    await userEvent.type(within(form).getByLabelText(/Transaction ID/), 'UTR123456');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'pay.png', { type: 'image/png' });
    await userEvent.upload(form.querySelector('input[type="file"]') as HTMLInputElement, file);
    await userEvent.click(within(form).getByRole('button', { name: /Submit payment/ }));
    const done = await screen.findByRole('heading', { name: 'Payment received — awaiting verification' });
    expect(within(screen.getByRole('list', { name: 'Events paid for' })).getByText('Code Relay')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Events' })).toHaveAttribute('href', '/enrolled-events');
    expect(screen.queryByText('Your cart is empty.')).not.toBeInTheDocument();
    expect(done).toBeInTheDocument();
  });

  it("paying is a step in the history: Back returns to the cart's list, and so does 'Back to cart'", async () => {
    cart = [item(2, 20, 'Code Relay', 150)];
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>Home</p> },
        {
          path: '/cart',
          element: (
            <CartView eventsPath="/events" enrolledPath="/enrolled-events" renderCheckout={(props) => <CartCheckout {...props} />} />
          ),
        },
      ],
      '/',
    );
    await act(() => router.navigate('/cart'));
    await user.click(await screen.findByRole('button', { name: 'Register for All Events' }));
    await screen.findByRole('heading', { name: 'Pay for your cart' });

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('button', { name: 'Register for All Events' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');

    await user.click(screen.getByRole('button', { name: 'Register for All Events' }));
    await user.click(await screen.findByRole('button', { name: 'Back to cart' }));
    expect(await screen.findByRole('button', { name: 'Register for All Events' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  describe('an event that fills while it sits in the cart (SPEC-2 §A)', () => {
    it('marks it Full with what to do, offers the waitlist, and leaves it out of the total', async () => {
      cart = [item(1, 10, 'Code Relay', 150), item(2, 20, 'Lab of One', 200, full), item(3, 30, 'Robo Race', 100, { capacity: 5, seatsLeft: 3 })];
      const joined: number[] = [];
      server.use(
        route('POST /events/:id/waitlist', ({ params }) => {
          joined.push(Number(params.id));
          return withStatus(201, { position: 1 });
        }),
      );
      renderCart();
      const lines = await screen.findByRole('list', { name: 'Cart items' });
      const fullLine = within(lines).getAllByRole('listitem').find((li) => li.textContent?.includes('Lab of One'))!;
      expect(within(fullLine).getByTestId('seats-badge')).toHaveTextContent('Full');
      expect(within(fullLine).getByText(SEATS_MSG.fullInCart)).toBeInTheDocument();
      const robo = within(lines).getAllByRole('listitem').find((li) => li.textContent?.includes('Robo Race'))!;
      expect(within(robo).getByTestId('seats-badge')).toHaveTextContent('3 seats left');
      expect(within(robo).queryByText(SEATS_MSG.fullInCart)).not.toBeInTheDocument();
      // ₹150 + ₹100: the full event's ₹200 is not asked for.
      expect(screen.getByTestId('cart-list-total')).toHaveTextContent('₹250');
      expect(screen.getByText(SEATS_MSG.fullLeftOutOfTotal)).toBeInTheDocument();

      await userEvent.click(within(fullLine).getByRole('button', { name: /Join Waitlist/ }));
      expect(await screen.findByText(/You are #1 on the waitlist for Lab of One\./)).toBeInTheDocument();
      expect(joined).toEqual([20]);
    });

    it('a seat offered to the student is theirs: no Full, counted in the total, with the offer’s end', async () => {
      cart = [item(2, 20, 'Lab of One', 200, { ...full, offeredUntil: '2099-01-01T06:30:00.000Z' })];
      renderCart();
      const lines = await screen.findByRole('list', { name: 'Cart items' });
      expect(within(lines).queryByTestId('seats-badge')).not.toBeInTheDocument();
      expect(within(lines).queryByText(SEATS_MSG.fullInCart)).not.toBeInTheDocument();
      expect(within(lines).getByText(/^Seat offered until /)).toBeInTheDocument();
      expect(screen.getByTestId('cart-list-total')).toHaveTextContent('₹200');
    });

    it('skips a full free event in Register for All, and cannot start when every event is full', async () => {
      cart = [item(1, 10, 'Tech Quiz', 0, full), item(2, 11, 'Intro to Git', 0)];
      renderCart();
      await userEvent.click(await screen.findByRole('button', { name: 'Register for All Events' }));
      await waitFor(() => expect(freeCalls).toEqual([11]));
      expect(await screen.findByRole('button', { name: 'Register for All Events' })).toBeDisabled();
    });

    it('the payment view shows no account and no form while an event in it is full; removing it asks for the rest', async () => {
      cart = [item(1, 10, 'Code Relay', 150), item(2, 20, 'Lab of One', 200, full)];
      server.use(removeRoute());
      renderCart();
      await userEvent.click(await screen.findByRole('button', { name: 'Register for All Events' }));
      await screen.findByRole('heading', { name: 'Pay for your cart' });
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Lab of One: This event is full.');
      expect(alert).toHaveTextContent(SEATS_MSG.fullInCheckout);
      expect(screen.getByTestId('cart-total')).toHaveTextContent('₹150');
      expect(screen.queryByRole('form', { name: 'Transaction details' })).not.toBeInTheDocument();
      expect(screen.queryByText('Account 10')).not.toBeInTheDocument();
      expect(accountCalls).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: 'Remove Lab of One' }));
      const form = await screen.findByRole('form', { name: 'Transaction details' });
      expect(within(form).getByRole('button', { name: 'Submit payment of ₹150' })).toBeInTheDocument();
      expect(await screen.findByText('Account 10')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('a seat gone between loading and paying: the refusal names the event, it shows Full, and the typed details stay', async () => {
      cart = [item(1, 10, 'Code Relay', 150), item(2, 20, 'Lab of One', 200, { capacity: 1, seatsLeft: 1 })];
      const paidFor: string[] = [];
      server.use(
        removeRoute(),
        route('POST /registrations', ({ body }) => {
          const eventIds = JSON.parse(String(body.get('eventIds'))) as number[];
          paidFor.push(`${eventIds.join('+')} ₹${String(body.get('transactionAmount'))}`);
          if (eventIds.includes(20)) {
            // Someone else took the last seat meanwhile: the cart, read again, says so.
            cart = cart.map((c) => (c.eventId === 20 ? { ...c, seatsLeft: 0 } : c));
            return withStatus(409, { message: SEATS_MSG.eventFull, eventId: 20, eventName: 'Lab of One' });
          }
          cart = [];
          return withStatus(201, { message: 'Registration successful!' });
        }),
      );
      renderCart();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Register for All Events' }));
      const form = await screen.findByRole('form', { name: 'Transaction details' });
      expect(screen.getByTestId('cart-total')).toHaveTextContent('₹350');
      await user.type(within(form).getByRole('textbox', { name: /Transaction ID/ }), 'UTR300300');
      const file = new File([new Uint8Array([137, 80, 78, 71])], 'pay.png', { type: 'image/png' });
      await user.upload(form.querySelector('input[type="file"]') as HTMLInputElement, file);
      await user.click(within(form).getByRole('button', { name: 'Submit payment of ₹350' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Lab of One: This event is full.');
      await waitFor(() => expect(screen.queryByRole('form', { name: 'Transaction details' })).not.toBeInTheDocument());
      expect(screen.getByTestId('cart-total')).toHaveTextContent('₹150');

      await user.click(screen.getByRole('button', { name: 'Remove Lab of One' }));
      const again = await screen.findByRole('form', { name: 'Transaction details' });
      expect(within(again).getByRole('textbox', { name: /Transaction ID/ })).toHaveValue('UTR300300');
      expect(within(again).queryByText(/This event is full/)).not.toBeInTheDocument();
      await user.click(within(again).getByRole('button', { name: 'Submit payment of ₹150' }));
      expect(await screen.findByRole('heading', { name: 'Payment received — awaiting verification' })).toBeInTheDocument();
      expect(paidFor).toEqual(['10+20 ₹350', '10 ₹150']);
    });

    it('other refusals still show their own words on the form', async () => {
      cart = [item(1, 10, 'Code Relay', 150)];
      server.use(route('POST /registrations', () => fail(409, 'This transaction ID has already been used.')));
      renderCart();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Register for All Events' }));
      const form = await screen.findByRole('form', { name: 'Transaction details' });
      await user.type(within(form).getByRole('textbox', { name: /Transaction ID/ }), 'UTR1234567');
      await user.upload(form.querySelector('input[type="file"]') as HTMLInputElement, new File([new Uint8Array([137, 80, 78, 71])], 'p.png', { type: 'image/png' }));
      await user.click(within(form).getByRole('button', { name: 'Submit payment of ₹150' }));
      expect(await within(form).findByText('This transaction ID has already been used.')).toBeInTheDocument();
      expect(screen.queryByText(/This event is full/)).not.toBeInTheDocument();
    });
  });

  describe('an event whose registration closes while it sits in the cart (SPEC §4)', () => {
    const lineOf = (name: string) =>
      within(screen.getByRole('list', { name: 'Cart items' }))
        .getAllByRole('listitem')
        .find((li) => li.textContent?.includes(name))!;

    it("marks it 'Registration Closed' as the event card does and leaves it out of the total; it can be removed", async () => {
      cart = [closed(item(1, 13, 'Late Hackathon', 110)), item(2, 2, 'Code Relay', 150)];
      server.use(removeRoute());
      renderCart();
      await screen.findByRole('list', { name: 'Cart items' });
      const late = lineOf('Late Hackathon');
      expect(within(late).getByText('Registration Closed')).toBeInTheDocument();
      expect(within(late).getByText(MSG.closedInCart)).toBeInTheDocument();
      expect(within(lineOf('Code Relay')).queryByText('Registration Closed')).not.toBeInTheDocument();
      // ₹150 only: the closed event's ₹110 is not asked for.
      expect(screen.getByTestId('cart-list-total')).toHaveTextContent('₹150');
      expect(screen.getByText(MSG.closedLeftOutOfTotal)).toBeInTheDocument();

      await userEvent.click(within(late).getByRole('button', { name: 'Remove Late Hackathon' }));
      await waitFor(() => expect(screen.queryByText('Late Hackathon')).not.toBeInTheDocument());
      expect(screen.getByTestId('cart-list-total')).toHaveTextContent('₹150');
    });

    it('skips a closed free event in Register for All, and cannot start when every event is closed', async () => {
      cart = [closed(item(1, 10, 'Late Quiz', 0)), item(2, 11, 'Intro to Git', 0)];
      renderCart();
      await userEvent.click(await screen.findByRole('button', { name: 'Register for All Events' }));
      await waitFor(() => expect(freeCalls).toEqual([11]));
      expect(await screen.findByRole('button', { name: 'Register for All Events' })).toBeDisabled();
      expect(freeCalls).toEqual([11]);
    });

    it('the payment view asks no money for it: no account, no form until it is removed, then pays for the rest only', async () => {
      cart = [closed(item(1, 13, 'Late Hackathon', 110)), item(2, 2, 'Code Relay', 150)];
      const paidFor: string[] = [];
      server.use(
        removeRoute(),
        route('POST /registrations', ({ body }) => {
          paidFor.push(`${String(body.get('eventIds'))} ₹${String(body.get('transactionAmount'))}`);
          cart = [];
          return withStatus(201, { message: 'Registration successful!' });
        }),
      );
      renderCart();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Register for All Events' }));
      await screen.findByRole('heading', { name: 'Pay for your cart' });
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Registration for Late Hackathon has closed.');
      expect(alert).toHaveTextContent(MSG.closedInCheckout);
      expect(screen.getByText('Registration Closed')).toBeInTheDocument();
      expect(screen.getByTestId('cart-total')).toHaveTextContent('₹150');
      expect(screen.queryByText(/₹260/)).not.toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Transaction details' })).not.toBeInTheDocument();
      expect(accountCalls).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Remove Late Hackathon' }));
      const form = await screen.findByRole('form', { name: 'Transaction details' });
      expect(await screen.findByText('Account 2')).toBeInTheDocument();
      await user.type(within(form).getByRole('textbox', { name: /Transaction ID/ }), 'UTR260260');
      await user.upload(form.querySelector('input[type="file"]') as HTMLInputElement, new File([new Uint8Array([137, 80, 78, 71])], 'p.png', { type: 'image/png' }));
      await user.click(within(form).getByRole('button', { name: 'Submit payment of ₹150' }));
      expect(await screen.findByRole('heading', { name: 'Payment received — awaiting verification' })).toBeInTheDocument();
      expect(paidFor).toEqual(['[2] ₹150']);
    });

    it('turns closed on time while the cart is open', async () => {
      cart = [closingAt(item(1, 13, 'Late Hackathon', 110), new Date(Date.now() + 400).toISOString()), item(2, 2, 'Code Relay', 150)];
      renderCart();
      await screen.findByRole('list', { name: 'Cart items' });
      expect(screen.getByTestId('cart-list-total')).toHaveTextContent('₹260');
      expect(within(lineOf('Late Hackathon')).queryByText('Registration Closed')).not.toBeInTheDocument();
      expect(await within(lineOf('Late Hackathon')).findByText('Registration Closed', {}, { timeout: 2000 })).toBeInTheDocument();
      expect(screen.getByTestId('cart-list-total')).toHaveTextContent('₹150');
    });
  });
});
