import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SEATS_MSG } from '@app/shared';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { eventBody } from '../events/fixtures';
import { openSymposia } from '../registrations/fixtures';
import {
  entriesOf,
  insertSeatEvent,
  joinWaitlist,
  offerMails,
  registerFree,
  seatsOf,
  tally,
} from './fixtures';

// SPEC-2 §A seats: the event form's fields, seatsLeft in the event calls, 'This event is full.'
// on free registration and the cart, and the guarded counter under concurrency.

describe.each(DIALECTS)('seats on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
  });
  afterAll(async () => t?.close());

  /** The admin edits the event (as a workshop, so no rounds are needed) to hold `capacity` seats. */
  async function setCapacity(eventId: number, capacity: number) {
    const existing = (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` })).json();
    return t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: { cookie: await t.adminCookie() },
      payload: { ...existing, rounds: [], numberOfRounds: 0, eventCategory: 'Workshop', capacity },
    });
  }

  async function saveEvent(method: 'POST' | 'PUT', body: Record<string, unknown>, id?: number) {
    return t.app.inject({
      method,
      url: id ? `/api/events/${id}` : '/api/events',
      headers: { cookie: await t.adminCookie() },
      payload: eventBody(body),
    });
  }

  describe('the event form', () => {
    it('stores Seats, offer hours and team sizes, and the event calls show capacity and seatsLeft', async () => {
      const res = await saveEvent('POST', {
        eventName: 'Lab of Forty',
        capacity: 40,
        waitlistOfferHours: 12,
        minTeamSize: 2,
        maxTeamSize: 3,
      });
      expect(res.statusCode).toBe(201);
      const { event } = res.json();
      expect(event).toMatchObject({
        capacity: 40,
        seatsLeft: 40,
        waitlistOfferHours: 12,
        minTeamSize: 2,
        maxTeamSize: 3,
      });
      const one = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
      expect(one.json()).toMatchObject({ capacity: 40, seatsLeft: 40 });
      const list = await t.app.inject({ method: 'GET', url: '/api/events?symposium=Carteblanche' });
      expect(list.json().find((e: { id: number }) => e.id === event.id)).toMatchObject({
        capacity: 40,
        seatsLeft: 40,
      });
    });

    it('leaves capacity empty for no limit (null, the default), with seatsLeft null', async () => {
      const res = await saveEvent('POST', { eventName: 'Open Hall', capacity: '' });
      expect(res.json().event).toMatchObject({
        capacity: null,
        seatsLeft: null,
        waitlistOfferHours: 24,
        minTeamSize: 1,
        maxTeamSize: 4,
      });
      const noField = await saveEvent('POST', { eventName: 'Open Hall 2' });
      expect(noField.json().event).toMatchObject({ capacity: null, seatsLeft: null });
    });

    it.each([
      [{ capacity: 0 }, SEATS_MSG.seats],
      [{ capacity: 2.5 }, SEATS_MSG.seats],
      [{ waitlistOfferHours: 0 }, SEATS_MSG.offerHours],
      [{ waitlistOfferHours: 169 }, SEATS_MSG.offerHours],
      [{ minTeamSize: 0 }, SEATS_MSG.teamSizeRange],
      [{ maxTeamSize: 11 }, SEATS_MSG.teamSizeRange],
      [{ minTeamSize: 4, maxTeamSize: 3 }, SEATS_MSG.teamSizeRange],
    ])('refuses %j with a clear message and stores nothing', async (fields, message) => {
      const res = await saveEvent('POST', { eventName: 'Refused Event', ...fields });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      const rows = await t.db
        .selectFrom('events')
        .select('id')
        .where('event_name', '=', 'Refused Event')
        .execute();
      expect(rows).toHaveLength(0);
    });

    it('will not set Seats below the seats already taken', async () => {
      const e = await insertSeatEvent(t, { fees: 0, capacity: 3 });
      for (let i = 0; i < 2; i++)
        expect((await registerFree(t, await t.createUser(), e.id)).statusCode).toBe(201);
      const res = await setCapacity(e.id, 1);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SEATS_MSG.capacityBelowTaken(2));
      expect(await seatsOf(t, e.id)).toEqual({ capacity: 3, seats_taken: 2 });
    });
  });

  describe('a full event', () => {
    it('counts down seatsLeft and answers 409 "This event is full." to free registration and the cart', async () => {
      const free = await insertSeatEvent(t, { fees: 0, capacity: 2 });
      const a = await t.createUser();
      const b = await t.createUser();
      const c = await t.createUser();
      expect((await registerFree(t, a, free.id)).statusCode).toBe(201);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/events/${free.id}` })).json().seatsLeft,
      ).toBe(1);
      expect((await registerFree(t, b, free.id)).statusCode).toBe(201);
      const full = await registerFree(t, c, free.id);
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe(SEATS_MSG.eventFull);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/events/${free.id}` })).json().seatsLeft,
      ).toBe(0);
      const list = (await t.app.inject({ method: 'GET', url: '/api/events' })).json();
      expect(list.find((e: { id: number }) => e.id === free.id).seatsLeft).toBe(0);

      const paid = await insertSeatEvent(t, { fees: 100, capacity: 1 });
      await t.db.updateTable('events').set({ seats_taken: 1 }).where('id', '=', paid.id).execute();
      const cart = await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { cookie: c.cookie },
        payload: { userEmail: c.email, eventId: paid.id, symposiumName: 'Carteblanche' },
      });
      expect(cart.statusCode).toBe(409);
      expect(cart.json().message).toBe(SEATS_MSG.eventFull);
      expect(
        await t.db.selectFrom('cart_items').select('id').where('user_id', '=', c.id).execute(),
      ).toHaveLength(0);
    });

    it('"already registered" comes before "full" for someone who holds a seat', async () => {
      const e = await insertSeatEvent(t, { fees: 0, capacity: 1 });
      const a = await t.createUser();
      await registerFree(t, a, e.id);
      const again = await registerFree(t, a, e.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(MSG.alreadyRegistered);
    });

    it('30 students registering at once for 5 seats: exactly 5 stored, 25 told it is full', async () => {
      const e = await insertSeatEvent(t, { fees: 0, capacity: 5 });
      const students = await Promise.all(Array.from({ length: 30 }, () => t.createUser()));
      const started = performance.now();
      const responses = await Promise.all(students.map((s) => registerFree(t, s, e.id)));
      const ms = Math.round(performance.now() - started);
      expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 5, 409: 25 });
      for (const r of responses.filter((x) => x.statusCode === 409))
        expect(r.json().message).toBe(SEATS_MSG.eventFull);
      const rows = await t.db
        .selectFrom('registrations')
        .select('id')
        .where('event_id', '=', e.id)
        .execute();
      expect(rows).toHaveLength(5);
      expect(await seatsOf(t, e.id)).toEqual({ capacity: 5, seats_taken: 5 });
      console.info(
        `[seats] ${dialect}: 30 concurrent free registrations for 5 seats → 5 stored, 25 × 409, in ${ms} ms`,
      );
    });

    it('a larger capacity offers the new seat to the first in line at once', async () => {
      const e = await insertSeatEvent(t, { fees: 0, capacity: 1 });
      await registerFree(t, await t.createUser(), e.id);
      const waiting = await t.createUser();
      expect((await joinWaitlist(t, waiting, e.id)).statusCode).toBe(201);
      const res = await setCapacity(e.id, 2);
      expect(res.statusCode).toBe(200);
      expect(res.json().event.seatsLeft).toBe(0);
      expect((await entriesOf(t, e.id)).map((x) => x.status)).toEqual(['offered']);
      expect(await offerMails(t, waiting.email)).toHaveLength(1);
    });

    it('setting a capacity counts the registrations made while the event was unlimited', async () => {
      const e = await insertSeatEvent(t, { fees: 0, capacity: null });
      for (let i = 0; i < 3; i++) await registerFree(t, await t.createUser(), e.id);
      await t.db.updateTable('events').set({ seats_taken: 0 }).where('id', '=', e.id).execute();
      const res = await setCapacity(e.id, 4);
      expect(res.json().event).toMatchObject({ capacity: 4, seatsLeft: 1 });
    });
  });
});
