import { d6, type Dice } from '../../../core/dice.js';
import { rollStep, type RollStep } from './roll.js';
import { BOMBARD_REROLL_HIT_MAX, bombardCell, bombardEffect, type BombardColumn } from './tables.js';

/**
 * Fortress Bombardment (12.4): one d6 per gun die ("x2"/"x4" roll two/four, 12.4.1) on the calibre × Fortress
 * Class column of the Bombardment Results Table (12.4.3). The Pionier marker gives −1 (13.1.4).
 */

export const CALIBRES = ['21', '30.5', '42'] as const;
export type Calibre = (typeof CALIBRES)[number];
export const FORTRESS_CLASSES = ['A', 'B', 'C'] as const;
export type FortressClass = (typeof FORTRESS_CLASSES)[number];

export function bombardColumn(calibre: Calibre, fortressClass: FortressClass): BombardColumn {
  if (calibre === '42') return fortressClass === 'A' ? '42-A' : '42-CB';
  return `${calibre}-${fortressClass}`;
}

type Row = 1 | 2 | 3 | 4 | 5 | 6;

function rowOf(modified: number): Row {
  return Math.min(Math.max(modified, 1), 6) as Row;
}

export type GunDie = {
  readonly die: number;
  readonly modified: number;
  readonly row: number;
  readonly cell: string;
  readonly reroll: number | null;
  readonly losses: number;
};

export type BombardStep =
  | RollStep
  | {
      readonly step: 'gun-die';
      readonly rule: '12.4.3';
      readonly index: number;
      readonly die: number;
      readonly drm: number;
      readonly modified: number;
      readonly row: number;
      readonly calibre: Calibre;
      /** The classes of the column read: `C, B` for the 42 cm column that serves both. */
      readonly classes: string;
      readonly cell: string;
      /** The "+" re-roll: its die, as modified, and whether it hit (1–3). */
      readonly reroll: { readonly die: number; readonly modified: number; readonly hit: boolean } | null;
      /** The "*" of the cell: a loss more for the 5+6 sKM, nothing for another gun; null when the cell has none. */
      readonly skm: 'bonus' | 'other-gun' | null;
      readonly losses: number;
    }
  | { readonly step: 'fortress-losses'; readonly rule: '12.4.3'; readonly lost: number; readonly destroyed: boolean }
  | { readonly step: 'record-heavy-bombardment'; readonly rule: '13.4'; readonly calibre: Calibre };

export interface BombardInput {
  readonly calibre: Calibre;
  readonly class: FortressClass;
  readonly gunDice: number;
  readonly pionier: boolean;
  readonly skm: boolean;
  readonly levels?: number | undefined;
  readonly star5: 'c' | 'a';
  readonly pionierReroll: boolean;
}

export function bombard(
  input: BombardInput,
  dice: Dice,
): {
  value: { column: BombardColumn; dice: GunDie[]; losses: number; lost: number; destroyed: boolean };
  rules: string[];
  steps: BombardStep[];
} {
  const column = bombardColumn(input.calibre, input.class);
  const classes = column === '42-CB' ? 'C, B' : input.class;
  const drm = input.pionier ? -1 : 0; // 13.1.4 the Pionier-Regiment marker
  const gunDice: GunDie[] = [];
  const dieSteps: BombardStep[] = [];
  // 12.4.1 one die per gun die: "x2" rolls two, "x4" four.
  for (let i = 0; i < input.gunDice; i++) {
    const die = d6(dice, 'bombardment');
    const modified = die + drm;
    const row = rowOf(modified);
    const cell = bombardCell(row, column, input.star5);
    const effect = bombardEffect(cell);
    let losses = effect.losses;
    let reroll: { die: number; modified: number; hit: boolean } | null = null;
    if (effect.reroll) {
      // 12.4.3 "+": re-roll, 1–3 is one loss.
      const again = d6(dice, 'bombardment-reroll');
      const againModified = input.pionierReroll ? again + drm : again;
      const hit = againModified <= BOMBARD_REROLL_HIT_MAX;
      if (hit) losses += 1;
      reroll = { die: again, modified: againModified, hit };
    }
    // 12.4.3 "*": one loss more if the firing unit is the 5+6 sKM.
    if (effect.skmBonus && input.skm) losses += 1;
    const skm = effect.skmBonus ? (input.skm ? 'bonus' : 'other-gun') : null;
    dieSteps.push({
      step: 'gun-die',
      rule: '12.4.3',
      index: i + 1,
      die,
      drm,
      modified,
      row,
      calibre: input.calibre,
      classes,
      cell,
      reroll,
      skm,
      losses,
    });
    gunDice.push({ die, modified, row, cell, reroll: reroll?.die ?? null, losses });
  }
  const steps: BombardStep[] = [
    rollStep(
      gunDice.map((g) => g.die),
      [{ cause: 'pionier', value: drm, rule: '13.1.4' }],
      gunDice.map((g) => g.modified).join(', '),
    ),
    ...dieSteps,
  ];
  const losses = gunDice.reduce((sum, g) => sum + g.losses, 0);
  // 12.4.3 losses beyond the Fortress's remaining levels are ignored; with none left it is destroyed.
  const lost = input.levels === undefined ? losses : Math.min(losses, input.levels);
  const destroyed = input.levels !== undefined && lost >= input.levels;
  steps.push({ step: 'fortress-losses', rule: '12.4.3', lost, destroyed });
  const rules = ['12.4.2', '12.4.3'];
  if (input.gunDice > 1) rules.push('12.4.1');
  if (input.pionier) rules.push('13.1.4');
  if (input.calibre !== '21') {
    rules.push('13.4');
    steps.push({ step: 'record-heavy-bombardment', rule: '13.4', calibre: input.calibre }); // 13.4 German Resources
  }
  return { value: { column, dice: gunDice, losses, lost, destroyed }, rules, steps };
}
