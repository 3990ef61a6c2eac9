import { MessageSchema, NOTIFY_ME_MSG, NotifyMeInputSchema, NotifyMeTokenSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { siteOf } from '../../lib/site';
import * as service from './service';

const TIMER_CHECK_MS = 30_000;

/**
 * `perMinute` per email; per address, `perIpPerMinute.ask` for asks (each mails a stranger, so the
 * reset codes' figure) and `perIpPerMinute.links` for the mails' links (a class confirming from the
 * campus's one address at once; the tokens are long and random).
 */
export const notifyMeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  perMinute: number;
  perIpPerMinute: { ask: number; links: number };
  publicUrl?: string;
  fallbackUrl: string;
}> = async (app, { db, perMinute, perIpPerMinute, publicUrl, fallbackUrl }) => {
  // Links in background mails need the site's address: PUBLIC_URL, else this server's own.
  const jobSite = (publicUrl ?? fallbackUrl).replace(/\/+$/, '');

  app.jobs.register(service.OPENING_JOB, async (job) => {
    const result = await service.sendOpening(db, jobSite, job.payload as service.OpeningPayload);
    app.mail.kick();
    return result;
  });
  // The countdown's end passing opens registration; no request marks that moment, so look.
  app.jobs.every('notify-me-timer', TIMER_CHECK_MS, async () => {
    if (await service.checkTimer(db)) app.jobs.kick();
  });

  // Mail programs unsubscribe with a form POST (RFC 8058); the body says nothing we need.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/notify-me',
    {
      config: { access: 'public', rateLimited: true },
      schema: {
        tags: ['notify-me'],
        description: 'Asks for one mail when registration opens (double opt-in). 202 whatever the address\'s state.',
        body: NotifyMeInputSchema,
        response: { 202: MessageSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await app.limit([`notify:ip:${request.ip}`], perIpPerMinute.ask);
      await app.limit([`notify:email:${email}`], perMinute);
      const site = siteOf(request, publicUrl);
      if (await service.requestNotify(db, site, email)) app.mail.kick();
      return reply.status(202).send({ message: NOTIFY_ME_MSG.requested });
    },
  );

  app.post(
    '/api/notify-me/confirm',
    {
      config: { access: 'public', rateLimited: true },
      schema: { tags: ['notify-me'], body: NotifyMeTokenSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await app.limit([`notify-confirm:ip:${request.ip}`], perIpPerMinute.links);
      await service.confirm(db, request.body.token);
      return { message: NOTIFY_ME_MSG.confirmed };
    },
  );

  app.post(
    '/api/notify-me/unsubscribe',
    {
      config: { access: 'public', rateLimited: true },
      schema: {
        tags: ['notify-me'],
        description: 'One-click unsubscribe (RFC 8058): the token in the query, any body.',
        querystring: NotifyMeTokenSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await app.limit([`notify-unsubscribe:ip:${request.ip}`], perIpPerMinute.links);
      await service.unsubscribe(db, request.query.token);
      return { message: NOTIFY_ME_MSG.unsubscribed };
    },
  );
};
