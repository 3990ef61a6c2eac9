// Helpers for start.mjs and test.mjs: Node built-ins only, since they run before any install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

export function mustRun(cmd, args, opts = {}) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'generated') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Installs dependencies (dev ones too: the build needs them) when missing or out of date. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale =
    !fs.existsSync(marker) ||
    newestMtime(lock) > newestMtime(marker) ||
    ['package.json', 'apps/api/package.json', 'apps/web/package.json', 'packages/shared/package.json'].some(
      (p) => newestMtime(path.join(root, p)) > newestMtime(marker),
    );
  if (!stale) return;
  console.log('Installing dependencies (first run takes a few minutes)...');
  // A clean install from the lock file on a fresh clone; an incremental one over an existing tree.
  const fresh = !fs.existsSync(path.join(root, 'node_modules'));
  const args = fs.existsSync(lock) && fresh ? ['ci', '--include=dev', '--no-audit', '--no-fund'] : ['install', '--include=dev', '--no-audit', '--no-fund'];
  mustRun('npm', args, { env: { npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' } });
}

const BUILD_INPUTS = [
  'packages/shared/src',
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'apps/web/assets',
  'package-lock.json',
];

/** Builds the web app and the API unless the last build is newer than every source file. */
export function ensureBuilt({ force = false } = {}) {
  const stamp = path.join(root, 'apps', 'api', 'dist', '.build-stamp');
  const newestSource = Math.max(...BUILD_INPUTS.map((p) => newestMtime(path.join(root, p))));
  if (!force && fs.existsSync(stamp) && newestMtime(stamp) >= newestSource && fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    return;
  }
  console.log('Building the web app and the API...');
  mustRun('npm', ['run', 'build'], { env: { NODE_ENV: 'production' } });
  fs.writeFileSync(stamp, new Date().toISOString());
}
