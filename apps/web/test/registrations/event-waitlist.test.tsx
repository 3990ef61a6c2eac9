import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatSiteDateTime, type EventRegistrationRow, type WaitlistEntry } from '@app/shared';
import { Component as EventRegistrationsPage } from '../../src/app/routes/event-registrations';
import { route, server, signedIn } from '../msw/api';
import { anEvent, aStudent, DAY, future } from '../msw/fixtures';
import { renderRoutes } from '../shell/render';

// The waitlist under View Event Registrations, as staff read it on a phone.

const organizer = aStudent({ id: 7, role: 'organizer', fullName: 'Org Anizer' });
const offeredUntil = future(DAY);
const waitlist: WaitlistEntry[] = [
  { userId: 21, name: 'Nila Varma', email: 'nila@example.com', position: 1, offeredUntil, teamName: null },
  { userId: 22, name: 'Omar Sheikh', email: 'omar@example.com', position: 2, offeredUntil: null, teamName: null },
];
const rows: EventRegistrationRow[] = [
  { registrationId: 501, userName: 'Asha Rao', email: 'asha@example.com', college: 'MIT', teamName: null, isTeamLeader: false },
];

beforeEach(() => {
  sessionStorage.setItem('user', JSON.stringify(organizer));
  server.use(
    signedIn(organizer),
    route('GET /events/:id', () => anEvent({ id: 41, eventName: 'Code Sprint', symposiumName: 'Enigma', capacity: 2, seatsLeft: 0 })),
    route('GET /registrations/event/:eventId', () => rows),
    route('GET /events/:id/waitlist', () => waitlist),
  );
});

describe('the waitlist on a phone', () => {
  it("lists each person with the whole 'Seat offered until {time}', free to wrap", async () => {
    renderRoutes(
      [{ path: '/organizer/events/registrations/:eventId', element: <EventRegistrationsPage /> }],
      '/organizer/events/registrations/41?symposium=Enigma',
    );
    const section = await screen.findByRole('region', { name: 'Waitlist (2)' }, { timeout: 8000 });
    // The phone's list (the table is for wider screens).
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const offer = within(items[0]!).getByText(`Seat offered until ${formatSiteDateTime(offeredUntil)}`);
    expect(offer).toHaveStyle({ whiteSpace: 'normal' });
    expect(within(items[0]!).getByText('nila@example.com')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Waiting')).toBeInTheDocument();
  });
});
