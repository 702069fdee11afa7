import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import type { FowMarker } from '../rules/fortunes.js';
import {
  applyStep,
  type BattleMap,
  checkEnd,
  checkStep,
  frontComplete,
  mapOptions,
  type MapForces,
  type MapStage,
  type MapStep,
  type PlacementRules,
  suggestedSteps,
} from '../rules/placement.js';
import { battleForces, fight } from './battle.js';
import { type Applied, type DeepMut, type Of, refuse, type S } from './edit.js';
import type { Game } from './setup.js';
import type { GiState, Pending } from './state.js';

/**
 * The Battle Map placed by its owners (9.2.2–9.2.5): the defender's front line, then the attacker's line with its
 * surplus in reserve, then the defender's reserves. A stage where the rules leave one lawful placement is placed by
 * itself; otherwise its owner is asked (a `battle-map` prompt): the suggestion in one answer, or a lawful step at a
 * time (rules/placement.ts says which). The fight reads the finished map (`Pending.placed`).
 */

export const STAGES: readonly MapStage[] = ['defender', 'attacker', 'reserve'];

export const mapRules = (marker: FowMarker): PlacementRules => ({
  offensive: marker === 'offensive',
  useDisorganized: false,
});

/** What a Battle Map's prompts carry: the battle, its FoW marker and the side attacking on the Battle Map (9.2.4). */
export interface MapBattle {
  readonly hex: string;
  readonly pending: Pending;
  readonly marker: FowMarker;
  readonly attacker: Side;
  readonly defender: Side;
}

/** The suggestion's placement of the stage from `map`, when every step of it is lawful (else null). */
export function suggestion(f: MapForces, map: BattleMap, stage: MapStage, rules: PlacementRules): BattleMap | null {
  let m = map;
  for (const step of suggestedSteps(f, map, stage, rules)) {
    if (checkStep(f, m, stage, step, rules)) return null;
    m = applyStep(m, step);
  }
  return checkEnd(f, m, stage, rules) ? null : m;
}

/** The stage placed without its owner: the suggestion, or (never expected) the first lawful steps. */
function placedAlone(f: MapForces, map: BattleMap, stage: MapStage, rules: PlacementRules): BattleMap {
  const suggested = suggestion(f, map, stage, rules);
  if (suggested) return suggested;
  let m = map;
  while (checkEnd(f, m, stage, rules)) {
    const next = mapOptions(f, m, stage, rules)[0];
    if (!next) break;
    m = applyStep(m, next);
  }
  return m;
}

const group = (labels: readonly string[] | null): string => (labels ? [...labels].sort().join('+') : '');
/** A stage's outcome as the rules see it: the groups, what faces what, the reserves (the order of spaces aside). */
const outcomeKey = (m: BattleMap): string =>
  m.columns
    .map((c) => [c.defender, c.attacker, c.attackerReserve, c.defenderReserve].map(group).join('|'))
    .sort()
    .join(';');

/** How many lawful outcomes the stage has from `map` (counted up to `limit`). */
export function outcomes(f: MapForces, map: BattleMap, stage: MapStage, rules: PlacementRules, limit = 2): number {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (m: BattleMap): void => {
    if (found.size >= limit) return;
    const state = `${outcomeKey(m)}/${m.idle.map(group).sort().join(';')}`;
    if (seen.has(state)) return;
    seen.add(state);
    const over = stage === 'defender' && frontComplete(f, m);
    if (over || (stage !== 'defender' && !checkEnd(f, m, stage, rules))) found.add(outcomeKey(m));
    if (over) return;
    for (const step of mapOptions(f, m, stage, rules)) walk(applyStep(m, step));
  };
  walk(map);
  return found.size;
}

/**
 * The stages from `from` on: each with one lawful outcome is placed by itself; the first with more opens its owner's
 * prompt (null is returned). Returns the finished Battle Map.
 */
export function placeStages(s: S, b: MapBattle, f: MapForces, from: MapStage, map: BattleMap): BattleMap | null {
  const rules = mapRules(b.marker);
  let m = map;
  for (const stage of STAGES.slice(STAGES.indexOf(from))) {
    if (outcomes(f, m, stage, rules) > 1) {
      s.stack.push({
        name: 'battle-map',
        side: stage === 'attacker' ? b.attacker : b.defender,
        hex: b.hex,
        pending: b.pending as DeepMut<Pending>,
        marker: b.marker,
        attacker: b.attacker,
        stage,
        map: m as DeepMut<BattleMap>,
        begun: m as DeepMut<BattleMap>,
      });
      return null;
    }
    m = placedAlone(f, m, stage, rules);
  }
  return m;
}

const battleOf = (frame: Of<'battle-map'>): MapBattle => ({
  hex: frame.hex,
  pending: frame.pending,
  marker: frame.marker,
  attacker: frame.attacker,
  defender: frame.attacker === 'allied' ? 'german' : 'allied',
});

/** The key of a step: `front/a+b`, `face/a/2`, `surplus/a/2` or `surplus/a/none`, `hold/a/2` (spaces from 1). */
export function stepKey(step: MapStep): string {
  const units = step.units.join('+');
  if (step.kind === 'front') return `front/${units}`;
  return `${step.kind}/${units}/${step.column === null ? 'none' : step.column + 1}`;
}

function stepOf(key: string): MapStep | null {
  const [kind, units, space] = key.split('/');
  if (!units) return null;
  const list = units.split('+');
  if (kind === 'front') return space === undefined ? { kind, units: list } : null;
  const column = space === 'none' ? null : Number(space) - 1;
  if (column !== null && !Number.isInteger(column)) return null;
  if (kind === 'surplus') return { kind, units: list, column };
  if ((kind === 'face' || kind === 'hold') && column !== null) return { kind, units: list, column };
  return null;
}

/** The prompt's answers now: the suggestion (only before any step), the lawful steps, the end of the stage. */
export function battleMapChoices(
  game: Game,
  state: GiState,
  frame: Of<'battle-map'>,
): { readonly accept: BattleMap | null; readonly steps: readonly MapStep[]; readonly end: boolean } {
  const f = battleForces(game, state, frame.pending, frame.marker);
  if (!f) return { accept: null, steps: [], end: true };
  const rules = mapRules(frame.marker);
  const fresh = JSON.stringify(frame.map) === JSON.stringify(frame.begun);
  return {
    accept: fresh ? suggestion(f, frame.map, frame.stage, rules) : null,
    steps: mapOptions(f, frame.map, frame.stage, rules),
    end: frame.stage !== 'defender' && !checkEnd(f, frame.map, frame.stage, rules),
  };
}

/** The owner's answer: the suggestion, a step, or the end of the stage; the next stage, or the fight, follows. */
export function battleMapAnswer(
  game: Game,
  s: S,
  frame: Of<'battle-map'>,
  key: string,
  dice: Dice,
  ev: GameEvent[],
): Applied | null {
  const f = battleForces(game, s as GiState, frame.pending, frame.marker);
  if (!f) {
    s.stack.pop();
    fight(game, s, frame.pending, frame.marker, dice, ev);
    return null;
  }
  const rules = mapRules(frame.marker);
  if (key === 'map-accept') {
    const accepted = battleMapChoices(game, s as GiState, frame).accept;
    if (!accepted) return refuse('map-accept', {}, '9.2');
    finishStage(game, s, frame, f, accepted, true, dice, ev);
    return null;
  }
  if (key === 'map-done') {
    const wrong = checkEnd(f, frame.map, frame.stage, rules);
    if (wrong) return { ok: false, problem: wrong };
    finishStage(game, s, frame, f, frame.map, false, dice, ev);
    return null;
  }
  const step = stepOf(key);
  if (!step) return refuse('bad-key', { key });
  const wrong = checkStep(f, frame.map, frame.stage, step, rules);
  if (wrong) return { ok: false, problem: wrong };
  const map = applyStep(frame.map, step);
  // The stage ends by itself once nothing lawful is left to place (the defender's line: once complete, 9.2.2).
  const over =
    frame.stage === 'defender'
      ? frontComplete(f, map)
      : mapOptions(f, map, frame.stage, rules).length === 0 && !checkEnd(f, map, frame.stage, rules);
  if (over) finishStage(game, s, frame, f, map, false, dice, ev);
  else (s.stack[s.stack.length - 1] as DeepMut<Of<'battle-map'>>).map = map as DeepMut<BattleMap>;
  return null;
}

/** A referee's skip: the stage is placed as the suggestion places it, and the battle goes on. */
export function skipBattleMap(game: Game, s: S, frame: Of<'battle-map'>, dice: Dice, ev: GameEvent[]): void {
  const f = battleForces(game, s as GiState, frame.pending, frame.marker);
  if (!f) {
    s.stack.pop();
    fight(game, s, frame.pending, frame.marker, dice, ev);
    return;
  }
  finishStage(game, s, frame, f, placedAlone(f, frame.map, frame.stage, mapRules(frame.marker)), true, dice, ev);
}

function finishStage(
  game: Game,
  s: S,
  frame: Of<'battle-map'>,
  f: MapForces,
  map: BattleMap,
  accepted: boolean,
  dice: Dice,
  ev: GameEvent[],
): void {
  s.stack.pop();
  ev.push({ kind: 'battle-map', side: frame.side, hex: frame.hex, stage: frame.stage, accepted });
  const next = STAGES[STAGES.indexOf(frame.stage) + 1];
  const placed = next ? placeStages(s, battleOf(frame), f, next, map) : map;
  if (placed) fight(game, s, { ...frame.pending, placed }, frame.marker, dice, ev);
}
