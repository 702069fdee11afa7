import { describe, expect, it } from 'vitest';
import { bombard, type BombardResult } from '../../../../src/engine/games/grand-illusion/rulings/forts.js';
import { refused, ruled } from './run.js';

const fire = (raw: Record<string, string | boolean>, dice: number[]) => ruled<BombardResult>(bombard, raw, dice);

describe('bombard (9.5.4)', () => {
  it('die + the fort’s [+n] at or under the bombard number takes a step, and the HA fires again until a miss', () => {
    // Maubeuge 5 [+2] / 4 [+2], R 3 [+1] / 2 [+1]; HA 5: 2+2 hit, 3+2 hit, 5+1 miss.
    const out = fire({ ha: '5', forts: 'maubeuge' }, [2, 3, 5]);
    expect(out.result.rolls.map((r) => [r.natural, r.defence, r.final, r.hit])).toEqual([
      [2, 2, 4, true],
      [3, 2, 5, true],
      [5, 1, 6, false],
    ]);
    expect(out.result.forts).toEqual([
      { fort: 'Maubeuge', stepsBefore: 4, stepsLost: 2, eliminated: false, showing: '3 [+1]' },
    ]);
    expect(out.result).toMatchObject({ fired: 1, extraHit: false });
  });

  it('keeps firing at the same fort until it is gone, then the next; stops when all are destroyed', () => {
    const out = fire({ ha: '6', forts: 'versailles, paris@2' }, [1, 1, 1, 1]);
    expect(out.result.rolls.map((r) => r.fort)).toEqual(['Versailles', 'Versailles', 'Paris', 'Paris']);
    expect(out.result.allEliminated).toBe(true);
    expect(out.text.en).toMatch(/FoW roll is still made/);
  });

  it('one HA finishes before the other starts; an unneeded second HA is not flipped', () => {
    const out = fire({ ha: '4,4', forts: 'versailles' }, [1, 1]);
    expect(out.result.rolls.map((r) => r.ha)).toEqual([1, 1]);
    expect(out.result.fired).toBe(1);
    const two = fire({ ha: '4,4', forts: '2/1' }, [6, 2, 5]);
    expect(two.result.rolls.map((r) => [r.ha, r.hit])).toEqual([
      [1, false],
      [2, true],
      [2, false],
    ]);
    expect(two.result.fired).toBe(2);
  });

  it('concentrated: if both HA leave a fort standing, the bombarded fort takes one extra hit', () => {
    const out = fire({ ha: '4,4', forts: 'verdun-76', concentrated: true }, [1, 2, 1, 3]);
    // Verdun 76 is [+3] on every step: 1+3 hit, 2+3 miss; 1+3 hit, 3+3 miss; then the extra hit.
    expect(out.result).toMatchObject({ extraHit: true, fired: 2 });
    expect(out.result.forts[0]).toMatchObject({ stepsLost: 3, showing: '2 [+3]' });
  });

  it('concentrated: the second HA flips even when the first destroyed every fort', () => {
    const out = fire({ ha: '6,6', forts: '2/1', concentrated: true }, [1, 2]);
    expect(out.result).toMatchObject({ fired: 2, extraHit: false, allEliminated: true });
    expect(out.text.it).toContain('viene comunque girata su FIRED');
  });

  it('natural limits are off by default (README) and on with --natural-limits', () => {
    expect(fire({ ha: '3', forts: '5+3' }, [1]).result.rolls[0]?.hit).toBe(false);
    expect(fire({ ha: '3', forts: '5+3', 'natural-limits': true }, [1]).result.rolls[0]?.hit).toBe(true);
    expect(fire({ ha: '12', forts: '5', 'natural-limits': true }, [6]).result.rolls[0]?.hit).toBe(false);
  });

  it.each([
    [{ ha: '5', forts: 'namur' }, 'forts', /reduced sides are not printed/],
    [{ ha: '5', forts: 'toul@6' }, 'forts', /no step of strength 6/],
    [{ ha: '5', forts: 'fortress' }, 'forts', /cannot read the fort/],
    [{ ha: '5', forts: '' }, 'forts', /required/],
    [{ ha: '0', forts: 'toul' }, 'ha', /1 to 4/],
    [{ ha: '5,5,5,5,5', forts: 'toul' }, 'ha', /1 to 4/],
    [{ ha: '5', forts: 'toul', concentrated: true }, 'concentrated', /two bombard numbers/],
  ])('refuses %j naming --%s', (raw, option, message) => {
    const out = refused(bombard, raw, [3]);
    expect(out.option).toBe(option);
    expect(out.message.en).toMatch(message);
  });
});
