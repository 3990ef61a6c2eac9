import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@app/shared';

/** The built web app at every path but /api; unknown paths get index.html (SPA fallback). */
export default fp(
  async function spa(app: FastifyInstance, opts: { webDist?: string }) {
    const dist = opts.webDist;
    const index = dist ? path.join(dist, 'index.html') : null;
    if (dist && index && fs.existsSync(index)) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          const long = filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes(`${path.sep}img${path.sep}`);
          res.header('Cache-Control', long ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
        },
      });
      const html = fs.readFileSync(index, 'utf8');
      // The landing page shows the registration countdown in its first paint: start fetching the
      // timer while the scripts download instead of after they run.
      const homeHtml = html.replace(
        '</head>',
        '<link rel="preload" href="/api/timer/timer" as="fetch" crossorigin="anonymous" />' +
          // Its people, logos and pictures (site content) likewise.
          '<link rel="preload" href="/api/site-content" as="fetch" crossorigin="anonymous" /></head>',
      );
      app.setNotFoundHandler((request, reply) => {
        const url = request.url.split('?')[0] ?? '/';
        if (url.startsWith('/api') || !['GET', 'HEAD'].includes(request.method)) {
          return reply.status(404).send({ message: MSG.notFound });
        }
        const file = path.join(dist, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
        // Hidden files (the build's .vite/manifest.json) are not part of the site.
        const hidden = url.split('/').some((part) => part.startsWith('.'));
        if (url !== '/' && !hidden && fs.existsSync(file) && fs.statSync(file).isFile()) return reply.sendFile(url.slice(1));
        return reply
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(url === '/' ? homeHtml : html);
      });
    } else {
      app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: MSG.notFound }));
    }
  },
  { name: 'spa' },
);
