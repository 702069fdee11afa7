import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.js';
import { applyCombat, combatMenu } from '../../../../../src/engine/games/napoleon-1812/play/combat.js';
import { positionOf } from '../../../../../src/engine/games/napoleon-1812/play/game.js';
import { ELIMINATED, type N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import { positionProblems } from '../../../../../src/engine/games/napoleon-1812/rules/position.js';
import { combatState, F, game, T, type Built } from './combat-states.js';

/**
 * Rules 10–11 played at random from the menus (seeded dice, seeded choices), the refuge prompts of 11.19 answered as
 * the lead's machine does: every menu offered while a side must answer has an item, every item offered is accepted,
 * no position breaks 2.2, 4.1 or puts both sides in a hex, every unit stays on the map or is eliminated, and the
 * phase ends (both sides out of attacks, 10.9).
 */

const POSITIONS: readonly Built[] = [
  {
    french: [
      { hex: F, infantry: 2, cavalry: 1, artillery: 1, leaders: ['fr-Davout'] },
      { hex: '1607', infantry: 2, leaders: ['fr-Ney'] },
      { hex: '1509', cavalry: 1 },
    ],
    russian: [
      { hex: T, infantry: 2, cavalry: 1, leaders: ['ru-Bagration'] },
      { hex: '1408', infantry: 2 },
      { hex: '1407', cavalry: 1, leaders: ['ru-Platov'] },
      { hex: '1307', infantry: 1 },
    ],
    cc: { french: 6, russian: 5 },
  },
  {
    french: [
      { hex: F, infantry: 3 },
      { hex: '1609', infantry: 1 },
    ],
    russian: [
      { hex: T, cavalry: 2, leaders: ['ru-Barclay'] },
      { hex: '1509', infantry: 1, disrupted: 1 },
    ],
    cc: { french: 4, russian: 2 },
  },
  {
    french: [{ hex: F, infantry: 1, leaders: ['fr-Napoleon'] }],
    russian: [
      { hex: T, infantry: 3, cavalry: 1, disrupted: 2 },
      { hex: '1607', infantry: 2 },
    ],
    cc: { french: 5, russian: 5 },
    toAct: 'russian',
  },
];

/** A small seeded generator for the choices (the dice have their own). */
function chooser(seed: number) {
  let x = seed * 2654435761 + 1;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return Math.floor((x / 2147483648) * n);
  };
}

function playOut(start: N1812State, seed: number): { state: N1812State; actions: number } {
  const pick = chooser(seed);
  const dice = new SeededDice(new Uint8Array([seed, 18, 12]), 'n1812-combat-random', 0);
  let state = start;
  for (let actions = 0; actions < 600; actions++) {
    const top = state.prompts.at(-1);
    if (top?.name === 'refuge') {
      // The lead's machine: the owner chooses a refuge, the prompt is popped.
      state.leaders[top.leader] = { hex: top.refuges[pick(top.refuges.length)]! };
      state.prompts.pop();
      continue;
    }
    if (state.step === 'over' || (!top && state.sides.french.outOfAttacks && state.sides.russian.outOfAttacks))
      return { state, actions };
    const side = top?.side ?? state.toAct;
    let menu = combatMenu(game, state, side, []);
    expect(menu.items.length, `a dead end for ${side}`).toBeGreaterThan(0);
    let item = menu.items[pick(menu.items.length)]!;
    // Toggles and cancels are picked less often, so that a random player gets on with the combat.
    if (/^combat\/(unit|call|adv|cancel)\//.test(`${item.key}/`)) item = menu.items[pick(menu.items.length)]!;
    if (item.kind === 'branch') {
      menu = combatMenu(game, state, side, [item.key]);
      expect(menu.items.length).toBeGreaterThan(0);
      item = menu.items[pick(menu.items.length)]!;
    }
    const [, step, ...rest] = item.key.split('/');
    const action =
      rest.length > 0
        ? { kind: 'combat' as const, step: step!, arg: rest.join('/') }
        : { kind: 'combat' as const, step: step! };
    const r = applyCombat(game, structuredClone(state), side, action, dice);
    if (!r.ok) throw new Error(`${item.key} offered but refused: ${JSON.stringify(r.error)}`);
    state = r.state;
    expect(positionProblems(positionOf(game, state))).toEqual([]);
    for (const u of Object.values(state.units)) expect(u.hex === ELIMINATED || game.model.hexes.has(u.hex)).toBe(true);
    for (const s of ['french', 'russian'] as const) expect(state.sides[s].cc).toBeGreaterThanOrEqual(0);
  }
  throw new Error(`seed ${seed}: the combat phase did not end in 600 actions`);
}

describe('10.7 combats played at random from the menus', () => {
  it('10.7 every combat ends, every action offered is accepted, and the phase ends with both sides out of attacks', () => {
    let fought = 0;
    for (let seed = 1; seed <= 36; seed++) {
      const { state } = playOut(combatState(POSITIONS[seed % POSITIONS.length]!), seed);
      expect(state.prompts.filter((p) => p.name === 'combat')).toEqual([]);
      if (Object.values(state.units).some((u) => u.combats > 0)) fought++;
    }
    // The random players must have fought some combats for the check to mean anything.
    expect(fought).toBeGreaterThanOrEqual(15);
  });
});
