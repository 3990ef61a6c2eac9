import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@app/shared';
import { tooManyRequests } from '../lib/http-error';
import { limiterFactory, type Limiter, type LimiterOptions } from '../lib/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one attempt for each key (e.g. `signup:ip:1.2.3.4`) and throws 429 when any of them
     * is over `perMinute` in the current minute.
     */
    limit(keys: string[], perMinute: number): Promise<void>;
    /** A limiter of its own, for other windows or rules (login failures, daily upload caps). */
    rateLimiter(opts: LimiterOptions): Limiter;
  }
}

export default fp(
  async function rateLimit(app: FastifyInstance, opts: { redisUrl?: string }) {
    // ioredis is loaded only when it is used: it adds some 20 MB to a process (docs/performance.md).
    const redis = opts.redisUrl
      ? new (await import('ioredis')).Redis(opts.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
      : undefined;
    const make = limiterFactory(redis);
    const perMinute = new Map<number, Limiter>();
    app.decorate('rateLimiter', make);
    app.decorate('limit', async (keys: string[], max: number) => {
      let limiter = perMinute.get(max);
      if (!limiter) perMinute.set(max, (limiter = make({ name: `m${max}`, points: max, duration: 60 })));
      const results = await Promise.all(keys.map((k) => limiter.consume(k)));
      if (results.some((ok) => !ok)) throw tooManyRequests(MSG.tooManyRequests);
    });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  },
  { name: 'rate-limit' },
);
