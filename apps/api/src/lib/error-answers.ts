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
  415: 'The file type is not accepted',
  500: 'Server error',
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The error statuses a route can answer with, from its method, access and schema. */
export function errorStatuses(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): number[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const writes = methods.some((m) => !READS.has(m));
  const schema = route.schema ?? {};
  const access = (route.config as { access?: string } | undefined)?.access;
  const multipart = (schema.consumes ?? []).includes('multipart/form-data');
  const statuses = new Set([500]);
  if (writes || schema.body || schema.querystring || schema.params) statuses.add(400);
  if (access && access !== 'public') statuses.add(401).add(403);
  // The CSRF check refuses a state-changing call from another site's page.
  if (writes) statuses.add(403);
  if (schema.params) statuses.add(404);
  // A unique constraint broken by a write answers 409 (plugins/errors.ts).
  if (writes) statuses.add(409).add(413);
  if (multipart) statuses.add(415);
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
