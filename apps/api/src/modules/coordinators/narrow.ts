import type {
  CartItem,
  SessionUser,
  UserPayment,
  UserRegistrationLookup,
  UserRegistrationsResponse,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

// A coordinator held to some events who looks at a student's things (staff may look at anyone's)
// sees only what concerns their events. These narrow the answers of the owner-scoped reads.

type Scope = ReadonlySet<number>;
/** Whose things are read: named by id or by email. */
type Owner = { id?: number; email?: string };

/**
 * The scope to narrow by when the caller reads someone else's things: null for their own things,
 * or when they are not held to events (the admin, an unassigned organizer, a student).
 */
export async function othersScope(request: FastifyRequest, owner: Owner): Promise<Scope | null> {
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

/**
 * GET `url`: one owner's things, the owner named by the params. A user reads their own; one held to
 * some events reading someone else's sees only what concerns their events (`narrow`).
 */
export function getOwnersThings<Params, Reply, Things extends Reply>(
  app: FastifyInstance,
  url: string,
  route: {
    tags: string[];
    params: z.ZodType<Params>;
    response: z.ZodType<Reply>;
    owner: (params: Params) => Owner;
    read: (actor: SessionUser, params: Params) => Promise<Things>;
    narrow: (things: Things, scope: Scope | null) => Things;
  },
): void {
  const { tags, params, response, owner, read, narrow } = route;
  app.get(
    url,
    {
      config: { access: 'user', eventScope: 'list' },
      schema: { tags, params, response: { 200: response } },
    },
    async (request): Promise<Things> => {
      // `params` above has checked them: they are what its schema gives.
      const checked = request.params as Params;
      return narrow(await read(request.actor, checked), await othersScope(request, owner(checked)));
    },
  );
}
