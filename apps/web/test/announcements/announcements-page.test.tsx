import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANNOUNCEMENT_MSG, type Announcement, type AnnouncementInput } from '@app/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { Component as AnnouncementsRoute } from '../../src/app/routes/announcements';
import { AnnouncementsPage } from '../../src/features/announcements/components/announcements-page';
import { linkParts } from '../../src/features/announcements/lib/linkify';
import { route, server } from '../msw/api';
import { aStudent, anAnnouncement, anEvent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// The announcements page against stand-ins for the announcement calls.

let posted: AnnouncementInput[];
let progress: Announcement;

beforeEach(() => {
  posted = [];
  answer = firstSend;
  progress = anAnnouncement();
  server.use(
    route('GET /auth/me', () => ({ user: aStudent({ id: 2, role: 'organizer', name: 'Olga' }) })),
    route('GET /events', () => [
      anEvent({ id: 7, eventName: 'Code Relay', symposiumName: 'Enigma' }),
    ]),
    route('GET /events/:id/announcements', () => [progress]),
    route('POST /events/:id/announcements', ({ body }) => {
      posted.push(body);
      return { id: 41, ...answer(body) };
    }),
    route('GET /announcements/:id', () => progress),
  );
});

/** The server's answer to a send: a first send to all three, unless a test says otherwise. */
const firstSend = (body: AnnouncementInput) =>
  body.test ? { recipients: 1, newRecipients: 1 } : { recipients: 3, newRecipients: 3 };
let answer = firstSend;

async function compose(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<AnnouncementsPage />);
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Event' }, { timeout: 5000 }),
    'Code Relay',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Send to' }), 'Checked in');
  await user.click(screen.getByRole('textbox', { name: 'Subject' }));
  await user.paste('Venue change');
  await user.click(screen.getByRole('textbox', { name: 'Message' }));
  await user.paste('Meet in Hall B.\nMap: https://example.com/map');
}

/** Send, then the confirmation dialog's own Send button. */
async function sendConfirmed(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
}

describe('Announcements page', () => {
  it('previews the message with its line break and link, and sends a test to the caller', async () => {
    const user = userEvent.setup();
    await compose(user);
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Venue change')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'https://example.com/map' })).toHaveAttribute(
      'href',
      'https://example.com/map',
    );
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      subject: 'Venue change',
      message: 'Meet in Hall B.\nMap: https://example.com/map',
      audience: 'checked-in',
      test: true,
    });
  });

  it('asks before sending, then follows the delivery to the end', async () => {
    const user = userEvent.setup();
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(posted).toHaveLength(0);
    // The confirmation dialog's own Send button.
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }),
    );
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.test).toBe(false);
    expect(await screen.findByText('Sending: 1 of 3')).toBeInTheDocument();
    progress = { ...progress, sent: 3 };
    expect(await screen.findByText('Sent: 3 of 3', {}, { timeout: 3000 })).toBeInTheDocument();
    // The history lists what was sent for the event.
    expect(screen.getByRole('cell', { name: 'olga@example.com' })).toBeInTheDocument();
  });

  it('says who a second send of the same announcement reaches: only those who joined since', async () => {
    const user = userEvent.setup();
    await compose(user);
    answer = () => ({ recipients: 4, newRecipients: 1 });
    await sendConfirmed(user);
    expect(
      await screen.findByText('Sending to 1 person who joined since; the other 3 had it already.'),
    ).toBeInTheDocument();
    answer = () => ({ recipients: 4, newRecipients: 0 });
    await sendConfirmed(user);
    expect(
      await screen.findByText('Everyone in this audience has had this announcement already.'),
    ).toBeInTheDocument();
  });

  it('says what is missing instead of sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementsPage />);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Event' }, { timeout: 5000 }),
      'Code Relay',
    );
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByText(ANNOUNCEMENT_MSG.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(ANNOUNCEMENT_MSG.messageRequired)).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });
});

describe('Announcements page of a coordinator', () => {
  const other = anEvent({ id: 8, eventName: 'Paper Talk', symposiumName: 'Carteblanche' });
  const eventChoices = async () =>
    within(await screen.findByRole('combobox', { name: 'Event' }, { timeout: 5000 }))
      .getAllByRole('option')
      .map((o) => o.textContent);

  it('offers only the events the organizer is assigned to', async () => {
    server.use(
      route('GET /events', () => [
        anEvent({ id: 7, eventName: 'Code Relay', symposiumName: 'Enigma' }),
        other,
      ]),
      route('GET /me/events', () => ({
        all: false,
        events: [{ id: 7, eventName: 'Code Relay', symposiumName: 'Enigma' }],
      })),
    );
    renderWithProviders(<AnnouncementsRoute />);
    expect(await eventChoices()).toEqual(['Choose an event', 'Code Relay']);
  });

  it('offers every event to the admin and to an organizer assigned to none', async () => {
    server.use(
      route('GET /events', () => [
        anEvent({ id: 7, eventName: 'Code Relay', symposiumName: 'Enigma' }),
        other,
      ]),
      route('GET /me/events', () => ({ all: true, events: [] })),
    );
    renderWithProviders(<AnnouncementsRoute />);
    expect(await eventChoices()).toEqual(['Choose an event', 'Code Relay', 'Paper Talk']);
  });
});

describe('linkParts', () => {
  it('finds links but leaves a closing full stop outside', () => {
    expect(linkParts('See https://a.example/x. Thanks')).toEqual([
      { text: 'See ' },
      { text: 'https://a.example/x', href: 'https://a.example/x' },
      { text: '. Thanks' },
    ]);
  });
});
