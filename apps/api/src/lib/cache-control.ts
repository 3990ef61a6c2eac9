import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A route handler that answers what `read` gives with a Cache-Control header: 'no-cache' (a cache
 * must ask again each time) or 'no-store' (no cache may keep it).
 */
export function cacheControlled<Request extends FastifyRequest, T>(
  cacheControl: 'no-cache' | 'no-store',
  read: (request: Request) => Promise<T>,
) {
  return async (request: Request, reply: FastifyReply): Promise<T> => {
    reply.header('Cache-Control', cacheControl);
    return read(request);
  };
}
