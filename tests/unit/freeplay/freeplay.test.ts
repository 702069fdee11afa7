import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/engine/core/dice.js';
import { createFreeplay } from '../../../src/engine/games/freeplay/module.js';
import { demoPack } from '../../../src/engine/games/freeplay/demo-pack.js';
import type { FreeplayAction, FreeplayState } from '../../../src/engine/games/freeplay/state.js';

const pack = demoPack();
const game = createFreeplay(pack);

function start(): FreeplayState {
  const setup = game.setup({ scenario: 'meeting', options: {}, pack }, new ScriptedDice([]));
  if (!setup.ok) throw new Error('setup failed');
  return setup.state;
}

function play(state: FreeplayState, side: string, action: FreeplayAction, dice: number[] = []): FreeplayState {
  const outcome = game.apply(state, side, action, new ScriptedDice(dice));
  if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message.en}`);
  return outcome.state;
}

function refused(state: FreeplayState, side: string, action: FreeplayAction): string {
  const outcome = game.apply(state, side, action, new ScriptedDice([]));
  if (outcome.ok) throw new Error('expected a refusal');
  expect(outcome.error.message.it.length).toBeGreaterThan(0);
  return outcome.error.code;
}

describe('freeplay: the tabletop', () => {
  it('sets up the scenario: units where the pack puts them, the rest off the map', () => {
    const state = start();
    expect(state.units['b1']).toEqual({ at: '0203', reduced: false, hidden: false, side: 'blue' });
    expect(state.units['r6']?.at).toBeNull();
    expect(state.active).toBe('blue');
    expect(state.markers).toEqual([{ id: 'm1', kind: 'control', at: '0604' }]);
  });

  it('moves a unit anywhere on the map and highlights the move', () => {
    const state = play(start(), 'blue', { type: 'move', unit: 'b1', to: '0909' });
    expect(state.units['b1']?.at).toBe('0909');
    expect(state.last).toEqual({ moves: [{ from: '0203', to: '0909' }] });
  });

  it('refuses a place that is not on the map', () => {
    expect(refused(start(), 'blue', { type: 'move', unit: 'b1', to: '1310' })).toBe('not-on-map');
  });

  it('enforces the stacking limit of the pack (3 units of one side)', () => {
    let state = start();
    state = play(state, 'blue', { type: 'move', unit: 'b1', to: '0204' });
    state = play(state, 'blue', { type: 'move', unit: 'b2', to: '0204' });
    expect(refused(state, 'blue', { type: 'move', unit: 'b3', to: '0204' })).toBe('stacking-limit');
  });

  it('lets only the side to play change the board, and only its own units', () => {
    const state = start();
    expect(refused(state, 'red', { type: 'move', unit: 'r1', to: '0909' })).toBe('not-your-turn');
    expect(refused(state, 'blue', { type: 'move', unit: 'r1', to: '0909' })).toBe('not-your-unit');
  });

  it('lets either side roll, note or ask a ruling at any time', () => {
    const state = start();
    const rolled = game.apply(state, 'red', { type: 'roll', dice: '2d6+1' }, new ScriptedDice([4, 3]));
    expect(rolled.ok && rolled.events).toEqual([
      { kind: 'roll', side: 'red', expression: '2d6+1', dice: [4, 3], total: 8 },
    ]);
    expect(play(state, 'red', { type: 'note', text: 'Attack at dawn', secret: false }).notes).toHaveLength(1);
  });

  it('flips a two-step unit and refuses a one-step one', () => {
    const state = play(start(), 'blue', { type: 'flip', unit: 'b1' });
    expect(state.units['b1']?.reduced).toBe(true);
    expect(game.view(state, 'observer').pieces.find((p) => p.id === 'b1')?.values).toEqual([2, 2, 3]);
    expect(refused(state, 'blue', { type: 'flip', unit: 'b4' })).toBe('one-step');
  });

  it('passes the turn from side to side and ends after the last turn', () => {
    let state = start();
    for (let turn = 1; turn <= 6; turn++) {
      state = play(state, 'blue', { type: 'end-turn' });
      expect(state.active).toBe('red');
      state = play(state, 'red', { type: 'end-turn' });
    }
    expect(state.over).toEqual({ reason: 'last-turn' });
    expect(game.view(state, 'observer').status.over?.reason.en).toMatch(/last turn is over/);
    expect(refused(state, 'blue', { type: 'note', text: 'too late', secret: false })).toBe('game-over');
  });

  it('hides a face-down unit from the other side and observers, not from its owner', () => {
    let state = play(start(), 'blue', { type: 'end-turn' });
    state = play(state, 'red', { type: 'place', unit: 'r6', at: '1205', hidden: true });
    const asRed = game.view(state, 'red').pieces.find((p) => p.at === '1205');
    const asBlue = game.view(state, 'blue').pieces.find((p) => p.at === '1205');
    const asObserver = game.view(state, 'observer').pieces.find((p) => p.at === '1205');
    expect(asRed).toMatchObject({ id: 'r6', label: 'Red HQ' });
    expect(asBlue).toEqual({
      id: 'hidden-1205-1',
      at: '1205',
      side: 'red',
      nation: 'red',
      type: 'marker',
      label: '?',
      values: [],
      hidden: true,
    });
    expect(JSON.stringify(asObserver)).not.toMatch(/r6|Red HQ/);
    const moved = game.apply(state, 'red', { type: 'move', unit: 'r6', to: '1206' }, new ScriptedDice([]));
    expect(moved.ok && game.describe(moved.events[0]!).en).toBe('Red: ? moves 1205 → 1206.');
  });

  it('keeps a secret note for its side only', () => {
    const state = play(start(), 'blue', { type: 'note', text: 'Feint north, strike south', secret: true });
    expect(JSON.stringify(game.view(state, 'observer'))).not.toContain('Feint');
    expect(JSON.stringify(game.view(state, 'red'))).not.toContain('Feint');
    expect(game.view(state, 'blue').secret?.[0]?.en).toContain('Feint north');
    const outcome = game.apply(
      start(),
      'blue',
      { type: 'note', text: 'Feint north', secret: true },
      new ScriptedDice([]),
    );
    expect(outcome.ok && game.describe(outcome.events[0]!).en).toBe('Blue writes a secret note.');
  });

  it('offers the legal actions as a menu whose keys decode to actions', () => {
    const state = start();
    const root = game.menu(state, 'blue', []);
    // Every blue unit starts on the map, so there is nothing to place.
    expect(root.items.map((i) => i.key)).toEqual(['move', 'flip', 'remove', 'hide', 'marker', 'unmark', 'end']);
    expect(game.menu(play(state, 'blue', { type: 'end-turn' }), 'red', []).items.map((i) => i.key)).toContain('place');
    const units = game.menu(state, 'blue', ['move']);
    expect(units.items.map((i) => i.key)).toContain('move/b1');
    const destinations = game.menu(state, 'blue', ['move', 'move/b1']);
    // Nearest first; the current hex and full hexes are not offered.
    expect(destinations.items[0]?.key).toMatch(/^mv\/b1\/0(1|2|3)0(2|3|4)$/);
    expect(destinations.items.some((i) => i.key === 'mv/b1/0203')).toBe(false);
    expect(game.decode(state, 'mv/b1/0909')).toEqual({ type: 'move', unit: 'b1', to: '0909' });
    expect(game.decode(state, 'nonsense')).toBeUndefined();
    expect(game.menu(state, 'red', []).items).toEqual([]);
  });

  it('runs a game ruling with the game dice when one is registered', () => {
    const outcome = game.apply(
      start(),
      'blue',
      { type: 'ruling', game: 'no-such-game', ruling: 'fire', options: {} },
      new ScriptedDice([]),
    );
    expect(!outcome.ok && outcome.error.code).toBe('unknown-ruling');
  });
});
