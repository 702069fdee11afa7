import { findLearned, type LearnedAsk, type LearnedBook, type LearnedSubject } from '../../../core/learned.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Side } from '../model.js';
import type { Namer } from './words.js';

/**
 * The values the book and the pack lack, as the game's learned book (core/learned.ts): a counter's printed CS or MA
 * on either face (a fort step's CS is its counter's), and a hex's TEM. The machine names a value by a key (the
 * `ask` frame's `value`): `<counter>.<front|back>.<NAME>` or `hex.<id>.TEM`; a VP marker drawn by a player
 * (`vp.<cup>.<hex>`, `vpcheck.<cup>.<hex>`) is asked the same way but is a draw, not a value learned (3.1.2).
 */

/** The values a player may give for a number the book lacks: a counter's CS or MA, a hex's TEM (fire.ts: 0–2). */
export const VALUE_MAX = { counter: 9, terrain: 2, vp: 10 } as const;

/** The key of a counter's printed value on a face. */
export const valueKey = (id: string, face: 'front' | 'back', name: string): string => `${id}.${face}.${name}`;

/** The learned subject a value key names; null for a VP marker's key (a draw). */
export function subjectOf(key: string): LearnedSubject | null {
  const [a, b, c] = key.split('.');
  if (a === 'vp' || a === 'vpcheck' || !a || !b || !c) return null;
  if (a === 'hex') return { kind: 'place', place: b, value: c };
  return { kind: 'counter', counter: a, value: c, ...(b === 'back' ? { reduced: true } : {}) };
}

/** The number learned for a value key in this game, if any. */
export function learnedNumber(book: LearnedBook, key: string): number | undefined {
  const subject = subjectOf(key);
  return subject ? findLearned(book, subject)?.number : undefined;
}

const VALUE_NAME: Readonly<Record<string, Localized>> = {
  // 2.4: "Il 5 è la forza di combattimento (CS), il 2 la capacità di movimento (MA)".
  CS: loc('combat strength (CS)', 'forza di combattimento (CS)'),
  MA: loc('movement allowance (MA)', 'capacità di movimento (MA)'),
  TEM: loc('terrain value (TEM, the yellow box)', 'del terreno (TEM, il riquadro giallo)'),
  // 9.5.4: the HA's bombard number ("fattore di combattimento della HA") and a fort's "[+n]" (0 where none is printed).
  BN: loc('bombard number (BN)', 'fattore di bombardamento (BN)'),
  // 7.1: "I rinforzi (a meno che non siano variabili) sono posti nell'esagono specifico indicato" (on the counter).
  HEX: loc(
    'entry hex (0 if it shows "?": a variable reinforcement)',
    'dell\'esagono d\'entrata (0 se riporta "?": rinforzo variabile)',
  ),
  BD: loc(
    'bombardment-defence number (the "[+n]" on the fort, 0 if none)',
    'numero di forza difensiva contro il bombardamento (il "[+n]" sul forte, 0 se assente)',
  ),
};

/** The rule that names a counter value: the bombardment's numbers are 9.5.4's, the others 2.4's. */
const RULE_OF: Readonly<Record<string, string>> = { BN: '9.5.4', BD: '9.5.4', HEX: '7.1' };

/** The question core/learned.ts puts for a value key to `side` (the counter's owner; for a TEM, the defender). */
export function askOf(namer: Namer, side: Side, key: string, max: number): LearnedAsk | null {
  const subject = subjectOf(key);
  if (!subject || subject.kind === 'table') return null;
  const what = VALUE_NAME[subject.value] ?? loc(subject.value, subject.value);
  const unit = subject.kind === 'counter' ? namer.unit(subject.counter) : '';
  const on: Localized = subject.kind === 'place' ? namer.hex(subject.place) : loc(unit, unit);
  const rule = subject.kind === 'place' ? '9.2.1' : (RULE_OF[subject.value] ?? '2.4');
  return { subject, side, rule, what, on, min: 0, max };
}
