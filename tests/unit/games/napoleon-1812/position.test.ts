import { describe, expect, it } from 'vitest';
import { positionProblems, setupPosition } from '../../../../src/engine/games/napoleon-1812/rules/position.js';
import { at, EAST, model } from './positions.js';

/** The historical set-up as a position (14.1–14.3), and what every position of a game must hold (4.1, 2.2). */

describe('Napoleon 1812: the set-up position and the position’s invariants', () => {
  it('14.1–14.3 the historical set-up: 72 combat units and the basic game’s 20 leaders, turn 1, in good order', () => {
    const p = setupPosition(model);
    expect(p.turn).toBe(1);
    expect(p.units).toHaveLength(72);
    expect(p.units.every((u) => !u.disrupted)).toBe(true);
    expect(p.leaders).toHaveLength(20);
    expect(p.depots).toEqual([]);
    // Wittgenstein's 1-I Corps at 1806 (14.1), the Guard in the French block.
    expect(p.units.filter((u) => u.hex === '1806').map((u) => u.id)).toEqual(['ru-1I-Iv', 'ru-1I-IL', 'ru-1I-CL']);
    expect(p.cityOwner('1808')).toBe('russian');
  });

  it('4.1, 2.2 the set-up breaks no invariant; a hex over 6 OF, or with both sides, or on the sea does', () => {
    expect(positionProblems(setupPosition(model))).toEqual([]);
    // Four Conscripts (OF 2 each, 3.3) in one hex; three fit.
    const conscripts = Array.from({ length: 4 }, () => ({
      side: 'french' as const,
      hex: EAST[0]!,
      unitClass: 'c' as const,
    }));
    expect(positionProblems(at({ units: conscripts }))).toEqual([`${EAST[0]}: 8 french OF, over 6 (4.1)`]);
    expect(positionProblems(at({ units: conscripts.slice(0, 3) }))).toEqual([]);
    expect(
      positionProblems(
        at({
          units: [
            { side: 'french', hex: EAST[0]! },
            { side: 'russian', hex: EAST[0]! },
          ],
        }),
      ),
    ).toEqual([`${EAST[0]}: units of both sides`]);
    const sea = [...model.hexes.values()].find((h) => h.terrain === 'sea')!.id;
    expect(positionProblems(at({ units: [{ side: 'russian', hex: sea }] }))).toEqual([
      `${sea}: sea, which no unit enters (2.2)`,
    ]);
  });
});
