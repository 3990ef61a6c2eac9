import 'fake-indexeddb/auto';
import type { Attendee, Roster } from '@app/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { Component as DeskRoute } from '../../src/app/routes/check-in-desk';
import { CheckInDesk } from '../../src/features/check-in/components/check-in-desk';
import {
  dropScan,
  loadRoster,
  queuedScans,
  queueScan,
  saveRoster,
} from '../../src/features/check-in/lib/offline-store';
import { useAuth } from '../../src/lib/auth';
import { fail, offline, route, server, signedIn, withStatus } from '../msw/api';
import { anEvent, aStudent } from '../msw/fixtures';
import { renderRoutes, renderWithProviders } from '../shell/render';

// The check-in desk against the API stand-in (the desk keeps its roster in IndexedDB: fake-indexeddb).

const EVENT = anEvent({ id: 7, eventName: 'Code Sprint', symposiumName: 'Carteblanche' });
const AT = '2031-03-04T10:00:00.000Z';

const person = (registrationId: number, name: string): Attendee => ({
  registrationId,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  college: 'Anna University',
  teamName: null,
});
const asha = person(1, 'Asha Verified');
const bala = person(2, 'Bala Pending');

/** The staff member signed in at the desk. */
const DEVI = aStudent({ id: 31, role: 'organizer', name: 'Devi Desk' });

/** What the server holds: who is verified, and who is checked in. */
let verified: Attendee[];
let checkedIn: Set<number>;

const roster = (): Roster => ({
  event: {
    id: EVENT.id,
    eventName: EVENT.eventName,
    symposiumName: 'Carteblanche',
    location: 'Lab',
  },
  generatedAt: AT,
  entries: verified.map((a) => ({
    ...a,
    passCode: `PASS${a.registrationId}`.padEnd(20, 'x'),
    checkedInAt: checkedIn.has(a.registrationId) ? AT : null,
    checkedInBy: checkedIn.has(a.registrationId) ? 'Devi Desk' : null,
  })),
});

beforeEach(async () => {
  verified = [asha];
  checkedIn = new Set();
  // IndexedDB outlasts each test: every test starts with no scans waiting and, kept on the device,
  // the roster the server holds.
  for (const scan of await queuedScans()) await dropScan(scan.scanId);
  await saveRoster(roster(), DEVI.id);
  localStorage.setItem('check-in-desk:event', String(EVENT.id));
  sessionStorage.setItem('user', JSON.stringify(DEVI));
  server.use(
    signedIn(DEVI),
    route('GET /events', () => [EVENT]),
    route('GET /events/:id/check-in-roster', () => roster()),
    route('GET /events/:id/attendance', () => ({
      registered: verified.length,
      checkedIn: checkedIn.size,
      attendees: verified
        .filter((a) => checkedIn.has(a.registrationId))
        .map((a) => ({ ...a, checkedInAt: AT })),
    })),
    route('POST /check-in', ({ body }) => {
      const who = body.passCode.startsWith('PASS2') ? bala : asha;
      if (!verified.includes(who))
        return withStatus(409, {
          message: 'Payment awaiting verification.',
          paymentId: 40,
          payment: { id: 40, userId: 12, transactionId: 'UTR555', amount: 100 },
          attendee: who,
        });
      checkedIn.add(who.registrationId);
      return {
        result: 'checked-in' as const,
        checkedInAt: AT,
        checkedInBy: 'Devi Desk',
        attendee: who,
        event: { id: EVENT.id, eventName: EVENT.eventName },
      };
    }),
    route('POST /verification', () => {
      verified = [...verified, bala];
      return { message: 'User verified successfully!' };
    }),
  );
});

/** The server's answer to a scan of Bala's pass while his transfer awaits verification. */
const balaAwaiting = (extra: Record<string, unknown> = {}) =>
  withStatus(409, {
    message: 'Payment for Code Sprint is awaiting verification.',
    paymentId: 40,
    payment: { id: 40, userId: 12, transactionId: 'UTR555', amount: 100 },
    attendee: bala,
    ...extra,
  });

const count = (id: 'count-checked-in' | 'count-registered') => screen.getByTestId(id).textContent;

const ASHA_CODE = 'PASS1'.padEnd(20, 'x');

/** Opens the desk at the kept event and waits for the server's roster. */
async function openDesk() {
  renderWithProviders(<CheckInDesk startUrl="/organizer/check-in" canVerify />);
  // The desk reads its kept roster, then the server's: slow when the whole suite runs at once.
  await screen.findByText(/Roster of .* works offline/, undefined, { timeout: 5000 });
}

/** Types a pass code as a handheld scanner does, Enter included. */
function typeCode(passCode: string) {
  const code = screen.getByRole('textbox', { name: /Pass code/ });
  fireEvent.change(code, { target: { value: passCode } });
  fireEvent.submit(code.closest('form')!);
}

describe('check-in desk', () => {
  it('counts a student whose payment was verified at the desk at once, in the counters and the attendance', async () => {
    renderWithProviders(<CheckInDesk startUrl="/organizer/check-in" canVerify />);
    // The desk reads its kept roster, then the server's: slow when the whole suite runs at once.
    await screen.findByText(/Roster of .* works offline/, undefined, { timeout: 5000 });
    expect(count('count-registered')).toBe('1');
    expect(count('count-checked-in')).toBe('0');

    const code = screen.getByRole('textbox', { name: /Pass code/ });
    fireEvent.change(code, { target: { value: 'PASS2'.padEnd(20, 'x') } });
    fireEvent.submit(code.closest('form')!);
    expect(
      await screen.findByText('Payment awaiting verification.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Transaction UTR555/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verify and check in' }));
    // The payment's card has a title too: wait for the new one.
    await waitFor(
      () => expect(screen.getByTestId('result-title')).toHaveTextContent('Checked in'),
      { timeout: 5000 },
    );
    // Not at the desk's next sync (every 15 s) but now: both counters and the attendance list.
    await waitFor(
      () =>
        expect(screen.getByText(/registered have checked in/)).toHaveTextContent(
          '1 of 2 registered have checked in.',
        ),
      { timeout: 5000 },
    );
    expect(count('count-registered')).toBe('2');
    expect(count('count-checked-in')).toBe('1');
  });

  it('verifies only the pending payment it shows: one rejected meanwhile stays rejected, and the desk says so', async () => {
    const sent: unknown[] = [];
    server.use(
      route('POST /check-in', () => balaAwaiting()),
      route('POST /verification', ({ body }) => {
        sent.push(body);
        // Another organizer rejected it since the scan: the state the desk showed is out of date.
        return body.from === 'pending'
          ? fail(409, 'This payment was rejected meanwhile by someone else; refresh to see it.')
          : { message: 'User verified successfully!' };
      }),
    );
    await openDesk();
    typeCode('PASS2'.padEnd(20, 'x'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Verify and check in' }, { timeout: 5000 }),
    );
    expect(
      await screen.findByText('This payment was rejected meanwhile by someone else; refresh to see it.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ userId: 12, eventId: EVENT.id, paymentId: 40, verified: true, from: 'pending' }]);
    expect(screen.getByTestId('result-title')).not.toHaveTextContent('Checked in');
  });

  it("does not offer to verify a cart payment that also pays for another coordinator's event, and says who can", async () => {
    let verifyAsked = false;
    server.use(
      route('POST /check-in', () =>
        balaAwaiting({
          payment: { id: 40, userId: 12, transactionId: 'UTR555', amount: 200 },
          otherEvents: 1,
        }),
      ),
      route('POST /verification', () => {
        verifyAsked = true;
        return { message: 'User verified successfully!' };
      }),
    );
    await openDesk();
    typeCode('PASS2'.padEnd(20, 'x'));
    expect(
      await screen.findByText(/Transaction UTR555/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The words of Registration Status's View dialog, not a red 'not a coordinator' after pressing.
    expect(screen.getByTestId('payment-not-yours')).toHaveTextContent(
      'This transfer also pays for an event of other coordinators, so only the admin or an organizer of all its events can verify or reject it.',
    );
    expect(screen.queryByRole('button', { name: 'Verify and check in' })).toBeNull();
    expect(verifyAsked).toBe(false);
  });

  it('says when the events could not be loaded, and tries again', async () => {
    localStorage.removeItem('check-in-desk:event');
    let up = false;
    server.use(route('GET /events', () => (up ? [EVENT] : fail(500, 'Internal error'))));
    renderWithProviders(<CheckInDesk startUrl="/organizer/check-in" canVerify />);
    expect(await screen.findByText('The events could not be loaded')).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Choose the event at this door')).toBeInTheDocument();
    expect(screen.queryByText('The events could not be loaded')).not.toBeInTheDocument();
  });

  it('keeps the chosen event when Enter is pressed in the open event list', async () => {
    await openDesk();
    const select = screen.getByRole('combobox', { name: 'Event' });
    expect(select).toHaveValue('Code Sprint (Carteblanche)');
    await userEvent.click(select);
    expect(
      await screen.findByRole('option', { name: 'Code Sprint (Carteblanche)', hidden: true }),
    ).toHaveAttribute('aria-selected', 'true');
    // A scanner sends Enter after every code, also when the event list has the focus.
    await userEvent.keyboard('{Enter}');
    expect(select).toHaveValue('Code Sprint (Carteblanche)');
    expect(screen.queryByText('Choose the event at this door')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Pass code/ })).toBeInTheDocument();
  });

  it('answers from the roster without a connection and counts one waiting scan as one scan', async () => {
    await openDesk();
    server.use(route('POST /check-in', () => offline()));
    typeCode(ASHA_CODE);
    const card = await screen.findByTestId('result-card');
    await waitFor(() => expect(card).toHaveTextContent('Answered offline from the roster'));
    expect(card).toHaveTextContent('Checked in');
    expect(await screen.findByText('Offline — 1 scan waiting')).toBeInTheDocument();
    expect(count('count-checked-in')).toBe('1');
  });

  it('answers from the roster while the server fails, and does not call that offline', async () => {
    await openDesk();
    let broken = true;
    server.use(
      route('POST /check-in', () =>
        broken
          ? fail(500, 'Internal error')
          : {
              result: 'checked-in' as const,
              checkedInAt: AT,
              checkedInBy: 'Devi Desk',
              attendee: asha,
              event: { id: EVENT.id, eventName: EVENT.eventName },
            },
      ),
    );
    typeCode(ASHA_CODE);
    const card = await screen.findByTestId('result-card');
    await waitFor(() => expect(card).toHaveTextContent('Checked in'));
    expect(card).toHaveTextContent('Answered from the roster: the server is not answering');
    expect(card).not.toHaveTextContent(/offline/i);
    expect(await screen.findByText('Server not answering — 1 scan waiting')).toBeInTheDocument();
    expect(screen.queryByText(/Offline —/)).not.toBeInTheDocument();
    expect(await queuedScans()).toHaveLength(1);

    // The server answers the next scan: the waiting one is sent with it, and the badge goes.
    broken = false;
    typeCode(ASHA_CODE);
    expect(
      await screen.findByTestId('online-badge', undefined, { timeout: 5000 }),
    ).toHaveTextContent('Online');
    expect(screen.getByTestId('result-card')).not.toHaveTextContent(/from the roster/);
    expect(await queuedScans()).toHaveLength(0);
  });

  it("shows the server's answer on the card once the sync sends the scan it answered offline", async () => {
    await openDesk();
    server.use(route('POST /check-in', () => offline()));
    typeCode('XJ7JNOTINROSTER'.padEnd(20, 'x'));
    const card = await screen.findByTestId('result-card');
    await waitFor(() => expect(card).toHaveTextContent('Answered offline from the roster'));
    expect(screen.getByTestId('result-title')).toHaveTextContent('Unknown pass');
    expect(await screen.findByText('Offline — 1 scan waiting')).toBeInTheDocument();

    // The connection returns and the sync sends the scan: the server refuses it.
    server.use(route('POST /check-in', () => fail(409, 'No registration for Code Sprint.')));
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByTestId('conflicts', undefined, { timeout: 5000 })).toHaveTextContent(
      'No registration for Code Sprint.',
    );
    expect(screen.getByTestId('online-badge')).toHaveTextContent('Online');
    // Not the roster's guess beside the Online badge: the server's answer, said to come later.
    await waitFor(() =>
      expect(screen.getByTestId('result-title')).toHaveTextContent(
        'No registration for Code Sprint',
      ),
    );
    expect(screen.getByTestId('result-card')).not.toHaveTextContent(/from the roster/);
    expect(screen.getByTestId('result-card')).toHaveTextContent("Sent later: the server's answer");
  });

  it('leaves the card of a later scan alone when the sync sends an earlier one', async () => {
    await openDesk();
    server.use(route('POST /check-in', () => offline()));
    typeCode('XJ7JNOTINROSTER'.padEnd(20, 'x'));
    await waitFor(() =>
      expect(screen.getByTestId('result-card')).toHaveTextContent(
        'Answered offline from the roster',
      ),
    );
    // The server answers the next scan, and the waiting one is sent with it.
    server.use(
      route('POST /check-in', ({ body }) =>
        body.passCode === ASHA_CODE
          ? {
              result: 'checked-in' as const,
              checkedInAt: AT,
              checkedInBy: 'Devi Desk',
              attendee: asha,
              event: { id: EVENT.id, eventName: EVENT.eventName },
            }
          : fail(409, 'No registration for Code Sprint.'),
      ),
    );
    typeCode(ASHA_CODE);
    expect(await screen.findByTestId('conflicts', undefined, { timeout: 5000 })).toHaveTextContent(
      'No registration for Code Sprint.',
    );
    expect(screen.getByTestId('result-title')).toHaveTextContent('Checked in');
    expect(screen.getByTestId('result-card')).toHaveTextContent('Asha Verified');
    expect(screen.getByTestId('result-card')).not.toHaveTextContent('Sent later');
  });

  it('shows a refusal of the pass as refused, not queued for the sync', async () => {
    await openDesk();
    server.use(route('POST /check-in', () => fail(404, 'Unknown pass.')));
    typeCode('NOSUCHPASS'.padEnd(20, 'x'));
    await waitFor(() =>
      expect(screen.getByTestId('result-title')).toHaveTextContent('Unknown pass'),
    );
    expect(screen.getByTestId('result-card')).not.toHaveTextContent(/from the roster/);
    expect(screen.getByTestId('online-badge')).toHaveTextContent('Online');
    expect(await queuedScans()).toHaveLength(0);
  });

  it('keeps a scan answered by a page in front of the API, which says nothing about the pass', async () => {
    await openDesk();
    // A proxy's HTML page, not the API's answer.
    server.use(
      http.post('*/api/check-in', () => new HttpResponse('<h1>Bad request</h1>', { status: 400 })),
    );
    typeCode(ASHA_CODE);
    const card = await screen.findByTestId('result-card');
    await waitFor(() =>
      expect(card).toHaveTextContent('Answered from the roster: the server is not answering'),
    );
    expect(await queuedScans()).toHaveLength(1);
  });

  it('says what it does not know when the roster and the attendance cannot be downloaded', async () => {
    // An event this device has kept no roster of.
    const other = anEvent({ id: 8, eventName: 'Paper Talk', symposiumName: 'Carteblanche' });
    localStorage.setItem('check-in-desk:event', String(other.id));
    let up = false;
    server.use(
      route('GET /events', () => [EVENT, other]),
      route('GET /events/:id/check-in-roster', () => fail(500, 'Internal error')),
      route('GET /events/:id/attendance', () =>
        up ? { registered: 3, checkedIn: 0, attendees: [] } : fail(500, 'Internal error'),
      ),
    );
    renderWithProviders(<CheckInDesk startUrl="/organizer/check-in" canVerify />);
    expect(
      await screen.findByText(/The roster could not be downloaded/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Downloading roster…')).not.toBeInTheDocument();
    expect(screen.getByText('Roster not downloaded')).toBeInTheDocument();
    // Nothing is known about who came: not "0 of 0".
    expect(count('count-checked-in')).toBe('—');
    expect(count('count-registered')).toBe('—');

    const attendance = screen.getByRole('region', { name: 'Attendance' });
    expect(
      await within(attendance).findByText('The attendance could not be loaded.'),
    ).toBeInTheDocument();
    expect(within(attendance).queryByText('Loading…')).not.toBeInTheDocument();
    up = true;
    await userEvent.click(within(attendance).getByRole('button', { name: 'Try again' }));
    expect(await within(attendance).findByText(/registered have checked in/)).toHaveTextContent(
      '0 of 3 registered have checked in.',
    );
  });
});

const CHECKED_IN = () => ({
  result: 'checked-in' as const,
  checkedInAt: AT,
  checkedInBy: 'Devi Desk',
  attendee: asha,
  event: { id: EVENT.id, eventName: EVENT.eventName },
});

/** Two scans made offline by Devi, waiting on the phone. */
async function twoScansWaiting() {
  await openDesk();
  server.use(route('POST /check-in', () => offline()));
  typeCode(ASHA_CODE);
  expect(await screen.findByText('Offline — 1 scan waiting')).toBeInTheDocument();
  typeCode('XJ7JNOTINROSTER'.padEnd(20, 'x'));
  expect(await screen.findByText('Offline — 2 scans waiting')).toBeInTheDocument();
}

describe('the scans waiting on the phone', () => {
  it('keeps them when the session has ended, and says so', async () => {
    await twoScansWaiting();
    expect((await queuedScans()).map((s) => s.staffId)).toEqual([DEVI.id, DEVI.id]);
    // The session ended on the server while the phone was offline.
    const sent: string[] = [];
    server.use(
      route('POST /check-in', ({ body }) => {
        sent.push(body.scanId!);
        return fail(401, 'You need to be logged in.');
      }),
      route('GET /events/:id/check-in-roster', () => fail(401, 'You need to be logged in.')),
    );
    window.dispatchEvent(new Event('online'));
    expect(
      await screen.findByText(
        'Your session has ended. 2 scans are waiting on this phone: log in again to send them.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // One sending, then no more: the second would only be refused too.
    expect(sent).toHaveLength(1);
    expect(await queuedScans()).toHaveLength(2);
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it("sends only the signed-in staff member's scans, and counts another's without showing them", async () => {
    // A volunteer's scan, made offline before they logged out.
    const vel = aStudent({ id: 44, role: 'volunteer', name: 'Vel' });
    await queueScan({
      scanId: 'scan-of-vel',
      eventId: EVENT.id,
      passCode: 'PASS2'.padEnd(20, 'x'),
      scannedAt: AT,
      localResult: 'unknown',
      name: null,
      staffId: vel.id,
    });
    const sent: string[] = [];
    server.use(
      route('POST /check-in', ({ body }) => {
        sent.push(body.scanId!);
        return fail(403, 'You are not a coordinator of this event.');
      }),
    );
    await openDesk();
    expect(screen.getByTestId('others-waiting')).toHaveTextContent(
      '1 scan made by another staff member is waiting on this phone. The staff member who made them must log in on this phone to send them.',
    );
    // Not sent under Devi (nor refused, nor deleted), and not in Devi's count.
    expect(sent).toEqual([]);
    expect(await queuedScans()).toHaveLength(1);
    expect(screen.getByTestId('online-badge')).toHaveTextContent('Online');
    expect(screen.queryByTestId('conflicts')).not.toBeInTheDocument();
  });

  it('keeps them when the server refuses the staff member, and says so', async () => {
    await twoScansWaiting();
    const sent: string[] = [];
    server.use(
      route('POST /check-in', ({ body }) => {
        sent.push(body.scanId!);
        return fail(403, 'You are not a coordinator of this event.');
      }),
    );
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByTestId('refusal', undefined, { timeout: 5000 })).toHaveTextContent(
      'The server refused them: You are not a coordinator of this event.',
    );
    expect(screen.getByTestId('refusal')).toHaveTextContent('2 scans not sent');
    expect(sent).toHaveLength(1);
    expect(await queuedScans()).toHaveLength(2);
    expect(screen.queryByTestId('conflicts')).not.toBeInTheDocument();

    // A scan made now is kept too, and its card says why it was not sent.
    typeCode('PASS2'.padEnd(20, 'x'));
    await waitFor(() =>
      expect(screen.getByTestId('result-title')).toHaveTextContent(
        'You are not a coordinator of this event',
      ),
    );
    expect(screen.getByTestId('result-card')).toHaveTextContent(
      'Not sent: the scan is kept on this phone.',
    );
    expect(await queuedScans()).toHaveLength(3);
  });
});

describe('a stalled connection', () => {
  it('answers from the roster after a few seconds, and keeps the scan with the id it was sent with', async () => {
    await openDesk();
    const sent: string[] = [];
    server.use(
      route('POST /check-in', async ({ body }) => {
        sent.push(body.scanId!);
        // Connected, but no answer for 20 s.
        await new Promise((resolve) => setTimeout(resolve, 20_000));
        return CHECKED_IN();
      }),
    );
    typeCode(ASHA_CODE);
    const card = await screen.findByTestId('result-card', undefined, { timeout: 6000 });
    expect(card).toHaveTextContent('Answered offline from the roster');
    expect(card).toHaveTextContent('Checked in');
    expect(Number(screen.getByTestId('scan-ms').dataset.ms)).toBeLessThan(5000);
    expect(screen.getByText('Offline — 1 scan waiting')).toBeInTheDocument();
    // Should the first sending arrive after all, the server counts the two as one.
    const kept = await queuedScans();
    expect(kept.map((s) => s.scanId)).toEqual(sent);
  });
});

describe('a scan in flight', () => {
  it("says 'Checking …' and takes the last person's card away", async () => {
    await openDesk();
    typeCode(ASHA_CODE);
    await waitFor(() => expect(screen.getByTestId('result-title')).toHaveTextContent('Checked in'));

    let answer = () => {};
    server.use(
      route('POST /check-in', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return fail(404, 'Unknown pass.');
      }),
    );
    typeCode('NOSUCHPASS'.padEnd(20, 'x'));
    expect(await screen.findByTestId('checking')).toHaveTextContent('Checking …');
    expect(screen.queryByTestId('result-card')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Check in' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Still enabled: a handheld scanner's next code must go through.
    expect(button).toBeEnabled();

    answer();
    await waitFor(() =>
      expect(screen.getByTestId('result-title')).toHaveTextContent('Unknown pass'),
    );
    expect(screen.queryByTestId('checking')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check in' })).toHaveAttribute('aria-busy', 'false');
  });
});

describe('refusals with the holder named', () => {
  it('names the holder on the card and in the conflicts, and links a payment awaiting verification to the pass', async () => {
    await openDesk();
    // Online: the server knows whose pass it is.
    server.use(
      http.post('*/api/check-in', () =>
        HttpResponse.json(
          { message: 'No registration for Code Sprint.', attendee: { name: 'Chitra Nair' } },
          { status: 409 },
        ),
      ),
    );
    typeCode('PASS3'.padEnd(20, 'x'));
    await waitFor(() =>
      expect(screen.getByTestId('result-title')).toHaveTextContent(
        'No registration for Code Sprint',
      ),
    );
    expect(screen.getByTestId('result-card')).toHaveTextContent('Chitra Nair');

    // Offline: Bala's pass is not in the roster (not verified); the sync finds the payment waiting.
    server.use(route('POST /check-in', () => offline()));
    const balaCode = 'PASS2'.padEnd(20, 'x');
    typeCode(balaCode);
    expect(await screen.findByText('Offline — 1 scan waiting')).toBeInTheDocument();
    server.use(
      route('POST /check-in', () => balaAwaiting()),
    );
    window.dispatchEvent(new Event('online'));
    const conflicts = await screen.findByTestId('conflicts', undefined, { timeout: 5000 });
    expect(conflicts).toHaveTextContent(
      'Bala Pending: Payment for Code Sprint is awaiting verification.',
    );
    expect(conflicts).not.toHaveTextContent(/Pass PASS2/);
    expect(within(conflicts).getByRole('link', { name: 'Open the pass' })).toHaveAttribute(
      'href',
      `/check-in/${balaCode}`,
    );
  });
});

describe('search', () => {
  it('says so when no one matches', async () => {
    await openDesk();
    fireEvent.change(screen.getByRole('textbox', { name: 'Find by name or email' }), {
      target: { value: 'Esha' },
    });
    expect(screen.getByTestId('no-match')).toHaveTextContent(
      'No one on the roster matches “Esha”. The roster lists verified registrations only.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Find by name or email' }), {
      target: { value: 'asha' },
    });
    expect(screen.queryByTestId('no-match')).not.toBeInTheDocument();
    expect(screen.getByText('Asha Verified')).toBeInTheDocument();
  });

  it('keeps whether a found person is in, and the whole Check in label, beside a long email on a phone', async () => {
    const long = (a: Attendee) => ({
      ...a,
      email: `${a.name.split(' ')[0]!.toLowerCase()}.from.anna.university@example.com`,
    });
    verified = [long(asha), long(bala)];
    checkedIn = new Set([asha.registrationId]);
    await saveRoster(roster(), DEVI.id);
    await openDesk();
    fireEvent.change(screen.getByRole('textbox', { name: 'Find by name or email' }), {
      target: { value: 'anna.university' },
    });
    // The email gives way (cut with an ellipsis); the state and the button never do.
    const cardOf = (email: string) => {
      const shown = screen.getByText(email);
      expect(shown).toHaveAttribute('data-truncate');
      return shown.closest<HTMLElement>('.mantine-Card-root')!;
    };
    const notIn = cardOf('bala.from.anna.university@example.com');
    const state = within(notIn).getByText('· not in yet');
    expect(state).not.toHaveAttribute('data-truncate');
    expect(state).toHaveStyle({ flexShrink: '0' });
    expect(within(notIn).getByRole('button', { name: 'Check in' })).toHaveStyle({
      flexShrink: '0',
    });
    // Already in: the whole sentence wraps on its own line rather than being cut off.
    const isIn = cardOf('asha.from.anna.university@example.com');
    const badge = within(isIn).getByTestId('checked-in-badge');
    expect(badge.querySelector('.mantine-Badge-label')).toHaveStyle({ whiteSpace: 'normal' });
  });

  it('shows a found person already in as checked in, when and by whom, with no Check in button', async () => {
    verified = [asha, bala];
    checkedIn = new Set([asha.registrationId]);
    await openDesk();
    fireEvent.change(screen.getByRole('textbox', { name: 'Find by name or email' }), {
      target: { value: 'example.com' },
    });
    const asFound = (name: string) =>
      within(screen.getByTestId('search-results'))
        .getByText(name)
        .closest<HTMLElement>('.mantine-Card-root')!;
    const ashaCard = asFound('Asha Verified');
    expect(ashaCard).toHaveTextContent('Already checked in at 4 Mar 2031, 3:30 pm by Devi Desk');
    expect(within(ashaCard).queryByRole('button', { name: 'Check in' })).toBeNull();
    // Bala is not in yet: his card keeps the button and says nothing of a check-in.
    const balaCard = asFound('Bala Pending');
    expect(balaCard).toHaveTextContent('not in yet');
    expect(balaCard).not.toHaveTextContent(/checked in/i);
    expect(within(balaCard).getByRole('button', { name: 'Check in' })).toBeInTheDocument();
  });

  it('keeps the search field focused after a Check in, so the next name can be typed at once', async () => {
    verified = [asha, bala];
    const user = userEvent.setup();
    await openDesk();
    const search = screen.getByRole('textbox', { name: 'Find by name or email' });
    await user.click(search);
    await user.keyboard('asha');
    await user.click(
      within(screen.getByTestId('search-results')).getByRole('button', { name: 'Check in' }),
    );
    expect(await screen.findByTestId('result-card')).toHaveTextContent('Asha Verified');
    expect(search).toHaveFocus();
    // The next person, typed straight away.
    await user.keyboard('bala');
    expect(
      within(screen.getByTestId('search-results')).getByRole('button', { name: 'Check in' }),
    ).toBeInTheDocument();
    expect(search).toHaveValue('bala');
  });

  it('shows who is in from the kept roster without a network, also those checked in at this desk meanwhile', async () => {
    verified = [asha, bala];
    checkedIn = new Set([asha.registrationId]);
    await saveRoster(roster(), DEVI.id);
    server.use(
      route('GET /events/:id/check-in-roster', () => offline()),
      route('GET /events/:id/attendance', () => offline()),
      route('POST /check-in', () => offline()),
    );
    renderWithProviders(<CheckInDesk startUrl="/organizer/check-in" canVerify />);
    await screen.findByText(/Roster of .* works offline/, undefined, { timeout: 5000 });
    const find = (text: string) =>
      fireEvent.change(screen.getByRole('textbox', { name: 'Find by name or email' }), {
        target: { value: text },
      });
    const asFound = (name: string) =>
      within(screen.getByTestId('search-results'))
        .getByText(name)
        .closest<HTMLElement>('.mantine-Card-root')!;

    find('asha');
    expect(asFound('Asha Verified')).toHaveTextContent(
      'Already checked in at 4 Mar 2031, 3:30 pm by Devi Desk',
    );
    expect(within(asFound('Asha Verified')).queryByRole('button', { name: 'Check in' })).toBeNull();

    // Bala comes in while the network is down: the next search for him shows him in, from this desk.
    find('bala');
    await userEvent.click(
      within(asFound('Bala Pending')).getByRole('button', { name: 'Check in' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('result-card')).toHaveTextContent(
        'Answered offline from the roster',
      ),
    );
    find('bala');
    expect(asFound('Bala Pending')).toHaveTextContent(
      /Already checked in at \d{1,2}:\d{2} [ap]m by this desk/,
    );
    expect(within(asFound('Bala Pending')).queryByRole('button', { name: 'Check in' })).toBeNull();
  });
});

function LogoutButton() {
  const { logout } = useAuth();
  return (
    <button type="button" onClick={() => void logout().catch(() => undefined)}>
      Log out
    </button>
  );
}

describe('a phone shared by staff', () => {
  const OTHER = anEvent({ id: 8, eventName: 'Paper Talk', symposiumName: 'Carteblanche' });
  const RAVI = aStudent({ id: 32, role: 'organizer', name: 'Ravi' });

  /** Ravi, a coordinator of Paper Talk only, opens the desk on the same phone. */
  async function raviOpensDesk() {
    sessionStorage.setItem('user', JSON.stringify(RAVI));
    server.use(
      signedIn(RAVI),
      route('GET /events', () => [EVENT, OTHER]),
      route('GET /events/:id/check-in-roster', ({ params }) =>
        params.id === String(OTHER.id)
          ? { ...roster(), entries: [] }
          : fail(403, 'You are not a coordinator of this event.'),
      ),
    );
    renderWithProviders(
      <CheckInDesk startUrl="/organizer/check-in" canVerify only={new Set([OTHER.id])} />,
    );
    await screen.findByText('Choose the event at this door', undefined, { timeout: 5000 });
  }

  async function offeredEvents() {
    await userEvent.click(screen.getByRole('combobox', { name: 'Event' }));
    return (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
  }

  it("offers a coordinator's own events only, and none while those are still loading", async () => {
    sessionStorage.setItem('user', JSON.stringify(RAVI));
    localStorage.removeItem('check-in-desk:event');
    let eventsAsked = false;
    let answerMine: () => void = () => {};
    const mineAnswered = new Promise<void>((resolve) => (answerMine = resolve));
    server.use(
      signedIn(RAVI),
      route('GET /events', () => {
        eventsAsked = true;
        return [EVENT, OTHER];
      }),
      route('GET /me/events', async () => {
        await mineAnswered;
        return {
          all: false,
          events: [{ id: OTHER.id, eventName: OTHER.eventName, symposiumName: 'Carteblanche' }],
        };
      }),
    );
    renderRoutes([{ path: '/organizer/check-in', element: <DeskRoute /> }], '/organizer/check-in');
    await waitFor(() => expect(eventsAsked).toBe(true));
    // The list of every event is in, Ravi's own are not yet: nothing to pick.
    await userEvent.click(await screen.findByPlaceholderText('Loading events…'));
    expect(screen.queryByRole('option', { hidden: true })).not.toBeInTheDocument();
    answerMine();
    await screen.findByPlaceholderText('Choose the event at this door');
    expect(await offeredEvents()).toEqual(['Paper Talk (Carteblanche)']);
  });

  it('forgets the roster and the event at logout, and shows the next staff member none of them', async () => {
    renderWithProviders(
      <>
        <CheckInDesk startUrl="/organizer/check-in" canVerify />
        <LogoutButton />
      </>,
    );
    await screen.findByText(/Roster of .* works offline/, undefined, { timeout: 5000 });
    server.use(route('POST /check-in', () => offline()));
    typeCode(ASHA_CODE);
    expect(await screen.findByText('Offline — 1 scan waiting')).toBeInTheDocument();
    server.use(http.post('*/api/auth/logout', () => HttpResponse.json({ message: 'Logged out.' })));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(sessionStorage.getItem('user')).toBeNull());
    await waitFor(async () => expect(await loadRoster(EVENT.id, DEVI.id)).toBeUndefined());
    expect(localStorage.getItem('check-in-desk:event')).toBeNull();
    // Devi's scan stays, for Devi to send.
    expect(await queuedScans()).toHaveLength(1);
    cleanup();

    await raviOpensDesk();
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('');
    expect(await offeredEvents()).toEqual(['Paper Talk (Carteblanche)']);
    expect(
      screen.queryByRole('textbox', { name: 'Find by name or email' }),
    ).not.toBeInTheDocument();
    expect(screen.getByTestId('others-waiting')).toHaveTextContent(
      '1 scan made by another staff member is waiting on this phone.',
    );
    expect(screen.queryByText(/Asha/)).not.toBeInTheDocument();
  }, 15_000);

  it('never opens on an event another staff member chose, nor shows the roster they kept', async () => {
    // Devi's roster and event, kept from before (the page was reloaded since: no logout ran here).
    await raviOpensDesk();
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('');
    expect(localStorage.getItem('check-in-desk:event')).toBeNull();
    expect(await offeredEvents()).toEqual(['Paper Talk (Carteblanche)']);
    expect(screen.queryByText(/Roster of/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Asha/)).not.toBeInTheDocument();
    expect(await loadRoster(EVENT.id, DEVI.id)).toBeUndefined();
  });
});

describe('an event whose roster is not on this device', () => {
  const OTHER = anEvent({ id: 8, eventName: 'Paper Talk', symposiumName: 'Carteblanche' });

  it('says offline that the pass cannot be checked, not that it is unknown, and sends the scan later', async () => {
    // Never downloaded here, and no connection to download it now.
    localStorage.setItem('check-in-desk:event', String(OTHER.id));
    server.use(
      route('GET /events', () => [EVENT, OTHER]),
      route('GET /events/:id/check-in-roster', () => offline()),
      route('GET /events/:id/attendance', () => offline()),
      route('POST /check-in', () => offline()),
    );
    renderWithProviders(<CheckInDesk startUrl="/organizer/check-in" canVerify />);
    expect(
      await screen.findByText('Roster not downloaded', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    typeCode(ASHA_CODE);
    const card = await screen.findByTestId('result-card');
    await waitFor(() =>
      expect(screen.getByTestId('result-title')).toHaveTextContent(
        'Cannot check this pass offline',
      ),
    );
    // Neither red nor green: nothing says the pass is bad, nor that the holder may go in.
    expect(card).toHaveAttribute('data-tone', 'unchecked');
    expect(card).toHaveTextContent(
      "This event's roster is not on this device. The scan is kept and sent when the connection returns.",
    );
    expect(card).not.toHaveTextContent(/Unknown pass|Answered offline from the roster/);
    expect(await screen.findByText('Offline — 1 scan waiting')).toBeInTheDocument();
    expect((await queuedScans()).map((s) => s.localResult)).toEqual(['no-roster']);

    // The connection returns: the scan is sent, and the card gives the server's answer.
    server.use(
      route('GET /events/:id/check-in-roster', () => ({
        ...roster(),
        event: { ...roster().event, id: OTHER.id, eventName: OTHER.eventName },
      })),
      route('POST /check-in', () => ({
        ...CHECKED_IN(),
        event: { id: OTHER.id, eventName: OTHER.eventName },
      })),
    );
    window.dispatchEvent(new Event('online'));
    await waitFor(
      () => expect(screen.getByTestId('result-title')).toHaveTextContent('Checked in'),
      { timeout: 5000 },
    );
    expect(screen.getByTestId('result-card')).toHaveTextContent("Sent later: the server's answer");
    expect(await queuedScans()).toHaveLength(0);
    // The check-in the scan waited for is no conflict.
    expect(screen.queryByTestId('conflicts')).not.toBeInTheDocument();
  });
});

describe('undoing a check-in', () => {
  it('asks first, naming the person and the event, and then says it was undone', async () => {
    const undone: string[] = [];
    server.use(
      route('DELETE /check-in/:registrationId', ({ params, url }) => {
        undone.push(`${params.registrationId}@${url.searchParams.get('eventId')}`);
        checkedIn.delete(Number(params.registrationId));
        return { message: 'Check-in undone.' };
      }),
    );
    await openDesk();
    typeCode(ASHA_CODE);
    await waitFor(() => expect(screen.getByTestId('result-title')).toHaveTextContent('Checked in'));
    expect(count('count-checked-in')).toBe('1');

    // A tap asks; Cancel leaves the check-in alone.
    await userEvent.click(screen.getByRole('button', { name: 'Undo check-in' }));
    const ask = await screen.findByRole('dialog', { name: 'Undo check-in' });
    expect(ask).toHaveTextContent(
      'Undo the check-in of Asha Verified at Code Sprint? They count as not arrived until their pass is scanned again.',
    );
    // Undoing is the red button.
    expect(within(ask).getByRole('button', { name: 'Undo check-in' }).style.getPropertyValue('--button-bg')).toContain('--mantine-color-red-8');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(undone).toEqual([]);
    expect(screen.getByTestId('result-title')).toHaveTextContent('Checked in');

    await userEvent.click(screen.getByRole('button', { name: 'Undo check-in' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo check-in' }),
    );
    const said = await screen.findByTestId('desk-notice', undefined, { timeout: 5000 });
    expect(said).toHaveTextContent('Check-in undone for Asha Verified.');
    expect(said).toHaveAttribute('role', 'status');
    expect(undone).toEqual([`1@${EVENT.id}`]);
    expect(count('count-checked-in')).toBe('0');
    // The next pass goes to the code field, as a handheld scanner types it.
    expect(screen.getByRole('textbox', { name: /Pass code/ })).toHaveFocus();

    // The next scan's card takes the message's place.
    typeCode(ASHA_CODE);
    await waitFor(() => expect(screen.getByTestId('result-title')).toHaveTextContent('Checked in'));
    expect(screen.queryByTestId('desk-notice')).not.toBeInTheDocument();
  });
});

describe('check-in times', () => {
  /** 10:00 UTC on 4 March 2031: 3:30 pm in India, and not today. */
  const EARLIER_DAY = AT;
  const TIME_ONLY = /^\d{1,2}:\d{2} [ap]m$/;

  it('gives the date of a check-in made on another day, and only the time of one made today', async () => {
    const now = new Date().toISOString();
    verified = [asha, bala];
    server.use(
      route('GET /events/:id/attendance', () => ({
        registered: 2,
        checkedIn: 2,
        attendees: [
          { ...asha, checkedInAt: EARLIER_DAY },
          { ...bala, checkedInAt: now },
        ],
      })),
      route('POST /check-in', ({ body }) => ({
        ...CHECKED_IN(),
        result: 'already-checked-in' as const,
        checkedInAt: body.passCode === ASHA_CODE ? EARLIER_DAY : now,
      })),
    );
    await openDesk();
    const attendance = screen.getByRole('region', { name: 'Attendance' });
    const inAt = async (name: string) => {
      const row = (await within(attendance).findByText(name)).closest('tr')!;
      return within(row).getAllByRole('cell').at(-1)!.textContent;
    };
    expect(await inAt('Asha Verified')).toBe('4 Mar 2031, 3:30 pm');
    expect(await inAt('Bala Pending')).toMatch(TIME_ONLY);

    typeCode(ASHA_CODE);
    await waitFor(() =>
      expect(screen.getByTestId('result-title')).toHaveTextContent(
        'Already checked in at 4 Mar 2031, 3:30 pm by Devi Desk',
      ),
    );
    typeCode('PASS2'.padEnd(20, 'x'));
    await waitFor(() =>
      expect(screen.getByTestId('result-title').textContent).toMatch(
        /^Already checked in at \d{1,2}:\d{2} [ap]m by Devi Desk$/,
      ),
    );
  });
});

describe('the attendance of a team event', () => {
  const attendance = () => screen.getByRole('region', { name: 'Attendance' });

  it('names the team of each person who came', async () => {
    server.use(
      route('GET /events/:id/attendance', () => ({
        registered: 1,
        checkedIn: 1,
        attendees: [{ ...asha, teamName: 'Byte Busters', checkedInAt: AT }],
      })),
    );
    await openDesk();
    const table = await within(attendance()).findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Team' })).toBeInTheDocument();
    const row = within(table).getByText('Asha Verified').closest('tr')!;
    // Its own column on a wide screen; under the name on a phone.
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toContain('Byte Busters');
  });

  it('has no Team column for an individual event', async () => {
    server.use(route('GET /events', () => [{ ...EVENT, teamOrIndividual: 'Individual' }]));
    await openDesk();
    const table = await within(attendance()).findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Team' })).not.toBeInTheDocument();
  });
});
