import { z } from 'zod';
import { joinLocalized, loc } from '../../core/localized.js';
import { defineRuling, option, signed } from '../../core/ruling.js';
import { fmt } from './odds.js';
import { ARTILLERY_TABLE, bandLabel, type ArtilleryBand, type ArtilleryRow } from './tables.js';

/** The Artillery Table (10.1): the opponent's total AV against the number of own DE → own Post-Combat EC DRM. */

export function artilleryRow(de: number): ArtilleryRow {
  const row = ARTILLERY_TABLE.find((r) => de >= r.minDe);
  if (!row) throw new Error(`no artillery row for ${de} DE`);
  return row;
}

export function artilleryBand(row: ArtilleryRow, av: number): ArtilleryBand {
  const band = row.bands.find((b) => av >= b.from && (b.to === undefined || av <= b.to));
  if (!band) throw new Error(`no artillery band for AV ${av}`);
  return band;
}

export function artilleryDrm(av: number, de: number): number {
  return artilleryBand(artilleryRow(de), av).drm;
}

/** DE come in quarters (1.1): ¼ regiment, ½ brigade, 1 division. */
function quarters(de: number): boolean {
  return Number.isInteger(de * 4);
}

const artilleryInput = z.object({
  av: z.number(),
  de: z.number().refine(quarters, { message: 'DE come in quarters: 0.25, 0.5, 0.75, 1, 1.25 …' }),
});

export const artilleryRuling = defineRuling({
  id: 'artillery',
  nameIt: 'artiglieria',
  description: loc(
    'Artillery Table: enemy AV against own DE → own Post-Combat EC DRM (10.1)',
    "Tabella dell'Artiglieria: AV nemica contro le proprie DE → DRM al proprio EC (10.1)",
  ),
  options: [
    option.integer(
      'av',
      loc(
        'Opponent total AV (after Escarpment ½ and Mountainous max 2)',
        "AV totale dell'avversario (dopo Scarpata ½ e max 2 in Montagna)",
      ),
      {
        required: true,
        min: 0,
        max: 99,
      },
    ),
    option.number(
      'de',
      loc(
        'Own division-equivalents in the combat (quarters: 1.75)',
        'Proprie divisioni-equivalenti nel combattimento (quarti: 1.75)',
      ),
      {
        required: true,
        min: 0,
        max: 20,
      },
    ),
  ],
  input: artilleryInput,
  resolve(input) {
    const row = artilleryRow(input.de);
    const band = artilleryBand(row, input.av);
    return {
      ok: true,
      result: { drm: band.drm, row: row.label, band: bandLabel(band) },
      rules: ['10.1.1', '10.1.2'],
      text: joinLocalized([
        loc(
          `Artillery Table (10.1.2): own ${fmt(input.de)} DE → row ${row.label}; enemy AV ${input.av} → cell ${bandLabel(band)}.`,
          `Tabella dell'Artiglieria (10.1.2): proprie ${fmt(input.de)} DE → riga ${row.label}; AV nemica ${input.av} → casella ${bandLabel(band)}.`,
        ),
        loc(
          `**${signed(band.drm)}** to this side's Post-Combat EC.`,
          `**${signed(band.drm)}** all'EC Post-Combattimento di questa parte.`,
        ),
      ]),
    };
  },
});
