import { loc, type Localized } from '../../core/localized.js';
import type { Side } from './sides.js';

/**
 * Forts (9.5): the roster as the errata (@) print it, and the notation players use to describe a fort's remaining
 * steps. A fort's steps run from the side now showing down to its last step; a fort with an "R" counter has four
 * (both sides of its first counter, then both sides of the R counter), as 9.3.3 describes the losses.
 */

export interface FortStep {
  /** Combat strength of this side of the counter. */
  readonly cs: number;
  /** Bombardment-defence number "[+n]" (2.4), added to the HA's die; 0 where none is printed. */
  readonly defence: number;
}

export interface RosterFort {
  readonly id: string;
  readonly name: string;
  readonly hex: number;
  readonly side: Side;
  /** 9.5.2 and the Garrisoned Forts table: surrenders only on a 1, besieged only by an intact infantry corps. */
  readonly garrisoned: boolean;
  /** Orange-stripe counter, scenario 3 only (2.6 note). */
  readonly optional: boolean;
  /** Every step, full strength first, when the rulebook prints every side; absent when it does not. */
  readonly steps?: readonly FortStep[];
  /** The roster line as 9.5 prints it. */
  readonly printed: string;
}

const s = (cs: number, defence = 0): FortStep => ({ cs, defence });

/**
 * 9.5 (@ errata) roster. Decisions (README): Maubeuge is hex 54 (9.5, 11.2.1 c, 13.2.2; the garrison table's 45 is
 * a slip); the two "Verdun" forts are kept apart by hex (67 and 76), as both the roster and the garrison table list
 * them; Belfort is hex 104, the only number the text gives (garrison table); only the Epinal fort printed [+2] is
 * garrisoned (9.5.2's rule; the table names "Epinal" once); Antwerp is garrisoned only as the scenario 3 "Belgian
 * preparation" counter (garrison table: "Anversa (opzione scenario 3)").
 */
export const FORT_ROSTER: readonly RosterFort[] = [
  // Belgian forts
  { id: 'antwerp', name: 'Antwerp', hex: 52, side: 'allied', garrisoned: false, optional: false, printed: '5, R 3' },
  {
    id: 'antwerp-prepared',
    name: 'Antwerp (Belgian preparation)',
    hex: 52,
    side: 'allied',
    garrisoned: true,
    optional: true,
    printed: '5 [+1], R 3 [+1]',
  },
  { id: 'namur', name: 'Namur', hex: 64, side: 'allied', garrisoned: false, optional: false, printed: '3 [+1], no R' },
  { id: 'liege', name: 'Liège', hex: 72, side: 'allied', garrisoned: false, optional: true, printed: '4, R 2 [+1]' },
  // German forts
  { id: 'metz', name: 'Metz', hex: 86, side: 'german', garrisoned: true, optional: false, printed: 'Metz 5, R Metz 3' },
  { id: 'trier', name: 'Trier', hex: 94, side: 'german', garrisoned: false, optional: false, printed: '3, no R' },
  {
    id: 'strasbourg',
    name: 'Strasbourg',
    hex: 105,
    side: 'german',
    garrisoned: false,
    optional: false,
    printed: '5, R 3',
  },
  // French forts
  {
    id: 'versailles',
    name: 'Versailles',
    hex: 10,
    side: 'allied',
    garrisoned: false,
    optional: false,
    steps: [s(2), s(1)],
    printed: '2/1',
  },
  {
    id: 'paris',
    name: 'Paris',
    hex: 19,
    side: 'allied',
    garrisoned: false,
    optional: false,
    steps: [s(5), s(4), s(2), s(1)],
    printed: '5/4, R 2/1',
  },
  {
    id: 'hazebrouck',
    name: 'Hazebrouck',
    hex: 24,
    side: 'allied',
    garrisoned: false,
    optional: true,
    steps: [s(3), s(2)],
    printed: '3/2',
  },
  {
    id: 'lille',
    name: 'Lille',
    hex: 34,
    side: 'allied',
    garrisoned: false,
    optional: true,
    steps: [s(3), s(2)],
    printed: '3/2',
  },
  {
    id: 'maubeuge',
    name: 'Maubeuge',
    hex: 54,
    side: 'allied',
    garrisoned: true,
    optional: false,
    steps: [s(5, 2), s(4, 2), s(3, 1), s(2, 1)],
    printed: '5 [+2] / 4 [+2], R 3 [+1] / 2 [+1]',
  },
  {
    id: 'verdun-67',
    name: 'Verdun (hex 67)',
    hex: 67,
    side: 'allied',
    garrisoned: true,
    optional: false,
    steps: [s(5, 2), s(4, 2), s(3, 2), s(2, 2)],
    printed: '5 [+2] / 4 [+2], R 3 [+2] / 2 [+2]',
  },
  {
    id: 'verdun-76',
    name: 'Verdun (hex 76)',
    hex: 76,
    side: 'allied',
    garrisoned: true,
    optional: false,
    steps: [s(5, 3), s(4, 3), s(3, 3), s(2, 3)],
    printed: '5 [+3] / 4 [+3], R 3 [+3] / 2 [+3]',
  },
  {
    id: 'st-mihiel',
    name: 'St Mihiel',
    hex: 77,
    side: 'allied',
    garrisoned: false,
    optional: false,
    steps: [s(4), s(3), s(2), s(1)],
    printed: '4/3, R 2/1',
  },
  {
    id: 'langres',
    name: 'Langres',
    hex: 79,
    side: 'allied',
    garrisoned: false,
    optional: false,
    steps: [s(4), s(3), s(2), s(1)],
    printed: '4/3, R 2/1',
  },
  {
    id: 'nancy',
    name: 'Nancy',
    hex: 87,
    side: 'allied',
    garrisoned: false,
    optional: false,
    steps: [s(4, 1), s(3, 1), s(2, 1), s(1, 1)],
    printed: '4 [+1] / 3 [+1], R 2 [+1] / 1 [+1]',
  },
  {
    id: 'toul',
    name: 'Toul',
    hex: 87,
    side: 'allied',
    garrisoned: true,
    optional: false,
    steps: [s(5, 2), s(4, 2), s(3, 2), s(2, 2)],
    printed: '5 [+2] / 4 [+2], R 3 [+2] / 2 [+2]',
  },
  {
    id: 'epinal-4',
    name: 'Epinal (4/3)',
    hex: 98,
    side: 'allied',
    garrisoned: false,
    optional: false,
    steps: [s(4), s(3), s(2), s(1)],
    printed: '4/3, R 2/1',
  },
  {
    id: 'epinal-5',
    name: 'Epinal (5 [+2])',
    hex: 98,
    side: 'allied',
    garrisoned: true,
    optional: false,
    steps: [s(5, 2), s(4, 2), s(3, 2), s(2, 2)],
    printed: '5 [+2] / 4 [+2], R 3 [+2] / 2 [+2]',
  },
  {
    id: 'belfort',
    name: 'Belfort',
    hex: 104,
    side: 'allied',
    garrisoned: true,
    optional: false,
    steps: [s(5, 2), s(4, 2), s(3, 2), s(2, 2)],
    printed: '5 [+2] / 4 [+2], R 3 [+2] / 2 [+2]',
  },
];

export const FORT_IDS: readonly string[] = FORT_ROSTER.map((f) => f.id);

export function rosterFort(id: string): RosterFort | undefined {
  return FORT_ROSTER.find((f) => f.id === id);
}

/** A fort as a ruling uses it: its remaining steps, the side now showing first. */
export interface Fort {
  readonly label: string;
  readonly steps: readonly FortStep[];
  readonly garrisoned: boolean;
}

export type Parse<T> = { ok: true; value: T } | { ok: false; message: Localized };

/** "5 [+2]" or "3", as the roster prints a step. */
export function stepText(step: FortStep): string {
  return step.defence > 0 ? `${step.cs} [+${step.defence}]` : `${step.cs}`;
}

export const FORT_NOTATION = loc(
  'a fort is a roster name (e.g. toul), a name at its current strength (toul@3) or its steps as printed, strongest first (5+2/4+2/3+1/2+1)',
  'un forte è un nome della lista (es. toul), un nome con la forza attuale (toul@3) o i suoi livelli come stampati, dal più forte (5+2/4+2/3+1/2+1)',
);

const STEP = /^(\d)(?:\+(\d))?$/;

/**
 * Reads one fort token: `toul`, `toul@3` or `[label=]5+2/4+2/3+1/2+1` (brackets and spaces allowed: `5 [+2] / 4 [+2]`).
 */
export function parseFort(token: string): Parse<Fort> {
  const text = token.trim().toLowerCase();
  const [labelPart, body] = text.includes('=') ? (text.split('=', 2) as [string, string]) : [undefined, text];
  const compact = body.replace(/[\s[\]]/g, '');
  const named = /^([a-z][a-z0-9-]*)(?:@(\d))?$/.exec(compact);
  if (named && labelPart === undefined) {
    const [, id = '', at] = named;
    const fort = rosterFort(id);
    if (!fort) return unknownFort(token);
    if (!fort.steps) {
      return {
        ok: false,
        message: loc(
          `${fort.name}'s reduced sides are not printed in the rulebook (9.5: ${fort.printed}); write its steps as your counters show them, e.g. ${fort.id}=5+1/3+1`,
          `i lati ridotti di ${fort.name} non sono nel regolamento (9.5: ${fort.printed}); scrivete i livelli come sulle vostre pedine, es. ${fort.id}=5+1/3+1`,
        ),
      };
    }
    let steps = fort.steps;
    if (at !== undefined) {
      const from = steps.findIndex((step) => step.cs === Number(at));
      if (from < 0) {
        const list = steps.map((step) => step.cs).join(', ');
        return {
          ok: false,
          message: loc(
            `${fort.name} has no step of strength ${at} (its steps: ${list})`,
            `${fort.name} non ha un livello di forza ${at} (i suoi livelli: ${list})`,
          ),
        };
      }
      steps = steps.slice(from);
    }
    return { ok: true, value: { label: fort.name, steps, garrisoned: fort.garrisoned } };
  }
  const parts = compact.split('/');
  const steps: FortStep[] = [];
  for (const part of parts) {
    const match = STEP.exec(part);
    if (!match) return unknownFort(token);
    steps.push({ cs: Number(match[1]), defence: match[2] === undefined ? 0 : Number(match[2]) });
  }
  if (steps.length === 0 || steps.length > 4) return unknownFort(token);
  const label = labelPart?.trim() || `fort ${steps.map(stepText).join(' / ')}`;
  return { ok: true, value: { label, steps, garrisoned: false } };
}

function unknownFort(token: string): Parse<never> {
  return {
    ok: false,
    message: loc(
      `cannot read the fort "${token.trim()}": ${FORT_NOTATION.en}; names: ${FORT_IDS.join(', ')}`,
      `non riesco a leggere il forte "${token.trim()}": ${FORT_NOTATION.it}; nomi: ${FORT_IDS.join(', ')}`,
    ),
  };
}
