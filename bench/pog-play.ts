import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { SeededDice } from '../src/engine/core/dice.js';
import { modelOf } from '../src/engine/games/paths-of-glory/model.js';
import { pathsOfGloryPack } from '../src/engine/games/paths-of-glory/pack.js';
import { applyAction } from '../src/engine/games/paths-of-glory/play/machine.js';
import { createPathsOfGlory } from '../src/engine/games/paths-of-glory/play/module.js';
import { gameOf, initialState } from '../src/engine/games/paths-of-glory/play/setup.js';
import { top, type PogAction, type PogState } from '../src/engine/games/paths-of-glory/play/state.js';

/**
 * What the Paths of Glory benchmarks share: a campaign played by random legal actions from a seed (peace never
 * offered nor accepted, so it lasts), and timing a function on a fresh copy of a state each run, as a stored game is
 * read back (no cache of an earlier run helps).
 */

export const pack = pathsOfGloryPack();
export const game = gameOf(modelOf(pack), pack);
export const module = createPathsOfGlory(pack);

export const dice = (seed: string): SeededDice =>
  new SeededDice(createHash('sha256').update(seed).digest(), 'bench', 0);

/** A random legal action of the side to act (its menu key), never peace. */
export function randomPlayer(seed: string): (state: PogState) => string | undefined {
  const rng = dice(seed);
  const pick = <T>(items: readonly T[]): T => (items.length === 1 ? items[0]! : items[rng.roll(items.length) - 1]!);
  return (state) => {
    const side = top(state)?.side;
    if (!side) return undefined;
    const path: string[] = [];
    for (let depth = 0; depth < 8; depth++) {
      const items = module.menu(state, side, path).items.filter((i) => i.key !== 'peace/yes' && i.key !== 'peace');
      if (items.length === 0) return undefined;
      const item = pick(items);
      if (item.kind === 'action') return item.key;
      path.push(item.key);
    }
    return undefined;
  };
}

/** Applies an action for the side to act, with dice from `seed`; throws on a refusal (a legal action was chosen). */
export function apply(state: PogState, action: PogAction, seed: string): PogState {
  const applied = applyAction(game, state, top(state)!.side, action, dice(seed));
  if (!applied.ok) throw new Error(`${JSON.stringify(action)}: ${applied.problem.code}`);
  return applied.state;
}

/** The campaign's opening state. */
export function campaignStart(): PogState {
  return initialState(game, pack, 'campaign', dice('setup'))!;
}

/** Times `f` `runs` times, each on a fresh copy of `state`; the milliseconds of each run. */
export function timeFresh(runs: number, state: PogState, f: (s: PogState) => void): number[] {
  const ms: number[] = [];
  const stored = JSON.stringify(state);
  for (let i = 0; i < runs; i++) {
    const fresh = JSON.parse(stored) as PogState;
    const t = performance.now();
    f(fresh);
    ms.push(performance.now() - t);
  }
  return ms;
}

/** The fraction `f` quantile of the figures. */
export const quantile = (xs: readonly number[], f: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * f))] ?? NaN;
