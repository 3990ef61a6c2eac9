import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { migrateToLatest, openDatabase } from '../../src/db/connection';
import { seedSymposia } from '../../src/db/seed/symposia';
import { insertMail } from '../../src/modules/mail/repository';
import { DIALECTS, PASSWORD, createTestApp, signupBody, type TestApp } from '../helpers/app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(DIALECTS)('GET /api/health on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('says the database is reachable, with its kind, the outbox backlog and the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: dialect,
      outboxBacklog: 0,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('counts mail waiting in the outbox until the worker has sent it', async () => {
    await insertMail(t.db, { to: 'a@example.com', subject: 'One', text: 'x' });
    await insertMail(t.db, { to: 'b@example.com', subject: 'Two', text: 'y' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().outboxBacklog).toBe(
      2,
    );
    await t.app.mail.flush();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().outboxBacklog).toBe(
      0,
    );
  });
});

describe('health when the database is gone, request ids and logs', () => {
  const lines: string[] = [];
  let dir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let handle: ReturnType<typeof openDatabase>;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-logs-'));
    handle = openDatabase({ kind: 'sqlite', file: path.join(dir, 'site.db') });
    await migrateToLatest(handle);
    await seedSymposia(handle.db);
    const config = {
      ...loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv),
      authRateLimitPerMinute: 1000,
    };
    app = await buildApp({
      config,
      handle,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('returns a fresh X-Request-Id on every answer, and keeps a well-formed one the caller sent', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/health' });
    const b = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    const odd = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '"><script>alert(1)</script>' },
    });
    expect(odd.headers['x-request-id']).toMatch(UUID);
  });

  it('writes one JSON object per log line, each request line carrying that request id, with no password or session token', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ fullName: 'Log Test', email: 'log@example.com', dob: '2004-01-01', department: 'IT' }),
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'login-req-1' },
      payload: { email: 'log@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = String(login.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const mine = parsed.filter((l) => l.reqId === 'login-req-1');
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[1]).toMatchObject({ res: { statusCode: 200 }, level: 30 });
    for (const l of parsed.filter((p) => p.req || p.res)) expect(l.reqId).toBeTruthy();
    const all = lines.join('\n');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(token);
  });

  it("never writes a private calendar link's token into the log", async () => {
    lines.length = 0;
    const secret = 'SecretCalendarToken0123456789abcdefABCDEF';
    const res = await app.inject({ method: 'GET', url: `/api/calendar/mine.ics?token=${secret}` });
    expect(res.statusCode).toBe(404);
    const incoming = lines.map((l) => JSON.parse(l) as { msg?: string; req?: { url?: string } }).find((l) => l.msg === 'incoming request');
    expect(incoming?.req?.url).toBe('/api/calendar/mine.ics?token=[hidden]');
    expect(lines.join('\n')).not.toContain(secret);
  });

  it('answers 503 "down" to the load balancer when the database cannot be reached', async () => {
    await handle.db.destroy();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'down', database: 'sqlite' });
  });
});
