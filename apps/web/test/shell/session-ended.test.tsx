import { MSG } from '@app/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { LoginRoute } from '../../src/app/routes/auth-page';
import { RequireRole } from '../../src/components/require-role';
import { CartView } from '../../src/features/cart/components/cart-view';
import { CartCheckout } from '../../src/features/payments/components/cart-checkout';
import { EventPayment } from '../../src/features/payments/components/event-payment';
import { useAuth } from '../../src/lib/auth';
import { formDraftKey } from '../../src/lib/form-draft';
import { safeReturnPath } from '../../src/lib/return-path';
import { fail, route, server, signedIn } from '../msw/api';
import { aCartItem, anEvent, aStudent } from '../msw/fixtures';
import { payingStudent, screenshotFile } from '../payments/checkout';
import { page, renderRoutes } from './render';

// A student's session ends while they pay on a phone: they are asked to sign in again, saying why,
// come back to the page they were on, and find what they typed still there.

const student = aStudent({ mobile: '9876543210' });
const ended = () => fail(401, MSG.notLoggedIn);

const line = aCartItem(2, { id: 20, symposiumName: 'Enigma' });

const routes: RouteObject[] = [
  { path: '/', element: page('Home page') },
  { path: '/login', element: <LoginRoute /> },
  {
    path: '/cart',
    element: (
      <RequireRole roles={['student', 'organizer']}>
        <CartView
          eventsPath="/events"
          enrolledPath="/enrolled-events"
          renderCheckout={(props) => <CartCheckout {...props} />}
        />
      </RequireRole>
    ),
  },
  {
    path: '/registration',
    element: (
      <EventPayment
        eventId={7}
        symposium="Carteblanche"
        links={{ events: '/events', enrolled: '/enrolled-events' }}
      />
    ),
  },
  { path: '/enrolled-events', element: <SignOut /> },
];

/** My Events stands in for any page with the account menu's Logout. */
function SignOut() {
  const { logout } = useAuth();
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  );
}

beforeEach(() => {
  sessionStorage.setItem('user', JSON.stringify(student));
  server.use(
    ...payingStudent(student, {
      event: () => anEvent({ id: 7, eventName: 'Code Relay', registrationFees: 150 }),
      cart: () => [line],
    }),
  );
});

async function signInAgain(user: UserEvent, who = student) {
  server.use(
    signedIn(who),
    route('POST /auth/login', () => ({ user: who, message: MSG.loginSuccess })),
  );
  await user.type(screen.getByRole('textbox', { name: /Email/ }), who.email);
  await user.type(screen.getByLabelText(/Password/), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

async function openCheckout(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Register for All Events' }));
  return screen.findByRole('form', { name: 'Transaction details' });
}

async function fillRegistration(user: UserEvent, form: HTMLElement) {
  await user.type(within(form).getByRole('textbox', { name: /Transaction ID/ }), 'UTR998877');
  await user.type(within(form).getByLabelText(/Transaction date/), '2025-01-05');
  await user.type(within(form).getByLabelText(/Transaction time/), '10:30');
  await user.type(within(form).getByRole('spinbutton', { name: /Amount/ }), '150');
}

describe('a session that ends in the middle of paying', () => {
  it('on the cart: sign in again with a message, come back to the payment step, and the typed details are still there', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/cart');
    let form = await openCheckout(user);
    await user.type(within(form).getByRole('textbox', { name: /Transaction ID/ }), 'UTR123456');
    const mobile = within(form).getByLabelText(/Mobile number/);
    await user.clear(mobile);
    await user.type(mobile, '9123456780');
    await user.upload(
      form.querySelector('input[type="file"]') as HTMLInputElement,
      screenshotFile(),
    );

    // The session ends on the server: the payment's call answers 401.
    server.use(route('POST /registrations', ended), signedIn(null));
    await user.click(within(form).getByRole('button', { name: /Submit payment/ }));

    expect(await screen.findByText(MSG.sessionEnded)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/cart');
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();

    await signInAgain(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 5000 });
    // The sign-in page took the cart's place in the history: Back does not return to it.
    expect(router.state.historyAction).toBe('REPLACE');
    // Straight back to the payment step, not to the cart's list.
    form = await screen.findByRole('form', { name: 'Transaction details' });
    expect(within(form).getByRole('textbox', { name: /Transaction ID/ })).toHaveValue('UTR123456');
    expect(within(form).getByLabelText(/Mobile number/)).toHaveValue('9123456780');
  });

  it('on the Registration Page: comes back to the same event with the details typed, which a successful payment then forgets', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/registration?eventId=7&symposium=Carteblanche');
    let form = await screen.findByRole('form', { name: 'Transaction details' });
    await fillRegistration(user, form);

    server.use(route('POST /registrations', ended), signedIn(null));
    await user.click(within(form).getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByText(MSG.sessionEnded)).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/registration?eventId=7&symposium=Carteblanche',
    );

    await signInAgain(user);
    form = await screen.findByRole('form', { name: 'Transaction details' });
    expect(router.state.location.search).toBe('?eventId=7&symposium=Carteblanche');
    expect(within(form).getByRole('textbox', { name: /Transaction ID/ })).toHaveValue('UTR998877');
    expect(within(form).getByLabelText(/Transaction date/)).toHaveValue('2025-01-05');
    expect(within(form).getByLabelText(/Transaction time/)).toHaveValue('10:30');
    expect(within(form).getByRole('spinbutton', { name: /Amount/ })).toHaveValue(150);

    server.use(route('POST /registrations', () => ({ message: MSG.registrationSuccess })));
    await user.click(within(form).getByRole('button', { name: 'Submit payment' }));
    expect(
      await screen.findByRole('heading', { name: MSG.registrationSuccess }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(formDraftKey(student.id, 'registration:7'))).toBeNull();
  });

  it('keeps the draft to its own user, and forgets every draft at logout', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/registration?eventId=7&symposium=Carteblanche');
    const form = await screen.findByRole('form', { name: 'Transaction details' });
    await fillRegistration(user, form);
    server.use(route('POST /registrations', ended), signedIn(null));
    await user.click(within(form).getByRole('button', { name: 'Submit payment' }));
    await screen.findByText(MSG.sessionEnded);

    // Someone else signs in on the same phone: they come to the page, but not to the details.
    const other = aStudent({ id: 8, email: 'ravi@example.com', name: 'Ravi' });
    await signInAgain(user, other);
    const theirs = await screen.findByRole('form', { name: 'Transaction details' });
    expect(within(theirs).getByRole('textbox', { name: /Transaction ID/ })).toHaveValue('');
    expect(sessionStorage.getItem(formDraftKey(student.id, 'registration:7'))).not.toBeNull();

    server.use(http.post('*/api/auth/logout', () => HttpResponse.json({ message: MSG.loggedOut })));
    await act(() => router.navigate('/enrolled-events'));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(sessionStorage.getItem('user')).toBeNull());
    expect(sessionStorage.getItem(formDraftKey(student.id, 'registration:7'))).toBeNull();
  });

  it('follows only a path of this site after signing in', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    server.use(signedIn(null));
    const { router } = renderRoutes(
      routes,
      `/login?next=${encodeURIComponent('//evil.example/steal')}`,
    );
    await screen.findByRole('button', { name: 'Login' });
    await signInAgain(user);
    // The sign-in goes through the login call and the session check: slow on a loaded machine.
    await screen.findByText('Home page', undefined, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/');

    for (const bad of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'cart',
      '/login?next=/cart',
      '',
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    expect(safeReturnPath('/registration?eventId=7&symposium=Carteblanche')).toBe(
      '/registration?eventId=7&symposium=Carteblanche',
    );
    expect(safeReturnPath('/cart#pay')).toBe('/cart#pay');
  });

  it('still sends a visitor who was never signed in from a page for users to the home page, without the message', async () => {
    sessionStorage.clear();
    server.use(signedIn(null));
    const { router } = renderRoutes(routes, '/cart');
    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText(MSG.sessionEnded)).not.toBeInTheDocument();
  });
});
