import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../../../src/cli/play.js';
import { createPathsOfGlory } from '../../../../../src/engine/games/paths-of-glory/play/module.js';
import { built, campaign, pack, TestDice } from './position.js';

/** The menus /play and /act are built from: only legal actions, keys that decode, searchable moves. */

const module = createPathsOfGlory(pack);

describe('Paths of Glory play: the menus', () => {
  it('8.1.3 every action the menu offers the side to act decodes and is applied; the other side is offered nothing', () => {
    const s = campaign();
    const offered = legalActions(module, s, 'cp');
    expect(offered.map((a) => a.key)).toContain('auto');
    for (const { key } of offered) {
      const action = module.decode(s, key);
      expect(action, key).toBeDefined();
      expect(module.apply(s, 'cp', action!, new TestDice()).ok, key).toBe(true);
    }
    expect(legalActions(module, s, 'ap')).toEqual([]);
  });

  it('11.1 a move is offered per unit and for the whole stack, searchable by nation', () => {
    const s = { ...built(campaign(), { frame: { name: 'move', side: 'ap', entrench: [] } }), movers: ['ru-1'] };
    const path = ['from/kovno', 'group/ru-1'];
    const items = module.menu(s, 'ap', path).items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.kind).toBe('action');
      if (item.kind === 'action') expect(item.search).toMatch(/Russian/);
    }
    expect(module.decode(s, 'mv/ru-1+ru-c1/vilna')).toEqual({ type: 'move', units: ['ru-1', 'ru-c1'], to: 'vilna' });
    expect(module.decode(s, 'mv//vilna')).toBeUndefined();
  });

  it('10.1.3 and 13.1.7 the menus offer the overstack eliminations and the SRs by sea', () => {
    const place = (state: ReturnType<typeof campaign>, unit: string) => {
      const applied = module.apply(
        state,
        'cp',
        { type: 'correct', correction: { edit: 'place', unit, at: 'koblenz' } },
        new TestDice(),
      );
      if (!applied.ok) throw new Error(applied.error.rule);
      return applied.state;
    };
    const s = place(place(campaign(), 'ge-c1'), 'ge-c2');
    const offered = legalActions(module, s, 'ap').map((a) => a.key);
    expect(offered.sort()).toEqual(['elim/ge-2', 'elim/ge-3', 'elim/ge-c1', 'elim/ge-c2']);
    for (const key of offered) expect(module.apply(s, 'ap', module.decode(s, key)!, new TestDice()).ok, key).toBe(true);
    const sea = built(campaign(), {
      units: { 'ge-c9': 'kiel' },
      control: { libau: 'cp', memel: 'ap' },
      frame: { name: 'sr', side: 'cp', card: 'cp-9', points: 1 },
    });
    expect(legalActions(module, sea, 'cp').map((a) => a.key)).toContain('sr/ge-c9/libau');
  });
});
