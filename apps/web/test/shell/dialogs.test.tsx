import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { showSuccess } from '../../src/lib/notify';
import { renderWithProviders } from './render';

function CartLike() {
  const [items, setItems] = useState(['Code Relay', 'Quiz']);
  return (
    <main>
      <h1>Your Cart</h1>
      <button type="button" onClick={() => showSuccess('Saved.', 2000)}>
        Save
      </button>
      {items.map((name) => (
        <button
          key={name}
          type="button"
          onClick={() => {
            setItems((list) => list.filter((n) => n !== name));
            showSuccess('Event removed from cart.', 2000);
          }}
        >
          Remove {name}
        </button>
      ))}
    </main>
  );
}

describe('self-closing Success dialogs', () => {
  it('leave focus on the control that was used, and close by themselves', async () => {
    renderWithProviders(<CartLike />);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(save).toHaveFocus();
    await waitFor(() => expect(screen.queryByText('Saved.')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(save).toHaveFocus();
  });

  it('move focus to the page heading, not <body>, when the control that was used is gone', async () => {
    renderWithProviders(<CartLike />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Quiz' }));
    expect(await screen.findByText('Event removed from cart.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your Cart' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });
});
