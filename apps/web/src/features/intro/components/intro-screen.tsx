import { useCallback, useEffect, useState } from 'react';
import { intro } from '../../../content/site';
import classes from './intro-screen.module.css';

/** Session storage key that remembers the intro was shown in this browser session. */
export const INTRO_STORAGE_KEY = 'introShown';

export interface IntroTimings {
  /** Delay before each typed character (SPEC: 70 ms). */
  charMs: number;
  /** Pause after a finished line before the next one starts (SPEC: 800 ms). */
  linePauseMs: number;
  /** Time the finished text stays before the screen hides (SPEC: 1000 ms). */
  hideAfterMs: number;
  /** Length of the fade-out once hidden. */
  fadeMs: number;
}

export const DEFAULT_INTRO_TIMINGS: IntroTimings = {
  charMs: intro.charMs,
  linePauseMs: intro.linePauseMs,
  hideAfterMs: intro.hideAfterMs,
  fadeMs: 300,
};

function shouldShow(): boolean {
  try {
    if (sessionStorage.getItem(INTRO_STORAGE_KEY) === 'true') return false;
  } catch {
    return false; // no storage (privacy mode): never risk showing it on every page load
  }
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

type Phase = 'typing' | 'leaving' | 'done';

interface Props {
  lines?: string[];
  timings?: Partial<IntroTimings>;
}

/**
 * The once-per-session intro (SPEC §1): types each line, pauses between lines, hides a second
 * after the last one. A click or any key skips it; users who prefer reduced motion never see it.
 */
export function IntroScreen({ lines = intro.lines, timings }: Props) {
  const t = { ...DEFAULT_INTRO_TIMINGS, ...timings };
  const [phase, setPhase] = useState<Phase>(() => (shouldShow() ? 'typing' : 'done'));
  const [cursor, setCursor] = useState({ line: 0, chars: 0 });

  const skip = useCallback(() => setPhase((p) => (p === 'typing' ? 'leaving' : p)), []);

  useEffect(() => {
    if (phase === 'done') return;
    try {
      sessionStorage.setItem(INTRO_STORAGE_KEY, 'true');
    } catch {
      /* storage unavailable */
    }
  }, [phase]);

  useEffect(() => {
    if (phase !== 'typing') return;
    const current = lines[cursor.line] ?? '';
    let timer: ReturnType<typeof setTimeout>;
    if (cursor.chars < current.length) {
      timer = setTimeout(() => setCursor((c) => ({ ...c, chars: c.chars + 1 })), t.charMs);
    } else if (cursor.line < lines.length - 1) {
      timer = setTimeout(() => setCursor((c) => ({ line: c.line + 1, chars: 0 })), t.linePauseMs);
    } else {
      timer = setTimeout(() => setPhase('leaving'), t.hideAfterMs);
    }
    return () => clearTimeout(timer);
  }, [phase, cursor, lines, t.charMs, t.linePauseMs, t.hideAfterMs]);

  useEffect(() => {
    if (phase !== 'leaving') return;
    const timer = setTimeout(() => setPhase('done'), t.fadeMs);
    return () => clearTimeout(timer);
  }, [phase, t.fadeMs]);

  useEffect(() => {
    if (phase !== 'typing') return;
    window.addEventListener('keydown', skip);
    return () => window.removeEventListener('keydown', skip);
  }, [phase, skip]);

  if (phase === 'done') return null;

  return (
    <div
      className={classes.overlay}
      data-leaving={phase === 'leaving' || undefined}
      style={{ transitionDuration: `${t.fadeMs}ms` }}
      onClick={skip}
      data-testid="intro-screen"
      aria-hidden={phase === 'leaving' || undefined}
    >
      <div className={classes.inner}>
        <span className={classes.mark} aria-hidden="true">
          CS
        </span>
        <span className={classes.srOnly}>{lines.join(' ')}</span>
        {lines.map((line, i) => {
          const shown = i < cursor.line ? line : i === cursor.line ? line.slice(0, cursor.chars) : '';
          const active = i === cursor.line && phase === 'typing';
          // The invisible full line keeps the box at its final size, so typing never moves the layout.
          return (
            <p key={i} className={i === 0 ? classes.first : classes.second} aria-hidden="true">
              <span className={classes.ghost}>{line}</span>
              <span className={classes.typed} data-caret={active || undefined} data-testid={`intro-line-${i}`}>
                {shown}
              </span>
            </p>
          );
        })}
      </div>
      <button type="button" className={classes.skip} onClick={skip}>
        Skip intro
      </button>
    </div>
  );
}
