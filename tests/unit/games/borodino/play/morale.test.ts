import { describe, expect, it } from 'vitest';
import { ELIMINATED, RECOVERY, WITHDRAWN } from '../../../../../src/engine/games/borodino/play/state.js';
import { built, keys, must, play } from './build.js';

describe('10.0 rally, recovery and collapse', () => {
  it('10.1 a Disordered unit that did nothing rallies on d10 ≤ its Disordered Cohesion; next to an enemy it may not', () => {
    const s = built({
      step: 'rally',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616', disordered: true } },
      learned: { 'fr-CM-1': { 'Coh.back': 4 } },
    });
    expect(keys(s, 'french', ['u:fr-CM-1'])).toEqual(['rally/fr-CM-1']);
    expect(must(s, 'french', 'rally/fr-CM-1', [4]).units['fr-CM-1']?.disordered).toBe(false);
    expect(must(s, 'french', 'rally/fr-CM-1', [5]).units['fr-CM-1']?.disordered).toBe(true);
    const adjacent = built({
      step: 'rally',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616', disordered: true }, 'ru-Shak-1': { at: '4617' } },
      learned: { 'fr-CM-1': { 'Coh.back': 4 } },
    });
    expect(keys(adjacent, 'french')).toEqual(['done']);
    expect(play(adjacent, 'french', 'rally/fr-CM-1', [0])).toMatchObject({ ok: false, rule: '10.1' });
    // A unit that moved, turned or fired this activation does not rally.
    const moved = built({
      step: 'rally',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616', disordered: true, acted: true } },
      learned: { 'fr-CM-1': { 'Coh.back': 4 } },
    });
    expect(play(moved, 'french', 'rally/fr-CM-1', [0])).toMatchObject({ ok: false, rule: '10.1' });
  });

  it('10.2 every unit in the RECOVERY BOX rolls: d10 ≤ its Disordered Cohesion returns it, above eliminates it', () => {
    const s = built({
      step: 'morale',
      side: 'french',
      units: { 'fr-CM-1': { at: RECOVERY, disordered: true }, 'fr-CM-2': { at: '4616' } },
      learned: { 'fr-CM-1': { 'Coh.back': 4 } },
    });
    expect(keys(s, 'french')).toEqual(['u:fr-CM-1']);
    expect(play(s, 'french', 'done')).toMatchObject({ ok: false, rule: '10.2' });
    expect(must(s, 'french', 'recover/fr-CM-1', [4]).units['fr-CM-1']?.at).toBe('returning');
    expect(must(s, 'french', 'recover/fr-CM-1', [5]).units['fr-CM-1']?.at).toBe(ELIMINATED);
  });

  it('10.2 a group all Withdrawn or eliminated does not recover', () => {
    const s = built({
      step: 'morale',
      side: 'russian',
      units: { 'ru-Shak-1': { at: RECOVERY, disordered: true }, 'ru-Shak-2': { at: ELIMINATED } },
      learned: { 'ru-Shak-1': { 'Coh.back': 4 } },
    });
    expect(keys(s, 'russian')).toEqual(['done']);
    expect(play(s, 'russian', 'recover/ru-Shak-1', [0])).toMatchObject({ ok: false, rule: '10.2' });
  });

  it('10.52 a group with two thirds of its units Withdrawn or eliminated Collapses: the rest Disordered, the Disordered Withdrawn', () => {
    // Morand: 3 infantry and 2 batteries (artillery does not count); 2 of 3 lost.
    const s = built({
      step: 'rally',
      side: 'russian',
      keep: true,
      units: {
        'fr-MR-1': { at: ELIMINATED },
        'fr-MR-2': { at: WITHDRAWN },
        'fr-MR-3': { at: '4616' },
        'fr-MR-a1': { at: '4615', disordered: true },
        'fr-CM-1': { at: WITHDRAWN },
      },
    });
    const t = must(s, 'russian', 'done');
    expect(t.step).toBe('morale');
    expect(t.collapsed).toContain('MR');
    expect(t.units['fr-MR-3']?.disordered).toBe(true);
    expect(t.units['fr-MR-a1']?.at).toBe(WITHDRAWN);
    expect(t.units['fr-MR-2']?.at).toBe(ELIMINATED);
    // Compans lost 1 of 7: no Collapse.
    expect(t.collapsed).not.toContain('CM');
    expect(t.units['fr-CM-2']?.disordered).toBe(false);
    expect(t.collapsed).toEqual(['MR']);
  });
});
