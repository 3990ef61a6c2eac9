import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '../../src/app/layouts/public-layout';
import { server, signedIn } from '../msw/api';
import { renderRoutes } from './render';

// On a phone the menu's code loads once the page is idle, so the first tap on the menu button
// opens it at once (it took 2.2 s on a slow connection); on a wide screen, where the links are in
// the header, it does not load at all.

const loaded = vi.hoisted(() => ({ menu: false }));
vi.mock('../../src/app/layouts/mobile-menu', () => {
  loaded.menu = true;
  return { default: () => null };
});

const routes = [{ element: <PublicLayout />, children: [{ path: '/', element: <h1>Welcome</h1> }] }];

function screenWidth(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: phone && query.includes('max-width'), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the phone menu', () => {
  it('does not load on a wide screen', async () => {
    server.use(signedIn(null));
    screenWidth(false);
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Welcome' });
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(loaded.menu).toBe(false);
  });

  it('loads once a phone page is idle, before any tap', async () => {
    server.use(signedIn(null));
    screenWidth(true);
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Welcome' });
    await vi.waitFor(() => expect(loaded.menu).toBe(true), { timeout: 5000 });
  });
});
