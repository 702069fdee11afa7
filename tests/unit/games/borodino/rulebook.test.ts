/** The Borodino module as the bot and the CLI see it: every ruling of issue 9, within Discord's limits. */
import { describe, expect, it } from 'vitest';
import { borodino } from '../../../../src/engine/games/borodino/index.js';

const NAME = /^[a-z0-9-]{1,32}$/;
const RESERVED = ['roll', 'dice', 'json', 'lang'];

describe('the Borodino rulebook', () => {
  it('offers the 19 rulings of issue 9', () => {
    expect(borodino.rulings.map((r) => r.id)).toEqual([
      'artillery',
      'assault',
      'cohesion',
      'commitment',
      'initiative',
      'reserve-first',
      'orders-delay',
      'individual-orders',
      'square',
      'countercharge',
      'recall',
      'retreat-before-charge',
      'reserve-move',
      'rally',
      'recovery',
      'collapse',
      'village-fire',
      'napoleon-mp',
      'flank-march',
    ]);
    expect(borodino.tables).toEqual([]);
    expect(borodino).toMatchObject({ id: 'borodino', command: 'borodino' });
  });

  it.each(borodino.rulings.map((r) => [r.id, r] as const))(
    '%s keeps to Discord’s limits in both languages',
    (_id, ruling) => {
      expect(ruling.id).toMatch(NAME);
      expect(ruling.nameIt ?? ruling.id).toMatch(NAME);
      expect(ruling.description.en.length).toBeLessThanOrEqual(100);
      expect(ruling.description.it.length).toBeLessThanOrEqual(100);
      expect(ruling.options.length).toBeLessThanOrEqual(25);
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
    const it = borodino.rulings.map((r) => r.nameIt ?? r.id);
    expect(new Set(it).size).toBe(it.length);
  });

  it('lists required options first, as Discord requires', () => {
    for (const ruling of borodino.rulings) {
      const firstOptional = ruling.options.findIndex((o) => !o.required);
      if (firstOptional >= 0)
        expect(
          ruling.options.slice(firstOptional).every((o) => !o.required),
          ruling.id,
        ).toBe(true);
    }
  });
});
