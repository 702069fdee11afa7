import type { GameRulebook } from '../../core/game.js';
import { loc } from '../../core/localized.js';

export const napoleon1812: GameRulebook = {
  id: 'napoleon-1812',
  title: loc("Napoleon's Greatest Gamble (1812)", "Napoleon's Greatest Gamble (1812)"),
  command: 'n1812',
  rulings: [],
  tables: [],
};
