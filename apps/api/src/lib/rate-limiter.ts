import type { Redis } from 'ioredis';

// Fixed-window counters. In memory for one process; in Redis when REDIS_URL is set, so several
// API processes share one count.

export interface RateLimiter {
  /** Counts one hit on key; true while the count stays within max for the window. */
  hit(key: string, max: number, windowMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let calls = 0;
  return {
    async hit(key, max, windowMs) {
      const now = Date.now();
      // Drop expired windows now and then so the map cannot grow without bound.
      if (++calls % 1000 === 0) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      const w = windows.get(key);
      if (!w || w.resetAt <= now) {
        windows.set(key, { count: 1, resetAt: now + windowMs });
        return true;
      }
      w.count += 1;
      return w.count <= max;
    },
    async close() {},
  };
}

export function redisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, max, windowMs) {
      const k = `rl:${key}`;
      const count = await redis.incr(k);
      if (count === 1) await redis.pexpire(k, windowMs);
      return count <= max;
    },
    async close() {
      await redis.quit();
    },
  };
}
