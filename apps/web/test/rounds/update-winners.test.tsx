import { MantineProvider } from '@mantine/core';
import { DialogHost } from '../../src/lib/notify';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PutWinnersInput, RoundRegistrant, Winner } from '@app/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../src/lib/auth';
import { UpdateWinners } from '../../src/features/rounds/components/update-winners';
import { Component as UpdateWinnersPage } from '../../src/app/routes/update-winners';
import { fail, route, server, signedIn } from '../msw/api';
import { anEvent } from '../msw/fixtures';

// The page against a stand-in for the API's four rounds calls and GET /api/events.

const EVENT = anEvent({
  id: 7,
  eventName: 'Code Relay',
  eventCategory: 'Technical Events',
  eventDescription: 'Relay.',
  numberOfRounds: 2,
  symposiumName: 'Carteblanche',
  rounds: [
    {
      roundNumber: 1,
      roundDetails: 'Online qualifier.',
      roundDateTime: '2030-01-10T04:30:00.000Z',
    },
    { roundNumber: 2, roundDetails: 'Final in the main lab.', roundDateTime: null },
  ],
});
const WORKSHOP = {
  ...EVENT,
  id: 8,
  eventName: 'Hands-on Git',
  eventCategory: 'Workshop',
  numberOfRounds: 0,
  rounds: [],
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {} },
  });
}

let registrants: RoundRegistrant[];
let calls: Call[];
let failRegistrants = false;

beforeEach(() => {
  calls = [];
  failRegistrants = false;
  registrants = [
    { id: 1, userId: 11, name: 'Asha Iyer', email: 'asha@example.com', teamId: null, teamName: null, round1: 1, round2: -1 },
    { id: 2, userId: 12, name: 'Bala Krishnan', email: 'bala@example.com', teamId: null, teamName: null, round1: -1, round2: -1 },
    { id: 3, userId: 13, name: 'Chitra Devi', email: 'chitra@college.edu', teamId: null, teamName: null, round1: 0, round2: -1 },
  ];
  const admin = { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' as const, college: null };
  server.use(
    signedIn(admin),
    route('GET /events', () => [EVENT, WORKSHOP]),
    route('GET /events/:eventId/registrations', () =>
      failRegistrants ? fail(500, 'Something went wrong.') : registrants,
    ),
    route('POST /events/:eventId/rounds/:roundNumber/eligible', ({ params, url, body }) => {
      calls.push({ method: 'POST', url: url.pathname, body });
      const round = Number(params.roundNumber);
      const row = registrants.find((r) => r.userId === body.userId)!;
      if (round > 1 && row[`round${round - 1}`] !== 1) {
        return fail(409, `User cannot proceed to Round ${round} as they were not marked eligible in the previous round.`);
      }
      row[`round${round}`] = body.status;
      return { message: 'ok', userId: body.userId, roundNumber: round, status: body.status };
    }),
    route('GET /events/:eventId/rounds/:roundNumber/notify-status', () => ({ notice: null })),
    route('POST /events/:eventId/rounds/:roundNumber/notify', ({ url, body }) => {
      calls.push({ method: 'POST', url: url.pathname, body });
      return {
        message: 'Notifications queued for 1 participant: 1 eligible, 0 not eligible.',
        queued: { eligible: 1, ineligible: 0 },
        noticeId: 1,
      };
    }),
  );
});

function renderPage(url = '/admin/update-winners?event=7&round=2', page = <UpdateWinners />) {
  const router = createMemoryRouter(
    [{ path: '/admin/update-winners', element: page }],
    { initialEntries: [url] },
  );
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={qc}>
        <AuthProvider>
          <RouterProvider router={router} />
          <DialogHost />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

// The machine running tests may be busy; first loads get more than the default second.
const LOAD = { timeout: 8000 };

const row = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name},`) });

describe('Update Winners', () => {
  it('lists events that have rounds and asks for a round until one is chosen', async () => {
    renderPage('/admin/update-winners');
    expect(await screen.findByText('Choose an event round', {}, LOAD)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Events and rounds' });
    expect(within(nav).getByText('Code Relay')).toBeInTheDocument();
    expect(within(nav).queryByText('Hands-on Git')).not.toBeInTheDocument();
  });

  it('disables round 2 with the spec text for those not eligible in round 1, and marks the others', async () => {
    renderPage();
    await screen.findByText('Asha Iyer', {}, LOAD);
    const bala = row('Bala Krishnan');
    expect(
      within(bala).getByText(
        'User cannot proceed to Round 2 as they were not marked eligible in the previous round.',
      ),
    ).toBeInTheDocument();
    expect(within(bala).getByRole('button', { name: 'Eligible' })).toBeDisabled();
    expect(within(bala).getByRole('button', { name: 'Not Eligible' })).toBeDisabled();
    expect(within(row('Chitra Devi')).getByRole('button', { name: 'Eligible' })).toBeDisabled();

    const asha = row('Asha Iyer');
    expect(within(asha).getByText('Undecided')).toBeInTheDocument();
    await userEvent.click(within(asha).getByRole('button', { name: 'Not Eligible' }));
    await waitFor(
      () => expect(within(row('Asha Iyer')).getByText('Not eligible')).toBeInTheDocument(),
      LOAD,
    );
    expect(within(row('Asha Iyer')).getByRole('button', { name: 'Not Eligible' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/events/7/rounds/2/eligible',
      body: { userId: 11, status: 0 },
    });
  });

  it("marks a whole team from its header, showing the save on the team's button only", async () => {
    const member = (id: number, name: string) => ({
      id,
      userId: 10 + id,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      teamId: 5,
      teamName: 'Byte Me',
      round1: -1,
      round2: -1,
    });
    registrants = [member(4, 'Deepa Raman'), member(5, 'Esha Menon')];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      route('POST /events/:eventId/rounds/:roundNumber/eligible', async ({ url, body }) => {
        calls.push({ method: 'POST', url: url.pathname, body });
        await held;
        for (const r of registrants) r.round1 = body.status;
        return { message: 'ok', userId: 14, teamId: 5, userIds: [14, 15], roundNumber: 1, status: body.status };
      }),
    );
    renderPage('/admin/update-winners?event=7&round=1');
    const header = await screen.findByTestId('team-header', {}, LOAD);
    await userEvent.click(within(header).getByRole('button', { name: 'Team eligible' }));
    await waitFor(() =>
      expect(within(header).getByRole('button', { name: 'Team eligible' })).toHaveAttribute('data-loading'),
    );
    expect(within(row('Deepa Raman')).getByRole('button', { name: 'Eligible' })).not.toHaveAttribute('data-loading');
    release();
    for (const name of ['Deepa Raman', 'Esha Menon'])
      await waitFor(
        () => expect(within(row(name)).getByRole('button', { name: 'Eligible' })).toHaveAttribute('aria-pressed', 'true'),
        LOAD,
      );
    expect(calls).toEqual([{ method: 'POST', url: '/api/events/7/rounds/1/eligible', body: { teamId: 5, status: 1 } }]);
  });

  describe('team events', () => {
    const member = (id: number, name: string, teamId: number | null, teamName: string | null, round1: number): RoundRegistrant => ({
      id,
      userId: 10 + id,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      teamId,
      teamName,
      round1,
      round2: -1,
    });
    const teamHeader = (name: string) =>
      screen.getAllByTestId('team-header').find((h) => h.textContent?.startsWith(`Team ${name}`))!;

    it("disables a team's buttons in round 2 when none of its members may go on, as the server would refuse", async () => {
      registrants = [member(4, 'Deepa Raman', 5, 'Alpha', 1), member(6, 'Gowri Shankar', 9, 'Beta', 0)];
      renderPage();
      await screen.findByText('Gowri Shankar', {}, LOAD);
      const beta = teamHeader('Beta');
      expect(within(beta).getByRole('button', { name: 'Team eligible' })).toBeDisabled();
      expect(within(beta).getByRole('button', { name: 'Team not eligible' })).toBeDisabled();
      expect(beta).toHaveTextContent('No member can proceed to Round 2: none was marked eligible in the previous round.');
      expect(within(row('Gowri Shankar')).getByRole('button', { name: 'Eligible' })).toBeDisabled();

      const alpha = teamHeader('Alpha');
      expect(within(alpha).getByRole('button', { name: 'Team eligible' })).toBeEnabled();
      expect(within(alpha).getByRole('button', { name: 'Team not eligible' })).toBeEnabled();
      expect(calls).toEqual([]);
    });

    it('disables the team buttons when some members may go on and some not, and leaves those members to be marked one by one', async () => {
      registrants = [member(4, 'Deepa Raman', 5, 'Alpha', 1), member(5, 'Esha Menon', 5, 'Alpha', 0)];
      renderPage();
      await screen.findByText('Esha Menon', {}, LOAD);
      const alpha = teamHeader('Alpha');
      expect(within(alpha).getByRole('button', { name: 'Team eligible' })).toBeDisabled();
      expect(within(alpha).getByRole('button', { name: 'Team not eligible' })).toBeDisabled();
      expect(alpha).toHaveTextContent(
        'Esha Menon was not marked eligible in the previous round, so the team cannot be marked as a whole in Round 2. Mark the other members one by one.',
      );
      expect(within(row('Deepa Raman')).getByRole('button', { name: 'Eligible' })).toBeEnabled();
    });

    it('judges the team by all its members, even those the search hides', async () => {
      registrants = [member(4, 'Deepa Raman', 5, 'Alpha', 1), member(5, 'Esha Menon', 5, 'Alpha', 0)];
      renderPage();
      await screen.findByText('Esha Menon', {}, LOAD);
      await userEvent.type(screen.getByPlaceholderText('Search by name or email'), 'deepa');
      await waitFor(() => expect(screen.queryByText('Esha Menon')).not.toBeInTheDocument(), LOAD);
      const alpha = teamHeader('Alpha');
      expect(alpha).toHaveTextContent('Team Alpha (2 members)');
      expect(within(alpha).getByRole('button', { name: 'Team eligible' })).toBeDisabled();
    });

    it('lists participants in no team under their own line, never under the last team', async () => {
      // The API's order: teams by name, then those in no team.
      registrants = [
        member(4, 'Deepa Raman', 5, 'Alpha', -1),
        member(6, 'Gowri Shankar', 9, 'Beta', -1),
        member(7, 'Hari Prasad', null, null, -1),
      ];
      renderPage('/admin/update-winners?event=7&round=1');
      await screen.findByText('Hari Prasad', {}, LOAD);
      const list = screen.getByRole('region', { name: 'Participants' });
      const lines = within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label') ?? li.textContent);
      expect(lines).toEqual([
        expect.stringMatching(/^Team Alpha \(1 member\)/),
        'Deepa Raman, Undecided',
        expect.stringMatching(/^Team Beta \(1 member\)/),
        'Gowri Shankar, Undecided',
        'Not in a team (1 participant)',
        'Hari Prasad, Undecided',
      ]);
      expect(within(row('Hari Prasad')).getByRole('button', { name: 'Eligible' })).toBeEnabled();
    });

    it('adds no such line to an event without teams', async () => {
      renderPage('/admin/update-winners?event=7&round=1');
      await screen.findByText('Asha Iyer', {}, LOAD);
      expect(screen.queryByText(/Not in a team/)).not.toBeInTheDocument();
    });
  });

  it('shows a long name whole, never cut to one line', async () => {
    const long = 'Esha Very Long Name Ramachandran Subramanian Venkataraman';
    registrants[1] = { ...registrants[1]!, name: long };
    renderPage('/admin/update-winners?event=7&round=1');
    const name = within(await screen.findByRole('listitem', { name: `${long}, Undecided` }, LOAD)).getByText(long);
    expect(name).not.toHaveAttribute('data-truncate');
    expect(name).not.toHaveAttribute('data-line-clamp');
  });

  it('searches by name or email', async () => {
    renderPage('/admin/update-winners?event=7&round=1');
    await screen.findByText('Asha Iyer', {}, LOAD);
    await userEvent.type(screen.getByPlaceholderText('Search by name or email'), 'college.edu');
    await waitFor(() => expect(screen.queryByText('Asha Iyer')).not.toBeInTheDocument(), LOAD);
    expect(screen.getByText('Chitra Devi')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 3 participants.')).toBeInTheDocument();
  });

  it('asks before sending notifications, then sends both messages', async () => {
    renderPage('/admin/update-winners?event=7&round=1');
    await screen.findByText('Asha Iyer', {}, LOAD);
    const send = screen.getByRole('button', { name: 'Send Notifications' });
    expect(send).toBeDisabled();
    await userEvent.type(
      screen.getByLabelText('Message to eligible participants'),
      'See you in the final.',
    );
    await userEvent.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Send notifications?' }, LOAD);
    expect(
      within(dialog).getByText(/the eligible message to 1 participant of Code Relay, Round 1/),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/notify'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Notifications' }));
    expect(
      await screen.findByText(
        'Notifications queued for 1 participant: 1 eligible, 0 not eligible.',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/notify'))?.body).toEqual({
      eligibleMessage: 'See you in the final.',
      ineligibleMessage: '',
    });
  });

  it("keeps an emptied place empty (its winner's registration ended) and saves the others as they are", async () => {
    // The first-place winner cancelled: the API dropped that place and moved no one up.
    const winners: Winner[] = [
      { position: 2, name: 'Bala Krishnan', college: null, teamName: null, userId: 12 },
      { position: 3, name: 'Chitra Devi', college: null, teamName: null, userId: 13 },
    ];
    const sent: PutWinnersInput[] = [];
    server.use(
      route('GET /me/events', () => ({ all: true, events: [] })),
      route('GET /events/:eventId/winners', () => winners),
      route('GET /events/:eventId/winner-candidates', () => ({
        people: [
          { userId: 12, name: 'Bala Krishnan', email: 'bala@example.com' },
          { userId: 13, name: 'Chitra Devi', email: 'chitra@college.edu' },
        ],
        teams: [],
      })),
      route('PUT /events/:eventId/winners', ({ body }) => {
        sent.push(body);
        return winners;
      }),
    );
    renderPage('/admin/update-winners?event=7&round=2', <UpdateWinnersPage />);
    const place = (name: string) => screen.getByRole('combobox', { name: `${name} place` }) as HTMLInputElement;
    await waitFor(() => expect(place('Second').value).toBe('Bala Krishnan (bala@example.com)'), LOAD);
    expect(place('First').value).toBe('');
    expect(place('Third').value).toBe('Chitra Devi (chitra@college.edu)');
    expect(screen.queryByText(/Also placed/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save winners' }));
    await waitFor(() => expect(sent).toHaveLength(1), LOAD);
    expect(sent[0]).toEqual({
      winners: [
        { userId: 12, position: 2 },
        { userId: 13, position: 3 },
      ],
    });
    expect(await screen.findByText('Winners of Code Relay saved.', {}, LOAD)).toBeInTheDocument();
  });

  it('shows the spec message when registrations cannot be fetched', async () => {
    failRegistrants = true;
    renderPage();
    expect(
      await screen.findByText('An error occurred while fetching registrations.', {}, LOAD),
    ).toBeInTheDocument();
  });
});
