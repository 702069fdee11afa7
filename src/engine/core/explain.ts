/**
 * Explanations as data. A rules function never writes prose: it returns its result and the steps it took, each
 * step naming the rule it applied and the values it read, so that one game's `words.ts` can word the same steps in
 * Italian and English, a test can check them field by field, and `--json` can hand them to other programs.
 *
 *   { rule: '12.2.8', step: 'column-shift', from: '6-8', to: '9-11', value: -1 }
 *
 * A game declares its own closed union of steps (`type PogStep = FireStep | ShiftStep | …`) so that its words file
 * is checked for exhaustiveness by the compiler; the core only needs the common fields.
 */

/** A JSON value, as steps and problems carry them (they are stored in logs and printed by `--json`). */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

export interface Step {
  /** What kind of step this is, in the game's own vocabulary (`roll`, `column-shift`, `loss-number`). */
  readonly step: string;
  /** The rule number it applies, as the rulebook prints it (`12.2.8`). */
  readonly rule?: string;
  readonly [field: string]: Json | undefined;
}

/**
 * An expected failure as data: bad input a rule refuses, or an action the rules forbid. `option` names the input
 * at fault (a ruling's option id) so that each surface can name it as its reader sees it: `--attackers` on the
 * command line, `attaccanti` in an Italian Discord client. The message never names the option itself.
 */
export interface Problem {
  readonly code: string;
  readonly rule?: string;
  readonly option?: string;
  /**
   * The words name what is at fault themselves ("No combat: the defender has no unit"), so a surface does not put
   * the option's label before them; `option` still says which input is to blame.
   */
  readonly standalone?: boolean;
  readonly params?: Readonly<Record<string, string | number | boolean>>;
}

/** A rules function's result: the value and the steps that produced it, or the problem that stopped it. */
export type Ruled<T, S extends Step = Step> =
  | {
      readonly ok: true;
      readonly value: T;
      readonly steps: readonly S[];
      /**
       * The rule numbers in the order the answer reports them, where that is a summary and not the order the steps
       * apply them (a battle reporting its placement rules first); otherwise `rulesOf(steps)`.
       */
      readonly rules?: readonly string[];
    }
  | { readonly ok: false; readonly problem: Problem };

export function ruled<T, S extends Step>(value: T, steps: readonly S[], rules?: readonly string[]): Ruled<T, S> {
  return { ok: true, value, steps, ...(rules === undefined ? {} : { rules }) };
}

/** A problem a rules function found in its input, and the input field to blame for it. */
export interface Blame {
  readonly field: string;
  readonly problem: Problem;
}

export function problem(
  code: string,
  params?: Problem['params'],
  where: { readonly option?: string; readonly rule?: string; readonly standalone?: boolean } = {},
): { readonly ok: false; readonly problem: Problem } {
  return {
    ok: false,
    problem: {
      code,
      ...(where.rule !== undefined ? { rule: where.rule } : {}),
      ...(where.option !== undefined ? { option: where.option } : {}),
      ...(where.standalone ? { standalone: true } : {}),
      ...(params !== undefined ? { params } : {}),
    },
  };
}

/** The same problem, blamed on an option (a notation parser knows the text, the ruling knows which option held it). */
export function onOption(p: Problem, option: string): Problem {
  return { ...p, option };
}

/** Every rule number the steps applied, in the order first applied. */
export function rulesOf(steps: readonly Step[]): string[] {
  const seen: string[] = [];
  for (const s of steps) if (s.rule !== undefined && !seen.includes(s.rule)) seen.push(s.rule);
  return seen;
}

/**
 * Collects steps while a rules function works, so that each `push` stands next to the line that applies its rule:
 *
 *   const why = new Steps<PogStep>();
 *   why.push({ step: 'column-shift', rule: '12.2.8', from, to, value: shift });
 */
export class Steps<S extends Step = Step> {
  readonly list: S[] = [];
  push(step: S): void {
    this.list.push(step);
  }
  /** Adds the steps of a rules function this one called. */
  append(steps: readonly S[]): void {
    this.list.push(...steps);
  }
}
