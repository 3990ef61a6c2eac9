import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_DAY_MSG, MSG, referenceNumberOf, SEATS_MSG } from '@app/shared';
import { DIALECTS, countRows, createTestApp, type TestApp } from '../helpers/app';
import {
  closeSymposium,
  DAYS,
  insertEvent,
  manualBody,
  openSymposia,
  outboxTo,
} from '../registrations/fixtures';
import { auditRows, BOTH_PASSES, checkIn, insertRegistration, passMailBlock } from './fixtures';
import { insertSeatEvent, seatsOf } from '../seats/fixtures';

let n = 0;
const walkIn = (o: Record<string, unknown> = {}) => ({
  email: `walkin${++n}_${Date.now()}@example.com`,
  fullName: 'Walk In Student',
  mobile: '9000000001',
  college: 'Anna University',
  department: 'ECE',
  yearOfPassing: 2027,
  ...o,
});

describe.each(DIALECTS)('on-spot registration on %s', (dialect) => {
  let t: TestApp;
  let desk: { id: number; email: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
    desk = await t.createUser({ role: 'organizer', fullName: 'Desk Devi' });
  });
  afterAll(async () => t?.close());

  const onSpot = (body: Record<string, unknown>, cookie = desk.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/registrations/on-spot',
      headers: { cookie },
      payload: body,
    });
  const written = async () => ({
    users: await countRows(t, 'users'),
    registrations: await countRows(t, 'registrations'),
    payments: await countRows(t, 'payments'),
    outbox: await countRows(t, 'outbox'),
  });

  describe('POST /api/registrations/on-spot', () => {
    it('registers a new walk-in: account, verified registrations, cash payment, seats, pass, audit, mails', async () => {
      const paid = await insertEvent(t, { name: 'Robo Sumo', fees: 150, closesIn: -DAYS(1) });
      const free = await insertEvent(t, { name: 'Open Mic', fees: 0 });
      await t.db.updateTable('events').set({ capacity: 10 }).where('id', '=', paid.id).execute();
      const user = walkIn({ fullName: 'Selvi K' });
      const res = await onSpot({
        user,
        eventIds: [paid.id, free.id],
        paymentMethod: 'cash',
        reference: 'R-17',
        amount: 150,
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe('Selvi K is registered.');
      expect(body.newAccount).toBe(true);
      expect(body.registrations).toEqual([
        {
          id: expect.any(Number),
          eventId: paid.id,
          status: 'verified',
          passCode: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
        },
        {
          id: expect.any(Number),
          eventId: free.id,
          status: 'verified',
          passCode: body.registrations[0].passCode,
        },
      ]);
      const account = await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', body.userId)
        .executeTakeFirstOrThrow();
      expect(account).toMatchObject({
        email: user.email,
        role: 'student',
        full_name: 'Selvi K',
        mobile: '9000000001',
        college: 'Anna University',
        year_of_passing: 2027,
      });
      const payment = await t.db
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', body.userId)
        .executeTakeFirstOrThrow();
      expect(payment).toMatchObject({
        amount: 150,
        method: 'cash',
        verified: 1,
        verified_by: desk.id,
      });
      expect(payment.transaction_id).toMatch(/^CASH-/);
      const regs = await t.db
        .selectFrom('registrations')
        .select(['event_id', 'status', 'payment_id'])
        .where('user_id', '=', body.userId)
        .orderBy('event_id')
        .execute();
      expect(regs).toEqual([
        { event_id: paid.id, status: 'verified', payment_id: payment.id },
        { event_id: free.id, status: 'verified', payment_id: null },
      ]);
      expect(
        (
          await t.db
            .selectFrom('events')
            .select('seats_taken')
            .where('id', '=', paid.id)
            .executeTakeFirstOrThrow()
        ).seats_taken,
      ).toBe(1);
      const [audit] = await auditRows(t, 'registration.on-spot', body.userId);
      expect(audit!.actor_id).toBe(desk.id);
      expect(JSON.parse(audit!.after_json!)).toMatchObject({
        staffName: 'Desk Devi',
        paymentMethod: 'cash',
        reference: 'R-17',
        amount: 150,
        newAccount: true,
      });
      const mails = await outboxTo(t, user.email);
      expect(mails.map((m) => m.subject)).toEqual([
        'Your account on the symposium site',
        'You are registered: your entry pass',
      ]);
      expect(mails[0]!.text).toContain('/forgot-password');
      expect(mails[1]!.text).toContain(`/check-in/${body.registrations[0].passCode}`);
      expect(mails[1]!.text).toContain('₹150 by cash');
      // The walk-in is checked in with the pass shown on screen.
      const scan = await checkIn(t, desk.cookie, {
        passCode: body.registrations[0].passCode,
        eventId: paid.id,
      });
      expect(scan.json()).toMatchObject({ result: 'checked-in', attendee: { name: 'Selvi K' } });
    });

    it("gives a walk-in registered in both symposia each symposium's pass, in the answer and the mail", async () => {
      const hack = await insertEvent(t, { name: 'Bug Bash', symposium: 'Enigma', fees: 100 });
      const quiz = await insertEvent(t, { name: 'Pixel Quiz', symposium: 'Carteblanche', fees: 0 });
      const user = walkIn({ fullName: 'Ravi M' });
      const eventIds = [hack.id, quiz.id];
      const res = await onSpot({ user, eventIds, paymentMethod: 'cash', amount: 100 });
      expect(res.statusCode).toBe(201);
      const [enigma, carteblanche] = res.json().registrations as { id: number; passCode: string }[];
      expect(enigma!.passCode).not.toBe(carteblanche!.passCode);
      const mail = (await outboxTo(t, user.email)).at(-1)!;
      expect(mail.subject).toBe('You are registered: your entry pass');
      expect(mail.text).toContain(
        BOTH_PASSES +
          passMailBlock('Enigma', enigma!.passCode, enigma!.id, ['Bug Bash']) +
          '\n' +
          passMailBlock('Carteblanche', carteblanche!.passCode, carteblanche!.id, ['Pixel Quiz']),
      );
    });

    it('registers an existing student found by email or mobile, keeping their account', async () => {
      const s = await t.createUser({
        fullName: 'Old Timer',
        college: 'Madras Institute of Technology',
      });
      await t.db
        .updateTable('users')
        .set({ mobile: '9111111111' })
        .where('id', '=', s.id)
        .execute();
      const held = await insertEvent(t, { name: 'Already Mine' });
      await insertRegistration(t, s.id, held.id);
      for (const q of [s.email.toUpperCase(), '9111111111']) {
        const found = await t.app.inject({
          method: 'GET',
          url: `/api/on-spot/students?q=${encodeURIComponent(q)}`,
          headers: { cookie: desk.cookie },
        });
        expect(found.statusCode).toBe(200);
        expect(found.json()).toEqual([
          expect.objectContaining({
            id: s.id,
            email: s.email,
            fullName: 'Old Timer',
            mobile: '9111111111',
            registeredEventIds: [held.id],
          }),
        ]);
      }
      const none = await t.app.inject({
        method: 'GET',
        url: '/api/on-spot/students?q=nobody%40example.com',
        headers: { cookie: desk.cookie },
      });
      expect(none.json()).toEqual([]);

      const e = await insertEvent(t, { fees: 100 });
      const res = await onSpot({
        user: walkIn({ email: s.email, fullName: 'Someone Else' }),
        eventIds: [e.id],
        paymentMethod: 'upi',
        reference: 'upi-778899',
        amount: 100,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ userId: s.id, newAccount: false });
      const account = await t.db
        .selectFrom('users')
        .select('full_name')
        .where('id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(account.full_name).toBe('Old Timer');
      expect((await outboxTo(t, s.email)).map((m) => m.subject)).toEqual([
        'You are registered: your entry pass',
      ]);
    });

    it('stores a UPI reference in the canonical form of a transaction ID, and accepts it once', async () => {
      const e1 = await insertEvent(t, { fees: 50 });
      const e2 = await insertEvent(t, { fees: 50 });
      const first = await onSpot({
        user: walkIn(),
        eventIds: [e1.id],
        paymentMethod: 'upi',
        reference: ' upi-4455-ab ',
        amount: 50,
      });
      expect(first.statusCode).toBe(201);
      const stored = await t.db
        .selectFrom('payments')
        .select(['transaction_id', 'method'])
        .where('user_id', '=', first.json().userId)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ transaction_id: 'UPI-4455-AB', method: 'upi' });
      const before = await written();
      const reuse = await onSpot({
        user: walkIn(),
        eventIds: [e2.id],
        paymentMethod: 'upi',
        // Typed with a zero-width space and full-width digits: still the same reference.
        reference: 'UPI-４４55-\u200bab',
        amount: 50,
      });
      expect(reuse.statusCode).toBe(409);
      expect(reuse.json().message).toBe(MSG.transactionUsed);
      expect(await written()).toEqual(before);
    });

    it('refuses a UPI reference already used by a bank transfer', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 80 });
      const body = manualBody(s.id, e.id, 80);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/registrations',
            headers: { cookie: s.cookie },
            payload: body,
          })
        ).statusCode,
      ).toBe(201);
      const res = await onSpot({
        user: walkIn(),
        eventIds: [e.id],
        paymentMethod: 'upi',
        reference: body.transactionId.toLowerCase(),
        amount: 80,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.transactionUsed);
      // The same transfer's number written another way is the same transfer.
      const respelt = await onSpot({
        user: walkIn(),
        eventIds: [e.id],
        paymentMethod: 'upi',
        reference: `UPI/${referenceNumberOf(body.transactionId)}`,
        amount: 80,
      });
      expect([respelt.statusCode, respelt.json().message]).toEqual([409, MSG.transactionUsed]);
    });

    it('asks for the UPI reference, and the amount must equal the fees', async () => {
      const e = await insertEvent(t, { fees: 120 });
      const before = await written();
      const noRef = await onSpot({
        user: walkIn(),
        eventIds: [e.id],
        paymentMethod: 'upi',
        reference: '  ',
        amount: 120,
      });
      expect(noRef.statusCode).toBe(400);
      expect(noRef.json().message).toBe(EVENT_DAY_MSG.upiReferenceRequired);
      const wrong = await onSpot({
        user: walkIn(),
        eventIds: [e.id],
        paymentMethod: 'cash',
        amount: 100,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(MSG.amountMismatch(100, 120));
      const noEvents = await onSpot({
        user: walkIn(),
        eventIds: [],
        paymentMethod: 'cash',
        amount: 0,
      });
      expect(noEvents.statusCode).toBe(400);
      expect(noEvents.json().message).toBe(EVENT_DAY_MSG.chooseEvents);
      const badMobile = await onSpot({
        user: walkIn({ mobile: '12' }),
        eventIds: [e.id],
        paymentMethod: 'cash',
        amount: 120,
      });
      expect(badMobile.statusCode).toBe(400);
      expect(badMobile.json().message).toBe(MSG.invalidMobile);
      expect(await written()).toEqual(before);
    });

    it('applies seats, the non-MIT rule, an open symposium and duplicates, but not the deadline', async () => {
      const full = await insertEvent(t, { fees: 0 });
      await t.db
        .updateTable('events')
        .set({ capacity: 1, seats_taken: 1 })
        .where('id', '=', full.id)
        .execute();
      const before = await written();
      const r1 = await onSpot({
        user: walkIn(),
        eventIds: [full.id],
        paymentMethod: 'cash',
        amount: 0,
      });
      expect(r1.statusCode).toBe(409);
      expect(r1.json().message).toBe('This event is full.');
      expect(await written()).toEqual(before);

      const mitOnly = await insertEvent(t, { fees: 0, openToNonMit: false });
      const r2 = await onSpot({
        user: walkIn({ college: 'Anna University' }),
        eventIds: [mitOnly.id],
        paymentMethod: 'cash',
        amount: 0,
      });
      expect(r2.statusCode).toBe(403);
      expect(r2.json().message).toBe(MSG.openToMitOnly);

      const closed = await insertEvent(t, { fees: 0, symposium: 'Enigma' });
      await closeSymposium(t, 'Enigma');
      const r3 = await onSpot({
        user: walkIn(),
        eventIds: [closed.id],
        paymentMethod: 'cash',
        amount: 0,
      });
      expect(r3.statusCode).toBe(400);
      expect(r3.json().message).toBe(MSG.symposiumNotOpen);
      await openSymposia(t, ['Enigma']);

      const late = await insertEvent(t, { fees: 0, closesIn: -DAYS(2) });
      const user = walkIn();
      expect(
        (await onSpot({ user, eventIds: [late.id], paymentMethod: 'cash', amount: 0 })).statusCode,
      ).toBe(201);
      const dup = await onSpot({ user, eventIds: [late.id], paymentMethod: 'cash', amount: 0 });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe(MSG.alreadyRegistered);
      const missing = await onSpot({
        user: walkIn(),
        eventIds: [999999],
        paymentMethod: 'cash',
        amount: 0,
      });
      expect(missing.statusCode).toBe(404);
    });

    it('applies the team rules: no team is refused; the leader registers the whole team in one seat', async () => {
      const e = await insertSeatEvent(t, { fees: 100, capacity: 3, team: true, minTeam: 2 });
      const alone = await t.createUser({ fullName: 'Lone Walker' });
      const before = await written();
      const refused = await onSpot({
        user: walkIn({ email: alone.email }),
        eventIds: [e.id],
        paymentMethod: 'cash',
        amount: 100,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(SEATS_MSG.teamEventNeedsTeam);
      expect(await written()).toEqual(before);

      const leader = await t.createUser({ fullName: 'Leela Leader' });
      const member = await t.createUser({ fullName: 'Manu Member' });
      const team = (
        await t.app.inject({
          method: 'POST',
          url: `/api/events/${e.id}/teams`,
          headers: { cookie: leader.cookie },
          payload: { teamName: 'Desk Devs' },
        })
      ).json();
      const byMember = await onSpot({
        user: walkIn({ email: member.email }),
        eventIds: [e.id],
        paymentMethod: 'cash',
        amount: 100,
      });
      // Not in the team yet; then a team of one is too small; then a member is not its leader.
      expect(byMember.statusCode).toBe(409);
      expect(byMember.json().message).toBe(SEATS_MSG.teamEventNeedsTeam);
      const tooSmall = await onSpot({
        user: walkIn({ email: leader.email }),
        eventIds: [e.id],
        paymentMethod: 'cash',
        amount: 100,
      });
      expect(tooSmall.json().message).toBe(SEATS_MSG.teamTooSmall(2));
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/teams/join',
            headers: { cookie: member.cookie },
            payload: { code: team.code },
          })
        ).statusCode,
      ).toBe(200);
      const notLeader = await onSpot({
        user: walkIn({ email: member.email }),
        eventIds: [e.id],
        paymentMethod: 'cash',
        amount: 100,
      });
      expect(notLeader.json().message).toBe(SEATS_MSG.onlyLeaderRegisters);

      const ok = await onSpot({
        user: walkIn({ email: leader.email }),
        eventIds: [e.id],
        paymentMethod: 'cash',
        amount: 100,
      });
      expect(ok.statusCode).toBe(201);
      const rows = await t.db
        .selectFrom('registrations')
        .select(['user_id', 'status', 'team_id'])
        .where('event_id', '=', e.id)
        .orderBy('user_id')
        .execute();
      expect(rows).toEqual([
        { user_id: leader.id, status: 'verified', team_id: team.id },
        { user_id: member.id, status: 'verified', team_id: team.id },
      ]);
      expect((await seatsOf(t, e.id)).seats_taken).toBe(1);
    });

    it('tells a member of a registered team they are already registered, not to find the leader', async () => {
      const e = await insertSeatEvent(t, { fees: 100, capacity: 3, team: true, minTeam: 2 });
      const leader = await t.createUser({ fullName: 'Tara Leader' });
      const member = await t.createUser({ fullName: 'Ravi Member' });
      const team = (
        await t.app.inject({
          method: 'POST',
          url: `/api/events/${e.id}/teams`,
          headers: { cookie: leader.cookie },
          payload: { teamName: 'Walk-in Wizards' },
        })
      ).json();
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/teams/join',
        headers: { cookie: member.cookie },
        payload: { code: team.code },
      });
      expect(joined.statusCode).toBe(200);
      const atDesk = (s: { email: string }) =>
        onSpot({
          user: walkIn({ email: s.email }),
          eventIds: [e.id],
          paymentMethod: 'cash',
          amount: 100,
        });
      expect((await atDesk(leader)).statusCode).toBe(201);

      // Registered through the team: the member hears what the leader hears, and nothing is written.
      const before = await written();
      for (const s of [member, leader]) {
        const res = await atDesk(s);
        expect([res.statusCode, res.json().message]).toEqual([409, MSG.alreadyRegistered]);
      }
      // The team's registration awaiting verification: the same answer as the leader's, as online.
      await t.db
        .updateTable('registrations')
        .set({ status: 'pending' })
        .where('event_id', '=', e.id)
        .execute();
      for (const s of [member, leader]) {
        const res = await atDesk(s);
        expect([res.statusCode, res.json().message]).toEqual([
          409,
          MSG.paymentAwaitingVerification,
        ]);
      }
      expect(await written()).toEqual(before);
      // A rejected registration may be taken up again, by the leader for the team.
      await t.db
        .updateTable('registrations')
        .set({ status: 'rejected' })
        .where('event_id', '=', e.id)
        .execute();
      const again = await atDesk(member);
      expect([again.statusCode, again.json().message]).toEqual([
        409,
        SEATS_MSG.onlyLeaderRegisters,
      ]);
    });

    it('a free registration needs no payment row; staff accounts cannot be registered', async () => {
      const e = await insertEvent(t, { fees: 0 });
      const res = await onSpot({
        user: walkIn(),
        eventIds: [e.id],
        paymentMethod: 'cash',
        amount: 0,
      });
      expect(res.statusCode).toBe(201);
      expect(
        await t.db
          .selectFrom('payments')
          .select('id')
          .where('user_id', '=', res.json().userId)
          .execute(),
      ).toEqual([]);
      const staff = await t.createUser({ role: 'organizer' });
      const r2 = await onSpot({
        user: walkIn({ email: staff.email }),
        eventIds: [e.id],
        paymentMethod: 'cash',
        amount: 0,
      });
      expect(r2.statusCode).toBe(409);
      expect(r2.json().message).toBe(EVENT_DAY_MSG.onlyStudents);
    });

    it("tells a coordinator or volunteer which of their own events a found student holds, not others'", async () => {
      const s = await t.createUser();
      const mine = await insertEvent(t, { name: 'My Desk Event' });
      const theirs = await insertEvent(t, { name: 'Their Event' });
      await insertRegistration(t, s.id, mine.id);
      await insertRegistration(t, s.id, theirs.id);
      const coordinator = await t.createUser({ role: 'organizer' });
      const volunteer = await t.createUser({ role: 'volunteer' });
      const assigned = await t.app.inject({
        method: 'PUT',
        url: `/api/events/${mine.id}/coordinators`,
        headers: { cookie: await t.adminCookie() },
        payload: { userIds: [coordinator.id, volunteer.id] },
      });
      expect(assigned.statusCode).toBe(200);
      const heldSeenBy = async (cookie: string) => {
        const found = await t.app.inject({
          method: 'GET',
          url: `/api/on-spot/students?q=${encodeURIComponent(s.email)}`,
          headers: { cookie },
        });
        expect(found.statusCode).toBe(200);
        return found.json()[0].registeredEventIds;
      };
      expect(await heldSeenBy(coordinator.cookie)).toEqual([mine.id]);
      expect(await heldSeenBy(volunteer.cookie)).toEqual([mine.id]);
      // A volunteer assigned to no event finds nobody: not a name, not a mobile number.
      const idle = await t.createUser({ role: 'volunteer' });
      for (const q of [s.email, '9876543210']) {
        const refused = await t.app.inject({
          method: 'GET',
          url: `/api/on-spot/students?q=${encodeURIComponent(q)}`,
          headers: { cookie: idle.cookie },
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: MSG.noEventsAssigned });
      }
      // An organizer assigned to no event looks after every event.
      expect((await heldSeenBy(desk.cookie)).sort((a: number, b: number) => a - b)).toEqual([
        mine.id,
        theirs.id,
      ]);
    });

    it('is for the desk only', async () => {
      const s = await t.createUser();
      const e = await insertEvent(t, { fees: 0 });
      const res = await onSpot(
        { user: walkIn(), eventIds: [e.id], paymentMethod: 'cash', amount: 0 },
        s.cookie,
      );
      expect(res.statusCode).toBe(403);
      const lookup = await t.app.inject({
        method: 'GET',
        url: `/api/on-spot/students?q=${encodeURIComponent(s.email)}`,
        headers: { cookie: s.cookie },
      });
      expect(lookup.statusCode).toBe(403);
    });
  });
});
