import type { FastifyReply } from 'fastify';

/** Sends a file meant for the asker only: its type and disposition, and no cache may keep it. */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { contentType: string; disposition: string; body: Buffer | string },
) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', file.disposition)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}
