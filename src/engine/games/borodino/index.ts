import type { GameRulebook } from '../../core/game.js';
import { loc } from '../../core/localized.js';

export const borodino: GameRulebook = {
  id: 'borodino',
  title: loc('Borodino (Triumph & Glory)', 'Borodino (Triumph & Glory)'),
  command: 'borodino',
  rulings: [],
  tables: [],
};
