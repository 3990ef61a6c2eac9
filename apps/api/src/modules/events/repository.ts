import { sql } from 'kysely';
import { nowIso, type Db } from '../../db/connection';
import { countRows } from '../../db/count';
import type { EventsTable } from '../../db/database';

// Events, their rounds and posters. Lists are read in a constant number of queries: the events
// with their posters' hashes (never the bytes), then all their rounds at once.

/** Every event column the API shows, plus the posters' hashes (never their bytes). */
export const EVENT_COLUMNS = [
  'events.id',
  'events.symposium_name',
  'events.event_name',
  'events.event_category',
  'events.event_description',
  'events.number_of_rounds',
  'events.team_or_individual',
  'events.location',
  'events.registration_fees',
  'events.coordinator_name',
  'events.coordinator_contact_no',
  'events.coordinator_mail',
  'events.last_date_for_registration',
  'events.open_to_non_mit',
  'events.registration_link',
  'events.capacity',
  'events.seats_taken',
  'events.waitlist_offer_hours',
  'events.min_team_size',
  'events.max_team_size',
  'events.poster_file_id',
  'events.poster_small_file_id',
  'poster.sha256 as poster_sha256',
  'poster_small.sha256 as poster_small_sha256',
] as const;

/** Events with their symposium (whether it is open, when it starts). */
export function eventsWithSymposia(db: Db) {
  return db.selectFrom('events').innerJoin('symposia', 'symposia.name', 'events.symposium_name');
}

function eventsQuery(db: Db) {
  return db
    .selectFrom('events')
    .leftJoin('files as poster', 'poster.id', 'events.poster_file_id')
    .leftJoin('files as poster_small', 'poster_small.id', 'events.poster_small_file_id')
    .select(EVENT_COLUMNS);
}

export type EventListRow = Awaited<ReturnType<typeof listEventRows>>[number];

export async function listEventRows(db: Db, symposium?: string) {
  let q = eventsQuery(db);
  if (symposium) q = q.where('events.symposium_name', '=', symposium);
  return q.orderBy('events.id').execute();
}

export async function findEventRow(db: Db, id: number) {
  return eventsQuery(db).where('events.id', '=', id).executeTakeFirst();
}

export async function listRounds(db: Db, symposium?: string) {
  let q = db
    .selectFrom('rounds')
    .select([
      'rounds.event_id',
      'rounds.round_number',
      'rounds.round_details',
      'rounds.round_date_time',
    ]);
  if (symposium) {
    q = q.where('rounds.event_id', 'in', (eb) =>
      eb.selectFrom('events').select('events.id').where('events.symposium_name', '=', symposium),
    );
  }
  return q.orderBy('rounds.event_id').orderBy('rounds.round_number').execute();
}

export async function listRoundsOfEvent(db: Db, eventId: number) {
  return db
    .selectFrom('rounds')
    .select(['event_id', 'round_number', 'round_details', 'round_date_time'])
    .where('event_id', '=', eventId)
    .orderBy('round_number')
    .execute();
}

/** The columns an event's form sets. */
export type EventValues = Pick<
  EventsTable,
  | 'symposium_name'
  | 'event_name'
  | 'event_category'
  | 'event_description'
  | 'number_of_rounds'
  | 'team_or_individual'
  | 'location'
  | 'registration_fees'
  | 'coordinator_name'
  | 'coordinator_contact_no'
  | 'coordinator_mail'
  | 'last_date_for_registration'
  | 'open_to_non_mit'
  | 'registration_link'
> & {
  /** Seats (teams, for a team event); null for no limit. */
  capacity: number | null;
  waitlist_offer_hours: number;
  min_team_size: number;
  max_team_size: number;
};

export async function insertEvent(db: Db, values: EventValues): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({ ...values, poster_file_id: null, poster_small_file_id: null, updated_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Updates the event; false when the new capacity is below the seats already taken (checked in
 * the same statement, so a registration taking a seat meanwhile cannot slip under it).
 */
export async function updateEvent(db: Db, id: number, values: EventValues): Promise<boolean> {
  const res = await db
    .updateTable('events')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .$if(values.capacity !== null, (q) => q.where('seats_taken', '<=', values.capacity!))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setEventPoster(
  db: Db,
  id: number,
  posterFileId: number | null,
  smallFileId: number | null,
) {
  await db
    .updateTable('events')
    .set({ poster_file_id: posterFileId, poster_small_file_id: smallFileId, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteEvent(db: Db, id: number) {
  await db.deleteFrom('events').where('id', '=', id).execute();
}

export async function replaceRounds(
  db: Db,
  eventId: number,
  rounds: { roundNumber: number; roundDetails: string; roundDateTime: string | null }[],
) {
  await db.deleteFrom('rounds').where('event_id', '=', eventId).execute();
  if (rounds.length === 0) return;
  await db
    .insertInto('rounds')
    .values(
      rounds.map((r) => ({
        event_id: eventId,
        round_number: r.roundNumber,
        round_details: r.roundDetails,
        round_date_time: r.roundDateTime,
      })),
    )
    .execute();
}

/**
 * Deletes the results (round_results of the event's registrations) of rounds other than `kept`,
 * so a round added again later starts undecided; returns how many each round lost.
 */
export async function deleteResultsOfDroppedRounds(
  db: Db,
  eventId: number,
  kept: readonly number[],
) {
  const registrationsOfEvent = db
    .selectFrom('registrations')
    .select('id')
    .where('event_id', '=', eventId);
  const dropped = await db
    .selectFrom('round_results')
    .select(['round_number', (eb) => eb.fn.countAll().as('c')])
    .where('registration_id', 'in', registrationsOfEvent)
    .$if(kept.length > 0, (q) => q.where('round_number', 'not in', kept))
    .groupBy('round_number')
    .orderBy('round_number')
    .execute();
  if (dropped.length === 0) return [];
  await db
    .deleteFrom('round_results')
    .where('registration_id', 'in', registrationsOfEvent)
    .where(
      'round_number',
      'in',
      dropped.map((d) => d.round_number),
    )
    .execute();
  return dropped.map((d) => ({ round: d.round_number, results: Number(d.c) }));
}

/**
 * Holds the event's teams (PostgreSQL) until the transaction ends, so that no member joins or
 * team registers while the event's team sizes change; the teams module locks a team row the same
 * way before it changes the team. Call first in the transaction (teams before the event row).
 */
export async function lockTeamsOfEvent(db: Db, eventId: number): Promise<void> {
  await db
    .selectFrom('teams')
    .select('id')
    .where('event_id', '=', eventId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Each team of the event with its member count (every member, whatever the team's state, as the
 * teams module counts them) and whether it is registered (holds live registrations).
 */
export async function listTeamSizes(
  db: Db,
  eventId: number,
): Promise<{ members: number; registered: boolean }[]> {
  const sizes = await db
    .selectFrom('teams')
    .leftJoin('team_members', 'team_members.team_id', 'teams.id')
    .select(['teams.id', (eb) => eb.fn.count<number | string>('team_members.user_id').as('n')])
    .where('teams.event_id', '=', eventId)
    .groupBy('teams.id')
    .execute();
  const registered = await db
    .selectFrom('registrations')
    .select('team_id')
    .distinct()
    .where('event_id', '=', eventId)
    .where('team_id', 'is not', null)
    .where('status', 'in', ['pending', 'verified'])
    .execute();
  const live = new Set(registered.map((r) => r.team_id));
  return sizes.map((t) => ({ members: Number(t.n), registered: live.has(t.id) }));
}

/** Registrations that carry a payment not rejected: money has changed hands or may have. */
export async function countPaidRegistrations(db: Db, eventId: number): Promise<number> {
  return countRows(
    db
      .selectFrom('registrations')
      .where('event_id', '=', eventId)
      .where('payment_id', 'is not', null)
      .where('status', '!=', 'rejected'),
  );
}

/** What an event delete takes with it, for the audit row. */
export async function countEventDependants(db: Db, eventId: number) {
  const registrations = await countRows(
    db.selectFrom('registrations').where('event_id', '=', eventId),
  );
  const cartItems = await countRows(db.selectFrom('cart_items').where('event_id', '=', eventId));
  return { registrations, cartItems };
}

export interface EventsState {
  fingerprint: string;
  /** When the next open waitlist offer ends (ms), or Infinity: seat counts may change then. */
  nextOfferEnd: number;
}

/**
 * One row that changes whenever any event, its rounds or its poster changes (each bumps
 * updated_at), an event is deleted (the count drops) or a seat is taken or freed: lets another
 * process's cache see it is stale. With it, when the next waitlist offer ends.
 */
export async function eventsState(db: Db): Promise<EventsState> {
  const row = await db
    .selectFrom('events')
    .select([
      sql<number>`count(*)`.as('n'),
      sql<string | null>`max(updated_at)`.as('m'),
      sql<number | null>`max(id)`.as('x'),
      // seats change with every registration, which does not touch updated_at
      sql<number | null>`sum(seats_taken)`.as('s'),
      sql<
        string | null
      >`(select min(offered_until) from waitlist_entries where status = 'offered')`.as('o'),
    ])
    .executeTakeFirstOrThrow();
  return {
    fingerprint: `${Number(row.n)}|${row.m ?? ''}|${row.x ?? ''}|${Number(row.s ?? 0)}`,
    nextOfferEnd: row.o ? Date.parse(row.o) : Number.POSITIVE_INFINITY,
  };
}

/**
 * Some columns of one event, or undefined when there is none: the one read of an event row by id
 * that other modules use. With `lock` (PostgreSQL) the row is held until the transaction ends.
 */
export async function findEventById<C extends keyof EventsTable & string>(
  db: Db,
  id: number,
  columns: readonly C[],
  lock = false,
) {
  return db
    .selectFrom('events')
    .select(columns)
    .where('id', '=', id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function findSeats(db: Db, id: number) {
  return findEventById(db, id, ['capacity', 'seats_taken']);
}
