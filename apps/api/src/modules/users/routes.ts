import {
  ChangeCollegeInputSchema,
  ChangePasswordInputSchema,
  MessageSchema,
  MSG,
  ProfileResponseSchema,
  ProfileSchema,
  UpdateProfileInputSchema,
  UserIdParamsSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { deleteExpiredSessions } from './repository';
import * as service from './service';

const SESSION_SWEEP_MS = 6 * 60 * 60_000;

/** The student dashboard's own profile and password. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db; perMinute: number }> = async (app, { db, perMinute }) => {
  const tags = ['users'];

  // An expired session is refused when used; its row is deleted here, so the table keeps only live ones.
  app.jobs.every('expired-sessions', SESSION_SWEEP_MS, () => deleteExpiredSessions(db));

  app.get(
    '/api/users/me',
    { config: { access: 'user' }, schema: { tags, response: { 200: ProfileSchema } } },
    async (request) => service.profileOf(db, request.actor.id),
  );

  app.put(
    '/api/users/me',
    {
      config: { access: 'user' },
      schema: { tags, body: UpdateProfileInputSchema, response: { 200: ProfileResponseSchema } },
    },
    async (request) => {
      const user = await service.updateProfile(db, request.actor, request.body);
      app.forgetSessionsOf(request.actor.id);
      return { message: MSG.profileUpdated, user };
    },
  );

  app.put(
    '/api/users/:userId/college',
    {
      // The college decides MIT-only events everywhere: a coordinator corrects it only when every
      // event the student holds is theirs.
      config: {
        access: 'staff',
        eventScope: {
          from: 'params',
          key: 'userId',
          kind: 'user',
          refusal: (events, mine) => (events.some((e) => mine.has(e)) ? MSG.collegeOtherCoordinators : null),
        },
      },
      schema: { tags, params: UserIdParamsSchema, body: ChangeCollegeInputSchema, response: { 200: ProfileResponseSchema } },
    },
    async (request) => {
      const user = await service.changeCollege(db, request.actor, request.params.userId, request.body.college);
      app.forgetSessionsOf(request.params.userId);
      return { message: MSG.profileUpdated, user };
    },
  );

  app.post(
    '/api/users/me/password',
    {
      config: { access: 'user', rateLimited: true },
      schema: { tags, body: ChangePasswordInputSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      // Guessing the current password is rate limited like logins are.
      await app.limit([`password-change:user:${request.actor.id}`], perMinute);
      await service.changePassword(db, request.actor, request.sessionId, request.body);
      app.forgetSessionsOf(request.actor.id);
      return { message: MSG.passwordChanged };
    },
  );
};
