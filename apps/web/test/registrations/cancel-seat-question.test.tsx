import type { Event, EventRegistrationRow, UserRegistration } from '@app/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { EnrolledEvents } from '../../src/features/registrations/components/enrolled-events';
import { EventRegistrations } from '../../src/features/registrations/components/event-registrations';
import { route, server, signedIn } from '../msw/api';
import { DAY, anEvent, aStudent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';
import { enrolment, serveMyEvents } from './my-events-data';

// The question before cancelling says the seat goes to the next person waiting only where someone
// can be waiting: an event with a seat limit and no seat left (a free seat is offered to the first
// in line at once, so while seats are left nobody waits), and never on an event without a limit.

const WAITING = 'goes to the next person waiting';
const student = aStudent();

/** A free event with open registration and the given seats. */
const freeEvent = (id: number, eventName: string, seats: Pick<Event, 'capacity' | 'seatsLeft'>) =>
  anEvent({ id, eventName, registrationFees: 0, teamOrIndividual: 'Individual', ...seats });

const UNLIMITED = { capacity: null, seatsLeft: null };
const SEATS_LEFT = { capacity: 30, seatsLeft: 4 };
const FULL = { capacity: 30, seatsLeft: 0 };

let registrations: UserRegistration[];

beforeEach(() => {
  registrations = [];
  serveMyEvents(student, () => registrations);
});

/** Opens My Events, presses the cancel button of `eventName`'s card and reads the question. */
async function questionOnMyEvents(eventName: string) {
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter>
      <EnrolledEvents eventsPath={() => '/events'} />
    </MemoryRouter>,
  );
  const card = await screen.findByRole('article', { name: eventName });
  await user.click(within(card).getByRole('button', { name: 'Cancel registration' }));
  return (await screen.findByRole('dialog', { name: 'Cancel registration' })).textContent;
}

describe('My Events: the question before a student cancels', () => {
  it('says the seat goes to the next person waiting for a full event', async () => {
    registrations = [enrolment(freeEvent(1, 'Bug Hunt', FULL))];
    const question = await questionOnMyEvents('Bug Hunt');
    expect(question).toContain(
      'Cancel your registration for Bug Hunt? Your seat goes to the next person waiting.',
    );
  });

  it('does not say it for an event with no seat limit', async () => {
    registrations = [enrolment(freeEvent(2, 'Quiz Night', UNLIMITED))];
    const question = await questionOnMyEvents('Quiz Night');
    expect(question).toContain('Cancel your registration for Quiz Night?');
    expect(question).not.toContain(WAITING);
  });

  it('does not say it for an event with seats left, where nobody is waiting', async () => {
    registrations = [enrolment(freeEvent(3, 'Code Golf', SEATS_LEFT))];
    const question = await questionOnMyEvents('Code Golf');
    expect(question).toContain('Cancel your registration for Code Golf?');
    expect(question).not.toContain(WAITING);
  });

  it("says it to a team's leader only where someone can be waiting", async () => {
    const team = { teamName: 'Byte Bandits', isLeader: true };
    registrations = [
      enrolment({ ...freeEvent(4, 'Relay', UNLIMITED), teamOrIndividual: 'Team' }, team),
    ];
    const unlimited = await questionOnMyEvents('Relay');
    expect(unlimited).toContain(
      "Cancel team Byte Bandits's registration for Relay? Every member's registration goes and each member is told by mail.",
    );
    expect(unlimited).not.toContain(WAITING);
  });

  it("says it to a team's leader of a full event", async () => {
    const team = { teamName: 'Byte Bandits', isLeader: true };
    registrations = [enrolment({ ...freeEvent(5, 'Relay', FULL), teamOrIndividual: 'Team' }, team)];
    expect(await questionOnMyEvents('Relay')).toContain(
      'each member is told by mail; the seat goes to the next person waiting.',
    );
  });
});

describe('View Event Registrations: the question before staff cancel', () => {
  const organizer = aStudent({ id: 9, role: 'organizer' });
  const row: EventRegistrationRow = {
    registrationId: 501,
    userName: 'Asha Rao',
    email: 'asha@example.com',
    college: 'MIT',
    teamName: null,
    isTeamLeader: false,
  };

  async function questionOnList(event: Event) {
    sessionStorage.setItem('user', JSON.stringify(organizer));
    server.use(
      signedIn(organizer),
      route('GET /events/:id', () => event),
      route('GET /registrations/event/:eventId', () => [row]),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <EventRegistrations
          eventId={event.id}
          symposium={event.symposiumName}
          backPath="/organizer"
        />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: "Cancel Asha Rao's registration" }));
    return (await screen.findByRole('dialog', { name: 'Cancel registration' })).textContent;
  }

  it('does not say it for an event with no seat limit', async () => {
    const question = await questionOnList(freeEvent(41, 'Code Sprint', UNLIMITED));
    expect(question).toContain(
      "Cancel Asha Rao's registration for Code Sprint? Their round results go with it and a paid fee is not refunded by the site.",
    );
    expect(question).not.toContain(WAITING);
  });

  it('says it for a full event', async () => {
    const question = await questionOnList(freeEvent(42, 'Code Sprint', FULL));
    expect(question).toContain(
      'Their round results go with it, the seat goes to the next person waiting, and a paid fee is not refunded by the site.',
    );
  });

  it('does not say it for a full event after the registration deadline', async () => {
    const closed = await questionOnList({
      ...freeEvent(43, 'Code Sprint', FULL),
      lastDateForRegistration: new Date(Date.now() - DAY).toISOString(),
    });
    expect(closed).not.toContain(WAITING);
  });

  it('does not say it for a full event whose first round has begun', async () => {
    const event = freeEvent(44, 'Code Sprint', FULL);
    const begun = await questionOnList({
      ...event,
      rounds: [{ ...event.rounds[0]!, roundDateTime: new Date(Date.now() - 60_000).toISOString() }],
    });
    expect(begun).not.toContain(WAITING);
  });
});
