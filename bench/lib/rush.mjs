// The registration rush: logged-in students, `concurrency` at a time, each adding a paid event
// to the cart, registering for a free event and paying for the cart with a screenshot and a
// unique transaction ID; half-way through, 50 other students submit at the same moment a
// payment that reuses one transaction ID. Calls alternate between the API processes given.
import http from 'node:http';
import { json, request } from './http.mjs';
import {
  answerLog,
  paymentRequest,
  runStudent,
  STEPS,
  summarize,
  summarizeSteps,
} from './student-steps.mjs';

/** SPEC §5: the answer to a transaction ID already used. */
export const TRANSACTION_USED = 'This transaction ID has already been used.';

export async function runRush({ ports, plan, cookies, screenshot, concurrency, tag }) {
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: concurrency + 64 }));
  let turn = 0;
  const call = (opts) => {
    const i = turn++ % ports.length;
    return request({ ...opts, port: ports[i], agent: agents[i] });
  };
  const log = answerLog();
  const note = log.note;
  const reusedTxn = `RUSH${tag}REUSED`;
  /** One request as student `s`, with their session cookie. */
  const callAs = (s) => (opts) =>
    call({ ...opts, headers: { cookie: cookies.get(s.email), ...opts.headers } });

  const outcome = { reusedTxn, students: [], reuse: [] };
  const reuseBurst = async () => {
    const answers = await Promise.all(
      plan.reuse.map((s) => callAs(s)(paymentRequest(s, s.paid, reusedTxn, screenshot))),
    );
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
      outcome.students.push(
        await runStudent({ s, txn: `RUSH${tag}U${s.id}`, screenshot, call: callAs(s), note }),
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await burst;
  const elapsedMs = performance.now() - started;
  for (const agent of agents) agent.destroy();

  const byStep = summarizeSteps(log.samples, [...STEPS, 'reused transaction ID'], elapsedMs);
  return {
    samples: log.samples,
    started,
    outcome,
    elapsedMs,
    total: summarize(log.samples, elapsedMs),
    byStep,
    noAnswer: log.noAnswer(),
    unexpected: log.unexpected(),
  };
}
