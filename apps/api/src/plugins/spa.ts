import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, type Event } from '@app/shared';
import type { EventCatalog } from '../modules/events/catalog';
import { siteOf } from '../lib/site';

/** Text made safe inside an HTML attribute or element. */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const DESCRIPTION_MAX = 200;

function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/**
 * The page's title and link-preview tags (Open Graph, Twitter card) for one event, in place of
 * the site's own: what WhatsApp and others show for a shared `/events?symposium=…&event={id}`.
 */
export function withEventMeta(html: string, event: Event, site: string): string {
  const url = `${site}/events?symposium=${encodeURIComponent(event.symposiumName)}&event=${event.id}`;
  const title = `${event.eventName} — ${event.symposiumName}`;
  const description = shortDescription(event.eventDescription);
  const image = event.posterUrl ? `${site}${event.posterUrl}` : null;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'CSMIT'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ...(image ? ([['property', 'og:image', image]] as [string, string, string][]) : []),
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ...(image ? ([['name', 'twitter:image', image]] as [string, string, string][]) : []),
  ];
  const head = tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`).join('');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+(?:property|name)="(?:og:[^"]*|twitter:[^"]*|description)"[^>]*>\s*/g, '')
    .replace('</head>', `<meta name="description" content="${escapeHtml(description)}" />${head}</head>`);
}

/** The built web app at every path but /api; unknown paths get index.html (SPA fallback). */
export default fp(
  async function spa(app: FastifyInstance, opts: { webDist?: string; catalog?: EventCatalog; publicUrl?: string }) {
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

      /** An event link's HTML with its preview tags, from the events catalogue in memory. */
      async function eventPage(request: FastifyRequest): Promise<string | null> {
        const query = request.query as Record<string, string | undefined>;
        const id = Number(query.event);
        if (!opts.catalog || !Number.isSafeInteger(id) || id <= 0) return null;
        const event = await opts.catalog.get(id);
        if (!event || (query.symposium && query.symposium !== event.symposiumName)) return null;
        const site = siteOf(request, opts.publicUrl);
        return withEventMeta(html, event, site);
      }

      app.setNotFoundHandler(async (request, reply) => {
        const url = request.url.split('?')[0] ?? '/';
        if (url.startsWith('/api') || !['GET', 'HEAD'].includes(request.method)) {
          return reply.status(404).send({ message: MSG.notFound });
        }
        const file = path.join(dist, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
        // Hidden files (the build's .vite/manifest.json) are not part of the site.
        const hidden = url.split('/').some((part) => part.startsWith('.'));
        if (url !== '/' && !hidden && fs.existsSync(file) && fs.statSync(file).isFile()) return reply.sendFile(url.slice(1));
        // A missing script or picture (an old tab asking for a chunk of the build before) is a 404:
        // the page would get HTML where it needs a module and could not tell why.
        if (url.startsWith('/assets/') || url.startsWith('/img/')) {
          return reply.status(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
        }
        const page = url === '/' ? homeHtml : ((url === '/events' && (await eventPage(request))) || html);
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
      });
    } else {
      app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: MSG.notFound }));
    }
  },
  { name: 'spa' },
);
