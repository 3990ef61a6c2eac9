import { AuditFilterSchema, AuditPageSchema, AuditQuerySchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import * as service from './service';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/audit-log',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    async (request) => {
      const { limit, offset, ...filter } = request.query;
      return service.listAuditLog(db, filter, { limit, offset });
    },
  );

  app.get(
    '/api/admin/audit-log/export',
    {
      config: { access: 'admin' },
      schema: { tags: ['audit'], querystring: AuditFilterSchema, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const csv = await service.exportAuditCsv(db, request.query);
      const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
