import type { SiteContent } from '@app/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as Home } from '../../src/app/routes/home';
import { INTRO_STORAGE_KEY } from '../../src/features/intro/components/intro-screen';
import { fail, route, server } from '../msw/api';
import { renderRoutes } from '../shell/render';

// The landing page's people and pictures come from GET /api/site-content. When that read fails,
// the page says so and offers Try again; it never claims there is no team yet.

const CONTENT: SiteContent = {
  alumni: [],
  timeline: [],
  faculty: [],
  officeBearers: [
    {
      id: 1,
      section: 'office-bearers',
      fields: { name: 'Kavya Raman', role: 'Chairperson' },
      image: null,
      imageKey: 'members/chair',
      isPlaceholder: false,
    },
  ],
  sponsors: [],
  gallery: [],
  pastYears: [],
};

function openHome() {
  sessionStorage.setItem(INTRO_STORAGE_KEY, 'true');
  // The route's loader had no content in time (it answers undefined on an error or after 1.5 s).
  return renderRoutes(
    [
      {
        path: '/',
        Component: Home,
        HydrateFallback: () => null,
        loader: () => ({ timer: undefined, content: undefined }),
      },
    ],
    '/',
  );
}

describe('the landing page when its content cannot be loaded', () => {
  it('says so with Try again, not that the new team will be announced soon, and shows the team once it loads', async () => {
    let up = false;
    server.use(
      route('GET /timer/timer', () => fail(404, 'No timer.')),
      route('GET /site-content', () => (up ? CONTENT : fail(503, 'Service unavailable'))),
    );
    openHome();
    expect(
      await screen.findByText('Parts of this page could not be loaded.', undefined, {
        timeout: 8000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('The new team will be announced soon.')).not.toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Kavya Raman')).toBeInTheDocument();
    expect(screen.queryByText('Parts of this page could not be loaded.')).not.toBeInTheDocument();
  });
});
