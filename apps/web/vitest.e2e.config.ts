import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end: real Chromium (playwright-core) against the production build on a fresh database.
// E2E_SHOTS=1 runs the screenshot generators for the docs (e2e/*.shots.ts) instead of the suite.
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  test: {
    include: [process.env.E2E_SHOTS ? 'e2e/**/*.shots.ts' : 'e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Each spec file starts its own server and database, so files run side by side.
    setupFiles: ['e2e/setup/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
