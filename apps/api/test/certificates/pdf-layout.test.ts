import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_INSET, QR, SEAL } from '../../src/modules/certificates/pdf';
import { DIALECTS, createTestApp, sendAs, type TestApp } from '../helpers/app';
import { createEvent, participant } from './fixtures';

// The certificate PDF with every value as long as the forms allow, in Latin and in Tamil script:
// each word, as pdftotext places it, stays inside the frame, clear of the seal, the QR code and
// every other word, and nothing is cut off.

/** `words` repeated up to exactly `length` characters, cut at a space. */
const upTo = (length: number, words: string) => {
  let text = words;
  while (text.length < length) text += ` ${words}`;
  return text.slice(0, length).trimEnd();
};

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

function wordsOf(pdf: Buffer): { words: Word[]; pageWidth: number; pageHeight: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cert-layout-'));
  const file = path.join(dir, 'c.pdf');
  fs.writeFileSync(file, pdf);
  const html = execFileSync('pdftotext', ['-bbox', file, '-']).toString();
  fs.rmSync(dir, { recursive: true, force: true });
  const page = /<page width="([\d.]+)" height="([\d.]+)"/.exec(html)!;
  const words = [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
    text: m[5]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&apos;', "'"),
  }));
  return { words, pageWidth: Number(page[1]), pageHeight: Number(page[2]) };
}

/** How far two boxes overlap, in points, in the direction they overlap least. */
function overlap(a: Omit<Word, 'text'>, b: Omit<Word, 'text'>): number {
  return Math.min(
    Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin),
    Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin),
  );
}

/**
 * Text as pdftotext reads it back: without spaces (letter-spaced words come back one letter at a
 * time) and with a Tamil vowel sign that is written before its consonant put first, as drawn.
 */
const asRead = (text: string) =>
  text
    .replace(/\s/g, '')
    .replace(/(.)([\u0BC6-\u0BC8])/g, '$2$1')
    .replace(/(.)\u0BCA/g, '\u0BC6$1\u0BBE')
    .replace(/(.)\u0BCB/g, '\u0BC7$1\u0BBE');

const sealBox = {
  xMin: SEAL.cx - SEAL.radius,
  xMax: SEAL.cx + SEAL.radius,
  yMin: SEAL.cy - SEAL.radius,
  yMax: SEAL.cy + SEAL.radius,
};
const qrBox = { xMin: QR.x, xMax: QR.x + QR.size, yMin: QR.y, yMax: QR.y + QR.size };
const inSeal = (w: Word) =>
  Math.hypot((w.xMin + w.xMax) / 2 - SEAL.cx, (w.yMin + w.yMax) / 2 - SEAL.cy) < SEAL.radius;

const CASES = [
  {
    script: 'Latin',
    settings: {
      societyName: upTo(120, 'Computer Society of Madras Institute of Technology, Anna University'),
      societyTagline: upTo(160, 'Department of Information Technology, Chromepet, Chennai'),
      signatories: [
        {
          name: upTo(80, 'Dr. Ponnusamy Venkatasubramanian Ramakrishnan'),
          title: upTo(120, 'Faculty Advisor, Department of Information Technology'),
        },
        { name: upTo(80, 'WWWWWWW MMMMMMMMM'), title: upTo(120, 'WWWWWWWWW MMMMMMMMMMMM') },
      ],
    },
    fullName: upTo(100, 'Venkata Satya Naga Sai Lakshmi Narasimha Prasad Chowdary Gudipati'),
    college: upTo(200, 'Sri Venkateswara College of Engineering and Technology (Autonomous)'),
    eventName: upTo(150, 'Paper Presentation: Artificial Intelligence for Agriculture'),
  },
  {
    script: 'Tamil',
    settings: {
      societyName: upTo(120, 'கணினி சங்கம், மெட்ராஸ் தொழில்நுட்ப நிறுவனம் (CSMIT)'),
      societyTagline: upTo(160, 'அண்ணா பல்கலைக்கழகம், குரோம்பேட்டை, சென்னை'),
      signatories: [
        {
          name: upTo(80, 'முனைவர் பொன்னுசாமி வெங்கடசுப்பிரமணியன்'),
          title: upTo(120, 'ஆசிரிய ஆலோசகர், தகவல் தொழில்நுட்பத் துறை'),
        },
        { name: upTo(80, 'மீனாட்சி சுந்தரம்'), title: upTo(120, 'தலைவர், கணினி சங்கம்') },
      ],
    },
    fullName: upTo(100, 'கார்த்திகேயன் சுப்பிரமணியன் S.'),
    college: upTo(200, 'தியாகராஜர் பொறியியல் கல்லூரி, மதுரை'),
    eventName: upTo(150, 'தமிழ் வினாடி வினா (Tamil Quiz)'),
  },
];

describe.each(DIALECTS)('certificate PDF layout on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let organizer: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { publicUrl: 'https://csmit.example.org' });
    admin = await t.adminCookie();
    organizer = (await t.createUser({ role: 'organizer' })).cookie;
  });
  afterAll(async () => t?.close());

  it.each(CASES)(
    'sets the longest values the forms allow ($script) without overlap or clipping',
    async (c) => {
      const saved = await sendAs(t, admin, 'PUT', '/api/certificate-settings', {
        ...c.settings,
      });
      expect(saved.statusCode).toBe(200);
      const eventId = await createEvent(t, c.eventName);
      const p = await participant(t, eventId, { fullName: c.fullName, college: c.college });
      const winners = await sendAs(t, organizer, 'PUT', `/api/events/${eventId}/winners`, {
        winners: [{ userId: p.id, position: 1 }],
      });
      expect(winners.statusCode).toBe(200);
      await sendAs(t, admin, 'POST', `/api/events/${eventId}/certificates`, { kind: 'merit' });
      const { code } = await t.db
        .selectFrom('certificates')
        .select('code')
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow();
      const res = await t.app.inject({ method: 'GET', url: `/api/certificates/${code}/pdf` });
      expect(res.statusCode).toBe(200);

      const { words, pageWidth, pageHeight } = wordsOf(res.rawPayload);
      const problems: string[] = [];
      for (const [i, w] of words.entries()) {
        if (
          w.xMin < FRAME_INSET ||
          w.yMin < FRAME_INSET ||
          w.xMax > pageWidth - FRAME_INSET ||
          w.yMax > pageHeight - FRAME_INSET
        )
          problems.push(`'${w.text}' runs past the frame`);
        if (!inSeal(w) && overlap(w, sealBox) > 0) problems.push(`'${w.text}' runs under the seal`);
        if (overlap(w, qrBox) > 0) problems.push(`'${w.text}' runs into the QR code`);
        for (const v of words.slice(i + 1)) {
          if (inSeal(w) && inSeal(v)) continue;
          if (overlap(w, v) > 0.5) problems.push(`'${w.text}' overlaps '${v.text}'`);
        }
      }
      expect(problems).toEqual([]);

      // Nothing is cut off: every word of every value is printed.
      const printed = words.map((w) => w.text).join('');
      const values = [
        c.settings.societyName.toUpperCase(),
        c.settings.societyTagline,
        ...c.settings.signatories.flatMap((s) => [s.name, s.title]),
        c.fullName,
        c.college,
        c.eventName,
      ];
      for (const value of values)
        for (const word of value.split(' ')) expect(printed).toContain(asRead(word));
    },
  );
});
