import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { Routes, type REST } from 'discord.js';
import type { Logger } from 'pino';
import type { Lang } from '../engine/core/localized.js';
import { plainName, seasonOf, standingsTable } from './league-text.js';
import { t } from './i18n.js';
import type { StoredLeague } from '../store/league-types.js';
import { drawStandings, type StandingsPicture, type StandingsTable } from '../render/standings.js';

/**
 * League standings as a picture, the render queue's second kind of job: its own BullMQ queue
 * (`render-standings`) and processor beside the map renders, run by the same worker processes (src/workers/render-worker.ts), or
 * in the bot's process when there is no Redis. A job names the league, the season and the channel; the worker
 * draws the standings as they are when it runs and posts the picture with its alt text. Requests for one league
 * and channel are deduplicated: at most one waits.
 */

export const STANDINGS_QUEUE = 'render-standings';

export interface StandingsJob {
  readonly leagueId: string;
  readonly season: number;
  readonly channelId: string;
  readonly lang: Lang;
}

export interface StandingsRenders {
  request(job: StandingsJob): Promise<void>;
  close(): Promise<void>;
}

export interface StandingsDeps {
  readonly leagues: { load(leagueId: string): Promise<StoredLeague | undefined> };
  readonly rest: REST;
  readonly log: Logger;
  readonly draw?: (table: StandingsTable) => Promise<StandingsPicture>;
}

export type StandingsOutcome =
  | { readonly kind: 'posted'; readonly messageId: string }
  | { readonly kind: 'dropped'; readonly reason: 'no-league' | 'no-season' };

export async function processStandings(job: StandingsJob, deps: StandingsDeps): Promise<StandingsOutcome> {
  const stored = await deps.leagues.load(job.leagueId);
  if (!stored) return { kind: 'dropped', reason: 'no-league' };
  const season = seasonOf(stored.league, job.season);
  if (!season) return { kind: 'dropped', reason: 'no-season' };
  const table = standingsTable(stored.league, season, job.lang);
  const picture = await (deps.draw ?? drawStandings)(table);
  const name = `standings-${stored.league.id}-s${season.number}.png`;
  const message = (await deps.rest.post(Routes.channelMessages(job.channelId), {
    body: {
      content: t(job.lang, 'league.standingsPicture', { name: plainName(stored.league.name), season: season.number }),
      allowed_mentions: { parse: [] },
      attachments: [{ id: 0, filename: name, description: picture.alt.slice(0, 1024) }],
    },
    files: [{ name, data: picture.png, contentType: 'image/png' }],
  })) as { id: string };
  return { kind: 'posted', messageId: message.id };
}

export class StandingsQueue implements StandingsRenders {
  readonly queue: Queue<StandingsJob>;

  constructor(connection: ConnectionOptions, prefix = 'umpire') {
    this.queue = new Queue<StandingsJob>(STANDINGS_QUEUE, {
      connection,
      prefix,
      defaultJobOptions: {
        attempts: 3,
        backoff: { type: 'exponential', delay: 500 },
        removeOnComplete: { count: 100, age: 3600 },
        removeOnFail: { count: 200 },
      },
    });
  }

  async request(job: StandingsJob): Promise<void> {
    await this.queue.add('standings', job, {
      deduplication: { id: `standings-${job.leagueId}-${job.channelId}`, keepLastIfActive: true },
    });
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

export function createStandingsWorker(options: {
  readonly connection: ConnectionOptions;
  readonly prefix?: string;
  readonly deps: StandingsDeps;
  readonly log: Logger;
}): Worker<StandingsJob, StandingsOutcome> {
  const worker = new Worker<StandingsJob, StandingsOutcome>(
    STANDINGS_QUEUE,
    async (job: Job<StandingsJob>) => processStandings(job.data, options.deps),
    { connection: options.connection, prefix: options.prefix ?? 'umpire', concurrency: 1 },
  );
  worker.on('failed', (job, error) =>
    options.log.warn({ leagueId: job?.data.leagueId, err: error }, 'standings picture failed'),
  );
  worker.on('error', (error) => options.log.error({ err: error }, 'standings worker error'));
  return worker;
}

/** Drawing in this process, one picture at a time, for the sandbox without a render worker. */
export class InProcessStandings implements StandingsRenders {
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly deps: StandingsDeps) {}

  async request(job: StandingsJob): Promise<void> {
    this.running = this.running.then(() =>
      processStandings(job, this.deps).then(
        () => undefined,
        (error: unknown) => this.deps.log.warn({ err: error, leagueId: job.leagueId }, 'standings picture failed'),
      ),
    );
  }

  async idle(): Promise<void> {
    await this.running;
  }

  async close(): Promise<void> {
    await this.idle();
  }
}
