import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser, UserRegistration, UserRegistrationsResponse } from '@app/shared';
import { MemoryRouter } from 'react-router';
import { EnrolledEventCard } from '../../src/features/registrations/components/enrolled-event-card';
import { EnrolledEvents } from '../../src/features/registrations/components/enrolled-events';
import { fail, route, server } from '../msw/api';
import { renderWithProviders } from '../shell/render';
import { anEvent, aStudent } from '../msw/fixtures';

const now = new Date('2030-03-10T12:00:00Z');
const past = '2030-03-01T10:00:00Z';
const future = '2030-03-20T10:00:00Z';

function registration(
  id: number,
  rounds: { status: number; roundDateTime: string | null }[],
): UserRegistration {
  return {
    id,
    status: 'verified',
    event: anEvent({
      id: 100 + id,
      eventName: `Event ${id}`,
      eventDescription: 'x'.repeat(150),
      numberOfRounds: rounds.length,
      teamOrIndividual: 'Individual',
      location: 'Lab',
      registrationFees: 0,
      lastDateForRegistration: past,
      symposiumName: 'Enigma',
      rounds: rounds.map((r, i) => ({
        roundNumber: i + 1,
        roundDetails: `Round ${i + 1}`,
        roundDateTime: r.roundDateTime,
      })),
    }),
    rounds: rounds.map((r, i) => ({
      roundNumber: i + 1,
      roundDetails: `Round ${i + 1}`,
      roundDateTime: r.roundDateTime,
      status: r.status,
    })),
  };
}

function wrap(children: React.ReactNode) {
  return renderWithProviders(
    <>
    <MemoryRouter>{children}</MemoryRouter>
    </>,
  );
}

const student = aStudent();
let me: SessionUser | null;
let data: UserRegistrationsResponse;

beforeEach(() => {
  me = student;
  data = { registrations: [], pendingPayments: [] };
  server.use(
    route('GET /auth/me', () => (me ? { user: me } : fail(401, 'You need to be logged in.'))),
    route('GET /registrations/user/:userId', ({ params }) => (Number(params.userId) === student.id ? data : fail(403, 'Forbidden.'))),
  );
});

describe('enrolled event card', () => {
  it('labels each round and turns red when a round was lost', () => {
    wrap(
      <EnrolledEventCard
        now={now}
        eventsPath="/events?symposium=Enigma"
        registration={registration(1, [
          { status: 1, roundDateTime: past },
          { status: 0, roundDateTime: past },
          { status: -1, roundDateTime: future },
        ])}
      />,
    );
    const card = screen.getByRole('article', { name: 'Event 1' });
    const labels = within(card)
      .getAllByTestId('round-label')
      .map((n) => n.textContent);
    expect(labels).toEqual(['Selected', 'Not selected for next round', 'Not applicable']);
    expect(card).toHaveAttribute('data-highlight', 'red');
    expect(card.style.borderColor).toContain('red');
    expect(within(card).getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Event Details' })).toHaveAttribute(
      'href',
      '/events?symposium=Enigma',
    );
  });

  it('turns yellow when a round date passed without a result, and stays neutral otherwise', () => {
    wrap(
      <>
        <EnrolledEventCard
          now={now}
          eventsPath="/events"
          registration={registration(2, [{ status: -1, roundDateTime: past }])}
        />
        <EnrolledEventCard
          now={now}
          eventsPath="/events"
          registration={registration(3, [
            { status: 1, roundDateTime: past },
            { status: -1, roundDateTime: future },
          ])}
        />
      </>,
    );
    const missed = screen.getByRole('article', { name: 'Event 2' });
    expect(within(missed).getByTestId('round-label')).toHaveTextContent('Not attended the event');
    expect(missed).toHaveAttribute('data-highlight', 'yellow');
    expect(missed.style.borderColor).toContain('yellow');
    expect(screen.getByRole('article', { name: 'Event 3' })).toHaveAttribute(
      'data-highlight',
      'none',
    );
  });
});

describe('cancelling a team registration', () => {
  const teamRegistration = (isLeader: boolean): UserRegistration => {
    const r = registration(5, []);
    return {
      ...r,
      event: { ...r.event, teamOrIndividual: 'Team', lastDateForRegistration: future },
      team: { teamName: 'Byte Bandits', isLeader },
    };
  };

  it('tells the leader the whole team is cancelled', async () => {
    wrap(<EnrolledEventCard now={now} eventsPath="/events" registration={teamRegistration(true)} />);
    const card = screen.getByRole('article', { name: 'Event 5' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel registration' });
    expect(dialog).toHaveTextContent(
      "Cancel team Byte Bandits's registration for Event 5? Every member's registration goes",
    );
  });

  it('offers a member who is not the leader no cancel button, only who can', () => {
    wrap(<EnrolledEventCard now={now} eventsPath="/events" registration={teamRegistration(false)} />);
    const card = screen.getByRole('article', { name: 'Event 5' });
    expect(within(card).queryByRole('button', { name: 'Cancel registration' })).toBeNull();
    expect(
      within(card).getByText("Only your team leader can cancel the team's registration."),
    ).toBeInTheDocument();
  });
});

describe('My Enrolled Events page', () => {
  it('asks a visitor to log in', async () => {
    me = null;
    wrap(<EnrolledEvents eventsPath={() => '/events'} />);
    expect(await screen.findByText('Please Log In')).toBeInTheDocument();
    expect(
      screen.getByText('You need to be logged in to view your enrolled events.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('says so when nothing is enrolled, and lists a payment awaiting verification apart', async () => {
    sessionStorage.setItem('user', JSON.stringify(student));
    data = {
      registrations: [],
      pendingPayments: [
        {
          id: 4,
          transactionId: 'UTR777',
          amount: 150,
          status: 'pending',
          reason: null,
          createdAt: past,
          events: [{ eventId: 9, eventName: 'Code Relay' }],
        },
      ],
    };
    wrap(<EnrolledEvents eventsPath={() => '/events'} />);
    expect(
      await screen.findByText(
        'You have not enrolled in any events yet, or none of your registrations have been verified.',
      ),
    ).toBeInTheDocument();
    const awaiting = screen.getByRole('region', { name: 'Awaiting verification' });
    expect(within(awaiting).getByText('Code Relay')).toBeInTheDocument();
    expect(within(awaiting).getByText(/UTR777/)).toBeInTheDocument();
  });
});
