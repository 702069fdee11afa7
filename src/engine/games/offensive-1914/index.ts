import type { GameRulebook } from '../../core/game.js';
import { loc } from '../../core/localized.js';

export const offensive1914: GameRulebook = {
  id: 'offensive-1914',
  title: loc('1914 Offensive à outrance', '1914 Offensive à outrance'),
  command: 'oao',
  rulings: [],
  tables: [],
};
