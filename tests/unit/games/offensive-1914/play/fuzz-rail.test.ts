import { describe, expect, it } from 'vitest';
import { fuzz } from '../../../../../src/cli/fuzz.js';
import { shortestPath } from '../../../../../src/engine/core/map/path.js';
import { emptyPosition } from '../../../../../src/engine/games/offensive-1914/rules/position.js';
import { RAIL } from '../../../../../src/engine/games/offensive-1914/rules/supply.js';
import { pack } from './game.js';

/**
 * The draft fuzzed on a copy of the built-in pack with railroads (the hex feature `rail`, which the pack lacks), so
 * that the Supply Phase (15.4) and Ammunition (9.4) are played: schematic lines from a friendly map edge to each
 * Depot's set-up hex (PRIMA 53.60, SECONDA 51.54 from 46.57; SESTA 60.51 from 66.50) and 66.55–62.55. Lorraine cut to
 * two GTs so that it stays short.
 */
const LINES: readonly (readonly [string, string])[] = [
  ['46.57', '51.54'],
  ['46.57', '53.60'],
  ['66.50', '60.51'],
  ['66.55', '62.55'],
];

function railPack() {
  const copy = structuredClone(pack);
  const p = emptyPosition(copy);
  const rail = new Set(LINES.flatMap(([a, b]) => shortestPath(a, b, (h) => p.grid.neighbours(h))!.nodes));
  if (copy.map.kind === 'hex') for (const h of copy.map.hexes) if (rail.has(h.id)) h.features = [...h.features, RAIL];
  return { ...copy, scenarios: copy.scenarios.map((s) => ({ ...s, turns: 2 })) };
}

describe('1914 by its rules: the draft fuzzed with railroads', () => {
  it('plays a short Lorraine game with supply traced: no crash, dead end, refusal, replay difference or broken invariant', async () => {
    const report = await fuzz({ pack: railPack(), games: 1, seed: 'ofsup-rail', draft: true, extras: false });
    expect(report.findings).toEqual([]);
    expect(report.finished).toBe(1);
    expect(report.events['supply']).toBeGreaterThan(0);
  }, 120_000);
});
