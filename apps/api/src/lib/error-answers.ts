import { MessageSchema } from '@app/shared';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';

// Every error answer is { message } (plugins/errors.ts). So that /api/docs shows it, each /api
// route is documented with the statuses it can answer with, worked out from what the route
// declares; a status the route declares itself keeps the route's own schema.

const MEANING: Record<number, string> = {
  400: 'The input is not valid',
  401: 'Not signed in',
  403: 'Not allowed, or a cross-site request',
  404: 'Not found',
  409: 'In conflict with what is stored',
  413: 'The body or file is too large',
  414: 'A path parameter is too long',
  415: 'The file type is not accepted',
  429: 'Too many requests: wait and try again',
  500: 'Server error',
  503: 'The database cannot be reached: try again shortly',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route counts calls (app.limit, a limiter of its own, a daily cap) and answers 429 past its limit. */
    rateLimited?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The error statuses a route can answer with, from its method, access and schema. */
export function errorStatuses(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): number[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const writes = methods.some((m) => !READS.has(m));
  const schema = route.schema ?? {};
  const { access, rateLimited } = (route.config ?? {}) as { access?: string; rateLimited?: boolean };
  // Any route may meet an unreachable database (plugins/errors.ts answers 503).
  const statuses = new Set([500, 503]);
  if (writes || schema.body || schema.querystring || schema.params) statuses.add(400);
  if (access && access !== 'public') statuses.add(401).add(403);
  // The CSRF check refuses a state-changing call from another site's page.
  if (writes) statuses.add(403);
  // A path names a thing that may not exist, and a path parameter may be over-long (app.ts).
  if (schema.params) statuses.add(404).add(414);
  // A write's body names things (an event, a payment, a team code) that may not exist.
  if (writes) statuses.add(404);
  // A unique constraint broken by a write answers 409; a body too large 413, of a type no parser
  // takes 415 (plugins/errors.ts).
  if (writes) statuses.add(409).add(413).add(415);
  if (rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Wraps the swagger transform so that /api/docs lists each route's error answers. Only the
 * document changes: the routes' own schemas, and so how answers are serialized, stay as declared.
 */
export function withErrorAnswers<S extends FastifySchema>(transform: SwaggerTransform<S>): SwaggerTransform<S> {
  return (input) => {
    if (!input.url.startsWith('/api/') || input.url.startsWith('/api/docs')) return transform(input);
    const declared = (input.schema?.response ?? {}) as Record<string, unknown>;
    const answers: Record<string, unknown> = {};
    for (const status of errorStatuses(input.route)) answers[status] = MessageSchema.describe(MEANING[status] ?? 'Error');
    return transform({ ...input, schema: { ...input.schema, response: { ...answers, ...declared } } });
  };
}
