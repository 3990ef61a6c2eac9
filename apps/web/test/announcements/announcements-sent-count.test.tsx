import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcement } from '@app/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { AnnouncementsPage } from '../../src/features/announcements/components/announcements-page';
import { route, server } from '../msw/api';
import { aStudent, anAnnouncement, anEvent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// What the coordinator reads around a send: who the confirmation says it reaches, and the
// list of sent announcements counting along with the delivery bar.

let sent: Announcement[];
let progress: Announcement;

beforeEach(() => {
  sent = [];
  progress = anAnnouncement({
    id: 51,
    subject: 'Round 2 moved',
    message: 'Lab 3 at 10 am.',
    createdBy: 'asha@example.com',
    recipients: 4,
  });
  server.use(
    route('GET /auth/me', () => ({ user: aStudent({ id: 2, role: 'organizer', name: 'Asha' }) })),
    route('GET /events', () => [
      anEvent({ id: 7, eventName: 'Paper Talk', symposiumName: 'Carteblanche' }),
    ]),
    route('GET /events/:id/announcements', () => sent),
    route('POST /events/:id/announcements', () => {
      sent = [progress];
      return { id: progress.id, recipients: 4, newRecipients: 4 };
    }),
    route('GET /announcements/:id', () => progress),
  );
});

/** Writes the announcement for `audience` (and `round`, for those who qualified) and presses Send. */
async function compose(user: ReturnType<typeof userEvent.setup>, audience: string, round?: string) {
  renderWithProviders(<AnnouncementsPage />);
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Event' }, { timeout: 5000 }),
    'Paper Talk',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Send to' }), audience);
  if (round) {
    const roundField = screen.getByRole('textbox', { name: 'Round' });
    await user.clear(roundField);
    await user.type(roundField, round);
  }
  await user.click(screen.getByRole('textbox', { name: 'Subject' }));
  await user.paste('Round 2 moved');
  await user.click(screen.getByRole('textbox', { name: 'Message' }));
  await user.paste('Lab 3 at 10 am.');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return within(await screen.findByRole('dialog'));
}

describe('Sending an announcement', () => {
  it('says in plain words who it goes to', async () => {
    const user = userEvent.setup();
    const dialog = await compose(user, 'Checked in');
    expect(
      dialog.getByText("'Round 2 moved' goes to those checked in at Paper Talk, one mail each."),
    ).toBeInTheDocument();
  });

  it('names the round when it goes to those who qualified', async () => {
    const user = userEvent.setup();
    const dialog = await compose(user, 'Qualified for a round', '2');
    expect(
      dialog.getByText(
        "'Round 2 moved' goes to those marked eligible in Round 2 of Paper Talk, one mail each.",
      ),
    ).toBeInTheDocument();
  });

  it('counts the sent mails in the list as the delivery bar does, without a reload', async () => {
    const user = userEvent.setup();
    const dialog = await compose(user, 'Checked in');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    const list = await screen.findByRole('region', { name: 'Announcements sent' });
    expect(await within(list).findByRole('cell', { name: '1 of 4' })).toBeInTheDocument();
    progress = { ...progress, sent: 4 };
    expect(await screen.findByText('Sent: 4 of 4', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).getByRole('cell', { name: '4 of 4' })).toBeInTheDocument(),
    );
  });
});
