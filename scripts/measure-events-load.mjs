// node scripts/measure-events-load.mjs — how soon the Events page is usable on a phone's slow
// network, measured in headless Chromium against the built server (docs/performance.md, "The
// Events page on a slow network").
//
// For each network profile (Chrome's own throttling through the DevTools protocol,
// Network.emulateNetworkConditions), cold cache (a fresh browser context per run), at 390 px:
//   direct:  open /events?symposium=Enigma as a signed-in student;
//   landing: open / (not counted), then tap the landing page's 'View Enigma events' link.
// Each run gives, from the navigation (direct) or the tap (landing): the requests made and their
// bytes (Resource Timing, split into JS, CSS, API and other) until a Register button is
// clickable, the time until the first event card is drawn and the time until a card's register
// button (Register for Free, Add to Cart...) is enabled. Medians of --runs (3) are printed and
// written to bench/results/events-load.json.
//
// Options: --dist=<dir> (a web build; default apps/web/dist), --against=<dir> (a second build
// whose runs take turns with the first, so the machine's load falls on both alike),
// --runs=N (3), --profiles=slow3g,fast3g, --scenarios=direct,landing, --visitor (not signed in).
// It needs apps/api/dist (npm run build) and Chromium (CHROMIUM_PATH, /usr/bin/chromium). A build
// of the web app into another folder needs its precompressed files, as npm run build writes them:
//   cd apps/web && npx vite build --outDir /tmp/web-a && node scripts/compress-dist.mjs /tmp/web-a
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freePort, startBuiltServer } from './local-server.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const RUNS = Math.max(1, Number(args.runs ?? 3));
/** latency in ms added to every request; throughput in bytes per second. */
const PROFILES = {
  // 'Slow 3G': 400 ms added to each request, 50 KB/s down, 20 KB/s up.
  slow3g: { latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 20 * 1024 },
  // 'Fast 3G': 150 ms, 1.6 Mbit/s down, 750 kbit/s up (Lighthouse's mobile throttling).
  fast3g: {
    latency: 150,
    downloadThroughput: (1600 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};
const profiles = String(args.profiles ?? 'slow3g,fast3g').split(',');
const scenarios = String(args.scenarios ?? 'direct,landing').split(',');
const signedIn = !args.visitor;
const VIEWPORT = { width: 390, height: 844 };
const TIMEOUT_MS = 120_000;

const dists = [
  args.dist ?? path.join(root, 'apps/web/dist'),
  ...(args.against ? [args.against] : []),
].map((d) => path.resolve(String(d)));
for (const d of dists) {
  if (
    !fs.existsSync(path.join(d, 'index.html')) ||
    !fs.existsSync(path.join(root, 'apps/api/dist/server.js'))
  ) {
    console.error(`No build in ${d} (or no apps/api/dist): run npm run build first.`);
    process.exit(1);
  }
}

const { chromium } = await import('playwright-core');

/** Runs in every document: records when the first event card and the first usable register button appear. */
function probe() {
  const marks = {};
  window.__eventsLoad = marks;
  // The tap on the landing page's link: the moment the landing scenario counts from.
  document.addEventListener('click', () => void (marks.tap ??= performance.now()), true);
  const ACTIONABLE = ['free', 'add', 'remove', 'claim', 'join', 'team'];
  const check = () => {
    const card = document.querySelector('article[aria-labelledby^="event-"]');
    if (card && marks.card === undefined) {
      marks.card = -1;
      requestAnimationFrame(() => void (marks.card = performance.now()));
    }
    const ready = [
      ...document.querySelectorAll('article[aria-labelledby^="event-"] button[data-state]'),
    ].some(
      (b) => ACTIONABLE.includes(b.dataset.state) && !b.disabled && !b.hasAttribute('data-loading'),
    );
    if (ready && marks.register === undefined) {
      marks.register = -1;
      requestAnimationFrame(() => void (marks.register = performance.now()));
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  });
}

/** Resource Timing between `from` and `to` (ms on the page's clock), by kind. */
function resourcesBetween([from, to]) {
  const kind = (url) => {
    const p = new URL(url).pathname;
    if (p.startsWith('/api/')) return 'api';
    if (p.endsWith('.js')) return 'js';
    if (p.endsWith('.css')) return 'css';
    return 'other';
  };
  const out = { js: 0, css: 0, api: 0, other: 0, requests: 0, kb: 0 };
  const entries = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ];
  for (const e of entries) {
    if (e.startTime < from || e.startTime > to) continue;
    out[e.entryType === 'navigation' ? 'other' : kind(e.name)] += 1;
    out.requests += 1;
    out.kb += e.transferSize / 1024;
  }
  out.kb = Math.round(out.kb * 10) / 10;
  return out;
}

async function startSite(webDist) {
  const admin = {
    email: 'admin@measure.local',
    password: `measure-${Math.random().toString(36).slice(2)}`,
  };
  const site = await startBuiltServer({
    port: await freePort(),
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-events-load-')),
    webDist,
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    stdio: 'ignore',
  });
  const call = async (method, url, body, cookie) => {
    const res = await fetch(`${site.baseUrl}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: site.baseUrl,
        ...(cookie && { cookie }),
      },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res;
  };
  const cookieOf = (res) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  // Registration is open: the Register buttons show.
  const adminCookie = cookieOf(await call('POST', '/api/auth/login', admin));
  for (const symposiumName of ['Enigma', 'Carteblanche'])
    await call(
      'POST',
      '/api/symposium/start',
      { symposiumName, startDate: '2025-01-01' },
      adminCookie,
    );
  const student = { email: `student-${Date.now()}@measure.local`, password: 'student-pass-1' };
  await call('POST', '/api/auth/signup', {
    fullName: 'Kavya Subramanian',
    ...student,
    dob: '2004-06-15',
    mobile: '9876543210',
    college: 'Madras Institute of Technology',
    department: 'Information Technology',
    yearOfPassing: new Date().getFullYear(),
    state: 'Tamil Nadu',
    district: 'Chennai',
  });
  const cookies = cookieOf(await call('POST', '/api/auth/login', student))
    .split('; ')
    .map((c) => {
      const i = c.indexOf('=');
      return { name: c.slice(0, i), value: c.slice(i + 1), url: site.baseUrl };
    });
  return { ...site, webDist, cookies };
}

async function measureOnce(browser, site, profile, scenario) {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: site.baseUrl });
  try {
    if (signedIn) await context.addCookies(site.cookies);
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('introShown', 'true');
      } catch {
        /* about:blank */
      }
    });
    await context.addInitScript(probe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PROFILES[profile] });
    if (scenario === 'direct') {
      await page.goto('/events?symposium=Enigma', { waitUntil: 'commit', timeout: TIMEOUT_MS });
    } else {
      await page.goto('/', { waitUntil: 'commit', timeout: TIMEOUT_MS });
      const link = page.getByRole('link', { name: 'View Enigma events' });
      await link.waitFor({ timeout: TIMEOUT_MS });
      await link.click({ timeout: TIMEOUT_MS });
    }
    await page.waitForFunction(
      () => window.__eventsLoad.register > 0 && window.__eventsLoad.card > 0,
      null,
      {
        timeout: TIMEOUT_MS,
        polling: 50,
      },
    );
    const marks = await page.evaluate(() => window.__eventsLoad);
    const from = scenario === 'direct' ? 0 : marks.tap;
    const resources = await page.evaluate(resourcesBetween, [from, marks.register]);
    return {
      cardMs: Math.round(marks.card - from),
      registerMs: Math.round(marks.register - from),
      ...resources,
    };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const FIELDS = ['cardMs', 'registerMs', 'requests', 'js', 'css', 'api', 'other', 'kb'];

const sites = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const results = [];
try {
  for (const d of dists) sites.push(await startSite(d));
  for (const profile of profiles) {
    for (const scenario of scenarios) {
      const runs = sites.map(() => []);
      for (let i = 0; i < RUNS; i++) {
        // With --against the builds take turns, run by run.
        for (const [j, site] of sites.entries()) {
          const run = await measureOnce(browser, site, profile, scenario);
          runs[j].push(run);
          console.log(
            `  ${profile} ${scenario} run ${i + 1}${sites.length > 1 ? ` (${path.basename(site.webDist)})` : ''}: ${JSON.stringify(run)}`,
          );
        }
      }
      for (const [j, site] of sites.entries()) {
        const med = Object.fromEntries(FIELDS.map((f) => [f, median(runs[j].map((r) => r[f]))]));
        results.push({
          dist: site.webDist,
          profile,
          scenario,
          signedIn,
          median: med,
          runs: runs[j],
        });
      }
    }
  }
} finally {
  await browser.close();
  for (const s of sites) await s.stop();
}

console.log(
  `\nMedians of ${RUNS} runs (${signedIn ? 'signed-in student' : 'visitor'}, ${VIEWPORT.width} px, cold cache):`,
);
console.table(
  results.map((r) => ({
    build: path.basename(r.dist),
    profile: r.profile,
    scenario: r.scenario,
    ...r.median,
  })),
);
const out = path.join(root, 'bench/results/events-load.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  JSON.stringify(
    { measuredAt: new Date().toISOString(), runs: RUNS, profiles: PROFILES, results },
    null,
    2,
  ),
);
console.log(`Written to ${path.relative(root, out)}`);
