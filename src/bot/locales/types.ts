import type { en } from './en.js';

type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape every language file must have: the English file's keys, with any text. */
export type Messages = Widen<typeof en>;

type Join<K extends string, P extends string> = `${K}.${P}`;
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : Join<K, Paths<T[K]>>;
}[keyof T & string];

/** Every message key, e.g. `roll.errors.bad-term`. */
export type MessageKey = Paths<typeof en>;
