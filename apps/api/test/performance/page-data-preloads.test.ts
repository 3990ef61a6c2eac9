import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { createEvent } from '../events/fixtures';

// The HTML of a page whose first API call its path decides (the Events page above all, in the
// minute registration opens) has the browser fetch that call's answer at once, with the scripts,
// in the mode and credentials of the web's own fetch. Other pages get the plain HTML.

const SITE_HTML =
  '<!doctype html><html><head><title>CSMIT</title>' +
  '<meta property="og:title" content="CSMIT — Computer Society of MIT" />' +
  '<script type="module" crossorigin src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

describe.each(DIALECTS)('data preloaded with the page on %s', (dialect) => {
  let t: TestApp;
  let dist: string;
  let student: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), SITE_HTML);
    t = await createTestApp(dialect, { webDist: dist, publicUrl: 'https://csmit.example' });
    student = (await t.createUser({ role: 'student' })).cookie;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    const doc = new JSDOM(res.body).window.document;
    const preloads = [...doc.head.querySelectorAll('link[rel="preload"]')];
    return {
      res,
      doc,
      preloads: preloads.map((l) => l.getAttribute('href')),
      links: preloads.map((l) => ({
        as: l.getAttribute('as'),
        crossorigin: l.getAttribute('crossorigin'),
      })),
    };
  };

  it("has the Events page's events and symposium status fetched with the HTML, whatever symposium or event it opens", async () => {
    const event = await createEvent(t, { eventName: 'Code Relay' });
    const urls = [
      '/events',
      '/events?symposium=Enigma',
      '/events?symposium=Carteblanche',
      `/events?symposium=${event.symposiumName}&event=${event.id}`,
      '/events?event=999999',
    ];
    for (const url of urls) {
      const p = await page(url);
      // The very calls of the page (GET /api/events, one list for both symposia; GET /api/symposium/status).
      expect(p.preloads, url).toEqual(['/api/events', '/api/symposium/status']);
      // A CORS fetch with the site's cookies, as the api-client's fetch(): else Chromium asks twice.
      for (const link of p.links)
        expect(link, url).toEqual({ as: 'fetch', crossorigin: 'anonymous' });
    }
    // A shared event link keeps its preview tags beside the preloads.
    const shared = await page(`/events?symposium=${event.symposiumName}&event=${event.id}`);
    expect(shared.doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      `Code Relay — ${event.symposiumName}`,
    );
  });

  it('preloads the landing page, schedule and gallery data, and nothing for pages whose calls only their scripts know', async () => {
    expect((await page('/')).preloads).toEqual(['/api/timer/timer', '/api/site-content']);
    expect((await page('/schedule')).preloads).toEqual(['/api/schedule']);
    expect((await page('/gallery')).preloads).toEqual(['/api/site-content']);
    for (const url of [
      '/events/1',
      '/placements',
      '/about/2024',
      '/verify/ABC123',
      '/registration',
      '/enrolled-events',
      '/cart',
      '/student-dashboard',
      '/admin/audit-log',
      '/organizer/check-in',
      '/no-such-page',
    ]) {
      expect((await page(url)).preloads, url).toEqual([]);
    }
  });

  it('each preloaded call answers a visitor and a signed-in student alike, and the HTML stays the same for both', async () => {
    for (const url of ['/', '/events?symposium=Enigma', '/schedule', '/gallery']) {
      const visitor = await page(url);
      const signedIn = await page(url, student);
      // No per-person HTML: it stays cacheable as before, and the cookies travel with the preloads.
      expect(signedIn.res.body, url).toBe(visitor.res.body);
      expect(visitor.res.headers['cache-control'], url).toBe('no-cache');
      expect(visitor.res.headers.vary ?? '', url).not.toMatch(/cookie/i);
      // Fetching them is allowed by the page's CSP (connect-src 'self').
      expect(String(visitor.res.headers['content-security-policy']), url).toMatch(
        /connect-src 'self'/,
      );
      for (const data of visitor.preloads) {
        for (const cookie of [undefined, student]) {
          const answer = await t.app.inject({
            method: 'GET',
            url: data!,
            headers: cookie ? { cookie } : {},
          });
          expect(answer.statusCode, `${data} ${cookie ? 'student' : 'visitor'}`).toBe(200);
          expect(answer.headers['content-type'], data!).toMatch(/^application\/json/);
        }
      }
    }
  });
});
