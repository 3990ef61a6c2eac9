import type { NotifyStatus } from '@app/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { NotifyPanel } from '../../src/features/rounds/components/notify-panel';
import { route, server } from '../msw/api';
import { renderWithProviders } from '../shell/render';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {} },
  });
}

let status: NotifyStatus;

beforeEach(() => {
  status = { notice: null };
  server.use(
    route('GET /events/:eventId/rounds/:roundNumber/notify-status', () => status),
    route('POST /events/:eventId/rounds/:roundNumber/notify', () => {
      // The queue has already delivered every mail when the page next asks.
      status = {
        notice: {
          id: 1,
          createdAt: '2030-01-10T04:30:00.000Z',
          queued: { eligible: 3, ineligible: 1 },
          total: 4,
          sent: 4,
          pending: 0,
          failed: 0,
        },
      };
      return {
        message: 'Notifications queued for 4 participants: 3 eligible, 1 not eligible.',
        queued: { eligible: 3, ineligible: 1 },
        noticeId: 1,
      };
    }),
  );
});

const renderPanel = () =>
  renderWithProviders(
    <NotifyPanel
      eventId={7}
      eventName="Code Relay"
      roundNumber={1}
      counts={{ eligible: 3, ineligible: 1, undecided: 0 }}
    />,
  );

describe('Update Winners: after the notifications are sent', () => {
  it('no longer says the sent messages are ready to send, until a message changes', async () => {
    renderPanel();
    const user = userEvent.setup();
    const eligible = screen.getByLabelText('Message to eligible participants');
    await user.type(eligible, 'See you in the final.');
    await user.type(screen.getByLabelText('Message to non-eligible participants'), 'Thank you.');
    expect(screen.getByText('Ready to send 4 mails.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send notifications?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Notifications' }));

    expect(await screen.findByText('Notifications sent')).toBeInTheDocument();
    expect(screen.getByText('These messages were sent.')).toBeInTheDocument();
    expect(screen.queryByText(/Ready to send/)).not.toBeInTheDocument();

    // A new message is something to send again.
    await user.type(eligible, ' Bring your ID.');
    expect(screen.getByText('Ready to send 4 mails.')).toBeInTheDocument();
    expect(screen.queryByText('These messages were sent.')).not.toBeInTheDocument();
  });
});
