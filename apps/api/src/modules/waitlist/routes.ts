import {
  EventWaitlistParamsSchema,
  JoinWaitlistResponseSchema,
  MessageSchema,
  MyWaitlistSchema,
  WaitlistSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db, Dialect } from '../../db/connection';
import { withSiteOf } from '../../lib/site';
import { seatsSettled } from '../seats/changes';
import { expireAllDueOffers } from '../seats/service';
import * as service from './service';

/** The waitlist of full events, and the minute job that passes lapsed offers on. */
export const waitlistRoutes: FastifyPluginAsyncZod<{
  db: Db;
  dialect: Dialect;
  publicUrl?: string;
}> = async (app, opts) => {
  /** Offers made while serving a request link to the site the request came to. */
  const ctx = withSiteOf({ db: opts.db, dialect: opts.dialect }, opts.publicUrl);
  const tags = ['waitlist'];
  /** After a change that may have made or ended offers: send their mail, refresh seat counts. */
  const settled = <T>(result: T): T => seatsSettled(app.mail, result);

  app.jobs.every('waitlist-offers', 60_000, async () => {
    // No request behind the job: offers it passes on link to PUBLIC_URL when it is set.
    if ((await expireAllDueOffers(opts.db, opts.publicUrl)) > 0) settled(null);
  });

  app.post(
    '/api/events/:id/waitlist',
    {
      config: { access: 'student' },
      schema: {
        tags,
        params: EventWaitlistParamsSchema,
        response: { 201: JoinWaitlistResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(settled(await service.joinWaitlist(ctx(request), request.actor, request.params.id))),
  );

  app.delete(
    '/api/events/:id/waitlist',
    {
      config: { access: 'student' },
      schema: {
        tags,
        description: 'Leaves the waitlist, or declines an open seat offer.',
        params: EventWaitlistParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) =>
      settled(await service.leaveWaitlist(ctx(request), request.actor, request.params.id)),
  );

  app.get(
    '/api/events/:id/waitlist',
    {
      config: { access: 'staff', eventScope: { from: 'params', key: 'id' } },
      schema: { tags, params: EventWaitlistParamsSchema, response: { 200: WaitlistSchema } },
    },
    async (request) => settled(await service.eventWaitlist(ctx(request), request.params.id)),
  );

  app.get(
    '/api/waitlist/mine',
    {
      config: { access: 'student' },
      schema: {
        tags,
        description: "The caller's waitlist places and seat offers.",
        response: { 200: MyWaitlistSchema },
      },
    },
    async (request) => settled(await service.myWaitlist(ctx(request), request.actor)),
  );
};
