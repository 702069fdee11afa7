import { describe, expect, it } from 'vitest';
import type { Pack } from '../../../../../src/engine/core/pack.js';
import { createGrandIllusion } from '../../../../../src/engine/games/grand-illusion/play/module.js';
import { gameOf } from '../../../../../src/engine/games/grand-illusion/play/setup.js';
import { invariantsOf } from '../../../../../src/engine/games/grand-illusion/play/invariants.js';
import { applyAction } from '../../../../../src/engine/games/grand-illusion/play/machine.js';
import { act, built, game, ok, pack, TestDice, turnOne } from './position.js';

describe('3.1.2: the VP markers in the cups are hidden from both sides', () => {
  const withCups: Pack = {
    ...pack,
    tables: {
      ...pack.tables,
      'vp-markers': { german: [1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 7, 8], plan17: [1, 2, 2, 3, 3, 4, 5, 6] },
    },
  };
  const module = createGrandIllusion(withCups);

  it('no view tells the cups apart: two games that differ only in what is left in the cups look the same', () => {
    const setup = module.setup({ scenario: 'short', options: {}, pack: withCups }, new TestDice());
    if (!setup.ok) throw new Error('setup');
    const a = setup.state;
    expect(a.cups?.german).toHaveLength(15);
    const b = {
      ...a,
      cups: { german: [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9], plan17: [9, 9, 9, 9, 9, 9, 9, 9] },
    };
    for (const viewer of ['allied', 'german', 'observer'] as const)
      expect(JSON.stringify(module.view(b, viewer))).toBe(JSON.stringify(module.view(a, viewer)));
  });

  it('a marker drawn by the rules is revealed in its hex with its value', () => {
    const g = gameOf(withCups);
    const s = {
      ...built({ units: { 'fr-vi': '75' }, learned: { 'fr-vi.front.MA': 2 }, state: { turn: 3 } }),
      cups: { german: [1], plan17: [5, 6] },
    };
    const moving = ok(
      applyAction(
        g,
        ok(applyAction(g, s, 'allied', { type: 'act', key: 'activate/75' }, new TestDice())),
        'allied',
        { type: 'act', key: 'move/fr-vi' },
        new TestDice(),
      ),
    );
    const to = ok(applyAction(g, moving, 'allied', { type: 'act', key: 'to/85' }, new TestDice()));
    const taken = ok(applyAction(g, to, 'allied', { type: 'act', key: 'stop' }, new TestDice([2])));
    expect(taken.markers).toEqual([{ hex: '85', cup: 'plan17', value: 6, vp: 6 }]);
    expect(taken.cups?.plan17).toEqual([5]);
    const view = module.view(taken, 'german');
    const applied = module.apply(to, 'allied', { type: 'act', key: 'stop' }, new TestDice([2]));
    expect(applied.ok && applied.reveals).toBe(true);
    expect(view.pieces.find((p) => p.id === 'vp-plan17-85')?.values).toEqual([6]);
  });
});

describe("check: the game's invariants", () => {
  it('hold at the start of the game', () => {
    expect(invariantsOf(game, turnOne())).toEqual([]);
  });

  it('8.4.6: find an overstacked hex', () => {
    const corps = ['fr-vi', 'fr-vii', 'fr-xviii', 'fr-xiv', 'fr-ix-pd', 'fr-5a', 'fr-3a', 'fr-4a', 'gb-bef'];
    const s = built({ units: Object.fromEntries(corps.map((c) => [c, '66'])) });
    expect(invariantsOf(game, s).join()).toMatch(/allied overstacked in 66/);
  });

  it('8.3.3: find a hex whose control the units contradict', () => {
    const s = built({ units: { 'de-viii': '66' } });
    expect(invariantsOf(game, s)).toEqual(['66 should be german-controlled (8.3.3)']);
  });
});

describe("a referee's correction", () => {
  const module = createGrandIllusion(pack);

  it('is a referee-only, logged freeplay edit: a unit put in a hex', () => {
    const action = module.decode(turnOne(), 'fix/place/fr-vi/66');
    expect(action).toEqual({ type: 'correct', correction: { edit: 'place', unit: 'fr-vi', at: '66' } });
    expect(module.refereeOnly?.(action!)).toBe(true);
    const applied = module.apply(turnOne(), 'allied', action!, new TestDice());
    expect(applied.ok && applied.state.units['fr-vi']!.at).toBe('66');
  });

  it('refuses a hex the map lacks', () => {
    const applied = module.apply(turnOne(), 'allied', module.decode(turnOne(), 'fix/place/fr-vi/999')!, new TestDice());
    expect(applied.ok).toBe(false);
  });

  it('closes a prompt that would hold the game', () => {
    const activated = ok(act(turnOne(), 'allied', 'activate/46'));
    const closed = module.apply(activated, 'allied', module.decode(activated, 'fix/skip')!, new TestDice());
    expect(closed.ok && closed.state.stack.at(-1)).toEqual({ name: 'segment', side: 'german' });
  });
});
