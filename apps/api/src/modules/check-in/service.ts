import {
  EVENT_DAY_MSG,
  MSG,
  type Attendance,
  type Attendee,
  type CheckInInput,
  type CheckInResult,
  type Roster,
  type SessionUser,
} from '@app/shared';
import { nowIso, type Db } from '../../db/connection';
import { notFound } from '../../lib/http-error';
import { insertAudit } from '../audit-log/repository';
import { ensurePassesOfEvent, findPassByCode } from '../passes/repository';
import { otherEventsOfPayment } from '../payments/service';
import { csvField } from '../registrations/export';
import * as repo from './repository';

/** Every answer of POST /api/check-in, kept whole so a replayed scan gets exactly the same one. */
export interface CheckInOutcome {
  status: 200 | 404 | 409;
  body: CheckInResult | ({ message: string } & Record<string, unknown>);
}

const attendeeOf = (reg: {
  id: number;
  full_name: string;
  email: string;
  college: string | null;
  team_name: string | null;
}): Attendee => ({
  registrationId: reg.id,
  name: reg.full_name,
  email: reg.email,
  college: reg.college ?? '',
  teamName: reg.team_name ?? null,
});

/**
 * The time a scan counts for: when the desk saw it, never later than now (a fast clock is
 * ignored). A time before the registration was made cannot be right (a phone whose clock is
 * wrong, years back): the time the scan arrived counts instead, as for a scan that says none.
 * The bound is the registration's creation, which every registration has; a time of verification
 * is kept only on a payment, and a free event's registration has none.
 */
function timeOfScan(scannedAt: string | undefined, now: string, registeredAt: string): string {
  if (!scannedAt) return now;
  const at = new Date(scannedAt);
  if (at.getTime() < Date.parse(registeredAt)) return now;
  const iso = at.toISOString();
  return iso < now ? iso : now;
}

/** Thrown inside the transaction when the scan had been recorded meanwhile: its work is undone. */
class ScanAlreadySent {
  constructor(readonly outcome: CheckInOutcome) {}
}

/**
 * The answer to a scan id this staff member has sent before: the first answer when it is the same
 * scan (same event and pass; scans stored before 0260 kept no pass), else 409 and nothing done.
 */
function replayOf(
  scan: { event_id: number; pass_code: string | null; response_json: string },
  input: CheckInInput,
): CheckInOutcome {
  const same =
    scan.event_id === input.eventId &&
    (scan.pass_code === null || scan.pass_code === input.passCode);
  if (!same) return { status: 409, body: { message: EVENT_DAY_MSG.scanIdReused } };
  return JSON.parse(scan.response_json) as CheckInOutcome;
}

/**
 * POST /api/check-in. The check_ins primary key decides between simultaneous scans (one inserts,
 * the rest read its row); a scan carrying an earlier `scannedAt` (an offline desk syncing) moves
 * the time back. With a `scanId`, the first answer is stored and every later sending of that scan
 * by the same staff member gets it. Scan ids are each staff member's own: another's sending of
 * the same id is a scan of its own, and never sees the stored answer.
 */
export async function checkIn(
  db: Db,
  actor: SessionUser,
  input: CheckInInput,
): Promise<CheckInOutcome> {
  const { scanId } = input;
  if (scanId) {
    const prior = await repo.findScan(db, actor.id, scanId);
    if (prior) return replayOf(prior, input);
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const outcome = await decide(trx, actor, input);
      if (!scanId) return outcome;
      const recorded = await repo.insertScan(trx, {
        scanId,
        eventId: input.eventId,
        passCode: input.passCode,
        responseJson: JSON.stringify(outcome),
        by: actor.id,
      });
      if (recorded) return outcome;
      // The same staff member's other sending of this scan got there first: its answer stands.
      const first = await repo.findScan(trx, actor.id, scanId);
      if (!first) return outcome;
      throw new ScanAlreadySent(replayOf(first, input));
    });
  } catch (err) {
    if (err instanceof ScanAlreadySent) return err.outcome;
    throw err;
  }
}

/**
 * checkIn as the desk of a staff member held to `scope` (null: all events) gets it. A payment
 * awaiting verification that also pays for other coordinators' events is not theirs to decide:
 * `otherEvents` (how many) tells the desk not to offer 'Verify and check in'.
 */
export async function checkInAtDesk(
  db: Db,
  actor: SessionUser,
  input: CheckInInput,
  scope: ReadonlySet<number> | null,
): Promise<CheckInOutcome> {
  const outcome = await checkIn(db, actor, input);
  const paymentId = outcome.status === 409 && 'paymentId' in outcome.body ? outcome.body.paymentId : null;
  if (typeof paymentId !== 'number') return outcome;
  const otherEvents = await otherEventsOfPayment(db, paymentId, scope);
  return otherEvents > 0 ? { ...outcome, body: { ...outcome.body, otherEvents } } : outcome;
}

async function decide(trx: Db, actor: SessionUser, input: CheckInInput): Promise<CheckInOutcome> {
  const pass = await findPassByCode(trx, input.passCode);
  if (!pass) return { status: 404, body: { message: EVENT_DAY_MSG.unknownPass } };
  const event = await repo.findEventForDesk(trx, input.eventId);
  if (!event) return { status: 404, body: { message: MSG.eventNotFound } };
  const reg =
    event.symposium_name === pass.symposium_name
      ? await repo.findRegistrationOfUser(trx, pass.user_id, event.id)
      : undefined;
  if (!reg || reg.status === 'rejected') {
    return {
      status: 409,
      body: {
        message: EVENT_DAY_MSG.noRegistrationFor(event.event_name),
        attendee: { name: pass.full_name },
      },
    };
  }
  if (reg.status === 'pending') {
    const payment = reg.payment_id ? await repo.findPaymentSummary(trx, reg.payment_id) : undefined;
    return {
      status: 409,
      body: {
        message: EVENT_DAY_MSG.paymentAwaitingFor(event.event_name),
        paymentId: reg.payment_id,
        payment: payment
          ? {
              id: payment.id,
              userId: payment.user_id,
              transactionId: payment.transaction_id,
              amount: payment.amount,
            }
          : null,
        attendee: attendeeOf(reg),
        event: { id: event.id, eventName: event.event_name },
      },
    };
  }

  const at = timeOfScan(input.scannedAt, nowIso(), reg.created_at);
  const inserted = await repo.insertCheckIn(trx, {
    registrationId: reg.id,
    eventId: event.id,
    at,
    by: actor.id,
  });
  // A live scan arrives after the first one by definition; only a scan that says when it was made can be earlier.
  if (!inserted && input.scannedAt) {
    const before = (await repo.findCheckIn(trx, reg.id))!;
    if (await repo.moveCheckInBack(trx, reg.id, at, actor.id)) {
      await insertAudit(trx, {
        actor,
        action: 'check-in.move',
        targetType: 'registration',
        targetId: reg.id,
        before: { checkedInAt: before.checked_in_at, checkedInBy: before.staff_name ?? null },
        after: { eventId: event.id, checkedInAt: at, staffName: actor.name },
      });
    }
  }
  if (inserted) {
    await insertAudit(trx, {
      actor,
      action: 'check-in.create',
      targetType: 'registration',
      targetId: reg.id,
      after: { eventId: event.id, checkedInAt: at, staffName: actor.name },
    });
  }
  const row = (await repo.findCheckIn(trx, reg.id))!;
  return {
    status: 200,
    body: {
      result: inserted ? 'checked-in' : 'already-checked-in',
      checkedInAt: row.checked_in_at,
      checkedInBy: row.staff_name ?? null,
      attendee: attendeeOf(reg),
      event: { id: event.id, eventName: event.event_name },
    },
  };
}

/** DELETE /api/check-in/{registrationId}: a mistaken check-in taken back, with an audit row. */
export async function undoCheckIn(
  db: Db,
  actor: SessionUser,
  registrationId: number,
  eventId?: number,
) {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findCheckIn(trx, registrationId);
    if (!row) throw notFound(EVENT_DAY_MSG.notCheckedIn);
    if (eventId !== undefined && row.event_id !== eventId)
      throw notFound(EVENT_DAY_MSG.registrationNotInEvent);
    if (!(await repo.deleteCheckIn(trx, registrationId)))
      throw notFound(EVENT_DAY_MSG.notCheckedIn);
    await insertAudit(trx, {
      actor,
      action: 'check-in.undo',
      targetType: 'registration',
      targetId: registrationId,
      before: {
        eventId: row.event_id,
        checkedInAt: row.checked_in_at,
        checkedInBy: row.staff_name ?? null,
      },
      after: { staffName: actor.name },
    });
    return { message: EVENT_DAY_MSG.checkInUndone };
  });
}

async function eventOrNotFound(db: Db, eventId: number) {
  const event = await repo.findEventForDesk(db, eventId);
  if (!event) throw notFound(MSG.eventNotFound);
  return event;
}

/** GET /api/events/{id}/check-in-roster: what an offline desk needs to answer every scan itself. */
export async function roster(db: Db, eventId: number): Promise<Roster> {
  const event = await eventOrNotFound(db, eventId);
  await ensurePassesOfEvent(db, eventId);
  const rows = await repo.listRegistrants(db, eventId);
  return {
    event: {
      id: event.id,
      eventName: event.event_name,
      symposiumName: event.symposium_name,
      location: event.location,
    },
    generatedAt: nowIso(),
    // Every verified registrant has a pass by now; one made meanwhile waits for the next download.
    entries: rows.flatMap((r) =>
      r.pass_code === null
        ? []
        : [
            {
              ...attendeeOf({ id: r.registration_id, ...r }),
              passCode: r.pass_code,
              checkedInAt: r.checked_in_at ?? null,
              checkedInBy: r.staff_name ?? null,
            },
          ],
    ),
  };
}

/** GET /api/events/{id}/attendance: verified registrations against check-ins. */
export async function attendance(
  db: Db,
  eventId: number,
): Promise<Attendance & { eventName: string }> {
  const event = await eventOrNotFound(db, eventId);
  const rows = await repo.listRegistrants(db, eventId);
  const attendees = rows
    .filter((r) => r.checked_in_at)
    .map((r) => ({ ...attendeeOf({ id: r.registration_id, ...r }), checkedInAt: r.checked_in_at! }))
    .sort(
      (a, b) => a.checkedInAt.localeCompare(b.checkedInAt) || a.registrationId - b.registrationId,
    );
  return {
    eventName: event.event_name,
    registered: rows.length,
    checkedIn: attendees.length,
    attendees,
  };
}

const IST = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

/** The attendance as a spreadsheet-safe CSV (UTF-8 with BOM, formulas neutralised). */
export function attendanceCsv(a: Attendance): Buffer {
  const lines = [
    ['Name', 'Email', 'College', 'Team', 'Checked in at (IST)'].join(','),
    ...a.attendees.map((r) =>
      [r.name, r.email, r.college, r.teamName ?? '', IST.format(new Date(r.checkedInAt))]
        .map(csvField)
        .join(','),
    ),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
