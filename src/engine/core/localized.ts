/** The two languages every player-facing text comes in (Italian is the rulebooks' language). */
export type Lang = 'en' | 'it';
export const LANGS: readonly Lang[] = ['en', 'it'];

/** A text in both languages. Engine code returns these; the bot picks one by the reader's locale. */
export interface Localized {
  readonly en: string;
  readonly it: string;
}

export function loc(en: string, it: string): Localized {
  return { en, it };
}

/** Discord locale (e.g. `it`, `en-US`) → our language; anything not Italian reads English. */
export function langOf(locale: string | null | undefined): Lang {
  return locale?.toLowerCase().startsWith('it') ? 'it' : 'en';
}

/** Joins localized pieces language by language. */
export function joinLocalized(parts: readonly Localized[], separator = '\n'): Localized {
  return {
    en: parts.map((p) => p.en).join(separator),
    it: parts.map((p) => p.it).join(separator),
  };
}
