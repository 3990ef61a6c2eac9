import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Component as RegistrationStatusRoute } from '../../src/app/routes/registration-status';
import { route, server, signedIn } from '../msw/api';
import { aPayment, aStudent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// A thousand payments are fifty pages. On a 390 px phone the page buttons must stay on one row:
// with two neighbours of the current page beside first and last, the next-page arrow wrapped onto
// a line of its own. jsdom matches no min-width query, so it renders the phone's buttons.

const admin = aStudent({ id: 1, role: 'admin', name: 'Admin' });
let offsets: number[];

beforeEach(() => {
  offsets = [];
  sessionStorage.setItem('user', JSON.stringify(admin));
  server.use(
    signedIn(admin),
    route('GET /events', () => []),
    route('GET /me/events', () => ({ all: true, events: [] })),
    route('GET /registrations/all', ({ url }) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      offsets.push(offset);
      return { items: [aPayment({ id: 1000 - offset })], total: 1000 };
    }),
  );
});

const pageButtons = () =>
  screen
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((t) => /^\d+$/.test(t));

describe('Registration Status pages on a phone', () => {
  it('show the first and the last page, and the current one with what is beside it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegistrationStatusRoute />);
    expect(await screen.findByRole('button', { name: '50' })).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '2', '3', '50']);

    await user.click(screen.getByRole('button', { name: '50' }));
    await screen.findByRole('button', { name: '49' });
    expect(offsets.at(-1)).toBe(980);
    expect(pageButtons()).toEqual(['1', '48', '49', '50']);
  });

  it('say which payments the page holds, of how many', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegistrationStatusRoute />);
    expect(await screen.findByText('Showing 1–20 of 1,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '50' }));
    expect(await screen.findByText('Showing 981–1,000 of 1,000')).toBeInTheDocument();
  });
});
