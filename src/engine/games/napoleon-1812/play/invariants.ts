import { SIDES } from '../model.js';
import { positionProblems } from '../rules/position.js';
import { fakeProblems } from './fog.js';
import { positionOf, type N1812Game } from './game.js';
import { DECISIVE_POINTS } from './setup.js';
import { ELIMINATED, type N1812State } from './state.js';

/**
 * What must hold after every action (GameModule.check, read by `umpire fuzz`): the position's own (4.1's 6 OF, never
 * both sides in a hex, never a unit on water or off the map: rules/position.ts), every combat unit and leader of the
 * game in exactly one place, the Depots one a side a hex and on cities, the counts never negative.
 */
export function invariantsOf(game: N1812Game, s: N1812State): string[] {
  const wrong = positionProblems(positionOf(game, s));
  for (const [id, u] of Object.entries(s.units)) {
    if (!game.unitById.has(id)) wrong.push(`${id}: not a combat unit of the pack`);
    if (u.hex !== ELIMINATED && !game.model.hexes.has(u.hex)) wrong.push(`${id}: at ${u.hex}, not a hex`);
    if (u.combats < 0) wrong.push(`${id}: ${u.combats} combats`);
  }
  for (const [id, l] of Object.entries(s.leaders)) {
    if (!game.leaderById.has(id)) wrong.push(`${id}: not a leader of the pack`);
    if (l.hex !== ELIMINATED && !game.model.hexes.has(l.hex)) wrong.push(`${id}: at ${l.hex}, not a hex`);
  }
  const depots = new Set<string>();
  for (const d of s.depots) {
    const key = `${d.side}:${d.hex}`;
    if (depots.has(key)) wrong.push(`${key}: two Depots`);
    depots.add(key);
    if (!game.model.hexes.get(d.hex)?.city) wrong.push(`${key}: a Depot off a city (7.6)`);
  }
  for (const side of SIDES) {
    const t = s.sides[side];
    if (t.cc < 0 || t.realToPlace < 0 || t.dummiesToPlace < 0) wrong.push(`${side}: a negative count`);
    if (s.depotsLost[side] < 0 || s.decisive[side] < 0) wrong.push(`${side}: a negative record`);
  }
  if (s.decisivePoints < DECISIVE_POINTS.min || s.decisivePoints > DECISIVE_POINTS.max)
    wrong.push(`Decisive Victory Points ${s.decisivePoints}, outside 0–12 (14.7)`);
  for (const t of s.trains) if (!game.model.hexes.has(t.hex)) wrong.push(`train ${t.id}: at ${t.hex}, not a hex`);
  if (s.over && s.prompts.length > 0) wrong.push('the game is over with a question still open');
  wrong.push(...fakeProblems(game, s));
  return wrong;
}
