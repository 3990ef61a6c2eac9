import { MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { buildScopeWorld, type ScopeWorld } from '../security/scope-fixtures';

// Assigning coordinators, and what an assigned organizer then sees on Registration Status.

describe.each(DIALECTS)('coordinators on %s', (dialect) => {
  let t: TestApp;
  let w: ScopeWorld;
  let admin: string;
  const call = (cookie: string, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as string }) });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildScopeWorld(t);
    admin = await t.adminCookie();
  });
  afterAll(async () => t?.close());

  describe('PUT /api/events/:id/coordinators', () => {
    it('replaces the list, lists it back and writes an audit row with before and after', async () => {
      const second = await t.createUser({ role: 'organizer', fullName: 'Second Organizer' });
      const res = await call(admin, 'PUT', `/api/events/${w.other.event}/coordinators`, { userIds: [second.id, w.unassigned.id, second.id] });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(MSG.coordinatorsSaved);
      expect(res.json().coordinators.map((c: { id: number }) => c.id).sort()).toEqual([second.id, w.unassigned.id].sort());
      const listed = await call(admin, 'GET', `/api/events/${w.other.event}/coordinators`);
      expect(listed.json().map((c: { email: string; role: string }) => c.role)).toEqual(['organizer', 'organizer']);
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'event.coordinators')
        .where('target_id', '=', String(w.other.event))
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.before_json!)).toEqual({ userIds: [] });
      expect(JSON.parse(audit.after_json!).userIds).toHaveLength(2);

      const cleared = await call(admin, 'PUT', `/api/events/${w.other.event}/coordinators`, { userIds: [] });
      expect(cleared.json().coordinators).toEqual([]);
      // the unassigned organizer is unassigned again, and so sees every event
      const mine = await call(w.unassigned.cookie, 'GET', '/api/me/events');
      expect(mine.json().all).toBe(true);
    });

    it('refuses students and the admin as coordinators, and an unknown event, changing nothing', async () => {
      const student = w.own.student.id;
      const bad = await call(admin, 'PUT', `/api/events/${w.own.event}/coordinators`, { userIds: [w.organizer.id, student] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(MSG.coordinatorsMustBeStaff);
      const missing = await call(admin, 'PUT', '/api/events/999999/coordinators', { userIds: [w.organizer.id] });
      expect(missing.statusCode).toBe(404);
      const still = await call(admin, 'GET', `/api/events/${w.own.event}/coordinators`);
      expect(still.json().map((c: { id: number }) => c.id).sort()).toEqual([w.organizer.id, w.volunteer.id].sort());
    });

    it('is the admin’s alone', async () => {
      const res = await call(w.organizer.cookie, 'PUT', `/api/events/${w.own.event}/coordinators`, { userIds: [w.organizer.id] });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('PUT /api/organizers/:id/events', () => {
    it("sets a person's events from the organizers page, audited, and the assignments list shows them", async () => {
      const helper = await t.createUser({ role: 'volunteer', fullName: 'Gate Helper' });
      const res = await call(admin, 'PUT', `/api/organizers/${helper.id}/events`, { eventIds: [w.own.event, w.other.event] });
      expect(res.statusCode).toBe(200);
      expect(res.json().events.map((e: { eventName: string }) => e.eventName)).toEqual(['Aurora Quiz', 'Zephyr Hackathon']);
      const all = await call(admin, 'GET', '/api/coordinators/assignments');
      const mine = all.json().find((a: { userId: number }) => a.userId === helper.id);
      expect(mine.events).toHaveLength(2);
      const audit = await t.db.selectFrom('audit_log').select('after_json').where('action', '=', 'user.events').where('target_id', '=', String(helper.id)).executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after_json!).eventIds).toHaveLength(2);
      const none = await call(admin, 'PUT', `/api/organizers/${helper.id}/events`, { eventIds: [] });
      expect(none.json().events).toEqual([]);
      const student = await call(admin, 'PUT', `/api/organizers/${w.own.student.id}/events`, { eventIds: [w.own.event] });
      expect(student.statusCode).toBe(404);
    });
  });

  describe('GET /api/me/events', () => {
    it('gives the assigned organizer and the volunteer their event, and the admin every event', async () => {
      for (const who of [w.organizer, w.volunteer]) {
        const res = await call(who.cookie, 'GET', '/api/me/events');
        expect(res.json()).toEqual({ all: false, events: [{ id: w.own.event, eventName: 'Aurora Quiz', symposiumName: 'Carteblanche' }] });
      }
      const all = await call(admin, 'GET', '/api/me/events');
      expect(all.json().all).toBe(true);
      expect(all.json().events.map((e: { id: number }) => e.id)).toEqual(expect.arrayContaining([w.own.event, w.other.event]));
    });

    it('gives a volunteer with no assignment no event at all', async () => {
      const idle = await t.createUser({ role: 'volunteer' });
      expect((await call(idle.cookie, 'GET', '/api/me/events')).json()).toEqual({ all: false, events: [] });
    });
  });

  describe('Registration Status for an assigned organizer', () => {
    it('lists the payments that include their event, and of the cart payment only their part', async () => {
      const res = await call(w.organizer.cookie, 'GET', '/api/registrations/all?limit=50');
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { id: number; events: { eventName: string }[]; otherEvents?: number; eventName: string }[];
      expect(items.map((i) => i.id).sort()).toEqual([w.own.payment, w.cartPayment].sort());
      expect(res.json().total).toBe(2);
      const cart = items.find((i) => i.id === w.cartPayment)!;
      expect(cart.events.map((e) => e.eventName)).toEqual(['Aurora Quiz']);
      expect(cart.eventName).toBe('Aurora Quiz');
      expect(cart.otherEvents).toBe(1);
      expect(items.find((i) => i.id === w.own.payment)!.otherEvents).toBe(0);
      // filtering by the other event is refused, not answered with that event's payments
      const filtered = await call(w.organizer.cookie, 'GET', `/api/registrations/all?eventId=${w.other.event}`);
      expect(filtered.statusCode).toBe(403);
      expect(filtered.json().message).toBe(MSG.notCoordinator);
    });

    it('shows an unassigned organizer every payment, whole', async () => {
      const res = await call(w.unassigned.cookie, 'GET', '/api/registrations/all?limit=50');
      const ids = res.json().items.map((i: { id: number }) => i.id);
      expect(ids).toEqual(expect.arrayContaining([w.own.payment, w.other.payment, w.cartPayment]));
      const cart = res.json().items.find((i: { id: number }) => i.id === w.cartPayment);
      expect(cart.events).toHaveLength(2);
      expect(cart.otherEvents).toBeUndefined();
    });

    it('lets them open the cart payment’s screenshot but not verify it, and verify their own payment', async () => {
      const shot = await call(w.organizer.cookie, 'GET', `/api/payments/${w.cartPayment}/screenshot`);
      expect(shot.statusCode).toBe(200);
      const verifyCart = await call(w.organizer.cookie, 'POST', '/api/verification', {
        userId: w.cartStudent.id,
        eventId: w.own.event,
        verified: true,
      });
      expect(verifyCart.statusCode).toBe(403);
      // Not the generic 'not a coordinator of this event': it is their event, and the words say who decides.
      expect(verifyCart.json().message).toBe(
        'This transfer also pays for an event of other coordinators, so only the admin or an organizer of all its events can verify or reject it.',
      );
      expect(verifyCart.json().message).toBe(MSG.sharedPaymentNotYours(1));
      const cartRow = await t.db.selectFrom('payments').select('verified').where('id', '=', w.cartPayment).executeTakeFirstOrThrow();
      expect(cartRow.verified).toBeNull();

      const own = await call(w.organizer.cookie, 'POST', '/api/verification', {
        userId: w.own.student.id,
        eventId: w.own.event,
        verified: true,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().message).toBe(MSG.userVerified);
      // a verification naming their event but another's payment is the other payment's business
      const sneaky = await call(w.organizer.cookie, 'POST', '/api/verification', {
        userId: w.other.student.id,
        eventId: w.own.event,
        paymentId: w.other.payment,
        verified: true,
      });
      expect(sneaky.statusCode).toBe(403);
      expect(sneaky.json().message).toBe(MSG.notCoordinator);
    });

    it('tells the check-in desk the cart payment is not theirs to verify, and the admin’s desk nothing of it', async () => {
      const { symposium_name } = await t.db.selectFrom('events').select('symposium_name').where('id', '=', w.own.event).executeTakeFirstOrThrow();
      const passCode = 'CARTPASSxxxxxxxxxxxx';
      await t.db.insertInto('passes').values({ user_id: w.cartStudent.id, symposium_name, code: passCode }).execute();
      const scan = { passCode, eventId: w.own.event };
      const desk = await call(w.organizer.cookie, 'POST', '/api/check-in', scan);
      expect(desk.statusCode).toBe(409);
      expect(desk.json()).toMatchObject({ paymentId: w.cartPayment, otherEvents: 1 });
      const atAdminDesk = await call(admin, 'POST', '/api/check-in', scan);
      expect(atAdminDesk.statusCode).toBe(409);
      expect(atAdminDesk.json().paymentId).toBe(w.cartPayment);
      expect(atAdminDesk.json().otherEvents).toBeUndefined();
    });

    it('lets the admin verify the cart payment', async () => {
      const res = await call(admin, 'POST', '/api/verification', { userId: w.cartStudent.id, eventId: w.other.event, verified: true });
      expect(res.statusCode).toBe(200);
    });
  });
});
