import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { DIALECTS, countRows, createTestApp, type TestApp } from '../helpers/app';
import { closeSymposium, DAYS, insertEvent, openSymposia } from './fixtures';

describe.each(DIALECTS)('cart on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
  });
  afterAll(async () => t?.close());

  const add = (cookie: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/cart', headers: { cookie }, payload: body });
  const list = (cookie: string, userId: number) => t.app.inject({ method: 'GET', url: `/api/cart/${userId}`, headers: { cookie } });
  const remove = (cookie: string, cartId: number, body?: Record<string, unknown>) =>
    t.app.inject({ method: 'DELETE', url: `/api/cart/${cartId}`, headers: { cookie }, ...(body ? { payload: body } : {}) });

  describe('POST /api/cart and GET /api/cart/{userId}', () => {
    it('adds an event and lists it with name, description and fee', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { name: 'Code Relay', fees: 150 });
      const res = await add(s.cookie, { userEmail: s.email, eventId: e.id, symposiumName: 'Carteblanche' });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(MSG.addedToCart);
      const items = (await list(s.cookie, s.id)).json();
      expect(items).toEqual([
        {
          cartId: res.json().item.cartId,
          eventId: e.id,
          eventDetails: expect.objectContaining({ eventName: 'Code Relay', eventDescription: 'All about Code Relay.', registrationFees: 150 }),
          // No seat limit, no offer (SPEC-2 §A; test/seats/cart-seats.test.ts has the limited ones).
          capacity: null,
          seatsLeft: null,
          offeredUntil: null,
        },
      ]);
    });

    it('holds an event once per cart', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t);
      const body = { userEmail: s.email, eventId: e.id, symposiumName: 'Carteblanche' };
      expect((await add(s.cookie, body)).statusCode).toBe(201);
      const again = await add(s.cookie, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(MSG.alreadyInCart);
      expect((await list(s.cookie, s.id)).json()).toHaveLength(1);
    });

    it("refuses to fill another student's cart and to show it", async () => {
      const s = await t.createUser();
      const other = await t.createUser();
      const e = await insertEvent(t);
      const before = await countRows(t, 'cart_items');
      const res = await add(s.cookie, { userEmail: other.email, eventId: e.id, symposiumName: 'Carteblanche' });
      expect(res.statusCode).toBe(403);
      expect(await countRows(t, 'cart_items')).toBe(before);
      expect((await list(s.cookie, other.id)).statusCode).toBe(403);
    });

    it('lets staff look at a student cart', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t);
      await add(s.cookie, { userEmail: s.email, eventId: e.id, symposiumName: 'Carteblanche' });
      const res = await list(await t.adminCookie(), s.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
    });

    it('asks anonymous visitors to log in', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/cart', payload: { userEmail: 'a@b.co', eventId: 1, symposiumName: 'Enigma' } });
      expect(res.statusCode).toBe(401);
    });

    it('refuses a closed symposium, a passed deadline, an unknown event and a wrong symposium', async () => {
      const s = await t.createUser();
      const late = await insertEvent(t, { closesIn: -DAYS(1) });
      const enigma = await insertEvent(t, { symposium: 'Enigma' });
      const before = await countRows(t, 'cart_items');

      const r1 = await add(s.cookie, { userEmail: s.email, eventId: late.id, symposiumName: 'Carteblanche' });
      expect([r1.statusCode, r1.json().message]).toEqual([400, MSG.registrationDeadlinePassed]);

      const r2 = await add(s.cookie, { userEmail: s.email, eventId: 999_999, symposiumName: 'Carteblanche' });
      expect([r2.statusCode, r2.json().message]).toEqual([404, MSG.registrationEventNotFound]);

      const r3 = await add(s.cookie, { userEmail: s.email, eventId: enigma.id, symposiumName: 'Carteblanche' });
      expect(r3.statusCode).toBe(404);

      await closeSymposium(t, 'Enigma');
      try {
        const r4 = await add(s.cookie, { userEmail: s.email, eventId: enigma.id, symposiumName: 'Enigma' });
        expect([r4.statusCode, r4.json().message]).toEqual([400, MSG.symposiumNotOpen]);
      } finally {
        await openSymposia(t, ['Enigma']);
      }
      expect(await countRows(t, 'cart_items')).toBe(before);
    });

    it('keeps MIT-only events out of a non-MIT student cart, not out of an MIT one', async () => {
      const outsider = await t.createUser({ college: 'PSG College of Technology' });
      const insider = await t.createUser({ college: 'Madras Institute of Technology' });
      const e = await insertEvent(t, { openToNonMit: false });
      const body = (email: string) => ({ userEmail: email, eventId: e.id, symposiumName: 'Carteblanche' });
      const refused = await add(outsider.cookie, body(outsider.email));
      expect([refused.statusCode, refused.json().message]).toEqual([403, MSG.openToMitOnly]);
      expect((await add(insider.cookie, body(insider.email))).statusCode).toBe(201);
      const open = await insertEvent(t, { openToNonMit: true });
      expect((await add(outsider.cookie, { ...body(outsider.email), eventId: open.id })).statusCode).toBe(201);
    });

    it('refuses an event the student is already registered for', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 0 });
      await t.app.inject({ method: 'POST', url: '/api/registrations/simple', headers: { cookie: s.cookie }, payload: { userEmail: s.email, eventId: e.id } });
      const res = await add(s.cookie, { userEmail: s.email, eventId: e.id, symposiumName: 'Carteblanche' });
      expect([res.statusCode, res.json().message]).toEqual([409, MSG.alreadyRegistered]);
    });
  });

  describe('DELETE /api/cart/{cartId}', () => {
    it('removes an own item, then answers 404 for it', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t);
      const { cartId } = (await add(s.cookie, { userEmail: s.email, eventId: e.id, symposiumName: 'Carteblanche' })).json().item;
      const res = await remove(s.cookie, cartId, { userEmail: s.email });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(MSG.removedFromCart);
      expect((await list(s.cookie, s.id)).json()).toEqual([]);
      expect((await remove(s.cookie, cartId)).statusCode).toBe(404);
    });

    it("refuses another student's cart id, and another student's email in the body; nothing changes", async () => {
      const owner = await t.createUser();
      const s = await t.createUser();
      const e = await insertEvent(t);
      const { cartId } = (await add(owner.cookie, { userEmail: owner.email, eventId: e.id, symposiumName: 'Carteblanche' })).json().item;
      expect((await remove(s.cookie, cartId, { userEmail: s.email })).statusCode).toBe(403);
      expect((await remove(s.cookie, cartId)).statusCode).toBe(403);
      expect((await remove(owner.cookie, cartId, { userEmail: s.email })).statusCode).toBe(403);
      expect((await list(owner.cookie, owner.id)).json()).toHaveLength(1);
    });
  });
});
