import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_DAY_MSG, MSG } from '@app/shared';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import {
  cartForm,
  DAYS,
  insertEvent,
  newTxn,
  openSymposia,
  outboxTo,
  payCart,
  payManually,
  verifyPayment,
} from '../registrations/fixtures';
import { BOTH_PASSES, checkIn, insertRegistration, passMailBlock, passOf } from './fixtures';

describe.each(DIALECTS)('entry passes on %s', (dialect) => {
  let t: TestApp;
  let organizer: { id: number; email: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
    organizer = await t.createUser({ role: 'organizer', fullName: 'Desk Devi' });
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  describe('GET /api/passes/mine', () => {
    it('gives one pass per symposium listing every verified event, and the same code every time', async () => {
      const s = await t.createUser({ fullName: 'Meena R', college: 'PSG College of Technology' });
      const quiz = await insertEvent(t, {
        name: 'Tech Quiz',
        symposium: 'Carteblanche',
        rounds: [DAYS(3), DAYS(4)],
      });
      const relay = await insertEvent(t, {
        name: 'Code Relay',
        symposium: 'Carteblanche',
        rounds: [DAYS(2)],
      });
      const pending = await insertEvent(t, { name: 'Paper Pitch', symposium: 'Carteblanche' });
      const enigma = await insertEvent(t, { name: 'Hack Night', symposium: 'Enigma' });
      await insertRegistration(t, s.id, quiz.id);
      await insertRegistration(t, s.id, relay.id);
      await insertRegistration(t, s.id, pending.id, 'pending');
      await insertRegistration(t, s.id, enigma.id);

      const res = await get('/api/passes/mine', s.cookie);
      expect(res.statusCode).toBe(200);
      const passes = res.json();
      expect(passes.map((p: { symposiumName: string }) => p.symposiumName)).toEqual([
        'Carteblanche',
        'Enigma',
      ]);
      const cb = passes[0];
      expect(cb.passCode).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      expect(cb.passCode).not.toBe(passes[1].passCode);
      expect(cb).toMatchObject({ name: 'Meena R', college: 'PSG College of Technology' });
      // Ordered by the first round: Code Relay (in 2 days) before Tech Quiz (in 3); the pending one is not there.
      expect(cb.events.map((e: { eventName: string }) => e.eventName)).toEqual([
        'Code Relay',
        'Tech Quiz',
      ]);
      expect(cb.events[0]).toMatchObject({
        id: relay.id,
        location: 'Rajam Hall',
        checkedInAt: null,
      });
      expect(new Date(cb.events[1].firstRoundAt).getTime()).toBeGreaterThan(Date.now() + DAYS(2.9));

      const again = await get('/api/passes/mine', s.cookie);
      expect(again.json()[0].passCode).toBe(cb.passCode);
      expect(
        await t.db.selectFrom('passes').select('id').where('user_id', '=', s.id).execute(),
      ).toHaveLength(2);
    });

    it('has no pass for a student whose registrations all await verification, and asks for a login', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t);
      await insertRegistration(t, s.id, e.id, 'pending');
      expect((await get('/api/passes/mine', s.cookie)).json()).toEqual([]);
      expect((await get('/api/passes/mine')).statusCode).toBe(401);
    });

    it('passes are distinct random codes, not derived from ids', async () => {
      const codes = new Set<string>();
      const e = await insertEvent(t);
      for (let i = 0; i < 5; i++) {
        const s = await t.createUser();
        await insertRegistration(t, s.id, e.id);
        codes.add(await passOf(t, s.cookie));
      }
      expect(codes.size).toBe(5);
      for (const c of codes) expect(c).toHaveLength(20);
    });
  });

  describe('GET /api/registrations/user/{id}', () => {
    it('carries the pass code and check-in time on every verified item, from the moment it is verified', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 0, rounds: [DAYS(1)] });
      const reg = await t.app.inject({
        method: 'POST',
        url: '/api/registrations/simple',
        headers: { cookie: s.cookie },
        payload: { userEmail: s.email, eventId: e.id },
      });
      expect(reg.statusCode).toBe(201);
      const res = await get(`/api/registrations/user/${s.id}`, s.cookie);
      expect(res.statusCode).toBe(200);
      const [item] = res.json().registrations;
      expect(item.passCode).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(item.passCode).toBe(await passOf(t, s.cookie));
      expect(item.checkedInAt).toBeNull();
    });
  });

  describe('GET /api/registrations/{id}/pass.pdf', () => {
    it('gives the owner and staff an A6 PDF with an embedded font; others are refused', async () => {
      const s = await t.createUser({ fullName: 'Karthik V' });
      const e = await insertEvent(t, { name: 'Debug Duel' });
      const regId = await insertRegistration(t, s.id, e.id);
      const own = await get(`/api/registrations/${regId}/pass.pdf`, s.cookie);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      const pdf = own.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf).toMatch(/\/MediaBox \[0 0 297\.6\d* 419\.5\d*\]/);
      expect(pdf).toMatch(/\/FontFile2|\/FontFile3|\/FontFile /);
      expect(pdf).toContain('DejaVu');
      expect((await get(`/api/registrations/${regId}/pass.pdf`, organizer.cookie)).statusCode).toBe(
        200,
      );
      const other = await t.createUser();
      const refused = await get(`/api/registrations/${regId}/pass.pdf`, other.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MSG.forbidden);
      expect((await get(`/api/registrations/${regId}/pass.pdf`)).statusCode).toBe(401);
    });

    it('has no pass for a registration awaiting verification, nor for an unknown one', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t);
      const regId = await insertRegistration(t, s.id, e.id, 'pending');
      const res = await get(`/api/registrations/${regId}/pass.pdf`, s.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(EVENT_DAY_MSG.noPassYet);
      expect((await get('/api/registrations/999999/pass.pdf', s.cookie)).statusCode).toBe(404);
    });
  });

  describe('GET /api/passes/{passCode}', () => {
    it('tells anyone only whose pass it is, and shows the desk the holder and their events', async () => {
      const s = await t.createUser({ fullName: 'Nila P' });
      const e = await insertEvent(t, { name: 'Byte Battle' });
      const waiting = await insertEvent(t, { name: 'Logo Lab' });
      const regId = await insertRegistration(t, s.id, e.id);
      await insertRegistration(t, s.id, waiting.id, 'pending');
      const code = await passOf(t, s.cookie);

      const anon = await get(`/api/passes/${code}`);
      expect(anon.statusCode).toBe(200);
      expect(anon.json()).toEqual({
        name: 'Nila P',
        message: 'Entry pass for Nila P. Show this at the venue.',
      });
      const other = await t.createUser();
      expect((await get(`/api/passes/${code}`, other.cookie)).json()).toEqual(anon.json());

      const staff = (await get(`/api/passes/${code}`, organizer.cookie)).json();
      expect(staff).toMatchObject({
        name: 'Nila P',
        email: s.email,
        symposiumName: 'Carteblanche',
      });
      expect(staff.events).toEqual([
        {
          id: e.id,
          eventName: 'Byte Battle',
          registrationId: regId,
          status: 'verified',
          paymentId: null,
          checkedInAt: null,
          checkedInBy: null,
        },
        expect.objectContaining({ id: waiting.id, eventName: 'Logo Lab', status: 'pending' }),
      ]);
    });

    it('shows the desk when, and by whom, the holder was checked in at each event', async () => {
      const s = await t.createUser({ fullName: 'Mira J' });
      const entered = await insertEvent(t, { name: 'Relay Run' });
      const notYet = await insertEvent(t, { name: 'Poster Row' });
      await insertRegistration(t, s.id, entered.id);
      await insertRegistration(t, s.id, notYet.id);
      const code = await passOf(t, s.cookie);
      const scan = await checkIn(t, organizer.cookie, { passCode: code, eventId: entered.id });
      expect(scan.json().result).toBe('checked-in');

      const seen = (await get(`/api/passes/${code}`, organizer.cookie)).json();
      const byName = new Map(
        seen.events.map((e: { eventName: string }) => [e.eventName, e] as const),
      );
      expect(byName.get('Relay Run')).toMatchObject({
        checkedInAt: scan.json().checkedInAt,
        checkedInBy: 'Desk Devi',
      });
      expect(byName.get('Poster Row')).toMatchObject({ checkedInAt: null, checkedInBy: null });
    });

    it('tells the holder, and no one else, that the pass is their own', async () => {
      const s = await t.createUser({ fullName: 'Kala V', college: 'Anna University' });
      const e = await insertEvent(t, { name: 'Hash Hunt' });
      await insertRegistration(t, s.id, e.id);
      const code = await passOf(t, s.cookie);
      // The verification mail sends the holder here: their page shows them the pass.
      expect((await get(`/api/passes/${code}`, s.cookie)).json()).toEqual({
        name: 'Kala V',
        message: 'Entry pass for Kala V. Show this at the venue.',
        own: true,
      });
      const other = await t.createUser();
      for (const cookie of [undefined, other.cookie]) {
        const res = await get(`/api/passes/${code}`, cookie);
        expect(res.json()).toEqual({
          name: 'Kala V',
          message: 'Entry pass for Kala V. Show this at the venue.',
        });
      }
    });

    it("shows a coordinator or volunteer the holder's registrations at their own events only", async () => {
      const s = await t.createUser({ fullName: 'Oviya K' });
      const theirs = await insertEvent(t, { name: 'Circuit Sprint' });
      const another = await insertEvent(t, { name: 'Query Quest' });
      await insertRegistration(t, s.id, theirs.id);
      await insertRegistration(t, s.id, another.id);
      const code = await passOf(t, s.cookie);
      for (const role of ['organizer', 'volunteer'] as const) {
        const desk = await t.createUser({ role });
        await t.db.insertInto('event_coordinators').values({ event_id: theirs.id, user_id: desk.id }).execute();
        const seen = (await get(`/api/passes/${code}`, desk.cookie)).json();
        expect(seen.events.map((e: { eventName: string }) => e.eventName), role).toEqual(['Circuit Sprint']);
      }
      // An organizer assigned to nothing still sees both.
      const all = (await get(`/api/passes/${code}`, organizer.cookie)).json();
      expect(all.events.map((e: { eventName: string }) => e.eventName).sort()).toEqual(['Circuit Sprint', 'Query Quest']);
    });

    it("shows a coordinator or volunteer with none of the holder's events only whose pass it is", async () => {
      const s = await t.createUser({ fullName: 'Pavithra S', college: 'Coimbatore Institute of Technology' });
      const hers = await insertEvent(t, { name: 'Logic Lane' });
      const elsewhere = await insertEvent(t, { name: 'Pixel Parade' });
      await insertRegistration(t, s.id, hers.id);
      const code = await passOf(t, s.cookie);
      const desks = [];
      for (const role of ['organizer', 'volunteer'] as const) {
        const desk = await t.createUser({ role });
        await t.db.insertInto('event_coordinators').values({ event_id: elsewhere.id, user_id: desk.id }).execute();
        desks.push(desk);
        const res = await get(`/api/passes/${code}`, desk.cookie);
        expect(res.statusCode).toBe(200);
        // No email, college or symposium: what anyone gets, and an empty list of their events.
        expect(res.json(), role).toEqual({
          name: 'Pavithra S',
          message: 'Entry pass for Pavithra S. Show this at the venue.',
          events: [],
        });
        expect(res.body, role).not.toContain(s.email);
        expect(res.body, role).not.toContain('Coimbatore');
      }
      // A volunteer assigned to nothing is held to nothing: the same.
      const idle = await t.createUser({ role: 'volunteer' });
      expect((await get(`/api/passes/${code}`, idle.cookie)).body).not.toContain(s.email);
      // Registered (even awaiting verification) for their event: they see who the holder is.
      await insertRegistration(t, s.id, elsewhere.id, 'pending');
      for (const desk of desks)
        expect((await get(`/api/passes/${code}`, desk.cookie)).json()).toMatchObject({
          email: s.email,
          college: 'Coimbatore Institute of Technology',
          symposiumName: 'Carteblanche',
          events: [expect.objectContaining({ eventName: 'Pixel Parade', status: 'pending' })],
        });
      // Staff held to no event still see everything.
      expect((await get(`/api/passes/${code}`, organizer.cookie)).json()).toMatchObject({ email: s.email });
    });

    it("answers 404 'Unknown pass.' for a code that is not one, however malformed", async () => {
      for (const code of ['ABCDEFGHJKLMNPQRSTUV', 'short', 'x', 'abc%2Fdef']) {
        const res = await get(`/api/passes/${code}`);
        expect([res.statusCode, res.json().message], code).toEqual([404, EVENT_DAY_MSG.unknownPass]);
      }
    });
  });

  describe('the verification mail', () => {
    it('carries the pass link and code', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { name: 'Cipher Hunt', fees: 120 });
      const paid = await payManually(t, s, e.id, 120);
      expect(paid.statusCode).toBe(201);
      const verified = await verifyPayment(t, organizer.cookie, { userId: s.id, eventId: e.id });
      expect(verified.statusCode).toBe(200);
      const mail = (await outboxTo(t, s.email)).at(-1)!;
      expect(mail.subject).toBe('Payment verified: you are registered');
      const code = await passOf(t, s.cookie);
      expect(mail.text).toContain(`/check-in/${code}`);
      expect(mail.text).toContain(`Pass code: ${code}`);
      expect(mail.text).toMatch(/\/api\/registrations\/\d+\/pass\.pdf/);
    });

    it("says the pass admits to every verified event of the symposium, not only the payment's", async () => {
      const s = await t.createUser();
      const earlier = await insertEvent(t, { name: 'Relay Run' });
      const elsewhere = await insertEvent(t, { name: 'Night Hack', symposium: 'Enigma' });
      const waiting = await insertEvent(t, { name: 'Poster Pitch' });
      await insertRegistration(t, s.id, earlier.id);
      await insertRegistration(t, s.id, elsewhere.id);
      await insertRegistration(t, s.id, waiting.id, 'pending');
      const e = await insertEvent(t, { name: 'Stack Smash', fees: 120 });
      expect((await payManually(t, s, e.id, 120)).statusCode).toBe(201);
      expect((await verifyPayment(t, organizer.cookie, { userId: s.id, eventId: e.id })).statusCode).toBe(200);
      const mail = (await outboxTo(t, s.email)).at(-1)!;
      // The payment covered Stack Smash alone; the pass also admits to Relay Run.
      expect(mail.text).toContain('You are registered for:\n  - Stack Smash\n');
      expect(mail.text).toContain(
        'It admits you to every Carteblanche event where your registration is verified; at present:\n' +
          '  - Relay Run\n  - Stack Smash\n',
      );
      expect(mail.text).toContain('Your entry pass for Carteblanche (show the QR code at the venue):');
      expect(mail.text).not.toContain('each of these events');
      expect(mail.text).not.toContain('Night Hack');
      expect(mail.text).not.toContain('Poster Pitch');
      expect(mail.text).not.toContain('one entry pass for each symposium');
    });

    it("gives a cart payment for both symposia each symposium's pass with the events it admits to", async () => {
      const s = await t.createUser();
      const hack = await insertEvent(t, { name: 'Hack Sprint', symposium: 'Enigma', fees: 100 });
      const quiz = await insertEvent(t, { name: 'Quiz Bowl', symposium: 'Carteblanche', fees: 50 });
      const earlier = await insertEvent(t, { name: 'Logo Duel', symposium: 'Carteblanche' });
      await insertRegistration(t, s.id, earlier.id);
      for (const e of [
        { id: hack.id, symposiumName: 'Enigma' },
        { id: quiz.id, symposiumName: 'Carteblanche' },
      ]) {
        const added = await t.app.inject({
          method: 'POST',
          url: '/api/cart',
          headers: { cookie: s.cookie },
          payload: { userEmail: s.email, eventId: e.id, symposiumName: e.symposiumName },
        });
        expect(added.statusCode).toBe(201);
      }
      const form = cartForm({
        userId: String(s.id),
        eventIds: JSON.stringify([hack.id, quiz.id]),
        transactionId: newTxn(),
        transactionUsername: 'Priya Raman',
        mobileNumber: '9876501234',
        transactionAmount: '150',
      });
      expect((await payCart(t, s.cookie, form)).statusCode).toBe(201);
      const verified = await verifyPayment(t, organizer.cookie, { userId: s.id, eventId: quiz.id });
      expect(verified.statusCode).toBe(200);

      const mail = (await outboxTo(t, s.email)).at(-1)!;
      expect(mail.subject).toBe('Payment verified: you are registered');
      const enigma = await passOf(t, s.cookie, 'Enigma');
      const carteblanche = await passOf(t, s.cookie, 'Carteblanche');
      const [hackReg, quizReg] = await t.db
        .selectFrom('registrations')
        .select('id')
        .where('user_id', '=', s.id)
        .where('event_id', 'in', [hack.id, quiz.id])
        .orderBy('event_id')
        .execute();
      expect(mail.text).toContain(
        BOTH_PASSES +
          passMailBlock('Enigma', enigma, hackReg!.id, ['Hack Sprint']) +
          '\n' +
          passMailBlock('Carteblanche', carteblanche, quizReg!.id, ['Logo Duel', 'Quiz Bowl']),
      );
    });
  });
});
