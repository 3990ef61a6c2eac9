import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTRO_STORAGE_KEY, IntroScreen } from '../../src/features/intro';

const LINE_1 = 'Welcome to the product';
const LINE_2 = 'Empowering Future Technocrats...';

/** Advances fake time in 10 ms steps so each typed character's effect schedules the next one. */
function advance(ms: number) {
  for (let done = 0; done < ms; done += 10) {
    act(() => {
      vi.advanceTimersByTime(10);
    });
  }
}

const line = (i: number) => screen.getByTestId(`intro-line-${i}`).textContent;

describe('IntroScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('types the first line at 70 ms per character', () => {
    render(<IntroScreen />);
    expect(line(0)).toBe('');
    advance(60);
    expect(line(0)).toBe('');
    advance(10);
    expect(line(0)).toBe('W');
    advance(6 * 70);
    expect(line(0)).toBe('Welcome');
    advance((LINE_1.length - 7) * 70);
    expect(line(0)).toBe(LINE_1);
    expect(line(1)).toBe('');
  });

  it('pauses 800 ms after a line, types the second, and hides 1000 ms after the last', () => {
    render(<IntroScreen />);
    advance(LINE_1.length * 70);
    advance(800);
    expect(line(1)).toBe('');
    advance(70);
    expect(line(1)).toBe('E');
    advance((LINE_2.length - 1) * 70);
    expect(line(1)).toBe(LINE_2);
    advance(990);
    expect(screen.getByTestId('intro-screen')).not.toHaveAttribute('data-leaving');
    advance(10);
    expect(screen.getByTestId('intro-screen')).toHaveAttribute('data-leaving');
    advance(300);
    expect(screen.queryByTestId('intro-screen')).toBeNull();
  });

  it('takes its timings from props, for quicker intros', () => {
    render(
      <IntroScreen
        lines={['Hi', 'Yo']}
        timings={{ charMs: 10, linePauseMs: 20, hideAfterMs: 30, fadeMs: 0 }}
      />,
    );
    advance(20);
    expect(line(0)).toBe('Hi');
    advance(30);
    expect(line(1)).toBe('Y');
    advance(10 + 30 + 10);
    expect(screen.queryByTestId('intro-screen')).toBeNull();
  });

  it('shows once per browser session', () => {
    const first = render(<IntroScreen />);
    expect(screen.getByTestId('intro-screen')).toBeInTheDocument();
    expect(sessionStorage.getItem(INTRO_STORAGE_KEY)).toBe('true');
    first.unmount();
    render(<IntroScreen />);
    expect(screen.queryByTestId('intro-screen')).toBeNull();
  });

  it('is skipped by a click', () => {
    render(<IntroScreen />);
    advance(140);
    fireEvent.click(screen.getByTestId('intro-screen'));
    expect(screen.getByTestId('intro-screen')).toHaveAttribute('data-leaving');
    advance(300);
    expect(screen.queryByTestId('intro-screen')).toBeNull();
  });

  it('is skipped by any key', () => {
    render(<IntroScreen />);
    fireEvent.keyDown(window, { key: 'Escape' });
    advance(300);
    expect(screen.queryByTestId('intro-screen')).toBeNull();
  });

  it('is never shown to users who prefer reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      render(<IntroScreen />);
      expect(screen.queryByTestId('intro-screen')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});
