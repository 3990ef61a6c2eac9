import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { DIALECTS, countRows, createTestApp, type TestApp } from '../helpers/app';
import { closeSymposium, DAYS, insertEvent, openSymposia } from './fixtures';

describe.each(DIALECTS)('free registration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
  });
  afterAll(async () => t?.close());

  const register = (cookie: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/registrations/simple', headers: { cookie }, payload: body });
  const registeredIds = async (cookie: string, email: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/registrations/by-email/${email}`, headers: { cookie } })).json().eventIds;

  describe('POST /api/registrations/simple', () => {
    it('registers for a free event at once, verified, and takes it out of the cart', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { name: 'Tech Quiz', fees: 0 });
      await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { cookie: s.cookie },
        payload: { userEmail: s.email, eventId: e.id, symposiumName: 'Carteblanche' },
      });
      // One caller also sends userName, email and college (SPEC §7); they are accepted and ignored.
      const res = await register(s.cookie, { userEmail: s.email, eventId: e.id, userName: 'X', email: 'x@y.z', college: 'Y' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        message: 'You have successfully registered for Tech Quiz.',
        registration: { id: expect.any(Number), eventId: e.id, status: 'verified' },
        clashes: [],
      });
      expect(await registeredIds(s.cookie, s.email)).toEqual([e.id]);
      const cart = await t.app.inject({ method: 'GET', url: `/api/cart/${s.id}`, headers: { cookie: s.cookie } });
      expect(cart.json()).toEqual([]);
    });

    it('refuses a second registration with 409 and keeps one row', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 0 });
      expect((await register(s.cookie, { userEmail: s.email, eventId: e.id })).statusCode).toBe(201);
      const again = await register(s.cookie, { userEmail: s.email, eventId: e.id });
      expect([again.statusCode, again.json().message]).toEqual([409, MSG.alreadyRegistered]);
      const rows = await t.db.selectFrom('registrations').select('id').where('user_id', '=', s.id).execute();
      expect(rows).toHaveLength(1);
    });

    it('is only for events with fee 0', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 100 });
      const before = await countRows(t, 'registrations');
      const res = await register(s.cookie, { userEmail: s.email, eventId: e.id });
      expect([res.statusCode, res.json().message]).toEqual([400, MSG.eventNotFree]);
      expect(await countRows(t, 'registrations')).toBe(before);
    });

    it("refuses to register another student's email", async () => {
      const s = await t.createUser();
      const other = await t.createUser();
      const e = await insertEvent(t, { fees: 0 });
      const before = await countRows(t, 'registrations');
      const res = await register(s.cookie, { userEmail: other.email, eventId: e.id });
      expect(res.statusCode).toBe(403);
      expect(await countRows(t, 'registrations')).toBe(before);
      expect(await registeredIds(other.cookie, other.email)).toEqual([]);
    });

    it('refuses after the deadline, for a closed symposium and for a non-MIT student on an MIT-only event', async () => {
      const s = await t.createUser();
      const outsider = await t.createUser({ college: 'Anna University, Guindy' });
      const late = await insertEvent(t, { fees: 0, closesIn: -60_000 });
      const mitOnly = await insertEvent(t, { fees: 0, openToNonMit: false });
      const enigma = await insertEvent(t, { fees: 0, symposium: 'Enigma', closesIn: DAYS(3) });
      const before = await countRows(t, 'registrations');

      const r1 = await register(s.cookie, { userEmail: s.email, eventId: late.id });
      expect([r1.statusCode, r1.json().message]).toEqual([400, MSG.registrationDeadlinePassed]);
      const r2 = await register(outsider.cookie, { userEmail: outsider.email, eventId: mitOnly.id });
      expect([r2.statusCode, r2.json().message]).toEqual([403, MSG.openToMitOnly]);
      await closeSymposium(t, 'Enigma');
      try {
        const r3 = await register(s.cookie, { userEmail: s.email, eventId: enigma.id });
        expect([r3.statusCode, r3.json().message]).toEqual([400, MSG.symposiumNotOpen]);
      } finally {
        await openSymposia(t, ['Enigma']);
      }
      expect(await countRows(t, 'registrations')).toBe(before);
    });

    it('lets staff register a student, and audits it', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 0 });
      const res = await register(await t.adminCookie(), { userEmail: s.email, eventId: e.id });
      expect(res.statusCode).toBe(201);
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'registration.create-for-user')
        .where('target_id', '=', String(res.json().registration.id))
        .executeTakeFirst();
      expect(audit?.actor_email).toBe('admin@test.local');
    });
  });

  describe('GET /api/registrations/by-email/{email}', () => {
    it("answers the caller's own ids and staff; another student gets 403", async () => {
      const s = await t.createUser();
      const other = await t.createUser();
      const res = await t.app.inject({ method: 'GET', url: `/api/registrations/by-email/${s.email}`, headers: { cookie: other.cookie } });
      expect(res.statusCode).toBe(403);
      const staff = await t.app.inject({
        method: 'GET',
        url: `/api/registrations/by-email/${s.email}`,
        headers: { cookie: await t.adminCookie() },
      });
      expect(staff.json()).toEqual({ eventIds: [] });
    });
  });
});
