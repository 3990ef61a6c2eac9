import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Component as RegistrationStatusRoute } from '../../src/app/routes/registration-status';
import { route, server, signedIn } from '../msw/api';
import { anEvent, aStudent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// Registration Status as the route renders it: the statement import matches a statement against
// every pending payment, so the server refuses it to a coordinator and the page does not offer it.

const organizer = aStudent({ id: 3, role: 'organizer', name: 'Olga' });

beforeEach(() => {
  sessionStorage.setItem('user', JSON.stringify(organizer));
  server.use(
    signedIn(organizer),
    route('GET /events', () => [
      anEvent({ id: 7, eventName: 'Code Relay' }),
      anEvent({ id: 8, eventName: 'Paper Talk' }),
    ]),
    route('GET /registrations/all', () => ({ items: [], total: 0 })),
  );
});

describe('Registration Status', () => {
  it('does not offer the bank statement import to a coordinator', async () => {
    server.use(
      route('GET /me/events', () => ({
        all: false,
        events: [{ id: 7, eventName: 'Code Relay', symposiumName: 'Carteblanche' }],
      })),
    );
    renderWithProviders(<RegistrationStatusRoute />);
    expect(await screen.findByRole('heading', { name: 'Registration Status' })).toBeInTheDocument();
    expect(
      await screen.findByText('No payment registrations match these filters.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import bank statement' })).toBeNull();
  });

  it('offers it to the admin and to an organizer assigned to no event, for CSV, Excel and Unicode Text files', async () => {
    server.use(route('GET /me/events', () => ({ all: true, events: [] })));
    renderWithProviders(<RegistrationStatusRoute />);
    expect(
      await screen.findByRole('button', { name: 'Import bank statement' }),
    ).toBeInTheDocument();
    // Excel's 'Unicode Text' export is a .txt file: the picker must let it be chosen.
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(picker?.accept.split(',')).toEqual(expect.arrayContaining(['.csv', '.xlsx', '.txt']));
  });
});
