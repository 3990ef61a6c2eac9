import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

// Counters from rate-limiter-flexible: in memory for one process, in Redis when REDIS_URL is set
// so several API processes share one count.

export interface LimiterOptions {
  /** Unique per limiter; keys of different limiters never mix. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  /** Window in seconds. */
  duration: number;
  /**
   * Once the attempt that uses the last point is counted, the key stays refused this many seconds
   * from then (default: the rest of the window).
   */
  blockDuration?: number;
}

export interface Limiter {
  /** Counts one attempt; false when the key was already at its limit (the attempt is refused). */
  consume(key: string): Promise<boolean>;
  /** True when the key has used up its points and the next attempt would be refused. */
  exhausted(key: string): Promise<boolean>;
  /** Seconds until the key may try again: 0 when it may now. */
  waitSeconds(key: string): Promise<number>;
  /** Forgets the key, e.g. a login's failures after it succeeds. */
  reset(key: string): Promise<void>;
}

export type LimiterFactory = (opts: LimiterOptions) => Limiter;

export function limiterFactory(redis?: Redis): LimiterFactory {
  return (opts) => {
    const base = { keyPrefix: `rl:${opts.name}`, points: opts.points, duration: opts.duration, blockDuration: opts.blockDuration ?? 0 };
    const rl: RateLimiterAbstract = redis ? new RateLimiterRedis({ ...base, storeClient: redis }) : new RateLimiterMemory(base);
    const waitSeconds = async (key: string) => {
      const res = await rl.get(key);
      return res !== null && res.consumedPoints >= opts.points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
    };
    return {
      async consume(key) {
        try {
          const res = await rl.consume(key);
          // The library blocks only at the attempt after the last point; callers that refuse on
          // `exhausted` never make that attempt, so the block starts here.
          if (opts.blockDuration && res.consumedPoints >= opts.points) await rl.block(key, opts.blockDuration);
          return true;
        } catch (err) {
          // A refusal resolves to a RateLimiterRes; anything else (Redis down) is a real error.
          if (err instanceof RateLimiterRes) return false;
          throw err;
        }
      },
      async exhausted(key) {
        return (await waitSeconds(key)) > 0;
      },
      waitSeconds,
      async reset(key) {
        await rl.delete(key);
      },
    };
  };
}
