import { screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from '../../src/app/router';
import { renderWithProviders } from './render';

// A staff page opened in a new tab (a bookmark, a link in a mail) first downloads the staff areas'
// route table. On a slow phone that takes seconds, and the screen was blank white meanwhile: the
// loader must show until the page can be drawn.

vi.mock('../../src/app/staff-routes', () => new Promise(() => {}));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the first visit to a staff page', () => {
  it('shows the loader while the staff route table downloads', async () => {
    window.history.replaceState(null, '', '/admin/dashboard');
    const { container } = renderWithProviders(<RouterProvider router={createRouter()} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(container).not.toBeEmptyDOMElement();
  });
});
