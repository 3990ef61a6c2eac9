import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAuth } from '../../src/lib/auth';
import { server, signedIn } from '../msw/api';
import { aStudent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// Logging out (on a shared phone at the door, say): the session ends on the server, or the user is
// told it did not and stays signed in.

const VEL = aStudent({ id: 44, role: 'volunteer', name: 'Vel' });

function Account() {
  const { user, logout } = useAuth();
  return (
    <>
      <p data-testid="who">{user ? user.name : 'nobody'}</p>
      <button type="button" onClick={() => void logout()}>
        Logout
      </button>
    </>
  );
}

function signIn(logout: Parameters<typeof http.post>[1]) {
  sessionStorage.setItem('user', JSON.stringify(VEL));
  server.use(signedIn(VEL), http.post('*/api/auth/logout', logout));
  renderWithProviders(<Account />);
}

describe('logout', () => {
  it('keeps the user signed in when the server cannot be reached, and says logging out needs the connection', async () => {
    signIn(() => HttpResponse.error());
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(
      await screen.findByText(
        'Logging out needs a connection. You are still logged in: log out again once online.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('who')).toHaveTextContent('Vel');
    expect(sessionStorage.getItem('user')).not.toBeNull();
  });

  it('keeps the user signed in when the server fails', async () => {
    signIn(() => HttpResponse.json({ message: 'Internal error' }, { status: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(
      await screen.findByText(
        'The server could not log you out. You are still logged in: try again in a moment.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('who')).toHaveTextContent('Vel');
  });

  it('signs out when the server says the session had already ended', async () => {
    signIn(() => HttpResponse.json({ message: 'You need to be logged in.' }, { status: 401 }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('nobody'));
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(screen.queryByText(/You are still logged in/)).not.toBeInTheDocument();
  });

  it('signs out when the server ends the session', async () => {
    signIn(() => HttpResponse.json({ message: 'Logged out.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('nobody'));
    expect(localStorage.getItem('check-in-desk:user')).toBeNull();
  });
});
