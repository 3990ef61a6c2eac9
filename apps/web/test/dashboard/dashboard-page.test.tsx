import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stats } from '@app/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../src/features/dashboard/components/dashboard-page';
import { toCsv } from '../../src/features/dashboard/lib/csv';
import { Component as DashboardRoute } from '../../src/app/routes/dashboard';
import { fail, route, server } from '../msw/api';
import { renderWithProviders } from '../shell/render';

// The dashboard against a stand-in for GET /api/admin/stats.

const stats = (symposium: 'Enigma' | 'Carteblanche', withRevenue: boolean): Stats => ({
  symposium,
  totals: {
    students: 3,
    registrations: 5,
    verified: 3,
    pending: 2,
    rejected: 1,
    checkedIn: 2,
    ...(withRevenue ? { revenueVerified: 400, revenuePending: 300 } : {}),
  },
  perEvent: [
    {
      eventId: 1,
      eventName: 'Alpha Quiz',
      registrations: 3,
      verified: 2,
      pending: 1,
      capacity: 4,
      seatsLeft: 1,
      pendingSeats: 1,
      waitlist: 1,
      checkedIn: 1,
      noShows: 1,
    },
    {
      eventId: 2,
      eventName: 'Beta Code',
      registrations: 2,
      verified: 1,
      pending: 1,
      capacity: null,
      seatsLeft: null,
      pendingSeats: 1,
      waitlist: 0,
      checkedIn: 1,
      noShows: 0,
    },
    {
      // Two teams: one of 3 verified, one of 2 pending (one seat each, one payment each).
      eventId: 3,
      eventName: 'Hackathon 24h',
      registrations: 5,
      verified: 3,
      pending: 2,
      capacity: 5,
      seatsLeft: 3,
      pendingSeats: 1,
      waitlist: 0,
      checkedIn: 0,
      noShows: 3,
    },
  ],
  perDay: [
    { date: '2030-01-01', registrations: 2 },
    { date: '2030-01-02', registrations: 3 },
  ],
  topColleges: [{ college: 'College X', students: 2 }],
  verification: { backlog: 2, medianHours: 3 },
});

let asked: string[];
let withRevenue: boolean;

beforeEach(() => {
  asked = [];
  withRevenue = true;
  server.use(
    route('GET /admin/stats', ({ url }) => {
      const s = url.searchParams.get('symposium') as 'Enigma' | 'Carteblanche';
      asked.push(s);
      return stats(s, withRevenue);
    }),
  );
});

function renderPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={qc}>
        <DashboardPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('Dashboard page', () => {
  it('shows the totals with revenue for the admin, and each chart with its table', async () => {
    renderPage();
    expect(await screen.findByText('Revenue verified')).toBeInTheDocument();
    expect(screen.getByText('₹400')).toBeInTheDocument();
    expect(screen.getByText('3 h')).toBeInTheDocument();
    const perEvent = screen.getByRole('region', { name: 'Registrations and fill rate per event' });
    const rows = within(within(perEvent).getByRole('table')).getAllByRole('row');
    // Header, then one row per event: 3 of 4 seats is 75 %; an unlimited event has no fill rate.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // A team event counts seats in teams: 2 teams of 5 seats is 40 %, not its 5 members' 100 %.
    expect(cells(rows[3]!)).toEqual(['Hackathon 24h', '3', '2', '5', '3', '40', '1', '0']);
    expect(cells(rows[1]!)).toEqual(['Alpha Quiz', '2', '1', '4', '1', '75', '1', '1']);
    expect(cells(rows[2]!)).toEqual(['Beta Code', '1', '1', 'Unlimited', '—', '—', '1', '0']);
    const checkIn = screen.getByRole('region', { name: 'Check-in per event' });
    expect(cells(within(checkIn).getAllByRole('row')[1]!)).toEqual(['Alpha Quiz', '1', '1']);
    expect(screen.getByRole('button', { name: 'Download CSV: Top colleges' })).toBeEnabled();
  });

  it('shows long event names in full on the charts, over lines, so two that begin alike read apart', async () => {
    const juniors = 'Inter-College Coding Championship for Juniors';
    const seniors = 'Inter-College Coding Championship for Seniors';
    server.use(
      route('GET /admin/stats', ({ url }) => {
        const s = stats(url.searchParams.get('symposium') as 'Enigma' | 'Carteblanche', true);
        s.perEvent[0]!.eventName = juniors;
        s.perEvent[1]!.eventName = seniors;
        return s;
      }),
    );
    // jsdom lays nothing out: give each chart's box a size, or recharts draws no axis at all.
    const size = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return this.classList.contains('recharts-responsive-container') ? new DOMRect(0, 0, 800, 400) : new DOMRect();
    });
    try {
      renderPage();
      const perEvent = await screen.findByRole('region', { name: 'Registrations and fill rate per event' });
      const axisNames = () => perEvent.querySelectorAll('.recharts-yAxis-tick-labels text');
      await waitFor(() => expect(axisNames()).toHaveLength(3));
      const names = [...axisNames()].map((text) => ({
        // Hovering the name shows it whole; on the axis it is wrapped over lines, not cut.
        title: text.querySelector('title')?.textContent,
        lines: [...text.querySelectorAll('tspan')].map((line) => line.textContent),
      }));
      expect(names[0]).toEqual({ title: juniors, lines: ['Inter-College Coding', 'Championship for', 'Juniors'] });
      expect(names[1]).toEqual({ title: seniors, lines: ['Inter-College Coding', 'Championship for', 'Seniors'] });
      expect(names[2]).toEqual({ title: 'Hackathon 24h', lines: ['Hackathon 24h'] });
    } finally {
      size.mockRestore();
    }
  });

  it('shows no revenue when the server leaves it out (an organizer)', async () => {
    withRevenue = false;
    renderPage();
    expect(await screen.findByText('Payments to verify')).toBeInTheDocument();
    expect(screen.queryByText(/Revenue/)).not.toBeInTheDocument();
  });

  it('asks for the other symposium when it is chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Payments to verify');
    await user.click(screen.getByText('Carteblanche'));
    await waitFor(() => expect(asked).toContain('Carteblanche'));
    expect(asked[0]).toBe('Enigma');
  });

  it("opens on the coordinator's symposium when all their events are in it", async () => {
    server.use(
      route('GET /me/events', () => ({
        all: false,
        events: [{ id: 7, eventName: 'Code Relay', symposiumName: 'Carteblanche' }],
      })),
    );
    renderWithProviders(<DashboardRoute />);
    expect(await screen.findByText('Payments to verify')).toBeInTheDocument();
    expect(asked[asked.length - 1]).toBe('Carteblanche');
    expect(screen.getByRole('radio', { name: 'Carteblanche' })).toBeChecked();
  });

  it("says in words that the figures could not be loaded, and gives a refusal's own reason", async () => {
    server.use(route('GET /admin/stats', () => fail(500, 'Internal error')));
    const { unmount } = renderPage();
    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    unmount();
    server.use(
      route('GET /admin/stats', () => fail(403, 'You are not a coordinator of this event.')),
    );
    renderPage();
    expect(await screen.findByText('You are not a coordinator of this event.')).toBeInTheDocument();
    // A refusal would only be repeated: no Try again.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('toCsv', () => {
  it('quotes commas and disarms cells a spreadsheet would run as formulas', () => {
    const csv = toCsv(
      [
        { college: 'PSG, Coimbatore', students: 2 },
        { college: '=HYPERLINK("x")', students: 1 },
      ],
      [
        { header: 'College', value: (r) => r.college },
        { header: 'Students', value: (r) => r.students },
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'College,Students',
      '"PSG, Coimbatore",2',
      `"'=HYPERLINK(""x"")",1`,
    ]);
  });
});
