import { randomBytes } from 'node:crypto';
import { MessageFlags, Routes, type REST } from 'discord.js';
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
 * thread with a caption of the actions and dice since the last picture. Exactly once per version: a job that
 * finds the game's version already in the thread is dropped, a per-channel lock keeps two workers from posting
 * out of order, and the message carries a nonce Discord enforces, so a job retried after a crash between posting
 * and recording it does not post twice.
 */

export interface RenderJob {
  readonly channelId: string;
  readonly version: number;
  /** The interaction of the newest action asking for the picture: the picture goes as its follow-up. */
  readonly via?: InteractionRef;
}

/**
 * An action's interaction, through whose token its picture can be posted as a follow-up: Discord does not count
 * interaction webhooks against a bot's global limit of 50 requests a second, which channel messages are under, so
 * pictures posted that way are bounded by the workers' CPU alone. The token is valid for 15 minutes.
 */
export interface InteractionRef {
  readonly applicationId: string;
  readonly token: string;
  /** The channel the interaction came from: its follow-ups go there. */
  readonly channelId: string;
  /** When the interaction was created (ms since the epoch): its token lasts 15 minutes from then. */
  readonly at: number;
}

/** How long an interaction token lasts (Discord: 15 minutes)... */
export const INTERACTION_TOKEN_MS = 15 * 60_000;
/** ...less this margin for the post itself: an older token is not used, and the picture goes as a channel message. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * Discord's global limit on a bot's requests (50 a second, interaction endpoints exempt), shared by every worker
 * process (src/workers/global-limit.ts): taken before each request that is not an interaction's.
 */
export interface GlobalLimit {
  take(): Promise<void>;
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
  /**
   * The REST client for interaction webhooks (follow-ups), which Discord leaves out of the global limit: its own
   * client-side global limit raised, so that discord.js does not hold pictures back at 50 a second per process.
   * Absent: `rest`.
   */
  readonly followups?: REST;
  /** The global limit shared by the workers, taken before every request that is not an interaction's. */
  readonly globalLimit?: GlobalLimit;
  /** Where a job notes that it began posting a picture as follow-ups (Redis, shared by the workers). */
  readonly marks?: FollowupMarks;
  /** The clock (tests): ms since the epoch. */
  readonly now?: () => number;
}

/** A job's note that it began posting a channel's picture as follow-ups, which carry no nonce. */
export interface FollowupMarks {
  begin(channelId: string, version: number): Promise<void>;
  /** The version whose picture a job began posting as follow-ups in the last 15 minutes, if any. */
  begun(channelId: string): Promise<number | undefined>;
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

/** `lastAttempt`: when rendering fails on the last try, the caption is posted as text with an apology. */
export async function processRender(
  job: RenderJob,
  deps: RenderDeps,
  lastAttempt: boolean,
  retry = false,
): Promise<RenderOutcome> {
  return deps.lock.withLock(job.channelId, async () => {
    const loaded = await deps.games.load(job.channelId);
    if (!loaded) return { kind: 'dropped', reason: 'no-game' };
    const { game, module, pack } = loaded;
    const posted = await deps.games.store.postedVersion(job.channelId);
    // Only what the thread shows decides, not the job's version: a waiting job stands for every later request of
    // its channel (they were deduplicated into it), so one whose own version is already shown still draws the
    // newer actions that came after; dropping it by its version left those without a picture.
    if (posted >= game.version) return { kind: 'dropped', reason: 'already-shown' };
    const lang: Lang = game.meta.lang ?? 'en';
    // Every seated player reads the caption in their language; each is mentioned in their own.
    const langs = readersOf(game.meta);
    const entries = await deps.games.store.log(job.channelId, { from: posted + 1, to: game.version });
    // One message per picture: the actions and dice since the last one, the game's end with its seed, and the
    // mention of whoever is to play now (so the bot posts no separate ping). A picture covers every action since
    // the last (the queue keeps one job per channel waiting); entries past its caption go in text before it.
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
    const apology =
      lang === 'it'
        ? '⚠️ Non sono riuscito a disegnare la mappa, scusate: ecco cosa è successo.'
        : '⚠️ Sorry, I could not draw the map: here is what happened.';
    const describe = (e: LogEntry['events'][number], l: Lang) =>
      genericEvent(e, l, (inner) => module.describe(inner)[l]) ?? module.describe(e)[l];
    // The picture's caption, and before it, should the entries since the last picture not fit, text messages.
    const messages = captionMessages(
      entries,
      describe,
      game.version,
      langs,
      [...ending, ...turnLines],
      apology.length + 1,
    );
    const caption = messages.at(-1)!;
    const mentions = { parse: [] as [], users: mentioned };
    const nonce = `${game.meta.id.slice(0, 8)}v${game.version}`.slice(0, 25);
    // A retried job first looks whether its picture already went as a follow-up (which carries no nonce).
    if (retry && (await followupPosted(deps, job.channelId, game.version))) {
      await deps.games.store.markPosted(job.channelId, game.version);
      return { kind: 'dropped', reason: 'already-shown' };
    }
    const send = sender(deps, job, game.version, retry, nonce);
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
      await postEarlier(send, messages);
      const message = await send(
        { content: `${apology}\n${caption}`.slice(0, 2000), allowed_mentions: mentions },
        undefined,
        '',
      );
      await deps.games.store.markPosted(job.channelId, game.version);
      return { kind: 'fallback', version: game.version, messageId: message.id };
    }
    await postEarlier(send, messages);
    const message = await send(
      {
        content: caption,
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
      { name: `map-v${game.version}.png`, data: rendered.png, contentType: 'image/png' },
      '',
    );
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

/** The text messages before a picture (all of `messages` but its caption, the last), in order. */
async function postEarlier(send: Send, messages: readonly string[]) {
  for (const [k, content] of messages.slice(0, -1).entries())
    await send({ content, allowed_mentions: { parse: [] } }, undefined, `t${k}`);
}

interface PictureFile {
  readonly name: string;
  readonly data: Buffer;
  readonly contentType: string;
}

/** Posts one message of a picture's set (`part` tells the messages of one set apart); resolves to its id. */
type Send = (body: Record<string, unknown>, file: PictureFile | undefined, part: string) => Promise<{ id: string }>;

/**
 * How a job posts its messages. As follow-ups of the newest action's interaction while its token is valid (not
 * under the global limit, nor, being webhook messages, the channel's limit on the bot's own messages); otherwise,
 * and always on a retry, as channel messages under the shared global limit and the channel's budget, each with a
 * nonce that Discord enforces, so that a job retried after posting some of them does not post them twice.
 * A follow-up carries no nonce: before the first, the job notes in Redis that it began, for a retry to look.
 */
function sender(deps: RenderDeps, job: RenderJob, version: number, retry: boolean, nonce: string): Send {
  const via = job.via;
  const now = deps.now?.() ?? Date.now();
  const usable =
    !retry &&
    via !== undefined &&
    via.channelId === job.channelId &&
    now - via.at < INTERACTION_TOKEN_MS - TOKEN_MARGIN_MS;
  const channel: Send = async (body, file, part) => {
    await deps.budget?.take(job.channelId);
    await deps.globalLimit?.take();
    return (await deps.rest.post(Routes.channelMessages(job.channelId), {
      body: { ...body, nonce: `${nonce}${part}`.slice(0, 25), enforce_nonce: true },
      ...(file ? { files: [file] } : {}),
    })) as { id: string };
  };
  if (!usable) return channel;
  const rest = deps.followups ?? deps.rest;
  // Discord: a follow-up sent while the interaction's answer is still deferred ("thinking") becomes that answer, with
  // its visibility (a private answer would make the picture private, and the player's answer would be lost). So the
  // first message looks at the answer: a follow-up only once it is there, a channel message otherwise.
  let mode: Promise<'followup' | 'channel'> | undefined;
  const answered = async (): Promise<'followup' | 'channel'> => {
    const original = (await rest
      .get(Routes.webhookMessage(via.applicationId, via.token), { auth: false })
      .catch(() => undefined)) as { flags?: number } | undefined;
    return original && (Number(original.flags ?? 0) & MessageFlags.Loading) === 0 ? 'followup' : 'channel';
  };
  let noted = false;
  return async (body, file, part) => {
    mode ??= answered();
    if ((await mode) === 'channel') return channel(body, file, part);
    if (!noted) await deps.marks?.begin(job.channelId, version);
    noted = true;
    return (await rest.post(Routes.webhook(via.applicationId, via.token), {
      auth: false,
      query: new URLSearchParams({ wait: 'true' }),
      body,
      ...(file ? { files: [file] } : {}),
    })) as { id: string };
  };
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

/** Discord's limit on a message's content. */
export const MESSAGE_MAX = 2000;

/**
 * The thread messages of one picture: a line per entry since the last picture (`v12 Blue: 1st Inf moves … · 🎲 3,
 * 5`, newest last) under `🗺️ v12`, then `tail` (the game's end, whose turn it is). With readers of two languages
 * each entry reads in the game's language, then in the other's as `↳ *…*` beneath. Nothing is left out: what does
 * not fit the picture's caption (the last message, `reserve` characters kept free in it) goes, oldest first, in
 * text messages before it, so that every action's words and dice reach the thread however many one picture covers.
 */
export function captionMessages(
  entries: readonly LogEntry[],
  describe: (e: LogEntry['events'][number], lang: Lang) => string,
  version: number,
  langs: readonly Lang[],
  tail: readonly string[] = [],
  reserve = 0,
): string[] {
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
    const line = [
      `\`v${entry.v}\` ${first}${dice}`,
      ...others.map((l) => `↳ *${words(entry, l).replace(/\*/g, '')}*`),
    ].join('\n');
    // One entry longer than a message (it cannot be, from the games' words, but a message must fit): its own
    // messages, the dice kept in the first.
    for (let at = 0; at < line.length; at += MESSAGE_MAX - 100) lines.push(line.slice(at, at + MESSAGE_MAX - 100));
  }
  const header = `🗺️ **v${version}**`;
  const last = MESSAGE_MAX - reserve;
  const end = tail.join('\n').slice(0, Math.max(0, last - header.length - 1));
  // The caption: the header, the newest entries that fit, the tail.
  let size = header.length + (end ? end.length + 1 : 0);
  let split = lines.length;
  while (split > 0 && size + lines[split - 1]!.length + 1 <= last) size += lines[--split]!.length + 1;
  const caption = [header, ...lines.slice(split), ...(end ? [end] : [])].join('\n');
  // The earlier entries, packed in order into as few messages as they need.
  const before: string[] = [];
  let current = '';
  for (const line of lines.slice(0, split)) {
    if (current && current.length + 1 + line.length > MESSAGE_MAX) {
      before.push(current);
      current = '';
    }
    current = current ? `${current}\n${line}` : line;
  }
  if (current) before.push(current);
  return [...before, caption];
}

/**
 * Whether the picture of `version` is in the channel already, posted as a follow-up by an attempt that failed
 * before recording it: asked only when a job began posting that version's follow-ups (its mark), by reading the
 * channel's latest messages for the bot's caption of that version.
 */
async function followupPosted(deps: RenderDeps, channelId: string, version: number): Promise<boolean> {
  if (!deps.marks || (await deps.marks.begun(channelId)) !== version) return false;
  await deps.globalLimit?.take();
  const recent = (await deps.rest.get(Routes.channelMessages(channelId), {
    query: new URLSearchParams({ limit: '50' }),
  })) as { content?: string; author?: { bot?: boolean } }[];
  const header = `🗺️ **v${version}**`;
  return recent.some((m) => m.author?.bot === true && (m.content ?? '').includes(header));
}

/** Follow-up marks in Redis, each kept as long as an interaction token lasts. */
export class RedisFollowupMarks implements FollowupMarks {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix = 'umpire:',
  ) {}

  private key(channelId: string): string {
    return `${this.prefix}game:{${channelId}}:render-followup`;
  }

  async begin(channelId: string, version: number): Promise<void> {
    await this.redis.set(this.key(channelId), String(version), 'PX', INTERACTION_TOKEN_MS);
  }

  async begun(channelId: string): Promise<number | undefined> {
    const value = await this.redis.get(this.key(channelId));
    return value === null ? undefined : Number(value);
  }
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
