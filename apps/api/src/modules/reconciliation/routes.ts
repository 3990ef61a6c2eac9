import {
  BULK_VERIFY_INLINE_MAX,
  MSG,
  ReconcileResultSchema,
  STATEMENT_FIELD,
  STATEMENT_MAX_BYTES,
  VerifyBulkInputSchema,
  VerifyBulkQueuedSchema,
  VerifyBulkResultSchema,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { badRequest, HttpError, tooLarge, forbidden } from '../../lib/http-error';
import { insertJob } from '../jobs/repository';
import { siteOf } from '../../lib/site';
import * as service from './service';

const BULK_JOB = 'payments.verify-bulk';

/** The `statement` file of the multipart body; a body cut short or malformed is the sender's fault (400). */
async function readStatementUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string | null }> {
  try {
    const file = await request.file({ limits: { fileSize: STATEMENT_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== STATEMENT_FIELD) throw badRequest(MSG.statementRequired);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge(TOO_LARGE);
    if (bytes.length === 0) throw badRequest(MSG.statementRequired);
    return { bytes, fileName: file.filename || null };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(TOO_LARGE);
    throw badRequest('The upload was cut off or is not valid multipart/form-data. Please try again.');
  }
}

const TOO_LARGE = `The statement must be at most ${STATEMENT_MAX_BYTES / 1024 / 1024} MB.`;
// `site`: where the pass links in the mails point, taken from the request that queued the batch
// (a job has no request of its own); batches queued before it was recorded have none.
const BulkJobPayload = z.object({ actorId: z.number().int(), paymentIds: z.array(z.number().int()), site: z.string().optional() });

/** Bank statement import and bulk verification (SPEC-2 §E), for staff on Registration Status. */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl?: string }> = async (app, { db, publicUrl }) => {
  const tags = ['payments'];

  app.jobs.register(BULK_JOB, async (job) => {
    const { actorId, paymentIds, site } = BulkJobPayload.parse(job.payload);
    const result = await service.verifyQueued(db, actorId, paymentIds, site, (done, total) => job.progress(done, total));
    app.mail.kick();
    return result;
  });

  app.post(
    '/api/payments/reconcile',
    {
      // A statement is matched against every pending payment: not for a coordinator held to some events.
      config: { access: 'staff', eventScope: 'list' },
      schema: {
        tags,
        description:
          'multipart/form-data with `statement`: the bank statement as net banking exports it (CSV or XLSX). ' +
          'Stores each credit line once and groups the pending payments against it; verifies nothing.',
        consumes: ['multipart/form-data'],
        response: { 200: ReconcileResultSchema },
      },
    },
    async (request) => {
      if (await request.scopedEvents()) throw forbidden(MSG.statementImportNotCoordinator);
      if (!request.isMultipart()) throw badRequest(MSG.statementRequired);
      const { bytes, fileName } = await readStatementUpload(request);
      return service.importStatement(db, request.actor, bytes, fileName);
    },
  );

  app.post(
    '/api/payments/verify-bulk',
    {
      // every event of every payment must be the coordinator's, as for one verification
      config: { access: 'staff', eventScope: { from: 'body', key: 'paymentIds', kind: 'payment' } },
      schema: {
        tags,
        description:
          `Verifies each pending payment as POST /api/verification does. Up to ${BULK_VERIFY_INLINE_MAX} ids answer 200 ` +
          'when done; more answer 202 with a job whose progress GET /api/jobs/{jobId} gives.',
        body: VerifyBulkInputSchema,
        response: { 200: VerifyBulkResultSchema, 202: VerifyBulkQueuedSchema },
      },
    },
    async (request, reply) => {
      const paymentIds = [...new Set(request.body.paymentIds)];
      const actor = request.actor;
      // The mails' pass links point where a single verification's do.
      const site = siteOf(request, publicUrl);
      if (paymentIds.length <= BULK_VERIFY_INLINE_MAX) {
        const result = await service.verifyMany(db, actor, paymentIds, site);
        app.mail.kick();
        return reply.status(200).send(result);
      }
      const jobId = await insertJob(db, { kind: BULK_JOB, payload: { actorId: actor.id, paymentIds, site }, total: paymentIds.length, createdBy: actor.id });
      app.jobs.kick();
      return reply.status(202).send({ jobId, total: paymentIds.length });
    },
  );
};
