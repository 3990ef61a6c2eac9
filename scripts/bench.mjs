// npm run bench: the site under load, reproducibly (docs/performance.md).
//   1. builds when needed, seeds a fresh SQLite database (bench/seed.ts) and starts the production
//      server on it;
//   2. read scenarios with autocannon (100 connections, --duration seconds each), and the same
//      GET /api/events bytes from a static server (nginx when installed, else node:http) as the
//      ceiling;
//   3. the closed-loop registration rush (bench/lib/rush.mjs), the open-loop rush at a fixed
//      arrival rate with a short stepped search for the capacity (bench/lib/open-loop.mjs), and
//      the database checks (bench/check.ts) after each;
//   4. the same rushes on a fresh PostgreSQL database with one API process per core
//      (WEB_CONCURRENCY), rate limits shared through Redis when one answers; skipped, saying so,
//      only when PostgreSQL cannot be reached;
//   5. the web figures from npm run audit:web (bench/results/web.json).
// Prints the table and writes bench/results/latest.json (details in bench/results/details.json).
// Options: --quick (short runs for development, no Lighthouse), --no-pg, --instances N (one per
// core), --duration S (10), --connections N (100), --concurrency N (200), --open-students N (1000),
// --open-seconds S (20), --pause A-B (1-3 s between a student's steps), --capacity-steps N (4),
// --capacity-seconds S (8), --pg-url URL (server to create the bench database on), --no-web
// (reuse web.json if any), --keep (leave the temporary folders with the databases and server logs),
// --cpu-prof DIR (each API process writes a V8 CPU profile into DIR when it stops; summarise with
// node bench/lib/profile-top.mjs FILE), --memory-log MS (each API process logs process.memoryUsage()
// to its server.log every MS ms; with --keep to read them).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { json, request, sessionCookie } from '../bench/lib/http.mjs';
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
import { arrivalSource, CALLS_PER_STUDENT, runOpenLoop } from '../bench/lib/open-loop.mjs';
import { runRush } from '../bench/lib/rush.mjs';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  return argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
};
const QUICK = flag('quick');
const OPTS = {
  quick: QUICK,
  pg: !flag('no-pg'),
  instances: Number(option('instances', os.availableParallelism())),
  duration: Number(option('duration', QUICK ? 3 : 10)),
  connections: Number(option('connections', 100)),
  concurrency: Number(option('concurrency', 200)),
  openStudents: Number(option('open-students', QUICK ? 200 : 1000)),
  openSeconds: Number(option('open-seconds', QUICK ? 5 : 20)),
  pauseMs: String(option('pause', '1-3'))
    .split('-')
    .map((x) => Number(x) * 1000),
  capacitySteps: Number(option('capacity-steps', QUICK ? 2 : 4)),
  capacitySeconds: Number(option('capacity-seconds', QUICK ? 4 : 8)),
  pgUrl: option(
    'pg-url',
    process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  ),
  web: !flag('no-web') && !QUICK,
  keep: flag('keep'),
  cpuProf: option('cpu-prof', null),
  memoryLogMs: option('memory-log', ''),
};
/** The open loop's latency goal: the capacity is the highest arrival rate that keeps under it. */
const CAPACITY_P99_MS = 300;
/** How long a server may take to stop: longer when it writes CPU profiles (after its queued jobs). */
const STOP_MS = OPTS.cpuProf ? 180_000 : 10_000;
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

/** The PostgreSQL server's processes on this machine (their CPU is the database's share of a call). */
function postgresPids() {
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

function serverEnv({ port, dataDir, databaseUrl = '', redisUrl = '', processes = 1 }) {
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
    AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
    // An open-loop student pays up to 8 times over the capacity search.
    PAYMENT_SUBMISSIONS_PER_MINUTE: '1000000',
    WEB_CONCURRENCY: String(processes),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    REDIS_URL: redisUrl,
    SMTP_URL: '',
    PUBLIC_URL: '',
    TRUST_PROXY: 'false',
    // As npm start sets it (scripts/start.mjs); BENCH_MALLOC_ARENA_MAX= (empty) measures glibc's default.
    MALLOC_ARENA_MAX: process.env.BENCH_MALLOC_ARENA_MAX ?? '2',
  };
  if (!env.MALLOC_ARENA_MAX) delete env.MALLOC_ARENA_MAX;
  if (OPTS.memoryLogMs) env.MEMORY_LOG_MS = OPTS.memoryLogMs;
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

/** The API processes of a server: the one started, or the workers its cluster forked. */
function apiPids(child) {
  try {
    const kids = fs
      .readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return kids.length ? kids : [child.pid];
  } catch {
    return [child.pid];
  }
}

/** Starts the production server with `processes` API processes (WEB_CONCURRENCY) on one port. */
async function startServer(dir, processes, envOf) {
  const port = await freePort();
  // --cpu-prof: node's own flag (not allowed in NODE_OPTIONS); the cluster's workers inherit it
  // with the primary's execArgv, and each process writes its profile when it exits.
  const profile = OPTS.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(OPTS.cpuProf)}`] : [];
  const child = startProcess(process.execPath, [...profile, 'apps/api/dist/server.js'], {
    cwd: root,
    env: envOf(port),
    logFile: path.join(dir, 'server.log'),
  });
  await waitReady(child, port);
  if (processes > 1) {
    const until = Date.now() + 60_000;
    while (!fs.readFileSync(child.logFile, 'utf8').includes(`${processes} API processes`)) {
      if (Date.now() > until || child.exitCode !== null)
        throw new Error(`the ${processes} API processes did not all start; see ${child.logFile}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const pids = apiPids(child);
  return { port, child, pids, allPids: [...new Set([child.pid, ...pids])] };
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

/**
 * The students' sessions were written by the seeder as a login writes them (Argon2 logins cost
 * 17 ms of CPU each, minutes for a thousand on a busy machine); one is checked to work.
 */
async function studentSessions(port, plan) {
  const cookies = new Map(Object.entries(plan.cookies));
  const probe = plan.rush[0];
  const res = await request({
    port,
    path: '/api/auth/me',
    headers: { cookie: cookies.get(probe.email) },
  });
  if (res.status !== 200)
    throw new Error(`the seeded session of ${probe.email} was refused: ${res.status}`);
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

/** Runs bench/check.ts on what the server answered; returns its result. */
async function checkOutcome(dir, db, label, outcome) {
  const outcomeFile = path.join(dir, `outcome-${label}.json`);
  fs.writeFileSync(outcomeFile, JSON.stringify(outcome));
  const checkFile = path.join(dir, `check-${label}.json`);
  await runProcess(
    process.execPath,
    [tsxCli, 'bench/check.ts', '--db', db, '--outcome', outcomeFile, '--out', checkFile],
    { cwd: root, env: process.env },
  );
  return JSON.parse(fs.readFileSync(checkFile, 'utf8'));
}

const processesText = (n) => `${n} process${n > 1 ? 'es' : ''}`;
const storedOnce = (check) => [
  `every accepted call stored exactly once (${check.stored}/${check.accepted})`,
  check.missing.length === 0 && check.duplicates === 0,
];
const nothingLeft = (check) => ['nothing stored for a refused call', check.leftovers.length === 0];

function logChecks(checks, lines) {
  for (const [text, ok] of checks) log(`  ${ok ? 'PASS' : 'FAIL'} ${text}`);
  for (const line of lines) log(`    ${line}`);
}

/** The closed-loop rush against `server`, then the database checks; returns rows and summary. */
async function rush(label, dir, db, server, plan, cookies) {
  const screenshot = fs.readFileSync(plan.screenshotFile);
  const tag = Date.now().toString(36).toUpperCase();
  const meter = new RssMeter(server.pids);
  const cpu0 = cpuMs(server.allPids);
  const db0 = server.databasePids ? cpuMs(server.databasePids) : 0;
  const r = await runRush({
    ports: [server.port],
    plan,
    cookies,
    screenshot,
    concurrency: OPTS.concurrency,
    tag,
  });
  const rssMb = meter.stop();
  const cpuUs = Math.round(((cpuMs(server.allPids) - cpu0) / r.total.requests) * 1000);
  const dbCpuUs = server.databasePids
    ? Math.round(((cpuMs(postgresPids()) - db0) / r.total.requests) * 1000)
    : null;
  // Every answer has arrived, so every accepted call has committed: checked with the server up.
  const check = await checkOutcome(dir, db, `rush-${label}`, r.outcome);
  const summary = {
    p50: r.total.p50,
    p99: r.total.p99,
    cpuMsPerCall: Math.round(cpuUs / 10) / 100,
    ...(dbCpuUs === null ? {} : { databaseCpuMsPerCall: Math.round(dbCpuUs / 10) / 100 }),
    peakRssMb: rssMb,
    errors: r.total.errors,
    lost: r.noAnswer + check.missing.length,
    duplicates: check.duplicates + Math.max(0, check.reusedPayments - 1) + check.leftovers.length,
    processes: server.pids.length,
    calls: r.total.requests,
    seconds: Math.round(r.elapsedMs / 100) / 10,
  };
  const checks = [
    storedOnce(check),
    nothingLeft(check),
    [
      `exactly one payment for the reused transaction ID (${check.reusedPayments}; ${check.reuseAccepted} of 50 accepted)`,
      check.reusedPayments === 1 && check.reuseAccepted === 1,
    ],
    [
      `no request lost: every answer 2xx or the expected 409 (${r.noAnswer} unanswered, ${r.total.errors} unexpected)`,
      r.noAnswer === 0 && r.total.errors === 0,
    ],
  ].map(([text, ok]) => [`${label} rush: ${text}`, ok]);
  const procs = processesText(server.pids.length);
  log(
    `rush on ${label} (${procs}, ${load()}): ${r.total.requests} calls in ${summary.seconds} s, p50 ${r.total.p50} ms, p99 ${r.total.p99} ms, peak ${rssMb} MB, ${cpuUs} µs server CPU per call${dbCpuUs === null ? '' : ` (+ ${dbCpuUs} µs in PostgreSQL, with whatever else it served meanwhile)`}`,
  );
  logChecks(checks, [
    ...r.unexpected,
    ...check.missing.slice(0, 5),
    ...check.leftovers.slice(0, 5),
  ]);
  const rows = [
    {
      name: `rush ${label}: all calls (${procs})`,
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

/**
 * Waits (at most 30 s) until the mail the previous run queued has left the outbox, so that each
 * open-loop run measures its own calls and not the worker catching up on the last one's mail.
 */
async function outboxDrained(port) {
  const until = Date.now() + 30_000;
  let backlog = 0;
  let moved = Date.now();
  while (Date.now() < until) {
    const now = json(await request({ port, path: '/api/health' }))?.outboxBacklog ?? 0;
    if (now === 0) return;
    if (now !== backlog) moved = Date.now();
    backlog = now;
    // A mail held by a failed send waits for its lease (15 min): not worth waiting for.
    if (Date.now() - moved > 5000) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  log(`  ${backlog} mails still in the outbox; running anyway`);
}

/**
 * The open-loop rush at the set arrival rate, then a short stepped search for the capacity: the
 * highest arrival rate whose calls keep p99 under CAPACITY_P99_MS with no error. Doubles from the
 * set rate while it holds (halves while it does not), then bisects once between the last rate held
 * and the first missed; --capacity-steps runs of --capacity-seconds each, so it is bounded in time.
 */
async function openLoop(label, dir, db, server, plan) {
  const screenshot = fs.readFileSync(plan.screenshotFile);
  const source = arrivalSource(plan.openLoop);
  const procs = processesText(server.pids.length);
  let seed = 1;
  const once = async (perSecond, count) => {
    const arrivals = source.take(count);
    if (arrivals.length < count) return null;
    await outboxDrained(server.port);
    const meter = new RssMeter(server.pids);
    const cpu0 = cpuMs(server.allPids);
    const r = await runOpenLoop({
      port: server.port,
      arrivals,
      perSecond,
      pauseMs: OPTS.pauseMs,
      screenshot,
      tag: `${Date.now().toString(36).toUpperCase()}S${seed}`,
      seed: seed++,
    });
    const rssMb = meter.stop();
    const cpuUs = Math.round(
      ((cpuMs(server.allPids) - cpu0) / Math.max(1, r.total.requests)) * 1000,
    );
    const held = r.total.p99 < CAPACITY_P99_MS && r.total.errors === 0;
    log(
      `open loop on ${label} (${procs}, ${load()}): ${arrivals.length} students at ${perSecond}/s (${r.callsPerSecond} calls/s; kept ${r.achievedPerSecond}/s), p50 ${r.total.p50} ms, p99 ${r.total.p99} ms, ${r.total.errors} errors, peak ${rssMb} MB, ${cpuUs} µs CPU per call: ${held ? 'held' : 'not held'}`,
    );
    return { r, rssMb, cpuUs, held };
  };

  const rate = Math.round((OPTS.openStudents / OPTS.openSeconds) * 10) / 10;
  log(
    `open loop: ${OPTS.openStudents} students arriving over ${OPTS.openSeconds} s (${rate}/s, ${Math.round(rate * CALLS_PER_STUDENT)} calls/s), ${OPTS.pauseMs.map((x) => x / 1000).join('-')} s between a student's steps`,
  );
  const main = await once(rate, OPTS.openStudents);
  if (!main) throw new Error(`the seed has fewer than ${OPTS.openStudents} open-loop arrivals`);
  const mainCheck = await checkOutcome(dir, db, `open-${label}`, main.r.outcome);

  // The capacity search, every step's outcome checked together at the end.
  let held = main.held ? rate : 0;
  let missed = main.held ? null : rate;
  const steps = [];
  const stepOutcome = { reusedTxn: main.r.outcome.reusedTxn, students: [], reuse: [] };
  for (let i = 0; i < OPTS.capacitySteps; i++) {
    let next;
    if (missed === null) next = held * 2;
    else if (held === 0) next = missed / 2;
    else next = (held + missed) / 2;
    next = Math.round(next * 10) / 10;
    if (missed !== null && held > 0 && missed / held < 1.2) break;
    const step = await once(next, Math.max(1, Math.round(next * OPTS.capacitySeconds)));
    if (!step) {
      log('  capacity search stopped: the seeded open-loop students ran out');
      break;
    }
    stepOutcome.students.push(...step.r.outcome.students);
    steps.push({
      studentsPerSecond: next,
      callsPerSecond: step.r.callsPerSecond,
      achievedPerSecond: step.r.achievedPerSecond,
      p50: step.r.total.p50,
      p99: step.r.total.p99,
      errors: step.r.total.errors,
      cpuUsPerCall: step.cpuUs,
      peakRssMb: step.rssMb,
      held: step.held,
    });
    if (step.held) held = Math.max(held, next);
    else missed = missed === null ? next : Math.min(missed, next);
  }
  const stepsCheck = stepOutcome.students.length
    ? await checkOutcome(dir, db, `capacity-${label}`, stepOutcome)
    : null;
  const capacityPerSecond = Math.round(held * CALLS_PER_STUDENT);
  log(
    `capacity on ${label} (${procs}): ${held ? `${held} students/s = ${capacityPerSecond} calls/s (${Math.round(held * 60)} students a minute)` : `below ${missed} students/s`} with p99 < ${CAPACITY_P99_MS} ms`,
  );

  const checks = [
    ...[
      storedOnce(mainCheck),
      nothingLeft(mainCheck),
      [
        `no duplicate registration or transaction ID (${mainCheck.duplicates})`,
        mainCheck.duplicates === 0,
      ],
      [
        `no request lost at ${rate} students/s (${main.r.noAnswer} unanswered, ${main.r.total.errors} unexpected)`,
        main.r.noAnswer === 0 && main.r.total.errors === 0,
      ],
    ].map(([text, ok]) => [`${label} open loop: ${text}`, ok]),
    ...(stepsCheck
      ? [storedOnce(stepsCheck), nothingLeft(stepsCheck)].map(([text, ok]) => [
          `${label} capacity steps: ${text}`,
          ok,
        ])
      : []),
  ];
  logChecks(checks, [
    ...main.r.unexpected,
    ...mainCheck.missing.slice(0, 5),
    ...mainCheck.leftovers.slice(0, 5),
    ...(stepsCheck ? [...stepsCheck.missing.slice(0, 5), ...stepsCheck.leftovers.slice(0, 5)] : []),
  ]);
  const rows = [
    {
      name: `open loop ${label}: all calls at ${Math.round(rate * CALLS_PER_STUDENT)}/s`,
      rps: Math.round(main.r.total.requests / (main.r.elapsedMs / 1000)),
      p50: main.r.total.p50,
      p99: main.r.total.p99,
      errors: main.r.total.errors,
      rssMb: main.rssMb,
    },
    ...main.r.byStep.map((s) => ({
      name: `open loop ${label}: ${s.step}`,
      rps: Math.round(s.requests / (main.r.elapsedMs / 1000)),
      p50: s.p50,
      p99: s.p99,
      errors: s.errors,
      rssMb: main.rssMb,
    })),
  ];
  cpuOf.set(rows[0].name, main.cpuUs);
  return {
    rows,
    checks,
    summary: {
      studentsPerSecond: rate,
      callsPerSecond: Math.round(rate * CALLS_PER_STUDENT),
      students: OPTS.openStudents,
      p50: main.r.total.p50,
      p99: main.r.total.p99,
      byStep: main.r.byStep.map(({ step, p50, p99, errors }) => ({ step, p50, p99, errors })),
      cpuMsPerCall: Math.round(main.cpuUs / 10) / 100,
      peakRssMb: main.rssMb,
      errors: main.r.total.errors,
      lost: main.r.noAnswer + mainCheck.missing.length,
      duplicates: mainCheck.duplicates + mainCheck.leftovers.length,
      capacityPerSecond,
      capacityStudentsPerMinute: Math.round(held * 60),
      /** The lowest rate tried that was not held (calls/s); null when every rate tried held. */
      capacityMissedAtPerSecond: missed === null ? null : Math.round(missed * CALLS_PER_STUDENT),
      capacityP99GoalMs: CAPACITY_P99_MS,
      processes: server.pids.length,
    },
    details: {
      achievedPerSecond: main.r.achievedPerSecond,
      latestArrivalMs: main.r.latestArrivalMs,
      elapsedMs: Math.round(main.r.elapsedMs),
      unexpected: main.r.unexpected,
      check: mainCheck,
      capacitySteps: steps,
      capacityCheck: stepsCheck,
    },
  };
}

async function sqlitePhase() {
  const dir = tempDir('csmit-bench-');
  const dbFile = path.join(dir, 'site.db');
  log('seeding a fresh SQLite database...');
  const plan = await seed(dir, dbFile);
  const server = await startServer(dir, 1, (port) => serverEnv({ port, dataDir: dir }));
  const { port, pids } = server;
  const admin = await login(port, ADMIN.email, ADMIN.password);
  await openSymposia(port, admin);
  const cookies = await studentSessions(port, plan);
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
  const closed = await rush('SQLite', dir, dbFile, server, plan, cookies);
  const open = await openLoop('SQLite', dir, dbFile, server, plan);
  await stopProcess(server.child, STOP_MS);
  return {
    rows: [...rows, ...closed.rows, ...open.rows],
    ratio,
    cpuRatio,
    ceiling,
    rush: closed,
    open,
    counts: plan.counts,
  };
}

async function pgPhase() {
  const serverUrl = new URL(OPTS.pgUrl);
  const admin = new pg.Client({
    connectionString: serverUrl.toString(),
    connectionTimeoutMillis: 5000,
  });
  try {
    await admin.connect();
  } catch (err) {
    const reason = `PostgreSQL at ${serverUrl.host} could not be reached (${err.message}); set --pg-url or BENCH_PG_URL`;
    log(`skipping the PostgreSQL rushes: ${reason}`);
    return { skipped: reason };
  }
  const dir = tempDir('csmit-bench-pg-');
  const name = `bench_${Date.now()}`;
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
  const server = await startServer(dir, OPTS.instances, (port) =>
    serverEnv({
      port,
      dataDir: dir,
      databaseUrl: dbUrl.toString(),
      redisUrl,
      processes: OPTS.instances,
    }),
  );
  // Listed afresh at each reading: PostgreSQL starts a backend per new connection.
  Object.defineProperty(server, 'databasePids', { get: postgresPids });
  log(
    `WEB_CONCURRENCY=${OPTS.instances}: ${server.pids.length} API processes (${server.pids.join(', ')}) on port ${server.port}; rate limits ${redisUrl ? `shared through ${redisUrl}` : 'per process (no Redis found)'}`,
  );
  const adminCookie = await login(server.port, ADMIN.email, ADMIN.password);
  await openSymposia(server.port, adminCookie);
  const cookies = await studentSessions(server.port, plan);
  const closed = await rush('PostgreSQL', dir, dbUrl.toString(), server, plan, cookies);
  const open = await openLoop('PostgreSQL', dir, dbUrl.toString(), server, plan);
  await stopProcess(server.child, STOP_MS);
  return {
    rows: [...closed.rows, ...open.rows],
    rush: closed,
    open,
    redisUrl,
    poolSize: Number(process.env.DB_POOL_SIZE ?? 10),
  };
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
        timeoutMs: 480_000, // up to three attempts per Lighthouse run on a busy machine
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
    `bench${OPTS.quick ? ' --quick' : ''}: ${load()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}${OPTS.pg ? `, then PostgreSQL with ${OPTS.instances} API processes` : ''}`,
  );
  const sqlite = await sqlitePhase();
  const postgres = OPTS.pg ? await pgPhase() : { skipped: '--no-pg' };
  const pgRan = !postgres.skipped;
  const web = await webFigures();

  const scenarios = [...sqlite.rows, ...(pgRan ? postgres.rows : [])].map((row) => ({
    ...row,
    cpuUsPerRequest: cpuOf.get(row.name) ?? null,
  }));
  const machine = {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: { atStart: loadAtStart[0], atEnd: os.loadavg()[0] },
    cpuPressureAvg60: { atStart: pressureAtStart, atEnd: cpuPressure() },
  };
  const skipped = pgRan ? null : { skipped: postgres.skipped };
  const latest = {
    measuredAt: new Date().toISOString(),
    quick: OPTS.quick,
    wallSeconds: Math.round((Date.now() - started) / 1000),
    machine,
    scenarios,
    eventsVsStatic: sqlite.ratio,
    rush: { sqlite: sqlite.rush.summary, postgres: pgRan ? postgres.rush.summary : skipped },
    openLoop: { sqlite: sqlite.open.summary, postgres: pgRan ? postgres.open.summary : skipped },
    web,
  };
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, 'latest.json'), `${JSON.stringify(latest, null, 2)}\n`);
  fs.writeFileSync(
    path.join(RESULTS, 'details.json'),
    `${JSON.stringify(
      {
        measuredAt: latest.measuredAt,
        machine,
        cpuUsPerRequest: Object.fromEntries(cpuOf),
        eventsVsStaticByCpu: sqlite.cpuRatio,
        options: OPTS,
        dataSet: sqlite.counts,
        staticServer: sqlite.ceiling.server,
        eventsBytes: sqlite.ceiling.bytes,
        rush: {
          sqlite: sqlite.rush.details,
          postgres: pgRan
            ? { ...postgres.rush.details, redisUrl: postgres.redisUrl, poolSize: postgres.poolSize }
            : skipped,
        },
        openLoop: {
          sqlite: sqlite.open.details,
          postgres: pgRan ? postgres.open.details : skipped,
        },
      },
      null,
      2,
    )}\n`,
  );

  printTable(scenarios);
  const byName = (prefix) => cpuOf.get(scenarios.find((s) => s.name.startsWith(prefix))?.name);
  const goals = [
    [`GET /api/events at ≥ 0.4 of the static ceiling (${sqlite.ratio})`, sqlite.ratio >= 0.4],
    [`GET /api/events p99 < 50 ms (${sqlite.rows[0].p99} ms)`, sqlite.rows[0].p99 < 50],
    [
      `rush CPU per call ≤ 1.0 ms on SQLite (${sqlite.rush.summary.cpuMsPerCall} ms)`,
      sqlite.rush.summary.cpuMsPerCall <= 1,
    ],
    [
      `rush p99 < 300 ms, zero errors on SQLite (${sqlite.rush.summary.p99} ms, ${sqlite.rush.summary.errors})`,
      sqlite.rush.summary.p99 < 300 && sqlite.rush.summary.errors === 0,
    ],
    [
      `open loop p99 < 100 ms on SQLite (${sqlite.open.summary.p99} ms at ${sqlite.open.summary.callsPerSecond} calls/s)`,
      sqlite.open.summary.p99 < 100,
    ],
    ...(pgRan
      ? [
          [
            `rush CPU per call ≤ 1.5 ms on PostgreSQL (${postgres.rush.summary.cpuMsPerCall} ms)`,
            postgres.rush.summary.cpuMsPerCall <= 1.5,
          ],
          [
            `rush p99 < 400 ms, zero errors on PostgreSQL, ${processesText(postgres.rush.summary.processes)} (${postgres.rush.summary.p99} ms, ${postgres.rush.summary.errors})`,
            postgres.rush.summary.p99 < 400 && postgres.rush.summary.errors === 0,
          ],
          [
            `open loop p99 < 100 ms on PostgreSQL (${postgres.open.summary.p99} ms at ${postgres.open.summary.callsPerSecond} calls/s)`,
            postgres.open.summary.p99 < 100,
          ],
        ]
      : []),
    [
      `GET /api/events logged-in non-MIT ≤ 120 µs CPU (${byName('GET /api/events (logged-in')} µs)`,
      byName('GET /api/events (logged-in') <= 120,
    ],
    [
      `GET /api/placements/experiences ≤ 300 µs CPU (${byName('GET /api/placements')} µs)`,
      byName('GET /api/placements') <= 300,
    ],
    [
      `GET /api/registrations/all?limit=50 ≤ 800 µs CPU (${byName('GET /api/registrations/all')} µs)`,
      byName('GET /api/registrations/all') <= 800,
    ],
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
  const capacity = (o) =>
    o.skipped
      ? o.skipped
      : `p99 ${o.p99} ms at ${o.callsPerSecond} calls/s; capacity ${
          o.capacityPerSecond
            ? `${o.capacityPerSecond} calls/s (${o.capacityStudentsPerMinute} students a minute)`
            : `below the lowest rate tried, ${o.capacityMissedAtPerSecond} calls/s`
        }`;
  console.log(`open loop SQLite: ${capacity(latest.openLoop.sqlite)}`);
  console.log(`open loop PostgreSQL: ${capacity(latest.openLoop.postgres)}`);
  if (!pgRan) console.log(`PostgreSQL skipped: ${postgres.skipped}`);
  console.log(
    `web: ${JSON.stringify(web)}${web.initialJsGzipKb === null ? ' (run npm run audit:web to fill these)' : ''}`,
  );
  console.log('\nGoals');
  for (const [text, ok] of goals) console.log(`  ${ok ? 'met   ' : 'MISSED'} ${text}`);
  const checks = [
    ...sqlite.rush.checks,
    ...sqlite.open.checks,
    ...(pgRan ? [...postgres.rush.checks, ...postgres.open.checks] : []),
  ];
  const correct = checks.every(([, ok]) => ok);
  console.log(
    `\nCorrectness checks: ${correct ? `all ${checks.length} passed` : 'FAILED (see above)'}`,
  );
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
