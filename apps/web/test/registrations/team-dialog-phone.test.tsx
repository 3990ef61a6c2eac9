import type { MyTeam } from '@app/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MySeats } from '../../src/app/compose/my-seats';
import { Component as EventsRoute } from '../../src/app/routes/events';
import { route, server, signedIn } from '../msw/api';
import { anEvent, aStudent, aTeam } from '../msw/fixtures';
import { renderRoutes } from '../shell/render';

// QA on a phone: a team name of 60 letters without a space made the team dialog wider than the
// screen (its close button off screen) and cut the card's team link, count and all; and Back with
// the team dialog open left the page, where the event's own dialog closes.

const student = aStudent();
/** 60 letters without a space, the longest a team name may be. */
const LONG = 'TheExtraordinarilyLongTeamNameWithoutAnySpacesAtAllForTesting'.slice(0, 60);

let team: MyTeam;

beforeEach(() => {
  sessionStorage.setItem('user', JSON.stringify(student));
  team = aTeam(student);
  server.use(
    signedIn(student),
    route('GET /events', () => [anEvent({ id: 1, teamOrIndividual: 'Team' })]),
    route('GET /symposium/status', () => [
      { symposiumName: 'Enigma', isOpen: 0, startDate: null },
      { symposiumName: 'Carteblanche', isOpen: 1, startDate: '2026-02-01' },
    ]),
    route('GET /waitlist/mine', () => []),
    route('GET /teams/mine', () => [team]),
    route('GET /registrations/by-email/:email', () => ({ eventIds: [] })),
    route('GET /cart/:userId', () => []),
    route('GET /events/:eventId/winners', () => []),
  );
});

/** The events page, reached from the home page (so Back has somewhere to leave to). */
async function eventsPage() {
  const rendered = renderRoutes(
    [
      { path: '/', element: <p>Home</p> },
      { path: '/events', element: <EventsRoute /> },
    ],
    '/',
  );
  await act(() => rendered.router.navigate('/events?symposium=Carteblanche'));
  const card = (await screen.findByRole('heading', { name: 'Code Relay' })).closest(
    'article',
  ) as HTMLElement;
  return { ...rendered, card };
}

describe('a long team name', () => {
  it("the card's team link cuts the name short, never the member count, and gives the name whole", async () => {
    team = { ...team, teamName: LONG };
    const { card } = await eventsPage();
    const link = await within(card).findByRole('button', { name: `Team ${LONG} (1/4)` });
    expect(link).toHaveAttribute('title', `Team ${LONG}`);
    const name = within(link).getByText(`Team ${LONG}`);
    expect(name).toHaveStyle({ overflow: 'hidden', textOverflow: 'ellipsis' });
    // The count is beside the cut part, not inside it, and does not shrink.
    const count = within(link).getByText('(1/4)');
    expect(name).not.toContainElement(count);
    expect(count).toHaveStyle({ flexShrink: '0' });
  });

  it('wraps in the title of the team dialog instead of widening it past the screen', async () => {
    team = { ...team, teamName: LONG };
    const { card } = await eventsPage();
    await userEvent.click(await within(card).findByRole('button', { name: /^Team / }));
    const dialog = await screen.findByRole('dialog', { name: `Team ${LONG}` });
    const title = within(dialog).getByRole('heading', { name: `Team ${LONG}` });
    expect(title).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it("wraps in My Events' list of teams", async () => {
    team = { ...team, teamName: LONG };
    renderRoutes([{ path: '/enrolled-events', element: <MySeats /> }], '/enrolled-events');
    const item = await screen.findByTestId('my-team');
    expect(within(item).getByText(`Team ${LONG}`)).toHaveStyle({ overflowWrap: 'anywhere' });
  });
});

describe("a phone's Back with the team dialog open", () => {
  it('closes the dialog opened from the card and stays on the page; closing it steps back too', async () => {
    const user = userEvent.setup();
    const { router, card } = await eventsPage();
    const link = await within(card).findByRole('button', { name: 'Team Bytes (1/4)' });

    await user.click(link);
    await screen.findByRole('dialog', { name: 'Team Bytes' });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/events');
    expect(router.state.location.search).toBe('?symposium=Carteblanche');

    // Closed with Escape, it takes its step back: Back then leaves the page, as with no dialog.
    await user.click(link);
    await screen.findByRole('dialog', { name: 'Team Bytes' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?symposium=Carteblanche');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("opened over the event's dialog, closes the team dialog alone, which opens once", async () => {
    const user = userEvent.setup();
    const { router, card } = await eventsPage();
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: 'Code Relay' });

    await user.click(await within(details).findByRole('button', { name: 'Team Bytes (1/4)' }));
    await screen.findByRole('dialog', { name: 'Team Bytes' });
    // The card behind the event's dialog has the same link: still one team dialog, not two.
    expect(screen.getAllByRole('dialog', { name: 'Team Bytes' })).toHaveLength(1);

    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Team Bytes' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Code Relay' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/events');
  });

  it('closes the dialog opened from My Events and stays on My Events', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>Home</p> },
        { path: '/enrolled-events', element: <MySeats /> },
      ],
      '/',
    );
    await act(() => router.navigate('/enrolled-events'));
    await user.click(await screen.findByRole('button', { name: 'Open team' }));
    await screen.findByRole('dialog', { name: 'Team Bytes' });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/enrolled-events');
    expect(screen.getByRole('button', { name: 'Open team' })).toBeInTheDocument();
  });
});
