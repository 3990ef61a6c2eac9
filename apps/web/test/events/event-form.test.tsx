import { MantineProvider, Modal } from '@mantine/core';
import { DialogHost } from '../../src/lib/notify';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_FORM_MSG, MSG, SEATS_MSG, type CreateEventInput, type Event } from '@app/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../src/app/theme';
import { EventForm, resizeRounds } from '../../src/features/events/components/admin/event-form';
import { route, server, withStatus } from '../msw/api';
import { anAccount, anEvent } from '../msw/fixtures';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {} },
  });
}

let posted: CreateEventInput[];

beforeEach(() => {
  posted = [];
  server.use(
    route('POST /events', ({ body }) => {
      posted.push(body);
      return withStatus(201, { message: 'Event created successfully!', event: anEvent({ id: 9 }) });
    }),
  );
});

function renderForm({ inDialog = false, editing = null as Event | null } = {}) {
  const onDone = vi.fn();
  const form = <EventForm symposium="Enigma" editing={editing} onDone={onDone} />;
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <>
          {inDialog ? (
            // As on the Event Management Portal: a dialog that traps focus.
            <Modal opened onClose={onDone} title="Add an event to Enigma">
              {form}
            </Modal>
          ) : (
            form
          )}
          <DialogHost />
        </>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onDone };
}

const roundForms = () => screen.queryAllByText(/^Round \d+$/);
const fill = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

/** Fills in every required field with a valid value (the category through its list). */
async function fillValidEvent(user: ReturnType<typeof userEvent.setup>) {
  fill(screen.getByRole('textbox', { name: /Event name/ }), 'Code Relay');
  await user.click(screen.getByPlaceholderText('Choose a category'));
  await user.click(await screen.findByRole('option', { name: 'Technical Events', hidden: true }));
  fill(screen.getByRole('textbox', { name: /Description/ }), 'Relay coding.');
  fill(screen.getByRole('textbox', { name: /Location/ }), 'Rajam Hall');
  fill(screen.getByRole('textbox', { name: /Registration fees/ }), '150');
  fill(screen.getByRole('textbox', { name: /^Name/ }), 'Anitha K');
  fill(screen.getByRole('textbox', { name: /Contact number/ }), '9876501234');
  fill(screen.getByRole('textbox', { name: /^Email/ }), 'anitha@example.com');
  fill(screen.getByLabelText(/Last date for registration/), '2031-03-01T18:30');
  fill(screen.getByRole('textbox', { name: /^Details/ }), 'Qualifier');
}

describe('resizeRounds', () => {
  it('adds empty entries or trims from the end', () => {
    const one = [{ roundDetails: 'a', roundDateTime: '' }];
    expect(resizeRounds(one, 3)).toEqual([
      ...one,
      { roundDetails: '', roundDateTime: '' },
      { roundDetails: '', roundDateTime: '' },
    ]);
    expect(resizeRounds(resizeRounds(one, 3), 1)).toEqual(one);
    expect(resizeRounds(one, 0)).toEqual([]);
  });
});

describe('EventForm', () => {
  it('starts with one round; Workshop sets 0 rounds, disables the input and hides the round forms', async () => {
    const user = userEvent.setup();
    renderForm();
    const rounds = screen.getByRole('textbox', { name: /Number of rounds/ });
    expect(rounds).toHaveValue('1');
    expect(roundForms()).toHaveLength(1);

    await user.click(screen.getByPlaceholderText('Choose a category'));
    await user.click(await screen.findByRole('option', { name: 'Workshop', hidden: true }));
    expect(rounds).toHaveValue('0');
    expect(rounds).toBeDisabled();
    expect(roundForms()).toHaveLength(0);
    expect(screen.getByText('Workshops have no rounds.')).toBeInTheDocument();

    await user.click(screen.getByPlaceholderText('Choose a category'));
    await user.click(await screen.findByRole('option', { name: 'Technical Events', hidden: true }));
    expect(rounds).toBeEnabled();
    expect(roundForms()).toHaveLength(1);
  });

  it('adds or trims round entries as the number of rounds changes', async () => {
    const user = userEvent.setup();
    renderForm();
    const rounds = screen.getByRole('textbox', { name: /Number of rounds/ });
    await user.clear(rounds);
    await user.type(rounds, '3');
    expect(roundForms().map((n) => n.textContent)).toEqual(['Round 1', 'Round 2', 'Round 3']);
    await user.clear(rounds);
    await user.type(rounds, '2');
    expect(roundForms()).toHaveLength(2);
  });

  it('takes only whole numbers of 0 or more in fees, seats and offer hours', async () => {
    const user = userEvent.setup();
    renderForm();
    for (const [name, typed, shown] of [
      [/Registration fees/, '-150.5', '₹1,505'],
      [/^Seats/, '-40', '40'],
      [/Offer hours/, '2.5', '25'],
    ] as const) {
      const field = screen.getByRole('textbox', { name });
      await user.clear(field);
      await user.type(field, typed);
      expect(field).toHaveValue(shown);
    }
  });

  it('warns, when a paid event with accounts is made free, that saving removes its accounts', async () => {
    const user = userEvent.setup();
    const accounts = [anAccount({ id: 1, accountName: 'CSMIT' }), anAccount({ id: 2, accountName: 'Enigma Fund' })];
    renderForm({ editing: anEvent({ registrationFees: 150, assignedAccounts: accounts }) });
    const warning = MSG.freeEventDropsAccounts('CSMIT, Enigma Fund');
    expect(screen.queryByText(warning)).toBeNull();
    const fees = screen.getByRole('textbox', { name: /Registration fees/ });
    await user.clear(fees);
    await user.type(fees, '0');
    expect(await screen.findByText(warning)).toBeInTheDocument();
    await user.type(fees, '5');
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('keeps a number out of range as typed and says what is wrong, instead of changing it to the limit', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValidEvent(user);
    const seats = screen.getByRole('textbox', { name: /^Seats/ });
    const hours = screen.getByRole('textbox', { name: /Offer hours/ });
    await user.type(seats, '0');
    await user.clear(hours);
    await user.type(hours, '500');
    await user.tab();
    expect(seats).toHaveValue('0');
    expect(hours).toHaveValue('500');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() =>
      expect(seats).toHaveAccessibleDescription(expect.stringContaining(SEATS_MSG.seats)),
    );
    expect(hours).toHaveAccessibleDescription(expect.stringContaining(SEATS_MSG.offerHours));
    expect(posted).toHaveLength(0);
  });

  it('shows the shared rules’ messages and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    renderForm();
    fill(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid last date for registration.'),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('shows the contact number message under the field for text, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    const contact = screen.getByRole('textbox', { name: /Contact number/ });
    fill(contact, 'abcdefg');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(contact).toHaveAccessibleDescription(EVENT_FORM_MSG.contact));
    expect(contact).toHaveAttribute('aria-invalid', 'true');
    fill(contact, '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(contact).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText(EVENT_FORM_MSG.contact)).not.toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('sends the event with its rounds and the deadline as typed (India time)', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await fillValidEvent(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      eventName: 'Code Relay',
      eventCategory: 'Technical Events',
      numberOfRounds: 1,
      registrationFees: 150,
      lastDateForRegistration: '2031-03-01T18:30',
      symposiumName: 'Enigma',
      isOpenForNonMIT: true,
      rounds: [{ roundDetails: 'Qualifier', roundDateTime: '' }],
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('puts focus on the first field in error, scrolled into view, when Create Event is pressed', async () => {
    const user = userEvent.setup();
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderForm({ inDialog: true });
    const create = await screen.findByRole('button', { name: 'Create Event' });
    create.focus();
    await user.keyboard('{Enter}');
    const name = screen.getByRole('textbox', { name: /Event name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Event name is required.');
    expect(scrolled.mock.contexts.at(-1)).toBe(name);

    // Far down the dialog: the coordinator's email is the only field in error.
    await fillValidEvent(user);
    const email = screen.getByRole('textbox', { name: /^Email/ });
    fill(email, 'not-an-email');
    create.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(scrolled.mock.contexts.at(-1)).toBe(email);
    expect(posted).toHaveLength(0);
    scrolled.mockRestore();
  });

  it('keeps focus where Tab put it after leaving a date field, even when Tab is pressed again at once', async () => {
    // The dialog's focus trap checks where focus went a moment after Tab leaves a date field; the
    // browser can serve the next Tab before that check (the form re-renders when a field first
    // takes focus). Two presses in one call, with no pause between them, do as that does.
    const user = userEvent.setup({ delay: null });
    renderForm({ inDialog: true });
    const date = await screen.findByLabelText(/Last date for registration/);
    // The dialog takes focus a moment after it opens.
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );

    act(() => date.focus());
    await user.keyboard('{Tab}{Tab}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Past the switch to the field after it, not back on the switch.
    expect(screen.getByRole('textbox', { name: /Registration link/ })).toHaveFocus();

    // Backwards too: out of the date field past Offer hours to Seats.
    act(() => date.focus());
    await user.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('textbox', { name: /^Seats/ })).toHaveFocus();
  });
});
