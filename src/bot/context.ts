import type { InteractionRef, MapJob } from './pictures.js';
import type { Client } from 'discord.js';
import type { Logger } from 'pino';
import type { StandingsRenders } from './standings-queue.js';
import type { GameService } from '../store/games.js';
import type { LeagueService } from '../store/leagues.js';
import type { PackLibrary } from '../store/packs.js';
import type { StoredGame } from '../store/types.js';
import type { LeagueDeadlines } from './league-reminders.js';
import type { RateLimiter } from './rate-limit.js';
import type { Reminders } from './reminders.js';
import type { MessageBudget } from './message-budget.js';
import type { LatestOnly } from './latest-only.js';

/** Asks for a picture of a channel's game at a version; the newest request per channel wins. */
export interface RenderRequests {
  /** `via`: the action's interaction, as whose follow-up the picture goes (outside Discord's global limit). */
  request(channelId: string, version: number, via?: InteractionRef): Promise<void>;
  /** `/game map`: draw the game for whoever asked and put it in their deferred private answer. */
  map(job: MapJob): Promise<void>;
}

/** Club leagues: the store's service, the pairings' deadline jobs, the standings pictures. */
export interface LeagueContext {
  readonly service: LeagueService;
  readonly deadlines: LeagueDeadlines;
  readonly standings: StandingsRenders;
}

/** What command handlers may use: everything with I/O comes from here, so handlers stay testable. */
export interface BotContext {
  readonly log: Logger;
  /** Where crypto-grade dice come from for rolls outside a game (tests pass a scripted source). */
  readonly randomFace: (sides: number) => number;
  readonly games: GameService;
  readonly packs: PackLibrary;
  readonly renders: RenderRequests;
  readonly reminders: Reminders;
  /** Each channel's message budget, shared with the render workers (Discord limits messages per channel). */
  readonly messageBudget?: MessageBudget;
  /** The pinned status edits, the newest of each game's only (src/bot/latest-only.ts). */
  readonly statusEdits: LatestOnly;
  readonly limiter: RateLimiter;
  /** The per-guild limit (the router's default of 120 at once and 20 a second when absent). */
  readonly guildLimiter?: RateLimiter;
  /** Name of the guild role whose members referee (Manage Threads counts too). */
  readonly refereeRole?: string | undefined;
  /** Days without a move after which a game is archived as abandoned (a warning comes first). */
  readonly gameExpiryDays?: number;
  readonly clock: () => number;
  /** Club leagues (set by the services; a context built for a test of something else may leave them out). */
  readonly leagues?: LeagueContext;
  /** Told once when a game ends (after the change is committed); errors are logged, never shown to players. */
  readonly onGameEnd?: (game: StoredGame, client: Client) => Promise<void>;
}
