/**
 * Closes a BullMQ worker, waiting at most `timeoutMs` for it. BullMQ 6's `Worker.close()` (and `close(true)`,
 * which returns the same promise) never settles while Redis is unreachable or still reconnecting: it waits for
 * its blocking connection to emit `end`, which a connection between retries never does. A shutdown during a
 * Redis outage would hang there; past the bound we stop waiting, since the process is going away and a job it
 * left active is taken over by another worker through BullMQ's stalled-job check. Resolves true when closed.
 */
export async function closeWorker(worker: { close(): Promise<void> }, timeoutMs = 10_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([worker.close().then(() => true as const), gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}
