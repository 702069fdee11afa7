import { describe, expect, it } from 'vitest';
import { eventfulAction, randomAction, type Front } from '../../../src/cli/fuzz-players.js';
import type { AnyGameModule, BoardPiece, MenuItem } from '../../../src/engine/core/game.js';
import { loc } from '../../../src/engine/core/localized.js';
import { HexGrid } from '../../../src/engine/core/map/hex.js';

/**
 * The eventful player on a hex map (`Front`): it fights rather than declines, heads for the enemy, and still picks only
 * what the menu offers. A stub module stands for a game: its menu is the items given, its view the pieces given.
 */

const grid: Front = new HexGrid(
  { orientation: 'flat', stagger: 'odd' },
  Array.from({ length: 8 }, (_, col) => ({ id: `0${col + 1}01`, col: col + 1, row: 1 })),
);

function stub(items: readonly MenuItem[], pieces: readonly Partial<BoardPiece>[] = []): AnyGameModule {
  return {
    menu: () => ({ title: loc('t', 't'), items }),
    view: () => ({ pieces }),
  } as unknown as AnyGameModule;
}

const action = (key: string): MenuItem => ({ kind: 'action', key, label: loc(key, key) });
/** Always the first item: every one-in-n draw of the player goes its preferred way. */
const first = <T>(items: readonly T[]): T => items[0]!;
/** Always the last item: every one-in-n draw goes the other way (the whole menu, a shy key too). */
const last = <T>(items: readonly T[]): T => items.at(-1)!;
const enemy = { id: 'ru-1', at: '0701', side: 'russian', type: 'infantry', label: 'ru', values: [] };

describe('the eventful player on a hex map', () => {
  it('attacks with a stack rather than declining the combat (10.1), and commits the order once a target is chosen', () => {
    const attack = stub([action('combat/decline'), action('combat/from/0201')]);
    expect(eventfulAction(attack, {}, 'french', first, [], {}, undefined, grid)).toBe('combat/from/0201');
    const order = stub([action('combat/unit/fr-1'), action('combat/target/0301'), action('combat/cancel')]);
    expect(eventfulAction(order, {}, 'french', first, [], {}, undefined, grid)).toBe('combat/target/0301');
  });

  it('declines only when the menu offers nothing else (or on its one draw in eight)', () => {
    expect(eventfulAction(stub([action('combat/decline')]), {}, 'french', first, [], {}, undefined, grid)).toBe(
      'combat/decline',
    );
    const both = stub([action('combat/from/0201'), action('combat/decline')]);
    expect(eventfulAction(both, {}, 'french', last, [], {}, undefined, grid)).toBe('combat/decline');
  });

  it('moves toward the nearest enemy piece: of the hexes offered, the one nearest it', () => {
    const move = stub([action('mv/to/0101'), action('mv/to/0301'), action('mv/to/0501'), action('mv/cancel')], [enemy]);
    expect(eventfulAction(move, {}, 'french', first, [], {}, undefined, grid)).toBe('mv/to/0501');
    // Its own pieces are no enemy: with none of the other side's on the board, any hex does.
    const alone = stub([action('mv/to/0101'), action('mv/to/0501')], [{ ...enemy, side: 'french' }]);
    expect(eventfulAction(alone, {}, 'french', first, [], {}, undefined, grid)).toBe('mv/to/0101');
  });

  it('without a hex map it walks the menu as before (a map of spaces has no front)', () => {
    const move = stub([action('mv/to/0101'), action('mv/to/0501'), action('mv/cancel')], [enemy]);
    expect(eventfulAction(move, {}, 'french', first, [], {})).toBe(randomAction(move, {}, 'french', first));
  });
});
