import type { FastifyRequest } from 'fastify';

/**
 * The site that links in mails, QR codes and PDFs point at: PUBLIC_URL when set, else the host the
 * request came to. Without a trailing slash, so `${site}/check-in/…` has one.
 */
export const siteOf = (request: FastifyRequest, publicUrl?: string) =>
  (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
