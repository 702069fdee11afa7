import {
  PermissionFlagsBits,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Client,
  type Interaction,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { optionLabels } from '../engine/core/game-options.js';
import { legacyCommitmentOf } from '../engine/core/dice.js';
import type { AnyGameModule, SideId, View } from '../engine/core/game.js';
import type { Lang } from '../engine/core/localized.js';
import type { Pack } from '../engine/core/pack.js';
import type { ChangeResult } from '../store/games.js';
import type { GameMeta, LogEntry, StoredGame } from '../store/types.js';
import type { BotContext } from './context.js';
import { langOf, t } from './i18n.js';
import type { MessageKey } from './locales/types.js';
import type { InteractionRef } from './pictures.js';
import { Poster } from './poster.js';
import { answerPrivately } from './private-answer.js';

/**
 * The generic path of a game action through Discord: who acts for which side, what the player reads back
 * (ephemeral for their mistakes, public for what happened), and what follows a change (the picture, the pinned
 * status, the turn ping, the pace reminder). It knows games only through the module's view, menu and describe.
 */

export type GameInteraction =
  ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction;

export function isReferee(interaction: Interaction, refereeRole: string | undefined): boolean {
  const member = interaction.member;
  if (!member) return false;
  if (interaction.memberPermissions?.has(PermissionFlagsBits.ManageThreads)) return true;
  if (!refereeRole) return false;
  const roles = member.roles;
  if (Array.isArray(roles)) {
    const guildRoles = interaction.guild?.roles.cache;
    return roles.some((id) => id === refereeRole || guildRoles?.get(id)?.name === refereeRole);
  }
  return roles.cache.some((role) => role.id === refereeRole || role.name === refereeRole);
}

/** The sides a user holds in a game. */
export function seatsOf(meta: GameMeta, userId: string): SideId[] {
  return meta.seats.filter((s) => s.userId === userId).map((s) => s.side);
}

export function sideName(module: AnyGameModule, pack: Pack, side: SideId, lang: Lang): string {
  const info = module
    .scenarios(pack)
    .flatMap((s) => s.sides)
    .find((s) => s.id === side);
  return info?.name[lang] ?? side;
}

/**
 * The side a user acts for: the one they asked for, or their only seat, or (with several seats, as in hot-seat
 * play) the side to play. A referee may act for any side. Undefined: the user may not act.
 */
export function actingSide(
  game: StoredGame,
  module: AnyGameModule,
  userId: string,
  referee: boolean,
  asked?: string | null,
): SideId | undefined {
  const mine = seatsOf(game.meta, userId);
  if (asked) return mine.includes(asked) || referee ? asked : undefined;
  if (mine.length === 1) return mine[0];
  const active = module.view(game.state, 'observer').status.active;
  const candidates = mine.length > 0 ? mine : referee ? game.meta.seats.map((s) => s.side) : [];
  return candidates.find((s) => active.includes(s)) ?? candidates[0];
}

export function shortId(meta: GameMeta): string {
  return meta.id.slice(0, 8);
}

/** Words for what a log entry did, one line per event, with its dice. */
export function entryText(module: AnyGameModule, entry: Pick<LogEntry, 'events' | 'dice' | 'by'>, lang: Lang): string {
  const describe = (event: LogEntry['events'][number]) => module.describe(event)[lang];
  const lines = entry.events.map((event) => genericEvent(event, lang, describe) ?? describe(event));
  const shown = lines.filter((l) => l.length > 0);
  const referee = entry.by?.referee ? ` ${t(lang, 'game.byReferee')}` : '';
  return shown.map((l) => `• ${l}`).join('\n') + referee;
}

/** Words for the events the game service itself logs (undo, rollback, seats, ending), the same in every game. */
export function genericEvent(
  event: LogEntry['events'][number],
  lang: Lang,
  describe?: (event: LogEntry['events'][number]) => string,
): string | undefined {
  switch (event.kind) {
    case 'undo': {
      // Who took back what: the undone action's own words (older logs carry only its version).
      const took = Array.isArray(event['took']) ? (event['took'] as LogEntry['events']) : [];
      const what = took
        .map((e) => genericEvent(e, lang, describe) ?? describe?.(e) ?? '')
        .filter((w) => w.length > 0)
        .join(' ');
      const user = typeof event['user'] === 'string' ? `<@${event['user']}>` : '';
      return what && user
        ? t(lang, 'events.undoWhat', { user, what, version: Number(event['undone'] ?? 0) })
        : t(lang, 'events.undo', { version: Number(event['undone'] ?? 0) });
    }
    case 'rollback':
      return t(lang, 'events.rollback', { version: Number(event['to'] ?? 0) });
    case 'rollback-proposed':
      return t(lang, 'events.rollbackProposed', { version: Number(event['to'] ?? 0) });
    case 'rollback-refused':
      return t(lang, 'events.rollbackRefused', { version: Number(event['to'] ?? 0) });
    case 'seat':
      return t(lang, 'events.seat', { user: `<@${String(event['user'] ?? '')}>` });
    case 'ended':
      return t(lang, 'events.ended');
    case 'end-requested':
      return t(lang, 'events.endRequested', { user: `<@${String(event['user'] ?? '')}>` });
    default:
      return undefined;
  }
}

/**
 * What the public sees of a game: the observer's view, and for a game ended outside its rules (resigned, ended by
 * agreement or by a referee) that end, its reason and its winner, so that no picture or status still says whose
 * turn it is.
 */
export function publicView(game: StoredGame, module: AnyGameModule): View {
  const view = module.view(game.state, 'observer');
  const ended = game.meta.ended;
  if (view.status.over || game.meta.status !== 'over' || !ended) return view;
  const reason = endReason(ended.reason);
  return {
    ...view,
    status: { ...view.status, active: [], over: { reason, ...(ended.winner ? { winner: ended.winner } : {}) } },
  };
}

/** A recorded end reason in both languages: the known ones worded, a reason typed by a player as it was typed. */
function endReason(reason: string): { en: string; it: string } {
  const known: Record<string, MessageKey> = {
    resigned: 'game.endResigned',
    'ended by agreement': 'game.endAgreed',
    'ended by a referee': 'game.endReferee',
  };
  const key = known[reason];
  return key ? { en: t('en', key), it: t('it', key) } : { en: reason.slice(0, 200), it: reason.slice(0, 200) };
}

/** The pinned status message: game, scenario, turn, phase, whose move, seats, dice commitment. */
export function statusText(game: StoredGame, module: AnyGameModule, pack: Pack, lang: Lang): string {
  const view = publicView(game, module);
  const scenario = module.scenarios(pack).find((s) => s.id === game.meta.scenario);
  const seats = game.meta.seats
    .map((s) => `${sideName(module, pack, s.side, lang)}: ${s.userId ? `<@${s.userId}>` : t(lang, 'game.seatFree')}`)
    .join(' · ');
  const turn = view.status.turnLabel?.[lang] ?? t(lang, 'game.turn', { turn: view.status.turn });
  const lines = [
    `📜 **${pack.title[lang]}** — ${scenario?.title[lang] ?? game.meta.scenario}`,
    view.status.over ? `${turn} · ${t(lang, 'game.finished')}` : `${turn} · ${view.status.phase[lang]}`,
    `${t(lang, 'game.seats')}: ${seats}`,
    t(lang, 'game.commitment', { commitment: game.meta.commitment, version: game.version }),
  ];
  const options = optionLabels(module, game.meta.options, lang);
  if (options.length > 0) lines.push(`⚙️ ${t(lang, 'game.optionsChosen', { list: options.join(', ') })}`);
  if (game.meta.status !== 'over') lines.push(t(lang, 'game.howTo'));
  if (view.status.over) lines.push(`🏁 ${view.status.over.reason[lang]}`);
  if (game.meta.status === 'over') lines.push(t(lang, 'game.seedRevealed', seedWords(game)));
  if (pack.provenance.kind === 'schematic') lines.push(`⚠️ ${t(lang, 'game.schematic')}`);
  return lines.join('\n');
}

/** A player's mistake or a refused change, in words that say what to do instead. */
export function refusalText(
  result: Exclude<ChangeResult, { kind: 'applied' }>,
  lang: Lang,
  module?: AnyGameModule,
  side?: SideId,
): string {
  switch (result.kind) {
    case 'rule':
      return t(lang, 'game.ruleError', { message: result.error.message[lang], rule: result.error.rule });
    case 'stale': {
      const view = module?.view(result.game.state, side ?? 'observer');
      return t(lang, 'game.stale', { version: result.game.version, prompt: view?.prompt[lang] ?? '' });
    }
    case 'duplicate':
      return t(lang, 'game.duplicate');
    case 'no-game':
      return t(lang, 'game.noGame');
  }
}

export async function replyEphemeral(interaction: GameInteraction, content: string): Promise<void> {
  await answerPrivately(interaction, content);
}

/**
 * What follows every applied change: the pinned status edited in place, one picture for the thread when the board,
 * the turn or the game's end changed (its caption carries the actions, the dice and the mention of whoever is to
 * play: one message per action, src/bot/pictures.ts), and the pace reminder. A note, a ruling, a seat change or an end
 * request changes nothing on the map: it gets no picture (its own answer says what happened). `via`, the action's
 * interaction: the picture goes as its follow-up, outside Discord's global limit on channel messages.
 */
export async function afterChange(
  context: BotContext,
  client: Client,
  previous: StoredGame,
  result: Extract<ChangeResult, { kind: 'applied' }>,
  via?: InteractionRef,
): Promise<void> {
  const { game, module, pack } = result;
  const poster = new Poster(client, context.messageBudget);
  const channelId = game.meta.channelId;
  const before = module.view(previous.state, 'observer');
  const after = module.view(game.state, 'observer');
  const turnChanged =
    before.status.active.join() !== after.status.active.join() || before.status.turn !== after.status.turn;
  const ended = (after.status.over !== undefined && !before.status.over) || game.meta.status !== previous.meta.status;
  if (turnChanged || ended || boardChanged(before, after)) {
    await context.renders
      .request(channelId, game.version, via)
      .catch((error: unknown) => context.log.warn({ err: error, channelId }, 'render request failed'));
  }
  // The pinned status: the newest version's text only, one edit in flight a game (a burst of actions costs two).
  const statusId = game.meta.statusMessageId;
  if (statusId) {
    await context.statusEdits.send(statusId, game.version, () =>
      poster.edit(channelId, statusId, { content: pinnedStatus(game, module, pack), allowed_mentions: { parse: [] } }),
    );
  }
  if (game.meta.status === 'over' && previous.meta.status !== 'over' && context.onGameEnd) {
    await context
      .onGameEnd(game, client)
      .catch((error: unknown) => context.log.warn({ err: error, channelId }, 'game-end listener failed'));
  }
  if (after.status.over || game.meta.status === 'over') {
    await context.reminders.cancel(channelId);
  } else if (game.meta.paceMinutes > 0 && (turnChanged || result.entry.kind !== 'meta')) {
    await context.reminders.schedule(channelId, game.version, context.clock() + game.meta.paceMinutes * 60_000);
  }
}

/** Whether what the public picture shows moved: any piece, or what the last action highlights. */
function boardChanged(before: View, after: View): boolean {
  return (
    JSON.stringify(before.pieces) !== JSON.stringify(after.pieces) ||
    JSON.stringify(before.highlights) !== JSON.stringify(after.highlights)
  );
}

/** A new game's first picture (its caption mentions whoever moves first) and its first reminder. */
export async function announceStart(context: BotContext, game: StoredGame): Promise<void> {
  await context.renders.request(game.meta.channelId, game.version);
  if (game.meta.paceMinutes > 0)
    await context.reminders.schedule(
      game.meta.channelId,
      game.version,
      context.clock() + game.meta.paceMinutes * 60_000,
    );
}

/**
 * The players to mention under a picture: those of the sides to play now, when the turn passed to them since the
 * last picture (the last action was another side's, or the game just began), never a player who asked for quiet.
 */
export function playersToMention(game: StoredGame, module: AnyGameModule, entries: readonly LogEntry[]): string[] {
  const status = publicView(game, module).status;
  if (status.over || game.meta.status === 'over') return [];
  const acted = [...entries].reverse().find((e) => e.kind === 'setup' || (e.kind !== 'meta' && e.by?.side));
  if (acted && acted.kind !== 'setup' && acted.by?.side && status.active.includes(acted.by.side)) return [];
  if (!acted && entries.every((e) => e.kind === 'meta')) return [];
  const users = game.meta.seats
    .filter((s) => status.active.includes(s.side) && s.userId && !game.meta.quiet.includes(s.userId))
    .map((s) => s.userId!);
  return [...new Set(users)];
}

/** Posts a reminder when the game still waits at the version the reminder was set for. */
export async function remind(context: BotContext, client: Client, channelId: string, version: number): Promise<void> {
  const loaded = await context.games.load(channelId);
  if (!loaded || loaded.game.version !== version || loaded.game.meta.status === 'over') return;
  const { game, module } = loaded;
  const active = module.view(game.state, 'observer').status.active;
  const users = [...new Set(game.meta.seats.filter((s) => active.includes(s.side) && s.userId).map((s) => s.userId!))];
  if (users.length === 0) return;
  // Each player reminded in their own language, in one message.
  const content = readersOf(game.meta)
    .map((l) => ({ l, mine: users.filter((u) => langOfUser(game.meta, u) === l) }))
    .filter(({ mine }) => mine.length > 0)
    .map(({ l, mine }) =>
      t(l, 'game.reminder', { users: mine.map((u) => `<@${u}>`).join(' '), minutes: game.meta.paceMinutes }),
    )
    .join('\n');
  await new Poster(client, context.messageBudget).send(channelId, { content, allowed_mentions: { users } });
}

/**
 * The revealed seed and the shell command that turns it into the game's commitment: `echo -n <seed> | sha256sum`,
 * or, for a game that committed to the seed's bytes before commitments were made checkable by hand, the same
 * with the hex decoded first (`xxd -r -p`).
 */
export function seedWords(game: StoredGame): { seed: string; check: string } {
  const seed = game.seed.toString('hex');
  const legacy = game.meta.commitment === legacyCommitmentOf(game.seed);
  return { seed, check: legacy ? `echo -n ${seed} | xxd -r -p | sha256sum` : `echo -n ${seed} | sha256sum` };
}

/** The pinned status in the language of every seated player (the game's own first). */
export function pinnedStatus(game: StoredGame, module: AnyGameModule, pack: Pack): string {
  return readersOf(game.meta)
    .map((l) => statusText(game, module, pack, l))
    .join('\n\n')
    .slice(0, 2000);
}

/**
 * The languages a game's public messages are written in: the game's own (its creator's) first, then any other
 * that a seated player reads (a player whose language the game has not seen yet counts as reading the game's).
 */
export function readersOf(meta: GameMeta): Lang[] {
  const first = meta.lang ?? 'en';
  const langs = new Set<Lang>([first]);
  for (const seat of meta.seats) if (seat.userId) langs.add(meta.langs?.[seat.userId] ?? first);
  return [...langs];
}

/** A user's language as the game last saw it, or the game's own. */
export function langOfUser(meta: GameMeta, userId: string): Lang {
  return meta.langs?.[userId] ?? meta.lang ?? 'en';
}

export function langOfInteraction(interaction: Interaction): Lang {
  return langOf(interaction.locale);
}
