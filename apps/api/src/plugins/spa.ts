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

/**
 * The API answers a page asks for first, by the page's path, where the path alone says which:
 * its HTML has the browser fetch them at once, while the scripts download, instead of once they
 * have run (docs/performance.md, "The Events page's data with its HTML"). Each must be the very
 * URL of the page's own call, query string included, and one every visitor's page makes. The
 * landing page: the registration countdown and the site content (people, logos, pictures); the
 * Events page: every event the person may see (one list whatever its ?symposium= says; the page
 * picks its symposium's cards) and whether each symposium is open; the schedule: every timed
 * round; the gallery: the site content. Left out: pages whose calls carry the signed-in person's
 * id or address, and those whose scripts work the URL out of the page's filters or parameters
 * (placements, a past year's team, a certificate), where a copy here could drift from theirs.
 */
export const PAGE_DATA: Readonly<Record<string, readonly string[]>> = {
  '/': ['/api/timer/timer', '/api/site-content'],
  '/events': ['/api/events', '/api/symposium/status'],
  '/schedule': ['/api/schedule'],
  '/gallery': ['/api/site-content'],
};

/**
 * The page with preloads of `urls`. `crossorigin="anonymous"` makes each a CORS request with the
 * site's own cookies (credentials 'same-origin'), as the web's api-client calls fetch(): only a
 * preload of the same mode and credentials is handed to that call, any other is downloaded twice.
 * With the cookies it is the signed-in student's own answer, while the HTML stays the same for
 * everyone.
 */
export function withDataPreloads(html: string, urls: readonly string[]): string {
  const links = urls.map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin="anonymous" />`);
  return html.replace('</head>', `${links.join('')}</head>`);
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
      const pages = new Map(Object.entries(PAGE_DATA).map(([page, urls]) => [page, withDataPreloads(html, urls)]));

      /** An event link's HTML with its preview tags, from the events catalogue in memory. */
      async function eventPage(request: FastifyRequest): Promise<string | null> {
        const query = request.query as Record<string, string | undefined>;
        const id = Number(query.event);
        if (!opts.catalog || !Number.isSafeInteger(id) || id <= 0) return null;
        const event = await opts.catalog.get(id);
        if (!event || (query.symposium && query.symposium !== event.symposiumName)) return null;
        const site = siteOf(request, opts.publicUrl);
        return withDataPreloads(withEventMeta(html, event, site), PAGE_DATA['/events']!);
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
        const page = (url === '/events' && (await eventPage(request))) || pages.get(url) || html;
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
      });
    } else {
      app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: MSG.notFound }));
    }
  },
  { name: 'spa' },
);
