import { randomBytes } from 'node:crypto';
import { Routes, type REST } from 'discord.js';
import type { RedisClient } from '../store/connect.js';
import type { Logger } from 'pino';
import type { Lang } from '../engine/core/localized.js';
import type { GameService } from '../store/games.js';
import type { LogEntry } from '../store/types.js';
import { genericEvent, langOfUser, playersToMention, publicView, readersOf, seedWords } from './game-flow.js';
import { t } from './i18n.js';
import type { MessageBudget } from './message-budget.js';
import type { RenderedMap, RenderInput } from '../render/types.js';

/**
 * One render job: draw the channel's game as it now stands (observer view only) and post the picture to its
 * thread with a caption of the actions and dice since the last picture. Exactly once per version: a job older
 * than what the thread shows is dropped, a per-channel lock keeps two workers from posting out of order, and the
 * message carries a nonce Discord enforces, so a job retried after a crash between posting and recording it
 * does not post twice.
 */

export interface RenderJob {
  readonly channelId: string;
  readonly version: number;
}

/** `/game map`: a picture for whoever asked, sent as the answer to their (deferred, private) command. */
export interface MapJob {
  readonly kind: 'map';
  readonly channelId: string;
  /** A place of the map to centre on; the whole map when absent. */
  readonly at?: string;
  /** A side whose supplied spaces to shade (`/game map supply:<side>`: the module's overlay). */
  readonly supply?: string;
  readonly lang: Lang;
  readonly applicationId: string;
  readonly token: string;
}

export interface ChannelLock {
  /** Runs `work` holding the channel's lock; waits up to `waitMs` for it. */
  withLock<T>(channelId: string, work: () => Promise<T>, waitMs?: number): Promise<T>;
}

export interface RenderDeps {
  readonly games: GameService;
  readonly rest: REST;
  readonly render: (input: RenderInput) => Promise<RenderedMap>;
  readonly lock: ChannelLock;
  readonly log: Logger;
  /** Each channel's message budget, shared with the bot (Discord limits messages per channel). */
  readonly budget?: MessageBudget;
}

export type RenderOutcome =
  | {
      readonly kind: 'posted';
      readonly version: number;
      readonly messageId: string;
      readonly drawMs: number;
      readonly encodeMs: number;
    }
  | { readonly kind: 'fallback'; readonly version: number; readonly messageId: string }
  | { readonly kind: 'map'; readonly version: number; readonly drawMs: number; readonly encodeMs: number }
  | { readonly kind: 'dropped'; readonly reason: 'no-game' | 'already-shown' };

const CAPTION_MAX = 1900;

/** `lastAttempt`: when rendering fails on the last try, the caption is posted as text with an apology. */
export async function processRender(job: RenderJob, deps: RenderDeps, lastAttempt: boolean): Promise<RenderOutcome> {
  return deps.lock.withLock(job.channelId, async () => {
    const loaded = await deps.games.load(job.channelId);
    if (!loaded) return { kind: 'dropped', reason: 'no-game' };
    const { game, module, pack } = loaded;
    const posted = await deps.games.store.postedVersion(job.channelId);
    if (posted >= job.version || posted >= game.version) return { kind: 'dropped', reason: 'already-shown' };
    const lang: Lang = game.meta.lang ?? 'en';
    // Every seated player reads the caption in their language; each is mentioned in their own.
    const langs = readersOf(game.meta);
    const entries = await deps.games.store.log(job.channelId, { from: posted + 1, to: game.version });
    // One message per picture: the actions and dice since the last one, the game's end with its seed, and the
    // mention of whoever is to play now (so the bot posts no separate ping).
    const mentioned = playersToMention(game, module, entries);
    const view = publicView(game, module);
    const over = view.status.over;
    const ending = over ? langs.map((l) => t(l, 'game.over', { reason: over.reason[l], ...seedWords(game) })) : [];
    const turnLines = langs
      .map((l) => ({ l, users: mentioned.filter((u) => langOfUser(game.meta, u) === l) }))
      .filter(({ users }) => users.length > 0)
      .map(({ l, users }) =>
        t(l, 'game.yourMove', { users: users.map((u) => `<@${u}>`).join(' '), phase: view.status.phase[l] }),
      );
    const caption = [
      captionOf(
        entries,
        (e, l) => genericEvent(e, l, (inner) => module.describe(inner)[l]) ?? module.describe(e)[l],
        game.version,
        langs,
      ),
      ...ending,
      ...turnLines,
    ]
      .join('\n')
      .slice(0, 2000);
    const mentions = { parse: [] as [], users: mentioned };
    const nonce = `${game.meta.id.slice(0, 8)}v${game.version}`.slice(0, 25);
    const scenario = module.scenarios(pack).find((s) => s.id === game.meta.scenario);
    let rendered: RenderedMap;
    try {
      rendered = await deps.render({
        pack,
        view,
        sides: scenario?.sides ?? [],
        title: { game: pack.title, scenario: scenario?.title ?? { en: game.meta.scenario, it: game.meta.scenario } },
        lang,
        // What the action changed, zoomed to read in the thread; the set-up and turn ends show the whole map.
        frame: 'action',
      });
    } catch (error) {
      if (!lastAttempt) throw error;
      deps.log.error(
        { err: error, channelId: job.channelId, version: game.version },
        'rendering failed for good; posting text',
      );
      const apology =
        lang === 'it'
          ? '⚠️ Non sono riuscito a disegnare la mappa, scusate: ecco cosa è successo.'
          : '⚠️ Sorry, I could not draw the map: here is what happened.';
      await deps.budget?.take(job.channelId);
      const message = (await deps.rest.post(Routes.channelMessages(job.channelId), {
        body: {
          content: `${apology}\n${caption}`.slice(0, 2000),
          nonce,
          enforce_nonce: true,
          allowed_mentions: mentions,
        },
      })) as { id: string };
      await deps.games.store.markPosted(job.channelId, game.version);
      return { kind: 'fallback', version: game.version, messageId: message.id };
    }
    await deps.budget?.take(job.channelId);
    const message = (await deps.rest.post(Routes.channelMessages(job.channelId), {
      body: {
        content: caption,
        nonce,
        enforce_nonce: true,
        allowed_mentions: mentions,
        attachments: [
          {
            id: 0,
            filename: `map-v${game.version}.png`,
            description: langs
              .map((l) => rendered.alt[l])
              .join(' / ')
              .slice(0, 1024),
          },
        ],
      },
      files: [{ name: `map-v${game.version}.png`, data: rendered.png, contentType: 'image/png' }],
    })) as { id: string };
    await deps.games.store.markPosted(job.channelId, game.version);
    return {
      kind: 'posted',
      version: game.version,
      messageId: message.id,
      drawMs: rendered.drawMs,
      encodeMs: rendered.encodeMs,
    };
  });
}

/**
 * Draws the game as it stands (observer view) for `/game map` and puts it in the asker's private answer. The
 * answer is an edit of the deferred reply (no thread message, so no message budget); a failure says so there.
 */
export async function processMapRequest(job: MapJob, deps: RenderDeps): Promise<RenderOutcome> {
  const route = Routes.webhookMessage(job.applicationId, job.token);
  const loaded = await deps.games.load(job.channelId);
  if (!loaded) {
    await deps.rest.patch(route, { body: { content: t(job.lang, 'game.noGame') }, auth: false });
    return { kind: 'dropped', reason: 'no-game' };
  }
  const { game, module, pack } = loaded;
  const scenario = module.scenarios(pack).find((s) => s.id === game.meta.scenario);
  const shade = job.supply ? module.overlay?.(game.state, 'supply', job.supply) : undefined;
  try {
    const rendered = await deps.render({
      pack,
      view: { ...publicView(game, module), ...(shade ? { shade } : {}) },
      sides: scenario?.sides ?? [],
      title: { game: pack.title, scenario: scenario?.title ?? { en: game.meta.scenario, it: game.meta.scenario } },
      lang: job.lang,
      frame: job.at ? { at: job.at } : 'whole',
    });
    const name = `map-v${game.version}${job.at ? `-${job.at}` : ''}${shade ? `-supply-${shade.side}` : ''}.png`.replace(
      /[^\w.-]/g,
      '_',
    );
    await deps.rest.patch(route, {
      auth: false,
      body: {
        content: `🗺️ **v${game.version}**`,
        attachments: [{ id: 0, filename: name, description: rendered.alt[job.lang].slice(0, 1024) }],
      },
      files: [{ name, data: rendered.png, contentType: 'image/png' }],
    });
    return { kind: 'map', version: game.version, drawMs: rendered.drawMs, encodeMs: rendered.encodeMs };
  } catch (error) {
    deps.log.error({ err: error, channelId: job.channelId }, 'map picture failed');
    await deps.rest.patch(route, { body: { content: t(job.lang, 'game.mapFailed') }, auth: false });
    throw error;
  }
}

/**
 * `🗺️ v12` and a line per entry, `v12 Blue: 1st Inf moves … · 🎲 3, 5`, newest last, cut to fit a message. With
 * readers of two languages each entry reads in the game's language, then in the other's as `↳ *…*` beneath.
 */
export function captionOf(
  entries: readonly LogEntry[],
  describe: (e: LogEntry['events'][number], lang: Lang) => string,
  version: number,
  langs: readonly Lang[],
): string {
  const lines: string[] = [];
  const [lang, ...others] = langs.length > 0 ? langs : (['en'] as const);
  const words = (entry: LogEntry, l: Lang) =>
    entry.kind === 'rollback'
      ? l === 'it'
        ? `ritorno alla v${entry.to}`
        : `back to v${entry.to}`
      : entry.events.map((e) => describe(e, l)).join(' ');
  for (const entry of entries) {
    if (entry.kind === 'meta' && entry.events.length === 0) continue;
    const first = words(entry, lang!);
    if (!first) continue;
    const dice = entry.dice.length > 0 ? ` · 🎲 ${entry.dice.map((d) => d.value).join(', ')}` : '';
    lines.push(
      [`\`v${entry.v}\` ${first}${dice}`, ...others.map((l) => `↳ *${words(entry, l).replace(/\*/g, '')}*`)].join('\n'),
    );
  }
  const header = `🗺️ **v${version}**`;
  let body = lines.join('\n');
  if (header.length + body.length + 1 > CAPTION_MAX) {
    const kept: string[] = [];
    let size = header.length + 40;
    for (const line of [...lines].reverse()) {
      if (size + line.length + 1 > CAPTION_MAX) break;
      kept.unshift(line);
      size += line.length + 1;
    }
    body = `${lang === 'it' ? `… ${lines.length - kept.length} voci precedenti (vedi /partita registro)` : `… ${lines.length - kept.length} earlier entries (see /game log)`}\n${kept.join('\n')}`;
  }
  return body ? `${header}\n${body}` : header;
}

/** A lock in this process (the sandbox without Redis). */
export class LocalLock implements ChannelLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async withLock<T>(channelId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(channelId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(work);
    this.tails.set(channelId, run);
    try {
      return await run;
    } finally {
      if (this.tails.get(channelId) === run) this.tails.delete(channelId);
    }
  }
}

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const EXTEND = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;

/**
 * A lock shared by every worker process: SET NX PX with a token, released only by its holder and extended while
 * it works, so the TTL only bounds how long the lock of a worker that died blocks its channel.
 */
export class RedisLock implements ChannelLock {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix = 'umpire:',
    private readonly ttlMs = 60_000,
  ) {}

  async withLock<T>(channelId: string, work: () => Promise<T>, waitMs = 30_000): Promise<T> {
    const key = `${this.prefix}game:{${channelId}}:render-lock`;
    const token = randomBytes(8).toString('hex');
    const deadline = Date.now() + waitMs;
    while ((await this.redis.set(key, token, 'PX', this.ttlMs, 'NX')) !== 'OK') {
      if (Date.now() > deadline) throw new Error(`render lock for ${channelId} still held after ${waitMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const extend = setInterval(
      () => void this.redis.eval(EXTEND, 1, key, token, String(this.ttlMs)).catch(() => undefined),
      Math.max(50, Math.floor(this.ttlMs / 3)),
    );
    try {
      return await work();
    } finally {
      clearInterval(extend);
      await this.redis.eval(RELEASE, 1, key, token);
    }
  }
}
