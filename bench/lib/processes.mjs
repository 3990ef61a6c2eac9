// Child processes of the bench (API servers, the static server, seeders), their memory, and
// cleaning up after them on every way out: normal end, failure, Ctrl-C.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { request } from './http.mjs';

export { freePort } from '../../scripts/local-server.mjs';

const children = new Set();
const cleanups = [];

/** Registers an async clean-up step (drop a database, remove a folder), run once on the way out. */
export function onCleanup(fn) {
  cleanups.push(fn);
}

export async function cleanupAll() {
  for (const child of children) await stopProcess(child);
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch (err) {
      console.error(`  clean-up step failed: ${err.message}`);
    }
  }
}

// Last resort when the process exits without the async path (an uncaught throw): no orphans.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n  ${signal}: stopping the servers and cleaning up...`);
    cleanupAll().finally(() => process.exit(130));
  });
}

/** Starts a long-running child; its output goes to logFile. */
export function startProcess(cmd, args, { env, cwd, logFile }) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  child.logFile = logFile;
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export async function stopProcess(child, timeoutMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/** Runs a child to its end; rejects with its output's tail when it fails. */
export function runProcess(cmd, args, { env, cwd, timeoutMs = 180_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (code === 0) resolve(output);
      else
        reject(
          new Error(
            `${[cmd, ...args].join(' ')} failed (${signal ?? code}):\n${output.slice(-3000)}`,
          ),
        );
    });
  });
}

export function canConnect(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Waits until GET path answers 200, or fails when the child exits or time runs out. */
export async function waitReady(child, port, path = '/api/health', timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    const res = await request({ port, path, timeoutMs: 2000 }).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  const log = fs.existsSync(child.logFile)
    ? fs.readFileSync(child.logFile, 'utf8').slice(-3000)
    : '';
  throw new Error(`server on port ${port} did not start:\n${log}`);
}

const kb = (status, field) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);

/**
 * Peak resident memory of some processes over one scenario. The kernel's high-water mark
 * (VmHWM) is reset at the start through /proc/<pid>/clear_refs, and VmRSS is also sampled
 * every 100 ms in case the reset is not allowed; the larger of the two, per process, in MB.
 */
export class RssMeter {
  constructor(pids) {
    this.pids = pids;
    this.sampled = new Map(pids.map((p) => [p, 0]));
    this.resetWorked = pids.every((pid) => {
      try {
        fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
    });
    this.timer = setInterval(() => this.sample(), 100);
    this.sample();
  }

  sample() {
    for (const pid of this.pids) {
      try {
        const rss = kb(fs.readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS');
        this.sampled.set(pid, Math.max(this.sampled.get(pid), rss));
      } catch {
        // The process is gone; its last sample stands.
      }
    }
  }

  /** The highest peak of any one process, in MB. */
  stop() {
    clearInterval(this.timer);
    this.sample();
    let peak = 0;
    for (const pid of this.pids) {
      let hwm = 0;
      try {
        if (this.resetWorked) hwm = kb(fs.readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmHWM');
      } catch {
        // gone
      }
      peak = Math.max(peak, hwm, this.sampled.get(pid));
    }
    return Math.round(peak / 102.4) / 10;
  }
}
