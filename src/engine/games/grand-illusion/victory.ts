import { z } from 'zod';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option, type MissingTable } from '../../core/ruling.js';
import { inputIssue } from './messages.js';
import {
  CUP_SIZE,
  GERMAN_DOUBLE_HEXES,
  GERMAN_VP_HEXES,
  PARIS_HEX,
  PARIS_VP,
  PLAN17_DOUBLE_HEXES,
  PLAN17_VP_HEXES,
} from './tables.js';

/** Victory points (3.2, 13.4): the hidden VP markers drawn from the cups, and the victory checks. */

export type Cup = 'german' | 'plan17';

export interface VpMarkers {
  readonly german: readonly number[];
  readonly plan17: readonly number[];
}

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

const CUP_HEXES: Record<Cup, readonly number[]> = { german: GERMAN_VP_HEXES, plan17: PLAN17_VP_HEXES };
const DOUBLE_HEXES: Record<Cup, readonly number[]> = { german: GERMAN_DOUBLE_HEXES, plan17: PLAN17_DOUBLE_HEXES };
const CUP_NAME: Record<Cup, Localized> = {
  german: loc('German VP', 'VP tedeschi'),
  plan17: loc('Plan 17 VP', 'VP Piano 17'),
};

const numbers = (text: string): number[] | null => {
  const parts = text.split(/[,;\s]+/).filter((p) => p !== '');
  const values = parts.map(Number);
  return values.every((n) => Number.isInteger(n)) ? values : null;
};

const drawInput = z
  .object({
    cup: z.enum(['german', 'plan17']),
    hexes: z.string().transform((text, ctx) => {
      const values = numbers(text);
      if (!values || values.length === 0 || values.length > 15) {
        inputIssue(
          ctx,
          undefined,
          'give 1 to 15 hex numbers, e.g. "8, 14, 76"',
          'indicate da 1 a 15 numeri di esagono, es. "8, 14, 76"',
        );
        return z.NEVER;
      }
      return values;
    }),
    out: z
      .string()
      .transform((text, ctx) => {
        const values = numbers(text);
        if (!values) {
          inputIssue(
            ctx,
            undefined,
            'give the values of the markers already out of the cup, e.g. "2, 3"',
            'indicate i valori dei segnalini già fuori dalla tazza, es. "2, 3"',
          );
          return z.NEVER;
        }
        return values;
      })
      .optional(),
  })
  .superRefine((v, ctx) => {
    const allowed = CUP_HEXES[v.cup];
    for (const hex of v.hexes) {
      if (v.cup === 'german' && hex === PARIS_HEX) {
        inputIssue(
          ctx,
          'hexes',
          'Paris (hex 19) scores with its own 10 VP marker, not one drawn from the cup (3.1.2, 3.2.4)',
          'Parigi (esagono 19) vale con il suo segnalino da 10 VP, non con uno pescato dalla tazza (3.1.2, 3.2.4)',
        );
        return;
      }
      if (!allowed.includes(hex)) {
        inputIssue(
          ctx,
          'hexes',
          `hex ${hex} is not a ${v.cup === 'german' ? 'German' : 'Plan 17'} VP hex (${allowed.join(', ')}; ${v.cup === 'german' ? '3.2.2' : '3.2.1'})`,
          `l'esagono ${hex} non è un esagono VP ${v.cup === 'german' ? 'tedesco' : 'Piano 17'} (${allowed.join(', ')}; ${v.cup === 'german' ? '3.2.2' : '3.2.1'})`,
        );
        return;
      }
    }
    if (new Set(v.hexes).size !== v.hexes.length)
      inputIssue(
        ctx,
        'hexes',
        'each hex gets one marker: a hex is listed twice',
        'ogni esagono riceve un segnalino: un esagono è ripetuto',
      );
  });

export interface VpDraw {
  readonly hex: number;
  readonly value: number;
  readonly doubled: boolean;
  readonly vp: number;
}

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
      {
        required: true,
        nameIt: 'esagoni',
      },
    ),
    option.string(
      'out',
      loc(
        'Values of markers from this cup now on the map, e.g. "2, 3"',
        'Valori dei segnalini di questa tazza ora sulla mappa, es. "2, 3"',
      ),
      {
        nameIt: 'fuori',
      },
    ),
  ],
  input: drawInput,
  tables: [vpMarkersTable],
  resolve(v, dice, ctx) {
    const table = ctx.tables[vpMarkersTable.id] as VpMarkers | undefined;
    if (!table) {
      return {
        ok: false,
        message: loc(
          `The VP marker values are missing: the rulebook does not print them (3.1.2, 3.2.1, 3.2.4). Load a pack whose \`tables.${vpMarkersTable.id}\` holds them (/pack import, or \`npx umpire pack check\` to validate).`,
          `Mancano i valori dei segnalini VP: il regolamento non li riporta (3.1.2, 3.2.1, 3.2.4). Caricate un pacchetto il cui \`tables.${vpMarkersTable.id}\` li contenga (/pack import, o \`npx umpire pack check\` per verificarlo).`,
        ),
      };
    }
    const cup = [...table[v.cup]];
    for (const value of v.out ?? []) {
      const at = cup.indexOf(value);
      if (at < 0) {
        return {
          ok: false,
          option: 'out',
          message: loc(
            `No marker worth ${value} is left in the ${CUP_NAME[v.cup].en} cup to set aside.`,
            `Nella tazza ${CUP_NAME[v.cup].it} non resta un segnalino da ${value} da mettere da parte.`,
          ),
        };
      }
      cup.splice(at, 1);
    }
    if (v.hexes.length > cup.length) {
      return {
        ok: false,
        option: 'hexes',
        message: loc(
          `Only ${cup.length} marker(s) are in the ${CUP_NAME[v.cup].en} cup, not ${v.hexes.length}.`,
          `Nella tazza ${CUP_NAME[v.cup].it} restano solo ${cup.length} segnalini, non ${v.hexes.length}.`,
        ),
      };
    }
    const draws: VpDraw[] = [];
    const lines: Localized[] = [];
    for (const hex of v.hexes) {
      // A draw at random: a die with as many faces as markers in the cup (the last one needs no die).
      const index = cup.length === 1 ? 0 : dice.roll(cup.length, { purpose: 'vp-draw' }) - 1;
      const size = cup.length;
      const value = cup.splice(index, 1)[0] as number;
      const doubled = DOUBLE_HEXES[v.cup].includes(hex);
      const vp = doubled ? value * 2 : value;
      draws.push({ hex, value, doubled, vp });
      lines.push(
        loc(
          `Hex ${hex}: marker ${index + 1} of ${size} in the cup, worth ${value}${doubled ? `, doubled in this hex → **${vp} VP**` : ` → **${vp} VP**`}.`,
          `Esagono ${hex}: segnalino ${index + 1} di ${size} nella tazza, vale ${value}${doubled ? `, raddoppiato in questo esagono → **${vp} VP**` : ` → **${vp} VP**`}.`,
        ),
      );
    }
    const total = draws.reduce((sum, d) => sum + d.vp, 0);
    lines.push(
      loc(
        `Total **${total} VP**; ${cup.length} marker(s) left in the cup.`,
        `Totale **${total} VP**; restano ${cup.length} segnalini nella tazza.`,
      ),
    );
    const rules = v.cup === 'german' ? ['3.2.2', '3.2.4', '13.4 h'] : ['3.2.1', '13.4 g'];
    return { ok: true, result: { cup: v.cup, draws, total, remaining: cup.length }, rules, text: joinLocalized(lines) };
  },
});

// ---------------------------------------------------------------------------------------------------------------

const victoryInput = z.object({
  check: z.enum(['regular', 'immediate']),
  german: z.number().int(),
  allied: z.number().int(),
  immediateRule: z.enum(['half', 'under-10']).default('half'),
});

export type Winner = 'german' | 'allied' | null;

export interface VictoryResult {
  readonly winner: Winner;
}

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
      {
        required: true,
        min: -99,
        max: 999,
        nameIt: 'tedeschi',
      },
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
  input: victoryInput,
  resolve(v) {
    if (v.check === 'regular') {
      // 3.2.4: the Germans win with 6 or more VP and at least double the Allied total; otherwise the Allies. No draws.
      const german = v.german >= 6 && v.german >= 2 * v.allied;
      const result: VictoryResult = { winner: german ? 'german' : 'allied' };
      return {
        ok: true,
        result,
        rules: ['3.2.4'],
        text: loc(
          `German ${v.german} VP, Plan 17 ${v.allied} VP: the Germans need 6 or more and at least double the Allied total (${2 * v.allied}). **${german ? 'German' : 'Allied'} victory**; there are no draws (3.2.4).`,
          `Tedeschi ${v.german} VP, Piano 17 ${v.allied} VP: il tedesco deve avere 6 o più e almeno il doppio del totale alleato (${2 * v.allied}). **Vittoria ${german ? 'tedesca' : 'alleata'}**; non è possibile il pareggio (3.2.4).`,
        ),
      };
    }
    const half = v.immediateRule === 'half';
    const wins = half ? 2 * v.allied < v.german : v.allied < 10;
    const result: VictoryResult = { winner: wins ? 'german' : null };
    const test = half
      ? loc(
          `Plan 17 ${v.allied} below half of ${v.german} (3.2.4)`,
          `Piano 17 ${v.allied} inferiore alla metà di ${v.german} (3.2.4)`,
        )
      : loc(`Plan 17 ${v.allied} below 10 (11.1)`, `Piano 17 ${v.allied} inferiore a 10 (11.1)`);
    const lines: Localized[] = [
      loc(`Test: ${test.en}? ${wins ? 'Yes' : 'No'}.`, `Prova: ${test.it}? ${wins ? 'Sì' : 'No'}.`),
      wins
        ? loc('**German immediate victory.**', '**Vittoria immediata tedesca.**')
        : loc(
            `No immediate victory: the Paris marker stays on its German side and its ${PARIS_VP} VP stay in the German total while the Germans hold Paris; the other markers go back in the cup and their sum is subtracted. Play goes on (3.2.4).`,
            `Nessuna vittoria immediata: il segnalino di Parigi resta dal lato tedesco e i suoi ${PARIS_VP} VP restano nel totale tedesco finché il tedesco tiene Parigi; gli altri segnalini tornano nella tazza e la loro somma si sottrae. Il gioco continua (3.2.4).`,
          ),
    ];
    return { ok: true, result, rules: half ? ['3.2.4'] : ['11.1'], text: joinLocalized(lines) };
  },
});
