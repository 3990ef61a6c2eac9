import crypto from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from '../helpers/app';

// Bodies and files for the events, accounts and symposium tests.

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

export function eventBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    eventName: 'Code Sprint',
    eventCategory: 'Technical Events',
    eventDescription: 'Solve as many problems as you can in ninety minutes. '.repeat(3).trim(),
    numberOfRounds: 2,
    teamOrIndividual: 'Team',
    location: 'Rajam Hall',
    registrationFees: 150,
    coordinatorName: 'Anitha K',
    coordinatorContactNo: '9876501234',
    coordinatorMail: 'anitha@example.com',
    lastDateForRegistration: days(10),
    isOpenForNonMIT: true,
    symposiumName: 'Carteblanche',
    rounds: [
      { roundDetails: 'Online qualifier', roundDateTime: days(12) },
      { roundDetails: 'Final in the lab', roundDateTime: days(13) },
    ],
    ...overrides,
  };
}

export async function createEvent(t: TestApp, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { cookie: await t.adminCookie() },
    payload: eventBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create event failed: ${res.statusCode} ${res.body}`);
  return res.json().event as { id: number; [k: string]: unknown };
}

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, as a browser would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename) head += `; filename="${p.filename}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const pngImage = (width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#1c5d99' } }).png().toBuffer();

export const jpegImage = (width = 1200, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: '#aa3322' } }).jpeg().toBuffer();

/** A small but valid one-page PDF. */
export const pdfFile = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/**
 * A stored file of `kind` holding a small PDF, with a made-up hash of 64 × `hashDigit`: for the
 * checks that a file of another kind cannot be read through a URL meant for one kind.
 */
export const insertStoredFile = (t: TestApp, kind: string, hashDigit: string) =>
  t.db
    .insertInto('files')
    .values({ kind, content_type: 'application/pdf', size: 10, sha256: hashDigit.repeat(64), bytes: pdfFile() })
    .returning('id')
    .executeTakeFirstOrThrow();

/** The first bytes of a Windows executable. */
export const exeFile = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), crypto.randomBytes(512)]);

export function accountParts(overrides: Record<string, string> = {}, qr?: Part | null): Part[] {
  const fields = {
    accountName: 'CSMIT Association',
    bankName: 'State Bank of India',
    accountNumber: '00000012345678',
    ifscCode: 'SBIN0001234',
    upiId: 'csmit@sbi',
    ...overrides,
  };
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (qr !== null) parts.push(qr ?? { name: 'qrCodePdf', value: pdfFile(), filename: 'qr.pdf', contentType: 'application/pdf' });
  return parts;
}

export async function createAccount(t: TestApp, overrides: Record<string, string> = {}, qr?: Part | null) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/accounts',
    ...withCookie(multipart(accountParts(overrides, qr)), await t.adminCookie()),
  });
  if (res.statusCode !== 201) throw new Error(`create account failed: ${res.statusCode} ${res.body}`);
  return res.json().account as { id: number; qrUrl: string | null; [k: string]: unknown };
}

export function withCookie(body: ReturnType<typeof multipart>, cookie: string) {
  return { payload: body.payload, headers: { ...body.headers, cookie } };
}

export async function auditActions(t: TestApp): Promise<string[]> {
  const rows = await t.db.selectFrom('audit_log').select('action').orderBy('id').execute();
  return rows.map((r) => r.action);
}
