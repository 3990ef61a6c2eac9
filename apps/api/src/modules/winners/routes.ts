import {
  IdParamsSchema,
  MyPlacementSchema,
  PutWinnersInputSchema,
  WinnerCandidatesSchema,
  WinnerSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Dialect } from '../../db/connection';
import { allows } from '../../plugins/auth';
import * as service from './service';
import { getOfEvent } from '../../lib/event-route';

/** SPEC-2 §D winners: staff record places 1–3; anyone may read them. */
export const winnerRoutes: FastifyPluginAsyncZod<{ db: Db; dialect: Dialect }> = async (
  app,
  { db, dialect },
) => {
  app.get(
    '/api/events/:id/winners',
    {
      config: { access: 'public' },
      schema: {
        tags: ['winners'],
        params: IdParamsSchema,
        response: { 200: z.array(WinnerSchema) },
      },
    },
    async (request) => service.listWinners(db, request.params.id, allows('staff', request.user)),
  );

  app.put(
    '/api/events/:id/winners',
    {
      config: { access: 'staff', eventScope: { from: 'params', key: 'id' } },
      schema: {
        tags: ['winners'],
        params: IdParamsSchema,
        body: PutWinnersInputSchema,
        response: { 200: z.array(WinnerSchema) },
      },
    },
    async (request) =>
      service.replaceWinners({ db, dialect }, request.actor, request.params.id, request.body),
  );

  getOfEvent(app, '/api/events/:id/winner-candidates', {
    access: 'staff',
    tags: ['winners'],
    response: WinnerCandidatesSchema,
    read: (eventId) => service.listCandidates(db, eventId),
  });

  app.get(
    '/api/winners/mine',
    {
      config: { access: 'student' },
      schema: { tags: ['winners'], response: { 200: z.array(MyPlacementSchema) } },
    },
    async (request) => service.listMyPlacements(db, request.actor.id),
  );
};
