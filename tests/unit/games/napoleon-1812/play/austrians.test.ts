import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import {
  AUSTRIAN_RELUCTANCE_OPTION,
  austrianUnits,
} from '../../../../../src/engine/games/napoleon-1812/play/austrians.js';
import { applyCombat } from '../../../../../src/engine/games/napoleon-1812/play/combat.js';
import { combatMenu } from '../../../../../src/engine/games/napoleon-1812/play/combat-menu.js';
import { gameOf } from '../../../../../src/engine/games/napoleon-1812/play/game.js';
import { createNapoleon1812 } from '../../../../../src/engine/games/napoleon-1812/play/module.js';
import { initialState } from '../../../../../src/engine/games/napoleon-1812/play/setup.js';
import { ELIMINATED, type N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import { napoleon1812Pack } from '../../../../../src/engine/games/napoleon-1812/pack.js';

/**
 * Advanced rule 16.10 (the game option `austrian-reluctance`): Austrian units attack only when stacked with
 * non-Austrian units. The Austrians are Tab. 13.2's (A) arrivals: a pack with one such row (an Austrian Line infantry).
 */

const pack = structuredClone(napoleon1812Pack());
(pack.tables as Record<string, unknown>)['reinforcements'] = [{ turn: 1, side: 'french', units: '1IL', arrival: 'A' }];
const game = gameOf(pack);
const [AUSTRIAN] = [...austrianUnits(game)];
const FRENCH = game.model.units.find((u) => u.side === 'french' && u.type === 'infantry')!.id;
const RUSSIAN = game.model.units.find((u) => u.side === 'russian' && u.type === 'infantry')!.id;
const F = '1608';
const T = '1508';

function combat(option: boolean, withFrench: boolean): N1812State {
  const s = initialState(game, 'historical', option ? { [AUSTRIAN_RELUCTANCE_OPTION]: true } : {})!;
  for (const u of game.model.units)
    s.units[u.id] = { hex: ELIMINATED, disrupted: false, forcedMarch: false, combats: 0 };
  for (const l of game.model.leaders) s.leaders[l.id] = { hex: ELIMINATED };
  s.units[AUSTRIAN!] = { hex: F, disrupted: false, forcedMarch: false, combats: 0 };
  if (withFrench) s.units[FRENCH] = { hex: F, disrupted: false, forcedMarch: false, combats: 0 };
  s.units[RUSSIAN] = { hex: T, disrupted: false, forcedMarch: false, combats: 0 };
  s.turn = 3;
  s.step = 'combat';
  s.toAct = 'french';
  s.sides.french.cc = 3;
  return s;
}

const from = (s: N1812State) =>
  applyCombat(game, structuredClone(s), 'french', { kind: 'combat', step: 'from', arg: F }, new ScriptedDice([]));
const offered = (s: N1812State) => combatMenu(game, s, 'french', []).items.map((i) => i.key);

describe('16.10 Austrian reluctance (the option austrian-reluctance)', () => {
  it('16.10 declared; the Austrians are Tab. 13.2’s (A) units', () => {
    expect(createNapoleon1812(pack).options!().map((o) => o.id)).toContain(AUSTRIAN_RELUCTANCE_OPTION);
    expect(AUSTRIAN).toBeDefined();
    expect(austrianUnits(game).has(FRENCH)).toBe(false);
  });

  it('16.10 Austrians alone may not attack: not offered, refused with the rule', () => {
    const s = combat(true, false);
    expect(offered(s)).not.toContain(`combat/from/${F}`);
    const r = from(s);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ rule: '16.10', code: 'combat-austrians' });
  });

  it('16.10 stacked with a non-Austrian unit they attack; without the option they attack alone', () => {
    const stacked = combat(true, true);
    expect(offered(stacked)).toContain(`combat/from/${F}`);
    expect(from(stacked).ok).toBe(true);
    const off = combat(false, false);
    expect(offered(off)).toContain(`combat/from/${F}`);
    expect(from(off).ok).toBe(true);
  });
});
