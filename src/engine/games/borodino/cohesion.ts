/**
 * Cohesion checks: one d10 (0–9, 2.3) against a unit's Cohesion; the roll passes when it is equal to or less
 * than the Cohesion (9.43, 9.62, 10.1 and every other check of the series rules). Shared by every ruling
 * that rolls against Cohesion, and the `cohesion` ruling for any check the others do not name.
 */
import { z } from 'zod';
import { d10zero, type Dice } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type Modifier } from '../../core/ruling.js';
import { FRIENDLY_FIRE_DRM } from './tables.js';
import {
  describeDisorderEffect,
  disorderEffect,
  disorderRule,
  disorderedOption,
  refineDisorderedKind,
  UNIT_KIND_CHOICES,
  type DisorderEffect,
  type UnitKind,
} from './disorder.js';

/** Printed Cohesions are one digit (2.2: "Coesione: 6"); 10 leaves room for any counter without inventing one. */
export const COHESION_MIN = 0;
export const COHESION_MAX = 10;
/** Bounds of a player-given DRM: wide enough for any sum of the charts' modifiers. */
export const DRM_MIN = -20;
export const DRM_MAX = 20;

export function cohesionOption(description: Localized, name = 'cohesion', nameIt = 'coesione') {
  return option.integer(name, description, { required: true, min: COHESION_MIN, max: COHESION_MAX, nameIt });
}

export const drmOption = option.integer(
  'drm',
  loc('Any other DRM, added to the die roll', 'Qualsiasi altro DRM, sommato al tiro di dado'),
  { min: DRM_MIN, max: DRM_MAX },
);

export const otherDrm = (drm: number): Modifier => ({ label: loc('other DRM', 'altro DRM'), value: drm });

/**
 * A list of Cohesions in one string option, e.g. `6,5,7`: one per unit (or per stack) that rolls.
 * The error shows the expected form.
 */
export function cohesionList(max: number) {
  return z.string().transform((text, ctx) => {
    const parts = text.split(/[\s,;]+/).filter((p) => p !== '');
    const values = parts.map(Number);
    const ok =
      parts.length >= 1 &&
      parts.length <= max &&
      parts.every((p) => /^\d{1,2}$/.test(p)) &&
      values.every((v) => v >= COHESION_MIN && v <= COHESION_MAX);
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        message: `expected 1 to ${max} Cohesions from ${COHESION_MIN} to ${COHESION_MAX} separated by commas, e.g. 6,5`,
      });
      return z.NEVER;
    }
    return values;
  });
}

export interface CohesionRoll {
  readonly cohesion: number;
  readonly roll: number;
  readonly total: number;
  readonly pass: boolean;
}

/** One Cohesion check: d10 + DRM ≤ Cohesion passes. */
export function rollCohesion(dice: Dice, cohesion: number, drm = 0, purpose = 'cohesion'): CohesionRoll {
  const roll = d10zero(dice, purpose);
  const total = roll + drm;
  return { cohesion, roll, total, pass: total <= cohesion };
}

/** "Cohesion 6: 5 ≤ 6, passed" in both languages. */
export function describeCheck(check: CohesionRoll): Localized {
  const sign = check.pass ? '≤' : '>';
  return loc(
    `Cohesion ${check.cohesion}: ${check.total} ${sign} ${check.cohesion}, ${check.pass ? 'passed' : 'failed'}.`,
    `Coesione ${check.cohesion}: ${check.total} ${sign} ${check.cohesion}, ${check.pass ? 'superato' : 'fallito'}.`,
  );
}

/** One line per follow-up check of a list ("unit 1 (Cohesion 6): die 7 > 6, failed"). */
export function describeChecks(checks: readonly CohesionRoll[], drm: number, failed: Localized): Localized {
  const lines = checks.map((c, i) => {
    const n = checks.length > 1 ? `${i + 1}. ` : '';
    const roll = drm === 0 ? `${c.roll}` : `${c.roll}${drm > 0 ? '+' : '−'}${Math.abs(drm)}=${c.total}`;
    const sign = c.pass ? '≤' : '>';
    return loc(
      `${n}Cohesion ${c.cohesion}: die ${roll} ${sign} ${c.cohesion}: ${c.pass ? 'passed' : failed.en}.`,
      `${n}Coesione ${c.cohesion}: dado ${roll} ${sign} ${c.cohesion}: ${c.pass ? 'superato' : failed.it}.`,
    );
  });
  return joinLocalized(lines);
}

// ---------------------------------------------------------------------------------------------------------
// The `cohesion` ruling.

type Reason = 'retreat' | 'disorder' | 'friendly-fire';
type CheckEffect = 'none' | 'retreat' | DisorderEffect;

const cohesionInput = z
  .object({
    cohesion: z.number(),
    drm: z.number().default(0),
    reason: z.enum(['retreat', 'disorder', 'friendly-fire']).optional(),
    unit: z.enum(['infantry', 'cavalry', 'cossack', 'militia', 'artillery']).default('infantry'),
    disordered: z.boolean().default(false),
  })
  .superRefine(refineDisorderedKind);

export const cohesionRuling = defineRuling({
  id: 'cohesion',
  nameIt: 'coesione',
  description: loc(
    'Cohesion check: d10 + DRM, equal to or under the Cohesion passes',
    'Controllo di Coesione: d10 + DRM, pari o inferiore alla Coesione lo supera',
  ),
  options: [
    cohesionOption(
      loc("The unit's Cohesion (its Disordered side if flipped)", "Coesione dell'unità (lato in Disordine se girata)"),
    ),
    drmOption,
    option.choice(
      'reason',
      loc('Why it rolls: the effect of a failure', 'Perché tira: effetto del fallimento'),
      [
        { value: 'retreat', name: loc('assault: retreat 1 hex (9.62)', 'assalto: ritirata di 1 esagono (9.62)') },
        {
          value: 'disorder',
          name: loc(
            'fire or retreat through: Disorder (8.5, 9.65)',
            'fuoco o ritirata attraverso: Disordine (8.5, 9.65)',
          ),
        },
        {
          value: 'friendly-fire',
          name: loc('friendly fire: DRM −2, Disorder (8.8)', 'fuoco amico errato: DRM −2, Disordine (8.8)'),
        },
      ],
      { nameIt: 'motivo' },
    ),
    option.choice(
      'unit',
      loc('Unit type, for the effect of a Disorder', "Tipo d'unità, per l'effetto del Disordine"),
      UNIT_KIND_CHOICES,
      {
        nameIt: 'unita',
      },
    ),
    disorderedOption,
  ],
  input: cohesionInput,
  resolve(input, dice) {
    const reason = input.reason as Reason | undefined;
    const unit = input.unit as UnitKind;
    const modifiers: Modifier[] = [];
    const rules: string[] = [];
    if (reason === 'friendly-fire') {
      modifiers.push({ label: loc('friendly fire', 'fuoco amico errato'), value: FRIENDLY_FIRE_DRM, rule: '8.8' });
      rules.push('8.8');
    }
    if (input.drm !== 0) modifiers.push(otherDrm(input.drm));
    const drm = modifiers.reduce((sum, m) => sum + m.value, 0);
    const check = rollCohesion(dice, input.cohesion, drm);

    let effect: CheckEffect | null = null;
    let consequence: Localized | null = null;
    if (reason === 'retreat') {
      rules.push('9.62');
      if (check.pass) effect = 'none';
      else if (unit === 'militia') {
        effect = 'eliminated'; // SR13: any adverse result
        rules.push('SR13');
      } else effect = 'retreat';
    } else if (reason === 'disorder' || reason === 'friendly-fire') {
      if (reason === 'disorder') rules.push('8.5');
      effect = check.pass ? 'none' : disorderEffect(unit, input.disordered);
      if (effect !== 'none') rules.push(disorderRule(unit, effect));
    }
    if (effect === 'none') consequence = loc('No effect.', 'Nessun effetto.');
    else if (effect === 'retreat')
      consequence = loc(
        'The unit retreats 1 hex away from the enemy unit that caused it, keeping its facing (9.62).',
        "L'unità si ritira di un esagono, allontanandosi dall'unità nemica che l'ha causato, mantenendo l'orientamento (9.62).",
      );
    else if (effect !== null) {
      const words = describeDisorderEffect(effect);
      consequence = loc(`Disorder result: ${words.en}.`, `Risultato di Disordine: ${words.it}.`);
    }

    const parts = [describeRoll([check.roll], modifiers, check.total), describeCheck(check)];
    if (consequence) parts.push(consequence);
    return {
      ok: true,
      result: { roll: check.roll, total: check.total, pass: check.pass, effect },
      rules,
      text: joinLocalized(parts),
    };
  },
});
