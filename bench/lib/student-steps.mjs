// A student's three calls in both registration rushes (the closed loop in rush.mjs and the open
// loop in open-loop.mjs), and how their answers are counted and summed up.
import { json, multipart, percentile } from './http.mjs';

export const STEPS = ['add to cart', 'free registration', 'payment'];

/**
 * The payment for `paid` as the form sends it: the transaction ID and a screenshot. A request for
 * http.mjs's `request` without a port; the caller adds the student's cookie.
 */
export function paymentRequest(s, paid, transactionId, screenshot) {
  const form = multipart(
    {
      eventIds: JSON.stringify([paid.id]),
      transactionId,
      transactionUsername: s.name,
      mobileNumber: '9876543210',
      transactionAmount: String(paid.fees),
    },
    [
      {
        name: 'transactionScreenshot',
        filename: 'payment.jpg',
        contentType: 'image/jpeg',
        data: screenshot,
      },
    ],
  );
  return {
    method: 'POST',
    path: '/api/registrations',
    headers: { 'content-type': form.contentType },
    body: form.body,
  };
}

/**
 * One student `s`: adds the paid event to the cart, registers for the free event, then pays for
 * the cart with `txn`. `call` sends one request as the student; `pause(k)`, when given, is
 * awaited after call k (0 and 1). `note` counts each answer. Resolves the student's outcome.
 */
export async function runStudent({ s, txn, screenshot, call, note, pause }) {
  const cart = await call({
    method: 'POST',
    path: '/api/cart',
    body: { userEmail: s.email, eventId: s.paid.id, symposiumName: s.paid.symposium },
  });
  note(STEPS[0], cart, cart.status === 201);
  if (pause) await pause(0);
  const free = await call({
    method: 'POST',
    path: '/api/registrations/simple',
    body: { userEmail: s.email, eventId: s.free.id },
  });
  note(STEPS[1], free, free.status === 201);
  if (pause) await pause(1);
  const paid = await call(paymentRequest(s, s.paid, txn, screenshot));
  note(STEPS[2], paid, paid.status === 201);
  return {
    id: s.id,
    paidId: s.paid.id,
    freeId: s.free.id,
    txn,
    cart: cart.status,
    free: free.status,
    payment: paid.status,
  };
}

/**
 * The answers of a run: `note(step, res, ok)` keeps each call's time and status (and when it was
 * sent), and counts the unexpected answers by step, status and message.
 */
export function answerLog() {
  const samples = [];
  const unexpected = new Map();
  const note = (step, res, ok) => {
    samples.push({ step, ms: res.ms, ok, status: res.status, at: performance.now() - res.ms });
    if (!ok) {
      const what =
        `${step}: ${res.status || res.error?.message} ${json(res)?.message ?? ''}`.trim();
      unexpected.set(what, (unexpected.get(what) ?? 0) + 1);
    }
  };
  return {
    samples,
    note,
    /** Calls that got no HTTP answer at all (connection error or timeout). */
    noAnswer: () => samples.filter((x) => x.status === 0).length,
    unexpected: () => [...unexpected.entries()].map(([what, n]) => `${n} x ${what}`),
  };
}

/** Count, median and p99 time, and errors of some samples; with `elapsedMs`, calls per second too. */
export function summarize(list, elapsedMs) {
  return {
    requests: list.length,
    ...(elapsedMs === undefined ? {} : { rps: Math.round((list.length / elapsedMs) * 1000) }),
    p50: percentile(
      list.map((x) => x.ms),
      50,
    ),
    p99: percentile(
      list.map((x) => x.ms),
      99,
    ),
    errors: list.filter((x) => !x.ok).length,
  };
}

/** summarize() of each step's samples, in the order of `steps`. */
export function summarizeSteps(samples, steps, elapsedMs) {
  return steps.map((step) => ({
    step,
    ...summarize(
      samples.filter((x) => x.step === step),
      elapsedMs,
    ),
  }));
}
