import { useEffect, useState } from 'react';

/** Re-renders once the deadline passes, so a card's button turns to 'Registration Closed' on time. */
export function useDeadlineTick(deadlineIso: string): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const ms = new Date(deadlineIso).getTime() - Date.now();
    if (!(ms > 0) || ms > 2_000_000_000) return;
    const t = setTimeout(() => setTick((n) => n + 1), ms + 50);
    return () => clearTimeout(t);
  }, [deadlineIso]);
}
