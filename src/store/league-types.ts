import type { League } from '../league/types.js';

/**
 * What the store keeps for a league: the league document with its version, a log of every change (who did what,
 * when, as data), and per guild the index of league names. Every change is one compare-and-set on the version,
 * as for games.
 */

export interface StoredLeague {
  readonly version: number;
  readonly league: League;
}

export interface LeagueLogEntry {
  /** The version this change produced. */
  readonly v: number;
  readonly at: number;
  readonly by: string | null;
  /** The operation, e.g. `report`, `adjudicate`, `pair`. */
  readonly op: string;
  readonly detail: Readonly<Record<string, unknown>>;
  /** The Discord interaction that made it: a second delivery is not applied twice. */
  readonly iid?: string;
}

export interface LeagueCommit {
  readonly expected: number;
  readonly league: League;
  readonly entry: Omit<LeagueLogEntry, 'v'>;
}

export type LeagueCommitResult =
  | { readonly status: 'committed'; readonly version: number }
  | { readonly status: 'conflict'; readonly version: number }
  | { readonly status: 'duplicate'; readonly version: number }
  | { readonly status: 'missing' };

export interface LeagueSummary {
  readonly id: string;
  readonly name: string;
}

export interface LeagueStore {
  readonly kind: 'redis' | 'memory';
  /** Creates the league at version 0; 'name-taken' when its guild already has a league of that name. */
  create(league: League, entry: Omit<LeagueLogEntry, 'v'>): Promise<'created' | 'name-taken'>;
  load(leagueId: string): Promise<StoredLeague | undefined>;
  /** One atomic compare-and-set: version check, document, log append, interaction id. */
  commit(leagueId: string, commit: LeagueCommit): Promise<LeagueCommitResult>;
  log(leagueId: string): Promise<LeagueLogEntry[]>;
  /** The guild's leagues, by name. */
  list(guildId: string): Promise<LeagueSummary[]>;
  close(): Promise<void>;
}

/** Names compare without case or extra spaces: "Coppa  Italia" and "coppa italia" are one league. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
