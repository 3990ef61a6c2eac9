import {
  CreateTeamInputSchema,
  EventWaitlistParamsSchema,
  JoinTeamInputSchema,
  MessageSchema,
  MyTeamListSchema,
  TeamIdParamsSchema,
  TeamLeaderInputSchema,
  TeamMemberParamsSchema,
  TeamSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db, Dialect } from '../../db/connection';
import { withSiteOf } from '../../lib/site';
import { seatsSettled } from '../seats/changes';
import * as service from './service';

/** Teams of team events (SPEC-2 §B). */
export const teamsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  dialect: Dialect;
  publicUrl?: string;
}> = async (app, opts) => {
  /** Offers made while serving a request link to the site the request came to. */
  const ctx = withSiteOf({ db: opts.db, dialect: opts.dialect }, opts.publicUrl);
  const tags = ['teams'];

  app.post(
    '/api/events/:id/teams',
    {
      config: { access: 'student' },
      schema: {
        tags,
        params: EventWaitlistParamsSchema,
        body: CreateTeamInputSchema,
        response: { 201: TeamSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.createTeam(ctx(request), request.actor, request.params.id, request.body),
        ),
  );

  app.post(
    '/api/teams/join',
    {
      config: { access: 'student' },
      schema: { tags, body: JoinTeamInputSchema, response: { 200: TeamSchema } },
    },
    async (request) => service.joinTeam(ctx(request), request.actor, request.body.code),
  );

  app.get(
    '/api/teams/mine',
    { config: { access: 'user' }, schema: { tags, response: { 200: MyTeamListSchema } } },
    async (request) => service.myTeams(opts.db, request.actor),
  );

  app.delete(
    '/api/teams/:id/members/:userId',
    {
      // A coordinator acts on the teams of their own events only.
      config: { access: 'user', eventScope: { from: 'params', key: 'id', kind: 'team' } },
      schema: {
        tags,
        description:
          'The leader removes a member, a member leaves (own id), or staff remove anyone (audited).',
        params: TeamMemberParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) =>
      seatsSettled(
        app.mail,
        await service.removeMember(
          ctx(request),
          request.actor,
          request.params.id,
          request.params.userId,
        ),
      ),
  );

  app.post(
    '/api/teams/:id/leader',
    {
      config: { access: 'user', eventScope: { from: 'params', key: 'id', kind: 'team' } },
      schema: {
        tags,
        params: TeamIdParamsSchema,
        body: TeamLeaderInputSchema,
        response: { 200: TeamSchema },
      },
    },
    async (request) =>
      service.handOver(ctx(request), request.actor, request.params.id, request.body.userId),
  );

  app.post(
    '/api/teams/:id/code',
    {
      config: { access: 'student' },
      schema: {
        tags,
        description: 'A new join code; the old one stops working.',
        params: TeamIdParamsSchema,
        response: { 200: TeamSchema },
      },
    },
    async (request) => service.regenerateCode(ctx(request), request.actor, request.params.id),
  );
};
