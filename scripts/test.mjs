// npm test: install what is missing, then run every suite: shared, API (SQLite, and PostgreSQL
// when TEST_DATABASE_URL is set), web components, and end-to-end in Chromium when it is found.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, run } from './lib.mjs';

ensureInstalled();

const only = process.argv.slice(2);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = fs.existsSync(chromium);
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-results-'));
// Vitest runs one file fewer at a time than there are cores (one on a two-core machine). The
// suites wait on databases and the browser as much as they compute, so run as many as there are
// cores, and at least two; every API test has its own database, every browser spec its own server.
const workers = String(Math.max(2, os.availableParallelism()));

const suites = [
  { name: 'shared', args: ['--root', 'packages/shared'] },
  { name: 'api', args: ['--root', 'apps/api'] },
  { name: 'web', args: ['--root', 'apps/web'], needsImages: true },
  { name: 'e2e', args: ['--config', 'apps/web/vitest.e2e.config.ts'], needsBuild: true, needsChromium: true },
].filter((s) => only.length === 0 || only.includes(s.name));

const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
let failedSuites = 0;

for (const suite of suites) {
  if (suite.needsChromium && !hasChromium) {
    console.log(`\nEnd-to-end tests skipped: no Chromium at ${chromium} (set CHROMIUM_PATH or apt-get install chromium).`);
    rows.push([suite.name, 'skipped: no Chromium']);
    continue;
  }
  if (suite.needsBuild) ensureBuilt();
  // The landing content imports the generated image manifest.
  if (suite.needsImages) run('npm', ['run', 'images', '-w', 'apps/web', '--silent']);
  console.log(`\n=== ${suite.name} tests ===`);
  const file = path.join(out, `${suite.name}.json`);
  const code = run('npx', ['vitest', 'run', ...suite.args, `--maxWorkers=${workers}`, '--reporter=default', '--reporter=json', `--outputFile=${file}`], {
    env: { CHROMIUM_PATH: chromium },
  });
  let counts = { passed: 0, failed: 0, skipped: 0 };
  if (fs.existsSync(file)) {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    counts = { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
  }
  if (code !== 0) {
    failedSuites += 1;
    if (counts.failed === 0) counts.failed = 1; // a suite that crashed counts as failing
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  rows.push([suite.name, `${counts.passed} passed, ${counts.failed} failed`]);
}

console.log('\nSummary');
for (const [name, text] of rows) console.log(`  ${name.padEnd(8)} ${text}`);
if (process.env.TEST_DATABASE_URL) console.log('  (API tests ran on SQLite and PostgreSQL)');
else console.log('  (API tests ran on SQLite only; set TEST_DATABASE_URL to include PostgreSQL)');
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
fs.rmSync(out, { recursive: true, force: true });
process.exit(failedSuites > 0 || totals.failed > 0 ? 1 : 0);
