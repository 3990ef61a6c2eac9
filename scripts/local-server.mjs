// What the end-to-end suite, the web audit, the bench and the API's process tests share to run
// the site on this machine: a free port, headless Chromium, and the built server on a temporary
// database. Node built-ins only, so any of them can import it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { root } from './lib.mjs';

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The Chromium the browser checks drive (CHROMIUM_PATH or CHROME_PATH when set). */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, and quiet: no sandbox, GPU, QUIC, first-run screens or background traffic. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Starts the built server (apps/api/dist/server.js) in production on 127.0.0.1:`port` with a fresh
 * SQLite database in `dataDir`, the web app from `webDist`, the demo events, no mail and `env` on
 * top, and resolves once GET /api/health answers (30 s at the most). `stop()` ends the server and
 * removes `dataDir`.
 */
export async function startBuiltServer({ port, dataDir, webDist, env = {}, stdio = 'inherit' }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: webDist,
      SEED_DEMO: 'true',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', stdio, 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    const failure =
      child.exitCode !== null
        ? 'exited during start'
        : Date.now() > deadline
          ? 'did not start in 30 s'
          : null;
    if (failure) {
      await stop();
      throw new Error(`the built server ${failure}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, stop };
}
