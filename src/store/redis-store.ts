import type { RedisClient } from './connect.js';
import type {
  ArchivedGame,
  Commit,
  CommitResult,
  GameMeta,
  GameStore,
  LogEntry,
  NewGame,
  StoredGame,
} from './types.js';

/**
 * Games in Redis. Keys carry the channel id in a hash tag so one game's keys share one Cluster slot:
 *   <p>game:{<channel>}        hash: version, state, meta, diceNext, seed
 *   <p>game:{<channel>}:log    stream; entry id "<version>-1", field e = the entry as JSON
 *   <p>game:{<channel>}:iid    hash: Discord interaction id → the version it produced
 *   <p>game:{<channel>}:posted the newest version whose picture is in the thread
 * One Lua script commits an action: check the version, write snapshot and metadata, append to the log, bump.
 * Indexes across games (<p>games:active, <p>archives:<guild>) are keys of their own, in any slot: each is written
 * by a command of its own after the commit, never in the same script or MULTI as a game's keys.
 */

const CREATE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('DEL', KEYS[2], KEYS[3], KEYS[4])
redis.call('HSET', KEYS[1], 'version', 0, 'state', ARGV[1], 'meta', ARGV[2], 'diceNext', ARGV[3], 'seed', ARGV[4])
redis.call('XADD', KEYS[2], '0-1', 'e', ARGV[5])
if ARGV[6] ~= '' then redis.call('HSET', KEYS[3], ARGV[6], 0) end
return 1`;

const COMMIT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {-1, 0} end
if ARGV[6] ~= '' then
  local done = redis.call('HGET', KEYS[3], ARGV[6])
  if done then return {2, tonumber(done)} end
end
local current = tonumber(redis.call('HGET', KEYS[1], 'version'))
if current ~= tonumber(ARGV[1]) then return {0, current} end
local v = current + 1
redis.call('HSET', KEYS[1], 'version', v, 'state', ARGV[2], 'meta', ARGV[3], 'diceNext', ARGV[4])
redis.call('XADD', KEYS[2], v .. '-1', 'e', ARGV[5])
if ARGV[6] ~= '' then redis.call('HSET', KEYS[3], ARGV[6], v) end
return {1, v}`;

const ARCHIVE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('RENAME', KEYS[1], KEYS[4])
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('RENAME', KEYS[2], KEYS[5]) end
if redis.call('EXISTS', KEYS[3]) == 1 then redis.call('RENAME', KEYS[3], KEYS[6]) end
return 1`;

const RESTORE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('DEL', KEYS[2], KEYS[3], KEYS[4])
redis.call('HSET', KEYS[1], 'version', ARGV[1], 'state', ARGV[2], 'meta', ARGV[3], 'diceNext', ARGV[4], 'seed', ARGV[5])
for i = 6, #ARGV, 3 do
  redis.call('XADD', KEYS[2], ARGV[i] .. '-1', 'e', ARGV[i + 1])
  if ARGV[i + 2] ~= '' then redis.call('HSET', KEYS[3], ARGV[i + 2], ARGV[i]) end
end
return 1`;

const MARK_POSTED = `
local current = tonumber(redis.call('GET', KEYS[1]) or '-1')
if tonumber(ARGV[1]) <= current then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
return 1`;

type Scripts = {
  umpireRestore(k1: string, k2: string, k3: string, k4: string, ...args: string[]): Promise<number>;
  umpireMarkPosted(key: string, version: string): Promise<number>;
  umpireCreate(k1: string, k2: string, k3: string, k4: string, ...args: string[]): Promise<number>;
  umpireCommit(k1: string, k2: string, k3: string, ...args: string[]): Promise<[number, number]>;
  umpireArchive(...keysAndArgs: string[]): Promise<number>;
};

export class RedisGameStore implements GameStore {
  readonly kind = 'redis' as const;
  private readonly redis: RedisClient & Scripts;

  /** `prefix` namespaces every key (tests use a random one). */
  constructor(
    redis: RedisClient,
    private readonly prefix = 'umpire:',
  ) {
    redis.defineCommand('umpireCreate', { numberOfKeys: 4, lua: CREATE });
    redis.defineCommand('umpireCommit', { numberOfKeys: 3, lua: COMMIT });
    redis.defineCommand('umpireArchive', { numberOfKeys: 6, lua: ARCHIVE });
    redis.defineCommand('umpireMarkPosted', { numberOfKeys: 1, lua: MARK_POSTED });
    redis.defineCommand('umpireRestore', { numberOfKeys: 4, lua: RESTORE });
    this.redis = redis as RedisClient & Scripts;
  }

  get client(): RedisClient {
    return this.redis;
  }

  private keys(channelId: string): [string, string, string] {
    const base = `${this.prefix}game:{${channelId}}`;
    return [base, `${base}:log`, `${base}:iid`];
  }

  private archiveKeys(channelId: string, gameId: string): [string, string, string] {
    const base = `${this.prefix}archive:{${channelId}}:${gameId}`;
    return [base, `${base}:log`, `${base}:iid`];
  }

  async create<S>(channelId: string, game: NewGame<S>): Promise<boolean> {
    const [hash, log, iid] = this.keys(channelId);
    const { v: _v, ...entry } = game.entry;
    const created = await this.redis.umpireCreate(
      hash,
      log,
      iid,
      `${hash}:posted`,
      JSON.stringify(game.state),
      JSON.stringify(game.meta),
      String(game.diceNext),
      game.seed.toString('hex'),
      JSON.stringify(entry),
      game.entry.iid ?? '',
    );
    if (created === 1) await this.touch(channelId, game.meta.lastActivity);
    return created === 1;
  }

  async restore<S>(
    channelId: string,
    game: Omit<StoredGame<S>, 'channelId'>,
    log: readonly LogEntry[],
  ): Promise<boolean> {
    const [hash, logKey, iid] = this.keys(channelId);
    const entries = log.flatMap(({ v, ...entry }) => [String(v), JSON.stringify(entry), entry.iid ?? '']);
    const restored = await this.redis.umpireRestore(
      hash,
      logKey,
      iid,
      `${hash}:posted`,
      String(game.version),
      JSON.stringify(game.state),
      JSON.stringify(game.meta),
      String(game.diceNext),
      game.seed.toString('hex'),
      ...entries,
    );
    if (restored === 1) await this.touch(channelId, game.meta.lastActivity);
    return restored === 1;
  }

  async load<S>(channelId: string): Promise<StoredGame<S> | undefined> {
    const [hash] = this.keys(channelId);
    return this.readGame<S>(hash, channelId);
  }

  private async readGame<S>(hash: string, channelId: string): Promise<StoredGame<S> | undefined> {
    const row = await this.redis.hgetall(hash);
    if (!row['version']) return undefined;
    return {
      channelId,
      version: Number(row['version']),
      state: JSON.parse(row['state'] ?? 'null') as S,
      meta: JSON.parse(row['meta'] ?? '{}') as GameMeta,
      diceNext: Number(row['diceNext'] ?? 0),
      seed: Buffer.from(row['seed'] ?? '', 'hex'),
    };
  }

  async commit<S>(channelId: string, commit: Commit<S>): Promise<CommitResult> {
    const [hash, log, iid] = this.keys(channelId);
    const [code, version] = await this.redis.umpireCommit(
      hash,
      log,
      iid,
      String(commit.expected),
      JSON.stringify(commit.state),
      JSON.stringify(commit.meta),
      String(commit.diceNext),
      JSON.stringify(commit.entry),
      commit.entry.iid ?? '',
    );
    switch (code) {
      case 1:
        await this.touch(channelId, commit.meta.lastActivity);
        return { status: 'committed', version };
      case 0:
        return { status: 'conflict', version };
      case 2:
        return { status: 'duplicate', version };
      default:
        return { status: 'missing' };
    }
  }

  async log(channelId: string, range: { from?: number; to?: number } = {}): Promise<LogEntry[]> {
    const [, log] = this.keys(channelId);
    return this.readLog(log, range);
  }

  private async readLog(key: string, range: { from?: number; to?: number }): Promise<LogEntry[]> {
    const entries: LogEntry[] = [];
    let start = range.from !== undefined ? `${range.from}-0` : '-';
    const end = range.to !== undefined ? `${range.to}-1` : '+';
    // Page through the stream so a long game never needs one huge reply.
    for (;;) {
      const page = (await this.redis.xrange(key, start, end, 'COUNT', 500)) as [string, string[]][];
      for (const [id, fields] of page) {
        const json = fields[fields.indexOf('e') + 1] ?? '{}';
        entries.push({ ...(JSON.parse(json) as Omit<LogEntry, 'v'>), v: Number(id.split('-')[0]) });
      }
      if (page.length < 500) break;
      start = `(${page[page.length - 1]![0]}`;
    }
    return entries;
  }

  async archive(channelId: string): Promise<ArchivedGame | undefined> {
    const game = await this.load(channelId);
    if (!game) return undefined;
    const archived = this.archiveKeys(channelId, game.meta.id);
    const moved = await this.redis.umpireArchive(...this.keys(channelId), ...archived);
    if (moved !== 1) return undefined;
    const archiveId = `${channelId}-${game.meta.id}`;
    // Two indexes in two slots (on a cluster one MULTI cannot hold both): listed in the archive first, so a crash
    // between the two leaves at worst a stale entry in the active index (its game no longer loads), never an
    // archived game nobody can list.
    await this.redis.zadd(`${this.prefix}archives:${game.meta.guildId ?? 'dm'}`, Date.now(), archiveId);
    await this.redis.zrem(`${this.prefix}games:active`, channelId);
    return { archiveId, channelId, meta: game.meta };
  }

  async loadArchived<S>(archiveId: string): Promise<{ game: StoredGame<S>; log: LogEntry[] } | undefined> {
    const dash = archiveId.lastIndexOf('-');
    if (dash <= 0) return undefined;
    const channelId = archiveId.slice(0, dash);
    const [hash, log] = this.archiveKeys(channelId, archiveId.slice(dash + 1));
    const game = await this.readGame<S>(hash, channelId);
    return game ? { game, log: await this.readLog(log, {}) } : undefined;
  }

  async listArchived(guildId: string, limit = 25): Promise<ArchivedGame[]> {
    const ids = await this.redis.zrevrange(`${this.prefix}archives:${guildId}`, 0, limit - 1);
    const result: ArchivedGame[] = [];
    for (const archiveId of ids) {
      const found = await this.loadArchived(archiveId);
      if (found) result.push({ archiveId, channelId: found.game.channelId, meta: found.game.meta });
    }
    return result;
  }

  async idleGames(before: number, limit = 100): Promise<string[]> {
    return this.redis.zrangebyscore(`${this.prefix}games:active`, '-inf', `(${before}`, 'LIMIT', 0, limit);
  }

  async postedVersion(channelId: string): Promise<number> {
    return Number((await this.redis.get(`${this.keys(channelId)[0]}:posted`)) ?? -1);
  }

  async markPosted(channelId: string, version: number): Promise<boolean> {
    return (await this.redis.umpireMarkPosted(`${this.keys(channelId)[0]}:posted`, String(version))) === 1;
  }

  async remove(channelId: string): Promise<void> {
    await this.redis.del(...this.keys(channelId), `${this.keys(channelId)[0]}:posted`);
    await this.redis.zrem(`${this.prefix}games:active`, channelId);
  }

  private async touch(channelId: string, at: number): Promise<void> {
    await this.redis.zadd(`${this.prefix}games:active`, at, channelId);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
