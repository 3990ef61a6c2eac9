import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { createEvent, multipart, pngImage, withCookie } from './fixtures';

// A shared event link (/events?symposium=…&event={id}) previews with the event's title,
// description and poster: the Open Graph and Twitter card tags are in the HTML the server sends.

const SITE_HTML =
  '<!doctype html><html><head><title>CSMIT</title>' +
  '<meta name="description" content="The society." />' +
  '<meta property="og:title" content="CSMIT — Computer Society of MIT" />' +
  '<meta property="og:description" content="The society." /></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

describe.each(DIALECTS)('event link previews on %s', (dialect) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), SITE_HTML);
    t = await createTestApp(dialect, { webDist: dist, publicUrl: 'https://csmit.example' });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const doc = new JSDOM(res.body).window.document;
    const meta = (key: string) =>
      doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
    return { doc, meta, body: res.body, count: (key: string) => doc.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`).length };
  };

  it("serves the event's title, description, absolute poster URL and link in the tags", async () => {
    const admin = await t.adminCookie();
    const created = await createEvent(t, { eventName: 'Code Relay', eventDescription: 'Pairs race\nthrough puzzles.' });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/events/${created.id}/poster`,
      ...withCookie(multipart([{ name: 'poster', value: await pngImage(1600, 900), filename: 'p.png', contentType: 'image/png' }]), admin),
    });
    expect(up.statusCode).toBe(200);
    const posterUrl = up.json().event.posterUrl as string;
    const symposium = up.json().event.symposiumName as string;

    const p = await page(`/events?symposium=${symposium}&event=${created.id}`);
    expect(p.meta('og:title')).toBe(`Code Relay — ${symposium}`);
    expect(p.meta('og:description')).toBe('Pairs race through puzzles.');
    expect(p.meta('og:image')).toBe(`https://csmit.example${posterUrl}`);
    expect(p.meta('og:url')).toBe(`https://csmit.example/events?symposium=${symposium}&event=${created.id}`);
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    expect(p.meta('twitter:image')).toBe(`https://csmit.example${posterUrl}`);
    expect(p.doc.title).toBe(`Code Relay — ${symposium}`);
    // The site's own tags are replaced, not repeated.
    expect(p.count('og:title')).toBe(1);
    expect(p.count('description')).toBe(1);
    // The poster the tag names is there to fetch.
    expect((await t.app.inject({ method: 'GET', url: posterUrl })).statusCode).toBe(200);
  });

  it('escapes a hostile title and description so they stay text', async () => {
    const hostile = '"><script>alert(1)</script><meta property="og:title" content="x';
    const created = await createEvent(t, { eventName: hostile, eventDescription: `A & B <img src=x onerror=alert(1)> 'quoted'` });
    const p = await page(`/events?event=${created.id}`);
    expect(p.meta('og:title')).toBe(`${hostile} — Carteblanche`);
    expect(p.doc.title).toBe(`${hostile} — Carteblanche`);
    expect(p.meta('og:description')).toBe(`A & B <img src=x onerror=alert(1)> 'quoted'`);
    expect(p.doc.querySelectorAll('script')).toHaveLength(1);
    expect(p.doc.querySelectorAll('img')).toHaveLength(0);
    expect(p.count('og:title')).toBe(1);
    expect(p.body).not.toContain('<script>alert(1)</script>');
  });

  it('serves the plain page for an unknown event, another symposium or a malformed id', async () => {
    const created = await createEvent(t, { eventName: 'Quiz Bowl' });
    for (const url of ['/events?event=999999', `/events?symposium=Nowhere&event=${created.id}`, '/events?event=abc', '/events']) {
      const p = await page(url);
      expect(p.meta('og:title'), url).toBe('CSMIT — Computer Society of MIT');
      expect(p.meta('og:image'), url).toBeNull();
    }
  });
});
