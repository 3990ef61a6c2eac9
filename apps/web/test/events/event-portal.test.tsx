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
});
