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
export function inQuarters(de: number): boolean {
  return Number.isInteger(de * 4);
}

export type ArtilleryStep =
  | {
      readonly step: 'artillery-cell';
      readonly rule: '10.1.2';
      readonly de: number;
      readonly row: string;
      readonly av: number;
      readonly band: string;
    }
  | { readonly step: 'artillery-drm'; readonly rule: '10.1.1'; readonly drm: number };

export function artillery(
  av: number,
  de: number,
): { value: { drm: number; row: string; band: string }; rules: string[]; steps: ArtilleryStep[] } {
  const row = artilleryRow(de); // 10.1.2 own DE pick the row,
  const band = artilleryBand(row, av); // the enemy's total AV the cell
  const value = { drm: band.drm, row: row.label, band: bandLabel(band) };
  return {
    value,
    rules: ['10.1.1', '10.1.2'],
    steps: [
      { step: 'artillery-cell', rule: '10.1.2', de, row: value.row, av, band: value.band },
      { step: 'artillery-drm', rule: '10.1.1', drm: band.drm }, // 10.1.1 the DRM to this side's Post-Combat EC
    ],
  };
}
