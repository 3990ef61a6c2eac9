import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalCode, CODE_ALPHABET, MSG, SEATS_MSG } from '@app/shared';
import { DIALECTS, createTestApp, getAs, type TestApp } from '../helpers/app';
import { rowsWhere } from '../helpers/rows';
import {
  cartForm,
  DAYS,
  decidePayment,
  manualBody,
  openSymposia,
  outboxTo,
  payCart,
  verifyPayment,
} from '../registrations/fixtures';
import {
  cancel,
  insertSeatEvent,
  joinWaitlist,
  offerMails,
  registerFree,
  registrationIdOf,
  seatsOf,
  tally,
} from './fixtures';

// SPEC-2 §B teams: create, join by code, leave, remove, hand over, new code, sizes; the leader
// registers the team and every member holds a registration with the team's state.

type Student = Awaited<ReturnType<TestApp['createUser']>>;

describe.each(DIALECTS)('teams on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
  });
  afterAll(async () => t?.close());

  const teamEvent = (o: Parameters<typeof insertSeatEvent>[1] = {}) =>
    insertSeatEvent(t, { fees: 0, capacity: null, team: true, ...o });
  const create = (s: Student, eventId: number, teamName: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/teams`,
      headers: { cookie: s.cookie },
      payload: { teamName },
    });
  const join = (s: Student, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/teams/join',
      headers: { cookie: s.cookie },
      payload: { code },
    });
  const remove = (s: Student, teamId: number, userId: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${teamId}/members/${userId}`,
      headers: { cookie: s.cookie },
    });
  const mine = async (s: Student) =>
    (await getAs(t, s.cookie, '/api/teams/mine')).json();

  async function teamOf(size: number, o: Parameters<typeof insertSeatEvent>[1] = {}) {
    const e = await teamEvent(o);
    const leader = await t.createUser({ fullName: 'Leela Leader' });
    const team = (await create(leader, e.id, `Team ${e.id}`)).json();
    const members = [leader];
    for (let i = 1; i < size; i++) {
      const m = await t.createUser({ fullName: `Member ${i}` });
      expect((await join(m, team.code)).statusCode).toBe(200);
      members.push(m);
    }
    return { e, team, leader, members };
  }

  describe('POST /api/events/{id}/teams', () => {
    it('creates a team led by the caller with a join code of 8+ characters without look-alikes', async () => {
      const e = await teamEvent();
      const s = await t.createUser({
        fullName: 'Leela Leader',
        college: 'Madras Institute of Technology',
      });
      const res = await create(s, e.id, '  Byte   Me ');
      expect(res.statusCode).toBe(201);
      const team = res.json();
      expect(team).toEqual({
        id: expect.any(Number),
        eventId: e.id,
        teamName: 'Byte Me',
        code: expect.any(String),
        status: 'forming',
        members: [
          {
            userId: s.id,
            name: 'Leela Leader',
            email: s.email,
            college: 'Madras Institute of Technology',
            isLeader: true,
          },
        ],
      });
      expect(team.code.length).toBeGreaterThanOrEqual(8);
      expect([...team.code].every((c: string) => CODE_ALPHABET.includes(c))).toBe(true);
      expect(team.code).not.toMatch(/[ILOU]/);
    });

    it('refuses a name taken in the event (whatever the case), a second team, and individual events', async () => {
      const e = await teamEvent();
      await create(await t.createUser(), e.id, 'Byte Me');
      const taken = await create(await t.createUser(), e.id, 'byte  ME');
      expect([taken.statusCode, taken.json().message]).toEqual([409, SEATS_MSG.teamNameTaken]);
      const s = await t.createUser();
      await create(s, e.id, 'First');
      const second = await create(s, e.id, 'Second');
      expect([second.statusCode, second.json().message]).toEqual([409, SEATS_MSG.alreadyInTeam]);
      const single = await insertSeatEvent(t, { fees: 0, capacity: null });
      expect((await create(s, single.id, 'Solo')).json().message).toBe(SEATS_MSG.notTeamEvent);
      expect((await create(s, e.id, 'x')).json().message).toBe(SEATS_MSG.teamName);
      const other = await teamEvent();
      expect((await create(await t.createUser(), other.id, 'Byte Me')).statusCode).toBe(201);
    });
  });

  describe('POST /api/teams/join', () => {
    it('joins by code, in any case and with look-alikes typed, and shows the team to every member', async () => {
      const { team, members } = await teamOf(1);
      const friend = await t.createUser();
      const typed = team.code.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
      const res = await join(friend, `${typed.slice(0, 4)}-${typed.slice(4)}`);
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .members.map((m: { userId: number; isLeader: boolean }) => [m.userId, m.isLeader]),
      ).toEqual([
        [members[0]!.id, true],
        [friend.id, false],
      ]);
      expect(canonicalCode(typed)).toBe(team.code);
      const seen = await mine(friend);
      expect(seen).toEqual([
        expect.objectContaining({ id: team.id, code: team.code, status: 'forming' }),
      ]);
    });

    it('answers unknown code, a full team and a second team with their messages', async () => {
      const { e, team } = await teamOf(2, { maxTeam: 2 });
      const s = await t.createUser();
      const unknown = await join(s, 'ZZZZ2222');
      expect([unknown.statusCode, unknown.json().message]).toEqual([
        404,
        SEATS_MSG.unknownTeamCode,
      ]);
      const full = await join(s, team.code);
      expect([full.statusCode, full.json().message]).toEqual([409, SEATS_MSG.teamFull]);
      await create(s, e.id, 'Another');
      const other = await teamOf(1);
      await create(s, other.e.id, 'Mine');
      const twice = await join(s, other.team.code);
      expect([twice.statusCode, twice.json().message]).toEqual([409, SEATS_MSG.alreadyInTeam]);
    });

    it('holds the joiner to the event rules (non-MIT rule, deadline)', async () => {
      const { e, team } = await teamOf(1, { openToNonMit: false });
      const outsider = await t.createUser({ college: 'Anna University' });
      const res = await join(outsider, team.code);
      expect([res.statusCode, res.json().message]).toEqual([403, MSG.openToMitOnly]);
      await t.db
        .updateTable('events')
        .set({ last_date_for_registration: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', e.id)
        .execute();
      const late = await join(await t.createUser(), team.code);
      expect([late.statusCode, late.json().message]).toEqual([400, MSG.registrationDeadlinePassed]);
    });

    it('lets only as many join at once as there is room for', async () => {
      const { team } = await teamOf(1, { maxTeam: 3 });
      const crowd = await Promise.all(Array.from({ length: 8 }, () => t.createUser()));
      const res = await Promise.all(crowd.map((s) => join(s, team.code)));
      expect(tally(res.map((r) => r.statusCode))).toEqual({ 200: 2, 409: 6 });
      const members = await rowsWhere(t, 'team_members', 'user_id', 'team_id', team.id);
      expect(members).toHaveLength(3);
    });

    it('a leaked code stops working once the leader asks for a new one', async () => {
      const { team, leader, members } = await teamOf(2);
      const notLeader = await t.app.inject({
        method: 'POST',
        url: `/api/teams/${team.id}/code`,
        headers: { cookie: members[1]!.cookie },
      });
      expect([notLeader.statusCode, notLeader.json().message]).toEqual([403, SEATS_MSG.onlyLeader]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/teams/${team.id}/code`,
        headers: { cookie: leader.cookie },
      });
      expect(res.statusCode).toBe(200);
      const fresh = res.json().code as string;
      expect(fresh).not.toBe(team.code);
      const leaked = await join(await t.createUser(), team.code);
      expect([leaked.statusCode, leaked.json().message]).toEqual([404, SEATS_MSG.unknownTeamCode]);
      expect((await join(await t.createUser(), fresh)).statusCode).toBe(200);
    });
  });

  describe('leaving, removing and handing over', () => {
    it('a member leaves, the leader removes, a stranger may not', async () => {
      const { team, leader, members } = await teamOf(3);
      const [, m1, m2] = members;
      const stranger = await t.createUser();
      expect((await remove(stranger, team.id, m1!.id)).statusCode).toBe(403);
      expect((await remove(m1!, team.id, m2!.id)).statusCode).toBe(403);
      const left = await remove(m1!, team.id, m1!.id);
      expect([left.statusCode, left.json().message]).toEqual([200, SEATS_MSG.teamLeft]);
      const removed = await remove(leader, team.id, m2!.id);
      expect([removed.statusCode, removed.json().message]).toEqual([200, SEATS_MSG.memberRemoved]);
      expect((await mine(leader))[0].members).toHaveLength(1);
      expect(await mine(m1!)).toEqual([]);
    });

    it('hands over leadership; when the leader leaves the earliest member leads; the last one out deletes the team', async () => {
      const { team, leader, members } = await teamOf(3);
      const [, first, second] = members;
      const handed = await t.app.inject({
        method: 'POST',
        url: `/api/teams/${team.id}/leader`,
        headers: { cookie: leader.cookie },
        payload: { userId: second!.id },
      });
      expect(handed.statusCode).toBe(200);
      expect(handed.json().members[0]).toMatchObject({ userId: second!.id, isLeader: true });
      const notLeader = await t.app.inject({
        method: 'POST',
        url: `/api/teams/${team.id}/leader`,
        headers: { cookie: leader.cookie },
        payload: { userId: leader.id },
      });
      expect(notLeader.statusCode).toBe(403);

      await remove(second!, team.id, second!.id);
      const after = (await mine(leader))[0];
      expect(after.members.find((m: { isLeader: boolean }) => m.isLeader).userId).toBe(leader.id);
      await remove(leader, team.id, leader.id);
      expect((await mine(first!))[0].members).toEqual([
        expect.objectContaining({ userId: first!.id, isLeader: true }),
      ]);
      await remove(first!, team.id, first!.id);
      expect(await rowsWhere(t, 'teams', 'id', 'id', team.id)).toHaveLength(0);
    });
  });

  describe('registering a team', () => {
    it('only the leader registers, once the team has its minimum; alone answers "create or join a team first"', async () => {
      const { e, leader, members } = await teamOf(2, { minTeam: 3 });
      const alone = await registerFree(t, await t.createUser(), e.id);
      expect([alone.statusCode, alone.json().message]).toEqual([409, SEATS_MSG.teamEventNeedsTeam]);
      const member = await registerFree(t, members[1]!, e.id);
      expect([member.statusCode, member.json().message]).toEqual([
        409,
        SEATS_MSG.onlyLeaderRegisters,
      ]);
      const small = await registerFree(t, leader, e.id);
      expect([small.statusCode, small.json().message]).toEqual([409, SEATS_MSG.teamTooSmall(3)]);
      expect(await rowsWhere(t, 'registrations', 'id', 'event_id', e.id)).toHaveLength(0);
    });

    it('a team of 3 registering for free makes 3 verified registrations holding one seat', async () => {
      const { e, team, leader, members } = await teamOf(3, { capacity: 2 });
      const res = await registerFree(t, leader, e.id);
      expect(res.statusCode).toBe(201);
      const rows = await t.db
        .selectFrom('registrations')
        .select(['user_id', 'status', 'team_id', 'payment_id'])
        .where('event_id', '=', e.id)
        .orderBy('user_id')
        .execute();
      expect(rows).toEqual(
        members
          .map((m) => ({ user_id: m.id, status: 'verified', team_id: team.id, payment_id: null }))
          .sort((a, b) => a.user_id - b.user_id),
      );
      // A member registered through the team is told so, not sent to find the leader.
      const again = await registerFree(t, members[1]!, e.id);
      expect([again.statusCode, again.json().message]).toEqual([409, MSG.alreadyRegistered]);
      expect(await seatsOf(t, e.id)).toEqual({ capacity: 2, seats_taken: 1 });
      expect((await mine(members[2]!))[0].status).toBe('verified');

      const stuck = await remove(members[2]!, team.id, members[2]!.id);
      expect([stuck.statusCode, stuck.json().message]).toEqual([409, SEATS_MSG.teamRegistered]);
      const byLeader = await remove(leader, team.id, members[1]!.id);
      expect(byLeader.json().message).toBe(SEATS_MSG.teamRegistered);
      const organizer = await t.createUser({ role: 'organizer' });
      expect((await remove(organizer, team.id, members[2]!.id)).statusCode).toBe(200);
      expect(await rowsWhere(t, 'registrations', 'id', 'event_id', e.id)).toHaveLength(2);
      expect(await seatsOf(t, e.id)).toMatchObject({ seats_taken: 1 });
    });

    it('a team of 3 paying once makes 3 pending registrations under one payment; verifying registers all three', async () => {
      const { e, team, leader, members } = await teamOf(3, { fees: 300, capacity: 5 });
      const notLeader = await t.app.inject({
        method: 'POST',
        url: '/api/registrations',
        headers: { cookie: members[1]!.cookie },
        payload: manualBody(members[1]!.id, e.id, 300),
      });
      expect([notLeader.statusCode, notLeader.json().message]).toEqual([
        409,
        SEATS_MSG.onlyLeaderRegisters,
      ]);
      const form = cartForm({
        eventIds: JSON.stringify([e.id]),
        transactionId: `UTR-TEAM-${dialect}-${e.id}`,
        mobileNumber: '9876543210',
        transactionAmount: '300',
      });
      const paid = await payCart(t, leader.cookie, form);
      expect(paid.statusCode).toBe(201);
      const paymentId = paid.json().paymentId as number;
      expect(
        await t.db
          .selectFrom('payments')
          .select('id')
          .where(
            'user_id',
            'in',
            members.map((m) => m.id),
          )
          .execute(),
      ).toEqual([{ id: paymentId }]);
      const rows = await t.db
        .selectFrom('registrations')
        .select(['user_id', 'status', 'payment_id', 'team_id'])
        .where('event_id', '=', e.id)
        .execute();
      expect(rows).toHaveLength(3);
      for (const r of rows)
        expect(r).toMatchObject({ status: 'pending', payment_id: paymentId, team_id: team.id });
      expect(await seatsOf(t, e.id)).toMatchObject({ seats_taken: 1 });
      expect((await mine(members[2]!))[0].status).toBe('pending');

      const organizer = await t.createUser({ role: 'organizer' });
      const verify = await verifyPayment(t, organizer.cookie, { userId: leader.id, eventId: e.id, paymentId });
      expect(verify.statusCode).toBe(200);
      const after = await rowsWhere(t, 'registrations', 'status', 'team_id', team.id);
      expect(after.map((r) => r.status)).toEqual(['verified', 'verified', 'verified']);
      expect((await mine(members[1]!))[0].status).toBe('verified');

      // Staff take a member out of the registered team: their registration goes, and they are told.
      const removed = await remove(organizer, team.id, members[2]!.id);
      expect(removed.statusCode).toBe(200);
      expect(await rowsWhere(t, 'registrations', 'user_id', 'team_id', team.id)).toHaveLength(2);
      const told = await t.db
        .selectFrom('outbox')
        .select(['to_address', 'text'])
        .where('subject', '=', SEATS_MSG.staffCancelledSubject(e.name))
        .execute();
      expect(told.map((m) => m.to_address)).toEqual([members[2]!.email]);
      expect(told[0]!.text).toContain('Hello Member 2,');
      expect(told[0]!.text).toContain('You had paid for it.');
    });

    it('every member is mailed the decision on the team’s payment: verified with their own entry pass, rejected with the reason', async () => {
      const { e, leader, members } = await teamOf(3, { fees: 300, capacity: 5 });
      const txn = `UTR-TEAM-MAIL-${dialect.toUpperCase()}-${e.id}`;
      const paid = await payCart(
        t,
        leader.cookie,
        cartForm({
          eventIds: JSON.stringify([e.id]),
          transactionId: txn,
          mobileNumber: '9876543210',
          transactionAmount: '300',
        }),
      );
      expect(paid.statusCode).toBe(201);
      const paymentId = paid.json().paymentId as number;
      const organizer = await t.createUser({ role: 'organizer' });
      const lastMail = async (s: Student, subject: string) =>
        (await outboxTo(t, s.email)).filter((m) => m.subject === subject).at(-1);
      const passOf = async (s: Student) => {
        const pass = await t.db
          .selectFrom('passes')
          .select('code')
          .where('user_id', '=', s.id)
          .executeTakeFirstOrThrow();
        return { registrationId: await registrationIdOf(t, s.id, e.id), passCode: pass.code };
      };

      const verified = await verifyPayment(t, organizer.cookie, {
        userId: leader.id,
        eventId: e.id,
        paymentId,
      });
      expect(verified.statusCode).toBe(200);
      for (const s of members) {
        const mail = await lastMail(s, 'Payment verified: you are registered');
        expect(mail, s.email).toBeDefined();
        expect(mail!.text).toContain(`  - ${e.name}\n`);
        // Each mail carries its reader's own pass and printable pass, not the leader's.
        const own = await passOf(s);
        expect(mail!.text).toContain(`/check-in/${own.passCode}`);
        expect(mail!.text).toContain(`/api/registrations/${own.registrationId}/pass.pdf`);
      }
      expect((await lastMail(leader, 'Payment verified: you are registered'))!.text).toContain(
        `Your payment (transaction ID ${txn}, ₹300) has been verified.`,
      );
      expect((await lastMail(members[1]!, 'Payment verified: you are registered'))!.text).toContain(
        `The payment Leela Leader made for your team (transaction ID ${txn}) has been verified.`,
      );

      const rejected = await decidePayment(t, organizer.cookie, {
        userId: leader.id,
        eventId: e.id,
        paymentId,
        verified: false,
        reason: 'Amount not received.',
      });
      expect(rejected.statusCode).toBe(200);
      for (const s of members) {
        const mail = await lastMail(s, 'Payment rejected');
        expect(mail, s.email).toBeDefined();
        expect(mail!.text).toContain('Reason: Amount not received.');
      }
      expect((await lastMail(members[2]!, 'Payment rejected'))!.text).toContain(
        'If you believe this is a mistake, ask your team leader or the event coordinator. Your team leader may pay again',
      );
    });

    it('a team’s rejection whose seat went to the next team waiting tells every member so', async () => {
      const { e, leader, members } = await teamOf(2, { fees: 300, capacity: 1 });
      const paid = await payCart(
        t,
        leader.cookie,
        cartForm({
          eventIds: JSON.stringify([e.id]),
          transactionId: `UTR-TEAM-GONE-${dialect}-${e.id}`,
          mobileNumber: '9876543210',
          transactionAmount: '300',
        }),
      );
      expect(paid.statusCode).toBe(201);
      const otherLeader = await t.createUser();
      await create(otherLeader, e.id, 'Next Team');
      expect((await joinWaitlist(t, otherLeader, e.id)).statusCode).toBe(201);
      const organizer = await t.createUser({ role: 'organizer' });
      const rejected = await decidePayment(t, organizer.cookie, {
        userId: leader.id,
        eventId: e.id,
        paymentId: paid.json().paymentId,
        verified: false,
      });
      expect(rejected.statusCode).toBe(200);
      expect(await offerMails(t, otherLeader.email)).toHaveLength(1);
      const leaderMail = (await outboxTo(t, leader.email)).at(-1)!;
      expect(leaderMail.text).toContain(
        `Your seat in ${e.name} has gone to the next person on the waitlist`,
      );
      expect(leaderMail.text).not.toContain('pay again and submit');
      const memberMail = (await outboxTo(t, members[1]!.email)).at(-1)!;
      expect(memberMail.subject).toBe('Payment rejected');
      expect(memberMail.text).toContain(
        `Your team's seat in ${e.name} has gone to the next person on the waitlist and the event is full again, so paying again for it is not possible now. ` +
          `Your team leader can put the team on the waitlist again from the event's card ('${SEATS_MSG.joinWaitlist}'); if a seat frees up, they will get a mail.`,
      );
      expect(memberMail.text).not.toContain('pay again and submit');
    });

    it('a member who joins a registered team later gets a registration with the team’s status', async () => {
      const { e, team, leader } = await teamOf(2);
      await registerFree(t, leader, e.id);
      const late = await t.createUser();
      expect((await join(late, team.code)).json().status).toBe('verified');
      const row = await t.db
        .selectFrom('registrations')
        .select(['status', 'team_id'])
        .where('user_id', '=', late.id)
        .where('event_id', '=', e.id)
        .executeTakeFirst();
      expect(row).toEqual({ status: 'verified', team_id: team.id });
    });

    it('a team event’s capacity counts teams; the leader queues for the team and claims the offer for all', async () => {
      const e = await teamEvent({ capacity: 1, maxTeam: 3 });
      const first = await t.createUser();
      const firstTeam = (await create(first, e.id, 'First Team')).json();
      await join(await t.createUser(), firstTeam.code);
      expect((await registerFree(t, first, e.id)).statusCode).toBe(201);

      const leader = await t.createUser();
      const waiting = (await create(leader, e.id, 'Waiting Team')).json();
      const friend = await t.createUser();
      await join(friend, waiting.code);
      const full = await registerFree(t, leader, e.id);
      expect(full.json().message).toBe(SEATS_MSG.eventFull);
      expect((await joinWaitlist(t, friend, e.id)).json().message).toBe(
        SEATS_MSG.onlyLeaderRegisters,
      );
      expect((await joinWaitlist(t, leader, e.id)).json()).toEqual({ position: 1 });
      const friendView = (await getAs(t, friend.cookie, '/api/waitlist/mine')).json();
      expect(friendView).toEqual([
        expect.objectContaining({ eventId: e.id, teamName: 'Waiting Team', position: 1 }),
      ]);

      const cancelled = await cancel(t, first.cookie, await registrationIdOf(t, first.id, e.id));
      expect(cancelled.statusCode).toBe(200);
      expect(await rowsWhere(t, 'registrations', 'id', 'team_id', firstTeam.id)).toHaveLength(0);
      expect(await offerMails(t, leader.email)).toHaveLength(1);
      expect((await registerFree(t, leader, e.id)).statusCode).toBe(201);
      expect(await rowsWhere(t, 'registrations', 'user_id', 'team_id', waiting.id)).toHaveLength(2);
      expect(await seatsOf(t, e.id)).toEqual({ capacity: 1, seats_taken: 1 });
    });

    it('a non-leader cannot cancel the team’s registration', async () => {
      const { e, leader, members } = await teamOf(2, { closesIn: DAYS(3) });
      await registerFree(t, leader, e.id);
      const own = await registrationIdOf(t, members[1]!.id, e.id);
      const res = await cancel(t, members[1]!.cookie, own);
      expect([res.statusCode, res.json().message]).toEqual([409, SEATS_MSG.teamRegistered]);
    });

    it('a staff cancel of one member takes them out of the team, as a staff removal does; the team stays registered', async () => {
      const { e, team, leader, members } = await teamOf(3, { capacity: 1 });
      const [, first, second] = members;
      expect((await registerFree(t, leader, e.id)).statusCode).toBe(201);
      const organizer = await t.createUser({ role: 'organizer' });
      const staffCancel = async (s: Student) => {
        const res = await cancel(t, organizer.cookie, await registrationIdOf(t, s.id, e.id));
        expect([res.statusCode, res.json().message]).toEqual([200, SEATS_MSG.registrationCancelled]);
      };
      const memberIds = async (s: Student) =>
        (await mine(s))[0].members.map((m: { userId: number; isLeader: boolean }) => [
          m.userId,
          m.isLeader,
        ]);

      await staffCancel(first!);
      // Out of the team: not among its members, free to join another one.
      expect(await mine(first!)).toEqual([]);
      expect(await memberIds(leader)).toEqual([
        [leader.id, true],
        [second!.id, false],
      ]);
      const other = (await create(await t.createUser(), e.id, `Other ${e.id}`)).json();
      expect((await join(first!, other.code)).statusCode).toBe(200);
      // The others keep their registrations and the team its one seat.
      const holders = await rowsWhere(t, 'registrations', 'user_id', 'team_id', team.id);
      expect(holders.map((r) => r.user_id).sort()).toEqual([leader.id, second!.id].sort());
      expect((await mine(leader))[0].status).toBe('verified');
      expect(await seatsOf(t, e.id)).toEqual({ capacity: 1, seats_taken: 1 });
      const mail = (await outboxTo(t, first!.email)).at(-1)!;
      expect(mail.subject).toBe(SEATS_MSG.staffCancelledSubject(e.name));
      expect(mail.text).toContain(`and you are no longer a member of the team ${team.teamName}.`);
      const [audit] = await t.db
        .selectFrom('audit_log')
        .select(['actor_id', 'target_type', 'before_json', 'after_json'])
        .where('action', '=', 'registration.cancel')
        .where('actor_id', '=', organizer.id)
        .execute();
      expect(audit!.target_type).toBe('registration');
      expect(JSON.parse(audit!.before_json!)).toMatchObject({
        userId: first!.id,
        teamId: team.id,
        teamName: team.teamName,
      });
      expect(JSON.parse(audit!.after_json!)).toEqual({ leftTeam: true });

      // The leader cancelled by staff: the earliest member left leads.
      await staffCancel(leader);
      expect(await mine(leader)).toEqual([]);
      expect(await memberIds(second!)).toEqual([[second!.id, true]]);
      // The last one out: the team goes, and its seat with it.
      await staffCancel(second!);
      expect(await rowsWhere(t, 'teams', 'id', 'id', team.id)).toHaveLength(0);
      expect(await seatsOf(t, e.id)).toEqual({ capacity: 1, seats_taken: 0 });
    });

    it('the leader’s own cancel ends the team’s registration but keeps the team, forming again', async () => {
      const { e, team, leader, members } = await teamOf(2, { closesIn: DAYS(3) });
      await registerFree(t, leader, e.id);
      expect((await cancel(t, leader.cookie, await registrationIdOf(t, leader.id, e.id))).statusCode).toBe(200);
      const after = (await mine(members[1]!))[0];
      expect(after.status).toBe('forming');
      expect(after.members).toHaveLength(2);
      // Forming again, a member may leave as before the team registered.
      expect((await remove(members[1]!, team.id, members[1]!.id)).statusCode).toBe(200);
    });

    it('a member joining as the leader cancels keeps no registration the rest of the team lost', async () => {
      for (let round = 0; round < 24; round++) {
        const { e, team, leader } = await teamOf(2, { closesIn: DAYS(3) });
        await registerFree(t, leader, e.id);
        const late = await t.createUser();
        const cancelling = cancel(t, leader.cookie, await registrationIdOf(t, leader.id, e.id));
        await new Promise((r) => setTimeout(r, round % 8));
        const [cancelled, joined] = await Promise.all([cancelling, join(late, team.code)]);
        expect([cancelled.statusCode, joined.statusCode]).toEqual([200, 200]);
        expect(await rowsWhere(t, 'registrations', 'id', 'team_id', team.id)).toEqual([]);
      }
    });

    it('My Events tells each member their team and whether they lead it', async () => {
      const { e, team, leader, members } = await teamOf(2);
      await registerFree(t, leader, e.id);
      const teamOn = async (s: Student) =>
        (await getAs(t, s.cookie, `/api/registrations/user/${s.id}`))
          .json()
          .registrations.find((r: { event: { id: number } }) => r.event.id === e.id).team;
      expect(await teamOn(leader)).toEqual({ teamName: team.teamName, isLeader: true });
      expect(await teamOn(members[1]!)).toEqual({ teamName: team.teamName, isLeader: false });
      const alone = await t.createUser();
      const single = await insertSeatEvent(t, { fees: 0, capacity: null });
      await registerFree(t, alone, single.id);
      const mineAlone = await getAs(t, alone.cookie, `/api/registrations/user/${alone.id}`);
      expect(mineAlone.json().registrations[0].team).toBeNull();
    });

    it('the leader’s cancel mails every other member that the team’s registration went; a staff cancel mails only the member it took', async () => {
      const { e, team, leader, members } = await teamOf(3, { closesIn: DAYS(3) });
      const mailsTo = (emails: string[]) =>
        t.db
          .selectFrom('outbox')
          .select(['to_address', 'subject', 'text'])
          .where('to_address', 'in', emails)
          .where('subject', '=', SEATS_MSG.teamCancelledSubject(e.name))
          .orderBy('to_address')
          .execute();
      const regOf = (userId: number) => registrationIdOf(t, userId, e.id);

      await registerFree(t, leader, e.id);
      const organizer = await t.createUser({ role: 'organizer' });
      const before = await t.db.selectFrom('outbox').select('id').execute();
      const byStaff = await cancel(t, organizer.cookie, await regOf(members[2]!.id));
      expect(byStaff.statusCode).toBe(200);
      const sinceStaff = await t.db
        .selectFrom('outbox')
        .select(['to_address', 'subject', 'text'])
        .where('id', '>', Math.max(0, ...before.map((m) => m.id)))
        .execute();
      expect(sinceStaff.map((m) => [m.to_address, m.subject])).toEqual([
        [members[2]!.email, SEATS_MSG.staffCancelledSubject(e.name)],
      ]);
      expect(sinceStaff[0]!.text).toContain(
        `If you think this is a mistake, contact the event coordinator, Kavya S (9123456780).`,
      );

      const res = await cancel(t, leader.cookie, await regOf(leader.id));
      expect(res.statusCode).toBe(200);
      expect(await rowsWhere(t, 'registrations', 'id', 'team_id', team.id)).toHaveLength(0);
      const mails = await mailsTo(members.map((m) => m.email));
      expect(mails.map((m) => m.to_address)).toEqual([members[1]!.email]);
      expect(mails[0]!.text).toContain(
        `Leela Leader, the leader of your team ${team.teamName}, has cancelled the team's registration for ${e.name}`,
      );
      expect(mails[0]!.text).toContain('Hello Member 1,');
    });

    describe('staff lists, exports and Update Winners', () => {
      it('group members under their team, leader first, and marking a team marks every member', async () => {
        const e = await teamEvent({ rounds: [DAYS(3), DAYS(4)] });
        const zeta = await t.createUser({ fullName: 'Zara Zeta' });
        const zetaTeam = (await create(zeta, e.id, 'Zeta')).json();
        const amar = await t.createUser({ fullName: 'Amar Alpha' });
        await join(amar, zetaTeam.code);
        const alphaLead = await t.createUser({ fullName: 'Yamini Alpha' });
        const alphaTeam = (await create(alphaLead, e.id, 'Alpha')).json();
        const bala = await t.createUser({ fullName: 'Bala Alpha' });
        await join(bala, alphaTeam.code);
        await registerFree(t, zeta, e.id);
        await registerFree(t, alphaLead, e.id);
        const organizer = await t.createUser({ role: 'organizer' });
        const list = (await getAs(t, organizer.cookie, `/api/registrations/event/${e.id}`)).json();
        expect(
          list.map((r: { userName: string; teamName: string; isTeamLeader: boolean }) => [
            r.teamName,
            r.userName,
            r.isTeamLeader,
          ]),
        ).toEqual([
          ['Alpha', 'Yamini Alpha', true],
          ['Alpha', 'Bala Alpha', false],
          ['Zeta', 'Zara Zeta', true],
          ['Zeta', 'Amar Alpha', false],
        ]);
        const csv = (await getAs(t, organizer.cookie, `/api/registrations/event/${e.id}/export?format=csv`)).body;
        expect(csv.replace('\uFEFF', '').split('\r\n').slice(0, 3)).toEqual([
          'Team,Name,Email,College',
          `Alpha,Yamini Alpha (leader),${alphaLead.email},Madras Institute of Technology`,
          `Alpha,Bala Alpha,${bala.email},Madras Institute of Technology`,
        ]);
        // The Team column holds the bare team name on every row, so a spreadsheet's sort or filter
        // by team keeps the team together; the leader is marked on the name, as in the PDF.
        const xlsx = await getAs(t, organizer.cookie, `/api/registrations/event/${e.id}/export?format=xlsx`);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
        const sheetRows = book.getWorksheet('Registrations')!.getSheetValues().slice(1);
        expect(sheetRows.map((row) => (row as unknown[]).slice(1, 3))).toEqual([
          ['Team', 'Name'],
          ['Alpha', 'Yamini Alpha (leader)'],
          ['Alpha', 'Bala Alpha'],
          ['Zeta', 'Zara Zeta (leader)'],
          ['Zeta', 'Amar Alpha'],
        ]);

        const registrants = (await getAs(t, organizer.cookie, `/api/events/${e.id}/registrations`)).json();
        expect(
          registrants.map((r: { name: string; teamName: string }) => [r.teamName, r.name]),
        ).toEqual([
          ['Alpha', 'Bala Alpha'],
          ['Alpha', 'Yamini Alpha'],
          ['Zeta', 'Amar Alpha'],
          ['Zeta', 'Zara Zeta'],
        ]);
        const marked = await t.app.inject({
          method: 'POST',
          url: `/api/events/${e.id}/rounds/1/eligible`,
          headers: { cookie: organizer.cookie },
          payload: { teamId: alphaTeam.id, status: 1 },
        });
        expect(marked.statusCode).toBe(200);
        expect(marked.json()).toMatchObject({
          teamId: alphaTeam.id,
          userId: alphaLead.id,
          status: 1,
          roundNumber: 1,
        });
        expect(marked.json().userIds.sort()).toEqual([alphaLead.id, bala.id].sort());
        const after = (await getAs(t, organizer.cookie, `/api/events/${e.id}/registrations`)).json();
        expect(after.map((r: { name: string; round1: number }) => [r.name, r.round1])).toEqual([
          ['Bala Alpha', 1],
          ['Yamini Alpha', 1],
          ['Amar Alpha', -1],
          ['Zara Zeta', -1],
        ]);
        const gated = await t.app.inject({
          method: 'POST',
          url: `/api/events/${e.id}/rounds/2/eligible`,
          headers: { cookie: organizer.cookie },
          payload: { teamId: zetaTeam.id, status: 1 },
        });
        expect(gated.statusCode).toBe(409);
        const audit = await rowsWhere(t, 'audit_log', 'action', 'action', 'round.mark-team');
        expect(audit).toHaveLength(1);
        const both = await t.app.inject({
          method: 'POST',
          url: `/api/events/${e.id}/rounds/1/eligible`,
          headers: { cookie: organizer.cookie },
          payload: { teamId: alphaTeam.id, userId: bala.id, status: 1 },
        });
        expect(both.statusCode).toBe(400);
      });
    });
  });

  describe('the event form against the teams already formed', () => {
    /** The admin saves the event's form as it stands, with `changes` (a workshop: no rounds). */
    async function saveEvent(eventId: number, changes: Record<string, unknown>) {
      const existing = (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` })).json();
      return t.app.inject({
        method: 'PUT',
        url: `/api/events/${eventId}`,
        headers: { cookie: await t.adminCookie() },
        payload: { ...existing, rounds: [], numberOfRounds: 0, ...changes },
      });
    }
    const eventRow = (id: number) =>
      t.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const updates = (id: number) =>
      t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'event.update')
        .where('target_id', '=', String(id))
        .execute();

    /** Saving `changes` (and a new location) answers 409 `message` and changes nothing. */
    async function refused(eventId: number, changes: Record<string, unknown>, message: string) {
      const before = await eventRow(eventId);
      const res = await saveEvent(eventId, { location: 'Moved Hall', ...changes });
      expect([res.statusCode, res.json().message]).toEqual([409, message]);
      expect(await eventRow(eventId)).toEqual(before);
      expect(await updates(eventId)).toEqual([]);
    }

    it('will not lower the largest team size below a team, forming or registered; down to it or up is fine', async () => {
      const { e, team, leader, members } = await teamOf(3, { name: 'Code Relay', maxTeam: 4 });
      await refused(e.id, { maxTeamSize: 2 }, SEATS_MSG.maxTeamBelowTeam(3));
      expect((await mine(leader))[0].members).toHaveLength(3);
      expect((await registerFree(t, leader, e.id)).statusCode).toBe(201);
      await refused(e.id, { maxTeamSize: 2, minTeamSize: 1 }, SEATS_MSG.maxTeamBelowTeam(3));

      const exact = await saveEvent(e.id, { maxTeamSize: 3 });
      expect(exact.statusCode).toBe(200);
      expect(exact.json().event).toMatchObject({ maxTeamSize: 3 });
      const full = await join(await t.createUser(), team.code);
      expect([full.statusCode, full.json().message]).toEqual([409, SEATS_MSG.teamFull]);
      const raised = await saveEvent(e.id, { maxTeamSize: 5 });
      expect(raised.statusCode).toBe(200);
      expect((await eventRow(e.id)).max_team_size).toBe(5);
      expect(await rowsWhere(t, 'team_members', 'user_id', 'team_id', team.id)).toHaveLength(
        members.length,
      );
    });

    it('a member joining while the maximum is lowered: one of the two is refused, never a team over it', async () => {
      for (let round = 0; round < 8; round++) {
        const { e, team } = await teamOf(2, { maxTeam: 4 });
        const joiner = await t.createUser();
        const [joined, saved] = await Promise.all([
          join(joiner, team.code),
          saveEvent(e.id, { maxTeamSize: 2 }),
        ]);
        const members = await rowsWhere(t, 'team_members', 'user_id', 'team_id', team.id);
        const max = (await eventRow(e.id)).max_team_size;
        expect(members.length).toBeLessThanOrEqual(max);
        if (joined.statusCode === 200) expect(saved.json().message).toBe(SEATS_MSG.maxTeamBelowTeam(3));
        else expect([joined.json().message, saved.statusCode]).toEqual([SEATS_MSG.teamFull, 200]);
      }
    });

    it('will not make an event with teams individual; once the last team is gone it may', async () => {
      const { e, team, leader } = await teamOf(1);
      await refused(e.id, { teamOrIndividual: 'Individual' }, SEATS_MSG.teamsExist);
      expect(await rowsWhere(t, 'teams', 'id', 'id', team.id)).toHaveLength(1);
      expect((await remove(leader, team.id, leader.id)).statusCode).toBe(200);
      const res = await saveEvent(e.id, { teamOrIndividual: 'Individual' });
      expect([res.statusCode, res.json().event.teamOrIndividual]).toEqual([200, 'Individual']);
    });

    it('will not raise the smallest team size above a registered team; a forming team must grow to it', async () => {
      const { e, leader } = await teamOf(2, { minTeam: 1 });
      expect((await registerFree(t, leader, e.id)).statusCode).toBe(201);
      await refused(e.id, { minTeamSize: 3 }, SEATS_MSG.minTeamAboveTeam(2));
      const exact = await saveEvent(e.id, { minTeamSize: 2 });
      expect([exact.statusCode, exact.json().event.minTeamSize]).toEqual([200, 2]);

      const forming = await teamOf(2, { minTeam: 1 });
      const raised = await saveEvent(forming.e.id, { minTeamSize: 3 });
      expect([raised.statusCode, raised.json().event.minTeamSize]).toEqual([200, 3]);
      const small = await registerFree(t, forming.leader, forming.e.id);
      expect([small.statusCode, small.json().message]).toEqual([409, SEATS_MSG.teamTooSmall(3)]);
    });
  });
});
