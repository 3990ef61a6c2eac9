import { MSG, type CartItem } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartView } from '../../src/features/cart/components/cart-view';
import { CartCheckout } from '../../src/features/payments/components/cart-checkout';
import { EventPayment } from '../../src/features/payments/components/event-payment';
import { fail, offline, route, server } from '../msw/api';
import { aCartItem, anAccount, anEvent, aStudent } from '../msw/fixtures';
import { payingStudent, fillCartPayment } from './checkout';
import { renderWithProviders } from '../shell/render';

// A student pays on a phone whose network drops right after the payment is sent: the server may
// hold it although no answer came back. Asked again, it says the payment awaits verification.
// Neither is a failure to show in red: the payment is (or may be) received.

const student = aStudent({ mobile: '9876543210' });
let held: number[];

const line = (cartId: number, id: number, eventName: string) =>
  aCartItem(cartId, { id, eventName, symposiumName: 'Enigma' });

beforeEach(() => {
  held = [];
  sessionStorage.setItem('user', JSON.stringify(student));
  server.use(
    ...payingStudent(student, {
      event: () => anEvent({ id: 7, eventName: 'Code Relay', registrationFees: 150 }),
      held: () => held,
    }),
  );
});

function renderRegistration() {
  renderWithProviders(
    <MemoryRouter>
      <EventPayment
        eventId={7}
        symposium="Carteblanche"
        links={{ events: '/events', enrolled: '/enrolled-events' }}
      />
    </MemoryRouter>,
  );
}

async function payRegistration(user: UserEvent) {
  const form = await screen.findByRole('form', { name: 'Transaction details' });
  await user.type(within(form).getByRole('textbox', { name: /Transaction ID/ }), 'UTR123456');
  await user.type(within(form).getByLabelText(/Transaction date/), '2025-01-05');
  await user.type(within(form).getByLabelText(/Transaction time/), '10:30');
  await user.type(within(form).getByRole('spinbutton', { name: /Amount/ }), '150');
  await user.click(within(form).getByRole('button', { name: 'Submit payment' }));
  return form;
}

/** The payment shows as received: the page's heading says so, and nothing shows as an error. */
async function expectShownReceived(heading: string) {
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

/** A notice leads to My Events, where the student sees what the server holds. */
function expectMyEventsLink(notice: HTMLElement) {
  expect(within(notice).getByRole('link', { name: 'Go to My Events' })).toHaveAttribute(
    'href',
    '/enrolled-events',
  );
}

describe('the Registration Page, when the payment’s answer is lost', () => {
  it('looks the payment up: held by the server, it shows as received, not as an error', async () => {
    const user = userEvent.setup();
    server.use(
      route('POST /registrations', () => {
        held = [7];
        return offline();
      }),
    );
    renderRegistration();
    await payRegistration(user);
    await expectShownReceived(MSG.registrationSuccess);
  });

  it('when it cannot be looked up either, says it may have been received and to check My Events before paying again', async () => {
    const user = userEvent.setup();
    server.use(
      route('POST /registrations', () => offline()),
      route('GET /registrations/by-email/:email', () => offline()),
    );
    renderRegistration();
    const form = await payRegistration(user);
    const notice = await within(form).findByRole('status');
    expect(notice).toHaveTextContent(MSG.paymentMaybeReceived);
    expectMyEventsLink(notice);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.registrationError)).not.toBeInTheDocument();
    // Nothing is lost: sending the same details again is safe (the server refuses a payment twice).
    expect(within(form).getByRole('textbox', { name: /Transaction ID/ })).toHaveValue('UTR123456');
  });

  it('a retry answered “awaiting verification” for their own payment shows the payment as received', async () => {
    const user = userEvent.setup();
    held = [7];
    server.use(route('POST /registrations', () => fail(409, MSG.paymentAwaitingVerification)));
    renderRegistration();
    await payRegistration(user);
    await expectShownReceived(MSG.registrationSuccess);
  });
});

describe('the cart, when the payment’s answer is lost', () => {
  let cart: CartItem[];
  let cartReads: number;

  beforeEach(() => {
    cartReads = 0;
    server.use(
      route('GET /cart/:userId', () => {
        cartReads++;
        return cart;
      }),
    );
  });

  async function payCart(user: UserEvent) {
    renderWithProviders(
      <MemoryRouter>
        <CartView
          eventsPath="/events"
          enrolledPath="/enrolled-events"
          renderCheckout={(props) => <CartCheckout {...props} enrolledPath="/enrolled-events" />}
        />
      </MemoryRouter>,
    );
    const form = await fillCartPayment(user);
    const readsAtSubmit = cartReads;
    await user.click(within(form).getByRole('button', { name: /Submit payment/ }));
    return { form, readsAtSubmit };
  }

  it('held by the server: the one confirmation of a payment received', async () => {
    const user = userEvent.setup();
    cart = [line(1, 20, 'Code Relay'), line(2, 30, 'Quiz')];
    server.use(
      route('POST /registrations', () => {
        held = [20, 30];
        cart = [];
        return offline();
      }),
    );
    await payCart(user);
    await expectShownReceived(MSG.cartPaymentReceived);
  });

  it('offline after sending: the account stays shown and the form usable, so the same payment can be sent again', async () => {
    const user = userEvent.setup();
    cart = [line(1, 20, 'Code Relay')];
    let accountReads = 0;
    server.use(
      route('GET /admin/accounts/event/:eventId', () =>
        ++accountReads === 1 ? [anAccount()] : offline(),
      ),
      route('POST /registrations', () => offline()),
      route('GET /registrations/by-email/:email', () => offline()),
    );
    const { form } = await payCart(user);
    expect(await within(form).findByRole('status')).toHaveTextContent(MSG.paymentMaybeReceived);
    expect(screen.queryByText(MSG.accountFetchForEventFailed)).not.toBeInTheDocument();
    expect(screen.getByText('0001')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /Submit payment/ })).toBeEnabled();
  });

  it('“awaiting verification” for only part of the cart: shown as information, and the cart is read again', async () => {
    const user = userEvent.setup();
    cart = [line(1, 20, 'Code Relay'), line(2, 30, 'Quiz')];
    held = [20];
    server.use(route('POST /registrations', () => fail(409, MSG.paymentAwaitingVerification)));
    const { form, readsAtSubmit } = await payCart(user);
    const notice = await within(form).findByRole('status');
    expect(notice).toHaveTextContent(MSG.paymentAwaitingVerification);
    expect(notice).toHaveTextContent(MSG.paymentAlreadyReceived);
    expectMyEventsLink(notice);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(cartReads).toBeGreaterThan(readsAtSubmit));
  });
});
