import {
  CartPaymentFieldsSchema,
  EmailParamsSchema,
  EventRegistrationRowSchema,
  EventRegistrationsQuerySchema,
  ExportQuerySchema,
  FreeRegistrationInputSchema,
  FreeRegistrationResponseSchema,
  IdParamsSchema,
  MessageSchema,
  ManualPaymentInputSchema,
  MSG,
  PaymentResponseSchema,
  RegisteredEventIdsSchema,
  RegistrationEventParamsSchema,
  SCREENSHOT_FIELD,
  UserEmailParamsSchema,
  UserIdParamsSchema,
  UserRegistrationLookupSchema,
  UserRegistrationsResponseSchema,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Dialect } from '../../db/connection';
import { badRequest, forbidden } from '../../lib/http-error';
import { mappedJson } from '../../lib/mapped-json';
import { sendPrivateFile } from '../../lib/send-file';
import { siteOf } from '../../lib/site';
import { parseFields, readMultipart } from '../../lib/uploads';
import { seatsSettled } from '../seats/changes';
import { cancelRegistration } from './cancel';
import {
  getOwnersThings,
  narrowEventIds,
  narrowLookup,
  narrowUserRegistrations,
  withinMyEvents,
} from '../coordinators/narrow';
import * as service from './service';
import * as submit from './submit';

/** Paid registration (the cart's bank transfer), free registration, the registrations of an event (with exports), and a user's own registrations. */
export const registrationRoutes: FastifyPluginAsyncZod<{ db: Db; perMinute: number; dialect: Dialect; publicUrl?: string }> = async (
  app,
  { db, perMinute, dialect, publicUrl },
) => {
  /** How this request takes seats; offers it makes link to the site the request came to. */
  const seating = (request: FastifyRequest) => ({
    lock: dialect === 'postgres',
    site: siteOf(request, publicUrl),
  });
  /** A seat was taken or freed. */
  const seated = <T>(result: T): T => seatsSettled(app.mail, result);
  const tags = ['registrations'];

  app.post(
    '/api/registrations',
    {
      // A JSON body names its event; a multipart one is checked once read, below.
      config: { access: 'user', rateLimited: true, eventScope: { from: 'body', key: 'eventId' } },
      ...mappedJson,
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
      await app.limit([`payment:user:${request.actor.id}`], perMinute);
      if (request.isMultipart()) {
        const { fields, files } = await readMultipart(request, {
          [SCREENSHOT_FIELD]: { types: ['jpeg', 'png'], message: MSG.screenshotType },
        });
        const input = parseFields(CartPaymentFieldsSchema, fields, MSG.fillTransactionDetails);
        if (!(await withinMyEvents(request, input.eventIds))) throw forbidden(MSG.notCoordinator);
        const uploaded = files[SCREENSHOT_FIELD];
        if (!uploaded) throw badRequest(MSG.uploadScreenshot);
        // The rules, the transaction ID, then the picture (read from its header, nothing decoded).
        const result = seated(
          await submit.submitCartPayment(db, request.actor, input, uploaded, seating(request)),
        );
        app.jobs.kick(); // the screenshot's signature (duplicate check)
        return reply.status(201).send(result);
      }
      if (!request.body) throw badRequest(MSG.fillTransactionDetails);
      const result = seated(
        await submit.submitManualPayment(db, request.actor, request.body, seating(request)),
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/registrations/simple',
    {
      config: { access: 'user', eventScope: { from: 'body', key: 'eventId' } },
      ...mappedJson,
      schema: { tags, body: FreeRegistrationInputSchema, response: { 201: FreeRegistrationResponseSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          seated(await service.registerFree(db, request.actor, request.body, seating(request))),
        ),
  );

  app.delete(
    '/api/registrations/:id',
    {
      // staff may cancel any registration; a coordinator, those of their events
      config: { access: 'user', eventScope: { from: 'params', key: 'id', kind: 'registration' } },
      schema: {
        tags,
        description: 'A student cancels their own free registration before the deadline; staff cancel any (audited).',
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) =>
      seated(await cancelRegistration(db, request.actor, request.params.id, seating(request))),
  );

  app.get(
    '/api/registrations/event/:eventId',
    {
      config: { access: 'staff', eventScope: { from: 'params', key: 'eventId' } },
      schema: {
        tags,
        params: RegistrationEventParamsSchema,
        querystring: EventRegistrationsQuerySchema,
        response: { 200: z.array(EventRegistrationRowSchema) },
      },
    },
    async (request) => service.eventRegistrants(db, request.params.eventId, request.query.symposium),
  );

  app.get(
    '/api/registrations/event/:eventId/export',
    {
      config: { access: 'staff', eventScope: { from: 'params', key: 'eventId' } },
      schema: {
        tags,
        params: RegistrationEventParamsSchema,
        querystring: ExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
        response: { 200: z.any().describe('The file') },
      },
    },
    async (request, reply) => {
      const file = await service.exportRegistrants(db, request.params.eventId, request.query.format, request.query.symposium);
      return sendPrivateFile(reply, file);
    },
  );

  getOwnersThings(app, '/api/registrations/by-email/:email', {
    tags,
    params: EmailParamsSchema,
    response: RegisteredEventIdsSchema,
    owner: ({ email }) => ({ email }),
    read: (actor, { email }) => service.registeredEventIds(db, actor, email),
    narrow: narrowEventIds,
  });

  getOwnersThings(app, '/api/registrations/user/:userId', {
    tags,
    params: UserIdParamsSchema,
    response: UserRegistrationsResponseSchema,
    owner: ({ userId }) => ({ id: userId }),
    read: (actor, { userId }) => service.userRegistrations(db, actor, userId),
    narrow: narrowUserRegistrations,
  });

  getOwnersThings(app, '/api/registrations/:userEmail', {
    tags,
    params: UserEmailParamsSchema,
    response: UserRegistrationLookupSchema,
    owner: ({ userEmail }) => ({ email: userEmail }),
    read: (actor, { userEmail }) => service.lookupByEmail(db, actor, userEmail),
    narrow: narrowLookup,
  });
};
