import { nowIso, type Db } from '../../db/connection';
import { countRows } from '../../db/count';

// Waitlist entries: 'waiting' in line, 'offered' while a seat is held for them (offered_until),
// then 'claimed', 'declined', 'expired' or 'left'. One live entry per student and event (a
// partial unique index); for a team event the leader's entry stands for the team (team_id).

const LIVE = ['waiting', 'offered'] as const;
export type EntryStatus = 'waiting' | 'offered' | 'claimed' | 'declined' | 'expired' | 'left';

export async function insertEntry(
  db: Db,
  e: { eventId: number; userId: number; teamId: number | null },
): Promise<number> {
  const row = await db
    .insertInto('waitlist_entries')
    .values({
      event_id: e.eventId,
      user_id: e.userId,
      team_id: e.teamId,
      status: 'waiting',
      updated_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The live entry of a student, or of a team (for a team event), for one event. */
export async function findLiveEntry(
  db: Db,
  eventId: number,
  who: { userId: number } | { teamId: number },
) {
  return db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', 'in', LIVE)
    .$if('teamId' in who, (q) => q.where('team_id', '=', (who as { teamId: number }).teamId))
    .$if('userId' in who, (q) => q.where('user_id', '=', (who as { userId: number }).userId))
    .orderBy('id')
    .executeTakeFirst();
}

/** 1-based place of a live entry in its event's line. */
export async function positionOf(db: Db, eventId: number, entryId: number): Promise<number> {
  return countRows(
    db
      .selectFrom('waitlist_entries')
      .where('event_id', '=', eventId)
      .where('status', 'in', LIVE)
      .where('id', '<=', entryId),
  );
}

/** Moves an entry from one state to another; false when it was no longer in `from`. */
export async function moveEntry(
  db: Db,
  id: number,
  from: readonly EntryStatus[],
  to: Exclude<EntryStatus, 'waiting'>,
  offer?: { offeredAt: string; offeredUntil: string },
): Promise<boolean> {
  const res = await db
    .updateTable('waitlist_entries')
    .set({
      status: to,
      updated_at: nowIso(),
      ...(offer ? { offered_at: offer.offeredAt, offered_until: offer.offeredUntil } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** An event's waitlist entries, in line order, each with its student and team (if any). */
function entriesOfEvent(db: Db, eventId: number) {
  return db
    .selectFrom('waitlist_entries')
    .innerJoin('users', 'users.id', 'waitlist_entries.user_id')
    .leftJoin('teams', 'teams.id', 'waitlist_entries.team_id')
    .where('waitlist_entries.event_id', '=', eventId)
    .orderBy('waitlist_entries.id');
}

/** The first in line who has no offer yet. */
export async function findFirstWaiting(db: Db, eventId: number) {
  return entriesOfEvent(db, eventId)
    .select([
      'waitlist_entries.id',
      'waitlist_entries.user_id',
      'waitlist_entries.team_id',
      'users.full_name',
      'users.email',
      'teams.team_name',
    ])
    .where('waitlist_entries.status', '=', 'waiting')
    .executeTakeFirst();
}

/** Open offers whose time is up (of one event, or of all). */
export async function listDueOffers(db: Db, now: string, eventId?: number) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'event_id'])
    .where('status', '=', 'offered')
    .where('offered_until', '<=', now)
    .$if(eventId !== undefined, (q) => q.where('event_id', '=', eventId!))
    .orderBy('id')
    .execute();
}

/** The live line of one event, in order, for staff. */
export async function listLiveEntries(db: Db, eventId: number) {
  return entriesOfEvent(db, eventId)
    .select([
      'waitlist_entries.id',
      'waitlist_entries.user_id',
      'waitlist_entries.status',
      'waitlist_entries.offered_until',
      'users.full_name',
      'users.email',
      'teams.team_name',
    ])
    .where('waitlist_entries.status', 'in', LIVE)
    .execute();
}

/** The live entries a student stands in (their own, or their team's), with each one's place. */
export async function listLiveEntriesOfUser(db: Db, userId: number) {
  return db
    .selectFrom('waitlist_entries as w')
    .innerJoin('events', 'events.id', 'w.event_id')
    .leftJoin('teams', 'teams.id', 'w.team_id')
    .select([
      'w.id',
      'w.event_id',
      'w.status',
      'w.offered_until',
      'w.team_id',
      'teams.team_name',
      'events.event_name',
      'events.symposium_name',
      'events.registration_fees',
      (eb) =>
        eb
          .selectFrom('waitlist_entries as ahead')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('ahead.event_id', '=', 'w.event_id')
          .where('ahead.status', 'in', LIVE)
          .whereRef('ahead.id', '<=', 'w.id')
          .as('position'),
    ])
    .where('w.status', 'in', LIVE)
    .where((eb) =>
      eb.or([
        eb('w.user_id', '=', userId),
        eb(
          'w.team_id',
          'in',
          eb
            .selectFrom('team_members')
            .select('team_members.team_id')
            .where('team_members.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('w.id')
    .execute();
}

/** A team's live entry follows its leader (the leader queues for the team). */
export async function setEntryUserOfTeam(db: Db, teamId: number, userId: number) {
  await db
    .updateTable('waitlist_entries')
    .set({ user_id: userId, updated_at: nowIso() })
    .where('team_id', '=', teamId)
    .where('status', 'in', LIVE)
    .execute();
}
