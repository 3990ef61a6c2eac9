import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from '../../src/app/routes/error-page';
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
});
