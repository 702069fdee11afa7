/**
 * What a Disorder result does to a unit (9.61, 9.66), with the Borodino exceptions for Cossacks (SR11) and
 * Russian Militia (SR13). Every rule whose failure "Disorders" a unit answers through here.
 */
import type { DisorderEffect, UnitKind } from '../model.js';
import { refusal, type Refusal } from './steps.js';

export function disorderEffect(kind: UnitKind, alreadyDisordered: boolean): DisorderEffect {
  switch (kind) {
    case 'militia':
      return 'eliminated'; // SR13: eliminated by any adverse result
    case 'cossack':
      return 'withdrawn'; // SR11: no reverse side, so Disorder sends them to the WITHDRAWN BOX
    case 'artillery':
      return alreadyDisordered ? 'eliminated' : 'disordered'; // 9.66: Disordered artillery Disordered again is eliminated
    case 'infantry':
    case 'cavalry':
      return alreadyDisordered ? 'withdrawn' : 'disordered'; // 9.61, 9.66
  }
}

/** The rule behind a Disorder effect. */
export function disorderRule(kind: UnitKind, effect: DisorderEffect): string {
  if (kind === 'militia') return 'SR13';
  if (kind === 'cossack') return 'SR11';
  return effect === 'disordered' ? '9.61' : '9.66';
}

/** Cossacks and Militia have no Disordered side (SR11, SR13): a unit of theirs cannot be Disordered already. */
export function disorderedKindRefusal(kind: UnitKind, disordered: boolean): Refusal | null {
  if (!disordered) return null;
  if (kind === 'cossack') return refusal('disordered', 'cossack-disordered', undefined, 'SR11');
  if (kind === 'militia') return refusal('disordered', 'militia-disordered', undefined, 'SR13');
  return null;
}
