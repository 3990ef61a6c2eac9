import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbHandle } from '../../db/connection';
import { countBacklog } from '../mail/repository';
import { ping } from './repository';

const VERSION = '1.0.0';

export const healthRoutes: FastifyPluginAsyncZod<{ handle: DbHandle }> = async (app, { handle }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string(), outboxBacklog: z.number(), version: z.string() }),
          503: z.object({ status: z.literal('down'), database: z.string(), version: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await ping(handle.db);
        return { status: 'ok' as const, database: handle.dialect, outboxBacklog: await countBacklog(handle.db), version: VERSION };
      } catch {
        return reply.status(503).send({ status: 'down' as const, database: handle.dialect, version: VERSION });
      }
    },
  );
};
