import type { Logger } from 'pino';
import type { GameService } from '../store/games.js';
import type { PackLibrary } from '../store/packs.js';
import type { RateLimiter } from './rate-limit.js';
import type { Reminders } from './reminders.js';

/** Asks for a picture of a channel's game at a version; the newest request per channel wins. */
export interface RenderRequests {
  request(channelId: string, version: number): Promise<void>;
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
  readonly limiter: RateLimiter;
  /** Name of the guild role whose members referee (Manage Threads counts too). */
  readonly refereeRole?: string | undefined;
  readonly clock: () => number;
}
