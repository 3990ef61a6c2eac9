import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../helpers/app';
import { cartForm, insertEvent, newTxn, openSymposia, payCart, verifyPayment } from '../registrations/fixtures';
import { MAX_FLAGGED } from '../../src/modules/payments/screenshot-duplicates';
import { receiptJpeg, resaved } from './upi-screenshot';

describe.each(DIALECTS)('duplicate screenshots on %s', (dialect) => {
  let t: TestApp;
  let organizer: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await openSymposia(t);
    organizer = await t.createUser({ role: 'organizer' });
  });
  afterAll(async () => t?.close());

  /** A new student pays for the event with this screenshot: the payment, its payer and its transaction ID. */
  const payAs = async (userName: string, eventId: number, screenshot: Buffer) => {
    const s = await t.createUser({ fullName: userName });
    const transactionId = newTxn();
    const form = cartForm(
      { eventIds: JSON.stringify([eventId]), transactionId, mobileNumber: '9876501234', transactionAmount: '150' },
      { data: screenshot },
    );
    const res = await payCart(t, s.cookie, form);
    expect(res.statusCode).toBe(201);
    return { id: res.json().paymentId as number, userId: s.id, userName, transactionId };
  };
  const payWith = async (eventId: number, screenshot: Buffer) => (await payAs('Test Student', eventId, screenshot)).id;
  type Listed = { duplicateOf: number[]; duplicates: unknown[]; verified: boolean | null };
  const flags = async (cookie = organizer.cookie) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/registrations/all?limit=100', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return new Map<number, Listed>(res.json().items.map((p: { id: number }) => [p.id, p]));
  };

  it('flags the same receipt re-saved at another JPEG quality and scaled to 90%, both ways, and rejects nothing', async () => {
    const e = await insertEvent(t, { fees: 150 });
    const original = await receiptJpeg({ app: 'gpay', amount: 150, reference: '432090882290', time: '22 Nov 2026, 10:42 am' });
    const first = await payWith(e.id, original);
    const copy = await payWith(e.id, await resaved(original, 62, 0.9));
    await t.app.jobs.drain();
    const list = await flags();
    expect(list.get(copy)).toMatchObject({ duplicateOf: [first], verified: null });
    expect(list.get(first)).toMatchObject({ duplicateOf: [copy], verified: null });
    const regs = await t.db.selectFrom('registrations').select('status').where('payment_id', 'in', [first, copy]).execute();
    expect(regs.map((r) => r.status)).toEqual(['pending', 'pending']);
  });

  it('names each other payment by its payer and transaction ID, and to a coordinator only the payments of their own events', async () => {
    const mine = await insertEvent(t, { fees: 150 });
    const theirs = await insertEvent(t, { fees: 150 });
    const coordinator = await t.createUser({ role: 'organizer' });
    await t.db.insertInto('event_coordinators').values({ event_id: mine.id, user_id: coordinator.id }).execute();
    const picture = await receiptJpeg({ app: 'gpay', amount: 150, reference: '432800002222', time: '22 Nov 2026, 1:15 pm' });
    const priya = await payAs('Priya R', mine.id, picture);
    const kavya = await payAs('Kavya S', mine.id, picture);
    const ravi = await payAs('Ravi K', theirs.id, picture);
    await t.app.jobs.drain();
    const named = (p: typeof priya) => ({ paymentId: p.id, userName: p.userName, transactionId: p.transactionId });
    const unnamed = (p: typeof priya) => ({ paymentId: p.id, userName: null, transactionId: null });

    // An organizer assigned to no event sees every payment, so every one is named.
    const all = await flags();
    expect(all.get(priya.id)!.duplicates).toEqual([named(kavya), named(ravi)]);
    expect(all.get(ravi.id)!.duplicates).toEqual([named(priya), named(kavya)]);

    // Ravi's payment is for another coordinator's event: this coordinator does not list it, and is not told whose it is.
    const listed = await flags(coordinator.cookie);
    expect(listed.has(ravi.id)).toBe(false);
    expect(listed.get(priya.id)!.duplicates).toEqual([named(kavya), unnamed(ravi)]);
    expect(listed.get(kavya.id)!.duplicates).toEqual([named(priya), unnamed(ravi)]);
    expect(JSON.stringify([...listed.values()])).not.toContain(ravi.transactionId);
    // Nor in the answer to their verification.
    const decided = await verifyPayment(t, coordinator.cookie, { userId: kavya.userId, eventId: mine.id, paymentId: kavya.id });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().payment.duplicates).toEqual([named(priya), unnamed(ravi)]);
  });

  it('does not flag two different receipts of the same app and amount', async () => {
    const e = await insertEvent(t, { fees: 150 });
    const a = await payWith(e.id, await receiptJpeg({ app: 'phonepe', amount: 150, reference: '432611223344', time: '22 Nov 2026, 11:03 am' }));
    const b = await payWith(e.id, await receiptJpeg({ app: 'phonepe', amount: 150, reference: '432611229871', time: '22 Nov 2026, 11:07 am' }));
    await t.app.jobs.drain();
    const list = await flags();
    expect(list.get(a)!.duplicateOf).toEqual([]);
    expect(list.get(b)!.duplicateOf).toEqual([]);
    // Both were signed, so the comparison did take place.
    const signed = await t.db.selectFrom('payments').select('screenshot_phash').where('id', 'in', [a, b]).execute();
    expect(signed.every((p) => /^[0-9a-f]{16}:\d+$/.test(p.screenshot_phash ?? ''))).toBe(true);
  });

  it('flags one picture sent again and again as a copy of the earliest payments, without a pair for every two of them', async () => {
    const e = await insertEvent(t, { fees: 150 });
    const picture = await receiptJpeg({ app: 'gpay', amount: 150, reference: '432700001111', time: '22 Nov 2026, 12:10 pm' });
    const ids: number[] = [];
    for (let i = 0; i < MAX_FLAGGED + 4; i++) ids.push(await payWith(e.id, picture));
    await t.app.jobs.drain();
    const list = await flags();
    // Every later one names the earliest MAX_FLAGGED; the first is named by all the others.
    expect(list.get(ids.at(-1)!)!.duplicateOf).toEqual(ids.slice(0, MAX_FLAGGED));
    expect(list.get(ids[0]!)!.duplicateOf).toEqual(ids.slice(1));
    const pairs = await t.db.selectFrom('payment_screenshot_duplicates').select('payment_id').where('payment_id', 'in', ids).execute();
    const all = (ids.length * (ids.length - 1)) / 2;
    expect(pairs.length / 2).toBeLessThan(all);
  });
});
