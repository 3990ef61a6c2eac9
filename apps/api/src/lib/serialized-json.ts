import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * JSON that many visitors ask for (the events list, the landing page's content), built once per
 * change and kept in memory: its bytes, their gzip and an ETag.
 */
export interface SerializedJson {
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

/** `tag` starts the ETag, so answers of different calls never share one. */
export function serializeJson(value: unknown, tag: string): SerializedJson {
  const body = Buffer.from(JSON.stringify(value));
  return {
    body,
    gzip: zlib.gzipSync(body, { level: 6 }),
    etag: `"${tag}-${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
  };
}

/**
 * Answers with kept JSON: 304 when the asker already has it, the gzip when the asker takes gzip.
 * A cache must ask again each time (no-cache); `vary` names what else the answer depends on.
 */
export function sendSerializedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: SerializedJson,
  vary = 'Accept-Encoding',
) {
  reply.header('Cache-Control', 'no-cache').header('ETag', json.etag).header('Vary', vary);
  if (request.headers['if-none-match'] === json.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('Content-Encoding', 'gzip').send(json.gzip);
  }
  return reply.send(json.body);
}

/**
 * Runs a change and, once it has ended (committed or failed), drops the kept JSON, so the next
 * read builds it again from the database.
 */
export async function invalidatingAfter<T>(kept: { invalidate(): void }, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } finally {
    kept.invalidate();
  }
}
