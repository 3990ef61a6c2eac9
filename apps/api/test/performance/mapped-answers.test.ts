import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreeRegistrationResponseSchema, PaymentListSchema, PaymentResponseSchema } from '@app/shared';
import type { z } from 'zod';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { cartForm, DAYS, insertEvent, newTxn, openSymposia, payCart } from '../registrations/fixtures';

// The rush's answers and the staff payment list are sent from their mappers' objects without zod
// re-reading them on the way out (lib/mapped-json.ts). Each must hold exactly its schema's fields,
// with the schema's types: a field the schema does not name (a password hash, a file id, a row's
// column) must never reach the client.

/** Parsing keeps only the schema's fields: equal to the answer means none more, none fewer, none of another type. */
function expectExactly(schema: z.ZodType, body: unknown) {
  expect(schema.parse(body)).toStrictEqual(body);
}

describe.each(DIALECTS)('answers sent from their mappers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
  });
  afterAll(async () => t?.close());

  it('the cart payment, the free registration with a clash, and the staff list hold exactly their schemas', async () => {
    const s = await t.createUser();
    const paid = await insertEvent(t, { fees: 200, rounds: [DAYS(3)] });
    const free = await insertEvent(t, { fees: 0, rounds: [DAYS(3)] });
    const clashing = await insertEvent(t, { fees: 0, rounds: [DAYS(3) + 10 * 60_000] });
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { cookie: s.cookie },
      payload: { userEmail: s.email, eventId: paid.id, symposiumName: 'Carteblanche' },
    });

    const form = cartForm({ eventIds: JSON.stringify([paid.id]), transactionId: newTxn(), mobileNumber: '9876501234', transactionAmount: '200' });
    const payment = await payCart(t, s.cookie, form);
    expect(payment.statusCode).toBe(201);
    expect(payment.headers['content-type']).toMatch(/^application\/json/);
    expectExactly(PaymentResponseSchema, payment.json());

    const register = (eventId: number) =>
      t.app.inject({ method: 'POST', url: '/api/registrations/simple', headers: { cookie: s.cookie }, payload: { userEmail: s.email, eventId } });
    expectExactly(FreeRegistrationResponseSchema, (await register(free.id)).json());
    const second = await register(clashing.id);
    expect(second.statusCode).toBe(201);
    expect(second.json().clashes.length).toBeGreaterThan(0);
    expectExactly(FreeRegistrationResponseSchema, second.json());

    const list = await t.app.inject({ method: 'GET', url: '/api/registrations/all?limit=50', headers: { cookie: await t.adminCookie() } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    const body = list.json();
    const mine = body.items.find((p: { id: number }) => p.id === payment.json().paymentId);
    expect(mine).toMatchObject({ userId: s.id, transactionAmount: 200, verified: null });
    expect(mine.screenshotUrl).toEqual(expect.any(String));
    expectExactly(PaymentListSchema, body);
  });
});
