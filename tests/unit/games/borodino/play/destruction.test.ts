import { describe, expect, it } from 'vitest';
import { positionOf } from '../../../../../src/engine/games/borodino/play/position.js';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { burnableVillages, burnExits } from '../../../../../src/engine/games/borodino/rules/destruction.js';
import { game, keys, module, must, pack, play, septemberOrders } from './build.js';

/** The 7 September scenario at its first AM of turn 1 (both sides' Orders given, none ordered). */
const firstAm = (): BorodinoState => must(must(septemberOrders(), 'french', 'done'), 'russian', 'done');

/**
 * The Russians choosing the first AM (as with the Initiative, 5.41), the village of Borodino (3316) held by the
 * Russian unit `unit` alone, every other unit off the map; `french` puts a French unit there too.
 */
const village = (unit: string, french?: string, villages?: Record<string, 'burning' | 'rubble'>): BorodinoState => {
  const s = firstAm();
  const units = Object.fromEntries(
    Object.entries(s.units).map(([id, u]) => [
      id,
      id === unit
        ? { ...u, at: '3316' }
        : id === 'fr-CM-1' && french
          ? { ...u, at: french }
          : { ...u, at: 'eliminated' },
    ]),
  );
  // One unit of each side stays on the map elsewhere, so that the groups' AMs stay in the cup.
  return {
    ...s,
    units,
    side: 'russian',
    september: { ...s.september!, initiative: 'russian', ...(villages ? { villages } : {}) },
  };
};

const INFANTRY = 'ru-Shak-1';
const CAVALRY = 'ru-4CC-1';

describe('SR5 the Destruction AM', () => {
  it('SR5 "L’AM di Distruzione va sempre nella tazza, obbligatoriamente": in the Russian cup every turn, theirs to choose first', () => {
    const s = firstAm();
    expect(s.september!.cup.filter((x) => x === 'destruction')).toHaveLength(1);
    // The French, with the Initiative, may not choose it (5.41: one of their own AMs).
    expect(keys(s, 'french')).not.toContain('pick/destruction');
    expect(play(s, 'french', 'pick/destruction')).toMatchObject({ ok: false, rule: '5.41' });
    const russian = village(INFANTRY);
    expect(keys(russian, 'russian')).toContain('pick/destruction');
  });

  it('SR5 Russian infantry in a village with no enemy next to it sets it on fire and moves out free; nobody enters it', () => {
    const s = must(village(INFANTRY), 'russian', 'pick/destruction');
    expect(s.step).toBe('destruction');
    const burns = keys(s, 'russian');
    expect(burns).toContain('burn/3316/3317');
    expect(burns).toContain('done');
    const burnt = must(s, 'russian', 'burn/3316/3317', [1, 1, 1, 1, 1]);
    expect(burnt.september!.villages).toEqual({ '3316': 'burning' });
    expect(burnt.units[INFANTRY]!.at).toBe('3317');
    // The picture marks it with the pack's marker (its name in the legend and the alt text).
    const fire = module.view(burnt, 'french').pieces.filter((p) => p.marker);
    expect(fire.map((m) => [m.at, m.nation])).toEqual([['3316', 'burning']]);
    expect(pack.markers.find((k) => k.id === 'burning')?.name.it).toBe('Paese in fiamme (RS5)');
    // The next AM was drawn.
    expect(burnt.step).not.toBe('destruction');
    // "Nessuna unità può entrare in un esagono con un tale segnalino."
    const p = positionOf(game, burnt);
    expect(burnExits(p, '3317')).not.toContain('3316');
    expect(burnableVillages(p)).not.toContain('3316');
  });

  it('SR5 no village burns with an enemy unit next to it, nor without Russian infantry in it', () => {
    const near = must(village(INFANTRY, '3317'), 'russian', 'pick/destruction');
    expect(keys(near, 'russian')).toEqual(['done']);
    expect(play(near, 'russian', 'burn/3316/3315')).toMatchObject({ ok: false, code: 'burn-not', rule: 'SR5' });
    const cavalry = must(village(CAVALRY), 'russian', 'pick/destruction');
    expect(play(cavalry, 'russian', 'burn/3316/3317')).toMatchObject({ ok: false, code: 'burn-not', rule: 'SR5' });
    // Nothing burnt: the next AM is drawn, the village stands.
    const passed = must(cavalry, 'russian', 'done', [1, 1, 1, 1, 1]);
    expect(passed.september!.villages ?? {}).toEqual({});
  });

  it('SR5, 6.11 the stack leaving onto friends faces as they do', () => {
    const base = village(INFANTRY);
    const s = must(
      { ...base, units: { ...base.units, 'ru-Shak-2': { ...base.units['ru-Shak-2']!, at: '3317', facing: 'sw' } } },
      'russian',
      'pick/destruction',
    );
    expect(s.units[INFANTRY]!.facing).not.toBe('sw');
    const burnt = must(s, 'russian', 'burn/3316/3317', [1, 1, 1, 1, 1]);
    expect(burnt.units[INFANTRY]).toMatchObject({ at: '3317', facing: 'sw' });
  });

  it('SR5 the stack may leave only into a hex next to the village it could enter', () => {
    const s = must(village(INFANTRY), 'russian', 'pick/destruction');
    expect(play(s, 'russian', 'burn/3316/3318')).toMatchObject({ ok: false, code: 'burn-exit', rule: 'SR5' });
  });

  it('SR5 each time the AM is drawn a village on fire rolls: 0–3 it goes out (Rubble), 4–9 it still burns', () => {
    const out = must(village(INFANTRY, undefined, { '3103': 'burning' }), 'russian', 'pick/destruction', [3]);
    expect(out.september!.villages).toEqual({ '3103': 'rubble' });
    expect(module.view(out, 'russian').pieces.find((p) => p.marker)).toMatchObject({ at: '3103', nation: 'rubble' });
    const burning = must(village(INFANTRY, undefined, { '3103': 'burning' }), 'russian', 'pick/destruction', [4]);
    expect(burning.september!.villages).toEqual({ '3103': 'burning' });
  });
});
