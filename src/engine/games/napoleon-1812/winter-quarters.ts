import { z } from 'zod';
import { d6, twoD6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling } from '../../core/ruling.js';
import { floorDiv } from '../../core/tables.js';
import { sideOption, type Side } from './sides.js';
import { NAPOLEON_FATE, NAPOLEON_RETURN_FROM, RUSSIAN_RECOVERY_1813, type NapoleonFate } from './tables.js';

/** 16.13 The two-year campaign: the winter-quarters rolls, Napoleon's return and the 1813 Russian recovery. */

const noOptions = z.object({});
type NoOptions = z.infer<typeof noOptions>;

// ---------------------------------------------------------------------------------------------------------------
// Winter quarters: French losses and Napoleon's fate; Russian recovery

export interface WinterQuartersResult {
  readonly side: Side;
  readonly dice: readonly [number, number];
  /** French: combat units removed, ⌊2d6 / 2⌋. */
  readonly unitsLost: number | null;
  /** French: one leader per die showing 1. */
  readonly leadersLost: number | null;
  readonly napoleonDie: number | null;
  readonly napoleon: NapoleonFate | null;
  /** Russian: dead 1812 units (combat units and/or leaders) recovered, ⌊2d6 / 2⌋. */
  readonly recovered: number | null;
}

const NAPOLEON_FATE_TEXT: Readonly<Record<NapoleonFate, Localized>> = {
  gone: loc(
    '**Napoleon goes back to France** and is removed from play for good',
    '**Napoleone torna in Francia** ed è rimosso permanentemente dal gioco',
  ),
  'may-return': loc(
    '**Napoleon goes back to France but may return**: at the end of each later turn roll `napoleon-return` (5–6)',
    '**Napoleone torna in Francia ma può tornare**: alla fine di ogni turno successivo tira `ritorno-napoleone` (5–6)',
  ),
  stays: loc('**Napoleon stays** with his army', "**Napoleone rimane** con l'armata"),
};

export const winterQuarters = defineRuling<{ side: Side }, WinterQuartersResult>({
  id: 'winter-quarters',
  nameIt: 'quartieri-invernali',
  description: loc(
    'Winter quarters (16.13): French 2d6 losses and Napoleon’s fate, or Russian 2d6 recovery',
    'Quartieri invernali (16.13): perdite francesi 2d6 e sorte di Napoleone, o recupero russo 2d6',
  ),
  options: [
    sideOption(
      loc('Whose roll: French (first) or Russian (second)', 'Di chi è il tiro: Francese (primo) o Russo (secondo)'),
    ),
  ],
  input: z.object({ side: z.enum(['french', 'russian']) }),
  resolve({ side }, dice) {
    const { dice: pair, total } = twoD6(dice, `winter-quarters-${side}`);
    const half = floorDiv(total, 2);
    if (side === 'russian') {
      return {
        ok: true,
        result: {
          side,
          dice: pair,
          unitsLost: null,
          leadersLost: null,
          napoleonDie: null,
          napoleon: null,
          recovered: half,
        },
        rules: ['16.13'],
        text: joinLocalized([
          loc(
            `Dice ${pair[0]} + ${pair[1]} = ${total}, halved (rounded down) → **${half}** dead 1812 unit${half === 1 ? '' : 's'} (combat units and/or leaders) recovered (16.13).`,
            `Dadi ${pair[0]} + ${pair[1]} = ${total}, dimezzato (per difetto) → **${half}** unità morte nel 1812 (di combattimento e/o Comandanti) recuperate (16.13).`,
          ),
          loc(
            'Place them in or adjacent to Kiev, Moscow or St Petersburg unless the city is French-occupied (4.1 applies).',
            'Ponile dentro o adiacenti a Kiev, Mosca o San Pietroburgo, a meno che la città sia occupata dai Francesi (si applica la 4.1).',
          ),
        ]),
      };
    }
    const leadersLost = pair.filter((d) => d === 1).length;
    const napoleonDie = d6(dice, 'napoleon-fate');
    const napoleon = NAPOLEON_FATE[napoleonDie] ?? 'stays';
    const fate = NAPOLEON_FATE_TEXT[napoleon];
    return {
      ok: true,
      result: { side, dice: pair, unitsLost: half, leadersLost, napoleonDie, napoleon, recovered: null },
      rules: ['16.13'],
      text: joinLocalized([
        loc(
          `Dice ${pair[0]} + ${pair[1]} = ${total}, halved (rounded down) → **${half}** combat unit${half === 1 ? '' : 's'} removed (16.13).`,
          `Dadi ${pair[0]} + ${pair[1]} = ${total}, dimezzato (per difetto) → **${half}** unità di combattimento rimoss${half === 1 ? 'a' : 'e'} (16.13).`,
        ),
        leadersLost > 0
          ? loc(
              `${leadersLost === 1 ? 'One die shows' : 'Both dice show'} 1: **${leadersLost} leader${leadersLost === 1 ? '' : 's'}** removed too (16.13).`,
              `${leadersLost === 1 ? 'Un dado mostra' : 'Entrambi i dadi mostrano'} 1: rimoss${leadersLost === 1 ? 'o' : 'i'} anche **${leadersLost} Comandant${leadersLost === 1 ? 'e' : 'i'}** (16.13).`,
            )
          : loc(
              'No die shows 1: no leader is removed (16.13).',
              'Nessun dado mostra 1: nessun Comandante è rimosso (16.13).',
            ),
        loc(
          'The French chooses, preferring units that are neither French nor Polish (16.13).',
          'Sceglie il Francese, preferendo unità che non siano Francesi o Polacche (16.13).',
        ),
        loc(
          `Napoleon: die ${napoleonDie} → ${fate.en} (16.13).`,
          `Napoleone: dado ${napoleonDie} → ${fate.it} (16.13).`,
        ),
      ]),
    };
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Napoleon's return, end of each turn after a 3–4

export const napoleonReturn = defineRuling<NoOptions, { die: number; returns: boolean }>({
  id: 'napoleon-return',
  nameIt: 'ritorno-napoleone',
  description: loc(
    "Napoleon's return (16.13), end of each turn after a 3–4: on 5–6 he rejoins any French stack",
    'Ritorno di Napoleone (16.13), fine di ogni turno dopo un 3–4: con 5–6 torna su uno stack francese',
  ),
  options: [],
  input: noOptions,
  resolve(_input, dice) {
    const die = d6(dice, 'napoleon-return');
    const returns = die >= NAPOLEON_RETURN_FROM;
    return {
      ok: true,
      result: { die, returns },
      rules: ['16.13'],
      text: returns
        ? loc(
            `Die ${die} (5–6): **Napoleon returns** on any French stack (16.13).`,
            `Dado ${die} (5–6): **Napoleone torna** su qualsiasi stack francese (16.13).`,
          )
        : loc(
            `Die ${die}: Napoleon stays in France this turn; roll again at the end of the next (16.13).`,
            `Dado ${die}: Napoleone resta in Francia per questo turno; si ritira alla fine del prossimo (16.13).`,
          ),
    };
  },
});

// ---------------------------------------------------------------------------------------------------------------
// 1813: the Russian recovery at the end of each turn

export const russianRecovery = defineRuling<NoOptions, { die: number; recovered: number }>({
  id: 'russian-recovery',
  nameIt: 'recupero-russo',
  description: loc(
    'Russian recovery, end of each 1813 turn (16.13): 1–2 none, 3–5 one dead unit, 6 two',
    'Recupero russo, fine di ogni turno del 1813 (16.13): 1–2 nulla, 3–5 un’unità morta, 6 due',
  ),
  options: [],
  input: noOptions,
  resolve(_input, dice) {
    const die = d6(dice, 'russian-recovery');
    const recovered = RUSSIAN_RECOVERY_1813[die] ?? 0;
    return {
      ok: true,
      result: { die, recovered },
      rules: ['16.13'],
      text: joinLocalized(
        [
          loc(
            `Die ${die} → **${recovered}** unit${recovered === 1 ? '' : 's'} dead in 1812 (combat unit or leader) recovered (16.13).`,
            `Dado ${die} → **${recovered}** unità mort${recovered === 1 ? 'a' : 'e'} nel 1812 (di combattimento o Comandante) recuperat${recovered === 1 ? 'a' : 'e'} (16.13).`,
          ),
          recovered > 0
            ? loc(
                'Place in or adjacent to Kiev, Moscow and/or St Petersburg unless the city is French-occupied (4.1 applies).',
                'Piazzale in o adiacenti a Kiev, Mosca e/o San Pietroburgo, a meno che la città sia occupata dai Francesi (si applica la 4.1).',
              )
            : null,
        ].filter((l): l is Localized => l !== null),
      ),
    };
  },
});
