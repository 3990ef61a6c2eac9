import crypto from 'node:crypto';
import { PASS_CODE_ALPHABET, PASS_CODE_LENGTH } from '@app/shared';
import type { JoinBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/database';
import {
  registrationsWithEvents,
  registrationsWithEventsAndUsers,
  verifiedRegistrationsOf,
} from '../registrations/repository';
import { PERSON_COLUMNS } from '../users/repository';

// Entry passes: one per student and symposium (unique), made the first time the student holds a
// verified registration there and the pass is asked for (My Events, a mail, the desk's roster).

/** Joins a registration's pass: its holder's pass for the event's symposium. */
export function passOfRegistration(
  j: JoinBuilder<Database, 'passes' | 'registrations' | 'events'>,
) {
  return j
    .onRef('passes.user_id', '=', 'registrations.user_id')
    .onRef('passes.symposium_name', '=', 'events.symposium_name');
}

/** A code from the CSPRNG over an alphabet without look-alikes; never derived from an id. */
export function newPassCode(): string {
  let code = '';
  for (let i = 0; i < PASS_CODE_LENGTH; i++)
    code += PASS_CODE_ALPHABET[crypto.randomInt(PASS_CODE_ALPHABET.length)];
  return code;
}

/** The student's pass for the symposium, made if missing; two callers at once get the same one. */
export async function ensurePass(db: Db, userId: number, symposiumName: string): Promise<string> {
  await db
    .insertInto('passes')
    .values({ user_id: userId, symposium_name: symposiumName, code: newPassCode() })
    .onConflict((oc) => oc.columns(['user_id', 'symposium_name']).doNothing())
    .execute();
  const row = await db
    .selectFrom('passes')
    .select('code')
    .where('user_id', '=', userId)
    .where('symposium_name', '=', symposiumName)
    .executeTakeFirstOrThrow();
  return row.code;
}

/** Passes for every verified registrant of an event that has none yet (before the roster is read). */
export async function ensurePassesOfEvent(db: Db, eventId: number): Promise<void> {
  const missing = await verifiedRegistrationsOf(db, eventId)
    .innerJoin('events', 'events.id', 'registrations.event_id')
    .leftJoin('passes', passOfRegistration)
    .select(['registrations.user_id', 'events.symposium_name'])
    .where('passes.id', 'is', null)
    .execute();
  for (const m of missing) await ensurePass(db, m.user_id, m.symposium_name);
}

export async function findPassByCode(db: Db, code: string) {
  return db
    .selectFrom('passes')
    .innerJoin('users', 'users.id', 'passes.user_id')
    .select([
      'passes.id',
      'passes.code',
      'passes.user_id',
      'passes.symposium_name',
      ...PERSON_COLUMNS,
    ])
    .where('passes.code', '=', code)
    .executeTakeFirst();
}
export type PassRow = NonNullable<Awaited<ReturnType<typeof findPassByCode>>>;

/** The user's verified registrations with what a pass shows: event, place, first round, check-in. */
export async function listPassEventsOfUser(db: Db, userId: number, registrationIds?: number[]) {
  let q = registrationsWithEvents(db)
    .leftJoin('check_ins', 'check_ins.registration_id', 'registrations.id')
    .leftJoin('passes', passOfRegistration)
    .select((eb) => [
      'registrations.id as registration_id',
      'events.id as event_id',
      'events.event_name',
      'events.location',
      'events.symposium_name',
      'check_ins.checked_in_at',
      'passes.code as pass_code',
      eb
        .selectFrom('rounds')
        .select((r) => r.fn.min('rounds.round_date_time').as('first'))
        .whereRef('rounds.event_id', '=', 'events.id')
        .as('first_round_at'),
    ])
    .where('registrations.user_id', '=', userId)
    .where('registrations.status', '=', 'verified');
  if (registrationIds) {
    if (registrationIds.length === 0) return [];
    q = q.where('registrations.id', 'in', registrationIds);
  }
  return q
    .orderBy('events.symposium_name')
    .orderBy('first_round_at')
    .orderBy('events.event_name')
    .execute();
}

/**
 * The registrations a pass's holder has in its symposium (pending and verified), for the staff
 * card: with the check-in and the staff member who made it, so the desk sees who is already in.
 */
export async function listLiveRegistrationsOfPass(
  db: Db,
  pass: Pick<PassRow, 'user_id' | 'symposium_name'>,
) {
  return registrationsWithEvents(db)
    .leftJoin('check_ins', 'check_ins.registration_id', 'registrations.id')
    .leftJoin('users as staff', 'staff.id', 'check_ins.checked_in_by')
    .select([
      'registrations.id as registration_id',
      'registrations.status',
      'registrations.payment_id',
      'events.id as event_id',
      'events.event_name',
      'check_ins.checked_in_at',
      'staff.full_name as staff_name',
    ])
    .where('registrations.user_id', '=', pass.user_id)
    .where('events.symposium_name', '=', pass.symposium_name)
    .where('registrations.status', 'in', ['pending', 'verified'])
    .orderBy('events.event_name')
    .execute();
}

export async function findRegistrationOwner(db: Db, registrationId: number) {
  return registrationsWithEventsAndUsers(db)
    .select([
      'registrations.id',
      'registrations.user_id',
      'registrations.status',
      'events.symposium_name',
      'users.full_name',
      'users.college',
    ])
    .where('registrations.id', '=', registrationId)
    .executeTakeFirst();
}

/** The user's own verified registrations on a payment (a team's payment carries every member's). */
export async function listVerifiedRegistrationsOfPayment(
  db: Db,
  paymentId: number,
  userId: number,
) {
  return registrationsWithEvents(db)
    .select(['registrations.id', 'events.symposium_name'])
    .where('registrations.payment_id', '=', paymentId)
    .where('registrations.user_id', '=', userId)
    .where('registrations.status', '=', 'verified')
    .orderBy('registrations.id')
    .execute();
}
