import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, nowIso, openDatabase, type DbHandle } from '../../src/db/connection';
import { seedSymposia } from '../../src/db/seed/symposia';
import { createSchema, dropSchema, whileMigrating } from '../helpers/pg-schemas';
import { freePort, startApiProcess, type ApiProcess } from '../helpers/server-process';

// WEB_CONCURRENCY=2 on a fresh PostgreSQL schema: the server started as in production forks two
// API processes sharing one port. Both answer, and the outbox, which both poll, sends each mail
// exactly once (60 mails waiting when they start, so both reach for the same rows at once).

const PG_URL = process.env.TEST_DATABASE_URL;
const WAITING_MAILS = 60;

/** One request on a connection of its own, so the cluster may hand it to either process. */
function getFresh(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

interface LogLine {
  pid?: number;
  msg?: string;
  mailTo?: string;
  req?: unknown;
  res?: { statusCode: number };
}

describe.runIf(PG_URL)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let schema: string;
  let handle: DbHandle;
  let server: ApiProcess;
  let port: number;
  const lines = (): LogLine[] =>
    server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine);

  beforeAll(async () => {
    schema = await createSchema(PG_URL!, 'cluster');
    handle = openDatabase({ kind: 'postgres', url: PG_URL!, poolSize: 2 }, { searchPath: schema });
    await whileMigrating(PG_URL!, () => migrateToLatest(handle));
    await seedSymposia(handle.db);
    await handle.db
      .insertInto('outbox')
      .values(
        Array.from({ length: WAITING_MAILS }, (_, i) => ({
          to_address: `waiting${i}@cluster.local`,
          subject: 'Waiting mail',
          text: `Mail ${i}`,
          html: null,
          status: 'pending',
          attempts: 0,
          next_attempt_at: nowIso(),
        })),
      )
      .execute();

    port = await freePort();
    const url = new URL(PG_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    // Each process runs the migrations at start (none left to do, but they list the tables).
    server = await whileMigrating(PG_URL!, () =>
      startApiProcess({
        port,
        env: {
          WEB_CONCURRENCY: '2',
          DATABASE_URL: url.toString(),
          REDIS_URL: '',
          ADMIN_EMAIL: 'admin@cluster.local',
          ADMIN_PASSWORD: 'cluster-admin-password',
          LOG_LEVEL: 'info',
        },
        ready: (output) => output.includes('2 API processes'),
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await handle?.db.destroy();
    if (schema) await dropSchema(PG_URL!, schema);
  });

  it('says that without REDIS_URL each process counts rate limits on its own', () => {
    expect(server.output()).toContain(
      'REDIS_URL is not set: each API process counts rate limits on its own',
    );
  });

  it('both API processes answer on the one port', async () => {
    const codes = await Promise.all(
      Array.from({ length: 40 }, () => getFresh(port, '/api/health')),
    );
    expect(codes.every((c) => c === 200)).toBe(true);
    // Request logs are written by the process that answered.
    const answeredBy = new Set(
      lines()
        .filter((l) => l.msg === 'request completed' && l.res?.statusCode === 200)
        .map((l) => l.pid),
    );
    expect(answeredBy.size).toBe(2);
    expect(answeredBy.has(server.child.pid)).toBe(false);
  });

  it('every mail is sent exactly once though both processes work the outbox', async () => {
    // And one queued through the API while both run.
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/send-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@cluster.local' }),
    });
    expect(res.status).toBe(200);
    const deadline = Date.now() + 30_000;
    let left = 1;
    while (left > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      const row = await handle.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '!=', 'logged')
        .executeTakeFirstOrThrow();
      left = Number(row.n);
    }
    const rows = await handle.db.selectFrom('outbox').select(['to_address', 'status']).execute();
    expect(rows).toHaveLength(WAITING_MAILS + 1);
    expect(rows.every((r) => r.status === 'logged')).toBe(true);

    const sent = lines().filter((l) => l.msg === 'mail (no SMTP_URL set)');
    const times = new Map<string, number>();
    for (const l of sent) times.set(l.mailTo!, (times.get(l.mailTo!) ?? 0) + 1);
    expect(times.size).toBe(WAITING_MAILS + 1);
    expect([...times.values()].every((n) => n === 1)).toBe(true);
    expect(times.get('admin@cluster.local')).toBe(1);
    console.info(
      `[cluster] 2 processes: ${sent.length} mails sent once each, by ${new Set(sent.map((l) => l.pid)).size} process(es)`,
    );
  });

  it('stops both processes on SIGTERM and exits', async () => {
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    const stopping = lines().filter((l) => l.msg?.startsWith('shutting down'));
    expect(new Set(stopping.map((l) => l.pid)).size).toBe(2);
  });
});

describe('WEB_CONCURRENCY=2 on SQLite', () => {
  it('explains that SQLite allows one process and runs one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-cluster-'));
    const port = await freePort();
    const server = await startApiProcess({
      port,
      env: {
        WEB_CONCURRENCY: '2',
        DATA_DIR: dir,
        DATABASE_URL: '',
        ADMIN_EMAIL: 'admin@cluster.local',
        ADMIN_PASSWORD: 'cluster-admin-password',
        LOG_LEVEL: 'warn',
      },
      ready: (output) => output.includes('Site and API running'),
      timeoutMs: 60_000,
    });
    const output = server.output();
    try {
      expect(output).toContain(
        'WEB_CONCURRENCY=2 asks for 2 API processes, but SQLite allows one process to write at a time, so one process runs.',
      );
      expect(output).toContain('(database: SQLite at');
      expect(output).not.toContain('API processes)');
      expect(await getFresh(port, '/api/health')).toBe(200);
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
