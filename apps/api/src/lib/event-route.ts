import { IdParamsSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from '../plugins/auth';

/** The app as a feature plugin gets it: its schemas are zod's. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * GET `url` (`/api/events/:id/…`): what `read` gives of the event named by `:id`, for the staff
 * (or admin) who may act on that event.
 */
export function getOfEvent<Reply, Things extends Reply>(
  app: ZodApp,
  url: string,
  route: {
    access: Access;
    tags: string[];
    response: z.ZodType<Reply>;
    read: (eventId: number) => Promise<Things>;
  },
): void {
  // Widened: the type provider cannot resolve a generic schema, so the answer is checked against
  // `response` when it is sent (Things extends Reply says it fits).
  const response: z.ZodType = route.response;
  app.get(
    url,
    {
      config: { access: route.access, eventScope: { from: 'params', key: 'id' } },
      schema: { tags: route.tags, params: IdParamsSchema, response: { 200: response } },
    },
    async (request) => route.read(request.params.id),
  );
}
