import type { Localized } from './localized.js';

/**
 * Words players search a nation's units by, for the nation codes the built-in packs use (a pack's nations carry
 * only a code). Vocabulary for finding units, not a rules fact: an unknown code is searched by the code itself.
 */
const NATIONS: Readonly<Record<string, Localized>> = {
  ge: { en: 'German Germany', it: 'tedesco tedesca tedeschi Germania' },
  de: { en: 'German Germany', it: 'tedesco tedesca tedeschi Germania' },
  ah: {
    en: 'Austro-Hungarian Austria-Hungary Austrian',
    it: 'austro-ungarico austro-ungarica Austria-Ungheria austriaco',
  },
  tu: { en: 'Turkish Turkey Ottoman', it: 'turco turca turchi Turchia ottomano' },
  bu: { en: 'Bulgarian Bulgaria', it: 'bulgaro bulgara bulgari Bulgaria' },
  sn: { en: 'Senussi', it: 'senussi' },
  fr: { en: 'French France', it: 'francese francesi Francia' },
  br: { en: 'British Britain', it: 'britannico britannica britannici Gran Bretagna inglese' },
  gb: { en: 'British Britain', it: 'britannico britannica britannici Gran Bretagna inglese' },
  ru: { en: 'Russian Russia', it: 'russo russa russi Russia' },
  be: { en: 'Belgian Belgium', it: 'belga belgi Belgio' },
  sb: { en: 'Serbian Serbia', it: 'serbo serba serbi Serbia' },
  mn: { en: 'Montenegrin Montenegro', it: 'montenegrino Montenegro' },
  it: { en: 'Italian Italy', it: 'italiano italiana italiani Italia' },
  ro: { en: 'Romanian Romania', it: 'rumeno rumena rumeni Romania' },
  gr: { en: 'Greek Greece', it: 'greco greca greci Grecia' },
  us: { en: 'American United States', it: 'americano americana americani Stati Uniti' },
  aus: { en: 'Australian Australia ANZAC', it: 'australiano Australia ANZAC' },
  cnd: { en: 'Canadian Canada', it: 'canadese Canada' },
  pt: { en: 'Portuguese Portugal', it: 'portoghese Portogallo' },
  ana: { en: 'Arab Northern Army', it: 'Esercito Arabo del Nord arabo' },
};

/** A nation's search words in both languages (the code alone when it is not a known one). */
export function nationWords(code: string | undefined): string {
  if (!code) return '';
  const words = NATIONS[code];
  return words ? `${code} ${words.en} ${words.it}` : code;
}
