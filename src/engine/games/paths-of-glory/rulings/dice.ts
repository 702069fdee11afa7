import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { refuse, defineRuling, option } from '../../../core/ruling.js';
import { problem } from '../../../core/explain.js';
import { rollFire } from '../rules/fire.js';
import { rollFlank } from '../rules/flank.js';
import { offerProblem } from '../rules/peace.js';
import { peaceTerms } from '../rules/peace.js';
import { besiege } from '../rules/siege.js';
import { bidForSides } from '../rules/tournament.js';
import { entrench } from '../rules/trenches.js';
import { pogWords } from '../words.js';

/** The rulings of one roll: a side's fire, a flank attempt, a siege, an entrenchment, peace terms, the bid. */

export const fireRuling = defineRuling({
  id: 'fire',
  nameIt: 'fuoco',
  description: loc(
    "One side's combat fire: loss number from the Army or Corps table (12.2.7–12.2.9)",
    'Fuoco di una parte: numero di perdite dalla tabella Armate o Corpi (12.2.7–12.2.9)',
  ),
  options: [
    option.choice(
      'table',
      loc('Army table if any firing unit is an Army (12.2.8)', "Tabella Armate se un'unità che spara è un'Armata"),
      [
        { value: 'army', name: loc('Army table', 'Tabella delle Armate') },
        { value: 'corps', name: loc('Corps table (corps and/or forts only)', 'Tabella dei Corpi (solo corpi/forti)') },
      ],
      { required: true, nameIt: 'tabella' },
    ),
    option.integer(
      'cf',
      loc('Total combat factors (a defender adds its fort)', 'Fattori di combattimento (il difensore somma il forte)'),
      { required: true, min: 0, max: 99 },
    ),
    option.integer(
      'shift',
      loc('Net column shift: negative = left (12.2.8)', 'Spostamento netto di colonna: negativo = sinistra'),
      { min: -9, max: 9, nameIt: 'spostamento' },
    ),
    option.integer(
      'drm',
      loc('Die-roll modifier: combat cards, Sinai −3 (12.2.7)', 'Modificatore: carte di combattimento, Sinai −3'),
      { min: -9, max: 9 },
    ),
  ],
  input: z.object({
    table: z.enum(['army', 'corps']),
    cf: z.number().int().min(0),
    shift: z.number().int().default(0),
    drm: z.number().int().default(0),
  }),
  words: pogWords,
  resolve(input, dice) {
    const { reading: fire, steps } = rollFire(dice, input.table, input.cf, input.shift, input.drm);
    return {
      ok: true,
      result: { lossNumber: fire.lossNumber, table: fire.table, column: fire.column, row: fire.row, die: fire.die },
      steps,
    };
  },
});

export const flankRuling = defineRuling({
  id: 'flank',
  nameIt: 'fianco',
  description: loc(
    'Flank attack attempt: d6 + isolated attacking spaces, 4 or more succeeds (12.3)',
    'Tentativo di attacco di fianco: d6 + spazi attaccanti isolati, riesce con 4 o più (12.3)',
  ),
  options: [
    option.integer(
      'isolated',
      loc(
        'Attacking spaces (not the frontal one) not adjacent to other enemy units: +1 each',
        'Spazi attaccanti (non frontali) non adiacenti ad altre unità nemiche: +1 ciascuno',
      ),
      { min: 0, max: 9, nameIt: 'isolati' },
    ),
    option.boolean(
      'wireless',
      loc(
        'Wireless Intercepts: a German attempt on Russians only succeeds',
        'Intercettazioni Radio: riesce contro soli russi',
      ),
      { nameIt: 'intercettazioni' },
    ),
  ],
  input: z.object({ isolated: z.number().int().default(0), wireless: z.boolean().default(false) }),
  words: pogWords,
  resolve(input, dice) {
    const { flank, steps, rules } = rollFlank(dice, input.isolated, input.wireless);
    return {
      ok: true,
      result: { success: flank.success, die: flank.die, drm: flank.drm, total: flank.total },
      steps,
      rules,
    };
  },
});

export const siegeRuling = defineRuling({
  id: 'siege',
  nameIt: 'assedio',
  description: loc(
    'Siege Phase roll: the besieged fort is destroyed if the die beats its LF (15.3)',
    'Tiro della Fase di Assedio: il forte assediato è distrutto se il dado supera il suo LF (15.3)',
  ),
  options: [
    option.integer('fort-lf', loc("The besieged fort's loss factor", 'Fattore di perdita del forte assediato'), {
      required: true,
      min: 1,
      max: 9,
      nameIt: 'lf-forte',
    }),
    option.boolean(
      'early',
      loc('August or September 1914: −2 to the roll (15.3.3)', 'Agosto o settembre 1914: −2 al tiro (15.3.3)'),
      { nameIt: 'inizio' },
    ),
  ],
  input: z.object({ fortLf: z.number().int(), early: z.boolean().default(false) }),
  words: pogWords,
  resolve(input, dice) {
    const siege = besiege(dice, input.fortLf, input.early);
    if (!siege.ok) return siege;
    const { destroyed, die, modified, rules } = siege.value;
    return { ok: true, result: { destroyed, die, modified }, steps: siege.steps, rules };
  },
});

export const entrenchRuling = defineRuling({
  id: 'entrench',
  nameIt: 'trincea',
  description: loc(
    "Entrenchment roll: a trench if the die is at most the Army's LF (11.2.2)",
    "Tiro di trinceramento: trincea se il dado è pari o inferiore al LF dell'Armata (11.2.2)",
  ),
  options: [
    option.integer('lf', loc('Loss factor of the Army entrenching', "Fattore di perdita dell'Armata che si trincera"), {
      required: true,
      min: 1,
      max: 9,
    }),
    option.integer(
      'trench',
      loc('Trench level already in the space (0 or 1)', 'Livello di trincea già nello spazio (0 o 1)'),
      { min: 0, max: 2, nameIt: 'trincea' },
    ),
    option.boolean(
      'retry',
      loc(
        'Optional 11.2.10: a GE/BR/FR/IT unit failed last round, −1',
        'Opzionale 11.2.10: unità GE/BR/FR/IT fallì nel round prima, −1',
      ),
      { nameIt: 'ritenta' },
    ),
  ],
  input: z
    .object({ lf: z.number().int(), trench: z.number().int().default(0), retry: z.boolean().default(false) })
    .superRefine((input, ctx) => {
      // 11.2.3: a level 2 trench is the highest.
      if (input.trench >= 2) refuse(ctx, problem('trench-at-top', undefined, { rule: '11.2.3' }).problem, 'trench');
    }),
  words: pogWords,
  resolve(input, dice) {
    const attempt = entrench(dice, input.lf, input.trench, input.retry);
    if (!attempt.ok) return attempt;
    const { success, level, die, modified, rules } = attempt.value;
    return { ok: true, result: { success, level, die, modified }, steps: attempt.steps, rules };
  },
});

export const peaceRuling = defineRuling({
  id: 'peace',
  nameIt: 'pace',
  description: loc(
    'Peace terms refused: the offerer rolls on the Peace Terms table (16.5.2)',
    "Termini di pace rifiutati: l'offerente tira sulla Tabella dei Termini di Pace (16.5.2)",
  ),
  options: [
    option.choice(
      'side',
      loc('Who offered peace', 'Chi ha offerto la pace'),
      [
        { value: 'cp', name: loc('Central Powers', 'Potenze Centrali') },
        { value: 'ap', name: loc('Allies', 'Alleati') },
      ],
      { required: true, nameIt: 'parte' },
    ),
    option.integer(
      'cws',
      loc('Combined War Status (column 0-19 or 20+)', 'Stato di Guerra Combinato (colonna 0-19 o 20+)'),
      { required: true, min: 0, max: 99, nameIt: 'sgc' },
    ),
    option.integer(
      'vp',
      loc(
        'VP total now, to check that the offer is allowed (16.5.1)',
        "Totale VP attuale, per verificare che l'offerta sia permessa",
      ),
      { min: 0, max: 40 },
    ),
    option.choice(
      'ap-offer',
      loc(
        '16.5.1.2: the Allies offer at VP 9 or more (as printed) or at 9 or less',
        '16.5.1.2: gli Alleati offrono con VP 9 o più (testo) o 9 o meno',
      ),
      [
        {
          value: 'as-printed',
          name: loc('VP 9 or more, as printed (default)', 'VP 9 o più, come stampato (predefinito)'),
        },
        {
          value: 'mirrored',
          name: loc('VP 9 or less, mirroring the CP rule', 'VP 9 o meno, speculare alla regola CP'),
        },
      ],
      { nameIt: 'offerta-alleata' },
    ),
  ],
  input: z
    .object({
      side: z.enum(['cp', 'ap']),
      cws: z.number().int(),
      vp: z.number().int().optional(),
      apOffer: z.enum(['as-printed', 'mirrored']).default('as-printed'),
    })
    .superRefine((input, ctx) => {
      if (input.vp === undefined) return;
      const refused = offerProblem(input.side, input.vp, input.apOffer);
      if (refused) refuse(ctx, refused, 'vp');
    }),
  words: pogWords,
  resolve(input, dice) {
    const terms = peaceTerms(dice, input.side, input.cws, input.vp);
    if (!terms.ok) return terms;
    const { rules, ...result } = terms.value;
    return { ok: true, result, steps: terms.steps, rules };
  },
});

export const bidRuling = defineRuling({
  id: 'bid',
  nameIt: 'puntata',
  description: loc(
    'Tournament bid for sides: each player rolls, the higher roll bids first (5.6.2)',
    'Puntata per le parti nei tornei: ogni giocatore tira, chi ottiene di più punta (5.6.2)',
  ),
  options: [],
  input: z.object({}),
  words: pogWords,
  resolve(_input, dice) {
    const bid = bidForSides(dice);
    if (!bid.ok) return bid;
    return { ok: true, result: bid.value, steps: bid.steps, rules: ['5.6.2', '5.6.2.1', '5.6.3'] };
  },
});
