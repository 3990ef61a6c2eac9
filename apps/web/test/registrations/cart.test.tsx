import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account, CartItem } from '@app/shared';
import { MemoryRouter } from 'react-router';
import { CartView } from '../../src/features/cart/components/cart-view';
import { CartCheckout } from '../../src/features/payments/components/cart-checkout';
import { route, server, signedIn, withStatus } from '../msw/api';
import { aStudent } from '../msw/fixtures';
import { renderRoutes, renderWithProviders } from '../shell/render';

const student = aStudent({ mobile: '9876543210' });
const item = (
  cartId: number,
  eventId: number,
  eventName: string,
  registrationFees: number,
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
});
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
      />
    </MemoryRouter>
    </>,
  );
}

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
});
