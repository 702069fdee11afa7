/**
 * What a Disorder result does to a unit (9.61, 9.66), with the Borodino exceptions for Cossacks (SR11) and
 * Russian Militia (SR13). Every ruling whose failure "Disorders" a unit answers through here.
 */
import type { z } from 'zod';
import { loc, type Localized } from '../../core/localized.js';
import { option, type RulingChoice } from '../../core/ruling.js';

export type UnitKind = 'infantry' | 'cavalry' | 'cossack' | 'militia' | 'artillery';
export type DisorderEffect = 'disordered' | 'withdrawn' | 'eliminated';

export const UNIT_KIND_CHOICES: readonly RulingChoice[] = [
  { value: 'infantry', name: loc('infantry', 'fanteria') },
  { value: 'cavalry', name: loc('cavalry', 'cavalleria') },
  { value: 'cossack', name: loc('Cossacks', 'cosacchi') },
  { value: 'militia', name: loc('Russian Militia', 'milizia russa') },
  { value: 'artillery', name: loc('artillery', 'artiglieria') },
];

/** The option saying whether the unit is already on its Disordered side. */
export const disorderedOption = option.boolean(
  'disordered',
  loc(
    'The unit is already Disordered (a new Disorder Withdraws it, 9.66)',
    'Unità già in Disordine (un altro Disordine la Ritira, 9.66)',
  ),
  { nameIt: 'in-disordine' },
);

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

/** The rule behind a Disorder effect, for the ruling's `rules` list. */
export function disorderRule(kind: UnitKind, effect: DisorderEffect): string {
  if (kind === 'militia') return 'SR13';
  if (kind === 'cossack') return 'SR11';
  return effect === 'disordered' ? '9.61' : '9.66';
}

export function describeDisorderEffect(effect: DisorderEffect): Localized {
  switch (effect) {
    case 'disordered':
      return loc('the unit is Disordered (flip it)', "l'unità va in Disordine (giratela)");
    case 'withdrawn':
      return loc(
        'the unit Withdraws: remove it to the WITHDRAWN BOX',
        "l'unità si Ritira: ponetela nella Casella di Ritirata [WITHDRAWN BOX]",
      );
    case 'eliminated':
      return loc('the unit is eliminated', "l'unità è eliminata");
  }
}

/** Cossacks and Militia have no Disordered side (SR11, SR13): refuse `--disordered` for them. */
export function refineDisorderedKind(v: { unit: UnitKind; disordered: boolean }, ctx: z.RefinementCtx): void {
  if (!v.disordered) return;
  if (v.unit === 'cossack')
    ctx.addIssue({
      code: 'custom',
      path: ['disordered'],
      message: 'Cossacks have no Disordered side: a Disorder Withdraws them (SR11)',
    });
  if (v.unit === 'militia')
    ctx.addIssue({
      code: 'custom',
      path: ['disordered'],
      message: 'Militia are never Disordered: any adverse result eliminates them (SR13)',
    });
}
