import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker loads the app's modules once for all its files, not again for each (the suite
    // took 261 s with PostgreSQL, now 173 s). Every test file builds its own app and database, and
    // no test mocks a module, so nothing carries from one file to the next.
    isolate: false,
  },
});
