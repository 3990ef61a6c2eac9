import {
  LoginInputSchema,
  LoginResponseSchema,
  MessageSchema,
  MSG,
  ResetPasswordInputSchema,
  SendOtpInputSchema,
  SessionUserSchema,
  SignupInputSchema,
  VerifyOtpInputSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import * as service from './service';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; perMinute: number }> = async (app, { db, perMinute }) => {
  const limit = (name: string, ip: string, email?: string) =>
    app.limit([`${name}:ip:${ip}`, ...(email ? [`${name}:email:${email}`] : [])], perMinute);

  app.post(
    '/api/auth/signup',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: SignupInputSchema, response: { 201: MessageSchema } },
    },
    async (request, reply) => {
      await limit('signup', request.ip, request.body.email);
      await service.signup(db, request.body);
      return reply.status(201).send({ message: MSG.signupSuccess });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: LoginInputSchema, response: { 200: LoginResponseSchema } },
    },
    async (request, reply) => {
      await limit('login', request.ip, request.body.email);
      const user = await service.login(db, request.body);
      // Rotate: whatever session this browser had is dropped before the new one starts.
      await app.endSession(request, reply);
      await app.startSession(reply, user.id);
      return { user, message: MSG.loginSuccess };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: MessageSchema } } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return { message: MSG.loggedOut };
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: 'user' }, schema: { tags: ['auth'], response: { 200: z.object({ user: SessionUserSchema }) } } },
    async (request) => ({ user: request.actor }),
  );

  app.post(
    '/api/auth/send-otp',
    { config: { access: 'public' }, schema: { tags: ['auth'], body: SendOtpInputSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await limit('otp', request.ip, request.body.email);
      if (await service.sendOtp(db, request.body.email)) app.mail.kick();
      return { message: MSG.otpSent };
    },
  );

  app.post(
    '/api/auth/verify-otp',
    { config: { access: 'public' }, schema: { tags: ['auth'], body: VerifyOtpInputSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await limit('verify-otp', request.ip, request.body.email);
      await service.verifyOtp(db, request.body);
      return { message: MSG.otpVerified };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: { access: 'public' }, schema: { tags: ['auth'], body: ResetPasswordInputSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await limit('reset', request.ip, request.body.email);
      await service.resetPassword(db, request.body);
      return { message: MSG.resetSuccess };
    },
  );
};
