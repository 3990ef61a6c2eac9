import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../events/fixtures';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { insertEvent } from '../registrations/fixtures';

// The two busiest reads must not slow down as a symposium grows: the number of database queries
// they make is the same for 2 events as for 24, and for 1 registration as for 12 (no N+1).

const DAY = 86_400_000;

describe.each(DIALECTS)('query counts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  /** The queries one request makes (nothing else runs meanwhile: the mail worker is flushed first). */
  async function counted(url: string, cookie?: string) {
    await t.app.mail.flush();
    const before = t.handle.stats.queries;
    const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    return { res, queries: t.handle.stats.queries - before };
  }

  describe('GET /api/events', () => {
    it('lists every event with its rounds in the same number of queries for 2 events as for 24', async () => {
      const nonMit = await t.createUser({ college: 'PSG College of Technology' });
      const admin = await t.adminCookie();
      for (let i = 0; i < 2; i++) await createEvent(t, { eventName: `Small ${i}` });
      // Each change drops the cached lists, so the next read goes to the database.
      const fewAnonymous = await counted('/api/events');
      await createEvent(t, { eventName: 'Small 2' });
      const fewStudent = await counted('/api/events', nonMit.cookie);
      const fewAdmin = await counted('/api/events', admin);

      for (let i = 3; i < 24; i++)
        await createEvent(t, { eventName: `Big ${i}`, isOpenForNonMIT: i % 2 === 0 });
      const manyAnonymous = await counted('/api/events');
      await createEvent(t, { eventName: 'Big 24', isOpenForNonMIT: false });
      const manyStudent = await counted('/api/events', nonMit.cookie);
      const manyAdmin = await counted('/api/events', admin);

      const events = manyAnonymous.res.json() as { eventName: string; rounds: unknown[] }[];
      expect(events).toHaveLength(24);
      expect(events.every((e) => e.rounds.length === 2)).toBe(true);
      expect((manyStudent.res.json() as unknown[]).length).toBe(3 + 10);
      expect((manyAdmin.res.json() as unknown[]).length).toBe(25);

      expect(manyAnonymous.queries).toBe(fewAnonymous.queries);
      expect(manyStudent.queries).toBe(fewStudent.queries);
      expect(manyAdmin.queries).toBe(fewAdmin.queries);
      expect(manyAnonymous.queries).toBeLessThanOrEqual(3);
      expect(manyAdmin.queries).toBeLessThanOrEqual(5);
    });

    it('answers a repeated read from memory: at most one query, however many events', async () => {
      await createEvent(t, { eventName: 'Warm-up' });
      await counted('/api/events');
      const again = await counted('/api/events');
      expect(again.res.statusCode).toBe(200);
      expect(again.queries).toBeLessThanOrEqual(1);
    });
  });

  describe('GET /api/registrations/user/{userId}', () => {
    /** A student with `count` verified registrations, each event with 3 rounds and 2 decided results. */
    async function studentWith(count: number) {
      const s = await t.createUser();
      for (let i = 0; i < count; i++) {
        const e = await insertEvent(t, { fees: 0, rounds: [2 * DAY, 3 * DAY, 4 * DAY] });
        const reg = await t.db
          .insertInto('registrations')
          .values({
            user_id: s.id,
            event_id: e.id,
            payment_id: null,
            status: 'verified',
            updated_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.db
          .insertInto('round_results')
          .values([
            {
              registration_id: reg.id,
              round_number: 1,
              status: 1,
              updated_by: null,
              updated_at: new Date().toISOString(),
            },
            {
              registration_id: reg.id,
              round_number: 2,
              status: 0,
              updated_by: null,
              updated_at: new Date().toISOString(),
            },
          ])
          .execute();
      }
      return s;
    }

    it('reads 12 enrolled events with rounds and results in as many queries as 1', async () => {
      const one = await studentWith(1);
      const twelve = await studentWith(12);
      const few = await counted(`/api/registrations/user/${one.id}`, one.cookie);
      const many = await counted(`/api/registrations/user/${twelve.id}`, twelve.cookie);

      expect(few.res.statusCode).toBe(200);
      const { registrations } = many.res.json() as {
        registrations: {
          rounds: { status: number }[];
          round1: number;
          round2: number;
          round3: number;
        }[];
      };
      expect(registrations).toHaveLength(12);
      for (const r of registrations) {
        expect(r.rounds.map((x) => x.status)).toEqual([1, 0, -1]);
        expect([r.round1, r.round2, r.round3]).toEqual([1, 0, -1]);
      }
      expect(many.queries).toBe(few.queries);
      expect(many.queries).toBeLessThanOrEqual(6);
    });
  });

  describe('GET /api/registrations/all (staff payment list)', () => {
    let made = 0;
    /** `count` payments, each for two events, each flagged as a copy of the one before. */
    async function payments(count: number) {
      const [a, b] = [await insertEvent(t, { fees: 100 }), await insertEvent(t, { fees: 100 })];
      let previous: number | null = null;
      for (let i = 0; i < count; i++) {
        const s = await t.createUser();
        const { id } = await t.db
          .insertInto('payments')
          .values({ user_id: s.id, transaction_id: `QC${dialect}${++made}`, transaction_username: 'S', amount: 200, mobile_number: null, screenshot_file_id: null, verified: null, transaction_date: null, transaction_time: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.db.insertInto('payment_events').values([{ payment_id: id, event_id: a.id }, { payment_id: id, event_id: b.id }]).execute();
        if (previous) {
          await t.db
            .insertInto('payment_screenshot_duplicates')
            .values([{ payment_id: id, duplicate_of: previous, distance: 0 }, { payment_id: previous, duplicate_of: id, distance: 0 }])
            .execute();
        }
        previous = id;
      }
    }

    it('lists 30 payments with their events and duplicate flags in as many queries as 2', async () => {
      const admin = await t.adminCookie();
      await payments(2);
      const few = await counted('/api/registrations/all?limit=50', admin);
      await payments(28);
      const many = await counted('/api/registrations/all?limit=50', admin);
      expect(few.res.statusCode).toBe(200);
      const { items } = many.res.json() as { items: { events: unknown[]; duplicateOf: number[] }[] };
      expect(items.length).toBeGreaterThanOrEqual(30);
      expect(items.slice(0, 30).every((p) => p.events.length === 2 && p.duplicateOf.length >= 1)).toBe(true);
      expect(many.queries).toBe(few.queries);
      expect(many.queries).toBeLessThanOrEqual(6);
    });
  });

  describe('GET /api/placements/experiences', () => {
    it('answers a repeated read from memory: at most one query', async () => {
      await counted('/api/placements/experiences');
      const again = await counted('/api/placements/experiences');
      expect(again.res.statusCode).toBe(200);
      expect(again.queries).toBeLessThanOrEqual(1);
    });
  });
});

