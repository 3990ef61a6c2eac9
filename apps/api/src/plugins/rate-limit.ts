import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@app/shared';
import { tooManyRequests } from '../lib/http-error';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from '../lib/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one attempt for each key (e.g. `login:ip:1.2.3.4`, `login:email:a@b.c`) and throws 429
     * when any of them is over `perMinute` in the current minute.
     */
    limit(keys: string[], perMinute: number): Promise<void>;
  }
}

export default fp(
  async function rateLimit(app: FastifyInstance, opts: { redisUrl?: string }) {
    // ioredis is loaded only when it is used: it adds some 20 MB to a process (docs/performance.md).
    const limiter: RateLimiter = opts.redisUrl
      ? redisRateLimiter(new (await import('ioredis')).Redis(opts.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }))
      : memoryRateLimiter();
    app.decorate('limit', async (keys: string[], perMinute: number) => {
      const results = await Promise.all(keys.map((k) => limiter.hit(k, perMinute, 60_000)));
      if (results.some((ok) => !ok)) throw tooManyRequests(MSG.tooManyRequests);
    });
    app.addHook('onClose', async () => limiter.close());
  },
  { name: 'rate-limit' },
);
