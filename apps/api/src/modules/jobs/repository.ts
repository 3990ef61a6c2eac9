import { nowIso, type Db } from '../../db/connection';

export interface NewJob {
  kind: string;
  payload?: unknown;
  total?: number;
  runAt?: string;
  createdBy?: number | null;
}

/** Queues a job inside the caller's transaction, so it runs only if the change commits. */
export async function insertJob(db: Db, job: NewJob): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload_json: JSON.stringify(job.payload ?? {}),
      total: job.total ?? 0,
      run_at: job.runAt ?? now,
      created_by: job.createdBy ?? null,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findJob(db: Db, id: number) {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Jobs ready to run: queued and due, or running with a lease that ran out (its process died). */
export async function listDueJobs(db: Db, kinds: string[], limit: number) {
  if (kinds.length === 0) return [];
  const now = nowIso();
  return db
    .selectFrom('jobs')
    .select(['id', 'kind', 'payload_json', 'attempts'])
    .where('kind', 'in', kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
      ]),
    )
    .orderBy('run_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes the job for this process until `leaseUntil`; false when another process got it first. */
export async function claimJob(db: Db, id: number, leaseUntil: string): Promise<boolean> {
  const now = nowIso();
  const res = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      lease_until: leaseUntil,
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
      ]),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function updateJobProgress(
  db: Db,
  id: number,
  progress: number,
  total?: number,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ progress, ...(total === undefined ? {} : { total }), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function finishJob(db: Db, id: number, result: unknown): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: 'done',
      lease_until: null,
      result_json: JSON.stringify(result ?? null),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

/** A failed job runs again at `retryAt`, or stays failed when there is none. */
export async function failJob(
  db: Db,
  id: number,
  error: string,
  retryAt: string | null,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: retryAt ? 'queued' : 'failed',
      run_at: retryAt ?? nowIso(),
      lease_until: null,
      last_error: error.slice(0, 1000),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

/** The one row of a periodic task; made once, whichever process starts first. */
export async function ensurePeriodicJob(db: Db, kind: string): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('jobs')
    .values({ kind, run_at: now, updated_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Puts a periodic task back in the queue for its next run. */
export async function reschedulePeriodicJob(
  db: Db,
  id: number,
  runAt: string,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: 'queued',
      run_at: runAt,
      lease_until: null,
      last_error: error,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}
