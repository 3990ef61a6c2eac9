import { MSG, NOTIFY_ME_MSG, type Event, type SymposiumStatus } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as EventsRoute } from '../../src/app/routes/events';
import { Component as NotifyMeRoute } from '../../src/app/routes/notify-me';
import { ShareButton } from '../../src/features/events/components/share-button';
import { NotifyMeForm } from '../../src/features/notify-me/components/notify-me-form';
import { fail, route, server, signedIn, withStatus } from '../msw/api';
import { anEvent } from '../msw/fixtures';
import { renderRoutes, renderWithProviders } from '../shell/render';

// Sharing an event (the device's share sheet, else WhatsApp and 'Copy link'), event links that
// open their dialog, and the 'notify me' form and the page its confirmation link opens.

const target = {
  title: 'Code Relay — Carteblanche',
  text: 'Code Relay at Carteblanche, CSMIT:',
  url: 'https://csmit.example/events?symposium=Carteblanche&event=7',
};

describe('Share', () => {
  afterEach(() => {
    // Whatever a test put on navigator goes.
    Reflect.deleteProperty(navigator, 'share');
    vi.restoreAllMocks();
  });

  it('offers WhatsApp with the text and link, and copies the link with a visible confirmation', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithProviders(<ShareButton target={target} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const whatsapp = await screen.findByRole('link', { name: 'WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(`${target.text} ${target.url}`);
    expect(screen.queryByText('Link copied.')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(target.url);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied.');
  });

  it("says so when the link can't be copied, and shows the link instead", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithProviders(<ShareButton target={target} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Could not copy. The link is ${target.url}`);
  });

  it("uses the device's share sheet where the browser has one", async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithProviders(<ShareButton target={target} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(target);
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
  });
});

describe('event links', () => {
  let events: Event[];
  const status: SymposiumStatus[] = [
    { symposiumName: 'Enigma', isOpen: 0, startDate: null },
    { symposiumName: 'Carteblanche', isOpen: 1, startDate: '2026-02-01' },
  ];
  beforeEach(() => {
    events = [anEvent({ id: 7, eventName: 'Code Relay' }), anEvent({ id: 8, eventName: 'Quiz Bowl' })];
    server.use(
      route('GET /events', () => events),
      route('GET /symposium/status', () => status),
      route('GET /events/:eventId/winners', () => []),
      signedIn(null),
    );
  });

  it('opens the dialog of the event in the link, with Share, and takes the id off the URL on close', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/events', Component: EventsRoute }], '/events?symposium=Carteblanche&event=7');
    const dialog = await screen.findByRole('dialog', { name: 'Code Relay' });
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?symposium=Carteblanche');

    // Opening a card puts its id in the URL, so the address bar is the event's link too.
    await user.click(screen.getAllByRole('button', { name: /Quiz Bowl/ })[0]!);
    await screen.findByRole('dialog', { name: 'Quiz Bowl' });
    expect(router.state.location.search).toBe('?symposium=Carteblanche&event=8');
  });
});

describe('Notify me', () => {
  it('sends the address and shows the one answer the server gives', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    server.use(
      route('POST /notify-me', ({ body }) => {
        sent.push(body.email);
        return withStatus(202, { message: NOTIFY_ME_MSG.requested });
      }),
    );
    renderWithProviders(<NotifyMeForm />);
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'Asha@Example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NOTIFY_ME_MSG.requested);
    expect(sent).toEqual(['asha@example.com']);
  });

  it("refuses a malformed address without a call, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    server.use(route('POST /notify-me', () => fail(429, MSG.tooManyRequests)));
    renderWithProviders(<NotifyMeForm />);
    const input = screen.getByRole('textbox', { name: 'Your email' });
    await user.type(input, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'busy@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(MSG.tooManyRequests)).toBeInTheDocument();
  });

  it('confirms from the link in the mail as the page opens', async () => {
    const tokens: string[] = [];
    server.use(
      route('POST /notify-me/confirm', ({ body }) => {
        tokens.push(body.token);
        return { message: NOTIFY_ME_MSG.confirmed };
      }),
    );
    renderRoutes([{ path: '/notify-me/:action', Component: NotifyMeRoute }], '/notify-me/confirm?token=abcdefghijklmnopqrstuvwx');
    expect(await screen.findByRole('heading', { name: 'Address confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(NOTIFY_ME_MSG.confirmed);
    expect(tokens).toEqual(['abcdefghijklmnopqrstuvwx']);
  });

  it('unsubscribes from the link in the mail, and says so when a link no longer works', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      route('POST /notify-me/unsubscribe', ({ url }) => {
        tokens.push(url.searchParams.get('token'));
        return url.searchParams.get('token') === 'stale-token-000000000000' ? fail(400, NOTIFY_ME_MSG.invalidLink) : { message: NOTIFY_ME_MSG.unsubscribed };
      }),
    );
    const first = renderRoutes([{ path: '/notify-me/:action', Component: NotifyMeRoute }], '/notify-me/unsubscribe?token=good-token-0000000000000');
    expect(await screen.findByRole('heading', { name: 'Unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(NOTIFY_ME_MSG.unsubscribed);
    first.unmount();

    renderRoutes([{ path: '/notify-me/:action', Component: NotifyMeRoute }], '/notify-me/unsubscribe?token=stale-token-000000000000');
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(NOTIFY_ME_MSG.invalidLink);
    expect(tokens).toEqual(['good-token-0000000000000', 'stale-token-000000000000']);
  });
});
