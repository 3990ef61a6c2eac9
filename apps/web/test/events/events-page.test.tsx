import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Event, SymposiumStatus } from '@app/shared';
import { DeadlineCountdown } from '../../src/features/events/components/deadline-countdown';
import { EventsBrowser } from '../../src/features/events/components/events-browser';
import { fail, route, server, signedIn } from '../msw/api';
import { renderRoutes, renderWithProviders } from '../shell/render';
import { Component as EventsRoute } from '../../src/app/routes/events';
import { anEvent, aStudent, DAY } from '../msw/fixtures';
import { theme } from '../../src/app/theme';

const LONG =
  'A full-day workshop on containers, deployments, services and scaling on a real cluster, with lunch and certificates for all.';

let events: Event[];
let status: SymposiumStatus[];

beforeEach(() => {
  events = [
    anEvent({ id: 1 }),
    anEvent({
      id: 2,
      eventName: 'Hands-on Kubernetes',
      eventCategory: 'Workshop',
      eventDescription: LONG,
      numberOfRounds: 0,
      rounds: [],
    }),
    anEvent({
      id: 3,
      eventName: 'Debugging Duel',
      symposiumName: 'Enigma',
      eventCategory: 'Other',
      registrationFees: 0,
    }),
  ];
  status = [
    { symposiumName: 'Enigma', isOpen: 0, startDate: null },
    { symposiumName: 'Carteblanche', isOpen: 1, startDate: '2026-02-01' },
  ];
  server.use(
    route('GET /events', () => events),
    signedIn(null),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

function renderBrowser(symposium: 'Enigma' | 'Carteblanche') {
  const onChange = vi.fn();
  const actions = vi.fn((e: Event) => <button type="button">Add {e.eventName} to Cart</button>);
  renderWithProviders(
    <EventsBrowser
      symposium={symposium}
      onSymposiumChange={onChange}
      status={status}
      renderActions={actions}
    />,
  );
  return { onChange, actions };
}

describe('Events page', () => {
  it('shows the chosen symposium only, with category tabs of the events present', async () => {
    const user = userEvent.setup();
    const { onChange } = renderBrowser('Carteblanche');
    expect(await screen.findByRole('heading', { name: 'Code Relay' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hands-on Kubernetes' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Debugging Duel' })).not.toBeInTheDocument();

    const categories = screen.getByRole('tablist', { name: 'Category' });
    const tabs = within(categories)
      .getAllByRole('tab')
      .map((t) => t.textContent?.replace(/\d+$/, ''));
    expect(tabs).toEqual(['All', 'Workshop', 'Technical Events']);

    await user.click(within(categories).getByRole('tab', { name: /Workshop/ }));
    expect(screen.queryByRole('heading', { name: 'Code Relay' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hands-on Kubernetes' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Enigma' }));
    expect(onChange).toHaveBeenCalledWith('Enigma');
  });

  it('cuts descriptions to 100 characters on the card', async () => {
    renderBrowser('Carteblanche');
    const card = (await screen.findByRole('heading', { name: 'Hands-on Kubernetes' })).closest(
      'article',
    )!;
    expect(within(card as HTMLElement).getByText(`${LONG.slice(0, 100)}...`)).toBeInTheDocument();
  });

  it('opens the detail dialog with rounds, coordinator and the card actions of an open symposium', async () => {
    const user = userEvent.setup();
    const { actions } = renderBrowser('Carteblanche');
    const card = (await screen.findByRole('heading', { name: 'Code Relay' })).closest(
      'article',
    ) as HTMLElement;
    expect(
      within(card).getByRole('button', { name: 'Add Code Relay to Cart' }),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Code Relay' });
    expect(within(dialog).getByText('Online qualifier on data structures')).toBeInTheDocument();
    expect(within(dialog).getByText('Round 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Anitha K')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '9876501234' })).toHaveAttribute(
      'href',
      'tel:9876501234',
    );
    expect(within(dialog).getByRole('link', { name: 'anitha@example.com' })).toHaveAttribute(
      'href',
      'mailto:anitha@example.com',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Add Code Relay to Cart' }),
    ).toBeInTheDocument();
    expect(actions).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), {
      symposiumOpen: true,
      behindDialog: false,
    });
  });

  it('gives focus back to the button that opened the dialog when it closes', async () => {
    const user = userEvent.setup();
    renderBrowser('Carteblanche');
    const card = (await screen.findByRole('heading', { name: 'Code Relay' })).closest(
      'article',
    ) as HTMLElement;
    const opener = within(card).getByRole('button', { name: 'View Details' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Code Relay' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('says Not Yet Started for a closed symposium and hides register and cart buttons', async () => {
    const user = userEvent.setup();
    const { actions } = renderBrowser('Enigma');
    const card = (await screen.findByRole('heading', { name: 'Debugging Duel' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).queryByRole('button', { name: /Cart/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not Yet Started' });
    expect(
      within(dialog).getByText(
        'This symposium has not started yet. Full details will be available soon.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Anitha K')).not.toBeInTheDocument();
    expect(actions).not.toHaveBeenCalled();
  });

  it('tells a student of another college why a symposium of MIT-only events is empty', async () => {
    const guest = aStudent({ college: 'Anna University' });
    sessionStorage.setItem('user', JSON.stringify(guest));
    server.use(signedIn(guest), route('GET /events', () => events.filter((e) => e.symposiumName === 'Carteblanche')));
    renderBrowser('Enigma');
    expect(await screen.findByText('These events are open to MIT students only.')).toBeInTheDocument();
    expect(screen.queryByText('No events yet')).not.toBeInTheDocument();
    sessionStorage.removeItem('user');
  });

  it('says so when the events cannot be fetched, and Try again fetches them', async () => {
    let down = true;
    server.use(route('GET /events', () => (down ? fail(500, 'Something went wrong.') : events)));
    renderBrowser('Carteblanche');
    expect(
      await screen.findByText('Error fetching events. Please try again later.'),
    ).toBeInTheDocument();
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(events.find((e) => e.symposiumName === 'Carteblanche')!.eventName)).toBeInTheDocument();
    expect(screen.queryByText('Error fetching events. Please try again later.')).not.toBeInTheDocument();
  });
});

describe('Events page: the dialog and the history', () => {
  it('opens an event as a step back can undo, and closing it steps back', async () => {
    server.use(route('GET /symposium/status', () => status));
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>Home</p> },
        { path: '/events', element: <EventsRoute /> },
      ],
      '/',
    );
    await act(() => router.navigate('/events?symposium=Carteblanche'));
    const card = (await screen.findByRole('heading', { name: 'Code Relay' })).closest('article') as HTMLElement;

    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    await screen.findByRole('dialog', { name: 'Code Relay' });
    // A phone's Back closes the dialog and stays on the page.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/events');
    expect(router.state.location.search).toBe('?symposium=Carteblanche');

    // Closing it with Escape takes its step back too: Back then leaves the page as expected.
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    await screen.findByRole('dialog', { name: 'Code Relay' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe('?symposium=Carteblanche'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('Events page: a link to an event of the other symposium', () => {
  it("shows the event's own symposium and puts it in the URL", async () => {
    status = status.map((s) => ({ ...s, isOpen: 1 }));
    server.use(route('GET /symposium/status', () => status));
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [{ path: '/events', element: <EventsRoute /> }],
      '/events?symposium=Carteblanche&event=3',
    );
    await screen.findByRole('dialog', { name: 'Debugging Duel' });
    expect(screen.getByRole('tab', { name: 'Enigma' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(router.state.location.search).toBe('?symposium=Enigma&event=3'));

    // Closing the dialog leaves the event's symposium showing.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?symposium=Enigma');
    expect(screen.getByRole('tab', { name: 'Enigma' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Debugging Duel' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Code Relay' })).not.toBeInTheDocument();
  });

  it('takes the symposium from the event when the link names none', async () => {
    server.use(route('GET /symposium/status', () => status));
    const { router } = renderRoutes([{ path: '/events', element: <EventsRoute /> }], '/events?event=1');
    await screen.findByRole('dialog', { name: 'Code Relay' });
    expect(screen.getByRole('tab', { name: 'Carteblanche' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(router.state.location.search).toBe('?symposium=Carteblanche&event=1'));
  });
});

describe('DeadlineCountdown', () => {
  it('counts down every second, then reads Registration Closed', () => {
    vi.useFakeTimers();
    const now = Date.parse('2026-03-01T10:00:00.000Z');
    vi.setSystemTime(now);
    render(
      <MantineProvider theme={theme}>
        <DeadlineCountdown
          deadline={new Date(now + DAY + 2 * 3_600_000 + 3 * 60_000 + 2_000).toISOString()}
        />
      </MantineProvider>,
    );
    expect(screen.getByTestId('deadline-countdown')).toHaveTextContent('1d 02h 03m 02s');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('deadline-countdown')).toHaveTextContent('1d 02h 03m 01s');
    act(() => {
      vi.advanceTimersByTime(DAY + 2 * 3_600_000 + 3 * 60_000 + 1_000);
    });
    expect(screen.queryByTestId('deadline-countdown')).not.toBeInTheDocument();
    expect(screen.getByText('Registration Closed')).toBeInTheDocument();
  });
});
