import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { createEvent, participant, register, team } from './fixtures';

describe.each(DIALECTS)('winners on %s', (dialect) => {
  let t: TestApp;
  let organizer: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    organizer = (await t.createUser({ role: 'organizer', fullName: 'Olga Organizer' })).cookie;
  });
  afterAll(async () => t?.close());

  const put = (eventId: number, winners: unknown, cookie: string | null = organizer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}/winners`,
      headers: cookie ? { cookie } : {},
      payload: { winners },
    });
  const get = (eventId: number, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/winners`,
      headers: cookie ? { cookie } : {},
    });

  describe('PUT /api/events/:id/winners', () => {
    it('records places 1–3, replaces the list, and writes an audit row with before and after', async () => {
      const eventId = await createEvent(t);
      const asha = await participant(t, eventId, {
        fullName: 'Asha Iyer',
        college: 'PSG College of Technology',
      });
      const ravi = await participant(t, eventId, { fullName: 'Ravi Kumar' });
      const meena = await participant(t, eventId, { fullName: 'Meena Raj' });

      const first = await put(eventId, [
        { userId: ravi.id, position: 2 },
        { userId: asha.id, position: 1 },
      ]);
      expect(first.statusCode).toBe(200);
      expect(
        first.json().map((w: { name: string; position: number }) => [w.position, w.name]),
      ).toEqual([
        [1, 'Asha Iyer'],
        [2, 'Ravi Kumar'],
      ]);

      const second = await put(eventId, [{ userId: meena.id, position: 3 }]);
      expect(second.statusCode).toBe(200);
      const list = (await get(eventId)).json();
      expect(list).toEqual([
        {
          position: 3,
          name: 'Meena Raj',
          college: 'Madras Institute of Technology',
          teamName: null,
        },
      ]);

      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'winners.replace')
        .where('target_id', '=', String(eventId))
        .orderBy('id')
        .execute();
      expect(audit).toHaveLength(2);
      expect(JSON.parse(audit[1]!.before_json!)).toEqual([
        { position: 1, userId: asha.id, teamId: null },
        { position: 2, userId: ravi.id, teamId: null },
      ]);
      expect(JSON.parse(audit[1]!.after_json!)).toEqual([
        { position: 3, userId: meena.id, teamId: null },
      ]);
    });

    it('refuses anyone who is not a verified registrant, and changes nothing', async () => {
      const eventId = await createEvent(t);
      const ok = await participant(t, eventId, { fullName: 'Verified Vani' });
      const pending = await participant(t, eventId, {
        fullName: 'Pending Paul',
        status: 'pending',
        checkedIn: false,
      });
      const stranger = await t.createUser({ fullName: 'Stranger Sam' });
      expect((await put(eventId, [{ userId: ok.id, position: 1 }])).statusCode).toBe(200);

      for (const bad of [pending.id, stranger.id]) {
        const res = await put(eventId, [{ userId: bad, position: 1 }]);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Winners must be verified registrants of this event.');
      }
      expect((await get(eventId)).json().map((w: { name: string }) => w.name)).toEqual([
        'Verified Vani',
      ]);
    });

    it('answers 400 for a position outside 1–3, a winner listed twice, or a row with both ids', async () => {
      const eventId = await createEvent(t);
      const a = await participant(t, eventId);
      expect((await put(eventId, [{ userId: a.id, position: 4 }])).json().message).toBe(
        'The position must be 1, 2 or 3.',
      );
      expect((await put(eventId, [{ userId: a.id, position: 0 }])).statusCode).toBe(400);
      const twice = await put(eventId, [
        { userId: a.id, position: 1 },
        { userId: a.id, position: 2 },
      ]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe('A winner is listed twice.');
      expect((await put(eventId, [{ userId: a.id, teamId: 1, position: 1 }])).statusCode).toBe(400);
      expect((await get(eventId)).json()).toEqual([]);
    });

    it('is for staff only: 401 without a session, 403 for a student; 404 for an unknown event', async () => {
      const eventId = await createEvent(t);
      const a = await participant(t, eventId);
      expect((await put(eventId, [{ userId: a.id, position: 1 }], null)).statusCode).toBe(401);
      expect((await put(eventId, [{ userId: a.id, position: 1 }], a.cookie)).statusCode).toBe(403);
      const admin = await t.adminCookie();
      expect((await put(eventId, [{ userId: a.id, position: 1 }], admin)).statusCode).toBe(200);
      expect((await put(999_999, [], admin)).statusCode).toBe(404);
    });

    it('takes a registered team: the public list names its members and team', async () => {
      const eventId = await createEvent(t);
      const lead = await participant(t, eventId, { fullName: 'Lead Lakshmi', college: 'CEG' });
      const mate = await participant(t, eventId, { fullName: 'Mate Mani' });
      const teamId = await team(t, eventId, 'Byte Me', [lead, mate]);
      const otherEvent = await createEvent(t);
      const outsider = await t.createUser();
      await register(t, otherEvent, outsider.id);
      const foreignTeam = await team(t, otherEvent, 'Elsewhere', [outsider]);

      expect((await put(eventId, [{ teamId: foreignTeam, position: 1 }])).json().message).toBe(
        'Winning teams must be registered for this event.',
      );
      const res = await put(eventId, [{ teamId, position: 1 }]);
      expect(res.statusCode).toBe(200);
      expect((await get(eventId)).json()).toEqual([
        { position: 1, name: 'Lead Lakshmi, Mate Mani', college: 'CEG', teamName: 'Byte Me' },
      ]);
      expect((await get(eventId, organizer)).json()[0].teamId).toBe(teamId);
    });
  });

  describe('GET /api/events/:id/winner-candidates', () => {
    it('lists verified registrants and the teams they form, for staff only', async () => {
      const eventId = await createEvent(t);
      const lead = await participant(t, eventId, { fullName: 'Lead Lakshmi' });
      const mate = await participant(t, eventId, { fullName: 'Mate Mani' });
      await participant(t, eventId, { fullName: 'Solo Selvi' });
      await participant(t, eventId, { fullName: 'Pending Paul', status: 'pending' });
      const teamId = await team(t, eventId, 'Byte Me', [lead, mate]);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/events/${eventId}/winner-candidates`,
        headers: { cookie: organizer },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().people.map((p: { name: string }) => p.name)).toEqual([
        'Lead Lakshmi',
        'Mate Mani',
        'Solo Selvi',
      ]);
      expect(res.json().teams).toEqual([
        { teamId, teamName: 'Byte Me', members: ['Lead Lakshmi', 'Mate Mani'] },
      ]);
      const student = await t.app.inject({
        method: 'GET',
        url: `/api/events/${eventId}/winner-candidates`,
        headers: { cookie: lead.cookie },
      });
      expect(student.statusCode).toBe(403);
    });
  });

  describe('GET /api/events/:id/winners and /api/winners/mine', () => {
    it('is public without ids; a winner sees their place per event, alone or through a team', async () => {
      const eventId = await createEvent(t);
      const teamEvent = await createEvent(t);
      const solo = await participant(t, eventId, { fullName: 'Solo Selvi' });
      await register(t, teamEvent, solo.id);
      const friend = await t.createUser();
      await register(t, teamEvent, friend.id);
      const teamId = await team(t, teamEvent, 'Duo', [friend, solo]);
      await put(eventId, [{ userId: solo.id, position: 2 }]);
      await put(teamEvent, [{ teamId, position: 1 }]);

      const anonymous = (await get(eventId)).json();
      expect(anonymous[0]).not.toHaveProperty('userId');
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/winners/mine',
        headers: { cookie: solo.cookie },
      });
      expect(mine.statusCode).toBe(200);
      expect(
        mine.json().sort((a: { eventId: number }, b: { eventId: number }) => a.eventId - b.eventId),
      ).toEqual([
        { eventId, position: 2 },
        { eventId: teamEvent, position: 1 },
      ]);
      expect((await get(999_999)).statusCode).toBe(404);
    });
  });
});
