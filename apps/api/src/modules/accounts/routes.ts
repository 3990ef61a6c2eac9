import {
  AccountListSchema,
  AccountSaveResponseSchema,
  AssignAccountInputSchema,
  EventAccountParamsSchema,
  IdParamsSchema,
  MSG,
  MessageSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Dialect } from '../../db/connection';
import { readMultipart } from '../../lib/uploads';
import * as service from './service';

const QR_UPLOAD = { qrCodePdf: { types: ['pdf' as const], message: MSG.qrMustBePdf } };

export const accountsRoutes: FastifyPluginAsyncZod<{ db: Db; dialect: Dialect }> = async (app, { db, dialect }) => {
  app.get(
    '/api/admin/accounts',
    { config: { access: 'admin' }, schema: { tags: ['accounts'], response: { 200: AccountListSchema } } },
    async () => service.listAccounts(db),
  );

  app.post(
    '/api/admin/accounts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['accounts'],
        consumes: ['multipart/form-data'],
        description: 'multipart {accountName, bankName, accountNumber, ifscCode, upiId?, qrCodePdf? (PDF)}',
        response: { 201: AccountSaveResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, QR_UPLOAD);
      const account = await service.createAccount(db, request.actor, fields, files.qrCodePdf);
      return reply.status(201).send({ message: MSG.accountAdded, account });
    },
  );

  app.put(
    '/api/admin/accounts/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['accounts'],
        consumes: ['multipart/form-data'],
        description: 'multipart {accountName, bankName, accountNumber, ifscCode, upiId?, qrCodePdf? (PDF), removeQr?}',
        params: IdParamsSchema,
        response: { 200: AccountSaveResponseSchema },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request, QR_UPLOAD);
      const account = await service.updateAccount(db, request.actor, request.params.id, fields, files.qrCodePdf);
      return { message: MSG.accountUpdated, account };
    },
  );

  app.delete(
    '/api/admin/accounts/:id',
    { config: { access: 'admin' }, schema: { tags: ['accounts'], params: IdParamsSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await service.deleteAccount(db, request.actor, request.params.id);
      return { message: MSG.accountDeleted };
    },
  );

  app.get(
    '/api/admin/accounts/:id/qr',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        params: IdParamsSchema,
        querystring: z.object({ v: z.string().max(64).optional() }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const file = await service.getQrPdf(db, request.actor, request.params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="account-${request.params.id}-qr.pdf"`)
        .header('Cache-Control', 'private, max-age=3600')
        .header('ETag', `"${file.sha256.slice(0, 32)}"`)
        .send(Buffer.from(file.bytes));
    },
  );

  app.get(
    '/api/events/:id/accounts',
    { config: { access: 'admin' }, schema: { tags: ['accounts'], params: IdParamsSchema, response: { 200: AccountListSchema } } },
    async (request) => service.listEventAccounts(db, request.params.id),
  );

  app.post(
    '/api/events/:id/accounts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['accounts'],
        description: 'Assigns a payment account to a paid event; a free event takes no payment (400).',
        params: IdParamsSchema,
        body: AssignAccountInputSchema,
        response: { 201: MessageSchema },
      },
    },
    async (request, reply) => {
      await service.assignAccount(db, request.actor, request.params.id, request.body.accountId, dialect === 'postgres');
      return reply.status(201).send({ message: MSG.accountAssigned });
    },
  );

  app.delete(
    '/api/events/:eventId/accounts/:accountId',
    { config: { access: 'admin' }, schema: { tags: ['accounts'], params: EventAccountParamsSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await service.unassignAccount(db, request.actor, request.params.eventId, request.params.accountId);
      return { message: MSG.accountRemoved };
    },
  );
};
