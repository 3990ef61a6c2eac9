import { MSG, SetTimerInputSchema, TimerResponseSchema, TimerSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import * as service from './service';
import { cacheControlled } from '../../lib/cache-control';

export const timerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/timer/timer',
    { config: { access: 'public' }, schema: { tags: ['timer'], response: { 200: TimerSchema } } },
    cacheControlled('no-cache', () => service.getTimer(db)),
  );

  app.post(
    '/api/timer/timer',
    {
      config: { access: 'admin' },
      schema: { tags: ['timer'], body: SetTimerInputSchema, response: { 200: TimerResponseSchema } },
    },
    async (request) => {
      const timer = await service.startTimer(db, request.actor, request.body.endTime);
      return { message: MSG.timerStarted, ...timer };
    },
  );

  app.delete(
    '/api/timer/timer',
    { config: { access: 'admin' }, schema: { tags: ['timer'], response: { 200: TimerResponseSchema } } },
    async (request) => {
      await service.stopTimer(db, request.actor);
      return { message: MSG.timerStopped };
    },
  );
};
