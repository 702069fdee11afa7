/** The 1914 Offensive à outrance module as the bot and the CLI see it: every ruling of issue 11 (Discord's limits: tests/unit/rulings-discord-limits.test.ts). */
import { describe, expect, it } from 'vitest';
import { crtTable } from '../../../../src/engine/games/offensive-1914/crt.js';
import { offensive1914 } from '../../../../src/engine/games/offensive-1914/index.js';

describe('the 1914 Offensive à outrance rulebook', () => {
  it('offers the rulings of issue 11 (and 27.1’s plan-vp, issue 27) under /oao', () => {
    expect(offensive1914).toMatchObject({ id: 'offensive-1914', command: 'oao' });
    expect(offensive1914.rulings.map((r) => r.id)).toEqual([
      'odds',
      'combat',
      'artillery',
      'ec',
      'intensity',
      'forced-march',
      'repulse',
      'bombard',
      'prep',
      'fort-abandon',
      'stack-check',
      'vp-advance',
      'plan-vp',
      'ijzer',
      'french-reserve',
      'sixth-army',
    ]);
  });

  it('lists the pack-loaded CRT grid, the one table the rulebook lacks, and every table a ruling reads', () => {
    expect(offensive1914.tables).toEqual([crtTable]);
    const used = new Set(offensive1914.rulings.flatMap((r) => r.tables ?? []));
    expect([...used]).toEqual([crtTable]);
    expect(crtTable.id).toBe('combat-results');
  });
});
