import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundGateMessage } from '@app/shared';
import { DIALECTS, countRows, createTestApp, type TestApp } from '../helpers/app';
import { insertEventRow, insertRegistrationRow, type RegistrationStatus } from '../helpers/rows';

// Rounds and results: events and registrations are written straight to the tables, as
// the registrations API would leave them, so these tests stand on the rounds module alone.

describe.each(DIALECTS)('rounds on %s', (dialect) => {
  let t: TestApp;
  let organizer: string;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    organizer = (await t.createUser({ role: 'organizer', fullName: 'Olga Organizer' })).cookie;
  });
  afterAll(async () => t?.close());

  const createEvent = (rounds: number, name = `Event ${++seq}`) =>
    insertEventRow(t, { name, rounds, category: rounds === 0 ? 'Workshop' : 'Technical Events' });
  const register = (eventId: number, user: { id: number }, status: RegistrationStatus = 'verified') =>
    insertRegistrationRow(t, eventId, user.id, status);

  async function participant(eventId: number, fullName: string, status: RegistrationStatus = 'verified') {
    const user = await t.createUser({ fullName });
    const registrationId = await register(eventId, user, status);
    return { ...user, registrationId };
  }

  const list = (eventId: number, cookie = organizer) =>
    t.app.inject({ method: 'GET', url: `/api/events/${eventId}/registrations`, headers: { cookie } });
  const mark = (eventId: number, round: number | string, body: Record<string, unknown>, cookie = organizer) =>
    t.app.inject({ method: 'POST', url: `/api/events/${eventId}/rounds/${round}/eligible`, headers: { cookie }, payload: body });
  const notify = (eventId: number, round: number, body: Record<string, unknown>, cookie = organizer) =>
    t.app.inject({ method: 'POST', url: `/api/events/${eventId}/rounds/${round}/notify`, headers: { cookie }, payload: body });
  const status = (eventId: number, round: number, cookie = organizer) =>
    t.app.inject({ method: 'GET', url: `/api/events/${eventId}/rounds/${round}/notify-status`, headers: { cookie } });

  async function resultOf(eventId: number, userId: number) {
    const res = await list(eventId);
    return res.json().find((r: { userId: number }) => r.userId === userId);
  }

  describe('GET /api/events/:eventId/registrations', () => {
    it('lists verified participants only, by name, with round1…roundN for the event’s own rounds', async () => {
      const eventId = await createEvent(5);
      const zed = await participant(eventId, 'Zed Zaveri');
      const asha = await participant(eventId, 'Asha Iyer');
      await participant(eventId, 'Paul Pending', 'pending');
      await participant(eventId, 'Rita Rejected', 'rejected');
      await t.db
        .insertInto('round_results')
        .values({ registration_id: asha.registrationId, round_number: 1, status: 1, updated_by: null, updated_at: new Date().toISOString() })
        .execute();

      const res = await list(eventId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: asha.registrationId, userId: asha.id, name: 'Asha Iyer', email: asha.email, round1: 1, round2: -1, round3: -1, round4: -1, round5: -1, teamId: null, teamName: null },
        { id: zed.registrationId, userId: zed.id, name: 'Zed Zaveri', email: zed.email, round1: -1, round2: -1, round3: -1, round4: -1, round5: -1, teamId: null, teamName: null },
      ]);
    });

    it('gives a single-round event only round1, and a workshop no round fields', async () => {
      const one = await createEvent(1);
      const p = await participant(one, 'Uma Single');
      expect((await list(one)).json()).toEqual([{ id: p.registrationId, userId: p.id, name: 'Uma Single', email: p.email, teamId: null, teamName: null, round1: -1 }]);
      const workshop = await createEvent(0);
      const w = await participant(workshop, 'Wes Workshop');
      expect((await list(workshop)).json()).toEqual([{ id: w.registrationId, userId: w.id, name: 'Wes Workshop', email: w.email, teamId: null, teamName: null }]);
    });

    it('answers 404 for an unknown event and is for staff only', async () => {
      const missing = await list(999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Event not found.');

      const eventId = await createEvent(2);
      const student = await participant(eventId, 'Sam Student');
      expect((await list(eventId, student.cookie)).statusCode).toBe(403);
      const anon = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/registrations` });
      expect(anon.statusCode).toBe(401);
      expect((await list(eventId, await t.adminCookie())).statusCode).toBe(200);
    });

    it('pages with limit and offset', async () => {
      const eventId = await createEvent(1);
      for (const name of ['Anu', 'Bala', 'Chitra']) await participant(eventId, name);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/events/${eventId}/registrations?limit=1&offset=1`,
        headers: { cookie: organizer },
      });
      expect(res.json().map((r: { name: string }) => r.name)).toEqual(['Bala']);
    });
  });

  describe('POST /api/events/:eventId/rounds/:roundNumber/eligible', () => {
    it('marks a participant eligible in round 1, shows it in the list and audits the change', async () => {
      const eventId = await createEvent(3);
      const p = await participant(eventId, 'Meena Marked');
      const res = await mark(eventId, 1, { userId: p.id, status: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Meena Marked is marked eligible in Round 1.', userId: p.id, roundNumber: 1, status: 1 });
      expect(await resultOf(eventId, p.id)).toMatchObject({ round1: 1, round2: -1, round3: -1 });

      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'round.mark')
        .where('target_id', '=', String(p.registrationId))
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ roundNumber: 1, status: -1 });
      expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ roundNumber: 1, status: 1, userId: p.id });
    });

    it('lets the admin mark too, and marking the same value twice writes one audit row', async () => {
      const eventId = await createEvent(1);
      const p = await participant(eventId, 'Ravi Repeat');
      const admin = await t.adminCookie();
      expect((await mark(eventId, 1, { userId: p.id, status: 0 }, admin)).statusCode).toBe(200);
      expect((await mark(eventId, 1, { userId: p.id, status: 0 }, admin)).statusCode).toBe(200);
      const rows = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'round.mark')
        .where('target_id', '=', String(p.registrationId))
        .execute();
      expect(rows).toHaveLength(1);
      expect(await resultOf(eventId, p.id)).toMatchObject({ round1: 0 });
    });

    it('refuses round N > 1 unless round N-1 is eligible, with the spec text, writing nothing', async () => {
      const eventId = await createEvent(3);
      const p = await participant(eventId, 'Gita Gate');
      const before = await countRows(t, 'round_results');

      const undecided = await mark(eventId, 2, { userId: p.id, status: 1 });
      expect(undecided.statusCode).toBe(409);
      expect(undecided.json().message).toBe('User cannot proceed to Round 2 as they were not marked eligible in the previous round.');
      expect(await countRows(t, 'round_results')).toBe(before);

      expect((await mark(eventId, 1, { userId: p.id, status: 0 })).statusCode).toBe(200);
      const afterNo = await mark(eventId, 2, { userId: p.id, status: 0 });
      expect(afterNo.statusCode).toBe(409);
      expect(afterNo.json().message).toBe(roundGateMessage(2));

      expect((await mark(eventId, 1, { userId: p.id, status: 1 })).statusCode).toBe(200);
      expect((await mark(eventId, 2, { userId: p.id, status: 1 })).statusCode).toBe(200);
      const third = await mark(eventId, 3, { userId: p.id, status: 0 });
      expect(third.statusCode).toBe(200);
      expect(await resultOf(eventId, p.id)).toMatchObject({ round1: 1, round2: 1, round3: 0 });
    });

    it('skipping a round is refused: round 3 needs round 2, not only round 1', async () => {
      const eventId = await createEvent(3);
      const p = await participant(eventId, 'Sita Skip');
      await mark(eventId, 1, { userId: p.id, status: 1 });
      const res = await mark(eventId, 3, { userId: p.id, status: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(roundGateMessage(3));
    });

    it('allows a change back while the next round is undecided, and refuses it once the next round is decided', async () => {
      const eventId = await createEvent(3);
      const p = await participant(eventId, 'Chandra Change');
      await mark(eventId, 1, { userId: p.id, status: 1 });
      expect((await mark(eventId, 1, { userId: p.id, status: 0 })).statusCode).toBe(200);
      expect((await mark(eventId, 1, { userId: p.id, status: 1 })).statusCode).toBe(200);
      expect((await mark(eventId, 2, { userId: p.id, status: 0 })).statusCode).toBe(200);

      const locked = await mark(eventId, 1, { userId: p.id, status: 0 });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toBe(
        'Round 1 can no longer be changed for Chandra Change: Round 2 has already been decided. Change Round 2 back first.',
      );
      expect(await resultOf(eventId, p.id)).toMatchObject({ round1: 1, round2: 0, round3: -1 });

      // The last decided round can still be changed (round 3 is undecided).
      expect((await mark(eventId, 2, { userId: p.id, status: 1 })).statusCode).toBe(200);
      expect(await resultOf(eventId, p.id)).toMatchObject({ round1: 1, round2: 1 });
    });

    it('never ends with a later round decided on top of a reversed earlier one when two organizers race', async () => {
      const eventId = await createEvent(2);
      const other = (await t.createUser({ role: 'organizer', fullName: 'Second Organizer' })).cookie;
      for (let i = 0; i < 5; i += 1) {
        const p = await participant(eventId, `Race ${i}`);
        await mark(eventId, 1, { userId: p.id, status: 1 });
        const [back, next] = await Promise.all([
          mark(eventId, 1, { userId: p.id, status: 0 }),
          mark(eventId, 2, { userId: p.id, status: 1 }, other),
        ]);
        expect([back.statusCode, next.statusCode].sort()).toEqual([200, 409]);
        const r = await resultOf(eventId, p.id);
        expect([r.round1, r.round2]).not.toEqual([0, 1]);
      }
    });

    it.each([
      [0, 'A valid round number is required.'],
      [-1, 'A valid round number is required.'],
      ['two', 'A valid round number is required.'],
      [4, 'Round 4 does not exist: this event has 3 rounds.'],
    ])('refuses round %s of a three-round event with 400', async (round, message) => {
      const eventId = await createEvent(3);
      const p = await participant(eventId, 'Bose Bounds');
      const res = await mark(eventId, round, { userId: p.id, status: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('refuses rounds of a single-round event beyond 1 and of an event without rounds', async () => {
      const one = await createEvent(1);
      const p = await participant(one, 'Om One');
      const res = await mark(one, 2, { userId: p.id, status: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Round 2 does not exist: this event has 1 round.');
      const none = await createEvent(0);
      const w = await participant(none, 'Nila None');
      const zero = await mark(none, 1, { userId: w.id, status: 1 });
      expect(zero.statusCode).toBe(400);
      expect(zero.json().message).toBe('This event has no rounds.');
    });

    it('answers 404 for someone who is not a verified participant of the event', async () => {
      const eventId = await createEvent(2);
      const other = await createEvent(2);
      const pending = await participant(eventId, 'Pia Pending', 'pending');
      const elsewhere = await participant(other, 'Elan Elsewhere');
      const nobody = await t.createUser({ fullName: 'Nobody' });
      for (const userId of [pending.id, elsewhere.id, nobody.id, 999_999]) {
        const res = await mark(eventId, 1, { userId, status: 1 });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('This user is not a verified participant of this event.');
      }
      expect((await mark(999_999, 1, { userId: elsewhere.id, status: 1 })).json().message).toBe('Event not found.');
    });

    it('refuses bad bodies: a status other than 1 or 0, a missing user id, extra fields', async () => {
      const eventId = await createEvent(1);
      const p = await participant(eventId, 'Bad Body');
      const two = await mark(eventId, 1, { userId: p.id, status: 2 });
      expect(two.statusCode).toBe(400);
      expect(two.json().message).toBe('Status must be 1 (eligible) or 0 (not eligible).');
      expect((await mark(eventId, 1, { userId: p.id, status: -1 })).statusCode).toBe(400);
      expect((await mark(eventId, 1, { status: 1 })).statusCode).toBe(400);
      expect((await mark(eventId, 1, { userId: p.id, status: 1, round: 3 })).statusCode).toBe(400);
      expect(await resultOf(eventId, p.id)).toMatchObject({ round1: -1 });
    });

    it('is refused to students, even for themselves, and to anonymous callers', async () => {
      const eventId = await createEvent(1);
      const p = await participant(eventId, 'Selfie Student');
      const self = await mark(eventId, 1, { userId: p.id, status: 1 }, p.cookie);
      expect(self.statusCode).toBe(403);
      const anon = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/rounds/1/eligible`, payload: { userId: p.id, status: 1 } });
      expect(anon.statusCode).toBe(401);
      expect(await resultOf(eventId, p.id)).toMatchObject({ round1: -1 });
    });
  });

  describe('POST /api/events/:eventId/rounds/:roundNumber/notify', () => {
    async function roundWithResults() {
      const eventId = await createEvent(2, `Code Sprint ${++seq}`);
      const [a, b, c, d] = [
        await participant(eventId, 'Anita Eligible'),
        await participant(eventId, 'Bharat Eligible'),
        await participant(eventId, 'Charu NotEligible'),
        await participant(eventId, 'Dev Undecided'),
      ];
      const e = await participant(eventId, 'Esha Pending', 'pending');
      await mark(eventId, 1, { userId: a.id, status: 1 });
      await mark(eventId, 1, { userId: b.id, status: 1 });
      await mark(eventId, 1, { userId: c.id, status: 0 });
      return { eventId, a, b, c, d, e, everyone: [a, b, c, d, e] };
    }

    const mailsSince = (id: number) => t.db.selectFrom('outbox').selectAll().where('id', '>', id).orderBy('id').execute();
    const lastOutboxId = async () =>
      Number((await t.db.selectFrom('outbox').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst())?.m ?? 0);

    it('queues one mail per participant, each to that participant alone, with the right message', async () => {
      const { eventId, a, b, c, d, e, everyone } = await roundWithResults();
      const since = await lastOutboxId();
      const res = await notify(eventId, 1, {
        eligibleMessage: 'You are through to the final on Friday.',
        ineligibleMessage: 'Thank you for taking part.',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Notifications queued for 3 participants: 2 eligible, 1 not eligible.',
        queued: { eligible: 2, ineligible: 1 },
      });

      const mails = await mailsSince(since);
      expect(mails.map((m) => m.to_address).sort()).toEqual([a.email, b.email, c.email].sort());
      for (const mail of mails) {
        expect(mail.to_address).not.toMatch(/[,;\s]/);
        for (const other of everyone) {
          if (other.email !== mail.to_address) {
            expect(mail.text).not.toContain(other.email);
            expect(mail.subject).not.toContain(other.email);
          }
        }
      }
      const textTo = (email: string) => mails.find((m) => m.to_address === email)!.text;
      expect(textTo(a.email)).toContain('You are through to the final on Friday.');
      expect(textTo(a.email)).toContain('Hello Anita Eligible');
      expect(textTo(b.email)).toContain('You are through to the final on Friday.');
      expect(textTo(c.email)).toContain('Thank you for taking part.');
      expect(textTo(c.email)).not.toContain('final on Friday');
      expect(mails.find((m) => m.to_address === d.email || m.to_address === e.email)).toBeUndefined();
      expect(mails[0]!.subject).toMatch(/^Code Sprint \d+: Round 1 result$/);

      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'round.notify')
        .where('target_id', '=', String(eventId))
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after_json!)).toMatchObject({ roundNumber: 1, queued: { eligible: 2, ineligible: 1 } });
    });

    it('sends nothing to a group whose message is empty or blank, and nothing at all when both are', async () => {
      const { eventId, a, b } = await roundWithResults();
      let since = await lastOutboxId();
      const onlyEligible = await notify(eventId, 1, { eligibleMessage: 'See you in round 2.', ineligibleMessage: '   ' });
      expect(onlyEligible.json().queued).toEqual({ eligible: 2, ineligible: 0 });
      expect((await mailsSince(since)).map((m) => m.to_address).sort()).toEqual([a.email, b.email].sort());

      since = await lastOutboxId();
      const onlyOthers = await notify(eventId, 1, { ineligibleMessage: 'Better luck next year.' });
      expect(onlyOthers.json().queued).toEqual({ eligible: 0, ineligible: 1 });
      expect(await mailsSince(since)).toHaveLength(1);

      since = await lastOutboxId();
      const none = await notify(eventId, 1, { eligibleMessage: '', ineligibleMessage: '' });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({
        message: 'No notifications were queued: nobody in this round has a result with a message for it.',
        queued: { eligible: 0, ineligible: 0 },
        noticeId: null,
      });
      expect(await mailsSince(since)).toHaveLength(0);
    });

    it('can be sent twice: the second send queues the mails again', async () => {
      const { eventId } = await roundWithResults();
      const since = await lastOutboxId();
      const body = { eligibleMessage: 'Well done.', ineligibleMessage: 'Thanks.' };
      expect((await notify(eventId, 1, body)).json().queued).toEqual({ eligible: 2, ineligible: 1 });
      expect((await notify(eventId, 1, body)).json().queued).toEqual({ eligible: 2, ineligible: 1 });
      expect(await mailsSince(since)).toHaveLength(6);
    });

    it('gives nobody a mail for a round in which nobody has a result yet', async () => {
      const { eventId } = await roundWithResults();
      const res = await notify(eventId, 2, { eligibleMessage: 'Winner!', ineligibleMessage: 'Thanks.' });
      expect(res.json().queued).toEqual({ eligible: 0, ineligible: 0 });
    });

    it('refuses rounds out of range, unknown events, too-long messages, students and anonymous callers', async () => {
      const { eventId, a } = await roundWithResults();
      const before = await countRows(t, 'outbox');
      const out = await notify(eventId, 3, { eligibleMessage: 'x' });
      expect(out.statusCode).toBe(400);
      expect(out.json().message).toBe('Round 3 does not exist: this event has 2 rounds.');
      expect((await notify(999_999, 1, { eligibleMessage: 'x' })).statusCode).toBe(404);
      const long = await notify(eventId, 1, { eligibleMessage: 'x'.repeat(5001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('The eligible message must be at most 5000 characters.');
      expect((await notify(eventId, 1, { eligibleMessage: 'x' }, a.cookie)).statusCode).toBe(403);
      const anon = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/rounds/1/notify`, payload: { eligibleMessage: 'x' } });
      expect(anon.statusCode).toBe(401);
      expect(await countRows(t, 'outbox')).toBe(before);
    });
  });

  describe('GET /api/events/:eventId/rounds/:roundNumber/notify-status', () => {
    it('shows no batch before any send, then how many of the queued mails the worker has sent', async () => {
      const eventId = await createEvent(1);
      const a = await participant(eventId, 'Kavya Kept');
      const b = await participant(eventId, 'Lakshmi Left');
      await mark(eventId, 1, { userId: a.id, status: 1 });
      await mark(eventId, 1, { userId: b.id, status: 0 });
      expect((await status(eventId, 1)).json()).toEqual({ notice: null });

      const sent = await notify(eventId, 1, { eligibleMessage: 'Selected!', ineligibleMessage: 'Not this time.' });
      const noticeId = sent.json().noticeId;
      expect(noticeId).toEqual(expect.any(Number));
      await t.app.mail.flush();
      const res = await status(eventId, 1);
      expect(res.statusCode).toBe(200);
      expect(res.json().notice).toMatchObject({
        id: noticeId,
        queued: { eligible: 1, ineligible: 1 },
        total: 2,
        sent: 2,
        pending: 0,
        failed: 0,
      });
    });

    it('is for staff only and checks the round', async () => {
      const eventId = await createEvent(1);
      const p = await participant(eventId, 'Nosy Student');
      expect((await status(eventId, 1, p.cookie)).statusCode).toBe(403);
      expect((await status(eventId, 2)).statusCode).toBe(400);
    });
  });
});
