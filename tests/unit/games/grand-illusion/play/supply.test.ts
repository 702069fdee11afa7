import { describe, expect, it } from 'vitest';
import { fuzz } from '../../../../../src/cli/fuzz.js';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import { updateControl } from '../../../../../src/engine/games/grand-illusion/play/control.js';
import { replaceHexes } from '../../../../../src/engine/games/grand-illusion/play/legal.js';
import { applyAction, run } from '../../../../../src/engine/games/grand-illusion/play/machine.js';
import { startOf, type Game } from '../../../../../src/engine/games/grand-illusion/play/setup.js';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { built, game, pack, TestDice, type Changes } from './position.js';
import { withRail } from './rail.js';

/**
 * Supply in the Administrative Phase (11.2): D, the Supply Determination segment, and E, the Attrition segment, with
 * what they change in F (11.2.7) and where VP and replacements need supply (3.2.4, 7.2). On the built-in pack (no
 * railways) every unit stays in supply; a copy of the pack with rail hexes plays the rules: hex 3 is a rail hex next to
 * the French source 4; hex 50 is far from any rail hex; hex 44 is the German emergency line's end (11.2.1 c).
 */

/** The Administrative Phase from its Supply Determination segment, until the next prompt. */
function admin(changes: Changes, g: Game): { s: GiState; ev: GameEvent[] } {
  const s = JSON.parse(
    JSON.stringify(built({ ...changes, frames: [], state: { turn: 3, step: 'admin-d', ...changes.state } })),
  ) as Parameters<typeof run>[1];
  const ev: GameEvent[] = [];
  run(g, s, new TestDice(), ev);
  return { s: s as GiState, ev };
}

const french = withRail(['3']);
const emergency = withRail(['44']);

describe('11.2: supply in the Administrative Phase', () => {
  it('11.2.1 on the built-in pack (no railways) every unit stays in supply: no attrition', () => {
    const { s, ev } = admin({ units: { 'fr-vii': '50', 'fr-xviii': '50' }, disorganized: ['fr-xviii'] }, game);
    expect(ev).toContainEqual({ kind: 'phase-advances', phase: 'supply' });
    expect(ev.some((e) => e.kind === 'attrition')).toBe(false);
    expect(s.units['fr-vii']).toEqual({ at: '50', disorganized: false });
    expect(s.units['fr-xviii']).toEqual({ at: '50', disorganized: false });
  });

  it('11.2.6 out of supply: intact units Disorganized, Disorganized ones eliminated, HQs and HA flipped; in supply: nothing', () => {
    const { s, ev } = admin(
      {
        units: { 'fr-vi': '3', 'fr-xiv': '3', 'fr-vii': '50', 'fr-xviii': '50', 'fr-hq-als': '50', 'de-ha305': '57' },
        disorganized: ['fr-xiv', 'fr-xviii'],
        control: { '57': 'german' },
      },
      french.game,
    );
    expect(ev).toContainEqual({ kind: 'supply', out: ['fr-hq-als', 'de-ha305', 'fr-vii', 'fr-xviii'], emergency: [] });
    expect(s.units['fr-vii']).toEqual({ at: '50', disorganized: true });
    expect(s.units['fr-xviii']!.at).toBe('eliminated');
    expect(s.units['fr-hq-als']).toEqual({ at: '50', disorganized: true });
    expect(s.units['de-ha305']).toEqual({ at: '57', disorganized: true });
    // In supply: untouched, and a Disorganized unit recovers (11.2.7).
    expect(s.units['fr-vi']).toEqual({ at: '3', disorganized: false });
    expect(s.units['fr-xiv']).toEqual({ at: '3', disorganized: false });
  });

  it('11.2.7 a: a unit out of supply does not recover in the segment after the Attrition check', () => {
    const { s } = admin({ units: { 'fr-vii': '50', 'fr-vi': '3' }, disorganized: ['fr-vi'] }, french.game);
    expect(s.units['fr-vii']!.disorganized).toBe(true);
    expect(s.units['fr-vi']!.disorganized).toBe(false);
  });

  it('11.2.1 c German emergency supply: the HQ flips and stays reduced, intact units stay intact, one Disorganized unit of the German choice recovers', () => {
    const units = { 'de-xiii': '43', 'de-xvi': '43', 'de-viii': '43', 'de-hq1': '43' };
    const changes: Changes = {
      units,
      disorganized: ['de-xvi', 'de-viii'],
      control: { '44': 'german', '53': 'german' },
    };
    const { s, ev } = admin(changes, emergency.game);
    expect(ev).toContainEqual(expect.objectContaining({ kind: 'attrition', side: 'german', supply: 'emergency' }));
    expect(top(s)).toMatchObject({ name: 'recover', side: 'german', hex: '43', count: 1, emergency: true });
    expect(s.units['de-xiii']!.disorganized).toBe(false);
    const answered = applyAction(emergency.game, s, 'german', { type: 'act', key: 'recover/de-xvi' }, new TestDice());
    if (!answered.ok) throw new Error('refused');
    expect(answered.state.units['de-xvi']!.disorganized).toBe(false);
    expect(answered.state.units['de-viii']!.disorganized).toBe(true);
    expect(answered.state.units['de-hq1']!.disorganized).toBe(true);
    // Turn 2: no emergency supply yet: out of supply.
    const early = admin({ ...changes, state: { turn: 2 } }, emergency.game).s;
    expect(early.units['de-xiii']!.disorganized).toBe(true);
    expect(early.units['de-xvi']!.at).toBe('eliminated');
  });

  it('3.2.4: a German VP hex scores only with its German units able to trace supply', () => {
    const end: Changes = {
      units: { 'de-viii': '8' },
      control: { '8': 'german', '16': 'german' },
      state: { turn: 7, step: 'admin-c' },
    };
    const asked = (g: Game): string[] => admin(end, g).s.stack.flatMap((f) => (f.name === 'ask' ? [f.value] : []));
    expect(asked(french.game)).toEqual(['vp.german.16']);
    // The built-in pack: supply is never known to fail, the hex scores.
    expect(asked(game).sort()).toEqual(['vp.german.16', 'vp.german.8']);
  });

  it('3.2.4: a Plan 17 VP hex that becomes Allied draws its marker only with its Allied units able to trace supply', () => {
    // French VI Corps alone in hex 85 (a Plan 17 VP hex the Germans hold at the start), far from any rail hex.
    const taken = (g: Game): string[] => {
      const s = JSON.parse(JSON.stringify(built({ units: { 'fr-vi': '85' }, frames: [] }))) as Parameters<
        typeof updateControl
      >[1];
      updateControl(g, s, '85', new TestDice(), []);
      expect(s.control['85']).toBe('allied');
      return s.stack.flatMap((f) => (f.name === 'ask' ? [f.value] : []));
    };
    expect(taken(french.game)).toEqual([]);
    expect(taken(game)).toEqual(['vp.plan17.85']);
  });

  it('7.2: a replacement joins an HQ of its nationality only if the HQ is supplied', () => {
    const hexes = (hq: string, g: Game): string[] => {
      const s = built({ units: { 'fr-vi': 'eliminated', 'fr-hq-als': hq }, state: { turn: 3 } });
      const start = startOf(g, s.scenario);
      return replaceHexes(g, s, 'fr-vi', (h) => start[h] === 'german');
    };
    expect(hexes('3', french.game)).toContain('3');
    expect(hexes('50', french.game)).not.toContain('50');
    expect(hexes('50', game)).toContain('50');
  });

  // The built-in pack has no railways: the CLI fuzz never reaches attrition or rail moves; one game on a copy whose
  // hexes not divisible by 3 are rail hexes does.
  it('10.0, 11.2: a random game on a map with railways: no crash, dead end, refused legal action or broken invariant', async () => {
    const ids = pack.map.kind === 'hex' ? pack.map.hexes.map((h) => h.id) : [];
    const railPack = withRail(ids.filter((id) => Number(id) % 3 !== 0)).pack;
    const report = await fuzz({ pack: railPack, games: 1, seed: 'gism-rail-2' });
    expect(report.findings).toEqual([]);
    expect(report.events['supply']).toBeGreaterThan(0);
    expect(report.events['strategic']).toBeGreaterThan(0);
  }, 60_000);
});

describe('8.4.3 c: the OoS markers of 11.2.1 stay on their units through the next turn', () => {
  /** The French VII Corps (MA 3) in hex 48, three hexes from the nearest supplied hex, on turn 4's Action Phase. */
  const turnFour = (out: readonly string[]) =>
    built({
      units: { 'fr-vii': '48' },
      learned: { 'fr-vii.front.MA': 3 },
      frames: [{ name: 'segment', side: 'allied' }],
      state: { turn: 4, cap: { allied: 3, german: 3 }, initiative: 'allied', supply: { out: [...out], emergency: [] } },
    });
  const step = (s: GiState, to: string) => {
    const act = (state: GiState, key: string): GiState => {
      const r = applyAction(french.game, state, 'allied', { type: 'act', key }, new TestDice());
      if (!r.ok) throw new Error(`${key}: ${r.problem.code}`);
      return r.state;
    };
    const moving = act(act(s, 'activate/48'), 'move/fr-vii');
    return applyAction(french.game, moving, 'allied', { type: 'act', key: `to/${to}` }, new TestDice());
  };
  // The supplied hexes nearest 48 are two hexes from 58 (next to the French source 61's neighbours), four from 47;
  // 58 itself is still out of supply.
  const near = ['58'];
  const far = ['47'];

  it('a unit its OoS marker names moves closer to supply, not away from it', () => {
    expect(step(turnFour(['fr-vii']), near[0]!).ok).toBe(true);
    const away = step(turnFour(['fr-vii']), far[0]!);
    expect(away.ok).toBe(false);
    if (!away.ok) expect(away.problem.rule).toBe('8.4.3');
  });

  it('without the marker (a supplied unit), 8.4.3 a refuses any move that leaves it out of supply, closer or not', () => {
    const refused = step(turnFour([]), near[0]!);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('8.4.3');
  });

  it("the markers found in D are still there once the turn has advanced, until the next turn's D", () => {
    const { s } = admin({ units: { 'fr-vii': '50' } }, french.game);
    expect(s.turn).toBe(4);
    expect(s.supply?.out).toContain('fr-vii');
  });
});
