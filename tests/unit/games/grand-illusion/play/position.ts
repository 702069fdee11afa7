import { SeededDice, type Dice, type DieRoll, type RollOptions } from '../../../../../src/engine/core/dice.js';
import type { Pack } from '../../../../../src/engine/core/pack.js';
import type { Side } from '../../../../../src/engine/games/grand-illusion/model.js';
import { grandIllusionPack } from '../../../../../src/engine/games/grand-illusion/pack.js';
import { applyAction, type Applied } from '../../../../../src/engine/games/grand-illusion/play/machine.js';
import { subjectOf } from '../../../../../src/engine/games/grand-illusion/play/learned.js';
import { gameOf, initialState, type Game } from '../../../../../src/engine/games/grand-illusion/play/setup.js';
import type { Frame, GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';

/** Built positions for the play tests: the pack's scenario after its set-up, then exactly the changes a test names. */

export const pack = grandIllusionPack();
export const game = gameOf(pack);

/** Forced die faces first, then a fixed seed. */
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
    const value = this.faces.length > 0 ? this.faces.shift()! : this.seeded.roll(sides, options);
    this.made.push({ sides, value, ...(options.purpose ? { purpose: options.purpose } : {}) });
    return value;
  }
}

export function act(state: GiState, side: Side, key: string, dice: Dice = new TestDice()): Applied {
  return applyAction(game, state, side, { type: 'act', key }, dice);
}

export function ok(applied: Applied): GiState {
  if (!applied.ok) throw new Error(`refused: ${applied.problem.code} (${applied.problem.rule ?? ''})`);
  return applied.state;
}

/** Turn 1 of the short scenario once both sides ended the set-up: the Allies' first Action Segment. */
export function turnOne(): GiState {
  const start = initialState(game, pack, 'short')!;
  const allied = ok(act(start, 'allied', 'place-done'));
  return ok(act(allied, 'german', 'place-done'));
}

export interface Changes {
  /** Units put in a hex (or `off`, `eliminated`). */
  readonly units?: Readonly<Record<string, string>>;
  readonly disorganized?: readonly string[];
  readonly control?: Readonly<Record<string, Side>>;
  /** Values learned, by the module's key (`fr-vi.front.MA`, `hex.75.TEM`), as if the owner had given them on turn 1. */
  readonly learned?: Readonly<Record<string, number>>;
  readonly frames?: readonly Frame[];
  readonly state?: Partial<GiState>;
}

/** Every unit off the map but those named: a test sees only its own units. */
export function built(changes: Changes, from: GiState = turnOne()): GiState {
  const units: Record<string, { at: string; disorganized: boolean }> = {};
  for (const id of Object.keys(from.units)) units[id] = { at: 'off', disorganized: false };
  for (const [id, at] of Object.entries(changes.units ?? {})) units[id] = { at, disorganized: false };
  for (const id of changes.disorganized ?? []) units[id] = { ...units[id]!, disorganized: true };
  return {
    ...from,
    ...changes.state,
    units,
    control: { ...from.control, ...changes.control },
    learned: [
      ...from.learned,
      ...Object.entries(changes.learned ?? {}).map(([key, number]) => ({
        subject: subjectOf(key)!,
        number,
        by: key.startsWith('hex.') ? 'german' : game.counters.get(key.split('.')[0]!)!.side,
        turn: 1,
      })),
    ],
    stack: changes.frames ?? from.stack,
  };
}

/**
 * The built-in pack with a cavalry division of `nation` (CS 2, MA 3; Disorganized 1-1), which the pack lacks (its
 * counters are not in the book), and its game.
 */
export function withCavalry(id: string, nation: 'gb' | 'de'): { pack: Pack; game: Game } {
  const cavalry: Pack['counters'][number] = {
    id,
    name: 'Cavalry Division',
    nation,
    type: 'cavalry',
    size: 'division',
    values: [2, 3],
    valueNames: ['CS', 'MA'],
    reduced: [1, 1],
    schematic: true,
    source: 'test',
  };
  const withIt = { ...pack, counters: [...pack.counters, cavalry] } as Pack;
  return { pack: withIt, game: gameOf(withIt) };
}
