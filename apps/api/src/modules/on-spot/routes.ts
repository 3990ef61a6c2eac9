import {
  OnSpotInputSchema,
  OnSpotResponseSchema,
  StudentLookupQuerySchema,
  StudentLookupSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db, Dialect } from '../../db/connection';
import { siteOf } from '../../lib/site';
import { seatsSettled } from '../seats/changes';
import * as service from './service';

/** Walk-ins at the desk: find their account, register them, take their money. */
export const onSpotRoutes: FastifyPluginAsyncZod<{
  db: Db;
  dialect: Dialect;
  publicUrl?: string;
}> = async (app, { db, dialect, publicUrl }) => {
  const tags = ['event day'];

  app.get(
    '/api/on-spot/students',
    {
      // Finding a walk-in by email or mobile is about no event yet; of the events they hold, a
      // coordinator or volunteer hears only of their own.
      config: { access: 'desk', eventScope: 'list' },
      schema: {
        tags,
        querystring: StudentLookupQuerySchema,
        response: { 200: StudentLookupSchema },
      },
    },
    async (request) => service.lookupStudents(db, request.query.q, await request.scopedEvents()),
  );

  app.post(
    '/api/registrations/on-spot',
    {
      // Every event of `eventIds` is in the coordinator's scope, not only one.
      config: { access: 'desk', eventScope: { from: 'body', key: 'eventIds' } },
      schema: { tags, body: OnSpotInputSchema, response: { 201: OnSpotResponseSchema } },
    },
    async (request, reply) => {
      const result = await service.registerOnSpot(db, request.actor, request.body, {
        lock: dialect === 'postgres',
        site: siteOf(request, publicUrl),
      });
      // Seats were taken (and offers claimed): their mail goes out, cached seat counts are re-read.
      return reply.status(201).send(seatsSettled(app.mail, result));
    },
  );
};
