import { describe, expect, it } from 'vitest';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { replaceHexes } from '../../../../../src/engine/games/grand-illusion/play/legal.js';
import { act, built, game, ok, TestDice } from './position.js';

/** Brussels (62), contested: the German VIII Corps with the Belgian I Corps and 3rd Division; the German attacks. */
function attacked(turn: number): GiState {
  const s = built({
    units: { 'de-viii': '62', 'be-i': '62', 'be-3': '62' },
    learned: { 'be-i.front.CS': 4, 'be-3.front.CS': 2, 'hex.62.TEM': 0 },
    frames: [{ name: 'segment', side: 'german' }],
    state: { turn, cap: { allied: 3, german: 5 }, initiative: 'german' },
  });
  const declared = ok(act(ok(act(s, 'german', 'activate/62')), 'german', 'attack'));
  return ok(act(declared, 'german', 'fight/62', new TestDice([2, 3, 6, 6, 6])));
}

describe('13.1: the Belgian retreat to Antwerp on turn 1', () => {
  it('the Allies may spend 1 CAP and retreat every Belgian unit of Brussels into Antwerp; the battle is cancelled', () => {
    const asked = attacked(1);
    expect(top(asked)).toEqual({ name: 'antwerp', side: 'allied', hex: '62' });
    const s = ok(act(asked, 'allied', 'antwerp-retreat'));
    expect([s.units['be-i']!.at, s.units['be-3']!.at]).toEqual(['52', '52']);
    expect(s.cap.allied).toBe(2);
    expect(s.antwerp).toBe(true);
    expect(top(s)).toMatchObject({ name: 'activation', side: 'german', battles: [], fought: true });
    expect(s.control['62']).toBe('german');
  });

  it('or stand: the battle goes on with its Fortunes of War', () => {
    const dice = new TestDice([2, 3, 6, 6, 6, 6]);
    const s = ok(act(attacked(1), 'allied', 'antwerp-stand', dice));
    expect(s.units['be-i']!.at).toBe('62');
    expect(s.antwerp).toBeUndefined();
    expect(dice.rolls.length).toBeGreaterThanOrEqual(2);
  });

  it('not after turn 1: the battle is fought at once', () => {
    const s = attacked(2);
    expect(top(s)?.name).not.toBe('antwerp');
    expect(s.units['be-i']!.at).toBe('62');
  });
});

describe('12.5.2–12.5.3: the Belgian army shut in Antwerp', () => {
  const shut = (covering: Record<string, string>): GiState =>
    built({
      units: { 'be-i': '52', 'fr-vi': '66', ...covering },
      frames: [{ name: 'segment', side: 'allied' }],
      state: { turn: 3, antwerp: true, cap: { allied: 3, german: 3 } },
    });

  it('12.5.2 two German infantry corps in 53 and/or 62: hex 52 cannot be activated until turn 7', () => {
    const refused = act(shut({ 'de-viii': '53', 'de-xiii': '62' }), 'allied', 'activate/52');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('8.2');
    expect(act(shut({ 'de-viii': '53' }), 'allied', 'activate/52').ok).toBe(true);
  });

  it('12.5.3 no German unit enters Ghent (43) while Belgian combat units stay in Antwerp', () => {
    const from = (units: Record<string, string>): GiState =>
      built({
        units: { 'de-viii': '53', ...units },
        control: { '53': 'german' },
        frames: [{ name: 'segment', side: 'german' }],
        // Turn 7: German units enter Schlieffen Plan hexes such as 43 freely (8.4.8).
        state: { turn: 7, antwerp: true, cap: { allied: 3, german: 3 }, initiative: 'german' },
      });
    const moving = (s: GiState) => ok(act(ok(act(s, 'german', 'activate/53')), 'german', 'move/de-viii'));
    const refused = act(moving(from({ 'be-i': '52' })), 'german', 'to/43');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('12.5.3');
    const free = act(moving(from({})), 'german', 'to/43');
    if (!free.ok) throw new Error(`${free.problem.code} ${free.problem.rule}`);
  });
});

describe('12.6: Namur, the Belgian 4th Division', () => {
  const retreating = (unit: string): GiState =>
    built({
      units: { [unit]: '64', 'de-viii': '64' },
      frames: [
        { name: 'segment', side: 'german' },
        { name: 'retreat', side: 'allied', hex: '64', units: [unit] },
      ],
      state: { turn: 2, initiative: 'german' },
    });

  it('obliged to retreat, it may leave the map for 5 turns and come back in a coastal Belgian supply source', () => {
    const s = ok(act(retreating('be-4'), 'allied', 'namur-track'));
    expect(s.units['be-4']).toEqual({ at: 'track', disorganized: false });
    expect(s.returning).toEqual([{ unit: 'be-4', turn: 7, coastal: true }]);
    expect(top(s)).toEqual({ name: 'segment', side: 'german' });
    const hexes = replaceHexes(game, s, 'be-4', () => false);
    expect(hexes.length).toBeGreaterThan(0);
    expect(hexes.every((h) => ['1', '14'].includes(h))).toBe(true);
    expect(hexes).not.toContain('52');
  });

  it('another unit may not', () => {
    const refused = act(retreating('be-3'), 'allied', 'namur-track');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('12.6');
  });
});
