import type { ArchivedGame, Commit, CommitResult, GameStore, LogEntry, NewGame, StoredGame } from './types.js';

interface Row {
  version: number;
  state: string;
  meta: string;
  diceNext: number;
  seed: Buffer;
  /** Each entry's version beside its JSON, so that a range is cut before anything is parsed. */
  log: { v: number; json: string }[];
  iids: Map<string, number>;
}

/**
 * The store in this process's memory, for the sandbox without Redis: the same contract as the Redis store
 * (one shared test suite checks both), and everything is lost when the process stops. Values are kept as JSON
 * text so that no caller can mutate a stored state by accident.
 */
export class MemoryGameStore implements GameStore {
  readonly kind = 'memory' as const;
  private readonly games = new Map<string, Row>();
  private readonly posted = new Map<string, number>();
  private readonly archived = new Map<string, { row: Row; channelId: string; guildId: string | null; at: number }>();

  async create<S>(channelId: string, game: NewGame<S>): Promise<boolean> {
    if (this.games.has(channelId)) return false;
    this.posted.delete(channelId);
    this.games.set(channelId, {
      version: 0,
      state: JSON.stringify(game.state),
      meta: JSON.stringify(game.meta),
      diceNext: game.diceNext,
      seed: Buffer.from(game.seed),
      log: [{ v: 0, json: JSON.stringify({ ...game.entry, v: 0 }) }],
      iids: new Map(game.entry.iid ? [[game.entry.iid, 0]] : []),
    });
    return true;
  }

  async restore<S>(
    channelId: string,
    game: Omit<StoredGame<S>, 'channelId'>,
    log: readonly LogEntry[],
  ): Promise<boolean> {
    if (this.games.has(channelId)) return false;
    this.posted.delete(channelId);
    this.games.set(channelId, {
      version: game.version,
      state: JSON.stringify(game.state),
      meta: JSON.stringify(game.meta),
      diceNext: game.diceNext,
      seed: Buffer.from(game.seed),
      log: log.map((e) => ({ v: e.v, json: JSON.stringify(e) })),
      iids: new Map(log.filter((e) => e.iid).map((e) => [e.iid!, e.v])),
    });
    return true;
  }

  async load<S>(channelId: string): Promise<StoredGame<S> | undefined> {
    const row = this.games.get(channelId);
    return row ? toGame<S>(channelId, row) : undefined;
  }

  async commit<S>(channelId: string, commit: Commit<S>): Promise<CommitResult> {
    const row = this.games.get(channelId);
    if (!row) return { status: 'missing' };
    const iid = commit.entry.iid;
    if (iid !== undefined) {
      const done = row.iids.get(iid);
      if (done !== undefined) return { status: 'duplicate', version: done };
    }
    if (row.version !== commit.expected) return { status: 'conflict', version: row.version };
    const version = row.version + 1;
    row.version = version;
    row.state = JSON.stringify(commit.state);
    row.meta = JSON.stringify(commit.meta);
    row.diceNext = commit.diceNext;
    row.log.push({ v: version, json: JSON.stringify({ ...commit.entry, v: version }) });
    if (iid !== undefined) row.iids.set(iid, version);
    return { status: 'committed', version };
  }

  async log(channelId: string, range: { from?: number; to?: number } = {}): Promise<LogEntry[]> {
    const row = this.games.get(channelId);
    if (!row) return [];
    return row.log
      .filter((e) => e.v >= (range.from ?? 0) && e.v <= (range.to ?? Infinity))
      .map((e) => JSON.parse(e.json) as LogEntry);
  }

  async archive(channelId: string): Promise<ArchivedGame | undefined> {
    const row = this.games.get(channelId);
    if (!row) return undefined;
    const meta = JSON.parse(row.meta) as StoredGame['meta'];
    const archiveId = `${channelId}-${meta.id}`;
    this.archived.set(archiveId, { row, channelId, guildId: meta.guildId, at: Date.now() });
    this.games.delete(channelId);
    return { archiveId, channelId, meta };
  }

  async loadArchived<S>(archiveId: string): Promise<{ game: StoredGame<S>; log: LogEntry[] } | undefined> {
    const entry = this.archived.get(archiveId);
    if (!entry) return undefined;
    return {
      game: toGame<S>(entry.channelId, entry.row),
      log: entry.row.log.map((e) => JSON.parse(e.json) as LogEntry),
    };
  }

  async listArchived(guildId: string, limit = 25): Promise<ArchivedGame[]> {
    return [...this.archived.entries()]
      .filter(([, a]) => a.guildId === guildId)
      .sort((a, b) => b[1].at - a[1].at)
      .slice(0, limit)
      .map(([archiveId, a]) => ({
        archiveId,
        channelId: a.channelId,
        meta: JSON.parse(a.row.meta) as StoredGame['meta'],
      }));
  }

  async idleGames(before: number, limit = 100): Promise<string[]> {
    return [...this.games.entries()]
      .map(([channelId, row]) => ({ channelId, last: (JSON.parse(row.meta) as StoredGame['meta']).lastActivity }))
      .filter((g) => g.last < before)
      .sort((a, b) => a.last - b.last)
      .slice(0, limit)
      .map((g) => g.channelId);
  }

  async remove(channelId: string): Promise<void> {
    this.games.delete(channelId);
    this.posted.delete(channelId);
  }

  async postedVersion(channelId: string): Promise<number> {
    return this.posted.get(channelId) ?? -1;
  }

  async markPosted(channelId: string, version: number): Promise<boolean> {
    if ((this.posted.get(channelId) ?? -1) >= version) return false;
    this.posted.set(channelId, version);
    return true;
  }

  async close(): Promise<void> {}
}

function toGame<S>(channelId: string, row: Row): StoredGame<S> {
  return {
    channelId,
    version: row.version,
    state: JSON.parse(row.state) as S,
    meta: JSON.parse(row.meta) as StoredGame['meta'],
    diceNext: row.diceNext,
    seed: Buffer.from(row.seed),
  };
}
