import type { z } from 'zod';

/**
 * How a ruling refuses an input it cannot read: an English message, its Italian in `params.it` (the runner shows
 * each reader their language), and the option at fault as the issue's path when the check spans several options.
 */
export function refuse(ctx: z.RefinementCtx, en: string, it: string, option?: string): void {
  ctx.addIssue({ code: 'custom', message: en, params: { it }, ...(option === undefined ? {} : { path: [option] }) });
}
