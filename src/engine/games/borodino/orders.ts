/**
 * Orders (5.2): the Orders-Delay roll of the Orders Phase (5.29, SR1) and a No-Orders Command's attempt at
 * Individual Orders when its AM is drawn (5.28).
 */
import { z } from 'zod';
import { d10zero } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type Modifier, type RulingOutcome } from '../../core/ruling.js';
import { drmOption, otherDrm } from './cohesion.js';
import { KUTUZOV_DELAY_VALUE, OC_COMMAND_DRM } from './tables.js';

/** The 7 September scenario runs 12 turns, 0600 to 1945 (75 minutes each, 2.5). */
const LAST_TURN = 12;
/** Sanity bound on a value printed on an AM, not a rule. */
const MAX_AM_VALUE = 10;

// ---------------------------------------------------------------------------------------------------------
// 5.29 Orders Delay.

export interface DelayResult {
  /** Null when nothing is rolled (Napoleon, or the first turn). */
  readonly roll: number | null;
  readonly total: number | null;
  /** The OC may give new orders to every Command this turn. */
  readonly newOrders: boolean;
}

const delayInput = z.object({
  oc: z.enum(['kutuzov', 'napoleon']).default('kutuzov'),
  failures: z.number().default(0),
  turn: z.number().optional(),
});

export const ordersDelayRuling = defineRuling({
  id: 'orders-delay',
  nameIt: 'ritardo-ordini',
  description: loc(
    "Orders Delay: d10 minus past failures, at or under the OC's Delay Value gives new orders (5.29)",
    'Ritardo negli Ordini: d10 meno i fallimenti, pari o inferiore al Ritardo dà nuovi ordini (5.29)',
  ),
  options: [
    option.choice(
      'oc',
      loc('Commander-in-Chief (default Kutuzov, Delay Value 5)', 'Comandante in Capo (default Kutuzov, Ritardo 5)'),
      [
        { value: 'kutuzov', name: loc('Kutuzov (Delay Value 5)', 'Kutuzov (Ritardo 5)') },
        { value: 'napoleon', name: loc('Napoleon (never rolls)', 'Napoleone (non tira mai)') },
      ],
      { nameIt: 'oc' },
    ),
    option.integer(
      'failures',
      loc(
        'Delay rolls failed in a row since the last success (−1 each, 5.29)',
        'Tiri di Ritardo falliti di fila dall’ultimo successo (−1 ciascuno, 5.29)',
      ),
      {
        min: 0,
        max: LAST_TURN - 1,
        nameIt: 'fallimenti',
      },
    ),
    option.integer(
      'turn',
      loc(
        'Game turn, 1 = 0600 (no Delay roll on turn 1)',
        'Turno di gioco, 1 = 0600 (nessun tiro di Ritardo al turno 1)',
      ),
      {
        min: 1,
        max: LAST_TURN,
        nameIt: 'turno',
      },
    ),
  ],
  input: delayInput,
  resolve(v, dice): RulingOutcome<DelayResult> {
    if (v.oc === 'napoleon') {
      return {
        ok: true,
        result: { roll: null, total: null, newOrders: true },
        rules: ['5.29'],
        text: loc(
          'Napoleon never rolls for Orders Delay: he may give new orders every turn (5.29).',
          'Napoleone non tira per il Ritardo: può dare Ordini nuovi ogni turno (5.29).',
        ),
      };
    }
    if (v.turn === 1) {
      return {
        ok: true,
        result: { roll: null, total: null, newOrders: true },
        rules: ['5.29', 'SR1'],
        text: loc(
          'No Delay roll on the first turn: Kutuzov gives his orders freely (5.29, SR1 note).',
          'Nessun tiro per il Ritardo nel primo turno: Kutuzov dà liberamente gli Ordini (5.29, nota a SR1).',
        ),
      };
    }
    const modifiers: Modifier[] = [];
    if (v.failures > 0)
      modifiers.push({
        label: loc(`${v.failures} failed Delay roll(s)`, `${v.failures} tiro/i di Ritardo fallito/i`),
        value: -v.failures,
        rule: '5.29',
      });
    const roll = d10zero(dice, 'orders delay');
    const total = roll - v.failures;
    const newOrders = total <= KUTUZOV_DELAY_VALUE;
    const verdict = newOrders
      ? loc(
          `${total} ≤ ${KUTUZOV_DELAY_VALUE}: passed. Remove last turn's Orders markers and secretly place new ones: 3 Commands of the 1st Army, 2 of the 2nd, 1 of the Reserve (SR1).`,
          `${total} ≤ ${KUTUZOV_DELAY_VALUE}: superato. Rimuovete i segnalini di Ordini del turno precedente e ponetene segretamente di nuovi: 3 Comandi della 1° Armata, 2 della 2°, 1 della Riserva (SR1).`,
        )
      : loc(
          `${total} > ${KUTUZOV_DELAY_VALUE}: failed. Last turn's orders stay in effect; the next roll gets a further −1 (5.29).`,
          `${total} > ${KUTUZOV_DELAY_VALUE}: fallito. Restano in effetto gli Ordini del turno precedente; il prossimo tiro ha un ulteriore −1 (5.29).`,
        );
    return {
      ok: true,
      result: { roll, total, newOrders },
      rules: ['5.29', 'SR1'],
      text: joinLocalized([
        describeRoll([roll], modifiers, total),
        loc(
          `Kutuzov's Delay Value ${KUTUZOV_DELAY_VALUE} (2.2): ${verdict.en}`,
          `Valore di Ritardo di Kutuzov ${KUTUZOV_DELAY_VALUE} (2.2): ${verdict.it}`,
        ),
      ]),
    };
  },
});

// ---------------------------------------------------------------------------------------------------------
// 5.28 Individual Orders.

const individualInput = z.object({
  amValue: z.number(),
  inRange: z.boolean().default(false),
  drm: z.number().default(0),
});

export const individualOrdersRuling = defineRuling({
  id: 'individual-orders',
  nameIt: 'ordini-singoli',
  description: loc(
    "Individual Orders for a No-Orders Command: d10 at or under the AM's Orders Value (5.28)",
    "Ordini Singoli per un Comando Senza Ordini: d10 pari o inferiore al Valore sull'AM (5.28)",
  ),
  options: [
    option.integer(
      'am-value',
      loc(
        'Orders Value printed on the AM drawn (e.g. Eugene 3, Murat 5)',
        "Valore di Ordini stampato sull'AM pescato (es. Eugenio 3, Murat 5)",
      ),
      {
        required: true,
        min: 0,
        max: MAX_AM_VALUE,
        nameIt: 'valore-am',
      },
    ),
    option.boolean(
      'in-range',
      loc(
        "A unit of the Command is within the OC's Command Range (−2)",
        "Un'unità del Comando è entro il Raggio dell'OC (−2)",
      ),
      {
        nameIt: 'nel-raggio',
      },
    ),
    drmOption,
  ],
  input: individualInput,
  resolve(v, dice) {
    const modifiers: Modifier[] = [];
    const rules = ['5.28'];
    if (v.inRange) {
      modifiers.push({
        label: loc("OC's Command value", "Valore di Comando dell'OC"),
        value: OC_COMMAND_DRM,
        rule: '5.28',
      });
      rules.push('5.61');
    }
    if (v.drm !== 0) modifiers.push(otherDrm(v.drm));
    const roll = d10zero(dice, 'individual orders');
    const total = roll + modifiers.reduce((s, m) => s + m.value, 0);
    const underOrders = total <= v.amValue;
    const verdict: Localized = underOrders
      ? loc(
          `${total} ≤ ${v.amValue}: the Command is Under Orders for this activation only, then reverts to No Orders (5.28).`,
          `${total} ≤ ${v.amValue}: il Comando è Sotto Ordini solo per questa attivazione, poi torna Senza Ordini (5.28).`,
        )
      : loc(
          `${total} > ${v.amValue}: the Command's units may do nothing but Rally this activation (5.28).`,
          `${total} > ${v.amValue}: le unità del Comando non possono fare nulla se non Recuperare in questa attivazione (5.28).`,
        );
    return {
      ok: true,
      result: { roll, total, underOrders },
      rules,
      text: joinLocalized([
        describeRoll([roll], modifiers, total),
        loc(`AM Orders Value ${v.amValue}: ${verdict.en}`, `Valore di Ordini dell'AM ${v.amValue}: ${verdict.it}`),
      ]),
    };
  },
});
