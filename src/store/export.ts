import { learnedExport, type LearnedExport } from '../engine/core/learned.js';
import type { Pack } from '../engine/core/pack.js';
import { moduleFor } from '../engine/modules.js';
import { EXPORT_FORMAT, fullExportSchema, verifyExport, type FullExport } from '../engine/verify.js';
import type { GameMeta, LogEntry } from './types.js';
import type { Localized } from '../engine/core/localized.js';
import type { GameService } from './games.js';

/**
 * A game as JSON. Once the game is over (or for an administrator's backup) the export is full: seed, log and
 * final state, enough to verify every roll and import the game elsewhere. Before the end, what players export is
 * what every player may see: the public log in words and the observer's view, never an action, the seed or a
 * hidden value.
 */

export interface PublicExport {
  readonly format: typeof EXPORT_FORMAT;
  readonly full: false;
  readonly id: string;
  readonly module: string;
  readonly pack: { readonly id: string; readonly version: string };
  readonly scenario: string;
  readonly commitment: string;
  readonly version: number;
  readonly status: string;
  readonly seats: readonly { side: string; userId: string | null }[];
  readonly log: readonly { v: number; at: number; side: string | null; text: Localized; dice: readonly number[] }[];
  readonly view: unknown;
  /** The values the game learned from its players that every player may see (core/learned.ts), when it has any. */
  readonly learned?: LearnedExport;
}

export async function exportGame(
  games: GameService,
  channelId: string,
  options: { full?: boolean } = {},
): Promise<FullExport | PublicExport | undefined> {
  const loaded = await games.load(channelId);
  if (!loaded) return undefined;
  const { game, module, pack } = loaded;
  const log = await games.store.log(channelId);
  const book = module.learned?.(game.state) ?? [];
  const full = game.meta.status === 'over' || options.full === true;
  // A value only its side may see stays out of an export made before the end (a full export holds every secret).
  const learned = learnedExport(book, pack, log, { all: full });
  const withLearned = learned.values.length > 0 ? { learned } : {};
  if (full) {
    return {
      format: EXPORT_FORMAT,
      full: true,
      id: game.meta.id,
      module: game.meta.module,
      pack: { ...game.meta.pack, ...(game.meta.pack.guildId ? { data: pack } : {}) },
      scenario: game.meta.scenario,
      commitment: game.meta.commitment,
      seed: game.seed.toString('hex'),
      version: game.version,
      diceNext: game.diceNext,
      state: game.state,
      meta: game.meta as unknown as Record<string, unknown>,
      log: log as unknown as FullExport['log'],
      ...withLearned,
    };
  }
  return {
    format: EXPORT_FORMAT,
    full: false,
    id: game.meta.id,
    module: game.meta.module,
    pack: { id: game.meta.pack.id, version: game.meta.pack.version },
    scenario: game.meta.scenario,
    commitment: game.meta.commitment,
    version: game.version,
    status: game.meta.status,
    seats: game.meta.seats,
    log: log.flatMap((e) =>
      e.events.map((event) => ({
        v: e.v,
        at: e.at,
        side: e.by?.side ?? null,
        text: module.describe(event),
        dice: e.dice.map((d) => d.value),
      })),
    ),
    view: module.view(game.state, 'observer'),
    ...withLearned,
  };
}

export type ImportResult =
  { readonly ok: true; readonly version: number } | { readonly ok: false; readonly problem: string };

/**
 * Imports a finished game's export (or an administrator's full backup) into a channel: only an export that
 * verifies (seed, every roll, every state) is accepted, so an import can never bring in a game that was not
 * played with these dice.
 */
export async function importGame(
  games: GameService,
  channelId: string,
  guildId: string | null,
  data: unknown,
  now = Date.now(),
): Promise<ImportResult> {
  const parsed = fullExportSchema.safeParse(data);
  if (!parsed.success)
    return {
      ok: false,
      problem: 'not a full export (it needs the seed and the log): export it again once the game is over',
    };
  const exported = parsed.data;
  // The pack must be here (built in, or imported into this guild) at the version the game was played on.
  const builtIn = await games.packs.get({ id: exported.pack.id, version: exported.pack.version });
  const own =
    builtIn || !guildId
      ? undefined
      : await games.packs.get({ id: exported.pack.id, version: exported.pack.version, guildId });
  const pack: Pack | undefined = builtIn ?? own;
  if (!pack)
    return {
      ok: false,
      problem: `the game was played on pack ${exported.pack.id} v${exported.pack.version}: import that pack first (/pack import)`,
    };
  const checked = verifyExport(exported, moduleFor(pack), pack);
  if (!checked.ok) return { ok: false, problem: checked.problem };
  const meta = exported.meta as unknown as GameMeta;
  const { statusMessageId: _status, proposal: _proposal, ...rest } = meta;
  const restored = await games.store.restore(
    channelId,
    {
      version: exported.version,
      state: exported.state,
      meta: {
        ...rest,
        channelId,
        guildId,
        lastActivity: now,
        pack: { id: pack.id, version: pack.version, ...(own && guildId ? { guildId } : {}) },
      },
      diceNext: exported.diceNext,
      seed: Buffer.from(exported.seed, 'hex'),
    },
    exported.log as unknown as LogEntry[],
  );
  return restored ? { ok: true, version: exported.version } : { ok: false, problem: 'this channel already has a game' };
}
