import type { HexId } from '../model.js';
import { PLAN_ABANDON_VP, VP_ADVANCE_COLUMN_LIMIT } from './tables.js';

/**
 * Deepest German advance (27.4): at the 2nd and every later Interphase the German scores row − column of the hex
 * of his most advanced infantry Formation, choosing the hex that gives most; only hexes west of column 45
 * (excluded) count. Examples: 29.34 gives 5, 15.32 gives 17, 25.23 gives −2.
 */

/** 27.4 VP of one hex; null when it is not west of column 45. */
export function advanceVp(hex: HexId): number | null {
  return hex.column < VP_ADVANCE_COLUMN_LIMIT ? hex.row - hex.column : null;
}

export type VictoryStep =
  | {
      readonly step: 'hex-vp';
      readonly rule: '27.4';
      readonly hex: string;
      readonly column: string;
      readonly row: string;
      readonly vp: number | null;
    }
  | {
      readonly step: 'deepest-advance';
      readonly rule: '27.4';
      readonly hex: string | null;
      readonly vp: number | null;
    };

export type PlanVpStep =
  | { readonly step: 'plan-fifth-army'; readonly rule: '27.1' }
  | {
      readonly step: 'plan-abandon-vp';
      readonly rule: '27.1';
      readonly distance: number;
      readonly from: number;
      readonly to: number | null;
      readonly vp: number;
    };

/**
 * 27.1: the VP a side loses when one of its armies abandons its Strategic Plan (26.3), by the distance of the army's
 * nearest infantry unit to its primary objective (1 = adjacent); never for the German Fifth Army. The table starts at
 * 1 hex: a distance of 0 (a unit on the objective) is not in it (the caller refuses it).
 */
export function planAbandonVp(
  distance: number,
  fifthArmy = false,
): { value: { vp: number; band: string | null }; steps: PlanVpStep[] } {
  if (fifthArmy) return { value: { vp: 0, band: null }, steps: [{ step: 'plan-fifth-army', rule: '27.1' }] };
  const row = PLAN_ABANDON_VP.find((r) => distance >= r.from)!;
  const band = row.to === null ? `${row.from}+` : row.from === row.to ? `${row.from}` : `${row.from}-${row.to}`;
  return {
    value: { vp: row.vp, band },
    steps: [{ step: 'plan-abandon-vp', rule: '27.1', distance, from: row.from, to: row.to, vp: row.vp }],
  };
}

export type ScoredHex = { readonly hex: string; readonly vp: number | null };

export function deepestAdvance(hexes: readonly HexId[]): {
  value: { vp: number | null; hex: string | null; hexes: ScoredHex[] };
  steps: VictoryStep[];
} {
  const steps: VictoryStep[] = [];
  const scored = hexes.map((hex) => {
    const vp = advanceVp(hex);
    steps.push({
      step: 'hex-vp',
      rule: '27.4',
      hex: hex.label,
      column: hex.label.slice(0, 2),
      row: hex.label.slice(3),
      vp,
    });
    return { hex: hex.label, vp };
  });
  const eligible = scored.filter((s): s is { hex: string; vp: number } => s.vp !== null);
  // 27.4 the German chooses the hex that gives the most.
  const best = eligible.reduce<{ hex: string; vp: number } | null>((b, s) => (b === null || s.vp > b.vp ? s : b), null);
  steps.push({ step: 'deepest-advance', rule: '27.4', hex: best?.hex ?? null, vp: best?.vp ?? null });
  return { value: { vp: best?.vp ?? null, hex: best?.hex ?? null, hexes: scored }, steps };
}
