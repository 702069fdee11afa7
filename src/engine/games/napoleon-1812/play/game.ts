import type { Pack } from '../../../core/pack.js';
import { fromPack, type Napoleon1812Model, type Side } from '../model.js';
import type { N1812Position, PlacedLeader, PlacedUnit } from '../rules/position.js';
import { reinforcementsTable } from '../tables.js';
import { reinforcementPlan, SWEDES, type ReinforcementPlan } from './arrivals.js';
import { RESERVE_UNITS } from './cavalry-reserve.js';
import { ELIMINATED, type N1812State } from './state.js';
import { WINTER_LEADERS, WINTER_UNITS } from './two-year-counters.js';

/** What every part of the play module reads besides the state: the pack's model (map, counters, set-up). */
export interface N1812Game {
  readonly pack: Pack;
  readonly model: Napoleon1812Model;
  readonly unitById: ReadonlyMap<string, Napoleon1812Model['units'][number]>;
  readonly leaderById: ReadonlyMap<string, Napoleon1812Model['leaders'][number]>;
  /** 13.2: Tab. 13.2 as the game's counters when the pack holds it (play/arrivals.ts); null without it. */
  readonly reinforcements: ReinforcementPlan | null;
}

export function gameOf(pack: Pack): N1812Game {
  const base = fromPack(pack);
  const table = reinforcementsTable.schema.safeParse(pack.tables[reinforcementsTable.id]);
  const plan = table.success ? reinforcementPlan(base, table.data) : null;
  // The counters made from Tab. 13.2 where the pack has none join the model (off the map until they arrive), and the
  // Swedes of 16.12 (used only with the option `sweden`) and 16.13's counters (only with the option `two-year`).
  const model: Napoleon1812Model = {
    ...base,
    // 16.7's Cavalry Reserve made when the pack lacks it (only with the option `cavalry-reserve`).
    units: [...base.units, ...(plan?.units ?? []), ...SWEDES.units, ...WINTER_UNITS, ...RESERVE_UNITS],
    leaders: [...base.leaders, ...(plan?.leaders ?? []), SWEDES.leader, ...WINTER_LEADERS],
  };
  return {
    pack,
    model,
    reinforcements: plan,
    unitById: new Map(model.units.map((u) => [u.id, u])),
    leaderById: new Map(model.leaders.map((l) => [l.id, l])),
  };
}

/**
 * The position the rules functions read (rules/position.ts), from a game's state: the combat units and leaders on
 * the map, the Depots, the turn. The cities are their territory's (1.1): 14.7 and 6.2 read "friendly" by territory.
 */
export function positionOf(game: N1812Game, state: N1812State): N1812Position {
  const grid = game.model.grid;
  if (!grid) throw new Error('the pack has no hex map');
  const units: PlacedUnit[] = [];
  for (const [id, u] of Object.entries(state.units)) {
    if (u.hex === ELIMINATED) continue;
    const unit = game.unitById.get(id);
    if (!unit) continue;
    units.push({
      id,
      side: unit.side,
      hex: u.hex,
      type: unit.type,
      // 6.4's exception: Russian units in Riga out of supply are read as disrupted (they neither move nor fight).
      disrupted: u.disrupted || state.rigaCut.includes(id),
      occupancy: unit.occupancy,
      unitClass: unit.unitClass,
    });
  }
  const leaders: PlacedLeader[] = [];
  for (const [id, l] of Object.entries(state.leaders)) {
    if (l.hex === ELIMINATED) continue;
    const leader = game.leaderById.get(id);
    if (leader) leaders.push({ id, side: leader.side, hex: l.hex, cr: leader.cr });
  }
  const hexes = game.model.hexes;
  return {
    grid,
    hexes,
    turn: state.turn,
    units,
    leaders,
    depots: state.depots,
    // 16.13 (the option `two-year`): no winter once the French entered the winter quarters; his chosen USS.
    ...(state.twoYear?.entered ? { twoYear: true } : {}),
    ...(state.twoYear?.uss ? { chosenSources: { french: [state.twoYear.uss] } } : {}),
    // 16.9 (the option `ukraine-revolt`): a freed western city is French-friendly (1.1) for the rest of the game.
    cityOwner: (hex) =>
      hexes.get(hex)?.city
        ? hexes.get(hex)?.nation === 'russia' && !state.ukraine?.freed.includes(hex)
          ? 'russian'
          : 'french'
        : null,
  };
}

export function sideOfUnit(game: N1812Game, id: string): Side | undefined {
  return game.unitById.get(id)?.side ?? game.leaderById.get(id)?.side;
}

/** The ids of `side`'s combat units in `hex`, in the pack's order. */
export function unitsIn(game: N1812Game, state: N1812State, hex: string, side?: Side): string[] {
  return game.model.units
    .filter((u) => state.units[u.id]?.hex === hex && (side === undefined || u.side === side))
    .map((u) => u.id);
}

export function leadersIn(game: N1812Game, state: N1812State, hex: string, side?: Side): string[] {
  return game.model.leaders
    .filter((l) => state.leaders[l.id]?.hex === hex && (side === undefined || l.side === side))
    .map((l) => l.id);
}

/** The hexes holding `side`'s combat units, sorted. */
export function stackHexes(game: N1812Game, state: N1812State, side: Side): string[] {
  const hexes = new Set<string>();
  for (const u of game.model.units) {
    const at = state.units[u.id]?.hex;
    if (u.side === side && at !== undefined && at !== ELIMINATED) hexes.add(at);
  }
  return [...hexes].sort();
}

/** A hex as players read it: its name and number (`Smolensk (1315)`), or its number. */
export function hexName(game: N1812Game, hex: string): string {
  const name = game.model.hexes.get(hex)?.name;
  return name ? `${name} (${hex})` : hex;
}

/** A combat unit's or leader's name as its counter prints it. */
export function pieceName(game: N1812Game, id: string): string {
  return game.unitById.get(id)?.name ?? game.leaderById.get(id)?.name ?? id;
}
