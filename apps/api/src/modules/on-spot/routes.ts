import {
  OnSpotInputSchema,
  OnSpotResponseSchema,
  StudentLookupQuerySchema,
  StudentLookupSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { siteOf } from '../../lib/site';
import * as service from './service';

/** Walk-ins at the desk: find their account, register them, take their money. */
export const onSpotRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl?: string }> = async (
  app,
  { db, publicUrl },
) => {
  const tags = ['event day'];

  app.get(
    '/api/on-spot/students',
    {
      // finding a walk-in by email or mobile is about no event yet
      config: { access: 'desk', eventScope: 'none' },
      schema: {
        tags,
        querystring: StudentLookupQuerySchema,
        response: { 200: StudentLookupSchema },
      },
    },
    async (request) => service.lookupStudents(db, request.query.q),
  );

  app.post(
    '/api/registrations/on-spot',
    {
      // Every event of `eventIds` is in the coordinator's scope, not only one.
      config: { access: 'desk', eventScope: { from: 'body', key: 'eventIds' } },
      schema: { tags, body: OnSpotInputSchema, response: { 201: OnSpotResponseSchema } },
    },
    async (request, reply) => {
      const result = await service.registerOnSpot(
        db,
        request.actor,
        request.body,
        siteOf(request, publicUrl),
      );
      app.mail.kick();
      return reply.status(201).send(result);
    },
  );
};
