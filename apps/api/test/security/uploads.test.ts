import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_CSP } from '../../src/plugins/stored-file-csp';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { makePdf } from '../../src/db/seed/pdf';
import { insertEvent, multipart, openSymposia, type Part } from '../registrations/fixtures';
import { jpegMarkers, pngChunk, pngChunks, withJpegSegment, withPngChunks } from './image-bytes';
import { rowCounts } from './snapshot';

// Every upload kind (event poster, account QR PDF, experience PDF, payment screenshot): judged by
// content not name, capped at 5 MB, never written to disk under any name, images re-encoded, and
// every stored file served as an inert document of our own naming.

const SECRET = 'GPS 13.0108N 80.2337E Asha Iyer';
const HIDDEN = '<script>alert(document.cookie)</script>';
const EVIL_NAME = '../../../../tmp/evil.html';

async function photo(format: 'jpeg' | 'png') {
  const base = sharp({
    create: { width: 120, height: 80, channels: 3, background: '#8a3' },
  }).withExif({
    IFD0: { ImageDescription: SECRET, Copyright: SECRET },
  });
  const bytes = await (format === 'jpeg' ? base.jpeg() : base.png()).toBuffer();
  // A polyglot: the picture, then markup a browser might run if it ever sniffed the bytes.
  return Buffer.concat([bytes, Buffer.from(HIDDEN)]);
}

const html = Buffer.from(`<!doctype html><html><body>${HIDDEN}</body></html>`);
const svg = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${HIDDEN}</svg>`,
);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const overCap = (head: Buffer) =>
  Buffer.concat([head, Buffer.alloc(5 * 1024 * 1024 + 1 - head.length, 0x20)]);

interface Kind {
  name: string;
  /** The upload with this file in its file field (other fields valid). */
  send: (file: {
    data: Buffer;
    filename: string;
    contentType: string;
  }) => Promise<{ statusCode: number; body: string }>;
  good: () => Promise<Buffer>;
  wrong: Buffer[];
  /** Fetches what was stored from the last good upload: the response of the serving URL. */
  served: () => Promise<{
    statusCode: number;
    headers: Record<string, unknown>;
    rawPayload: Buffer;
  }>;
  image: boolean;
}

describe.each(DIALECTS)('uploads on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let student: { id: number; email: string; cookie: string };
  let dataDir: string;
  const last: Record<string, unknown> = {};
  let kinds: Kind[] = [];
  let n = 0;

  const send = (cookie: string | null, url: string, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
      // Each upload from its own address, so the per-address submission limit stays out of the way.
      remoteAddress: `10.9.${Math.floor(++n / 250)}.${n % 250}`,
    });
  };
  const get = (url: string, cookie = admin) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    dataDir = t.dialect === 'sqlite' ? path.dirname(t.handle.sqlite!.name) : '';
    admin = await t.adminCookie();
    student = await t.createUser();
    await openSymposia(t);
    const poster = await insertEvent(t, { fees: 0 });
    // Each good screenshot pays for an event of its own (one payment per event and student).
    const payable: number[] = [];
    for (let i = 0; i < 6; i += 1) payable.push((await insertEvent(t, { fees: 300 })).id);
    let paid = 0;

    kinds = [
      {
        name: 'event poster',
        image: true,
        send: (f) =>
          send(admin, `/api/events/${poster.id}/poster`, [
            { name: 'symposiumName', value: 'Carteblanche' },
            { name: 'poster', ...f },
          ]),
        good: () => photo('png'),
        wrong: [html, svg, exe],
        served: async () => {
          const event = (await get(`/api/events/${poster.id}`)).json();
          return get(event.posterUrl);
        },
      },
      {
        name: 'account QR PDF',
        image: false,
        send: async (f) => {
          const res = await send(admin, '/api/admin/accounts', [
            { name: 'accountName', value: 'CSMIT Association' },
            { name: 'bankName', value: 'Indian Bank' },
            { name: 'accountNumber', value: `60${++n}1234567` },
            { name: 'ifscCode', value: 'IDIB000M043' },
            { name: 'qrCodePdf', ...f },
          ]);
          if (res.statusCode === 201) last.account = res.json().account.id;
          return res;
        },
        good: async () => makePdf('Scan to pay'),
        wrong: [html, exe, await photo('jpeg')],
        served: () => get(`/api/admin/accounts/${last.account}/qr`),
      },
      {
        name: 'experience PDF',
        image: false,
        send: async (f) => {
          const res = await send(null, '/api/placements/submit-experience', [
            { name: 'name', value: 'Asha Iyer' },
            { name: 'email', value: 'asha@example.com' },
            { name: 'type', value: 'Placement' },
            { name: 'year', value: '2025' },
            { name: 'company', value: `Zoho ${++n}` },
            { name: 'pdf', ...f },
          ]);
          if (res.statusCode === 201) {
            const row = await t.db
              .selectFrom('experiences')
              .select('id')
              .orderBy('id', 'desc')
              .executeTakeFirstOrThrow();
            last.experience = row.id;
          }
          return res;
        },
        good: async () => makePdf('My interview at Zoho'),
        wrong: [html, exe, await photo('png')],
        served: () => get(`/api/placements/experiences/${last.experience}/pdf`),
      },
      {
        name: 'payment screenshot',
        image: true,
        send: async (f) => {
          const event = payable[paid]!;
          const res = await send(student.cookie, '/api/registrations', [
            { name: 'eventIds', value: `[${event}]` },
            { name: 'transactionId', value: `UTR${dialect}${Date.now()}${++n}` },
            { name: 'mobileNumber', value: '9876543210' },
            { name: 'transactionAmount', value: '300' },
            { name: 'transactionScreenshot', ...f },
          ]);
          if (res.statusCode === 201) {
            last.payment = res.json().paymentId;
            paid += 1;
          }
          return res;
        },
        good: () => photo('jpeg'),
        wrong: [html, svg, exe, makePdf('not an image')],
        served: () => get(`/api/payments/${last.payment}/screenshot`),
      },
    ];
  });
  afterAll(async () => t?.close());

  const eachKind = (fn: (k: Kind) => Promise<void>) => async () => {
    for (const k of kinds) await fn(k);
  };

  it(
    'judges every upload by its content: HTML, SVG, programs and the other kind are refused whatever they are called',
    eachKind(async (k) => {
      for (const data of k.wrong) {
        const before = await rowCounts(t);
        const claimed = k.image
          ? { filename: 'receipt.jpg', contentType: 'image/jpeg' }
          : { filename: 'resume.pdf', contentType: 'application/pdf' };
        const res = await k.send({ data, ...claimed });
        expect([400, 415], `${k.name}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
        expect(res.body).not.toContain('<script>');
        expect(await rowCounts(t), k.name).toBe(before);
      }
    }),
  );

  it(
    'refuses a file over 5 MB with 413 and keeps nothing of it',
    eachKind(async (k) => {
      const before = await rowCounts(t);
      const head = (await k.good()).subarray(0, 64);
      const res = await k.send({
        data: overCap(head),
        filename: k.image ? 'big.jpg' : 'big.pdf',
        contentType: k.image ? 'image/jpeg' : 'application/pdf',
      });
      expect(res.statusCode, k.name).toBe(413);
      expect(await rowCounts(t), k.name).toBe(before);
    }),
  );

  it(
    "never uses the uploaded file name: nothing on disk, and the file is served under the site's own name",
    eachKind(async (k) => {
      const disk = dataDir ? fs.readdirSync(dataDir).sort() : [];
      const res = await k.send({
        data: await k.good(),
        filename: EVIL_NAME,
        contentType: 'text/html',
      });
      expect([200, 201], `${k.name}: ${res.body}`).toContain(res.statusCode);
      if (dataDir) expect(fs.readdirSync(dataDir).sort(), k.name).toEqual(disk);
      expect(fs.existsSync(path.join(os.tmpdir(), 'evil.html'))).toBe(false);
      expect(fs.existsSync('/tmp/evil.html')).toBe(false);
      const served = await k.served();
      expect(served.statusCode, k.name).toBe(200);
      expect(String(served.headers['content-disposition'] ?? '')).not.toContain('evil');
      expect(String(served.headers['content-type']), k.name).not.toMatch(/html/);
    }),
  );

  it(
    'stores images re-encoded: no EXIF (location, names) and nothing hidden after the picture',
    eachKind(async (k) => {
      if (!k.image) return;
      const original = await k.good();
      expect(original.includes(SECRET)).toBe(true);
      const sent = await k.send({
        data: original,
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      });
      expect([200, 201], k.name).toContain(sent.statusCode);
      const served = await k.served();
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.includes(SECRET), `${k.name} kept the EXIF text`).toBe(false);
      expect(served.rawPayload.includes(HIDDEN), `${k.name} kept the appended markup`).toBe(false);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif, k.name).toBeUndefined();
      expect([meta.width, meta.height], k.name).toEqual([120, 80]);
    }),
  );

  it('stores a payment screenshot without EXIF, comments, text chunks or anything after its end, and it still decodes', async () => {
    const k = kinds.find((kind) => kind.name === 'payment screenshot')!;
    const jpeg = withJpegSegment(await photo('jpeg'), 0xfe, `comment ${SECRET}`);
    const plainPng = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#8a3' } }).png().toBuffer();
    const png = Buffer.concat([
      withPngChunks(plainPng, [pngChunk('tEXt', `Author\0${SECRET}`), pngChunk('iTXt', `Comment\0\0\0\0\0${SECRET}`), pngChunk('eXIf', `MM\0*${SECRET}`)]),
      Buffer.from(HIDDEN),
    ]);
    for (const [data, type] of [[jpeg, 'image/jpeg'], [png, 'image/png']] as const) {
      expect(data.includes(SECRET) && data.includes(HIDDEN)).toBe(true);
      const sent = await k.send({ data, filename: 'receipt', contentType: type });
      expect(sent.statusCode, sent.body).toBe(201);
      const served = await k.served();
      expect(served.headers['content-type']).toBe(type);
      const stored = served.rawPayload;
      expect(stored.includes(SECRET) || stored.includes(HIDDEN), type).toBe(false);
      if (type === 'image/jpeg') {
        expect(jpegMarkers(stored).filter((m) => /^E[1-9A-F]$|^FE$/.test(m)), 'APPn or COM kept').toEqual([]);
        expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
      } else {
        expect(pngChunks(stored)).toEqual(['IHDR', 'IDAT', 'IEND']);
      }
      const decoded = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
      expect([decoded.info.width, decoded.info.height]).toEqual([120, 80]);
      expect(decoded.data.equals(await sharp(data).raw().toBuffer())).toBe(true);
    }
  });

  it(
    'serves every stored file as an inert document: its own type, nosniff, and a CSP with no script, no plugin, no framing',
    eachKind(async (k) => {
      const sent = await k.send({
        data: await k.good(),
        filename: 'x',
        contentType: 'application/octet-stream',
      });
      expect([200, 201], k.name).toContain(sent.statusCode);
      const served = await k.served();
      expect(served.statusCode, k.name).toBe(200);
      expect(String(served.headers['content-type']), k.name).toMatch(
        k.image ? /^image\/(jpeg|png|webp)$/ : /^application\/pdf$/,
      );
      expect(served.headers['x-content-type-options'], k.name).toBe('nosniff');
      const csp = String(served.headers['content-security-policy']);
      expect(csp, k.name).toBe(FILE_CSP);
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/(^|; )sandbox($|;)/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      if (!k.image)
        expect(String(served.headers['content-disposition']), k.name).toMatch(
          /^inline; filename="[a-z0-9-]+\.pdf"$/,
        );
    }),
  );
});
