import {
  MessageSchema,
  PaymentIdParamsSchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  TransactionCheckSchema,
  TransactionIdParamsSchema,
  UserIdParamsSchema,
  UserPaymentListSchema,
  VerificationInputSchema,
  VerificationResponseSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Dialect } from '../../db/connection';
import { mappedJson } from '../../lib/mapped-json';
import { SCREENSHOT_JOB, signAndCompare } from './screenshot-duplicates';
import { seatsSettled } from '../seats/changes';
import { siteOf } from '../../lib/site';
import { getOwnersThings, narrowPayments } from '../coordinators/narrow';
import * as service from './service';
import { sendPrivateFile } from '../../lib/send-file';

/** Payments by bank transfer (SPEC §5), their verification by staff, and the screenshots. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db; dialect: Dialect; publicUrl?: string }> = async (app, { db, dialect, publicUrl }) => {
  const tags = ['payments'];
  app.jobs.register(SCREENSHOT_JOB, async (job) => signAndCompare(db, (job.payload as { paymentId: number }).paymentId));

  app.get(
    '/api/registrations/check-transaction/:transactionId',
    {
      config: { access: 'user' },
      schema: { tags, params: TransactionIdParamsSchema, response: { 200: TransactionCheckSchema } },
    },
    async (request) => service.transactionExists(db, request.params.transactionId),
  );

  app.get(
    '/api/registrations/all',
    {
      config: { access: 'staff', eventScope: { from: 'query', key: 'eventId', list: true } },
      ...mappedJson,
      schema: { tags, querystring: PaymentListQuerySchema, response: { 200: PaymentListSchema } },
    },
    async (request) => service.listForStaff(db, request.query, await request.scopedEvents()),
  );

  app.post(
    '/api/verification',
    {
      config: {
        access: 'staff',
        // A payment is decided as a whole, so every event it covers must be the coordinator's.
        eventScope: {
          from: 'body',
          key: 'eventId',
          resolve: service.eventsOfVerification,
          refusal: service.refusalOfVerification,
        },
      },
      schema: { tags, body: VerificationInputSchema, response: { 200: VerificationResponseSchema } },
    },
    async (request) =>
      seatsSettled(
        app.mail,
        await service.decidePayment(
          db,
          request.actor,
          request.body,
          siteOf(request, publicUrl),
          { lock: dialect === 'postgres', scope: await request.scopedEvents() },
        ),
      ),
  );

  app.get(
    '/api/payments/:paymentId/screenshot',
    {
      config: { access: 'user', eventScope: { from: 'params', key: 'paymentId', kind: 'payment', match: 'any' } },
      schema: {
        tags,
        params: PaymentIdParamsSchema,
        produces: ['image/jpeg', 'image/png'],
        response: { 200: z.any().describe('The screenshot'), 403: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      const shot = await service.screenshotOf(db, request.actor, request.params.paymentId);
      return sendPrivateFile(reply, {
        contentType: shot.contentType,
        disposition: `inline; filename="payment-${request.params.paymentId}.${shot.contentType === 'image/png' ? 'png' : 'jpg'}"`,
        body: shot.bytes,
      });
    },
  );

  getOwnersThings(app, '/api/payments/user/:userId', {
    tags,
    params: UserIdParamsSchema,
    response: UserPaymentListSchema,
    owner: ({ userId }) => ({ id: userId }),
    read: (actor, { userId }) => service.paymentsOfUser(db, actor, userId),
    narrow: narrowPayments,
  });
};
