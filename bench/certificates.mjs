// npm run bench:certificates [-- --count 500] [-- --pg]: issuing certificates to a whole event.
//   Seeds one event with N verified, checked-in registrants (bench/certificates-seed.ts), starts
//   the production server, has the admin issue participation certificates and times
//   (1) the request, which writes the certificates and returns, and (2) the background batch that
//   queues one mail per recipient, polled through GET /api/jobs/{id} as the admin page does;
//   then (3) rendering one certificate's PDF, 20 times. Prints the figures as JSON.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { request, sessionCookie } from './lib/http.mjs';
import {
  cleanupAll,
  freePort,
  runProcess,
  startProcess,
  stopProcess,
  waitReady,
} from './lib/processes.mjs';
import { ensureBuilt, ensureInstalled, root } from '../scripts/lib.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i < 0 ? fallback : argv[i + 1];
};
const COUNT = Number(option('count', 500));
const PG = argv.includes('--pg');
const PG_URL = option(
  'pg-url',
  process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-password' };

ensureInstalled();
ensureBuilt();
const requireApi = createRequire(path.join(root, 'apps/api/package.json'));
const tsxCli = createRequire(path.join(root, 'package.json')).resolve('tsx/cli');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cert-bench-'));
let target = path.join(dir, 'site.db');
let dropDatabase = null;
if (PG) {
  const pg = requireApi('pg');
  const name = `cert_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  target = PG_URL.replace(/\/[^/]*$/, `/${name}`);
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

let server;
try {
  const seeded = JSON.parse(
    (
      await runProcess(
        process.execPath,
        [tsxCli, 'bench/certificates-seed.ts', '--db', target, '--count', String(COUNT)],
        { cwd: root, env: process.env },
      )
    )
      .trim()
      .split('\n')
      .pop(),
  );
  const port = await freePort();
  server = startProcess(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    logFile: path.join(dir, 'server.log'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: PG ? target : '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: '',
      PUBLIC_URL: 'https://csmit.example.org',
      REDIS_URL: '',
    },
  });
  await waitReady(server, port);
  const login = await request({ port, method: 'POST', path: '/api/auth/login', body: ADMIN });
  const cookie = sessionCookie(login);

  const t0 = performance.now();
  const issued = await request({
    port,
    method: 'POST',
    path: `/api/events/${seeded.eventId}/certificates`,
    headers: { cookie },
    body: { kind: 'participation' },
  });
  const requestMs = performance.now() - t0;
  const result = JSON.parse(issued.body.toString());
  if (issued.status !== 200 || result.issued !== COUNT)
    throw new Error(`issue failed: ${issued.status} ${issued.body}`);
  let job;
  let polls = 0;
  for (;;) {
    const res = await request({ port, path: `/api/jobs/${result.jobId}`, headers: { cookie } });
    job = JSON.parse(res.body.toString());
    polls += 1;
    if (job.status === 'done' || job.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const totalMs = performance.now() - t0;

  const list = JSON.parse(
    (
      await request({
        port,
        path: `/api/events/${seeded.eventId}/certificates`,
        headers: { cookie },
      })
    ).body.toString(),
  );
  const code = list.certificates[0].code;
  const pdfMs = [];
  let pdfBytes = 0;
  for (let i = 0; i < 20; i++) {
    const res = await request({ port, path: `/api/certificates/${code}/pdf` });
    if (res.status !== 200) throw new Error(`pdf: ${res.status}`);
    pdfMs.push(res.ms);
    pdfBytes = res.body.length;
  }
  pdfMs.sort((a, b) => a - b);

  console.log(
    JSON.stringify(
      {
        database: PG ? 'postgres' : 'sqlite',
        certificates: COUNT,
        issueRequestMs: Math.round(requestMs),
        issuedAndAllMailsQueuedMs: Math.round(totalMs),
        job: { status: job.status, progress: job.progress, total: job.total, polls },
        pdfRenderMs: { median: Math.round(pdfMs[10]), max: Math.round(pdfMs[19]) },
        pdfKb: Math.round(pdfBytes / 1024),
        load: `${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
      },
      null,
      2,
    ),
  );
} finally {
  if (server) await stopProcess(server);
  await cleanupAll();
  if (dropDatabase) await dropDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
}
