import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import type { Logger } from 'pino';
import { closeWorker } from '../store/bullmq-close.js';

/**
 * A league pairing's two timed jobs: the reminder to its players some hours before the deadline, and the
 * deadline itself (marked overdue, organisers told). Each carries the deadline it was set for, so a job for a
 * deadline since extended, or for a pairing already played, does nothing; scheduling again replaces both.
 * On Redis they are BullMQ delayed jobs (a restart loses none); without Redis, timers in this process.
 */

export interface DeadlineJob {
  readonly leagueId: string;
  readonly pairingId: string;
  readonly deadline: number;
  readonly kind: 'remind' | 'due';
}

export type DeadlineHandler = (job: DeadlineJob) => Promise<void>;

export interface LeagueDeadlines {
  /** Sets the pairing's reminder (when `remindAt` is given) and its deadline job, replacing earlier ones. */
  schedule(leagueId: string, pairingId: string, deadline: number, remindAt?: number): Promise<void>;
  cancel(leagueId: string, pairingId: string): Promise<void>;
  close(): Promise<void>;
}

const jobId = (leagueId: string, pairingId: string, kind: DeadlineJob['kind']) =>
  `league-${leagueId}-${pairingId}-${kind}`;

export class QueueLeagueDeadlines implements LeagueDeadlines {
  readonly queue: Queue<DeadlineJob>;
  private readonly worker: Worker<DeadlineJob>;

  constructor(
    connection: ConnectionOptions,
    fire: DeadlineHandler,
    log: Logger,
    prefix = 'umpire',
    private readonly clock: () => number = Date.now,
  ) {
    this.queue = new Queue('league-deadlines', {
      connection,
      prefix,
      defaultJobOptions: {
        removeOnComplete: true,
        removeOnFail: { count: 100 },
        attempts: 3,
        backoff: { type: 'exponential', delay: 1000 },
      },
    });
    this.worker = new Worker<DeadlineJob>('league-deadlines', async (job) => fire(job.data), {
      connection,
      prefix,
      concurrency: 2,
    });
    this.worker.on('failed', (job, error) =>
      log.warn(
        { err: error, leagueId: job?.data.leagueId, pairing: job?.data.pairingId },
        'league deadline job failed',
      ),
    );
    this.worker.on('error', (error) => log.error({ err: error }, 'league deadline worker error'));
  }

  async schedule(leagueId: string, pairingId: string, deadline: number, remindAt?: number): Promise<void> {
    await this.cancel(leagueId, pairingId);
    const now = this.clock();
    if (remindAt !== undefined) {
      await this.queue.add(
        'remind',
        { leagueId, pairingId, deadline, kind: 'remind' },
        { jobId: jobId(leagueId, pairingId, 'remind'), delay: Math.max(0, remindAt - now) },
      );
    }
    await this.queue.add(
      'due',
      { leagueId, pairingId, deadline, kind: 'due' },
      { jobId: jobId(leagueId, pairingId, 'due'), delay: Math.max(0, deadline - now) },
    );
  }

  async cancel(leagueId: string, pairingId: string): Promise<void> {
    await this.queue.remove(jobId(leagueId, pairingId, 'remind'));
    await this.queue.remove(jobId(leagueId, pairingId, 'due'));
  }

  async close(): Promise<void> {
    await closeWorker(this.worker, 5_000);
    await this.queue.close();
  }
}

/** Node's timers hold at most ~24.8 days; a longer wait is taken in steps. */
const MAX_TIMER = 2 ** 31 - 1;

export class TimerLeagueDeadlines implements LeagueDeadlines {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly fire: DeadlineHandler,
    private readonly log: Logger,
    private readonly clock: () => number = Date.now,
  ) {}

  async schedule(leagueId: string, pairingId: string, deadline: number, remindAt?: number): Promise<void> {
    await this.cancel(leagueId, pairingId);
    if (remindAt !== undefined) this.at(remindAt, { leagueId, pairingId, deadline, kind: 'remind' });
    this.at(deadline, { leagueId, pairingId, deadline, kind: 'due' });
  }

  private at(when: number, job: DeadlineJob): void {
    const id = jobId(job.leagueId, job.pairingId, job.kind);
    const wait = Math.max(0, when - this.clock());
    const timer = setTimeout(
      () => {
        this.timers.delete(id);
        if (wait > MAX_TIMER) return this.at(when, job);
        this.fire(job).catch((error: unknown) => this.log.warn({ err: error, ...job }, 'league deadline job failed'));
      },
      Math.min(wait, MAX_TIMER),
    );
    timer.unref();
    this.timers.set(id, timer);
  }

  async cancel(leagueId: string, pairingId: string): Promise<void> {
    for (const kind of ['remind', 'due'] as const) {
      const id = jobId(leagueId, pairingId, kind);
      clearTimeout(this.timers.get(id));
      this.timers.delete(id);
    }
  }

  async close(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
