import 'fake-indexeddb/auto';
import type { Attendee, Roster } from '@app/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CheckInDesk } from '../../src/features/check-in/components/check-in-desk';
import { fail, route, server, withStatus } from '../msw/api';
import { anEvent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

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

beforeEach(() => {
  verified = [asha];
  checkedIn = new Set();
  localStorage.setItem('check-in-desk:event', String(EVENT.id));
  server.use(
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

const count = (id: 'count-checked-in' | 'count-registered') => screen.getByTestId(id).textContent;

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
});
