import { describe, expect, it } from 'vitest';
import { at, combatState, F, keys, play, refused, T } from './combat-states.js';

/**
 * Advanced rule 16.6 on combat hits (the option `cavalry-first`; the Italian words 16.6 generally): on turns 1 and 2
 * the owner choosing the unit a hit takes (11.17) is offered cavalry before infantry. A tie (11.9): the French infantry
 * and cavalry attack two Russian infantry: FAV 2 + 2 (combined arms) + 1 = 5, FDV 2 + 3 = 5; one hit on the attacker.
 */

function tie(turn: number, option: boolean) {
  const s = combatState({ french: [{ hex: F, infantry: 1, cavalry: 1 }], russian: [{ hex: T, infantry: 2 }] });
  s.turn = turn;
  if (option) s.cavalryFirst = true;
  return play(s, [
    ['french', 'combat/from/1608'],
    ['french', 'combat/cc/3', [4, 1, 3]],
  ]).state;
}

describe('16.6 cavalry first on combat hits', () => {
  it('16.6 turn 2: only the cavalry is offered; the infantry is refused with the rule', () => {
    const s = tie(2, true);
    const [infantry, cavalry] = at(s, F);
    expect(keys(s, 'french')).toEqual([`combat/hit/${cavalry}`]);
    expect(refused(s, 'french', `combat/hit/${infantry}`)).toMatchObject({ rule: '16.6' });
  });

  it('16.6 turn 3, or without the option: either unit', () => {
    expect(keys(tie(3, true), 'french')).toHaveLength(2);
    expect(keys(tie(2, false), 'french')).toHaveLength(2);
  });
});
