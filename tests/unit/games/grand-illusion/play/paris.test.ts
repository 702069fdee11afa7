import { describe, expect, it } from 'vitest';
import { menuOf } from '../../../../../src/engine/games/grand-illusion/play/menu.js';
import { dueNow, reinforceHexes } from '../../../../../src/engine/games/grand-illusion/play/reinforcements.js';
import { gameOf, initialState } from '../../../../../src/engine/games/grand-illusion/play/setup.js';
import type { GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { namerOf } from '../../../../../src/engine/games/grand-illusion/play/words.js';
import { act, built, game, ok, pack } from './position.js';

const keys = (s: GiState, side: 'allied' | 'german'): string[] =>
  menuOf(game, namerOf(game), s, side, []).items.map((i) => i.key);

/** The German VIII Corps (MA 2) moves from 48 into 38, next to the PD hexes 28 and 29, on `turn`. */
function nextToParis(turn: number, units: Record<string, string> = {}): GiState {
  const s = built({
    units: { 'de-viii': '48', ...units },
    control: { '48': 'german' },
    frames: [{ name: 'segment', side: 'german' }],
    state: { turn, cap: { allied: 3, german: 5 }, initiative: 'german' },
  });
  const moving = ok(act(ok(act(s, 'german', 'activate/48')), 'german', 'move/de-viii'));
  return ok(act(ok(act(moving, 'german', 'to/38')), 'german', 'stop'));
}

describe('8.4.9 b: Paris in Danger', () => {
  it('from turn 3, German units next to a PD hex: the emergency; the Alsace HQ goes (c); IX Corps PD replaces IX Corps (−) (f)', () => {
    const s = nextToParis(3, { 'fr-hq-als': '66', 'fr-ix': '77' });
    expect(s.parisInDanger).toBe(3);
    expect(s.units['fr-hq-als']!.at).toBe('eliminated');
    expect(s.units['fr-ix']!.at).toBe('eliminated');
    expect(s.units['fr-ix-pd']).toEqual({ at: '77', disorganized: false });
    expect(s.outOfPlay).toEqual(['fr-hq-als', 'fr-ix']);
  });

  it('not on turn 2', () => {
    const s = nextToParis(2, { 'fr-hq-als': '66' });
    expect(s.parisInDanger).toBeUndefined();
    expect(s.units['fr-hq-als']!.at).toBe('66');
  });

  it('IX Corps (−) off the map: IX Corps PD comes as a variable reinforcement next turn', () => {
    const s = nextToParis(3);
    expect(s.units['fr-ix-pd']!.at).toBe('track');
    expect(s.reinforcing).toEqual([{ unit: 'fr-ix-pd', turn: 4, mode: 'variable' }]);
    expect(s.returning).toEqual([]);
    // Next turn it is a reinforcement due (not a replacement), placed as a variable one: Paris among its hexes (7.1.3).
    expect(dueNow(game, s, 'allied')).not.toContain('fr-ix-pd');
    const next = { ...s, turn: 4 };
    expect(dueNow(game, next, 'allied')).toContain('fr-ix-pd');
    expect(reinforceHexes(game, next, 'fr-ix-pd')).toContain('19');
  });

  it('the turn after, the Allies must declare the General Retreat: only the declaration, no pass', () => {
    const owed = built({
      units: { 'fr-vi': '66' },
      frames: [{ name: 'segment', side: 'allied' }],
      state: { turn: 4, parisInDanger: 3, cap: { allied: 3, german: 3 } },
    });
    expect(keys(owed, 'allied')).toEqual(['general-retreat']);
    const refused = act(owed, 'allied', 'pass');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('8.4.9 b');
    expect(ok(act(owed, 'allied', 'general-retreat')).generalRetreat.allied).toBe(4);
  });

  it('on the turn of the emergency the Allies may still wait; offered at the German segment the turn after, no declining', () => {
    const now = built({
      units: { 'fr-vi': '66' },
      frames: [{ name: 'segment', side: 'allied' }],
      state: { turn: 3, parisInDanger: 3, cap: { allied: 3, german: 3 } },
    });
    expect(keys(now, 'allied')).toContain('pass');
    const offer = built({
      units: { 'fr-vi': '66' },
      frames: [
        { name: 'segment', side: 'german' },
        { name: 'gr-offer', side: 'allied' },
      ],
      state: { turn: 4, parisInDanger: 3, cap: { allied: 3, german: 3 } },
    });
    expect(keys(offer, 'allied')).toEqual(['gr-declare']);
    const refused = act(offer, 'allied', 'gr-decline');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('8.4.9 b');
  });

  it('3.1.1: the PD units are not set up', () => {
    const start = initialState(gameOf(pack), pack, 'short')!;
    const refused = act(start, 'allied', 'place/fr-ix-pd/66');
    expect(refused.ok).toBe(false);
    expect(ok(act(start, 'allied', 'place/fr-vi/66')).units['fr-vi']!.at).toBe('66');
  });
});
