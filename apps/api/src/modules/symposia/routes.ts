import {
  MSG,
  StartSymposiumInputSchema,
  StopSymposiumInputSchema,
  SymposiumActionResponseSchema,
  SymposiumStatusSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import * as service from './service';
import { cacheControlled } from '../../lib/cache-control';

export const symposiaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/symposium/status',
    {
      config: { access: 'public' },
      schema: { tags: ['symposia'], response: { 200: z.array(SymposiumStatusSchema) } },
    },
    cacheControlled('no-cache', () => service.listStatus(db)),
  );

  app.post(
    '/api/symposium/start',
    {
      config: { access: 'admin' },
      schema: { tags: ['symposia'], body: StartSymposiumInputSchema, response: { 200: SymposiumActionResponseSchema } },
    },
    async (request) => {
      const { symposiumName, startDate } = request.body;
      const status = await service.startSymposium(db, request.actor, symposiumName, startDate);
      app.jobs.kick();
      return { success: true, message: MSG.symposiumStarted(symposiumName), status };
    },
  );

  app.post(
    '/api/symposium/stop',
    {
      config: { access: 'admin' },
      schema: { tags: ['symposia'], body: StopSymposiumInputSchema, response: { 200: SymposiumActionResponseSchema } },
    },
    async (request) => {
      const { symposiumName } = request.body;
      const status = await service.stopSymposium(db, request.actor, symposiumName);
      return { success: true, message: MSG.symposiumStopped(symposiumName), status };
    },
  );
};
