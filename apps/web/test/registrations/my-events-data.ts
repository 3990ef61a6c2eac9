import type { Event, SessionUser, UserRegistration } from '@app/shared';
import { route, server, signedIn } from '../msw/api';

// My Events in tests: a signed-in student and the registrations the page lists.

/** A verified registration for `event` with no rounds, a team's when `team` is given. */
export const enrolment = (
  event: Event,
  team: UserRegistration['team'] = null,
): UserRegistration => ({
  id: event.id + 1000,
  status: 'verified',
  event,
  rounds: [],
  team,
});

/** Signs `student` in; My Events then lists what `registrations()` returns when it asks. */
export function serveMyEvents(student: SessionUser, registrations: () => UserRegistration[]) {
  sessionStorage.setItem('user', JSON.stringify(student));
  server.use(
    signedIn(student),
    route('GET /registrations/user/:userId', () => ({
      registrations: registrations(),
      pendingPayments: [],
    })),
  );
}
