import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { DIALECTS, PASSWORD, createTestApp, signupBody, type TestApp } from '../helpers/app';
import { rowCounts } from './snapshot';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe.each(DIALECTS)('web hardening on %s', (dialect) => {
  let t: TestApp;
  let dist: string;
  let known: { email: string; id: number; cookie: string };
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp(dialect, { webDist: dist });
    known = await t.createUser({ email: 'known@example.com' });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  describe('security headers', () => {
    it('serves the page under a CSP that allows only our own scripts, and no framing', async () => {
      for (const url of ['/', '/events?symposium=Enigma', '/admin/audit-log', '/api/health']) {
        const res = await t.app.inject({ method: 'GET', url });
        const csp = directives(String(res.headers['content-security-policy']));
        // Our own scripts only; 'wasm-unsafe-eval' lets the desk compile its QR decoder (WebAssembly), not eval JS.
        expect(csp['script-src'], url).toEqual(["'self'", "'wasm-unsafe-eval'"]);
        expect(csp['default-src']).toEqual(["'self'"]);
        expect(csp['object-src']).toEqual(["'none'"]);
        expect(csp['frame-ancestors']).toEqual(["'none'"]);
        expect(csp['base-uri']).toEqual(["'self'"]);
        expect(csp['form-action']).toEqual(["'self'"]);
        expect(csp['script-src-attr']).toEqual(["'none'"]);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(res.headers['x-powered-by']).toBeUndefined();
        // Plain http (no PUBLIC_URL): HSTS would lock a local install out of itself.
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    });
  });

  describe('the built site', () => {
    it('serves its files, its pages as the app, and a missing script as 404 (not the app in its place)', async () => {
      const script = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(script.statusCode).toBe(200);
      expect(script.body).toBe('console.log(1)');
      const page = await t.app.inject({ method: 'GET', url: '/organizer/check-in' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      for (const url of ['/assets/chunk-of-an-older-build.js', '/img/gone.webp']) {
        const missing = await t.app.inject({ method: 'GET', url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.headers['content-type'], url).not.toMatch(/html/);
      }
    });
  });

  describe('session cookie', () => {
    it('is httpOnly, SameSite=Lax, for the whole site, and not Secure over plain http', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: known.email, password: PASSWORD },
      });
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Secure/);
    });

    it('is rotated at login, so a cookie planted before login is worthless after', async () => {
      const first = await t.login(known.email);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { cookie: first },
        payload: { email: known.email, password: PASSWORD },
      });
      expect(String(res.headers['set-cookie'])).not.toContain(first);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: first } }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('Origin check on state-changing requests', () => {
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { email: known.email, password: PASSWORD },
      });

    it("refuses a POST from another site's page, before it does anything", async () => {
      const before = await rowCounts(t);
      for (const origin of ['https://evil.example', 'http://localhost:80.evil.example', 'null']) {
        const res = await login({ origin, host: 'localhost:80' });
        expect(res.statusCode, origin).toBe(403);
        expect(res.json()).toEqual({ message: 'Cross-site request refused.' });
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { origin: 'https://evil.example' },
        payload: signupBody({ email: 'csrf@example.com' }),
      });
      expect(signup.statusCode).toBe(403);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: 'https://evil.example', cookie: known.cookie },
      });
      expect(logout.statusCode).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/auth/me',
            headers: { cookie: known.cookie },
          })
        ).statusCode,
      ).toBe(200);
      expect(await rowCounts(t)).toBe(before);
    });

    it('lets our own pages, and tools that send no Origin, through', async () => {
      expect(
        (await login({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode,
      ).toBe(200);
      expect(
        (await login({ origin: 'https://localhost:80', host: 'localhost:80' })).statusCode,
      ).toBe(200);
      expect((await login({})).statusCode).toBe(200);
    });

    it('lets reads from anywhere through (they change nothing, and CORS keeps the answer from other sites)', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('malformed requests', () => {
    it('answers broken percent-encoding and over-long paths in the one { message } shape, without echoing the path', async () => {
      const bad = await t.app.inject({ method: 'GET', url: '/api/events/%E0%A4%A' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'The address is not valid.' });
      const long = await t.app.inject({
        method: 'GET',
        url: `/api/registrations/by-email/${'a'.repeat(600)}`,
        headers: { cookie: known.cookie },
      });
      expect(long.statusCode).toBe(414);
      expect(long.json()).toEqual({ message: 'The address is too long.' });
    });

    it('accepts a 254-character email in a path', async () => {
      const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.in`;
      expect(email).toHaveLength(254);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/registrations/by-email/${encodeURIComponent(email)}`,
        headers: { cookie: known.cookie },
      });
      expect(res.statusCode).not.toBe(414);
    });

    it('answers an upload cut off half-way with 400, not a server error', async () => {
      const boundary = '----cut';
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nPriya\r\n--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 and then noth`;
      const before = await rowCounts(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/placements/submit-experience',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/cut off/);
      expect(await rowCounts(t)).toBe(before);
    });
  });

  describe('no user enumeration', () => {
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

    it('send-otp answers a known and an unknown email alike', async () => {
      const a = await post('/api/auth/send-otp', { email: known.email });
      const b = await post('/api/auth/send-otp', { email: 'nobody-here@example.com' });
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.body).toBe(a.body);
      expect(a.json()).toEqual({ message: MSG.otpSent });
    });

    it('verify-otp and reset-password answer a known and an unknown email alike', async () => {
      for (const [url, body] of [
        ['/api/auth/verify-otp', { otp: '123456' }],
        ['/api/auth/reset-password', { newPassword: 'abcdefg', confirmPassword: 'abcdefg' }],
      ] as const) {
        const a = await post(url, { ...body, email: known.email });
        const b = await post(url, { ...body, email: 'nobody-here@example.com' });
        expect(b.statusCode, url).toBe(a.statusCode);
        expect(b.body, url).toBe(a.body);
      }
    });

    it('login gives one message for a wrong password and an unknown email', async () => {
      const a = await post('/api/auth/login', { email: known.email, password: 'wrong-password' });
      const b = await post('/api/auth/login', {
        email: 'nobody-here@example.com',
        password: 'wrong-password',
      });
      expect(a.statusCode).toBe(401);
      expect(b.statusCode).toBe(401);
      expect(b.body).toBe(a.body);
      expect(a.json()).toEqual({ message: MSG.invalidCredentials });
    });

    it('login and send-otp take about as long for an unknown email as for a known one', async () => {
      const time = async (url: string, payload: object) => {
        const start = performance.now();
        await post(url, payload);
        return performance.now() - start;
      };
      const samples = {
        known: [] as number[],
        unknown: [] as number[],
        otpKnown: [] as number[],
        otpUnknown: [] as number[],
      };
      await time('/api/auth/login', { email: 'warm-up@example.com', password: 'x' });
      for (let i = 0; i < 9; i += 1) {
        samples.known.push(
          await time('/api/auth/login', { email: known.email, password: `wrong-${i}` }),
        );
        samples.unknown.push(
          await time('/api/auth/login', {
            email: `nobody${i}@example.com`,
            password: `wrong-${i}`,
          }),
        );
        samples.otpKnown.push(await time('/api/auth/send-otp', { email: known.email }));
        samples.otpUnknown.push(
          await time('/api/auth/send-otp', { email: `nobody${i}@example.com` }),
        );
      }
      // Password checks cost tens of milliseconds: an unknown email must pay them too.
      const ratio = median(samples.unknown) / median(samples.known);
      expect(ratio).toBeGreaterThan(0.6);
      expect(ratio).toBeLessThan(1.7);
      const otpGap = Math.abs(median(samples.otpKnown) - median(samples.otpUnknown));
      expect(otpGap).toBeLessThan(Math.max(5, median(samples.otpKnown)));
    });

    it('sign-up names a taken email only as the design requires (409), and is rate limited per email', async () => {
      const res = await post('/api/auth/signup', signupBody({ email: known.email }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MSG.emailTaken });
    });
  });
});

describe('behind HTTPS (PUBLIC_URL https, TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      publicUrl: 'https://symposium.example.org',
      trustProxy: 1,
    });
  });
  afterAll(async () => t?.close());

  it('marks the session cookie Secure and sends HSTS', async () => {
    const user = await t.createUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        origin: 'https://symposium.example.org',
        'x-forwarded-proto': 'https',
        host: 'internal:3000',
      },
      payload: { email: user.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  it('accepts the public origin and still refuses others', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', host: 'internal:3000' },
    });
    expect(res.statusCode).toBe(403);
  });
});
