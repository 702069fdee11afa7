import { defineGame } from '../../core/game.js';
import { loc } from '../../core/localized.js';
import { napoleon1812Pack } from './pack.js';
import { attackCheck, supportCheck } from './activation.js';
import { cavalryReserve, chaos, sweden, ukraineRevolt } from './advanced.js';
import { attrition } from './attrition.js';
import { combat } from './combat.js';
import { cc } from './commands.js';
import { cossack } from './cossacks.js';
import { winnerHitsRuling } from './hits.js';
import { escape } from './leaders.js';
import { NAPOLEON_1812_TABLES } from './missing-tables.js';
import { reinforcements } from './reinforcements.js';
import { forage, trains } from './supply.js';
import { napoleonReturn, russianRecovery, winterQuarters } from './winter-quarters.js';

export const napoleon1812 = defineGame({
  id: 'napoleon-1812',
  pack: napoleon1812Pack,
  title: loc("Napoleon's Greatest Gamble (1812)", "Napoleon's Greatest Gamble (1812)"),
  command: 'n1812',
  // In the order of the sequence of play (5.1), then the advanced rules in rule order.
  rulings: [
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
  ],
  tables: NAPOLEON_1812_TABLES,
});
