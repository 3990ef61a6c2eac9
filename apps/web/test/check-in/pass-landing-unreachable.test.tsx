import { EVENT_DAY_MSG, MSG, type PassView, type SessionUser } from '@app/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as PassLandingRoute } from '../../src/app/routes/pass-landing';
import { fail, offline, route, server, signedIn } from '../msw/api';
import { aPassEvent, aPassView, aStudent } from '../msw/fixtures';
import { renderRoutes } from '../shell/render';

// `/check-in/{code}` opened at the door with a poor signal: a call that never reached the server,
// or a server that failed, is not an unknown pass. The page says what happened, asks once, and
// 'Try again' asks once more.

const CODE = 'PASSa2b3c4d5e6f7g8h9';
// The desk's view of Asha's pass, verified for Code Relay only.
const PASS = aPassView({ events: [aPassEvent(7, 'Code Relay')] });
const VISITOR_VIEW: PassView = { name: PASS.name, message: PASS.message };

const STUDENT = aStudent({ id: 5, name: 'Arun' });
const ADMIN = aStudent({ id: 1, role: 'admin', name: 'Ada' });
const VOLUNTEER = aStudent({ id: 4, role: 'volunteer', name: 'Vel' });

type Failure = 'no connection' | 'a server error';
const failing = (how: Failure) =>
  how === 'no connection' ? offline() : fail(500, 'Internal error');

/** Opens the page; the first call for the pass fails as `how` says, later ones get `pass`. */
function open(user: SessionUser | null, how: Failure, pass: PassView) {
  return openWith(user, (call) => (call === 1 ? failing(how) : pass));
}

function openWith(
  user: SessionUser | null,
  answer: (call: number) => ReturnType<typeof failing> | PassView,
) {
  if (user) sessionStorage.setItem('user', JSON.stringify(user));
  const asked = { pass: 0 };
  server.use(
    signedIn(user),
    route('GET /me/events', () => ({ all: true, events: [] })),
    route('GET /passes/:passCode', () => {
      asked.pass += 1;
      return answer(asked.pass);
    }),
  );
  renderRoutes([{ path: '/check-in/:passCode', Component: PassLandingRoute }], `/check-in/${CODE}`);
  return asked;
}

/** Waits long enough for a page that asks again by itself to have done so. */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the pass page when the pass could not be asked about', () => {
  it.each<[Failure, string]>([
    ['no connection', MSG.networkError],
    ['a server error', MSG.serverError],
  ])(
    'tells a visitor of %s, not of an unknown pass, and Try again shows the pass',
    async (how, words) => {
      const asked = open(null, how, VISITOR_VIEW);
      expect(await screen.findByText(words)).toBeInTheDocument();
      expect(screen.queryByText(/unknown pass/i)).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'Entry pass' })).toBeInTheDocument();
      // Only the desk has somewhere else to go.
      expect(screen.queryByText(/check-in desk/)).toBeNull();
      await aWhile();
      expect(asked.pass).toBe(1);

      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByTestId('pass-message')).toHaveTextContent(PASS.message);
      expect(screen.queryByText(words)).toBeNull();
      await aWhile();
      expect(asked.pass).toBe(2);
    },
  );

  it('tells a signed-in student the same', async () => {
    const asked = open(STUDENT, 'no connection', VISITOR_VIEW);
    expect(await screen.findByText(MSG.networkError)).toBeInTheDocument();
    expect(screen.queryByText(/unknown pass/i)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('pass-message')).toHaveTextContent(PASS.message);
    expect(asked.pass).toBe(2);
  });

  it.each<[Failure, string, RegExp]>([
    [
      'no connection',
      MSG.networkError,
      /^Use the check-in desk: it answers offline from the roster\.$/,
    ],
    [
      'a server error',
      MSG.serverError,
      /^Try again in a moment, or use the check-in desk: it answers from the roster\.$/,
    ],
  ])(
    'points staff to the check-in desk on %s, and Try again offers Check in',
    async (how, words, hint) => {
      const asked = open(ADMIN, how, PASS);
      expect(await screen.findByText(words)).toBeInTheDocument();
      expect(screen.getByTestId('desk-hint')).toHaveTextContent(hint);
      expect(screen.queryByText(/unknown pass/i)).toBeNull();
      await aWhile();
      expect(asked.pass).toBe(1);

      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Asha Rao' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Check in' })).toBeInTheDocument();
      expect(screen.queryByTestId('desk-hint')).toBeNull();
      await aWhile();
      expect(asked.pass).toBe(2);
    },
  );

  it("asks a volunteer's events again too when they could not be loaded, then shows only theirs", async () => {
    sessionStorage.setItem('user', JSON.stringify(VOLUNTEER));
    const asked = { events: 0, pass: 0 };
    server.use(
      signedIn(VOLUNTEER),
      route('GET /me/events', () => {
        asked.events += 1;
        return asked.events === 1
          ? offline()
          : {
              all: false,
              events: [{ id: 7, eventName: 'Code Relay', symposiumName: 'Carteblanche' }],
            };
      }),
      route('GET /passes/:passCode', () => {
        asked.pass += 1;
        // Code Relay and Paper Talk: the volunteer is assigned to Code Relay only.
        return aPassView();
      }),
    );
    renderRoutes(
      [{ path: '/check-in/:passCode', Component: PassLandingRoute }],
      `/check-in/${CODE}`,
    );
    expect(await screen.findByText(MSG.networkError)).toBeInTheDocument();
    expect(screen.getByTestId('desk-hint')).toHaveTextContent('Use the check-in desk');
    expect(screen.queryByText(/unknown pass/i)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    // Not 'No registration for your events.': the volunteer's own event, and only it.
    expect(screen.getByText('Code Relay')).toBeInTheDocument();
    expect(screen.queryByText('Paper Talk')).toBeNull();
    await aWhile();
    expect(asked).toEqual({ events: 2, pass: 1 });
  });

  // The server's own words: a code no pass has, one with bad percent-encoding, one too long.
  it.each<[number, string]>([
    [404, EVENT_DAY_MSG.unknownPass],
    [400, 'The address is not valid.'],
    [414, 'The address is too long.'],
  ])(
    "says 'Unknown pass.' once for the server's %i, with no Try again",
    async (status, message) => {
      openWith(ADMIN, () => fail(status, message));
      expect(await screen.findByText(EVENT_DAY_MSG.unknownPass)).toBeInTheDocument();
      // Said once: no title repeating the words above them.
      expect(screen.getAllByText(/unknown pass/i)).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(screen.queryByTestId('desk-hint')).toBeNull();
    },
  );
});
