import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { DIALECTS, countRows, createAdminTestApp, type TestApp } from '../helpers/app';
import {
  auditActions,
  createEvent,
  insertStoredFile,
  jpegImage,
  multipart,
  pdfFile,
  pngImage,
  withCookie,
  type Part,
} from './fixtures';

describe.each(DIALECTS)('event posters on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await createAdminTestApp(dialect)));
  afterAll(async () => t?.close());

  const upload = async (eventId: number, parts: Part[], cookie = admin) =>
    t.app.inject({ method: 'POST', url: `/api/events/${eventId}/poster`, ...withCookie(multipart(parts), cookie) });
  const posterPart = (value: Buffer, filename = 'poster.png', contentType = 'image/png'): Part => ({
    name: 'poster',
    value,
    filename,
    contentType,
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('POST /api/events/:id/poster', () => {
    it('re-encodes a PNG to WebP at 800 and 400 px wide and serves it from a hashed, long-cached URL', async () => {
      const event = await createEvent(t);
      const res = await upload(event.id, [{ name: 'symposiumName', value: 'Carteblanche' }, posterPart(await pngImage(1600, 900))]);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Poster uploaded successfully!');
      const { posterUrl, posterSmallUrl } = res.json().event;
      expect(posterUrl).toMatch(/^\/api\/posters\/\d+-[0-9a-f]{16}\.webp$/);
      expect(posterSmallUrl).toMatch(/^\/api\/posters\/\d+-[0-9a-f]{16}\.webp$/);

      const big = await get(posterUrl);
      expect(big.statusCode).toBe(200);
      expect(big.headers['content-type']).toBe('image/webp');
      expect(big.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(big.headers.etag).toBeTruthy();
      expect((await sharp(big.rawPayload).metadata()).width).toBe(800);
      expect((await sharp(big.rawPayload).metadata()).height).toBe(450);
      const small = await get(posterSmallUrl);
      expect((await sharp(small.rawPayload).metadata()).width).toBe(400);

      const revalidated = await get(posterUrl, { 'if-none-match': big.headers.etag as string });
      expect(revalidated.statusCode).toBe(304);

      const listed = (await get('/api/events')).json().find((e: { id: number }) => e.id === event.id);
      expect(listed.posterUrl).toBe(posterUrl);
      expect((await get('/api/events')).body).not.toMatch(/base64|data:image/);
      expect((await auditActions(t)).at(-1)).toBe('event.poster.upload');
    });

    it('keeps a small JPEG at its own width and accepts it without a symposium name', async () => {
      const event = await createEvent(t);
      const res = await upload(event.id, [posterPart(await jpegImage(300, 400), 'p.jpg', 'image/jpeg')]);
      expect(res.statusCode).toBe(200);
      const big = await get(res.json().event.posterUrl);
      expect((await sharp(big.rawPayload).metadata()).width).toBe(300);
    });

    it('replaces the old poster: the old URL stops answering and its files are gone', async () => {
      const event = await createEvent(t);
      const first = (await upload(event.id, [posterPart(await pngImage(900, 900))])).json().event;
      const filesAfterFirst = await countRows(t, 'files');
      const second = (await upload(event.id, [posterPart(await jpegImage(900, 600), 'b.jpg', 'image/jpeg')])).json().event;
      expect(second.posterUrl).not.toBe(first.posterUrl);
      expect((await get(first.posterUrl)).statusCode).toBe(404);
      expect((await get(second.posterUrl)).statusCode).toBe(200);
      expect(await countRows(t, 'files')).toBe(filesAfterFirst);
    });

    it.each([
      ['a 6 MB image', async () => posterPart(Buffer.concat([await pngImage(50, 50), Buffer.alloc(6 * 1024 * 1024)])), 413, 'The file must be at most 5 MB.'],
      ['a PDF named .png', async () => posterPart(pdfFile(), 'poster.png', 'image/png'), 415, MSG.posterType],
      ['text named .jpg', async () => posterPart(Buffer.from('hello, not an image at all'), 'x.jpg', 'image/jpeg'), 415, MSG.posterType],
      ['a broken JPEG', async () => posterPart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), 'x.jpg', 'image/jpeg'), 400, MSG.posterUnreadable],
    ])('refuses %s with a message and stores nothing', async (_label, make, status, message) => {
      const event = await createEvent(t);
      const files = await countRows(t, 'files');
      const res = await upload(event.id, [await make()]);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await countRows(t, 'files')).toBe(files);
      expect((await get(`/api/events/${event.id}`)).json().posterUrl).toBeNull();
    });

    it('asks for a file, checks the symposium name and the event', async () => {
      const event = await createEvent(t, { symposiumName: 'Enigma' });
      const none = await upload(event.id, [{ name: 'symposiumName', value: 'Enigma' }]);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(MSG.posterRequired);
      const unknown = await upload(event.id, [{ name: 'symposiumName', value: 'Nope' }, posterPart(await pngImage(10, 10))]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(MSG.unknownSymposium);
      const wrong = await upload(event.id, [{ name: 'symposiumName', value: 'Carteblanche' }, posterPart(await pngImage(10, 10))]);
      expect(wrong.statusCode).toBe(404);
      const missing = await upload(987654, [posterPart(await pngImage(10, 10))]);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MSG.eventNotFound);
    });

    it('is for the admin only', async () => {
      const event = await createEvent(t);
      const organizer = await t.createUser({ role: 'organizer' });
      const res = await upload(event.id, [posterPart(await pngImage(10, 10))], organizer.cookie);
      expect(res.statusCode).toBe(403);
    });
  });

  describe('DELETE /api/events/:id/poster', () => {
    it('removes the poster and its files', async () => {
      const event = await createEvent(t);
      const { posterUrl } = (await upload(event.id, [posterPart(await pngImage(500, 500))])).json().event;
      const files = await countRows(t, 'files');
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/events/${event.id}/poster`,
        headers: { cookie: admin },
        payload: { symposiumName: 'Carteblanche' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Poster removed successfully!');
      expect((await get(posterUrl)).statusCode).toBe(404);
      expect((await get(`/api/events/${event.id}`)).json()).toMatchObject({ posterUrl: null, posterSmallUrl: null });
      expect(await countRows(t, 'files')).toBe(files - 2);
      expect((await auditActions(t)).at(-1)).toBe('event.poster.remove');
      const again = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/poster`, headers: { cookie: admin } });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(MSG.noPoster);
    });
  });

  describe('GET /api/posters/:file', () => {
    it('answers 404 to a wrong hash, a made-up name or a file that is not a poster', async () => {
      const event = await createEvent(t);
      const { posterUrl } = (await upload(event.id, [posterPart(await pngImage(200, 200))])).json().event;
      const wrongHash = posterUrl.replace(/-[0-9a-f]{16}\./, '-0000000000000000.');
      expect((await get(wrongHash)).statusCode).toBe(404);
      expect((await get('/api/posters/../../etc/passwd')).statusCode).toBe(404);
      expect((await get('/api/posters/1-abc.webp')).statusCode).toBe(404);
      const pdf = await insertStoredFile(t, 'account-qr', 'a');
      expect((await get(`/api/posters/${pdf.id}-${'a'.repeat(16)}.webp`)).statusCode).toBe(404);
    });
  });
});
