import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_LOOKUPS_PER_MINUTE } from '@app/shared';
import { EXPERIENCE_SUBMISSIONS_PER_MINUTE } from '../../src/modules/experiences/routes';
import { DIALECTS, createTestApp, signupBody, type TestApp } from '../helpers/app';

// /api/docs is what a client author reads: every route must show its error answers as the one
// { message } shape, with the statuses it really answers with.

interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
}

const MESSAGE_SHAPE = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
};

describe.each(DIALECTS)('error answers in /api/docs on %s', (dialect) => {
  let t: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => t?.close());

  const responsesOf = (path: string, method: string) => doc.paths[path]?.[method]?.responses ?? {};

  it('gives every operation of every path the { message } shape for each error status it lists', () => {
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations += 1;
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['500', '503']));
        const errors = Object.keys(op.responses).filter((s) => Number(s) >= 400 && !(path === '/api/health' && s === '503'));
        for (const status of errors) {
          // Routes that produce files list every answer under their file types (a swagger habit).
          const content = Object.values(op.responses[status]!.content ?? {});
          expect(content.length, `${method} ${path} ${status}`).toBeGreaterThan(0);
          for (const c of content) expect(c.schema, `${method} ${path} ${status}`).toMatchObject(MESSAGE_SHAPE);
        }
      }
    }
    expect(operations).toBeGreaterThan(40);
  });

  it('lists the statuses a route can answer with: sign-in and role for staff routes, 404 with an id, 409 on writes', () => {
    const verify = Object.keys(responsesOf('/api/verification', 'post'));
    expect(verify).toEqual(expect.arrayContaining(['200', '400', '401', '403', '409', '500']));
    const publicEvent = Object.keys(responsesOf('/api/events/{id}', 'get'));
    expect(publicEvent).toEqual(expect.arrayContaining(['400', '404', '500']));
    expect(publicEvent).not.toContain('401');
    const paid = Object.keys(responsesOf('/api/registrations', 'post'));
    expect(paid).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409', '413', '415']));
  });

  it('still answers a refused call with { message }', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/verification', payload: { userId: 1, eventId: 1, verified: true } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

// With every per-minute limit at 1, the second call to a rate-limited route answers 429. Each
// route that /api/docs says can answer 429 is tried here (or, for the daily announcement cap, in
// announcements.test.ts), and each one tried says so in /api/docs.
describe.each(DIALECTS)('429 in /api/docs on %s', (dialect) => {
  let t: TestApp;
  let doc: OpenApi;
  /** A student's cookie; signing in counts against the login limit too, so there is one. */
  let student: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      authRateLimitPerMinute: 1,
      authRateLimitPerIpPerMinute: 1,
      otpRateLimitPerIpPerMinute: 1,
      paymentSubmissionsPerMinute: 1,
    });
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    student = { cookie: (await t.createUser()).cookie };
  });
  afterAll(async () => t?.close());

  const EMPTY_MULTIPART = { 'content-type': 'multipart/form-data; boundary=x' };
  type Call = { method: 'GET' | 'POST'; url: string; payload?: string | object; headers?: Record<string, string>; times?: number };
  const TRIPS: Record<string, () => Promise<Call>> = {
    'post /api/auth/signup': async () => ({ method: 'POST', url: '/api/auth/signup', payload: signupBody() }),
    'post /api/auth/login': async () => ({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@test.local', password: 'x' } }),
    'post /api/auth/send-otp': async () => ({ method: 'POST', url: '/api/auth/send-otp', payload: { email: 'a@test.local' } }),
    'post /api/auth/verify-otp': async () => ({ method: 'POST', url: '/api/auth/verify-otp', payload: { email: 'a@test.local', otp: '123456' } }),
    'post /api/auth/reset-password': async () => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'a@test.local', newPassword: 'secret456', confirmPassword: 'secret456' },
    }),
    'post /api/users/me/password': async () => ({
      method: 'POST',
      url: '/api/users/me/password',
      headers: student,
      payload: { currentPassword: 'wrong-one', newPassword: 'secret456', confirmPassword: 'secret456' },
    }),
    'post /api/registrations': async () => ({ method: 'POST', url: '/api/registrations', headers: student }),
    'post /api/placements/submit-experience': async () => ({
      method: 'POST',
      url: '/api/placements/submit-experience',
      headers: EMPTY_MULTIPART,
      payload: '--x--\r\n',
      times: EXPERIENCE_SUBMISSIONS_PER_MINUTE,
    }),
    'get /api/certificates/{code}': async () => ({ method: 'GET', url: '/api/certificates/NO-SUCH-CODE', times: CERTIFICATE_LOOKUPS_PER_MINUTE }),
    'get /api/certificates/{code}/pdf': async () => ({ method: 'GET', url: '/api/certificates/NO-SUCH-CODE/pdf', times: CERTIFICATE_LOOKUPS_PER_MINUTE }),
    'post /api/notify-me': async () => ({ method: 'POST', url: '/api/notify-me', payload: { email: 'notify@test.local' } }),
    'post /api/notify-me/confirm': async () => ({ method: 'POST', url: '/api/notify-me/confirm', payload: { token: 'n'.repeat(43) } }),
    'post /api/notify-me/unsubscribe': async () => ({ method: 'POST', url: `/api/notify-me/unsubscribe?token=${'u'.repeat(43)}` }),
  };
  const TRIED_ELSEWHERE = ['post /api/events/{id}/announcements'];

  it('lists 429 on exactly the routes that count calls', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => '429' in op.responses)
        .map(([method]) => `${method} ${path}`),
    );
    expect(listed.sort()).toEqual([...Object.keys(TRIPS), ...TRIED_ELSEWHERE].sort());
  });

  it.each(Object.keys(TRIPS))('%s answers 429 with { message } past its limit', async (route) => {
    const { times = 1, ...trip } = await TRIPS[route]!();
    // Each route calls from an address of its own: some limits count per address across routes.
    const call = { ...trip, remoteAddress: `10.0.0.${Object.keys(TRIPS).indexOf(route) + 1}` };
    for (let i = 0; i < times; i += 1) {
      expect((await t.app.inject(call)).statusCode, `call ${i + 1} of ${times}`).not.toBe(429);
    }
    const over = await t.app.inject(call);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: expect.any(String) });
  });
});
