import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '../../src/app/layouts/public-layout';
import { server, signedIn } from '../msw/api';
import { renderRoutes } from './render';

// A single-page app keeps the window's scroll across pages by itself: the cart opened at the
// bottom after the events list was scrolled there. A new page starts at its top, a footer link
// to the page shown too; Back comes to where the page was left, once the page is drawn long
// enough again; a section link (/#about) scrolls to its section, not to the top.

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

/** jsdom draws nothing: the page's length, the window's place and the page growing, as a browser has them. */
function drawnWindow() {
  const at = { y: 0, height: 5000 };
  const page = document.documentElement;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => at.y);
  vi.spyOn(page, 'scrollHeight', 'get').mockImplementation(() => at.height);
  vi.spyOn(page, 'clientHeight', 'get').mockImplementation(() => 800);
  vi.spyOn(window, 'scrollTo').mockImplementation(((to: ScrollToOptions | number, y?: number) => {
    const top = typeof to === 'number' ? y : to.top;
    at.y = Math.min(top ?? at.y, at.height - 800);
  }) as typeof window.scrollTo);
  const grown = new Set<() => void>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly changed: () => void) {}
      observe() {
        grown.add(this.changed);
      }
      disconnect() {
        grown.delete(this.changed);
      }
    },
  );
  return {
    at,
    /** The person scrolls to `y`. */
    scroll(y: number) {
      at.y = y;
      window.dispatchEvent(new Event('scroll'));
    },
    /** The page is drawn `height` long (its list arrived). */
    grow(height: number) {
      at.height = height;
      for (const changed of [...grown]) changed();
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('scroll position across pages', () => {
  it('opens a new page at the top, and Back comes to where the list was left once it is drawn', async () => {
    server.use(signedIn(null));
    const view = drawnWindow();
    const { router } = renderRoutes(routes, '/events');
    await screen.findByRole('heading', { name: 'Events' });
    view.scroll(3200);

    await act(() => router.navigate('/cart'));
    await screen.findByRole('heading', { name: 'Your Cart' });
    expect(view.at.y).toBe(0);

    // Back, while the list is still loading: the page is short, and the window waits at its top.
    view.at.height = 900;
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Events' });
    expect(view.at.y).toBe(0);
    act(() => view.grow(5000));
    expect(view.at.y).toBe(3200);

    // A section link scrolls to its section (the page does), not to the top.
    await act(() => router.navigate('/#about'));
    await screen.findByRole('heading', { name: 'Home' });
    expect(view.at.y).toBe(3200);
  });

  it('takes a footer link to the page shown to its top', async () => {
    server.use(signedIn(null));
    const user = userEvent.setup();
    const view = drawnWindow();
    renderRoutes(routes, '/events?symposium=Enigma');
    await screen.findByRole('heading', { name: 'Events' });
    view.scroll(4200);

    const footer = within(screen.getByRole('contentinfo'));
    await user.click(footer.getByRole('link', { name: 'Enigma' }));
    expect(view.at.y).toBe(0);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
