import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyCertificate } from '../../src/features/certificates/components/verify-certificate';
import { certificateTitle } from '../../src/features/certificates/lib/format';
import { afterLastRound } from '../../src/features/winners/components/event-winners';
import { WinnersEditor } from '../../src/features/winners/components/winners-editor';
import { DialogHost } from '../../src/lib/notify';

// The verify page and the winners editor against a stand-in for the API.

type Handler = (method: string, url: string, body: unknown) => { status: number; body: unknown };

function stubApi(handler: Handler) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const res = handler(method, url, body);
      return new Response(JSON.stringify(res.body), {
        status: res.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function wrap(ui: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={qc}>
        <MemoryRouter>{ui}</MemoryRouter>
        <DialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const CERT = {
  code: 'K7M2QX9RTB4H',
  name: 'Śrīnivāsa Rāmānujan',
  college: 'PSG College of Technology',
  eventName: 'Code Relay',
  symposiumName: 'Carteblanche',
  kind: 'merit',
  position: 2,
  issuedAt: '2026-11-23T05:00:00.000Z',
  status: 'valid',
};

afterEach(() => vi.unstubAllGlobals());

describe('VerifyCertificate', () => {
  it('says a valid certificate is valid, what it certifies, and offers the PDF', async () => {
    stubApi(() => ({ status: 200, body: CERT }));
    wrap(<VerifyCertificate code="k7m2qx9rtb4h" societyName="Computer Society of MIT" />);
    expect(await screen.findByRole('heading', { name: 'This certificate is valid' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Śrīnivāsa Rāmānujan' })).toBeTruthy();
    expect(screen.getByText('Certificate of Merit — Second Place')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/certificates/K7M2QX9RTB4H/pdf',
    );
  });

  it('says a revoked certificate was revoked, and offers no PDF', async () => {
    stubApi(() => ({
      status: 200,
      body: { ...CERT, status: 'revoked', message: 'This certificate was revoked.' },
    }));
    wrap(<VerifyCertificate code={CERT.code} societyName="Computer Society of MIT" />);
    expect(await screen.findByRole('heading', { name: 'Certificate revoked' })).toBeTruthy();
    expect(screen.getAllByText('This certificate was revoked.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('says an unknown code is unknown', async () => {
    stubApi(() => ({ status: 404, body: { message: 'No certificate has this code.' } }));
    wrap(<VerifyCertificate code="NOPE" societyName="Computer Society of MIT" />);
    expect(
      await screen.findByRole('heading', { name: 'No certificate has this code' }),
    ).toBeTruthy();
  });
});

describe('WinnersEditor', () => {
  it('shows the stored places, and sends the chosen person with the winning team', async () => {
    const calls = stubApi((method, url) => {
      if (url.endsWith('/winner-candidates'))
        return {
          status: 200,
          body: {
            people: [
              { userId: 11, name: 'Asha Iyer', email: 'asha@example.com' },
              { userId: 12, name: 'Bala K', email: 'bala@example.com' },
            ],
            teams: [{ teamId: 5, teamName: 'Byte Me', members: ['Asha Iyer', 'Chitra M'] }],
          },
        };
      if (method === 'PUT') return { status: 200, body: [] };
      return {
        status: 200,
        body: [{ position: 3, name: 'A, B', college: null, teamName: 'Byte Me', teamId: 5 }],
      };
    });
    wrap(<WinnersEditor eventId={7} eventName="Code Relay" />);
    const user = userEvent.setup();
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Third place' }) as HTMLInputElement).value,
      ).toBe('Byte Me (Asha Iyer, Chitra M)'),
    );
    await user.click(await screen.findByRole('combobox', { name: 'First place' }));
    const list = await screen.findByRole('listbox', { name: 'First place', hidden: true });
    await user.click(
      within(list).getByRole('option', { name: 'Bala K (bala@example.com)', hidden: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Save winners' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/events/7/winners');
    expect(put.body).toEqual({
      winners: [
        { userId: 12, position: 1 },
        { teamId: 5, position: 3 },
      ],
    });
    expect(await screen.findByText('Winners of Code Relay saved.')).toBeTruthy();
  });
});

describe('helpers', () => {
  it('shows winners only once the last dated round has begun', () => {
    const now = new Date('2026-03-06T00:00:00Z');
    expect(afterLastRound({ rounds: [] }, now)).toBe(true);
    const r = (d: string | null) => ({ roundNumber: 1, roundDetails: '', roundDateTime: d });
    expect(
      afterLastRound({ rounds: [r('2026-03-05T10:00:00Z'), r('2026-03-07T10:00:00Z')] }, now),
    ).toBe(false);
    expect(afterLastRound({ rounds: [r('2026-03-05T10:00:00Z'), r(null)] }, now)).toBe(true);
  });

  it('titles certificates as the spec prints them', () => {
    expect(certificateTitle({ kind: 'participation', position: null })).toBe(
      'Certificate of Participation',
    );
    expect(certificateTitle({ kind: 'merit', position: 1 })).toBe(
      'Certificate of Merit — First Place',
    );
  });
});
