/**
 * A facing's name as the menus and the log show it (6.11: a hex vertex), in English and Italian: "north-west",
 * "nord-ovest". The actions' keys keep the letters (`face/4616/nw`), which `/act` takes.
 */
const NAMES: Readonly<Record<string, readonly [string, string]>> = {
  n: ['north', 'nord'],
  ne: ['north-east', 'nord-est'],
  e: ['east', 'est'],
  se: ['south-east', 'sud-est'],
  s: ['south', 'sud'],
  sw: ['south-west', 'sud-ovest'],
  w: ['west', 'ovest'],
  nw: ['north-west', 'nord-ovest'],
};

/** The English name of facing `f` (its letters when it is none of the eight). */
export const facingEn = (f: string): string => NAMES[f]?.[0] ?? f;

/** The Italian name of facing `f` (its letters when it is none of the eight). */
export const facingIt = (f: string): string => NAMES[f]?.[1] ?? f;
