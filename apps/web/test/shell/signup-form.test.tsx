import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@app/shared';
import { useEffect } from 'react';
import { AuthModals } from '../../src/features/auth/components/auth-modals';
import { SignupForm } from '../../src/features/auth/components/signup-form';
import { useAuthModal } from '../../src/lib/auth-modal';
import { route, server, signedIn, withStatus } from '../msw/api';
import { renderRoutes } from './render';

function renderForm(onSwitch = vi.fn()) {
  server.use(signedIn(null));
  renderRoutes([{ path: '/', element: <SignupForm onSwitch={onSwitch} /> }], '/');
  return onSwitch;
}

/** Fills in every field with a valid value. */
async function fillValidSignup(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Full name/), 'Asha R');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret12');
  fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '2004-01-02' } });
  await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
  await user.type(screen.getByLabelText(/^Department/), 'IT');
  await user.type(screen.getByLabelText(/^District/), 'Chennai');
}

describe('Sign Up form', () => {
  it('shows the spec messages for a bad email, a short password and a bad mobile number', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), '123');
    await user.type(screen.getByLabelText(/^Mobile number/), '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(MSG.invalidMobile)).toBeInTheDocument();
    // The first field in error (Full name, left empty) takes focus.
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveFocus());
  });

  it('marks the password field invalid like the others, so a bad submit can focus it', async () => {
    renderForm();
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Password/);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(MSG.passwordTooShort);

    // With every other field right, the password is the first (and only) field in error.
    await user.type(screen.getByLabelText(/^Full name/), 'Asha R');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(password, '123');
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '2004-01-02' } });
    await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
    await user.type(screen.getByLabelText(/^Department/), 'IT');
    await user.type(screen.getByLabelText(/^District/), 'Chennai');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(MSG.passwordTooShort);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.type(password, '45678');
    await user.tab();
    await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid'));
  });

  it('marks no field the person left as it was (the first, focused on opening), and checks one they changed', async () => {
    renderForm();
    const user = userEvent.setup();
    const fullName = await screen.findByLabelText(/^Full name/);
    await user.click(fullName);
    await user.tab();
    expect(fullName).not.toHaveAttribute('aria-invalid');

    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-email');
    await user.tab();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(MSG.invalidEmail);
  });

  it('shows the success message and opens the login modal 2 seconds later', async () => {
    const onSwitch = vi.fn();
    server.use(
      signedIn(null),
      route('POST /auth/signup', () => withStatus(201, { message: MSG.signupSuccess })),
    );
    renderRoutes([{ path: '/', element: <SignupForm onSwitch={onSwitch} /> }], '/');
    const user = userEvent.setup();
    await fillValidSignup(user);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MSG.signupSuccess)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(onSwitch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSwitch).toHaveBeenCalledWith('login'), { timeout: 3000 });
  });

  it("makes no Tab stop of the State list, drawn between State and District while State has focus", async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/^Department/));
    await user.tab();
    await user.tab();
    const state = screen.getByRole('combobox', { name: /^State/ });
    expect(state).toHaveFocus();
    // A searchable list opens on focus, inside the form (it is drawn in the pop-up, not at the
    // page's end). Chrome gives focus by Tab to a scroll box with nothing focusable in it.
    expect(state).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(state.getAttribute('aria-controls')!)!;
    expect(state.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const scrollBox = list.querySelector('[data-scrollarea-viewport]');
    expect(scrollBox).not.toBeNull();
    expect(scrollBox).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByLabelText(/^District/)).toHaveFocus();
  });

  it('fills in the email just signed up with on the login view that follows', async () => {
    server.use(
      signedIn(null),
      route('POST /auth/signup', () => withStatus(201, { message: MSG.signupSuccess })),
    );
    function OpenSignup() {
      const { open } = useAuthModal();
      // Once, on mount: `open` changes with every view.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      useEffect(() => open('signup'), []);
      return <AuthModals />;
    }
    renderRoutes([{ path: '/', element: <OpenSignup /> }], '/');
    const user = userEvent.setup();
    await fillValidSignup(user);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const login = await screen.findByRole('dialog', { name: 'Login' }, { timeout: 3000 });
    expect(within(login).getByLabelText(/^Email/)).toHaveValue('asha@example.com');
    expect(within(login).getByLabelText(/^Password/)).toHaveValue('');
  });

  it("brings the server's refusal into view at the top of the form, where a phone had scrolled past it", async () => {
    const taken = 'An account with this email already exists. Please log in instead.';
    server.use(
      signedIn(null),
      route('POST /auth/signup', () => withStatus(409, { message: taken })),
    );
    renderRoutes([{ path: '/', element: <SignupForm onSwitch={vi.fn()} /> }], '/');
    const scrolled: Element[] = [];
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      scrolled.push(this);
    });
    const user = userEvent.setup();
    await fillValidSignup(user);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(taken);
    await waitFor(() => expect(scrolled).toContain(alert));
    scroll.mockRestore();
  });
});
