import { windName } from '../../../core/compass.js';

/**
 * A facing's name as the menus and the log show it (6.11: a hex vertex), in English and Italian: "north-west",
 * "nord-ovest". The actions' keys keep the letters (`face/4616/nw`), which `/act` takes.
 */

/** The English name of facing `f` (its letters when it is none of the eight). */
export const facingEn = (f: string): string => windName(f)?.en ?? f;

/** The Italian name of facing `f` (its letters when it is none of the eight). */
export const facingIt = (f: string): string => windName(f)?.it ?? f;
