/** Command (4.0, 5.2, 5.5): options → rules/initiative.ts, rules/orders.ts, rules/reserve.ts → words. */
import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, blame, defineRuling, option } from '../../../core/ruling.js';
import { UNIT_KINDS } from '../model.js';
import { disorderedKindRefusal } from '../rules/disorder.js';
import { initiative, initiativeRefusal } from '../rules/initiative.js';
import { individualOrders, ordersDelay } from '../rules/orders.js';
import { reserveFirst, reserveMove, reserveMoveRefusal } from '../rules/reserve.js';
import { NAPOLEON_ORDERS_VALUE } from '../tables.js';
import { borodinoWords } from '../words.js';
import { cohesionOption, disorderedOption, drmOption, UNIT_KIND_CHOICES } from './options.js';

/** Sanity bound on an Orders Value, not a rule. */
const MAX_ORDERS_VALUE = 20;
/** The 7 September scenario runs 12 turns, 0600 to 1945 (75 minutes each, 2.5). */
const LAST_TURN = 12;
/** Sanity bound on a value printed on an AM, not a rule. */
const MAX_AM_VALUE = 10;

// ---------------------------------------------------------------------------------------------------------
// 4.0 Initiative.

const initiativeInput = z
  .object({
    russian: z.number().optional(),
    french: z.number().default(NAPOLEON_ORDERS_VALUE),
    opening: z.boolean().default(false),
  })
  .superRefine((v, ctx) => blame(ctx, initiativeRefusal(v)));

export const initiativeRuling = defineRuling({
  id: 'initiative',
  nameIt: 'iniziativa',
  description: loc(
    "Initiative: each side rolls d10 + its OC's Orders Value; a tie gives it to nobody (4.0)",
    "Iniziativa: ogni parte tira d10 + Valore degli Ordini dell'OC; parità, nessuno (4.0)",
  ),
  options: [
    option.integer(
      'russian',
      loc(
        "Kutuzov's Orders Value for Initiative (not in the rules: '?' on his counter)",
        "Valore degli Ordini di Kutuzov per l'Iniziativa ('?' sulla pedina, non dato)",
      ),
      { min: 0, max: MAX_ORDERS_VALUE, nameIt: 'russo' },
    ),
    option.integer(
      'french',
      loc("Napoleon's Orders Value (3 at Borodino, 5.22)", 'Valore degli Ordini di Napoleone (3 a Borodino, 5.22)'),
      {
        min: 0,
        max: MAX_ORDERS_VALUE,
        nameIt: 'francese',
      },
    ),
    option.boolean(
      'opening',
      loc(
        'The 0600 turn of 7 September: the French have it, no roll',
        'Turno delle 0600 del 7 settembre: è del francese, senza tiro',
      ),
      {
        nameIt: 'apertura',
      },
    ),
  ],
  input: initiativeInput,
  words: borodinoWords,
  resolve: (v, dice) => resolutionOf(initiative(v, dice)),
});

// ---------------------------------------------------------------------------------------------------------
// 5.51 Who acts first in the Reserve Phase.

export const reserveFirstRuling = defineRuling({
  id: 'reserve-first',
  nameIt: 'riserva-primo',
  description: loc(
    'Reserve Phase with no Initiative: each side rolls d10, high goes first, ties re-rolled (5.51)',
    'Fase della Riserva senza Iniziativa: ogni parte tira d10, chi fa di più agisce per primo (5.51)',
  ),
  options: [],
  input: z.object({}),
  words: borodinoWords,
  resolve: (_v, dice) => resolutionOf(reserveFirst(dice)),
});

// ---------------------------------------------------------------------------------------------------------
// 5.29 Orders Delay.

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
  words: borodinoWords,
  resolve: (v, dice) => resolutionOf(ordersDelay(v.oc, v.failures, v.turn, dice)),
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
  words: borodinoWords,
  resolve: (v, dice) => resolutionOf(individualOrders(v.amValue, v.inRange, v.drm, dice)),
});

// ---------------------------------------------------------------------------------------------------------
// 5.54 A unit moved in a Reserve activation.

const reserveMoveInput = z
  .object({
    cohesion: z.number(),
    unit: z.enum(UNIT_KINDS),
    disordered: z.boolean().default(false),
    fired: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const unit = { kind: v.unit, cohesion: v.cohesion, disordered: v.disordered };
    blame(ctx, disorderedKindRefusal(unit.kind, unit.disordered));
    blame(ctx, reserveMoveRefusal(unit, v.fired));
  });

export const reserveMoveRuling = defineRuling({
  id: 'reserve-move',
  nameIt: 'movimento-riserva',
  description: loc(
    'Disorder roll of a unit moved in a Reserve activation (artillery: if it fired) (5.54)',
    "Tiro per il Disordine di un'unità mossa come Riserva (artiglieria: se ha sparato) (5.54)",
  ),
  options: [
    cohesionOption(loc("The unit's current Cohesion", "Coesione attuale dell'unità")),
    option.choice('unit', loc('Unit type', "Tipo d'unità"), UNIT_KIND_CHOICES, { required: true, nameIt: 'unita' }),
    disorderedOption,
    option.boolean(
      'fired',
      loc(
        'Artillery: it fired in this Reserve activation (5.55)',
        'Artiglieria: ha sparato in questa attivazione come Riserva (5.55)',
      ),
      {
        nameIt: 'ha-sparato',
      },
    ),
  ],
  input: reserveMoveInput,
  words: borodinoWords,
  resolve: (v, dice) =>
    resolutionOf(reserveMove({ kind: v.unit, cohesion: v.cohesion, disordered: v.disordered }, v.fired, dice)),
});
