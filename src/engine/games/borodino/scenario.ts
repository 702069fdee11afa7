/**
 * Dice of the 7 September scenario's special rules: the burning village (SR5), Napoleon's movement (SR7)
 * and the optional French flank maneuver (SR14, the game's only 2d6).
 */
import { z } from 'zod';
import { d10zero, twoD6 } from '../../core/dice.js';
import { joinLocalized, loc } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type Modifier } from '../../core/ruling.js';
import { bracketIndex } from '../../core/tables.js';
import { FIRE_OUT_MAX, FLANK_MANEUVER_TABLE, type FlankOutcome, type FlankRow } from './tables.js';

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
  resolve(_v, dice) {
    const roll = d10zero(dice, 'village fire');
    const out = roll <= FIRE_OUT_MAX;
    return {
      ok: true,
      result: { roll, state: out ? ('rubble' as const) : ('burning' as const) },
      rules: ['SR5'],
      text: joinLocalized([
        describeRoll([roll], [], roll),
        out
          ? loc(
              '0–3: the fire is out. Flip the marker to RUBBLE and use the Rubble row of the Terrain Table (SR5).',
              '0–3: il fuoco si estingue. Girate la pedina dalla parte “macerie” [RUBBLE] e usate la riga Macerie della Tabella del Terreno (SR5).',
            )
          : loc(
              '4–9: the village is still burning: no unit may enter it, and it blocks LOS (SR5, Terrain Table).',
              '4–9: il fuoco è ancora in essere: nessuna unità può entrare nell’esagono, che blocca la LOS (SR5, Tabella del Terreno).',
            ),
      ]),
    };
  },
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
  resolve(_v, dice) {
    const roll = d10zero(dice, 'Napoleon MP');
    return {
      ok: true,
      result: { roll, mp: roll },
      rules: ['SR7'],
      text: joinLocalized([
        describeRoll([roll], [], roll),
        loc(`Napoleon may use ${roll} MP this turn (SR7).`, `Napoleone può usare ${roll} MP in questo turno (SR7).`),
      ]),
    };
  },
});

export interface FlankResult {
  readonly dice: readonly [number, number];
  readonly roll: number;
  readonly total: number;
  readonly row: string;
  readonly outcome: FlankOutcome;
  /** South-edge entry hexes, inclusive; null when nothing enters. */
  readonly entry: string | null;
  /** The running count for the next attempt. */
  readonly nextCount: number;
}

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
  resolve(v, dice) {
    const { dice: pair, total: roll } = twoD6(dice, 'flank maneuver');
    const modifiers: Modifier[] =
      v.count > 0
        ? [{ label: loc('earlier 7–11 results', 'precedenti risultati 7–11'), value: v.count, rule: 'SR14' }]
        : [];
    const total = roll + v.count;
    const row = FLANK_MANEUVER_TABLE[bracketIndex(FLANK_MANEUVER_TABLE, total)] as FlankRow;
    const nextCount = row.outcome === 'no-effect' ? v.count + 1 : v.count;
    const result: FlankResult = {
      dice: pair,
      roll,
      total,
      row: row.label,
      outcome: row.outcome,
      entry: row.entry,
      nextCount,
    };
    return {
      ok: true,
      result,
      rules: ['SR14'],
      text: joinLocalized(
        [
          describeRoll(pair, modifiers, total),
          loc(
            `Flank maneuver, ${row.label} (modified): ${row.result.en} (SR14).`,
            `Manovra di aggiramento, ${row.label} (modificato): ${row.result.it} (SR14).`,
          ),
          row.outcome === 'no-effect'
            ? loc(`Next attempt: +${nextCount}.`, `Prossimo tentativo: +${nextCount}.`)
            : loc('', ''),
        ].filter((l) => l.en !== ''),
      ),
    };
  },
});
