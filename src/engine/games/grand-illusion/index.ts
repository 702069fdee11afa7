import { defineGame } from '../../core/game.js';
import { loc } from '../../core/localized.js';
import { grandIllusionPack } from './pack.js';
import { battle } from './battle.js';
import { bombard } from './bombard.js';
import { cap } from './cap.js';
import { concentric } from './concentric.js';
import { fire } from './fire.js';
import { fortunes } from './fortunes.js';
import { initiative } from './initiative.js';
import { landing } from './landing.js';
import { retreatCheck } from './retreat.js';
import { retreatToSea } from './sea.js';
import { surrender } from './siege.js';
import { attrition, recovery } from './supply.js';
import { victory, vpDraw, vpMarkersTable } from './victory.js';

export const grandIllusion = defineGame({
  id: 'grand-illusion',
  pack: grandIllusionPack,
  title: loc('Grand Illusion', 'La Grande Illusione'),
  command: 'gi',
  rulings: [
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
  ],
  tables: [vpMarkersTable],
});
