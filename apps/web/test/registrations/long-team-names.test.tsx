import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AttendancePanel } from '../../src/features/check-in/components/attendance-panel';
import { EventRegistrations } from '../../src/features/registrations/components/event-registrations';
import { UpdateWinners } from '../../src/features/rounds/components/update-winners';
import { MyWaitlist } from '../../src/features/waitlist/components/my-waitlist';
import { EventWinners } from '../../src/features/winners/components/event-winners';
import { route, server, signedIn } from '../msw/api';
import { anEvent, aStudent, aWaitlistPlace } from '../msw/fixtures';
import { renderRoutes, renderWithProviders } from '../shell/render';

// QA on a phone: a team name of 60 letters without a space ran off the screen (or was clipped)
// wherever it showed. Each place lets it break anywhere instead.

// jsdom has no FontFaceSet; Mantine's autosize Textarea (in Update Winners) listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {} },
  });
}

const LONG = 'TheExtraordinarilyLongTeamNameWithoutAnySpacesAtAllForTesting'.slice(0, 60);
const staff = aStudent({ id: 1, role: 'admin', name: 'Admin', college: null });

beforeEach(() => {
  sessionStorage.setItem('user', JSON.stringify(staff));
  server.use(signedIn(staff));
});

const wraps = (element: HTMLElement) => expect(element).toHaveStyle({ overflowWrap: 'anywhere' });

describe('a long team name breaks anywhere', () => {
  it("in the event's winners", async () => {
    server.use(
      route('GET /events/:eventId/winners', () => [
        { position: 1, name: 'Arun Kumar', college: 'MIT', teamName: LONG },
      ]),
    );
    renderWithProviders(<EventWinners event={{ id: 1, rounds: [] }} />);
    wraps(await screen.findByText(`First: ${LONG}`));
  });

  it("in staff's list of an event's registrations, on a phone and wider", async () => {
    server.use(
      route('GET /events/:id', () => anEvent({ id: 1 })),
      route('GET /registrations/event/:eventId', () => [
        {
          registrationId: 1,
          userName: 'Arun Kumar',
          email: 'arun@example.com',
          college: 'MIT',
          teamName: LONG,
          isTeamLeader: true,
        },
      ]),
    );
    renderWithProviders(
      <MemoryRouter>
        <EventRegistrations eventId={1} symposium="Carteblanche" backPath="/admin" />
      </MemoryRouter>,
    );
    wraps(within(await screen.findByRole('table')).getByText(LONG));
    wraps(screen.getByText(`Team ${LONG}`));
  });

  it('in Update Winners', async () => {
    server.use(
      route('GET /events', () => [anEvent({ id: 7 })]),
      route('GET /events/:eventId/registrations', () => [
        {
          id: 1,
          userId: 11,
          name: 'Arun Kumar',
          email: 'arun@example.com',
          teamId: 3,
          teamName: LONG,
          round1: -1,
          round2: -1,
        },
      ]),
      route('GET /events/:eventId/winners', () => []),
      route('GET /events/:eventId/rounds/:roundNumber/notify-status', () => ({ notice: null })),
    );
    renderRoutes(
      [{ path: '/admin/update-winners', element: <UpdateWinners /> }],
      '/admin/update-winners?event=7&round=1',
    );
    const team = await screen.findByTestId('team-header');
    wraps(within(team).getByText(new RegExp(`^Team ${LONG}`)));
  });

  it("in My Events' waitlist", () => {
    renderWithProviders(
      <MemoryRouter>
        <MyWaitlist
          entries={[aWaitlistPlace({ teamId: 3, teamName: LONG })]}
          eventPath={() => '/events'}
        />
      </MemoryRouter>,
    );
    wraps(screen.getByText(new RegExp(`Team ${LONG}`)));
  });

  it('in the attendance list, where a phone shows the team under the name', async () => {
    server.use(
      route('GET /events/:id/attendance', () => ({
        registered: 1,
        checkedIn: 1,
        attendees: [
          {
            registrationId: 1,
            name: 'Arun Kumar',
            email: 'arun@example.com',
            college: 'MIT',
            teamName: LONG,
            checkedInAt: new Date().toISOString(),
          },
        ],
      })),
    );
    renderWithProviders(<AttendancePanel eventId={1} teamEvent version="1" />);
    const [underName] = await screen.findAllByText(LONG);
    wraps(underName!);
  });
});
