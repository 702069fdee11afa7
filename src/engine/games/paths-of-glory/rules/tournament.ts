import { d6, type Dice } from '../../../core/dice.js';
import { ruled, type Ruled } from '../../../core/explain.js';
import type { BidRollStep, BidStep, BidVpStep } from './steps.js';

export interface BidOutcome {
  readonly first: number;
  readonly second: number;
  readonly chooser: 'first' | 'second' | 'tie';
}

/** 5.6.2: in a tournament each player rolls a die; the higher roll names his side and the VP he gives away. */
export function bidForSides(dice: Dice): Ruled<BidOutcome, BidRollStep | BidStep | BidVpStep> {
  const first = d6(dice, 'bid');
  const second = d6(dice, 'bid');
  const chooser = first > second ? 'first' : second > first ? 'second' : 'tie';
  return ruled({ first, second, chooser }, [
    { step: 'bid-roll', rule: '5.6.2', first, second },
    { step: 'bid', rule: '5.6.2', chooser },
    // 5.6.2.1 and 5.6.3: the VP given adjust the final total, not automatic victory; a draw is an Allied win.
    { step: 'bid-vp', rule: '5.6.2.1' },
  ]);
}
