// The registration rush: logged-in students, `concurrency` at a time, each adding a paid event
// to the cart, registering for a free event and paying for the cart with a screenshot and a
// unique transaction ID; half-way through, 50 other students submit at the same moment a
// payment that reuses one transaction ID. Calls alternate between the API processes given.
import http from 'node:http';
import { json, multipart, percentile, request } from './http.mjs';

/** SPEC §5: the answer to a transaction ID already used. */
export const TRANSACTION_USED = 'This transaction ID has already been used.';

const STEPS = ['add to cart', 'free registration', 'payment'];

export async function runRush({ ports, plan, cookies, screenshot, concurrency, tag }) {
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: concurrency + 64 }));
  let turn = 0;
  const call = (opts) => {
    const i = turn++ % ports.length;
    return request({ ...opts, port: ports[i], agent: agents[i] });
  };
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
  const reusedTxn = `RUSH${tag}REUSED`;
  const payment = (s, paid, transactionId) => {
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
    return call({
      method: 'POST',
      path: '/api/registrations',
      headers: { cookie: cookies.get(s.email), 'content-type': form.contentType },
      body: form.body,
    });
  };

  const outcome = { reusedTxn, students: [], reuse: [] };
  const reuseBurst = async () => {
    const answers = await Promise.all(plan.reuse.map((s) => payment(s, s.paid, reusedTxn)));
    answers.forEach((res, i) => {
      const ok =
        res.status === 201 || (res.status === 409 && json(res)?.message === TRANSACTION_USED);
      note('reused transaction ID', res, ok);
      outcome.reuse.push({
        id: plan.reuse[i].id,
        paidId: plan.reuse[i].paid.id,
        status: res.status,
      });
    });
  };

  const started = performance.now();
  let next = 0;
  let burst = null;
  const half = Math.floor(plan.rush.length / 2);
  const worker = async () => {
    while (next < plan.rush.length) {
      const s = plan.rush[next++];
      if (next >= half && !burst) burst = reuseBurst();
      const cookie = cookies.get(s.email);
      const txn = `RUSH${tag}U${s.id}`;
      const cart = await call({
        method: 'POST',
        path: '/api/cart',
        headers: { cookie },
        body: { userEmail: s.email, eventId: s.paid.id, symposiumName: s.paid.symposium },
      });
      note(STEPS[0], cart, cart.status === 201);
      const free = await call({
        method: 'POST',
        path: '/api/registrations/simple',
        headers: { cookie },
        body: { userEmail: s.email, eventId: s.free.id },
      });
      note(STEPS[1], free, free.status === 201);
      const paid = await payment(s, s.paid, txn);
      note(STEPS[2], paid, paid.status === 201);
      outcome.students.push({
        id: s.id,
        paidId: s.paid.id,
        freeId: s.free.id,
        txn,
        cart: cart.status,
        free: free.status,
        payment: paid.status,
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await burst;
  const elapsedMs = performance.now() - started;
  for (const agent of agents) agent.destroy();

  const summarize = (list) => ({
    requests: list.length,
    rps: Math.round((list.length / elapsedMs) * 1000),
    p50: percentile(
      list.map((x) => x.ms),
      50,
    ),
    p99: percentile(
      list.map((x) => x.ms),
      99,
    ),
    errors: list.filter((x) => !x.ok).length,
  });
  const byStep = [...STEPS, 'reused transaction ID'].map((step) => ({
    step,
    ...summarize(samples.filter((x) => x.step === step)),
  }));
  return {
    samples,
    started,
    outcome,
    elapsedMs,
    total: summarize(samples),
    byStep,
    /** Calls that got no HTTP answer at all (connection error or timeout). */
    noAnswer: samples.filter((x) => x.status === 0).length,
    unexpected: [...unexpected.entries()].map(([what, n]) => `${n} x ${what}`),
  };
}
