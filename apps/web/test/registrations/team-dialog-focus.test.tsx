import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { MySeats } from '../../src/app/compose/my-seats';
import { route, server, signedIn } from '../msw/api';
import { aStudent, aTeam } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// QA: on My Events, closing a team's dialog left focus on <body>: the next Tab started again at
// the top of the page instead of after 'Open team'.

const leader = aStudent();

beforeEach(() => {
  sessionStorage.setItem('user', JSON.stringify(leader));
  server.use(
    signedIn(leader),
    route('GET /waitlist/mine', () => []),
    route('GET /teams/mine', () => [aTeam(leader)]),
  );
});

describe("My Events' team dialog", () => {
  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'its Close button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })),
    ],
  ])('gives focus back to Open team when closed with %s, and opens again', async (_, close) => {
    renderWithProviders(
      <MemoryRouter>
        <MySeats />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Open team' });
    await user.click(open);
    await screen.findByRole('dialog', { name: 'Team Bytes' });
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Team Bytes' });
    expect(within(again).getByTestId('team-code')).toHaveTextContent('K7M2Q9');
  });
});
