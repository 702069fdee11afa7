import { loc, type Localized } from '../../core/localized.js';
import { option, type RulingChoice, type RulingOption } from '../../core/ruling.js';

/** The two players (5.1): the Russian and the French ("La Grande Armée", its allies included, 1.1). */
export type Side = 'french' | 'russian';

export const SIDES: readonly Side[] = ['french', 'russian'];

export const SIDE_NAME: Readonly<Record<Side, Localized>> = {
  french: loc('French', 'Francese'),
  russian: loc('Russian', 'Russo'),
};

export const SIDE_CHOICES: readonly RulingChoice[] = SIDES.map((value) => ({ value, name: SIDE_NAME[value] }));

export function otherSide(side: Side): Side {
  return side === 'french' ? 'russian' : 'french';
}

export function sideOption(description: Localized, extras: { required?: boolean } = { required: true }): RulingOption {
  return option.choice('side', description, SIDE_CHOICES, { nameIt: 'lato', ...extras });
}
