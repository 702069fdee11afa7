import { z } from 'zod';
import { problem } from '../../../core/explain.js';
import { loc } from '../../../core/localized.js';
import { refuse, notationField, defineRuling, option, type MissingTable } from '../../../core/ruling.js';
import { parseHexList, parseMarkerValues } from '../notation.js';
import { CUP_SIZE } from '../rules/tables.js';
import {
  drawVp,
  hexesProblem,
  immediateVictory,
  regularVictory,
  type VpDraw,
  type VpMarkers,
} from '../rules/victory.js';
import { giWords } from '../words.js';

/** Victory points (3.2, 13.4): the hidden VP markers drawn from the cups, and the victory checks. */

export type { VpDraw, VpMarkers };

/** 3.1.2: the values printed on the 15 German and 8 Plan 17 VP markers are not in the rulebook. */
export const vpMarkersTable: MissingTable<VpMarkers> = {
  id: 'vp-markers',
  title: loc('Hidden VP markers', 'Segnalini VP nascosti'),
  gap: loc(
    'The values of the 15 German VP markers and the 8 Plan 17 VP markers (3.1.2, 3.2.1, 3.2.4) are printed only on the counters.',
    'I valori dei 15 segnalini VP tedeschi e degli 8 segnalini VP Piano 17 (3.1.2, 3.2.1, 3.2.4) sono stampati solo sulle pedine.',
  ),
  schema: z.object({
    german: z.array(z.number().int().min(-20).max(20)).length(CUP_SIZE.german),
    plan17: z.array(z.number().int().min(-20).max(20)).length(CUP_SIZE.plan17),
  }),
};

const drawInput = z
  .object({
    cup: z.enum(['german', 'plan17']),
    hexes: notationField(parseHexList),
    out: notationField(parseMarkerValues).optional(),
  })
  .superRefine((v, ctx) => {
    const wrong = hexesProblem(v.cup, v.hexes);
    if (wrong) refuse(ctx, wrong, 'hexes');
  });

export const vpDraw = defineRuling({
  id: 'vp-draw',
  nameIt: 'pesca-vp',
  description: loc(
    'Draw hidden VP markers for VP hexes from a cup (3.2; values from a pack)',
    'Pesca segnalini VP nascosti per esagoni VP da una tazza (3.2; valori da un pacchetto)',
  ),
  options: [
    option.choice(
      'cup',
      loc('Which cup', 'Quale tazza'),
      [
        { value: 'german', name: loc('German VP (15 markers)', 'VP tedeschi (15 segnalini)') },
        { value: 'plan17', name: loc('Plan 17 VP (8 markers)', 'VP Piano 17 (8 segnalini)') },
      ],
      { required: true, nameIt: 'tazza' },
    ),
    option.string(
      'hexes',
      loc(
        'VP hexes that each get a marker, in order, e.g. "8, 14, 76"',
        'Esagoni VP che ricevono un segnalino, in ordine, es. "8, 14, 76"',
      ),
      { required: true, nameIt: 'esagoni' },
    ),
    option.string(
      'out',
      loc(
        'Values of markers from this cup now on the map, e.g. "2, 3"',
        'Valori dei segnalini di questa tazza ora sulla mappa, es. "2, 3"',
      ),
      { nameIt: 'fuori' },
    ),
  ],
  input: drawInput,
  tables: [vpMarkersTable],
  words: giWords,
  resolve(v, dice, ctx) {
    const table = ctx.tables[vpMarkersTable.id] as VpMarkers | undefined;
    if (!table) return problem('vp-table-missing', { table: vpMarkersTable.id }, { rule: '3.1.2' });
    const drawn = drawVp(table, v.cup, v.hexes, v.out ?? [], dice);
    // These refusals name the cup themselves, as they always have (a standalone problem).
    if ('ok' in drawn) return { ok: false, problem: { ...drawn.problem, standalone: true } };
    return { ok: true, result: drawn.value, steps: drawn.steps, rules: drawn.rules };
  },
});

export const victory = defineRuling({
  id: 'victory',
  nameIt: 'vittoria',
  description: loc(
    'German immediate or end-of-scenario victory check from the VP totals (3.2.4)',
    'Controllo della vittoria immediata tedesca o di fine scenario dai totali VP (3.2.4)',
  ),
  options: [
    option.choice(
      'check',
      loc('Which check', 'Quale controllo'),
      [
        { value: 'regular', name: loc('End of scenario (turn 7 or 15)', 'Fine scenario (turno 7 o 15)') },
        {
          value: 'immediate',
          name: loc('German immediate victory (Paris taken)', 'Vittoria immediata tedesca (Parigi presa)'),
        },
      ],
      { required: true, nameIt: 'controllo' },
    ),
    option.integer(
      'german',
      loc(
        'German VP total (with the drawn markers and Paris 10)',
        'Totale VP tedeschi (con i segnalini pescati e Parigi 10)',
      ),
      { required: true, min: -99, max: 999, nameIt: 'tedeschi' },
    ),
    option.integer('allied', loc('Plan 17 VP total', 'Totale VP Piano 17'), {
      required: true,
      min: -99,
      max: 999,
      nameIt: 'alleati',
    }),
    option.choice(
      'immediate-rule',
      loc(
        'Immediate test: half (3.2.4, default) or under-10 (11.1)',
        'Prova immediata: half (3.2.4, predefinita) o under-10 (11.1)',
      ),
      [
        {
          value: 'half',
          name: loc('Plan 17 below half the German total (3.2.4)', 'Piano 17 sotto la metà del totale tedesco (3.2.4)'),
        },
        { value: 'under-10', name: loc('Plan 17 below 10 (11.1)', 'Piano 17 sotto 10 (11.1)') },
      ],
      { nameIt: 'regola-immediata' },
    ),
  ],
  input: z.object({
    check: z.enum(['regular', 'immediate']),
    german: z.number().int(),
    allied: z.number().int(),
    immediateRule: z.enum(['half', 'under-10']).default('half'),
  }),
  words: giWords,
  resolve(v) {
    const { value, steps, rules } =
      v.check === 'regular'
        ? regularVictory(v.german, v.allied)
        : immediateVictory(v.german, v.allied, v.immediateRule);
    return { ok: true, result: value, steps, rules };
  },
});
