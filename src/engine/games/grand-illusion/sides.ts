import { loc, type Localized } from '../../core/localized.js';
import type { RulingChoice } from '../../core/ruling.js';

/** The two players (1.1): the Allied player (France, Britain, Belgium) and the German player. */
export type Side = 'allied' | 'german';
export const SIDES: readonly Side[] = ['allied', 'german'];

export const SIDE_NAME: Record<Side, Localized> = {
  allied: loc('Allied', 'Alleato'),
  german: loc('German', 'Tedesco'),
};

/** "the Allied player" / "l'Alleato", as the rulebook calls the players. */
export const PLAYER: Record<Side, Localized> = {
  allied: loc('the Allied player', "l'Alleato"),
  german: loc('the German player', 'il tedesco'),
};

export const SIDE_CHOICES: readonly RulingChoice[] = SIDES.map((side) => ({ value: side, name: SIDE_NAME[side] }));

export function otherSide(side: Side): Side {
  return side === 'allied' ? 'german' : 'allied';
}

/** Capitalizes a localized phrase for the start of a sentence. */
export function capitalized(text: Localized): Localized {
  const up = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
  return loc(up(text.en), up(text.it));
}
