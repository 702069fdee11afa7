import i18next, { type i18n } from 'i18next';
import { langOf, type Lang, type Localized } from '../engine/core/localized.js';
import { en } from './locales/en.js';
import { it } from './locales/it.js';
import type { MessageKey } from './locales/types.js';

/**
 * Every text a player reads goes through here, in Italian or English by the reader's Discord locale.
 * i18next does interpolation and fallback; the key type comes from the English file, so a missing or
 * misspelt key fails the type check.
 */

const instance: i18n = i18next.createInstance();
void instance.init({
  resources: { en: { translation: en }, it: { translation: it } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  keySeparator: '.',
  nsSeparator: false,
});

export type Params = Record<string, string | number>;

export function t(lang: Lang, key: MessageKey, params: Params = {}): string {
  return instance.t(key, { lng: lang, ...params });
}

/** Both languages of a message, for Discord's name and description localizations. */
export function both(key: MessageKey, params: Params = {}): Localized {
  return { en: t('en', key, params), it: t('it', key, params) };
}

/** Looks up a key built at run time (e.g. from an error code); undefined when there is no such key. */
export function tDynamic(lang: Lang, key: string, params: Params = {}): string | undefined {
  return instance.exists(key, { lng: lang }) ? instance.t(key, { lng: lang, ...params }) : undefined;
}

export { langOf, type Lang };
