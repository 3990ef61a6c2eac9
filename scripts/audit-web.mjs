// npm run audit:web — measures the production build the way a visitor meets it:
//   1. initial JavaScript of '/' (every script the page loads before any interaction, gzip -9),
//   2. Lighthouse 12, mobile preset (median of --runs, default 3): performance, accessibility,
//      best practices, SEO,
//   3. axe (@axe-core/playwright) on /, /gallery, /events and /placements at 390 and 1280 px.
// It builds when the sources are newer than the build, starts the server on a temporary
// database, prints the figures against the quality bars and writes bench/results/web.json.
// Options: --runs=N, --no-build, --dist=<dir> (audit another web build), --port=N,
// --against=<dir> (a second web build whose Lighthouse runs alternate with these, for an A/B).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freePort, startBuiltServer } from './local-server.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const RUNS = Math.max(1, Number(args.runs ?? 3));
const BARS = { initialJsGzipKb: 150, performance: 95, accessibility: 100, bestPractices: 95, seo: 95 };
const AXE_PAGES = ['/', '/gallery', '/events', '/placements'];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`No Chromium at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

// Install only on a fresh clone: a reinstall under a working tree that others are using is not ours to start.
if (!fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) ensureInstalled();
const dist = args.dist ? path.resolve(String(args.dist)) : path.join(root, 'apps/web/dist');
if (!args.dist && !args['no-build']) ensureBuilt();
const againstDist = args.against ? path.resolve(String(args.against)) : null;
for (const web of [dist, againstDist].filter(Boolean)) {
  if (!fs.existsSync(path.join(web, 'index.html')) || !fs.existsSync(path.join(root, 'apps/api/dist/server.js'))) {
    console.error(`No build found in ${web}: run npm run build first.`);
    process.exit(1);
  }
}

// Loaded after the install check: these are dev dependencies of apps/web.
const { chromium } = await import('playwright-core');
const { default: AxeBuilder } = await import('@axe-core/playwright');
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

/** Every script '/' loads until the network is idle, each gzipped at level 9. */
async function measureInitialJs(browser, baseUrl) {
  const context = await browser.newContext({ viewport: VIEWPORTS[0] });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push(
      res.body().then((body) => ({
        url: new URL(res.url()).pathname,
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  const files = await Promise.all(scripts);
  await context.close();
  const kb = (n) => Math.round((n / 1024) * 10) / 10;
  return {
    initialJsGzipKb: kb(files.reduce((s, f) => s + f.gzip, 0)),
    initialJsRawKb: kb(files.reduce((s, f) => s + f.raw, 0)),
    files: files.sort((a, b) => b.gzip - a.gzip).map((f) => ({ url: f.url, gzipKb: kb(f.gzip) })),
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * Why a Lighthouse run has no score: Lighthouse gives a category a null score (not 0) when the page
 * failed to load (runtimeError: NO_FCP, PAGE_HUNG, PROTOCOL_TIMEOUT...) or one of its metrics
 * could not be measured; such a run is reported and tried again, never counted as 0.
 */
function unscored(lhr) {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const perf = lhr.categories.performance;
  if (perf?.score !== null && perf?.score !== undefined) return null;
  const errors = (perf?.auditRefs ?? [])
    .filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === null)
    .map((r) => `${r.id}: ${lhr.audits[r.id].errorMessage ?? 'no value'}`);
  return `performance not scored (${errors.join('; ') || 'no metric error given'})`;
}

/** Attempts per counted run: a run the machine's load made fail is tried again this many times. */
const ATTEMPTS = 3;

/** One scored Lighthouse run of `baseUrl`, tried again while the machine's load leaves it unscored. */
async function scoredRun(baseUrl, label, failures) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    let lhr;
    try {
      ({ lhr } = await lighthouse(`${baseUrl}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // A shared, busy machine needs longer than the defaults (30 s, 45 s) to load the page at
        // all; the score is computed from the simulated mobile throttling, not from this wait.
        maxWaitForFcp: 60_000,
        maxWaitForLoad: 90_000,
      }));
    } finally {
      await chrome.kill();
    }
    const why = unscored(lhr);
    if (why) {
      failures.push(`${label} attempt ${attempt}: ${why}`);
      console.log(`  ${label}, attempt ${attempt}: no score (${why})`);
      continue;
    }
    const score = (id) => Math.round(lhr.categories[id].score * 100);
    const metric = (id) => lhr.audits[id]?.numericValue;
    const failing = Object.values(lhr.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => `${c.id}: ${r.id}`));
    const run = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      metrics: {
        fcpMs: Math.round(metric('first-contentful-paint')),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
        speedIndexMs: Math.round(metric('speed-index')),
      },
      failing,
    };
    console.log(`  ${label}: ${JSON.stringify({ ...run, failing: undefined })}`);
    return run;
  }
  return null;
}

/** Medians of a site's runs; the metrics are those of its median run by performance. */
function summarise(runs, failures) {
  if (runs.length === 0) {
    // Reported as no figure (null), with the reasons, rather than as a score of 0.
    return { performance: null, accessibility: null, bestPractices: null, seo: null, metrics: null, failingAudits: [], runs: [], failures };
  }
  const byPerf = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    bestPractices: median(runs.map((r) => r.bestPractices)),
    seo: median(runs.map((r) => r.seo)),
    metrics: byPerf.metrics,
    failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
    runs: runs.map((r) => ({ performance: r.performance, accessibility: r.accessibility, bestPractices: r.bestPractices, seo: r.seo })),
    failures,
  };
}

/**
 * RUNS scored runs of each site. With two sites (--against) the runs take turns, so a change in
 * the machine's load falls on both builds alike: compare those medians, not one with an old figure.
 */
async function runLighthouse(sites) {
  const runs = sites.map(() => []);
  const failures = sites.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [j, site] of sites.entries()) {
      const label = `run ${i + 1}/${RUNS}${sites.length > 1 ? ` (${site.name})` : ''}`;
      const run = await scoredRun(site.baseUrl, label, failures[j]);
      if (run) runs[j].push(run);
    }
  }
  return sites.map((_, j) => summarise(runs[j], failures[j]));
}

async function runAxe(browser, baseUrl) {
  const results = [];
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport });
    // The intro overlay is its own check (Lighthouse meets it); axe looks at the pages beneath.
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('introShown', 'true');
      } catch {
        /* about:blank */
      }
    });
    for (const route of AXE_PAGES) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      await page.waitForSelector('main', { timeout: 15_000 });
      const { violations } = await new AxeBuilder({ page }).analyze();
      results.push({
        page: route,
        width: viewport.width,
        violations: violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help })),
      });
      await page.close();
    }
    await context.close();
  }
  const serious = results.flatMap((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ ...v, page: r.page, width: r.width })));
  return { pages: results, seriousOrCritical: serious.length, details: serious };
}

// The production server on a temporary database, with the demo events.
const serve = async (webDist, port) =>
  startBuiltServer({
    port: port ?? (await freePort()),
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-audit-')),
    webDist,
    env: { ADMIN_EMAIL: 'admin@audit.local', ADMIN_PASSWORD: `audit-${Math.random().toString(36).slice(2)}` },
    stdio: 'ignore',
  });
const { baseUrl, stop } = await serve(dist, args.port ? Number(args.port) : undefined);
// --against: a second web build (say main's), served by a second server of this API build on its
// own temporary database, for Lighthouse runs in turn.
const against = againstDist ? { dist: againstDist, ...(await serve(againstDist)) } : null;
let report;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let js;
  let axe;
  try {
    console.log('Initial JavaScript of / ...');
    js = await measureInitialJs(browser, baseUrl);
    console.log('axe on', AXE_PAGES.join(', '), '...');
    axe = await runAxe(browser, baseUrl);
  } finally {
    await browser.close();
  }
  console.log(`Lighthouse (mobile, ${RUNS} run${RUNS > 1 ? 's' : ''}) ...`);
  const sites = [{ name: 'this build', baseUrl }, ...(against ? [{ name: 'against', baseUrl: against.baseUrl }] : [])];
  const [lh, other] = await runLighthouse(sites);
  report = {
    measuredAt: new Date().toISOString(),
    initialJsGzipKb: js.initialJsGzipKb,
    initialJsRawKb: js.initialJsRawKb,
    initialJsFiles: js.files,
    lighthouse: { performance: lh.performance, accessibility: lh.accessibility, bestPractices: lh.bestPractices, seo: lh.seo },
    lighthouseMetrics: lh.metrics,
    lighthouseRuns: lh.runs,
    lighthouseFailingAudits: lh.failingAudits,
    lighthouseFailures: lh.failures,
    axe: { seriousOrCritical: axe.seriousOrCritical, details: axe.details, pages: axe.pages },
    ...(other && { against: { dist: against.dist, lighthouse: { performance: other.performance }, lighthouseMetrics: other.metrics, lighthouseRuns: other.runs } }),
  };
} finally {
  await stop();
  await against?.stop();
}

const out = path.join(root, 'bench', 'results', 'web.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);

const check = (ok) => (ok ? 'ok  ' : 'FAIL');
const rows = [
  [report.initialJsGzipKb <= BARS.initialJsGzipKb, `initial JS of /      ${report.initialJsGzipKb} KB gzip (bar ≤ ${BARS.initialJsGzipKb})`],
  [report.lighthouse.performance >= BARS.performance, `Lighthouse perf.     ${report.lighthouse.performance} (bar ≥ ${BARS.performance})`],
  [report.lighthouse.accessibility >= BARS.accessibility, `Lighthouse a11y      ${report.lighthouse.accessibility} (bar = ${BARS.accessibility})`],
  [report.lighthouse.bestPractices >= BARS.bestPractices, `Lighthouse best pr.  ${report.lighthouse.bestPractices} (bar ≥ ${BARS.bestPractices})`],
  [report.lighthouse.seo >= BARS.seo, `Lighthouse SEO       ${report.lighthouse.seo} (bar ≥ ${BARS.seo})`],
  [report.axe.seriousOrCritical === 0, `axe serious/critical ${report.axe.seriousOrCritical} on ${AXE_PAGES.join(' ')} at 390 and 1280 px (bar = 0)`],
];
console.log('\nWeb audit (production build, mobile Lighthouse)');
for (const [ok, text] of rows) console.log(`  ${check(ok)} ${text}`);
const m = report.lighthouseMetrics;
const metricsLine = (x) => `FCP ${x.fcpMs} ms, LCP ${x.lcpMs} ms, TBT ${x.tbtMs} ms, CLS ${x.cls}, Speed Index ${x.speedIndexMs} ms`;
if (m) console.log(`  metrics: ${metricsLine(m)}`);
if (report.against) {
  const a = report.against;
  console.log(`  against ${path.relative(root, a.dist) || a.dist}: Lighthouse perf. ${a.lighthouse.performance}${a.lighthouseMetrics ? `, ${metricsLine(a.lighthouseMetrics)}` : ''}`);
}
for (const f of report.lighthouseFailures) console.log(`  Lighthouse: ${f}`);
console.log('  largest scripts:', report.initialJsFiles.slice(0, 5).map((f) => `${f.url} ${f.gzipKb} KB`).join(', '));
if (report.lighthouseFailingAudits.length) console.log('  audits below 100%:', report.lighthouseFailingAudits.join(', '));
for (const d of report.axe.details) console.log(`  axe ${d.impact}: ${d.id} on ${d.page} at ${d.width}px (${d.nodes} nodes): ${d.help}`);
console.log(`\nWritten to ${path.relative(root, out)}`);
process.exit(rows.every(([ok]) => ok) ? 0 : 1);
