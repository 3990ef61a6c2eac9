import { MSG, type AssignedEvent, type Coordinator, type SessionUser } from '@app/shared';
import type { Db } from '../../db/connection';
import { badRequest, notFound } from '../../lib/http-error';
import { insertAudit } from '../audit-log/repository';
import * as repo from './repository';

// Assigning organizers and volunteers to events, from either side: the event form sets an
// event's coordinators, the organizers page sets a person's events. Both are audited.

type Actor = Pick<SessionUser, 'id' | 'email'>;

const isCoordinatorRole = (role: string): role is Coordinator['role'] => role === 'organizer' || role === 'volunteer';

const toCoordinator = (r: repo.CoordinatorRow): Coordinator => ({
  id: r.id,
  name: r.full_name,
  email: r.email,
  mobile: r.mobile,
  role: r.role as Coordinator['role'],
});

const toAssignedEvent = (r: { event_id?: number; id?: number; event_name: string; symposium_name: string }): AssignedEvent => ({
  id: (r.event_id ?? r.id)!,
  eventName: r.event_name,
  symposiumName: r.symposium_name,
});

/** The audit row of a replaced assignment list: the ids before and after, sorted. */
async function auditReplaced(
  trx: Db,
  actor: Actor,
  a: { action: string; type: 'event' | 'user'; id: number; key: 'userIds' | 'eventIds'; before: number[]; after: number[] },
) {
  const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);
  await insertAudit(trx, {
    actor,
    action: a.action,
    targetType: a.type,
    targetId: a.id,
    before: { [a.key]: sorted(a.before) },
    after: { [a.key]: sorted(a.after) },
  });
}

export async function listCoordinators(db: Db, eventId: number): Promise<Coordinator[]> {
  return (await repo.listCoordinatorsOfEvent(db, eventId)).map(toCoordinator);
}

export async function setCoordinators(db: Db, actor: Actor, eventId: number, userIds: number[]): Promise<Coordinator[]> {
  return db.transaction().execute(async (trx) => {
    const [event] = await repo.listEventsByIds(trx, [eventId]);
    if (!event) throw notFound(MSG.eventNotFound);
    const users = await repo.findUsersByIds(trx, userIds);
    if (users.length !== userIds.length || !users.every((u) => isCoordinatorRole(u.role))) {
      throw badRequest(MSG.coordinatorsMustBeStaff);
    }
    const before = (await repo.listCoordinatorsOfEvent(trx, eventId)).map((c) => c.id);
    await repo.deleteCoordinatorsOfEvent(trx, eventId);
    await repo.insertAssignments(trx, userIds.map((userId) => ({ eventId, userId })));
    await auditReplaced(trx, actor, { action: 'event.coordinators', type: 'event', id: eventId, key: 'userIds', before, after: userIds });
    return (await repo.listCoordinatorsOfEvent(trx, eventId)).map(toCoordinator);
  });
}

export async function setAssignedEvents(db: Db, actor: Actor, userId: number, eventIds: number[]): Promise<AssignedEvent[]> {
  return db.transaction().execute(async (trx) => {
    const [user] = await repo.findUsersByIds(trx, [userId]);
    if (!user || !isCoordinatorRole(user.role)) throw notFound(MSG.organizerNotFound);
    const events = await repo.listEventsByIds(trx, eventIds);
    if (events.length !== eventIds.length) throw notFound(MSG.eventNotFound);
    const before = (await repo.listAssignmentsOfUsers(trx, [userId])).map((a) => a.event_id);
    await repo.deleteAssignmentsOfUser(trx, userId);
    await repo.insertAssignments(trx, eventIds.map((eventId) => ({ eventId, userId })));
    await auditReplaced(trx, actor, { action: 'user.events', type: 'user', id: userId, key: 'eventIds', before, after: eventIds });
    return events.map(toAssignedEvent);
  });
}

/** Who is assigned to what, for every organizer and volunteer that has an assignment. */
export async function listAssignments(db: Db) {
  const rows = await repo.listAssignmentsOfUsers(db, null);
  const byUser = new Map<number, AssignedEvent[]>();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), toAssignedEvent(r)]);
  return [...byUser].map(([userId, events]) => ({ userId, events }));
}

/** The events the caller acts on (the staff pages' event pickers). */
export async function myEvents(db: Db, scope: ReadonlySet<number> | null) {
  const events = await repo.listEventsByIds(db, scope === null ? null : [...scope]);
  return { all: scope === null, events: events.map(toAssignedEvent) };
}
