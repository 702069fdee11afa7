import { describe, expect, it } from 'vitest';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { menuOf } from '../../../../../src/engine/games/grand-illusion/play/menu.js';
import { namerOf } from '../../../../../src/engine/games/grand-illusion/play/words.js';
import { act, built, game, ok, TestDice } from './position.js';

const keys = (s: GiState): string[] => {
  const side = top(s)!.side;
  return menuOf(game, namerOf(game), s, side, []).items.map((i) => i.key);
};

/**
 * Hex 75, contested: the German VIII (CS 5) and XIII (CS 4) Corps with the French VI Corps (CS 3) and the French
 * cavalry (CS 2); the German activates it.
 */
function contested(): GiState {
  const s = built({
    units: { 'de-viii': '75', 'de-xiii': '75', 'fr-vi': '75', 'fr-cav': '75' },
    learned: {
      'fr-vi.front.CS': 3,
      'fr-cav.front.CS': 2,
      'de-xiii.front.CS': 4,
      'de-xiii.front.MA': 2,
      'hex.75.TEM': 0,
    },
    frames: [{ name: 'segment', side: 'german' }],
    state: { turn: 2, cap: { allied: 3, german: 5 }, initiative: 'german' },
  });
  return ok(act(s, 'german', 'activate/75'));
}

describe('9.1.2 a: the attacker designates which units of the activated hex attack', () => {
  it('offers every combat unit that began there; one may be left out and then move (8.5)', () => {
    const asked = ok(act(contested(), 'german', 'attack'));
    expect(top(asked)).toEqual({ name: 'attackers', side: 'german', hex: '75', units: ['de-viii', 'de-xiii'] });
    const one = ok(act(ok(act(asked, 'german', 'leave/de-xiii')), 'german', 'attack-declare'));
    expect(top(one)).toMatchObject({
      name: 'activation',
      battles: [{ hex: '75', kind: 'activated', attackers: ['de-viii'] }],
    });
    // 8.5: the unit left out may still move; the designated one may not.
    expect(act(one, 'german', 'move/de-xiii').ok).toBe(true);
    const refused = act(one, 'german', 'move/de-viii');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('8.5');
  });

  it('the last attacker cannot be left out', () => {
    const asked = ok(act(ok(act(contested(), 'german', 'attack')), 'german', 'leave/de-xiii'));
    const refused = act(asked, 'german', 'leave/de-viii');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('9.1.2 a');
  });
});

describe('9.6.2: the defending cavalry withdraws from a declared battle', () => {
  /**
   * Both German corps attack; FoW 2+3 = 5, fought; the German accepts the suggested placement (9.2.3 a): VIII faces
   * VI, XIII faces the cavalry.
   */
  function declared(): GiState {
    const asked = ok(act(contested(), 'german', 'attack'));
    const placing = ok(act(ok(act(asked, 'german', 'attack-declare')), 'german', 'fight/75', new TestDice([2, 3])));
    return ok(act(placing, 'german', 'map-accept'));
  }

  it('the owner of intact front-line cavalry is asked before the battle is fought', () => {
    expect(top(declared())).toMatchObject({
      name: 'withdraw',
      side: 'allied',
      hex: '75',
      units: ['fr-cav'],
      cavalry: [],
      withdrawn: [],
    });
  });

  it('withdrawn from infantry it loses nothing and stays in the hex; its column does not fight', () => {
    // Only VIII and VI fight: VIII hits (2), VI misses (6).
    const dice = new TestDice([2, 6]);
    const applied = act(declared(), 'allied', 'withdraw/fr-cav', dice);
    const s = ok(applied);
    expect(dice.unused).toBe(0);
    expect(s.units['fr-cav']).toEqual({ at: '75', disorganized: false });
    expect(s.units['fr-vi']!.disorganized).toBe(true);
    if (applied.ok) expect(applied.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['withdraw', 'battle']));
  });

  it('only the listed cavalry may withdraw; without a withdrawal both columns fight', () => {
    const refused = act(declared(), 'allied', 'withdraw/fr-vi');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('9.6.2');
    const dice = new TestDice([6, 6, 6, 6]);
    ok(act(declared(), 'allied', 'withdraw-done', dice));
    expect(dice.unused).toBe(0);
  });
});

/** French VI Corps (MA 2) moves from 66 into 75, where the German HQ stands alone; German units in 84 and 85. */
function hqCutOff(): GiState {
  const s = built({
    units: { 'fr-vi': '66', 'de-hq1': '75', 'de-viii': '84', 'de-xiii': '85' },
    learned: { 'fr-vi.front.MA': 2 },
    state: { turn: 3 },
  });
  const moving = ok(act(ok(act(s, 'allied', 'activate/66')), 'allied', 'move/fr-vi'));
  return ok(act(ok(act(moving, 'allied', 'to/75')), 'allied', 'stop'));
}

describe('9.4.4: the owner chooses among the nearest hexes of an HQ left alone', () => {
  it('two hexes as near: the German is asked, and the HQ goes flipped to the one chosen', () => {
    const s = hqCutOff();
    expect(top(s)).toMatchObject({ name: 'hq-retreat', side: 'german', hex: '75', hexes: ['84', '85'] });
    const moved = ok(act(s, 'german', 'hq-to/85'));
    expect(moved.units['de-hq1']).toEqual({ at: '85', disorganized: true });
    expect(top(moved)).toMatchObject({ name: 'activation', side: 'allied' });
  });

  it('a hex farther away is refused', () => {
    const refused = act(hqCutOff(), 'german', 'hq-to/86');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('9.4.4');
  });
});

/** The German VIII Corps (MA 2) moves from 84 into 75, where the French cavalry stands alone. */
function rearguard(): GiState {
  const s = built({
    units: { 'de-viii': '84', 'fr-cav': '75' },
    frames: [{ name: 'segment', side: 'german' }],
    state: { turn: 2, cap: { allied: 3, german: 5 }, initiative: 'german' },
  });
  const moving = ok(act(ok(act(s, 'german', 'activate/84')), 'german', 'move/de-viii'));
  return ok(act(ok(act(moving, 'german', 'to/75')), 'german', 'stop'));
}

describe('9.6.3: the Cavalry Rearguard', () => {
  it('no battle: the cavalry owner is asked; staying eliminates it and the corps takes the hex (a)', () => {
    const s = rearguard();
    expect(top(s)).toMatchObject({ name: 'rearguard', side: 'allied', hex: '75', units: ['fr-cav'] });
    const stayed = ok(act(s, 'allied', 'rearguard-stay'));
    expect(stayed.units['fr-cav']!.at).toBe('eliminated');
    expect(stayed.control['75']).toBe('german');
    expect(top(stayed)).toMatchObject({ name: 'activation', side: 'german', battles: [] });
  });

  it('retreating, it goes three hexes by the rows of 9.4.3 (b); a hex off every legal path is refused', () => {
    const s = rearguard();
    const refused = act(s, 'allied', 'rearguard-to/84');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('9.6.3');
    let t = s;
    const path: string[] = [];
    for (let i = 0; i < 3; i++) {
      const next = keys(t).find((k) => k.startsWith('rearguard-to/'))!;
      path.push(next.split('/')[1]!);
      t = ok(act(t, 'allied', next));
    }
    expect(path).toEqual(['74', '83', '93']);
    // It ends Disorganized: the pack's cavalry is a one-sided stand-in (size unknown, read as a division), which a
    // step lost eliminates (README, "Pack stand-ins").
    expect(t.units['fr-cav']!.at).toBe('eliminated');
    expect(t.control['75']).toBe('german');
    expect(top(t)).toMatchObject({ name: 'activation', side: 'german' });
  });
});
