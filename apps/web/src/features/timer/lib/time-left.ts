export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left, never negative. */
  totalMs: number;
}

/** Whole days, hours, minutes and seconds from `nowMs` until `endMs` (zero once it has passed). */
export function timeLeft(endMs: number, nowMs: number): TimeLeft {
  const totalMs = Math.max(0, endMs - nowMs);
  const s = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
    totalMs,
  };
}
