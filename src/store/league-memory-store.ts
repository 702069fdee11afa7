import type { League } from '../league/types.js';
import {
  nameKey,
  type LeagueCommit,
  type LeagueCommitResult,
  type LeagueLogEntry,
  type LeagueStore,
  type LeagueSummary,
  type StoredLeague,
} from './league-types.js';

interface Row {
  version: number;
  doc: string;
  log: string[];
  iids: Map<string, number>;
}

/**
 * Leagues in this process's memory, for the sandbox without Redis: the Redis store's contract (one shared test
 * suite checks both), kept as JSON text so no caller can change a stored league by accident.
 */
export class MemoryLeagueStore implements LeagueStore {
  readonly kind = 'memory' as const;
  private readonly leagues = new Map<string, Row>();
  private readonly names = new Map<string, Map<string, LeagueSummary>>();

  async create(league: League, entry: Omit<LeagueLogEntry, 'v'>): Promise<'created' | 'name-taken'> {
    const index = this.names.get(league.guildId) ?? new Map<string, LeagueSummary>();
    if (index.has(nameKey(league.name))) return 'name-taken';
    if (this.leagues.has(league.id)) throw new Error(`league id ${league.id} already exists`);
    index.set(nameKey(league.name), { id: league.id, name: league.name });
    this.names.set(league.guildId, index);
    this.leagues.set(league.id, {
      version: 0,
      doc: JSON.stringify(league),
      log: [JSON.stringify({ ...entry, v: 0 })],
      iids: new Map(entry.iid ? [[entry.iid, 0]] : []),
    });
    return 'created';
  }

  async load(leagueId: string): Promise<StoredLeague | undefined> {
    const row = this.leagues.get(leagueId);
    return row ? { version: row.version, league: JSON.parse(row.doc) as League } : undefined;
  }

  async commit(leagueId: string, commit: LeagueCommit): Promise<LeagueCommitResult> {
    const row = this.leagues.get(leagueId);
    if (!row) return { status: 'missing' };
    const iid = commit.entry.iid;
    if (iid !== undefined) {
      const done = row.iids.get(iid);
      if (done !== undefined) return { status: 'duplicate', version: done };
    }
    if (row.version !== commit.expected) return { status: 'conflict', version: row.version };
    row.version += 1;
    row.doc = JSON.stringify(commit.league);
    row.log.push(JSON.stringify({ ...commit.entry, v: row.version }));
    if (iid !== undefined) row.iids.set(iid, row.version);
    return { status: 'committed', version: row.version };
  }

  async log(leagueId: string): Promise<LeagueLogEntry[]> {
    return (this.leagues.get(leagueId)?.log ?? []).map((e) => JSON.parse(e) as LeagueLogEntry);
  }

  async list(guildId: string): Promise<LeagueSummary[]> {
    return [...(this.names.get(guildId)?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  }

  async close(): Promise<void> {}
}
