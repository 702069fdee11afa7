import { describe, expect, it } from 'vitest';
import { commandAsk } from '../../../../../src/engine/games/borodino/play/september.js';
import { formationOf } from '../../../../../src/engine/games/borodino/play/shevardino.js';
import { COMMAND_NAME } from '../../../../../src/engine/games/borodino/play/words.js';
import { game, module } from './build.js';

/** 5.1, SR2: every Command a player reads in the notes, the menus and the log is named, never shown by its id. */
describe('5.1, SR2 the Commands named', () => {
  it('SR2 each of Murat’s cavalry commands has a name in English and Italian; the French IV is told apart', () => {
    const murat = [...game.groups].filter(([, g]) => g === 'fr-murat').map(([unit]) => formationOf(unit));
    const formations = [...new Set(murat)].sort();
    expect(formations).toEqual(['1CC', '2CC', '3CC', 'GI', 'IVCC', 'MU']);
    for (const f of formations) expect(COMMAND_NAME[f], f).toBeDefined();
    expect(COMMAND_NAME['IVCC']).toEqual({ en: 'IV Cavalry Corps (French)', it: 'IV Corpo di Cavalleria francese' });
    // The Russian group of that name keeps it (its set-up names no commander).
    const russian = module.describe({ kind: 'am-drawn', group: 'ru-iv-cav' });
    expect(russian.en).toContain('IV Cavalry Corps');
    expect(russian.en).not.toContain('French');
  });

  it('5.12 a chain of a Murat command is named by the command and its number', () => {
    const event = module.describe({ kind: 'am-activates', group: 'fr-murat', orders: ['IVCC.4'], none: [] });
    expect(event.it).toContain('IV Corpo di Cavalleria francese, catena 4');
    expect(event.en).not.toContain('IVCC');
  });

  it('5.61, 4.0 the Commander-in-Chief whose value is asked is named by his counter, not by its id', () => {
    expect(commandAsk(game, 'fr-Napoleon', 'range').on).toEqual({
      en: 'Napoleon, Command Range',
      it: 'Napoleon, Raggio di Comando',
    });
    expect(commandAsk(game, 'ru-Kutuzov', 'orders').on.it).toBe('Kutuzov, Valore degli Ordini');
  });
});
