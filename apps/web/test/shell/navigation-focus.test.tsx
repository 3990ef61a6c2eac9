import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicLayout } from '../../src/app/layouts/public-layout';
import { server, signedIn } from '../msw/api';
import { renderRoutes } from './render';

// Moving to another page puts focus at the start of its content (as a full page load would), and the
// phone menu gives focus back to its button when dismissed.

const routes = [
  {
    element: <PublicLayout />,
    children: [
      {
        path: '/',
        element: (
          <>
            <h1>Welcome</h1>
            <Link to="/gallery">See the gallery</Link>
          </>
        ),
      },
      { path: '/gallery', element: <h1>Gallery</h1> },
      { path: '/placements', element: <h1>Placement Details</h1> },
    ],
  },
];

describe('focus across pages', () => {
  it('leaves the first page alone, then focuses the new page’s content after a link is followed', async () => {
    server.use(signedIn(null));
    const user = userEvent.setup();
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(screen.getByRole('main')).not.toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'See the gallery' }));
    await screen.findByRole('heading', { name: 'Gallery' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('says whether the phone menu is open, and gives focus back to its button on Escape', async () => {
    server.use(signedIn(null));
    const user = userEvent.setup();
    renderRoutes(routes, '/gallery');
    const burger = await screen.findByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await user.click(burger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(burger).toHaveFocus());

    // A page chosen in the menu takes focus, not the menu's button.
    await user.click(burger);
    const again = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(again).getByRole('link', { name: 'Placements' }));
    await screen.findByRole('heading', { name: 'Placement Details' });
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
