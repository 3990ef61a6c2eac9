import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` while `active` and until `until` (ms) has passed,
 * so a countdown stops ticking once it reaches its end.
 */
export function useNow(active = true, intervalMs = 1000, until = Number.POSITIVE_INFINITY): number {
  const [now, setNow] = useState(() => Date.now());
  const running = active && now < until;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [running, intervalMs]);
  return now;
}
