// The open-loop rush: students arrive at a fixed rate whatever the server's pace (as in a real
// registration opening), each on a connection of their own, and each adds a paid event to the
// cart, registers for a free event and pays for the cart, pausing like a person between steps.
// Unlike the closed loop, a slow server does not slow the arrivals: its queue grows instead.
import http from 'node:http';
import { seededRandom } from '../../scripts/seeded-random.mjs';
import { request } from './http.mjs';
import { answerLog, runStudent, STEPS, summarize, summarizeSteps } from './student-steps.mjs';

export const CALLS_PER_STUDENT = STEPS.length;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Hands out arrivals (a student with one of their own (paid, free) pairs) so that one student's
 * arrivals are as far apart as the pool allows: arrival k is student k mod P, pair floor(k / P).
 */
export function arrivalSource(pool) {
  const maxPairs = Math.max(0, ...pool.map((s) => s.pairs.length));
  let k = 0;
  return {
    take(n) {
      const out = [];
      while (out.length < n && k < pool.length * maxPairs) {
        const s = pool[k % pool.length];
        const pair = s.pairs[Math.floor(k / pool.length)];
        k += 1;
        if (pair) out.push({ ...s, ...pair });
      }
      return out;
    },
  };
}

/**
 * Runs one open-loop rush: `arrivals.length` students, `perSecond` arriving each second, each
 * pausing `pauseMs` ([min, max]) between steps. Resolves once every student has finished.
 */
export async function runOpenLoop({
  port,
  arrivals,
  perSecond,
  pauseMs,
  screenshot,
  tag,
  seed = 1,
  timeoutMs = 30_000,
}) {
  const random = seededRandom(seed); // the same pauses on every run
  const log = answerLog();
  const outcome = { reusedTxn: `OPEN${tag}NONE`, students: [], reuse: [] };
  const pause = () => pauseMs[0] + random() * (pauseMs[1] - pauseMs[0]);

  const student = async (s, i, pauses) => {
    // One browser: one keep-alive connection for the student's three calls.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const call = (opts) =>
      request({ ...opts, port, agent, timeoutMs, headers: { cookie: s.cookie, ...opts.headers } });
    try {
      outcome.students.push(
        await runStudent({
          s,
          txn: `OPEN${tag}N${i}`,
          screenshot,
          call,
          note: log.note,
          pause: (k) => sleep(pauses[k]),
        }),
      );
    } finally {
      agent.destroy();
    }
  };

  const started = performance.now();
  const flows = [];
  let lateMs = 0;
  for (let i = 0; i < arrivals.length; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    lateMs = Math.max(lateMs, performance.now() - due);
    flows.push(student(arrivals[i], i, [pause(), pause()]));
  }
  const arrivalSeconds = (performance.now() - started) / 1000;
  await Promise.all(flows);
  const elapsedMs = performance.now() - started;

  return {
    outcome,
    elapsedMs,
    perSecond,
    callsPerSecond: Math.round(perSecond * CALLS_PER_STUDENT * 10) / 10,
    /** The arrival rate the load generator actually kept (it is late when its own core is busy). */
    achievedPerSecond: Math.round((arrivals.length / Math.max(arrivalSeconds, 1e-3)) * 10) / 10,
    latestArrivalMs: Math.round(lateMs),
    total: summarize(log.samples),
    byStep: summarizeSteps(log.samples, STEPS),
    noAnswer: log.noAnswer(),
    unexpected: log.unexpected(),
  };
}
