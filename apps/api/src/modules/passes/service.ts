import {
  EVENT_DAY_MSG,
  MSG,
  passPath,
  type MyPass,
  type PassView,
  type SessionUser,
} from '@app/shared';
import type { Db } from '../../db/connection';
import { forbidden, notFound } from '../../lib/http-error';
import { allows } from '../../plugins/auth';
import { passMailLines } from './mails';
import * as repo from './repository';

/** The address a pass's QR code opens; without PUBLIC_URL, the site the request came to. */
export const passUrl = (site: string, passCode: string) =>
  new URL(passPath(passCode), site).toString();

type PassEventRow = Awaited<ReturnType<typeof repo.listPassEventsOfUser>>[number];

const toPassEvent = (r: PassEventRow) => ({
  id: r.event_id,
  eventName: r.event_name,
  location: r.location,
  firstRoundAt: r.first_round_at ?? null,
  registrationId: r.registration_id,
  checkedInAt: r.checked_in_at ?? null,
});

/** Makes the passes the user is owed (a verified registration in the symposium) and lists them. */
async function passEventsOf(db: Db, userId: number, registrationIds?: number[]) {
  const rows = await repo.listPassEventsOfUser(db, userId, registrationIds);
  // Reads stay reads: a pass is written only the first time it is owed.
  const missing = new Set(rows.filter((r) => r.pass_code === null).map((r) => r.symposium_name));
  if (missing.size === 0) return rows;
  for (const s of missing) await repo.ensurePass(db, userId, s);
  return repo.listPassEventsOfUser(db, userId, registrationIds);
}

/** GET /api/passes/mine: one pass per symposium where the student holds a verified registration. */
export async function myPasses(db: Db, user: SessionUser): Promise<MyPass[]> {
  const rows = await passEventsOf(db, user.id);
  const bySymposium = new Map<string, MyPass>();
  for (const r of rows) {
    let pass = bySymposium.get(r.symposium_name);
    if (!pass) {
      pass = {
        symposiumName: r.symposium_name,
        passCode: r.pass_code!,
        name: user.name,
        college: user.college ?? '',
        events: [],
      };
      bySymposium.set(r.symposium_name, pass);
    }
    pass.events.push(toPassEvent(r));
  }
  return [...bySymposium.values()];
}

/**
 * Pass code and check-in time per registration, for the items of My Events. One read: a pass is
 * made when a registration is verified (and by migration 0170 for older ones), never by this list.
 */
export async function eventDayOfRegistrations(db: Db, userId: number, registrationIds: number[]) {
  const rows = registrationIds.length
    ? await repo.listPassEventsOfUser(db, userId, registrationIds)
    : [];
  return new Map(
    rows.map((r) => [
      r.registration_id,
      { ...(r.pass_code ? { passCode: r.pass_code } : {}), checkedInAt: r.checked_in_at ?? null },
    ]),
  );
}

/**
 * GET /api/passes/{passCode}: what `/check-in/{passCode}` shows. Anyone learns only whose pass it
 * is, and its holder that it is their own (the page then shows them the pass from their own
 * passes); the desk (staff, volunteers) also sees the holder's registrations and check-ins. Staff
 * held to some events (`only`) see their events only, and the holder's email, college and
 * symposium only when the holder is registered for one of them (SPEC-2 §C, §I).
 */
export async function viewPass(
  db: Db,
  viewer: SessionUser | null,
  passCode: string,
  only: ReadonlySet<number> | null,
): Promise<PassView> {
  const pass = await repo.findPassByCode(db, passCode);
  if (!pass) throw notFound(EVENT_DAY_MSG.unknownPass);
  const view: PassView = {
    name: pass.full_name,
    message: EVENT_DAY_MSG.passFor(pass.full_name),
    ...(viewer?.id === pass.user_id ? { own: true as const } : {}),
  };
  if (!allows('desk', viewer)) return view;
  const regs = await repo.listLiveRegistrationsOfPass(db, pass);
  const events = regs.filter((r) => !only || only.has(r.event_id)).map((r) => ({
    id: r.event_id,
    eventName: r.event_name,
    registrationId: r.registration_id,
    status: r.status as 'pending' | 'verified',
    paymentId: r.payment_id,
    checkedInAt: r.checked_in_at ?? null,
    checkedInBy: r.staff_name ?? null,
  }));
  // Nobody at their events: the empty list lets the page say 'No registration for your events.'
  if (only && events.length === 0) return { ...view, events };
  return {
    ...view,
    symposiumName: pass.symposium_name,
    email: pass.email,
    college: pass.college ?? '',
    events,
  };
}

/** GET /api/registrations/{id}/pass.pdf: the owner's or, for the desk, anyone's verified registration. */
export async function passDocument(
  db: Db,
  viewer: SessionUser,
  registrationId: number,
  site: string,
) {
  const reg = await repo.findRegistrationOwner(db, registrationId);
  if (!reg) throw notFound(MSG.notFound);
  if (reg.user_id !== viewer.id && !allows('desk', viewer)) throw forbidden(MSG.forbidden);
  if (reg.status !== 'verified') throw notFound(EVENT_DAY_MSG.noPassYet);
  const passCode = await repo.ensurePass(db, reg.user_id, reg.symposium_name);
  const events = await passEventsIn(db, reg.user_id, reg.symposium_name);
  // pdfkit and its fonts load on the first pass printed, not in every server process at boot.
  const { passPdf } = await import('./pdf');
  const pdf = await passPdf({
    symposiumName: reg.symposium_name,
    passCode,
    url: passUrl(site, passCode),
    name: reg.full_name,
    college: reg.college ?? '',
    events: events.map(toPassEvent),
  });
  return { pdf, filename: `${reg.symposium_name}-entry-pass.pdf` };
}

/** The events the user's pass of the symposium admits to: their verified registrations there. */
async function passEventsIn(db: Db, userId: number, symposiumName: string) {
  return (await repo.listPassEventsOfUser(db, userId)).filter(
    (e) => e.symposium_name === symposiumName,
  );
}

/**
 * The pass lines of a mail to `userId` about `regs` (their registrations the mail is about): for
 * each symposium among them, their pass there, made if missing, with every event it admits to (the
 * mail's own and any verified before), and the printable pass of the symposium's first of `regs`.
 */
export async function passLinesOf(
  db: Db,
  userId: number,
  regs: { id: number; symposiumName: string }[],
  site: string | undefined,
) {
  const firstOf = new Map<string, number>();
  for (const r of regs) if (!firstOf.has(r.symposiumName)) firstOf.set(r.symposiumName, r.id);
  const passes = [];
  for (const [symposiumName, registrationId] of firstOf) {
    const passCode = await repo.ensurePass(db, userId, symposiumName);
    const events = await passEventsIn(db, userId, symposiumName);
    passes.push({
      passCode,
      registrationId,
      symposiumName,
      eventNames: events.map((e) => e.event_name),
    });
  }
  return passMailLines(site, passes);
}

/**
 * The pass lines of a verification mail to `userId` (the payer, or a member of a team the payment
 * registered): their pass of each symposium the payment was for, and their own printable passes.
 */
export async function passLinesForPayment(
  db: Db,
  userId: number,
  paymentId: number,
  site: string | undefined,
) {
  const regs = await repo.listVerifiedRegistrationsOfPayment(db, paymentId, userId);
  if (regs.length === 0) return null;
  return passLinesOf(
    db,
    userId,
    regs.map((r) => ({ id: r.id, symposiumName: r.symposium_name })),
    site,
  );
}
