import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { SetupInput } from '../../../../../src/engine/core/game.js';
import type { Side } from '../../../../../src/engine/games/napoleon-1812/model.js';
import {
  borderBand,
  FREE_SETUP_OPTION,
  toPlace,
} from '../../../../../src/engine/games/napoleon-1812/play/free-setup.js';
import type { N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import { game, keys, module, MOSCOW, refusal, WARSAW } from './module-states.js';

/**
 * 14.1's free set-up ("Disposizione libera"), the game option `free-setup`, through the module's public contract on
 * the built-in pack's map: the Russian places the historical set-up's counters in Russia (at least 1 artillery, 3
 * cavalry and 10 infantry within 7 hexes of the border), then the French west of Russia; then the Depots as ever.
 */

function freeSetup(): N1812State {
  const r = module.setup(
    { scenario: 'historical', options: { [FREE_SETUP_OPTION]: true } } as unknown as SetupInput,
    new ScriptedDice([]),
  );
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state;
}

function place(s: N1812State, side: Side, piece: string, hex: string): N1812State {
  const action = module.decode(s, `place/${piece}/${hex}`);
  if (!action) throw new Error('does not decode');
  const r = module.apply(s, side, action, new ScriptedDice([]));
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  expect(module.check!(r.state)).toEqual([]);
  return r.state;
}

const russianUnit = (s: N1812State, type: string) =>
  toPlace(game, s, 'russian').find((id) => game.unitById.get(id)?.type === type)!;

describe('14.1 the free set-up (option free-setup)', () => {
  it('14.1 declared, off by default: without it the historical set-up, with it nothing on the map and the Russian first', () => {
    expect(module.options!().map((o) => o.id)).toContain(FREE_SETUP_OPTION);
    const historical = module.setup({ scenario: 'historical' } as SetupInput, new ScriptedDice([]));
    if (!historical.ok) throw new Error('setup');
    expect(historical.state.step).toBe('setup-depots');
    expect(historical.state.freeSetup).toBeUndefined();
    const s = freeSetup();
    expect(s.step).toBe('setup-free');
    expect(s.toAct).toBe('russian');
    expect(Object.keys(s.units)).toHaveLength(0);
    expect(toPlace(game, s, 'russian')).toHaveLength(27 + 6);
    expect(toPlace(game, s, 'french')).toHaveLength(45 + 14);
    expect(module.describe({ kind: 'setup', scenario: 'historical', free: true }).it).toContain('Disposizione libera');
  });

  it('14.1 the Russian sets up in Russia, never over 6 OF a hex (4.1); the French waits', () => {
    let s = freeSetup();
    const unit = russianUnit(s, 'infantry');
    expect(refusal(s, 'russian', `place/${unit}/${WARSAW}`).code).toBe('setup-hex');
    expect(refusal(s, 'french', `place/${unit}/${MOSCOW}`).code).toBe('not-your-turn');
    const border = [...borderBand(game)].sort()[0]!;
    s = place(s, 'russian', unit, border);
    expect(s.units[unit]!.hex).toBe(border);
    // Fill the hex to 6 OF; the next unit is refused there.
    let used = game.unitById.get(unit)!.occupancy!;
    for (const id of toPlace(game, s, 'russian').filter((x) => game.unitById.has(x))) {
      const of = game.unitById.get(id)!.occupancy!;
      if (used + of > 6) {
        expect(refusal(s, 'russian', `place/${id}/${border}`).message.en).toContain('6 OF');
        break;
      }
      s = place(s, 'russian', id, border);
      used += of;
    }
  });

  it('14.1 at least 10 infantry within 7 hexes of the border: the ninth set deep in Russia is refused', () => {
    let s = freeSetup();
    expect(borderBand(game).has(MOSCOW)).toBe(false);
    const deep = [...game.model.hexes.values()]
      .filter((h) => h.nation === 'russia' && h.terrain === 'clear' && !borderBand(game).has(h.id))
      .map((h) => h.id)
      .sort();
    // 18 Russian infantry: 8 deep in Russia leave 10 for the band, a ninth would leave 9.
    for (let i = 0; i < 8; i++) s = place(s, 'russian', russianUnit(s, 'infantry'), deep[i]!);
    const ninth = russianUnit(s, 'infantry');
    expect(refusal(s, 'russian', `place/${ninth}/${deep[8]!}`).message.en).toContain('10 infantry');
    expect(keys(s, 'russian', [`s:${ninth}`])).not.toContain(`place/${ninth}/${deep[8]!}`);
    const band = [...borderBand(game)].sort()[3]!;
    expect(keys(s, 'russian', [`s:${ninth}`])).toContain(`place/${ninth}/${band}`);
  });

  it('14.1 the French sets up west of Russia; with every counter placed, the Depots follow (the Russian first)', () => {
    let s = freeSetup();
    for (let guard = 0; guard < 200 && s.step === 'setup-free'; guard++) {
      const side = s.toAct;
      const piece = toPlace(game, s, side)[0]!;
      if (side === 'french' && game.unitById.has(piece))
        expect(refusal(s, 'french', `place/${piece}/${MOSCOW}`).code).toBe('setup-hex');
      const hex = keys(s, side, [`s:${piece}`])[0]!.split('/')[2]!;
      s = place(s, side, piece, hex);
    }
    expect(s.step).toBe('setup-depots');
    expect(s.toAct).toBe('russian');
    for (const [id, u] of Object.entries(s.units)) {
      const nation = game.model.hexes.get(u.hex)!.nation;
      expect(game.unitById.get(id)!.side === 'russian' ? nation === 'russia' : nation !== 'russia').toBe(true);
    }
    const inBand = (type: string) =>
      Object.entries(s.units).filter(
        ([id, u]) =>
          game.unitById.get(id)!.side === 'russian' &&
          game.unitById.get(id)!.type === type &&
          borderBand(game).has(u.hex),
      ).length;
    expect(inBand('artillery')).toBeGreaterThanOrEqual(1);
    expect(inBand('cavalry')).toBeGreaterThanOrEqual(3);
    expect(inBand('infantry')).toBeGreaterThanOrEqual(10);
  });
});
