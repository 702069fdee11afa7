import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { assaultOnHexes, type Assault } from '../../../../src/engine/games/borodino/rules/assault.js';

/** 9.22 "DIVERSI ESAGONI, DIVERSI DRM": one assault on two hexes, one roll read with each hex's own modifiers. */
const common: Assault = {
  attacker: 6,
  defender: 6,
  attackerCohesion: 6,
  defenderCohesion: 6,
  attack: 'infantry',
  defenderType: 'infantry',
  emplacement: false,
  openFlank: false,
  singleTerrain: false,
  square: false,
  reactionDisorder: false,
  pursuit: 0,
  drm: 0,
  attackerChecks: [4],
  checkDrm: 0,
};
const open = { defenderType: 'infantry' as const, terrain: 'open' as const, emplacement: false, square: false };

describe('9.22 one roll, each hex its own DRMs', () => {
  it('9.22 the same die, a different total per hex (the open ground +1 in one hex only); the defenders check hex by hex', () => {
    const r = assaultOnHexes(
      common,
      [
        { ...open, openFlank: true, defenderChecks: [3] },
        { ...open, openFlank: false, defenderChecks: [2] },
      ],
      new ScriptedDice([5, 3, 9]),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [a, b] = r.value.hexes;
    expect(r.value.roll).toBe(5);
    expect(a!.value).toMatchObject({ roll: 5, total: 6, outcome: 'defender-disorder' });
    expect(b!.value).toMatchObject({ roll: 5, total: 5, outcome: 'defender-disorder' });
    // Each hex's top unit checks: 3 ≤ 3 stays, 9 > 2 retreats.
    expect(a!.value.checks.map((c) => c.retreats)).toEqual([false]);
    expect(b!.value.checks.map((c) => c.retreats)).toEqual([true]);
    expect(r.value.attackerCheckHex).toBe(-1);
  });

  it('9.22, 6.23 the attacking stack checks once, in the first hex whose row makes it check (not in each)', () => {
    const r = assaultOnHexes(
      common,
      [
        { ...open, openFlank: false, defenderChecks: [3] },
        { ...open, openFlank: false, defenderChecks: [3] },
      ],
      new ScriptedDice([2, 7]),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.attackerCheckHex).toBe(0);
    expect(r.value.hexes[0]!.value.checks).toHaveLength(1);
    expect(r.value.hexes[1]!.value.checks).toHaveLength(0);
    expect(r.value.hexes.map((h) => h.value.outcome)).toEqual(['attacker-disorder', 'attacker-disorder']);
  });

  it('9.22 a hex whose input contradicts itself (a square of cavalry) refuses the whole assault before any check', () => {
    const r = assaultOnHexes(
      common,
      [
        { ...open, defenderChecks: [3], openFlank: false },
        { ...open, defenderType: 'cavalry', square: true, openFlank: false, defenderChecks: [3] },
      ],
      new ScriptedDice([5]),
    );
    expect(r.ok).toBe(false);
  });
});
