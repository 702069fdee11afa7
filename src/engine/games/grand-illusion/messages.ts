import type { z } from 'zod';

/**
 * An input error raised from a zod schema. The framework shows `message` (English); the Italian text rides in
 * `params.it` so that the bot can show it once the core reads it (see the README's note on the core).
 */
export function inputIssue(ctx: z.RefinementCtx, path: string | undefined, en: string, it: string): void {
  ctx.addIssue({ code: 'custom', message: en, params: { it }, ...(path === undefined ? {} : { path: [path] }) });
}
