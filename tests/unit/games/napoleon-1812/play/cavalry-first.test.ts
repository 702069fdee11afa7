import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { SetupInput } from '../../../../../src/engine/core/game.js';
import type { Side } from '../../../../../src/engine/games/napoleon-1812/model.js';
import { CAVALRY_FIRST_OPTION } from '../../../../../src/engine/games/napoleon-1812/play/cavalry-first.js';
import type { N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import { act, blank, keys, lead, module, play, put, refusal, train } from './module-states.js';

/**
 * Advanced rule 16.6 (the game option `cavalry-first`): on turns 1 and 2 cavalry is disrupted or eliminated in
 * preference to infantry, where the owner chooses an attrition loss (8.5). The move of movement.test.ts: 1608 west
 * along clear hexes of Russia; a 5-hex forced march and a die 6 give 6 + 2 (two hexes beyond 3) = 8: one unit
 * eliminated and one disrupted (8.5).
 */

const ROW = ['1608', '1508', '1408', '1308', '1208', '1108'];

function marched(turn: number, option = true): { s: N1812State; infantry: string[]; cavalry: string } {
  const s = blank('movement', turn);
  if (option) s.cavalryFirst = true;
  const infantry = put(s, 'french', ROW[0]!, 2, { type: 'infantry' });
  const [cavalry] = put(s, 'french', ROW[0]!, 1, { type: 'cavalry' });
  lead(s, ROW[0]!, 'fr-Davout');
  train(s, 'french', ROW[0]!);
  s.sides.russian.done = true;
  const steps: [Side, string][] = [
    ['french', `move/${ROW[0]}`],
    ['french', 'mv/forced/on'],
    ...ROW.slice(1).map((h): [Side, string] => ['french', `mv/to/${h}`]),
  ];
  const walked = play(s, steps).state;
  const r = act(walked, 'french', 'mv/confirm', [6]).state;
  expect(r.prompts.at(-1)).toMatchObject({ name: 'attrition', eliminate: 1, disrupt: 1 });
  return { s: r, infantry, cavalry: cavalry! };
}

describe('16.6 cavalry first (the option cavalry-first)', () => {
  it('16.6 declared and off by default', () => {
    expect(module.options!().map((o) => o.id)).toContain(CAVALRY_FIRST_OPTION);
    const plain = module.setup({ scenario: 'historical', options: {} } as unknown as SetupInput, new ScriptedDice([]));
    const chosen = module.setup(
      { scenario: 'historical', options: { [CAVALRY_FIRST_OPTION]: true } } as unknown as SetupInput,
      new ScriptedDice([]),
    );
    if (!plain.ok || !chosen.ok) throw new Error('setup');
    expect(plain.state.cavalryFirst).toBeUndefined();
    expect(chosen.state.cavalryFirst).toBe(true);
  });

  it('16.6 turn 2: the elimination falls on the cavalry (infantry refused), then the disruption on infantry', () => {
    const { s, infantry, cavalry } = marched(2);
    expect(keys(s, 'french')).toEqual([`attrition/${cavalry}`]);
    expect(refusal(s, 'french', `attrition/${infantry[0]}`)).toMatchObject({ rule: '16.6' });
    const after = act(s, 'french', `attrition/${cavalry}`).state;
    expect(after.units[cavalry]!.hex).toBe('eliminated');
    // No cavalry left to take the disruption: infantry may.
    expect(keys(after, 'french').sort()).toEqual(infantry.map((id) => `attrition/${id}`).sort());
    const done = act(after, 'french', `attrition/${infantry[0]}`).state;
    expect(done.units[infantry[0]!]!.disrupted).toBe(true);
  });

  it('16.6 from turn 3, or without the option, the owner chooses freely', () => {
    const late = marched(3).s;
    expect(keys(late, 'french')).toHaveLength(3);
    const off = marched(2, false);
    expect(keys(off.s, 'french')).toHaveLength(3);
    act(off.s, 'french', `attrition/${off.infantry[0]}`);
  });
});
