import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real API server in a child process, started as in production (`src/server.ts` through tsx),
// for the tests that need more than one process, a kill, or a restart.

/** A TCP port nothing listens on right now (shared with the e2e suite and the scripts). */
export { freePort } from '../../../../scripts/local-server.mjs';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiProcess {
  child: ChildProcess;
  /** All the process has written to stdout and stderr so far. */
  output(): string;
  /** Settles when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the process to end (nothing to do if it already has). */
  stop(): Promise<void>;
}

/** True once GET /api/health on the port answers 200. */
export const healthAnswers = (port: number) => (): Promise<boolean> =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

/**
 * Starts the server on 127.0.0.1:`port` with NODE_ENV=production, no SMTP, no demo seed and no web
 * app, `env` on top, and waits (up to `timeoutMs`) until `ready` says it is up.
 */
export async function startApiProcess(opts: {
  port: number;
  env: NodeJS.ProcessEnv;
  ready: (output: string) => boolean | Promise<boolean>;
  timeoutMs?: number;
}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      SMTP_URL: '',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(API_DIR, 'no-web'),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ApiProcess = {
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  while (!(await opts.ready(output))) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return server;
}
