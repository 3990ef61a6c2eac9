import {
  AccountListSchema,
  CreateEventInputSchema,
  EventDeletePreviewSchema,
  EventListSchema,
  EventSaveResponseSchema,
  EventSchema,
  EventSymposiumBodySchema,
  IdParamsSchema,
  MessageSchema,
  MSG,
  ScheduleQuerySchema,
  ScheduleSchema,
  symposiumNameField,
  SymposiumQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Dialect } from '../../db/connection';
import { badRequest, notFound } from '../../lib/http-error';
import { siteOf } from '../../lib/site';
import { readMultipart } from '../../lib/uploads';
import { invalidatingAfter, sendSerializedJson } from '../../lib/serialized-json';
import type { EventCatalog } from './catalog';
import { sendIcs } from '../calendar/routes';
import { eventCalendar } from '../calendar/service';
import { serveHashedImages } from '../files/hashed-images';
import { attachmentNamed } from '../registrations/export';
import * as service from './service';

/** The lists differ by who asks (non-MIT students see fewer events), so caches key them on the cookie too. */
const VARY = 'Accept-Encoding, Cookie';

/** The events calls; `catalog` is made once in modules/index.ts (the web app's HTML reads it too). */
export const eventsRoutes: FastifyPluginAsyncZod<{ db: Db; dialect: Dialect; catalog: EventCatalog; publicUrl?: string }> = async (app, opts) => {
  const { db, dialect, catalog, publicUrl } = opts;
  /** Runs a change and, once it has ended, drops the cached lists. */
  const changing = <T>(work: Promise<T>) => invalidatingAfter(catalog, work);

  app.get(
    '/api/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        description: 'Every event of both symposia (or of ?symposium=), with rounds. Staff get assignedAccounts too.',
        querystring: SymposiumQuerySchema,
        response: { 200: EventListSchema },
      },
    },
    async (request, reply) => {
      const { symposium } = request.query;
      if (request.user?.role === 'admin') {
        reply.header('Cache-Control', 'no-store');
        return service.listEventsForAdmin(db, symposium, siteOf(request, publicUrl));
      }
      return sendSerializedJson(request, reply, await catalog.list(service.audienceOf(request.user), symposium), VARY);
    },
  );

  app.get(
    '/api/schedule',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        description: 'The timetable: every round with a time, earliest first, with its event and location (SPEC-2 §J).',
        querystring: ScheduleQuerySchema,
        response: { 200: ScheduleSchema },
      },
    },
    async (request, reply) => sendSerializedJson(request, reply, await catalog.schedule(service.audienceOf(request.user), request.query.symposium), VARY),
  );

  app.get(
    '/api/events/:id/calendar.ics',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        description: "The event's rounds in iCalendar, India time ('Add to calendar').",
        params: IdParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.any().describe('text/calendar') },
      },
    },
    async (request, reply) => {
      const event = await catalog.get(request.params.id);
      if (!event || !service.canSeeEvent(request.user, event)) throw notFound(MSG.eventNotFound);
      return sendIcs(reply, eventCalendar(event, publicUrl), attachmentNamed(`${event.eventName}.ics`));
    },
  );

  app.get(
    '/api/events/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['events'], params: IdParamsSchema, querystring: SymposiumQuerySchema, response: { 200: EventSchema } },
    },
    async (request, reply) => {
      const { symposium } = request.query;
      const event = await catalog.get(request.params.id);
      if (!event || !service.canSeeEvent(request.user, event) || (symposium && event.symposiumName !== symposium)) {
        throw notFound(MSG.eventNotFound);
      }
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
      const seats = await service.currentSeats(db, event.id, siteOf(request, publicUrl));
      if (!seats) throw notFound(MSG.eventNotFound);
      if (seats.ended > 0) app.mail.kick();
      return { ...event, capacity: seats.capacity, seatsLeft: seats.seatsLeft };
    },
  );

  app.post(
    '/api/events',
    {
      config: { access: 'admin' },
      schema: { tags: ['events'], body: CreateEventInputSchema, response: { 201: EventSaveResponseSchema } },
    },
    async (request, reply) => {
      const event = await changing(service.createEvent(db, request.actor, request.body));
      return reply.status(201).send({ message: MSG.eventCreated, event });
    },
  );

  app.put(
    '/api/events/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['events'], params: IdParamsSchema, body: CreateEventInputSchema, response: { 200: EventSaveResponseSchema } },
    },
    async (request) => {
      const { event, offersMade } = await changing(
        service.updateEvent(
          db,
          request.actor,
          request.params.id,
          request.body,
          siteOf(request, publicUrl),
          dialect === 'postgres',
        ),
      );
      if (offersMade > 0) app.mail.kick();
      return { message: MSG.eventUpdated, event };
    },
  );

  app.get(
    '/api/events/:id/delete-preview',
    {
      config: { access: 'admin' },
      schema: { tags: ['events'], params: IdParamsSchema, response: { 200: EventDeletePreviewSchema } },
    },
    async (request) => service.deletePreview(db, request.params.id),
  );

  app.delete(
    '/api/events/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['events'], params: IdParamsSchema, body: EventSymposiumBodySchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await changing(service.deleteEvent(db, request.actor, request.params.id, request.body.symposiumName));
      return { message: MSG.eventDeleted };
    },
  );

  app.post(
    '/api/events/:id/poster',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['events'],
        consumes: ['multipart/form-data'],
        description: 'multipart {poster (JPEG, PNG or WebP, at most 5 MB), symposiumName?}',
        params: IdParamsSchema,
        response: { 200: EventSaveResponseSchema },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request, {
        poster: { types: ['jpeg', 'png', 'webp'], message: MSG.posterType },
      });
      const symposium = fields.symposiumName ? symposiumNameField.safeParse(fields.symposiumName) : null;
      if (symposium && !symposium.success) throw badRequest(MSG.unknownSymposium);
      const event = await changing(
        service.uploadPoster(db, request.actor, request.params.id, files.poster, symposium?.data),
      );
      return { message: MSG.posterUploaded, event };
    },
  );

  app.delete(
    '/api/events/:id/poster',
    {
      config: { access: 'admin' },
      schema: { tags: ['events'], params: IdParamsSchema, body: EventSymposiumBodySchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await changing(service.removePoster(db, request.actor, request.params.id, request.body.symposiumName));
      return { message: MSG.posterRemoved };
    },
  );

  serveHashedImages(app, db, { prefix: '/api/posters', kind: 'poster', tag: 'events' });

  app.get(
    '/api/admin/accounts/event/:eventId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        description: 'The payment accounts of one event, for a logged-in student paying for it.',
        params: z.object({ eventId: IdParamsSchema.shape.id }),
        response: { 200: AccountListSchema },
      },
    },
    async (request) => service.accountsForPayment(db, request.actor, request.params.eventId),
  );
};
