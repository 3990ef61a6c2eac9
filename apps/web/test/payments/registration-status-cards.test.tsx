import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as RegistrationStatusRoute } from '../../src/app/routes/registration-status';
import { route, server, signedIn } from '../msw/api';
import { anEvent, aPayment, aStudent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// The phone cards of Registration Status say what the desktop table says: a coordinator's part of
// a cart payment and how many other coordinators' events it also pays for, the names never cut.

const organizer = aStudent({ id: 3, role: 'organizer', name: 'Olga' });

describe('Registration Status cards', () => {
  it("name the coordinator's events in full with '+ N other(s)', as the table does", async () => {
    sessionStorage.setItem('user', JSON.stringify(organizer));
    server.use(
      signedIn(organizer),
      route('GET /events', () => [
        anEvent({ id: 2, eventName: 'Paper Presentation: Systems for Bharat' }),
      ]),
      route('GET /me/events', () => ({
        all: false,
        events: [
          {
            id: 2,
            eventName: 'Paper Presentation: Systems for Bharat',
            symposiumName: 'Carteblanche',
          },
        ],
      })),
      route('GET /registrations/all', () => ({
        items: [
          aPayment({ id: 1, otherEvents: 1 }),
          aPayment({
            id: 2,
            userName: 'Bala Krishnan',
            transactionId: '432014450931',
            otherEvents: 2,
          }),
        ],
        total: 2,
      })),
    );
    renderWithProviders(<RegistrationStatusRoute />);

    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const one = within(cards[0]!).getByText(
      'Event 2 · Paper Presentation: Systems for Bharat + 1 other',
    );
    expect(one).not.toHaveAttribute('data-line-clamp');
    expect(
      within(cards[1]!).getByText('Event 2 · Paper Presentation: Systems for Bharat + 2 others'),
    ).toBeInTheDocument();

    const table = screen.getByRole('table');
    // Where the table is wider than the screen, its scrolling box can be reached by keyboard.
    const box = screen.getByRole('region', { name: 'Payments' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(table);
    expect(
      within(table).getByText('Paper Presentation: Systems for Bharat + 1 other'),
    ).toBeInTheDocument();
    expect(
      within(table).getByText('Paper Presentation: Systems for Bharat + 2 others'),
    ).toBeInTheDocument();
  });
});
