import type { GameRulebook } from '../../core/game.js';
import { loc } from '../../core/localized.js';

export const grandIllusion: GameRulebook = {
  id: 'grand-illusion',
  title: loc('Grand Illusion', 'La Grande Illusione'),
  command: 'gi',
  rulings: [],
  tables: [],
};
