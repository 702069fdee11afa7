import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc } from '../../core/localized.js';
import { defineRuling, option } from '../../core/ruling.js';
import { COSSACK_HIT_FROM } from './tables.js';
import { isWinter, turnOption, twoYearOption } from './turn.js';

/**
 * 13.1 Cossack activity: the Russian rolls 1xd6 for each non-city hex occupied by a single French combat unit; on a 6
 * (5 or 6 in winter) that unit takes a hit (11.17): disrupted, or eliminated if already disrupted.
 */

export interface CossackRoll {
  readonly hex: number;
  readonly die: number;
  readonly hit: boolean;
}

export interface CossackResult {
  readonly rolls: readonly CossackRoll[];
  readonly hits: number;
}

/** Input bound only: the French start with 45 units (14.1). */
const MAX_HEXES = 30;

export const cossack = defineRuling<{ turn: number; twoYear: boolean; hexes: number }, CossackResult>({
  id: 'cossack',
  nameIt: 'cosacchi',
  description: loc(
    'Cossacks (13.1): d6 per non-city hex with a lone French unit; hit on 6, 5–6 in winter',
    'Cosacchi (13.1): d6 per esagono non-città con una sola unità francese; danno con 6, 5–6 in inverno',
  ),
  options: [
    turnOption(),
    option.integer(
      'hexes',
      loc(
        'Non-city hexes holding exactly one French combat unit',
        'Esagoni non-città con una sola unità di combattimento francese',
      ),
      {
        min: 1,
        max: MAX_HEXES,
        nameIt: 'esagoni',
      },
    ),
    twoYearOption,
  ],
  input: z.object({ turn: z.number().int(), twoYear: z.boolean().default(false), hexes: z.number().int().default(1) }),
  resolve({ turn, twoYear, hexes }, dice) {
    const winter = isWinter(turn, twoYear);
    const from = winter ? COSSACK_HIT_FROM.winter : COSSACK_HIT_FROM.summer;
    const rolls: CossackRoll[] = [];
    for (let hex = 1; hex <= hexes; hex++) {
      const die = d6(dice, 'cossack');
      rolls.push({ hex, die, hit: die >= from });
    }
    const hits = rolls.filter((r) => r.hit).length;
    const need = winter ? loc('5 or 6 (winter)', '5 o 6 (inverno)') : loc('6', '6');
    const lines = rolls.map((r) =>
      loc(
        `Hex ${r.hex}: die ${r.die} → ${r.hit ? '**hit**' : 'no effect'}`,
        `Esagono ${r.hex}: dado ${r.die} → ${r.hit ? '**danno**' : 'nessun effetto'}`,
      ),
    );
    return {
      ok: true,
      result: { rolls, hits },
      rules: hits > 0 ? ['13.1', '11.17'] : ['13.1'],
      text: joinLocalized([
        loc(`Cossacks hit on ${need.en} (13.1):`, `I Cosacchi colpiscono con ${need.it} (13.1):`),
        ...lines,
        hits > 0
          ? loc(
              `${hits} unit${hits === 1 ? '' : 's'} hit: a good-order unit is disrupted, a disrupted one eliminated (13.1, 11.17).`,
              `${hits} unità colpit${hits === 1 ? 'a' : 'e'}: un'unità in buon ordine diventa disorganizzata, una disorganizzata è eliminata (13.1, 11.17).`,
            )
          : loc('No French unit is hit.', 'Nessuna unità francese è colpita.'),
      ]),
    };
  },
});
