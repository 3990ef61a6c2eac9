import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { EventScope, EventScopeField, ScopeKind } from '../../src/plugins/auth';
import type { TestApp } from '../helpers/app';
import { cartForm, insertEvent, openSymposia, payCart, payManually } from '../registrations/fixtures';

// Two events side by side for the coordinator walks: 'own' (Aurora, the assigned organizer's and
// volunteer's) and 'other' (Zephyr, someone else's), each with a student's paid registration, a
// team, an announcement and a cart line, and a cart payment spanning both. Names are unique so a response can be searched for them.

export interface Side {
  event: number;
  payment: number;
  registration: number;
  announcement: number;
  team: number;
  cart: number;
  student: { id: number; email: string; cookie: string };
}

export interface ScopeWorld {
  own: Side;
  other: Side;
  /** A cart payment covering both events. */
  cartPayment: number;
  cartStudent: { id: number; email: string; cookie: string };
  organizer: { id: number; cookie: string };
  volunteer: { id: number; cookie: string };
  unassigned: { id: number; cookie: string };
  otherMarkers: string[];
}

type Paid = Omit<Side, 'announcement' | 'team' | 'cart'>;

async function side(t: TestApp, name: string, email: string): Promise<Paid> {
  const event = await insertEvent(t, { name, fees: 100, rounds: [86_400_000] });
  const student = await t.createUser({ email, fullName: `${name} Student` });
  const res = await payManually(t, student, event.id, 100);
  if (res.statusCode !== 201) throw new Error(`payment failed: ${res.body}`);
  return { event: event.id, payment: res.json().paymentId, registration: res.json().registrations[0].id, student };
}

/** A side's team, announcement and a cart line (another student's, for the side's event). */
async function addTeamAnnouncementAndCartLine(t: TestApp, name: string, s: Paid): Promise<Side> {
  const team = await t.db
    .insertInto('teams')
    .values({
      event_id: s.event,
      team_name: `${name} Team`,
      name_key: `${name.toLowerCase()} team`,
      code: crypto.randomBytes(6).toString('hex'),
      leader_id: s.student.id,
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const announcement = await t.db
    .insertInto('announcements')
    .values({ event_id: s.event, subject: `${name} news`, message: 'Hall changed.', audience: 'verified', round_number: null, dedupe_key: null, job_id: null, created_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const shopper = await t.createUser({ email: `shopper.${s.event}@example.com` });
  const cart = await t.db
    .insertInto('cart_items')
    .values({ user_id: shopper.id, event_id: s.event })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...s, announcement: announcement.id, team: team.id, cart: cart.id };
}

export async function buildScopeWorld(t: TestApp): Promise<ScopeWorld> {
  await openSymposia(t);
  const ownSide = await side(t, 'Aurora Quiz', 'aurora.student@example.com');
  const otherSide = await side(t, 'Zephyr Hackathon', 'zephyr.student@example.com');
  // The other side's team, announcement and cart line are made first, so none has its event's id:
  // a scope check that read the wrong column would then land on the wrong event and be caught.
  const other = await addTeamAnnouncementAndCartLine(t, 'Zephyr Hackathon', otherSide);
  const own = await addTeamAnnouncementAndCartLine(t, 'Aurora Quiz', ownSide);
  const cartStudent = await t.createUser({ email: 'cart.student@example.com', fullName: 'Cart Student' });
  const form = cartForm({
    eventIds: JSON.stringify([own.event, other.event]),
    transactionId: `UTRCART${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
    mobileNumber: '9876543210',
    transactionAmount: '200',
  });
  const cart = await payCart(t, cartStudent.cookie, form);
  if (cart.statusCode !== 201) throw new Error(`cart payment failed: ${cart.body}`);
  const organizer = await t.createUser({ role: 'organizer', email: 'aurora.org@example.com' });
  const volunteer = await t.createUser({ role: 'volunteer', email: 'aurora.door@example.com' });
  const unassigned = await t.createUser({ role: 'organizer', email: 'free.org@example.com' });
  const admin = await t.adminCookie();
  for (const userIds of [[organizer.id, volunteer.id]]) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${own.event}/coordinators`,
      headers: { cookie: admin },
      payload: { userIds },
    });
    if (res.statusCode !== 200) throw new Error(`assign failed: ${res.body}`);
  }
  return {
    own,
    other,
    cartPayment: cart.json().paymentId,
    cartStudent,
    organizer,
    volunteer,
    unassigned,
    otherMarkers: ['Zephyr Hackathon', 'zephyr.student@example.com'],
  };
}

/** The fields of a route's scope declaration (none for 'list' and 'none'). */
export const scopeFields = (scope: EventScope | undefined): EventScopeField[] =>
  !scope || typeof scope === 'string' ? [] : Array.isArray(scope) ? scope : [scope];

/** The id a field takes on one side of the world. */
export function idFor(side: Side, kind: ScopeKind = 'event'): number {
  return {
    event: side.event,
    payment: side.payment,
    registration: side.registration,
    user: side.student.id,
    announcement: side.announcement,
    team: side.team,
    cart: side.cart,
  }[kind];
}

/** Every table's rows, digested: equal digests mean nothing was written. Tables found in the catalog. */
export async function digestAll(t: TestApp): Promise<Record<string, string>> {
  const tables =
    t.dialect === 'postgres'
      ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.db)).rows;
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (name.startsWith('kysely_') || name === 'sessions' || name === 'jobs') continue;
    const rows = (await (t.db as any).selectFrom(name).selectAll().execute()) as Record<string, unknown>[];
    const lines = rows
      .map((r) =>
        JSON.stringify(
          Object.keys(r)
            .sort()
            .map((k) => [k, Buffer.isBuffer(r[k]) || r[k] instanceof Uint8Array ? 'bytes' : r[k]]),
        ),
      )
      .sort();
    out[name] = crypto.createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16) + `:${rows.length}`;
  }
  return out;
}
