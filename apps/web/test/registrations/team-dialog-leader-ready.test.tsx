import type { MyTeam } from '@app/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { MySeats } from '../../src/app/compose/my-seats';
import { route, server, signedIn } from '../msw/api';
import { aStudent, aTeam } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// QA: a leader whose team had reached its minimum size saw the code and the members, and nothing
// saying what to do next; the register button is on the event's card, outside the dialog.

const leader = aStudent();
const friend = {
  userId: 8,
  name: 'Ravi',
  email: 'ravi@example.com',
  college: 'MIT',
  isLeader: false,
};
let team: MyTeam;

beforeEach(() => {
  server.use(
    route('GET /waitlist/mine', () => []),
    route('GET /teams/mine', () => [team]),
  );
});

async function openTeamAs(user: typeof leader) {
  sessionStorage.setItem('user', JSON.stringify(user));
  server.use(signedIn(user));
  renderWithProviders(
    <MemoryRouter>
      <MySeats />
    </MemoryRouter>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Open team' }));
  return screen.findByRole('dialog', { name: 'Team Bytes' });
}

describe("the team dialog's next step", () => {
  it('tells the leader of a team big enough where to register it: Add to Cart for a paid event', async () => {
    team = aTeam(leader, { members: [...aTeam(leader).members, friend] });
    const dialog = await openTeamAs(leader);
    expect(
      within(dialog).getByText(
        "Your team is ready: register it with 'Add to Cart' on the event's card on the Events page.",
      ),
    ).toBeInTheDocument();
  });

  it('names Register for Free for a free event', async () => {
    team = aTeam(leader, { registrationFees: 0, members: [...aTeam(leader).members, friend] });
    const dialog = await openTeamAs(leader);
    expect(within(dialog).getByText(/register it with 'Register for Free'/)).toBeInTheDocument();
  });

  it('says nothing of it while the team is too small', async () => {
    team = aTeam(leader);
    const small = await openTeamAs(leader);
    expect(within(small).getByText(/One more to go/)).toBeInTheDocument();
    expect(within(small).queryByText(/Your team is ready/)).toBeNull();
  });

  it('tells a member only that the leader registers', async () => {
    team = aTeam(leader, { members: [...aTeam(leader).members, friend] });
    const dialog = await openTeamAs({
      ...aStudent(),
      id: friend.userId,
      name: 'Ravi',
      email: friend.email,
    });
    expect(
      within(dialog).getByText('Only the team leader can register the team.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Your team is ready/)).toBeNull();
  });
});
