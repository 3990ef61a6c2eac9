import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A caller's (or the proxy's) X-Request-Id is kept when it looks like an id, so one id follows a
 * request through the logs; anything else gets a fresh UUID. Given to Fastify as `genReqId`.
 */
export function genReqId(req: RawRequestDefaultExpression): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(given) ? given : crypto.randomUUID();
}

/** Every answer names its request id, errors included. */
export default fp(
  async function requestId(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
