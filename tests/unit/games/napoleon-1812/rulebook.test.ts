import { describe, expect, it } from 'vitest';
import { rulebook } from '../../../../src/engine/registry.js';
import { napoleon1812 } from '../../../../src/engine/games/napoleon-1812/index.js';

const NAME = /^[a-z0-9-]{1,32}$/;
const RESERVED = ['roll', 'dice', 'json', 'lang', 'pack'];

describe('the napoleon-1812 rulebook as Discord and the CLI see it', () => {
  it('is registered under its id and /n1812', () => {
    expect(rulebook('napoleon-1812')).toBe(napoleon1812);
    expect(napoleon1812.command).toBe('n1812');
  });

  it('offers every ruling the issue names', () => {
    expect(napoleon1812.rulings.map((r) => r.id).sort()).toEqual(
      [
        'attack-check',
        'support-check',
        'combat',
        'winner-hits',
        'attrition',
        'forage',
        'cossack',
        'escape',
        'cc',
        'trains',
        'reinforcements',
        'chaos',
        'cavalry-reserve',
        'ukraine-revolt',
        'sweden',
        'winter-quarters',
        'napoleon-return',
        'russian-recovery',
      ].sort(),
    );
  });

  it('keeps within 25 subcommands, 25 options, 25 choices, 32-character names and 100-character descriptions', () => {
    expect(napoleon1812.rulings.length).toBeLessThanOrEqual(25);
    const ids = new Set<string>();
    const itNames = new Set<string>();
    for (const ruling of napoleon1812.rulings) {
      expect(ruling.id).toMatch(NAME);
      expect(ruling.nameIt ?? ruling.id).toMatch(NAME);
      ids.add(ruling.id);
      itNames.add(ruling.nameIt ?? ruling.id);
      for (const text of [ruling.description.en, ruling.description.it]) {
        expect(text.length, `${ruling.id}: ${text}`).toBeLessThanOrEqual(100);
        expect(text.length).toBeGreaterThan(0);
      }
      expect(ruling.options.length).toBeLessThanOrEqual(25);
      const optionNames = new Set<string>();
      const optionItNames = new Set<string>();
      for (const option of ruling.options) {
        expect(option.name, ruling.id).toMatch(NAME);
        expect(option.nameIt ?? option.name, ruling.id).toMatch(NAME);
        expect(RESERVED).not.toContain(option.name);
        optionNames.add(option.name);
        optionItNames.add(option.nameIt ?? option.name);
        for (const text of [option.description.en, option.description.it]) {
          expect(text.length, `${ruling.id} --${option.name}: ${text}`).toBeLessThanOrEqual(100);
        }
        expect((option.choices ?? []).length).toBeLessThanOrEqual(25);
        for (const choice of option.choices ?? []) {
          expect(choice.name.en.length, choice.name.en).toBeLessThanOrEqual(100);
          expect(choice.name.it.length, choice.name.it).toBeLessThanOrEqual(100);
        }
      }
      expect(optionNames.size, `${ruling.id}: duplicate option names`).toBe(ruling.options.length);
      expect(optionItNames.size, `${ruling.id}: duplicate Italian option names`).toBe(ruling.options.length);
    }
    expect(ids.size).toBe(napoleon1812.rulings.length);
    expect(itNames.size).toBe(napoleon1812.rulings.length);
  });

  it('lists every missing table a ruling reads, and only those', () => {
    const used = new Set(napoleon1812.rulings.flatMap((r) => (r.tables ?? []).map((t) => t.id)));
    expect(new Set(napoleon1812.tables.map((t) => t.id))).toEqual(used);
    expect([...used].sort()).toEqual(['reinforcements', 'supply-trains', 'supply-trains-1813']);
  });
});
