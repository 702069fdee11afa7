import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The Prometheus metrics of one process (the bot or a render worker), in a registry of its own so that tests can
 * run several bots in one process. Served at GET /metrics by src/ops/http.ts. Label values come from closed sets
 * (command names, outcome kinds, Discord's bucket routes), never from user input or ids, so the series stay few.
 */

export type ProcessRole = 'bot' | 'render-worker';
export type InteractionType = 'command' | 'autocomplete' | 'component';
/** `refused`: the player was told no (a rule, a stale click, not their side); `error`: something broke. */
export type InteractionOutcome = 'ok' | 'refused' | 'error' | 'rate-limited';
export type RenderQueueState = 'waiting' | 'active' | 'delayed' | 'failed';
/** How an interaction's first answer went out: in its own callback, or deferred first and edited (src/bot/answer.ts). */
export type AnswerPath = 'callback' | 'deferred';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120];
const REDIS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

export class Metrics {
  readonly registry = new Registry();

  readonly interactions: Counter<'type' | 'command' | 'outcome'>;
  readonly interactionSeconds: Histogram<'type' | 'command'>;
  readonly answers: Counter<'path'>;
  readonly commitSeconds: Histogram<'operation' | 'result'>;
  readonly renderQueueJobs: Gauge<'state'>;
  readonly renderJobs: Counter<'outcome'>;
  readonly renderSeconds: Histogram<'outcome'>;
  readonly renderDrawSeconds: Histogram;
  readonly renderEncodeSeconds: Histogram;
  readonly restResponses: Counter<'method' | 'route' | 'status'>;
  readonly restRateLimits: Counter<'route' | 'scope' | 'global'>;
  readonly redisPingSeconds: Histogram;
  readonly redisPingFailures: Counter;

  constructor(readonly role: ProcessRole) {
    const registers = [this.registry];
    this.registry.setDefaultLabels({ role });
    collectDefaultMetrics({ register: this.registry });
    this.interactions = new Counter({
      name: 'umpire_interactions_total',
      help: 'Discord interactions handled, by type, command (slash command and subcommand, or component prefix) and outcome',
      labelNames: ['type', 'command', 'outcome'],
      registers,
    });
    this.interactionSeconds = new Histogram({
      name: 'umpire_interaction_duration_seconds',
      help: 'Time from receiving an interaction to the end of its handler',
      labelNames: ['type', 'command'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.answers = new Counter({
      name: 'umpire_answers_total',
      help: "Interactions answered, by how the first answer went out: in the interaction's callback, or deferred first (past ANSWER_BUDGET_MS) and then edited",
      labelNames: ['path'],
      registers,
    });
    // Both series from the start, so that the share of deferred answers reads 0 rather than nothing.
    if (role === 'bot') for (const path of ['callback', 'deferred'] as const) this.answers.inc({ path }, 0);
    this.commitSeconds = new Histogram({
      name: 'umpire_action_commit_seconds',
      help: 'Time to apply one game change (load, rules engine, compare-and-set commit), by operation and result kind',
      labelNames: ['operation', 'result'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.renderQueueJobs = new Gauge({
      name: 'umpire_render_queue_jobs',
      help: 'Jobs in the BullMQ render queue by state, sampled periodically',
      labelNames: ['state'],
      registers,
    });
    this.renderJobs = new Counter({
      name: 'umpire_render_jobs_total',
      help: 'Render jobs finished by this process, by outcome (posted, fallback, dropped, failed attempt)',
      labelNames: ['outcome'],
      registers,
    });
    this.renderSeconds = new Histogram({
      name: 'umpire_render_latency_seconds',
      help: 'Time from a render request being enqueued to its picture (or fallback text) being posted',
      labelNames: ['outcome'],
      buckets: RENDER_BUCKETS,
      registers,
    });
    this.renderDrawSeconds = new Histogram({
      name: 'umpire_render_draw_seconds',
      help: 'Time to draw a map picture',
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.renderEncodeSeconds = new Histogram({
      name: 'umpire_render_encode_seconds',
      help: 'Time to encode a map picture as PNG',
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.restResponses = new Counter({
      name: 'umpire_discord_rest_responses_total',
      help: 'Responses from the Discord REST API by method, bucket route and HTTP status (errors: status >= 400; 429: rate limited)',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.restRateLimits = new Counter({
      name: 'umpire_discord_rest_rate_limits_total',
      help: 'Times a Discord REST request had to wait for a rate limit (reported by @discordjs/rest)',
      labelNames: ['route', 'scope', 'global'],
      registers,
    });
    this.redisPingSeconds = new Histogram({
      name: 'umpire_redis_ping_seconds',
      help: 'Round trip of a periodic Redis PING',
      buckets: REDIS_BUCKETS,
      registers,
    });
    this.redisPingFailures = new Counter({
      name: 'umpire_redis_ping_failures_total',
      help: 'Periodic Redis PINGs that failed or timed out',
      registers,
    });
  }

  interaction(type: InteractionType, command: string, outcome: InteractionOutcome, seconds: number): void {
    this.interactions.inc({ type, command, outcome });
    this.interactionSeconds.observe({ type, command }, seconds);
  }

  /** An interaction's first answer went out, by `path` (each interaction once). */
  answered(path: AnswerPath): void {
    this.answers.inc({ path });
  }

  commit(operation: string, result: string, seconds: number): void {
    this.commitSeconds.observe({ operation, result }, seconds);
  }

  /** A render job ended: `requestedAt` is when it was enqueued (ms since the epoch). */
  rendered(outcome: RenderOutcome, requestedAt: number, now = Date.now()): void {
    this.renderJobs.inc({ outcome: outcome.kind });
    if (outcome.kind === 'dropped') return;
    this.renderSeconds.observe({ outcome: outcome.kind }, Math.max(0, now - requestedAt) / 1000);
    if (outcome.kind === 'posted') {
      this.renderDrawSeconds.observe(outcome.drawMs / 1000);
      this.renderEncodeSeconds.observe(outcome.encodeMs / 1000);
    }
  }

  renderFailed(): void {
    this.renderJobs.inc({ outcome: 'failed' });
  }

  queueDepth(counts: Readonly<Partial<Record<RenderQueueState, number>>>): void {
    for (const state of ['waiting', 'active', 'delayed', 'failed'] as const) {
      this.renderQueueJobs.set({ state }, counts[state] ?? 0);
    }
  }

  async text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** The hook src/bot/answer.ts calls when an interaction's first answer goes out; Metrics implements it. */
export type AnswerObserver = Pick<Metrics, 'answered'>;

/** Hooks the render paths call (the queue worker and in-process rendering); Metrics implements them. */
export type RenderObserver = Pick<Metrics, 'rendered' | 'renderFailed'>;

/**
 * What a finished render job reports, as the metrics read it (the bot's render jobs return this shape; ops
 * defines it so that it imports nothing of the layers that use it).
 */
export type RenderOutcome =
  | { readonly kind: 'posted' | 'map'; readonly drawMs: number; readonly encodeMs: number }
  | { readonly kind: 'fallback' | 'dropped' };
