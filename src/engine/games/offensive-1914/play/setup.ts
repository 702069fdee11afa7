import type { Player } from '../rules/position.js';
import type { Game } from './board.js';
import { LORRAINE_INACTIVE, LORRAINE_REINFORCEMENTS } from './lorraine.js';
import { setupAreas } from './aoa.js';
import { LORRAINE_PLANS } from './plans.js';
import {
  OFF,
  OPTIONAL_SUPPLY,
  REPULSE_ROUND_DOWN,
  VOLUNTARY_FALLBACK,
  type O1914State,
  type UnitState,
} from './state.js';

/**
 * 29.0: a scenario's set-up from the pack: each counter on its hex (the pack's set-up), the reinforcements off the map
 * until their GT (29.5), the units marked inactive (28.5), Fortresses showing their garrison (12.1.2); every hex
 * controlled by the side of its nation (3.3: the armies start behind their own Front Line, on their own soil: the
 * README's reading). GT 1, the Allied Player Turn (4.1), its Preliminary Phase. The option `repulse-round-down` rounds
 * a Repulse's odds down (9.1.1e) instead of up as the 7.4 examples do; `optional-supply` plays 29.4.
 */
export function initialState(
  game: Game,
  scenarioId: string,
  options: Readonly<Record<string, unknown>> = {},
): O1914State | undefined {
  const scenario = game.pack.scenarios.find((s) => s.id === scenarioId);
  if (!scenario) return undefined;
  const units: Record<string, UnitState> = {};
  for (const entry of scenario.setup) {
    const counter = game.counters.get(entry.unit);
    if (!counter || !game.hexes.has(entry.at)) continue;
    units[entry.unit] = {
      at: entry.at,
      reduced: false,
      status: 'full',
      spent: 0,
      start: entry.at,
      ...(LORRAINE_INACTIVE[entry.unit] !== undefined ? { inactiveUntil: LORRAINE_INACTIVE[entry.unit]! } : {}),
      ...(counter.type === 'fort' ? { garrison: true } : {}),
    };
  }
  for (const r of LORRAINE_REINFORCEMENTS)
    if (game.counters.has(r.unit) && !units[r.unit])
      units[r.unit] = { at: OFF, reduced: false, status: 'full', spent: 0, start: OFF };
  const control: Record<string, Player> = {};
  for (const [id, hex] of game.hexes) if (hex.nation) control[id] = hex.nation === 'de' ? 'german' : 'allied';
  const first: Player = scenario.first === 'german' ? 'german' : 'allied';
  const state: O1914State = {
    scenario: scenario.id,
    turn: 1,
    lastTurn: scenario.turns,
    phasing: first,
    first,
    phase: 'preliminary',
    units,
    control,
    preparedAttacks: [],
    blownBridges: [],
    values: {},
    rivers: {},
    learned: [],
    attacked: [],
    engaged: [],
    retreated: [],
    supported: [],
    fight: null,
    stack: [],
    finstingen: false,
    objective: false,
    passed: {},
    plans: { ...LORRAINE_PLANS },
    over: null,
    settled: null,
    marching: null,
    repulseRounding: options[REPULSE_ROUND_DOWN] === true ? 'down' : 'up',
    ...(options[VOLUNTARY_FALLBACK] === true ? { fallback: true } : {}),
    ...(options[OPTIONAL_SUPPLY] === true ? { optionalSupply: true } : {}),
  };
  // 28.3 B, 5.1: the Army Area boundaries: the German one printed, the French one the French player's to place first.
  setupAreas(game, state);
  return state;
}
