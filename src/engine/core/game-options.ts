import type { AnyGameModule, GameOption } from './game.js';
import type { Lang } from './localized.js';

/** The options a player typed, read against the module's: the chosen ones, or the words that name none. */
export type OptionsRead =
  | { readonly ok: true; readonly options: Readonly<Record<string, true>> }
  | { readonly ok: false; readonly unknown: readonly string[]; readonly known: readonly GameOption[] };

/**
 * Reads `text` (option ids separated by commas or spaces, any case; empty for none) against the module's options.
 * Every word must name one: a typo is refused, never ignored, so a game is never started without the option its
 * players asked for.
 */
export function readOptions(module: AnyGameModule, text: string | null | undefined): OptionsRead {
  const known = module.options?.() ?? [];
  const words = (text ?? '')
    .toLowerCase()
    .split(/[\s,;]+/)
    .filter((w) => w.length > 0);
  const unknown = words.filter((w) => !known.some((o) => o.id === w));
  if (unknown.length > 0) return { ok: false, unknown, known };
  return { ok: true, options: Object.fromEntries(words.map((w) => [w, true as const])) };
}

/** The labels of the options a game was created with, in `lang` (ids the module no longer has are shown as they are). */
export function optionLabels(module: AnyGameModule, options: Readonly<Record<string, unknown>>, lang: Lang): string[] {
  const known = module.options?.() ?? [];
  return Object.entries(options)
    .filter(([, on]) => on === true)
    .map(([id]) => known.find((o) => o.id === id)?.label[lang] ?? id);
}
