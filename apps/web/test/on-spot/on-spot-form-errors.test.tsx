import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { OnSpotForm } from '../../src/features/on-spot/components/on-spot-form';
import { route, server } from '../msw/api';
import { anEvent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

const quiz = anEvent({ id: 42, eventName: 'Pixel Quiz', registrationFees: 50 });

beforeEach(() => {
  server.use(route('GET /events', () => [quiz]));
});

const renderForm = () =>
  renderWithProviders(
    <OnSpotForm renderPass={(code, label) => <img alt={label} data-code={code} />} />,
  );

describe('on-spot registration: a bad submit', () => {
  it('puts focus on the first field in error, not on the button', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ravi@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Ravi M');
    await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '9000000001');
    await user.type(screen.getByRole('textbox', { name: /^College/ }), 'Anna University');
    await user.type(screen.getByRole('textbox', { name: /^Department/ }), 'ECE');
    await user.click(screen.getByRole('combobox', { name: /^Events/ }));
    await user.click(await screen.findByRole('option', { name: /^Pixel Quiz/, hidden: true }));

    // Year of passing is left blank.
    const submit = screen.getByRole('button', { name: 'Register and verify' });
    submit.focus();
    await user.keyboard('{Enter}');
    const year = screen.getByRole('textbox', { name: /^Year of passing/ });
    await waitFor(() => expect(year).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(year).toHaveFocus());
  });

  it('on a blank form, focuses the first field of the form', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Register and verify' }));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(email).toHaveFocus());
  });
});

describe('on-spot registration: the chosen events', () => {
  it('shows a chosen event with its whole name and its fee apart, so a narrow field cuts neither', async () => {
    const long = anEvent({
      id: 43,
      eventName: 'Paper Presentation: Systems for Bharat',
      registrationFees: 200,
    });
    server.use(route('GET /events', () => [long]));
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /^Events/ }));
    await user.click(
      await screen.findByRole('option', { name: /^Paper Presentation/, hidden: true }),
    );
    const fee = await screen.findByText('· ₹200');
    const pill = fee.closest('.mantine-Pill-root') as HTMLElement;
    expect(pill).toHaveTextContent('Paper Presentation: Systems for Bharat · ₹200');
    expect(within(pill).getByText('· ₹200')).toBeVisible();
  });
});
