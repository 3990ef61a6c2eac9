import { IdParamsSchema } from '@app/shared';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from '../plugins/auth';

/** The app as a feature plugin gets it: its schemas are zod's. */
type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

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
