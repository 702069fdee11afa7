import { d6, type Dice } from '../../../core/dice.js';
import type { Side } from '../model.js';
import type { Outcome } from './outcome.js';
import { CAP_COLUMN_SIDE, CAP_MAX, CAP_TABLE, TURN_ONE_CAP, type CapColumn } from './tables.js';

/** The CAP Phase (5.0): each side's Command Administrative Points for the turn. */

/** The column each side rolls on until the turn after its General Retreat (5.1.2, 5.1.3). */
const FIRST_COLUMN: Record<Side, CapColumn> = { allied: 'joffre', german: 'moltke' };

export type CapBonus = 'empires-in-arms' | 'more-troops';

export interface CapAsked {
  readonly side: Side;
  readonly leader?: CapColumn | undefined;
  readonly turn: number;
  readonly scenario: number;
  readonly empiresInArms: boolean;
  readonly moreTroops: boolean;
  readonly moreTroopsTurn: number;
}

export interface CapResult {
  readonly cap: number;
  readonly column: CapColumn | null;
  readonly rolled: boolean;
  readonly natural: number | null;
  readonly table: number | null;
  readonly bonus: number;
}

export type CapStep =
  | { readonly step: 'cap-turn-one'; readonly rule: '5.1.4'; readonly side: Side; readonly cap: number }
  | {
      readonly step: 'cap-roll';
      readonly rule: string;
      readonly column: CapColumn;
      readonly die: number;
      readonly table: number;
    }
  | {
      readonly step: 'cap-bonus';
      readonly table: number;
      readonly bonuses: readonly { readonly bonus: CapBonus; readonly value: number; readonly rule: string }[];
      readonly total: number;
    }
  | { readonly step: 'cap-max'; readonly rule: 'FoW 5/9'; readonly max: number }
  | { readonly step: 'cap-total'; readonly rule: '5.1.1'; readonly side: Side; readonly cap: number };

/** A side's CAP for the turn (5.1.1–5.1.4, the CAP table, 13.3 a 3 and b 4). */
export function capForTurn(a: CapAsked, dice: Dice): Outcome<CapResult, CapStep> {
  const side = a.side;
  const rules: string[] = ['5.1.1'];
  const steps: CapStep[] = [];
  // 5.1.4: no roll on turn 1 (4 Allied, 6 German), except in scenario 3, which rolls from turn 1 (13.3 #3).
  if (a.turn === 1 && a.scenario !== 3) {
    const fixed = TURN_ONE_CAP[side];
    rules.push('5.1.4');
    steps.push({ step: 'cap-turn-one', rule: '5.1.4', side, cap: fixed });
    const value: CapResult = { cap: fixed, column: null, rolled: false, natural: null, table: null, bonus: 0 };
    return { value, steps, rules };
  }
  if (a.turn === 1) rules.push('13.3');
  const column = a.leader ?? FIRST_COLUMN[side];
  const columnRule = side === 'allied' ? '5.1.3' : '5.1.2';
  rules.push(columnRule);
  const natural = d6(dice, 'cap');
  const table = CAP_TABLE[column][natural - 1] ?? 0;
  steps.push({ step: 'cap-roll', rule: columnRule, column, die: natural, table });
  const bonuses: { bonus: CapBonus; value: number; rule: string }[] = [];
  if (a.empiresInArms && a.turn >= 10) bonuses.push({ bonus: 'empires-in-arms', value: 1, rule: '13.3 a 3' });
  if (a.moreTroops && a.turn >= a.moreTroopsTurn) bonuses.push({ bonus: 'more-troops', value: 1, rule: '13.3 b 4' });
  for (const b of bonuses) rules.push(b.rule);
  const bonus = bonuses.reduce((sum, b) => sum + b.value, 0);
  if (bonus > 0) steps.push({ step: 'cap-bonus', table, bonuses, total: table + bonus });
  const capped = Math.min(CAP_MAX, table + bonus);
  if (table + bonus > CAP_MAX) {
    rules.push('FoW 5/9');
    steps.push({ step: 'cap-max', rule: 'FoW 5/9', max: CAP_MAX });
  }
  steps.push({ step: 'cap-total', rule: '5.1.1', side, cap: capped });
  return { value: { cap: capped, column, rolled: true, natural, table, bonus }, steps, rules };
}

/** 5.1.2, 5.1.3: the Allies roll on the Joffre columns, the Germans on Moltke / Falkenhayn. */
export function leaderFits(side: Side, leader: CapColumn): boolean {
  return CAP_COLUMN_SIDE[leader] === side;
}
