import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG, type Profile } from '@app/shared';
import { SignupForm } from '../../src/features/auth/components/signup-form';
import { ProfileCard } from '../../src/features/users/components/profile-card';
import { server, signedIn } from '../msw/api';
import { aStudent } from '../msw/fixtures';
import { renderRoutes, renderWithProviders } from './render';

// A field checked as it is left shows its error line once the press on the button below has
// ended: drawn while the button is held, the line pushes the button away from under the pointer
// or finger, and the press ends off it, with no click. A field left by Tab is checked at once.

/** Presses the mouse on `target` and holds it; the returned function lets go. */
async function pressOn(user: ReturnType<typeof userEvent.setup>, target: Element) {
  await user.pointer({ keys: '[MouseLeft>]', target });
  return () => user.pointer({ keys: '[/MouseLeft]', target });
}

/** The Sign Up form with `text` typed into its Mobile number, which keeps focus. */
async function signupWithMobile(text: string) {
  server.use(signedIn(null));
  renderRoutes([{ path: '/', element: <SignupForm onSwitch={vi.fn()} /> }], '/');
  const user = userEvent.setup();
  const mobile = await screen.findByLabelText(/^Mobile number/);
  await user.type(mobile, text);
  return { user, mobile };
}

describe('a field left by pressing a button', () => {
  it('Sign Up: the mobile error waits for the press to end, and the press signs up', async () => {
    const { user, mobile } = await signupWithMobile('12345');

    const release = await pressOn(user, screen.getByRole('button', { name: 'Sign Up' }));
    expect(mobile).not.toHaveFocus();
    expect(mobile).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MSG.invalidMobile)).not.toBeInTheDocument();

    await release();
    // The click submitted the form: every field in error says so, and the first one has focus.
    expect(await screen.findByText(MSG.invalidMobile)).toBeInTheDocument();
    expect(screen.getByText(MSG.required('Full name'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveFocus());
  });

  it('Sign Up: a changed field left by Tab is still checked at once', async () => {
    const { user, mobile } = await signupWithMobile('12345');
    await user.tab();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(MSG.invalidMobile);
  });

  it('Profile: the mobile error waits for the press on Save profile to end', async () => {
    const student = aStudent();
    server.use(signedIn(student));
    const profile: Profile = {
      id: student.id,
      email: student.email,
      role: 'student',
      fullName: 'Asha R',
      dob: null,
      mobile: '9876543210',
      college: 'Madras Institute of Technology',
      department: 'IT',
      yearOfPassing: 2027,
      state: 'Tamil Nadu',
      district: 'Chennai',
      createdAt: new Date().toISOString(),
    };
    renderWithProviders(<ProfileCard profile={profile} />);
    const user = userEvent.setup();
    const mobile = screen.getByLabelText(/^Mobile number/);
    await user.clear(mobile);
    await user.type(mobile, '12345');

    const release = await pressOn(user, screen.getByRole('button', { name: 'Save profile' }));
    expect(mobile).not.toHaveAttribute('aria-invalid');

    await release();
    // Submitted: the date of birth, never filled in (a walk-in's account), is asked for too.
    expect(await screen.findByText(MSG.required('Date of birth'))).toBeInTheDocument();
    expect(mobile).toHaveAccessibleDescription(MSG.invalidMobile);
  });
});
