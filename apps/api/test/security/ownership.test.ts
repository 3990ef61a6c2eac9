import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerScopedRoutes } from '../../src/cli/route-table';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { JPEG, cartForm, insertEvent, manualBody, openSymposia } from '../registrations/fixtures';
import { rowCounts } from './snapshot';

// The access matrix extended to ownership: every route a student may call that names a user,
// an email, a cart line or a payment is tried by a second student against the first one's data.
// The answer must be 403 (or 404 for a thing that is not theirs), with nothing of the first
// student's in it and nothing written. Staff may look; the owner may, of course.

type Student = { id: number; email: string; cookie: string };

describe.each(DIALECTS)('ownership on %s', (dialect) => {
  let t: TestApp;
  let asha: Student; // the owner
  let bala: Student; // the other student
  let organizer: Student;
  let volunteer: Student;
  const ashas = { cartId: 0, paymentId: 0, screenshotPaymentId: 0, txn: '', teamId: 0, freeRegistrationId: 0 };
  let events: { paid: number; free: number; cartPaid: number; free2: number; paid2: number };

  const as = (
    who: Student | null,
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
    asha = await t.createUser({ email: 'asha@example.com', fullName: 'Asha Iyer' });
    bala = await t.createUser({ email: 'bala@example.com', fullName: 'Bala Krishnan' });
    organizer = await t.createUser({ role: 'organizer' });
    volunteer = await t.createUser({ role: 'volunteer' });
    events = {
      paid: (await insertEvent(t, { fees: 150, name: 'Paid Alpha' })).id,
      paid2: (await insertEvent(t, { fees: 250, name: 'Paid Beta' })).id,
      free: (await insertEvent(t, { fees: 0, name: 'Free Gamma' })).id,
      free2: (await insertEvent(t, { fees: 0, name: 'Free Delta' })).id,
      cartPaid: (await insertEvent(t, { fees: 200, name: 'Cart Epsilon' })).id,
    };
    // Asha's own things: a cart line, a free registration, a bank-transfer payment, a cart payment.
    const cart = await as(asha, 'POST', '/api/cart', {
      userEmail: asha.email,
      eventId: events.paid2,
      symposiumName: 'Carteblanche',
    });
    expect(cart.statusCode).toBe(201);
    ashas.cartId = cart.json().item.cartId;
    const free = await as(asha, 'POST', '/api/registrations/simple', {
      userEmail: asha.email,
      eventId: events.free,
    });
    expect(free.statusCode).toBe(201);
    ashas.freeRegistrationId = free.json().registration.id;
    // Asha leads a team of a team event.
    const teamEvent = (await insertEvent(t, { fees: 0 })).id;
    await t.db.updateTable('events').set({ team_or_individual: 'Team' }).where('id', '=', teamEvent).execute();
    const team = await as(asha, 'POST', `/api/events/${teamEvent}/teams`, { teamName: 'Asha Team' });
    expect(team.statusCode).toBe(201);
    ashas.teamId = team.json().id;
    const manual = manualBody(asha.id, events.paid, 150);
    ashas.txn = manual.transactionId;
    const paid = await as(asha, 'POST', '/api/registrations', manual);
    expect(paid.statusCode).toBe(201);
    const form = cartForm({
      eventIds: JSON.stringify([events.cartPaid]),
      transactionId: `UTR-ASHA-${dialect}`,
      mobileNumber: '9876543210',
      transactionAmount: '200',
    });
    const cartPaid = await as(asha, 'POST', '/api/registrations', form.payload, form.headers);
    expect(cartPaid.statusCode).toBe(201);
    const payments = await t.db
      .selectFrom('payments')
      .select(['id', 'screenshot_file_id'])
      .where('user_id', '=', asha.id)
      .orderBy('id')
      .execute();
    ashas.paymentId = payments[0]!.id;
    ashas.screenshotPaymentId = payments.find((p) => p.screenshot_file_id !== null)!.id;
  });
  afterAll(async () => t?.close());

  /** Each case: what Bala tries with Asha's data. `covers` names the route it exercises. */
  const cases: {
    covers: string;
    name: string;
    run: (who: Student) => ReturnType<typeof as>;
    allowed?: number[];
  }[] = [
    {
      covers: 'GET /api/cart/:userId',
      name: "reads Asha's cart",
      run: (who) => as(who, 'GET', `/api/cart/${asha.id}`),
    },
    {
      covers: 'POST /api/cart',
      name: "fills Asha's cart",
      run: (who) =>
        as(who, 'POST', '/api/cart', {
          userEmail: asha.email,
          eventId: events.paid,
          symposiumName: 'Carteblanche',
        }),
    },
    {
      covers: 'DELETE /api/cart/:cartId',
      name: "empties Asha's cart line naming himself",
      run: (who) => as(who, 'DELETE', `/api/cart/${ashas.cartId}`, { userEmail: who.email }),
      allowed: [403, 404],
    },
    {
      covers: 'DELETE /api/cart/:cartId',
      name: "empties Asha's cart line naming her",
      run: (who) => as(who, 'DELETE', `/api/cart/${ashas.cartId}`, { userEmail: asha.email }),
      allowed: [403, 404],
    },
    {
      covers: 'DELETE /api/cart/:cartId',
      name: "empties Asha's cart line with no body",
      run: (who) => as(who, 'DELETE', `/api/cart/${ashas.cartId}`),
      allowed: [403, 404],
    },
    {
      covers: 'POST /api/registrations/simple',
      name: 'registers Asha for a free event',
      run: (who) =>
        as(who, 'POST', '/api/registrations/simple', {
          userEmail: asha.email,
          eventId: events.free2,
        }),
    },
    {
      covers: 'POST /api/registrations',
      name: "files a bank transfer in Asha's name",
      run: (who) => as(who, 'POST', '/api/registrations', manualBody(asha.id, events.paid2, 250)),
    },
    {
      covers: 'POST /api/registrations',
      name: "files a cart payment with Asha's user id",
      run: (who) => {
        const form = cartForm({
          userId: String(asha.id),
          eventIds: JSON.stringify([events.paid2]),
          transactionId: `UTR-BALA-${dialect}`,
          mobileNumber: '9876543210',
          transactionAmount: '250',
        });
        return as(who, 'POST', '/api/registrations', form.payload, form.headers);
      },
    },
    {
      covers: 'GET /api/registrations/:userEmail',
      name: "reads Asha's registrations by email",
      run: (who) => as(who, 'GET', `/api/registrations/${asha.email}`),
    },
    {
      covers: 'GET /api/registrations/by-email/:email',
      name: "reads Asha's registered event ids",
      run: (who) => as(who, 'GET', `/api/registrations/by-email/${encodeURIComponent(asha.email)}`),
    },
    {
      covers: 'GET /api/registrations/user/:userId',
      name: "reads Asha's enrolled events",
      run: (who) => as(who, 'GET', `/api/registrations/user/${asha.id}`),
    },
    {
      covers: 'GET /api/payments/user/:userId',
      name: "reads Asha's payments",
      run: (who) => as(who, 'GET', `/api/payments/user/${asha.id}`),
    },
    {
      covers: 'DELETE /api/teams/:id/members/:userId',
      name: "removes Asha from her own team",
      run: (who) => as(who, 'DELETE', `/api/teams/${ashas.teamId}/members/${asha.id}`),
    },
    {
      covers: 'POST /api/teams/:id/leader',
      name: "hands Asha's team to himself",
      run: (who) => as(who, 'POST', `/api/teams/${ashas.teamId}/leader`, { userId: who.id }),
      allowed: [403, 404],
    },
    {
      covers: 'DELETE /api/registrations/:id',
      name: "cancels Asha's free registration",
      run: (who) => as(who, 'DELETE', `/api/registrations/${ashas.freeRegistrationId}`),
    },
    {
      covers: 'GET /api/registrations/:registrationId/pass.pdf',
      name: "prints Asha's entry pass",
      run: async () => {
        const reg = await t.db
          .selectFrom('registrations')
          .select('id')
          .where('user_id', '=', asha.id)
          .where('status', '=', 'verified')
          .executeTakeFirstOrThrow();
        return as(bala, 'GET', `/api/registrations/${reg.id}/pass.pdf`);
      },
    },
    {
      covers: 'GET /api/payments/:paymentId/screenshot',
      name: "opens Asha's transfer screenshot",
      run: (who) => as(who, 'GET', `/api/payments/${ashas.screenshotPaymentId}/screenshot`),
      allowed: [403, 404],
    },
  ];

  it('covers every route that names whose data it is about', () => {
    const scoped = ownerScopedRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect(scoped.length).toBeGreaterThanOrEqual(10);
    const covered = new Set(cases.map((c) => c.covers));
    expect(
      scoped.filter((r) => !covered.has(r)),
      'owner-scoped routes without an ownership case',
    ).toEqual([]);
  });

  it.each(cases.map((c) => [c.name, c] as const))(
    'refuses when another student %s, and writes nothing',
    async (_name, c) => {
      const before = await rowCounts(t);
      const res = await c.run(bala);
      expect(
        c.allowed ?? [403],
        `${c.covers}: ${res.statusCode} ${res.body.slice(0, 200)}`,
      ).toContain(res.statusCode);
      expect(res.body).not.toContain('asha@example.com');
      expect(res.body).not.toContain('Asha Iyer');
      expect(res.body).not.toContain(ashas.txn);
      expect(res.headers['content-type']).not.toMatch(/^image\//);
      expect(await rowCounts(t)).toBe(before);
    },
  );

  // A volunteer is not staff: on a student's data they are just another user.
  it.each(cases.map((c) => [c.name, c] as const))(
    'refuses when a volunteer %s, and writes nothing',
    async (_name, c) => {
      const before = await rowCounts(t);
      const res = await c.run(volunteer);
      expect(
        c.allowed ?? [403],
        `${c.covers}: ${res.statusCode} ${res.body.slice(0, 200)}`,
      ).toContain(res.statusCode);
      expect(res.body).not.toContain('asha@example.com');
      expect(res.body).not.toContain(ashas.txn);
      expect(await rowCounts(t)).toBe(before);
    },
  );

  it("leaves Asha's things as they were", async () => {
    const cart = await as(asha, 'GET', `/api/cart/${asha.id}`);
    expect(cart.json().map((i: { cartId: number }) => i.cartId)).toEqual([ashas.cartId]);
    const payments = await t.db.selectFrom('payments').select('user_id').execute();
    expect(payments.every((p) => p.user_id === asha.id)).toBe(true);
    const regs = await t.db
      .selectFrom('registrations')
      .select(['user_id', 'event_id'])
      .where('user_id', '=', asha.id)
      .execute();
    expect(regs.map((r) => r.event_id).sort()).toEqual(
      [events.paid, events.free, events.cartPaid].sort(),
    );
  });

  it('lets Asha herself and the staff see what is hers', async () => {
    for (const who of [asha, organizer]) {
      expect((await as(who, 'GET', `/api/cart/${asha.id}`)).statusCode).toBe(200);
      expect((await as(who, 'GET', `/api/registrations/user/${asha.id}`)).statusCode).toBe(200);
      expect((await as(who, 'GET', `/api/payments/user/${asha.id}`)).statusCode).toBe(200);
      const shot = await as(who, 'GET', `/api/payments/${ashas.screenshotPaymentId}/screenshot`);
      expect(shot.statusCode).toBe(200);
      expect(shot.headers['content-type']).toBe('image/jpeg');
      expect(shot.rawPayload.subarray(0, 3).equals(JPEG.subarray(0, 3))).toBe(true);
      expect(shot.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("gives another student only yes or no for a used transaction ID (the spec's duplicate check), nothing of whose", async () => {
    const res = await as(
      bala,
      'GET',
      `/api/registrations/check-transaction/${encodeURIComponent(ashas.txn)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ exists: true });
  });

  it('refuses a signed-out visitor on every owner-scoped route', async () => {
    for (const r of ownerScopedRoutes(t.app)) {
      const url = r.url
        .replace(':userId', String(asha.id))
        .replace(':userEmail', asha.email)
        .replace(':email', asha.email)
        .replace(':cartId', String(ashas.cartId))
        .replace(':paymentId', String(ashas.paymentId));
      const res = await as(null, r.method, url);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  describe('as an organizer assigned to events', () => {
    const ASHAS_EVENTS = ['Paid Alpha', 'Paid Beta', 'Free Gamma', 'Cart Epsilon'];
    let ownCoordinator: Student; // of Paid Alpha, which Asha paid for
    let otherCoordinator: Student; // of Free Delta, which Asha has nothing to do with
    const fillFor = (url: string) =>
      url
        .replace(':userId', String(asha.id))
        .replace(':userEmail', asha.email)
        .replace(':email', encodeURIComponent(asha.email))
        .replace(':cartId', String(ashas.cartId))
        .replace(':paymentId', String(ashas.screenshotPaymentId))
        .replace(':registrationId', String(ashas.freeRegistrationId));

    beforeAll(async () => {
      ownCoordinator = await t.createUser({ role: 'organizer' });
      otherCoordinator = await t.createUser({ role: 'organizer' });
      const admin = await t.adminCookie();
      for (const [eventId, who] of [
        [events.paid, ownCoordinator],
        [events.free2, otherCoordinator],
      ] as const) {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/events/${eventId}/coordinators`,
          headers: { cookie: admin },
          payload: { userIds: [who.id] },
        });
        expect(res.statusCode).toBe(200);
      }
    });

    it("shows, on every owner-scoped read of Asha's things, only their own event's part", async () => {
      const reads = ownerScopedRoutes(t.app).filter((r) => r.method === 'GET');
      expect(reads.length).toBeGreaterThanOrEqual(5);
      const failures: string[] = [];
      for (const r of reads) {
        for (const [who, mine] of [
          [ownCoordinator, ['Paid Alpha']],
          [otherCoordinator, []],
        ] as const) {
          const res = await as(who, 'GET', fillFor(r.url));
          if (r.url.includes('screenshot') || r.url.includes('pass.pdf')) {
            // the screenshot is of the cart payment, for Cart Epsilon, the pass of the registration
            // for Free Gamma: neither coordinator's
            if (res.statusCode !== 403) failures.push(`${r.url}: ${res.statusCode}`);
            continue;
          }
          if (res.statusCode !== 200) failures.push(`${r.url}: ${res.statusCode} ${res.body.slice(0, 100)}`);
          for (const name of ASHAS_EVENTS.filter((n) => !mine.includes(n as never)))
            if (res.body.includes(name)) failures.push(`${r.url} shows ${name}`);
          for (const [id, name] of [[events.paid2, 'Paid Beta'], [events.free, 'Free Gamma'], [events.cartPaid, 'Cart Epsilon']] as const)
            if (new RegExp(`"eventId":${id}\\b`).test(res.body) || (r.url.includes('by-email') && res.json().eventIds?.includes(id)))
              failures.push(`${r.url} names ${name} by id`);
        }
      }
      expect(failures).toEqual([]);
      // and their own event is there: Asha's payment for Paid Alpha awaits them
      const own = await as(ownCoordinator, 'GET', `/api/registrations/user/${asha.id}`);
      expect(own.json().pendingPayments.map((p: { events: { eventName: string }[] }) => p.events[0]!.eventName)).toEqual(['Paid Alpha']);
      expect((await as(ownCoordinator, 'GET', `/api/payments/user/${asha.id}`)).json()).toHaveLength(1);
    });

    it('registers a student only for their own events', async () => {
      const before = await rowCounts(t);
      const other = await as(otherCoordinator, 'POST', '/api/registrations/simple', { userEmail: asha.email, eventId: events.free });
      expect(other.statusCode).toBe(403);
      const cart = await as(otherCoordinator, 'POST', '/api/cart', { userEmail: asha.email, eventId: events.paid, symposiumName: 'Carteblanche' });
      expect(cart.statusCode).toBe(403);
      const manual = await as(otherCoordinator, 'POST', '/api/registrations', manualBody(asha.id, events.paid2, 250));
      expect(manual.statusCode).toBe(403);
      const form = cartForm({
        userId: String(asha.id),
        eventIds: JSON.stringify([events.paid2]),
        transactionId: `UTR-COORD-${dialect}`,
        mobileNumber: '9876543210',
        transactionAmount: '250',
      });
      const multipart = await as(otherCoordinator, 'POST', '/api/registrations', form.payload, form.headers);
      expect(multipart.statusCode).toBe(403);
      expect(await rowCounts(t)).toBe(before);
      const own = await as(otherCoordinator, 'POST', '/api/registrations/simple', { userEmail: asha.email, eventId: events.free2 });
      expect(own.statusCode).toBe(201);
    });
  });
});
