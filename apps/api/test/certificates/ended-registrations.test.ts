import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, getAs, type TestApp } from '../helpers/app';
import { insertCheckIn } from '../helpers/rows';
import { decidePayment, openSymposia, payManually, verifyPayment } from '../registrations/fixtures';
import { cancel, formTeam, insertSeatEvent, registerFree, registrationIdOf } from '../seats/fixtures';
import { participant, team } from './fixtures';

// SPEC-2 §D: winners and certificates are for verified registrants only. A registration that
// stops being verified (cancelled, payment rejected, a team's registration ended) takes its
// holder's place and certificates for the event with it, in the same transaction, audited; the
// other winners keep their places.

type Student = Awaited<ReturnType<TestApp['createUser']>>;

describe.each(DIALECTS)('winners and certificates of ended registrations on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let organizer: Student;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
    admin = await t.adminCookie();
    organizer = await t.createUser({ role: 'organizer', fullName: 'Olga Organizer' });
  });
  afterAll(async () => t?.close());

  const event = (o: Parameters<typeof insertSeatEvent>[1] = {}) =>
    insertSeatEvent(t, { fees: 0, capacity: null, ...o });
  const setWinners = (eventId: number, winners: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}/winners`,
      headers: { cookie: organizer.cookie },
      payload: { winners },
    });
  const publicWinners = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/winners` }))
      .json()
      .map((w: { position: number; name: string }) => [w.position, w.name]);
  const myPlacements = async (s: Student) => (await getAs(t, s.cookie, '/api/winners/mine')).json();
  const issue = async (eventId: number) => {
    for (const kind of ['participation', 'merit']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/certificates`,
        headers: { cookie: admin },
        payload: { kind },
      });
      expect(res.statusCode).toBe(200);
    }
  };
  /** The codes of the person's certificates for the event: participation, then merit. */
  const codesOf = async (eventId: number, userId: number) =>
    (
      await t.db
        .selectFrom('certificates')
        .select(['code', 'kind'])
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .orderBy('kind', 'desc')
        .execute()
    ).map((c) => c.code);
  let lookups = 0;
  /** The public answer's status (each from its own address: lookups are limited per address). */
  const statusOf = async (code: string) => {
    const ip = `10.7.${Math.floor(++lookups / 250)}.${lookups % 250}`;
    return (
      await t.app.inject({ method: 'GET', url: `/api/certificates/${code}`, remoteAddress: ip })
    ).json().status;
  };
  const statusesOf = async (codes: string[]) => Promise.all(codes.map(statusOf));
  const auditRows = (action: string, targetId: string | number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', String(targetId))
      .orderBy('id')
      .execute();

  /** A student registered for the free event through the API, checked in at the desk. */
  async function freeRegistrant(eventId: number, fullName: string) {
    const s = await t.createUser({ fullName });
    expect((await registerFree(t, s, eventId)).statusCode).toBe(201);
    const registrationId = await registrationIdOf(t, s.id, eventId);
    await insertCheckIn(t, eventId, registrationId);
    return { ...s, registrationId };
  }

  it('a student who cancels loses their place and certificates; the other winners keep theirs', async () => {
    const e = await event({ name: 'Tech Quiz' });
    const asha = await freeRegistrant(e.id, 'Asha Iyer');
    const ravi = await freeRegistrant(e.id, 'Ravi Kumar');
    const meena = await freeRegistrant(e.id, 'Meena Raj');
    const winners = [
      { userId: asha.id, position: 1 },
      { userId: ravi.id, position: 2 },
      { userId: meena.id, position: 3 },
    ];
    expect((await setWinners(e.id, winners)).statusCode).toBe(200);
    await issue(e.id);
    const ashaCodes = await codesOf(e.id, asha.id);
    const othersCodes = [...(await codesOf(e.id, ravi.id)), ...(await codesOf(e.id, meena.id))];
    expect(ashaCodes).toHaveLength(2);
    expect(othersCodes).toHaveLength(4);

    const res = await cancel(t, asha.cookie, asha.registrationId);
    expect(res.statusCode).toBe(200);

    // Gone from the public list and from her My Events; no one moves up.
    expect(await publicWinners(e.id)).toEqual([
      [2, 'Ravi Kumar'],
      [3, 'Meena Raj'],
    ]);
    expect(await myPlacements(asha)).toEqual([]);
    expect(await myPlacements(ravi)).toEqual([{ eventId: e.id, position: 2 }]);
    expect(await statusesOf(ashaCodes)).toEqual(['revoked', 'revoked']);
    expect(await statusesOf(othersCodes)).toEqual(['valid', 'valid', 'valid', 'valid']);

    // Audited as winners changes and revocations are, by whoever made the change.
    const [, change] = await auditRows('winners.replace', e.id);
    expect(change?.actor_id).toBe(asha.id);
    expect(JSON.parse(change!.before_json!)).toEqual(winners.map((w) => ({ ...w, teamId: null })));
    expect(JSON.parse(change!.after_json!)).toEqual(
      winners.slice(1).map((w) => ({ ...w, teamId: null })),
    );
    for (const code of ashaCodes) {
      const [row] = await auditRows('certificates.revoke', code);
      expect(row?.actor_id).toBe(asha.id);
      expect(JSON.parse(row!.after_json!)).toEqual({
        status: 'revoked',
        reason: 'No longer a verified registrant: registration cancelled.',
      });
    }

    // The remaining list saves as it stands; registering again makes her a registrant only.
    expect((await setWinners(e.id, winners.slice(1))).statusCode).toBe(200);
    expect((await registerFree(t, asha, e.id)).statusCode).toBe(201);
    expect(await myPlacements(asha)).toEqual([]);
    expect(await publicWinners(e.id)).toEqual([
      [2, 'Ravi Kumar'],
      [3, 'Meena Raj'],
    ]);
  });

  it('staff cancelling a registration takes the place and certificates the same way', async () => {
    const e = await event();
    const asha = await freeRegistrant(e.id, 'Asha Iyer');
    const ravi = await freeRegistrant(e.id, 'Ravi Kumar');
    await setWinners(e.id, [
      { userId: ravi.id, position: 1 },
      { userId: asha.id, position: 2 },
    ]);
    await issue(e.id);
    const ashaCodes = await codesOf(e.id, asha.id);

    expect((await cancel(t, organizer.cookie, asha.registrationId)).statusCode).toBe(200);
    expect(await publicWinners(e.id)).toEqual([[1, 'Ravi Kumar']]);
    expect(await statusesOf(ashaCodes)).toEqual(['revoked', 'revoked']);
    expect(await statusesOf(await codesOf(e.id, ravi.id))).toEqual(['valid', 'valid']);
    const [, change] = await auditRows('winners.replace', e.id);
    expect(change?.actor_id).toBe(organizer.id);
  });

  it('a rejected payment takes the place and certificates; the other winners keep theirs', async () => {
    const e = await event({ name: 'Code Relay', fees: 150 });
    const payer = await t.createUser({ fullName: 'Priya Raman' });
    expect((await payManually(t, payer, e.id, 150)).statusCode).toBe(201);
    expect(
      (await verifyPayment(t, organizer.cookie, { userId: payer.id, eventId: e.id })).statusCode,
    ).toBe(200);
    await insertCheckIn(t, e.id, await registrationIdOf(t, payer.id, e.id));
    const other = await participant(t, e.id, { fullName: 'Other Omar' });
    const winners = [
      { userId: other.id, position: 1 },
      { userId: payer.id, position: 2 },
    ];
    expect((await setWinners(e.id, winners)).statusCode).toBe(200);
    await issue(e.id);
    const payerCodes = await codesOf(e.id, payer.id);
    expect(payerCodes).toHaveLength(2);

    const res = await decidePayment(t, admin, { userId: payer.id, eventId: e.id, verified: false });
    expect(res.statusCode).toBe(200);

    expect(await publicWinners(e.id)).toEqual([[1, 'Other Omar']]);
    expect(await myPlacements(payer)).toEqual([]);
    expect(await statusesOf(payerCodes)).toEqual(['revoked', 'revoked']);
    expect(await statusesOf(await codesOf(e.id, other.id))).toEqual(['valid', 'valid']);
    const [, change] = await auditRows('winners.replace', e.id);
    expect(JSON.parse(change!.after_json!)).toEqual([
      { userId: other.id, position: 1, teamId: null },
    ]);
    for (const code of payerCodes) {
      const [row] = await auditRows('certificates.revoke', code);
      expect(JSON.parse(row!.after_json!).reason).toBe(
        'No longer a verified registrant: payment rejected.',
      );
    }

    // Verified again after all: a registrant again, not a winner.
    expect(
      (await verifyPayment(t, organizer.cookie, { userId: payer.id, eventId: e.id })).statusCode,
    ).toBe(200);
    expect(await myPlacements(payer)).toEqual([]);
    expect(await publicWinners(e.id)).toEqual([[1, 'Other Omar']]);
  });

  it('leaves no winner without a verified registration when winners are saved as the student cancels', async () => {
    for (let round = 0; round < 8; round++) {
      const e = await event();
      const asha = await freeRegistrant(e.id, 'Asha Iyer');
      const ravi = await freeRegistrant(e.id, 'Ravi Kumar');
      const [saved, cancelled] = await Promise.all([
        setWinners(e.id, [
          { userId: asha.id, position: 1 },
          { userId: ravi.id, position: 2 },
        ]),
        cancel(t, asha.cookie, asha.registrationId),
      ]);
      expect(cancelled.statusCode).toBe(200);
      // Either the save came first and the cancel took her place, or the save found her gone.
      expect([200, 400]).toContain(saved.statusCode);
      const expected = saved.statusCode === 200 ? [[2, 'Ravi Kumar']] : [];
      expect(await publicWinners(e.id)).toEqual(expected);
    }
  });

  /**
   * Round after round, three checked-in registrants' registrations end (`end`) while participation
   * certificates are issued: every call succeeds and no certificate stays valid, whichever went first.
   */
  async function issueWhileEnding(
    fees: number,
    end: (eventId: number, s: Student & { registrationId: number }) => ReturnType<typeof cancel>,
  ) {
    for (let round = 0; round < 12; round++) {
      const e = await event({ fees });
      const registrants = [];
      for (let i = 0; i < 3; i++) {
        const s = await t.createUser({ fullName: `Registrant ${i}` });
        if (fees > 0) {
          expect((await payManually(t, s, e.id, fees)).statusCode).toBe(201);
          const decided = await verifyPayment(t, organizer.cookie, { userId: s.id, eventId: e.id });
          expect(decided.statusCode).toBe(200);
        } else {
          expect((await registerFree(t, s, e.id)).statusCode).toBe(201);
        }
        const registrationId = await registrationIdOf(t, s.id, e.id);
        await insertCheckIn(t, e.id, registrationId);
        registrants.push({ ...s, registrationId });
      }
      const ending = registrants.map((s) => end(e.id, s));
      // Issued a little later each round, so it meets the others at different steps.
      await new Promise((r) => setTimeout(r, round % 6));
      const issuing = t.app.inject({
        method: 'POST',
        url: `/api/events/${e.id}/certificates`,
        headers: { cookie: admin },
        payload: { kind: 'participation' },
      });
      const answers = await Promise.all([issuing, ...ending]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      // Either an ending came first and its registrant was left out, or it revoked what was issued.
      const valid = await t.db
        .selectFrom('certificates')
        .select('user_id')
        .where('event_id', '=', e.id)
        .where('revoked_at', 'is', null)
        .execute();
      expect(valid).toEqual([]);
    }
  }

  it('issues no certificate to a registrant whose payment is rejected at the same moment', async () => {
    await issueWhileEnding(150, (eventId, s) =>
      decidePayment(t, admin, { userId: s.id, eventId, verified: false }),
    );
  });

  it('issues no certificate to a registrant staff cancel at the same moment, and neither waits on the other', async () => {
    await issueWhileEnding(0, (_, s) => cancel(t, organizer.cookie, s.registrationId));
  });

  describe('team events', () => {
    /** A free team event and a team of two the leader registered, both checked in. */
    async function freeTeam() {
      const e = await event({ team: true });
      const lead = await t.createUser({ fullName: 'Lead Lakshmi' });
      const mate = await t.createUser({ fullName: 'Mate Mani' });
      const teamId = await formTeam(t, e.id, 'Byte Me', [lead, mate]);
      expect((await registerFree(t, lead, e.id)).statusCode).toBe(201);
      for (const m of [lead, mate])
        await insertCheckIn(t, e.id, await registrationIdOf(t, m.id, e.id));
      return { e, lead, mate, teamId };
    }
    /** Another team of the event whose members hold verified registrations, written to the tables. */
    async function otherTeam(eventId: number) {
      const a = await participant(t, eventId, { fullName: 'Other Ola' });
      const b = await participant(t, eventId, { fullName: 'Other Obi' });
      return { teamId: await team(t, eventId, 'Others', [a, b]), members: [a, b] };
    }

    it('a team whose payment is rejected loses its place, and every member their certificates', async () => {
      const e = await event({ fees: 200, team: true });
      const lead = await t.createUser({ fullName: 'Lead Lakshmi' });
      const mate = await t.createUser({ fullName: 'Mate Mani' });
      const teamId = await formTeam(t, e.id, 'Byte Me', [lead, mate]);
      expect((await payManually(t, lead, e.id, 200)).statusCode).toBe(201);
      expect(
        (await verifyPayment(t, organizer.cookie, { userId: lead.id, eventId: e.id })).statusCode,
      ).toBe(200);
      for (const m of [lead, mate])
        await insertCheckIn(t, e.id, await registrationIdOf(t, m.id, e.id));
      const others = await otherTeam(e.id);
      expect(
        (
          await setWinners(e.id, [
            { teamId, position: 1 },
            { teamId: others.teamId, position: 2 },
          ])
        ).statusCode,
      ).toBe(200);
      await issue(e.id);
      const teamCodes = [...(await codesOf(e.id, lead.id)), ...(await codesOf(e.id, mate.id))];
      expect(teamCodes).toHaveLength(4);

      const res = await decidePayment(t, admin, {
        userId: lead.id,
        eventId: e.id,
        verified: false,
      });
      expect(res.statusCode).toBe(200);

      expect(await publicWinners(e.id)).toEqual([[2, 'Other Ola, Other Obi']]);
      expect(await myPlacements(mate)).toEqual([]);
      expect(await statusesOf(teamCodes)).toEqual(['revoked', 'revoked', 'revoked', 'revoked']);
      const othersCodes = (
        await Promise.all(others.members.map((m) => codesOf(e.id, m.id)))
      ).flat();
      expect(await statusesOf(othersCodes)).toEqual(['valid', 'valid', 'valid', 'valid']);
      const [, change] = await auditRows('winners.replace', e.id);
      expect(JSON.parse(change!.after_json!)).toEqual([
        { teamId: others.teamId, position: 2, userId: null },
      ]);
    });

    it("a leader's cancel ends the team's registration: the team's place and certificates go", async () => {
      const { e, lead, mate, teamId } = await freeTeam();
      const others = await otherTeam(e.id);
      await setWinners(e.id, [
        { teamId: others.teamId, position: 1 },
        { teamId, position: 3 },
      ]);
      await issue(e.id);
      const mateCodes = await codesOf(e.id, mate.id);

      const res = await cancel(t, lead.cookie, await registrationIdOf(t, lead.id, e.id));
      expect(res.statusCode).toBe(200);
      expect(await publicWinners(e.id)).toEqual([[1, 'Other Ola, Other Obi']]);
      expect(await myPlacements(mate)).toEqual([]);
      expect(await statusesOf(mateCodes)).toEqual(['revoked', 'revoked']);
    });

    it('staff cancelling one member’s registration take the member out of the winning team’s name, with their certificates', async () => {
      const { e, lead, mate, teamId } = await freeTeam();
      await setWinners(e.id, [{ teamId, position: 1 }]);
      await issue(e.id);
      const [leadCodes, mateCodes] = [await codesOf(e.id, lead.id), await codesOf(e.id, mate.id)];

      const res = await cancel(t, organizer.cookie, await registrationIdOf(t, mate.id, e.id));
      expect(res.statusCode).toBe(200);
      // The team keeps its place, named by the member who still holds its registration.
      expect(await publicWinners(e.id)).toEqual([[1, 'Lead Lakshmi']]);
      expect(await myPlacements(mate)).toEqual([]);
      expect(await myPlacements(lead)).toEqual([{ eventId: e.id, position: 1 }]);
      expect(await statusesOf(mateCodes)).toEqual(['revoked', 'revoked']);
      expect(await statusesOf(leadCodes)).toEqual(['valid', 'valid']);
      for (const code of mateCodes) {
        const [row] = await auditRows('certificates.revoke', code);
        expect(JSON.parse(row!.after_json!).reason).toBe(
          'No longer a verified registrant: registration cancelled.',
        );
      }
      // Issuing again gives the team's merit to its members only.
      await issue(e.id);
      expect(await statusesOf(await codesOf(e.id, mate.id))).toEqual(['revoked', 'revoked']);
    });

    it('staff removing one member of a registered team take only that member’s certificates', async () => {
      const { e, lead, mate, teamId } = await freeTeam();
      await setWinners(e.id, [{ teamId, position: 1 }]);
      await issue(e.id);
      const [leadCodes, mateCodes] = [await codesOf(e.id, lead.id), await codesOf(e.id, mate.id)];

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/teams/${teamId}/members/${mate.id}`,
        headers: { cookie: organizer.cookie },
      });
      expect(removed.statusCode).toBe(200);
      expect(await publicWinners(e.id)).toEqual([[1, 'Lead Lakshmi']]);
      expect(await statusesOf(mateCodes)).toEqual(['revoked', 'revoked']);
      expect(await statusesOf(leadCodes)).toEqual(['valid', 'valid']);

      // The last member out: the team's registration ends, and with it its place.
      const last = await t.app.inject({
        method: 'DELETE',
        url: `/api/teams/${teamId}/members/${lead.id}`,
        headers: { cookie: organizer.cookie },
      });
      expect(last.statusCode).toBe(200);
      expect(await publicWinners(e.id)).toEqual([]);
      expect(await statusesOf(leadCodes)).toEqual(['revoked', 'revoked']);
      const changes = await auditRows('winners.replace', e.id);
      expect(JSON.parse(changes.at(-1)!.after_json!)).toEqual([]);
    });
  });
});
