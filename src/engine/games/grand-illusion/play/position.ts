import type { Counter, Side } from '../model.js';
import type { GiPosition, PlacedFort, PlacedUnit, UnitSize, UnitType } from '../rules/position.js';
import { learnedNumber, valueKey } from './learned.js';
import type { Game } from './setup.js';
import { ELIMINATED, OFF, TRACK, type GiState } from './state.js';

/**
 * The rules' position (rules/position.ts) read off the game's state: the pack's map, the turn, the units and forts
 * on the map with their side, size, Disorganized side and MA (the pack's, or the one its owner gave), control,
 * Cavalry Control and Block markers. A unit is in supply but from the Administrative Phase's Supply Determination
 * segment to the next one on a map with railways, where that segment found it out of supply (`GiState.supply`: its
 * OoS marker);
 * the built-in pack has none (README gap), so there every unit stays in supply.
 */

const SIZES: readonly string[] = ['corps', 'division', 'brigade'];

export const onMap = (at: string): boolean => at !== OFF && at !== ELIMINATED && at !== TRACK;

/** A counter's printed value on a face, the pack's or the one learned from its owner; null when neither. */
export function valueOf(state: GiState, counter: Counter, face: 'front' | 'back', name: string): number | null {
  const printed = face === 'front' ? counter.front[name] : counter.back?.[name];
  if (printed !== null && printed !== undefined) return printed;
  return learnedNumber(state.learned, valueKey(counter.id, face, name)) ?? null;
}

export { valueKey };

/** The face a unit shows: its back when Disorganized (an HQ or HA: reduced) and the counter has one. */
export const faceOf = (counter: Counter, disorganized: boolean): 'front' | 'back' =>
  disorganized && counter.back ? 'back' : 'front';

export function placedUnit(game: Game, state: GiState, id: string): PlacedUnit | null {
  const u = state.units[id];
  const c = game.counters.get(id);
  if (!u || !c || !onMap(u.at) || c.type === 'fort') return null;
  const type: UnitType = c.type;
  const size: UnitSize | null = c.size !== null && SIZES.includes(c.size) ? (c.size as UnitSize) : null;
  return {
    id,
    side: c.side,
    nation: c.nation,
    hex: u.at,
    type,
    size,
    disorganized: u.disorganized,
    ma: valueOf(state, c, faceOf(c, u.disorganized), 'MA'),
    // 11.2.1: out of supply as the Administrative Phase found it (a map with railways only).
    ...(state.supply?.out.includes(id) ? { supplied: false } : {}),
  };
}

export function positionOf(game: Game, state: GiState): GiPosition {
  const units: PlacedUnit[] = [];
  for (const id of game.unitIds) {
    const p = placedUnit(game, state, id);
    if (p) units.push(p);
  }
  const forts: PlacedFort[] = [];
  for (const [id, f] of Object.entries(state.forts)) {
    const gf = game.forts.get(id);
    if (!gf || !onMap(f.at)) continue;
    forts.push({ id, side: gf.side, hex: f.at, besieged: state.besieged.includes(id) });
  }
  const control = state.control;
  return {
    grid: game.grid,
    hexes: game.hexes,
    turn: state.turn,
    units,
    forts,
    control: (hex: string): Side => control[hex] ?? 'allied',
    cavalryControl: state.cavalryControl,
    blocks: state.blocks,
  };
}

export function sideOfUnit(game: Game, id: string): Side | null {
  return game.counters.get(id)?.side ?? null;
}
