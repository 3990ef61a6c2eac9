import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { MSG } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offline, route, server, signedIn } from '../msw/api';
import { aCartItem, anAccount, aStudent, DAY, future } from '../msw/fixtures';
import { renderRegisterCards } from '../registrations/register-cards';
import { CartView } from '../../src/features/cart/components/cart-view';
import { CartCheckout } from '../../src/features/payments/components/cart-checkout';
import { renderWithProviders } from './render';

// A phone that lost its connection: an action fails at once with the spec's message and can be
// tried again, instead of waiting in silence and going through by itself later.

const student = aStudent({ college: 'Madras Institute of Technology' });
const event = {
  id: 5,
  eventName: 'Code Relay',
  registrationFees: 100,
  lastDateForRegistration: future(3 * DAY),
  symposiumName: 'Carteblanche' as const,
};

beforeEach(() => {
  server.use(
    signedIn(student),
    route('GET /cart/:userId', () => []),
    route('GET /registrations/by-email/:email', () => ({ eventIds: [] })),
    route('GET /events', () => []),
  );
});
afterEach(() => onlineManager.setOnline(true));

describe('an action taken offline', () => {
  it('says it failed and leaves the button ready to try again', async () => {
    renderRegisterCards([event], student);
    const button = () => screen.getByRole('button', { name: /Add to Cart/ });
    await waitFor(() => expect(button()).toBeEnabled());

    onlineManager.setOnline(false);
    server.use(route('POST /cart', () => offline()));
    await userEvent.click(button());

    expect(await screen.findByText('Failed to add event to cart.')).toBeInTheDocument();
    await waitFor(() => expect(button()).toBeEnabled());
  });

  it('keeps the typed payment and says it may have been received when sent without a connection', async () => {
    const user = userEvent.setup();
    const line = aCartItem(2, { id: 20, symposiumName: 'Enigma' });
    sessionStorage.setItem('user', JSON.stringify(student));
    server.use(
      route('GET /cart/:userId', () => [line]),
      route('GET /admin/accounts/event/:eventId', () => [anAccount()]),
      route('GET /registrations/check-transaction/:id', () => ({ exists: false })),
    );
    renderWithProviders(
      <MemoryRouter>
        <CartView eventsPath="/events" enrolledPath="/enrolled-events" renderCheckout={(props) => <CartCheckout {...props} />} />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Register for All Events' }));
    const form = await screen.findByRole('form', { name: 'Transaction details' });
    await user.type(within(form).getByLabelText(/Transaction ID/), 'UTR123456');
    await user.type(within(form).getByLabelText(/Mobile number/), '9876543210');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'pay.png', { type: 'image/png' });
    await user.upload(form.querySelector('input[type="file"]') as HTMLInputElement, file);

    // The connection drops: the payment, the look-up of it and the refresh of the cart all fail.
    // Whether the payment reached the server is unknown, so it is not called a failure.
    onlineManager.setOnline(false);
    server.use(
      route('POST /registrations', () => offline()),
      route('GET /registrations/by-email/:email', () => offline()),
      route('GET /cart/:userId', () => offline()),
    );
    await user.click(within(form).getByRole('button', { name: /Submit payment/ }));

    expect(await screen.findByText(MSG.paymentMaybeReceived)).toBeInTheDocument();
    expect(screen.queryByText('Error fetching cart items.')).not.toBeInTheDocument();
    const still = screen.getByRole('form', { name: 'Transaction details' });
    expect(within(still).getByLabelText(/Transaction ID/)).toHaveValue('UTR123456');
  });
});
