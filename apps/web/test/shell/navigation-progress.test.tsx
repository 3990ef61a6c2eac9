import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicLayout } from '../../src/app/layouts/public-layout';
import { pagesWithin } from '../../src/app/routes/error-page';
import { server, signedIn } from '../msw/api';
import { renderRoutes } from './render';

// While the next page's code downloads (seconds on a slow phone), the page on screen stays: a bar
// along the top says that the tap worked, and a screen reader hears 'Loading the page…'. The first
// page of a visit shows the header around its loader.

/** A lazily loaded page whose code arrives when the test says so. */
function slowPage(heading: string) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const lazy = () => arrived.then(() => ({ element: <h1>{heading}</h1> }));
  return { lazy, arrive };
}

const layoutWith = (lazy: () => Promise<{ element: React.ReactNode }>) => [
  {
    path: '/',
    element: <PublicLayout />,
    children: pagesWithin([
      {
        index: true,
        element: (
          <>
            <h1>Welcome</h1>
            <Link to="/events">View Carteblanche events</Link>
          </>
        ),
      },
      { path: 'events', lazy },
    ]),
  },
];

describe('navigation feedback', () => {
  it('shows the progress bar while the next page loads, and removes it after', async () => {
    server.use(signedIn(null));
    const user = userEvent.setup();
    const events = slowPage('Events');
    renderRoutes(layoutWith(events.lazy), '/');
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'View Carteblanche events' }));
    expect(await screen.findByTestId('navigation-progress')).toBeInTheDocument();
    // The landing page stays meanwhile; a screen reader hears about the wait after a second.
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(await screen.findByText('Loading the page…')).toBeInTheDocument();

    events.arrive();
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Loading the page…')).not.toBeInTheDocument();
  });

  it('shows the header around the loader while the first page of a visit loads', async () => {
    server.use(signedIn(null));
    const events = slowPage('Events');
    renderRoutes(layoutWith(events.lazy), '/events');
    expect(await screen.findByRole('link', { name: 'CSMIT home' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    events.arrive();
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSMIT home' })).toBeInTheDocument();
  });
});
