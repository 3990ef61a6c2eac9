import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { MSG, MSG_NETWORK_ERROR } from '@app/shared';
import { DESKTOP, baseUrl, launchBrowser } from './fixtures';

// What a first-time visitor's browser downloads for '/': never staff-only code (admin, organizer
// and volunteer pages, the dashboard's charts, the check-in desk's QR scanner, the bank statement
// import, the registrations PDF), and at most 150 KB of gzip JavaScript in all. Chunks are named
// by the build's manifest (dist/.vite/manifest.json), libraries by a string only they contain.

const INITIAL_JS_GZIP_KB = 150;

/** Source files whose chunks only staff need. */
const STAFF_SOURCES = [
  /^src\/app\/routes\/admin\//,
  /^src\/app\/layouts\/(admin|organizer|volunteer)-layout\.tsx$/,
  /^src\/app\/routes\/(dashboard|check-in-desk|on-spot|update-winners|registration-status|view-registrations|event-registrations|announcements|volunteer-home)\.tsx$/,
  /^src\/features\/check-in\/components\/camera-scanner\.tsx$/,
  // The staff areas' route table, loaded on the first visit to one (router.tsx).
  /^src\/app\/staff-routes\.tsx$/,
];

/** Staff-only libraries, each known by a string its code carries through minification. */
const STAFF_LIBRARIES: [string, string][] = [
  ['charts (recharts)', 'recharts-wrapper'],
  ['QR scanner (zxing-wasm)', 'zxing_reader'],
  ['bank statement import (papaparse)', '__parsed_extra'],
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

describe('the JavaScript / loads for a visitor', () => {
  let browser: Browser;
  const loaded: { path: string; body: Buffer }[] = [];
  const webDist = () => inject('webDist');

  beforeAll(async () => {
    browser = await launchBrowser();
    // A first visit: no session, nothing cached, the intro screen not yet seen.
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const bodies: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      bodies.push(
        res.body().then((body) => void loaded.push({ path: new URL(res.url()).pathname, body })),
      );
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await Promise.all(bodies);
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads no chunk of a staff-only page', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(webDist(), '.vite/manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    const staff = Object.values(manifest).filter(
      (c) => c.src && STAFF_SOURCES.some((re) => re.test(c.src!)),
    );
    // Every staff page is a chunk of its own: one pulled into a shared chunk would not be listed.
    for (const re of STAFF_SOURCES.slice(0, 2))
      expect(
        staff.some((c) => re.test(c.src!)),
        String(re),
      ).toBe(true);
    expect(staff.length).toBeGreaterThanOrEqual(20);
    expect(staff.every((c) => c.isDynamicEntry)).toBe(true);

    const loadedPaths = new Set(loaded.map((l) => l.path));
    expect(loadedPaths.size).toBeGreaterThan(0);
    const staffLoaded = staff.filter((c) => loadedPaths.has(`/${c.file}`)).map((c) => c.src);
    expect(staffLoaded).toEqual([]);
  });

  it('loads no staff-only library (charts, QR scanner, statement import, PDF writer)', () => {
    const assets = path.join(webDist(), 'assets');
    const built = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
    for (const [name, marker] of STAFF_LIBRARIES) {
      // The marker is real: the library is in the build, just not among what '/' loads.
      expect(
        built.some((f) => fs.readFileSync(path.join(assets, f), 'latin1').includes(marker)),
        `${name} is in the build`,
      ).toBe(true);
      const inInitial = loaded
        .filter((l) => l.body.toString('latin1').includes(marker))
        .map((l) => l.path);
      expect(inInitial, `${name} among the scripts of /`).toEqual([]);
    }
  });

  it("leaves the spec's message table (about 3 KB gzip) to the pages with forms", () => {
    // The API client's two fallback texts come from a module of their own (messages-http.ts).
    const withTable = loaded
      .filter((l) => l.body.toString('utf8').includes(MSG.passwordTooShort))
      .map((l) => l.path);
    expect(withTable).toEqual([]);
    expect(loaded.some((l) => l.body.toString('utf8').includes(MSG_NETWORK_ERROR))).toBe(true);
  });

  it(`keeps the initial JavaScript of / within ${INITIAL_JS_GZIP_KB} KB gzip`, () => {
    const gzipKb =
      loaded.reduce((sum, l) => sum + zlib.gzipSync(l.body, { level: 9 }).length, 0) / 1024;
    console.info(
      `[initial-chunks] / loads ${loaded.length} scripts, ${gzipKb.toFixed(1)} KB gzip: ${loaded.map((l) => l.path).join(', ')}`,
    );
    expect(gzipKb).toBeLessThanOrEqual(INITIAL_JS_GZIP_KB);
  });

  it('does not serve the build manifest', async () => {
    const res = await fetch(`${baseUrl()}/.vite/manifest.json`);
    expect(res.headers.get('content-type') ?? '').not.toContain('json');
  });
});
