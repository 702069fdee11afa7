import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { SetupInput } from '../../../../../src/engine/core/game.js';
import type { Pack } from '../../../../../src/engine/core/pack.js';
import type { Side } from '../../../../../src/engine/games/napoleon-1812/model.js';
import { napoleon1812Pack } from '../../../../../src/engine/games/napoleon-1812/pack.js';
import { DEFECTIONS_OPTION, foreignUnits } from '../../../../../src/engine/games/napoleon-1812/play/defections.js';
import { gameOf } from '../../../../../src/engine/games/napoleon-1812/play/game.js';
import { createNapoleon1812 } from '../../../../../src/engine/games/napoleon-1812/play/module.js';
import { ELIMINATED, type N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';

/**
 * Advanced rule 16.11 (the game option `defections`): from turn 11, at the start of each turn, unless the French
 * occupies Moscow or St Petersburg, the Russian removes one combat unit of a French foreign contingent. The built-in
 * pack marks no foreign counter; a pack with an Austrian counter (16.10's `austrianUnits`) gives one.
 */

const base = napoleon1812Pack();
const template = base.counters.find((c) => c.id === 'fr-I-Iv1')!;
const AUSTRIAN: Pack['counters'][number] = {
  ...template,
  id: 'fr-Austrian-IL',
  name: 'Austrian Corps inf. L',
  source: 'test counter',
};
/** Distinct versions: modules are cached by the pack's id and version. */
const austrianPack: Pack = { ...base, version: '911', counters: [...base.counters, AUSTRIAN] };

const WARSAW = '2612';
const MOSCOW = '0208';

function harness(pack: Pack) {
  const module = createNapoleon1812(pack);
  const game = gameOf(pack);
  /** The end of turn `turn - 1`'s leader movement with the option, the French's units at Warsaw (and `more`). */
  function startOf(turn: number, more: string[] = []): { state: N1812State; kinds: string[] } {
    const r = module.setup({ scenario: 'historical', options: {} } as unknown as SetupInput, new ScriptedDice([]));
    if (!r.ok) throw new Error('setup');
    const s = r.state;
    s.defections = true;
    for (const u of Object.values(s.units)) u.hex = ELIMINATED;
    for (const id of Object.keys(s.leaders)) s.leaders[id] = { hex: ELIMINATED };
    const place = (id: string, hex: string) =>
      void (s.units[id] = { hex, disrupted: false, forcedMarch: false, combats: 0 });
    place('fr-I-Iv1', WARSAW);
    if (game.unitById.has(AUSTRIAN.id)) place(AUSTRIAN.id, WARSAW);
    more.forEach((hex, i) => place(`fr-II-IL${i + 1}`, hex));
    s.turn = turn - 1;
    s.step = 'leaders';
    s.toAct = 'french';
    s.sides.russian.done = true;
    s.sides.french.done = false;
    const done = module.apply(s, 'french', { kind: 'done' }, new ScriptedDice([]));
    if (!done.ok) throw new Error(JSON.stringify(done.error));
    return { state: done.state, kinds: done.events.map((e) => e.kind) };
  }
  const keys = (s: N1812State, side: Side) => module.menu(s, side, []).items.map((i) => i.key);
  return { module, game, startOf, keys };
}

describe('16.11 defections (the option defections)', () => {
  it('16.11 declared; the built-in pack has no foreign contingent: turn 11 starts with no question, logged', () => {
    const h = harness(base);
    expect(h.module.options!().map((o) => o.id)).toContain(DEFECTIONS_OPTION);
    const r = h.module.setup({ scenario: 'historical', options: {} } as unknown as SetupInput, new ScriptedDice([]));
    expect(r.ok && r.state.defections).toBeUndefined();
    expect(foreignUnits(h.game)).toEqual([]);
    const s = h.startOf(11);
    expect(s.kinds).toContain('defection-none');
    expect(s.state.prompts).toEqual([]);
  });

  it('16.11 turn 11: the Russian removes the Austrian; a French unit of no foreign contingent is refused', () => {
    const h = harness(austrianPack);
    expect(foreignUnits(h.game)).toEqual([AUSTRIAN.id]);
    const { state } = h.startOf(11);
    expect(state.step).toBe('turn-start');
    expect(state.prompts.at(-1)).toEqual({ name: 'defection', side: 'russian' });
    expect(h.keys(state, 'russian')).toEqual([`remove/${AUSTRIAN.id}`]);
    const wrong = h.module.apply(state, 'russian', { kind: 'remove-unit', unit: 'fr-I-Iv1' }, new ScriptedDice([]));
    expect(wrong.ok ? null : wrong.error).toMatchObject({ rule: '16.11', code: 'defection-unit' });
    const r = h.module.apply(state, 'russian', { kind: 'remove-unit', unit: AUSTRIAN.id }, new ScriptedDice([]));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.units[AUSTRIAN.id]!.hex).toBe(ELIMINATED);
    expect(r.state.prompts).toEqual([]);
    expect(r.state.step).not.toBe('turn-start');
    expect(h.module.check!(r.state)).toEqual([]);
  });

  it('16.11 no defection before turn 11, nor while the French occupies Moscow', () => {
    const h = harness(austrianPack);
    const early = h.startOf(10);
    expect(early.state.prompts).toEqual([]);
    expect(early.kinds).not.toContain('defection-none');
    const held = h.startOf(12, [MOSCOW, MOSCOW]);
    expect(held.state.prompts).toEqual([]);
    expect(held.kinds).toContain('defection-none');
  });
  it('16.11 a pack that gives a contingent its own nation code (listed among the French nations) makes it foreign', () => {
    const POLISH: Pack['counters'][number] = { ...template, id: 'fr-V-pl1', name: 'V Corps inf. v', nation: 'pl' };
    const scenarios = base.scenarios.map((sc) => ({
      ...sc,
      sides: sc.sides.map((side) => (side.id === 'french' ? { ...side, nations: ['fr', 'pl'] } : side)),
    }));
    const polishPack: Pack = { ...base, version: '912', scenarios, counters: [...base.counters, POLISH] };
    const game = gameOf(polishPack);
    expect(game.unitById.get(POLISH.id)?.side).toBe('french');
    expect(foreignUnits(game)).toEqual([POLISH.id]);
    // A code no side lists is no counter of the game, as before.
    const stray: Pack = { ...base, version: '913', counters: [...base.counters, { ...POLISH, nation: 'xx' }] };
    expect(gameOf(stray).unitById.has(POLISH.id)).toBe(false);
  });
});
