import { SIDES } from '../model.js';
import { controlOf } from '../rules/control.js';
import { stackingExcess } from '../rules/movement.js';
import { combatUnitsAt } from '../rules/position.js';
import { onMap, positionOf } from './position.js';
import type { Game } from './setup.js';
import { ELIMINATED, OFF, TRACK, type GiState } from './state.js';

/**
 * What must hold after every action (`umpire fuzz` checks it): every counter of the pack is in exactly one place (a
 * hex of the map, off the map, or eliminated); stacking (8.4.6) in every hex once no retreat is pending (9.4.3 lets a
 * group stand overstacked only until its onward hex); forts' steps within their counters (9.3.3); CAP 0–10 (5.1.1,
 * FoW 5/9); control as the units in a hex say (8.3.3). Both sides' units may share a hex: the book allows it (8.3.2,
 * a contested hex), so that is no invariant of this game.
 */
export function invariantsOf(game: Game, state: GiState): string[] {
  const wrong: string[] = [];
  const ids = new Set([...game.unitIds, ...game.forts.keys()]);
  for (const id of game.unitIds) {
    const u = state.units[id];
    if (!u) wrong.push(`${id} is nowhere`);
    else if (u.at !== OFF && u.at !== ELIMINATED && u.at !== TRACK && !game.hexes.has(u.at))
      wrong.push(`${id} is in ${u.at}, not a hex`);
    // 7.2, 7.1: a unit on the Turn Record Track is there for a turn, and only one there is.
    const waits =
      state.returning.filter((r) => r.unit === id).length +
      (state.reinforcing ?? []).filter((r) => r.unit === id).length;
    if ((u?.at === TRACK) !== (waits === 1)) wrong.push(`${id} is on the track ${waits} times`);
  }
  for (const id of Object.keys(state.units)) if (!ids.has(id)) wrong.push(`${id} is not a counter of the pack`);
  for (const [id, f] of Object.entries(state.forts)) {
    const gf = game.forts.get(id);
    if (!gf) wrong.push(`fort ${id} is not in the pack`);
    else if (onMap(f.at) && (f.step < 0 || f.step >= gf.steps.length)) wrong.push(`fort ${id} shows step ${f.step}`);
  }
  for (const side of SIDES)
    if (state.cap[side] < 0 || state.cap[side] > 10) wrong.push(`${side} CAP ${state.cap[side]}`);
  const p = positionOf(game, state);
  const retreating = state.stack.some((f) => f.name === 'retreat');
  const hexes = new Set(p.units.map((u) => u.hex));
  for (const hex of hexes) {
    for (const side of SIDES) {
      const excess = stackingExcess(p, hex, side);
      if (excess && !retreating) wrong.push(`${side} overstacked in ${hex} (${excess})`);
    }
    // 8.3.3: a hex with one side's combat units only is that side's (every unit is in supply in this draft).
    const allied = combatUnitsAt(p, hex, 'allied').length;
    const german = combatUnitsAt(p, hex, 'german').length;
    if ((allied === 0) !== (german === 0)) {
      const c = controlOf(p, hex);
      if (c.changed) wrong.push(`${hex} should be ${c.side}-controlled (8.3.3)`);
    }
  }
  return wrong;
}
