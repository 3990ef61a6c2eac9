import 'fake-indexeddb/auto';
import type { Attendee } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CheckInDesk } from '../../src/features/check-in/components/check-in-desk';
import { dropScan, queuedScans, queueScan } from '../../src/features/check-in/lib/offline-store';
import { offline, route, server, signedIn } from '../msw/api';
import { anEvent, aStudent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// A scan made with no roster on the phone, sent later: the server says the holder was already in.
// When it cannot say who checked them in (a staff account removed since), the conflict leaves
// 'by …' out, as the desk's cards do, instead of 'by someone'.

const EVENT = anEvent({ id: 7, eventName: 'Code Sprint', symposiumName: 'Carteblanche' });
const AT = '2031-03-04T10:00:00.000Z';
const DEVI = aStudent({ id: 31, role: 'organizer', name: 'Devi Desk' });
const ASHA: Attendee = {
  registrationId: 1,
  name: 'Asha Verified',
  email: 'asha@example.com',
  college: 'Anna University',
  teamName: null,
};

function alreadyIn(by: string | null) {
  server.use(
    route('POST /check-in', () => ({
      result: 'already-checked-in' as const,
      checkedInAt: AT,
      checkedInBy: by,
      attendee: ASHA,
      event: { id: EVENT.id, eventName: EVENT.eventName },
    })),
  );
}

beforeEach(async () => {
  for (const scan of await queuedScans()) await dropScan(scan.scanId);
  await queueScan({
    scanId: 'scan-without-roster',
    eventId: EVENT.id,
    passCode: 'PASS1'.padEnd(20, 'x'),
    scannedAt: AT,
    localResult: 'no-roster',
    name: null,
    staffId: DEVI.id,
  });
  localStorage.setItem('check-in-desk:event', String(EVENT.id));
  sessionStorage.setItem('user', JSON.stringify(DEVI));
  server.use(
    signedIn(DEVI),
    route('GET /events', () => [EVENT]),
    route('GET /events/:id/check-in-roster', () => offline()),
    route('GET /events/:id/attendance', () => ({ registered: 1, checkedIn: 1, attendees: [] })),
  );
});

async function conflictLine() {
  renderWithProviders(<CheckInDesk startUrl="/organizer/check-in" canVerify />);
  const conflicts = await screen.findByTestId('conflicts', undefined, { timeout: 5000 });
  return within(conflicts).getByText(/^Asha Verified:/).textContent;
}

describe('a conflict found when a scan made without the roster is sent', () => {
  it('leaves out who checked the holder in when the server does not know', async () => {
    alreadyIn(null);
    const line = await conflictLine();
    expect(line).toMatch(/^Asha Verified: already checked in at .+ before this scan\.$/);
    expect(line).not.toMatch(/\bby\b/);
  });

  it('names who checked the holder in when the server knows', async () => {
    alreadyIn('Ravi Door');
    expect(await conflictLine()).toMatch(
      /^Asha Verified: already checked in at .+ by Ravi Door before this scan\.$/,
    );
  });
});
