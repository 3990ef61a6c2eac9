import { StatsQuerySchema, StatsSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import * as service from './service';

export const statsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/stats',
    {
      // A coordinator's figures are of their own events only (SPEC-2 §I).
      config: { access: 'staff', eventScope: 'list' },
      schema: {
        tags: ['stats'],
        querystring: StatsQuerySchema,
        response: { 200: StatsSchema },
      },
    },
    async (request, reply) => {
      const stats = await service.symposiumStats(
        db,
        request.query.symposium,
        request.actor.role === 'admin',
        await request.scopedEvents(),
      );
      // Figures are exact at the time of the call: never from a cache.
      reply.header('cache-control', 'no-store');
      return stats;
    },
  );
};
