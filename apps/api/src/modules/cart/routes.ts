import {
  AddToCartInputSchema,
  AddToCartResponseSchema,
  CartIdParamsSchema,
  CartItemSchema,
  MessageSchema,
  MSG,
  RemoveFromCartInputSchema,
  UserIdParamsSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Dialect } from '../../db/connection';
import { siteOf } from '../../lib/site';
import { getOwnersThings, narrowCart } from '../coordinators/narrow';
import { seatsSettled } from '../seats/changes';
import * as service from './service';

/** SPEC §7 cart calls. Everyone's own cart only (staff may look at any). */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db; dialect: Dialect; publicUrl?: string }> = async (app, { db, dialect, publicUrl }) => {
  const tags = ['cart'];

  getOwnersThings(app, '/api/cart/:userId', {
    tags,
    params: UserIdParamsSchema,
    response: z.array(CartItemSchema),
    owner: ({ userId }) => ({ id: userId }),
    read: async (actor, { userId }) => {
      const { items, ended } = await service.cartOf(db, actor, userId, publicUrl);
      // Lapsed offers passed their seats on: the new offers' mail goes out, cached counts refresh.
      return ended > 0 ? seatsSettled(app.mail, items) : items;
    },
    narrow: narrowCart,
  });

  app.post(
    '/api/cart',
    {
      config: { access: 'user', eventScope: { from: 'body', key: 'eventId' } },
      schema: { tags, body: AddToCartInputSchema, response: { 201: AddToCartResponseSchema } },
    },
    async (request, reply) => {
      const { item, clashes } = await service.addToCart(db, request.actor, request.body, {
        lock: dialect === 'postgres',
        site: siteOf(request, publicUrl),
      });
      app.mail.kick();
      return reply.status(201).send({ message: MSG.addedToCart, item, clashes });
    },
  );

  app.delete(
    '/api/cart/:cartId',
    {
      // Staff may remove a student's cart line, a coordinator only for their own events.
      config: { access: 'user', eventScope: { from: 'params', key: 'cartId', kind: 'cart' } },
      schema: { tags, params: CartIdParamsSchema, body: RemoveFromCartInputSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await service.removeFromCart(db, request.actor, request.params.cartId, request.body);
      return { message: MSG.removedFromCart };
    },
  );
};
