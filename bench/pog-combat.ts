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
 * Paths of Glory combat on a mid-game campaign state (issue 21): the campaign is played by random legal actions
 * (peace refused, so it lasts) to turn BENCH_TURN (default 6); at each combat the attacker declares there, the
 * benchmark times, on a fresh copy of that state each time (as a stored game is read back, so no cache helps), the
 * actions of one combat:
 * declaring it (`attack`), and both sides' "no more cards", the second of which fires, takes the losses with one
 * legal way and decides the winner (`fight`). Prints p50/p99 per action and the state's size as stored (JSON bytes),
 * beside a movement action measured the same way. Asserts nothing.
 */

const TURN = Number(process.env['BENCH_TURN'] ?? 6);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 200);
const pack = pathsOfGloryPack();
const game = gameOf(modelOf(pack), pack);
const module = createPathsOfGlory(pack);
const rng = new SeededDice(createHash('sha256').update('bench-pog-combat').digest(), 'bench', 0);
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

function dice(seed: string): SeededDice {
  return new SeededDice(createHash('sha256').update(seed).digest(), 'bench', 0);
}

function apply(state: PogState, action: PogAction, seed: string): PogState {
  const side = top(state)!.side;
  const applied = applyAction(game, state, side, action, dice(seed));
  if (!applied.ok) throw new Error(`${JSON.stringify(action)}: ${applied.problem.code}`);
  return applied.state;
}

/** Times `f` on a fresh copy of `state` each run, as a stored game is read back: no cache of an earlier run helps. */
function time(runs: number, state: PogState, f: (s: PogState) => void): { p50: number; p99: number } {
  const ms: number[] = [];
  const stored = JSON.stringify(state);
  for (let i = 0; i < runs; i++) {
    const fresh = JSON.parse(stored) as PogState;
    const t = performance.now();
    f(fresh);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(runs * 0.5)]!, p99: ms[Math.min(runs - 1, Math.floor(runs * 0.99))]! };
}

let state = initialState(game, pack, 'campaign', dice('setup'))!;
let steps = 0;
const samples: { attack: number[]; fight: number[]; move: number[]; bytes: number[] } = {
  attack: [],
  fight: [],
  move: [],
  bytes: [],
};
while (!state.over && steps < 200_000) {
  const frame = top(state)!;
  if (state.turn >= TURN && frame.name === 'attack') {
    const key = module.menu(state, frame.side, []).items.find((i) => i.kind === 'branch')?.key;
    const attackKey = key
      ? module.menu(state, frame.side, [key]).items.find((i) => i.kind === 'action')?.key
      : undefined;
    if (attackKey) {
      const attack = module.decode(state, attackKey) as PogAction;
      const declared = apply(state, attack, 'attack');
      const cards = apply(declared, { type: 'fight' }, 'cards');
      samples.attack.push(time(RUNS, state, (s) => apply(s, attack, 'attack')).p50);
      samples.fight.push(time(RUNS, cards, (s) => apply(s, { type: 'fight' }, 'fire')).p50);
      samples.bytes.push(Buffer.byteLength(JSON.stringify(cards)));
      if (samples.attack.length >= 20) break;
    }
  }
  if (state.turn >= TURN && frame.name === 'move') {
    const key = randomKey(state, frame.side);
    const action = key ? module.decode(state, key) : undefined;
    if (action && (action as PogAction).type === 'move') {
      samples.move.push(time(RUNS, state, (s) => apply(s, action as PogAction, 'move')).p50);
    }
  }
  const key = randomKey(state, frame.side);
  if (!key) break;
  state = apply(state, module.decode(state, key) as PogAction, `step-${steps++}`);
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const q = (xs: number[], f: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * f))] ?? NaN;
const ms = (x: number) => `${x.toFixed(3)} ms`;
console.log(`Paths of Glory combat, campaign from turn ${TURN} (${steps} random actions to get there and on)`);
console.log(
  `  combats sampled: ${samples.attack.length}; each action timed ${RUNS}× on its own state, p50 per combat, then spread`,
);
console.log(`  declare (attack):   p50 ${ms(q(samples.attack, 0.5))}, p99 ${ms(q(samples.attack, 0.99))}`);
console.log(`  fire (fight):       p50 ${ms(q(samples.fight, 0.5))}, p99 ${ms(q(samples.fight, 0.99))}`);
console.log(`  a move, same state: p50 ${ms(q(samples.move, 0.5))}, p99 ${ms(q(samples.move, 0.99))}`);
console.log(`  state size (JSON): p50 ${q(samples.bytes, 0.5)} bytes, max ${Math.max(...samples.bytes)} bytes`);
