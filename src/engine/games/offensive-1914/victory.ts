import { z } from 'zod';
import { joinLocalized, loc } from '../../core/localized.js';
import { defineRuling, option, signed } from '../../core/ruling.js';
import { VP_ADVANCE_COLUMN_LIMIT } from './tables.js';

/**
 * Deepest German advance (27.4): at the 2nd and every later Interphase the German scores row − column of the hex
 * of his most advanced infantry Formation, choosing the hex that gives most; only hexes west of column 45
 * (excluded) count. Examples: 29.34 gives 5, 15.32 gives 17, 25.23 gives −2.
 */

export interface HexId {
  readonly column: number;
  readonly row: number;
  readonly label: string;
}

export function parseHexes(text: string): { ok: true; hexes: HexId[] } | { ok: false; message: string } {
  const items = text
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length === 0) return { ok: false, message: 'give at least one hex as CC.RR, e.g. 29.34' };
  const hexes: HexId[] = [];
  for (const item of items) {
    const match = /^(\d{2})\.(\d{2})$/.exec(item);
    if (!match) return { ok: false, message: `"${item}" is not a hex: write CC.RR (column.row), e.g. 29.34, 15.32` };
    hexes.push({ column: Number(match[1]), row: Number(match[2]), label: item });
  }
  return { ok: true, hexes };
}

/** 27.4 VP of one hex; null when it is not west of column 45. */
export function advanceVp(hex: HexId): number | null {
  return hex.column < VP_ADVANCE_COLUMN_LIMIT ? hex.row - hex.column : null;
}

const vpInput = z.object({
  hexes: z.string().transform((text, ctx) => {
    const parsed = parseHexes(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.hexes;
  }),
});

export const vpAdvanceRuling = defineRuling({
  id: 'vp-advance',
  nameIt: 'vp-avanzata',
  description: loc(
    'Deepest German advance: row − column of the best hex west of column 45 (27.4)',
    "Punto più avanzato dell'offensiva tedesca: riga − colonna, a ovest della colonna 45 (27.4)",
  ),
  options: [
    option.string(
      'hexes',
      loc(
        'Hexes of the most advanced German infantry Formations: 29.34, 15.32',
        'Esagoni delle Formazioni di fanteria tedesche più avanzate: 29.34, 15.32',
      ),
      {
        required: true,
        nameIt: 'esagoni',
      },
    ),
  ],
  input: vpInput,
  resolve(input) {
    const scored = input.hexes.map((hex) => ({ hex: hex.label, vp: advanceVp(hex) }));
    const eligible = scored.filter((s): s is { hex: string; vp: number } => s.vp !== null);
    const best = eligible.reduce<{ hex: string; vp: number } | null>(
      (b, s) => (b === null || s.vp > b.vp ? s : b),
      null,
    );
    const lines = scored.map((s) =>
      s.vp === null
        ? loc(
            `${s.hex}: column ${s.hex.slice(0, 2)} is not west of column 45: does not count.`,
            `${s.hex}: la colonna ${s.hex.slice(0, 2)} non è a ovest della 45: non conta.`,
          )
        : loc(
            `${s.hex}: ${s.hex.slice(3)} − ${s.hex.slice(0, 2)} = ${signed(s.vp)} VP.`,
            `${s.hex}: ${s.hex.slice(3)} − ${s.hex.slice(0, 2)} = ${signed(s.vp)} VP.`,
          ),
    );
    lines.push(
      best
        ? loc(
            `The German scores **${signed(best.vp)} VP** for ${best.hex} (27.4).`,
            `Il tedesco ottiene **${signed(best.vp)} VP** per ${best.hex} (27.4).`,
          )
        : loc(
            'No hex west of column 45: 27.4 scores nothing here.',
            'Nessun esagono a ovest della colonna 45: la 27.4 non assegna nulla.',
          ),
    );
    return {
      ok: true,
      result: { vp: best?.vp ?? null, hex: best?.hex ?? null, hexes: scored },
      rules: ['27.4'],
      text: joinLocalized(lines),
    };
  },
});
