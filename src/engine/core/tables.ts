/** Helpers for results tables: brackets, column shifts, clamps. Data stays in each game's tables file. */

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A column found by a bracket: the index of the last bracket whose lower bound is ≤ value. */
export interface Bracket<L extends string = string> {
  /** Lowest value in the bracket (inclusive). */
  readonly from: number;
  /** The label as the table prints it, e.g. `6-8` or `16+`. */
  readonly label: L;
}

/** Index of the bracket holding `value`; values below the first bracket fall in it. */
export function bracketIndex(brackets: readonly Bracket[], value: number): number {
  let index = 0;
  for (let i = 0; i < brackets.length; i++) {
    const bracket = brackets[i];
    if (bracket && value >= bracket.from) index = i;
  }
  return index;
}

/** Moves a column index by `shift` (negative = left), stopping at the table's ends. */
export function shiftColumn(index: number, shift: number, columns: number): number {
  return clamp(index + shift, 0, columns - 1);
}

/** Rounds down as the rulebooks say ("numbers are rounded down everywhere"), also for negatives. */
export function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}
