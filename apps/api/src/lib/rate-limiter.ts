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
  /** Once over, the key stays refused this many seconds (default: the rest of the window). */
  blockDuration?: number;
}

export interface Limiter {
  /** Counts one attempt; false when the key was already at its limit (the attempt is refused). */
  consume(key: string): Promise<boolean>;
  /** True when the key has used up its points and the next attempt would be refused. */
  exhausted(key: string): Promise<boolean>;
  /** Forgets the key, e.g. a login's failures after it succeeds. */
  reset(key: string): Promise<void>;
}

export type LimiterFactory = (opts: LimiterOptions) => Limiter;

export function limiterFactory(redis?: Redis): LimiterFactory {
  return (opts) => {
    const base = { keyPrefix: `rl:${opts.name}`, points: opts.points, duration: opts.duration, blockDuration: opts.blockDuration ?? 0 };
    const rl: RateLimiterAbstract = redis ? new RateLimiterRedis({ ...base, storeClient: redis }) : new RateLimiterMemory(base);
    return {
      async consume(key) {
        try {
          await rl.consume(key);
          return true;
        } catch (err) {
          // A refusal resolves to a RateLimiterRes; anything else (Redis down) is a real error.
          if (err instanceof RateLimiterRes) return false;
          throw err;
        }
      },
      async exhausted(key) {
        const res = await rl.get(key);
        return res !== null && res.consumedPoints >= opts.points;
      },
      async reset(key) {
        await rl.delete(key);
      },
    };
  };
}
