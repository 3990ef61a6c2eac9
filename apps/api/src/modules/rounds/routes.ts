import {
  EventIdParamsSchema,
  MarkEligibilityInputSchema,
  MarkEligibilityResponseSchema,
  NotifyRoundInputSchema,
  NotifyRoundResponseSchema,
  NotifyStatusSchema,
  RegistrantsQuerySchema,
  RoundParamsSchema,
  RoundRegistrantSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Dialect } from '../../db/connection';
import * as service from './service';

/** SPEC §7 Rounds: the Update Winners page's calls. Staff only (organizers and the admin). */
export const roundsRoutes: FastifyPluginAsyncZod<{ db: Db; dialect: Dialect }> = async (app, { db, dialect }) => {
  const ctx = { db, dialect };

  app.get(
    '/api/events/:eventId/registrations',
    {
      config: { access: 'staff', eventScope: { from: 'params', key: 'eventId' } },
      schema: {
        tags: ['rounds'],
        params: EventIdParamsSchema,
        querystring: RegistrantsQuerySchema,
        response: { 200: z.array(RoundRegistrantSchema) },
      },
    },
    async (request) => service.listRegistrants(db, request.params.eventId, request.query),
  );

  app.post(
    '/api/events/:eventId/rounds/:roundNumber/eligible',
    {
      config: { access: 'staff', eventScope: { from: 'params', key: 'eventId' } },
      schema: {
        tags: ['rounds'],
        params: RoundParamsSchema,
        body: MarkEligibilityInputSchema,
        response: { 200: MarkEligibilityResponseSchema },
      },
    },
    async (request) => service.markEligibility(ctx, request.actor, request.params, request.body),
  );

  app.post(
    '/api/events/:eventId/rounds/:roundNumber/notify',
    {
      config: { access: 'staff', eventScope: { from: 'params', key: 'eventId' } },
      schema: {
        tags: ['rounds'],
        params: RoundParamsSchema,
        body: NotifyRoundInputSchema,
        response: { 200: NotifyRoundResponseSchema },
      },
    },
    async (request) => {
      const result = await service.notifyRound(ctx, request.actor, request.params, request.body);
      if (result.noticeId !== null) app.mail.kick();
      return result;
    },
  );

  app.get(
    '/api/events/:eventId/rounds/:roundNumber/notify-status',
    {
      config: { access: 'staff', eventScope: { from: 'params', key: 'eventId' } },
      schema: { tags: ['rounds'], params: RoundParamsSchema, response: { 200: NotifyStatusSchema } },
    },
    async (request) => service.notifyStatus(db, request.params),
  );
};
