import { d6, type Dice } from '../../../core/dice.js';
import { problem } from '../../../core/explain.js';
import type { Side, TrainsRow } from '../model.js';
import { judged, type Blame, type Judged, type N1812Step, type StepModifier } from './steps.js';
import {
  FORAGE_FROM_TURN,
  FORAGE_SUSPENDED_1813,
  PACK_TABLE,
  RESERVE_PENALTY_FROM_TURN,
  RESERVE_TRAIN_PENALTY,
} from './tables.js';
import { FIRST_1813_TURN, isWinter } from './turn.js';

/** Supply: the forage roll (6.3, 6.4) and the Supply Trains of a turn (7.2–7.5, 8.8, 16.1, 16.7, 16.13). */

// ---------------------------------------------------------------------------------------------------------------
// 6.3 Forage roll

export interface ForageResult {
  readonly die: number;
  readonly outOfSupply: boolean;
}

/** 6.3, 8.7, 16.13: when forage rolls are made. */
export function forageTurnProblem(turn: number | undefined, twoYear: boolean): Blame | undefined {
  if (turn !== undefined && turn < FORAGE_FROM_TURN)
    return { field: 'turn', problem: problem('forage-too-early', { from: FORAGE_FROM_TURN }, { rule: '6.3' }).problem };
  if (twoYear && turn !== undefined && FORAGE_SUSPENDED_1813.includes(turn))
    return { field: 'turn', problem: problem('forage-1813', undefined, { rule: '16.13' }).problem };
  return undefined;
}

/** 6.3: d6 ≤ the units of the stack with the Forage marker and it is out of supply (6.4 says what follows). */
export function forage(units: number, turn: number | undefined, twoYear: boolean, dice: Dice): Judged<ForageResult> {
  const die = d6(dice, 'forage');
  const outOfSupply = die <= units;
  const winter = turn === undefined ? null : isWinter(turn, twoYear);
  return judged(
    { die, outOfSupply },
    [
      { step: 'forage', rule: '6.3', die, units, outOfSupply, winter },
      { step: 'forage-marker', rule: '6.3' },
    ],
    outOfSupply ? ['6.3', '6.4'] : ['6.3'],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 7.2–7.4 Supply Trains available (Tab. 7.3 / Tab. 16.13, loaded from a pack)

/** 16.7: the French trains lost from turn 3 by the cavalry the Reserve roll eliminated (none from 8 up, implied). */
export function reservePenalty(cavalryLost: number): number {
  return RESERVE_TRAIN_PENALTY.find((row) => cavalryLost <= row.upTo)?.trains ?? 0;
}

export type FirstPlayer = Side | 'tie';

/** 7.4, 8.2, 13.2: the side with more trains in the table, before any adjustment, goes first; no tie-break is given. */
export function firstPlayer(row: TrainsRow): FirstPlayer {
  if (row.french === row.russian) return 'tie';
  return row.french > row.russian ? 'french' : 'russian';
}

export interface TrainsInput {
  readonly side: Side;
  readonly turn: number;
  readonly depots: number;
  readonly captured: number;
  readonly reserveLost?: number | undefined;
  readonly card: number;
  readonly twoYear: boolean;
}

export interface TrainsResult {
  readonly tableValue: number;
  readonly available: number;
  /** 7.2 note: depots the opponent may remove to bring a negative number back to 0. */
  readonly depotsRemovable: number;
  readonly placesFirst: FirstPlayer;
}

/** 16.7: the Cavalry Reserve is French. */
export function trainsInputProblem(input: TrainsInput): Blame | undefined {
  if (input.reserveLost !== undefined && input.side !== 'french')
    return { field: 'reserveLost', problem: problem('reserve-french', undefined, { rule: '16.7' }).problem };
  return undefined;
}

/** The pack tables the trains read: Tab. 7.3 and, in the 1813 campaign, Tab. 16.13 (undefined when not loaded). */
export interface TrainsTables {
  readonly trains?: readonly TrainsRow[] | undefined;
  readonly trains1813?: readonly TrainsRow[] | undefined;
}

/** 7.2: the table's trains minus one per friendly depot on the map, 8.8 captures, 16.7 Reserve losses, 16.1 cards. */
export function trains(input: TrainsInput, tables: TrainsTables): Judged<TrainsResult> {
  const in1813 = input.twoYear && input.turn >= FIRST_1813_TURN;
  const rule = in1813 ? '16.13' : '7.2';
  const table = in1813 ? 'Tab. 16.13' : 'Tab. 7.3';
  const id = in1813 ? PACK_TABLE.trains1813 : PACK_TABLE.trains;
  const rows = in1813 ? tables.trains1813 : tables.trains;
  if (!rows) return problem('table-missing', { table: id, rule });
  const row = rows.find((r) => r.turn === input.turn);
  if (!row) return problem('table-row-missing', { table, id, turn: input.turn }, { rule });
  const rules: string[] = [rule];
  const tableValue = row[input.side];
  const mods: StepModifier[] = [
    { kind: 'depots', value: -input.depots, rule: '7.2', of: null },
    { kind: 'captured', value: -input.captured, rule: '8.8', of: null },
  ];
  if (input.captured > 0) rules.push('8.8');
  const reserveApplies =
    input.side === 'french' && input.reserveLost !== undefined && input.turn >= RESERVE_PENALTY_FROM_TURN && !in1813;
  if (reserveApplies && input.reserveLost !== undefined) {
    mods.push({ kind: 'cavalry-reserve', value: -reservePenalty(input.reserveLost), rule: '16.7', of: null });
    rules.push('16.7');
  }
  if (input.card !== 0) {
    mods.push({ kind: 'card', value: input.card, rule: '16.1', of: null });
    rules.push('16.1');
  }
  const raw = tableValue + mods.reduce((t, m) => t + m.value, 0);
  const available = Math.max(0, raw);
  const depotsRemovable = raw < 0 ? Math.min(-raw, input.depots) : 0;
  const placesFirst = firstPlayer(row);
  rules.push('7.4', '7.5');
  const steps: N1812Step[] = [
    { step: 'trains', rule, table, turn: input.turn, side: input.side, tableValue, modifiers: mods, available },
  ];
  // 7.2 note: the opponent may remove depots to bring a negative number back to 0.
  if (raw < 0) steps.push({ step: 'depots-removable', rule: '7.2', count: raw, removable: depotsRemovable });
  steps.push(firstPlayerStep(row, table, '7.4', '7.4, 8.2'));
  return judged({ tableValue, available, depotsRemovable, placesFirst }, steps, rules);
}

export function firstPlayerStep(row: TrainsRow, table: string, rule: '7.4' | '13.2', cite: string): N1812Step {
  return { step: 'first-player', rule, cite, table, first: firstPlayer(row), french: row.french, russian: row.russian };
}
