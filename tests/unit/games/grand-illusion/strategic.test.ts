import { describe, expect, it } from 'vitest';
import { shortestPath } from '../../../../src/engine/core/map/path.js';
import type { GiPosition } from '../../../../src/engine/games/grand-illusion/rules/position.js';
import { checkStrategic, strategicMoves } from '../../../../src/engine/games/grand-illusion/rules/strategic.js';
import { at, grid, type Built } from './positions.js';

/**
 * Strategic Movement (10.0–10.4) over the built-in pack's map, which has no railways: a built position marks the rail
 * hexes it needs. Hex 4 is a French supply source (a railhead); 3, 10 border it; 9 borders 3 and Paris (19); 18 and
 * 10 border Paris. The coastal cities are 32, 23, 14, 7 and 1 (feature `port`).
 */

const startAllied = (hex: string): boolean => !['72', '73', '91', '94'].includes(hex);
const check = (p: GiPosition, to: string) => checkStrategic(p, { unit: p.units[0]!, startAllied }, to);
const destinations = (p: GiPosition): string[] =>
  strategicMoves(p, { unit: p.units[0]!, startAllied }).map((m) => m.to);
const rule = (p: GiPosition, to: string): string | undefined => {
  const r = check(p, to);
  return r.ok ? undefined : r.problem.rule;
};

const PARIS_LINE: Built = { rail: ['3', '9', '19', '10'], units: [{ hex: '3' }] };

describe('Grand Illusion: Strategic Movement (10.0)', () => {
  it('10.3, Turn Record Track: no Strategic Movement on turns 1 and 2', () => {
    expect(check(at({ ...PARIS_LINE, turn: 2 }), '19')).toMatchObject({ ok: false, problem: { code: 'sm-turn' } });
    expect(check(at({ ...PARIS_LINE, turn: 3 }), '19').ok).toBe(true);
    expect(destinations(at({ units: [{ hex: '14' }], turn: 2 }))).toEqual([]);
  });

  it('10.1 the German HA never moves strategically; 10.3, 10.4 the Belgians never', () => {
    const ha: Built = { german: ['3', '9', '19', '10', '4'], rail: ['3', '9', '19', '10', '91'] };
    expect(rule(at({ ...ha, units: [{ nation: 'de', type: 'artillery', hex: '3' }] }), '19')).toBe('10.1');
    expect(rule(at({ units: [{ nation: 'be', hex: '14' }] }), '7')).toBe('10.3');
    expect(destinations(at({ units: [{ nation: 'be', hex: '14' }] }))).toEqual([]);
  });

  it('10.2 by rail through friendly rail hexes connected to a friendly French source, whatever enemy units are there', () => {
    const p = at({ ...PARIS_LINE, units: [{ hex: '3' }, { nation: 'de', hex: '9' }] });
    const move = check(p, '19');
    expect(move).toMatchObject({ ok: true, value: { mode: 'rail' } });
    if (move.ok) expect(move.value.path).toHaveLength(3);
    // Not into a hex without rail, nor through an enemy-controlled rail hex.
    expect(rule(p, '2')).toBe('10.2');
    expect(destinations(at({ ...PARIS_LINE, german: ['9', '10'] }))).toEqual(['4']);
    // Not from a hex without rail.
    expect(destinations(at({ ...PARIS_LINE, units: [{ hex: '2' }] }))).toEqual([]);
  });

  it('10.2 the rail hexes must reach a friendly German or French supply source', () => {
    // 55 and 56: rail hexes far from any source.
    const isolated: Built = { rail: ['55', '56'], units: [{ hex: '55' }] };
    expect(grid.adjacent('55', '56')).toBe(true);
    expect(rule(at(isolated), '56')).toBe('10.2');
    // A British source (14) is no source for rail movement.
    expect(destinations(at({ rail: ['24'], units: [{ hex: '24' }] }))).toEqual([]);
    const toFrench = shortestPath(
      '24',
      '4',
      (h) => grid.neighbours(h),
      () => 1,
    )!.nodes;
    expect(destinations(at({ rail: toFrench, units: [{ hex: '24' }] }))).toContain('4');
  });

  it('10.2 up to 10 hexes', () => {
    // Every hex a rail hex: the hexes 10 and 11 hexes away from Le Havre (1) along Allied hexes.
    const rail = [...grid.ids()];
    const far = new Map<string, number>([['1', 0]]);
    for (const queue = ['1']; queue.length > 0;) {
      const h = queue.shift()!;
      for (const n of grid.neighbours(h))
        if (!far.has(n) && !['72', '73'].includes(n)) {
          far.set(n, far.get(h)! + 1);
          queue.push(n);
        }
    }
    const ten = [...far].find(([, d]) => d === 10)![0];
    const eleven = [...far].find(([, d]) => d === 11)![0];
    const p = at({ rail, units: [{ hex: '1' }] });
    expect(check(p, ten).ok).toBe(true);
    expect(rule(p, eleven)).toBe('10.2');
  });

  it('10.3 before turn 5 the Germans never rail through hexes taken from the Allies', () => {
    const taken = grid.neighbours('91').find((h) => startAllied(h) && h !== '81')!;
    const p: Built = { german: [taken, '91'], rail: [taken], units: [{ nation: 'de', hex: '91' }] };
    expect(rule(at({ ...p, turn: 4 }), taken)).toBe('10.2');
    expect(check(at({ ...p, turn: 5 }), taken).ok).toBe(true);
  });

  it('8.4.8 before turn 7 a German combat unit rails into or through no Schlieffen Plan hex without Allied combat units', () => {
    // Every hex German and a rail hex; a German corps next to Schlieffen Plan hex 43 (Ghent), the German source 91 on
    // the same network.
    const all = [...grid.ids()];
    const from = grid.neighbours('43').find((h) => !['33', '42', '32', '23', '24'].includes(h))!;
    const p: Built = { german: all, rail: all, units: [{ nation: 'de', hex: from }] };
    expect(rule(at({ ...p, turn: 6 }), '43')).toBe('10.2');
    // Through an empty SP hex either: 33 lies beyond 43 from the corps only by way of Schlieffen Plan hexes.
    expect(
      destinations(at({ ...p, turn: 6 })).some((h) => ['1', '7', '8', '14', '23', '32', '33', '42', '43'].includes(h)),
    ).toBe(false);
    // With Allied combat units in 43, or from turn 7, it may.
    expect(check(at({ ...p, turn: 6, units: [...p.units!, { hex: '43' }] }), '43').ok).toBe(true);
    expect(check(at({ ...p, turn: 7 }), '43').ok).toBe(true);
    // An HQ is no combat unit: 8.4.8 does not bar it.
    expect(check(at({ ...p, turn: 6, units: [{ nation: 'de', hex: from, type: 'hq' }] }), '43').ok).toBe(true);
  });

  it('10.3 the British pass through Paris by rail but never stop there', () => {
    const p = at({ rail: ['18', '19', '10'], units: [{ nation: 'gb', hex: '18' }] });
    expect(check(p, '10')).toMatchObject({ ok: true, value: { path: ['18', '19', '10'] } });
    expect(rule(p, '19')).toBe('10.3');
    expect(check(at({ rail: ['18', '19', '10'], units: [{ hex: '18' }] }), '19').ok).toBe(true);
  });

  it('10.4 Allied sea moves from a friendly port to a friendly port with a lower number; never Antwerp (12.5.4)', () => {
    const p = at({ units: [{ hex: '14' }] });
    expect(destinations(p)).toEqual(['1', '7']);
    expect(check(p, '7')).toMatchObject({ ok: true, value: { mode: 'sea', path: ['14', '7'] } });
    expect(rule(p, '23')).toBe('10.4');
    expect(destinations(at({ units: [{ hex: '14' }], german: ['7'] }))).toEqual(['1']);
    expect(destinations(at({ units: [{ hex: '52' }] }))).toEqual([]);
    // The Germans have no sea movement.
    expect(destinations(at({ units: [{ nation: 'de', hex: '14' }], german: ['14', '7', '1'] }))).toEqual([]);
  });

  it('8.4.6 the stacking limits where the unit ends', () => {
    const six = Array.from({ length: 6 }, () => ({ hex: '7' }));
    const p = at({ units: [{ hex: '14' }, ...six] });
    expect(check(p, '7')).toMatchObject({ ok: false, problem: { code: 'move-stacking', rule: '8.4.6' } });
    expect(check(at({ units: [{ hex: '14' }, ...six.slice(1)] }), '7').ok).toBe(true);
  });
});
