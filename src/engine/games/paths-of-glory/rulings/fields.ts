import { z } from 'zod';
import type { Problem } from '../../../core/explain.js';
import type { Force } from '../model.js';
import { parseForce, type Parsed } from '../notation.js';

/** Reports a game problem from a zod schema; the framework names the option (`path`, else the field's own). */
export function report(ctx: z.RefinementCtx, problem: Problem, path?: string): void {
  ctx.addIssue({ code: 'custom', message: problem.code, params: { problem }, ...(path ? { path: [path] } : {}) });
}

/** A text option parsed once by the notation: its value, or its problem reported. */
export function parsedField<T>(parse: (text: string) => Parsed<T>) {
  return z.string().transform((text, ctx): T => {
    const parsed = parse(text);
    if (parsed.ok) return parsed.value;
    report(ctx, parsed.problem);
    return z.NEVER;
  });
}

/** Units in the notation; `maxSpaces` is 1 for a defender and a reserve. */
export function forceField(maxSpaces: number, maxUnits = 12): z.ZodType<Force, string> {
  return parsedField((text) => parseForce(text, maxSpaces, maxUnits));
}
