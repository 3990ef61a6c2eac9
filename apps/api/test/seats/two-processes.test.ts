import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATS_MSG } from '@app/shared';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  freePort,
  healthAnswers,
  startApiProcess,
  type ApiProcess,
} from '../helpers/server-process';
import { openSymposia } from '../registrations/fixtures';
import { insertSeatEvent, seatsOf, tally } from './fixtures';

// Two API processes on one PostgreSQL database, as in production behind a load balancer: this
// test process's app, and a real server started as a child process on the same schema. Students
// register at both at once; the guarded seat counter lets exactly `capacity` through.

const PG_URL = process.env.TEST_DATABASE_URL;

describe.runIf(PG_URL)('seats with two API processes on PostgreSQL', () => {
  let t: TestApp;
  let server: ApiProcess;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    await openSymposia(t);
    port = await freePort();
    const url = new URL(PG_URL!);
    url.searchParams.set('options', `-c search_path=${t.handle.schema}`);
    server = await startApiProcess({
      port,
      env: {
        DATABASE_URL: url.toString(),
        ADMIN_EMAIL: 'admin@two.local',
        ADMIN_PASSWORD: 'two-processes-admin',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      },
      ready: healthAnswers(port),
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await t?.close();
  });

  it('30 students registering at once, half at each process, for 5 seats: exactly 5 stored', async () => {
    const e = await insertSeatEvent(t, { fees: 0, capacity: 5 });
    const students = await Promise.all(Array.from({ length: 30 }, () => t.createUser()));
    // Both processes answer over HTTP, warmed first, so neither starts with a head start.
    const ownPort =
      (await t.app.listen({ port: 0, host: '127.0.0.1' })) &&
      (t.app.server.address() as net.AddressInfo).port;
    const ports = [ownPort, port];
    await Promise.all(ports.map((p) => fetch(`http://127.0.0.1:${p}/api/events/${e.id}`)));
    const started = performance.now();
    const codes = await Promise.all(
      students.map(async (s, i) => {
        const res = await fetch(`http://127.0.0.1:${ports[i % 2]}/api/registrations/simple`, {
          method: 'POST',
          headers: { cookie: s.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ userEmail: s.email, eventId: e.id }),
        });
        const body = (await res.json()) as { message: string };
        if (res.status === 409) expect(body.message).toBe(SEATS_MSG.eventFull);
        return res.status;
      }),
    );
    const ms = Math.round(performance.now() - started);
    expect(tally(codes)).toEqual({ 201: 5, 409: 25 });
    const rows = await t.db
      .selectFrom('registrations')
      .select('user_id')
      .where('event_id', '=', e.id)
      .execute();
    expect(rows).toHaveLength(5);
    expect(await seatsOf(t, e.id)).toEqual({ capacity: 5, seats_taken: 5 });
    const byProcess = codes.reduce(
      (acc, c, i) =>
        c === 201
          ? { ...acc, [i % 2 ? 'child' : 'test']: (acc[i % 2 ? 'child' : 'test'] ?? 0) + 1 }
          : acc,
      {} as Record<string, number>,
    );
    console.info(
      `[seats] postgres, 2 processes: 30 concurrent registrations for 5 seats → 5 stored (${JSON.stringify(byProcess)}), 25 × 409, in ${ms} ms`,
    );
    // The other process sees the same count.
    const seen = await fetch(`http://127.0.0.1:${port}/api/events/${e.id}`).then(
      (r) => r.json() as Promise<{ seatsLeft: number }>,
    );
    expect(seen.seatsLeft).toBe(0);
  });
});
