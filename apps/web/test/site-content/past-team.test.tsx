import { screen } from '@testing-library/react';
import { SITE_MSG, type SiteItem } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { Component as AboutYear } from '../../src/app/routes/about-year';
import { fail, route, server, signedIn } from '../msw/api';
import { renderRoutes } from '../shell/render';

// /about/{year}: a past year's office bearers, and the API's message for a year with none archived.

const bearer = (id: number, name: string, role: string): SiteItem => ({
  id,
  section: 'office-bearers',
  fields: { name, role },
  image: null,
  imageKey: null,
  isPlaceholder: false,
});

describe('/about/{year}', () => {
  it("shows the year's office bearers with their roles", async () => {
    server.use(
      signedIn(null),
      route('GET /site-content/years/:year', ({ params }) => ({
        year: Number(params.year),
        officeBearers: [bearer(1, 'Priya Raman', 'President'), bearer(2, 'Arun Kumar', 'Treasurer')],
      })),
    );
    renderRoutes([{ path: '/about/:year', Component: AboutYear }], '/about/2024');
    expect(await screen.findByRole('heading', { level: 1, name: 'Office bearers of 2024' })).toBeInTheDocument();
    expect(screen.getByText('Priya Raman')).toBeInTheDocument();
    expect(screen.getByText('Treasurer')).toBeInTheDocument();
  });

  it('says no office bearers are archived for a year without any, under the same heading', async () => {
    server.use(
      signedIn(null),
      route('GET /site-content/years/:year', () => fail(404, SITE_MSG.yearNotFound)),
    );
    renderRoutes([{ path: '/about/:year', Component: AboutYear }], '/about/1999');
    expect(await screen.findByRole('alert')).toHaveTextContent('No office bearers are archived for that year.');
    expect(screen.getByRole('heading', { level: 1, name: 'Office bearers of 1999' })).toBeInTheDocument();
  });
});
