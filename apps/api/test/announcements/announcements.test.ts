import { ANNOUNCEMENT_MSG, ANNOUNCEMENTS_PER_EVENT_PER_DAY } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createAdminTestApp, type TestApp } from '../helpers/app';
import { insertRegistrationRow } from '../helpers/rows';
import { insertEvent } from '../registrations/fixtures';

// Announcements to an event's participants: who each audience reaches, one mail per person even
// when the same announcement is submitted twice at once, the daily limit, and the progress call.

const DAY = 86_400_000;

describe.each(DIALECTS)('announcements on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let organizer: { id: number; email: string; cookie: string };
  let eventId: number;
  const people: Record<string, { id: number; email: string }> = {};

  const register = (userId: number, status: 'pending' | 'verified') =>
    insertRegistrationRow(t, eventId, userId, status);

  beforeAll(async () => {
    ({ t, admin } = await createAdminTestApp(dialect));
    organizer = await t.createUser({ role: 'organizer' });
    eventId = (await insertEvent(t, { name: 'Code Relay', fees: 0, rounds: [2 * DAY, 3 * DAY] }))
      .id;
    for (const name of ['checkedIn', 'absent', 'pending', 'waiting', 'left', 'rejected'])
      people[name] = await t.createUser({ fullName: `Student ${name}` });
    const present = await register(people.checkedIn!.id, 'verified');
    const absent = await register(people.absent!.id, 'verified');
    await register(people.pending!.id, 'pending');
    await t.db
      .insertInto('registrations')
      .values({
        user_id: people.rejected!.id,
        event_id: eventId,
        payment_id: null,
        status: 'rejected',
        updated_at: new Date().toISOString(),
      })
      .execute();
    await t.db
      .insertInto('check_ins')
      .values({
        registration_id: present,
        event_id: eventId,
        checked_in_at: new Date().toISOString(),
        checked_in_by: null,
      })
      .execute();
    const at = new Date().toISOString();
    await t.db
      .insertInto('round_results')
      .values([
        { registration_id: present, round_number: 1, status: 1, updated_by: null, updated_at: at },
        { registration_id: absent, round_number: 1, status: 0, updated_by: null, updated_at: at },
      ])
      .execute();
    await t.db
      .insertInto('waitlist_entries')
      .values([
        {
          event_id: eventId,
          user_id: people.waiting!.id,
          team_id: null,
          status: 'waiting',
          offered_at: null,
          offered_until: null,
          updated_at: at,
        },
        {
          event_id: eventId,
          user_id: people.left!.id,
          team_id: null,
          status: 'left',
          offered_at: null,
          offered_until: null,
          updated_at: at,
        },
      ])
      .execute();
  });
  afterAll(async () => t?.close());

  let n = 0;
  const post = (body: Record<string, unknown>, cookie = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/announcements`,
      headers: { cookie },
      payload: body,
    });
  const body = (audience: string, extra: Record<string, unknown> = {}) => ({
    subject: `Venue change ${++n}`,
    message: 'The final moves to Rajam Hall.\nSee https://example.com/map',
    audience,
    ...extra,
  });
  /** Runs the sending job and the mail worker to the end. */
  async function deliver() {
    await t.app.jobs.drain();
    await t.app.mail.flush();
  }
  const mailsTo = (email: string, subject: string) =>
    t.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('subject', '=', subject)
      .execute();

  const expected: [string, Record<string, unknown>, string[]][] = [
    ['verified', {}, ['checkedIn', 'absent']],
    ['pending', {}, ['pending']],
    ['checked-in', {}, ['checkedIn']],
    ['not-checked-in', {}, ['absent']],
    ['waitlist', {}, ['waiting']],
    ['round', { round: 1 }, ['checkedIn']],
  ];
  for (const [audience, extra, who] of expected) {
    it(`reaches exactly the ${audience} audience, one mail each`, async () => {
      const b = body(audience, extra);
      const res = await post(b);
      expect(res.statusCode).toBe(202);
      expect(res.json().recipients).toBe(who.length);
      await deliver();
      for (const [name, p] of Object.entries(people)) {
        const mails = await mailsTo(p.email, b.subject);
        expect(mails, name).toHaveLength(who.includes(name) ? 1 : 0);
      }
      const mail = (await mailsTo(people[who[0]!]!.email, b.subject))[0]!;
      expect(mail.text).toContain('The final moves to Rajam Hall.\nSee https://example.com/map');
      expect(mail.text).toContain('Code Relay');
    });
  }

  it('sends a test to the caller alone, marked as a test', async () => {
    const b = body('verified', { test: true });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/announcements`,
      headers: { cookie: organizer.cookie },
      payload: b,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().recipients).toBe(1);
    await deliver();
    expect(await mailsTo(organizer.email, `[Test] ${b.subject}`)).toHaveLength(1);
    expect(await mailsTo(people.checkedIn!.email, b.subject)).toHaveLength(0);
  });

  it('mails each person once when the same announcement is submitted twice at once', async () => {
    const b = body('verified');
    const [first, second] = await Promise.all([post(b), post(b)]);
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.json().id).toBe(first.json().id);
    const again = await post(b);
    expect(again.json().id).toBe(first.json().id);
    await deliver();
    expect(await mailsTo(people.checkedIn!.email, b.subject)).toHaveLength(1);
    expect(await mailsTo(people.absent!.email, b.subject)).toHaveLength(1);
  });

  it('reports progress for the bar and lists the history', async () => {
    const b = body('verified');
    const { id } = (await post(b)).json();
    const before = (
      await t.app.inject({
        method: 'GET',
        url: `/api/announcements/${id}`,
        headers: { cookie: admin },
      })
    ).json();
    // The job starts at once, so some may be out already; never more than the recipients.
    expect(before.recipients).toBe(2);
    expect(before.sent + before.failed).toBeLessThanOrEqual(2);
    await deliver();
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/announcements/${id}`,
        headers: { cookie: admin },
      })
    ).json();
    expect(after).toMatchObject({
      id,
      recipients: 2,
      sent: 2,
      failed: 0,
      subject: b.subject,
      audience: 'verified',
      test: false,
    });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/announcements`,
      headers: { cookie: organizer.cookie },
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()[0]).toMatchObject({
      id,
      subject: b.subject,
      sent: 2,
      createdBy: 'admin@test.local',
    });
  });

  it('refuses bad input with a clear message and sends nothing', async () => {
    const before = await t.db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll().as('c'))
      .executeTakeFirst();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body('verified'), subject: '  ' }, ANNOUNCEMENT_MSG.subjectRequired],
      [{ ...body('verified'), message: '' }, ANNOUNCEMENT_MSG.messageRequired],
      [body('everyone'), ANNOUNCEMENT_MSG.audience],
      [body('round'), ANNOUNCEMENT_MSG.roundRequired],
      [body('round', { round: 3 }), ANNOUNCEMENT_MSG.roundOutOfRange],
      [body('round', { round: 2 }), ANNOUNCEMENT_MSG.noRecipients],
    ];
    for (const [b, message] of cases) {
      const res = await post(b);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const after = await t.db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll().as('c'))
      .executeTakeFirst();
    expect(Number(after?.c)).toBe(Number(before?.c));
  });

  it('refuses students, and an unknown announcement', async () => {
    const student = await t.createUser();
    expect((await post(body('verified'), student.cookie)).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/announcements/99999',
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ANNOUNCEMENT_MSG.notFound);
  });

  it(`allows at most ${ANNOUNCEMENTS_PER_EVENT_PER_DAY} announcements per event per day (tests not counted)`, async () => {
    const made = await t.db
      .selectFrom('announcements')
      .where('event_id', '=', eventId)
      .where('is_test', '=', 0)
      .select((eb) => eb.fn.countAll().as('c'))
      .executeTakeFirst();
    for (let i = Number(made?.c); i < ANNOUNCEMENTS_PER_EVENT_PER_DAY; i++)
      expect((await post(body('pending'))).statusCode).toBe(202);
    const over = await post(body('pending'));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(ANNOUNCEMENT_MSG.tooMany);
    expect((await post(body('pending', { test: true }))).statusCode).toBe(202);
    // Another event keeps its own allowance.
    const other = await insertEvent(t, { name: 'Other Event' });
    await t.db
      .insertInto('registrations')
      .values({
        user_id: people.pending!.id,
        event_id: other.id,
        payment_id: null,
        status: 'pending',
        updated_at: new Date().toISOString(),
      })
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/events/${other.id}/announcements`,
      headers: { cookie: admin },
      payload: body('pending'),
    });
    expect(res.statusCode).toBe(202);
  });

  it('sent again, reaches only those who joined the audience since, and nobody twice', async () => {
    // An event of its own, so the audiences of the other tests stay as they are.
    const quiz = (await insertEvent(t, { name: 'Quiz Bowl', fees: 0 })).id;
    const early = await t.createUser({ fullName: 'Student early' });
    await insertRegistrationRow(t, quiz, early.id, 'verified');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/events/${quiz}/announcements`,
        headers: { cookie: admin },
        payload: { subject: 'Quiz teams', message: 'Teams meet at 9.', audience: 'verified' },
      });
    const first = await send();
    expect(first.json()).toMatchObject({ recipients: 1, newRecipients: 1 });
    await deliver();
    const late = await t.createUser({ fullName: 'Student late' });
    await insertRegistrationRow(t, quiz, late.id, 'verified');

    const again = await send();
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ id: first.json().id, recipients: 2, newRecipients: 1 });
    await deliver();
    expect(await mailsTo(late.email, 'Quiz teams')).toHaveLength(1);
    expect(await mailsTo(early.email, 'Quiz teams')).toHaveLength(1);

    const third = await send();
    expect(third.json()).toEqual({ id: first.json().id, recipients: 2, newRecipients: 0 });
    await deliver();
    expect(await mailsTo(late.email, 'Quiz teams')).toHaveLength(1);
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/announcements/${first.json().id}`,
      headers: { cookie: admin },
    });
    expect(progress.json()).toMatchObject({ recipients: 2, sent: 2, failed: 0 });
  });
});
