import type { RedisClient } from './connect.js';
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

/**
 * Leagues in Redis, with the game store's discipline. A league's keys share one Cluster slot by a hash tag:
 *   <p>league:{<id>}        hash: version, doc (the league as JSON)
 *   <p>league:{<id>}:log    stream; entry id "<version>-1", field e = the change as JSON
 *   <p>league:{<id>}:iid    hash: Discord interaction id → the version it produced
 * One Lua script commits a change: check the version, write the document, append to the log, bump. The guild's
 * index of names (<p>leagues:<guild>) lives in another slot, so the name is claimed first (HSETNX) and the
 * league created after; a league id is random and never collides.
 */

const CREATE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('DEL', KEYS[2], KEYS[3])
redis.call('HSET', KEYS[1], 'version', 0, 'doc', ARGV[1])
redis.call('XADD', KEYS[2], '0-1', 'e', ARGV[2])
if ARGV[3] ~= '' then redis.call('HSET', KEYS[3], ARGV[3], 0) end
return 1`;

const COMMIT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {-1, 0} end
if ARGV[4] ~= '' then
  local done = redis.call('HGET', KEYS[3], ARGV[4])
  if done then return {2, tonumber(done)} end
end
local current = tonumber(redis.call('HGET', KEYS[1], 'version'))
if current ~= tonumber(ARGV[1]) then return {0, current} end
local v = current + 1
redis.call('HSET', KEYS[1], 'version', v, 'doc', ARGV[2])
redis.call('XADD', KEYS[2], v .. '-1', 'e', ARGV[3])
if ARGV[4] ~= '' then redis.call('HSET', KEYS[3], ARGV[4], v) end
return {1, v}`;

type Scripts = {
  umpireLeagueCreate(k1: string, k2: string, k3: string, ...args: string[]): Promise<number>;
  umpireLeagueCommit(k1: string, k2: string, k3: string, ...args: string[]): Promise<[number, number]>;
};

export class RedisLeagueStore implements LeagueStore {
  readonly kind = 'redis' as const;
  private readonly redis: RedisClient & Scripts;

  constructor(
    redis: RedisClient,
    private readonly prefix = 'umpire:',
  ) {
    redis.defineCommand('umpireLeagueCreate', { numberOfKeys: 3, lua: CREATE });
    redis.defineCommand('umpireLeagueCommit', { numberOfKeys: 3, lua: COMMIT });
    this.redis = redis as RedisClient & Scripts;
  }

  private keys(leagueId: string): [string, string, string] {
    const base = `${this.prefix}league:{${leagueId}}`;
    return [base, `${base}:log`, `${base}:iid`];
  }

  private index(guildId: string): string {
    return `${this.prefix}leagues:${guildId}`;
  }

  async create(league: League, entry: Omit<LeagueLogEntry, 'v'>): Promise<'created' | 'name-taken'> {
    const summary: LeagueSummary = { id: league.id, name: league.name };
    const claimed = await this.redis.hsetnx(this.index(league.guildId), nameKey(league.name), JSON.stringify(summary));
    if (claimed === 0) return 'name-taken';
    const created = await this.redis.umpireLeagueCreate(
      ...this.keys(league.id),
      JSON.stringify(league),
      JSON.stringify(entry),
      entry.iid ?? '',
    );
    if (created !== 1) {
      await this.redis.hdel(this.index(league.guildId), nameKey(league.name));
      throw new Error(`league id ${league.id} already exists`);
    }
    return 'created';
  }

  async load(leagueId: string): Promise<StoredLeague | undefined> {
    const [hash] = this.keys(leagueId);
    const [version, doc] = await this.redis.hmget(hash, 'version', 'doc');
    if (version === null || version === undefined || doc === null || doc === undefined) return undefined;
    return { version: Number(version), league: JSON.parse(doc) as League };
  }

  async commit(leagueId: string, commit: LeagueCommit): Promise<LeagueCommitResult> {
    const [code, version] = await this.redis.umpireLeagueCommit(
      ...this.keys(leagueId),
      String(commit.expected),
      JSON.stringify(commit.league),
      JSON.stringify(commit.entry),
      commit.entry.iid ?? '',
    );
    switch (code) {
      case 1:
        return { status: 'committed', version };
      case 0:
        return { status: 'conflict', version };
      case 2:
        return { status: 'duplicate', version };
      default:
        return { status: 'missing' };
    }
  }

  async log(leagueId: string): Promise<LeagueLogEntry[]> {
    const [, key] = this.keys(leagueId);
    const entries: LeagueLogEntry[] = [];
    let start = '-';
    for (;;) {
      const page = (await this.redis.xrange(key, start, '+', 'COUNT', 500)) as [string, string[]][];
      for (const [id, fields] of page) {
        const json = fields[fields.indexOf('e') + 1] ?? '{}';
        entries.push({ ...(JSON.parse(json) as Omit<LeagueLogEntry, 'v'>), v: Number(id.split('-')[0]) });
      }
      if (page.length < 500) break;
      start = `(${page[page.length - 1]![0]}`;
    }
    return entries;
  }

  async list(guildId: string): Promise<LeagueSummary[]> {
    const all = await this.redis.hvals(this.index(guildId));
    return all.map((json) => JSON.parse(json) as LeagueSummary).sort((a, b) => a.name.localeCompare(b.name));
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
