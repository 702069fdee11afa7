import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { Logger } from 'pino';
import type { RenderRequests } from './context.js';
import type { RenderObserver } from '../ops/metrics.js';
import {
  processMapRequest,
  processRender,
  type InteractionRef,
  type MapJob,
  type RenderDeps,
  type RenderJob,
  type RenderOutcome,
} from './pictures.js';

/**
 * The BullMQ `render` queue. A job is `{channelId, version, via?}`, deduplicated per channel with keepLastIfActive:
 * at most one job runs and one waits per channel, the waiting one carrying the newest version and the newest
 * action's interaction (`via`), as whose follow-up the picture is posted; the worker always draws the game as it
 * is when the job runs.
 */

export const RENDER_QUEUE = 'render';
export const RENDER_ATTEMPTS = 4;

export class RenderQueue implements RenderRequests {
  readonly queue: Queue<RenderJob | MapJob>;

  constructor(connection: ConnectionOptions, prefix = 'umpire') {
    this.queue = new Queue<RenderJob | MapJob>(RENDER_QUEUE, {
      connection,
      prefix,
      defaultJobOptions: {
        attempts: RENDER_ATTEMPTS,
        backoff: { type: 'exponential', delay: 500 },
        removeOnComplete: { count: 200, age: 3600 },
        removeOnFail: { count: 1000 },
      },
    });
  }

  async request(channelId: string, version: number, via?: InteractionRef): Promise<void> {
    await this.queue.add(
      'render',
      { channelId, version, ...(via ? { via } : {}) },
      { deduplication: { id: `render-${channelId}`, keepLastIfActive: true } },
    );
  }

  async map(job: MapJob): Promise<void> {
    // Once: the answer's deferral lasts 15 minutes, and a failure tells the asker rather than trying again.
    await this.queue.add('map', job, { attempts: 1 });
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

export interface RenderWorkerOptions {
  readonly connection: ConnectionOptions;
  readonly prefix?: string;
  readonly deps: RenderDeps;
  readonly log: Logger;
  readonly concurrency?: number;
  /** BullMQ's job lock, renewed while the job runs: a worker that dies gives its job back after this. Default 60 s. */
  readonly lockDurationMs?: number;
  /** How often BullMQ looks for the jobs of workers that died. Default 30 s. */
  readonly stalledIntervalMs?: number;
  /** Called after each job (the worker process counts jobs and watches its RSS). */
  readonly afterJob?: (outcome: RenderOutcome | Error) => void;
  /** Told of each finished job, with when it was enqueued (render latency metrics). */
  readonly observer?: RenderObserver;
}

export function createRenderWorker(options: RenderWorkerOptions): Worker<RenderJob | MapJob, RenderOutcome> {
  const worker = new Worker<RenderJob | MapJob, RenderOutcome>(
    RENDER_QUEUE,
    async (job: Job<RenderJob | MapJob>) => {
      if ('kind' in job.data) return processMapRequest(job.data, options.deps);
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      return processRender(job.data, options.deps, last, job.attemptsMade > 0);
    },
    {
      connection: options.connection,
      prefix: options.prefix ?? 'umpire',
      concurrency: options.concurrency ?? 1,
      // Rendering is CPU-bound but short; a generous lock keeps a slow encode from being taken for a stall.
      lockDuration: options.lockDurationMs ?? 60_000,
      stalledInterval: options.stalledIntervalMs ?? 30_000,
    },
  );
  worker.on('completed', (job, outcome) => {
    options.log.info(
      {
        channelId: job.data.channelId,
        job: job.id,
        outcome: outcome.kind,
        version: 'version' in outcome ? outcome.version : undefined,
      },
      'render job done',
    );
    options.observer?.rendered(outcome, job.timestamp);
    options.afterJob?.(outcome);
  });
  worker.on('failed', (job, error) => {
    options.log.warn(
      { channelId: job?.data.channelId, job: job?.id, attempt: job?.attemptsMade, err: error },
      'render job failed',
    );
    options.observer?.renderFailed();
    options.afterJob?.(error);
  });
  worker.on('error', (error) => options.log.error({ err: error }, 'render worker error'));
  return worker;
}

/**
 * Rendering in this process, for the sandbox without Redis: one job at a time per channel, the newest version
 * wins, retried with backoff like the queue's jobs.
 */
export class InProcessRenders implements RenderRequests {
  private readonly pending = new Map<string, number>();
  /** The newest request's interaction per channel (the picture goes as its follow-up). */
  private readonly via = new Map<string, InteractionRef>();
  /** When each channel's pending picture was first asked for (render latency). */
  private readonly requestedAt = new Map<string, number>();
  private running: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly deps: RenderDeps,
    private readonly log: Logger,
    private readonly observer?: RenderObserver,
  ) {}

  async request(channelId: string, version: number, via?: InteractionRef): Promise<void> {
    const already = this.pending.has(channelId);
    if (via) this.via.set(channelId, via);
    if (!this.requestedAt.has(channelId)) this.requestedAt.set(channelId, Date.now());
    this.pending.set(channelId, Math.max(version, this.pending.get(channelId) ?? -1));
    if (already) return;
    this.running = this.running.then(() => this.drain(channelId));
  }

  private async drain(channelId: string): Promise<void> {
    const version = this.pending.get(channelId);
    const requestedAt = this.requestedAt.get(channelId) ?? Date.now();
    const via = this.via.get(channelId);
    this.pending.delete(channelId);
    this.requestedAt.delete(channelId);
    this.via.delete(channelId);
    if (version === undefined || this.closed) return;
    for (let attempt = 1; attempt <= RENDER_ATTEMPTS; attempt++) {
      try {
        const outcome = await processRender(
          { channelId, version, ...(via ? { via } : {}) },
          this.deps,
          attempt === RENDER_ATTEMPTS,
          attempt > 1,
        );
        this.observer?.rendered(outcome, requestedAt);
        return;
      } catch (error) {
        this.observer?.renderFailed();
        this.log.warn({ err: error, channelId, attempt }, 'render failed');
        await new Promise((r) => setTimeout(r, 500 * 2 ** (attempt - 1)));
      }
    }
  }

  async map(job: MapJob): Promise<void> {
    const requestedAt = Date.now();
    this.running = this.running.then(async () => {
      try {
        const outcome = await processMapRequest(job, this.deps);
        this.observer?.rendered(outcome, requestedAt);
      } catch (error) {
        this.observer?.renderFailed();
        this.log.warn({ err: error, channelId: job.channelId }, 'map picture failed');
      }
    });
  }

  /** Resolves when every requested picture has been handled (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await this.running;
    await this.running;
  }

  async close(): Promise<void> {
    await this.idle();
    this.closed = true;
  }
}
