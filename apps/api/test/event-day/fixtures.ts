import type { TestApp } from '../helpers/app';

// Registrations written straight to the database, for the event-day tests.

/**
 * `createdAt`: when the registration was made (now unless given); a scan's time before it does
 * not count.
 */
export async function insertRegistration(
  t: TestApp,
  userId: number,
  eventId: number,
  status: 'pending' | 'verified' | 'rejected' = 'verified',
  paymentId: number | null = null,
  createdAt?: string,
): Promise<number> {
  const row = await t.db
    .insertInto('registrations')
    .values({
      user_id: userId,
      event_id: eventId,
      status,
      payment_id: paymentId,
      updated_at: new Date().toISOString(),
      ...(createdAt ? { created_at: createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function passOf(
  t: TestApp,
  cookie: string,
  symposium = 'Carteblanche',
): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/passes/mine', headers: { cookie } });
  const pass = (res.json() as { symposiumName: string; passCode: string }[]).find(
    (p) => p.symposiumName === symposium,
  );
  if (!pass) throw new Error(`no ${symposium} pass: ${res.body}`);
  return pass.passCode;
}

/** A mail's lines for one entry pass (passes/mails.ts), as the test app's site writes them. */
export function passMailBlock(
  symposium: string,
  passCode: string,
  registrationId: number,
  eventNames: string[],
) {
  const site = 'http://localhost';
  return (
    `Your entry pass for ${symposium} (show the QR code at the venue):\n` +
    `  ${site}/check-in/${passCode}\n` +
    `  Pass code: ${passCode}\n` +
    `  Printable pass (after logging in): ${site}/api/registrations/${registrationId}/pass.pdf\n` +
    `  It is also at the top of My Events: ${site}/enrolled-events\n` +
    `It admits you to every ${symposium} event where your registration is verified; at present:\n` +
    eventNames.map((n) => `  - ${n}\n`).join('')
  );
}

export const BOTH_PASSES =
  "You have one entry pass for each symposium; show each at its own symposium's events.\n\n";

export const checkIn = (t: TestApp, cookie: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/check-in', headers: { cookie }, payload: body });

export async function auditRows(t: TestApp, action: string, targetId: number | string) {
  return t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .execute();
}
