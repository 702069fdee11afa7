import type { RedisClient } from './connect.js';
import { validatePack, type Pack } from '../engine/core/pack.js';
import { checkTables, tablesOf } from '../engine/pack-tables.js';
import { builtInPack, builtInPacks } from '../engine/packs.js';
import type { PackSource } from './games.js';
import type { GameMeta } from './types.js';

/**
 * The packs a guild can play: the built-in ones and the ones its members imported (stored per guild, every
 * version kept, because a game in progress keeps the version it started on).
 */

export const MAX_PACK_BYTES = 2 * 1024 * 1024;

export interface GuildPackSummary {
  readonly id: string;
  readonly version: string;
  readonly game: Pack['game'];
  readonly title: Pack['title'];
  readonly kind: Pack['provenance']['kind'];
  readonly importedBy: string;
  readonly importedAt: number;
}

interface GuildPackStore {
  put(guildId: string, pack: Pack, summary: GuildPackSummary): Promise<void>;
  get(guildId: string, id: string, version?: string): Promise<Pack | undefined>;
  list(guildId: string): Promise<GuildPackSummary[]>;
  remove(guildId: string, id: string): Promise<boolean>;
}

export class PackLibrary implements PackSource {
  constructor(private readonly guildPacks: GuildPackStore) {}

  static inMemory(): PackLibrary {
    return new PackLibrary(new MemoryGuildPacks());
  }

  static redis(redis: RedisClient, prefix = 'umpire:'): PackLibrary {
    return new PackLibrary(new RedisGuildPacks(redis, prefix));
  }

  async get(ref: GameMeta['pack']): Promise<Pack | undefined> {
    if (ref.guildId) return this.guildPacks.get(ref.guildId, ref.id, ref.version);
    const pack = builtInPack(ref.id);
    return pack && pack.version === ref.version ? pack : undefined;
  }

  /** What `/game new` offers in a guild: its own packs (latest versions) first, then the built-in ones. */
  async available(
    guildId: string | null,
  ): Promise<{ ref: GameMeta['pack']; pack: Pack | GuildPackSummary; builtIn: boolean }[]> {
    const own = guildId ? await this.guildPacks.list(guildId) : [];
    return [
      ...own.map((summary) => ({
        ref: { id: summary.id, version: summary.version, guildId: guildId! },
        pack: summary,
        builtIn: false,
      })),
      ...[...builtInPacks().values()].map((pack) => ({
        ref: { id: pack.id, version: pack.version },
        pack,
        builtIn: true,
      })),
    ];
  }

  /** Resolves a choice made in `/game new` (`guild:<id>` for a guild's pack, else a built-in id). */
  async resolveChoice(
    guildId: string | null,
    choice: string,
  ): Promise<{ ref: GameMeta['pack']; pack: Pack } | undefined> {
    if (choice.startsWith('guild:') && guildId) {
      const pack = await this.guildPacks.get(guildId, choice.slice('guild:'.length));
      return pack ? { ref: { id: pack.id, version: pack.version, guildId }, pack } : undefined;
    }
    const pack = builtInPack(choice);
    return pack ? { ref: { id: pack.id, version: pack.version }, pack } : undefined;
  }

  /** Validates and stores an imported pack; the errors name each bad path. */
  async import(
    guildId: string,
    data: unknown,
    importedBy: string,
    now = Date.now(),
  ): Promise<{ ok: true; pack: Pack; replaced: boolean } | { ok: false; errors: string[] }> {
    const result = validatePack(data);
    if (!result.ok) return result;
    const pack = result.pack;
    const tables = checkTables(pack.game, pack.tables);
    if (!tables.ok) return tables;
    if (builtInPack(pack.id)) {
      return {
        ok: false,
        errors: [`id: ${pack.id} is the id of a built-in pack; give your pack its own id (e.g. ${pack.id}-club)`],
      };
    }
    const existing = (await this.guildPacks.list(guildId)).find((s) => s.id === pack.id);
    const summary: GuildPackSummary = {
      id: pack.id,
      version: pack.version,
      game: pack.game,
      title: pack.title,
      kind: pack.provenance.kind,
      importedBy,
      importedAt: now,
    };
    await this.guildPacks.put(guildId, pack, summary);
    return { ok: true, pack, replaced: existing !== undefined };
  }

  list(guildId: string): Promise<GuildPackSummary[]> {
    return this.guildPacks.list(guildId);
  }

  remove(guildId: string, id: string): Promise<boolean> {
    return this.guildPacks.remove(guildId, id);
  }

  /** The tables a guild loaded for a game's rulings (its packs for that game, latest import last, merged). */
  async tablesFor(guildId: string | null, game: string): Promise<Record<string, unknown>> {
    const tables: Record<string, unknown> = {};
    const builtIn = [...builtInPacks().values()].find((p) => p.game === game);
    if (builtIn) Object.assign(tables, tablesOf(builtIn));
    if (!guildId) return tables;
    const own = (await this.guildPacks.list(guildId))
      .filter((s) => s.game === game)
      .sort((a, b) => a.importedAt - b.importedAt);
    // The rulings read parsed tables (each schema may normalise what the club wrote).
    for (const summary of own) {
      const pack = await this.guildPacks.get(guildId, summary.id);
      if (pack) Object.assign(tables, tablesOf(pack));
    }
    return tables;
  }
}

class MemoryGuildPacks implements GuildPackStore {
  private readonly packs = new Map<
    string,
    Map<string, { latest: string; versions: Map<string, string>; summary: GuildPackSummary; listed: boolean }>
  >();

  async put(guildId: string, pack: Pack, summary: GuildPackSummary): Promise<void> {
    const guild = this.packs.get(guildId) ?? new Map();
    this.packs.set(guildId, guild);
    const entry = guild.get(pack.id) ?? {
      latest: pack.version,
      versions: new Map<string, string>(),
      summary,
      listed: true,
    };
    entry.versions.set(pack.version, JSON.stringify(pack));
    guild.set(pack.id, { ...entry, latest: pack.version, summary, listed: true });
  }

  async get(guildId: string, id: string, version?: string): Promise<Pack | undefined> {
    const entry = this.packs.get(guildId)?.get(id);
    if (!entry || (version === undefined && !entry.listed)) return undefined;
    const json = entry.versions.get(version ?? entry.latest);
    return json ? (JSON.parse(json) as Pack) : undefined;
  }

  async list(guildId: string): Promise<GuildPackSummary[]> {
    return [...(this.packs.get(guildId)?.values() ?? [])].filter((e) => e.listed).map((e) => e.summary);
  }

  /** Removes the pack from the guild's list; its stored versions stay for the games that use them. */
  async remove(guildId: string, id: string): Promise<boolean> {
    const entry = this.packs.get(guildId)?.get(id);
    if (!entry?.listed) return false;
    entry.listed = false;
    return true;
  }
}

/**
 * <p>packs:{<guild>}           hash: pack id → summary JSON (the latest version)
 * <p>packs:{<guild>}:<id>      hash: version → pack JSON (every version kept for games in progress)
 */
class RedisGuildPacks implements GuildPackStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
  ) {}

  private index(guildId: string): string {
    return `${this.prefix}packs:{${guildId}}`;
  }

  async put(guildId: string, pack: Pack, summary: GuildPackSummary): Promise<void> {
    await this.redis
      .multi()
      .hset(`${this.index(guildId)}:${pack.id}`, pack.version, JSON.stringify(pack))
      .hset(this.index(guildId), pack.id, JSON.stringify(summary))
      .exec();
  }

  async get(guildId: string, id: string, version?: string): Promise<Pack | undefined> {
    const wanted =
      version ??
      (JSON.parse((await this.redis.hget(this.index(guildId), id)) ?? 'null') as GuildPackSummary | null)?.version;
    if (!wanted) return undefined;
    const json = await this.redis.hget(`${this.index(guildId)}:${id}`, wanted);
    return json ? (JSON.parse(json) as Pack) : undefined;
  }

  async list(guildId: string): Promise<GuildPackSummary[]> {
    const all = await this.redis.hgetall(this.index(guildId));
    return Object.values(all).map((json) => JSON.parse(json) as GuildPackSummary);
  }

  /** Removes the pack from the guild's list; its stored versions stay for the games that use them. */
  async remove(guildId: string, id: string): Promise<boolean> {
    return (await this.redis.hdel(this.index(guildId), id)) === 1;
  }
}
