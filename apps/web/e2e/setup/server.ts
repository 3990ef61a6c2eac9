import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { freePort, startBuiltServer } from '../../../../scripts/local-server.mjs';
import { site } from '../fixtures';

// Runs before each spec file: the built server on a free port with a fresh SQLite database (the
// demo events, the known admin), stopped when the file is done.

let stop: (() => Promise<void>) | null = null;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-e2e-site-'));
  const started = await startBuiltServer({
    port: await freePort(),
    dataDir,
    webDist: inject('webDist'),
    // Its start-up banner would print once per file; errors still reach the output.
    stdio: 'ignore',
    env: {
      ADMIN_EMAIL: inject('adminEmail'),
      ADMIN_PASSWORD: inject('adminPassword'),
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    },
  });
  stop = started.stop;
  site.baseUrl = started.baseUrl;
  site.dataDir = dataDir;
});

afterAll(async () => {
  await stop?.();
});
