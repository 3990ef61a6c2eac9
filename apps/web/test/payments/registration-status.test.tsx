import { MSG, type VerificationInput } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Component as RegistrationStatusRoute } from '../../src/app/routes/registration-status';
import { route, server, signedIn, withStatus } from '../msw/api';
import { anEvent, aPayment, aStudent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// Registration Status as the route renders it: the statement import matches a statement against
// every pending payment, so the server refuses it to a coordinator and the page does not offer it.

// jsdom has no FontFaceSet; Mantine's autosize Textarea (the rejection reason) listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {} },
  });
}

const organizer = aStudent({ id: 3, role: 'organizer', name: 'Olga' });

beforeEach(() => {
  sessionStorage.setItem('user', JSON.stringify(organizer));
  server.use(
    signedIn(organizer),
    route('GET /events', () => [
      anEvent({ id: 7, eventName: 'Code Relay' }),
      anEvent({ id: 8, eventName: 'Paper Talk' }),
    ]),
    route('GET /registrations/all', () => ({ items: [], total: 0 })),
  );
});

describe('Registration Status', () => {
  it('does not offer the bank statement import to a coordinator', async () => {
    server.use(
      route('GET /me/events', () => ({
        all: false,
        events: [{ id: 7, eventName: 'Code Relay', symposiumName: 'Carteblanche' }],
      })),
    );
    renderWithProviders(<RegistrationStatusRoute />);
    expect(await screen.findByRole('heading', { name: 'Registration Status' })).toBeInTheDocument();
    expect(
      await screen.findByText('No payment registrations match these filters.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import bank statement' })).toBeNull();
  });

  it('offers it to the admin and to an organizer assigned to no event, for CSV, Excel and Unicode Text files', async () => {
    server.use(route('GET /me/events', () => ({ all: true, events: [] })));
    renderWithProviders(<RegistrationStatusRoute />);
    expect(
      await screen.findByRole('button', { name: 'Import bank statement' }),
    ).toBeInTheDocument();
    // Excel's 'Unicode Text' export is a .txt file: the picker must let it be chosen.
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(picker?.accept.split(',')).toEqual(expect.arrayContaining(['.csv', '.xlsx', '.txt']));
  });
});

// Two staff open the same pending payment; the other decides first. The decision sent from the
// stale dialog names the state it shows, so the server refuses it rather than overturning theirs.
describe('Registration Status: a payment decided meanwhile by someone else', () => {
  const pending = aPayment({ id: 41, eventId: 7, eventName: 'Code Relay', events: [{ eventId: 7, eventName: 'Code Relay' }] });

  /** The list shows the payment pending until the other organizer's decision lands on the server. */
  function decidedElsewhere(verified: boolean, message: string) {
    const sent: VerificationInput[] = [];
    let current = pending;
    server.use(
      route('GET /me/events', () => ({ all: true, events: [] })),
      route('GET /registrations/all', () => ({ items: [current], total: 1 })),
      route('POST /verification', ({ body }) => {
        sent.push(body);
        current = { ...pending, verified };
        return withStatus(409, { message, state: verified ? 'verified' : 'rejected' });
      }),
    );
    return sent;
  }

  /** Registration Status with the payment's View dialog open. */
  async function openDialog() {
    const user = userEvent.setup();
    renderWithProviders(<RegistrationStatusRoute />);
    await user.click((await screen.findAllByRole('button', { name: 'View payment of Esha Menon' }))[0]!);
    return { user, dialog: await screen.findByRole('dialog', { name: 'Payment details' }) };
  }

  it('sends the PENDING the dialog shows with Reject, shows who won and reloads the list', async () => {
    const sent = decidedElsewhere(true, MSG.paymentVerifiedMeanwhile);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));

    expect(await screen.findByText(MSG.paymentVerifiedMeanwhile)).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ paymentId: 41, verified: false, from: 'pending' })]);
    // The stale dialog is gone and the list now shows what the other organizer decided.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment details' })).toBeNull());
    expect(await within(screen.getByRole('table')).findByText('Verified')).toBeInTheDocument();
  });

  it('sends it with Verify too, and says the payment was rejected meanwhile', async () => {
    const sent = decidedElsewhere(false, MSG.paymentRejectedMeanwhile);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(MSG.paymentRejectedMeanwhile)).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ paymentId: 41, verified: true, from: 'pending' })]);
    expect(await within(screen.getByRole('table')).findByText('Rejected')).toBeInTheDocument();
  });
});

// Staff cancelled every registration a pending payment paid for, so the server closed it as
// rejected: reversing that would tell the student they are registered, so the dialog does not offer it.
describe('Registration Status: a payment that holds no registration any more', () => {
  it('offers no Verify and says why, while one that still holds its registration offers it', async () => {
    const closed = aPayment({ id: 42, verified: false, reason: MSG.paymentRegistrationsCancelled, holdsRegistrations: false });
    const held = aPayment({ id: 43, userName: 'Ravi Kumar', verified: false, reason: 'Amount does not match.' });
    server.use(
      route('GET /me/events', () => ({ all: true, events: [] })),
      route('GET /registrations/all', () => ({ items: [closed, held], total: 2 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegistrationStatusRoute />);

    await user.click((await screen.findAllByRole('button', { name: 'View payment of Esha Menon' }))[0]!);
    let dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(within(dialog).getByText(MSG.paymentRegistrationsCancelled)).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent(MSG.paymentPaysForNothing);
    expect(within(dialog).queryByRole('button', { name: 'Verify' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment details' })).toBeNull());

    await user.click((await screen.findAllByRole('button', { name: 'View payment of Ravi Kumar' }))[0]!);
    dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(within(dialog).queryByText(MSG.paymentPaysForNothing)).toBeNull();
  });
});

// The student paid again, with another payment, for some events of a rejected cart payment: the
// server will not verify the old one ('replaced'), so its View does not offer Verify and says why,
// even though it still holds the other events' registrations.
describe('Registration Status: a rejected payment the student paid again for', () => {
  it('offers no Verify and says it was replaced, in part or in whole, while the new payment offers Verify', async () => {
    const inPart = aPayment({
      id: 44,
      verified: false,
      events: [{ eventId: 3, eventName: 'Quizzard' }],
      eventName: 'Quizzard',
      replaced: true,
    });
    const inWhole = aPayment({ id: 45, userName: 'Ravi Kumar', verified: false, holdsRegistrations: false, replaced: true });
    const again = aPayment({ id: 46, userName: 'Neha Iyer' });
    server.use(
      route('GET /me/events', () => ({ all: true, events: [] })),
      route('GET /registrations/all', () => ({ items: [inPart, inWhole, again], total: 3 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegistrationStatusRoute />);
    const view = async (name: string) => {
      await user.click((await screen.findAllByRole('button', { name: `View payment of ${name}` }))[0]!);
      return screen.findByRole('dialog', { name: 'Payment details' });
    };
    const close = async () => {
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment details' })).toBeNull());
    };

    for (const name of ['Esha Menon', 'Ravi Kumar']) {
      const dialog = await view(name);
      expect(within(dialog).getByRole('note')).toHaveTextContent(MSG.paymentReplaced);
      expect(within(dialog).queryByText(MSG.paymentPaysForNothing)).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Verify' })).toBeNull();
      await close();
    }

    const dialog = await view('Neha Iyer');
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(within(dialog).queryByText(MSG.paymentReplaced)).toBeNull();
  });
});

// A flag names the other payments as staff know them (payer and transaction ID), not by an id the
// site shows nowhere; one screenshot sent by many students is one line on the row, all of them in View.
describe('Registration Status: payments with the same screenshot', () => {
  const named = (paymentId: number, userName: string, transactionId: string) => ({ paymentId, userName, transactionId });
  const priya = named(5, 'Priya R', '432090882290');
  const others = Array.from({ length: 18 }, (_, i) => named(50 + i, `Student ${i + 1}`, `4321000000${10 + i}`));
  const flagged = (duplicates: { paymentId: number; userName: string | null; transactionId: string | null }[]) =>
    aPayment({ id: 41, screenshotUrl: '/api/payments/41/screenshot', duplicateOf: duplicates.map((d) => d.paymentId), duplicates });

  /** The payments the View dialog lists, as each line names them (without its Compare button). */
  const listedIn = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('list', { name: 'Payments with the same screenshot' }))
      .getAllByRole('listitem')
      .map((li) => within(li).getByText(/^payment #/).textContent);

  function listing(payment: ReturnType<typeof aPayment>) {
    server.use(
      route('GET /me/events', () => ({ all: true, events: [] })),
      route('GET /registrations/all', () => ({ items: [payment], total: 1 })),
    );
    renderWithProviders(<RegistrationStatusRoute />);
  }

  it("says 'Same screenshot as payment #{id}' with the other payment's student and transaction ID, and each row shows its payment's number", async () => {
    listing(flagged([priya]));
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Same screenshot as payment #5 (Priya R, transaction 432090882290)')).toBeInTheDocument();
    expect(within(table).getByText('Payment #41')).toBeInTheDocument();
  });

  it('says one line for a screenshot sent by 19 students, and View lists every one and compares with the first', async () => {
    listing(flagged([priya, ...others]));
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(await within(row).findByText('Same screenshot as payment #5 (Priya R, transaction 432090882290) and 18 more')).toBeInTheDocument();
    expect(within(row).getAllByText(/Same screenshot/)).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'View payment of Esha Menon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(within(dialog).getByText(/Same screenshot as 19 other payments\. Compare them before you decide/)).toBeInTheDocument();
    const all = [priya, ...others].map((o) => `payment #${o.paymentId} (${o.userName}, transaction ${o.transactionId})`);
    expect(listedIn(dialog)).toEqual(all.slice(0, 3));
    await user.click(within(dialog).getByRole('button', { name: 'Show all 19' }));
    expect(listedIn(dialog)).toEqual(all);
    expect(within(dialog).getByText('#41')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Transaction screenshot of Priya R' })).toHaveAttribute('src', '/api/payments/5/screenshot');
  });

  // Three or more students sent one picture: staff compare this payment with whichever of them they choose.
  it('compares with any other payment listed when its Compare is pressed, and marks the one compared', async () => {
    listing(flagged([priya, ...others.slice(0, 2)]));
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'View payment of Esha Menon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    const compare = (name: string) => within(dialog).getByRole('button', { name: `Compare with ${name}` });
    expect(compare('payment #5 (Priya R)')).toHaveAttribute('aria-pressed', 'true');
    expect(compare('payment #51 (Student 2)')).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByText('Payment #5 (Priya R)')).toBeInTheDocument();

    await user.click(compare('payment #51 (Student 2)'));
    expect(within(dialog).getByRole('img', { name: 'Transaction screenshot of Student 2' })).toHaveAttribute('src', '/api/payments/51/screenshot');
    expect(within(dialog).getByText('Payment #51 (Student 2)')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Transaction screenshot of Priya R' })).toBeNull();
    expect(within(dialog).getByRole('img', { name: 'Transaction screenshot of Esha Menon' })).toHaveAttribute('src', '/api/payments/41/screenshot');
    expect(compare('payment #51 (Student 2)')).toHaveAttribute('aria-pressed', 'true');
    expect(compare('payment #5 (Priya R)')).toHaveAttribute('aria-pressed', 'false');

    await user.click(compare('payment #50 (Student 1)'));
    expect(within(dialog).getByRole('img', { name: 'Transaction screenshot of Student 1' })).toHaveAttribute('src', '/api/payments/50/screenshot');
    expect(within(dialog).getAllByRole('button', { pressed: true }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Compare with payment #50 (Student 1)',
    ]);
  });

  it('offers Compare with a payment beyond the first few once all are shown', async () => {
    listing(flagged([priya, ...others]));
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'View payment of Esha Menon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(within(dialog).queryByRole('button', { name: 'Compare with payment #67 (Student 18)' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Show all 19' }));
    await user.click(within(dialog).getByRole('button', { name: 'Compare with payment #67 (Student 18)' }));
    expect(within(dialog).getByRole('img', { name: 'Transaction screenshot of Student 18' })).toHaveAttribute('src', '/api/payments/67/screenshot');
    expect(within(dialog).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("to a coordinator, names another coordinator's payment by its number only and does not offer its screenshot", async () => {
    const hidden = { paymentId: 9, userName: null, transactionId: null };
    listing(flagged([hidden]));
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Same screenshot as payment #9')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'View payment of Esha Menon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(within(dialog).getByText(/Same screenshot as payment #9\. Compare them/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /Transaction screenshot of (?!Esha)/ })).toBeNull();
  });

  it("to a coordinator, counts as 'more' only the payments they may open, and other coordinators' apart", async () => {
    const hidden = (paymentId: number) => ({ paymentId, userName: null, transactionId: null });
    listing(flagged([priya, ...others.slice(0, 9), hidden(2), hidden(3), hidden(4)]));
    const table = await screen.findByRole('table');
    expect(
      await within(table).findByText(
        'Same screenshot as payment #5 (Priya R, transaction 432090882290) and 9 more, and 3 payments for events you do not coordinate',
      ),
    ).toBeInTheDocument();
  });

  it("to a coordinator, says when every other payment is for another coordinator's events", async () => {
    const hidden = (paymentId: number) => ({ paymentId, userName: null, transactionId: null });
    listing(flagged([hidden(2), hidden(3), hidden(4), hidden(6)]));
    const table = await screen.findByRole('table');
    expect(
      await within(table).findByText('Same screenshot as payment #2 and 3 more, all for events you do not coordinate'),
    ).toBeInTheDocument();
  });

  it('names the payments the coordinator may see first, and the others by number', async () => {
    const hidden = (paymentId: number) => ({ paymentId, userName: null, transactionId: null });
    listing(flagged([hidden(2), priya, hidden(3)]));
    const table = await screen.findByRole('table');
    // "More" would count payments they cannot open: those are told apart.
    expect(
      await within(table).findByText(
        'Same screenshot as payment #5 (Priya R, transaction 432090882290) and 2 payments for events you do not coordinate',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'View payment of Esha Menon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(listedIn(dialog)).toEqual([
      'payment #5 (Priya R, transaction 432090882290)',
      'payment #2 (for events you do not coordinate)',
      'payment #3 (for events you do not coordinate)',
    ]);
    // Only the one they may see can be compared: the others' screenshots are not theirs to open.
    expect(within(dialog).getAllByRole('button', { name: /^Compare with/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Compare with payment #5 (Priya R)',
    ]);
  });
});
