import { randomBytes } from 'node:crypto';
import { createLeague, type NewLeague } from '../league/league.js';
import type { League, LeagueError, LeagueResult } from '../league/types.js';
import { nameKey, type LeagueStore, type StoredLeague } from './league-types.js';

/**
 * Changing leagues on the store: the only path by which a league changes. A change loads the league, runs a pure
 * operation from src/league, and commits with one compare-and-set on the version. Unlike a game action, a league
 * change does not depend on what the user saw (a report is a report whatever else happened meanwhile), so a
 * change that lost the race is run again on the fresh league, which re-checks everything.
 */

export type LeagueChange<T> =
  | { readonly kind: 'applied'; readonly league: League; readonly version: number; readonly value: T }
  /** The operation had nothing to change (e.g. a reminder for a pairing already played). */
  | { readonly kind: 'unchanged'; readonly league: League; readonly value: T }
  | { readonly kind: 'refused'; readonly error: LeagueError }
  | { readonly kind: 'duplicate'; readonly league: League }
  | { readonly kind: 'no-league' };

export interface ChangeRequest<T> {
  readonly by: string | null;
  /** The operation's name in the log, e.g. `report`. */
  readonly op: string;
  readonly detail?: Readonly<Record<string, unknown>>;
  readonly iid?: string;
  readonly apply: (league: League, now: number) => LeagueResult<T>;
}

const ATTEMPTS = 8;

export class LeagueService {
  constructor(
    readonly store: LeagueStore,
    private readonly clock: () => number = Date.now,
    private readonly newId: () => string = () => randomBytes(6).toString('hex'),
  ) {}

  async create(
    input: Omit<NewLeague, 'id'>,
    iid?: string,
  ): Promise<{ kind: 'created'; league: League } | { kind: 'refused'; error: LeagueError }> {
    const now = this.clock();
    const made = createLeague({ ...input, id: this.newId() }, now);
    if (!made.ok) return { kind: 'refused', error: made.error };
    const created = await this.store.create(made.league, {
      at: now,
      by: input.createdBy,
      op: 'create',
      detail: { name: made.league.name, settings: made.league.settings, game: made.league.game.choice },
      ...(iid ? { iid } : {}),
    });
    if (created === 'name-taken')
      return { kind: 'refused', error: { code: 'name-taken', params: { name: made.league.name } } };
    return { kind: 'created', league: made.league };
  }

  async load(leagueId: string): Promise<StoredLeague | undefined> {
    return this.store.load(leagueId);
  }

  async list(guildId: string) {
    return this.store.list(guildId);
  }

  /** A guild's league by name (any case); undefined when there is none. */
  async find(guildId: string, name: string): Promise<StoredLeague | undefined> {
    const summary = (await this.store.list(guildId)).find((l) => nameKey(l.name) === nameKey(name) || l.id === name);
    return summary ? this.store.load(summary.id) : undefined;
  }

  async change<T>(leagueId: string, request: ChangeRequest<T>): Promise<LeagueChange<T>> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const stored = await this.store.load(leagueId);
      if (!stored) return { kind: 'no-league' };
      const now = this.clock();
      const result = request.apply(stored.league, now);
      if (!result.ok) return { kind: 'refused', error: result.error };
      if (result.league === stored.league) return { kind: 'unchanged', league: stored.league, value: result.value };
      const committed = await this.store.commit(leagueId, {
        expected: stored.version,
        league: result.league,
        entry: {
          at: now,
          by: request.by,
          op: request.op,
          detail: request.detail ?? {},
          ...(request.iid ? { iid: request.iid } : {}),
        },
      });
      switch (committed.status) {
        case 'committed':
          return { kind: 'applied', league: result.league, version: committed.version, value: result.value };
        case 'duplicate':
          return { kind: 'duplicate', league: (await this.store.load(leagueId))?.league ?? stored.league };
        case 'missing':
          return { kind: 'no-league' };
        case 'conflict':
          continue;
      }
    }
    throw new Error(`league ${leagueId}: ${ATTEMPTS} changes in a row lost the race`);
  }
}
