import { describe, expect, it } from 'vitest';
import { hexsideKey } from '../../../../src/engine/core/map/hex.js';
import type { O1914Position } from '../../../../src/engine/games/offensive-1914/rules/position.js';
import {
  isolated,
  RAILROAD_SUPPLY_RANGE,
  traceSupply,
  type SupplyInput,
} from '../../../../src/engine/games/offensive-1914/rules/supply-line.js';
import { allied, at, german } from './positions.js';

/**
 * Tracing supply (15.3, 15.3.1, 15.3.2) on the built-in pack's map, from built positions (./positions.ts): a source
 * in 61.56 and a unit two hexes away in 61.58, the only hex between them 61.57 (62.57 borders 61.57 and 61.58; 60.56
 * borders 61.57, not 61.58). A river (of no class on the schematic map) runs between columns 59 and 60.
 */

function trace(p: O1914Position, from: string, to: string, over: Partial<SupplyInput> = {}) {
  return traceSupply(p, { side: 'allied', from, to, range: 2, ...over });
}

describe('1914: tracing supply (15.3)', () => {
  it("15.3 a line of contiguous hexes within the source's range, each hex counting 1", () => {
    const p = at({ units: [allied('61.59')] });
    expect(trace(p, '61.56', '61.59', { range: 3 })).toEqual({
      inSupply: true,
      line: ['61.56', '61.57', '61.58', '61.59'],
    });
    expect(trace(p, '61.56', '61.59')).toEqual({ inSupply: false, blocked: ['range'] });
    expect(trace(p, '61.56', '61.61', { range: RAILROAD_SUPPLY_RANGE }).inSupply).toBe(true);
  });

  it('15.3 never across a Sea hexside', () => {
    const p = at({ units: [allied('61.58')], sides: [['61.56', '61.57', 'sea']] });
    expect(trace(p, '61.56', '61.58')).toMatchObject({ inSupply: false, blocked: ['range', 'sea'] });
    expect(trace(p, '61.56', '61.58', { range: 3 }).inSupply).toBe(true);
  });

  it('15.3.1 never through enemy units', () => {
    const p = at({ units: [allied('61.58'), german('61.57')] });
    expect(trace(p, '61.56', '61.58').inSupply).toBe(false);
    expect(trace(p, '61.56', '61.58').blocked).toContain('enemy-units');
  });

  it('15.3.1 nor through an EZOC, unless friendly units hold the hex or a friendly ZOC covers it', () => {
    const cut = at({ units: [allied('61.58'), german('62.57')] });
    expect(trace(cut, '61.56', '61.58')).toMatchObject({ inSupply: false, blocked: ['ezoc', 'range'] });
    const held = at({ units: [allied('61.58'), german('62.57'), allied('61.57', { type: 'artillery' })] });
    expect(trace(held, '61.56', '61.58').inSupply).toBe(true);
    const covered = at({ units: [allied('61.58'), german('62.57'), allied('60.56')] });
    expect(trace(covered, '61.56', '61.58').inSupply).toBe(true);
  });

  it("15.3.1 the receiving unit's own ZOC does not negate an EZOC (3.2.2)", () => {
    const p = at({ units: [allied('61.58'), german('62.57'), allied('61.58', { size: 'III', formation: false })] });
    expect(trace(p, '61.56', '61.58').inSupply).toBe(false);
    // Only the first unit receives: the other one's ZOC negates the EZOC in 61.57.
    expect(trace(p, '61.56', '61.58', { receiving: [p.units[0]!] }).inSupply).toBe(true);
    const other = at({ units: [allied('61.58'), german('62.57'), allied('60.56')] });
    expect(trace(other, '61.56', '61.58', { receiving: [other.units[0]!] }).inSupply).toBe(true);
  });

  it("15.3.1 into an enemy Fortress's hex, not through it", () => {
    const p = at({
      units: [allied('61.57'), allied('61.58'), german('61.57', { type: 'fortress', garrisoned: false })],
    });
    expect(trace(p, '61.56', '61.57').inSupply).toBe(true);
    expect(trace(p, '61.56', '61.58').inSupply).toBe(false);
  });

  it('15.3.2 across an unbridged Imposing river, and no further; a bridge lets it on (a Damaged one not, 7.1.4a)', () => {
    const imposing = (...more: string[]) =>
      [
        ['59.57', '60.57', 'river', 'imposing', ...more],
        ['59.57', '60.56', 'river', 'imposing', ...more],
      ] as const;
    const p = at({ units: [allied('60.57'), allied('61.57')], sides: imposing() });
    expect(trace(p, '59.57', '60.57').inSupply).toBe(true);
    expect(trace(p, '59.57', '61.57').inSupply).toBe(false);
    const bridged = at({ units: [allied('61.57')], sides: imposing('bridge') });
    expect(trace(bridged, '59.57', '61.57').inSupply).toBe(true);
    const blown = at({
      units: [allied('61.57')],
      sides: imposing('bridge'),
      blownBridges: [hexsideKey('59.57', '60.57'), hexsideKey('59.57', '60.56')],
    });
    expect(trace(blown, '59.57', '61.57').inSupply).toBe(false);
  });

  it('15.3.2 a Mountain Crest likewise', () => {
    const p = at({ units: [allied('61.58')], sides: [['61.56', '61.57', 'crest']] });
    expect(trace(p, '61.56', '61.57').inSupply).toBe(true);
    expect(trace(p, '61.56', '61.58').inSupply).toBe(false);
  });

  it("names the rivers of unknown class the line crosses (an Imposing one would stop it: the README's gap)", () => {
    const p = at({ units: [allied('61.57')] });
    expect(trace(p, '59.57', '61.57')).toMatchObject({
      inSupply: true,
      unclassedRivers: [hexsideKey('59.57', '60.57')],
    });
  });
});

describe('1914: Isolation (15.5)', () => {
  const nobody = () => null;

  it("15.5 the book's example: 22/1 in 59.54 traces no line to its Depot in 54.55 and is Isolated from the railroad at 55.57; with the German unit of 59.55 in 58.55 instead, its own ZOC keeps it from Isolation", () => {
    // The example gives 22/1's hex, the Depot's, the railroad's and the German unit's two hexes; the other German
    // units are ours, placed so that every hex round 22/1 is enemy-occupied or in an EZOC, as the example says.
    const others = [german('61.54'), german('59.52'), german('57.54')];
    const book = at({ units: [allied('59.54', { id: '22/1' }), german('59.55'), ...others] });
    expect(traceSupply(book, { side: 'allied', from: '54.55', to: '59.54', range: 20 }).inSupply).toBe(false);
    expect(isolated(book, 'allied', '59.54', new Set(['55.57']), nobody)).toBe(true);
    const moved = at({ units: [allied('59.54', { id: '22/1' }), german('58.55'), ...others] });
    expect(isolated(moved, 'allied', '59.54', new Set(['55.57']), nobody)).toBe(false);
  });

  it('15.5 a path of any length, but through no more than 6 enemy-controlled hexes', () => {
    const p = at({ units: [allied('61.52')] });
    const german6 = (target: string) => (hex: string) => (hex === target ? null : ('german' as const));
    expect(isolated(p, 'allied', '61.52', new Set(['61.59']), german6('61.59'))).toBe(false);
    expect(isolated(p, 'allied', '61.52', new Set(['61.60']), german6('61.60'))).toBe(true);
    expect(isolated(p, 'allied', '61.52', new Set(['46.65']), nobody)).toBe(false);
  });
});
