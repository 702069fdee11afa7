/**
 * What Borodino's rulings share: the options every check offers (a Cohesion, another DRM, an already Disordered
 * unit), the zod glue that turns the notation's and the rules' refusals into the framework's problems, and the
 * adapter from a rules function's answer to a ruling's `Resolution`.
 */
import { loc, type Localized } from '../../../core/localized.js';
import { option, type RulingChoice } from '../../../core/ruling.js';
import { COHESION_MAX, COHESION_MIN, UNIT_KINDS } from '../model.js';
import { DRM_MAX, DRM_MIN } from '../rules/cohesion.js';
import { UNIT_KIND_NAME } from '../words.js';

export function cohesionOption(description: Localized, name = 'cohesion', nameIt = 'coesione') {
  return option.integer(name, description, { required: true, min: COHESION_MIN, max: COHESION_MAX, nameIt });
}

export const drmOption = option.integer(
  'drm',
  loc('Any other DRM, added to the die roll', 'Qualsiasi altro DRM, sommato al tiro di dado'),
  { min: DRM_MIN, max: DRM_MAX },
);

/** The option saying whether the unit is already on its Disordered side. */
export const disorderedOption = option.boolean(
  'disordered',
  loc(
    'The unit is already Disordered (a new Disorder Withdraws it, 9.66)',
    'Unità già in Disordine (un altro Disordine la Ritira, 9.66)',
  ),
  { nameIt: 'in-disordine' },
);

export const UNIT_KIND_CHOICES: readonly RulingChoice[] = UNIT_KINDS.map((kind) => ({
  value: kind,
  name: UNIT_KIND_NAME[kind],
}));
