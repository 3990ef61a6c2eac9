import type { FastifyRequest } from 'fastify';
import { MSG, type SessionUser } from '@app/shared';
import type { Db } from '../db/connection';
import * as coordinators from '../modules/coordinators/repository';

// Coordinators held to their own events (SPEC-2 §I). A route says in `config.eventScope` where the
// event it acts on is found; the auth plugin resolves it after validation and answers 403 when the
// caller is an organizer assigned to other events, or a volunteer, and the event is not theirs.

/**
 * What an event-scoped field names: an event, or a thing that belongs to one or more events
 * ('user': a student, through the events they hold a pending or verified registration for).
 */
export type ScopeKind = 'event' | 'user' | coordinators.ThingWithEvent;

export interface EventScopeField {
  from: 'params' | 'query' | 'body';
  /** The field; it may hold one id or an array of ids. An absent field is not checked. */
  key: string;
  /** What the field names; default 'event'. */
  kind?: ScopeKind;
  /**
   * 'all' (default): every event the thing covers must be the caller's (to act on it);
   * 'any': one is enough (to look at a cart payment that also covers others' events).
   */
  match?: 'all' | 'any';
  /** The events of a thing found through several fields: given the whole params, query or body. */
  resolve?: (db: Db, part: Record<string, unknown>) => Promise<number[]>;
  /** Without the field the route lists several events' things, filtered by `request.scopedEvents()`. */
  list?: true;
  /**
   * Words more specific than 'You are not a coordinator of this event.' for some refusals, given
   * the events the field names and the caller's (null: the generic words).
   */
  refusal?: (events: number[], mine: ReadonlySet<number>) => string | null;
}

/** Whether a route lists things of several events (and must filter them by the caller's scope). */
export const isListScope = (scope: EventScope | undefined) =>
  scope === 'list' || (typeof scope === 'object' && (Array.isArray(scope) ? scope : [scope]).some((f) => f.list));

/**
 * One field, several (each checked), or:
 * 'list' — the route lists things of many events and filters them itself by `request.scopedEvents()`;
 * 'none' — a staff route that is about no event (declared, so the route walk knows it was thought about).
 */
export type EventScope = EventScopeField | EventScopeField[] | 'list' | 'none';

/**
 * The events a user is held to: null for no limit (the admin, an organizer assigned to nothing, and
 * every non-staff role, whom their access level and ownership checks already limit), else the set.
 * A volunteer is always held to their assignments, so one assigned to nothing acts on nothing.
 */
export async function scopedEventsOf(db: Db, user: SessionUser | null): Promise<ReadonlySet<number> | null> {
  if (!user || (user.role !== 'organizer' && user.role !== 'volunteer')) return null;
  const ids = await coordinators.listAssignedEventIds(db, user.id);
  if (user.role === 'organizer' && ids.length === 0) return null;
  return new Set(ids);
}

const idsIn = (value: unknown): number[] | null => {
  if (value === undefined || value === null || value === '') return null;
  const list = Array.isArray(value) ? value : [value];
  return list.map(Number).filter((n) => Number.isInteger(n));
};

/** The events a field names, or null when the request does not carry it. */
async function eventsNamedBy(db: Db, field: EventScopeField, request: FastifyRequest): Promise<number[] | null> {
  const part = (request[field.from] ?? {}) as Record<string, unknown>;
  if (field.resolve) return idsIn(part[field.key]) === null ? null : field.resolve(db, part);
  const ids = idsIn(part[field.key]);
  if (ids === null) return null;
  const kind = field.kind ?? 'event';
  if (kind === 'event') return ids;
  if (kind === 'user') return coordinators.listLiveEventIdsOfUsers(db, ids);
  return coordinators.listEventIdsOf(db, kind, ids);
}

/**
 * Null when the request stays within the caller's events (`mine`, never null here), else the
 * message it is refused with.
 */
export async function scopeRefusal(
  db: Db,
  scope: EventScopeField | EventScopeField[],
  request: FastifyRequest,
  mine: ReadonlySet<number>,
  part: 'url' | 'body',
): Promise<string | null> {
  for (const field of Array.isArray(scope) ? scope : [scope]) {
    if ((field.from === 'body') !== (part === 'body')) continue;
    const events = await eventsNamedBy(db, field, request);
    if (events === null) continue;
    // A thing that belongs to no event (an unknown payment) is left to the handler's 404, but a
    // student registered for nothing is nobody a coordinator looks after.
    const ok =
      events.length === 0
        ? field.kind !== 'user'
        : field.match === 'any'
          ? events.some((e) => mine.has(e))
          : events.every((e) => mine.has(e));
    if (!ok) return field.refusal?.(events, mine) ?? MSG.notCoordinator;
  }
  return null;
}
