import type { GameRulebook } from '../../core/game.js';
import { loc } from '../../core/localized.js';

export const pathsOfGlory: GameRulebook = {
  id: 'paths-of-glory',
  title: loc('Paths of Glory', 'I Sentieri della Gloria'),
  command: 'pog',
  rulings: [],
  tables: [],
};
