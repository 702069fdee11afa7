import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { SetupInput } from '../../../../../src/engine/core/game.js';
import {
  CAVALRY_RESERVE_OPTION,
  packReserve,
  RESERVE_HEXES,
  RESERVE_IDS,
  reserveTrainPenalty,
} from '../../../../../src/engine/games/napoleon-1812/play/cavalry-reserve.js';
import type { N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import { act, blank, game, keys, module, put, refusal } from './module-states.js';

/**
 * Advanced rule 16.7, the Cavalry Reserve (the game option `cavalry-reserve`): deployed in 2309, 2409, 2509, 2510 with
 * Murat and Grouchy; at the end of phase 1 of turns 1 and 2 the French rolls 1d6 and the Russian removes that many
 * French cavalry divisions, the Reserve's first; from turn 3 the French trains of Tab. 7.3 are reduced (7.2).
 */

const setup = (options: Record<string, unknown>) => {
  const r = module.setup({ scenario: 'historical', options } as unknown as SetupInput, new ScriptedDice([]));
  if (!r.ok) throw new Error('setup');
  return r.state;
};

/** Turn 1 before phase 1: `reserve` Reserve divisions over the four hexes, one other French cavalry at Warsaw. */
function beforePhase1(reserve: number): { s: N1812State; units: string[]; other: string } {
  const s = blank('setup-depots', 1);
  s.sides.russian.done = true;
  const units = RESERVE_IDS.slice(0, reserve);
  units.forEach((id, i) => {
    s.units[id] = { hex: RESERVE_HEXES[i % 4]!, disrupted: false, forcedMarch: false, combats: 0 };
  });
  s.reserve = { units, lost: 0 };
  const [other] = put(s, 'french', '2612', 1, { type: 'cavalry' });
  return { s, units, other: other! };
}

describe('16.7 the Cavalry Reserve (the option cavalry-reserve)', () => {
  it('16.7 set-up: off by default; with it the French gives the Reserve’s size once (the pack lacks it), the Russian may not', () => {
    expect(module.options!().map((o) => o.id)).toContain(CAVALRY_RESERVE_OPTION);
    expect(setup({}).reserve).toBeUndefined();
    expect(packReserve(game)).toEqual([]);
    const s = setup({ [CAVALRY_RESERVE_OPTION]: true });
    expect(s.prompts.at(-1)).toEqual({ name: 'reserve-size', side: 'french' });
    expect(keys(s, 'french')).toHaveLength(24);
    expect(refusal(s, 'russian', 'reserve/6')).toMatchObject({ code: 'not-your-turn' });
    expect(refusal(s, 'french', 'reserve/25')).toMatchObject({ rule: '16.7', code: 'learned-out-of-range' });
    const r = act(s, 'french', 'reserve/6');
    const placed = RESERVE_IDS.slice(0, 6).map((id) => r.state.units[id]!.hex);
    expect(placed).toEqual(['2309', '2409', '2509', '2510', '2309', '2409']);
    expect(r.state.units[RESERVE_IDS[6]!]).toBeUndefined();
    expect(r.state.leaders['fr-Murat']!.hex).toBe('2309');
    expect(r.state.leaders['fr-Grouchy']!.hex).toBe('2309');
    expect(r.state.reserve).toEqual({ units: RESERVE_IDS.slice(0, 6), lost: 0 });
    expect(r.state.prompts).toEqual([]);
    expect(module.learned?.(r.state)).toHaveLength(1);
    expect(module.check!(r.state)).toEqual([]);
  });

  it('16.7 end of phase 1 of turn 1: a 3 removes 3 divisions chosen by the Russian, the Reserve’s only while one is left', () => {
    const { s, units, other } = beforePhase1(2);
    const r = act(s, 'french', 'done', [3]).state;
    expect(r.prompts.at(-1)).toEqual({ name: 'reserve-losses', side: 'russian', count: 3 });
    expect(keys(r, 'russian').sort()).toEqual(units.map((id) => `remove/${id}`).sort());
    expect(refusal(r, 'russian', `remove/${other}`)).toMatchObject({ rule: '16.7', code: 'reserve-unit' });
    expect(refusal(r, 'french', `remove/${units[0]}`)).toMatchObject({ code: 'not-your-turn' });
    const a = act(r, 'russian', `remove/${units[0]}`).state;
    const b = act(a, 'russian', `remove/${units[1]}`).state;
    // The Reserve is gone: the third comes from other French cavalry (16.7 "altre cavallerie francesi (soltanto)").
    expect(keys(b, 'russian')).toContain(`remove/${other}`);
    expect(keys(b, 'russian').every((k) => game.unitById.get(k.slice(7))?.type === 'cavalry')).toBe(true);
    const c = act(b, 'russian', `remove/${other}`).state;
    expect(c.prompts).toEqual([]);
    expect(c.reserve!.lost).toBe(3);
    expect(c.units[other]!.hex).toBe('eliminated');
    expect(c.step).toBe('convert');
  });

  it('16.7 no roll on turn 3, nor without the option (the scripted dice hold none)', () => {
    const late = beforePhase1(2).s;
    late.turn = 3;
    expect(act(late, 'french', 'done').state.prompts).toEqual([]);
    const off = beforePhase1(2).s;
    delete off.reserve;
    expect(act(off, 'french', 'done').state.prompts).toEqual([]);
  });

  it('16.7 the trains from turn 3: ≤4 removed −2, 5–7 −1, 8+ none; none before turn 3 nor from turn 8 of two years', () => {
    const s = blank('trains-table', 3);
    s.reserve = { units: [], lost: 4 };
    expect(reserveTrainPenalty(s, 2)).toBe(0);
    expect(reserveTrainPenalty(s, 3)).toBe(2);
    expect(reserveTrainPenalty(s, 8, true)).toBe(0);
    s.reserve.lost = 7;
    expect(reserveTrainPenalty(s, 3)).toBe(1);
    s.reserve.lost = 8;
    expect(reserveTrainPenalty(s, 3)).toBe(0);
    delete s.reserve;
    expect(reserveTrainPenalty(s, 3)).toBe(0);
  });

  it('16.7 in 7.2’s count: Tab. 7.3’s 10 − 2 for 3 divisions removed gives the French 8 trains; the Russian keeps 10', () => {
    const s = blank('trains-table', 3);
    s.reserve = { units: [], lost: 3 };
    const r = act(act(s, 'french', 'trains/10').state, 'russian', 'trains/10', [1]);
    const trains = r.events.filter((e) => e.kind === 'trains');
    expect(trains.find((e) => e['side'] === 'french')).toMatchObject({ table: 10, reserve: 2, trains: 8 });
    expect(trains.find((e) => e['side'] === 'russian')).toMatchObject({ table: 10, trains: 10 });
    expect(module.describe(trains.find((e) => e['side'] === 'french')!).en).toContain('Cavalry Reserve (16.7)');
  });

  it('16.7 with 16.13: in the 1813 campaign (turn 8 on, winter quarters entered) 7.2’s count has no reduction', () => {
    const s = blank('trains-table', 8);
    s.reserve = { units: [], lost: 3 };
    s.twoYear = { asked: true, entered: true };
    const r = act(act(s, 'french', 'trains/10').state, 'russian', 'trains/10', [1]);
    const french = r.events.find((e) => e.kind === 'trains' && e['side'] === 'french');
    expect(french).toMatchObject({ table: 10, trains: 10 });
    expect(french!['reserve']).toBeUndefined();
  });
});
