import { describe, expect, it } from 'vitest';
import type { Side } from '../../../../../src/engine/games/grand-illusion/model.js';
import { applyAction } from '../../../../../src/engine/games/grand-illusion/play/machine.js';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { built, ok, TestDice, withCavalry } from './position.js';

/** The built-in pack with a British cavalry division (the pack's BEF is one infantry stand-in). */
const g = withCavalry('gb-cav', 'gb').game;
const act = (s: GiState, side: Side, key: string, dice = new TestDice()) =>
  applyAction(g, s, side, { type: 'act', key }, dice);

/** The German VIII Corps attacks hex 45, where it stands with the BEF (and the British cavalry if `cavalry`). */
function attacked(turn: number, cavalry = true, extra: Partial<GiState> = {}): { s: GiState; dice: TestDice } {
  const s = built({
    units: { 'de-viii': '45', 'gb-bef': '45', ...(cavalry ? { 'gb-cav': '45' } : {}) },
    learned: { 'gb-bef.front.CS': 6, 'hex.45.TEM': 0 },
    frames: [{ name: 'segment', side: 'german' }],
    state: { turn, cap: { allied: 3, german: 5 }, initiative: 'german', ...extra },
  });
  const declared = ok(act(ok(act(s, 'german', 'activate/45')), 'german', 'attack'));
  const dice = new TestDice([2, 3, 6, 6, 6, 6, 6, 6]);
  return { s: ok(act(declared, 'german', 'fight/45', dice)), dice };
}

describe('12.4: Allenby’s Cavalry', () => {
  it('12.4 turns 1–2, the first battle against British infantry and cavalry: the Allies may take an automatic Skirmish', () => {
    const { s, dice } = attacked(2);
    expect(top(s)).toMatchObject({ name: 'allenby', side: 'allied', hex: '45' });
    expect(dice.rolls).toEqual([]);
    const after = act(s, 'allied', 'allenby-skirmish', dice);
    if (!after.ok) throw new Error(after.problem.code);
    const fow = after.events.find((e) => e.kind === 'fow');
    expect(fow).toMatchObject({ event: 'skirmish', roll: 0 });
    expect(after.state.allenbyHexes).toEqual(['45']);
  });

  it('12.4 or the Allies roll the Fortunes of War as usual', () => {
    const { s } = attacked(1);
    const dice = new TestDice([2, 3, 6, 6, 6, 6, 6, 6]);
    const after = act(s, 'allied', 'allenby-roll', dice);
    if (!after.ok) throw new Error(after.problem.code);
    expect(after.events.find((e) => e.kind === 'fow')).toMatchObject({ roll: 5 });
  });

  it('12.4 a referee’s skip of the offer rolls the Fortunes of War', () => {
    const { s } = attacked(2);
    const after = applyAction(g, s, 'allied', { type: 'correct', correction: { edit: 'skip' } }, new TestDice([2, 3]));
    if (!after.ok) throw new Error(after.problem.code);
    expect(after.events.find((e) => e.kind === 'fow')).toMatchObject({ roll: 5 });
  });

  it('12.4 not on turn 3, not without British cavalry, not for a later battle in the same hex', () => {
    expect(top(attacked(3).s)?.name).not.toBe('allenby');
    expect(top(attacked(2, false).s)?.name).not.toBe('allenby');
    expect(top(attacked(2, true, { allenbyHexes: ['45'] }).s)?.name).not.toBe('allenby');
    const refused = act(attacked(2).s, 'allied', 'allenby-maybe');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('12.4');
  });
});
