import { expect } from 'vitest';
import type { TestApp } from '../helpers/app';
import { insertEvent, type EventOptions } from '../registrations/fixtures';

// Limited and team events for the seats, waitlist and teams tests, written to the database.

export interface SeatOptions extends EventOptions {
  capacity: number | null;
  offerHours: number;
  team: boolean;
  minTeam: number;
  maxTeam: number;
}

export async function insertSeatEvent(t: TestApp, o: Partial<SeatOptions> = {}) {
  const e = await insertEvent(t, o);
  await t.db
    .updateTable('events')
    .set({
      capacity: o.capacity === undefined ? 2 : o.capacity,
      waitlist_offer_hours: o.offerHours ?? 24,
      team_or_individual: o.team ? 'Team' : 'Individual',
      min_team_size: o.minTeam ?? 1,
      max_team_size: o.maxTeam ?? 4,
    })
    .where('id', '=', e.id)
    .execute();
  return e;
}

export const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

export function registerFree(t: TestApp, s: { email: string; cookie: string }, eventId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/registrations/simple',
    headers: { cookie: s.cookie },
    payload: { userEmail: s.email, eventId },
  });
}

export function joinWaitlist(t: TestApp, s: { cookie: string }, eventId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/waitlist`,
    headers: { cookie: s.cookie },
  });
}

export function leaveWaitlist(t: TestApp, s: { cookie: string }, eventId: number) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/events/${eventId}/waitlist`,
    headers: { cookie: s.cookie },
  });
}

export function cancel(t: TestApp, cookie: string, registrationId: number) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/registrations/${registrationId}`,
    headers: { cookie },
  });
}

/** The id of `userId`'s registration for `eventId` (which must exist). */
export async function registrationIdOf(t: TestApp, userId: number, eventId: number) {
  const row = await t.db
    .selectFrom('registrations')
    .select('id')
    .where('user_id', '=', userId)
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seatsOf(t: TestApp, eventId: number) {
  const row = await t.db
    .selectFrom('events')
    .select(['capacity', 'seats_taken'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return row;
}

export async function entriesOf(t: TestApp, eventId: number) {
  return t.db
    .selectFrom('waitlist_entries')
    .select(['user_id', 'status', 'offered_until'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
}

export async function offerMails(t: TestApp, email: string) {
  return t.db
    .selectFrom('outbox')
    .select(['subject', 'text'])
    .where('to_address', '=', email)
    .where('subject', 'like', 'A seat is free for you in %')
    .orderBy('id')
    .execute();
}

/** Moves an open offer's end into the past, as if its hold had run out. */
export async function lapseOffers(t: TestApp, eventId: number) {
  await t.db
    .updateTable('waitlist_entries')
    .set({ offered_until: new Date(Date.now() - 1000).toISOString() })
    .where('event_id', '=', eventId)
    .where('status', '=', 'offered')
    .execute();
}

/** A team formed through the API: the first member creates it, the others join by its code. */
export async function formTeam(t: TestApp, eventId: number, teamName: string, members: { cookie: string }[]) {
  const [leader, ...rest] = members;
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/teams`,
    headers: { cookie: leader!.cookie },
    payload: { teamName },
  });
  expect(created.statusCode).toBe(201);
  for (const m of rest) {
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/teams/join',
      headers: { cookie: m.cookie },
      payload: { code: created.json().code },
    });
    expect(joined.statusCode).toBe(200);
  }
  return created.json().id as number;
}
