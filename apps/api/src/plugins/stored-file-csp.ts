import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The policy of a stored file opened on its own (Chromium's PDF viewer works under it). */
export const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

// Stored files (PDFs, screenshots, posters, QR codes) are documents of their own when opened:
// no script, no plugin, no framing, whatever their bytes hold. (nosniff is on every answer: helmet.)
export default fp(
  async function storedFileCsp(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (request.url.startsWith('/api/') && /^(application\/pdf|image\/)/.test(type)) {
        reply.header('content-security-policy', FILE_CSP);
      }
      return payload;
    });
  },
  { name: 'stored-file-csp' },
);
