import { defineGame } from '../../core/game.js';
import { loc } from '../../core/localized.js';
import { borodinoPack } from './pack.js';
import { artilleryRuling } from './artillery.js';
import { assaultRuling } from './assault.js';
import { counterchargeRuling, recallRuling, retreatBeforeChargeRuling, squareRuling } from './charge.js';
import { cohesionRuling } from './cohesion.js';
import { commitmentRuling } from './commitment.js';
import { initiativeRuling } from './initiative.js';
import { collapseRuling, rallyRuling, recoveryRuling } from './morale.js';
import { individualOrdersRuling, ordersDelayRuling } from './orders.js';
import { reserveFirstRuling, reserveMoveRuling } from './reserve.js';
import { flankMarchRuling, napoleonMpRuling, villageFireRuling } from './scenario.js';

export const borodino = defineGame({
  id: 'borodino',
  pack: borodinoPack,
  title: loc('Borodino (Triumph & Glory)', 'Borodino (Triumph & Glory)'),
  command: 'borodino',
  // In the order of the turn: fire and assault first, as players ask for them most.
  rulings: [
    artilleryRuling,
    assaultRuling,
    cohesionRuling,
    commitmentRuling,
    initiativeRuling,
    reserveFirstRuling,
    ordersDelayRuling,
    individualOrdersRuling,
    squareRuling,
    counterchargeRuling,
    recallRuling,
    retreatBeforeChargeRuling,
    reserveMoveRuling,
    rallyRuling,
    recoveryRuling,
    collapseRuling,
    villageFireRuling,
    napoleonMpRuling,
    flankMarchRuling,
  ],
  // Every value the rulebook lacks is printed on a counter or an AM, so it is an input of the ruling that
  // needs it (issue 9); no ruling reads a pack table.
  tables: [],
});
