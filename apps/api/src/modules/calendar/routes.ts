import {
  CalendarFeedQuerySchema,
  CalendarLinkCreatedSchema,
  CalendarLinkStatusSchema,
  MessageSchema,
} from '@app/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import * as service from './service';
import { cacheControlled } from '../../lib/cache-control';

export const ICS_TYPE = 'text/calendar; charset=utf-8';

/** Sends an iCalendar body; never cached by a shared cache (a private feed, or a schedule that changes). */
export function sendIcs(reply: FastifyReply, body: string, disposition?: string) {
  reply.header('Content-Type', ICS_TYPE).header('Cache-Control', 'private, no-cache');
  if (disposition) reply.header('Content-Disposition', disposition);
  return reply.send(body);
}

/** A student's own calendar (SPEC-2 §J): the feed, by cookie or private link, and that link. */
export const calendarRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl?: string }> = async (app, { db, publicUrl }) => {
  const tags = ['calendar'];

  app.get(
    '/api/calendar/mine.ics',
    {
      // Public so that a calendar app, which has no cookie, can use the private link; the
      // handler answers 401 without either.
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'The rounds of your registrations (pending or verified) in iCalendar, India time. With ?token= (the private link) no cookie is needed.',
        querystring: CalendarFeedQuerySchema,
        produces: ['text/calendar'],
        response: { 200: z.any().describe('text/calendar'), 401: MessageSchema, 403: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      const userId = await service.feedOwner(db, request.query.token, request.user);
      return sendIcs(reply, await service.myCalendar(db, userId, publicUrl));
    },
  );

  app.get(
    '/api/calendar/token',
    {
      config: { access: 'student' },
      schema: { tags, description: 'Whether your private calendar link is on.', response: { 200: CalendarLinkStatusSchema } },
    },
    cacheControlled('no-store', (request) => service.linkStatus(db, request.actor)),
  );

  app.post(
    '/api/calendar/token',
    {
      config: { access: 'student' },
      schema: {
        tags,
        description: 'Makes a new private calendar link, shown once; the old one stops working.',
        response: { 201: CalendarLinkCreatedSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(await service.createLink(db, request.actor));
    },
  );

  app.delete(
    '/api/calendar/token',
    {
      config: { access: 'student' },
      schema: { tags, description: 'Turns the private calendar link off.', response: { 200: MessageSchema } },
    },
    async (request) => service.revokeLink(db, request.actor),
  );
};
