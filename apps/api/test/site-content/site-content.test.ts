import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SiteContent, SiteItem } from '@app/shared';
import { SiteContentCache } from '../../src/modules/site-content/cache';
import { DIALECTS, countRows, rolesTestAppHooks, type TestApp } from '../helpers/app';
import { auditActions, insertStoredFile, jpegImage, multipart, pdfFile, pngImage, withCookie } from '../events/fixtures';

describe.each(DIALECTS)('site content on %s', (dialect) => {
  let t: TestApp;
  let admin: string, student: string, organizer: string;
  rolesTestAppHooks(dialect, (roles) => {
    ({ t, admin, student, organizer } = roles);
  });

  const publicContent = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-content' });
    expect(res.statusCode).toBe(200);
    return { body: res.json() as SiteContent, etag: res.headers.etag as string };
  };
  const adminItems = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/site-content', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    return res.json() as SiteItem[];
  };
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const uploadImage = (id: number, value: Buffer, cookie = admin, contentType = 'image/png') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/site-content/items/${id}/image`,
      ...withCookie(multipart([{ name: 'image', value, filename: 'photo.png', contentType }]), cookie),
    });
  const lastAudit = async () =>
    t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

  describe('seeded content (GET /api/site-content)', () => {
    it("holds today's landing page: 3 alumni, 6 steps, 2 advisors, 17 office bearers, 8 sponsors, 28 pictures", async () => {
      const { body } = await publicContent();
      expect(body.alumni).toHaveLength(3);
      expect(body.timeline.map((s) => s.fields.year)).toEqual(['1983', '1990s', '2005', '2010', '2020', '2024']);
      expect(body.faculty).toHaveLength(2);
      expect(body.officeBearers).toHaveLength(17);
      expect(body.officeBearers[0]!.fields).toEqual({ name: 'Student Name (placeholder)', role: 'President' });
      expect(body.officeBearers[0]!.imageKey).toBe('office-bearers/office-bearer-01');
      expect(body.sponsors.map((s) => s.fields.name)).toContain('Quantix Labs');
      expect(body.sponsors).toHaveLength(8);
      expect(body.gallery).toHaveLength(28);
      expect(body.gallery[0]!.fields.caption).toBe('Enigma inauguration');
      expect(body.pastYears).toEqual([]);
    });

    it('marks the people and pictures as placeholders, and the history as real', async () => {
      const items = await adminItems();
      const placeholders = items.filter((i) => i.isPlaceholder).map((i) => i.section);
      expect(placeholders.filter((s) => s === 'office-bearers')).toHaveLength(17);
      expect(placeholders.filter((s) => s === 'gallery')).toHaveLength(28);
      expect(items.filter((i) => i.section === 'timeline').every((i) => !i.isPlaceholder)).toBe(true);
    });

    it('answers with an ETag, gzip on request, and 304 when unchanged', async () => {
      const gz = await t.app.inject({ method: 'GET', url: '/api/site-content', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['cache-control']).toBe('no-cache');
      expect(gz.headers.vary).toBe('Accept-Encoding');
      const etag = gz.headers.etag as string;
      expect(etag).toMatch(/^"sc-/);
      const again = await t.app.inject({ method: 'GET', url: '/api/site-content', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  });

  describe('access', () => {
    it('keeps every change and the admin list to the admin', async () => {
      const [first] = await adminItems();
      const calls = [
        { method: 'GET' as const, url: '/api/admin/site-content' },
        { method: 'POST' as const, url: '/api/admin/site-content/sections/sponsors', payload: { fields: { name: 'X' } } },
        { method: 'PUT' as const, url: `/api/admin/site-content/items/${first!.id}`, payload: { fields: { name: 'X' } } },
        { method: 'DELETE' as const, url: `/api/admin/site-content/items/${first!.id}` },
        { method: 'PUT' as const, url: '/api/admin/site-content/sections/sponsors/order', payload: { ids: [] } },
        { method: 'POST' as const, url: '/api/admin/site-content/new-year', payload: { year: 2030 } },
      ];
      for (const call of calls) {
        expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url} anonymous`).toBe(401);
        for (const cookie of [student, organizer])
          expect((await t.app.inject({ ...call, headers: { cookie } })).statusCode, `${call.method} ${call.url}`).toBe(403);
      }
      expect((await uploadImage(first!.id, await pngImage(300, 300), student)).statusCode).toBe(403);
      expect((await publicContent()).body.alumni).toHaveLength(3);
    });
  });

  describe('add, edit and remove', () => {
    it('adds a sponsor at the end, seen by visitors at once and audited', async () => {
      const before = await publicContent();
      const res = await send('POST', '/api/admin/site-content/sections/sponsors', { fields: { name: '  Acme Systems ' } });
      expect(res.statusCode).toBe(201);
      expect(res.json().item).toMatchObject({ section: 'sponsors', fields: { name: 'Acme Systems' }, isPlaceholder: false, image: null });
      const after = await publicContent();
      expect(after.etag).not.toBe(before.etag);
      expect(after.body.sponsors.at(-1)!.fields.name).toBe('Acme Systems');
      const audit = await lastAudit();
      expect(audit.action).toBe('site-content.create');
      expect(JSON.parse(audit.after_json!).fields).toEqual({ name: 'Acme Systems' });
    });

    it("edits an office bearer's name, clears the placeholder mark and keeps before and after in the audit log", async () => {
      const president = (await adminItems()).find((i) => i.section === 'office-bearers')!;
      const res = await send('PUT', `/api/admin/site-content/items/${president.id}`, {
        fields: { name: 'Priya Raman', role: 'President' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().item).toMatchObject({ fields: { name: 'Priya Raman', role: 'President' }, isPlaceholder: false });
      expect((await publicContent()).body.officeBearers[0]!.fields.name).toBe('Priya Raman');
      const audit = await lastAudit();
      expect(audit.action).toBe('site-content.update');
      expect(JSON.parse(audit.before_json!).fields.name).toBe('Student Name (placeholder)');
      expect(JSON.parse(audit.after_json!).fields.name).toBe('Priya Raman');
    });

    it('refuses missing or over-long fields with the field named, and changes nothing', async () => {
      const before = await publicContent();
      const alumnus = before.body.alumni[0]!;
      const missing = await send('PUT', `/api/admin/site-content/items/${alumnus.id}`, { fields: { name: 'A', batch: '', role: 'R', quote: 'Q' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Batch is required.');
      const long = await send('POST', '/api/admin/site-content/sections/gallery', { fields: { caption: 'x'.repeat(121) } });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toMatch(/Caption/);
      const unknown = await send('POST', '/api/admin/site-content/sections/members', { fields: { name: 'x' } });
      expect(unknown.statusCode).toBe(400);
      expect((await publicContent()).etag).toBe(before.etag);
    });

    it('removes a timeline step, closing the gap in the order', async () => {
      const { body } = await publicContent();
      const step = body.timeline[1]!;
      const res = await send('DELETE', `/api/admin/site-content/items/${step.id}`);
      expect(res.statusCode).toBe(200);
      const after = (await publicContent()).body.timeline;
      expect(after.map((s) => s.fields.year)).toEqual(['1983', '2005', '2010', '2020', '2024']);
      const positions = await t.db.selectFrom('site_content_items').select('position').where('section', '=', 'timeline').orderBy('position').execute();
      expect(positions.map((p) => p.position)).toEqual([0, 1, 2, 3, 4]);
      expect((await lastAudit()).action).toBe('site-content.delete');
      expect((await send('DELETE', `/api/admin/site-content/items/${step.id}`)).statusCode).toBe(404);
    });
  });

  describe('PUT /api/admin/site-content/sections/:section/order', () => {
    it('saves a new order of the whole section', async () => {
      const ids = (await publicContent()).body.faculty.map((f) => f.id);
      const res = await send('PUT', '/api/admin/site-content/sections/faculty/order', { ids: [...ids].reverse() });
      expect(res.statusCode).toBe(200);
      expect((await publicContent()).body.faculty.map((f) => f.id)).toEqual([...ids].reverse());
      const audit = await lastAudit();
      expect(audit.action).toBe('site-content.reorder');
      expect(JSON.parse(audit.after_json!).ids).toEqual([...ids].reverse());
    });

    it('refuses a list that is not exactly the section (missing, repeated or foreign ids) and changes nothing', async () => {
      const { body, etag } = await publicContent();
      const ids = body.faculty.map((f) => f.id);
      for (const bad of [[ids[0]], [ids[0], ids[0]], [ids[0], body.alumni[0]!.id]]) {
        const res = await send('PUT', '/api/admin/site-content/sections/faculty/order', { ids: bad });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('The list changed meanwhile. Reload the page and reorder again.');
      }
      expect((await publicContent()).etag).toBe(etag);
    });
  });

  describe('POST /api/admin/site-content/items/:id/image', () => {
    const fetchImage = (url: string) => t.app.inject({ method: 'GET', url });

    it("re-encodes an office bearer's photo to square WebP at 96 and 192 px, served immutable", async () => {
      const bearer = (await publicContent()).body.officeBearers[1]!;
      const res = await uploadImage(bearer.id, await jpegImage(900, 1200), admin, 'image/jpeg');
      expect(res.statusCode).toBe(200);
      const item = res.json().item as SiteItem;
      expect(item.imageKey).toBeNull();
      expect(item.image).toMatchObject({ width: 192, height: 192 });
      expect(item.image!.srcset.map(([w]) => w)).toEqual([96, 192]);
      for (const [w, url] of item.image!.srcset) {
        expect(url).toMatch(/^\/api\/site-content\/images\/\d+-[0-9a-f]{16}\.webp$/);
        const img = await fetchImage(url);
        expect(img.statusCode).toBe(200);
        expect(img.headers['content-type']).toBe('image/webp');
        expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(img.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, w]);
        expect(meta.exif).toBeUndefined();
        expect((await fetchImage(url).then((r) => r.headers.etag)) === img.headers.etag).toBe(true);
      }
      expect((await publicContent()).body.officeBearers[1]!.image!.srcset).toEqual(item.image!.srcset);
      const audit = await lastAudit();
      expect(audit.action).toBe('site-content.image');
      expect(JSON.parse(audit.after_json!)).toMatchObject({ uploadedType: 'jpeg', image: [96, 192] });
    });

    it('answers 304 to its ETag, and 404 to a wrong hash, a made-up name or a file that is not a site image', async () => {
      const sponsor = (await publicContent()).body.sponsors[0]!;
      const url = (await uploadImage(sponsor.id, await pngImage(300, 100))).json().item.image.srcset[0][1] as string;
      const first = await fetchImage(url);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } });
      expect(again.statusCode).toBe(304);
      expect((await fetchImage(url.replace(/-[0-9a-f]{16}\./, '-0000000000000000.'))).statusCode).toBe(404);
      expect((await fetchImage('/api/site-content/images/1-abc.webp')).statusCode).toBe(404);
      const other = await insertStoredFile(t, 'poster', 'b');
      expect((await fetchImage(`/api/site-content/images/${other.id}-${'b'.repeat(16)}.webp`)).statusCode).toBe(404);
      expect((await fetchImage(`/api/posters/${other.id}-${'b'.repeat(16)}.webp`)).statusCode).toBe(200);
    });

    it('replacing a photo removes the old files', async () => {
      const bearer = (await publicContent()).body.officeBearers[2]!;
      const first = (await uploadImage(bearer.id, await pngImage(400, 400))).json().item as SiteItem;
      const files = await countRows(t, 'files');
      const second = (await uploadImage(bearer.id, await pngImage(500, 500))).json().item as SiteItem;
      expect(await countRows(t, 'files')).toBe(files);
      expect((await fetchImage(first.image!.srcset[0]![1])).statusCode).toBe(404);
      expect((await fetchImage(second.image!.srcset[0]![1])).statusCode).toBe(200);
    });

    it('keeps a logo\'s shape at 32 and 64 px high, and gallery pictures at 320 to 1280 px wide', async () => {
      const sponsor = (await publicContent()).body.sponsors[0]!;
      const logo = (await uploadImage(sponsor.id, await pngImage(500, 100))).json().item as SiteItem;
      expect(logo.image).toMatchObject({ width: 160, height: 32, color: 'transparent' });
      expect(logo.image!.srcset.map(([w]) => w)).toEqual([160, 320]);
      const shot = (await publicContent()).body.gallery[0]!;
      const photo = (await uploadImage(shot.id, await pngImage(1600, 1200))).json().item as SiteItem;
      expect(photo.image).toMatchObject({ width: 1280, height: 960 });
      expect(photo.image!.srcset.map(([w]) => w)).toEqual([320, 640, 960, 1280]);
    });

    it('judges the file by its bytes and size: a PDF named .png is 415, a broken image 400, over 5 MB or 8,000 px 413', async () => {
      const { body, etag } = await publicContent();
      const id = body.alumni[0]!.id;
      const files = await countRows(t, 'files');
      const pdf = await uploadImage(id, pdfFile());
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json().message).toBe('The picture must be a JPEG, PNG or WebP image.');
      const png = await pngImage(200, 200);
      const broken = await uploadImage(id, Buffer.concat([png.subarray(0, 40), Buffer.alloc(200)]));
      expect(broken.statusCode).toBe(400);
      expect(broken.json().message).toBe('The picture could not be read. Please choose another image.');
      const huge = await uploadImage(id, Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]));
      expect(huge.statusCode).toBe(413);
      const wide = await uploadImage(id, await sharp({ create: { width: 9000, height: 10, channels: 3, background: '#000' } }).png().toBuffer());
      expect(wide.statusCode).toBe(413);
      const timeline = await uploadImage(body.timeline[0]!.id, png);
      expect(timeline.statusCode).toBe(400);
      expect(await countRows(t, 'files')).toBe(files);
      expect((await publicContent()).etag).toBe(etag);
    });
  });

  describe("'Start a new year' (POST /api/admin/site-content/new-year)", () => {
    it('archives the office bearers under the year, empties the list and serves the year publicly', async () => {
      const before = (await publicContent()).body.officeBearers;
      const res = await send('POST', '/api/admin/site-content/new-year', { year: 2025 });
      expect(res.statusCode).toBe(200);
      const now = (await publicContent()).body;
      expect(now.officeBearers).toEqual([]);
      expect(now.pastYears).toEqual([2025]);
      expect(now.alumni).toHaveLength(3);
      const year = await t.app.inject({ method: 'GET', url: '/api/site-content/years/2025' });
      expect(year.statusCode).toBe(200);
      expect(year.json().officeBearers.map((i: SiteItem) => i.fields.name)).toEqual(before.map((i) => i.fields.name));
      expect(year.json().officeBearers[0].fields.name).toBe('Priya Raman');
      // The archived photos stay served.
      expect((await t.app.inject({ method: 'GET', url: before[1]!.image!.srcset[0]![1] })).statusCode).toBe(200);
      const audit = await lastAudit();
      expect([audit.action, JSON.parse(audit.after_json!).archived]).toEqual(['site-content.new-year', before.length]);
    });

    it('refuses a year already archived, an empty list and a year before the founding', async () => {
      const again = await send('POST', '/api/admin/site-content/new-year', { year: 2025 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('The office bearers of 2025 are already archived. Choose another year.');
      expect((await send('POST', '/api/admin/site-content/new-year', { year: 2026 })).statusCode).toBe(400);
      expect((await send('POST', '/api/admin/site-content/new-year', { year: 1900 })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/api/site-content/years/2026' })).statusCode).toBe(404);
      const added = await send('POST', '/api/admin/site-content/sections/office-bearers', { fields: { name: 'New Lead', role: 'President' } });
      expect(added.statusCode).toBe(201);
      expect((await publicContent()).body.officeBearers.map((i) => i.fields.name)).toEqual(['New Lead']);
      expect((await t.app.inject({ method: 'GET', url: '/api/site-content/years/2025' })).json().officeBearers).toHaveLength(17);
    });
  });

  describe('cache', () => {
    it('serves from memory within a second, and sees another process\'s change by the version row', async () => {
      // A second cache on the same database stands for another API process.
      const other = new SiteContentCache(t.db, 60_000);
      const first = await other.content();
      const queries = t.handle.stats.queries;
      expect((await other.content()).etag).toBe(first.etag);
      expect(t.handle.stats.queries).toBe(queries);

      const res = await send('POST', '/api/admin/site-content/sections/gallery', { fields: { caption: 'Hackathon 2026' } });
      expect(res.statusCode).toBe(201);
      // Within its recheck interval the other process still answers from memory…
      expect((await other.content()).etag).toBe(first.etag);
      // …and once it rechecks, one cheap query finds the new version and it reloads.
      const checking = new SiteContentCache(t.db, 0);
      const fresh = await checking.content();
      expect(JSON.parse(fresh.body.toString()).gallery.at(-1).fields.caption).toBe('Hackathon 2026');
      const before = t.handle.stats.queries;
      expect((await checking.content()).etag).toBe(fresh.etag);
      expect(t.handle.stats.queries - before).toBe(1);
    });
  });

  it('wrote one audit row per change', async () => {
    const actions = (await auditActions(t)).filter((a) => a.startsWith('site-content.'));
    expect(new Set(actions)).toEqual(
      new Set(['site-content.create', 'site-content.update', 'site-content.delete', 'site-content.reorder', 'site-content.image', 'site-content.new-year']),
    );
  });
});
