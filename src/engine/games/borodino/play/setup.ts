import { HexGrid } from '../../../core/map/hex.js';
import type { Pack } from '../../../core/pack.js';
import { commandTable, type CommandTable } from '../command.js';
import { fromPack, type BorodinoModel, type Printed, type Side, type Unit } from '../model.js';
import { FACINGS, mapOf, type MapHex } from '../rules/position.js';
import { ENTRY_HEX, FRENCH_ACTIVE_AT_START, FRENCH_COMMANDS, RUSSIAN_LATE, formationOf } from './shevardino.js';
import { septemberStart } from './september.js';
import { OFF, type BorodinoState, type UnitState } from './state.js';

/** What never changes in a game: the pack's model, its map, and each unit's formation. */
export interface Game {
  readonly pack: Pack;
  readonly model: BorodinoModel;
  readonly grid: HexGrid;
  readonly hexes: ReadonlyMap<string, MapHex>;
  readonly units: ReadonlyMap<string, Unit>;
  /** The pack's printed value names of each counter (2.2), for the values a counter has at all. */
  readonly valueNames: ReadonlyMap<string, readonly string[]>;
  /** The pack's `command` table (the 7 September chain of command), null when the pack has none. */
  readonly command: CommandTable | null;
  /** Each unit's Activation Group in the `command` table's scenario (5.11). */
  readonly groups: ReadonlyMap<string, string>;
}

/**
 * The pack's grid with its neighbours remembered: the rules ask `adjacent` and `neighbours` of the same hexes
 * thousands of times while a move is searched (reach.ts), and the grid computes them afresh each time.
 */
function rememberingGrid(grid: HexGrid): HexGrid {
  const near = new Map<string, string[]>();
  const sets = new Map<string, Set<string>>();
  const neighbours = (id: string): string[] => {
    let found = near.get(id);
    if (!found) {
      found = HexGrid.prototype.neighbours.call(grid, id);
      near.set(id, found);
      sets.set(id, new Set(found));
    }
    return found;
  };
  const remembering = Object.create(grid) as HexGrid;
  remembering.neighbours = (id: string) => [...neighbours(id)];
  remembering.adjacent = (a: string, b: string) => {
    neighbours(a);
    return sets.get(a)?.has(b) ?? false;
  };
  return remembering;
}

export function gameOf(pack: Pack): Game {
  const model = fromPack(pack);
  const map = mapOf(pack);
  const { hexes } = map;
  const grid = rememberingGrid(map.grid);
  const parsed = commandTable.schema.safeParse(pack.tables?.['command']);
  const command = parsed.success ? parsed.data : null;
  return {
    command,
    groups: new Map((command?.groups ?? []).flatMap((g) => g.units.map((u) => [u, g.id] as const))),
    pack,
    model,
    grid,
    hexes,
    units: new Map(model.units.map((u) => [u.id, u])),
    valueNames: new Map(pack.counters.map((c) => [c.id, c.valueNames ?? []])),
  };
}

/**
 * The scenarios this module plays: the Shevardino one's special rules (shevardino.ts) and the 7 September one's chain
 * of command (september.ts), whose `command` table names it.
 */
export const PLAYED_SCENARIOS = ['shevardino', 'borodino'] as const;

/** Whether the state plays the scenario of the pack's `command` table (the 7 September one). */
export const isSeptember = (game: Game, state: { readonly scenario: string }): boolean =>
  game.command !== null && state.scenario === game.command.scenario;

/** A unit's Activation Group (5.11, 6.21, 10.52): the `command` table's on 7 September, else its formation. */
export const groupOf = (game: Game, state: { readonly scenario: string }, unit: string): string =>
  (isSeptember(game, state) ? game.groups.get(unit) : undefined) ?? formationOf(unit);

export const printedSide = (unit: Unit, back: boolean): Printed => (back ? (unit.back ?? unit.front) : unit.front);

/**
 * The state at the start of a scenario: its set-up on the map, its reinforcements off it (7.4), turn 1. The set-up
 * lists no facing ("Le unità possono essere orientate come si desidera"): each side chooses it in the set-up step,
 * the first of the grid's vertices standing until then.
 */
export function initialState(game: Game, scenarioId: string): BorodinoState | null {
  const scenario = game.model.scenarios.find((s) => s.id === scenarioId);
  if (!scenario || !(PLAYED_SCENARIOS as readonly string[]).includes(scenarioId)) return null;
  const september = isSeptember(game, { scenario: scenarioId });
  if (scenarioId !== 'shevardino' && !september) return null;
  const facing = FACINGS[game.grid.layout.orientation][0]!;
  const units: Record<string, UnitState> = {};
  let seq = 0;
  for (const { unit, hex, disordered } of scenario.setup)
    if (game.units.has(unit)) units[unit] = { at: hex, facing, disordered, stack: ++seq };
  for (const unit of september ? [] : scenario.reinforcements)
    if (game.units.has(unit) && ENTRY_HEX[formationOf(unit)] !== undefined)
      units[unit] = { at: OFF, facing, disordered: false, stack: 0 };
  const russian = [
    ...new Set(
      Object.keys(units)
        .filter((u) => sideOf(game, u) === 'russian')
        .map(formationOf),
    ),
  ];
  return {
    scenario: scenarioId,
    turn: 1,
    turns: scenario.turns,
    step: 'setup',
    side: scenario.first,
    active: september
      ? []
      : [...FRENCH_ACTIVE_AT_START, ...russian.filter((f) => !(RUSSIAN_LATE as readonly string[]).includes(f))].filter(
          (f) => f !== undefined,
        ),
    units,
    learned: [],
    pending: null,
    retreats: [],
    advance: null,
    charge: null,
    evade: null,
    chargeEnd: [],
    assaultedHexes: [],
    collapsed: [],
    extended: [],
    entered: [],
    seq,
    over: null,
    ...(september ? { september: septemberStart(game, scenario.setup) } : {}),
  };
}

export function sideOf(game: Game, unitId: string): Side {
  return game.units.get(unitId)?.side ?? 'french';
}

export const isFrenchCommand = (f: string): boolean => (FRENCH_COMMANDS as readonly string[]).includes(f);
