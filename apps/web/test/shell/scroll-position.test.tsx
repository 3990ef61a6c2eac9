import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '../../src/app/layouts/public-layout';
import { server, signedIn } from '../msw/api';
import { renderRoutes } from './render';

// A single-page app keeps the window's scroll across pages by itself: the cart opened at the
// bottom after the events list was scrolled there. A new page starts at its top; Back and Forward
// leave the browser's own return to where the page was left; a section link (/#about) scrolls to
// its section, not to the top.

const routes = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/events', element: <h1>Events</h1> },
      { path: '/cart', element: <h1>Your Cart</h1> },
    ],
  },
];

afterEach(() => vi.restoreAllMocks());

describe('scroll position across pages', () => {
  it('opens a new page at the top, and leaves Back and section links to the browser and the page', async () => {
    server.use(signedIn(null));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderRoutes(routes, '/events');
    await screen.findByRole('heading', { name: 'Events' });

    scrollTo.mockClear();
    await act(() => router.navigate('/cart'));
    await screen.findByRole('heading', { name: 'Your Cart' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Events' });
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/#about'));
    await screen.findByRole('heading', { name: 'Home' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
