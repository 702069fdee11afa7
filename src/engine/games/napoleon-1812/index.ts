import { defineGame } from '../../core/game.js';
import { loc } from '../../core/localized.js';
import { napoleon1812Pack } from './pack.js';
import { createNapoleon1812 } from './play/module.js';
import { attackCheck, supportCheck } from './rulings/activation.js';
import {
  cavalryReserve,
  chaos,
  napoleonReturn,
  russianRecovery,
  sweden,
  ukraineRevolt,
  winterQuarters,
} from './rulings/advanced.js';
import { attrition } from './rulings/attrition.js';
import { combat, winnerHitsRuling } from './rulings/combat.js';
import { cc } from './rulings/commands.js';
import { escape } from './rulings/leaders.js';
import { forage, trains } from './rulings/supply.js';
import { cossack, reinforcements } from './rulings/turn-end.js';
import { NAPOLEON_1812_TABLES } from './tables.js';

// In the order of the sequence of play (5.1), then the advanced rules in rule order.
const rulings = [
  forage,
  trains,
  attrition,
  cc,
  attackCheck,
  supportCheck,
  combat,
  winnerHitsRuling,
  escape,
  cossack,
  reinforcements,
  chaos,
  cavalryReserve,
  ukraineRevolt,
  sweden,
  winterQuarters,
  napoleonReturn,
  russianRecovery,
];

export const napoleon1812 = defineGame({
  id: 'napoleon-1812',
  pack: napoleon1812Pack,
  title: loc("Napoleon's Greatest Gamble (1812)", "Napoleon's Greatest Gamble (1812)"),
  command: 'n1812',
  rulings,
  tables: NAPOLEON_1812_TABLES,
  // The game by its rules (README, "The game by its rules"): the basic game's every phase; the advanced rules
  // (16.x) and 15.1 as game options.
  module: (pack) => createNapoleon1812(pack, rulings),
});
