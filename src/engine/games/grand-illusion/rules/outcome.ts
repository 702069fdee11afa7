/**
 * What a Grand Illusion rules function returns: its value, the steps it took (data, worded by words.ts) and the rule
 * numbers it applied in the order the rulings have always reported them (a summary, which is not always the order of
 * the steps: a battle reports its placement rules first, then the fire, then the losses).
 */
export interface Outcome<T, S> {
  readonly value: T;
  readonly steps: readonly S[];
  readonly rules: readonly string[];
}
