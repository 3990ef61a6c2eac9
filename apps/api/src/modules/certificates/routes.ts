import {
  CERTIFICATE_LOOKUPS_PER_MINUTE,
  CertificateCodeParamsSchema,
  CertificateImageSlotSchema,
  CertificateSchema,
  CertificateSettingsInputSchema,
  CertificateSettingsSchema,
  CertificateSummarySchema,
  IdParamsSchema,
  IssueCertificatesInputSchema,
  IssueCertificatesResponseSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db, Dialect } from '../../db/connection';
import { readMultipart } from '../../lib/uploads';
import * as service from './service';
import { getOfEvent } from '../../lib/event-route';
import { siteOf } from '../../lib/site';

/** SPEC-2 §D certificates: the admin issues and revokes; anyone with the code may verify. */
export const certificateRoutes: FastifyPluginAsyncZod<{
  db: Db;
  dialect: Dialect;
  publicUrl?: string;
  lookupsPerMinute?: number;
}> = async (app, { db, dialect, publicUrl, lookupsPerMinute = CERTIFICATE_LOOKUPS_PER_MINUTE }) => {
  // Public lookups are counted per address, so codes cannot be tried in bulk.
  const limitLookups = (request: FastifyRequest) =>
    app.limit([`certificate:ip:${request.ip}`], lookupsPerMinute);

  app.jobs.register(service.CERTIFICATE_JOB, async (job) => {
    const result = await service.mailBatch(db, job);
    app.mail.kick();
    return result;
  });

  app.post(
    '/api/events/:id/certificates',
    {
      config: { access: 'admin', eventScope: { from: 'params', key: 'id' } },
      schema: {
        tags: ['certificates'],
        params: IdParamsSchema,
        body: IssueCertificatesInputSchema,
        response: { 200: IssueCertificatesResponseSchema },
      },
    },
    async (request) => {
      const result = await service.issueCertificates(
        db,
        request.actor,
        request.params.id,
        request.body.kind,
        { site: siteOf(request, publicUrl), lock: dialect === 'postgres' },
      );
      if (result.jobId !== null) app.jobs.kick();
      return result;
    },
  );

  getOfEvent(app, '/api/events/:id/certificates', {
    access: 'admin',
    tags: ['certificates'],
    response: CertificateSummarySchema,
    read: (eventId) => service.certificateSummary(db, eventId),
  });

  app.get(
    '/api/certificates/mine',
    {
      config: { access: 'student' },
      schema: { tags: ['certificates'], response: { 200: z.array(CertificateSchema) } },
    },
    async (request) => service.listMyCertificates(db, request.actor.id),
  );

  app.get(
    '/api/certificates/:code',
    {
      config: { access: 'public', rateLimited: true },
      schema: {
        tags: ['certificates'],
        params: CertificateCodeParamsSchema,
        response: { 200: CertificateSchema },
      },
    },
    async (request, reply) => {
      await limitLookups(request);
      reply.header('cache-control', 'no-store');
      return service.findCertificate(db, request.params.code);
    },
  );

  app.get(
    '/api/certificates/:code/pdf',
    {
      config: { access: 'public', rateLimited: true },
      schema: { tags: ['certificates'], params: CertificateCodeParamsSchema },
    },
    async (request, reply) => {
      await limitLookups(request);
      const { code, pdf } = await service.certificatePdf(db, request.params.code, siteOf(request, publicUrl));
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="certificate-${code}.pdf"`)
        .send(pdf);
    },
  );

  app.delete(
    '/api/certificates/:code',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['certificates'],
        params: CertificateCodeParamsSchema,
        response: { 200: CertificateSchema },
      },
    },
    async (request) => service.revokeCertificate(db, request.actor, request.params.code),
  );

  app.get(
    '/api/certificate-settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['certificates'], response: { 200: CertificateSettingsSchema } },
    },
    async () => service.getSettings(db),
  );

  app.put(
    '/api/certificate-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['certificates'],
        body: CertificateSettingsInputSchema,
        response: { 200: CertificateSettingsSchema },
      },
    },
    async (request) => service.updateSettings(db, request.actor, request.body),
  );

  app.put(
    '/api/certificate-settings/images/:slot',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['certificates'],
        params: CertificateImageSlotSchema,
        consumes: ['multipart/form-data'],
        description: 'multipart {image (PNG, JPEG or WebP, at most 5 MB)}',
        response: { 200: CertificateSettingsSchema },
      },
    },
    async (request) => {
      const { files } = await readMultipart(request, {
        image: {
          types: ['png', 'jpeg', 'webp'],
          message: 'Please upload a PNG, JPEG or WebP image.',
        },
      });
      return service.setImage(db, request.actor, request.params.slot, files.image);
    },
  );

  app.get(
    '/api/certificate-settings/images/:slot',
    {
      config: { access: 'admin' },
      schema: { tags: ['certificates'], params: CertificateImageSlotSchema },
    },
    async (request, reply) => {
      const file = await service.findImage(db, request.params.slot);
      return reply.type(file.content_type).header('cache-control', 'no-store').send(file.bytes);
    },
  );

  app.get(
    '/api/certificate-settings/preview.pdf',
    {
      config: { access: 'admin' },
      schema: { tags: ['certificates'] },
    },
    async (request, reply) =>
      reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline; filename="certificate-preview.pdf"')
        .send(await service.previewPdf(db, siteOf(request, publicUrl))),
  );
};
