import cluster from 'node:cluster';
import sharp from 'sharp';
import { buildApp } from './app';
import { DEFAULT_WEB_DIST, prepareDatabase } from './boot';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/connection';

// One process by default. WEB_CONCURRENCY=N (or "auto", one per core) on PostgreSQL starts N API
// processes with Node's cluster module: this primary process migrates the database once, then
// forks the workers, which share the port (the primary hands each new connection to the next
// worker in turn). SQLite allows one writing process, so there it stays one.

const RESTART_DELAY_MS = 1000;

/** One picture at a time per process, through one libvips thread, nothing kept between pictures. */
function quietSharp() {
  sharp.cache(false);
  sharp.concurrency(1);
}

/**
 * MEMORY_LOG_MS=N (the bench's --memory-log): one line of process.memoryUsage() in MB on stderr
 * every N ms, to tell the V8 heap from Buffers (external) and from what only RSS shows (malloc).
 */
function logMemoryEvery(ms: number) {
  if (!(ms > 0)) return;
  const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
  setInterval(() => {
    const m = process.memoryUsage();
    console.error(
      `memory pid=${process.pid} t=${Date.now()} rss=${mb(m.rss)} heapTotal=${mb(m.heapTotal)} heapUsed=${mb(m.heapUsed)} external=${mb(m.external)} arrayBuffers=${mb(m.arrayBuffers)}`,
    );
  }, ms).unref();
}

/** One API process serving requests until SIGTERM/SIGINT. */
async function serve(config: Config, { prepared }: { prepared: boolean }) {
  quietSharp();
  logMemoryEvery(config.memoryLogMs);
  const ready = prepared
    ? { handle: openDatabase(config.database), generatedAdmin: null, seededDemo: false }
    : await prepareDatabase(config);
  const { handle } = ready;
  const app = await buildApp({ config, handle });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests and mail in flight');
    // Requests already sent are read before closing: close() cuts connections it finds idle, and
    // one whose request is still unread in its socket would look idle and be reset.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await app.close();
    await handle.db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  return { ...ready, dialect: handle.dialect };
}

function printBanner(
  config: Config,
  info: {
    dialect: string;
    generatedAdmin: { email: string; password: string } | null;
    seededDemo: boolean;
  },
  processes: number,
) {
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const where =
    info.dialect === 'sqlite'
      ? `SQLite at ${config.database.kind === 'sqlite' ? config.database.file : ''}`
      : 'PostgreSQL';
  const count = processes > 1 ? `, ${processes} API processes` : '';
  console.log(`\n  Site and API running at ${url}  (database: ${where}${count})`);
  console.log(`  API docs at ${url}/api/docs`);
  if (info.seededDemo) console.log('  Seeded the demo events and payment account.');
  if (info.generatedAdmin) {
    console.log(
      '\n  An admin account was created. Keep these credentials; they are shown only once:',
    );
    console.log(`    email:    ${info.generatedAdmin.email}`);
    console.log(`    password: ${info.generatedAdmin.password}`);
    console.log('  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n');
  }
}

/** The primary of a cluster: prepares the database once, forks the workers, restarts a crashed one. */
async function runCluster(config: Config) {
  const prepared = await prepareDatabase(config);
  const dialect = prepared.handle.dialect;
  await prepared.handle.db.destroy();

  let stopping = false;
  // glibc reads MALLOC_ARENA_MAX when a process starts, so the workers get it in their environment:
  // by default each of Node's threads (libuv pool, V8's GC helpers, libvips) gets a malloc arena of
  // its own, which keeps freed memory in the process (docs/performance.md, "Round 3").
  const fork = () => cluster.fork({ MALLOC_ARENA_MAX: config.mallocArenaMax });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `  API process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.`,
    );
    setTimeout(fork, RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    // Each worker finishes its requests and mail in flight, then exits; the primary exits last.
    for (const worker of workers) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.processes)
      printBanner(config, { ...prepared, dialect }, config.processes);
  });
  for (let i = 0; i < config.processes; i++) fork();
}

async function main() {
  const config = loadConfig();
  config.webDist ??= DEFAULT_WEB_DIST;
  if (cluster.isWorker) {
    await serve(config, { prepared: true });
    return;
  }
  if (config.processes > 1 && config.database.kind === 'sqlite') {
    console.log(
      `  WEB_CONCURRENCY=${config.processes} asks for ${config.processes} API processes, but SQLite allows one process to write ` +
        'at a time, so one process runs. Set DATABASE_URL to a PostgreSQL database to use every core.',
    );
    config.processes = 1;
  }
  if (config.processes > 1) {
    if (!config.redisUrl)
      console.log(
        '  REDIS_URL is not set: each API process counts rate limits on its own, so a client can make up to ' +
          `${config.processes} times the configured attempts a minute. Set REDIS_URL to share them.`,
      );
    await runCluster(config);
    return;
  }
  const info = await serve(config, { prepared: false });
  printBanner(config, info, 1);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
