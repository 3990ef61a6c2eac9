import type { TestApp } from '../helpers/app';
import { insertCheckIn, insertEventRow, insertRegistrationRow, type RegistrationStatus } from '../helpers/rows';

// Events, registrations, check-ins, round results and teams written straight to the tables, as
// the registration, check-in and team features leave them, so these tests stand on their own.

let seq = 0;

export const createEvent = (t: TestApp, name = `Event ${++seq}`, symposium = 'Carteblanche') =>
  insertEventRow(t, { name, symposium });

export type Status = RegistrationStatus;

export const register = insertRegistrationRow;
export const checkIn = insertCheckIn;

export async function roundResult(
  t: TestApp,
  registrationId: number,
  round: number,
  status: -1 | 0 | 1,
) {
  await t.db
    .insertInto('round_results')
    .values({
      registration_id: registrationId,
      round_number: round,
      status,
      updated_by: null,
      updated_at: new Date().toISOString(),
    })
    .execute();
}

/** A student with a registration for the event; `checkedIn` adds a check-in row. */
export async function participant(
  t: TestApp,
  eventId: number,
  o: { fullName?: string; college?: string; status?: Status; checkedIn?: boolean } = {},
) {
  const user = await t.createUser({ fullName: o.fullName ?? 'Test Student', college: o.college });
  const registrationId = await register(t, eventId, user.id, o.status ?? 'verified');
  if (o.checkedIn ?? true) await checkIn(t, eventId, registrationId);
  return { ...user, registrationId };
}

/** A team of the event whose members all hold a verified registration. */
export async function team(t: TestApp, eventId: number, name: string, members: { id: number }[]) {
  const now = new Date().toISOString();
  const row = await t.db
    .insertInto('teams')
    .values({
      event_id: eventId,
      team_name: name,
      name_key: name.toLowerCase(),
      code: `T${++seq}${Math.random().toString(36).slice(2, 10)}`.toUpperCase(),
      leader_id: members[0]!.id,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let i = 0;
  for (const m of members) {
    await t.db
      .insertInto('team_members')
      .values({
        team_id: row.id,
        user_id: m.id,
        event_id: eventId,
        joined_at: new Date(Date.now() + i++).toISOString(),
      })
      .execute();
  }
  return row.id;
}
