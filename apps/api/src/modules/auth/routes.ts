import {
  LoginInputSchema,
  LoginResponseSchema,
  MessageSchema,
  MSG,
  OTP_TTL_MINUTES,
  ResetPasswordInputSchema,
  SendOtpInputSchema,
  SessionUserSchema,
  SignupInputSchema,
  VerifyOtpInputSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { HttpError, tooManyRequests } from '../../lib/http-error';
import * as service from './service';

const RESET_COOKIE = 'reset_token';

export const authRoutes: FastifyPluginAsyncZod<{
  db: Db;
  perMinute: number;
  perIpPerMinute: { loginAndSignup: number; otp: number };
  loginFailures: { consecutive: number; dailyPerIp: number };
  secureCookies: boolean;
}> = async (app, { db, perMinute, perIpPerMinute, loginFailures, secureCookies }) => {
  // Two counts a minute: a generous one per IP, since a whole campus shares one public address,
  // and a strict one (`perMinute`) for the one person `who` names: an email, or for logins an email
  // and IP together. A call the IP count refuses is not counted for the person.
  const limit = async (name: string, ip: string, perIp: number, who?: string) => {
    await app.limit([`${name}:ip:${ip}`], perIp);
    if (who) await app.limit([`${name}:${who}`], perMinute);
  };

  // Login protection as rate-limiter-flexible documents it: wrong passwords in a row for one email
  // from one IP (forgotten on success), and a slower daily budget per IP. Nothing counts per email
  // alone, so guesses from many addresses slow the guessers and never lock out the owner.
  const failsByEmailAndIp = app.rateLimiter({
    name: 'login-fail-email-ip',
    points: loginFailures.consecutive,
    // A week: the memory store keeps a timer per key, and Node's timers stop at 24.8 days.
    duration: 7 * 86_400,
    blockDuration: 3600,
  });
  const failurePair = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;
  // A campus's typos add up here too, so an IP that spends its day's budget waits an hour, not a day.
  const failsByIp = app.rateLimiter({ name: 'login-fail-ip-day', points: loginFailures.dailyPerIp, duration: 86_400, blockDuration: 3600 });

  app.post(
    '/api/auth/signup',
    {
      config: { access: 'public', rateLimited: true },
      schema: { tags: ['auth'], body: SignupInputSchema, response: { 201: MessageSchema } },
    },
    async (request, reply) => {
      await limit('signup', request.ip, perIpPerMinute.loginAndSignup, `email:${request.body.email}`);
      await service.signup(db, request.body);
      return reply.status(201).send({ message: MSG.signupSuccess });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimited: true },
      // Wrong credentials answer 401 on this public route.
      schema: { tags: ['auth'], body: LoginInputSchema, response: { 200: LoginResponseSchema, 401: MessageSchema } },
    },
    async (request, reply) => {
      const pair = failurePair(request.body.email, request.ip);
      await limit('login', request.ip, perIpPerMinute.loginAndSignup, `pair:${pair}`);
      const [pairWait, ipWait] = await Promise.all([failsByEmailAndIp.waitSeconds(pair), failsByIp.waitSeconds(request.ip)]);
      if (pairWait > 0 || ipWait > 0) {
        reply.header('retry-after', Math.max(pairWait, ipWait));
        throw tooManyRequests(ipWait >= pairWait ? MSG.loginNetworkLocked(ipWait) : MSG.loginLocked(pairWait));
      }
      let user;
      try {
        user = await service.login(db, request.body);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 401) {
          await Promise.all([failsByEmailAndIp.consume(pair), failsByIp.consume(request.ip)]);
        }
        throw err;
      }
      await failsByEmailAndIp.reset(pair);
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
    { config: { access: 'public', rateLimited: true }, schema: { tags: ['auth'], body: SendOtpInputSchema, response: { 200: MessageSchema } } },
    async (request) => {
      // Per IP only: the mail itself goes out at most once a minute per email (service.sendOtp).
      await limit('otp', request.ip, perIpPerMinute.otp);
      if (await service.sendOtp(db, request.body.email)) app.mail.kick();
      return { message: MSG.otpSent };
    },
  );

  app.post(
    '/api/auth/verify-otp',
    { config: { access: 'public', rateLimited: true }, schema: { tags: ['auth'], body: VerifyOtpInputSchema, response: { 200: MessageSchema } } },
    async (request, reply) => {
      await limit('verify-otp', request.ip, perIpPerMinute.otp, `email:${request.body.email}`);
      const token = await service.verifyOtp(db, request.body);
      // The reset belongs to this browser: reset-password requires the cookie, which no other
      // client has, and it is sent to that one path only.
      reply.setCookie(RESET_COOKIE, token, {
        path: '/api/auth/reset-password',
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookies,
        maxAge: OTP_TTL_MINUTES * 60,
      });
      return { message: MSG.otpVerified };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: { access: 'public', rateLimited: true }, schema: { tags: ['auth'], body: ResetPasswordInputSchema, response: { 200: MessageSchema } } },
    async (request, reply) => {
      await limit('reset', request.ip, perIpPerMinute.otp, `email:${request.body.email}`);
      app.forgetSessionsOf(await service.resetPassword(db, request.body, request.cookies[RESET_COOKIE]));
      // The owner proved the address: their wrong passwords from this network are forgotten.
      await failsByEmailAndIp.reset(failurePair(request.body.email, request.ip));
      reply.clearCookie(RESET_COOKIE, { path: '/api/auth/reset-password' });
      return { message: MSG.resetSuccess };
    },
  );
};
