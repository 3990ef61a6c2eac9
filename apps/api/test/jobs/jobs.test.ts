import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJob, insertJob } from '../../src/modules/jobs/repository';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { insertEvent } from '../registrations/fixtures';

describe.each(DIALECTS)('background jobs on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('runs a queued job once, records its progress and result, and shows them to the organizer who started it', async () => {
    const seen: unknown[] = [];
    t.app.jobs.register('test.count', async (job) => {
      seen.push(job.payload);
      await job.progress(3, 3);
      return { counted: 3 };
    });
    const organizer = await t.createUser({ role: 'organizer' });
    const id = await insertJob(t.db, { kind: 'test.count', payload: { n: 1 }, total: 3, createdBy: organizer.id });
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(seen).toEqual([{ n: 1 }]);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${id}`,
      headers: { cookie: organizer.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'done',
      progress: 3,
      total: 3,
      result: { counted: 3 },
      error: null,
    });

    const student = await t.createUser();
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${id}`,
      headers: { cookie: student.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("answers another staff member's job, or one nobody started, as one that does not exist; the admin sees every job", async () => {
    // A job about one event (as a certificate run is), and one nobody started (a screenshot check,
    // whose result lists payment ids); a coordinator of that event, and an organizer of every event.
    const event = await insertEvent(t);
    const starter = await t.createUser({ role: 'organizer' });
    const started = await insertJob(t.db, { kind: 'test.of-event', payload: { eventId: event.id }, createdBy: starter.id });
    const unowned = await insertJob(t.db, { kind: 'test.screenshot', payload: { paymentId: 7 } });
    const job = (cookie: string, id: number) => t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: { cookie } });

    const coordinator = await t.createUser({ role: 'organizer' });
    await t.db.insertInto('event_coordinators').values({ event_id: event.id, user_id: coordinator.id }).execute();
    const unassigned = await t.createUser({ role: 'organizer' });
    const missing = await job(unassigned.cookie, 999_999);
    for (const { cookie } of [coordinator, unassigned]) {
      for (const id of [started, unowned]) {
        const res = await job(cookie, id);
        expect([res.statusCode, res.body]).toEqual([missing.statusCode, missing.body]);
      }
    }
    expect(missing.statusCode).toBe(404);
    expect((await job(starter.cookie, started)).statusCode).toBe(200);
    expect((await job(starter.cookie, unowned)).statusCode).toBe(404);
    const admin = await t.adminCookie();
    for (const id of [started, unowned]) expect((await job(admin, id)).statusCode).toBe(200);
  });

  it('lets only one worker claim a job', async () => {
    const id = await insertJob(t.db, { kind: 'test.unclaimed' });
    const lease = new Date(Date.now() + 60_000).toISOString();
    const claims = await Promise.all([
      claimJob(t.db, id, lease),
      claimJob(t.db, id, lease),
      claimJob(t.db, id, lease),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('retries a failed job later and keeps the error', async () => {
    t.app.jobs.register('test.fail', async () => {
      throw new Error('printer on fire');
    });
    const id = await insertJob(t.db, { kind: 'test.fail' });
    await t.app.jobs.drain();
    const row = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('queued');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBe('printer on fire');
    expect(row.run_at > new Date().toISOString()).toBe(true);
  });

  it('runs a periodic task and schedules its next run', async () => {
    let runs = 0;
    t.app.jobs.every('test-tick', 60_000, async () => {
      runs += 1;
    });
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(runs).toBe(1);
    const rows = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'every:test-tick')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('queued');
    expect(rows[0]!.run_at > new Date(Date.now() + 50_000).toISOString()).toBe(true);
  });
});
