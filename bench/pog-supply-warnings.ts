import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { SeededDice } from '../src/engine/core/dice.js';
import { modelOf } from '../src/engine/games/paths-of-glory/model.js';
import { pathsOfGloryPack } from '../src/engine/games/paths-of-glory/pack.js';
import { applyAction } from '../src/engine/games/paths-of-glory/play/machine.js';
import { createPathsOfGlory } from '../src/engine/games/paths-of-glory/play/module.js';
import { gameOf, initialState } from '../src/engine/games/paths-of-glory/play/setup.js';
import { top, type PogAction, type PogState } from '../src/engine/games/paths-of-glory/play/state.js';
import {
  supplyWarnings,
  threatenedUnits,
  unitsInSupply,
} from '../src/engine/games/paths-of-glory/rules/supply-warnings.js';

/**
 * The supply warnings' cost (issue 22) on mid-game campaign states: the campaign is played by random legal actions
 * (peace refused) to turn BENCH_TURN (default 6); at each round's end from then on (up to 20 of them), the benchmark
 * times on a fresh copy of the state each run (as a stored game is read back, so no cache helps): recording the units
 * in supply (`unitsInSupply`, done when a round begins) and the round's warnings (`supplyWarnings`: the units cut off
 * and the chokepoint search of both sides), and prints the chokepoints tested and networks traced. Asserts nothing.
 */

const TURN = Number(process.env['BENCH_TURN'] ?? 6);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 50);
const pack = pathsOfGloryPack();
const game = gameOf(modelOf(pack), pack);
const module = createPathsOfGlory(pack);
const rng = new SeededDice(createHash('sha256').update('bench-pog-supply').digest(), 'bench', 0);
const pick = <T>(items: readonly T[]): T => (items.length === 1 ? items[0]! : items[rng.roll(items.length) - 1]!);

function randomKey(state: PogState, side: string): string | undefined {
  const path: string[] = [];
  for (let depth = 0; depth < 8; depth++) {
    const items = module.menu(state, side, path).items.filter((i) => i.key !== 'peace/yes' && i.key !== 'peace');
    if (items.length === 0) return undefined;
    const item = pick(items);
    if (item.kind === 'action') return item.key;
    path.push(item.key);
  }
  return undefined;
}

const dice = (seed: string) => new SeededDice(createHash('sha256').update(seed).digest(), 'bench', 0);

function time(runs: number, state: PogState, f: (s: PogState) => void): number[] {
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

let state = initialState(game, pack, 'campaign', dice('setup'))!;
let steps = 0;
const record: number[] = [];
const warn: number[] = [];
const work: string[] = [];
while (!state.over && steps < 200_000 && warn.length < 20 * RUNS) {
  const frame = top(state)!;
  const key = randomKey(state, frame.side);
  if (!key) break;
  const next = applyAction(game, state, frame.side, module.decode(state, key) as PogAction, dice(`step-${steps++}`));
  if (!next.ok) throw new Error(next.problem.code);
  if (state.turn >= TURN && next.state.round !== state.round && state.round > 0) {
    // The position at the round's end, before the next round begins.
    const ended = state;
    record.push(...time(RUNS, ended, (s) => unitsInSupply({ model: game.model, state: s })));
    warn.push(...time(RUNS, ended, (s) => supplyWarnings({ model: game.model, state: s }, s.roundSupply)));
    const p = { model: game.model, state: ended };
    const [cp, ap] = [threatenedUnits(p, 'cp'), threatenedUnits(p, 'ap')];
    work.push(`T${ended.turn}R${ended.round}: CP ${cp.tested}/${cp.traces}, AP ${ap.tested}/${ap.traces}`);
  }
  state = next.state;
}

const q = (xs: number[], f: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * f))] ?? NaN;
const ms = (x: number) => `${x.toFixed(2)} ms`;
console.log(`Paths of Glory supply warnings, campaign from turn ${TURN}: ${work.length} round ends, ${RUNS} runs each`);
console.log(`  units in supply (round start): p50 ${ms(q(record, 0.5))}, p99 ${ms(q(record, 0.99))}`);
console.log(`  warnings (round end):          p50 ${ms(q(warn, 0.5))}, p99 ${ms(q(warn, 0.99))}`);
console.log(`  chokepoints tested / networks traced again: ${work.join('; ')}`);
