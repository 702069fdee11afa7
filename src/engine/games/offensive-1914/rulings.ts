import type { AnyRuling } from '../../core/ruling.js';
import { artilleryRuling, combatRuling, intensityRuling } from './rulings/combat.js';
import { ecRuling, forcedMarchRuling } from './rulings/efficiency.js';
import { oddsRuling } from './rulings/odds.js';
import { repulseRuling } from './rulings/repulse.js';
import { bombardRuling, fortAbandonRuling, prepRuling } from './rulings/siege.js';
import {
  frenchReserveRuling,
  ijzerRuling,
  planVpRuling,
  sixthArmyRuling,
  stackCheckRuling,
  vpAdvanceRuling,
} from './rulings/special.js';

/**
 * The quick rulings of 1914 Offensive à outrance under /oao, in the order players meet them: each declares its options
 * (rulings/), reads them into the model (notation.ts), applies the rules (rules/) and is worded by words.ts.
 */

export {
  artilleryRuling,
  bombardRuling,
  combatRuling,
  ecRuling,
  forcedMarchRuling,
  fortAbandonRuling,
  frenchReserveRuling,
  ijzerRuling,
  intensityRuling,
  oddsRuling,
  planVpRuling,
  prepRuling,
  repulseRuling,
  sixthArmyRuling,
  stackCheckRuling,
  vpAdvanceRuling,
};

export const offensive1914Rulings: readonly AnyRuling[] = [
  oddsRuling,
  combatRuling,
  artilleryRuling,
  ecRuling,
  intensityRuling,
  forcedMarchRuling,
  repulseRuling,
  bombardRuling,
  prepRuling,
  fortAbandonRuling,
  stackCheckRuling,
  vpAdvanceRuling,
  planVpRuling,
  ijzerRuling,
  frenchReserveRuling,
  sixthArmyRuling,
];
