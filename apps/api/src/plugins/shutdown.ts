import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// While shutting down, answers close their connection: an idle keep-alive connection would
// otherwise hold the process open until its timeout (72 s).
export default fp(
  async function shutdown(app: FastifyInstance) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'shutdown' },
);
