import type { Account, CartItem, Event, SessionUser } from '@app/shared';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { route, signedIn } from '../msw/api';
import { anAccount } from '../msw/fixtures';

/** A screenshot of a transfer, as a student attaches it (a PNG's first bytes). */
export const screenshotFile = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'pay.png', { type: 'image/png' });

/**
 * On the cart: opens the payment view and fills its form (transaction ID and screenshot; the
 * mobile number comes from the student's account). Returns the form, ready to submit.
 */
export async function fillCartPayment(user: UserEvent, transactionId = 'UTR123456') {
  await user.click(await screen.findByRole('button', { name: 'Register for All Events' }));
  const form = await screen.findByRole('form', { name: 'Transaction details' });
  await user.type(within(form).getByRole('textbox', { name: /Transaction ID/ }), transactionId);
  await user.upload(form.querySelector('input[type="file"]') as HTMLInputElement, screenshotFile());
  return form;
}

/**
 * What a signed-in student's payment views read: the session, the events (one by id), the cart,
 * the events they hold a registration for, the bank account and the transaction ID check. Each
 * answer is read at the time of the call, so a test can change what it returns.
 */
export function payingStudent(
  student: SessionUser,
  answers: {
    event?: () => Event;
    cart?: () => CartItem[];
    held?: () => number[];
    account?: Account;
  } = {},
) {
  return [
    signedIn(student),
    route('GET /events', () => []),
    ...(answers.event ? [route('GET /events/:id', answers.event)] : []),
    route('GET /cart/:userId', () => answers.cart?.() ?? []),
    route('GET /registrations/by-email/:email', () => ({ eventIds: answers.held?.() ?? [] })),
    route('GET /admin/accounts/event/:eventId', () => [answers.account ?? anAccount()]),
    route('GET /registrations/check-transaction/:id', () => ({ exists: false })),
  ];
}
