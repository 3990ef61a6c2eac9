import { EVENT_DAY_MSG, type SessionUser } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as PassLandingRoute } from '../../src/app/routes/pass-landing';
import { fail, route, server, signedIn } from '../msw/api';
import { aStudent } from '../msw/fixtures';
import { renderRoutes } from '../shell/render';

// `/check-in/{code}` opened with a code no pass has: whoever is signed in, the page asks the
// server once and then keeps saying 'Unknown pass.'.

const CODE = 'NoSuchPassForThisTest';

async function openUnknown(
  user: SessionUser | null,
  answer = fail(404, EVENT_DAY_MSG.unknownPass),
) {
  if (user) sessionStorage.setItem('user', JSON.stringify(user));
  let asked = 0;
  server.use(
    signedIn(user),
    route('GET /me/events', () => ({ all: true, events: [] })),
    route('GET /passes/:passCode', () => {
      asked += 1;
      return answer;
    }),
  );
  renderRoutes([{ path: '/check-in/:passCode', Component: PassLandingRoute }], `/check-in/${CODE}`);
  await waitFor(() => expect(asked).toBeGreaterThan(0));
  // Long enough for a page that asks again on each answer to have asked many times.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return asked;
}

describe('the pass page for an unknown code', () => {
  it.each<[string, SessionUser | null]>([
    ['a student', aStudent({ id: 5, name: 'Arun' })],
    ['staff', aStudent({ id: 2, role: 'admin', name: 'Ada' })],
    ['a volunteer', aStudent({ id: 4, role: 'volunteer', name: 'Vel' })],
    ['a visitor', null],
  ])('asks once and keeps saying so to %s', async (_, user) => {
    expect(await openUnknown(user)).toBe(1);
    expect(screen.getByText(EVENT_DAY_MSG.unknownPass)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Entry pass' })).toBeInTheDocument();
  });

  it('asks once for a code too long to be a pass (400) too', async () => {
    const student = aStudent({ id: 5, name: 'Arun' });
    expect(await openUnknown(student, fail(400, EVENT_DAY_MSG.unknownPass))).toBe(1);
    expect(screen.getByText(EVENT_DAY_MSG.unknownPass)).toBeInTheDocument();
  });
});
