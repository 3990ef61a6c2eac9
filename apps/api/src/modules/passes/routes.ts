import {
  MyPassesResponseSchema,
  PassCodeParamsSchema,
  PassViewSchema,
  RegistrationIdParamsSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import * as service from './service';
import { sendPrivateFile } from '../../lib/send-file';
import { siteOf } from '../../lib/site';

/** Entry passes: the student's own, the page a scanned QR opens, and the printable A6 PDF. */
export const passRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl?: string }> = async (
  app,
  { db, publicUrl },
) => {
  const tags = ['event day'];

  app.get(
    '/api/passes/mine',
    { config: { access: 'user' }, schema: { tags, response: { 200: MyPassesResponseSchema } } },
    async (request) => service.myPasses(db, request.actor),
  );

  app.get(
    '/api/passes/:passCode',
    {
      // A coordinator or volunteer sees the holder's registrations at their own events only.
      config: { access: 'public', eventScope: 'list' },
      schema: { tags, params: PassCodeParamsSchema, response: { 200: PassViewSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.viewPass(db, request.user, request.params.passCode, await request.scopedEvents());
    },
  );

  app.get(
    '/api/registrations/:registrationId/pass.pdf',
    {
      // staff may print anyone's pass; a coordinator, those of their events
      config: { access: 'user', eventScope: { from: 'params', key: 'registrationId', kind: 'registration' } },
      schema: {
        tags,
        params: RegistrationIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The A6 entry pass') },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await service.passDocument(
        db,
        request.actor,
        request.params.registrationId,
        siteOf(request, publicUrl),
      );
      return sendPrivateFile(reply, {
        contentType: 'application/pdf',
        disposition: `inline; filename="${filename}"`,
        body: pdf,
      });
    },
  );
};
