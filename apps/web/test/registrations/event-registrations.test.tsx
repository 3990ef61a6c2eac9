import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, type EventRegistrationRow } from '@app/shared';
import { MemoryRouter } from 'react-router';
import { EventRegistrations } from '../../src/features/registrations/components/event-registrations';
import { fail, route, server, signedIn } from '../msw/api';
import { anEvent, aStudent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

const organizer = aStudent({ id: 7, role: 'organizer', fullName: 'Org Anizer' });
const event = anEvent({ id: 41, eventName: 'Code Sprint', symposiumName: 'Enigma' });
const row = (registrationId: number, userName: string): EventRegistrationRow => ({
  registrationId,
  userName,
  email: `${userName.toLowerCase().replace(' ', '.')}@example.com`,
  college: 'MIT',
  teamName: null,
  isTeamLeader: false,
});

let rows: EventRegistrationRow[];
let cancelled: number[];

beforeEach(() => {
  sessionStorage.setItem('user', JSON.stringify(organizer));
  rows = [row(501, 'Asha Rao'), row(502, 'Vikram Iyer')];
  cancelled = [];
  server.use(
    signedIn(organizer),
    route('GET /events/:id', () => event),
    route('GET /registrations/event/:eventId', () => rows),
    route('DELETE /registrations/:id', ({ params }) => {
      const id = Number(params.id);
      if (!rows.some((r) => r.registrationId === id)) return fail(404, 'Registration not found.');
      cancelled.push(id);
      rows = rows.filter((r) => r.registrationId !== id);
      return { message: 'Registration cancelled.' };
    }),
  );
});

function renderList() {
  return renderWithProviders(
    <MemoryRouter>
      <EventRegistrations eventId={41} symposium="Enigma" backPath="/organizer" />
    </MemoryRouter>,
  );
}

describe('staff cancel a registration from the event list', () => {
  /** Opens the list and presses `userName`'s cancel button: the question is asked. */
  async function askToCancel(userName: string) {
    const user = userEvent.setup();
    renderList();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: `Cancel ${userName}'s registration` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel registration' });
    return { user, table, dialog };
  }

  it('asks first, cancels that registration, says so and drops the row', async () => {
    const { user, table, dialog } = await askToCancel('Vikram Iyer');
    expect(dialog).toHaveTextContent("Cancel Vikram Iyer's registration for Code Sprint?");
    expect(cancelled).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));

    expect(await screen.findByText('Registration cancelled.')).toBeInTheDocument();
    expect(cancelled).toEqual([502]);
    await waitFor(() => expect(within(table).queryByText('Vikram Iyer')).not.toBeInTheDocument());
    expect(within(table).getByText('Asha Rao')).toBeInTheDocument();
  });

  it("asks with 'Keep registration' and a red 'Cancel registration', not 'Cancel' beside 'Cancel registration'", async () => {
    const { user, table, dialog } = await askToCancel('Asha Rao');
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel registration' });
    expect(cancel.style.getPropertyValue('--button-bg')).toContain('--mantine-color-red-8');

    await user.click(within(dialog).getByRole('button', { name: 'Keep registration' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelled).toEqual([]);
    expect(within(table).getByText('Asha Rao')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the row", async () => {
    server.use(route('DELETE /registrations/:id', () => fail(403, 'You are not a coordinator of this event.')));
    const { user, table, dialog } = await askToCancel('Asha Rao');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));

    expect(await screen.findByText('You are not a coordinator of this event.')).toBeInTheDocument();
    expect(within(table).getByText('Asha Rao')).toBeInTheDocument();
  });
});

describe('the event list when the registrations cannot be loaded', () => {
  // Queried within the page: a dialog left open by an earlier test sits outside it.
  async function renderFailed() {
    const page = within(renderList().container);
    expect(await page.findByRole('heading', { level: 1, name: 'Code Sprint Registrations' })).toBeInTheDocument();
    return page;
  }

  /** Neither the list nor a download that would read as 'nobody registered'. */
  function expectNoDownloads(page: ReturnType<typeof within>) {
    expect(page.queryByRole('button', { name: 'Download as PDF' })).toBeNull();
    expect(page.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(page.queryByRole('link', { name: 'Download Excel' })).toBeNull();
    expect(page.queryByText('Nobody has registered for this event yet.')).toBeNull();
  }

  it("shows another coordinator's event as refused, with the server's words and no downloads", async () => {
    server.use(route('GET /registrations/event/:eventId', () => fail(403, MSG.notCoordinator)));
    const page = await renderFailed();
    expect(page.getByRole('alert')).toHaveTextContent(MSG.notCoordinator);
    expectNoDownloads(page);
  });

  it('says the list failed to load when the server broke, with no downloads', async () => {
    server.use(route('GET /registrations/event/:eventId', () => fail(500, 'Something went wrong.')));
    const page = await renderFailed();
    expect(page.getByRole('alert')).toHaveTextContent('Failed to load the registrations of this event.');
    expectNoDownloads(page);
  });
});

describe('the event list when nobody is verified yet', () => {
  it('does not say nobody registered for a paid event: payments awaiting verification are elsewhere', async () => {
    rows = [];
    server.use(route('GET /events/:id', () => ({ ...event, registrationFees: 150, capacity: 1, seatsLeft: 0 })));
    const page = within(renderList().container);
    expect(await page.findByRole('heading', { name: 'No verified registrations yet' })).toBeInTheDocument();
    expect(
      page.getByText(
        'Registrations are listed here once their payment is verified; payments awaiting verification are on Registration Status.',
      ),
    ).toBeInTheDocument();
    expect(page.queryByText('Nobody has registered for this event yet.')).toBeNull();
  });

  it('says nobody registered for a free event, whose registrations are verified at once', async () => {
    rows = [];
    server.use(route('GET /events/:id', () => ({ ...event, registrationFees: 0 })));
    const page = within(renderList().container);
    expect(await page.findByText('Nobody has registered for this event yet.')).toBeInTheDocument();
    expect(page.getByRole('heading', { name: 'No registrations yet' })).toBeInTheDocument();
  });
});
