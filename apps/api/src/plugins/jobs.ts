import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection';
import { serialWorker } from '../lib/serial-worker';
import * as jobs from '../modules/jobs/repository';

// Background work that must run once whatever the number of API processes (DESIGN §10): a job is a
// row claimed with a lease, so a second process skips it and a crashed one's job is taken over
// when its lease runs out. Features register handlers; progress is a row that screens poll.

export interface JobContext {
  id: number;
  payload: unknown;
  /** Records how far the job is (for progress bars); cheap enough to call every few items. */
  progress(done: number, total?: number): Promise<void>;
}

export type JobHandler = (job: JobContext) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      /** Runs `handler` for every job of `kind` (queued with `insertJob` from modules/jobs/repository). */
      register(kind: string, handler: JobHandler): void;
      /** Runs `task` about every `everyMs` in one process at a time (e.g. offer expiry each minute). */
      every(name: string, everyMs: number, task: () => Promise<void>): void;
      /** Ask the worker to look now (call after a commit that queued a job). */
      kick(): void;
      /** Runs everything due and waits for it (tests, shutdown). */
      drain(): Promise<void>;
    };
  }
}

const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
const PERIODIC = 'every:';

export default fp(
  async function jobsPlugin(app: FastifyInstance, opts: { db: Db; pollMs?: number }) {
    const { db } = opts;
    const handlers = new Map<string, JobHandler>();
    const periodic = new Map<string, { everyMs: number; task: () => Promise<void> }>();
    const ensured = new Set<string>();

    async function runOne(row: {
      id: number;
      kind: string;
      payload_json: string;
      attempts: number;
    }) {
      if (!(await jobs.claimJob(db, row.id, new Date(Date.now() + LEASE_MS).toISOString()))) return;
      const task = periodic.get(row.kind);
      if (task) {
        let error: string | null = null;
        try {
          await task.task();
        } catch (err) {
          error = (err as Error).message;
          app.log.error({ err, job: row.kind }, 'periodic task failed');
        }
        await jobs.reschedulePeriodicJob(
          db,
          row.id,
          new Date(Date.now() + task.everyMs).toISOString(),
          error,
        );
        return;
      }
      const handler = handlers.get(row.kind)!;
      try {
        const result = await handler({
          id: row.id,
          payload: JSON.parse(row.payload_json),
          progress: (done, total) => jobs.updateJobProgress(db, row.id, done, total),
        });
        await jobs.finishJob(db, row.id, result);
      } catch (err) {
        const attempts = row.attempts + 1;
        const retryAt =
          attempts >= MAX_ATTEMPTS
            ? null
            : new Date(Date.now() + 30_000 * 2 ** (attempts - 1)).toISOString();
        app.log.error({ err, jobId: row.id, kind: row.kind, attempts }, 'job failed');
        await jobs.failJob(db, row.id, (err as Error).message, retryAt);
      }
    }

    async function pass() {
      for (const kind of periodic.keys()) {
        if (ensured.has(kind)) continue;
        await jobs.ensurePeriodicJob(db, kind);
        ensured.add(kind);
      }
      const kinds = [...handlers.keys(), ...periodic.keys()];
      for (;;) {
        const due = await jobs.listDueJobs(db, kinds, 10);
        for (const row of due) await runOne(row);
        if (due.length < 10) break;
      }
    }
    const worker = serialWorker(pass, (err) => app.log.error({ err }, 'job pass failed'));

    app.decorate('jobs', {
      register(kind: string, handler: JobHandler) {
        if (kind.startsWith(PERIODIC))
          throw new Error(`Job kind ${kind} may not start with '${PERIODIC}'`);
        handlers.set(kind, handler);
      },
      every(name: string, everyMs: number, task: () => Promise<void>) {
        periodic.set(PERIODIC + name, { everyMs, task });
      },
      kick: worker.kick,
      drain: worker.drain,
    });

    const timer = setInterval(() => app.jobs.kick(), opts.pollMs ?? 10_000);
    timer.unref();
    app.addHook('onReady', async () => app.jobs.kick());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await worker.close();
    });
  },
  { name: 'jobs' },
);
