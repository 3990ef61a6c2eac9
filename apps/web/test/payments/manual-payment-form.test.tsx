import { MSG, siteDayOf, TRANSACTION_DATE_FUTURE } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualPaymentForm } from '../../src/features/payments/components/manual-payment-form';
import { route, server, signedIn } from '../msw/api';
import { aStudent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

const student = aStudent();

beforeEach(() => {
  server.use(
    signedIn(student),
    route('GET /registrations/check-transaction/:id', () => ({ exists: false })),
  );
});

function renderForm() {
  renderWithProviders(
    <ManualPaymentForm
      event={{ id: 7, eventName: 'Code Relay', registrationFees: 150 }}
      userId={student.id}
      defaultName={student.name}
      onPaid={vi.fn()}
    />,
  );
  return screen.getByRole('form', { name: 'Transaction details' });
}

describe('ManualPaymentForm (the Registration Page)', () => {
  it('a bad submit announces what is missing and puts focus on the first field in error', async () => {
    const form = renderForm();
    const user = userEvent.setup();
    const submit = within(form).getByRole('button', { name: 'Submit payment' });
    const transactionId = within(form).getByRole('textbox', { name: /Transaction ID/ });

    submit.focus();
    await user.keyboard('{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent(MSG.fillTransactionDetails);
    await waitFor(() => expect(transactionId).toHaveFocus());
    expect(transactionId).toHaveAttribute('aria-invalid', 'true');

    // Further down: only the amount is wrong, and it says so.
    await user.type(transactionId, 'UTR123456');
    await user.type(within(form).getByLabelText(/Transaction date/), '2025-01-05');
    await user.type(within(form).getByLabelText(/Transaction time/), '10:30');
    const amount = within(form).getByRole('spinbutton', { name: /Amount/ });
    await user.type(amount, '100');
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAccessibleDescription(MSG.amountMismatch('100', 150));
  });

  it('refuses a transfer dated after today, under the date, and offers no later day', async () => {
    const form = renderForm();
    const user = userEvent.setup();
    const date = within(form).getByLabelText(/Transaction date/);
    const today = siteDayOf(new Date().toISOString());
    expect(date).toHaveAttribute('max', today);
    await user.type(within(form).getByRole('textbox', { name: /Transaction ID/ }), 'UTR123456');
    await user.type(date, '2099-01-05');
    await user.type(within(form).getByLabelText(/Transaction time/), '10:30');
    await user.type(within(form).getByRole('spinbutton', { name: /Amount/ }), '150');
    await user.click(within(form).getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(TRANSACTION_DATE_FUTURE));
    // The form moves focus to the first field in error once it has drawn the messages.
    await waitFor(() => expect(date).toHaveFocus());
  });

  it('tells of a used transaction ID once the press on Submit payment that left the field ends', async () => {
    server.use(route('GET /registrations/check-transaction/:id', () => ({ exists: true })));
    const form = renderForm();
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: /Transaction ID/ }), 'UTR123456');
    let answered!: () => void;
    const checked = new Promise<void>((resolve) => (answered = resolve));
    const onAnswer = ({ request }: { request: Request }) => {
      if (request.url.includes('check-transaction')) answered();
    };
    server.events.on('response:mocked', onAnswer);

    // Drawn while the button is held, the line under the field would move it from under the pointer.
    const submit = within(form).getByRole('button', { name: 'Submit payment' });
    await user.pointer({ keys: '[MouseLeft>]', target: submit });
    await checked;
    server.events.removeListener('response:mocked', onAnswer);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(form).queryByText(MSG.transactionUsed)).not.toBeInTheDocument();

    await user.pointer({ keys: '[/MouseLeft]', target: submit });
    expect(await within(form).findByText(MSG.transactionUsed)).toBeInTheDocument();
  });
});
