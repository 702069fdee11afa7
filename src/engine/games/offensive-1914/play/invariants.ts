import { CE_STATUSES } from '../model.js';
import { FORCED_MARCH_MAX } from '../rules/forced-march.js';
import { MP_ALLOWANCE, overstacked } from '../rules/movement.js';
import { settledPositionOf, type Game } from './board.js';
import { LORRAINE_REINFORCEMENTS } from './lorraine.js';
import { GONE, OFF, type O1914State } from './state.js';

/**
 * What must hold after every action (the fuzzer checks it), as text for its report:
 * - every unit of the scenario is in exactly one place: a hex of the map, off the map (a reinforcement) or gone;
 * - no hex holds units of both sides, unless the enemy's are Fortresses without external garrison (12.1.3);
 * - at the end of a side's movement phase no hex of that side is over 3½ DE, unless an enemy PA excuses it (3.1.1,
 *   3.1.3), until a retreat or a reinforcement may overstack it again;
 * - CE statuses are the book's (6.1), MP spent never negative nor above 9 and a Forced March's 7 (7.1.1, 7.2.1), a Fortress's garrison
 *   and a unit's reduced side are flags;
 * - a Prepared Attack's units are on the map, its target next to them (7.3); a combat's prompts only with a combat (a
 *   value asked for a Forced March or a Supply Range in the Supply Phase apart).
 */
export function invariantsOf(game: Game, state: O1914State): string[] {
  const wrong: string[] = [];
  const scenario = game.pack.scenarios.find((s) => s.id === state.scenario);
  const expected = new Set([
    ...(scenario?.setup.map((e) => e.unit) ?? []),
    ...LORRAINE_REINFORCEMENTS.map((r) => r.unit).filter((u) => game.counters.has(u)),
  ]);
  for (const id of expected) if (!state.units[id]) wrong.push(`${id} is nowhere`);
  for (const [id, u] of Object.entries(state.units)) {
    if (!expected.has(id)) wrong.push(`${id} is not in the scenario`);
    if (u.at !== OFF && u.at !== GONE && !game.hexes.has(u.at)) wrong.push(`${id} is in ${u.at}, not a hex`);
    if (!(CE_STATUSES as readonly string[]).includes(u.status)) wrong.push(`${id} has CE status ${u.status}`);
    // 7.1.1, 7.2.1: 9 MP, and up to 7 more by Forced March.
    if (!(u.spent >= 0 && u.spent <= MP_ALLOWANCE.movement + FORCED_MARCH_MAX.cavalry))
      wrong.push(`${id} spent ${u.spent} MP`);
    if (typeof u.reduced !== 'boolean') wrong.push(`${id} has no side`);
    // 15.6.4, 16.7: a unit due back is on the GT track, off the map.
    if (u.returning && u.at !== OFF && u.at !== GONE) wrong.push(`${id} is due back but in ${u.at}`);
  }
  const p = settledPositionOf(game, state);
  const byHex = new Map<string, typeof p.units>();
  for (const u of p.units) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
  for (const [hex, units] of byHex) {
    const sides = new Set(units.map((u) => u.side));
    if (sides.size < 2) continue;
    const bare = (side: string) =>
      units.filter((u) => u.side === side).every((u) => u.type === 'fortress' && u.garrisoned === false);
    if (!bare('allied') && !bare('german')) wrong.push(`${hex} holds units of both sides`);
  }
  if (state.settled)
    for (const o of overstacked(p, state.settled))
      if (!o.excused) wrong.push(`${o.hex} is over 3½ DE after ${state.settled}'s movement phase`);
  for (const a of state.preparedAttacks) {
    const hexes = a.units.map((id) => state.units[id]?.at);
    if (hexes.some((h) => h === undefined || !game.hexes.has(h))) wrong.push(`a PA's units are not on the map`);
    else if (!p.grid.adjacent(hexes[0]!, a.target)) wrong.push(`a PA at ${a.target} is not next to its units`);
  }
  const combatFrames = state.stack.filter(
    (f) =>
      f.name !== 'overstack' &&
      f.name !== 'plan' &&
      f.name !== 'reaction' &&
      f.name !== 'train-retreat' &&
      f.name !== 'rail-place' &&
      // 5.1.2, 28.3 B: the Army Area boundary, asked outside combat.
      f.name !== 'boundary' &&
      // 7.2.3's Base CE for a Forced March EC; 15.4's Supply Ranges (and 15.6.1's Ammo Limit) in the Supply Phase.
      !(
        f.name === 'value' &&
        (state.marching || ((f.key === 'range' || f.key === 'ammo') && state.phase === 'supply'))
      ),
  );
  if (combatFrames.length > 0 && !state.fight) wrong.push('a combat prompt without a combat');
  return wrong;
}
