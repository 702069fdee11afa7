/** The 7 September scenario's dice (SR5, SR7, SR14): options → rules/scenario.ts → words. */
import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, defineRuling, option } from '../../../core/ruling.js';
import { flankMarch, napoleonMp, villageFire } from '../rules/scenario.js';
import { borodinoWords } from '../words.js';

/** The scenario runs 12 turns: the running count can never exceed the turns left. */
const MAX_COUNT = 12;

export const villageFireRuling = defineRuling({
  id: 'village-fire',
  nameIt: 'incendio-paese',
  description: loc(
    'Burning village, each time the Destruction AM is drawn: d10 0–3 fire out, 4–9 burning (SR5)',
    'Paese in fiamme, a ogni pescata dell’AM di Distruzione: d10 0–3 si estingue, 4–9 brucia (SR5)',
  ),
  options: [],
  input: z.object({}),
  words: borodinoWords,
  resolve: (_v, dice) => resolutionOf(villageFire(dice)),
});

export const napoleonMpRuling = defineRuling({
  id: 'napoleon-mp',
  nameIt: 'movimento-napoleone',
  description: loc(
    "Napoleon's movement: before he moves, d10 = his MP this turn, 0 to 9 (SR7)",
    'Movimento di Napoleone: prima che muova, d10 = i suoi MP nel turno, da 0 a 9 (SR7)',
  ),
  options: [],
  input: z.object({}),
  words: borodinoWords,
  resolve: (_v, dice) => resolutionOf(napoleonMp(dice)),
});

export const flankMarchRuling = defineRuling({
  id: 'flank-march',
  nameIt: 'aggiramento',
  description: loc(
    'French flank maneuver: 2d6 + the running count; 12+ enter, 7–11 wait (+1), 2–6 may recall (SR14)',
    'Aggiramento francese: 2d6 + il conteggio; 12+ entra, 7–11 attende (+1), 2–6 richiamo (SR14)',
  ),
  options: [
    option.integer(
      'count',
      loc(
        'Earlier 7–11 results of this maneuver: +1 each, cumulative (SR14)',
        'Risultati 7–11 già ottenuti in questa manovra: +1 ciascuno, cumulativo (SR14)',
      ),
      {
        min: 0,
        max: MAX_COUNT,
        nameIt: 'conteggio',
      },
    ),
  ],
  input: z.object({ count: z.number().default(0) }),
  words: borodinoWords,
  resolve: (v, dice) => resolutionOf(flankMarch(v.count, dice)),
});
