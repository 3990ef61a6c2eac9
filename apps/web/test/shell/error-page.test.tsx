import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage, pagesWithin } from '../../src/app/routes/error-page';
import { reloadPage } from '../../src/lib/reload-page';
import { renderRoutes } from './render';

// The router's error screen: a page whose code could not be downloaded says why (a new version of
// the site, or offline) and offers to reload; any other failure keeps the spec's wording.

vi.mock('../../src/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const failingPage = (error: Error) => [
  {
    path: '/',
    errorElement: <ErrorPage />,
    children: [{ path: 'events', lazy: () => Promise.reject(error) }],
  },
];

const chunkGone = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/events-x.js');

describe('error page', () => {
  afterEach(() => vi.mocked(reloadPage).mockClear());

  it('says the site was updated after a deploy, reloads once by itself and offers Reload', async () => {
    const user = userEvent.setup();
    const first = renderRoutes(failingPage(chunkGone()), '/events');
    expect(
      await screen.findByRole('heading', { name: 'The site has been updated' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'A new version of the site came out after you opened it. Reloading to get it…',
      ),
    ).toBeInTheDocument();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    first.unmount();

    // The reloaded page fails again (the chunk is really missing): no second reload, no loop.
    renderRoutes(failingPage(chunkGone()), '/events');
    expect(
      await screen.findByText(
        'A new version of the site came out after you opened it. Reload the page to get it. If this page still does not open, check your connection.',
      ),
    ).toBeInTheDocument();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('keeps the general words for any other failure', async () => {
    renderRoutes(failingPage(new Error('boom')), '/events');
    expect(
      await screen.findByText('Something went wrong while showing this page.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again|Reload/ })).not.toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
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
