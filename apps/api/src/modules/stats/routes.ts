import { StatsQuerySchema, StatsSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import * as service from './service';

export const statsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/stats',
    {
      // A coordinator's per-event figures are theirs only; the symposium's totals stay whole.
      config: { access: 'staff', eventScope: 'list' },
      schema: {
        tags: ['stats'],
        querystring: StatsQuerySchema,
        response: { 200: StatsSchema },
      },
    },
    async (request, reply) => {
      const user = request.actor;
      const stats = await service.symposiumStats(
        db,
        request.query.symposium,
        user.role === 'admin',
      );
      // Figures are exact at the time of the call: never from a cache.
      reply.header('cache-control', 'no-store');
      const scope = await request.scopedEvents();
      return scope ? { ...stats, perEvent: stats.perEvent.filter((e) => scope.has(e.eventId)) } : stats;
    },
  );
};
