import type { SessionUser } from '@app/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as VolunteerHome } from '../../src/app/routes/volunteer-home';
import { route, server, signedIn } from '../msw/api';
import { aStudent } from '../msw/fixtures';
import { page, renderRoutes } from '../shell/render';

// A volunteer's list of their events: each card leads to their two desks, and to nothing else.

const EVENTS = [
  { id: 7, eventName: 'Code Relay', symposiumName: 'Carteblanche' },
  { id: 9, eventName: 'Paper Presentation', symposiumName: 'Enigma' },
];

function open(user: SessionUser, area: string) {
  sessionStorage.setItem('user', JSON.stringify(user));
  server.use(
    signedIn(user),
    route('GET /me/events', () => ({ all: false, events: EVENTS })),
  );
  return renderRoutes(
    [
      { path: area, Component: VolunteerHome },
      { path: `${area}/check-in`, element: page('The check-in desk') },
      { path: `${area}/on-spot`, element: page('The on-spot desk') },
      { path: `${area}/events/registrations/:eventId`, element: page('Registrations') },
    ],
    area,
  );
}

const card = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

describe('the events on a volunteer’s home', () => {
  const VOLUNTEER = aStudent({ id: 4, role: 'volunteer', name: 'Vel' });

  it('lead from each card to the check-in desk', async () => {
    open(VOLUNTEER, '/volunteer');
    await userEvent.click(
      within(await card('Paper Presentation')).getByRole('link', { name: /check-in desk/i }),
    );
    expect(await screen.findByText('The check-in desk')).toBeInTheDocument();
  });

  it('lead to the on-spot desk, and to nothing a volunteer may not open', async () => {
    open(VOLUNTEER, '/volunteer');
    const relay = within(await card('Code Relay'));
    expect(relay.queryByRole('link', { name: /registrations/i })).toBeNull();
    await userEvent.click(relay.getByRole('link', { name: /on-spot/i }));
    expect(await screen.findByText('The on-spot desk')).toBeInTheDocument();
  });
});
