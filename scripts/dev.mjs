// npm run dev: the API with reload (tsx watch) on :3000 and the Vite dev server on :5173, which
// proxies /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
run('npm', ['run', 'images', '-w', 'apps/web', '--silent']);

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
console.log('\n  API on http://localhost:3000, web app with reload on http://localhost:5173\n');
