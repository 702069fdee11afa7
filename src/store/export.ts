import { EXPORT_FORMAT, type FullExport } from '../engine/verify.js';
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
  if (game.meta.status === 'over' || options.full) {
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
  };
}
