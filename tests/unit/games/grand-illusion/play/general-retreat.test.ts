import { describe, expect, it } from 'vitest';
import { trenchesImproved } from '../../../../../src/engine/games/grand-illusion/rules/entrenchment.js';
import {
  generalRetreatCost,
  mayDeclareGeneralRetreat,
} from '../../../../../src/engine/games/grand-illusion/rules/general-retreat.js';
import { positionOf } from '../../../../../src/engine/games/grand-illusion/play/position.js';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { act, built, game, ok } from './position.js';

/**
 * The General Retreat (8.7) and the entrenchment it opens (9.7, 11.2.8). The French VI Corps (MA given as 2) stands
 * in hex 65, the Belgian I Corps in 52, the German VIII Corps (CS 5, MA 2) in 75, which the Germans hold.
 */
function allied(turn: number, more: Partial<GiState> = {}): GiState {
  return built({
    units: { 'fr-vi': '65', 'be-i': '52', 'de-viii': '75' },
    control: { '75': 'german' },
    learned: { 'fr-vi.front.MA': 2, 'be-i.front.MA': 3 },
    frames: [{ name: 'segment', side: 'allied' }],
    state: { turn, oneActivation: false, cap: { allied: 4, german: 4 }, mandated: { allied: 1, german: 0 }, ...more },
  });
}

const refusedCode = (r: ReturnType<typeof act>): string | undefined => (r.ok ? undefined : r.problem.code);

describe('8.7.1: who may declare a General Retreat, and when', () => {
  it('not on turns 1 and 2; from turn 3 the Allies may, at no CAP cost', () => {
    expect(refusedCode(act(allied(2), 'allied', 'general-retreat'))).toBe('general-retreat-early');
    const declared = ok(act(allied(3), 'allied', 'general-retreat'));
    expect(top(declared)).toEqual({ name: 'general-retreat', side: 'allied', hex: null, moved: [] });
    expect(declared.cap.allied).toBe(4);
    expect(declared.generalRetreat).toEqual({ allied: 3 });
  });

  it('the Allies first; the Germans from the turn after theirs', () => {
    expect(mayDeclareGeneralRetreat('german', 5, {})).toMatchObject({
      problem: { code: 'general-retreat-allies-first' },
    });
    expect(mayDeclareGeneralRetreat('german', 4, { allied: 4 })).toMatchObject({
      problem: { code: 'general-retreat-next-turn' },
    });
    expect(mayDeclareGeneralRetreat('german', 4, { allied: 3 })).toEqual({ ok: true });
    expect(mayDeclareGeneralRetreat('allied', 6, { allied: 3 })).toMatchObject({
      problem: { code: 'general-retreat-once' },
    });
  });

  it('at the start of a segment only, before its first activation', () => {
    const s = allied(3, { segment: { activations: 1, passes: 0, rallies: 0 } });
    expect(refusedCode(act(s, 'allied', 'general-retreat'))).toBe('general-retreat-start');
  });

  it("also at the start of the other side's segment: the Allies are offered it as the German segment begins", () => {
    const passed = ok(act(allied(3), 'allied', 'pass'));
    expect(top(passed)).toEqual({ name: 'gr-offer', side: 'allied' });
    expect(passed.stack[passed.stack.length - 2]).toEqual({ name: 'segment', side: 'german' });
    const declined = ok(act(passed, 'allied', 'gr-decline'));
    expect(top(declined)).toEqual({ name: 'segment', side: 'german' });
    const declared = ok(act(passed, 'allied', 'gr-declare'));
    expect(top(declared)).toMatchObject({ name: 'general-retreat', side: 'allied' });
    // Then the initiative passes to the German, who begins his Action Segment.
    const over = ok(act(declared, 'allied', 'gr-end'));
    expect(top(over)).toEqual({ name: 'segment', side: 'german' });
    // Turn 2: nobody is offered anything.
    expect(top(ok(act(allied(2), 'allied', 'pass')))).toEqual({ name: 'segment', side: 'german' });
  });
});

describe('8.7.2: the Allied General Retreat', () => {
  const declared = (turn = 3): GiState => ok(act(allied(turn), 'allied', 'general-retreat'));

  it('activates French and British units hex by hex, not Belgian ones', () => {
    const s = declared();
    expect(refusedCode(act(s, 'allied', 'gr-hex/52'))).toBe('gr-hex');
    const active = ok(act(s, 'allied', 'gr-hex/65'));
    expect(top(active)).toMatchObject({ hex: '65' });
    expect(top(ok(act(active, 'allied', 'move/fr-vi')))).toMatchObject({
      name: 'move',
      units: ['fr-vi'],
      generalRetreat: true,
    });
  });

  it('enters only friendly uncontested hexes; each unit moves once', () => {
    const moving = ok(act(ok(act(declared(), 'allied', 'gr-hex/65')), 'allied', 'move/fr-vi'));
    const refused = act(moving, 'allied', 'to/75');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem).toMatchObject({ code: 'retreat-move-hex', rule: '8.7.2' });
    const moved = ok(act(ok(act(moving, 'allied', 'to/66')), 'allied', 'stop'));
    expect(moved.units['fr-vi']!.at).toBe('66');
    expect(top(moved)).toMatchObject({ name: 'general-retreat', hex: '65', moved: ['fr-vi'] });
    const next = ok(act(moved, 'allied', 'gr-hex-done'));
    expect(refusedCode(act(next, 'allied', 'gr-hex/66'))).toBe('gr-hex');
  });

  it('at its end: −3 Plan 17 VP on turn 3, the Mandated Battles left cancelled, the initiative to the German', () => {
    const s = declared(3);
    const over = ok(act(s, 'allied', 'gr-end'));
    expect(over.vp.plan17).toBe(s.vp.plan17 - 3);
    expect(over.mandated.allied).toBe(0);
    expect(top(over)).toEqual({ name: 'segment', side: 'german' });
  });

  it('−2 Plan 17 VP from turn 4; from the next turn the Allies roll on the Joffre II column (5.1.3)', () => {
    const s = declared(4);
    const over = ok(act(s, 'allied', 'gr-end'));
    expect(over.vp.plan17).toBe(s.vp.plan17 - 2);
    expect(over.column.allied).toBe('joffre2');
    expect(generalRetreatCost('allied', 3)).toBe(3);
    expect(generalRetreatCost('allied', 9)).toBe(2);
  });
});

describe('8.7.3: the German General Retreat', () => {
  const german = (turn: number): GiState =>
    built({
      units: { 'de-viii': '84', 'fr-vi': '65' },
      frames: [{ name: 'segment', side: 'german' }],
      state: { turn, cap: { allied: 4, german: 3 }, initiative: 'german', generalRetreat: { allied: 3 } },
    });

  it('then trenches for 1 CAP a hex with German supplied infantry, no enemy needed; −4 VP on turn 4', () => {
    const s = ok(act(german(4), 'german', 'general-retreat'));
    expect(s.column.german).toBe('falkenhayn');
    const trenching = ok(act(s, 'german', 'gr-end'));
    expect(top(trenching)).toEqual({ name: 'gr-trench', side: 'german' });
    expect(refusedCode(act(trenching, 'german', 'entrench/65'))).toBe('trench-no-infantry');
    const dug = ok(act(trenching, 'german', 'entrench/84'));
    expect(dug.trench['84']).toBe(1);
    expect(dug.cap.german).toBe(2);
    expect(dug.vp.german).toBe(s.vp.german - 4);
    expect(top(dug)).toEqual({ name: 'segment', side: 'allied' });
  });

  it('−3 VP from turn 5, and no trench asked for when the German declines', () => {
    const s = ok(act(german(5), 'german', 'general-retreat'));
    const over = ok(act(ok(act(s, 'german', 'gr-end')), 'german', 'gr-trench-done'));
    expect(over.vp.german).toBe(s.vp.german - 3);
    expect(Object.keys(over.trench)).not.toContain('84');
  });
});

describe('9.7: entrenchment', () => {
  const facing = (generalRetreat: GiState['generalRetreat'], units: Record<string, string> = {}) =>
    built({
      units: { 'de-viii': '75', 'fr-vi': '75', 'de-xiii': '84', ...units },
      frames: [{ name: 'segment', side: 'german' }],
      state: { turn: 6, cap: { allied: 4, german: 3 }, initiative: 'german', generalRetreat },
    });

  it('9.7.1 no trench before the German General Retreat', () => {
    expect(refusedCode(act(facing({ allied: 3 }), 'german', 'entrench/75'))).toBe('trench-not-allowed');
  });

  it('9.7.2 then 1 CAP, an activation, in a hex with supplied infantry of both sides, once a hex', () => {
    const s = facing({ allied: 3, german: 4 });
    const dug = ok(act(s, 'german', 'entrench/75'));
    expect(dug.trench['75']).toBe(1);
    expect(dug.cap.german).toBe(2);
    expect(dug.segment.activations).toBe(1);
    expect(refusedCode(act(dug, 'german', 'entrench/84'))).toBe('trench-no-enemy');
    expect(refusedCode(act(dug, 'german', 'entrench/75'))).toBe('trench-there');
  });

  it('11.2.8 a +1 trench turns +2 with full-strength supplied infantry of both sides; not with Disorganized', () => {
    const s = { ...facing({ allied: 3, german: 4 }), trench: { '75': 1, '86': 1 } };
    expect(trenchesImproved(positionOf(game, s), s.trench)).toEqual(['75']);
    const worn = {
      ...s,
      units: { ...s.units, 'fr-vi': { at: '75', disorganized: true } },
    };
    expect(trenchesImproved(positionOf(game, worn), worn.trench)).toEqual([]);
  });
});
