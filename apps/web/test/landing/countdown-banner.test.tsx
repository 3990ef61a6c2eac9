import type { Timer } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownBanner, timeLeft } from '../../src/features/timer';
import { route, server } from '../msw/api';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const D = 86_400_000;
const H = 3_600_000;
const M = 60_000;
const S = 1000;

function renderBanner(initialTimer?: Timer) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  return render(
    <QueryClientProvider client={client}>
      <CountdownBanner initialTimer={initialTimer} />
    </QueryClientProvider>,
  );
}

const unit = (name: string) =>
  screen.getByTestId('countdown-banner').querySelector(`[data-unit="${name}"]`)!.firstChild!
    .textContent;

describe('timeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeft(NOW + 2 * D + 3 * H + 4 * M + 5 * S + 999, NOW)).toMatchObject({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(timeLeft(NOW - 5000, NOW)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      totalMs: 0,
    });
  });
});

describe('CountdownBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is hidden when no timer exists', () => {
    const { container } = renderBanner({});
    expect(container).toBeEmptyDOMElement();
  });

  it('counts down days, hours, minutes and seconds before the end time, every second', () => {
    renderBanner({ end_time: iso(NOW + 1 * D + 2 * H + 3 * M + 4 * S) });
    const banner = screen.getByTestId('countdown-banner');
    expect(within(banner).getByText('Registration will begin in')).toBeInTheDocument();
    expect([unit('days'), unit('hours'), unit('minutes'), unit('seconds')]).toEqual([
      '01',
      '02',
      '03',
      '04',
    ]);
    expect(within(banner).getByRole('timer')).toHaveAccessibleName(
      '1 days, 2 hours, 3 minutes and 4 seconds',
    );
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(unit('seconds')).toBe('03');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect([unit('minutes'), unit('seconds')]).toEqual(['02', '58']);
  });

  it('says registration has begun once the end time passes', () => {
    renderBanner({ end_time: iso(NOW + 2 * S) });
    expect(screen.getByText('Registration will begin in')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByText('Registration has begun!')).toBeInTheDocument();
    expect(screen.queryByText('Registration will begin in')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says registration has begun when the end time is already past', () => {
    renderBanner({ end_time: iso(NOW - H) });
    expect(screen.getByTestId('countdown-banner')).toHaveTextContent('Registration has begun!');
  });

  it('reads GET /api/timer/timer when the route did not provide the timer', async () => {
    vi.useRealTimers();
    const asked = vi.fn();
    server.use(
      route('GET /timer/timer', () => {
        asked();
        return { end_time: iso(Date.now() + 3 * D) };
      }),
    );
    renderBanner(undefined);
    expect(await screen.findByText('Registration will begin in')).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
