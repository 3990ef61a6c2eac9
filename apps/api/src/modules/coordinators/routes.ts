import {
  AssignmentListSchema,
  CoordinatorListResponseSchema,
  CoordinatorSchema,
  IdParamsSchema,
  MSG,
  MyEventsSchema,
  SetAssignedEventsInputSchema,
  SetCoordinatorsInputSchema,
  AssignedEventSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import * as service from './service';

/** Assigning organizers and volunteers to events, and the caller's own events. */
export const coordinatorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['coordinators'];

  app.get(
    '/api/events/:id/coordinators',
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: z.array(CoordinatorSchema) } },
    },
    async (request) => service.listCoordinators(db, request.params.id),
  );

  app.put(
    '/api/events/:id/coordinators',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: 'Replaces the organizers and volunteers assigned to the event (an empty list clears it).',
        params: IdParamsSchema,
        body: SetCoordinatorsInputSchema,
        response: { 200: CoordinatorListResponseSchema },
      },
    },
    async (request) => ({
      message: MSG.coordinatorsSaved,
      coordinators: await service.setCoordinators(db, request.actor, request.params.id, request.body.userIds),
    }),
  );

  app.put(
    '/api/organizers/:id/events',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: "Replaces the events an organizer or volunteer is assigned to (the organizers page's side).",
        params: IdParamsSchema,
        body: SetAssignedEventsInputSchema,
        response: { 200: z.object({ message: z.string(), events: z.array(AssignedEventSchema) }) },
      },
    },
    async (request) => ({
      message: MSG.assignmentsSaved,
      events: await service.setAssignedEvents(db, request.actor, request.params.id, request.body.eventIds),
    }),
  );

  app.get(
    '/api/coordinators/assignments',
    { config: { access: 'admin' }, schema: { tags, response: { 200: AssignmentListSchema } } },
    async () => service.listAssignments(db),
  );

  app.get(
    '/api/me/events',
    {
      config: { access: 'desk', eventScope: 'list' },
      schema: {
        tags,
        description: 'The events the caller may act on: their assignments, or every event (all: true) for the admin and unassigned organizers.',
        response: { 200: MyEventsSchema },
      },
    },
    async (request) => service.myEvents(db, await request.scopedEvents()),
  );
};
