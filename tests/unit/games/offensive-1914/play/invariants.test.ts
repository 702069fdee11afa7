import { describe, expect, it } from 'vitest';
import { act, built, game, keys, ok, start } from './game.js';

/** The invariants `umpire fuzz` checks after every action, and the referee's correction that unsticks a game. */

describe('1914 by its rules: invariants and corrections', () => {
  it('the set-up holds: every unit in one place, no hex with both sides, CE statuses the book’s', () => {
    expect(game.check!(start())).toEqual([]);
  });

  it('3.1, 12.1.3 no hex holds both sides, unless the enemy’s are Fortresses without external garrison', () => {
    const mixed = built({ units: { 'fr-15.8': '61.56', 'de-31.21': '61.56' } });
    expect(game.check!(mixed)).toEqual(['61.56 holds units of both sides']);
    const fortress = built({ units: { 'fr-Toul-1': '48.52', 'de-31.21': '48.52' } });
    expect(game.check!(fortress)).toEqual(['48.52 holds units of both sides']);
    const bare = structuredClone(fortress);
    bare.units['fr-Toul-1']!.garrison = false;
    expect(game.check!(bare)).toEqual([]);
  });

  it('3.1.1 after a side’s movement phase no hex of it is over 3½ DE; 6.1 statuses; 7.1.1 MP never negative', () => {
    const s = built({ units: { 'fr-15.8': '61.56', 'fr-16.8': '61.56', 'fr-25.13': '61.56', 'fr-26.13': '61.56' } });
    expect(game.check!(s)).toEqual([]);
    expect(game.check!({ ...structuredClone(s), settled: 'allied' })).toEqual([
      "61.56 is over 3½ DE after allied's movement phase",
    ]);
    const t = built({ units: { 'fr-15.8': '61.56' } });
    t.units['fr-15.8']!.status = 'x' as never;
    t.units['fr-15.8']!.spent = -1;
    expect(game.check!(t)).toEqual(['fr-15.8 has CE status x', 'fr-15.8 spent -1 MP']);
  });

  it('every unit in exactly one place: a hex of the map, off the map, or gone', () => {
    const s = built({ units: { 'fr-15.8': '61.56' } });
    s.units['fr-15.8']!.at = '99.99';
    delete s.units['fr-16.8'];
    expect(game.check!(s)).toEqual(['fr-16.8 is nowhere', 'fr-15.8 is in 99.99, not a hex']);
  });

  it('a referee’s correction moves a unit (referee only), never into an enemy-held hex', () => {
    const s = built({ units: { 'fr-15.8': '61.56', 'de-31.21': '62.56' } });
    const action = game.decode(s, 'fix/fr-15.8/61.57')!;
    expect(game.refereeOnly!(action)).toBe(true);
    expect(ok(s, 'german', 'fix/fr-15.8/61.57').units['fr-15.8']!.at).toBe('61.57');
    expect(act(s, 'german', 'fix/fr-15.8/62.56')).toMatchObject({ ok: false, code: 'correct-enemy-hex' });
    const menu = game.refereeMenu!(s, 'allied', ['n:allied', 'u:fr-15.8']).items.map((i) => i.key);
    expect(menu).toContain('fix/fr-15.8/61.57');
    expect(menu).not.toContain('fix/fr-15.8/62.56');
    expect(menu.slice(-2)).toEqual(['fix/fr-15.8/off', 'fix/fr-15.8/gone']);
    expect(keys(s, 'allied')).toContain('next');
  });
});
