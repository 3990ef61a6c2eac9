import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type {
  Certificate,
  CertificateSummary,
  IssueCertificatesResponse,
  PutWinnersInput,
} from '@app/shared';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EventCertificates } from '../../src/features/certificates/components/event-certificates';
import { VerifyCertificate } from '../../src/features/certificates/components/verify-certificate';
import { certificateTitle } from '../../src/features/certificates/lib/format';
import { afterLastRound } from '../../src/features/winners/components/event-winners';
import { WinnersEditor } from '../../src/features/winners/components/winners-editor';
import { DialogHost } from '../../src/lib/notify';
import { fail, route, server } from '../msw/api';

// The verify page and the winners editor against a stand-in for the API.

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

const CERT: Certificate = {
  code: 'K7M2QX9RTB4H',
  name: 'Śrīnivāsa Rāmānujan',
  college: 'PSG College of Technology',
  eventName: 'Code Relay',
  symposiumName: 'Carteblanche',
  kind: 'merit',
  position: 2,
  issuedAt: '2026-11-23T05:00:00.000Z',
  status: 'valid',
  societyName: 'Computer Society of Madras Institute of Technology',
};

describe('VerifyCertificate', () => {
  it('says a valid certificate is valid, what it certifies, and offers the PDF', async () => {
    server.use(route('GET /certificates/:code', () => CERT));
    wrap(<VerifyCertificate code="k7m2qx9rtb4h" societyName="Computer Society of MIT" />);
    expect(await screen.findByRole('heading', { name: 'This certificate is valid' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Śrīnivāsa Rāmānujan' })).toBeTruthy();
    expect(screen.getByText('Certificate of Merit — Second Place')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/certificates/K7M2QX9RTB4H/pdf',
    );
    // The issuer is the one on the certificate (its settings), not the site's short name.
    expect(
      screen.getByText(
        'Issued by Computer Society of Madras Institute of Technology on 23 November 2026.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Computer Society of MIT/)).toBeNull();
  });

  it('says a revoked certificate was revoked, and offers no PDF', async () => {
    server.use(
      route('GET /certificates/:code', () => ({
        ...CERT,
        status: 'revoked',
        message: 'This certificate was revoked.',
      })),
    );
    wrap(<VerifyCertificate code={CERT.code} societyName="Computer Society of MIT" />);
    expect(await screen.findByRole('heading', { name: 'Certificate revoked' })).toBeTruthy();
    expect(screen.getAllByText('This certificate was revoked.')).toHaveLength(1);
    expect(
      screen.getByText(
        'Issued by Computer Society of Madras Institute of Technology on 23 November 2026.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('says an unknown code is unknown', async () => {
    server.use(route('GET /certificates/:code', () => fail(404, 'No certificate has this code.')));
    wrap(<VerifyCertificate code="NOPE" societyName="Computer Society of MIT" />);
    expect(
      await screen.findByRole('heading', { name: 'No certificate has this code' }),
    ).toBeTruthy();
  });
});

describe('EventCertificates', () => {
  const summary = (outdatedMerit: number): CertificateSummary => ({
    eventId: 4,
    eventName: 'Web Design Sprint',
    eligible: { participation: 8, merit: 3 },
    issued: { participation: 8, merit: 3 },
    revoked: 0,
    winners: 3,
    outdatedMerit,
    lastJobId: null,
    certificates: [
      {
        ...CERT,
        kind: 'merit',
        position: 1,
        email: 'aarav@example.com',
        revokedAt: null,
        mailed: true,
      },
    ],
  });

  it('says when the merit certificates no longer match the winners, and issuing brings them in line', async () => {
    let outdated = 2;
    const issued: IssueCertificatesResponse = { issued: 2, skipped: 1, revoked: 2, jobId: null };
    server.use(
      http.get('*/api/events/4/certificates', () => HttpResponse.json(summary(outdated))),
      http.post('*/api/events/4/certificates', () => {
        outdated = 0;
        return HttpResponse.json(issued);
      }),
    );
    wrap(<EventCertificates eventId={4} />);
    expect(await screen.findByText('The winners have changed')).toBeTruthy();
    expect(
      screen.getByText(
        '2 merit certificates no longer match the winners. Issue merit certificates to revoke them and issue the right ones.',
      ),
    ).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Issue merit certificates' }));
    expect(
      await screen.findByText(
        '2 certificates issued, 2 certificates revoked as the winners changed, 1 already had one. Mails are on their way.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('The winners have changed')).toBeNull());
  });

  it('shows no notice while the merit certificates match the winners', async () => {
    server.use(http.get('*/api/events/4/certificates', () => HttpResponse.json(summary(0))));
    wrap(<EventCertificates eventId={4} />);
    expect(await screen.findByRole('button', { name: 'Issue merit certificates' })).toBeTruthy();
    expect(screen.queryByText('The winners have changed')).toBeNull();
  });
});

describe('WinnersEditor', () => {
  it('shows the stored places, and sends the chosen person with the winning team', async () => {
    const sent: PutWinnersInput[] = [];
    server.use(
      route('GET /events/:eventId/winner-candidates', () => ({
        people: [
          { userId: 11, name: 'Asha Iyer', email: 'asha@example.com' },
          { userId: 12, name: 'Bala K', email: 'bala@example.com' },
        ],
        teams: [{ teamId: 5, teamName: 'Byte Me', members: ['Asha Iyer', 'Chitra M'] }],
      })),
      route('GET /events/:eventId/winners', () => [
        { position: 3, name: 'Asha Iyer, Chitra M', college: null, teamName: 'Byte Me', teamId: 5 },
      ]),
      route('PUT /events/:eventId/winners', ({ params, body }) => {
        expect(params.eventId).toBe('7');
        sent.push(body);
        return [];
      }),
    );
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
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
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
