import { d6, type Dice } from '../../../core/dice.js';
import { problem } from '../../../core/explain.js';
import { sum, totalUnits, type Side, type Units } from '../model.js';
import { judged, type Blame, type Judged, type N1812Step, type StepModifier } from './steps.js';
import { ATTRITION_MODIFIER, ATTRITION_TABLE, ATTRITION_TRIGGER, MOVE_ALLOWANCE, type AttritionRow } from './tables.js';
import { isWinter } from './turn.js';

/**
 * Attrition after a strategic move (8.5) with its modifiers (8.6; 14.5 basic; 16.2, 16.4(4), 16.4(6) advanced).
 * One roll per moving stack, when it reaches its destination.
 */

/** ⚠ "+1 per ogni esagono di marcia forzata" (8.6): hexes beyond the normal allowance (default) or every hex. */
export type ForcedMarchHexes = 'beyond' | 'all';

export interface AttritionInput {
  readonly side: Side;
  readonly turn: number;
  readonly twoYear: boolean;
  readonly hexes: number;
  readonly forcedMarch: boolean;
  readonly units: Units;
  readonly napoleon: boolean;
  readonly command: boolean;
  readonly napoleonDavout: boolean;
  readonly murat: boolean;
  readonly forcedMarchHexes: ForcedMarchHexes;
}

export interface AttritionResult {
  /** 8.5: whether the move was long enough to roll. */
  readonly rolled: boolean;
  readonly die: number | null;
  readonly total: number | null;
  /** Infantry or cavalry units the owner eliminates. */
  readonly eliminate: number;
  /** Infantry or cavalry units the owner disrupts. */
  readonly disrupt: number;
}

/** 8.5: the row of the table for a modified roll; 12 or more reads as "10 or 11" (⚠ README). */
export function attritionRow(total: number): AttritionRow | undefined {
  let found: AttritionRow | undefined;
  for (const row of ATTRITION_TABLE) if (total >= row.from) found = row;
  return found;
}

/**
 * 8.5: what a modified roll does to a stack. Artillery (and leaders) never suffer attrition, so only infantry and
 * cavalry are eliminated or disrupted; a stack of a single unit that suffers attrition is disrupted instead.
 */
export function attritionEffect(total: number, units: Units): { eliminate: number; disrupt: number } {
  const row = attritionRow(total);
  if (!row) return { eliminate: 0, disrupt: 0 };
  const eligible = units.good.infantry + units.good.cavalry;
  if (totalUnits(units) === 1) return { eliminate: 0, disrupt: eligible };
  const eliminate = Math.min(row.eliminate, eligible);
  return { eliminate, disrupt: Math.min(row.disrupt, eligible - eliminate) };
}

/** What a move cannot be (8.4, 14.5, 16.4): the first contradiction found, and the input at fault. */
export function attritionInputProblem(input: AttritionInput): Blame | undefined {
  const winter = isWinter(input.turn, input.twoYear);
  const allowance = winter ? MOVE_ALLOWANCE.winter : MOVE_ALLOWANCE.summer;
  // 8.4: 3 hexes, 2 in winter, more only with a Forced March.
  if (input.hexes > allowance && !input.forcedMarch)
    return { field: 'hexes', problem: problem('forced-march-needed', { allowance }, { rule: '8.4' }).problem };
  if (sum(input.units.disrupted) > 0)
    return { field: 'units', problem: problem('moving-disrupted', undefined, { rule: '8.4' }).problem };
  // 14.5 is the basic game's; 16.2 and 16.4 the advanced game's.
  const advanced = input.command || input.napoleonDavout || input.murat;
  if (input.napoleon && advanced)
    return { field: 'napoleon', problem: problem('napoleon-basic-only', undefined, { rule: '14.5' }).problem };
  if ((input.napoleon || input.napoleonDavout || input.murat) && input.side !== 'french') {
    const field = input.napoleon ? 'napoleon' : input.napoleonDavout ? 'napoleonDavout' : 'murat';
    return { field, problem: problem('french-leaders', undefined, { rule: '16.4' }).problem };
  }
  return undefined;
}

const modifier = (kind: StepModifier['kind'], value: number, rule: string): StepModifier => ({
  kind,
  value,
  rule,
  of: null,
});

export function attrition(input: AttritionInput, dice: Dice): Judged<AttritionResult> {
  const winter = isWinter(input.turn, input.twoYear);
  const trigger = winter ? ATTRITION_TRIGGER.winter : ATTRITION_TRIGGER.summer;
  if (input.hexes < trigger) {
    // 8.5: a move of 3 hexes or more (2 in winter) rolls.
    return judged({ rolled: false, die: null, total: null, eliminate: 0, disrupt: 0 }, [
      { step: 'no-attrition-roll', rule: '8.5', hexes: input.hexes, winter, trigger },
    ]);
  }
  const rules = ['8.5', '8.6'];
  const mods: StepModifier[] = [];
  if (input.side === 'french' && input.turn >= ATTRITION_MODIFIER.frenchFromTurn)
    mods.push(modifier('french-from-turn-3', ATTRITION_MODIFIER.frenchFromTurn3, '8.6'));
  if (winter) mods.push(modifier('winter', ATTRITION_MODIFIER.winter, '8.6'));
  const allowance = winter ? MOVE_ALLOWANCE.winter : MOVE_ALLOWANCE.summer;
  const fmHexes = !input.forcedMarch
    ? 0
    : input.forcedMarchHexes === 'all'
      ? input.hexes
      : Math.max(0, input.hexes - allowance);
  if (fmHexes > 0) mods.push(modifier('forced-march-hexes', fmHexes * ATTRITION_MODIFIER.perForcedMarchHex, '8.6'));
  if (input.napoleon) {
    mods.push(modifier('napoleon', ATTRITION_MODIFIER.napoleonBasic, '14.5'));
    rules.push('14.5');
  }
  if (input.command) {
    mods.push(modifier('command', ATTRITION_MODIFIER.command, '16.2'));
    rules.push('16.2');
  }
  if (input.napoleonDavout || input.murat) rules.push('16.4');
  if (input.napoleonDavout) mods.push(modifier('napoleon-davout', ATTRITION_MODIFIER.napoleonDavout, '16.4(4)'));
  if (input.murat) mods.push(modifier('murat', ATTRITION_MODIFIER.murat, '16.4(6)'));

  const die = d6(dice, 'attrition');
  const total = die + mods.reduce((t, m) => t + m.value, 0);
  const { eliminate, disrupt } = attritionEffect(total, input.units);
  const row = attritionRow(total);
  const steps: N1812Step[] = [
    { step: 'attrition-roll', rule: '8.6', die, modifiers: mods, total },
    { step: 'attrition-row', rule: '8.5', total, row: row?.label ?? null, units: totalUnits(input.units) },
    { step: 'attrition-effect', rule: '8.5', eliminate, disrupt, rowRead: row !== undefined },
  ];
  // 16.6: on turns 1 and 2 the cavalry is chosen before the infantry.
  if (input.turn <= 2 && eliminate + disrupt > 0 && input.units.good.cavalry > 0)
    steps.push({ step: 'cavalry-first', rule: '16.6' });
  return judged({ rolled: true, die, total, eliminate, disrupt }, steps, rules);
}
