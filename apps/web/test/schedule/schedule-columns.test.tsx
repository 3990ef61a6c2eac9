import type { ScheduleSlot } from '@app/shared';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScheduleView } from '../../src/features/schedule/components/schedule-view';
import { route, server, signedIn } from '../msw/api';
import { renderWithProviders } from '../shell/render';

// /schedule on a wide screen: a table per day. Sized by their own rows, one day's columns stood
// apart from the next day's; every day's table now takes the same fixed widths.

const slot = (o: Partial<ScheduleSlot> & Pick<ScheduleSlot, 'eventId' | 'startsAt'>): ScheduleSlot => ({
  eventName: 'Tech Quiz',
  eventCategory: 'Non-Technical Events',
  symposiumName: 'Carteblanche',
  location: 'CSE Department Lab 2',
  roundNumber: 1,
  roundDetails: '',
  ...o,
});

describe('the schedule on a wide screen', () => {
  it("gives every day's table the same fixed column widths", async () => {
    server.use(
      signedIn(null),
      route('GET /schedule', () => [
        slot({ eventId: 1, startsAt: '2030-03-14T04:30:00.000Z', eventName: 'Code Relay' }),
        slot({
          eventId: 2,
          startsAt: '2030-03-15T04:30:00.000Z',
          eventName: 'Paper Presentation: Systems for Bharat',
          location: 'Rajam Hall, MIT Campus',
        }),
      ]),
    );
    renderWithProviders(
      <MemoryRouter>
        <ScheduleView eventPath={() => '/events'} />
      </MemoryRouter>,
    );
    await screen.findByText('Paper Presentation: Systems for Bharat');
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    const widths = tables.map((t) => {
      // Mantine passes the layout on as a CSS variable of the table.
      expect(t.getAttribute('style')).toContain('--table-layout: fixed');
      return [...t.querySelectorAll('col')].map((c) => c.style.width);
    });
    expect(widths[0]).toEqual(['110px', '', '80px', '17%', '22%']);
    expect(widths[1]).toEqual(widths[0]);
  });
});
