// npm start: install when needed, build when needed, then serve the site and API on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
