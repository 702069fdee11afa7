import type { SideId } from '../engine/core/game.js';
import type { Lang, Localized } from '../engine/core/localized.js';

/**
 * A club league as plain JSON: its game, its organisers, its players, and its seasons of rounds of pairings with
 * their results. Everything derived (standings, ratings, who is overdue) is computed from this document, never
 * stored, so a rating can only change by a result changing.
 */

export type UserId = string;

export type LeagueFormat = 'round-robin' | 'double-round-robin' | 'swiss';

export interface LeagueSide {
  readonly id: SideId;
  readonly name: Localized;
}

export interface LeagueGame {
  /** The pack as `/game new` names it: a built-in id, or `guild:<id>` for a club's own pack. */
  readonly choice: string;
  readonly title: Localized;
  readonly scenario: string;
  /** The two sides; a pairing's `first` player plays `sides[0]`, its `second` plays `sides[1]`. */
  readonly sides: readonly [LeagueSide, LeagueSide];
}

export interface LeagueSettings {
  readonly format: LeagueFormat;
  /** Swiss: rounds in a season (0: as many as needed to separate the field, ⌈log2 players⌉). */
  readonly swissRounds: number;
  /** Days a pairing has to be played; round k of a round robin is due k × roundDays after pairing. */
  readonly roundDays: number;
  /** Hours per move in a linked Umpire game before its reminder (0: none). */
  readonly paceHours: number;
  /** Hours before a deadline when the two players are reminded. */
  readonly remindHours: number;
  /** Players bid for sides (as Paths of Glory players do) instead of taking the balanced assignment. */
  readonly bidding: boolean;
  /** Standings points for a bye. */
  readonly byePoints: number;
  /** Timeouts after which a player is flagged to the organisers. */
  readonly flagAfter: number;
}

export interface LeaguePlayer {
  readonly userId: UserId;
  /** The display name when they joined (pictures cannot show mentions). */
  readonly name: string;
  readonly joinedAt: number;
  /** The organiser who added them, when they did not join themselves. */
  readonly addedBy?: UserId;
}

/** Who won, by the pairing's seats; a double forfeit scores nothing for either. */
export type Outcome = 'first' | 'second' | 'draw' | 'double-forfeit';

/** How the result came about. Forfeits and timeouts score in the standings but are not rated. */
export type How = 'played' | 'resigned' | 'adjudicated' | 'forfeit' | 'timeout';

export interface Result {
  readonly outcome: Outcome;
  readonly how: How;
  /** The linked Umpire game, the two players (a confirmed report), or an organiser. */
  readonly source: 'game' | 'players' | 'organiser';
  readonly at: number;
  readonly by: UserId | null;
  readonly gameId?: string;
}

/** A result one player reported for a game played elsewhere, waiting for the other player or an organiser. */
export interface Report {
  readonly by: UserId;
  readonly outcome: Exclude<Outcome, 'double-forfeit'>;
  readonly how: 'played' | 'resigned';
  readonly at: number;
}

export interface Dispute {
  readonly by: UserId;
  readonly reason: string;
  readonly at: number;
}

/** A sealed bid for a side: how many victory points the bidder gives the other side to play it. */
export interface Bid {
  readonly side: SideId;
  readonly amount: number;
  readonly at: number;
}

export interface Pairing {
  /** `<season>.<round>.<board>`, what players type. */
  readonly id: string;
  readonly round: number;
  /** Plays the game's first side. */
  readonly first: UserId;
  /** Plays the second side; null: `first` has a bye this round. */
  readonly second: UserId | null;
  readonly deadline: number;
  readonly extendedDays: number;
  readonly reports: readonly Report[];
  readonly dispute?: Dispute;
  readonly result?: Result;
  readonly game?: { readonly channelId: string; readonly gameId: string };
  /** Sealed bids by user (bidding leagues), revealed when both are in. */
  readonly bids?: Readonly<Record<UserId, Bid>>;
  /** The winning bid, given to the other side. */
  readonly handicap?: { readonly side: SideId; readonly amount: number };
  /** When its deadline passed with no result. */
  readonly overdueAt?: number;
}

export interface Round {
  readonly number: number;
  readonly pairedAt: number;
  readonly pairings: readonly Pairing[];
}

export interface Season {
  readonly number: number;
  readonly status: 'active' | 'closed';
  readonly format: LeagueFormat;
  readonly startedAt: number;
  readonly closedAt?: number;
  /** The players of this season, in seeding order (join order). */
  readonly players: readonly UserId[];
  readonly totalRounds: number;
  readonly rounds: readonly Round[];
}

/** A pairing a player let run out: the deadline passed while the game waited for them, or they forfeited. */
export interface Timeout {
  readonly userId: UserId;
  readonly pairingId: string;
  readonly at: number;
}

export interface Flag {
  readonly userId: UserId;
  readonly timeouts: number;
  readonly at: number;
}

export interface League {
  readonly id: string;
  readonly guildId: string;
  /** Where the league's announcements and reminders go. */
  readonly channelId: string;
  readonly name: string;
  readonly game: LeagueGame;
  /** Members with this role organise (Manage Server always does). */
  readonly organiserRoleId: string | null;
  readonly settings: LeagueSettings;
  readonly players: readonly LeaguePlayer[];
  readonly seasons: readonly Season[];
  readonly timeouts: readonly Timeout[];
  readonly flags: readonly Flag[];
  readonly createdBy: UserId;
  readonly createdAt: number;
  /** The language of the league's announcements and reminders: its creator's. */
  readonly lang?: Lang;
}

/** Why a league operation was refused: a key under `league.errors`, with its parameters. */
export type LeagueErrorCode =
  | 'name-taken'
  | 'bad-name'
  | 'already-member'
  | 'not-member'
  | 'season-active'
  | 'no-season'
  | 'too-few-players'
  | 'all-paired'
  | 'round-unfinished'
  | 'open-pairings'
  | 'no-pairing'
  | 'bye'
  | 'not-your-pairing'
  | 'has-result'
  | 'no-report'
  | 'own-report'
  | 'already-disputed'
  | 'bad-days'
  | 'linked-elsewhere'
  | 'seats-mismatch'
  | 'wrong-game'
  | 'bidding-off'
  | 'bids-closed'
  | 'bad-side'
  | 'bad-amount'
  | 'not-in-pairing';

export interface LeagueError {
  readonly code: LeagueErrorCode;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type LeagueResult<T = undefined> =
  | { readonly ok: true; readonly league: League; readonly value: T }
  | { readonly ok: false; readonly error: LeagueError };

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
