import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';

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
        const errors = Object.keys(op.responses).filter((s) => Number(s) >= 400 && !(path === '/api/health' && s === '503'));
        expect(errors, `${method} ${path}`).toContain('500');
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
