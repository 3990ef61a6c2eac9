import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EventManagementPortal } from '../../src/features/events/components/admin/event-management-portal';
import { route, server, signedIn } from '../msw/api';
import { anAccount, anEvent, aStudent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {} },
  });
}

describe('Event Management Portal', () => {
  it("names the symposium chosen in the Add Event form in the dialog's title", async () => {
    const admin = aStudent({ role: 'admin', name: 'Admin' });
    server.use(
      signedIn(admin),
      route('GET /events', () => [
        anEvent({ id: 1, eventName: 'Code Relay', symposiumName: 'Enigma' }),
      ]),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <EventManagementPortal
          accounts={[]}
          accountsError={false}
          links={{ registrations: () => '/' }}
        />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an event to Enigma' });
    await user.click(within(dialog).getByLabelText(/^Symposium/));
    await user.click(await screen.findByRole('option', { name: 'Carteblanche', hidden: true }));
    expect(
      await screen.findByRole('dialog', { name: 'Add an event to Carteblanche' }),
    ).toBeInTheDocument();
  });

  it('offers Assign Account for a paid event only: a free event takes no payment', async () => {
    const admin = aStudent({ role: 'admin', name: 'Admin' });
    server.use(
      signedIn(admin),
      route('GET /events', () => [
        anEvent({ id: 1, eventName: 'Code Relay', symposiumName: 'Enigma', registrationFees: 150 }),
        anEvent({ id: 2, eventName: 'Quiz Night', symposiumName: 'Enigma', registrationFees: 0 }),
      ]),
    );
    renderWithProviders(
      <MemoryRouter>
        <EventManagementPortal
          accounts={[anAccount({ id: 7 })]}
          accountsError={false}
          links={{ registrations: () => '/' }}
        />
      </MemoryRouter>,
    );
    const paid = await screen.findByRole('article', { name: 'Code Relay' });
    const free = screen.getByRole('article', { name: 'Quiz Night' });
    expect(
      within(paid).getByRole('button', { name: 'Assign Account to Code Relay' }),
    ).toBeInTheDocument();
    expect(within(free).queryByRole('button', { name: /Assign Account/ })).toBeNull();
    expect(within(free).getByText('None (free event)')).toBeInTheDocument();
  });

  it('warns, by name, of the organizers who coordinate only the event being deleted: they would then see every event', async () => {
    const admin = aStudent({ role: 'admin', name: 'Admin' });
    const deleted: string[] = [];
    let only = [
      { id: 4, name: 'Asha Rao' },
      { id: 5, name: 'Ben Thomas' },
    ];
    server.use(
      signedIn(admin),
      route('GET /events', () => [anEvent({ id: 1, eventName: 'Code Relay', symposiumName: 'Enigma' })]),
      route('GET /events/:id/delete-preview', () => ({ organizersWithNoOtherEvent: only })),
      route('DELETE /events/:id', ({ params }) => {
        deleted.push(params.id!);
        return { message: 'Event deleted successfully' };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <EventManagementPortal accounts={[]} accountsError={false} links={{ registrations: () => '/' }} />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Code Relay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this event? Asha Rao and Ben Thomas coordinate only this event: once it is deleted they will see every event. Assign them another event first, or remove them as organizers.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    only = [{ id: 4, name: 'Asha Rao' }];
    await user.click(screen.getByRole('button', { name: 'Delete Code Relay' }));
    expect(await screen.findByRole('dialog', { name: 'Please confirm' })).toHaveTextContent(
      'Asha Rao coordinates only this event: once it is deleted they will see every event. Assign them another event first, or remove them as an organizer.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    // Nobody left without an event: the plain question, and the event is deleted.
    only = [];
    await user.click(screen.getByRole('button', { name: 'Delete Code Relay' }));
    const plain = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(plain.textContent).toContain('Are you sure you want to delete this event?');
    expect(plain.textContent).not.toContain('coordinate');
    await user.click(within(plain).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', { name: 'Success' });
    expect(deleted).toEqual(['1']);
  });
});
