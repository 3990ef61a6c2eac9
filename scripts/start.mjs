// npm start: install when needed, build when needed, then serve the site and API on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  // MALLOC_ARENA_MAX: fewer glibc malloc arenas, less memory held by the API process
  // (docs/performance.md, "Round 3"); read when the process starts, so it is set here.
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
