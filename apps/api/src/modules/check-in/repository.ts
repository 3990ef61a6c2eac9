import type { Db } from '../../db/connection';
import { findEventById } from '../events/repository';
import { passOfRegistration } from '../passes/repository';
import { registrationsWithHolders, rosterOf } from '../registrations/repository';
import { PERSON_COLUMNS } from '../users/repository';

// Check-ins: one row per registration (its primary key), holding the earliest time the server was
// told of; check_in_scans remembers the first answer to each staff member's scan id, so a replay
// counts once.

export async function findEventForDesk(db: Db, eventId: number) {
  return findEventById(db, eventId, ['id', 'event_name', 'symposium_name', 'location']);
}

/** The holder's registration for the event, with what the desk shows about them. */
export async function findRegistrationOfUser(db: Db, userId: number, eventId: number) {
  return registrationsWithHolders(db)
    .select([
      'registrations.id',
      'registrations.status',
      'registrations.payment_id',
      'registrations.created_at',
      ...PERSON_COLUMNS,
      'teams.team_name',
    ])
    .where('registrations.user_id', '=', userId)
    .where('registrations.event_id', '=', eventId)
    .executeTakeFirst();
}

export async function findPaymentSummary(db: Db, paymentId: number) {
  return db
    .selectFrom('payments')
    .select(['id', 'user_id', 'transaction_id', 'amount'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

/** True when this call made the row; false when the registration was already checked in. */
export async function insertCheckIn(
  db: Db,
  row: { registrationId: number; eventId: number; at: string; by: number },
) {
  const res = await db
    .insertInto('check_ins')
    .values({
      registration_id: row.registrationId,
      event_id: row.eventId,
      checked_in_at: row.at,
      checked_in_by: row.by,
    })
    .onConflict((oc) => oc.column('registration_id').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** An earlier scan arriving late moves the time back; a later one never moves it forward. */
export async function moveCheckInBack(
  db: Db,
  registrationId: number,
  at: string,
  by: number,
): Promise<boolean> {
  const res = await db
    .updateTable('check_ins')
    .set({ checked_in_at: at, checked_in_by: by })
    .where('registration_id', '=', registrationId)
    .where('checked_in_at', '>', at)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function findCheckIn(db: Db, registrationId: number) {
  return db
    .selectFrom('check_ins')
    .leftJoin('users as staff', 'staff.id', 'check_ins.checked_in_by')
    .select([
      'check_ins.registration_id',
      'check_ins.event_id',
      'check_ins.checked_in_at',
      'check_ins.checked_in_by',
      'staff.full_name as staff_name',
    ])
    .where('check_ins.registration_id', '=', registrationId)
    .executeTakeFirst();
}

export async function deleteCheckIn(db: Db, registrationId: number): Promise<boolean> {
  const res = await db
    .deleteFrom('check_ins')
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** The staff member's own earlier sending of this scan id, if any: another's never counts. */
export async function findScan(db: Db, staffId: number, scanId: string) {
  return db
    .selectFrom('check_in_scans')
    .select(['event_id', 'pass_code', 'response_json'])
    .where('created_by', '=', staffId)
    .where('scan_id', '=', scanId)
    .executeTakeFirst();
}

/** True when this call recorded the scan; false when another sending of it got there first. */
export async function insertScan(
  db: Db,
  row: { scanId: string; eventId: number; passCode: string; responseJson: string; by: number },
) {
  const res = await db
    .insertInto('check_in_scans')
    .values({
      scan_id: row.scanId,
      event_id: row.eventId,
      pass_code: row.passCode,
      response_json: row.responseJson,
      created_by: row.by,
    })
    .onConflict((oc) => oc.columns(['created_by', 'scan_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Verified registrants of the event with their pass and check-in: the roster and the attendance. */
export async function listRegistrants(db: Db, eventId: number) {
  return rosterOf(db, eventId)
    .innerJoin('events', 'events.id', 'registrations.event_id')
    .leftJoin('passes', passOfRegistration)
    .leftJoin('check_ins', 'check_ins.registration_id', 'registrations.id')
    .leftJoin('users as staff', 'staff.id', 'check_ins.checked_in_by')
    .select([
      'registrations.id as registration_id',
      'passes.code as pass_code',
      ...PERSON_COLUMNS,
      'teams.team_name',
      'check_ins.checked_in_at',
      'staff.full_name as staff_name',
    ])
    .execute();
}
