import type { MyTeam } from '@app/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MySeats } from '../../src/app/compose/my-seats';
import { FORMING_TEAM_RECHECK_MS } from '../../src/features/teams/api/get-my-teams';
import { route, server, signedIn } from '../msw/api';
import { aStudent, aTeam } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// QA: the leader's open team dialog still said 'One more to go' after a friend joined from their
// own phone. While the dialog of a forming team is open it reads the team again every 15 s and when
// the window regains focus.

const leader = aStudent();
const friend = { userId: 8, name: 'Ravi', email: 'ravi@example.com', college: 'MIT', isLeader: false };

let team: MyTeam;
let reads: number;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sessionStorage.setItem('user', JSON.stringify(leader));
  team = aTeam(leader);
  reads = 0;
  server.use(
    signedIn(leader),
    route('GET /waitlist/mine', () => []),
    route('GET /teams/mine', () => {
      reads++;
      return [team];
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

const friendJoins = () => {
  team = { ...team, members: [...team.members, friend] };
};

async function openTeam() {
  renderWithProviders(
    <MemoryRouter>
      <MySeats />
    </MemoryRouter>,
  );
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await user.click(await screen.findByRole('button', { name: 'Open team' }));
  const dialog = await screen.findByRole('dialog', { name: 'Team Bytes' });
  expect(within(dialog).getByText(/One more to go/)).toBeInTheDocument();
  return { dialog, user };
}

describe('an open team dialog of a forming team', () => {
  it('shows a member who joined meanwhile, within 15 s', async () => {
    const { dialog } = await openTeam();
    friendJoins();
    await act(() => vi.advanceTimersByTimeAsync(FORMING_TEAM_RECHECK_MS));
    expect(await within(dialog).findByText('Ravi')).toBeInTheDocument();
    expect(within(dialog).queryByText(/One more to go/)).toBeNull();
    expect(within(dialog).getByText('2 of 4')).toBeInTheDocument();
  });

  it('shows a member who joined meanwhile when the window regains focus', async () => {
    const { dialog } = await openTeam();
    friendJoins();
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await within(dialog).findByText('Ravi')).toBeInTheDocument();
  });

  it('stops asking once the dialog is closed, or the team is registered', async () => {
    const { user } = await openTeam();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const closed = reads;
    await act(() => vi.advanceTimersByTimeAsync(3 * FORMING_TEAM_RECHECK_MS));
    expect(reads).toBe(closed);

    team = { ...team, status: 'pending', members: [...team.members, friend] };
    await user.click(screen.getByRole('button', { name: 'Open team' }));
    await act(() => vi.advanceTimersByTimeAsync(FORMING_TEAM_RECHECK_MS));
    const dialog = await screen.findByRole('dialog', { name: 'Team Bytes' });
    await within(dialog).findByText('Awaiting verification');
    const registered = reads;
    await act(() => vi.advanceTimersByTimeAsync(3 * FORMING_TEAM_RECHECK_MS));
    expect(reads).toBe(registered);
  });
});
