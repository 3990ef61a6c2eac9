import type { TestApp } from '../helpers/app';

// Events, registrations, check-ins, round results and teams written straight to the tables, as
// the registration, check-in and team features leave them, so these tests stand on their own.

let seq = 0;

export async function createEvent(t: TestApp, name = `Event ${++seq}`, symposium = 'Carteblanche') {
  const row = await t.db
    .insertInto('events')
    .values({
      symposium_name: symposium,
      event_name: name,
      event_category: 'Technical Events',
      event_description: 'A test event.',
      number_of_rounds: 2,
      team_or_individual: 'Individual',
      location: 'Lab 1',
      registration_fees: 0,
      coordinator_name: 'Cora Coordinator',
      coordinator_contact_no: '9876543210',
      coordinator_mail: 'cora@coordinators.test',
      last_date_for_registration: new Date(Date.now() + 86_400_000).toISOString(),
      open_to_non_mit: 1,
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type Status = 'pending' | 'verified' | 'rejected';

export async function register(
  t: TestApp,
  eventId: number,
  userId: number,
  status: Status = 'verified',
) {
  const row = await t.db
    .insertInto('registrations')
    .values({
      user_id: userId,
      event_id: eventId,
      payment_id: null,
      status,
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function checkIn(t: TestApp, eventId: number, registrationId: number) {
  await t.db
    .insertInto('check_ins')
    .values({
      registration_id: registrationId,
      event_id: eventId,
      checked_in_at: new Date().toISOString(),
      checked_in_by: null,
    })
    .execute();
}

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
