import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../../../src/engine/games/grand-illusion/play/machine.js';
import { menuOf } from '../../../../../src/engine/games/grand-illusion/play/menu.js';
import { invariantsOf } from '../../../../../src/engine/games/grand-illusion/play/invariants.js';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { describe as describe_, namerOf } from '../../../../../src/engine/games/grand-illusion/play/words.js';
import { act, built, game, ok, TestDice } from './position.js';

/**
 * 9.5.4 in play: the German VIII Corps and both HA in Maubeuge (54) with the fort Maubeuge (5 [+2] / 4 [+2],
 * R 3 [+1] / 2 [+1]); the German activates 54 and declares the battle.
 */
function declared(hex: string, extra: Record<string, number> = {}, disorganized: string[] = []): GiState {
  const s = built({
    units: { 'de-viii': hex, 'de-ha305': hex, 'de-ha420': hex },
    disorganized,
    learned: { [`hex.${hex}.TEM`]: 0, 'de-ha305.front.BN': 6, 'de-ha420.front.BN': 7, ...extra },
    frames: [{ name: 'segment', side: 'german' }],
    state: { turn: 3, cap: { allied: 3, german: 5 }, initiative: 'german' },
  });
  return ok(act(ok(act(s, 'german', `activate/${hex}`)), 'german', 'attack'));
}

const keys = (s: GiState): string[] =>
  menuOf(game, namerOf(game), s, 'german', []).items.flatMap((i) => (i.kind === 'action' ? [i.key] : []));

describe('9.5.4: the German HA bombard the forts before the Fortunes of War', () => {
  it('a German battle in a hex with an Allied fort and unfired HA opens the bombard prompt, no die rolled yet', () => {
    const dice = new TestDice();
    const s = ok(act(declared('54'), 'german', 'fight/54', dice));
    expect(top(s)).toMatchObject({ name: 'bombard', side: 'german', hex: '54' });
    expect(dice.rolls).toEqual([]);
    expect(keys(s)).toEqual([
      'bombard/de-ha305/maubeuge',
      'bombard/de-ha420/maubeuge',
      'bombard-both/de-ha305/maubeuge',
      'bombard-both/de-ha420/maubeuge',
      'bombard-done',
    ]);
  });

  it('an HA fires at the same fort until it misses (die + [+n] ≤ BN), then flips; the other may still fire', () => {
    const at = ok(act(declared('54'), 'german', 'fight/54'));
    // BN 6: 3+2 hits (5 [+2] gone), 4+2 hits (4 [+2] gone), 6+1 misses against R 3 [+1].
    const applied = act(at, 'german', 'bombard/de-ha305/maubeuge', new TestDice([3, 4, 6]));
    const s = ok(applied);
    expect(s.forts['maubeuge']).toEqual({ at: '54', step: 2 });
    expect(s.units['de-ha305']!.disorganized).toBe(true);
    expect(s.units['de-ha420']!.disorganized).toBe(false);
    const event = applied.ok ? applied.events.find((e) => e.kind === 'bombard') : undefined;
    expect(describe_(event!, namerOf(game)).en).toMatch(
      /^HA 1: 305 mm Skoda HA\.\nHA 1 \(bombard 6\) on maubeuge 5 \[\+2\]: die 3/,
    );
    expect(top(s)?.name).toBe('bombard');
    expect(keys(s)).toEqual(['bombard/de-ha420/maubeuge', 'bombard-done']);
  });

  it('illegal: a fired HA, the concentration after a first HA fired, a fort not in the hex', () => {
    const at = ok(act(declared('54'), 'german', 'fight/54'));
    const s = ok(act(at, 'german', 'bombard/de-ha305/maubeuge', new TestDice([6])));
    for (const key of ['bombard/de-ha305/maubeuge', 'bombard-both/de-ha420/maubeuge', 'bombard/de-ha420/toul']) {
      const refused = act(s, 'german', key);
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.problem).toMatchObject({ code: 'bombard-key', rule: '9.5.4' });
    }
    expect(act(s, 'allied', 'bombard-done').ok).toBe(false);
  });

  it('concentrated: both HA flip; the forts surviving, the fort bombarded takes one hit more', () => {
    const at = ok(act(declared('54'), 'german', 'fight/54'));
    const s = ok(act(at, 'german', 'bombard-both/de-ha420/maubeuge', new TestDice([6, 6])));
    expect(s.forts['maubeuge']).toEqual({ at: '54', step: 1 });
    expect([s.units['de-ha305']!.disorganized, s.units['de-ha420']!.disorganized]).toEqual([true, true]);
    expect(top(s)?.name).not.toBe('bombard');
  });

  it('declining goes on to the Fortunes of War (two dice) with the HA unfired', () => {
    const at = ok(act(declared('54'), 'german', 'fight/54'));
    const dice = new TestDice();
    const applied = act(at, 'german', 'bombard-done', dice);
    const s = ok(applied);
    expect(s.units['de-ha305']!.disorganized).toBe(false);
    expect(dice.rolls.slice(0, 2).map((r) => r.sides)).toEqual([6, 6]);
    expect(applied.ok && applied.events.some((e) => e.kind === 'fow')).toBe(true);
  });

  it("a referee's skip closes the prompt as declined: the Fortunes of War are rolled", () => {
    const at = ok(act(declared('54'), 'german', 'fight/54'));
    const skipped = applyAction(game, at, 'german', { type: 'correct', correction: { edit: 'skip' } }, new TestDice());
    expect(skipped.ok && skipped.events.map((e) => e.kind)).toContain('fow');
    expect(ok(skipped).units['de-ha305']!.disorganized).toBe(false);
  });

  it('no prompt when the HA have fired this turn, or when the Allies attack', () => {
    const kinds = (a: ReturnType<typeof act>): string[] => (a.ok ? a.events.map((e) => e.kind) : []);
    const fired = act(declared('54', {}, ['de-ha305', 'de-ha420']), 'german', 'fight/54');
    expect(top(ok(fired))?.name).not.toBe('bombard');
    expect(kinds(fired)).toContain('fow');
    const allied = built({
      units: { 'fr-vi': '54', 'de-viii': '54', 'de-ha305': '54' },
      learned: { 'hex.54.TEM': 0, 'de-ha305.front.BN': 6, 'fr-vi.front.CS': 5, 'fr-vi.back.CS': 3 },
      frames: [{ name: 'segment', side: 'allied' }],
      state: { turn: 3, cap: { allied: 3, german: 5 }, initiative: 'allied' },
    });
    const a = ok(act(ok(act(allied, 'allied', 'activate/54')), 'allied', 'attack'));
    const fought = act(a, 'allied', 'fight/54');
    expect(top(ok(fought))?.name).not.toBe('bombard');
    expect(kinds(fought)).toContain('fow');
  });

  it('the bombard number and an unprinted "[+n]" are asked of their owners before the prompt', () => {
    const s = built({
      units: { 'de-viii': '64', 'de-ha305': '64' },
      learned: { 'hex.64.TEM': 0, 'namur.back.CS': 1 },
      frames: [{ name: 'segment', side: 'german' }],
      state: { turn: 3, cap: { allied: 3, german: 5 }, initiative: 'german' },
    });
    const at = ok(act(ok(act(ok(act(s, 'german', 'activate/64')), 'german', 'attack')), 'german', 'fight/64'));
    const asks = at.stack.filter((f) => f.name === 'ask');
    expect(asks).toEqual(
      expect.arrayContaining([
        { name: 'ask', side: 'german', value: 'de-ha305.front.BN', max: 9 },
        { name: 'ask', side: 'allied', value: 'namur.back.BD', max: 9 },
      ]),
    );
  });

  it('every fort gone: the HA stops, the Fortunes of War are still rolled (9.1.4), and no battle is left', () => {
    const s = declared('64', { 'namur.back.CS': 1, 'namur.back.BD': 1, 'de-ha305.front.BN': 9 });
    const at = ok(act(s, 'german', 'fight/64'));
    const dice = new TestDice([1, 1]);
    const applied = act(at, 'german', 'bombard/de-ha305/namur', dice);
    const after = ok(applied);
    expect(after.forts['namur']!.at).toBe('eliminated');
    // The 420 mm HA has nothing left to fire at: not flipped (README decision), no prompt.
    expect(after.units['de-ha420']!.disorganized).toBe(false);
    expect(dice.rolls.length).toBeGreaterThanOrEqual(4);
    const kinds = applied.ok ? applied.events.map((e) => e.kind) : [];
    expect(kinds).toContain('fow');
    expect(after.control['64']).toBe('german');
  });
});

describe('9.5.4: the game goes on after a bombardment', () => {
  /** Random legal actions from the menu of the side on top; every one is accepted and the invariants hold. */
  function walk(
    from: GiState,
    steps: number,
    seed: number,
  ): { state: GiState; wrong: string[]; refused: string[]; played: number } {
    let state = from;
    let x = seed;
    const next = (n: number): number => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x % n;
    };
    const wrong: string[] = [];
    const refused: string[] = [];
    let played = 0;
    for (let i = 0; i < steps && !state.over; i++) {
      const side = top(state)?.side;
      if (!side) break;
      const path: string[] = [];
      let item;
      for (;;) {
        const items = menuOf(game, namerOf(game), state, side, path).items;
        if (items.length === 0) break;
        item = items[next(items.length)]!;
        if (item.kind !== 'branch') break;
        path.push(item.key);
      }
      if (!item || item.kind !== 'action') break;
      const applied = act(state, side, item.key, new TestDice([]));
      if (!applied.ok) {
        refused.push(item.key);
        break;
      }
      state = applied.state;
      played++;
      wrong.push(...invariantsOf(game, state));
    }
    return { state, wrong, refused, played };
  }

  it('each bombard choice leads on to legal play, with no broken invariant, for 150 actions', () => {
    const at = ok(act(declared('54'), 'german', 'fight/54'));
    for (const [i, key] of ['bombard/de-ha305/maubeuge', 'bombard-both/de-ha420/maubeuge', 'bombard-done'].entries()) {
      const s = ok(act(at, 'german', key, new TestDice([1, 1, 1, 1, 1, 6])));
      const r = walk(s, 150, i + 1);
      expect(r.refused).toEqual([]);
      expect(r.wrong).toEqual([]);
      expect(r.played === 150 || r.state.over !== undefined).toBe(true);
    }
  });
});
