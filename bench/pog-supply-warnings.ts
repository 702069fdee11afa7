import type { PogAction } from '../src/engine/games/paths-of-glory/play/state.js';
import {
  supplyWarnings,
  threatenedUnits,
  unitsInSupply,
} from '../src/engine/games/paths-of-glory/rules/supply-warnings.js';
import { apply, campaignStart, game, module, quantile, randomPlayer, timeFresh } from './pog-play.js';

/**
 * The supply warnings' cost (issue 22) on mid-game campaign states: the campaign is played by random legal actions
 * (peace refused) to turn BENCH_TURN (default 6); at each round's end from then on (up to 20 of them), the benchmark
 * times on a fresh copy of the state each run (as a stored game is read back, so no cache helps): recording the units
 * in supply (`unitsInSupply`, done when a round begins) and the round's warnings (`supplyWarnings`: the units cut off
 * and the chokepoint search of both sides), and prints the chokepoints tested and networks traced. Asserts nothing.
 */

const TURN = Number(process.env['BENCH_TURN'] ?? 6);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 50);

let state = campaignStart();
const next = randomPlayer('bench-pog-supply');
let steps = 0;
const record: number[] = [];
const warn: number[] = [];
const work: string[] = [];
while (!state.over && steps < 200_000 && warn.length < 20 * RUNS) {
  const key = next(state);
  if (!key) break;
  const after = apply(state, module.decode(state, key) as PogAction, `step-${steps++}`);
  if (state.turn >= TURN && after.round !== state.round && state.round > 0) {
    // The position at the round's end, before the next round begins.
    const ended = state;
    record.push(...timeFresh(RUNS, ended, (s) => unitsInSupply({ model: game.model, state: s })));
    warn.push(...timeFresh(RUNS, ended, (s) => supplyWarnings({ model: game.model, state: s }, s.roundSupply)));
    const p = { model: game.model, state: ended };
    const [cp, ap] = [threatenedUnits(p, 'cp'), threatenedUnits(p, 'ap')];
    work.push(`T${ended.turn}R${ended.round}: CP ${cp.tested}/${cp.traces}, AP ${ap.tested}/${ap.traces}`);
  }
  state = after;
}

const q = quantile;
const ms = (x: number) => `${x.toFixed(2)} ms`;
console.log(`Paths of Glory supply warnings, campaign from turn ${TURN}: ${work.length} round ends, ${RUNS} runs each`);
console.log(`  units in supply (round start): p50 ${ms(q(record, 0.5))}, p99 ${ms(q(record, 0.99))}`);
console.log(`  warnings (round end):          p50 ${ms(q(warn, 0.5))}, p99 ${ms(q(warn, 0.99))}`);
console.log(`  chokepoints tested / networks traced again: ${work.join('; ')}`);
