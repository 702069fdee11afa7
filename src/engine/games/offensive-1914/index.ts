import { defineGame } from '../../core/game.js';
import { loc } from '../../core/localized.js';
import { offensive1914Pack } from './pack.js';
import { artilleryRuling } from './artillery.js';
import { bombardRuling } from './bombardment.js';
import { combatRuling } from './combat.js';
import { crtTable } from './crt.js';
import { ecRuling } from './efficiency.js';
import { frenchReserveRuling, ijzerRuling, sixthArmyRuling } from './events.js';
import { forcedMarchRuling } from './forced-march.js';
import { fortAbandonRuling } from './forts.js';
import { intensityRuling } from './intensity.js';
import { oddsRuling } from './odds.js';
import { prepRuling } from './prep-bombardment.js';
import { repulseRuling } from './repulse.js';
import { stackCheckRuling } from './stacking.js';
import { vpAdvanceRuling } from './victory.js';

export const offensive1914 = defineGame({
  id: 'offensive-1914',
  pack: offensive1914Pack,
  title: loc('1914 Offensive à outrance', '1914 Offensive à outrance'),
  command: 'oao',
  rulings: [
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
    ijzerRuling,
    frenchReserveRuling,
    sixthArmyRuling,
  ],
  tables: [crtTable],
});
