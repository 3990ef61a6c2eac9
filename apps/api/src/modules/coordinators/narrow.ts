import type { CartItem, UserPayment, UserRegistrationLookup, UserRegistrationsResponse } from '@app/shared';
import type { FastifyRequest } from 'fastify';

// A coordinator held to some events who looks at a student's things (staff may look at anyone's)
// sees only what concerns their events. These narrow the answers of the owner-scoped reads.

type Scope = ReadonlySet<number>;

/**
 * The scope to narrow by when the caller reads someone else's things: null for their own things,
 * or when they are not held to events (the admin, an unassigned organizer, a student).
 */
export async function othersScope(request: FastifyRequest, owner: { id?: number; email?: string }): Promise<Scope | null> {
  const user = request.user;
  if (!user || owner.id === user.id || owner.email?.toLowerCase() === user.email.toLowerCase()) return null;
  return request.scopedEvents();
}

const narrowPayment = (p: UserPayment, scope: Scope): UserPayment | null => {
  const events = p.events.filter((e) => scope.has(e.eventId));
  return events.length ? { ...p, events } : null;
};

export function narrowPayments(list: UserPayment[], scope: Scope | null): UserPayment[] {
  if (!scope) return list;
  return list.map((p) => narrowPayment(p, scope)).filter((p): p is UserPayment => p !== null);
}

export function narrowUserRegistrations(res: UserRegistrationsResponse, scope: Scope | null): UserRegistrationsResponse {
  if (!scope) return res;
  return {
    registrations: res.registrations.filter((r) => scope.has(r.event.id)),
    pendingPayments: narrowPayments(res.pendingPayments, scope),
  };
}

export function narrowLookup(rows: UserRegistrationLookup, scope: Scope | null): UserRegistrationLookup {
  return scope ? rows.filter((r) => scope.has(r.eventId)) : rows;
}

export function narrowEventIds(res: { eventIds: number[] }, scope: Scope | null) {
  return scope ? { eventIds: res.eventIds.filter((id) => scope.has(id)) } : res;
}

export function narrowCart(items: CartItem[], scope: Scope | null): CartItem[] {
  return scope ? items.filter((i) => scope.has(i.eventId)) : items;
}

/** For a body the validation step cannot see (multipart): whether every event is the caller's. */
export async function withinMyEvents(request: FastifyRequest, eventIds: number[]): Promise<boolean> {
  const scope = await request.scopedEvents();
  return !scope || eventIds.every((id) => scope.has(id));
}
