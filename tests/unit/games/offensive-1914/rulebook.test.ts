/** The 1914 Offensive à outrance module as the bot and the CLI see it: every ruling of issue 11, within Discord's limits. */
import { describe, expect, it } from 'vitest';
import { crtTable } from '../../../../src/engine/games/offensive-1914/crt.js';
import { offensive1914 } from '../../../../src/engine/games/offensive-1914/index.js';

const NAME = /^[a-z0-9-]{1,32}$/;
const RESERVED = ['roll', 'dice', 'json', 'lang'];

describe('the 1914 Offensive à outrance rulebook', () => {
  it('offers the rulings of issue 11 under /oao', () => {
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

  it.each(offensive1914.rulings.map((r) => [r.id, r] as const))(
    '%s keeps to Discord’s limits in both languages',
    (_id, ruling) => {
      expect(ruling.id).toMatch(NAME);
      expect(ruling.nameIt ?? ruling.id).toMatch(NAME);
      expect(ruling.description.en.length).toBeLessThanOrEqual(100);
      expect(ruling.description.it.length).toBeLessThanOrEqual(100);
      // 25 options at most, one of them the framework's own `roll`.
      expect(ruling.options.length).toBeLessThanOrEqual(24);
      const names = new Set<string>();
      const namesIt = new Set<string>();
      for (const o of ruling.options) {
        expect(o.name).toMatch(NAME);
        expect(o.nameIt ?? o.name).toMatch(NAME);
        expect(RESERVED).not.toContain(o.name);
        expect(RESERVED).not.toContain(o.nameIt ?? o.name);
        expect(o.description.en.length, `${o.name} (en)`).toBeLessThanOrEqual(100);
        expect(o.description.it.length, `${o.name} (it)`).toBeLessThanOrEqual(100);
        expect(o.choices?.length ?? 0).toBeLessThanOrEqual(25);
        for (const c of o.choices ?? []) {
          expect(c.name.en.length).toBeLessThanOrEqual(100);
          expect(c.name.it.length).toBeLessThanOrEqual(100);
        }
        names.add(o.name);
        namesIt.add(o.nameIt ?? o.name);
      }
      expect(names.size).toBe(ruling.options.length);
      expect(namesIt.size).toBe(ruling.options.length);
    },
  );

  it('has distinct Italian subcommand names', () => {
    const names = offensive1914.rulings.map((r) => r.nameIt ?? r.id);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists required options first, as Discord requires', () => {
    for (const ruling of offensive1914.rulings) {
      const firstOptional = ruling.options.findIndex((o) => !o.required);
      if (firstOptional >= 0)
        expect(
          ruling.options.slice(firstOptional).every((o) => !o.required),
          ruling.id,
        ).toBe(true);
    }
  });
});
