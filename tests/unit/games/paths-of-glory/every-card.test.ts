import { describe, expect, it } from 'vitest';
import { cardId } from '../../../../src/engine/games/paths-of-glory/rules/cards.js';
import { game } from './play/position.js';
import { title } from './card-rows.js';
import { ALLIED } from './every-card-ap.js';
import { CENTRAL } from './every-card-cp.js';

/**
 * Issue 23: one test for every card of the 2004 deck (AP 1–55, CP 1–55), through the machine and its menu: a position
 * where the card may be played as an event (a Combat Card: in a combat where its conditions hold), one where it may
 * not (its own condition, else the general rule that bars it there), and its effect as the engine applies it. The
 * conditions and effects are the Italian book's card list (pp. 28–35) and the rules it names; the card digest
 * (shared/reference/paths-of-glory/card-events.md) where the book's list is hard to read.
 *
 * For Kerensky, Brusilov, Lloyd George, Great Retreat, Brest-Litovsk, Fall of the Tsar, SUD Army, 11th Army,
 * Everyone Into Battle and Guns of August, whose refereeing was being reworked when these rows were written, the rows
 * check when the card may be played and what the book fixes beyond doubt (War Status, VP, OPS); how the combat and
 * the activation costs carry the rest is tested beside that code. The positions and checks are card-positions.ts
 * and card-rows.ts; the rows, every-card-ap.ts and every-card-cp.ts.
 *
 * A row whose card the engine plays against the book carries the book's version as `it.fails` (`book`), so that the
 * fix turns it red and the marker is removed then.
 */

const ROWS = { ...ALLIED, ...CENTRAL };

describe('Paths of Glory: every card of the 2004 deck, played or refused through the machine (issue 23)', () => {
  it('every card of the 2004 deck (AP 1–55, CP 1–55) has its row, and nothing else has', () => {
    const deck = game.cards.filter((c) => !c.deluxe).map(cardId);
    expect(deck).toHaveLength(110);
    expect(Object.keys(ROWS).sort()).toEqual([...deck].sort());
  });

  it('9.5.1.3 the War Status numbers of the events are the book’s card list’s (pp. 28–35), none elsewhere', () => {
    // Card and War Status number, as the book prints it in brackets after the title.
    const printed =
      'ap-1 1, ap-2 2, ap-13 2, ap-14 1, ap-16 1, ap-17 2, ap-26 2, ap-27 1, ap-31 1, ap-37 1, ap-44 1, ap-46 2, ' +
      'ap-50 1, ap-51 1, ap-54 2, cp-1 2, cp-9 1, cp-11 1, cp-13 2, cp-26 1, cp-27 1, cp-28 1, cp-32 1, cp-33 2, ' +
      'cp-34 2, cp-36 2, cp-37 1, cp-45 1, cp-47 1, cp-49 1, cp-54 2';
    const book = Object.fromEntries(printed.split(', ').map((e) => [e.split(' ')[0]!, Number(e.split(' ')[1])]));
    for (const c of game.cards.filter((c) => !c.deluxe)) expect(c.warStatus, cardId(c)).toBe(book[cardId(c)] ?? 0);
  });

  for (const [id, row] of Object.entries(ROWS)) {
    it(`${title(id)}: ${row.says}`, row.run);
    for (const book of row.book ?? []) it.fails(`${title(id)}, the book: ${book.says}`, book.run);
  }
});
