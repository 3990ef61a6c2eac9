import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage, pagesWithin } from '../../src/app/routes/error-page';
import { renderRoutes } from './render';

// The router's error screen: a page whose code could not be downloaded (offline) says so and
// offers to try again; any other failure keeps the spec's wording.

const failingPage = (error: Error) => [
  {
    path: '/',
    errorElement: <ErrorPage />,
    children: [{ path: 'events', lazy: () => Promise.reject(error) }],
  },
];

describe('error page', () => {
  it('tells someone offline that the page could not be loaded, with Try again', async () => {
    renderRoutes(
      failingPage(
        new TypeError('Failed to fetch dynamically imported module: /assets/events-x.js'),
      ),
      '/events',
    );
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This page could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps the general words for any other failure', async () => {
    renderRoutes(failingPage(new Error('boom')), '/events');
    expect(
      await screen.findByText('Something went wrong while showing this page.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  describe('inside a layout', () => {
    afterEach(() => vi.restoreAllMocks());

    const deskLayout = (page: Error) => [
      {
        path: '/volunteer',
        errorElement: <ErrorPage />,
        element: (
          <>
            <nav aria-label="Volunteer menu">Check-in desk</nav>
            <Outlet />
          </>
        ),
        children: pagesWithin([{ path: 'on-spot', lazy: () => Promise.reject(page) }]),
      },
    ];

    it('keeps the menu around a page that failed, and says when the device is offline', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      renderRoutes(
        deskLayout(
          new TypeError('Failed to fetch dynamically imported module: /assets/on-spot.js'),
        ),
        '/volunteer/on-spot',
      );
      expect(
        await screen.findByText(
          'You are offline, and this page has not been opened on this device before. Connect and try again.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Volunteer menu' })).toHaveTextContent(
        'Check-in desk',
      );
    });

    // A page with its own stylesheet (the gallery, the placements) fails on that stylesheet first,
    // in Vite's words rather than the browser's.
    it('says the same for a page whose stylesheet could not be downloaded, with Try again', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      renderRoutes(
        [
          {
            path: '/',
            errorElement: <ErrorPage />,
            element: (
              <>
                <nav aria-label="Footer">Gallery Placements</nav>
                <Outlet />
              </>
            ),
            children: pagesWithin([
              {
                path: 'gallery',
                lazy: () =>
                  Promise.reject(
                    new Error('Unable to preload CSS for http://localhost/assets/gallery-x.css'),
                  ),
              },
            ]),
          },
        ],
        '/gallery',
      );
      expect(
        await screen.findByText(
          'You are offline, and this page has not been opened on this device before. Connect and try again.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Footer' })).toHaveTextContent('Gallery');
    });
  });
});
