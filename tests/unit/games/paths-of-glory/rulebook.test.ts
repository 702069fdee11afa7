import { describe, expect, it } from 'vitest';
import { pathsOfGlory } from '../../../../src/engine/games/paths-of-glory/index.js';

const NAME = /^[a-z0-9-]{1,32}$/;
const RESERVED = ['roll', 'dice', 'json', 'lang'];

describe('the Paths of Glory rulebook as the Discord and CLI layers read it', () => {
  it('exposes every ruling of issue 7 under /pog', () => {
    expect(pathsOfGlory).toMatchObject({ id: 'paths-of-glory', command: 'pog' });
    expect(pathsOfGlory.rulings.map((r) => r.id)).toEqual([
      'fire',
      'combat',
      'flank',
      'siege',
      'entrench',
      'peace',
      'bid',
      'rp-cost',
      'mandated',
    ]);
    expect(pathsOfGlory.tables.map((t) => t.id)).toEqual(['mandated-offensives', 'cards']);
  });

  it('every table a ruling reads is listed by the rulebook', () => {
    const listed = new Set(pathsOfGlory.tables.map((t) => t.id));
    for (const ruling of pathsOfGlory.rulings)
      for (const table of ruling.tables ?? []) expect(listed.has(table.id)).toBe(true);
  });

  it('respects the Discord limits: names, descriptions, option and choice counts, reserved names', () => {
    expect(pathsOfGlory.rulings.length).toBeLessThanOrEqual(25);
    for (const ruling of pathsOfGlory.rulings) {
      expect(ruling.id).toMatch(NAME);
      expect(ruling.nameIt ?? ruling.id).toMatch(NAME);
      expect(ruling.description.en.length).toBeLessThanOrEqual(100);
      expect(ruling.description.it.length).toBeLessThanOrEqual(100);
      expect(ruling.options.length).toBeLessThanOrEqual(25);
      for (const option of ruling.options) {
        expect(option.name, `${ruling.id} --${option.name}`).toMatch(NAME);
        expect(option.nameIt ?? option.name).toMatch(NAME);
        expect(RESERVED).not.toContain(option.name);
        expect(option.description.en.length, `${ruling.id} --${option.name}`).toBeLessThanOrEqual(100);
        expect(option.description.it.length, `${ruling.id} --${option.name}`).toBeLessThanOrEqual(100);
        expect((option.choices ?? []).length).toBeLessThanOrEqual(25);
        for (const choice of option.choices ?? []) {
          expect(choice.name.en.length).toBeLessThanOrEqual(100);
          expect(choice.name.it.length).toBeLessThanOrEqual(100);
        }
      }
      expect(new Set(ruling.options.map((o) => o.name)).size).toBe(ruling.options.length);
      expect(new Set(ruling.options.map((o) => o.nameIt ?? o.name)).size).toBe(ruling.options.length);
    }
  });
});
