import {
  AttendanceQuerySchema,
  AttendanceSchema,
  CheckInInputSchema,
  CheckInResultSchema,
  IdParamsSchema,
  RegistrationIdParamsSchema,
  RosterSchema,
  UndoCheckInQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { attachmentNamed } from '../registrations/export';
import * as service from './service';
import { sendPrivateFile } from '../../lib/send-file';

const Message = z.object({ message: z.string() });

/** The check-in desk: scans, undo, the offline roster, and attendance with its CSV. */
export const checkInRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['event day'];

  app.post(
    '/api/check-in',
    {
      config: { access: 'desk', eventScope: { from: 'body', key: 'eventId' } },
      schema: {
        tags,
        body: CheckInInputSchema,
        response: { 200: CheckInResultSchema, 404: Message, 409: Message.passthrough() },
      },
    },
    async (request, reply) => {
      const outcome = await service.checkInAtDesk(db, request.actor, request.body, await request.scopedEvents());
      return reply.status(outcome.status).send(outcome.body as never);
    },
  );

  app.delete(
    '/api/check-in/:registrationId',
    {
      // The desk sends the event it works at, so coordinator scoping and a mistyped id are both caught.
      config: {
        access: 'desk',
        eventScope: [
          { from: 'query', key: 'eventId' },
          { from: 'params', key: 'registrationId', kind: 'registration' },
        ],
      },
      schema: {
        tags,
        params: RegistrationIdParamsSchema,
        querystring: UndoCheckInQuerySchema,
        response: { 200: Message },
      },
    },
    async (request) =>
      service.undoCheckIn(db, request.actor, request.params.registrationId, request.query.eventId),
  );

  app.get(
    '/api/events/:id/check-in-roster',
    {
      config: { access: 'desk', eventScope: { from: 'params', key: 'id' } },
      schema: { tags, params: IdParamsSchema, response: { 200: RosterSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.roster(db, request.params.id);
    },
  );

  app.get(
    '/api/events/:id/attendance',
    {
      config: { access: 'staff', eventScope: { from: 'params', key: 'id' } },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: AttendanceQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: { 200: z.union([AttendanceSchema, z.any()]) },
      },
    },
    async (request, reply) => {
      const { eventName, ...result } = await service.attendance(db, request.params.id);
      if (request.query.format !== 'csv') return result;
      return sendPrivateFile(reply, {
        contentType: 'text/csv; charset=utf-8',
        disposition: attachmentNamed(`attendance_${eventName}.csv`),
        body: service.attendanceCsv(result),
      });
    },
  );
};
