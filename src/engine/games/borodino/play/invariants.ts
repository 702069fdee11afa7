import { positionProblems } from '../rules/stacking.js';
import { pendingNeeds } from './machine.js';
import { positionOf } from './position.js';
import { sideOf, type Game } from './setup.js';
import { columnOf, FRENCH_EAST_LIMIT, V_CORPS_ENTRY, vCorpsIn } from './shevardino.js';
import { learnedKey } from '../../../core/learned.js';
import { BOXES, type BorodinoState, type ValueName } from './state.js';
import { faceOf, packValue, prints, VALUE_RANGE } from './values.js';

/**
 * What must hold after every action (the fuzzer checks it): every unit of the scenario in exactly one place, a map
 * hex or a box; no hex with both sides (6.22), every stack within 6.21 and faced alike (6.11, 6.14)
 * (`positionProblems`, with the pack's values: one the players give later does not undo a legal move); Shevardino's limits (no French unit east of column 36, no Russian in 4400 before V Corps);
 * every value given within its range; a declared fire or assault waits only while a value is missing.
 */
export function invariantsOf(game: Game, state: BorodinoState, expected: readonly string[]): string[] {
  const wrong: string[] = [];
  const ids = Object.keys(state.units);
  const placed = new Set(ids);
  const scenario = new Set(expected);
  for (const id of expected) if (!placed.has(id)) wrong.push(`${id} is nowhere`);
  for (const id of ids) if (!scenario.has(id)) wrong.push(`${id} is not of the scenario`);
  for (const [id, u] of Object.entries(state.units)) {
    if (!game.hexes.has(u.at) && !(BOXES as readonly string[]).includes(u.at)) wrong.push(`${id} is at ${u.at}`);
    if (
      state.scenario === 'shevardino' &&
      game.hexes.has(u.at) &&
      sideOf(game, id) === 'french' &&
      columnOf(u.at) < FRENCH_EAST_LIMIT
    )
      wrong.push(`${id} is east of column ${FRENCH_EAST_LIMIT}`);
  }
  const vIn = vCorpsIn(state);
  if (!vIn && Object.entries(state.units).some(([id, u]) => u.at === V_CORPS_ENTRY && sideOf(game, id) === 'russian'))
    wrong.push(`a Russian unit is in ${V_CORPS_ENTRY} before V Corps`);
  const overstacked = state.september?.overstacked ?? {};
  const licensed = (hex: string) =>
    Object.entries(state.units).every(([id, u]) => u.at !== hex || overstacked[id] === hex);
  // The pack's values only: one the players give later does not make the move that formed a stack illegal.
  const whole = positionOf(game, state);
  const packed = {
    ...whole,
    units: whole.units.map(({ id, ...u }) => {
      if (id === undefined) return u;
      const face = faceOf(state, id);
      return { id, ...u, fireStrength: packValue(game, id, 'FS', face), movement: packValue(game, id, 'MA', face) };
    }),
  };
  for (const hp of positionProblems(packed))
    // The 7 September set-up's note [e]: the Artillery Reserve 3 to a hex until it moves or fires.
    if (!hp.problem.code.startsWith('stack-') || !licensed(hp.hex))
      wrong.push(`${hp.hex}: ${hp.problem.code} (${hp.problem.rule ?? ''})`);
  for (const { subject, number } of state.learned) {
    // 7 September: an AM's or an OC's value of the `command` table (asked as one printed digit).
    if (subject.kind === 'table' && subject.table === 'command' && state.september) {
      if (number < 0 || number > 9) wrong.push(`${learnedKey(subject)} = ${number}`);
      continue;
    }
    const range = subject.kind === 'counter' ? VALUE_RANGE[subject.value as ValueName] : undefined;
    if (subject.kind !== 'counter' || !range || number < range[0] || number > range[1])
      wrong.push(`${learnedKey(subject)} = ${number}`);
    else if (!prints(game, subject.counter, subject.value as ValueName))
      wrong.push(`${learnedKey(subject)}: the counter prints no such value`);
  }
  if (new Set(state.learned.map((v) => learnedKey(v.subject))).size !== state.learned.length)
    wrong.push('a value learned twice');
  // 9.85: a square is good-order infantry (or the artillery and jagers stacked with it) on the map.
  for (const [id, u] of Object.entries(state.units))
    if (u.square && (!game.hexes.has(u.at) || u.disordered))
      wrong.push(`${id} is in square at ${u.at}, Disordered or off the map`);
  if (state.charge && (state.pending || state.retreats.length > 0)) wrong.push('a charge waits behind another combat');
  if (state.pursuit && (state.pending || state.retreats.length > 0 || state.charge || state.advance))
    wrong.push('a pursuit waits behind another combat');
  if (state.pending && pendingNeeds(game, state).length === 0) wrong.push('a combat waits with every value known');
  for (const r of state.retreats)
    if (!game.hexes.has(state.units[r.unit]?.at ?? '')) wrong.push(`${r.unit} retreats from off the map`);
  return wrong;
}
