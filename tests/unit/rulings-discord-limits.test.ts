import { describe, expect, it } from 'vitest';
import { RULEBOOKS } from '../../src/engine/registry.js';

/**
 * Every game's rulings become Discord subcommands and options: names, descriptions, counts and the order of
 * required options must be what Discord accepts, in both languages (the sandbox refuses the same at
 * registration; this says which ruling is at fault).
 */
const NAME = /^[a-z0-9-]{1,32}$/;
const RESERVED = ['roll', 'dice', 'json', 'lang'];

describe.each(RULEBOOKS.map((book) => [book.id, book] as const))('%s rulings within Discord’s limits', (_id, book) => {
  it('has at most 25 rulings, with distinct names in both languages', () => {
    expect(book.rulings.length).toBeLessThanOrEqual(25);
    expect(new Set(book.rulings.map((r) => r.id)).size).toBe(book.rulings.length);
    expect(new Set(book.rulings.map((r) => r.nameIt ?? r.id)).size).toBe(book.rulings.length);
  });

  it.each(book.rulings.map((r) => [r.id, r] as const))('%s: names, descriptions, options, choices', (_rid, ruling) => {
    expect(ruling.id).toMatch(NAME);
    expect(ruling.nameIt ?? ruling.id).toMatch(NAME);
    expect(ruling.description.en.length).toBeLessThanOrEqual(100);
    expect(ruling.description.it.length).toBeLessThanOrEqual(100);
    // The framework adds `roll` to every subcommand: 24 options of the ruling's own at most.
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
  });
});
