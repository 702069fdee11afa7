import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { learnedOf } from '../../../../../src/engine/games/borodino/play/values.js';
import { SeededDice } from '../../../../../src/engine/core/dice.js';
import { module, pack } from './build.js';

const script = readFileSync(new URL('../../../../fixtures/borodino-shevardino-turn-1.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));

it('3.0 the first turn of the Shevardino scenario, both players, every action legal, to turn 2', () => {
  const dice = new SeededDice(new Uint8Array(32).fill(3), 'turn-1', 0);
  const setup = module.setup({ scenario: 'shevardino', options: {}, pack }, dice);
  if (!setup.ok) throw new Error('setup');
  let state = setup.state;
  const kinds = new Set<string>();
  for (const key of script) {
    const side = module.view(state, 'observer').status.active[0]!;
    // Every line is the action of the side to act now, and legal.
    const action = module.decode(state, key);
    expect(action, key).toBeDefined();
    const out = module.apply(state, side, action!, dice);
    if (!out.ok) throw new Error(`${key}: ${out.error.message.en}`);
    for (const e of out.events) kinds.add(e.kind);
    expect(module.check!(out.state), key).toEqual([]);
    state = out.state;
  }
  expect(state.turn).toBe(2);
  expect([...kinds]).toEqual(
    expect.arrayContaining(['fire', 'move', 'commitment', 'assault', 'retreat', 'value-learned']),
  );
  // The values given are recorded once: the French battery's 2.2 values.
  expect(learnedOf(state.learned, 'fr-CM-a1')).toEqual({ FS: 4, Eff: 3, Max: 5 });
});
