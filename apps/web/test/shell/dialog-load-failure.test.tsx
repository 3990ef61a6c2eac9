import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { confirmAction, confirmDelete, showError } from '../../src/lib/notify';
import { renderWithProviders } from './render';

// Offline, the dialog view's code (loaded on the first dialog) cannot be downloaded. The dialog is
// drawn plainly in the page instead, and the app stays on the screen.
vi.mock('../../src/lib/dialog-view', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/dialog-view.js');
});

function Page() {
  return (
    <main>
      <h1>Your Cart</h1>
      <button type="button" onClick={() => showError('An error occurred during registration.')}>
        Pay
      </button>
    </main>
  );
}

describe('a dialog whose code cannot be loaded', () => {
  it('shows its message plainly in the page, and the page stays', async () => {
    renderWithProviders(<Page />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('An error occurred during registration.');
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred during registration.');
    expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
  });

  it('still asks before a deletion, and runs it when confirmed', async () => {
    renderWithProviders(<Page />);
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    confirmDelete('event', onConfirm);
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this event?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("names the button that backs out as the asker says ('Keep registration', not 'Cancel')", async () => {
    renderWithProviders(<Page />);
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    confirmAction({
      title: 'Cancel registration',
      message: 'Cancel your registration for Tech Quiz?',
      confirm: 'Cancel registration',
      dismiss: 'Keep registration',
      danger: true,
      onConfirm,
    });
    await screen.findByRole('dialog', { name: 'Cancel registration' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep registration' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
