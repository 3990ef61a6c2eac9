import { SEATS_MSG } from '@app/shared';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { MySeats } from '../../src/app/compose/my-seats';
import { route, server, signedIn } from '../msw/api';
import { aStudent, aWaitlistPlace } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// My Events' waitlist: an offered seat is claimed on its own event, so the link opens that event.

const student = aStudent();

beforeEach(() => {
  sessionStorage.setItem('user', JSON.stringify(student));
  server.use(
    signedIn(student),
    route('GET /teams/mine', () => []),
    route('GET /waitlist/mine', () => [aWaitlistPlace()]),
  );
});

describe('My Events: a waitlist offer', () => {
  it('“Claim Your Seat” opens the event the offer is for', async () => {
    renderWithProviders(
      <MemoryRouter>
        <MySeats />
      </MemoryRouter>,
    );
    const claim = await screen.findByRole('link', { name: SEATS_MSG.claimYourSeat });
    const href = new URL(claim.getAttribute('href')!, 'https://site.test');
    expect(href.pathname).toBe('/events');
    expect(href.searchParams.get('symposium')).toBe('Carteblanche');
    expect(href.searchParams.get('event')).toBe('42');
  });
});
