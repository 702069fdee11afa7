import { defineGame } from '../../core/game.js';
import { loc } from '../../core/localized.js';
import { pathsOfGloryPack } from './pack.js';
import { cardsTable } from './cards.js';
import { combatRuling } from './rulings/combat.js';
import { bidRuling, entrenchRuling, fireRuling, flankRuling, peaceRuling, siegeRuling } from './rulings/dice.js';
import { mandatedOffensivesTable, mandatedRuling } from './rulings/mandated.js';
import { rpCostRuling } from './rulings/replacements.js';
import { createPathsOfGlory } from './play/module.js';

const RULINGS = [
  fireRuling,
  combatRuling,
  flankRuling,
  siegeRuling,
  entrenchRuling,
  peaceRuling,
  bidRuling,
  rpCostRuling,
  mandatedRuling,
];

/** Played by its rules (play/module.ts): the sequence of play, cards, operations, movement, SR, RP and victory. */
export const pathsOfGlory = defineGame({
  id: 'paths-of-glory',
  pack: pathsOfGloryPack,
  title: loc('Paths of Glory', 'I Sentieri della Gloria'),
  command: 'pog',
  rulings: RULINGS,
  tables: [mandatedOffensivesTable, cardsTable],
  module: (pack) => createPathsOfGlory(pack, RULINGS),
});
