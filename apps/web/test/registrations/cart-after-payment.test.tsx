import { MSG, type CartItem } from '@app/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartView } from '../../src/features/cart/components/cart-view';
import { CartCheckout } from '../../src/features/payments/components/cart-checkout';
import { offline, route, server } from '../msw/api';
import { aCartItem, aStudent } from '../msw/fixtures';
import { payingStudent, fillCartPayment } from '../payments/checkout';
import { page, renderRoutes } from '../shell/render';

// What the cart shows once its payment is sent: one confirmation, and never the paid events as
// still to pay for (a phone's Back, a bad network that cannot read the cart again).

const student = aStudent({ mobile: '9876543210' });
const line = aCartItem(2, { id: 20, symposiumName: 'Enigma' });
let cart: CartItem[];

beforeEach(() => {
  cart = [line];
  sessionStorage.setItem('user', JSON.stringify(student));
  server.use(...payingStudent(student, { cart: () => cart }));
});

function renderCart() {
  return renderRoutes(
    [
      { path: '/', element: page('Home page') },
      {
        path: '/cart',
        element: (
          <CartView
            eventsPath="/events"
            enrolledPath="/enrolled-events"
            renderCheckout={(props) => <CartCheckout {...props} />}
          />
        ),
      },
      { path: '/enrolled-events', element: page('My Events') },
    ],
    '/cart',
  );
}

async function submitPayment(user: UserEvent) {
  const form = await fillCartPayment(user);
  await user.click(within(form).getByRole('button', { name: /Submit payment/ }));
}

const paidRoute = () =>
  route('POST /registrations', () => {
    cart = [];
    return { message: MSG.allEventsRegistered };
  });

describe('the cart after its payment', () => {
  it('confirms once: the page says the payment was received, with no Success dialog on top of it', async () => {
    const user = userEvent.setup();
    server.use(paidRoute());
    renderCart();
    await submitPayment(user);
    expect(
      await screen.findByRole('heading', { name: MSG.cartPaymentReceived }),
    ).toBeInTheDocument();
    const said = await screen.findAllByText(MSG.allEventsRegistered);
    expect(said).toHaveLength(1);
    expect(said[0]!.closest('[role="dialog"]')).toBeNull();
    // The dialog's code loads lazily: give it the time it would take to open.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Back while the payment is being sent shows no payable cart, then the confirmation', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const sent = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      route('POST /registrations', async () => {
        await sent;
        cart = [];
        return { message: MSG.allEventsRegistered };
      }),
    );
    const { router } = renderCart();
    await submitPayment(user);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/cart');
    expect(await screen.findByText('Sending your payment...')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Register for All Events' }),
    ).not.toBeInTheDocument();

    answer();
    expect(
      await screen.findByRole('heading', { name: MSG.cartPaymentReceived }),
    ).toBeInTheDocument();
  });

  it('coming back to the cart after paying shows no paid event, even when the cart cannot be read again', async () => {
    const user = userEvent.setup();
    server.use(
      route('POST /registrations', () => {
        // Stored, and the cart lines with it; then the network goes bad for every read after.
        server.use(route('GET /cart/:userId', () => offline()));
        return { message: MSG.allEventsRegistered };
      }),
    );
    const { router } = renderCart();
    await submitPayment(user);
    await user.click(await screen.findByRole('link', { name: 'Go to My Events' }));
    await screen.findByText('My Events');

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/cart');
    expect(await screen.findByText(MSG.cartEmpty)).toBeInTheDocument();
    expect(screen.queryByText('Code Relay')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Register for All Events' }),
    ).not.toBeInTheDocument();
  });
});
