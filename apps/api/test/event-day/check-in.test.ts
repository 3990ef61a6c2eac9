import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_DAY_MSG, MSG, SCANNED_PASS_MAX_LENGTH } from '@app/shared';
import { DIALECTS, createTestApp, getAs, type TestApp } from '../helpers/app';
import { rowsWhere } from '../helpers/rows';
import { insertEvent, openSymposia, payManually, verifyPayment } from '../registrations/fixtures';
import { auditRows, checkIn, insertRegistration, passOf } from './fixtures';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
/** Registrations are made days before the event day, so an offline scan of this morning counts. */
const REGISTERED_AT = ago(10 * DAY);

describe.each(DIALECTS)('check-in on %s', (dialect) => {
  let t: TestApp;
  let desk: { id: number; email: string; cookie: string };
  let other: { id: number; email: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
    desk = await t.createUser({ role: 'organizer', fullName: 'Desk Devi' });
    other = await t.createUser({ role: 'organizer', fullName: 'Gate Gopal' });
  });
  afterAll(async () => t?.close());

  /** A verified registrant of a new event, with their pass. */
  async function registrant(o: { name?: string; eventName?: string } = {}) {
    const s = await t.createUser({ fullName: o.name ?? 'Anu S' });
    const e = await insertEvent(t, { name: o.eventName });
    const regId = await insertRegistration(t, s.id, e.id, 'verified', null, REGISTERED_AT);
    return { s, e, regId, code: await passOf(t, s.cookie) };
  }

  describe('POST /api/check-in', () => {
    it('checks a verified registrant in once; the next scan says when and by whom', async () => {
      const { s, e, regId, code } = await registrant({
        name: 'Divya M',
        eventName: 'Circuit Sprint',
      });
      const first = await checkIn(t, desk.cookie, { passCode: code, eventId: e.id });
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toEqual({
        result: 'checked-in',
        checkedInAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        checkedInBy: 'Desk Devi',
        attendee: {
          registrationId: regId,
          name: 'Divya M',
          email: s.email,
          college: 'Madras Institute of Technology',
          teamName: null,
        },
        event: { id: e.id, eventName: 'Circuit Sprint' },
      });
      const second = await checkIn(t, other.cookie, { passCode: code, eventId: e.id });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({
        result: 'already-checked-in',
        checkedInAt: body.checkedInAt,
        checkedInBy: 'Desk Devi',
      });
      expect(await auditRows(t, 'check-in.create', regId)).toHaveLength(1);
      // My Events sees it.
      const mine = await getAs(t, s.cookie, `/api/registrations/user/${s.id}`);
      expect(mine.json().registrations[0].checkedInAt).toBe(body.checkedInAt);
    });

    it('takes the whole URL a scanner reads from the QR code', async () => {
      const { e, code } = await registrant();
      const res = await checkIn(t, desk.cookie, {
        passCode: `https://symposium.example/check-in/${code}`,
        eventId: e.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toBe('checked-in');
    });

    it("answers 'Unknown pass.' (404) for a code no one holds", async () => {
      const e = await insertEvent(t);
      const res = await checkIn(t, desk.cookie, {
        passCode: 'ZZZZZZZZZZZZZZZZZZZZ',
        eventId: e.id,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: EVENT_DAY_MSG.unknownPass });
      const junk = await checkIn(t, desk.cookie, { passCode: 'hello', eventId: e.id });
      expect(junk.statusCode).toBe(404);
      expect(junk.json()).toEqual({ message: EVENT_DAY_MSG.unknownPass });
    });

    it("answers a short or malformed code 404 'Unknown pass.' too; only an over-long one is a 400", async () => {
      const e = await insertEvent(t);
      for (const passCode of ['x', '', '   ', 'not a pass!', '%%%', 'https://x.example/check-in/%E0%A4%A']) {
        const res = await checkIn(t, desk.cookie, { passCode, eventId: e.id });
        expect(res.statusCode, passCode).toBe(404);
        expect(res.json()).toEqual({ message: EVENT_DAY_MSG.unknownPass });
      }
      const long = await checkIn(t, desk.cookie, {
        passCode: 'A'.repeat(SCANNED_PASS_MAX_LENGTH + 1),
        eventId: e.id,
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({ message: EVENT_DAY_MSG.unknownPass });
      expect(await rowsWhere(t, 'check_ins', 'registration_id', 'event_id', e.id)).toEqual([]);
    });

    it("answers 'Event not found.' for an unknown event", async () => {
      const { code } = await registrant();
      const res = await checkIn(t, desk.cookie, { passCode: code, eventId: 987654 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG.eventNotFound);
    });

    it("answers 'No registration for {event}.' (409) with no, a rejected, or another symposium's registration", async () => {
      const { s, code } = await registrant({ name: 'Ravi T' });
      const notHis = await insertEvent(t, { name: 'Robo Race' });
      const res = await checkIn(t, desk.cookie, { passCode: code, eventId: notHis.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('No registration for Robo Race.');

      const rejected = await insertEvent(t, { name: 'Web Weave' });
      await insertRegistration(t, s.id, rejected.id, 'rejected');
      const r2 = await checkIn(t, desk.cookie, { passCode: code, eventId: rejected.id });
      expect(r2.statusCode).toBe(409);
      expect(r2.json().message).toBe('No registration for Web Weave.');

      // A Carteblanche pass does not admit to an Enigma event, even one the student holds.
      const enigma = await insertEvent(t, { name: 'Mind Maze', symposium: 'Enigma' });
      await insertRegistration(t, s.id, enigma.id);
      const r3 = await checkIn(t, desk.cookie, { passCode: code, eventId: enigma.id });
      expect(r3.statusCode).toBe(409);
      expect(r3.json().message).toBe('No registration for Mind Maze.');
      const rows = await t.db
        .selectFrom('check_ins')
        .select('event_id')
        .where('event_id', 'in', [notHis.id, rejected.id, enigma.id])
        .execute();
      expect(rows).toEqual([]);
    });

    it("answers 'Payment for {event} is awaiting verification.' with the payment, and checks in once it is verified", async () => {
      const { s, code } = await registrant();
      const paid = await insertEvent(t, { name: 'Data Derby', fees: 200 });
      const pay = await payManually(t, s, paid.id, 200);
      const paymentId = pay.json().paymentId as number;
      const res = await checkIn(t, desk.cookie, { passCode: code, eventId: paid.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: 'Payment for Data Derby is awaiting verification.',
        paymentId,
        payment: { id: paymentId, userId: s.id, amount: 200 },
        attendee: { email: s.email },
      });
      // 'Verify and check in': the desk verifies the payment, then scans again.
      const verify = await verifyPayment(t, desk.cookie, { userId: s.id, eventId: paid.id, paymentId });
      expect(verify.statusCode).toBe(200);
      const after = await checkIn(t, desk.cookie, { passCode: code, eventId: paid.id });
      expect(after.statusCode).toBe(200);
      expect(after.json().result).toBe('checked-in');
    });

    it('20 simultaneous scans of one pass: exactly one checks in, the rest see the same time', async () => {
      const { e, regId, code } = await registrant();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          checkIn(t, desk.cookie, { passCode: code, eventId: e.id }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      const bodies = answers.map((a) => a.json());
      expect(bodies.filter((b) => b.result === 'checked-in')).toHaveLength(1);
      expect(bodies.filter((b) => b.result === 'already-checked-in')).toHaveLength(19);
      expect(new Set(bodies.map((b) => b.checkedInAt)).size).toBe(1);
      expect(await rowsWhere(t, 'check_ins', 'checked_in_at', 'registration_id', regId)).toEqual([{ checked_in_at: bodies[0].checkedInAt }]);
      expect(await auditRows(t, 'check-in.create', regId)).toHaveLength(1);
    });

    it('offline scans replayed twice count once, and the earliest time wins', async () => {
      const { e, regId, code } = await registrant();
      // A live scan now at gate 1 …
      const live = await checkIn(t, other.cookie, {
        passCode: code,
        eventId: e.id,
        scanId: 'live-scan-0001',
      });
      expect(live.json().result).toBe('checked-in');
      // … while gate 2 was offline and had scanned the same pass 10 and 5 minutes earlier.
      const early = {
        passCode: code,
        eventId: e.id,
        scanId: 'offline-scan-0001',
        scannedAt: ago(10 * MINUTE),
      };
      const later = {
        passCode: code,
        eventId: e.id,
        scanId: 'offline-scan-0002',
        scannedAt: ago(5 * MINUTE),
      };
      const firstSync = await Promise.all([
        checkIn(t, desk.cookie, early),
        checkIn(t, desk.cookie, later),
      ]);
      const secondSync = await Promise.all([
        checkIn(t, desk.cookie, early),
        checkIn(t, desk.cookie, later),
      ]);
      for (const [i, res] of firstSync.entries()) {
        expect(res.statusCode).toBe(200);
        expect(secondSync[i]!.json()).toEqual(res.json());
      }
      const row = await t.db
        .selectFrom('check_ins')
        .selectAll()
        .where('registration_id', '=', regId)
        .execute();
      expect(row).toHaveLength(1);
      expect(row[0]!.checked_in_at).toBe(early.scannedAt);
      expect(row[0]!.checked_in_by).toBe(desk.id);
      expect(
        await t.db
          .selectFrom('check_in_scans')
          .select('scan_id')
          .where('event_id', '=', e.id)
          .orderBy('scan_id')
          .execute(),
      ).toEqual([
        { scan_id: 'live-scan-0001' },
        { scan_id: 'offline-scan-0001' },
        { scan_id: 'offline-scan-0002' },
      ]);
      // A later offline scan never moves the time forward; the attendance counts the student once.
      await checkIn(t, desk.cookie, {
        passCode: code,
        eventId: e.id,
        scanId: 'offline-scan-0003',
        scannedAt: ago(MINUTE),
      });
      const attendance = (await getAs(t, desk.cookie, `/api/events/${e.id}/attendance`)).json();
      expect(attendance.checkedIn).toBe(1);
      expect(attendance.attendees[0].checkedInAt).toBe(early.scannedAt);
      // Each move back is audited, the last one to the earliest scan; replays and later scans add none.
      const moves = await auditRows(t, 'check-in.move', regId);
      expect(moves.length).toBeGreaterThanOrEqual(1);
      expect(moves.length).toBeLessThanOrEqual(2);
      expect(JSON.parse(moves.at(-1)!.after_json!)).toEqual({
        eventId: e.id,
        checkedInAt: early.scannedAt,
        staffName: 'Desk Devi',
      });
      expect(JSON.parse(moves[0]!.before_json!)).toEqual({
        checkedInAt: live.json().checkedInAt,
        checkedInBy: 'Gate Gopal',
      });
      // The live scan's retry still gets its own first answer.
      const retry = await checkIn(t, other.cookie, {
        passCode: code,
        eventId: e.id,
        scanId: 'live-scan-0001',
      });
      expect(retry.json()).toEqual(live.json());
    });

    it('an offline scan arriving first checks in at its own time; a clock ahead of the server counts as now', async () => {
      const { e, code } = await registrant();
      const scannedAt = ago(30 * MINUTE);
      const res = await checkIn(t, desk.cookie, {
        passCode: code,
        eventId: e.id,
        scanId: 'first-offline-01',
        scannedAt,
      });
      expect(res.json()).toMatchObject({ result: 'checked-in', checkedInAt: scannedAt });
      const b = await registrant();
      const ahead = new Date(Date.now() + 60 * MINUTE).toISOString();
      const r2 = await checkIn(t, desk.cookie, {
        passCode: b.code,
        eventId: b.e.id,
        scannedAt: ahead,
      });
      expect(new Date(r2.json().checkedInAt).getTime()).toBeLessThanOrEqual(Date.now());
    });

    it('a scan dated before the registration was made counts as when it arrived, and moves no check-in back', async () => {
      // A phone whose clock is years behind, its scans kept offline and sent later.
      const { e, regId, code } = await registrant();
      const before = new Date().toISOString();
      const res = await checkIn(t, desk.cookie, {
        passCode: code,
        eventId: e.id,
        scanId: 'bad-clock-0001',
        scannedAt: '1999-01-01T00:00:00.000Z',
      });
      expect(res.statusCode).toBe(200);
      const at = res.json().checkedInAt;
      expect(res.json().result).toBe('checked-in');
      expect(at >= before && at <= new Date().toISOString()).toBe(true);
      // Just before the registration was made: no more right than 1999.
      const b = await registrant();
      const live = (await checkIn(t, other.cookie, { passCode: b.code, eventId: b.e.id })).json();
      const early = await checkIn(t, desk.cookie, {
        passCode: b.code,
        eventId: b.e.id,
        scanId: 'bad-clock-0002',
        scannedAt: new Date(Date.parse(REGISTERED_AT) - MINUTE).toISOString(),
      });
      expect(early.json()).toMatchObject({
        result: 'already-checked-in',
        checkedInAt: live.checkedInAt,
        checkedInBy: 'Gate Gopal',
      });
      expect(await auditRows(t, 'check-in.move', b.regId)).toEqual([]);
      expect(await auditRows(t, 'check-in.create', regId)).toHaveLength(1);
    });

    it('refuses a bad scan id or time, and anyone not at the desk', async () => {
      const { s, e, code } = await registrant();
      const badId = await checkIn(t, desk.cookie, { passCode: code, eventId: e.id, scanId: 'x' });
      expect(badId.statusCode).toBe(400);
      const badTime = await checkIn(t, desk.cookie, {
        passCode: code,
        eventId: e.id,
        scannedAt: 'yesterday',
      });
      expect(badTime.statusCode).toBe(400);
      expect(badTime.json().message).toBe('scannedAt must be an ISO date-time.');
      expect((await checkIn(t, s.cookie, { passCode: code, eventId: e.id })).statusCode).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/check-in',
            payload: { passCode: code, eventId: e.id },
          })
        ).statusCode,
      ).toBe(401);
      expect(await rowsWhere(t, 'check_ins', 'registration_id', 'event_id', e.id)).toEqual([]);
    });
  });

  describe('scan ids are each staff member\'s own (SPEC-2 §C retries, §I coordinators)', () => {
    let admin: string;
    let coordA: { id: number; email: string; cookie: string };
    let coordB: { id: number; email: string; cookie: string };
    let volunteer: { id: number; email: string; cookie: string };
    /** A's event (2 in the QA report), B's (6) with its own registrant, the volunteer's (4). */
    let eventA: number;
    let eventB: number;
    let eventV: number;
    let passB: string;

    const assign = async (eventId: number, userIds: number[]) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/events/${eventId}/coordinators`,
        headers: { cookie: admin },
        payload: { userIds },
      });
      expect(res.statusCode).toBe(200);
    };

    beforeAll(async () => {
      admin = await t.adminCookie();
      coordA = await t.createUser({ role: 'organizer', fullName: 'Coord Asha' });
      coordB = await t.createUser({ role: 'organizer', fullName: 'Coord Bala' });
      volunteer = await t.createUser({ role: 'volunteer', fullName: 'Vol Vimal' });
      eventA = (await insertEvent(t, { name: 'Asha Quiz' })).id;
      const b = await registrant({ name: 'Kiran B', eventName: 'Bala Hackathon' });
      eventB = b.e.id;
      passB = b.code;
      const spareOfB = (await insertEvent(t, { name: 'Bala Debate' })).id;
      eventV = (await insertEvent(t, { name: 'Vimal Treasure Hunt' })).id;
      await assign(eventA, [coordA.id]);
      await assign(eventB, [coordB.id]);
      await assign(spareOfB, [coordB.id]);
      await assign(eventV, [volunteer.id]);
    });

    /** A student registered (verified) for A's event, with their pass. */
    async function studentOfA(name: string) {
      const s = await t.createUser({ fullName: name });
      const regId = await insertRegistration(t, s.id, eventA, 'verified', null, REGISTERED_AT);
      return { s, regId, code: await passOf(t, s.cookie) };
    }

    it("another staff member's replay of a scan id gets none of the first answer, only a scan of its own", async () => {
      const priya = await studentOfA('Priya Aswin');
      const scanId = 'qa-scan-0001';
      const first = await checkIn(t, coordA.cookie, { passCode: priya.code, eventId: eventA, scanId });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ result: 'checked-in', checkedInBy: 'Coord Asha' });
      const secrets = ['Priya Aswin', priya.s.email, 'Coord Asha', 'Asha Quiz'];

      // B (other events) sends A's id with a pass of B's own event: B's own scan, answered for it.
      const byB = await checkIn(t, coordB.cookie, { passCode: passB, eventId: eventB, scanId });
      expect(byB.statusCode).toBe(200);
      expect(byB.json()).toMatchObject({
        result: 'checked-in',
        checkedInBy: 'Coord Bala',
        attendee: { name: 'Kiran B' },
        event: { id: eventB, eventName: 'Bala Hackathon' },
      });
      // The volunteer (another event) sends it with a made-up code: 'Unknown pass.', nothing else.
      const byV = await checkIn(t, volunteer.cookie, {
        passCode: 'anything-at-all-here',
        eventId: eventV,
        scanId,
      });
      expect(byV.statusCode).toBe(404);
      expect(byV.json()).toEqual({ message: EVENT_DAY_MSG.unknownPass });
      for (const res of [byB, byV])
        for (const secret of secrets) expect(res.body).not.toContain(secret);
      // Their scans are refused where their scope ends, as any scan is.
      const outOfScope = await checkIn(t, coordB.cookie, { passCode: priya.code, eventId: eventA, scanId });
      expect(outOfScope.statusCode).toBe(403);
      expect(outOfScope.body).not.toContain('Priya Aswin');

      // Each retry gets its own sender's first answer.
      const retryA = await checkIn(t, coordA.cookie, { passCode: priya.code, eventId: eventA, scanId });
      expect(retryA.json()).toEqual(first.json());
      const retryB = await checkIn(t, coordB.cookie, { passCode: passB, eventId: eventB, scanId });
      expect(retryB.json()).toEqual(byB.json());
      const retryV = await checkIn(t, volunteer.cookie, {
        passCode: 'anything-at-all-here',
        eventId: eventV,
        scanId,
      });
      expect(retryV.statusCode).toBe(404);
      const scans = await t.db
        .selectFrom('check_in_scans')
        .select(['created_by', 'event_id'])
        .where('scan_id', '=', scanId)
        .orderBy('created_by')
        .execute();
      expect(scans).toEqual(
        [
          { created_by: coordA.id, event_id: eventA },
          { created_by: coordB.id, event_id: eventB },
          { created_by: volunteer.id, event_id: eventV },
        ].sort((x, y) => x.created_by - y.created_by),
      );
      expect(await auditRows(t, 'check-in.create', priya.regId)).toHaveLength(1);
    });

    it("someone else sending a waiting scan's id first does not stop that scan from being recorded", async () => {
      const meena = await studentOfA('Meena Arul');
      // A's scan waits on a shared phone, its id visible; B and the volunteer send that id first.
      const waiting = { passCode: meena.code, eventId: eventA, scanId: 'waiting-scan-0001', scannedAt: ago(5 * MINUTE) };
      await checkIn(t, coordB.cookie, { passCode: passB, eventId: eventB, scanId: waiting.scanId });
      await checkIn(t, volunteer.cookie, { passCode: meena.code, eventId: eventV, scanId: waiting.scanId });
      const real = await checkIn(t, coordA.cookie, waiting);
      expect(real.statusCode).toBe(200);
      expect(real.json()).toMatchObject({
        result: 'checked-in',
        checkedInAt: waiting.scannedAt,
        checkedInBy: 'Coord Asha',
        attendee: { registrationId: meena.regId, name: 'Meena Arul' },
      });
      expect(
        await t.db
          .selectFrom('check_ins')
          .select(['event_id', 'checked_in_at', 'checked_in_by'])
          .where('registration_id', '=', meena.regId)
          .execute(),
      ).toEqual([{ event_id: eventA, checked_in_at: waiting.scannedAt, checked_in_by: coordA.id }]);
    });

    it('the same staff member reusing a scan id for another pass or event is refused (409), changing nothing', async () => {
      const one = await registrant({ name: 'Ravi One' });
      const two = await registrant({ name: 'Ravi Two' });
      const scanId = 'reused-scan-0001';
      const first = await checkIn(t, desk.cookie, { passCode: one.code, eventId: one.e.id, scanId });
      expect(first.statusCode).toBe(200);
      const before = await t.db.selectFrom('check_ins').select('registration_id').execute();
      for (const body of [
        { passCode: two.code, eventId: two.e.id, scanId }, // another pass and event
        { passCode: two.code, eventId: one.e.id, scanId }, // another pass
        { passCode: one.code, eventId: two.e.id, scanId }, // another event
      ]) {
        const res = await checkIn(t, desk.cookie, body);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: EVENT_DAY_MSG.scanIdReused });
      }
      expect(await t.db.selectFrom('check_ins').select('registration_id').execute()).toEqual(before);
      // The pass sent as the QR code's URL is the same scan: the first answer again.
      const sameAsUrl = await checkIn(t, desk.cookie, {
        passCode: `https://symposium.example/check-in/${one.code}`,
        eventId: one.e.id,
        scanId,
      });
      expect(sameAsUrl.json()).toEqual(first.json());
      // Simultaneous sendings of one id for two passes: one is recorded, the other refused and undone.
      const pair = [await registrant(), await registrant()];
      const race = await Promise.all(
        pair.map((p) =>
          checkIn(t, desk.cookie, { passCode: p.code, eventId: p.e.id, scanId: 'race-scan-0001' }),
        ),
      );
      expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const checkedIn = await Promise.all(
        pair.map((p) => rowsWhere(t, 'check_ins', 'registration_id', 'registration_id', p.regId)),
      );
      expect(checkedIn.map((rows) => rows.length)).toEqual(race.map((r) => (r.statusCode === 200 ? 1 : 0)));
    });
  });

  describe('DELETE /api/check-in/{registrationId}', () => {
    it('undoes a check-in with an audit row; the next scan checks in afresh', async () => {
      const { e, regId, code } = await registrant();
      const first = (await checkIn(t, desk.cookie, { passCode: code, eventId: e.id })).json();
      const wrongEvent = await t.app.inject({
        method: 'DELETE',
        url: `/api/check-in/${regId}?eventId=${e.id + 1000}`,
        headers: { cookie: other.cookie },
      });
      expect(wrongEvent.statusCode).toBe(404);
      expect(wrongEvent.json().message).toBe(EVENT_DAY_MSG.registrationNotInEvent);
      const undo = await t.app.inject({
        method: 'DELETE',
        url: `/api/check-in/${regId}?eventId=${e.id}`,
        headers: { cookie: other.cookie },
      });
      expect(undo.statusCode).toBe(200);
      expect(undo.json().message).toBe(EVENT_DAY_MSG.checkInUndone);
      const [audit] = await auditRows(t, 'check-in.undo', regId);
      expect(audit!.actor_id).toBe(other.id);
      expect(JSON.parse(audit!.before_json!)).toEqual({
        eventId: e.id,
        checkedInAt: first.checkedInAt,
        checkedInBy: 'Desk Devi',
      });
      expect(JSON.parse(audit!.after_json!)).toEqual({ staffName: 'Gate Gopal' });
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/check-in/${regId}`,
        headers: { cookie: other.cookie },
      });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(EVENT_DAY_MSG.notCheckedIn);
      const rescan = await checkIn(t, other.cookie, { passCode: code, eventId: e.id });
      expect(rescan.json()).toMatchObject({ result: 'checked-in', checkedInBy: 'Gate Gopal' });
    });

    it('is refused to students', async () => {
      const { s, regId } = await registrant();
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/check-in/${regId}`,
        headers: { cookie: s.cookie },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('GET /api/events/{id}/check-in-roster', () => {
    it('lists verified registrants with their pass codes and who is already in, making passes not yet made', async () => {
      const e = await insertEvent(t, { name: 'Pixel Parade' });
      const a = await t.createUser({ fullName: 'Aarav' });
      const b = await t.createUser({ fullName: 'Bhavna' });
      const c = await t.createUser({ fullName: 'Chitra' });
      const regA = await insertRegistration(t, a.id, e.id);
      const regB = await insertRegistration(t, b.id, e.id);
      await insertRegistration(t, c.id, e.id, 'pending');
      // Aarav opened My Events (so has a pass) and is checked in; Bhavna never looked.
      const codeA = await passOf(t, a.cookie);
      await checkIn(t, desk.cookie, { passCode: codeA, eventId: e.id });
      const res = await getAs(t, desk.cookie, `/api/events/${e.id}/check-in-roster`);
      expect(res.statusCode).toBe(200);
      const roster = res.json();
      expect(roster.event).toEqual({
        id: e.id,
        eventName: 'Pixel Parade',
        symposiumName: 'Carteblanche',
        location: 'Rajam Hall',
      });
      expect(roster.entries.map((x: { name: string }) => x.name)).toEqual(['Aarav', 'Bhavna']);
      expect(roster.entries[0]).toMatchObject({
        registrationId: regA,
        passCode: codeA,
        checkedInBy: 'Desk Devi',
      });
      expect(roster.entries[0].checkedInAt).toMatch(/Z$/);
      expect(roster.entries[1]).toMatchObject({
        registrationId: regB,
        checkedInAt: null,
        email: b.email,
      });
      expect(roster.entries[1].passCode).toBe(await passOf(t, b.cookie));
      const missing = await getAs(t, desk.cookie, '/api/events/999999/check-in-roster');
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('GET /api/events/{id}/attendance', () => {
    it('counts verified registrations and check-ins, and exports them as CSV', async () => {
      const e = await insertEvent(t, { name: 'Quiz Quest' });
      const a = await t.createUser({ fullName: '=HYPERLINK("x")' });
      const b = await t.createUser({ fullName: 'Bala, K' });
      const c = await t.createUser({ fullName: 'Charu' });
      await insertRegistration(t, a.id, e.id);
      // Registered before the day of the (offline) scan below.
      const regB = await insertRegistration(t, b.id, e.id, 'verified', null, '2026-02-01T04:30:00.000Z');
      await insertRegistration(t, c.id, e.id);
      await checkIn(t, desk.cookie, {
        passCode: await passOf(t, b.cookie),
        eventId: e.id,
        scannedAt: '2026-02-14T04:30:00.000Z',
        scanId: 'att-scan-01',
      });
      await checkIn(t, desk.cookie, { passCode: await passOf(t, a.cookie), eventId: e.id });
      const res = await getAs(t, desk.cookie, `/api/events/${e.id}/attendance`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ registered: 3, checkedIn: 2 });
      expect(body.attendees[0]).toEqual({
        registrationId: regB,
        name: 'Bala, K',
        email: b.email,
        college: 'Madras Institute of Technology',
        teamName: null,
        checkedInAt: '2026-02-14T04:30:00.000Z',
      });
      const csv = await getAs(t, desk.cookie, `/api/events/${e.id}/attendance?format=csv`);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toContain('attendance_Quiz Quest.csv');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Name,Email,College,Team,Checked in at (IST)');
      expect(lines[1]).toBe(
        `"Bala, K",${b.email},Madras Institute of Technology,,"14 Feb 2026, 10:00:00 am"`,
      );
      expect(lines[2]!.startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
      expect(lines).toHaveLength(3);
    });

    it('is for staff only', async () => {
      const e = await insertEvent(t);
      const s = await t.createUser();
      expect(
        (await getAs(t, s.cookie, `/api/events/${e.id}/attendance`)).statusCode,
      ).toBe(403);
    });
  });
});
