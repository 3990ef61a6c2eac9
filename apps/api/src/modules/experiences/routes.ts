import {
  AdminExperienceListQuerySchema,
  AdminExperienceSchema,
  ExperienceInputSchema,
  ExperienceListQuerySchema,
  IdParamsSchema,
  isStaff,
  MessageSchema,
  MSG,
  PlacementFilterSchema,
  PlacementIndexSchema,
  PublicExperienceSchema,
  UpdateExperienceStatusInputSchema,
} from '@app/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { badRequest, tooManyRequests } from '../../lib/http-error';
import { parseFields, readMultipart } from '../../lib/uploads';
import { ExperienceCatalog } from './catalog';
import * as service from './service';

/** Submissions one IP may make per minute: enough for a class sharing at once behind one NAT. */
export const EXPERIENCE_SUBMISSIONS_PER_MINUTE = 5;

const TOTAL_HEADER = 'x-total-count';

export const experienceRoutes: FastifyPluginAsyncZod<{
  db: Db;
  publicUrl?: string;
  perMinute?: number;
  perIpPerDay: number;
  pendingMax: number;
}> = async (app, { db, publicUrl, perMinute = EXPERIENCE_SUBMISSIONS_PER_MINUTE, perIpPerDay, pendingMax }) => {
  const tags = ['placements'];
  const catalog = new ExperienceCatalog(db);
  // Anyone may upload, so what anyone may store is capped: per IP a day, and in all while waiting
  // for review. Only stored submissions count.
  const daily = app.rateLimiter({ name: 'experience-day', points: perIpPerDay, duration: 86_400 });

  app.get(
    '/api/placements/experiences',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: ExperienceListQuerySchema,
        response: { 200: z.array(PublicExperienceSchema) },
      },
    },
    async (request, reply) => {
      const { limit, offset, ...filter } = request.query;
      const { body, total } = await catalog.page(filter, { limit, offset });
      // Already JSON, built from the same mapper the schema describes: sent as it is.
      return (reply as FastifyReply).header(TOTAL_HEADER, String(total)).type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/api/placements/companies',
    {
      config: { access: 'public' },
      schema: { tags, querystring: PlacementFilterSchema, response: { 200: PlacementIndexSchema } },
    },
    async (request) => service.placementIndex(db, request.query),
  );

  app.get(
    '/api/placements/experiences/:id/pdf',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: IdParamsSchema,
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('The PDF'),
          304: z.null().describe('Not modified'),
          404: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const pdf = await service.experiencePdf(db, request.params.id, isStaff(request.user));
      const etag = `"${pdf.sha256}"`;
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="experience-${request.params.id}.pdf"`)
        // Revalidated every time, so a deleted or unpublished PDF stops showing at once.
        .header(
          'Cache-Control',
          pdf.status === 'approved' ? 'public, no-cache' : 'private, no-store',
        )
        .header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.send(pdf.bytes);
    },
  );

  app.post(
    '/api/placements/submit-experience',
    {
      config: { access: 'public', rateLimited: true },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: MessageSchema } },
    },
    async (request, reply) => {
      await app.limit([`experience:ip:${request.ip}`], perMinute);
      if (await daily.exhausted(request.ip)) throw tooManyRequests(MSG.experienceDailyLimit);
      if ((await service.countPending(db)) >= pendingMax) throw tooManyRequests(MSG.experienceQueueFull);
      const { fields, files } = await readMultipart(request, {
        pdf: { types: ['pdf'], message: MSG.pdfRequired },
      });
      const input = parseFields(ExperienceInputSchema, fields);
      if (!files.pdf) throw badRequest(MSG.pdfRequired);
      await service.submitExperience(db, input, files.pdf);
      await daily.consume(request.ip);
      return reply.status(201).send({ message: MSG.experienceSubmitted });
    },
  );

  for (const status of ['pending', 'approved'] as const) {
    app.get(
      `/api/placements/admin/${status}-experiences`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          querystring: AdminExperienceListQuerySchema,
          response: { 200: z.array(AdminExperienceSchema) },
        },
      },
      async (request, reply) => {
        const { items, total } = await service.listForReview(db, status, request.query);
        reply.header(TOTAL_HEADER, String(total));
        return items;
      },
    );
  }

  app.post(
    '/api/placements/admin/update-experience-status',
    {
      config: { access: 'admin' },
      schema: { tags, body: UpdateExperienceStatusInputSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      const message = await service.reviewExperience(db, request.actor, request.body, publicUrl);
      catalog.invalidate();
      app.mail.kick();
      return { message };
    },
  );

  app.delete(
    '/api/placements/admin/delete-experience/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await service.removeExperience(db, request.actor, request.params.id);
      catalog.invalidate();
      return { message: MSG.experienceDeleted };
    },
  );
};
