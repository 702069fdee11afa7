import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import { napoleon1812Pack } from '../../../../../src/engine/games/napoleon-1812/pack.js';
import { createNapoleon1812 } from '../../../../../src/engine/games/napoleon-1812/play/module.js';
import type { N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import { at, combatState, F, T } from './combat-states.js';

/** A combat played through the play module (menu keys, decode, apply), as `umpire play --draft` plays it. */

const module = createNapoleon1812(napoleon1812Pack());

function through(state: N1812State, side: 'french' | 'russian', key: string, dice: number[] = []) {
  const action = module.decode(state, key);
  if (!action) throw new Error(`${key} does not decode`);
  const r = module.apply(state, side, action, new ScriptedDice(dice));
  if (!r.ok) throw new Error(`${key}: ${JSON.stringify(r.error)}`);
  return r;
}

describe('10.1–11.13 a combat through the module', () => {
  it('11.13 the French attack from 1608 wipes out the Russians in 1508 and advance, then the Russians attack (10.7)', () => {
    let s = combatState({
      french: [{ hex: F, infantry: 2, leaders: ['fr-Davout'] }],
      russian: [
        { hex: T, infantry: 1 },
        { hex: '1407', infantry: 1 },
      ],
    });
    const [f1, f2] = at(s, F);
    const [r1] = at(s, T);
    const events: GameEvent[] = [];
    // [side, key, dice, the menu level that offers the key]
    const steps: ['french' | 'russian', string, number[]?, string[]?][] = [
      ['french', 'combat/from/1608'],
      ['french', 'combat/cc/0', [4], ['combat/commit']],
      ['russian', 'combat/dcc/0', [6, 1, 3], ['combat/commit']],
      ['french', `combat/hit/${f1}`],
      ['russian', `combat/hit/${r1}`],
      ['russian', `combat/hit/${r1}`],
      ['french', `combat/adv/${f2}`],
      ['french', 'combat/advance'],
    ];
    for (const [side, key, dice, path] of steps) {
      if (path) expect(module.menu(s, side, []).items.map((i) => i.key)).toContain(path[0]);
      expect(module.menu(s, side, path ?? []).items.map((i) => i.key)).toContain(key);
      const r = through(s, side, key, dice ?? []);
      s = r.state;
      events.push(...r.events);
    }
    expect(events.map((e) => e.kind)).toEqual([
      'combat-activation',
      'combat-fought',
      'combat-hit',
      'combat-hit',
      'combat-hit',
      'combat-advance',
    ]);
    expect(s.units[f2!]!.hex).toBe(T);
    expect(s.toAct).toBe('russian');
    expect(module.menu(s, 'russian', []).items.map((i) => i.key)).toContain('combat/from/1407');
    for (const e of events) expect(module.describe(e).it).not.toBe(e.kind);
  });
});
