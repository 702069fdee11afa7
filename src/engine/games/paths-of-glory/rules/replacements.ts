import { ruled, type Ruled } from '../../../core/explain.js';
import type { ReplacementItem } from '../notation.js';
import type { RpHalvesStep, RpNationStep, RpTotalStep } from './steps.js';
import { REPLACEMENT_ACTION_LIST, REPLACEMENT_ACTIONS, type ReplacementAction } from './tables.js';

/**
 * The Replacement Table (17.1.4) as a calculator: the RP a list of replacement actions costs, nation by nation.
 * RP are spent by nation (17.1.1); Allied "A" RP pay for ANA, AUS, BE, CND, MN, PT, RO, GR and SB units (17.1.1.1).
 */

/**
 * The cheapest cost of one nation's actions. Two corps halves share 1 RP: two flips (row 2), two reduced
 * placements (row 4), or a flip on the map with a reduced placement (row 5); a flip in the Reserve Box does not
 * pair with a placement, and a half left alone costs a whole RP.
 */
export function costOf(items: readonly ReplacementItem[]): number {
  const count = (action: ReplacementAction): number =>
    items.filter((i) => i.action === action).reduce((n, i) => n + i.count, 0);
  let rp = 0;
  for (const action of REPLACEMENT_ACTION_LIST) {
    const cost = REPLACEMENT_ACTIONS[action].rp;
    if (cost !== 'half') rp += cost * count(action);
  }
  const mapFlips = count('corps-flip');
  const reserveFlips = count('reserve-corps-flip');
  const placements = count('corps-reduced');
  const halves = mapFlips + reserveFlips + placements;
  rp += Math.ceil(halves / 2);
  if (mapFlips === 0 && reserveFlips % 2 === 1 && placements % 2 === 1) rp += 1;
  return rp;
}

const HALVES: readonly ReplacementAction[] = ['corps-flip', 'reserve-corps-flip', 'corps-reduced'];

export interface ReplacementCost {
  readonly rp: number;
  readonly byNation: Readonly<Record<string, number>>;
  /** 17.1.1 RP spent by nation, 17.1.4 the table. */
  readonly rules: readonly string[];
}

/** The cost of every nation's actions (17.1.1: RP are spent by nation), and their total. */
export function replacementCost(
  items: readonly ReplacementItem[],
): Ruled<ReplacementCost, RpNationStep | RpTotalStep | RpHalvesStep> {
  const steps: (RpNationStep | RpTotalStep | RpHalvesStep)[] = [];
  const nations = [...new Set(items.map((i) => i.nation))];
  const byNation: Record<string, number> = {};
  for (const nation of nations) {
    const own = items.filter((i) => i.nation === nation);
    const rp = costOf(own);
    byNation[nation] = rp;
    steps.push({
      step: 'rp-cost',
      rule: '17.1.4',
      nation,
      items: own.map((i) => ({ action: i.action, count: i.count })),
      rp,
    });
  }
  const rp = Object.values(byNation).reduce((a, b) => a + b, 0);
  if (nations.length > 1) steps.push({ step: 'rp-total', rule: '17.1.4', rp });
  if (items.some((i) => HALVES.includes(i.action))) steps.push({ step: 'rp-halves', rule: '17.1.4' });
  return ruled({ rp, byNation, rules: ['17.1.1', '17.1.4'] }, steps);
}
