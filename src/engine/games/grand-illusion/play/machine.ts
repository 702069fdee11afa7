import type { Dice } from '../../../core/dice.js';
import { problem, type Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { otherSide, SIDES, type CombatUnit, type FortUnit, type Group, type Side } from '../model.js';
import {
  afterEntering,
  besiegedForts,
  concentricAsked,
  siegeAfterBattle,
  siegesLifted,
  type BattleDeclared,
} from '../rules/battle-position.js';
import { battle } from '../rules/battle.js';
import { capForTurn } from '../rules/cap.js';
import { concentricAttack } from '../rules/concentric.js';
import { controlOf } from '../rules/control.js';
import { fortunesOfWar, type FowMarker } from '../rules/fortunes.js';
import { initiativeFor } from '../rules/initiative.js';
import { checkMove } from '../rules/movement.js';
import { isCombatUnit, unitsAt, type PlacedUnit } from '../rules/position.js';
import { checkRetreat, haEliminated, hqMustRetreat, hqRetreat } from '../rules/retreat-position.js';
import { surrenderRolls } from '../rules/forts.js';
import { recovery } from '../rules/supply.js';
import { drawVp, immediateVictory, regularVictory } from '../rules/victory.js';
import { explain } from '../words.js';
import {
  activatable,
  activatedBattle,
  closedHex,
  declared,
  missingForMove,
  movable,
  nextHexes,
  offUnits,
  placeHexes,
  rallyable,
  replaceable,
  replaceHexes,
  retreatChoices,
  retreating,
  returningNow,
} from './legal.js';
import { faceOf, onMap, placedUnit, positionOf, valueKey, valueOf } from './position.js';
import { startOf, VP_HEXES, type Game } from './setup.js';
import { ELIMINATED, top, TRACK, type Correction, type Cup, type Frame, type GiState, type Pending } from './state.js';

/**
 * The sequence of play (4.0) as a state machine. `applyAction` answers the prompt on top of the stack; `run` then
 * performs, in the book's order, every point of the sequence that needs no player (the CAP and initiative rolls,
 * the phases this draft only advances, the Administrative Phase), until a prompt opens or the game ends.
 */

type DeepMut<T> = T extends readonly (infer U)[]
  ? DeepMut<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: DeepMut<T[K]> }
    : T;
type S = DeepMut<GiState>;
type Of<N extends Frame['name']> = Extract<Frame, { name: N }>;

export type Applied =
  | { readonly ok: true; readonly state: GiState; readonly events: GameEvent[]; readonly reveals?: boolean }
  | { readonly ok: false; readonly problem: Problem };

/** Turn Record Track (13.1): the Allied Mandated Battles of turns 1–4 (scenarios 1 and 2). */
const ALLIED_MANDATED: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 1, 4: 1 };
/** Turn Record Track: 1 German Mandated Attack a turn, turns 12–15 (scenarios 1 and 3). */
const GERMAN_MANDATED_FROM = 12;
/** The values a player may give for a number the book lacks: a counter's CS or MA, a hex's TEM (fire.ts: 0–2). */
export const VALUE_MAX = { counter: 9, terrain: 2, vp: 10 } as const;
/** 3.2.4 a, 11.1: Paris's own marker. */
const PARIS = '19';
const PARIS_VP = 10;
/** 12.1: the last turn of the BEF Fights Alone. */
const BEF_ALONE_LAST_TURN = 5;
/** 13.2.2 c: the turn whose end counts the French corps and British steps eliminated. */
const SCENARIO_TWO_LOSSES_TURN = 5;
/** 3.2.4 b: the Allies win the moment they control Trier. */
const TRIER = '94';

const clone = (s: GiState): S => JSON.parse(JSON.stringify(s)) as S;
const text = (steps: Parameters<typeof explain>[0]) => {
  const t = explain(steps);
  return { en: t.en, it: t.it };
};

export function applyAction(
  game: Game,
  state: GiState,
  by: Side,
  action: { type: 'act'; key: string } | { type: 'correct'; correction: Correction },
  dice: Dice,
): Applied {
  if (state.over) return problem('game-over', undefined, { rule: '3.2.4' });
  const s = clone(state);
  const events: GameEvent[] = [];
  if (action.type === 'correct') {
    const wrong = correct(game, s, action.correction, events);
    if (wrong) return wrong;
  } else {
    const frame = top(state);
    if (!frame) return problem('no-prompt', undefined, { rule: '4.0' });
    if (frame.side !== by) return problem('not-your-turn', { side: frame.side }, { rule: '4.0' });
    const wrong = answer(game, s, frame, action.key, dice, events);
    if (wrong) return wrong;
  }
  run(game, s, dice, events);
  return { ok: true, state: s as GiState, events };
}

const refuse = (
  code: string,
  params: Record<string, string | number> = {},
  rule = '4.0',
): { ok: false; problem: Problem } => problem(code, params, { rule });

function answer(game: Game, s: S, frame: Frame, key: string, dice: Dice, ev: GameEvent[]): Applied | null {
  const parts = key.split('/');
  const [verb, a, b] = parts;
  switch (frame.name) {
    case 'place': {
      if (key === 'place-done') {
        s.stack.pop();
        ev.push({ kind: 'placed', side: frame.side });
        if (frame.side === 'allied' && offUnits(game, s as GiState, 'german').length > 0)
          s.stack.push({ name: 'place', side: 'german' });
        return null;
      }
      if (verb !== 'place' || !a || !b) return refuse('bad-key', { key });
      if (game.counters.get(a)?.side !== frame.side) return refuse('not-your-unit', { unit: a }, '3.1');
      if (!placeHexes(game, s as GiState, a).includes(b)) return refuse('place-hex', { unit: a, hex: b }, '8.4.6');
      s.units[a] = { at: b, disorganized: false };
      ev.push({ kind: 'place', unit: a, hex: b });
      return null;
    }
    case 'segment':
      return segmentAnswer(game, s, frame, key, ev);
    case 'activation':
      return activationAnswer(game, s, frame, key, dice, ev);
    case 'move':
      return moveAnswer(game, s, frame, key, dice, ev);
    case 'ask': {
      const n = Number(a);
      if (verb !== 'value' || !Number.isInteger(n) || n < 0 || n > frame.max)
        return refuse('bad-value', { key }, '2.4');
      s.stack.pop();
      learn(s, frame.value, n, ev);
      return null;
    }
    case 'dta': {
      if (verb !== 'dta' || (a !== 'cancel' && a !== 'skirmish' && a !== 'fight')) return refuse('bad-key', { key });
      s.stack.pop();
      const act = top(s as GiState) as Of<'activation'>;
      ev.push({ kind: 'dta', side: frame.side, hex: frame.hex, choice: a });
      if (a === 'cancel') {
        mutActivation(s, (f) => {
          f.battles = f.battles.filter((x) => x.hex !== frame.hex);
          f.attacked.push(frame.hex);
          f.fought = true;
        });
        return null;
      }
      const pending = act.battles.find((x) => x.hex === frame.hex);
      if (pending) fight(game, s, pending, a === 'skirmish' ? 'skirmish' : 'none', dice, ev);
      return null;
    }
    case 'retreat':
      return retreatAnswer(game, s, frame, key, dice, ev);
    case 'replace':
      return replaceAnswer(game, s, frame, key, ev);
    case 'impetus': {
      const choices = impetusChoices(game, s as GiState, frame.hex);
      if (verb !== 'impetus' || !a || !choices.includes(a)) return refuse('impetus-unit', { unit: a ?? '' }, '9.3.5');
      s.stack.pop();
      loseStep(game, s, a);
      ev.push({ kind: 'impetus', unit: a, hex: frame.hex });
      updateControl(game, s, frame.hex, dice, ev);
      return null;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Values the book lacks.

/** Records a value its owner gave: a counter's printed number, a hex's TEM, or a VP marker drawn from the cup. */
function learn(s: S, key: string, n: number, ev: GameEvent[]): void {
  const [kind, cup, hex] = key.split('.');
  if (kind === 'vp' || kind === 'vpcheck') {
    placeMarker(s, cup as Cup, hex!, n, kind === 'vpcheck', ev);
    return;
  }
  s.learned[key] = n;
  ev.push({ kind: 'value', value: key, n });
}

function askAll(s: S, asks: readonly { side: Side; value: string; max: number }[]): void {
  for (const q of [...asks].reverse()) s.stack.push({ name: 'ask', side: q.side, value: q.value, max: q.max });
}

// ---------------------------------------------------------------------------------------------------------------
// Replacements (7.2).

/** Scenario 1: from turn 8 the 1-CAP replacements, from turn 10 the 2-CAP ones, come back Disorganized (13.1). */
const DISORGANIZED_LATER_FROM = 8;
const DISORGANIZED_NOW_FROM = 10;

function replaceAnswer(game: Game, s: S, frame: Of<'replace'>, key: string, ev: GameEvent[]): Applied | null {
  const side = frame.side;
  const [verb, unit, hex] = key.split('/');
  const start = (h: string): boolean => startOf(game, s.scenario)[h] === 'german';
  const due = returningNow(game, s as GiState, side);
  if (key === 'replace-done') {
    const placeable = due.find((u) => replaceHexes(game, s as GiState, u, start).length > 0);
    if (placeable) return refuse('returning-first', { unit: placeable }, '7.2');
    // A unit due with nowhere to enter waits for the next turn (README).
    for (const r of s.returning) if (due.includes(r.unit)) r.turn = s.turn + 1;
    s.stack.pop();
    return null;
  }
  if (verb === 'return' && unit && hex) {
    if (!due.includes(unit) || !replaceHexes(game, s as GiState, unit, start).includes(hex))
      return refuse('replace-key', { key }, '7.2');
    s.units[unit]!.at = hex;
    s.returning = s.returning.filter((r) => r.unit !== unit);
    ev.push({ kind: 'return', unit, hex });
    return null;
  }
  if (!unit || !replaceable(game, s as GiState, side).includes(unit)) return refuse('replace-key', { key }, '7.2');
  if (verb === 'replace' && hex) {
    if (s.cap[side] < 2 || !replaceHexes(game, s as GiState, unit, start).includes(hex))
      return refuse('replace-key', { key }, '7.2');
    s.cap[side] -= 2;
    s.units[unit] = { at: hex, disorganized: s.number === 1 && s.turn >= DISORGANIZED_NOW_FROM };
    ev.push({ kind: 'replace', unit, hex, cap: 2 });
    return null;
  }
  if (verb === 'replace-later') {
    if (s.cap[side] < 1) return refuse('replace-key', { key }, '7.2');
    s.cap[side] -= 1;
    s.units[unit] = { at: TRACK, disorganized: s.number === 1 && s.turn >= DISORGANIZED_LATER_FROM };
    s.returning.push({ unit, turn: s.turn + 2 });
    ev.push({ kind: 'replace', unit, turn: s.turn + 2, cap: 1 });
    return null;
  }
  return refuse('replace-key', { key }, '7.2');
}

// ---------------------------------------------------------------------------------------------------------------
// The Action Phase (8.1).

function beginSegment(game: Game, s: S, side: Side, ev: GameEvent[]): void {
  s.segment.activations = 0;
  s.segment.rallies = 0;
  if (s.cap.allied === 0 && s.cap.german === 0) return endActionPhase(s, ev, 'no-cap');
  // 8.1.1 item 1: a side with no CAP left cedes at once (a forced handover, not a pass).
  if (s.cap[side] === 0) {
    ev.push({ kind: 'cede', side, why: 'no-cap' });
    return beginSegment(game, s, otherSide(side), ev);
  }
  s.stack.push({ name: 'segment', side });
}

function endActionPhase(s: S, ev: GameEvent[], why: string): void {
  s.stack = [];
  s.step = 'strategic';
  ev.push({ kind: 'action-phase-end', why });
}

function handOver(game: Game, s: S, from: Side, why: string, ev: GameEvent[]): void {
  const seg = s.stack.pop();
  if (seg?.name !== 'segment') throw new Error(`the segment should be under the activation, found ${seg?.name}`);
  ev.push({ kind: 'cede', side: from, why });
  beginSegment(game, s, otherSide(from), ev);
}

function segmentAnswer(game: Game, s: S, frame: Of<'segment'>, key: string, ev: GameEvent[]): Applied | null {
  const side = frame.side;
  const [verb, hex] = key.split('/');
  if (key === 'pass') {
    if (s.segment.rallies > 0) return refuse('rally-only', {}, '9.8.3');
    s.segment.passes++;
    ev.push({ kind: 'pass', side });
    // 8.1.1: both pass one after the other; a side that cannot act after the other's pass counts as passing.
    if (s.segment.passes >= 2 || s.cap[otherSide(side)] === 0) {
      endActionPhase(s, ev, 'passes');
      return null;
    }
    s.stack.pop();
    beginSegment(game, s, otherSide(side), ev);
    return null;
  }
  if (verb === 'activate' && hex) {
    if (s.segment.rallies > 0) return refuse('rally-only', { hex }, '9.8.3');
    if (!activatable(game, s as GiState, side).includes(hex)) return refuse('activate-hex', { hex }, '8.2');
    s.cap[side]--;
    s.segment.passes = 0;
    const began = positionOf(game, s as GiState)
      .units.filter((u) => u.side === side && u.hex === hex)
      .map((u) => u.id!);
    s.stack.push({
      name: 'activation',
      side,
      hex,
      began,
      moved: [],
      attacked: [],
      battles: [],
      optional: [],
      fought: false,
      cede: false,
    });
    ev.push({ kind: 'activate', side, hex, cap: s.cap[side] });
    return null;
  }
  if (verb === 'rally' && hex) {
    if (!rallyable(game, s as GiState, side).includes(hex)) return refuse('rally-hex', { hex }, '9.8.3');
    s.cap[side]--;
    s.segment.passes = 0;
    s.segment.rallies++;
    const p = positionOf(game, s as GiState);
    const units = unitsAt(p, hex, side).filter((u) => isCombatUnit(u) && u.disorganized);
    const r = recovery({
      disorganized: units.length,
      enemy: false,
      fatigue: s.number !== 2 && s.turn >= 12,
      emergency: false,
      hq: false,
      byCap: true,
    });
    for (const u of units.slice(0, r.value.recover)) s.units[u.id!]!.disorganized = false;
    s.segment.activations++;
    ev.push({ kind: 'rally', side, hex, recovered: r.value.recover, text: text(r.steps) });
    // 9.8.3 b: a rally hands the initiative over; after a first rally, a second activation may only be a rally.
    if (
      s.segment.activations >= 2 ||
      s.cap[side] === 0 ||
      (s.oneActivation && side === 'allied') ||
      rallyable(game, s as GiState, side).length === 0
    ) {
      if (side === 'allied') s.oneActivation = false;
      handOver(game, s, side, 'rally', ev);
    }
    return null;
  }
  if (key === 'cede') {
    // 9.8.3 b: after a first rally the side rallies again or hands the initiative over (not a pass, 8.1.1).
    if (s.segment.rallies === 0) return refuse('segment-key', { key }, '9.8.3');
    handOver(game, s, side, 'rally', ev);
    return null;
  }
  return refuse('segment-key', { key }, '8.1');
}

function mutActivation(s: S, f: (a: DeepMut<Of<'activation'>>) => void): void {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const frame = s.stack[i]!;
    if (frame.name === 'activation') return f(frame);
  }
}

function activationAnswer(
  game: Game,
  s: S,
  frame: Of<'activation'>,
  key: string,
  dice: Dice,
  ev: GameEvent[],
): Applied | null {
  const [verb, arg] = key.split('/');
  const side = frame.side;
  if (verb === 'move' && arg) {
    const can = movable(game, s as GiState, frame);
    const units = arg === 'all' ? can : [arg];
    if (units.length === 0 || !units.every((u) => can.includes(u))) return refuse('move-unit', { unit: arg }, '8.5');
    const missing = missingForMove(game, s as GiState, units);
    if (missing.length > 0) {
      askAll(
        s,
        missing.map((value) => ({ side, value, max: VALUE_MAX.counter })),
      );
      return null;
    }
    s.stack.push({ name: 'move', side, units, path: [frame.hex] });
    return null;
  }
  if (key === 'attack') {
    if (frame.fought || frame.battles.some((b) => b.hex === frame.hex))
      return refuse('attack-again', { hex: frame.hex }, '9.1.3 e');
    const check = activatedBattle(game, s as GiState, frame);
    if (!check.ok) return { ok: false, problem: check.problem };
    mutActivation(s, (f) => f.battles.push({ hex: frame.hex, kind: 'activated' }));
    ev.push({ kind: 'declare', side, hex: frame.hex, battle: 'activated' });
    return null;
  }
  if (verb === 'battle' && arg) {
    const offer = frame.optional.find((o) => o.hex === arg);
    if (!offer || frame.battles.some((b) => b.hex === arg)) return refuse('battle-hex', { hex: arg }, '9.1.2 c');
    mutActivation(s, (f) => {
      f.battles.push({ hex: arg, kind: 'optional', entered: [...offer.entered] });
      f.optional = f.optional.filter((o) => o.hex !== arg);
    });
    ev.push({ kind: 'declare', side, hex: arg, battle: 'optional' });
    return null;
  }
  if (verb === 'fight' && arg) {
    const pending = frame.battles.find((b) => b.hex === arg);
    if (!pending) return refuse('fight-hex', { hex: arg }, '9.1.2');
    resolve(game, s, frame, pending, dice, ev);
    return null;
  }
  if (key === 'end') {
    if (frame.battles.length > 0) return refuse('battles-pending', { hex: frame.battles[0]!.hex }, '9.1.2 b');
    endActivation(game, s, frame, ev);
    return null;
  }
  return refuse('activation-key', { key }, '8.2');
}

function endActivation(game: Game, s: S, frame: Of<'activation'>, ev: GameEvent[]): void {
  s.stack.pop();
  s.segment.activations++;
  const side = frame.side;
  ev.push({ kind: 'activation-end', side, hex: frame.hex });
  // 8.1.1 item 4: a FoW result (3, 10, or 7 on the second activation) hands the initiative over.
  if (frame.cede) return handOver(game, s, side, 'fow', ev);
  if (s.cap[side] === 0) return handOver(game, s, side, 'no-cap', ev);
  // 6.0: turn 1, the Allies' one activation.
  if (s.oneActivation && side === 'allied') {
    s.oneActivation = false;
    return handOver(game, s, side, 'turn-one', ev);
  }
  // 8.1.1 item 2: two consecutive activations, unless the opponent has no CAP left.
  if (s.segment.activations >= 2) {
    if (s.cap[otherSide(side)] > 0) return handOver(game, s, side, 'two-activations', ev);
    s.segment.activations = 0;
    s.segment.rallies = 0;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Movement (8.4).

function moveAnswer(game: Game, s: S, frame: Of<'move'>, key: string, dice: Dice, ev: GameEvent[]): Applied | null {
  const [verb, hex] = key.split('/');
  if (key === 'back') {
    s.stack.pop();
    return null;
  }
  if (verb === 'to' && hex) {
    if (closedHex(game, s as GiState, frame.units, hex)) return refuse('move-closed', { hex }, '13.1');
    if (!nextHexes(game, s as GiState, frame).includes(hex)) {
      const p = positionOf(game, s as GiState);
      const units = frame.units.map((id) => p.units.find((u) => u.id === id)!);
      const check = checkMove(p, { side: frame.side, units, path: [...frame.path, hex] });
      if (!check.ok) return { ok: false, problem: check.problem };
      return refuse('move-hex', { hex }, '8.4');
    }
    (s.stack[s.stack.length - 1] as DeepMut<Of<'move'>>).path.push(hex);
    return null;
  }
  if (key === 'stop') {
    if (frame.path.length < 2) return refuse('move-no-hexes', {}, '8.4');
    const p = positionOf(game, s as GiState);
    const units = frame.units.map((id) => p.units.find((u) => u.id === id)!);
    const check = checkMove(p, { side: frame.side, units, path: [...frame.path] });
    if (!check.ok) return { ok: false, problem: check.problem };
    s.stack.pop();
    const end = frame.path[frame.path.length - 1]!;
    for (const id of frame.units) s.units[id]!.at = end;
    // 8.4.1: HQs flipped by the move.
    for (const id of check.value.hqsReduced) if (s.units[id]) s.units[id].disorganized = true;
    s.blocks.push(...check.value.blocks.map((k) => ({ ...k })));
    ev.push({ kind: 'move', side: frame.side, units: [...frame.units], path: [...frame.path], mp: check.value.mp });
    if (check.value.parisInDanger) ev.push({ kind: 'paris-in-danger', hex: end });
    mutActivation(s, (f) => f.moved.push(...frame.units));
    for (const t of check.value.controlTaken) {
      setControl(s, t.hex, frame.side, dice, ev);
      if (t.cavalry && !s.cavalryControl.includes(t.hex)) s.cavalryControl.push(t.hex);
      if (!t.cavalry) s.cavalryControl = s.cavalryControl.filter((h) => h !== t.hex);
    }
    // 8.3.3: the hex left may pass to the enemy units that stay in it; HA and HQs left with the enemy (9.4.4, 9.5.4).
    settle(game, s, frame.path[0]!, false, dice, ev);
    settle(game, s, end, false, dice, ev);
    // 9.1.2 b, c: what entering the hex brings about.
    const after = positionOf(game, s as GiState);
    const entered = frame.units.map((id) => after.units.find((u) => u.id === id)!);
    const then = afterEntering(after, frame.side, end, entered);
    if (then === 'mandatory') {
      mutActivation(s, (f) => {
        if (!f.battles.some((b) => b.hex === end))
          f.battles.push({ hex: end, kind: 'mandatory', entered: [...frame.units] });
      });
      ev.push({ kind: 'declare', side: frame.side, hex: end, battle: 'mandatory' });
    } else if (then === 'optional') {
      mutActivation(s, (f) => {
        const o = f.optional.find((x) => x.hex === end);
        if (o) o.entered.push(...frame.units);
        else f.optional.push({ hex: end, entered: [...frame.units] });
      });
    } else if (then === 'rearguard' || then === 'size-unknown') {
      ev.push({ kind: 'not-enforced', rule: '9.6.3', hex: end });
    }
    return null;
  }
  return refuse('move-key', { key }, '8.4');
}

// ---------------------------------------------------------------------------------------------------------------
// Control and VP (8.3, 3.2).

function setControl(s: S, hex: string, side: Side, dice: Dice, ev: GameEvent[]): void {
  if (s.control[hex] === side) return;
  s.control[hex] = side;
  ev.push({ kind: 'control', hex, side });
  if (side === 'allied') {
    // 3.2.4: a German VP marker goes back to the cup when the Allies retake its hex (Paris's with its 10 VP).
    for (const m of s.markers.filter((x) => x.hex === hex && x.cup === 'german')) {
      s.vp.german -= m.vp;
      if (s.cups && hex !== PARIS) s.cups.german.push(m.value);
      ev.push({ kind: 'vp-returned', hex, vp: m.vp });
    }
    s.markers = s.markers.filter((x) => !(x.hex === hex && x.cup === 'german'));
    // 3.2.1: the first time a Plan 17 VP hex becomes Allied, a marker is drawn; it stays (permanent).
    if (VP_HEXES.plan17.includes(hex) && !s.markers.some((m) => m.hex === hex && m.cup === 'plan17'))
      draw(s, 'plan17', [hex], false, dice, ev);
    // 3.2.4 b: Trier.
    if (hex === TRIER && !s.over) {
      s.over = { winner: 'allied', reason: 'trier' };
      s.stack = [];
      ev.push({ kind: 'victory', winner: 'allied', reason: 'trier' });
    }
  }
}

/** 3.2: draws one marker per hex from the cup (the pack's markers, by the dice), or asks the drawer its value. */
function draw(s: S, cup: Cup, hexes: readonly string[], check: boolean, dice: Dice, ev: GameEvent[]): void {
  if (hexes.length === 0) return;
  if (s.cups) {
    const r = drawVp({ german: s.cups.german, plan17: s.cups.plan17 }, cup, hexes.map(Number), [], dice);
    if ('value' in r) {
      for (const d of r.value.draws) {
        const at = s.cups[cup].indexOf(d.value);
        s.cups[cup].splice(at, 1);
        placeMarker(s, cup, String(d.hex), d.value, check, ev);
      }
      return;
    }
  }
  // The pack holds no markers (3.1.2's values are printed on them): the drawer draws and gives the value.
  const side: Side = cup === 'german' ? 'german' : 'allied';
  askAll(
    s,
    hexes.map((hex) => ({ side, value: `${check ? 'vpcheck' : 'vp'}.${cup}.${hex}`, max: VALUE_MAX.vp })),
  );
}

function placeMarker(s: S, cup: Cup, hex: string, value: number, check: boolean, ev: GameEvent[]): void {
  // 13.4 g–h: the doubled hexes.
  const doubled = cup === 'german' ? ['76', '87'].includes(hex) : ['86', '105'].includes(hex);
  const vp = doubled ? value * 2 : value;
  s.markers.push({ hex, cup, value, vp, ...(check ? { check: true } : {}) });
  if (!check) s.vp[cup] += vp;
  ev.push({ kind: 'vp-drawn', cup, hex, value, vp });
}

function updateControl(game: Game, s: S, hex: string, dice: Dice, ev: GameEvent[]): void {
  const c = controlOf(positionOf(game, s as GiState), hex);
  if (c.changed) {
    setControl(s, hex, c.side, dice, ev);
    if (c.cavalry && !s.cavalryControl.includes(hex)) s.cavalryControl.push(hex);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Battles (9.0–9.4).

function combatUnitOf(game: Game, s: S, u: PlacedUnit): CombatUnit {
  const c = game.counters.get(u.id!)!;
  const nationality =
    c.nation === 'fr' ? 'french' : c.nation === 'gb' ? 'british' : c.nation === 'be' ? 'belgian' : 'german';
  const cs = valueOf(s as GiState, c, faceOf(c, u.disorganized), 'CS') ?? 0;
  // A counter the pack prints with one side only (its stand-ins for armies) has no Disorganized CS: a hit eliminates
  // it, and where 9.6.1 has cavalry fire at its Disorganized CS it fires at 0 (README decision).
  const back = c.back ? valueOf(s as GiState, c, 'back', 'CS') : 0;
  return {
    kind: 'unit',
    label: u.id!,
    nationality,
    arm: u.type === 'cavalry' ? 'cavalry' : 'infantry',
    // The pack's stand-ins for armies (size `army`) fight as corps on the Battle Map (README decision).
    size: u.size ?? 'corps',
    cs,
    disorganizedCs: u.disorganized ? null : back,
    disorganized: u.disorganized,
    alpine: u.id === 'fr-xiv' || u.id === 'fr-alpins',
  };
}

function fortUnitOf(game: Game, s: S, id: string): FortUnit {
  const f = game.forts.get(id)!;
  const step = s.forts[id]!.step;
  return {
    kind: 'fort',
    label: id,
    steps: f.steps.slice(step).map((x) => ({ cs: x.cs ?? s.learned[x.key] ?? 0, defence: 0 })),
    garrisoned: f.garrisoned,
    side: f.side,
  };
}

/** The values a battle needs that the pack lacks: the hex's TEM, each unit's CS, each fort's remaining steps. */
function missingForBattle(
  game: Game,
  s: S,
  d: BattleDeclared,
  attacker: Side,
): { side: Side; value: string; max: number }[] {
  const out: { side: Side; value: string; max: number }[] = [];
  const defender = otherSide(attacker);
  const tem = `hex.${d.hex}.TEM`;
  if (s.learned[tem] === undefined) out.push({ side: defender, value: tem, max: VALUE_MAX.terrain });
  for (const u of [...d.attackers, ...d.defenders]) {
    const c = game.counters.get(u.id!)!;
    const faces: ('front' | 'back')[] = [faceOf(c, u.disorganized)];
    // 9.6.1: intact cavalry may fire at its Disorganized CS.
    if (u.type === 'cavalry' && !u.disorganized && c.back) faces.push('back');
    for (const face of faces)
      if (valueOf(s as GiState, c, face, 'CS') === null)
        out.push({ side: u.side, value: valueKey(c.id, face, 'CS'), max: VALUE_MAX.counter });
  }
  for (const f of d.forts) {
    const gf = game.forts.get(f.id!)!;
    for (const x of gf.steps.slice(s.forts[f.id!]!.step))
      if (x.cs === null && s.learned[x.key] === undefined)
        out.push({ side: gf.side, value: x.key, max: VALUE_MAX.counter });
  }
  return out;
}

function resolve(game: Game, s: S, frame: Of<'activation'>, pending: Pending, dice: Dice, ev: GameEvent[]): void {
  const check = declared(game, s as GiState, frame, pending);
  if (!check.ok) {
    // The enemy is gone (a retreat, an elimination): no battle.
    mutActivation(s, (f) => (f.battles = f.battles.filter((b) => b.hex !== pending.hex)));
    ev.push({ kind: 'no-battle', hex: pending.hex, code: check.problem.code });
    return;
  }
  const missing = missingForBattle(game, s, check.value, frame.side);
  if (missing.length > 0) return askAll(s, missing);
  if (pending.fow) return fight(game, s, pending, pending.fow.marker, dice, ev);
  const d = check.value;
  const r = fortunesOfWar(
    {
      turn: s.turn,
      attacker: frame.side,
      plan17: d.plan17 && d.mandated === true,
      entrenched: (s.trench[d.hex] ?? 0) > 0,
      hex: d.hexNumber,
      allenby: false,
      secondActivation: s.segment.activations === 1,
      cap: { ...s.cap },
      mandated: { ...s.mandated },
    },
    dice,
  );
  const v = r.value;
  ev.push({ kind: 'fow', hex: d.hex, roll: v.roll ?? 0, event: v.event, text: text(r.steps) });
  if (v.capGain) s.cap[v.capGain.side] = v.capGain.after ?? Math.min(10, s.cap[v.capGain.side] + v.capGain.amount);
  if (v.mandatedBattle?.counted) s.mandated[v.mandatedBattle.side]++;
  if (v.initiativePasses) mutActivation(s, (f) => (f.cede = true));
  mutActivation(s, (f) => (f.fought = true));
  if (v.pendingBattlesCancelled || v.battle === 'cancelled') {
    // 8.1.1 item 4: FoW 3 and 10 cancel the battles still to fight (FoW 10 fights this one as a Counterattack).
    mutActivation(s, (f) => {
      f.battles = v.pendingBattlesCancelled ? [] : f.battles.filter((b) => b.hex !== d.hex);
      f.attacked.push(d.hex);
    });
    if (v.battle !== 'counterattack') {
      ev.push({ kind: 'battle-cancelled', hex: d.hex });
      return;
    }
  }
  if (v.battle === 'defender-chooses') {
    mutActivation(s, (f) => {
      const b = f.battles.find((x) => x.hex === d.hex);
      if (b) b.fow = { marker: 'none' };
    });
    s.stack.push({ name: 'dta', side: otherSide(frame.side), hex: d.hex });
    return;
  }
  fight(
    game,
    s,
    { ...pending, kind: pending.kind },
    v.battle === 'counterattack' ? 'counterattack' : v.marker,
    dice,
    ev,
  );
}

/** Applies one step lost by a unit (9.3.3): an intact unit is Disorganized, a Disorganized one eliminated. */
function loseStep(game: Game, s: S, id: string): void {
  const u = s.units[id];
  if (!u) return;
  if (u.disorganized || !game.counters.get(id)?.back) u.at = ELIMINATED;
  else u.disorganized = true;
}

function fight(game: Game, s: S, pending: Pending, marker: FowMarker, dice: Dice, ev: GameEvent[]): void {
  const frame = [...s.stack].reverse().find((f) => f.name === 'activation') as Of<'activation'>;
  const check = declared(game, s as GiState, frame, pending);
  mutActivation(s, (f) => {
    f.battles = f.battles.filter((b) => b.hex !== pending.hex);
    f.attacked.push(pending.hex);
    f.fought = true;
  });
  if (!check.ok) {
    ev.push({ kind: 'no-battle', hex: pending.hex, code: check.problem.code });
    return;
  }
  const d = check.value;
  const side = frame.side;
  const p = positionOf(game, s as GiState);
  const counter = marker === 'counterattack';
  const attackers: Group[] = d.attackers.map((u) => [combatUnitOf(game, s, u)]);
  const defenders: Group[] = [
    ...d.defenders.map((u) => [combatUnitOf(game, s, u)] as Group),
    ...d.forts.map((f) => [fortUnitOf(game, s, f.id!)] as Group),
  ];
  const terrain = s.learned[`hex.${d.hex}.TEM`] ?? 0;
  const trench = s.trench[d.hex] ?? 0;
  const concentric = concentricAttack(concentricAsked(p, side, d.hex, terrain, trench));
  // 9.2.4: in a Counterattack the defender attacks (its forts stay in the hex), the attacker defends.
  const attackerSide = counter ? otherSide(side) : side;
  const asked = {
    attacker: {
      side: attackerSide,
      groups: counter ? defenders.filter((g) => g.every((u) => u.kind === 'unit')) : attackers,
    },
    defender: { side: otherSide(attackerSide), groups: counter ? attackers : defenders },
    terrain,
    trench,
    concentric: counter ? 0 : -concentric.value.drm,
    hex: d.hexNumber,
    mode: marker === 'skirmish' || marker === 'surprise' || marker === 'counterattack' ? marker : ('normal' as const),
    rout: marker === 'rout',
    impetus: !counter && d.plan17 && d.mandated === true,
  };
  const r = battle(asked, { offensive: marker === 'offensive', useDisorganized: false }, dice);
  if (!('value' in r)) {
    ev.push({ kind: 'no-combat', hex: d.hex, code: r.problem.code });
    return;
  }
  const v = r.value;
  for (const loss of v.losses) {
    if (game.forts.has(loss.unit)) {
      const f = s.forts[loss.unit]!;
      if (loss.result === 'eliminated') f.at = ELIMINATED;
      else f.step++;
      if (f.step >= game.forts.get(loss.unit)!.steps.length) f.at = ELIMINATED;
    } else if (s.units[loss.unit]) {
      if (loss.result === 'eliminated' || !game.counters.get(loss.unit)?.back) s.units[loss.unit]!.at = ELIMINATED;
      else s.units[loss.unit]!.disorganized = true;
    }
  }
  ev.push({
    kind: 'battle',
    hex: d.hex,
    attacker: attackerSide,
    losses: v.losses.length,
    retreat: v.mustRetreat,
    text: text(r.steps),
  });
  // 9.1.1: a Mandated Battle fought (the attacker's); 9.1.1 e: +1 Plan 17 VP on turns 1–4 in a Plan 17 VP hex.
  if (d.mandated === true && !counter && s.mandated[side] > 0) {
    s.mandated[side]--;
    if (d.plan17) {
      s.vp.plan17++;
      ev.push({ kind: 'plan17-battle', hex: d.hex });
    }
  }
  const roleSide = (role: 'attacker' | 'defender'): Side =>
    role === 'attacker' ? attackerSide : otherSide(attackerSide);
  const who = v.mustRetreat;
  const retreats: Side[] =
    who === 'both' ? [roleSide('attacker'), roleSide('defender')] : who === 'none' ? [] : [roleSide(who)];
  // Pushed so that the defender retreats first.
  const order = [...retreats].sort((a) => (a === roleSide('defender') ? 1 : -1));
  for (const loser of order) {
    const units = retreating(game, s as GiState, d.hex, loser);
    if (units.length > 0) s.stack.push({ name: 'retreat', side: loser, hex: d.hex, units });
  }
  // 9.3.5: the German takes one step from an Allied unit of his choice.
  if (v.impetusStepLoss && impetusChoices(game, s as GiState, d.hex).length > 0)
    s.stack.push({ name: 'impetus', side: 'german', hex: d.hex });
  updateControl(game, s, d.hex, dice, ev);
  autoRetreats(game, s, dice, ev);
  if (!s.stack.some((f) => f.name === 'retreat' && f.hex === d.hex)) settle(game, s, d.hex, true, dice, ev);
}

export function impetusChoices(game: Game, s: GiState, hex: string): string[] {
  return positionOf(game, s)
    .units.filter((u) => u.side === 'allied' && u.hex === hex && isCombatUnit(u))
    .map((u) => u.id!);
}

/** A retreat with no hex to go to eliminates the units at once (9.4.3); Retreat to Sea (9.4.5) is not yet played. */
function autoRetreats(game: Game, s: S, dice: Dice, ev: GameEvent[]): void {
  for (;;) {
    const f = top(s as GiState);
    if (f?.name !== 'retreat') return;
    const units = f.units.filter(
      (id) => s.units[id]?.at === f.hex || (f.first !== undefined && s.units[id]?.at === f.hex),
    );
    if (units.length === 0) {
      s.stack.pop();
      continue;
    }
    const choices = retreatChoices(game, s as GiState, { ...f, units });
    if (choices.options.length > 0) return;
    s.stack.pop();
    for (const id of units) s.units[id]!.at = ELIMINATED;
    ev.push({ kind: 'retreat-eliminated', side: f.side, hex: f.hex, units, sea: choices.toSea });
    updateControl(game, s, f.hex, dice, ev);
    if (!s.stack.some((g) => g.name === 'retreat' && g.hex === f.hex)) settle(game, s, f.hex, true, dice, ev);
  }
}

function retreatAnswer(
  game: Game,
  s: S,
  frame: Of<'retreat'>,
  key: string,
  dice: Dice,
  ev: GameEvent[],
): Applied | null {
  const [verb, hex] = key.split('/');
  const choices = retreatChoices(game, s as GiState, frame);
  const option = choices.options.find((o) => o.hex === hex);
  if (verb !== 'retreat' || !hex || !option) return refuse('retreat-hex', { hex: hex ?? '' }, '9.4.3');
  if (frame.first === undefined && option.overstacked) {
    (s.stack[s.stack.length - 1] as DeepMut<Of<'retreat'>>).first = hex;
    ev.push({ kind: 'retreat-overstacked', side: frame.side, hex });
    autoRetreatOnward(game, s, dice, ev);
    return null;
  }
  const p = positionOf(game, s as GiState);
  const units = frame.units.map((id) => p.units.find((u) => u.id === id)).filter((u): u is PlacedUnit => !!u);
  const path = frame.first === undefined ? [hex] : [frame.first, hex];
  const checked = checkRetreat(p, { side: frame.side, from: frame.hex, units, battles: [frame.hex], path });
  if (!checked.ok) return { ok: false, problem: checked.problem };
  s.stack.pop();
  const end = path[path.length - 1]!;
  const group = frame.units.filter((id) => s.units[id]?.at === frame.hex);
  for (const id of group) s.units[id]!.at = end;
  // 9.4.3: the steps lost (row 5, the onward hex) come from the group's combat units in the order listed.
  let lost = checked.value.stepsLost;
  for (const id of group) {
    if (lost === 0) break;
    if (game.counters.get(id)?.type === 'infantry' || game.counters.get(id)?.type === 'cavalry') {
      loseStep(game, s, id);
      lost--;
    }
  }
  if (checked.value.eliminated) for (const id of group) s.units[id]!.at = ELIMINATED;
  ev.push({ kind: 'retreat', side: frame.side, from: frame.hex, path, stepsLost: checked.value.stepsLost });
  for (const h of path) updateControl(game, s, h, dice, ev);
  updateControl(game, s, frame.hex, dice, ev);
  autoRetreats(game, s, dice, ev);
  if (!s.stack.some((f) => f.name === 'retreat' && f.hex === frame.hex)) settle(game, s, frame.hex, true, dice, ev);
  return null;
}

function autoRetreatOnward(game: Game, s: S, dice: Dice, ev: GameEvent[]): void {
  const f = top(s as GiState);
  if (f?.name !== 'retreat') return;
  if (retreatChoices(game, s as GiState, f).options.length > 0) return;
  // 9.4.3: no onward hex: the units are eliminated.
  s.stack.pop();
  const group = f.units.filter((id) => s.units[id]?.at === f.hex);
  for (const id of group) s.units[id]!.at = ELIMINATED;
  ev.push({ kind: 'retreat-eliminated', side: f.side, hex: f.hex, units: group, sea: false });
  updateControl(game, s, f.hex, dice, ev);
  autoRetreats(game, s, dice, ev);
}

// ---------------------------------------------------------------------------------------------------------------
// After a battle or a move: HA and HQs left with the enemy, sieges (9.4.4, 9.5.4, 9.5.3).

/**
 * 9.5.4: HA left alone with enemy combat units are eliminated; 9.4.4: an HQ left without friendly combat units or HA
 * with the enemy goes, flipped, to the nearest hex of supplied friendly units (the first by hex number where several
 * are as near: the owner's choice is not yet prompted, README), or is eliminated; 9.5.3: at the end of a battle the
 * forts left alone with the besieger's intact infantry are besieged; a siege with no besieger left is lifted.
 */
function settle(game: Game, s: S, hex: string, afterBattle: boolean, dice: Dice, ev: GameEvent[]): void {
  for (const side of SIDES) {
    const p = positionOf(game, s as GiState);
    for (const u of haEliminated(p, side, hex)) {
      s.units[u.id!]!.at = ELIMINATED;
      ev.push({ kind: 'ha-eliminated', unit: u.id!, hex });
    }
    const q = positionOf(game, s as GiState);
    if (!hqMustRetreat(q, side, hex)) continue;
    const battles = s.stack.flatMap((f) => (f.name === 'activation' ? f.battles.map((b) => b.hex) : []));
    const to = hqRetreat(q, side, hex, [hex, ...battles]);
    const goal = [...to.hexes].sort((a, b) => Number(a) - Number(b))[0];
    for (const u of unitsAt(q, hex, side)) {
      if (goal === undefined) s.units[u.id!]!.at = ELIMINATED;
      else s.units[u.id!] = { at: goal, disorganized: true };
      ev.push({ kind: 'hq-retreat', unit: u.id!, hex, to: goal ?? ELIMINATED });
    }
  }
  const p = positionOf(game, s as GiState);
  if (afterBattle) {
    const siege = siegeAfterBattle(p, hex);
    if (siege.ok)
      for (const f of siege.value.besieged) {
        s.besieged.push(f.id!);
        ev.push({ kind: 'besieged', fort: f.id!, hex });
      }
  }
  const lifted = siegesLifted(positionOf(game, s as GiState));
  if (lifted.ok)
    for (const f of lifted.value) {
      s.besieged = s.besieged.filter((id) => id !== f.id);
      ev.push({ kind: 'siege-lifted', fort: f.id!, hex: f.hex });
    }
  updateControl(game, s, hex, dice, ev);
}

/** 9.5.3, 11.2.6: each besieged fort rolls to surrender in the Attrition segment. */
function surrenders(game: Game, s: S, dice: Dice, ev: GameEvent[]): void {
  const p = positionOf(game, s as GiState);
  const forts = besiegedForts(p);
  if (!forts.ok || forts.value.length === 0) return;
  const ids = p.forts.filter((f) => f.besieged).map((f) => f.id!);
  const r = surrenderRolls(forts.value, dice);
  r.value.forts.forEach((roll, i) => {
    const id = ids[i]!;
    if (!roll.surrenders) return;
    s.forts[id]!.at = ELIMINATED;
    s.besieged = s.besieged.filter((b) => b !== id);
  });
  ev.push({ kind: 'surrender', surrendered: r.value.surrendered, text: text(r.steps) });
  for (const id of ids) updateControl(game, s, p.forts.find((f) => f.id === id)!.hex, dice, ev);
}

// ---------------------------------------------------------------------------------------------------------------
// National and scenario rules read at fixed points (12.1, 13.2.2 c).

/** 12.1: turns 1–5 (not scenario 3), −1 Plan 17 VP if a British unit is in a Schlieffen Plan hex at the Action Phase's end. */
function befFightsAlone(game: Game, s: S, ev: GameEvent[]): void {
  if (s.number === 3 || s.turn > BEF_ALONE_LAST_TURN) return;
  const british = positionOf(game, s as GiState).units.filter(
    (u) => u.nation === 'gb' && game.hexes.get(u.hex)?.features.includes('schlieffen-plan'),
  );
  if (british.length === 0) return;
  s.vp.plan17 -= 1;
  ev.push({ kind: 'bef-alone', hexes: [...new Set(british.map((u) => u.hex))] });
}

/** 13.2.2 c: the end of turn 5: +3 German VP for 7 or more French corps eliminated, +3 for 6 or more British steps. */
function scenarioTwoLosses(game: Game, s: S, ev: GameEvent[]): void {
  const gone = game.unitIds.filter((id) => s.units[id]?.at === ELIMINATED);
  const frenchCorps = gone.filter((id) => {
    const c = game.counters.get(id)!;
    return c.nation === 'fr' && c.type !== 'hq' && c.size === 'corps';
  }).length;
  // A step eliminated is one gone at the end of turn 5: both sides of an eliminated two-sided counter (README).
  const britishSteps = gone
    .map((id) => game.counters.get(id)!)
    .filter((c) => c.nation === 'gb' && c.type !== 'hq')
    .reduce((n, c) => n + (c.back ? 2 : 1), 0);
  if (frenchCorps >= 7) {
    s.vp.german += 3;
    ev.push({ kind: 'scenario-vp', rule: '13.2.2 c', why: 'french-corps', vp: 3 });
  }
  if (britishSteps >= 6) {
    s.vp.german += 3;
    ev.push({ kind: 'scenario-vp', rule: '13.2.2 c', why: 'british-steps', vp: 3 });
  }
}

/** 13.2.2 c: the end of turn 7: +3 for Maubeuge and Namur taken with both forts gone, +2 for Antwerp covered. */
function scenarioTwoEnd(game: Game, s: S, ev: GameEvent[]): void {
  const fortGone = (id: string): boolean => !onMap(s.forts[id]?.at ?? ELIMINATED);
  if (s.control['54'] === 'german' && s.control['64'] === 'german' && fortGone('maubeuge') && fortGone('namur')) {
    s.vp.german += 3;
    ev.push({ kind: 'scenario-vp', rule: '13.2.2 c', why: 'maubeuge-namur', vp: 3 });
  }
  // 12.5.2: Antwerp covered by two or more German infantry corps in hexes 53 and 62.
  const covering = positionOf(game, s as GiState).units.filter(
    (u) => u.side === 'german' && u.type === 'infantry' && u.size === 'corps' && (u.hex === '53' || u.hex === '62'),
  );
  if (s.control['52'] === 'allied' && covering.length >= 2) {
    s.vp.german += 2;
    ev.push({ kind: 'scenario-vp', rule: '13.2.2 c', why: 'antwerp', vp: 2 });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The sequence of play with no player to ask (4.0).

export function run(game: Game, s: S, dice: Dice, ev: GameEvent[]): void {
  for (let guard = 0; guard < 100 && !s.over && s.stack.length === 0; guard++) {
    switch (s.step) {
      case 'cap': {
        // 5.1: both sides' CAP for the turn, Allied die first.
        for (const side of SIDES) {
          const r = capForTurn(
            {
              side,
              leader: s.column[side],
              turn: s.turn,
              scenario: s.number,
              empiresInArms: false,
              moreTroops: false,
              moreTroopsTurn: 0,
            },
            dice,
          );
          s.cap[side] = r.value.cap;
          ev.push({ kind: 'cap', side, cap: r.value.cap, text: text(r.steps) });
        }
        // Turn Record Track: the Mandated Battles of the turn (9.1.1).
        s.mandated.allied = s.number !== 3 ? (ALLIED_MANDATED[s.turn] ?? 0) : 0;
        s.mandated.german = s.number !== 2 && s.turn >= GERMAN_MANDATED_FROM ? 1 : 0;
        s.step = 'initiative';
        break;
      }
      case 'initiative': {
        const r = initiativeFor(s.turn, s.number, dice);
        s.initiative = r.value.side;
        s.oneActivation = r.value.oneActivation;
        ev.push({ kind: 'initiative', side: r.value.side, text: text(r.steps) });
        s.step = 'reinforcement';
        break;
      }
      case 'reinforcement': {
        // 7.1: the pack holds no reinforcement schedule: not enforced. 7.2: the non-initiative side's replacements,
        // then the initiative side's (the frame on top answers first).
        ev.push({ kind: 'phase-advances', phase: 'reinforcement' });
        s.step = 'action-begin';
        for (const side of [s.initiative, otherSide(s.initiative)])
          if (
            returningNow(game, s as GiState, side).length > 0 ||
            (s.cap[side] > 0 && replaceable(game, s as GiState, side).length > 0)
          )
            s.stack.push({ name: 'replace', side });
        break;
      }
      case 'action-begin':
        s.step = 'action';
        s.segment = { activations: 0, passes: 0, rallies: 0 };
        beginSegment(game, s, s.initiative, ev);
        break;
      case 'action':
        s.step = 'strategic';
        break;
      case 'strategic':
        befFightsAlone(game, s, ev);
        // 10.0: not enforced yet: the phase only advances.
        ev.push({ kind: 'phase-advances', phase: 'strategic' });
        s.step = 'admin-a';
        break;
      case 'admin-a':
        // 9.1.1 b: −1 VP for each Mandated Battle not fought.
        for (const side of SIDES) {
          const owed = s.mandated[side];
          if (owed > 0) {
            s.vp[side === 'allied' ? 'plan17' : 'german'] -= owed;
            ev.push({ kind: 'mandated-missed', side, count: owed });
          }
          s.mandated[side] = 0;
        }
        s.step = 'admin-b';
        break;
      case 'admin-b': {
        // 3.2.4 a: the first turn that ends with Paris German.
        s.step = 'admin-c';
        if (s.parisChecked || s.control[PARIS] !== 'german') break;
        s.parisChecked = true;
        const hexes = VP_HEXES.german.filter(
          (h) => h !== PARIS && s.control[h] === 'german' && !s.markers.some((m) => m.hex === h && m.cup === 'german'),
        );
        s.step = 'admin-b2';
        draw(s, 'german', hexes, true, dice, ev);
        break;
      }
      case 'admin-b2': {
        const checked = s.markers.filter((m) => m.check);
        const total = s.vp.german + checked.reduce((n, m) => n + m.vp, 0) + PARIS_VP;
        const r = immediateVictory(total, s.vp.plan17, 'half');
        ev.push({ kind: 'paris-check', german: total, allied: s.vp.plan17, text: text(r.steps) });
        if (r.value.winner === 'german') {
          s.over = { winner: 'german', reason: 'paris' };
          break;
        }
        // 3.2.4 a 4: the markers go back to the cup; Paris's 10 VP stay while the Germans hold it.
        if (s.cups) for (const m of checked) s.cups.german.push(m.value);
        s.markers = s.markers.filter((m) => !m.check);
        s.markers.push({ hex: PARIS, cup: 'german', value: PARIS_VP, vp: PARIS_VP });
        s.vp.german += PARIS_VP;
        s.step = 'admin-c';
        break;
      }
      case 'admin-c': {
        s.step = 'admin-d';
        if (s.turn < s.lastTurn) break;
        // 13.2.2 c, 3.2.4 c: the German VP hexes the Germans hold score at the end.
        const hexes = VP_HEXES.german.filter(
          (h) => h !== PARIS && s.control[h] === 'german' && !s.markers.some((m) => m.hex === h && m.cup === 'german'),
        );
        s.step = 'admin-c2';
        draw(s, 'german', hexes, false, dice, ev);
        break;
      }
      case 'admin-c2': {
        if (s.number === 2) scenarioTwoEnd(game, s, ev);
        const r = regularVictory(s.vp.german, s.vp.plan17);
        ev.push({ kind: 'victory', winner: r.value.winner ?? 'allied', reason: 'regular', text: text(r.steps) });
        s.over = { winner: r.value.winner ?? 'allied', reason: 'regular' };
        break;
      }
      case 'admin-d':
        // 11.2.1: the pack has no railways; every unit stays in supply (README gap).
        ev.push({ kind: 'phase-advances', phase: 'supply' });
        s.step = 'admin-e';
        break;
      case 'admin-e':
        // 11.2.6: no unit is out of supply (no railways); 9.5.3: the besieged forts roll to surrender.
        ev.push({ kind: 'phase-advances', phase: 'attrition' });
        surrenders(game, s, dice, ev);
        s.step = 'admin-f';
        break;
      case 'admin-f':
        recover(game, s, ev);
        s.step = 'admin-g';
        break;
      case 'admin-g':
        // 11.2.8: not enforced yet.
        ev.push({ kind: 'phase-advances', phase: 'entrenchment' });
        s.step = 'admin-h';
        break;
      case 'admin-h':
        if (s.number === 2 && s.turn === SCENARIO_TWO_LOSSES_TURN) scenarioTwoLosses(game, s, ev);
        // 11.3, 5.1.1: the turn marker advances; unused CAP are lost.
        s.turn++;
        s.cap = { allied: 0, german: 0 };
        s.step = 'cap';
        ev.push({ kind: 'turn', turn: s.turn });
        break;
    }
  }
}

/** 11.2.7: units in supply lose Disorganization; with enemy units in the hex, 1 or 2 of them (11.2.7 b). */
function recover(game: Game, s: S, ev: GameEvent[]): void {
  const p = positionOf(game, s as GiState);
  for (const side of SIDES) {
    const hexes = new Set(p.units.filter((u) => u.side === side && u.disorganized).map((u) => u.hex));
    for (const hex of hexes) {
      const here = unitsAt(p, hex, side);
      const flipped = here.filter((u) => u.disorganized);
      const combat = flipped.filter(isCombatUnit);
      const enemy =
        unitsAt(p, hex, otherSide(side)).length > 0 || p.forts.some((f) => f.hex === hex && f.side !== side);
      const r = recovery({
        disorganized: combat.length,
        supplied: here.filter(isCombatUnit).length,
        enemy,
        fatigue: s.number !== 2 && s.turn >= 12,
        emergency: false,
        hq: false,
        byCap: false,
      });
      // The owner's choice of which recover is taken in counter order (README).
      for (const u of combat.slice(0, r.value.recover)) s.units[u.id!]!.disorganized = false;
      // 11.2.7 F: supplied HQs and HA flip back to their front.
      for (const u of flipped.filter((x) => !isCombatUnit(x))) s.units[u.id!]!.disorganized = false;
      if (flipped.length > 0) ev.push({ kind: 'recovery', side, hex, recovered: r.value.recover });
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// A referee's correction.

function correct(game: Game, s: S, c: Correction, ev: GameEvent[]): Applied | null {
  switch (c.edit) {
    case 'place': {
      const u = s.units[c.unit];
      if (!u) return refuse('no-unit', { unit: c.unit });
      if (c.at !== ELIMINATED && c.at !== 'off' && !game.hexes.has(c.at)) return refuse('no-hex', { hex: c.at });
      u.at = c.at;
      s.returning = s.returning.filter((r) => r.unit !== c.unit);
      break;
    }
    case 'flip': {
      const u = s.units[c.unit];
      if (!u) return refuse('no-unit', { unit: c.unit });
      u.disorganized = !u.disorganized;
      break;
    }
    case 'control':
      if (!game.hexes.has(c.hex)) return refuse('no-hex', { hex: c.hex });
      s.control[c.hex] = otherSide(s.control[c.hex] ?? 'allied');
      break;
    case 'cap':
      s.cap[c.side] = c.value;
      break;
    case 'skip': {
      // The prompt on top is closed as if answered by nothing: an activation ends, any other prompt is dropped.
      const f = top(s as GiState);
      if (!f) return refuse('no-prompt');
      if (f.name === 'activation') endActivation(game, s, { ...f, battles: [], cede: f.cede }, ev);
      else if (f.name === 'segment') {
        s.segment.passes = 0;
        s.stack.pop();
        beginSegment(game, s, otherSide(f.side), ev);
      } else if (f.name === 'place') {
        s.stack.pop();
        if (f.side === 'allied' && offUnits(game, s as GiState, 'german').length > 0)
          s.stack.push({ name: 'place', side: 'german' });
      } else s.stack.pop();
      break;
    }
  }
  ev.push({ kind: 'correction', ...c });
  return null;
}

export { onMap, placedUnit };
