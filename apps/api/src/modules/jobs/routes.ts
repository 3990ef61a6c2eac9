import { IdParamsSchema, MSG } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { findJob } from './repository';

const JobStatusSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().int(),
  total: z.number().int(),
  result: z.unknown(),
  error: z.string().nullable(),
});

/** The progress of a background job (certificate batches, bulk verification, …), for staff screens. */
export const jobRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/jobs/:id',
    {
      // Not about one event: a job's result may name students and payments, so it is shown only to
      // the one who started it and to the admin (certificate runs are the admin's).
      config: { access: 'staff', eventScope: 'none' },
      schema: {
        tags: ['jobs'],
        // the shared id field caps ids at PostgreSQL's integer, so a huge one is a 400, not a 500
        params: IdParamsSchema,
        response: { 200: JobStatusSchema },
      },
    },
    async (request) => {
      const job = await findJob(db, request.params.id);
      const mine = job?.created_by === request.actor.id || request.actor.role === 'admin';
      // Someone else's job is answered as one that does not exist.
      if (!job || !mine || job.kind.startsWith('every:')) throw new HttpError(404, MSG.notFound);
      return {
        id: job.id,
        kind: job.kind,
        status: job.status,
        progress: job.progress,
        total: job.total,
        result: job.result_json ? JSON.parse(job.result_json) : null,
        error: job.status === 'failed' ? job.last_error : null,
      };
    },
  );
};
