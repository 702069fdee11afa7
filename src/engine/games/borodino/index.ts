import { defineGame } from '../../core/game.js';
import { loc } from '../../core/localized.js';
import { commandTable } from './command.js';
import { borodinoPack } from './pack.js';
import { createBorodino } from './play/module.js';
import { assaultRuling } from './rulings/assault.js';
import { counterchargeRuling, recallRuling, retreatBeforeChargeRuling, squareRuling } from './rulings/charge.js';
import { cohesionRuling, commitmentRuling } from './rulings/checks.js';
import {
  individualOrdersRuling,
  initiativeRuling,
  ordersDelayRuling,
  reserveFirstRuling,
  reserveMoveRuling,
} from './rulings/command.js';
import { artilleryRuling } from './rulings/fire.js';
import { collapseRuling, rallyRuling, recoveryRuling } from './rulings/morale.js';
import { flankMarchRuling, napoleonMpRuling, villageFireRuling } from './rulings/scenario.js';

// In the order of the turn: fire and assault first, as players ask for them most.
const rulings = [
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
];

export const borodino = defineGame({
  id: 'borodino',
  pack: borodinoPack,
  title: loc('Borodino (Triumph & Glory)', 'Borodino (Triumph & Glory)'),
  command: 'borodino',
  rulings,
  // Every value the rulebook lacks is printed on a counter or an AM, so it is an input of the ruling that
  // needs it (issue 9); no ruling reads a pack table. The 7 September chain of command (command.ts) is the pack's
  // one table, for the play of that scenario.
  tables: [commandTable],
  // The game by its rules (play/, the README's "The game by its rules"): the bot plays it, and `umpire play|fuzz`.
  module: (pack) => createBorodino(pack, rulings),
});
