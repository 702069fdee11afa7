import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import { readOptions } from '../../../../../src/engine/core/game-options.js';
import { napoleon1812Pack } from '../../../../../src/engine/games/napoleon-1812/pack.js';
import { ADVANCED_OPTION, ADVANCED_RULES } from '../../../../../src/engine/games/napoleon-1812/play/advanced-game.js';
import { FREE_SETUP_OPTION } from '../../../../../src/engine/games/napoleon-1812/play/free-setup.js';
import { createNapoleon1812 } from '../../../../../src/engine/games/napoleon-1812/play/module.js';
import type { N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';

/** 16 (and 15.1, "parte delle Regole Avanzate"): the option `advanced` is the whole advanced game in one word. */

const pack = napoleon1812Pack();
const module = createNapoleon1812(pack);

function setUp(options: string): N1812State {
  const read = readOptions(module, options);
  if (!read.ok) throw new Error(`unknown ${read.unknown.join(', ')}`);
  const r = module.setup({ pack, scenario: 'historical', options: read.options }, new ScriptedDice([]));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state;
}

/** The state's marks of each advanced rule (play/setup.ts). */
const marks = (s: N1812State) => ({
  cards: s.cards !== undefined,
  leaders: s.advancedLeaders === true,
  chaos: s.chaos === true,
  cavalryFirst: s.cavalryFirst === true,
  cavalryReserve: s.reserve !== undefined,
  austrians: s.austrianReluctance === true,
  ukraine: s.ukraine !== undefined,
  defections: s.defections === true,
  sweden: s.sweden === true,
  twoYear: s.twoYear !== undefined,
  fog: s.fog === true,
});

describe('Napoleon 1812: the advanced game as one option (16, 15.1)', () => {
  it('16 `advanced` turns on every advanced rule and 15.1; without it the basic game has none', () => {
    expect(Object.values(marks(setUp(ADVANCED_OPTION))).every(Boolean)).toBe(true);
    expect(Object.values(marks(setUp(''))).some(Boolean)).toBe(false);
  });

  it('16 the preset names every option of the module but itself and the free set-up (14.1, no advanced rule)', () => {
    const ids = (module.options?.() ?? []).map((o) => o.id);
    expect([...ADVANCED_RULES].sort()).toEqual(
      ids.filter((id) => id !== ADVANCED_OPTION && id !== FREE_SETUP_OPTION).sort(),
    );
  });

  it('16 the eleven ids typed one by one do not fit /game new options: (100 characters); `advanced` does', () => {
    expect(ADVANCED_RULES.join(',').length).toBeGreaterThan(100);
    expect(readOptions(module, 'advanced, free-setup')).toMatchObject({ ok: true });
    expect(readOptions(module, 'advance')).toMatchObject({ ok: false, unknown: ['advance'] });
  });
});
