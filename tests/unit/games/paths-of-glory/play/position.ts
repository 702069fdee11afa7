import { expect } from 'vitest';
import { SeededDice, type Dice, type DieRoll, type RollOptions } from '../../../../../src/engine/core/dice.js';
import { modelOf } from '../../../../../src/engine/games/paths-of-glory/model.js';
import { pathsOfGloryPack } from '../../../../../src/engine/games/paths-of-glory/pack.js';
import { applyAction, type Applied } from '../../../../../src/engine/games/paths-of-glory/play/machine.js';
import { gameOf, initialState } from '../../../../../src/engine/games/paths-of-glory/play/setup.js';
import type { Frame, PogAction, PogState } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import type { Position } from '../../../../../src/engine/games/paths-of-glory/rules/position.js';

/** Built positions for the play tests: the campaign game's start, then exactly the changes a test names. */

export const pack = pathsOfGloryPack();
export const game = gameOf(modelOf(pack), pack);

/** Forced die faces first (not the shuffles), then a fixed seed. */
export class TestDice implements Dice {
  private readonly seeded = new SeededDice(new Uint8Array(32), 'test', 0);
  private readonly made: DieRoll[] = [];
  constructor(private readonly faces: number[] = []) {}
  get rolls(): readonly DieRoll[] {
    return this.made;
  }
  get unused(): number {
    return this.faces.length;
  }
  roll(sides: number, options: RollOptions = {}): number {
    const value =
      options.purpose !== 'shuffle' && this.faces.length > 0 ? this.faces.shift()! : this.seeded.roll(sides, options);
    this.made.push({ sides, value });
    return value;
  }
}

/** The campaign game after the Central Powers kept Guns of August: turn 1, round 1, the CP to act. */
export function campaign(scenario = 'campaign'): PogState {
  const start = initialState(game, pack, scenario, new TestDice())!;
  const applied = applyAction(game, start, 'cp', { type: 'guns', keep: true }, new TestDice([4, 2]));
  if (!applied.ok) throw new Error(applied.problem.code);
  return applied.state;
}

export interface Changes {
  readonly units?: Readonly<Record<string, string>>;
  readonly reduced?: readonly string[];
  readonly frame?: Frame;
  readonly hand?: Partial<Record<'cp' | 'ap', string[]>>;
  readonly control?: Readonly<Record<string, 'cp' | 'ap' | null>>;
  readonly state?: Partial<PogState>;
}

/** The state with these changes: units placed, a prompt on top, hands, control. */
export function built(state: PogState, changes: Changes): PogState {
  const units = { ...state.units };
  for (const [id, at] of Object.entries(changes.units ?? {})) units[id] = { ...units[id]!, at };
  for (const id of changes.reduced ?? []) units[id] = { ...units[id]!, strength: 'reduced' };
  let hand = state.hand;
  let deck = state.deck;
  for (const side of ['cp', 'ap'] as const) {
    const wanted = changes.hand?.[side];
    if (!wanted) continue;
    // The cards come out of the draw pile and the hand they were in, so that each card stays in one place.
    const all = [...deck[side], ...hand[side]].filter((c) => !wanted.includes(c));
    hand = { ...hand, [side]: wanted };
    deck = { ...deck, [side]: all };
  }
  return {
    ...state,
    ...changes.state,
    units,
    hand,
    deck,
    control: { ...state.control, ...changes.control },
    ...(changes.frame ? { stack: [...state.stack.filter((f) => f.name === 'action'), changes.frame] } : {}),
  };
}

export function act(state: PogState, side: 'cp' | 'ap', action: PogAction, faces: number[] = []): Applied {
  return applyAction(game, state, side, action, new TestDice(faces));
}

/** The state after an action that must be legal. */
export function legal(state: PogState, side: 'cp' | 'ap', action: PogAction, faces: number[] = []): PogState {
  const applied = act(state, side, action, faces);
  if (!applied.ok) throw new Error(`refused: ${applied.problem.code} (${applied.problem.rule})`);
  return applied.state;
}

/** An action that must be refused by `rule`, with `code`. */
export function refused(state: PogState, side: 'cp' | 'ap', action: PogAction, rule: string, code?: string): void {
  const applied = act(state, side, action);
  expect(applied.ok, `expected a refusal by ${rule}`).toBe(false);
  if (applied.ok) return;
  expect(applied.problem.rule).toBe(rule);
  if (code) expect(applied.problem.code).toBe(code);
}

export function at(state: PogState): Position {
  return { model: game.model, state };
}

/** A card of the deck by its side and number, and its id. */
export function card(side: 'cp' | 'ap', number: number) {
  const found = game.cards.find((c) => c.side === side && c.number === number);
  if (!found) throw new Error(`no card ${side} #${number}`);
  return found;
}
