import { setupRows } from '../data/build-pack.js';
import { NEUTRAL_SETUP } from '../data/setup.js';

/**
 * Where a nation's units go when it enters the war (4.2: "neutral nations' units are placed only on their entry";
 * 16.1.3.1: Turkey's at once). The built-in pack's neutral set-up (data/setup.ts, the book's p. 25); a club pack
 * without it leaves the placing to a referee's correction.
 */
export interface EntryPlacement {
  readonly unit: string;
  readonly at: string;
  readonly reduced: boolean;
  readonly trench: number;
}

let rows: EntryPlacement[] | undefined;

export function entryPlacements(nation: string): EntryPlacement[] {
  rows ??= setupRows(NEUTRAL_SETUP).flatMap((row) =>
    row.units.map((u) => ({ unit: u.unit, at: row.at, reduced: u.reduced, trench: row.trench })),
  );
  return rows.filter((r) => r.unit.startsWith(`${nation}-`));
}
