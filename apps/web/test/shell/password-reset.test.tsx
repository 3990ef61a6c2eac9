import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, OTP_RESEND_SECONDS } from '@app/shared';
import { useEffect } from 'react';
import { AuthModals } from '../../src/features/auth/components/auth-modals';
import { useAuthModal } from '../../src/lib/auth-modal';
import { fail, route, server, signedIn } from '../msw/api';
import { renderRoutes } from './render';

function OpenForgot() {
  const { open } = useAuthModal();
  // Once, on mount: `open` changes with every view.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => open('forgot'), []);
  return <AuthModals />;
}

/** Asks for a code for asha@example.com and types `otp` on the code step. */
async function typeCode(user: ReturnType<typeof userEvent.setup>, otp: string) {
  await user.type(await screen.findByLabelText(/^Email/), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: /send/i }));
  await screen.findByText(/Enter the 6-digit code/);
  await user.click(screen.getAllByRole('textbox')[0]!);
  await user.keyboard(otp);
}

describe('Forgot Password', () => {
  it('shows the reset success on the login view it switches to, with the email filled in', async () => {
    server.use(
      signedIn(null),
      route('POST /auth/send-otp', () => ({ message: 'OTP sent to your email' })),
      route('POST /auth/verify-otp', () => ({ message: 'OTP verified' })),
      route('POST /auth/reset-password', () => ({ message: MSG.resetSuccess })),
    );
    renderRoutes([{ path: '/', element: <OpenForgot /> }], '/');
    const user = userEvent.setup();
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: /verify/i }));
    await user.type(await screen.findByLabelText(/^New password/i), 'secret12');
    await user.type(screen.getByLabelText(/^Confirm/i), 'secret12');
    await user.click(screen.getByRole('button', { name: /reset/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveTextContent(MSG.resetSuccess);
    expect(screen.getByRole('status')).toHaveTextContent(MSG.resetSuccess);
    // The view swapped inside the pop-up: focus starts on its new title.
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Login' })).toHaveFocus());
    // The email just reset is filled in; the password is not.
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('asha@example.com');
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('');
  });

  it("shows a wrong code's error alone, without the green 'sent' notice beside it", async () => {
    server.use(
      signedIn(null),
      route('POST /auth/send-otp', () => ({ message: MSG.otpSent })),
      route('POST /auth/verify-otp', () => fail(400, MSG.otpWrong)),
    );
    renderRoutes([{ path: '/', element: <OpenForgot /> }], '/');
    const user = userEvent.setup();
    await typeCode(user, '111111');
    expect(screen.getByRole('status')).toHaveTextContent(MSG.otpSent);
    await user.click(screen.getByRole('button', { name: /verify/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Check the code in the latest mail and try again.',
    );
    expect(screen.queryByText(MSG.otpSent)).toBeNull();
  });

  describe('on the code step', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('offers a new code once the minute is up, and asks for one', async () => {
      // Only the clock and the countdown's interval are faked: the mocked network keeps real time.
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      const sent: string[] = [];
      server.use(
        signedIn(null),
        route('POST /auth/send-otp', ({ body }) => {
          sent.push(body.email);
          return { message: MSG.otpSent };
        }),
      );
      // Opened by its link: with the interval faked, a pop-up opening later would never animate in.
      renderRoutes([{ path: '/', element: <AuthModals /> }], '/?auth=forgot');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/^Email/), 'asha@example.com');
      // Half a minute on the email step: the wait still starts from the moment the code is sent.
      act(() => {
        vi.advanceTimersByTime(30_000);
      });
      await user.click(screen.getByRole('button', { name: /send otp/i }));
      await screen.findByText(/Enter the 6-digit code/);
      expect(screen.getByRole('button', { name: `Send a new code in ${OTP_RESEND_SECONDS} s` })).toBeDisabled();
      await user.click(screen.getAllByRole('textbox')[0]!);
      await user.keyboard('111111');

      act(() => {
        vi.advanceTimersByTime((OTP_RESEND_SECONDS - 1) * 1000);
      });
      expect(screen.getByRole('button', { name: 'Send a new code in 1 s' })).toBeDisabled();
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      await user.click(screen.getByRole('button', { name: 'Send a new code' }));

      await waitFor(() => expect(sent).toEqual(['asha@example.com', 'asha@example.com']));
      // The wrong code typed before is cleared, and the wait starts again.
      expect(await screen.findByRole('button', { name: `Send a new code in ${OTP_RESEND_SECONDS} s` })).toBeDisabled();
      expect(screen.getAllByRole('textbox')[0]).toHaveValue('');
      expect(screen.getByRole('status')).toHaveTextContent(MSG.otpSent);
    });
  });
});
