/**
 * Sends of which only the newest matters, per key (a game's pinned status message): at most one in flight per key; a
 * send asked while one is in flight waits, and is replaced by any newer one asked meanwhile, so a burst of actions in
 * a game costs two edits, not one each. Under Discord's global limit (50 requests a second for the bot, every channel
 * together) this is what keeps the status of 1,000 busy games current instead of queueing their edits without end.
 *
 * `version` orders the sends of a key (the game's version): one not newer than a send already made or waiting is
 * dropped, so handlers that finish out of order never put an older status over a newer one.
 */
export class LatestOnly {
  private readonly wanted = new Map<string, Wanted>();
  private readonly running = new Set<string>();
  /** The newest version sent or being sent, per key; the oldest keys are forgotten past `remember`. */
  private readonly taken = new Map<string, number>();

  constructor(
    private readonly onError: (key: string, error: unknown) => void,
    private readonly remember = 10_000,
  ) {}

  /**
   * Resolves once this version or a newer one has been sent (a failed send resolves too: `onError` has it), or at
   * once when a newer one already has been.
   */
  send(key: string, version: number, send: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve) => {
      const waiting = this.wanted.get(key);
      if (waiting && waiting.version >= version) waiting.waiters.push(resolve);
      else if (version <= (this.taken.get(key) ?? -1)) resolve();
      else this.wanted.set(key, { version, send, waiters: [...(waiting?.waiters ?? []), resolve] });
      if (!this.running.has(key)) {
        this.running.add(key);
        void this.drain(key);
      }
    });
  }

  private async drain(key: string): Promise<void> {
    for (;;) {
      const next = this.wanted.get(key);
      // Checked and cleared in the same turn as `send` reads them: a send asked after this finds no run, starts one.
      if (!next) {
        this.running.delete(key);
        return;
      }
      this.wanted.delete(key);
      // Newest last in the map's order, so that the oldest key is the first forgotten.
      this.taken.delete(key);
      this.taken.set(key, next.version);
      if (this.taken.size > this.remember) this.taken.delete(this.taken.keys().next().value!);
      try {
        await next.send();
      } catch (error) {
        this.onError(key, error);
      }
      for (const done of next.waiters) done();
    }
  }
}

interface Wanted {
  readonly version: number;
  readonly send: () => Promise<void>;
  readonly waiters: (() => void)[];
}
