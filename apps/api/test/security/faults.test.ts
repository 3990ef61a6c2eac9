import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { migrateToLatest, openDatabase, type DbHandle } from '../../src/db/connection';
import { seedSymposia } from '../../src/db/seed/symposia';
import { hashPassword } from '../../src/lib/passwords';
import { cookieOf, createTestApp, type TestApp } from '../helpers/app';
import { freePort } from '../helpers/server-process';
import { insertEvent, manualBody, newTxn, openSymposia } from '../registrations/fixtures';

// The database and the mail server go away in the middle of work and come back. The shared
// PostgreSQL of the machine is never touched: this test runs a private instance of its own
// (initdb into a temp folder, as the postgres user, on a free port) and stops and starts that.

const PG_ROOT = '/usr/lib/postgresql';
const pgBin = fs.existsSync(PG_ROOT)
  ? fs
      .readdirSync(PG_ROOT)
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => path.join(PG_ROOT, v, 'bin'))
      .find((d) => fs.existsSync(path.join(d, 'initdb')))
  : undefined;
// initdb refuses to run as root, so the instance belongs to the postgres user.
const canRunPrivatePg = !!pgBin && process.getuid?.() === 0 && (() => {
  try {
    execFileSync('id', ['-u', 'postgres']);
    return true;
  } catch {
    return false;
  }
})();

class PrivatePostgres {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-fault-'));
  readonly data = path.join(this.dir, 'data');
  constructor(readonly port: number) {}
  private run(cmd: string, args: string[]) {
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(pgBin!, cmd), ...args], { stdio: 'pipe' });
  }
  init() {
    execFileSync('chown', ['postgres', this.dir]);
    this.run('initdb', ['-D', this.data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }
  start() {
    const opts = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
    this.run('pg_ctl', ['-D', this.data, '-o', opts, '-l', path.join(this.dir, 'log'), '-w', 'start']);
  }
  stop() {
    // fast: in-flight transactions are cut off and rolled back, as in a crash or failover.
    this.run('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }
  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }
  destroy() {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

describe.runIf(canRunPrivatePg)('PostgreSQL stops in the middle of a rush', () => {
  let pgServer: PrivatePostgres;
  let handle: DbHandle;
  let app: FastifyInstance;
  const students: { id: number; cookie: string }[] = [];
  let eventId: number;

  beforeAll(async () => {
    pgServer = new PrivatePostgres(await freePort());
    pgServer.init();
    pgServer.start();
    const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
    // No session cache: it would answer /api/auth/me from memory for up to a second into the
    // outage, and this test is about what the database path answers while it is down.
    const config: Config = {
      ...base,
      authRateLimitPerMinute: 100_000,
      paymentSubmissionsPerMinute: 100_000,
      sessionCacheMs: 0,
      database: { kind: 'postgres', url: pgServer.url, poolSize: 10 },
    };
    handle = openDatabase(config.database);
    await migrateToLatest(handle);
    await seedSymposia(handle.db);
    app = await buildApp({ config, handle, logger: false, mailPollMs: 60_000 });
    await app.ready();
    const t = { db: handle.db } as unknown as TestApp;
    await openSymposia(t);
    eventId = (await insertEvent(t, { fees: 150 })).id;
    const hash = await hashPassword('secret123');
    for (let i = 0; i < 30; i++) {
      const email = `rush${i}@example.com`;
      const row = await handle.db
        .insertInto('users')
        .values({ email, password_hash: hash, role: 'student', full_name: `Rush ${i}`, college: 'Anna University', updated_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'secret123' } });
      students.push({ id: row.id, cookie: cookieOf(res) });
    }
  }, 60_000);

  afterAll(async () => {
    await app?.close().catch(() => {});
    await handle?.db.destroy().catch(() => {});
    pgServer?.destroy();
  });

  const pay = async (s: { id: number; cookie: string }) => {
    const res = await app.inject({ method: 'POST', url: '/api/registrations', headers: { cookie: s.cookie }, payload: manualBody(s.id, eventId, 150, { transactionId: newTxn() }) });
    return { s, status: res.statusCode, body: res.json() as { message: string } };
  };

  it('answers 503 with a clear message during the outage, recovers by itself, and loses nothing answered', async () => {
    // The rush starts; the database is stopped while it is under way.
    const rush = Promise.all(students.map(pay));
    await new Promise((r) => setTimeout(r, 30));
    pgServer.stop();
    const first = await rush;

    // While it is down: every call answers 503 with the message, never a 500 or a stack.
    const during = await Promise.all(students.slice(0, 5).map(pay));
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: students[0]!.cookie } });

    pgServer.start();

    for (const r of [...first, ...during]) {
      expect([201, 503], JSON.stringify(r.body)).toContain(r.status);
      if (r.status === 503) expect(r.body).toEqual({ message: MSG.serviceUnavailable });
    }
    expect(during.map((r) => r.status)).toEqual([503, 503, 503, 503, 503]);
    expect(first.some((r) => r.status === 503)).toBe(true);
    expect([health.statusCode, health.json().status]).toEqual([503, 'down']);
    expect([me.statusCode, me.json()]).toEqual([503, { message: MSG.serviceUnavailable }]);

    // Back up: the same process serves again without a restart.
    let up = 0;
    for (let i = 0; i < 50 && up !== 200; i++) {
      up = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
      if (up !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(up).toBe(200);

    // Those who were told 503 try again: each gets in, or learns their payment is already there.
    const answered201 = new Set(first.filter((r) => r.status === 201).map((r) => r.s.id));
    for (const r of first.filter((x) => x.status === 503)) {
      const again = await pay(r.s);
      expect([201, 409]).toContain(again.status);
      if (again.status === 201) answered201.add(r.s.id);
    }

    // Nothing answered is lost, nothing is half-written: one complete payment per student.
    const db = handle.db;
    const payments = await db.selectFrom('payments').select(['id', 'user_id']).execute();
    expect(payments.map((p) => p.user_id).sort((a, b) => a - b)).toEqual(students.map((s) => s.id).sort((a, b) => a - b));
    for (const id of answered201) expect(payments.some((p) => p.user_id === id)).toBe(true);
    const links = await db.selectFrom('payment_events').select('payment_id').execute();
    const regs = await db.selectFrom('registrations').select(['user_id', 'payment_id', 'status']).execute();
    const mails = await db.selectFrom('outbox').select('to_address').execute();
    expect(links).toHaveLength(payments.length);
    expect(regs).toHaveLength(payments.length);
    for (const p of payments) expect(regs.find((r) => r.user_id === p.user_id)).toMatchObject({ payment_id: p.id, status: 'pending' });
    expect(mails).toHaveLength(payments.length);
  }, 60_000);
});

describe('the SMTP server goes away', () => {
  let t: TestApp;
  let port: number;
  let smtp: SMTPServer | null = null;
  const inbox: string[] = [];

  const startSmtp = async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.on('data', () => {});
        stream.on('end', () => {
          inbox.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
  };
  const stopSmtp = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp('sqlite', { smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t?.close();
    await stopSmtp();
  });

  it('keeps the mail in the outbox while it is down and sends it once it is back', async () => {
    const user = await t.createUser({ email: 'outage.reader@example.com' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email: user.email } });
    expect([res.statusCode, res.json().message]).toEqual([200, MSG.otpSent]);
    await t.app.mail.flush();
    const waiting = await t.db.selectFrom('outbox').selectAll().where('to_address', '=', user.email).executeTakeFirstOrThrow();
    expect(waiting.status).toBe('pending');
    expect(waiting.attempts).toBe(1);
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(inbox).toEqual([]);

    await startSmtp();
    // The retry is due after its back-off; move the clock of this one mail rather than wait 30 s.
    await t.db.updateTable('outbox').set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', waiting.id).execute();
    await t.app.mail.flush();
    const sent = await t.db.selectFrom('outbox').select(['status', 'attempts']).where('id', '=', waiting.id).executeTakeFirstOrThrow();
    expect(sent).toEqual({ status: 'sent', attempts: 1 });
    expect(inbox).toEqual([user.email]);
  });
});
