import { problem, Steps, type Problem } from '../../../core/explain.js';
import type { AttackingForce, HexTerrain, Hexside } from '../model.js';
import { CRT_COLUMNS, TERRAIN_DS_BONUS, hexsideAsPenalty, type CrtColumn } from './tables.js';

/**
 * Strengths, odds and column shifts (9.3, 9.4, 9.6). The odds live on one ladder: below the CRT, 1:5, 1:6 …
 * (one column per shift); the CRT itself, 1:4 … 8:1; above it 10:1, 12:1 … (two ratios per shift, 9.6.2).
 * Ladder index 0 is 1:4 and index 8 is 8:1.
 */

export const LAST_COLUMN = CRT_COLUMNS.length - 1;

const INSIDE: readonly number[] = [1, 2, 3, 4, 6, 8]; // the n:1 columns of the CRT

/**
 * 9.9: a defence of 0 (a hex whose units have no DS) gives no ratio: it is above every column of the CRT, whose attacks
 * "usano il rapporto … superiore indicato sulla tabella", 8:1; left shifts (two ratios each above 8:1, 9.6.2) never
 * bring it back onto the table. Its ladder index is +Infinity, labelled `>8:1`.
 */
export const NO_DEFENCE = Number.POSITIVE_INFINITY;
export const NO_DEFENCE_LABEL = '>8:1';

export function ladderLabel(index: number): string {
  if (index === NO_DEFENCE) return NO_DEFENCE_LABEL;
  if (index < 0) return `1:${4 - index}`;
  if (index > LAST_COLUMN) return `${8 + 2 * (index - LAST_COLUMN)}:1`;
  return CRT_COLUMNS[index] ?? '8:1';
}

/** The CRT column a ladder position is read on (9.9: beyond the table, its extreme columns). */
export function columnOf(index: number): CrtColumn {
  return CRT_COLUMNS[Math.min(Math.max(index, 0), LAST_COLUMN)] ?? '8:1';
}

/** n:1 with n a rung; 3 is the index of 1:1. */
export function oddsIndexOfN(n: number): number {
  if (n >= 8) return LAST_COLUMN + (n - 8) / 2;
  return 3 + INSIDE.indexOf(n);
}

/** Whether n:1 is a column of the ladder (the CRT's own, or 10:1, 12:1 … above it). */
export function isLadderRung(n: number): boolean {
  return INSIDE.includes(n) || (n > 8 && n % 2 === 0);
}

/** 9.1.1e the initial ratio "rounded down" to a column of the ladder. */
export function ladderIndexDown(attack: number, defence: number): number {
  const a = Math.round(attack * 4);
  const d = Math.round(defence * 4);
  if (d === 0) return NO_DEFENCE;
  if (a >= d) {
    const n = Math.floor(a / d);
    if (n >= 8) return LAST_COLUMN + Math.floor((n - 8) / 2);
    const rung = [...INSIDE].reverse().find((r) => r <= n) ?? 1;
    return oddsIndexOfN(rung);
  }
  const m = Math.ceil(d / a);
  return 4 - m; // 1:2 → 2, 1:3 → 1, 1:4 → 0, 1:5 → −1 …
}

/** The same ratio rounded up (the reading of the two Repulse examples, 7.4: README). */
export function ladderIndexUp(attack: number, defence: number): number {
  const a = Math.round(attack * 4);
  const d = Math.round(defence * 4);
  if (d === 0) return NO_DEFENCE;
  if (a >= d) {
    const n = Math.ceil(a / d);
    if (n > 8) return LAST_COLUMN + Math.ceil((n - 8) / 2);
    const rung = INSIDE.find((r) => r >= n) ?? 8;
    return oddsIndexOfN(rung);
  }
  const m = Math.floor(d / a);
  return m === 1 ? 3 : 4 - m;
}

// ---------------------------------------------------------------------------------------------------------------
// Strengths.

export type AmmoRounding = 'exact' | 'down' | 'up';

/** 9.4 without Ammo a unit halves its strength; the book does not say how to round (README). */
export function halve(value: number, rounding: AmmoRounding): number {
  const half = value / 2;
  return rounding === 'exact' ? half : rounding === 'down' ? Math.floor(half) : Math.ceil(half);
}

// ---------------------------------------------------------------------------------------------------------------
// Odds.

export interface OddsInput {
  readonly forces: readonly AttackingForce[];
  /** DS of the defending units that have Ammo. */
  readonly ds: number;
  /** DS of the defending units without Ammo (halved, 9.4). */
  readonly dsNoAmmo: number;
  readonly terrain: HexTerrain;
  /** Overrides the TEC bonus of `terrain` (README: unconfirmed TEC cells). */
  readonly dsBonus?: number;
  readonly pa: boolean;
  readonly flanked: boolean;
  readonly ip: number;
  readonly uphill: boolean;
  readonly naval: boolean;
  readonly prep: number;
  readonly fortress: boolean;
  readonly tecReading: 'dense-forest' | 'marsh';
  readonly ammoRounding: AmmoRounding;
  readonly rounding: 'down' | 'up';
}

/** Why the column shifts (9.6.2). */
export type ShiftCause = 'pa' | 'flanked' | 'ip' | 'river-imposing' | 'river-great' | 'uphill' | 'naval' | 'prep';

export interface Shift {
  readonly cause: ShiftCause;
  /** Positive = right (attacker), negative = left (defender). */
  readonly value: number;
  readonly rule: string;
}

/** One attacking unit's AS as counted: `halved` when it lacks Ammo (9.4). */
export type CountedUnit = { readonly as: number; readonly halved: number | null };

export type OddsStep =
  | {
      readonly step: 'force';
      readonly rule: '9.3.2';
      readonly units: readonly CountedUnit[];
      readonly hexside: Hexside;
      readonly penalty: number;
      readonly value: number;
    }
  | { readonly step: 'attack'; readonly rule: '9.3.2'; readonly total: number }
  | {
      readonly step: 'defence';
      readonly rule: '9.3.1';
      readonly ds: number;
      readonly noAmmo: number;
      readonly halved: number;
      readonly terrain: HexTerrain;
      readonly bonusGiven: boolean;
      readonly bonus: number;
      readonly total: number;
    }
  | {
      readonly step: 'initial-odds';
      readonly rule: '9.1.1e' | '7.4';
      readonly attack: number;
      readonly defence: number;
      readonly initial: string;
    }
  | { readonly step: 'prep-ignored'; readonly rule: '13.3.4'; readonly shifts: number }
  | { readonly step: 'column-shift'; readonly rule: string; readonly cause: ShiftCause; readonly value: number }
  | { readonly step: 'net-shift'; readonly rule: '9.6.2'; readonly net: number; readonly final: string }
  | { readonly step: 'no-shift' }
  | { readonly step: 'crt-column'; readonly rule?: '9.9'; readonly final: string; readonly column: CrtColumn };

export interface Odds {
  readonly attack: number;
  readonly defence: number;
  readonly initialIndex: number;
  readonly initial: string;
  readonly shifts: readonly Shift[];
  readonly net: number;
  readonly finalIndex: number;
  readonly final: string;
  readonly column: CrtColumn;
  /** The rules applied, in the order the ruling reports them. */
  readonly rules: readonly string[];
}

/** The river shift of 9.6.1: only if ALL attacking Forces attack across such a hexside. */
function riverShift(forces: readonly AttackingForce[]): Shift | null {
  if (forces.every((f) => f.hexside === 'imposing')) return { cause: 'river-imposing', value: -2, rule: '9.6.1' };
  if (forces.every((f) => f.hexside === 'imposing' || f.hexside === 'great'))
    return { cause: 'river-great', value: -1, rule: '9.6.1' };
  return null;
}

export function computeOdds(input: OddsInput): { value: Odds; steps: OddsStep[] } {
  const rules = new Set<string>(['9.1.1', '9.6']);
  const why = new Steps<OddsStep>();
  let attack = 0;
  for (const force of input.forces) {
    let value = 0;
    const units: CountedUnit[] = [];
    for (const unit of force.units) {
      if (unit.noAmmo) {
        const half = halve(unit.as, input.ammoRounding); // 9.4 halved without Ammo
        value += half;
        units.push({ as: unit.as, halved: half });
        rules.add('9.4');
      } else {
        value += unit.as;
        units.push({ as: unit.as, halved: null });
      }
    }
    const penalty = hexsideAsPenalty(force.hexside, input.tecReading);
    if (penalty) {
      value = Math.max(0, value - penalty);
      rules.add('9.3.2');
    }
    attack += value;
    why.push({ step: 'force', rule: '9.3.2', units, hexside: force.hexside, penalty, value });
  }
  why.push({ step: 'attack', rule: '9.3.2', total: attack });

  const bonus = input.dsBonus ?? TERRAIN_DS_BONUS[input.terrain];
  const halved = input.dsNoAmmo ? halve(input.dsNoAmmo, input.ammoRounding) : 0;
  if (input.dsNoAmmo) rules.add('9.4');
  if (bonus) rules.add('9.3.1');
  const defence = input.ds + halved + bonus;
  why.push({
    step: 'defence',
    rule: '9.3.1',
    ds: input.ds,
    noAmmo: input.dsNoAmmo,
    halved,
    terrain: input.terrain,
    bonusGiven: input.dsBonus !== undefined,
    bonus,
    total: defence,
  });

  const initialIndex = input.rounding === 'down' ? ladderIndexDown(attack, defence) : ladderIndexUp(attack, defence);
  const initial = ladderLabel(initialIndex);
  why.push({ step: 'initial-odds', rule: input.rounding === 'down' ? '9.1.1e' : '7.4', attack, defence, initial });

  const shifts: Shift[] = [];
  if (input.pa) shifts.push({ cause: 'pa', value: 1, rule: '7.3' });
  if (input.flanked) shifts.push({ cause: 'flanked', value: 2, rule: '9.5.2' });
  if (input.ip) shifts.push({ cause: 'ip', value: -input.ip, rule: '14.1' });
  const river = riverShift(input.forces);
  if (river) shifts.push(river);
  if (input.uphill) shifts.push({ cause: 'uphill', value: -1, rule: '3.5' });
  if (input.naval) shifts.push({ cause: 'naval', value: -2, rule: '21.2' });
  if (input.prep && !input.fortress) shifts.push({ cause: 'prep', value: input.prep, rule: '13.3' });
  for (const s of shifts) rules.add(s.rule);
  if (input.prep && input.fortress) {
    rules.add('13.3.4');
    why.push({ step: 'prep-ignored', rule: '13.3.4', shifts: input.prep });
  }
  for (const s of shifts) why.push({ step: 'column-shift', rule: s.rule, cause: s.cause, value: s.value });
  const net = shifts.reduce((sum, s) => sum + s.value, 0);
  const finalIndex = initialIndex + net;
  const final = ladderLabel(finalIndex);
  if (shifts.length) {
    rules.add('9.6.2');
    why.push({ step: 'net-shift', rule: '9.6.2', net, final });
  } else {
    why.push({ step: 'no-shift' });
  }
  const column = columnOf(finalIndex);
  if (final !== column) {
    rules.add('9.9');
    why.push({ step: 'crt-column', rule: '9.9', final, column });
  } else {
    why.push({ step: 'crt-column', final, column });
  }
  return {
    value: { attack, defence, initialIndex, initial, shifts, net, finalIndex, final, column, rules: [...rules] },
    steps: why.list,
  };
}

/** The odds of an attack (9.1.1): 9.3.2 a strength of 0 after Ammo and terrain has nothing to attack with. */
export function attackOdds(
  input: OddsInput,
): { ok: true; value: Odds; steps: OddsStep[] } | { ok: false; problem: Problem } {
  const odds = computeOdds(input);
  if (odds.value.attack <= 0)
    return problem('no-attack-strength', undefined, { option: 'attackers', rule: '9.3.2', standalone: true });
  return { ok: true, ...odds };
}
