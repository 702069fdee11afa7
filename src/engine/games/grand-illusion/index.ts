import { defineGame } from '../../core/game.js';
import { loc } from '../../core/localized.js';
import { grandIllusionPack } from './pack.js';
import { createGrandIllusion } from './play/module.js';
import { reinforcementsTable } from './play/reinforcements.js';
import { battle, retreatCheck, retreatToSea } from './rulings/battle.js';
import { concentric, fire, landing } from './rulings/fire.js';
import { bombard, surrender } from './rulings/forts.js';
import { attrition, recovery } from './rulings/supply.js';
import { cap, fortunes, initiative } from './rulings/turn.js';
import { victory, vpDraw, vpMarkersTable } from './rulings/victory.js';

const rulings = [
  cap,
  initiative,
  fortunes,
  fire,
  battle,
  concentric,
  bombard,
  surrender,
  retreatCheck,
  retreatToSea,
  landing,
  attrition,
  recovery,
  vpDraw,
  victory,
];

export const grandIllusion = defineGame({
  id: 'grand-illusion',
  pack: grandIllusionPack,
  title: loc('Grand Illusion', 'La Grande Illusione'),
  command: 'gi',
  rulings,
  tables: [vpMarkersTable, reinforcementsTable],
  // The game by its rules (README): the bot plays it, and `umpire play|fuzz`.
  module: (pack) => createGrandIllusion(pack, rulings),
});
