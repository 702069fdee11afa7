import { describe, expect, it } from 'vitest';
import { grandIllusion } from '../../../../src/engine/games/grand-illusion/index.js';

const NAME = /^[a-z0-9-]{1,32}$/;
const RESERVED = ['roll', 'dice', 'json', 'lang'];

describe('the Grand Illusion rulebook as Discord sees it', () => {
  it('is /gi with every ruling the issue names', () => {
    expect(grandIllusion.command).toBe('gi');
    const ids = grandIllusion.rulings.map((r) => r.id);
    for (const id of [
      'cap',
      'initiative',
      'fortunes',
      'fire',
      'battle',
      'bombard',
      'surrender',
      'retreat-to-sea',
      'landing',
      'concentric',
      'attrition',
      'vp-draw',
    ])
      expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeLessThanOrEqual(25);
  });

  it.each(grandIllusion.rulings.map((r) => [r.id, r] as const))('%s respects the Discord limits', (_, ruling) => {
    expect(ruling.id).toMatch(NAME);
    expect(ruling.nameIt ?? ruling.id).toMatch(NAME);
    expect(ruling.description.en.length).toBeLessThanOrEqual(100);
    expect(ruling.description.it.length).toBeLessThanOrEqual(100);
    expect(ruling.options.length).toBeLessThanOrEqual(25);
    const names = ruling.options.map((o) => o.name);
    expect(new Set(names).size).toBe(names.length);
    for (const o of ruling.options) {
      expect(o.name).toMatch(NAME);
      expect(o.nameIt ?? o.name).toMatch(NAME);
      expect(RESERVED).not.toContain(o.name);
      expect(o.description.en.length, `${ruling.id} --${o.name} en`).toBeLessThanOrEqual(100);
      expect(o.description.it.length, `${ruling.id} --${o.name} it`).toBeLessThanOrEqual(100);
      expect((o.choices ?? []).length).toBeLessThanOrEqual(25);
    }
  });

  it('lists every missing table a ruling reads, and the reinforcement schedule the game reads (7.1)', () => {
    const used = grandIllusion.rulings.flatMap((r) => r.tables ?? []);
    expect(used.length).toBeGreaterThan(0);
    for (const table of used) expect(grandIllusion.tables).toContain(table);
    expect(grandIllusion.tables.map((t) => t.id)).toEqual(['vp-markers', 'reinforcements']);
  });
});
