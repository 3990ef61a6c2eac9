import {
  IdParamsSchema,
  MessageSchema,
  NewYearInputSchema,
  PastTeamSchema,
  SITE_MSG,
  SiteContentSchema,
  SiteItemInputSchema,
  SiteItemResponseSchema,
  SiteItemSchema,
  SiteOrderInputSchema,
  SiteSectionParamsSchema,
  YearParamsSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { notFound } from '../../lib/http-error';
import { readMultipart } from '../../lib/uploads';
import { serveHashedImages } from '../files/hashed-images';
import { invalidatingAfter, sendSerializedJson } from '../../lib/serialized-json';
import { SiteContentCache } from './cache';
import * as service from './service';
import { cacheControlled } from '../../lib/cache-control';

export const siteContentRoutes: FastifyPluginAsyncZod<{ db: Db; cache?: SiteContentCache }> = async (app, opts) => {
  const { db } = opts;
  const cache = opts.cache ?? new SiteContentCache(db);
  /** Runs a change and, once it has ended, drops this process's cached copy. */
  const changing = <T>(work: Promise<T>) => invalidatingAfter(cache, work);

  app.get(
    '/api/site-content',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site-content'],
        description: "The landing page's alumni, timeline, advisors, office bearers, sponsors and gallery, in order.",
        response: { 200: SiteContentSchema },
      },
    },
    async (request, reply) => sendSerializedJson(request, reply, await cache.content()),
  );

  app.get(
    '/api/site-content/years/:year',
    {
      config: { access: 'public' },
      schema: { tags: ['site-content'], params: YearParamsSchema, response: { 200: PastTeamSchema } },
    },
    async (request, reply) => {
      const body = await cache.year(request.params.year);
      if (!body) throw notFound(SITE_MSG.yearNotFound);
      return sendSerializedJson(request, reply, body);
    },
  );

  serveHashedImages(app, db, { prefix: '/api/site-content/images', kind: 'site-content', tag: 'site-content' });

  app.get(
    '/api/admin/site-content',
    {
      config: { access: 'admin' },
      schema: { tags: ['site-content'], description: 'Every current item, placeholders marked.', response: { 200: z.array(SiteItemSchema) } },
    },
    cacheControlled('no-store', () => service.listForAdmin(db)),
  );

  app.post(
    '/api/admin/site-content/sections/:section',
    {
      config: { access: 'admin' },
      schema: { tags: ['site-content'], params: SiteSectionParamsSchema, body: SiteItemInputSchema, response: { 201: SiteItemResponseSchema } },
    },
    async (request, reply) => {
      const item = await changing(service.createItem(db, request.actor, request.params.section, request.body));
      return reply.status(201).send({ message: SITE_MSG.created, item });
    },
  );

  app.put(
    '/api/admin/site-content/sections/:section/order',
    {
      config: { access: 'admin' },
      schema: { tags: ['site-content'], params: SiteSectionParamsSchema, body: SiteOrderInputSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await changing(service.reorder(db, request.actor, request.params.section, request.body.ids));
      return { message: SITE_MSG.reordered };
    },
  );

  app.put(
    '/api/admin/site-content/items/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['site-content'], params: IdParamsSchema, body: SiteItemInputSchema, response: { 200: SiteItemResponseSchema } },
    },
    async (request) => {
      const item = await changing(service.updateItem(db, request.actor, request.params.id, request.body));
      return { message: SITE_MSG.updated, item };
    },
  );

  app.delete(
    '/api/admin/site-content/items/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['site-content'], params: IdParamsSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await changing(service.deleteItem(db, request.actor, request.params.id));
      return { message: SITE_MSG.deleted };
    },
  );

  app.post(
    '/api/admin/site-content/items/:id/image',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['site-content'],
        consumes: ['multipart/form-data'],
        description: 'multipart {image (JPEG, PNG or WebP, at most 5 MB)}; re-encoded to WebP at the display sizes.',
        params: IdParamsSchema,
        response: { 200: SiteItemResponseSchema },
      },
    },
    async (request) => {
      const { files } = await readMultipart(request, { image: { types: ['jpeg', 'png', 'webp'], message: SITE_MSG.imageType } });
      const item = await changing(service.uploadImage(db, request.actor, request.params.id, files.image));
      return { message: SITE_MSG.imageUploaded, item };
    },
  );

  app.post(
    '/api/admin/site-content/new-year',
    {
      config: { access: 'admin' },
      schema: { tags: ['site-content'], body: NewYearInputSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await changing(service.startNewYear(db, request.actor, request.body.year));
      return { message: SITE_MSG.newYear(request.body.year) };
    },
  );
};
