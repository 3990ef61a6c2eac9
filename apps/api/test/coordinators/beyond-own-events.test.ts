import { MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { buildScopeWorld, type ScopeWorld } from '../security/scope-fixtures';

// Staff calls whose effect reaches past one event: a student's college (it decides MIT-only events
// everywhere), the bank statement import (matched against every event's payments), and deleting
// an organizer's only event (they are then assigned to none, and see every event).

describe.each(DIALECTS)('calls that reach past a coordinator’s events on %s', (dialect) => {
  let t: TestApp;
  let w: ScopeWorld;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildScopeWorld(t);
    admin = await t.adminCookie();
  });
  afterAll(async () => t?.close());

  const setCollege = (cookie: string, userId: number, college: string) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${userId}/college`, headers: { cookie }, payload: { college } });
  const collegeOf = async (userId: number) =>
    (await t.db.selectFrom('users').select('college').where('id', '=', userId).executeTakeFirstOrThrow()).college;

  it("changes only a student's college, never the admin's or a staff member's", async () => {
    const adminId = (await t.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow()).id;
    const targets = [adminId, w.organizer.id, w.unassigned.id, w.volunteer.id];
    const before = await Promise.all(targets.map(collegeOf));
    for (const cookie of [w.unassigned.cookie, admin]) {
      for (const userId of targets) {
        const res = await setCollege(cookie, userId, 'Anna University');
        expect([res.statusCode, res.json().message], `user ${userId}`).toEqual([403, MSG.collegeOfStudentsOnly]);
      }
    }
    expect(await Promise.all(targets.map(collegeOf))).toEqual(before);
  });

  it('lets a coordinator correct a student only when every event the student holds is theirs', async () => {
    // The cart student holds registrations for both the coordinator's event and the other one.
    const before = await collegeOf(w.cartStudent.id);
    const shared = await setCollege(w.organizer.cookie, w.cartStudent.id, 'Anna University');
    expect([shared.statusCode, shared.json().message]).toEqual([403, MSG.collegeOtherCoordinators]);
    const elsewhere = await setCollege(w.organizer.cookie, w.other.student.id, 'Anna University');
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([403, MSG.notCoordinator]);
    // A student registered for nothing is nobody a coordinator looks after.
    const nobodys = await t.createUser({ college: 'Anna University' });
    const unregistered = await setCollege(w.organizer.cookie, nobodys.id, 'Madras Institute of Technology');
    expect([unregistered.statusCode, unregistered.json().message]).toEqual([403, MSG.notCoordinator]);
    expect(await collegeOf(nobodys.id)).toBe('Anna University');
    const volunteer = await setCollege(w.volunteer.cookie, w.own.student.id, 'Anna University');
    expect(volunteer.statusCode).toBe(403);
    expect(await collegeOf(w.cartStudent.id)).toBe(before);

    const own = await setCollege(w.organizer.cookie, w.own.student.id, 'Anna University');
    expect(own.statusCode).toBe(200);
    expect(await collegeOf(w.own.student.id)).toBe('Anna University');
    // An organizer assigned to no event, and the admin, correct anyone's.
    expect((await setCollege(w.unassigned.cookie, w.cartStudent.id, 'Anna University')).statusCode).toBe(200);
    expect((await setCollege(admin, w.cartStudent.id, 'Madras Institute of Technology')).statusCode).toBe(200);
    expect(await collegeOf(w.cartStudent.id)).toBe('Madras Institute of Technology');
  });

  it('names, before an event is deleted, the organizers it would leave with no event (who then see every event)', async () => {
    const both = await t.createUser({ role: 'organizer', fullName: 'Both Events Organizer' });
    await t.db.insertInto('event_coordinators').values([{ event_id: w.own.event, user_id: both.id }, { event_id: w.other.event, user_id: both.id }]).execute();
    const preview = (eventId: number) => t.app.inject({ method: 'GET', url: `/api/events/${eventId}/delete-preview`, headers: { cookie: admin } });
    // The own event's coordinators: the organizer of it alone, the volunteer, and one of both events.
    const own = await preview(w.own.event);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ organizersWithNoOtherEvent: [{ id: w.organizer.id, name: 'Test Student' }] });
    expect((await preview(w.other.event)).json()).toEqual({ organizersWithNoOtherEvent: [] });
    expect((await preview(999_999)).statusCode).toBe(404);
    const asOrganizer = await t.app.inject({ method: 'GET', url: `/api/events/${w.own.event}/delete-preview`, headers: { cookie: w.unassigned.cookie } });
    expect(asOrganizer.statusCode).toBe(403);
  });

  it('tells a coordinator why they cannot import a bank statement', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/reconcile', headers: { cookie: w.organizer.cookie } });
    expect([res.statusCode, res.json().message]).toEqual([403, MSG.statementImportNotCoordinator]);
    expect(MSG.statementImportNotCoordinator).toBe('Only the admin or an organizer who sees every event can import bank statements.');
  });
});
