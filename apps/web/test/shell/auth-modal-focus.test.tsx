import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicLayout } from '../../src/app/layouts/public-layout';
import { server, signedIn } from '../msw/api';
import { renderRoutes } from './render';

// The Login, Sign Up and Forgot Password pop-up opens with focus in its first field, so a person
// types at once: not on its Close button.

const home = [
  { path: '/', element: <PublicLayout />, children: [{ index: true, element: <h1>Welcome</h1> }] },
];

describe('the auth pop-up opens on its first field', () => {
  it.each([
    ['login', 'Login', /^Email/],
    ['signup', 'Sign Up', /^Full name/],
    ['forgot', 'Forgot Password', /^Email/],
  ])('?auth=%s focuses the first field of %s', async (view, title, firstField) => {
    server.use(signedIn(null));
    renderRoutes(home, `/?auth=${view}`);
    // The form's code loads on first use: its frame shows meanwhile, then the form in its place.
    const field = await screen.findByLabelText(firstField);
    expect(screen.getByRole('dialog', { name: title })).toContainElement(field);
    await waitFor(() => expect(field).toHaveFocus());
  });
});
