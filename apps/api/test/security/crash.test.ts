import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords';
import { freePort, startApiProcess, type ApiProcess } from '../helpers/server-process';

// Crash safety, against the real server in a child process on a temporary SQLite DATA_DIR:
// a registration rush is cut short by SIGKILL, the server is started again, and every answered
// registration and payment must be there, whole, with nothing half-written anywhere. Then a
// SIGTERM in the middle of requests must let them finish and send the mail they queued.

const STUDENTS = 36;
const ADMIN = { email: 'admin@crash.local', password: 'crash-admin-password' };

interface Answer {
  status: number;
  body: string;
  error?: string;
}

describe('crash safety of the running server', () => {
  let dataDir: string;
  let port: number;
  let server: ApiProcess | null = null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const students: { id: number; email: string; cookie: string }[] = [];
  let ev: { free: number; cart: number; manual: number; late: number };
  let jpeg: Buffer;
  const db = () => new Database(path.join(dataDir, 'site.db'));

  async function start() {
    server = await startApiProcess({
      port,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // info: the SIGTERM test waits for the server to log that every request arrived
        LOG_LEVEL: 'info',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      ready: async () => (await call('GET', '/api/health')).status === 200,
    });
  }

  function call(
    method: string,
    url: string,
    opts: { cookie?: string; json?: unknown; form?: { type: string; body: Buffer } } = {},
  ): Promise<Answer> {
    return new Promise((resolve) => {
      const body = opts.form
        ? opts.form.body
        : opts.json !== undefined
          ? Buffer.from(JSON.stringify(opts.json))
          : undefined;
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent,
          headers: {
            ...(opts.cookie ? { cookie: opts.cookie } : {}),
            ...(opts.form
              ? { 'content-type': opts.form.type }
              : opts.json !== undefined
                ? { 'content-type': 'application/json' }
                : {}),
            ...(body ? { 'content-length': String(body.length) } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          res.on('error', (e) => resolve({ status: 0, body: '', error: e.message }));
        },
      );
      req.on('error', (e) => resolve({ status: 0, body: '', error: e.message }));
      req.end(body);
    });
  }

  function cartForm(eventId: number, txn: string, amount: number) {
    const boundary = `----crash${crypto.randomBytes(6).toString('hex')}`;
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head =
      field('eventIds', `[${eventId}]`) +
      field('transactionId', txn) +
      field('mobileNumber', '9876543210') +
      field('transactionAmount', String(amount)) +
      `--${boundary}\r\nContent-Disposition: form-data; name="transactionScreenshot"; filename="pay.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    return {
      type: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.concat([Buffer.from(head), jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    };
  }

  type Student = (typeof students)[number];
  type Kind = 'cart' | 'free' | 'manual' | 'cartpay';

  /**
   * A student's request of one kind: add the paid event to the cart, register for the free event,
   * pay for the manual event (as `username`), or pay for the cart; `txn` for the two payments.
   */
  function studentRequest(s: Student, kind: Kind, txn: string | undefined, username: string) {
    if (kind === 'cart') {
      return call('POST', '/api/cart', {
        cookie: s.cookie,
        json: { userEmail: s.email, eventId: ev.cart, symposiumName: 'Carteblanche' },
      });
    }
    if (kind === 'free') {
      return call('POST', '/api/registrations/simple', {
        cookie: s.cookie,
        json: { userEmail: s.email, eventId: ev.free },
      });
    }
    if (kind === 'manual') {
      return call('POST', '/api/registrations', {
        cookie: s.cookie,
        json: {
          userId: s.id,
          eventId: ev.manual,
          transactionId: txn,
          transactionUsername: username,
          transactionTime: '10:30',
          transactionDate: '2025-02-01',
          transactionAmount: 150,
        },
      });
    }
    return call('POST', '/api/registrations', {
      cookie: s.cookie,
      form: cartForm(ev.cart, txn!, 300),
    });
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-crash-'));
    port = await freePort();
    jpeg = await sharp({ create: { width: 320, height: 640, channels: 3, background: '#365' } })
      .jpeg()
      .toBuffer();
    await start();
    // Students with sessions, events and open symposia, written straight into the database.
    const d = db();
    const hash = await hashPassword('student-pass-1');
    const now = new Date().toISOString();
    const week = new Date(Date.now() + 7 * 86_400_000).toISOString();
    d.prepare('update symposia set is_open = 1').run();
    const event = d.prepare(
      `insert into events (symposium_name, event_name, event_category, event_description, number_of_rounds, team_or_individual,
         location, registration_fees, coordinator_name, coordinator_contact_no, coordinator_mail, last_date_for_registration,
         open_to_non_mit, updated_at) values ('Carteblanche', ?, 'Workshop', 'A rush event.', 0, 'Individual', 'Hall', ?, 'Kavya',
         '9123456780', 'kavya@example.com', ?, 1, ?) returning id`,
    );
    const mk = (name: string, fees: number) =>
      (event.get(name, fees, week, now) as { id: number }).id;
    ev = {
      free: mk('Free Talk', 0),
      cart: mk('Cart Workshop', 300),
      manual: mk('Manual Contest', 150),
      late: mk('Late Quiz', 100),
    };
    const user = d.prepare(
      `insert into users (email, password_hash, role, full_name, dob, mobile, college, department, year_of_passing, state, district, updated_at)
       values (?, ?, 'student', ?, '2004-01-01', '9876543210', 'Madras Institute of Technology', 'IT', 2026, 'Tamil Nadu', 'Chennai', ?) returning id`,
    );
    const session = d.prepare('insert into sessions (id, user_id, expires_at) values (?, ?, ?)');
    for (let i = 0; i < STUDENTS; i += 1) {
      const email = `rush${i}@crash.local`;
      const { id } = user.get(email, hash, `Rush Student ${i}`, now) as { id: number };
      const token = crypto.randomBytes(32).toString('base64url');
      session.run(crypto.createHash('sha256').update(token).digest('hex'), id, week);
      students.push({ id, email, cookie: `sid=${token}` });
    }
    d.close();
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    agent.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every invariant of a whole write, checked straight in the database file. */
  function halfWritten(): string[] {
    const d = db();
    try {
      const problems: string[] = [];
      const check = (sql: string, what: string) => {
        const rows = d.prepare(sql).all();
        if (rows.length) problems.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
      };
      check(
        'select id from payments p where not exists (select 1 from payment_events pe where pe.payment_id = p.id)',
        'payment without events',
      );
      check(
        `select pe.payment_id, pe.event_id from payment_events pe join payments p on p.id = pe.payment_id
         where not exists (select 1 from registrations r where r.payment_id = p.id and r.event_id = pe.event_id and r.user_id = p.user_id)`,
        'paid event without its registration',
      );
      check(
        'select r.id from registrations r left join payments p on p.id = r.payment_id where r.payment_id is not null and (p.id is null or p.user_id != r.user_id)',
        'registration pointing at a missing or foreign payment',
      );
      check(
        'select p.id from payments p left join files f on f.id = p.screenshot_file_id where p.screenshot_file_id is not null and f.id is null',
        'payment with a lost screenshot',
      );
      check(
        "select p.id from payments p where not exists (select 1 from outbox o where o.to_address = (select email from users where id = p.user_id) and o.text like '%' || p.transaction_id || '%')",
        'payment without its mail',
      );
      check(
        'select user_id, event_id, count(*) n from registrations group by user_id, event_id having count(*) > 1',
        'registered twice',
      );
      const integrity = d.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') problems.push(`integrity_check: ${String(integrity)}`);
      const fk = d.pragma('foreign_key_check') as unknown[];
      if (fk.length) problems.push(`foreign keys: ${JSON.stringify(fk.slice(0, 5))}`);
      return problems;
    } finally {
      d.close();
    }
  }

  it(
    'keeps every answered registration and payment, whole, through a SIGKILL in the middle of a rush',
    { timeout: 240_000 },
    async () => {
      type Step = {
        student: number;
        kind: Kind;
        txn?: string;
        answer?: Answer;
      };
      const steps: Step[] = [];
      let answered = 0;
      let killedAt = -1;
      const total = STUDENTS * 4;
      const send = async (s: Student, step: Step) => {
        steps.push(step);
        step.answer = await studentRequest(s, step.kind, step.txn, `Rush ${step.student}`);
        if (step.answer.status > 0) answered += 1;
        // Half-way through the rush the power goes: no shutdown, no flush, no goodbye.
        if (answered === Math.floor(total / 2) && killedAt < 0) {
          killedAt = answered;
          server!.child.kill('SIGKILL');
        }
      };
      let next = 0;
      const worker = async () => {
        while (next < STUDENTS) {
          const i = next++;
          const s = students[i]!;
          await send(s, { student: i, kind: 'cart' });
          await send(s, { student: i, kind: 'free' });
          await send(s, {
            student: i,
            kind: 'manual',
            txn: `UTRM${i}X${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
          });
          await send(s, {
            student: i,
            kind: 'cartpay',
            txn: `UTRC${i}X${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
          });
        }
      };
      await Promise.all(Array.from({ length: 12 }, worker));
      expect((await server!.exited).signal).toBe('SIGKILL');
      expect(killedAt).toBeGreaterThan(0);
      const ok = steps.filter((s) => s.answer!.status >= 200 && s.answer!.status < 300);
      const lost = steps.filter((s) => s.answer!.status === 0);
      // The rush really was cut: some answered, some not.
      expect(ok.length).toBeGreaterThan(total / 4);
      expect(lost.length).toBeGreaterThan(0);
      const unexpected = steps.filter((s) => s.answer!.status >= 300);
      expect(unexpected.map((s) => `${s.kind} ${s.answer!.status} ${s.answer!.body}`)).toEqual([]);

      await start();

      // Every answered request is there, whole.
      const d = db();
      try {
        for (const s of ok) {
          const st = students[s.student]!;
          const what = `${s.kind} of student ${s.student}`;
          if (s.kind === 'cart') {
            const inCart = d
              .prepare('select count(*) n from cart_items where user_id = ? and event_id = ?')
              .get(st.id, ev.cart) as { n: number };
            const paidFor = d
              .prepare('select count(*) n from registrations where user_id = ? and event_id = ?')
              .get(st.id, ev.cart) as { n: number };
            // Either still in the cart, or taken out of it by the answered cart payment.
            expect(inCart.n + paidFor.n, what).toBe(1);
          } else if (s.kind === 'free') {
            const reg = d
              .prepare('select status from registrations where user_id = ? and event_id = ?')
              .get(st.id, ev.free) as { status: string } | undefined;
            expect(reg?.status, what).toBe('verified');
          } else {
            const body = JSON.parse(s.answer!.body) as { paymentId: number };
            const pay = d.prepare('select * from payments where id = ?').get(body.paymentId) as
              Record<string, unknown> | undefined;
            expect(pay, what).toBeDefined();
            expect(pay!.transaction_id, what).toBe(s.txn);
            expect(pay!.user_id, what).toBe(st.id);
            const event = s.kind === 'manual' ? ev.manual : ev.cart;
            const reg = d
              .prepare(
                'select status, payment_id from registrations where user_id = ? and event_id = ?',
              )
              .get(st.id, event) as { status: string; payment_id: number } | undefined;
            expect(reg, what).toEqual({ status: 'pending', payment_id: body.paymentId });
            if (s.kind === 'cartpay') {
              const file = d
                .prepare(
                  'select f.bytes from files f join payments p on p.screenshot_file_id = f.id where p.id = ?',
                )
                .get(body.paymentId) as { bytes: Buffer };
              expect((await sharp(file.bytes).metadata()).format, what).toBe('jpeg');
            }
          }
        }
      } finally {
        d.close();
      }
      // And nothing anywhere is half-written, answered or not.
      expect(halfWritten()).toEqual([]);

      // The students whose answers were lost just try again: each gets a clean answer that
      // agrees with what the database says happened before the crash.
      for (const s of lost.filter(
        (x) => x.kind === 'manual' || x.kind === 'cartpay' || x.kind === 'free',
      )) {
        const st = students[s.student]!;
        const retry = await studentRequest(st, s.kind, s.txn, 'Rush');
        expect([201, 409], `${s.kind} retry: ${retry.status} ${retry.body}`).toContain(
          retry.status,
        );
      }
      expect(halfWritten()).toEqual([]);
    },
  );

  it(
    'finishes the requests in flight and sends their mail when stopped with SIGTERM',
    { timeout: 120_000 },
    async () => {
      if (server?.child.exitCode !== null) await start();
      const d = db();
      d.prepare("update outbox set status = 'logged' where status in ('pending', 'sending')").run();
      d.close();
      // The log lines of the previous test's last requests may still be on their way through the
      // pipe: a marker request's line comes after all of them.
      const sync = `/api/health?sync=${Date.now()}`;
      await call('GET', sync);
      const output = () => server!.output();
      while (!output().includes(sync)) await new Promise((r) => setTimeout(r, 10));
      // Twenty payments and ten slow password logins at once; SIGTERM as soon as all have arrived.
      const mark = output().length;
      let sent = 0;
      const inflight = students.slice(0, 30).map((st, i) => {
        const p =
          i < 20
            ? call('POST', '/api/registrations', {
                cookie: st.cookie,
                json: {
                  userId: st.id,
                  eventId: ev.late,
                  transactionId: `UTRLATE${i}`,
                  transactionUsername: 'Late',
                  transactionTime: '11:00',
                  transactionDate: '2025-02-02',
                  transactionAmount: 100,
                },
              })
            : call('POST', '/api/auth/login', {
                json: { email: st.email, password: 'student-pass-1' },
              });
        sent += 1;
        return p;
      });
      expect(sent).toBe(30);
      // SIGTERM once the server has received all thirty (a fixed pause is too short on a busy machine).
      const arrived = () =>
        output()
          .slice(mark)
          .split('\n')
          .filter(
            (l) =>
              l.includes('"msg":"incoming request"') &&
              /"url":"\/api\/(registrations|auth\/login)"/.test(l),
          ).length;
      const waitUntil = Date.now() + 30_000;
      while (arrived() < 30 && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 10));
      expect(arrived()).toBe(30);
      const stoppedAt = Date.now();
      server!.child.kill('SIGTERM');
      const answers = await Promise.all(inflight);
      const { code, signal } = await server!.exited;
      expect({ code, signal }, output()).toEqual({ code: 0, signal: null });
      // Promptly: keep-alive connections are closed with the last answers, not left to time out.
      expect(Date.now() - stoppedAt).toBeLessThan(15_000);
      expect(answers.map((a) => a.error ?? a.status)).toEqual([
        ...Array(20).fill(201),
        ...Array(10).fill(200),
      ]);
      // All mail queued by those requests left the outbox before the process ended.
      const after = db();
      try {
        const left = after
          .prepare("select count(*) n from outbox where status in ('pending', 'sending')")
          .get() as { n: number };
        const late = after
          .prepare(
            "select count(*) n from outbox where text like '%UTRLATE%' and status = 'logged'",
          )
          .get() as { n: number };
        expect(left.n).toBe(0);
        expect(late.n).toBe(20);
      } finally {
        after.close();
      }
      expect(halfWritten()).toEqual([]);
    },
  );
});
