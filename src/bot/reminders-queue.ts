import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import type { Logger } from 'pino';
import { closeWorker } from '../store/bullmq-close.js';
import type { ReminderHandler, Reminders } from './reminders.js';

/**
 * Pace reminders as BullMQ delayed jobs: one per channel (job id `remind-<channel>`), replaced when the game
 * moves on, so a restart of the bot loses none and a reminder for an older version never fires.
 */
export class QueueReminders implements Reminders {
  private readonly queue: Queue<{ channelId: string; version: number }>;
  private readonly worker: Worker<{ channelId: string; version: number }>;

  constructor(connection: ConnectionOptions, fire: ReminderHandler, log: Logger, prefix = 'umpire') {
    this.queue = new Queue('reminders', {
      connection,
      prefix,
      defaultJobOptions: {
        removeOnComplete: true,
        removeOnFail: { count: 100 },
        attempts: 3,
        backoff: { type: 'exponential', delay: 1000 },
      },
    });
    this.worker = new Worker('reminders', async (job) => fire(job.data.channelId, job.data.version), {
      connection,
      prefix,
      concurrency: 4,
    });
    this.worker.on('failed', (job, error) =>
      log.warn({ err: error, channelId: job?.data.channelId }, 'reminder failed'),
    );
    this.worker.on('error', (error) => log.error({ err: error }, 'reminder worker error'));
  }

  async schedule(channelId: string, version: number, dueAt: number): Promise<void> {
    await this.cancel(channelId);
    await this.queue.add(
      'remind',
      { channelId, version },
      { jobId: `remind-${channelId}`, delay: Math.max(0, dueAt - Date.now()) },
    );
  }

  async cancel(channelId: string): Promise<void> {
    await this.queue.remove(`remind-${channelId}`);
  }

  async close(): Promise<void> {
    await closeWorker(this.worker, 5_000);
    await this.queue.close();
  }
}
