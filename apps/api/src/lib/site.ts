import type { FastifyRequest } from 'fastify';

/**
 * The site that links in mails, QR codes and PDFs point at: PUBLIC_URL when set, else the host the
 * request came to. Without a trailing slash, so `${site}/check-in/…` has one.
 */
export const siteOf = (request: FastifyRequest, publicUrl?: string) =>
  (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

/**
 * For a plugin's routes: `base` plus, per request, the `site` its mails link to (siteOf), e.g.
 * `ctx(request)` → `{ db, dialect, site }` for a call that may offer a freed seat by mail.
 */
export const withSiteOf =
  <C extends object>(base: C, publicUrl?: string) =>
  (request: FastifyRequest) => ({ ...base, site: siteOf(request, publicUrl) });
