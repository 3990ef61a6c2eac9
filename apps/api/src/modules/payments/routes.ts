import {
  CartPaymentFieldsSchema,
  ManualPaymentInputSchema,
  MessageSchema,
  MSG,
  PaymentIdParamsSchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  PaymentResponseSchema,
  SCREENSHOT_FIELD,
  TransactionCheckSchema,
  TransactionIdParamsSchema,
  UserIdParamsSchema,
  UserPaymentListSchema,
  VerificationInputSchema,
  VerificationResponseSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { badRequest, forbidden } from '../../lib/http-error';
import { readMultipart, reencodeImage } from '../../lib/uploads';
import { narrowPayments, othersScope, withinMyEvents } from '../coordinators/narrow';
import * as service from './service';

/** Payments by bank transfer (SPEC §5), their verification by staff, and the screenshots. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db; perMinute: number }> = async (app, { db, perMinute }) => {
  const tags = ['payments'];

  app.post(
    '/api/registrations',
    {
      // A JSON body names its event; a multipart one is checked once read, below.
      config: { access: 'user', eventScope: { from: 'body', key: 'eventId' } },
      schema: {
        tags,
        description:
          'JSON {userId, eventId, transactionId, transactionUsername, transactionTime, transactionDate, transactionAmount} ' +
          'pays for one event. multipart/form-data {eventIds (JSON array), transactionId, transactionUsername?, ' +
          'mobileNumber, transactionAmount, transactionScreenshot (JPEG/PNG, 5 MB)} pays for the cart.',
        consumes: ['application/json', 'multipart/form-data'],
        // Multipart bodies are read by the handler; JSON bodies are checked here.
        body: ManualPaymentInputSchema.nullish(),
        response: { 201: PaymentResponseSchema },
      },
    },
    async (request, reply) => {
      await app.limit([`payment:user:${request.user!.id}`], perMinute);
      if (request.isMultipart()) {
        const { fields, files } = await readMultipart(request, {
          [SCREENSHOT_FIELD]: { types: ['jpeg', 'png'], message: MSG.screenshotType },
        });
        const parsed = CartPaymentFieldsSchema.safeParse(fields);
        if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MSG.fillTransactionDetails);
        if (!(await withinMyEvents(request, parsed.data.eventIds))) throw forbidden(MSG.notCoordinator);
        const uploaded = files[SCREENSHOT_FIELD];
        if (!uploaded) throw badRequest(MSG.uploadScreenshot);
        // Refusing must cost less than accepting: every rule that needs no image first; the
        // re-encode then reads the picture's size from its header before it decodes anything.
        await service.precheckCartPayment(db, request.user!, parsed.data);
        const screenshot = await reencodeImage(uploaded, MSG.screenshotUnreadable);
        const result = await service.submitCartPayment(db, request.user!, parsed.data, screenshot);
        app.mail.kick();
        return reply.status(201).send(result);
      }
      if (!request.body) throw badRequest(MSG.fillTransactionDetails);
      const result = await service.submitManualPayment(db, request.user!, request.body);
      app.mail.kick();
      return reply.status(201).send(result);
    },
  );

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
        eventScope: { from: 'body', key: 'eventId', resolve: service.eventsOfVerification },
      },
      schema: { tags, body: VerificationInputSchema, response: { 200: VerificationResponseSchema } },
    },
    async (request) => {
      const result = await service.decidePayment(db, request.user!, request.body);
      app.mail.kick();
      return result;
    },
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
      const shot = await service.screenshotOf(db, request.user!, request.params.paymentId);
      return reply
        .header('Content-Type', shot.contentType)
        .header('Content-Disposition', `inline; filename="payment-${request.params.paymentId}.${shot.contentType === 'image/png' ? 'png' : 'jpg'}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(shot.bytes);
    },
  );

  app.get(
    '/api/payments/user/:userId',
    {
      config: { access: 'user', eventScope: 'list' },
      schema: { tags, params: UserIdParamsSchema, response: { 200: UserPaymentListSchema } },
    },
    async (request) =>
      narrowPayments(
        await service.paymentsOfUser(db, request.user!, request.params.userId),
        await othersScope(request, { id: request.params.userId }),
      ),
  );
};
