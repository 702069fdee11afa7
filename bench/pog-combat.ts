import { top, type PogAction } from '../src/engine/games/paths-of-glory/play/state.js';
import { apply, campaignStart, module, quantile, randomPlayer, timeFresh } from './pog-play.js';

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

let state = campaignStart();
const next = randomPlayer('bench-pog-combat');
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
      samples.attack.push(
        quantile(
          timeFresh(RUNS, state, (s) => apply(s, attack, 'attack')),
          0.5,
        ),
      );
      samples.fight.push(
        quantile(
          timeFresh(RUNS, cards, (s) => apply(s, { type: 'fight' }, 'fire')),
          0.5,
        ),
      );
      samples.bytes.push(Buffer.byteLength(JSON.stringify(cards)));
      if (samples.attack.length >= 20) break;
    }
  }
  if (state.turn >= TURN && frame.name === 'move') {
    const key = next(state);
    const action = key ? module.decode(state, key) : undefined;
    if (action && (action as PogAction).type === 'move') {
      samples.move.push(
        quantile(
          timeFresh(RUNS, state, (s) => apply(s, action as PogAction, 'move')),
          0.5,
        ),
      );
    }
  }
  const key = next(state);
  if (!key) break;
  state = apply(state, module.decode(state, key) as PogAction, `step-${steps++}`);
}

const q = quantile;
const ms = (x: number) => `${x.toFixed(3)} ms`;
console.log(`Paths of Glory combat, campaign from turn ${TURN} (${steps} random actions to get there and on)`);
console.log(
  `  combats sampled: ${samples.attack.length}; each action timed ${RUNS}× on its own state, p50 per combat, then spread`,
);
console.log(`  declare (attack):   p50 ${ms(q(samples.attack, 0.5))}, p99 ${ms(q(samples.attack, 0.99))}`);
console.log(`  fire (fight):       p50 ${ms(q(samples.fight, 0.5))}, p99 ${ms(q(samples.fight, 0.99))}`);
console.log(`  a move, same state: p50 ${ms(q(samples.move, 0.5))}, p99 ${ms(q(samples.move, 0.99))}`);
console.log(`  state size (JSON): p50 ${q(samples.bytes, 0.5)} bytes, max ${Math.max(...samples.bytes)} bytes`);
