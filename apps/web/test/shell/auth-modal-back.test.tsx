import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { PublicLayout } from '../../src/app/layouts/public-layout';
import { LoginPromptPanel } from '../../src/components/login-prompt-panel';
import { route, server, signedIn } from '../msw/api';
import { aStudent } from '../msw/fixtures';
import { renderRoutes } from './render';

// Login, Sign Up and Forgot Password are one pop-up: a phone's Back closes it and stays on the
// page it was opened on, whichever of its views it shows; signing in closes it without stepping
// back a page.

const routes = [
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, element: <h1>Welcome</h1> },
      { path: 'gallery', element: <h1>Gallery</h1> },
      {
        path: 'enrolled-events',
        element: (
          <LoginPromptPanel gap="sm" heading={<h1>My Events</h1>}>
            <p>{MSG.enrolledLoggedOut}</p>
          </LoginPromptPanel>
        ),
      },
    ],
  },
];

/** The app at `path`, reached from the gallery (so Back has a page to leave to). */
async function openAt(path: string) {
  const rendered = renderRoutes(routes, '/gallery');
  await screen.findByRole('heading', { name: 'Gallery' });
  await act(() => rendered.router.navigate(path));
  return rendered;
}

const back = (router: ReturnType<typeof renderRoutes>['router']) => act(() => router.navigate(-1));
const banner = () => screen.getByRole('banner');

describe('the auth pop-up and Back', () => {
  it('closes on Back and stays on the page, after switching between its views too', async () => {
    server.use(signedIn(null));
    const user = userEvent.setup();
    const { router } = await openAt('/');
    await screen.findByRole('heading', { name: 'Welcome' });

    const login = within(banner()).getByRole('button', { name: 'Login' });
    await user.click(login);
    await screen.findByRole('textbox', { name: /Email/ });
    await back(router);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    // Focus is back on the button that opened it.
    await waitFor(() => expect(login).toHaveFocus());

    // Login, then Sign Up, then Login, then Forgot Password: still one Back to close it.
    await user.click(within(banner()).getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    dialog = await screen.findByRole('dialog', { name: 'Login' });
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('dialog', { name: 'Forgot Password' });
    await back(router);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();

    // The next Back leaves the page, as it would have without the pop-up.
    await back(router);
    expect(await screen.findByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
  });

  it('closes on Back when opened from the login prompt of a page for users', async () => {
    server.use(signedIn(null));
    const user = userEvent.setup();
    const { router } = await openAt('/enrolled-events');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Login' }));
    await screen.findByRole('dialog', { name: 'Login' });
    await back(router);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'My Events' })).toBeInTheDocument();
    expect(screen.getByText(MSG.enrolledLoggedOut)).toBeInTheDocument();
  });

  it('after signing in, closes and stays on the page: Back then leaves it, not to the pop-up', async () => {
    const student = aStudent();
    server.use(
      signedIn(null),
      route('POST /auth/login', () => ({ user: student, message: MSG.loginSuccess })),
    );
    const user = userEvent.setup();
    const { router } = await openAt('/');
    await user.click(within(banner()).getByRole('button', { name: 'Login' }));
    await screen.findByRole('textbox', { name: /Email/ });
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), student.email);
    await user.type(within(dialog).getByLabelText(/Password/), 'secret-pass');
    server.use(signedIn(student));
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await within(banner()).findByRole('link', { name: 'My Events' });
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await back(router);
    expect(await screen.findByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from a link to it, and closing it stays on the page', async () => {
    server.use(signedIn(null));
    const user = userEvent.setup();
    const { router } = await openAt('/?auth=signup');
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
