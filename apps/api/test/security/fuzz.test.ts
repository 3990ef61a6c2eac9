import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { seedDemo } from '../../src/db/seed/demo';
import { DIALECTS, PASSWORD, createTestApp, type TestApp } from '../helpers/app';
import { changeCounts, installChangeCounters } from './snapshot';

// Bad input, thousands of times: every JSON and multipart route in app.routeAccess, as every role,
// with bodies, query strings and path parameters built from the OpenAPI document and then bent
// (wrong types, huge strings, unicode, nulls, __proto__ keys, extreme numbers, SQL and HTML).
// Pass: no 5xx, no stack trace or SQL text in any answer, one { message } error shape with a status
// /api/docs lists for the route, and the database unchanged by every refused request. `npm run fuzz` runs 20,000; npm test a fixed seed.

const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 20250901);
const ROLES = ['anonymous', 'student', 'organizer', 'admin'] as const;
type Role = (typeof ROLES)[number];

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = {
  responses?: Record<string, unknown>;
  parameters?: { in: 'path' | 'query'; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
interface RouteInfo {
  method: string;
  url: string;
  access: string;
  pathParams: { name: string; schema?: JsonSchema }[];
  queryParams: { name: string; schema?: JsonSchema }[];
  body?: JsonSchema;
  multipart: boolean;
  /** The statuses /api/docs lists for the route. */
  documented: string[];
}

/** Fragments that break naive code: SQL, HTML, paths, format strings, odd unicode. */
const NASTY = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'); DELETE FROM payments; --",
  '" OR ""="',
  '1 UNION SELECT password_hash FROM users',
  "admin'--",
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: sid=evil',
  '\u202Egnp.exe',
  '𝕳𝖊𝖑𝖑𝖔 👩🏽‍💻 नमस्ते தமிழ்',
  '\uD800',
  '\uFEFF',
  'ＡＢＣ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'hasOwnProperty',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x1F',
  '9'.repeat(40),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  ' ',
  '',
];

const SYMPOSIA = ['Enigma', 'Carteblanche'];

const hugeString = fc
  .tuple(
    fc.constantFrom('a', 'Ω', '😀', '<', "'", '\u0000', '9'),
    fc.integer({ min: 1_000, max: 60_000 }),
  )
  .map(([c, n]) => c.repeat(n));
const fuzzString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: hugeString },
);
const fuzzNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    -1,
    0,
    0.5,
    -0.0,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    5e-324,
  ),
);
const fuzzScalar = fc.oneof(fuzzString, fuzzNumber, fc.boolean(), fc.constant(null));
const fuzzValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fuzzScalar },
  { weight: 1, arbitrary: fc.array(fuzzScalar, { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom('a', 'constructor', 'prototype', 'toString', 'length', '$gt', '$ne'),
      fuzzScalar,
      { maxKeys: 3 },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function typeOf(s: JsonSchema | undefined): string | undefined {
  if (!s) return undefined;
  if (Array.isArray(s.type)) return s.type.find((x) => x !== 'null');
  if (s.type) return s.type;
  const alt = s.anyOf ?? s.oneOf;
  return alt ? typeOf(alt.find((x) => x.type !== 'null') ?? alt[0]) : undefined;
}

describe.each(DIALECTS)('fuzzing every route on %s', (dialect) => {
  let t: TestApp;
  /** The same app on the same database, with its error log kept so a 5xx can say why. */
  let app: FastifyInstance;
  const errors: string[] = [];
  let routes: RouteInfo[] = [];
  const cookies: Record<Role, string | undefined> = {
    anonymous: undefined,
    student: undefined,
    organizer: undefined,
    admin: undefined,
  };
  /** Plausible values learned from the seeded data, so requests reach past validation. */
  const pool = {
    emails: [] as string[],
    userIds: [] as number[],
    eventIds: [] as number[],
    ids: [1, 2, 3] as number[],
  };

  async function ensureRoles() {
    for (const role of ['student', 'organizer'] as const) {
      const ok =
        cookies[role] &&
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/auth/me',
            headers: { cookie: cookies[role]! },
          })
        ).statusCode === 200;
      if (ok) continue;
      const user = await t.createUser({ role });
      cookies[role] = user.cookie;
      pool.emails.push(user.email);
      pool.userIds.push(user.id);
    }
    const adminOk =
      cookies.admin &&
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie: cookies.admin },
        })
      ).statusCode === 200;
    if (!adminOk) cookies.admin = await t.login('admin@test.local', 'admin-password-1');
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    app = await buildApp({
      config: t.config,
      handle: t.handle,
      mailPollMs: 3_600_000,
      logger: { level: 'error', stream: { write: (line: string) => errors.push(line) } },
    });
    await app.ready();
    await seedDemo(t.db);
    await ensureRoles();
    const other = await t.createUser({ college: 'Other College' });
    pool.emails.push(other.email, 'admin@test.local', 'nobody@example.com');
    pool.userIds.push(other.id);
    const events = await t.db
      .selectFrom('events')
      .select(['id', 'registration_fees', 'symposium_name'])
      .execute();
    pool.eventIds = events.map((e) => e.id);
    pool.ids = [...new Set([1, 2, 3, ...pool.eventIds.slice(0, 3), ...pool.userIds])];
    // Some state for the routes to chew on: open symposia, a cart line, a free registration.
    for (const name of SYMPOSIA) {
      await t.app.inject({
        method: 'POST',
        url: '/api/symposium/start',
        headers: { cookie: cookies.admin! },
        payload: { symposiumName: name, startDate: '2025-01-01' },
      });
    }
    const paid = events.find((e) => e.registration_fees > 0);
    const free = events.find((e) => e.registration_fees === 0);
    const student = pool.emails[0]!;
    if (paid)
      await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { cookie: cookies.student! },
        payload: { userEmail: student, eventId: paid.id, symposiumName: paid.symposium_name },
      });
    if (free)
      await t.app.inject({
        method: 'POST',
        url: '/api/registrations/simple',
        headers: { cookie: cookies.student! },
        payload: { userEmail: student, eventId: free.id },
      });

    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    routes = t.app.routeAccess.map((r) => {
      const op = doc.paths[r.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[r.method.toLowerCase()] ?? {};
      const content = op.requestBody?.content ?? {};
      const params = op.parameters ?? [];
      return {
        ...r,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: content['application/json']?.schema,
        documented: Object.keys(op.responses ?? {}),
        multipart:
          ['POST', 'PUT', 'PATCH'].includes(r.method) &&
          (!!content['multipart/form-data'] || !content['application/json']),
      };
    });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  /** A value that fits the field's name and schema, so the handler behind validation runs. */
  function plausible(name: string, schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
    const n = name.toLowerCase();
    if (schema?.enum?.length) return fc.constantFrom(...schema.enum);
    if (schema?.const !== undefined) return fc.constant(schema.const);
    if (n.includes('email') || n === 'actor') return fc.constantFrom(...pool.emails);
    if (n === 'userid') return fc.constantFrom(...pool.userIds, 1);
    if (n === 'eventid' || n === 'id' || n.endsWith('id')) {
      if (typeOf(schema) === 'string' && n === 'transactionid')
        return fc.constantFrom('UTR123456789', 'TXN-1', 'abc');
      return fc.constantFrom(...pool.eventIds, ...pool.ids, 0, -1);
    }
    if (n.includes('symposium')) return fc.constantFrom(...SYMPOSIA);
    if (n.includes('mobile') || n.includes('contact'))
      return fc.constantFrom('9876543210', '12345');
    if (n.includes('date') || n.includes('time') || n === 'from' || n === 'to' || n === 'dob')
      return fc.constantFrom(
        '2025-03-01',
        '2030-01-01T10:00:00.000Z',
        '10:30',
        '2025-02-30',
        'yesterday',
      );
    if (n.includes('password')) return fc.constantFrom(PASSWORD, 'short', 'another-password');
    if (n === 'otp') return fc.constantFrom('123456', '000000', '12ab56');
    if (n.includes('ifsc')) return fc.constantFrom('SBIN0001234', 'bad');
    if (n.includes('link') || n.includes('linkedin'))
      return fc.constantFrom('https://www.linkedin.com/in/x', 'javascript:alert(1)');
    switch (typeOf(schema)) {
      case 'integer': {
        const lo = Math.max(schema?.minimum ?? -5, -1e9);
        return fc.integer({ min: lo, max: Math.min(schema?.maximum ?? lo + 600, lo + 600) });
      }
      case 'number':
        return fc.constantFrom(0, 1, 150, 200, 500, 99.5);
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(schema?.items ? plausible(`${name}Item`, schema.items) : fuzzScalar, {
          maxLength: 4,
        });
      case 'object':
        return objectFor(schema!);
      default:
        return fc.oneof(
          fc.string({ minLength: 1, maxLength: 30 }),
          fc.constantFrom(
            'Workshop',
            'Technical Events',
            'Placement',
            'approved',
            'Team',
            'Individual',
          ),
        );
    }
  }

  /** An object for a schema: each field plausible, bent, or missing, plus stray fields now and then. */
  function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
    const props = Object.entries(schema.properties ?? {});
    const field = ([name, s]: [string, JsonSchema]) =>
      fc.oneof(
        { weight: 6, arbitrary: plausible(name, s) },
        { weight: 2, arbitrary: fuzzValue },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
    return fc
      .tuple(
        fc.tuple(...props.map(field)),
        fc.dictionary(
          fc.constantFrom('role', 'isAdmin', 'verified', 'userId', 'id', 'extra', '$where'),
          fuzzValue,
          { maxKeys: 2 },
        ),
        fc.boolean(),
      )
      .map(([values, extras, addExtras]) => {
        const out: Record<string, unknown> = {};
        props.forEach(([name], i) => {
          if (values[i] !== undefined) out[name] = values[i];
        });
        return addExtras ? { ...out, ...extras } : out;
      });
  }

  const PROTO = [
    '"__proto__":{"role":"admin","isAdmin":true,"polluted":1}',
    '"constructor":{"prototype":{"polluted":1}}',
    '"__proto__":null',
  ];

  /** The raw JSON body: the schema's object, anything at all, a poisoned object, or broken JSON. */
  function jsonBody(route: RouteInfo): fc.Arbitrary<string | undefined> {
    const shaped = route.body
      ? objectFor(route.body)
      : fc.dictionary(fc.string({ maxLength: 10 }), fuzzValue, { maxKeys: 4 });
    return fc.oneof(
      { weight: 8, arbitrary: shaped.map((o) => JSON.stringify(o)) },
      { weight: 2, arbitrary: fuzzValue.map((v) => JSON.stringify(v) ?? 'null') },
      {
        weight: 2,
        arbitrary: fc.tuple(shaped, fc.constantFrom(...PROTO)).map(([o, p]) => {
          const json = JSON.stringify(o);
          return json === '{}' ? `{${p}}` : `{${p},${json.slice(1)}`;
        }),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom('{"a":', '{', '[1,2', 'nul', '{"a":1}{"b":2}', '\u0000', ''),
      },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }

  const FILE_NAMES = [
    'pdf',
    'poster',
    'qrCodePdf',
    'transactionScreenshot',
    'screenshot',
    'file',
    '__proto__',
  ];
  const fileBytes = fc.oneof(
    fc.constantFrom(
      Buffer.from('%PDF-1.4\n<script>alert(1)</script>\n%%EOF'),
      Buffer.from('%PDF-'),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]),
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(64, 1),
      ]),
      Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('MZ\x90\x00'),
      Buffer.alloc(0),
    ),
    fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
  );
  /** Now and then a file just over the 5 MB cap. */
  const anyFile = fc.oneof(
    { weight: 30, arbitrary: fileBytes },
    {
      weight: 1,
      arbitrary: fc
        .constant(null)
        .map(() =>
          Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]),
        ),
    },
  );

  /** A multipart body: known and unknown fields with bent values, and files of every sort. */
  function multipartBody(route: RouteInfo): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
    const names = [
      ...new Set([
        ...Object.keys(route.body?.properties ?? {}),
        'name',
        'email',
        'type',
        'year',
        'company',
        'linkedin',
        'accountName',
        'bankName',
        'accountNumber',
        'ifscCode',
        'symposiumName',
        'eventIds',
        'mobileNumber',
        'transactionId',
        'userId',
        'eventId',
        'transactionAmount',
        '__proto__',
        'constructor',
      ]),
    ];
    const field = fc.tuple(
      fc.constantFrom(...names),
      fc.oneof(
        fc.constantFrom(...pool.emails, ...SYMPOSIA, '2025', 'Placement', '[1,2]', '150'),
        fuzzString,
      ),
    );
    const file = fc.tuple(
      fc.constantFrom(...FILE_NAMES),
      fc.constantFrom('a.pdf', 'x.jpg', '../../etc/passwd', 'evil.html', '', 'कागज़.pdf'),
      fc.constantFrom('application/pdf', 'image/jpeg', 'text/html', 'application/octet-stream'),
      anyFile,
    );
    return fc
      .tuple(
        fc.array(field, { maxLength: 8 }),
        fc.array(file, { maxLength: 2 }),
        fc.constantFrom('ok', 'ok', 'ok', 'truncated', 'wrong-boundary'),
      )
      .map(([fields, files, shape]) => {
        const boundary = '----fuzz7b3c';
        const parts: Buffer[] = [];
        for (const [name, value] of fields) {
          parts.push(
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${value}\r\n`,
            ),
          );
        }
        for (const [name, filename, type, bytes] of files) {
          parts.push(
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
            ),
            bytes,
            Buffer.from('\r\n'),
          );
        }
        parts.push(Buffer.from(`--${boundary}--\r\n`));
        let payload = Buffer.concat(parts);
        if (shape === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
        const contentType = `multipart/form-data; boundary=${shape === 'wrong-boundary' ? 'other' : boundary}`;
        return { payload, contentType };
      });
  }

  /** Already encoded for the URL: plausible, bent, or raw broken percent-encoding. */
  function pathValue(p: { name: string; schema?: JsonSchema }): fc.Arbitrary<string> {
    return fc.oneof(
      { weight: 5, arbitrary: plausible(p.name, p.schema).map((v) => enc(String(v))) },
      { weight: 3, arbitrary: fuzzString.map((s) => enc(s.slice(0, 3000))) },
      { weight: 1, arbitrary: fuzzNumber.map((n) => enc(String(n))) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '%zz',
          '%E0%A4%A',
          '%00',
          '..%2F..%2Fetc%2Fpasswd',
          '%2e%2e',
          '%C0%AE',
          '%',
          '%%32%65',
        ),
      },
    );
  }

  function queryString(route: RouteInfo): fc.Arbitrary<string> {
    const known = route.queryParams.map((q) =>
      fc.oneof(
        { weight: 3, arbitrary: plausible(q.name, q.schema).map((v) => [[q.name, String(v)]]) },
        { weight: 2, arbitrary: fuzzString.map((v) => [[q.name, v.slice(0, 5000)]]) },
        { weight: 1, arbitrary: fc.constant([] as string[][]) },
        {
          weight: 1,
          arbitrary: fc.constant([
            [q.name, 'a'],
            [q.name, 'b'],
          ]),
        },
      ),
    );
    const stray = fc.array(
      fc.tuple(
        fc.constantFrom(
          '__proto__',
          'constructor[prototype][x]',
          'a[b]',
          'limit',
          'offset',
          '$ne',
          '',
        ),
        fuzzString.map((s) => s.slice(0, 500)),
      ),
      { maxLength: 2 },
    );
    return fc.tuple(fc.tuple(...known), stray).map(([k, s]) => {
      const pairs = [...k.flat(), ...s] as [string, string][];
      return pairs.length ? `?${pairs.map(([a, b]) => `${enc(a)}=${enc(b)}`).join('&')}` : '';
    });
  }

  interface FuzzRequest {
    route: RouteInfo;
    role: Role;
    url: string;
    payload?: string | Buffer;
    contentType?: string;
  }

  function requestFor(route: RouteInfo): fc.Arbitrary<FuzzRequest> {
    const path = fc.tuple(...route.pathParams.map(pathValue)).map((values) => {
      let url = route.url;
      route.pathParams.forEach((p, i) => {
        url = url.replace(`:${p.name}`, values[i]!);
      });
      return url;
    });
    const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
    const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> = !hasBody
      ? fc.constant({})
      : route.multipart
        ? fc.oneof(
            { weight: 3, arbitrary: multipartBody(route) },
            {
              weight: 1,
              arbitrary: jsonBody(route).map((payload) => ({
                payload,
                contentType: 'application/json',
              })),
            },
          )
        : fc.oneof(
            {
              weight: 9,
              arbitrary: jsonBody(route).map((payload) => ({
                payload,
                contentType: payload === undefined ? undefined : 'application/json',
              })),
            },
            {
              weight: 1,
              arbitrary: fc.constantFrom(
                { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
                { payload: '{"a":1}', contentType: 'text/plain' },
                { payload: '<x/>', contentType: 'application/xml' },
              ),
            },
          );
    return fc
      .record({ role: fc.constantFrom(...ROLES), path, query: queryString(route), body })
      .map(({ role, path, query, body }) => ({
        route,
        role,
        url: path + query,
        ...body,
        // Counterexamples print short: the route, the role and the start of what was sent.
        [fc.toStringMethod]: () =>
          `${route.method} ${(path + query).slice(0, 300)} as ${role} [${body.contentType ?? 'no body'}] ${JSON.stringify(body.payload?.toString('latin1').slice(0, 1500) ?? '')}`,
      }));
  }

  const STACK = /\n\s+at\s|\bat [^\s()]+ \([^)]*:\d+:\d+\)|node_modules|\.ts:\d+|\.js:\d+:\d+/;
  const SQL =
    /SQLITE_|sqlite3|\bsyntax error\b|\bselect\b[\s\S]{0,80}\bfrom\b|\binsert into\b|\bdelete from\b|\bupdate\s+\w+\s+set\b|violates [\w\s-]*constraint|duplicate key value|relation "\w+"|column "\w+"|\bkysely\b|\bpg_/i;

  it(
    `answers ${RUNS} generated requests without a 5xx, a leak, or a write on refusal`,
    { timeout: 600_000 },
    async () => {
      expect(routes.length).toBeGreaterThan(20);
      const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();
      let tried = 0;
      const timing = { inject: 0, digest: 0 };
      const statuses: Record<string, number> = {};
      await installChangeCounters(t);
      // The counters see writes: an organizer added by the admin bumps users and audit_log.
      const c0 = await changeCounts(t);
      await ensureRoles();
      const added = await app.inject({
        method: 'POST',
        url: '/api/organizers',
        headers: { cookie: cookies.admin! },
        payload: {
          name: 'Fuzz Org',
          email: 'fuzz-org@example.com',
          password: 'secret123',
          department: 'IT',
          mobile: '9876543210',
          role: 'organizer',
        },
      });
      expect(added.statusCode).toBe(201);
      const c1 = await changeCounts(t);
      expect(c1.users).toBe(c0.users! + 1);
      expect(c1.audit_log).toBe(c0.audit_log! + 1);
      let baseline = c1;
      let refused = 0;
      const arb = fc
        .integer({ min: 0, max: routes.length - 1 })
        .chain((i) => requestFor(routes[i]!));

      await fc.assert(
        fc.asyncProperty(arb, async (req) => {
          tried += 1;
          const headers: Record<string, string> = {};
          const cookie = cookies[req.role];
          if (cookie) headers.cookie = cookie;
          if (req.contentType) headers['content-type'] = req.contentType;
          errors.length = 0;
          const t0 = performance.now();
          const res = await app.inject({
            method: req.route.method as 'GET',
            url: req.url,
            headers,
            ...(req.payload !== undefined ? { payload: req.payload } : {}),
          });
          const key = `${Math.floor(res.statusCode / 100)}xx`;
          statuses[key] = (statuses[key] ?? 0) + 1;
          const what = `${req.route.method} ${req.url.slice(0, 200)} as ${req.role}`;

          expect(
            res.statusCode,
            `${what} answered ${res.statusCode}: ${res.body.slice(0, 300)}\n${errors.join('\n').slice(0, 3000)}`,
          ).toBeLessThan(500);
          expect(
            STACK.test(res.body),
            `${what} leaked a stack trace: ${res.body.slice(0, 300)}`,
          ).toBe(false);
          if (res.statusCode >= 400) {
            const sent = `${safeDecode(req.url)} ${req.payload?.toString() ?? ''}`.toLowerCase();
            const m = res.body.match(SQL);
            if (m && !sent.includes(m[0].toLowerCase()))
              expect.fail(`${what} leaked SQL text: ${res.body.slice(0, 300)}`);
            const json = res.json() as { message?: unknown };
            expect(
              typeof json.message,
              `${what}: error without a message: ${res.body.slice(0, 200)}`,
            ).toBe('string');
            expect(Object.keys(json)).toEqual(['message']);
            expect(req.route.documented, `${what} answered ${res.statusCode}, which /api/docs does not list`).toContain(
              String(res.statusCode),
            );
          }

          timing.inject += performance.now() - t0;
          const t1 = performance.now();
          const after = await changeCounts(t);
          timing.digest += performance.now() - t1;
          if (res.statusCode >= 400 || req.route.method === 'GET') {
            const changed = Object.keys(after).filter((k) => after[k] !== baseline[k]);
            // A wrong OTP counts an attempt: the one write a refusal is meant to make.
            const allowed = req.route.url === '/api/auth/verify-otp' ? ['password_resets'] : [];
            const verb = res.statusCode >= 400 ? `was refused (${res.statusCode})` : 'is a read';
            expect(
              changed.filter((c) => !allowed.includes(c)),
              `${what} ${verb} but changed the database`,
            ).toEqual([]);
            baseline = after;
            if (res.statusCode >= 400) refused += 1;
          } else {
            // Mail queued by this request is sent now, not in the middle of the next one.
            await app.mail.flush();
            await ensureRoles(); // a 2xx logout, delete or password change may have ended a session
            baseline = await changeCounts(t);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );

      console.log(
        `fuzz (${dialect}): ${tried} requests tried over ${routes.length} routes, seed ${SEED}; answers ${JSON.stringify(statuses)}, ${refused} refused with the database unchanged (${Math.round(timing.inject)} ms in requests, ${Math.round(timing.digest)} ms checking)`,
      );
      expect(tried).toBeGreaterThanOrEqual(RUNS);
      // No __proto__ or constructor.prototype key reached Object.prototype.
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoBefore);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      // The server still works for real people afterwards.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    },
  );
});

/** encodeURIComponent that survives lone surrogates (sent as U+FFFD, as a browser would). */
function enc(s: string): string {
  return encodeURIComponent(
    s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
