import {
  AnnouncementInputSchema,
  AnnouncementListSchema,
  AnnouncementQueuedSchema,
  AnnouncementSchema,
  IdParamsSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import * as service from './service';
import { getOfEvent } from '../../lib/event-route';

export const announcementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.jobs.register(service.SEND_JOB, async (job) => {
    const { announcementId } = job.payload as { announcementId: number };
    const result = await service.sendAnnouncement(db, announcementId, job.progress);
    app.mail.kick();
    return result;
  });

  app.post(
    '/api/events/:id/announcements',
    {
      config: { access: 'staff', rateLimited: true, eventScope: { from: 'params', key: 'id' } },
      schema: {
        tags: ['announcements'],
        params: IdParamsSchema,
        body: AnnouncementInputSchema,
        response: { 202: AnnouncementQueuedSchema },
      },
    },
    async (request, reply) => {
      const { id, recipients, newRecipients, queued } = await service.createAnnouncement(
        db,
        request.params.id,
        request.body,
        request.actor,
      );
      if (queued) app.jobs.kick();
      return reply.status(202).send({ id, recipients, newRecipients });
    },
  );

  getOfEvent(app, '/api/events/:id/announcements', {
    access: 'staff',
    tags: ['announcements'],
    response: AnnouncementListSchema,
    read: (eventId) => service.listAnnouncements(db, eventId),
  });

  app.get(
    '/api/announcements/:id',
    {
      config: { access: 'staff', eventScope: { from: 'params', key: 'id', kind: 'announcement' } },
      schema: {
        tags: ['announcements'],
        params: IdParamsSchema,
        response: { 200: AnnouncementSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getAnnouncement(db, request.params.id);
    },
  );
};
