import type { Event, OnSpotResponse } from '@app/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { OnSpotForm } from '../../src/features/on-spot/components/on-spot-form';
import { route, server } from '../msw/api';
import { anEvent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// The on-spot desk's answer: a walk-in holds one entry pass per symposium, so events of both
// symposia bring both passes to photograph or print.

const hack = anEvent({
  id: 41,
  eventName: 'Bug Bash',
  symposiumName: 'Enigma',
  registrationFees: 100,
});
const quiz = anEvent({
  id: 42,
  eventName: 'Pixel Quiz',
  symposiumName: 'Carteblanche',
  registrationFees: 0,
});
const relay = anEvent({
  id: 43,
  eventName: 'Code Relay',
  symposiumName: 'Carteblanche',
  registrationFees: 50,
});

const ENIGMA = 'EnigmaPassCode000001';
const CARTEBLANCHE = 'CartePassCode0000002';

let answer: OnSpotResponse;

beforeEach(() => {
  server.use(
    route('GET /events', () => [hack, quiz, relay]),
    http.post('*/api/registrations/on-spot', () => HttpResponse.json(answer, { status: 201 })),
  );
});

/** The desk registers Ravi for the events of `held` ([registration id, event, pass code]). */
async function registerWalkIn(held: [number, Event, string][]) {
  answer = {
    message: 'Ravi M is registered.',
    userId: 9,
    newAccount: false,
    registrations: held.map(([id, e, passCode]) => ({
      id,
      eventId: e.id,
      status: 'verified',
      passCode,
    })),
  };
  renderWithProviders(
    <OnSpotForm renderPass={(passCode, label) => <img alt={label} data-code={passCode} />} />,
  );
  await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'ravi@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Ravi M');
  await userEvent.type(screen.getByRole('textbox', { name: /^Mobile/ }), '9000000001');
  await userEvent.type(screen.getByRole('textbox', { name: /^College/ }), 'Anna University');
  await userEvent.type(screen.getByRole('textbox', { name: /^Department/ }), 'ECE');
  await userEvent.type(screen.getByRole('textbox', { name: /^Year of passing/ }), '2027');
  for (const name of held.map(([, e]) => e.eventName)) {
    await userEvent.click(screen.getByRole('combobox', { name: /^Events/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: new RegExp(`^${name}`), hidden: true }),
    );
  }
  await userEvent.click(screen.getByRole('button', { name: 'Register and verify' }));
  await screen.findByTestId('on-spot-done');
}

const printLinks = () =>
  screen.getAllByRole('link', { name: /Print pass/ }).map((a) => a.getAttribute('href'));

describe('on-spot registration: the entry passes shown', () => {
  it('shows one pass per symposium, each with its events and its own printable pass', async () => {
    await registerWalkIn([
      [501, hack, ENIGMA],
      [502, quiz, CARTEBLANCHE],
      [503, relay, CARTEBLANCHE],
    ]);

    expect(screen.getAllByTestId('on-spot-pass-code').map((c) => c.textContent)).toEqual([
      ENIGMA,
      CARTEBLANCHE,
    ]);
    const enigma = screen.getByRole('img', { name: 'QR code of the Enigma entry pass' });
    expect(enigma.getAttribute('data-code')).toBe(ENIGMA);
    const carteblanche = screen.getByRole('img', {
      name: 'QR code of the Carteblanche entry pass',
    });
    expect(carteblanche.getAttribute('data-code')).toBe(CARTEBLANCHE);
    const [enigmaCard, carteblancheCard] = screen.getAllByTestId('on-spot-pass');
    expect(within(enigmaCard!).getByText('Enigma')).toBeInTheDocument();
    expect(within(enigmaCard!).getByText('For Bug Bash')).toBeInTheDocument();
    expect(within(carteblancheCard!).getByText('Carteblanche')).toBeInTheDocument();
    expect(within(carteblancheCard!).getByText('For Pixel Quiz, Code Relay')).toBeInTheDocument();
    expect(printLinks()).toEqual([
      '/api/registrations/501/pass.pdf',
      '/api/registrations/502/pass.pdf',
    ]);
  });

  it('shows a single pass as before when every event is in one symposium', async () => {
    await registerWalkIn([
      [601, quiz, CARTEBLANCHE],
      [602, relay, CARTEBLANCHE],
    ]);

    expect(screen.getAllByTestId('on-spot-pass-code').map((c) => c.textContent)).toEqual([
      CARTEBLANCHE,
    ]);
    expect(screen.getByRole('img', { name: 'QR code of the entry pass' })).toBeInTheDocument();
    expect(screen.queryByText(/^For /)).toBeNull();
    expect(printLinks()).toEqual(['/api/registrations/601/pass.pdf']);
  });
});

describe('on-spot registration, one walk-in after another', () => {
  it('moves focus to the result after Register and verify, and to the search after Next walk-in', async () => {
    await registerWalkIn([[5, quiz, CARTEBLANCHE]]);
    const done = screen.getByTestId('on-spot-done');
    expect(done).toHaveTextContent('Ravi M is registered.');
    expect(done).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Next walk-in' }));
    const find = await screen.findByRole('textbox', {
      name: 'Find the student by email or mobile',
    });
    expect(find).toHaveFocus();
    // The next walk-in's address goes straight in.
    await userEvent.keyboard('meena@example.com');
    expect(find).toHaveValue('meena@example.com');
  });
});
