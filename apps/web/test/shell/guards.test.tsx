import { screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@app/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireRole } from '../../src/components/require-role';
import { server, signedIn } from '../msw/api';
import { page, renderRoutes } from './render';

const mockMe = (user: SessionUser | null) => server.use(signedIn(user));

const routes = [
  { path: '/', element: page('Home page') },
  {
    path: '/admin',
    element: (
      <RequireRole roles={['admin']}>
        <p>Admin area</p>
      </RequireRole>
    ),
  },
];

describe('role guards', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends an anonymous visitor of /admin to /', async () => {
    mockMe(null);
    const { router } = renderRoutes(routes, '/admin');
    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a student of /admin to /', async () => {
    const student: SessionUser = {
      id: 2,
      email: 's@x.com',
      role: 'student',
      name: 'S',
      fullName: 'S',
      college: 'MIT',
    };
    sessionStorage.setItem('user', JSON.stringify(student));
    mockMe(student);
    const { router } = renderRoutes(routes, '/admin');
    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets the admin in, and clears a stale stored user the server no longer knows', async () => {
    const adminUser: SessionUser = { id: 1, email: 'a@x.com', role: 'admin', name: 'Admin', college: null };
    sessionStorage.setItem('user', JSON.stringify(adminUser));
    mockMe(adminUser);
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('Admin area')).toBeInTheDocument();

    mockMe(null);
    const { router } = renderRoutes(routes, '/admin');
    await waitFor(() => expect(sessionStorage.getItem('user')).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
