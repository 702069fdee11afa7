import { describe, expect, it } from 'vitest';
import {
  arrivalHexes,
  cossackHexes,
  leaderMoveProblem,
  victoryPoints,
  winnerByPoints,
} from '../../../../src/engine/games/napoleon-1812/rules/late-phases.js';
import { at, EAST, model, WILNO } from './positions.js';

/**
 * Leader movement (12.1), the Cossacks' hexes (13.1), reinforcement placement (13.3) and victory (14.7) over positions
 * on the pack's map (./positions.ts): a legal and an illegal case for each rule, from built positions.
 */

const hexNamed = (name: string) => [...model.hexes.values()].find((h) => h.name === name)!.id;
const MOSCOW = hexNamed('Moscow');
const KIEV = hexNamed('Kiev');
const WARSAW = hexNamed('Warsaw');

describe('Napoleon 1812: leaders, Cossacks, reinforcements and victory', () => {
  it('12.1 a leader moves up to 3 hexes and ends on friendly units or a city of his own territory', () => {
    const p = at({ units: [{ side: 'french', hex: EAST[2]! }] });
    expect(leaderMoveProblem(p, 'french', [EAST[5]!, EAST[4]!, EAST[3]!, EAST[2]!])).toBeNull();
    expect(leaderMoveProblem(p, 'french', [EAST[5]!, EAST[4]!, EAST[3]!, EAST[2]!, EAST[1]!])).toMatchObject({
      code: 'leader-too-far',
      rule: '12.1',
    });
    // Alone in open country: not an end for a leader.
    expect(leaderMoveProblem(p, 'french', [EAST[5]!, EAST[4]!])).toMatchObject({ code: 'leader-end' });
    // A Russian leader may end in Wilno, a city of Russia; a French one only if French units hold it.
    expect(leaderMoveProblem(p, 'russian', [EAST[1]!, EAST[0]!, WILNO])).toBeNull();
    expect(leaderMoveProblem(p, 'french', [EAST[1]!, EAST[0]!, WILNO])).toMatchObject({ code: 'leader-enemy-city' });
  });

  it('12.1 never through enemy units, nor (a French leader) into difficult terrain (14.6)', () => {
    const p = at({
      units: [
        { side: 'french', hex: EAST[0]! },
        { side: 'russian', hex: EAST[1]! },
      ],
    });
    expect(leaderMoveProblem(p, 'french', [EAST[2]!, EAST[1]!, EAST[0]!])).toMatchObject({
      code: 'leader-enemy-units',
    });
    const forest = at({ units: [{ side: 'french', hex: EAST[0]! }], terrain: { [EAST[1]!]: 'forest' } });
    expect(leaderMoveProblem(forest, 'french', [EAST[2]!, EAST[1]!, EAST[0]!])).toMatchObject({
      code: 'leader-terrain',
      rule: '14.6',
    });
    const russian = at({ units: [{ side: 'russian', hex: EAST[0]! }], terrain: { [EAST[1]!]: 'forest' } });
    expect(leaderMoveProblem(russian, 'russian', [EAST[2]!, EAST[1]!, EAST[0]!])).toBeNull();
  });

  it('13.1 the Cossacks roll for each non-city hex with exactly one French combat unit', () => {
    const p = at({
      units: [
        { side: 'french', hex: EAST[0]! },
        { side: 'french', hex: EAST[1]! },
        { side: 'french', hex: EAST[1]! },
        { side: 'french', hex: WILNO },
        { side: 'russian', hex: EAST[3]! },
      ],
    });
    expect(cossackHexes(p)).toEqual([EAST[0]]);
  });

  it('13.3 Russian reinforcements at or next to Kiev; not on or next to enemy units; within 4.1', () => {
    const free = arrivalHexes(at(), 'russian', 'K', 1);
    expect(free).toEqual([KIEV, ...model.grid!.neighbours(KIEV)].sort());
    const [first, second] = model.grid!.neighbours(KIEV);
    const near = arrivalHexes(at({ units: [{ side: 'french', hex: first! }] }), 'russian', 'K', 1);
    expect(near).not.toContain(first);
    expect(near).not.toContain(KIEV);
    const full = at({
      units: Array.from({ length: 3 }, () => ({ side: 'russian' as const, hex: second!, occupancy: 2 })),
    });
    expect(arrivalHexes(full, 'russian', 'K', 1)).not.toContain(second);
    // Nowhere: the reinforcement is lost.
    const ring = [KIEV, ...model.grid!.neighbours(KIEV)].flatMap((h) => model.grid!.neighbours(h));
    const blocked = at({ units: [...new Set(ring)].map((hex) => ({ side: 'french' as const, hex })) });
    expect(arrivalHexes(blocked, 'russian', 'K', 1)).toEqual([]);
  });

  it('13.3 French reinforcements (not the Austrians) anywhere west of Russia', () => {
    const west = arrivalHexes(at(), 'french', 'west', 1);
    expect(west).toContain(WARSAW);
    expect(west).not.toContain(WILNO);
  });

  it('14.7 VP: own cities no enemy holds, enemy cities one’s units hold; the Russian adds his Decisive VP; a tie is French', () => {
    const start = victoryPoints(at(), 12);
    expect([start.french, start.russian]).toEqual([3, 3 + 3 + 12]);
    // The red numbers the book does not give stay missing: the ten VP cities 14.7 names without a value.
    const names = start.missing.map((hex) => model.hexes.get(hex)!.name).sort();
    expect(names).toEqual(
      ['Brzesc', 'Kiev', 'Konigsberg', 'Lemberg', 'Luck', 'Minsk', 'Riga', 'Smolensk', 'Vitebsk', 'Wilno'].sort(),
    );
    const moscow = victoryPoints(at({ units: [{ side: 'french', hex: MOSCOW }] }), 0);
    expect([moscow.french, moscow.russian]).toEqual([6, 3]);
    expect(moscow.cities.find((c) => c.hex === MOSCOW)).toEqual({ hex: MOSCOW, vp: 3, scoredBy: 'french' });
    expect(winnerByPoints({ french: 6, russian: 6 })).toBe('french');
    expect(winnerByPoints({ french: 6, russian: 7 })).toBe('russian');
  });
});
