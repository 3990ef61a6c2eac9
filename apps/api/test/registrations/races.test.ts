import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { insertEvent, manualBody, newTxn, openSymposia } from './fixtures';

// Many requests at the same instant: the database constraints, checked inside each transaction,
// let exactly one through.

const N = 50;

describe.each(DIALECTS)('registration races on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
  });
  afterAll(async () => t?.close());

  const tally = (codes: number[]) => codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

  it(`${N} students submitting one transaction ID at once: exactly one payment stored, the rest 409`, async () => {
    const e = await insertEvent(t, { fees: 150 });
    const students = await Promise.all(Array.from({ length: N }, () => t.createUser()));
    const txn = newTxn();
    const responses = await Promise.all(
      students.map((s) =>
        t.app.inject({ method: 'POST', url: '/api/registrations', headers: { cookie: s.cookie }, payload: manualBody(s.id, e.id, 150, { transactionId: txn }) }),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 1, 409: N - 1 });
    for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(MSG.transactionUsed);
    const payments = await t.db.selectFrom('payments').select('user_id').where('transaction_id', '=', txn).execute();
    expect(payments).toHaveLength(1);
    const registrations = await t.db.selectFrom('registrations').select('user_id').where('event_id', '=', e.id).execute();
    expect(registrations).toEqual([{ user_id: payments[0]!.user_id }]);
  });

  it(`${N} free registrations of one student for one event at once: one stored, the rest 409`, async () => {
    const e = await insertEvent(t, { fees: 0 });
    const s = await t.createUser();
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        t.app.inject({ method: 'POST', url: '/api/registrations/simple', headers: { cookie: s.cookie }, payload: { userEmail: s.email, eventId: e.id } }),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 1, 409: N - 1 });
    for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(MSG.alreadyRegistered);
    const rows = await t.db.selectFrom('registrations').select('id').where('user_id', '=', s.id).where('event_id', '=', e.id).execute();
    expect(rows).toHaveLength(1);
  });

  it(`${N} adds of one event to one cart at once: one line`, async () => {
    const e = await insertEvent(t, { fees: 75 });
    const s = await t.createUser();
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        t.app.inject({ method: 'POST', url: '/api/cart', headers: { cookie: s.cookie }, payload: { userEmail: s.email, eventId: e.id, symposiumName: 'Carteblanche' } }),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 1, 409: N - 1 });
    const lines = await t.db.selectFrom('cart_items').select('id').where('user_id', '=', s.id).execute();
    expect(lines).toHaveLength(1);
  });

  it(`${N} payments of one student for one event with different transaction IDs at once: one stored`, async () => {
    const e = await insertEvent(t, { fees: 60 });
    const s = await t.createUser();
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        t.app.inject({ method: 'POST', url: '/api/registrations', headers: { cookie: s.cookie }, payload: manualBody(s.id, e.id, 60) }),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 1, 409: N - 1 });
    const payments = await t.db.selectFrom('payments').select('id').where('user_id', '=', s.id).execute();
    expect(payments).toHaveLength(1);
  });
});
