import {
  EmailParamsSchema,
  EventRegistrationRowSchema,
  EventRegistrationsQuerySchema,
  ExportQuerySchema,
  FreeRegistrationInputSchema,
  FreeRegistrationResponseSchema,
  RegisteredEventIdsSchema,
  RegistrationEventParamsSchema,
  UserEmailParamsSchema,
  UserIdParamsSchema,
  UserRegistrationLookupSchema,
  UserRegistrationsResponseSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { narrowEventIds, narrowLookup, narrowUserRegistrations, othersScope } from '../coordinators/narrow';
import * as service from './service';

/** Free registration, the registrations of an event (with exports), and a user's own registrations. */
export const registrationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['registrations'];

  app.post(
    '/api/registrations/simple',
    {
      config: { access: 'user', eventScope: { from: 'body', key: 'eventId' } },
      schema: { tags, body: FreeRegistrationInputSchema, response: { 201: FreeRegistrationResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.registerFree(db, request.user!, request.body)),
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
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.any().describe('The file') },
      },
    },
    async (request, reply) => {
      const file = await service.exportRegistrants(db, request.params.eventId, request.query.format, request.query.symposium);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', file.disposition)
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );

  app.get(
    '/api/registrations/by-email/:email',
    {
      config: { access: 'user', eventScope: 'list' },
      schema: { tags, params: EmailParamsSchema, response: { 200: RegisteredEventIdsSchema } },
    },
    async (request) =>
      narrowEventIds(
        await service.registeredEventIds(db, request.user!, request.params.email),
        await othersScope(request, { email: request.params.email }),
      ),
  );

  app.get(
    '/api/registrations/user/:userId',
    {
      config: { access: 'user', eventScope: 'list' },
      schema: { tags, params: UserIdParamsSchema, response: { 200: UserRegistrationsResponseSchema } },
    },
    async (request) =>
      narrowUserRegistrations(
        await service.userRegistrations(db, request.user!, request.params.userId),
        await othersScope(request, { id: request.params.userId }),
      ),
  );

  app.get(
    '/api/registrations/:userEmail',
    {
      config: { access: 'user', eventScope: 'list' },
      schema: { tags, params: UserEmailParamsSchema, response: { 200: UserRegistrationLookupSchema } },
    },
    async (request) =>
      narrowLookup(
        await service.lookupByEmail(db, request.user!, request.params.userEmail),
        await othersScope(request, { email: request.params.userEmail }),
      ),
  );
};
