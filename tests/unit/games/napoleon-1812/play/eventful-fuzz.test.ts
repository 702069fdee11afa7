import { describe, expect, it } from 'vitest';
import { fuzz } from '../../../../../src/cli/fuzz.js';
import { napoleon1812Pack } from '../../../../../src/engine/games/napoleon-1812/pack.js';

/**
 * The eventful player on the draft (`umpire fuzz napoleon-1812 --draft --player eventful`): on the hex map it heads for
 * the enemy, attacks rather than declines and carries its combats through, so a fuzz exercises rules 10–11 (combat,
 * retreat, advance) and 11.19 (a leader's escape), which random play rarely reaches. One whole game, with no finding.
 */
describe('Napoleon 1812 draft, fuzzed by the eventful player', () => {
  it('10.1, 11: fights combats through a whole game to 14.7, with no finding', async () => {
    const options = { pack: napoleon1812Pack(), games: 1, seed: 'fights', draft: true, maxActions: 5_000 } as const;
    const eventful = await fuzz({ ...options, player: 'eventful' });
    expect(eventful.findings).toEqual([]);
    expect(eventful.finished).toBe(1);
    expect(eventful.events['combat-fought'] ?? 0).toBeGreaterThan(1);
    expect(eventful.events['combat-hit'] ?? 0).toBeGreaterThan(0);
    // The same seed's random player, with no undo, roll or note either, fights fewer combats.
    const random = await fuzz({ ...options, extras: false });
    expect(eventful.events['combat-fought'] ?? 0).toBeGreaterThan(random.events['combat-fought'] ?? 0);
  }, 240_000);
});
