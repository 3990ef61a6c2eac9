import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { MSG_IMAGE_TOO_LARGE } from '../../src/lib/uploads';
import { DIALECTS, countRows, createTestApp, type TestApp } from '../helpers/app';
import { makePdf } from '../../src/db/seed/pdf';
import { cartForm, closeSymposium, insertEvent, manualBody, newTxn, openSymposia, payCart } from '../registrations/fixtures';

// Refusing must be cheaper than accepting: rules that need no image come first, a picture's size
// is read from its header, submissions per student and anonymous uploads are capped.

const ONE_PIXEL = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer();

/** A real one-pixel PNG whose header is rewritten to claim width × height (CRC mended). */
function pngHeader(width: number, height: number): Buffer {
  const png = Buffer.from(ONE_PIXEL);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

function experienceForm() {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ name: 'Kavya S', email: 'kavya@example.com', type: 'Placement', year: '2024', company: 'Zoho' })) fd.append(k, v);
  fd.append('pdf', new Blob([new Uint8Array(makePdf())], { type: 'application/pdf' }), 'experience.pdf');
  return fd;
}

describe.each(DIALECTS)('cheap refusals on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { placementUploadsPerIpPerDay: 2, paymentSubmissionsPerMinute: 10 });
    await openSymposia(t);
  });
  afterAll(async () => t?.close());

  const payWithPng = async (cookie: string, eventId: number, amount: number, png: Buffer) => {
    const form = cartForm(
      { eventIds: JSON.stringify([eventId]), transactionId: newTxn(), mobileNumber: '9876501234', transactionAmount: String(amount) },
      { data: png, filename: 'receipt.png', contentType: 'image/png' },
    );
    return payCart(t, cookie, form);
  };
  const stored = async () => [await countRows(t, 'payments'), await countRows(t, 'files'), await countRows(t, 'registrations')];

  it('checks the event and the fee before looking at the screenshot', async () => {
    const s = await t.createUser();
    const e = await insertEvent(t, { fees: 150, symposium: 'Enigma' });
    await closeSymposium(t, 'Enigma');
    const before = await stored();
    // A huge picture that would not even decode: the closed event is what the student hears about.
    const closed = await payWithPng(s.cookie, e.id, 150, pngHeader(6300, 6300));
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).not.toBe(MSG.screenshotUnreadable);
    const open = await insertEvent(t, { fees: 150 });
    const wrongFee = await payWithPng(s.cookie, open.id, 99, pngHeader(6300, 6300));
    expect(wrongFee.json().message).toBe(MSG.amountMismatch(99, 150));
    expect(await stored()).toEqual(before);
    await openSymposia(t);
  });

  it('refuses a screenshot over 8,000 px on a side or 40 megapixels with 413, from its header, storing nothing', async () => {
    const s = await t.createUser();
    const before = await stored();
    for (const [w, h] of [
      [9000, 10],
      [10, 8001],
      [6400, 6400],
    ] as const) {
      const e = await insertEvent(t, { fees: 150 });
      const res = await payWithPng(s.cookie, e.id, 150, pngHeader(w, h));
      expect([res.statusCode, res.json().message], `${w}x${h}`).toEqual([413, MSG_IMAGE_TOO_LARGE]);
    }
    expect(await stored()).toEqual(before);
  });

  it('lets a student submit 10 payments a minute, then answers 429', async () => {
    const s = await t.createUser();
    const e = await insertEvent(t, { fees: 150 });
    const codes: number[] = [];
    // Wrong amounts: cheap to refuse, but each is a submission.
    for (let i = 0; i < 12; i++) codes.push((await t.app.inject({ method: 'POST', url: '/api/registrations', headers: { cookie: s.cookie }, payload: manualBody(s.id, e.id, 1) })).statusCode);
    expect(codes).toEqual([...Array(10).fill(400), 429, 429]);
    // Another student is not affected.
    const other = await t.createUser();
    expect((await t.app.inject({ method: 'POST', url: '/api/registrations', headers: { cookie: other.cookie }, payload: manualBody(other.id, e.id, 150) })).statusCode).toBe(201);
  });

  it('caps anonymous placement uploads per address a day, storing nothing once over', async () => {
    const submit = (ip: string) => t.app.inject({ method: 'POST', url: '/api/placements/submit-experience', payload: experienceForm(), remoteAddress: ip });
    expect((await submit('10.9.0.1')).statusCode).toBe(201);
    expect((await submit('10.9.0.1')).statusCode).toBe(201);
    const before = [await countRows(t, 'experiences'), await countRows(t, 'files')];
    const third = await submit('10.9.0.1');
    expect([third.statusCode, third.json().message]).toEqual([429, MSG.experienceDailyLimit]);
    expect([await countRows(t, 'experiences'), await countRows(t, 'files')]).toEqual(before);
    expect((await submit('10.9.0.2')).statusCode).toBe(201);
  });

  it('caps placement uploads waiting for review in all', async () => {
    const capped = await createTestApp(dialect, { placementPendingMax: 2 });
    try {
      const submit = (ip: string) => capped.app.inject({ method: 'POST', url: '/api/placements/submit-experience', payload: experienceForm(), remoteAddress: ip });
      expect((await submit('10.8.0.1')).statusCode).toBe(201);
      expect((await submit('10.8.0.2')).statusCode).toBe(201);
      const full = await submit('10.8.0.3');
      expect([full.statusCode, full.json().message]).toEqual([429, MSG.experienceQueueFull]);
      expect(await countRows(capped, 'experiences')).toBe(2);
    } finally {
      await capped.close();
    }
  });
});
