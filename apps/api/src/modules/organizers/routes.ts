import { CreateOrganizerInputSchema, IdParamsSchema, MessageSchema, MSG, OrganizerSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import * as service from './service';

/** The admin's list of organizer accounts. */
export const organizerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/organizers',
    { config: { access: 'admin' }, schema: { tags: ['organizers'], response: { 200: z.array(OrganizerSchema) } } },
    async () => service.listOrganizers(db),
  );

  app.post(
    '/api/organizers',
    {
      config: { access: 'admin' },
      schema: { tags: ['organizers'], body: CreateOrganizerInputSchema, response: { 201: z.object({ message: z.string(), organizer: OrganizerSchema }) } },
    },
    async (request, reply) => {
      const organizer = await service.createOrganizer(db, request.actor, request.body);
      return reply.status(201).send({ message: MSG.organizerAdded, organizer });
    },
  );

  app.delete(
    '/api/organizers/:id',
    { config: { access: 'admin' }, schema: { tags: ['organizers'], params: IdParamsSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await service.removeOrganizer(db, request.actor, request.params.id);
      app.forgetSessionsOf(request.params.id);
      return { message: MSG.organizerRemoved };
    },
  );
};
