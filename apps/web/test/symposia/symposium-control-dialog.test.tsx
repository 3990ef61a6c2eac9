import { MSG, siteDayOf, type StartSymposiumInput } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SymposiumControlDialog } from '../../src/features/symposia/components/symposium-control-dialog';
import { route, server } from '../msw/api';
import { renderWithProviders } from '../shell/render';

let started: StartSymposiumInput[];

beforeEach(() => {
  started = [];
  server.use(
    route('GET /symposium/status', () => [
      { symposiumName: 'Enigma', isOpen: 0, startDate: '2024-02-01' },
      { symposiumName: 'Carteblanche', isOpen: 0, startDate: null },
    ]),
    route('POST /symposium/start', ({ body }) => {
      started.push(body);
      return {
        success: true,
        message: MSG.symposiumStarted(body.symposiumName),
        status: { symposiumName: body.symposiumName, isOpen: 1, startDate: String(body.startDate) },
      };
    }),
  );
});

async function enigmaRow() {
  renderWithProviders(<SymposiumControlDialog opened onClose={() => {}} />);
  return within(await screen.findByTestId('symposium-Enigma'));
}

describe('Symposium Control', () => {
  it('offers today as the start date and no later day', async () => {
    const row = await enigmaRow();
    const today = siteDayOf(new Date().toISOString());
    const date = row.getByLabelText('Start date');
    expect(date).toHaveValue(today);
    expect(date).toHaveAttribute('max', today);
  });

  it('refuses a typed start date later than today, under the field, and starts nothing', async () => {
    const row = await enigmaRow();
    const user = userEvent.setup();
    const date = row.getByLabelText('Start date');
    await user.clear(date);
    await user.type(date, siteDayOf(new Date(Date.now() + 86_400_000).toISOString()));
    await user.click(row.getByRole('button', { name: 'Start Enigma' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(MSG.startDateFuture));
    expect(started).toEqual([]);
  });

  it('keeps the start date of a symposium started earlier this year, when it is started again', async () => {
    const today = siteDayOf(new Date().toISOString());
    const earlier = `${today.slice(0, 4)}-01-01`;
    server.use(
      route('GET /symposium/status', () => [
        { symposiumName: 'Enigma', isOpen: 0, startDate: earlier },
        { symposiumName: 'Carteblanche', isOpen: 0, startDate: null },
      ]),
    );
    const row = await enigmaRow();
    expect(row.getByLabelText('Start date')).toHaveValue(earlier);
  });

  it('starts with today\'s date', async () => {
    const row = await enigmaRow();
    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: 'Start Enigma' }));
    await waitFor(() => expect(started).toEqual([{ symposiumName: 'Enigma', startDate: siteDayOf(new Date().toISOString()) }]));
  });

  // The success notice opens over the dialog, which stays open for the other symposium: Escape
  // dismisses the notice alone, as a person expects of the topmost thing; the next one closes the dialog.
  it('closes only the success notice on the first Escape, and the dialog on the next', async () => {
    const closed = vi.fn();
    function Opened() {
      const [opened, setOpened] = useState(true);
      const close = () => {
        closed();
        setOpened(false);
      };
      return <SymposiumControlDialog opened={opened} onClose={close} />;
    }
    renderWithProviders(<Opened />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('symposium-Enigma')).getByRole('button', { name: 'Start Enigma' }));
    const notice = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(notice).getByText(MSG.symposiumStarted('Enigma'))).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Success' })).toBeNull());
    expect(closed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Symposium Control' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Symposium Control' })).toBeNull());
  });

  // Closing the notice gives focus back inside the dialog that stays open, not to the page behind it
  // (where Tab would then walk controls the dialog covers).
  it('gives focus back inside the dialog when the success notice is closed', async () => {
    renderWithProviders(
      <>
        <button type="button">Show Timer</button>
        <SymposiumControlDialog opened onClose={() => {}} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show Timer' }));
    await user.click(within(await screen.findByTestId('symposium-Carteblanche')).getByRole('button', { name: 'Start Carteblanche' }));
    const notice = await screen.findByRole('dialog', { name: 'Success' });
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Success' })).toBeNull());

    const control = screen.getByRole('dialog', { name: 'Symposium Control' });
    await waitFor(() => expect(control).toContainElement(document.activeElement as HTMLElement));
  });
});
