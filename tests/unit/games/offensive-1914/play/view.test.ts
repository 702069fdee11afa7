import { describe, expect, it } from 'vitest';
import { act, built, game, ok } from './game.js';

/** What each side may see (3.1.5, 3.1.6): the enemy's top unit only, never a strength nor a CE status. */

describe('1914 by its rules: the views', () => {
  const s = built({
    units: { 'fr-29.15': '61.56', 'fr-23.27Ch': '61.56', 'de-31.21': '60.58' },
    values: { 'fr-29.15': { as: 9, ds: 7, pr: 4, av: 2 }, 'de-31.21': { ds: 4, pr: 3 } },
  });
  s.units['fr-29.15']!.status = '-1';

  it('3.1.6 a side sees all its own units with the values it gave; the enemy only the top unit, no strength', () => {
    const own = game.view(s, 'allied').pieces.filter((p) => p.side === 'allied');
    expect(own.map((p) => p.id).sort()).toEqual(['fr-23.27Ch', 'fr-29.15']);
    expect(own.find((p) => p.id === 'fr-29.15')?.values).toEqual([9, 7, 4, 2]);
    const enemy = game.view(s, 'german').pieces.filter((p) => p.side === 'allied');
    // 3.1.5: the Formation above the Support unit; the rest is a stack the enemy cannot read.
    expect(enemy.map((p) => p.id)).toEqual(['fr-29.15', 'stack-61.56-allied']);
    expect(enemy[0]!.values.every((v) => v === null)).toBe(true);
    expect(JSON.stringify(game.view(s, 'german'))).not.toContain('fr-23.27Ch');
  });

  it('6.1, 3.1.6 a Formation’s CE status is on its owner’s display: in its view, never in the enemy’s', () => {
    expect(game.view(s, 'allied').secret?.map((l) => l.en)).toEqual(['29/15: CE -1']);
    expect(game.view(s, 'german').secret).toBeUndefined();
    expect(JSON.stringify(game.view(s, 'observer'))).not.toContain('fr-23.27Ch');
  });

  it('3.1.6 the attacker learns the ID, type and size of every unit in the hex it attacks, never their strengths', () => {
    const a = built({
      units: { 'de-31.21': '61.56', 'fr-29.15': '62.56', 'fr-23.27Ch': '62.56' },
      phase: 'attack',
      phasing: 'german',
      values: { 'fr-29.15': { ds: 7 } },
    });
    const before = game
      .view(a, 'german')
      .pieces.filter((p) => p.at === '62.56')
      .map((p) => p.id);
    expect(before).not.toContain('fr-23.27Ch');
    const attacking = ok(a, 'german', 'atk/62.56');
    const shown = game.view(attacking, 'german').pieces.filter((p) => p.at === '62.56');
    expect(shown.map((p) => p.id).sort()).toEqual(['fr-23.27Ch', 'fr-29.15']);
    expect(shown.flatMap((p) => p.values).every((v) => v === null)).toBe(true);
  });

  it('3.1.6 the thread’s words of a move or a Prepared Attack name no unit of the stack (the views show them)', () => {
    const moved = act(s, 'allied', 'mv/fr-29.15+fr-23.27Ch/62.55');
    if (!moved.ok) throw new Error(moved.code);
    const words = moved.events.map((e) => game.describe(e).en).join(' ');
    expect(words).toBe('A Force of 2 unit(s): 61.56 → 62.55, 2 MP (7.1).');
    expect(words).not.toContain('29/15');
  });
});
