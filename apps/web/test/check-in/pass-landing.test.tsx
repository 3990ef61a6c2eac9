import type { PassView, SessionUser } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as PassLandingRoute } from '../../src/app/routes/pass-landing';
import { fail, offline, route, server, signedIn, withStatus } from '../msw/api';
import { aPassEvent, aPassView, aStudent } from '../msw/fixtures';
import { renderRoutes } from '../shell/render';

// `/check-in/{passCode}` opened by a phone's camera app: the desk is offered 'Check in' only at
// the events it acts on, as the check-in desk's event list is.

const CODE = 'PASSa2b3c4d5e6f7g8h9';
const event = aPassEvent;
const PASS = aPassView();
const OWN = { id: 7, eventName: 'Code Relay', symposiumName: 'Carteblanche' };
const ATTENDEE = {
  registrationId: 107,
  name: 'Asha Rao',
  email: 'asha@example.com',
  college: 'MIT',
  teamName: null,
};
const CHECKED_IN = {
  result: 'checked-in' as const,
  checkedInAt: '2031-03-04T10:00:00.000Z',
  checkedInBy: 'Olga',
  attendee: ATTENDEE,
  event: { id: 7, eventName: 'Code Relay' },
};
const PENDING = { ...event(7, 'Code Relay'), status: 'pending' as const, paymentId: 55 };
/** The server's answer to a check-in whose payment is not verified yet (the desk's 409). */
const awaitingVerification = () =>
  withStatus(409, {
    message: 'Payment awaiting verification.',
    paymentId: 55,
    payment: { id: 55, userId: 21, transactionId: 'UTR555', amount: 150 },
    attendee: ATTENDEE,
  });

function open(user: SessionUser, pass: PassView = PASS) {
  sessionStorage.setItem('user', JSON.stringify(user));
  server.use(
    signedIn(user),
    route('GET /passes/:passCode', () => pass),
  );
  return renderRoutes(
    [{ path: '/check-in/:passCode', Component: PassLandingRoute }],
    `/check-in/${CODE}`,
  );
}

/** The events offered, by their 'Check in' cards. */
async function offered() {
  await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
  return screen.queryAllByText(/^(Code Relay|Paper Talk)$/).map((n) => n.textContent);
}

describe('the pass landing page', () => {
  it('offers a coordinator only their own events, and checks in at one', async () => {
    const checkedIn: number[] = [];
    server.use(
      route('GET /me/events', () => ({ all: false, events: [OWN] })),
      route('POST /check-in', ({ body }) => {
        checkedIn.push(body.eventId);
        return CHECKED_IN;
      }),
    );
    open(aStudent({ id: 3, role: 'organizer', name: 'Olga' }));
    expect(await offered()).toEqual(['Code Relay']);
    expect(screen.getAllByRole('button', { name: 'Check in' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(checkedIn).toEqual([7]));
  });

  it('holds a volunteer to their assigned events too', async () => {
    server.use(route('GET /me/events', () => ({ all: false, events: [OWN] })));
    open(aStudent({ id: 4, role: 'volunteer', name: 'Vel' }));
    expect(await offered()).toEqual(['Code Relay']);
  });

  it("says so when the holder has none of the coordinator's events", async () => {
    server.use(
      route('GET /me/events', () => ({
        all: false,
        events: [{ id: 9, eventName: 'Quiz', symposiumName: 'Carteblanche' }],
      })),
    );
    open(aStudent({ id: 3, role: 'organizer', name: 'Olga' }));
    expect(await offered()).toEqual([]);
    expect(screen.getByText('No registration for your events.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it("says so when the server lists none of the coordinator's events, not that the holder has none at all", async () => {
    // The server leaves out other coordinators' events: the holder's registrations elsewhere in
    // the symposium are not this coordinator's to see.
    server.use(route('GET /me/events', () => ({ all: false, events: [OWN] })));
    open(aStudent({ id: 3, role: 'organizer', name: 'Olga' }), { ...PASS, events: [] });
    expect(await offered()).toEqual([]);
    expect(screen.getByText('No registration for your events.')).toBeInTheDocument();
    expect(screen.queryByText('No registration for Carteblanche.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('shows a coordinator nothing of a holder with none of their events but the name', async () => {
    // The server then leaves out the email, college and symposium, as it does for anyone else.
    server.use(route('GET /me/events', () => ({ all: false, events: [OWN] })));
    open(aStudent({ id: 3, role: 'organizer', name: 'Olga' }), {
      name: PASS.name,
      message: PASS.message,
      events: [],
    });
    expect(await offered()).toEqual([]);
    expect(screen.getByText('No registration for your events.')).toBeInTheDocument();
    // No line of empty details (' ·  · ') under the name.
    expect(screen.queryByText(/·/)).toBeNull();
  });

  it('tells a volunteer the same when the server lists none of their events', async () => {
    server.use(route('GET /me/events', () => ({ all: false, events: [OWN] })));
    open(aStudent({ id: 4, role: 'volunteer', name: 'Vel' }), { ...PASS, events: [] });
    expect(await offered()).toEqual([]);
    expect(screen.getByText('No registration for your events.')).toBeInTheDocument();
  });

  it('tells the admin the holder has no registration in the symposium', async () => {
    server.use(route('GET /me/events', () => ({ all: true, events: [] })));
    open(aStudent({ id: 1, role: 'admin', name: 'Admin' }), { ...PASS, events: [] });
    expect(await offered()).toEqual([]);
    expect(screen.getByText('No registration for Carteblanche.')).toBeInTheDocument();
  });

  it('keeps the whole Check in button beside a long event name, and offers none where the holder is in', async () => {
    const long = 'Paper Presentation: Systems for Bharat';
    server.use(route('GET /me/events', () => ({ all: true, events: [] })));
    open(aStudent({ id: 1, role: 'admin', name: 'Admin' }), {
      ...PASS,
      events: [
        event(7, long),
        { ...event(8, 'Paper Talk'), checkedInAt: '2031-03-04T12:15:00.000Z', checkedInBy: null },
      ],
    });
    await offered();
    const card = (name: string) =>
      screen.getByText(name).closest<HTMLElement>('.mantine-Card-root')!;
    // On a 390 px phone the name wraps; the button must not shrink and cut its label to 'Check'.
    const button = within(card(long)).getByRole('button', { name: 'Check in' });
    expect(button).toHaveStyle({ flexShrink: '0' });
    expect(screen.getByText(long)).toHaveStyle({ overflowWrap: 'anywhere' });
    // So does a long email under the holder's name, rather than widen the page.
    expect(screen.getByTestId('pass-holder')).toHaveStyle({ overflowWrap: 'anywhere' });
    // Already in: the server would only answer 'Already checked in'.
    // Not today: the date too, or a check-in of an earlier day would read as today's. Who checked
    // them in is not known here (their account is gone): no 'by …'.
    expect(
      within(card('Paper Talk')).getByText('Already checked in at 4 Mar 2031, 5:45 pm'),
    ).toBeInTheDocument();
    expect(within(card('Paper Talk')).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Check in' })).toHaveLength(1);
  });

  it('shows the desk at once that the holder is in at an event, when and by whom, with no Check in there', async () => {
    server.use(route('GET /me/events', () => ({ all: true, events: [] })));
    const inAt = new Date(Date.now() - 60_000).toISOString();
    open(aStudent({ id: 3, role: 'organizer', name: 'Olga' }), {
      ...PASS,
      events: [
        event(7, 'Code Relay'),
        { ...event(8, 'Paper Talk'), checkedInAt: inAt, checkedInBy: 'Devi Desk' },
      ],
    });
    await offered();
    const card = (name: string) =>
      screen.getByText(name).closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(card('Paper Talk')).getByTestId('checked-in-badge')).toHaveTextContent(
      /^Already checked in at \d{1,2}:\d{2} [ap]m by Devi Desk$/,
    );
    expect(within(card('Paper Talk')).queryByRole('button', { name: 'Check in' })).toBeNull();
    // The event they are not in yet keeps its button, and says nothing of a check-in.
    expect(within(card('Code Relay')).getByText('Not in yet')).toBeInTheDocument();
    expect(
      within(card('Code Relay')).getByRole('button', { name: 'Check in' }),
    ).toBeInTheDocument();
  });

  it('offers every event to the admin and to an organizer assigned to none', async () => {
    server.use(route('GET /me/events', () => ({ all: true, events: [] })));
    open(aStudent({ id: 1, role: 'admin', name: 'Admin' }));
    expect(await offered()).toEqual(['Code Relay', 'Paper Talk']);
    expect(screen.getAllByRole('button', { name: 'Check in' })).toHaveLength(2);
  });

  it('lets staff verify a payment awaiting verification and check the holder in, as at the desk', async () => {
    let verified: unknown = null;
    server.use(
      route('GET /me/events', () => ({ all: true, events: [] })),
      route('POST /check-in', () => (verified ? CHECKED_IN : awaitingVerification())),
      route('POST /verification', ({ body }) => {
        verified = body;
        return { message: 'User verified successfully!' };
      }),
    );
    open(aStudent({ id: 3, role: 'organizer', name: 'Olga' }), { ...PASS, events: [PENDING] });
    await offered();
    // On a 390 px phone the badge's words wrap instead of ending in 'VERIFI…'.
    expect(screen.getByText('Payment awaiting verification')).toHaveStyle({ whiteSpace: 'normal' });
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(/Transaction UTR555/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify and check in' }));
    await waitFor(() => expect(screen.getByTestId('result-title')).toHaveTextContent('Checked in'));
    expect(verified).toEqual({ userId: 21, eventId: 7, paymentId: 55, verified: true, from: 'pending' });
  });

  it('shows a volunteer the payment awaiting verification without offering to verify it', async () => {
    server.use(
      route('GET /me/events', () => ({ all: false, events: [OWN] })),
      route('POST /check-in', () => awaitingVerification()),
    );
    open(aStudent({ id: 4, role: 'volunteer', name: 'Vel' }), { ...PASS, events: [PENDING] });
    await offered();
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(/Transaction UTR555/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify and check in' })).toBeNull();
  });

  it('tells a failing server from no connection, and answers neither from a roster', async () => {
    let down = true;
    server.use(
      route('GET /me/events', () => ({ all: true, events: [] })),
      route('POST /check-in', () => (down ? offline() : fail(500, 'Internal error'))),
    );
    open(aStudent({ id: 1, role: 'admin', name: 'Admin' }));
    await offered();
    await userEvent.click(screen.getAllByRole('button', { name: 'Check in' })[0]!);
    const title = await screen.findByTestId('result-title');
    expect(title).toHaveTextContent('No connection');
    down = false;
    await userEvent.click(screen.getAllByRole('button', { name: 'Check in' })[0]!);
    await waitFor(() => expect(title).toHaveTextContent('Server not answering'));
    // This page keeps no roster: neither card may claim an answer from one.
    expect(screen.queryByText(/Answered .*from the roster/)).not.toBeInTheDocument();
  });

  it('shows anyone else only whose pass it is, without asking for their events', async () => {
    let asked = 0;
    sessionStorage.setItem('user', JSON.stringify(aStudent()));
    server.use(
      signedIn(aStudent()),
      route('GET /passes/:passCode', () => ({ name: PASS.name, message: PASS.message })),
      route('GET /me/events', () => {
        asked += 1;
        return { all: false, events: [] };
      }),
    );
    renderRoutes(
      [{ path: '/check-in/:passCode', Component: PassLandingRoute }],
      `/check-in/${CODE}`,
    );
    expect(await screen.findByTestId('pass-message')).toHaveTextContent(PASS.message);
    // A student may not call it (403); only the desk asks which events are its own.
    expect(asked).toBe(0);
  });
});
