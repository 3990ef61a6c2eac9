import { MSG } from '@app/shared';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import type { ZodApp } from '../../lib/event-route';
import { notFound } from '../../lib/http-error';
import { findFile } from './repository';

// Images kept in `files` and served under a name made of the file's id and the start of its hash
// ("12-0123456789abcdef.webp"). A new image gets a new name, so every answer may be cached for a
// year. Event posters and the site's content images are served this way.

const NAME = /^(\d{1,10})-([0-9a-f]{16})\.webp$/;

/** The name an image is served under: its file id and the first 16 hex digits of its hash. */
export const hashedImageName = (fileId: number, sha256: string) => `${fileId}-${sha256.slice(0, 16)}.webp`;

function parseName(name: string) {
  const [, id, hashPrefix] = NAME.exec(name) ?? [];
  return id && hashPrefix ? { fileId: Number(id), hashPrefix } : null;
}

/**
 * GET `${prefix}/:file`: the stored image of that name, or 404 when the name is malformed, the
 * hash does not match or the file is not of `kind` (so no other stored file can be read this way).
 */
export function serveHashedImages(app: ZodApp, db: Db, route: { prefix: string; kind: string; tag: string }) {
  app.get(
    `${route.prefix}/:file`,
    {
      config: { access: 'public' },
      schema: { tags: [route.tag], params: z.object({ file: z.string().max(64) }), produces: ['image/webp'] },
    },
    async (request, reply) => {
      const name = parseName(request.params.file);
      const file = name && (await findFile(db, name.fileId));
      if (!name || file?.kind !== route.kind || !file.sha256.startsWith(name.hashPrefix)) throw notFound(MSG.notFound);
      const etag = `"${file.sha256.slice(0, 32)}"`;
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/webp').send(Buffer.from(file.bytes));
    },
  );
}
