import type { Event, SymposiumStatus, Timer } from '@app/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSED_RECHECK_MS } from '../../src/api/symposia';
import { Component as EventsRoute } from '../../src/app/routes/events';
import { route, server, signedIn } from '../msw/api';
import { anEvent } from '../msw/fixtures';
import { renderRoutes } from '../shell/render';

// The Events page of a closed symposium notices by itself when the admin starts it (QA: students
// otherwise reloaded all at once): it asks for the status again every 30 s while the symposium is
// closed and the page is visible, and at once when the registration countdown ends.

const NOW = Date.parse('2026-03-01T10:00:00.000Z');

let status: SymposiumStatus[];
let timer: Timer;
let calls: { status: number; events: number; timer: number };

const events: Event[] = [
  anEvent({ id: 3, eventName: 'Debugging Duel', symposiumName: 'Enigma', teamOrIndividual: 'Individual' }),
];

const setEnigma = (isOpen: 0 | 1) => {
  status = [
    { symposiumName: 'Enigma', isOpen, startDate: isOpen ? '2026-03-01' : null },
    { symposiumName: 'Carteblanche', isOpen: 0, startDate: null },
  ];
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  setEnigma(0);
  timer = {};
  calls = { status: 0, events: 0, timer: 0 };
  server.use(
    signedIn(null),
    route('GET /symposium/status', () => {
      calls.status++;
      return status;
    }),
    route('GET /events', () => {
      calls.events++;
      return events;
    }),
    route('GET /timer/timer', () => {
      calls.timer++;
      return timer;
    }),
    route('GET /events/:eventId/winners', () => []),
  );
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

const card = () => screen.findByRole('article', { name: 'Debugging Duel' });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Events page of a closed symposium', () => {
  it('shows the register button and the full details once the admin starts it, without a reload', async () => {
    renderRoutes([{ path: '/events', Component: EventsRoute }], '/events?symposium=Enigma&event=3');
    const dialog = await screen.findByRole('dialog', { name: 'Not Yet Started' });
    expect(within(await card()).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    const eventReads = calls.events;

    setEnigma(1);
    await wait(CLOSED_RECHECK_MS);

    expect(await within(await card()).findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Debugging Duel' })).toBe(dialog);
    expect(within(dialog).getByText('Anitha K')).toBeInTheDocument();
    // The events are read again once it opens.
    expect(calls.events).toBeGreaterThan(eventReads);

    // Open now: no more asking.
    const statusReads = calls.status;
    await wait(3 * CLOSED_RECHECK_MS);
    expect(calls.status).toBe(statusReads);
  });

  it('asks again the moment the registration countdown reaches zero', async () => {
    timer = { end_time: new Date(NOW + 5_000).toISOString() };
    renderRoutes([{ path: '/events', Component: EventsRoute }], '/events?symposium=Enigma');
    await card();
    await vi.waitFor(() => expect(calls.timer).toBe(1));

    setEnigma(1);
    await wait(4_000);
    expect(within(await card()).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    await wait(1_000);
    expect(await within(await card()).findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('does not ask while the page is hidden', async () => {
    renderRoutes([{ path: '/events', Component: EventsRoute }], '/events?symposium=Enigma');
    await card();
    await wait(CLOSED_RECHECK_MS);
    expect(calls.status).toBe(2);

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new globalThis.Event('visibilitychange'));
    await wait(3 * CLOSED_RECHECK_MS);
    expect(calls.status).toBe(2);
  });

  it('does not ask again for a symposium that is open', async () => {
    status = status.map((s) => ({ ...s, isOpen: 1 }));
    renderRoutes([{ path: '/events', Component: EventsRoute }], '/events?symposium=Carteblanche');
    await screen.findByText('No events yet');
    await wait(3 * CLOSED_RECHECK_MS);
    expect(calls.status).toBe(1);
    expect(calls.timer).toBe(0);
  });
});
