import { defineGame } from '../../core/game.js';
import { loc } from '../../core/localized.js';
import { crtTable } from './crt.js';
import { offensive1914Pack } from './pack.js';
import { createOffensive1914 } from './play/module.js';
import { offensive1914Rulings } from './rulings.js';

export const offensive1914 = defineGame({
  id: 'offensive-1914',
  pack: offensive1914Pack,
  title: loc('1914 Offensive à outrance', '1914 Offensive à outrance'),
  command: 'oao',
  rulings: offensive1914Rulings,
  tables: [crtTable],
  // The game by its rules (README): the bot plays it, and `umpire play|fuzz`.
  module: (pack) => createOffensive1914(pack, offensive1914Rulings),
});
