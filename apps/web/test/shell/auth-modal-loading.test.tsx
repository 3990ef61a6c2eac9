import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '../../src/app/layouts/public-layout';
import { server, signedIn } from '../msw/api';
import { renderRoutes } from './render';

// Login and Sign Up open their pop-up at once, with its title and a loader, while the form's code
// downloads (seconds on a slow phone connection): Tab stays inside it meanwhile. The form takes its
// place when it arrives, with focus in its first field.

const formCode = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});

vi.mock('../../src/features/auth/components/auth-modals', async (importOriginal) => {
  await formCode.arrived;
  return importOriginal();
});

const home = [
  { path: '/', element: <PublicLayout />, children: [{ index: true, element: <h1>Welcome</h1> }] },
];

describe('auth pop-up while its form loads', () => {
  it('takes focus and closes with Escape when opened from the phone menu', async () => {
    server.use(signedIn(null));
    const user = userEvent.setup();
    const { router } = renderRoutes(home, '/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the form…');
    // The menu closing gives focus back to its button only when nothing else took it.
    await new Promise((r) => setTimeout(r, 300));
    expect(dialog).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  });

  it('keeps Tab and Shift+Tab inside its frame while the form loads', async () => {
    server.use(signedIn(null));
    const user = userEvent.setup();
    renderRoutes(home, '/');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the form…');
    for (const key of ['{Tab}', '{Tab}', '{Shift>}{Tab}{/Shift}', '{Tab}']) {
      await user.keyboard(key);
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    }
  });

  it('shows the title and a loader at once, then the form', async () => {
    server.use(signedIn(null));
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: <PublicLayout />,
          children: [{ index: true, element: <h1>Welcome</h1> }],
        },
      ],
      '/',
    );

    const signUp = await screen.findByRole('button', { name: 'Sign Up' });
    await user.click(signUp);
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the form…');
    expect(dialog).toHaveFocus();

    // It can be closed meanwhile, giving focus back to the button.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeInTheDocument();
    await waitFor(() => expect(signUp).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('dialog', { name: 'Sign Up' });
    formCode.arrive();
    // The form in its place, with focus in its first field.
    const fullName = await screen.findByLabelText(/^Full name/);
    await waitFor(() => expect(fullName).toHaveFocus());
    await waitFor(() => expect(screen.queryByText('Loading the form…')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
  });
});
