import type { Logger } from 'pino';

/**
 * Pace reminders: when a game has waited longer than its pace for the side to play, the thread is reminded.
 * A reminder is keyed by channel and carries the version it was scheduled at: acting moves the game on, so a
 * reminder that fires for an older version does nothing (and scheduling again replaces it).
 */
export interface Reminders {
  schedule(channelId: string, version: number, dueAt: number): Promise<void>;
  cancel(channelId: string): Promise<void>;
  close(): Promise<void>;
}

export type ReminderHandler = (channelId: string, version: number) => Promise<void>;

/** Timers in this process, for the sandbox without Redis. */
export class TimerReminders implements Reminders {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly fire: ReminderHandler,
    private readonly log: Logger,
    private readonly clock: () => number = Date.now,
  ) {}

  async schedule(channelId: string, version: number, dueAt: number): Promise<void> {
    await this.cancel(channelId);
    const timer = setTimeout(
      () => {
        this.timers.delete(channelId);
        this.fire(channelId, version).catch((error: unknown) =>
          this.log.warn({ err: error, channelId }, 'reminder failed'),
        );
      },
      Math.max(0, dueAt - this.clock()),
    );
    timer.unref();
    this.timers.set(channelId, timer);
  }

  async cancel(channelId: string): Promise<void> {
    clearTimeout(this.timers.get(channelId));
    this.timers.delete(channelId);
  }

  async close(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
