import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJob, insertJob } from '../../src/modules/jobs/repository';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';

describe.each(DIALECTS)('background jobs on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('runs a queued job once, records its progress and result, and shows them to staff', async () => {
    const seen: unknown[] = [];
    t.app.jobs.register('test.count', async (job) => {
      seen.push(job.payload);
      await job.progress(3, 3);
      return { counted: 3 };
    });
    const id = await insertJob(t.db, { kind: 'test.count', payload: { n: 1 }, total: 3 });
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(seen).toEqual([{ n: 1 }]);

    const organizer = await t.createUser({ role: 'organizer' });
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
