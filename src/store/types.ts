import type { GameEvent, SideId } from '../engine/core/game.js';

/**
 * What the store keeps for one game (one per Discord channel or thread): the engine's snapshot, the game's
 * metadata (seats, pack, status), the dice counter and secret seed, and the action log, which is the source of
 * truth. Every change is one compare-and-set on the version.
 */

export type GameStatusKind = 'active' | 'over';

export interface Seat {
  readonly side: SideId;
  readonly userId: string | null;
}

export interface RollbackProposal {
  readonly id: string;
  readonly to: number;
  readonly byUser: string;
  readonly bySide: SideId;
  readonly at: number;
}

export interface GameMeta {
  /** Random id of this game; it also keys its dice (HMAC message "<id>:<n>"). */
  readonly id: string;
  readonly module: string;
  readonly pack: { readonly id: string; readonly version: string; readonly guildId?: string };
  readonly scenario: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly guildId: string | null;
  readonly channelId: string;
  readonly createdBy: string;
  readonly createdAt: number;
  /** sha256 of the seed, shown at game start. */
  readonly commitment: string;
  readonly seats: readonly Seat[];
  /** Users who turned their turn pings off. */
  readonly quiet: readonly string[];
  readonly status: GameStatusKind;
  readonly ended?: { readonly at: number; readonly reason: string; readonly winner?: SideId };
  readonly proposal?: RollbackProposal;
  /** Minutes a side may take before a reminder (0: none). */
  readonly paceMinutes: number;
  /** The pinned status message in the thread, edited in place. */
  readonly statusMessageId?: string;
  readonly lastActivity: number;
  readonly expiryWarnedAt?: number;
  readonly league?: { readonly leagueId: string; readonly pairingId: string };
  /** Seated players who asked to end the game by agreement (`/game end`). */
  readonly endRequests?: readonly string[];
  /** The language of the game's public messages (captions, reminders): its creator's. */
  readonly lang?: 'en' | 'it';
  /**
   * Each player's language, as their Discord showed it when they started the game or last acted: public
   * messages read in every seated player's language, and each player is mentioned in their own.
   */
  readonly langs?: Readonly<Record<string, 'en' | 'it'>>;
}

export interface LoggedDie {
  readonly index: number;
  readonly sides: number;
  readonly value: number;
  readonly zeroBased?: boolean;
  readonly purpose?: string;
}

export type LogKind = 'setup' | 'action' | 'undo' | 'rollback' | 'meta';

export interface LogEntry {
  /** The version this entry produced. */
  readonly v: number;
  readonly kind: LogKind;
  readonly at: number;
  readonly by?: { readonly side: SideId | null; readonly user: string; readonly referee?: boolean };
  /** The engine action (kind `action`). */
  readonly action?: unknown;
  /** Setup input (kind `setup`). */
  readonly setup?: { readonly scenario: string; readonly options: Readonly<Record<string, unknown>> };
  /** The version whose state this entry restores (kinds `undo` and `rollback`). */
  readonly to?: number;
  /** What changed in the metadata (kind `meta`), as data. */
  readonly change?: Readonly<Record<string, unknown>>;
  readonly dice: readonly LoggedDie[];
  readonly events: readonly GameEvent[];
  /** The action rolled, revealed information or passed the turn: it cannot be undone alone. */
  readonly closesUndo: boolean;
  /** The Discord interaction that made it: a second delivery of the same interaction is not applied twice. */
  readonly iid?: string;
}

export interface StoredGame<S = unknown> {
  readonly channelId: string;
  readonly version: number;
  readonly state: S;
  readonly meta: GameMeta;
  readonly diceNext: number;
  readonly seed: Buffer;
}

export interface NewGame<S = unknown> {
  readonly state: S;
  readonly meta: GameMeta;
  readonly seed: Buffer;
  readonly diceNext: number;
  readonly entry: LogEntry;
}

export interface Commit<S = unknown> {
  readonly expected: number;
  readonly state: S;
  readonly meta: GameMeta;
  readonly diceNext: number;
  readonly entry: Omit<LogEntry, 'v'>;
}

export type CommitResult =
  | { readonly status: 'committed'; readonly version: number }
  | { readonly status: 'conflict'; readonly version: number }
  | { readonly status: 'duplicate'; readonly version: number }
  | { readonly status: 'missing' };

export interface ArchivedGame {
  readonly archiveId: string;
  readonly channelId: string;
  readonly meta: GameMeta;
}

export interface GameStore {
  readonly kind: 'redis' | 'memory';
  /** Creates the game at version 0; false when the channel already has one. */
  create<S>(channelId: string, game: NewGame<S>): Promise<boolean>;
  load<S>(channelId: string): Promise<StoredGame<S> | undefined>;
  /** Writes a whole game (an imported export) at its version with its log; false when the channel has a game. */
  restore<S>(channelId: string, game: Omit<StoredGame<S>, 'channelId'>, log: readonly LogEntry[]): Promise<boolean>;
  /** One atomic compare-and-set: version check, snapshot, metadata, dice counter, log append. */
  commit<S>(channelId: string, commit: Commit<S>): Promise<CommitResult>;
  /** Log entries with `from ≤ v ≤ to`, oldest first. */
  log(channelId: string, range?: { from?: number; to?: number }): Promise<LogEntry[]>;
  /** Moves a game out of the hot keys; the channel is free for a new game. */
  archive(channelId: string): Promise<ArchivedGame | undefined>;
  loadArchived<S>(archiveId: string): Promise<{ game: StoredGame<S>; log: LogEntry[] } | undefined>;
  listArchived(guildId: string, limit?: number): Promise<ArchivedGame[]>;
  /** Games with no activity since `before` (ms), oldest first. */
  idleGames(before: number, limit?: number): Promise<string[]>;
  /** Deletes a game and its log for good. */
  remove(channelId: string): Promise<void>;
  /** The newest version whose picture was posted to the thread (-1 when none). */
  postedVersion(channelId: string): Promise<number>;
  /** Records that `version`'s picture was posted; false when an equal or newer one already was. */
  markPosted(channelId: string, version: number): Promise<boolean>;
  close(): Promise<void>;
}
