import { describe, expect, it } from 'vitest';
import { grandIllusion } from '../../../../src/engine/games/grand-illusion/index.js';
import {
  victory,
  vpDraw,
  vpMarkersTable,
  type VpDraw,
} from '../../../../src/engine/games/grand-illusion/rulings/victory.js';
import { refused, ruled } from './run.js';

// A club's pack (invented values for the test: the rulebook does not print them).
const pack = {
  'vp-markers': {
    german: [1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 5, 6],
    plan17: [1, 1, 2, 2, 3, 3, 4, 5],
  },
};

describe('vp-draw (3.2, missing table vp-markers)', () => {
  it('without the pack it names the missing table, the rules that need it and how to load it', () => {
    const out = refused(vpDraw, { cup: 'german', hexes: '8' });
    expect(out.message.en).toMatch(/tables\.vp-markers/);
    expect(out.message.en).toMatch(/3\.1\.2/);
    expect(out.message.en).toMatch(/\/pack import, or `npx umpire pack check`/);
    expect(out.message.it).toMatch(/Caricate un pacchetto/);
  });

  it('the table is the one the rulebook lists, and its schema wants 15 German and 8 Plan 17 markers', () => {
    expect(grandIllusion.tables).toContain(vpMarkersTable);
    expect(vpMarkersTable.schema.safeParse(pack['vp-markers']).success).toBe(true);
    expect(vpMarkersTable.schema.safeParse({ german: [1, 2], plan17: [1] }).success).toBe(false);
  });

  it('draws one marker per hex without replacement, with a die as large as the cup', () => {
    const run = ruled<{ draws: VpDraw[]; total: number; remaining: number }>(
      vpDraw,
      { cup: 'german', hexes: '8, 14' },
      [15, 1],
      pack,
    );
    expect(run.result.draws).toEqual([
      { hex: 8, value: 6, doubled: false, vp: 6 },
      { hex: 14, value: 1, doubled: false, vp: 1 },
    ]);
    expect(run.result).toMatchObject({ total: 7, remaining: 13 });
  });

  it('13.4 h doubles hexes 76 and 87; 3.2.1 doubles Plan 17 hexes 86 and 105', () => {
    expect(ruled<{ total: number }>(vpDraw, { cup: 'german', hexes: '76' }, [14], pack).result.total).toBe(10);
    expect(ruled<{ total: number }>(vpDraw, { cup: 'plan17', hexes: '105' }, [8], pack).result.total).toBe(10);
    expect(ruled<{ total: number }>(vpDraw, { cup: 'plan17', hexes: '85' }, [8], pack).result.total).toBe(5);
  });

  it('markers already on the map are set aside first; the last marker needs no die', () => {
    const out = ruled<{ draws: VpDraw[] }>(
      vpDraw,
      { cup: 'plan17', hexes: '85, 95', out: '1, 1, 2, 2, 3, 3' },
      [2],
      pack,
    );
    expect(out.result.draws.map((d) => d.value)).toEqual([5, 4]);
    expect(out.rolled).toEqual([2]);
  });

  it.each([
    [{ cup: 'german', hexes: '19' }, 'hexes', /Paris \(hex 19\) scores with its own 10 VP marker/],
    [{ cup: 'german', hexes: '85' }, 'hexes', /not a German VP hex/],
    [{ cup: 'plan17', hexes: '8' }, 'hexes', /not a Plan 17 VP hex/],
    [{ cup: 'plan17', hexes: '85, 85' }, 'hexes', /listed twice/],
    [{ cup: 'plan17', hexes: 'x' }, 'hexes', /hex numbers/],
    [{ cup: 'plan17', hexes: '85', out: '9' }, 'out', /No marker worth 9/],
    [{ cup: 'plan17', hexes: '85, 86, 95', out: '1, 1, 2, 2, 3, 3' }, 'hexes', /Only 2 marker/],
    [{ cup: 'allies', hexes: '85' }, 'cup', /one of: german, plan17/],
  ])('refuses %j naming --%s', (raw, option, message) => {
    const out = refused(vpDraw, raw, [1, 1, 1], pack);
    expect(out.option).toBe(option);
    expect(out.message.en).toMatch(message);
  });
});

describe('victory (3.2.4, 11.1)', () => {
  it.each([
    [6, 3, 'german'],
    [6, 4, 'allied'],
    [5, 0, 'allied'],
    [12, 6, 'german'],
    [4, -3, 'allied'],
  ] as const)('3.2.4 end of scenario: German %i, Plan 17 %i → %s (no draws)', (german, allied, winner) => {
    expect(ruled<{ winner: string }>(victory, { check: 'regular', german, allied }).result.winner).toBe(winner);
  });

  it.each([
    [21, 10, 'german'],
    [20, 10, null],
  ] as const)('3.2.4 immediate: German %i, Plan 17 %i → %s', (german, allied, winner) => {
    expect(ruled<{ winner: string | null }>(victory, { check: 'immediate', german, allied }).result.winner).toBe(
      winner,
    );
  });

  it('11.1 reading, on request: Plan 17 below 10', () => {
    const out = ruled<{ winner: string | null }>(victory, {
      check: 'immediate',
      german: 12,
      allied: 9,
      'immediate-rule': 'under-10',
    });
    expect(out.result.winner).toBe('german');
    expect(out.rules).toEqual(['11.1']);
    expect(
      ruled<{ winner: string | null }>(victory, { check: 'immediate', german: 12, allied: 9 }).result.winner,
    ).toBeNull();
  });
});
