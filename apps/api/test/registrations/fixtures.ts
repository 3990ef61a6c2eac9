import crypto from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from '../helpers/app';

// Events, images and multipart bodies for the registration tests, written straight to the database.

const DAY = 86_400_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
let n = 0;

export async function openSymposia(t: TestApp, names: string[] = ['Enigma', 'Carteblanche']) {
  await t.db.updateTable('symposia').set({ is_open: 1 }).where('name', 'in', names).execute();
}

export async function closeSymposium(t: TestApp, name: string) {
  await t.db.updateTable('symposia').set({ is_open: 0 }).where('name', '=', name).execute();
}

export interface EventOptions {
  name: string;
  fees: number;
  symposium: 'Enigma' | 'Carteblanche';
  /** Milliseconds from now until registration closes; negative for a past deadline. */
  closesIn: number;
  openToNonMit: boolean;
  /** Round dates as offsets from now. */
  rounds: number[];
}

export async function insertEvent(t: TestApp, o: Partial<EventOptions> = {}): Promise<{ id: number; name: string; fees: number }> {
  const name = o.name ?? `Event ${++n}`;
  const fees = o.fees ?? 150;
  const rounds = o.rounds ?? [];
  const row = await t.db
    .insertInto('events')
    .values({
      symposium_name: o.symposium ?? 'Carteblanche',
      event_name: name,
      event_category: rounds.length ? 'Technical Events' : 'Workshop',
      event_description: `All about ${name}.`,
      number_of_rounds: rounds.length,
      team_or_individual: 'Individual',
      location: 'Rajam Hall',
      registration_fees: fees,
      coordinator_name: 'Kavya S',
      coordinator_contact_no: '9123456780',
      coordinator_mail: 'kavya@example.com',
      last_date_for_registration: iso(o.closesIn ?? 7 * DAY),
      open_to_non_mit: o.openToNonMit === false ? 0 : 1,
      registration_link: null,
      poster_file_id: null,
      poster_small_file_id: null,
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, at] of rounds.entries()) {
    await t.db
      .insertInto('rounds')
      .values({ event_id: row.id, round_number: i + 1, round_details: `Round ${i + 1} of ${name}`, round_date_time: iso(at) })
      .execute();
  }
  return { id: row.id, name, fees };
}

export const DAYS = (d: number) => d * DAY;

/** Real images: screenshots are decoded and re-encoded on upload, so filler bytes would not pass. */
const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f6f4f' } });
export const JPEG = await picture().jpeg().toBuffer();
export const PNG = await picture().png().toBuffer();
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

export function multipart(parts: Part[]) {
  const boundary = `----reg${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if ('filename' in p) head += `; filename="${p.filename}"\r\nContent-Type: ${p.contentType}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), 'filename' in p ? p.data : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let txn = 0;
/** A fresh bank reference each call. */
export const newTxn = () => `UTR${Date.now()}${++txn}-${crypto.randomBytes(2).toString('hex').toUpperCase()}`;

/**
 * Gives a stored payment the ID it could have had before a transfer's number was claimed once
 * (payments.reference_key): another spelling of a number another payment holds, which is refused
 * at payment time today. For the rules that still settle such payments.
 */
export async function respellAsBeforeTheRule(t: TestApp, paymentId: number, transactionId: string) {
  await t.db.updateTable('payments').set({ transaction_id: transactionId, reference_key: null }).where('id', '=', paymentId).execute();
}

export function manualBody(userId: number, eventId: number, amount: number | string, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    eventId,
    transactionId: newTxn(),
    transactionUsername: 'Priya Raman',
    transactionTime: '10:42',
    transactionDate: '2025-01-15',
    transactionAmount: amount,
    ...overrides,
  };
}

/** A cart payment's form: text fields plus, unless `screenshot` is null, a JPEG screenshot. */
export function cartForm(
  fields: Record<string, string>,
  screenshot: { data: Buffer; filename?: string; contentType?: string } | null = { data: JPEG },
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (screenshot) {
    parts.push({
      name: 'transactionScreenshot',
      filename: screenshot.filename ?? 'receipt.jpg',
      contentType: screenshot.contentType ?? 'image/jpeg',
      data: screenshot.data,
    });
  }
  return multipart(parts);
}

/** Pays for the cart with a cartForm() as the holder of `cookie`. */
export function payCart(t: TestApp, cookie: string, form: ReturnType<typeof cartForm>) {
  return t.app.inject({ method: 'POST', url: '/api/registrations', headers: { cookie, ...form.headers }, payload: form.payload });
}

/** POST /api/registrations with a JSON body (a bank-transfer payment) as the holder of `cookie`. */
export function postPayment(t: TestApp, cookie: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/registrations', headers: { cookie }, payload: body });
}

/** The student's bank-transfer payment for one event, as the site sends it. */
export function payManually(
  t: TestApp,
  s: { id: number; cookie: string },
  eventId: number,
  amount: number | string,
  overrides: Record<string, unknown> = {},
) {
  return postPayment(t, s.cookie, manualBody(s.id, eventId, amount, overrides));
}

/** Staff verify (or reject) a student's payment for an event. */
export function decidePayment(
  t: TestApp,
  cookie: string,
  body: { userId: number; eventId: number; verified: boolean; paymentId?: number; reason?: string },
) {
  return t.app.inject({ method: 'POST', url: '/api/verification', headers: { cookie }, payload: body });
}

/** Staff verify a student's payment for an event (the one given, else their pending one for it). */
export function verifyPayment(t: TestApp, cookie: string, body: { userId: number; eventId: number; paymentId?: number }) {
  return decidePayment(t, cookie, { ...body, verified: true });
}

export async function outboxTo(t: TestApp, email: string) {
  return t.db.selectFrom('outbox').select(['subject', 'text']).where('to_address', '=', email).orderBy('id').execute();
}
