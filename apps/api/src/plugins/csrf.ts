import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// State-changing calls from another site's page are refused (CSRF defence besides SameSite).
export default fp(
  async function csrf(app: FastifyInstance, opts: { publicUrl?: string }) {
    app.addHook('onRequest', async (request, reply) => {
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
      const origin = request.headers.origin;
      if (!origin) return;
      const allowed = new Set([`http://${request.headers.host}`, `https://${request.headers.host}`]);
      if (opts.publicUrl) allowed.add(new URL(opts.publicUrl).origin);
      if (!allowed.has(origin)) return reply.status(403).send({ message: 'Cross-site request refused.' });
    });
  },
  { name: 'csrf' },
);
