import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { SetupInput } from '../../../../../src/engine/core/game.js';
import type { Side } from '../../../../../src/engine/games/napoleon-1812/model.js';
import type { Pack } from '../../../../../src/engine/core/pack.js';
import { napoleon1812Pack } from '../../../../../src/engine/games/napoleon-1812/pack.js';
import { gameOf, positionOf } from '../../../../../src/engine/games/napoleon-1812/play/game.js';
import type { N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import {
  thirdArmy,
  UKRAINE_OPTION,
  westernCities,
} from '../../../../../src/engine/games/napoleon-1812/play/ukraine.js';
import { act, blank, game, keys, kinds, lead, module, MOSCOW, play, put, refusal, train } from './module-states.js';

/**
 * Advanced rules 16.8–16.9 (the game option `ukraine-revolt`). On the built-in pack's map Kiev is 1217; 1317 (16.9's
 * reference hex) is next to it, clear, with no river between. V Corps is the pack's `fr-V-*` (14.1: Poniatowski).
 */

const KIEV = '1217';
const hexOf = (name: string) => [...game.model.hexes.values()].find((h) => h.name === name)!.id;

/** Turn `turn`'s movement: a V Corps unit with Poniatowski and a train at 1317, about to enter Kiev. */
function intoKiev(turn: number, dice: number[], ukraine: N1812State['ukraine'] = { freed: [] }) {
  const s = blank('movement', turn);
  s.ukraine = ukraine;
  s.units['fr-V-Iv'] = { hex: '1317', disrupted: false, forcedMarch: false, combats: 0 };
  lead(s, '1317', 'fr-Poniatowski');
  train(s, 'french', '1317');
  s.sides.russian.done = true;
  const walked = play(s, [
    ['french', 'move/1317'],
    ['french', `mv/to/${KIEV}`],
  ]).state;
  return act(walked, 'french', 'mv/confirm', dice);
}

describe('16.8 the Ukrainian revolt (the option ukraine-revolt)', () => {
  it('16.8 declared and off by default; the 3rd Army is the Russian counters numbered 3- (16.2’s note), Tormasov', () => {
    expect(module.options!().map((o) => o.id)).toContain(UKRAINE_OPTION);
    const setup = (options: Record<string, unknown>) => {
      const r = module.setup({ scenario: 'historical', options } as unknown as SetupInput, new ScriptedDice([]));
      if (!r.ok) throw new Error('setup');
      return r.state;
    };
    expect(setup({}).ukraine).toBeUndefined();
    expect(setup({ [UKRAINE_OPTION]: true }).ukraine).toEqual({ freed: [] });
    // A pack with a 3rd Army corps and Tormasov: they are the 3rd Army; the 1st and 2nd Armies' counters are not.
    const base = napoleon1812Pack();
    const template = base.counters.find((c) => c.id === 'ru-1I-IL')!;
    const leader = base.counters.find((c) => c.id === 'ru-Bagration')!;
    const pack: Pack = {
      ...base,
      version: '921',
      counters: [
        ...base.counters,
        { ...template, id: 'ru-3IX-IL', name: '3-IX Corps inf. L', source: 'test counter' },
        { ...leader, id: 'ru-Tormasov', name: 'Tormasov', source: 'test counter' },
      ],
    };
    const army = thirdArmy(gameOf(pack));
    expect(army).toContain('ru-3IX-IL');
    expect(army).toContain('ru-Tormasov');
    expect(army).not.toContain('ru-1I-IL');
    expect(army.every((id) => id.startsWith('ru-'))).toBe(true);
  });

  it('16.8 up to turn 5 a 3 is a revolt: Tormasov’s 3rd Army removed from the game, on the map or to come', () => {
    const r = intoKiev(5, [3]);
    expect(r.state.ukraine).toMatchObject({ occupiedOn: 5, revoltOn: 5 });
    expect(r.events.find((e) => e.kind === 'revolt')).toMatchObject({ die: 3, revolt: true });
    expect(r.events.find((e) => e.kind === 'third-army')).toMatchObject({ pieces: thirdArmy(game) });
    for (const id of thirdArmy(game)) expect(r.state.units[id]!.hex).toBe('eliminated');
    expect(module.describe(r.events.find((e) => e.kind === 'third-army')!).en).toContain('3rd Army');
  });

  it('16.8 a 2 on turn 5 is no revolt, and the first occupation is the only roll: a second entry rolls nothing', () => {
    const r = intoKiev(5, [2]);
    expect(r.state.ukraine).toEqual({ occupiedOn: 5, freed: [] });
    const again = intoKiev(6, [], r.state.ukraine);
    expect(kinds(again.events)).not.toContain('revolt');
  });

  it('16.8 turns 6–9 need a 5: a 4 on turn 6 fails, a 5 on turn 9 succeeds', () => {
    expect(intoKiev(6, [4]).state.ukraine!.revoltOn).toBeUndefined();
    expect(intoKiev(9, [5]).state.ukraine!.revoltOn).toBe(9);
  });

  it('16.8 a first occupation after turn 9: no roll and no revolt (the book gives no number)', () => {
    const r = intoKiev(10, []);
    expect(kinds(r.events)).toContain('revolt-late');
    expect(r.state.ukraine).toEqual({ occupiedOn: 10, freed: [] });
  });
});

describe('16.9 the independence of the western territories', () => {
  /** The end of turn 5's leader movement after a revolt on turn 5: turn 6 starts with the French's question. */
  function turnAfterRevolt(): N1812State {
    const s = blank('leaders', 5);
    s.ukraine = { occupiedOn: 5, revoltOn: 5, freed: [] };
    s.sides.russian.done = true;
    // In cities (no Cossack roll, 13.1): Minsk and Riga (west of 1317's line, Riga north of the Dvina), Kiev (east).
    for (const hex of ['1410', '1904', KIEV]) put(s, 'french', hex, 2);
    return act(s, 'french', 'done').state;
  }

  it('16.9 the schematic map’s western cities: on or west of 1317’s column, none north of the Dvina', () => {
    const names = westernCities(game).map((h) => game.model.hexes.get(h)!.name);
    expect(names).toEqual(['Minsk', 'Zhitomir', 'Pinsk', 'Wilno', 'Luck', 'Mitau', 'Kowno', 'Brzesc']);
  });

  it('16.9 at the start of the next turn the French may declare; the Russian may not answer', () => {
    const s = turnAfterRevolt();
    expect(s.turn).toBe(6);
    expect(s.step).toBe('turn-start');
    expect(keys(s, 'french')).toEqual(['independence/yes', 'independence/no']);
    expect(refusal(s, 'russian', 'independence/yes')).toMatchObject({ code: 'not-your-turn' });
    const no = act(s, 'french', 'independence/no').state;
    expect(no.ukraine!.declared).toBe(false);
    expect(no.ukraine!.freed).toEqual([]);
    expect(no.step).not.toBe('turn-start');
  });

  it('16.9 declared: Minsk, occupied, becomes French-friendly (1.1); Riga (north of the Dvina) and Kiev do not', () => {
    const r = act(turnAfterRevolt(), 'french', 'independence/yes');
    expect(r.state.ukraine!.freed).toEqual(['1410']);
    const p = positionOf(game, r.state);
    expect(p.cityOwner('1410')).toBe('french');
    expect(p.cityOwner('1904')).toBe('russian');
    expect(p.cityOwner(KIEV)).toBe('russian');
    expect(kinds(r.events)).toContain('cities-freed');
  });

  /** The end of turn 16 after a declaration, the French in `hexes`; every VP value given (1, as in 14.7's test). */
  function ended(hexes: string[]): N1812State {
    const s = blank('leaders', 16);
    s.ukraine = { occupiedOn: 5, revoltOn: 5, declared: true, freed: [] };
    s.sides.russian.done = true;
    for (const hex of hexes) put(s, 'french', hex);
    const r = act(s, 'french', 'done').state;
    const steps = [...game.model.hexes.values()]
      .filter((h) => h.victoryCity && h.vp === null)
      .map((h): [Side, string] => [h.nation === 'russia' ? 'russian' : 'french', `vp/${h.id}/1`]);
    return play(r, steps).state;
  }

  it('16.9 the French wins only if he occupies every city of 14.7: more VP but Kiev empty is a Russian win', () => {
    const most = ['Moscow', 'St Petersburg', 'Smolensk', 'Minsk', 'Riga', 'Wilno', 'Vitebsk', 'Brzesc', 'Luck'];
    const s = ended(most.map(hexOf));
    expect(s.over).toMatchObject({ winner: 'russian', reason: 'points' });
    expect(s.over!.french!).toBeGreaterThan(s.over!.russian!);
    const all = [...game.model.hexes.values()].filter((h) => h.victoryCity).map((h) => h.id);
    const won = ended(all);
    expect(won.over).toMatchObject({ winner: 'french' });
    expect(hexOf('Moscow')).toBe(MOSCOW);
  });
});
