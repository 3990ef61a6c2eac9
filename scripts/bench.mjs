// npm run bench [-- --pg [--instances 2]]: the site under load, reproducibly (issue 8).
//   1. builds when needed, seeds a fresh SQLite database (bench/seed.ts) and starts the production
//      server on it;
//   2. read scenarios with autocannon (100 connections, --duration seconds each), and the same
//      GET /api/events bytes from a static server (nginx when installed, else node:http) as the
//      ceiling;
//   3. the registration rush (bench/lib/rush.mjs) and the database checks (bench/check.ts);
//   4. with --pg: the same rush on a fresh PostgreSQL database with --instances API processes,
//      rate limits shared through Redis;
//   5. the web figures from npm run audit:web (bench/results/web.json).
// Prints the table and writes bench/results/latest.json (details in bench/results/details.json).
// Options: --pg, --instances N (2), --duration S (10), --connections N (100), --concurrency N (200),
// --pg-url URL (server to create the bench database on), --no-web (reuse web.json if any),
// --keep (leave the temporary folders with the databases and server logs).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { mapLimit, request, sessionCookie } from '../bench/lib/http.mjs';
import {
  canConnect,
  cleanupAll,
  freePort,
  onCleanup,
  RssMeter,
  runProcess,
  startProcess,
  stopProcess,
  waitReady,
} from '../bench/lib/processes.mjs';
import { runRush } from '../bench/lib/rush.mjs';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  return argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
};
const OPTS = {
  pg: flag('pg'),
  instances: Number(option('instances', 2)),
  duration: Number(option('duration', 10)),
  connections: Number(option('connections', 100)),
  concurrency: Number(option('concurrency', 200)),
  pgUrl: option(
    'pg-url',
    process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  ),
  web: !flag('no-web'),
  keep: flag('keep'),
};
const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-password' };
const RESULTS = path.join(root, 'bench', 'results');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (msg) => console.log(`[${elapsed().padStart(5)}] ${msg}`);

ensureInstalled();
ensureBuilt();
// Installed packages, resolved from the API workspace that depends on them.
const requireApi = createRequire(path.join(root, 'apps/api/package.json'));
const autocannon = requireApi('autocannon');
const pg = requireApi('pg');
const tsxCli = createRequire(path.join(root, 'package.json')).resolve('tsx/cli');

function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (OPTS.keep) log(`keeping ${dir}`);
  else onCleanup(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Load average over the last minute against the CPU count: other work skews every figure. */
const load = () => `load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`;
/** Share of the last minute some task waited for a CPU (Linux pressure stall information). */
const cpuPressure = () => {
  try {
    return Number(/avg60=([\d.]+)/.exec(fs.readFileSync('/proc/pressure/cpu', 'utf8'))?.[1]);
  } catch {
    return null;
  }
};
/** CPU time (user + system) the processes have used so far, in ms. */
const cpuMs = (pids) =>
  pids.reduce((sum, pid) => {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + ((Number(f[11]) + Number(f[12])) * 1000) / 100;
    } catch {
      return sum;
    }
  }, 0);

function serverEnv({ port, dataDir, databaseUrl = '', redisUrl = '' }) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? '10',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // Every student logs in from 127.0.0.1: the per-IP login limit would stop the bench.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    REDIS_URL: redisUrl,
    SMTP_URL: '',
    PUBLIC_URL: '',
    TRUST_PROXY: 'false',
  };
  delete env.WEB_DIST;
  return env;
}

async function seed(dir, db) {
  const planFile = path.join(dir, 'plan.json');
  const out = await runProcess(
    process.execPath,
    [tsxCli, 'bench/seed.ts', '--db', db, '--plan', planFile, '--dir', dir],
    {
      cwd: root,
      env: process.env,
    },
  );
  log(out.trim());
  return JSON.parse(fs.readFileSync(planFile, 'utf8'));
}

async function startServers(dir, count, envOf) {
  const servers = [];
  // One after the other: each start runs the (idempotent) migrations and admin check.
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const child = startProcess(process.execPath, ['apps/api/dist/server.js'], {
      cwd: root,
      env: envOf(port),
      logFile: path.join(dir, `server-${i + 1}.log`),
    });
    await waitReady(child, port);
    servers.push({ port, child });
  }
  return servers;
}

async function login(port, email, password) {
  const res = await request({
    port,
    method: 'POST',
    path: '/api/auth/login',
    body: { email, password },
  });
  if (res.status !== 200)
    throw new Error(
      `login of ${email} failed: ${res.status} ${res.body.toString('utf8').slice(0, 200)}`,
    );
  return sessionCookie(res);
}

async function openSymposia(port, cookie) {
  const startDate = new Date().toISOString().slice(0, 10);
  for (const symposiumName of ['Enigma', 'Carteblanche']) {
    const res = await request({
      port,
      method: 'POST',
      path: '/api/symposium/start',
      headers: { cookie },
      body: { symposiumName, startDate },
    });
    if (res.status !== 200)
      throw new Error(`could not open ${symposiumName}: ${res.status} ${res.body}`);
  }
}

/** Argon2 logins are deliberately slow: done before the timed rush, a few at a time. */
async function loginStudents(ports, plan) {
  const users = [...plan.rush, ...plan.reuse, plan.nonMitReader];
  const t0 = performance.now();
  const cookies = new Map();
  await mapLimit(users, 8, async (u, i) =>
    cookies.set(u.email, await login(ports[i % ports.length], u.email, plan.password)),
  );
  log(
    `logged in ${users.length} students in ${((performance.now() - t0) / 1000).toFixed(1)} s (not part of the rush timings)`,
  );
  return cookies;
}

/** Server CPU per request (µs) or per rush call, by scenario: steady even when the machine is busy. */
const cpuOf = new Map();

async function cannon(name, port, pathName, headers, pids) {
  const url = `http://127.0.0.1:${port}${pathName}`;
  const probe = await request({ port, path: pathName, headers });
  if (probe.status !== 200) throw new Error(`${name}: GET ${pathName} answered ${probe.status}`);
  await autocannon({ url, headers, connections: OPTS.connections, duration: 1 }); // warm-up, not counted
  const meter = new RssMeter(pids);
  const cpu0 = cpuMs(pids);
  const r = await autocannon({
    url,
    headers,
    connections: OPTS.connections,
    duration: OPTS.duration,
  });
  const cpuUs = Math.round(((cpuMs(pids) - cpu0) / Math.max(1, r.requests.total)) * 1000);
  const rssMb = meter.stop();
  const row = {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    rssMb,
  };
  const codes = Object.entries(r.statusCodeStats ?? {})
    .map(([code, v]) => `${code}: ${v.count}`)
    .join(', ');
  const errorText = row.errors
    ? ` (${r.timeouts} timeouts, ${r.errors - r.timeouts} other failures, ${r.non2xx} non-2xx; ${codes})`
    : '';
  log(
    `${name} (${load()}): ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors${errorText}, ${rssMb} MB, ${cpuUs} µs CPU per request`,
  );
  cpuOf.set(name, cpuUs);
  return { row, bytes: probe.body.length };
}

/** The same bytes as GET /api/events from a static server: nginx when installed, else node:http. */
async function staticCeiling(dir, apiPort) {
  const res = await request({ port: apiPort, path: '/api/events' });
  const contentType = res.headers['content-type'];
  const staticDir = path.join(dir, 'static');
  fs.mkdirSync(staticDir, { recursive: true });
  const file = path.join(staticDir, 'events.json');
  fs.writeFileSync(file, res.body);
  const port = await freePort();
  let child;
  let server;
  if (await hasNginx()) {
    server = 'nginx (1 worker)';
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(
      conf,
      `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${staticDir};
    location / {
      types { }
      default_type "${contentType}";
      try_files /events.json =404;
    }
  }
}
`,
    );
    child = startProcess('nginx', ['-c', conf, '-p', dir], {
      cwd: dir,
      env: process.env,
      logFile: path.join(dir, 'nginx.log'),
    });
  } else {
    server = 'node:http';
    child = startProcess(
      process.execPath,
      [path.join(root, 'bench/static-server.mjs'), file, String(port), contentType],
      {
        cwd: root,
        env: process.env,
        logFile: path.join(dir, 'static.log'),
      },
    );
  }
  await waitReady(child, port, '/api/events');
  const { row } = await cannon(
    `GET /api/events from a static server (${server})`,
    port,
    '/api/events',
    {},
    [child.pid],
  );
  await stopProcess(child);
  return { row, server, bytes: res.body.length };
}

async function hasNginx() {
  try {
    await runProcess('sh', ['-c', 'command -v nginx'], {
      cwd: root,
      env: process.env,
      timeoutMs: 5000,
    });
    return true;
  } catch {
    return false;
  }
}

/** Runs the rush against `servers`, then the database checks; returns table rows and the summary. */
async function rush(label, dir, db, servers, plan, cookies) {
  const screenshot = fs.readFileSync(plan.screenshotFile);
  const tag = Date.now().toString(36).toUpperCase();
  const pids = servers.map((s) => s.child.pid);
  const meter = new RssMeter(pids);
  const cpu0 = cpuMs(pids);
  const r = await runRush({
    ports: servers.map((s) => s.port),
    plan,
    cookies,
    screenshot,
    concurrency: OPTS.concurrency,
    tag,
  });
  const rssMb = meter.stop();
  const cpuUs = Math.round(((cpuMs(pids) - cpu0) / r.total.requests) * 1000);
  const outcomeFile = path.join(dir, `outcome-${label}.json`);
  fs.writeFileSync(outcomeFile, JSON.stringify(r.outcome));
  for (const s of servers) await stopProcess(s.child);
  const checkFile = path.join(dir, `check-${label}.json`);
  await runProcess(
    process.execPath,
    [tsxCli, 'bench/check.ts', '--db', db, '--outcome', outcomeFile, '--out', checkFile],
    {
      cwd: root,
      env: process.env,
    },
  );
  const check = JSON.parse(fs.readFileSync(checkFile, 'utf8'));
  const summary = {
    p99: r.total.p99,
    errors: r.total.errors,
    lost: r.noAnswer + check.missing.length,
    duplicates: check.duplicates + Math.max(0, check.reusedPayments - 1) + check.leftovers.length,
  };
  const checks = [
    [
      `every accepted call stored exactly once (${check.stored}/${check.accepted})`,
      check.missing.length === 0 && check.duplicates === 0,
    ],
    ['nothing stored for a refused call', check.leftovers.length === 0],
    [
      `exactly one payment for the reused transaction ID (${check.reusedPayments}; ${check.reuseAccepted} of 50 accepted)`,
      check.reusedPayments === 1 && check.reuseAccepted === 1,
    ],
    [
      `no request lost: every answer 2xx or the expected 409 (${r.noAnswer} unanswered, ${r.total.errors} unexpected)`,
      r.noAnswer === 0 && r.total.errors === 0,
    ],
  ];
  const servers_ = `${servers.length} process${servers.length > 1 ? 'es' : ''}`;
  log(
    `rush on ${label} (${servers_}, ${load()}): ${r.total.requests} calls in ${(r.elapsedMs / 1000).toFixed(1)} s, p50 ${r.total.p50} ms, p99 ${r.total.p99} ms, peak ${rssMb} MB, ${cpuUs} µs server CPU per call`,
  );
  for (const [text, ok] of checks) log(`  ${ok ? 'PASS' : 'FAIL'} ${text}`);
  for (const line of [
    ...r.unexpected,
    ...check.missing.slice(0, 5),
    ...check.leftovers.slice(0, 5),
  ])
    log(`    ${line}`);
  const rows = [
    {
      name: `rush ${label}: all calls (${servers_})`,
      rps: r.total.rps,
      p50: r.total.p50,
      p99: r.total.p99,
      errors: r.total.errors,
      rssMb,
    },
    ...r.byStep.map((s) => ({
      name: `rush ${label}: ${s.step}`,
      rps: s.rps,
      p50: s.p50,
      p99: s.p99,
      errors: s.errors,
      rssMb,
    })),
  ];
  cpuOf.set(rows[0].name, cpuUs);
  return {
    rows,
    summary,
    checks,
    details: {
      elapsedMs: Math.round(r.elapsedMs),
      cpuUsPerCall: cpuUs,
      byStep: r.byStep,
      unexpected: r.unexpected,
      check,
    },
  };
}

async function sqlitePhase() {
  const dir = tempDir('csmit-bench-');
  const dbFile = path.join(dir, 'site.db');
  log('seeding a fresh SQLite database...');
  const plan = await seed(dir, dbFile);
  const [server] = await startServers(dir, 1, (port) => serverEnv({ port, dataDir: dir }));
  const port = server.port;
  const pids = [server.child.pid];
  const admin = await login(port, ADMIN.email, ADMIN.password);
  await openSymposia(port, admin);
  const cookies = await loginStudents([port], plan);
  const nonMit = cookies.get(plan.nonMitReader.email);

  log(`read scenarios: ${OPTS.connections} connections, ${OPTS.duration} s each`);
  const reads = [
    ['GET /api/events (anonymous)', '/api/events', {}],
    ['GET /api/events (logged-in non-MIT)', '/api/events', { cookie: nonMit }],
    ['GET / (HTML)', '/', {}],
    ['GET poster image', plan.posterPath, {}],
    ['GET /api/placements/experiences', '/api/placements/experiences', {}],
    [
      'GET /api/registrations/all?limit=50 (staff)',
      '/api/registrations/all?limit=50',
      { cookie: admin },
    ],
  ];
  const rows = [];
  let ceiling;
  for (const [name, p, headers] of reads) {
    const { row } = await cannon(name, port, p, headers, pids);
    rows.push(row);
    // The ceiling right after the API's own figure, so both meet the same machine.
    if (rows.length === 1) {
      ceiling = await staticCeiling(dir, port);
      rows.push(ceiling.row);
    }
  }
  const ratio = Math.round((rows[0].rps / ceiling.row.rps) * 100) / 100;
  const cpuRatio = Math.round((cpuOf.get(ceiling.row.name) / cpuOf.get(rows[0].name)) * 100) / 100;
  log(
    `GET /api/events (${ceiling.bytes} bytes) at ${ratio} of the static ceiling (CPU per request: ${cpuRatio})`,
  );

  log(
    `rush: ${plan.rush.length} students, ${OPTS.concurrency} at a time, plus ${plan.reuse.length} reusing one transaction ID`,
  );
  const result = await rush('SQLite', dir, dbFile, [server], plan, cookies);
  return {
    rows: [...rows, ...result.rows],
    ratio,
    cpuRatio,
    ceiling,
    rush: result,
    counts: plan.counts,
  };
}

async function pgPhase() {
  const dir = tempDir('csmit-bench-pg-');
  const name = `bench_${Date.now()}`;
  const serverUrl = new URL(OPTS.pgUrl);
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  onCleanup(async () => {
    const c = new pg.Client({ connectionString: serverUrl.toString() });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  const redisUrl =
    process.env.REDIS_URL || ((await canConnect(6379)) ? 'redis://127.0.0.1:6379' : '');
  log(`seeding PostgreSQL database ${name}...`);
  const plan = await seed(dir, dbUrl.toString());
  const servers = await startServers(dir, OPTS.instances, (port) =>
    serverEnv({ port, dataDir: dir, databaseUrl: dbUrl.toString(), redisUrl }),
  );
  log(
    `${servers.length} API processes on ports ${servers.map((s) => s.port).join(', ')}; rate limits ${redisUrl ? `shared through ${redisUrl}` : 'per process (no Redis found)'}`,
  );
  const adminCookie = await login(servers[0].port, ADMIN.email, ADMIN.password);
  await openSymposia(servers[0].port, adminCookie);
  const cookies = await loginStudents(
    servers.map((s) => s.port),
    plan,
  );
  const result = await rush('PostgreSQL', dir, dbUrl.toString(), servers, plan, cookies);
  return { ...result, redisUrl, poolSize: Number(process.env.DB_POOL_SIZE ?? 10) };
}

async function webFigures() {
  const file = path.join(RESULTS, 'web.json');
  const script = path.join(root, 'scripts', 'audit-web.mjs');
  if (OPTS.web && fs.existsSync(script)) {
    log('web: npm run audit:web (one Lighthouse run)...');
    try {
      await runProcess(process.execPath, [script, '--runs=1', '--no-build'], {
        cwd: root,
        env: process.env,
        timeoutMs: 240_000,
      });
    } catch (err) {
      // It exits 1 when a quality bar is missed, after writing web.json; other failures are shown.
      if (!fs.existsSync(file) || fs.statSync(file).mtimeMs < started)
        log(`web audit failed: ${err.message.split('\n').slice(0, 6).join(' | ')}`);
    }
  }
  if (!fs.existsSync(file)) {
    log('web: no bench/results/web.json (npm run audit:web has not run): web figures left null');
    return { initialJsGzipKb: null, lighthousePerformance: null };
  }
  const web = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    initialJsGzipKb: web.initialJsGzipKb ?? null,
    lighthousePerformance: web.lighthouse?.performance ?? null,
  };
}

function printTable(rows) {
  const head = [
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'peak RSS MB',
    'server CPU µs/req',
  ];
  const cells = rows.map((r) => [
    r.name,
    String(r.rps),
    String(r.p50),
    String(r.p99),
    String(r.errors),
    String(r.rssMb),
    String(cpuOf.get(r.name) ?? ''),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) =>
    `| ${c.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join(' | ')} |`;
  console.log(
    `\n${line(head)}\n|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const c of cells) console.log(line(c));
}

const loadAtStart = os.loadavg();
const pressureAtStart = cpuPressure();

async function main() {
  log(
    `bench: ${load()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}${OPTS.pg ? `, then PostgreSQL with ${OPTS.instances} API processes` : ''}`,
  );
  const sqlite = await sqlitePhase();
  const postgres = OPTS.pg ? await pgPhase() : null;
  const web = await webFigures();

  const scenarios = [...sqlite.rows, ...(postgres?.rows ?? [])];
  const latest = {
    scenarios,
    eventsVsStatic: sqlite.ratio,
    rush: { sqlite: sqlite.rush.summary, postgres: postgres?.summary ?? null },
    web,
  };
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, 'latest.json'), `${JSON.stringify(latest, null, 2)}\n`);
  fs.writeFileSync(
    path.join(RESULTS, 'details.json'),
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        loadAverage: { atStart: loadAtStart, atEnd: os.loadavg() },
        cpuPressureAvg60: { atStart: pressureAtStart, atEnd: cpuPressure() },
        cpuUsPerRequest: Object.fromEntries(cpuOf),
        eventsVsStaticByCpu: sqlite.cpuRatio,
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          memoryGb: Math.round(os.totalmem() / 2 ** 30),
          node: process.version,
        },
        options: OPTS,
        dataSet: sqlite.counts,
        staticServer: sqlite.ceiling.server,
        eventsBytes: sqlite.ceiling.bytes,
        rush: {
          sqlite: sqlite.rush.details,
          postgres: postgres
            ? { ...postgres.details, redisUrl: postgres.redisUrl, poolSize: postgres.poolSize }
            : null,
        },
      },
      null,
      2,
    )}\n`,
  );

  printTable(scenarios);
  const goals = [
    [`GET /api/events at ≥ 0.4 of the static ceiling (${sqlite.ratio})`, sqlite.ratio >= 0.4],
    [`GET /api/events p99 < 50 ms (${sqlite.rows[0].p99} ms)`, sqlite.rows[0].p99 < 50],
    [
      `rush p99 < 300 ms, zero errors on SQLite (${sqlite.rush.summary.p99} ms, ${sqlite.rush.summary.errors})`,
      sqlite.rush.summary.p99 < 300 && sqlite.rush.summary.errors === 0,
    ],
    ...(postgres
      ? [
          [
            `rush p99 < 300 ms, zero errors on PostgreSQL (${postgres.summary.p99} ms, ${postgres.summary.errors})`,
            postgres.summary.p99 < 300 && postgres.summary.errors === 0,
          ],
        ]
      : []),
    [
      `RSS < 200 MB per process (peak ${Math.max(...scenarios.map((s) => s.rssMb))} MB)`,
      scenarios.every((s) => s.rssMb < 200),
    ],
  ];
  console.log(
    `\nGET /api/events vs static ceiling (${sqlite.ceiling.server}): ${sqlite.ratio} in requests/s, ${sqlite.cpuRatio} in CPU per request`,
  );
  console.log(
    `machine: load ${loadAtStart[0].toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end on ${os.cpus().length} CPUs; CPU pressure ${pressureAtStart ?? '?'}% / ${cpuPressure() ?? '?'}% (above ~10% the figures are skewed by other work)`,
  );
  console.log(`rush: ${JSON.stringify(latest.rush)}`);
  console.log(
    `web: ${JSON.stringify(web)}${web.initialJsGzipKb === null ? ' (run npm run audit:web to fill these)' : ''}`,
  );
  console.log('\nGoals');
  for (const [text, ok] of goals) console.log(`  ${ok ? 'met   ' : 'MISSED'} ${text}`);
  const correct = [...sqlite.rush.checks, ...(postgres?.checks ?? [])].every(([, ok]) => ok);
  console.log(`\nCorrectness checks: ${correct ? 'all passed' : 'FAILED (see above)'}`);
  console.log(`Written to bench/results/latest.json in ${elapsed()}.`);
  return correct ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`\nbench failed: ${err.stack ?? err}`);
} finally {
  await cleanupAll();
}
process.exit(code);
