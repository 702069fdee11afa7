import { expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.js';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { module, pack } from './build.js';

/**
 * Games where both players seek the fight (the CLI fuzzer's random player seldom reaches it on a 1,120-hex map):
 * each picks, among the legal actions, an assault or a fire first, then the move that ends nearest an enemy, then
 * anything; after every action the module's invariants hold and the side to act has a legal action.
 */
function seekFight(state: BorodinoState, side: string, rng: SeededDice): string | undefined {
  const path: string[] = [];
  for (let depth = 0; depth < 6; depth++) {
    const items = module.menu(state, side, path).items;
    if (items.length === 0) return undefined;
    const pick = <T>(list: readonly T[]): T => (list.length === 1 ? list[0]! : list[rng.roll(list.length) - 1]!);
    // 8.7: a counter-battery offered is fire too.
    const combat = items.filter(
      (i) =>
        i.key.startsWith('assault/') ||
        i.key.startsWith('fire/') ||
        (i.key.startsWith('counter/') && i.key !== 'counter/none'),
    );
    if (combat.length > 0) return pick(combat).key;
    const actions = items.filter((i) => i.kind === 'action' && i.key !== 'done');
    // Turning stacks (6.11) and their order (6.24) seek no fight.
    const branches = items.filter((i) => i.kind === 'branch' && i.key !== 'face' && i.key !== 'stack');
    const moves = actions.filter((i) => i.key.startsWith('move/') || i.key.startsWith('enter/'));
    if (moves.length > 0) {
      // The move whose last hex is farthest east for the French, west for the Russians: towards the enemy.
      const last = (k: string) => Number(k.split('.').at(-1)!.split('/').at(-1)!.slice(0, 2));
      const sorted = [...moves].sort((a, b) =>
        side === 'french' ? last(a.key) - last(b.key) : last(b.key) - last(a.key),
      );
      return sorted[0]!.key;
    }
    const values = actions.filter((i) => i.key.startsWith('value/') || i.key.startsWith('retreat/'));
    if (values.length > 0) return pick(values).key;
    if (branches.length > 0 && rng.roll(3) !== 1) {
      path.push(pick(branches).key);
      continue;
    }
    const done = items.find((i) => i.key === 'done');
    if (done) return done.key;
    if (actions.length > 0) return pick(actions).key;
    path.push(pick(items).key);
  }
  return undefined;
}

it('games where both sides seek the fight: no refused legal action, no dead end, no broken invariant', () => {
  const kinds: Record<string, number> = {};
  for (let g = 0; g < 4; g++) {
    const dice = new SeededDice(new Uint8Array(32).fill(g + 1), `fight-${g}`, 0);
    const rng = new SeededDice(new Uint8Array(32).fill(g + 7), `pick-${g}`, 0);
    const setup = module.setup({ scenario: 'shevardino', options: {}, pack }, dice);
    if (!setup.ok) throw new Error('setup');
    let state = setup.state;
    for (let n = 0; n < 3000 && !state.over; n++) {
      const side = module.view(state, 'observer').status.active[0];
      expect(side).toBeDefined();
      const key = seekFight(state, side!, rng);
      expect(key, `no action for ${side} at ${state.step}`).toBeDefined();
      const action = module.decode(state, key!);
      const out = module.apply(state, side!, action!, dice);
      if (!out.ok) throw new Error(`${key} refused: ${out.error.message.en}`);
      for (const e of out.events) kinds[e.kind] = (kinds[e.kind] ?? 0) + 1;
      expect(module.check!(out.state), key).toEqual([]);
      state = out.state;
    }
    expect(state.over).not.toBeNull();
  }
  expect(kinds['assault']).toBeGreaterThan(0);
  expect(kinds['fire']).toBeGreaterThan(0);
  expect(kinds['retreat']).toBeGreaterThan(0);
}, 120_000);
