import type { GameEvent } from '../../../core/game.js';
import {
  counterValue,
  learnFromAnswer,
  type LearnedAsk,
  type LearnedBook,
  type LearnedSubject,
} from '../../../core/learned.js';
import { loc } from '../../../core/localized.js';
import type { Counter } from '../../../core/pack.js';
import type { Printed } from '../model.js';
import { printedSide, sideOf, type Game } from './setup.js';
import { CAVALRY_TYPES, type BorodinoState, type Face, type Need, type ValueKey, type ValueName } from './state.js';
import { FACE_NAME, VALUE_NAME } from './words.js';

/**
 * The counter values the book lacks (2.2 prints one example counter; the pack has them null): the pack's value when
 * it has one, else the one the counter's owner gave when the game first needed it (recorded in `learned`, a
 * core/learned.ts LearnedBook, never asked again; `/game export` and `umpire verify --learned` carry it as the pack
 * fields it fills: the counter's `values`, or its `reduced` for the Disordered side). A value is asked only for a
 * counter that prints it (the pack's `valueNames`, whose names are `ValueName`s).
 */

const FIELD: Readonly<Record<Exclude<ValueName, 'Cav'>, keyof Printed>> = {
  DF: 'defensiveFire',
  SP: 'strength',
  Coh: 'cohesion',
  MA: 'movement',
  Eff: 'effectiveRange',
  Max: 'maximumRange',
  FS: 'fireStrength',
};

/**
 * The numbers a player may give for a value: one printed digit (2.2's example counter prints 6, 4, 3, 5, +1), and
 * 0–10 for Cohesion as model.ts bounds it; a Movement Allowance, a range and a strength are at least 1 (a unit of 0
 * SP has no assault strength, which 9.25 gives artillery only). A bound of the menu, not a
 * rules fact: a club whose counters print more puts its values in its pack.
 */
export const VALUE_RANGE: Readonly<Record<ValueName, readonly [number, number]>> = {
  DF: [0, 9],
  SP: [1, 9],
  Coh: [0, 10],
  MA: [1, 9],
  Eff: [1, 9],
  Max: [1, 9],
  FS: [1, 9],
  Cav: [0, CAVALRY_TYPES.length - 1],
};

/** The numbers a value may take now: 2.2 prints an Effective range no longer than the Maximum (8.3). */
export function rangeFor(game: Game, state: BorodinoState, need: Need): readonly [number, number] {
  const [lo, hi] = VALUE_RANGE[need.name];
  if (need.name === 'Max') return [Math.max(lo, valueOf(game, state, need.unit, 'Eff', need.face) ?? lo), hi];
  if (need.name === 'Eff') return [lo, Math.min(hi, valueOf(game, state, need.unit, 'Max', need.face) ?? hi)];
  return [lo, hi];
}

export const keyOf = (name: ValueName, face: Face): ValueKey => (face === 'back' ? `${name}.back` : name);

/** Whether the counter prints this value at all (2.2: every cavalry counter prints its type, `Cav`). */
export function prints(game: Game, unit: string, name: ValueName): boolean {
  if (name === 'Cav') return game.units.get(unit)?.arm === 'cavalry';
  return (game.valueNames.get(unit) ?? []).includes(name);
}

/** 9.83, 9.86, 9.87: a cavalry unit's weight from its printed type (SR11: Cossacks count as light), null unknown. */
export function weightOf(game: Game, state: BorodinoState, unit: string): 'light' | 'heavy' | null {
  const type = valueOf(game, state, unit, 'Cav', 'front');
  return type === null ? null : CAVALRY_TYPES[type] === 'H' ? 'heavy' : 'light';
}

/** The value, or null while neither the pack nor the players gave it. */
export function valueOf(game: Game, state: BorodinoState, unit: string, name: ValueName, face: Face): number | null {
  const u = game.units.get(unit);
  if (!u) return null;
  // The cavalry type is on both sides of the counter; a club's pack may print it under `Cav` (core/learned.ts reads it).
  if (name === 'Cav') {
    const counter = countersOf(game.pack).get(unit);
    return (counter ? counterValue(counter, 'Cav', state.learned) : undefined) ?? null;
  }
  const packed = packValue(game, unit, name, face);
  if (packed !== null) return packed;
  return learnedByUnit(state.learned).get(unit)?.[keyOf(name, face)] ?? null;
}

/** The pack's counters by id (a `find` over them for each cavalry unit's type was a hotspot of the 7 September view). */
const counters = new WeakMap<Game['pack'], ReadonlyMap<string, Counter>>();
function countersOf(pack: Game['pack']): ReadonlyMap<string, Counter> {
  let found = counters.get(pack);
  if (!found) {
    found = new Map(pack.counters.map((c) => [c.id, c]));
    counters.set(pack, found);
  }
  return found;
}

/**
 * A book's counter values by unit, the first given of each winning as core/learned.ts's findLearned reads it: built
 * once per book (and again if it grew), so that the view and the position, which read every counter's values, look a
 * unit up rather than build a key per value (the store gives back a new book after each action).
 */
const byUnit = new WeakMap<
  LearnedBook,
  { readonly length: number; readonly units: Map<string, Partial<Record<ValueKey, number>>> }
>();
function learnedByUnit(book: LearnedBook): ReadonlyMap<string, Partial<Record<ValueKey, number>>> {
  const known = byUnit.get(book);
  if (known?.length === book.length) return known.units;
  const units = new Map<string, Partial<Record<ValueKey, number>>>();
  for (const { subject, number } of book) {
    if (subject.kind !== 'counter') continue;
    const values = units.get(subject.counter) ?? {};
    const key = keyOf(subject.value as ValueName, subject.reduced ? 'back' : 'front');
    if (values[key] === undefined) values[key] = number;
    units.set(subject.counter, values);
  }
  byUnit.set(book, { length: book.length, units });
  return units;
}

/** The value the pack prints (none of those the players gave), or null. */
export function packValue(game: Game, unit: string, name: Exclude<ValueName, 'Cav'>, face: Face): number | null {
  const u = game.units.get(unit);
  return u ? printedSide(u, face === 'back')[FIELD[name]] : null;
}

/** What a value is, for core/learned.ts: a number printed on the counter, its Disordered side the pack's `reduced`. */
export const subjectOf = (need: Need): LearnedSubject => ({
  kind: 'counter',
  counter: need.unit,
  value: need.name,
  ...(need.face === 'back' ? { reduced: true } : {}),
});

/** The question put to the counter's owner (2.2: the number printed on it), with the numbers it may be now. */
export function askOf(game: Game, state: BorodinoState, need: Need): LearnedAsk {
  const [min, max] = rangeFor(game, state, need);
  const name = game.units.get(need.unit)?.name ?? need.unit;
  const face = FACE_NAME[need.face];
  return {
    subject: subjectOf(need),
    side: sideOf(game, need.unit),
    rule: '2.2',
    what: VALUE_NAME[need.name],
    on: loc(`${name} (${face.en})`, `${name} (${face.it})`),
    min,
    max,
  };
}

/** The values the players gave for a unit, by ValueKey (`Coh`, `Coh.back`): a reading of the book for tests and views. */
export function learnedOf(book: LearnedBook, unit: string): Partial<Record<ValueKey, number>> {
  return { ...learnedByUnit(book).get(unit) };
}

/** The face a unit shows now: its Disordered side when Disordered (2.2). */
export const faceOf = (state: BorodinoState, unit: string): Face => (state.units[unit]?.disordered ? 'back' : 'front');

/** The values among `wanted` still unknown, in order, each once. */
export function missing(game: Game, state: BorodinoState, wanted: readonly Need[]): Need[] {
  const seen = new Set<string>();
  const out: Need[] = [];
  for (const n of wanted) {
    const key = `${n.unit}/${keyOf(n.name, n.face)}`;
    if (seen.has(key) || !prints(game, n.unit, n.name)) continue;
    seen.add(key);
    if (valueOf(game, state, n.unit, n.name, n.face) === null) out.push(n);
  }
  return out;
}

/**
 * Records a value the owner gave (only one still unknown: the pack's values are never overwritten), with core/learned.ts's
 * event for the log (its version goes into the export). Null when core/learned.ts refuses it (out of range, not the
 * owner, known): the machine refuses those first, in the game's own words.
 */
export function learn(
  game: Game,
  state: BorodinoState,
  need: Need,
  value: number,
): { state: BorodinoState; event: GameEvent } | null {
  const answered = learnFromAnswer(state.learned, askOf(game, state, need), {
    number: value,
    by: sideOf(game, need.unit),
    turn: state.turn,
  });
  return answered.ok ? { state: { ...state, learned: answered.book }, event: answered.event } : null;
}
