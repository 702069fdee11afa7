import { findLearned, type LearnedBook, type LearnedSubject, type LearnedValue } from '../../../core/learned.js';
import { CRT_TABLE_ID, readCrtCell, RETREAT_PRINTED, type RetreatSymbol } from '../rules/crt.js';
import type { Player, RiverClass } from '../rules/position.js';
import type { Game } from './board.js';
import type { Face, O1914State, ValueKey } from './state.js';

/**
 * What the game learned from its players, as core/learned.ts's LearnedBook (`GameModule.learned`: `/game export` and
 * `umpire verify --learned` carry it as the pack fields it fills). The draft records every answer here, in order, as
 * well as in the maps its rules read (`values`, `rivers`, a combat's `cell`):
 * - a counter's printed value: the subject `counter`, named as the pack's `valueNames` (`AS`, `DS`, `PR`, `AV`, a
 *   Support unit's `CE`; a Formation's Base CE, which is on its army's track, is `BaseCE`, so that a pack holding it
 *   does not make the Formation a Support unit; a supply unit's `Range`, and its `Ammo` Limit on the back), `reduced`
 *   for the back (a supply unit's Extended Mode side, 15.6.1); hidden (3.1.6: only its side sees strengths);
 * - a river's class: the table `river-classes`, row the hexside (`59.57|60.57`), column `class`: 1 Minor, 2 Major,
 *   3 Great, 4 Imposing (the pack gives it as the hexside's feature `minor` … `imposing`);
 * - a CRT cell the attacker read off the card (9.9.1): the table `combat-results`, row `modified white/black`, one
 *   number per part of the printed result in the column `<odds> <part>`: `attacker-drm`, `attacker-E`, `attacker-s`,
 *   `defender-drm`, `defender-E`, `defender-s`, `defender-retreat` (0 none, 1 ❶, 2 ❷, 3 ①). A cell the players gave
 *   once is read again for the same column and dice.
 */

export const RIVER_TABLE = 'river-classes';
export const RIVER_CODES: readonly Exclude<RiverClass, 'unknown'>[] = ['minor', 'major', 'great', 'imposing'];
const RETREAT_CODES: readonly (RetreatSymbol | null)[] = [null, 'b1', 'b2', 'w1'];
const CELL_PARTS = [
  'attacker-drm',
  'attacker-E',
  'attacker-s',
  'defender-drm',
  'defender-E',
  'defender-s',
  'defender-retreat',
] as const;

/** The name of a value on the counter, as the pack's `valueNames` spell it. */
export function valueName(game: Game, unit: string, key: ValueKey): string {
  const names = game.counters.get(unit)?.valueNames ?? [];
  if (key === 'ce') return names.includes('CE') ? 'CE' : 'BaseCE';
  // 2.6.2: the Ammo Limit, on a supply unit's back.
  return names.find((n) => n.toLowerCase() === key) ?? (key === 'ammo' ? 'Ammo' : key.toUpperCase());
}

function record(state: O1914State, value: LearnedValue): void {
  if (!findLearned(state.learned, value.subject)) state.learned.push(value);
}

export function learnValue(
  game: Game,
  state: O1914State,
  unit: string,
  face: Face,
  key: ValueKey,
  number: number,
  by: Player,
): void {
  const subject: LearnedSubject = {
    kind: 'counter',
    counter: unit,
    value: valueName(game, unit, key),
    ...(face === 'back' ? { reduced: true } : {}),
  };
  record(state, { subject, number, by, turn: state.turn, hidden: true });
}

export function learnRiver(
  state: O1914State,
  hexside: string,
  river: Exclude<RiverClass, 'unknown'>,
  by: Player,
): void {
  const subject: LearnedSubject = { kind: 'table', table: RIVER_TABLE, row: hexside, column: 'class' };
  record(state, { subject, number: RIVER_CODES.indexOf(river) + 1, by, turn: state.turn });
}

const cellSubject = (column: string, row: string, part: string): LearnedSubject => ({
  kind: 'table',
  table: CRT_TABLE_ID,
  row,
  column: `${column} ${part}`,
});

/** Records the cell the attacker read for this column, modified white die and black die. */
export function learnCell(
  state: O1914State,
  column: string,
  modifiedWhite: number,
  black: number,
  printed: string,
  by: Player,
): void {
  const read = readCrtCell(printed);
  if (!read.ok) return;
  const { attacker: a, defender: d } = read.result;
  const numbers = [a.drm, a.e, a.s, d.drm, d.e, d.s, RETREAT_CODES.indexOf(d.retreat)];
  const row = `${modifiedWhite}/${black}`;
  CELL_PARTS.forEach((part, i) =>
    record(state, { subject: cellSubject(column, row, part), number: numbers[i]!, by, turn: state.turn }),
  );
}

/**
 * One side of a printed result (9.9.2): `+3`, `2Es`, `-1b1`, `-` for nothing. A DRM followed by a count of 2 or more
 * would read as one number (`-32E`): the counts then come first (`2E-3`), which `readCrtCell` reads alike.
 */
export function printedSide(drm: number, e: number, s: number, retreat: string): string {
  const count = (k: number, letter: string) => (k === 0 ? '' : k === 1 ? letter : `${k}${letter}`);
  const modifier = drm === 0 ? '' : drm > 0 ? `+${drm}` : String(drm);
  const counts = `${count(e, 'E')}${count(s, 's')}`;
  const text = e > 1 || s > 1 ? `${counts}${modifier}${retreat}` : `${modifier}${counts}${retreat}`;
  return text === '' ? '-' : text;
}

/** The cell the players gave before for this column and dice, printed as the grid holds it; undefined if none. */
export function learnedCell(
  book: LearnedBook,
  column: string,
  modifiedWhite: number,
  black: number,
): string | undefined {
  const row = `${modifiedWhite}/${black}`;
  const n = CELL_PARTS.map((part) => findLearned(book, cellSubject(column, row, part))?.number);
  if (n.some((x) => x === undefined)) return undefined;
  const [ad, ae, as, dd, de, ds, dr] = n as number[];
  const side = (drm: number, e: number, s: number, retreat: RetreatSymbol | null) =>
    printedSide(drm, e, s, retreat ? RETREAT_PRINTED[retreat] : '');
  return `${side(ad!, ae!, as!, null)}/${side(dd!, de!, ds!, RETREAT_CODES[dr!] ?? null)}`;
}
