import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@app/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuditLogPage } from '../../src/features/audit-log/components/audit-log-page';
import { describeChanges } from '../../src/features/audit-log/lib/describe';
import {
  localDayBound,
  toQueryString,
  EMPTY_FILTERS,
} from '../../src/features/audit-log/lib/filters';
import { route, server } from '../msw/api';

// The admin's audit log page against a stand-in for GET /api/admin/audit-log.

const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2025-02-01T09:00:00.000Z',
  actorId: 2,
  actorEmail: 'kavya@example.com',
  action: 'payment.verify',
  targetType: 'payment',
  targetId: String(id),
  before: { verified: null },
  after: { verified: true },
  ...over,
});

let urls: string[];
let total: number;
let items: AuditEntry[];

beforeEach(() => {
  urls = [];
  items = [
    entry(3, {
      action: 'round.mark',
      targetType: 'registration',
      targetId: '7',
      actorEmail: 'admin@csmit.local',
      before: { round1: -1 },
      after: { round1: 1 },
    }),
    entry(2, {
      action: 'payment.reject',
      before: { verified: null },
      after: { verified: false, reason: 'Amount differs' },
    }),
    entry(1),
  ];
  total = 3;
  server.use(
    route('GET /admin/audit-log', ({ url }) => {
      urls.push(url.pathname + url.search);
      const action = url.searchParams.get('action');
      const shown = action ? items.filter((i) => i.action === action) : items;
      return {
        items: shown,
        total: action ? shown.length : total,
        actions: ['payment.reject', 'payment.verify', 'round.mark'],
        targetTypes: ['payment', 'registration'],
      };
    }),
  );
});

function renderPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={qc}>
        <AuditLogPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('Audit Log page', () => {
  it('shows who did what to which target, with the change, newest first', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Marked a round result')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Registration #7')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('admin@csmit.local')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('round1: -1 → 1');
    expect(within(rows[1]!).getByText('Rejected a payment')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('reason: Amount differs');
    expect(within(rows[2]!).getByText('Verified a payment')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('verified: (empty) → true');
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
  });

  it("names the event day's, certificates' and site content's actions and targets in words, and shows a reason whole", async () => {
    const reason =
      'The transaction ID on the screenshot does not match any line of the bank statement for 25 November; please upload the screenshot of the transfer you made for this registration.';
    items = [
      entry(4, {
        action: 'check-in.create',
        targetType: 'registration',
        targetId: '3631',
        before: null,
        after: { eventId: 22, staffName: 'Admin' },
      }),
      entry(3, {
        action: 'certificates.settings',
        targetType: 'certificate_settings',
        targetId: '1',
        before: null,
        after: { signatory: 'Dean' },
      }),
      entry(2, {
        action: 'site-content.update',
        targetType: 'site_content',
        targetId: '9',
        before: { name: 'Kavya' },
        after: { name: 'Kavya R' },
      }),
      entry(1, { action: 'payment.reject', after: { verified: false, reason } }),
    ];
    total = 4;
    renderPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Checked a participant in')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Changed the certificate settings')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Certificate settings #1')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Changed the site content')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Site content #9')).toBeInTheDocument();
    expect(rows[3]).toHaveTextContent(`reason: ${reason}`);
  });

  it('asks the server again when the admin filters by who, and the CSV link carries the same filters', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    // jsdom has a phone's width: the filters sit behind their button.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByRole('textbox', { name: 'Who' }), 'kavya');
    await waitFor(() => expect(urls.some((u) => u.includes('actor=kavya'))).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
        'href',
        '/api/admin/audit-log/export?actor=kavya',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Hide filters' }));
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters (1 active)' }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
        'href',
        '/api/admin/audit-log/export',
      ),
    );
  });

  it('says so when nothing matches, and offers no empty download', async () => {
    total = 0;
    items = [];
    renderPage();
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Export CSV/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
  });

  it('pages through a long log fifty at a time', async () => {
    total = 120;
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Showing 1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(urls.at(-1)).toContain('offset=50'));
    expect(await screen.findByText('Showing 51–100 of 120')).toBeInTheDocument();
  });
});

describe('audit log helpers', () => {
  it('turns local days into a whole-day range of instants', () => {
    const from = localDayBound('2025-03-03', false)!;
    const to = localDayBound('2025-03-03', true)!;
    expect(new Date(to).getTime() - new Date(from).getTime()).toBe(86_400_000 - 1);
    expect(localDayBound('03/03/2025', false)).toBeUndefined();
    expect(toQueryString({ ...EMPTY_FILTERS, from: '2025-03-03', to: '2025-03-03' })).toBe(
      `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
  });

  it('lists what was added, removed and changed', () => {
    expect(describeChanges({ a: 1, b: 'x', c: 3 }, { a: 2, b: 'x', d: 'new' })).toEqual([
      { field: 'a', from: '1', to: '2' },
      { field: 'c', from: '3' },
      { field: 'd', to: 'new' },
    ]);
    expect(describeChanges(null, { name: 'Kavya' })).toEqual([{ field: 'name', to: 'Kavya' }]);
    expect(describeChanges(null, null)).toEqual([]);
  });
});
