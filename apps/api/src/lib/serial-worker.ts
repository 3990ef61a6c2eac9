/**
 * Runs `pass` one at a time in the background (the outbox and the job runner): a kick while a pass
 * runs asks for one more pass after it, never a second one alongside it.
 */
export function serialWorker(pass: () => Promise<void>, onError: (err: unknown) => void) {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function loop() {
    do {
      again = false;
      await pass();
    } while (again && !closed);
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    /** Asks for a pass now (after a commit that queued work). */
    kick() {
      if (!closed) void run();
    },
    /** Runs a pass and waits until the worker is idle (tests, shutdown). */
    async drain() {
      await run();
      if (running) await running;
    },
    /** No more passes start; resolves when the one running has finished. */
    async close() {
      closed = true;
      if (running) await running;
    },
  };
}
