import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IssueProgress } from '../../src/features/certificates/components/issue-progress';
import { route, server } from '../msw/api';
import { renderWithProviders } from '../shell/render';

// The mailing bar follows one issue, while the event's list holds every certificate issued: its
// words must say which batch they count.

describe('the mailing bar of an issue', () => {
  it('says the count is of the last issue, not of every certificate of the event', async () => {
    server.use(
      route('GET /jobs/:id', () => ({
        id: 7,
        kind: 'certificates',
        status: 'done' as const,
        progress: 3,
        total: 3,
        result: null,
        error: null,
      })),
    );
    renderWithProviders(<IssueProgress jobId={7} eventId={1} />);
    expect(await screen.findByText('All 3 certificates of the last issue mailed')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
  });
});
