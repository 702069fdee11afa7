import { defineGame } from '../../core/game.js';
import { loc } from '../../core/localized.js';
import { pathsOfGloryPack } from './pack.js';
import { cardsTable } from './cards.js';
import { combatRuling } from './combat.js';
import { fireRuling } from './fire.js';
import { flankRuling } from './flank.js';
import { mandatedOffensivesTable, mandatedRuling } from './mandated.js';
import { peaceRuling } from './peace.js';
import { rpCostRuling } from './replacements.js';
import { siegeRuling } from './siege.js';
import { bidRuling } from './tournament.js';
import { entrenchRuling } from './trenches.js';

export const pathsOfGlory = defineGame({
  id: 'paths-of-glory',
  pack: pathsOfGloryPack,
  title: loc('Paths of Glory', 'I Sentieri della Gloria'),
  command: 'pog',
  rulings: [
    fireRuling,
    combatRuling,
    flankRuling,
    siegeRuling,
    entrenchRuling,
    peaceRuling,
    bidRuling,
    rpCostRuling,
    mandatedRuling,
  ],
  tables: [mandatedOffensivesTable, cardsTable],
});
