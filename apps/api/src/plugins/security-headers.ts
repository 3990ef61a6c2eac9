import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// helmet's security headers (CSP, HSTS, frame and referrer policies ...) are the same for every
// answer, so they are worked out once at start and set on each reply. @fastify/helmet builds the
// middleware and parses the CSP again on every request, which was a third of the CPU of
// GET /api/events (docs/performance.md). A route may still set its own value of any of them.

/** The headers @fastify/helmet adds with these options, read off one answer of a bare app. */
export async function helmetHeaders(opts: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(fastifyHelmet, opts);
    probe.get('/', async () => 'ok');
    const res = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return res.headers;
  };
  const [bare, secured] = await Promise.all([answer(false), answer(true)]);
  return Object.fromEntries(
    Object.entries(secured).filter(
      (entry): entry is [string, string] =>
        bare[entry[0]] === undefined && typeof entry[1] === 'string',
    ),
  );
}

export default fp(
  async function securityHeaders(app: FastifyInstance, opts: FastifyHelmetOptions) {
    const headers = await helmetHeaders(opts);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // Personal and staff answers must not stay in a shared or back-button cache: every JSON answer
    // of a signed-in request or a non-public route is no-store.
    app.addHook('onSend', (request, reply, payload, done) => {
      const access = request.routeOptions.config?.access;
      const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
      if (json && (request.user || (access && access !== 'public'))) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
