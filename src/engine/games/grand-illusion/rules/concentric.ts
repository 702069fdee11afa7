import type { Outcome } from './outcome.js';
import { CONCENTRIC_DRM } from './tables.js';

/**
 * Concentric Attack (9.2.3 b): adjacent hexes that are friendly-controlled and hold a friendly combat unit, plus
 * adjacent friendly-controlled hexes whose hexside with the battle hex is blocked (8.4.5), give the attacker −1
 * (3–4 hexes) or −2 (5–6), offsetting the + DRMs of terrain and trenches.
 */

export function concentricDrm(hexes: number): number {
  return CONCENTRIC_DRM[hexes] ?? 0;
}

/** A hex has six neighbours: occupied + blocked cannot exceed them. */
export const NEIGHBOURS = 6;

export interface ConcentricAsked {
  readonly occupied: number;
  readonly blocked: number;
  readonly terrain: number;
  readonly trench: number;
}

export interface ConcentricResult {
  readonly hexes: number;
  readonly drm: number;
  /** Terrain + trench + concentric: the attacker's net DRM before any counterattack, surprise or alpine change. */
  readonly netDrm: number;
}

export type ConcentricStep =
  | {
      readonly step: 'concentric-hexes';
      readonly rule: '9.2.3 b';
      readonly occupied: number;
      readonly blocked: number;
      readonly hexes: number;
      readonly drm: number;
    }
  | {
      readonly step: 'attacker-net-drm';
      readonly rule: '9.3.1 b';
      readonly terrain: number;
      readonly trench: number;
      readonly concentric: number;
      readonly net: number;
    };

export function concentricAttack(a: ConcentricAsked): Outcome<ConcentricResult, ConcentricStep> {
  const hexes = a.occupied + a.blocked;
  const drm = concentricDrm(hexes);
  const netDrm = a.terrain + a.trench + drm;
  const rules = ['9.2.3 b'];
  // 8.4.5: a blocked hexside counts the friendly hex beyond it.
  if (a.blocked > 0) rules.push('8.4.5');
  const steps: ConcentricStep[] = [
    { step: 'concentric-hexes', rule: '9.2.3 b', occupied: a.occupied, blocked: a.blocked, hexes, drm },
  ];
  if (a.terrain > 0 || a.trench > 0) {
    rules.push('9.3.1 b');
    steps.push({
      step: 'attacker-net-drm',
      rule: '9.3.1 b',
      terrain: a.terrain,
      trench: a.trench,
      concentric: drm,
      net: netDrm,
    });
  }
  return { value: { hexes, drm, netDrm }, steps, rules };
}
