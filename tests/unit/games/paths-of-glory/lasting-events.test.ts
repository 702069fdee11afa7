import { describe, expect, it } from 'vitest';
import type { PogState } from '../../../../src/engine/games/paths-of-glory/play/state.js';
import { thisTurnMark } from '../../../../src/engine/games/paths-of-glory/rules/events-ap.js';
import { activationCost } from '../../../../src/engine/games/paths-of-glory/rules/operations.js';
import { act, at, built, campaign, legal, refused } from './play/position.js';

/** Lasting events read by the rules they change: activation, the War Status and Replacement Phases, peace terms. */

/** The Action Phase's last round passed by both sides with the automatic operation: the end of the turn follows. */
function endTurn(state: PogState): PogState {
  let s = built(state, { state: { round: 6 } });
  for (const side of ['cp', 'ap'] as const) {
    s = legal(s, side, { type: 'auto' });
    s = legal(s, side, { type: 'activated' });
  }
  return s;
}

describe('Paths of Glory: lasting events in the rules they change', () => {
  it('AP #9 Moltke: the Central Powers pay a point a unit in Belgium and France, until Falkenhayn', () => {
    const s = built(campaign(), { units: { 'ge-c1': 'sedan', 'ge-c2': 'sedan' }, control: { sedan: 'cp' } });
    const space = 'sedan';
    const before = activationCost(at(s), space, 'cp');
    expect(before).toBe(1); // two German corps: one nationality (9.2.3)
    const moltke = built(s, { state: { events: ['ap-9'] } });
    expect(activationCost(at(moltke), space, 'cp')).toBe(2);
    // In Germany, the usual cost; after Falkenhayn, the usual cost in France too.
    expect(activationCost(at(moltke), 'koblenz', 'cp')).toBe(activationCost(at(s), 'koblenz', 'cp'));
    const falkenhayn = built(s, { state: { events: ['ap-9', 'cp-13'] } });
    expect(activationCost(at(falkenhayn), space, 'cp')).toBe(before);
  });

  it('AP #2 Blockade: each Winter turn’s War Status Phase costs the Central Powers 1 VP', () => {
    const winter = { turn: 4, vp: 12, mandated: { cp: 'none', ap: 'none' } };
    const played = endTurn(built(campaign(), { state: { ...winter, events: ['ap-2'] } }));
    const not = endTurn(built(campaign(), { state: winter }));
    expect(not.vp - played.vp).toBe(1);
    const spring = endTurn(built(campaign(), { state: { ...winter, turn: 5, events: ['ap-2'] } }));
    expect(spring.vp).toBe(not.vp);
  });

  it('AP #17 Italy unplayed once the Allies are at Total War: +1 VP to the Central Powers each War Status Phase', () => {
    const total: Partial<PogState> = {
      turn: 5,
      vp: 10,
      mandated: { cp: 'none', ap: 'none' },
      commitment: { cp: 'limited', ap: 'total' },
    };
    const neutral = endTurn(built(campaign(), { state: total }));
    const atWar = endTurn(built(campaign(), { state: { ...total, atWar: ['it'] } }));
    expect(neutral.vp - atWar.vp).toBe(1);
    // Before the Allies' Total War, nothing.
    const limited: Partial<PogState> = { ...total, commitment: { cp: 'limited', ap: 'limited' } };
    expect(endTurn(built(campaign(), { state: limited })).vp).toBe(atWar.vp);
  });

  it('CP #33 Walter Rathenau: one more German RP each Replacement Phase, until Independent Air Force', () => {
    const rp = (events: string[]) => {
      const s = endTurn(built(campaign(), { state: { turn: 3, events, mandated: { cp: 'none', ap: 'none' } } }));
      const frame = s.stack.find((f) => f.name === 'replacement' && f.side === 'cp');
      return frame && 'rp' in frame ? ((frame.rp as Record<string, number>)['ge'] ?? 0) : 0;
    };
    expect(rp(['cp-33'])).toBe(rp([]) + 1);
    expect(rp(['cp-33', 'ap-37'])).toBe(rp([]));
  });

  it('AP #26 Lusitania: only the Allies may offer peace terms afterwards', () => {
    const s = built(campaign(), { state: { vp: 14, events: ['ap-26'] } });
    refused(s, 'cp', { type: 'peace' }, '9.5.1', 'peace-allies-only');
  });

  it('CP #36 U-Boats Unleashed: no American reinforcement card until Convoy', () => {
    const s = built(campaign(), {
      hand: { ap: ['ap-38'] },
      frame: { name: 'action', side: 'ap' },
      state: {
        turn: 12,
        atWar: ['us'],
        events: ['ap-54', 'ap-55', 'cp-54', 'cp-36'],
        commitment: { cp: 'total', ap: 'total' },
      },
    });
    refused(s, 'ap', { type: 'card', card: 'ap-38', use: 'event' }, '9.5.1', 'u-boats');
    const convoy = built(s, { state: { events: ['ap-54', 'ap-55', 'cp-54', 'cp-36', 'ap-52'] } });
    expect(legal(convoy, 'ap', { type: 'card', card: 'ap-38', use: 'event' }).units).toBeDefined();
  });

  it('16.3.4 American reinforcement cards only after Over There', () => {
    const s = built(campaign(), {
      hand: { ap: ['ap-38'] },
      frame: { name: 'action', side: 'ap' },
      state: { turn: 12, atWar: ['us'], events: ['ap-54'], commitment: { cp: 'total', ap: 'total' } },
    });
    refused(s, 'ap', { type: 'card', card: 'ap-38', use: 'event' }, '16.3.4', 'us-over-there');
  });

  it('AP #55 Over There: the American reinforcement cards in the turns after it, not in its own (its card)', () => {
    const state: Partial<PogState> = {
      turn: 12,
      atWar: ['us'],
      events: ['ap-54', 'ap-55'],
      commitment: { cp: 'total', ap: 'total' },
    };
    const same = built(campaign(), {
      hand: { ap: ['ap-38'] },
      frame: { name: 'action', side: 'ap' },
      state: { ...state, limits: [thisTurnMark('ap-55')] },
    });
    refused(same, 'ap', { type: 'card', card: 'ap-38', use: 'event' }, '9.5.1.1', 'us-over-there-later');
    const next = built(same, { state: { turn: 13, limits: [] } });
    expect(legal(next, 'ap', { type: 'card', card: 'ap-38', use: 'event' }).reinforcedNations).toContain('us');
  });

  it('CP #27 Zeppelin Raids: this turn’s British RP less 4', () => {
    const rp = (limits: string[]) => {
      const s = endTurn(
        built(campaign(), { state: { turn: 3, limits, rp: { br: 5 }, mandated: { cp: 'none', ap: 'none' } } }),
      );
      const frame = s.stack.find((f) => f.name === 'replacement' && f.side === 'ap');
      return frame && 'rp' in frame ? ((frame.rp as Record<string, number>)['br'] ?? 0) : 0;
    };
    expect(rp([])).toBe(5);
    expect(rp(['event-this-turn:cp-27'])).toBe(1);
  });

  it('AP #46 Brusilov: +1 DRM to the attacks of its own action with Russian units (the fire lists it)', () => {
    const base = built(campaign(), { state: { turn: 5, commitment: { cp: 'total', ap: 'total' } } });
    const s: PogState = {
      ...base,
      deck: { ...base.deck, ap: base.deck.ap.filter((c) => c !== 'ap-46') },
      hand: { ...base.hand, ap: base.hand.ap.filter((c) => c !== 'ap-46') },
      inPlay: ['ap-46'],
      actionUse: 'event',
      activations: { kovno: 'attack' },
      stack: [
        { name: 'action', side: 'ap' },
        { name: 'attack', side: 'ap' },
      ],
    };
    let t = legal(s, 'ap', { type: 'attack', target: 'insterberg', units: ['ru-1'] });
    t = legal(t, 'ap', { type: 'fight' });
    const fired = act(t, 'cp', { type: 'fight' }, [3, 3]);
    expect(fired.ok).toBe(true);
    const fire = fired.ok ? fired.events.find((e) => e.kind === 'fire' && e['role'] === 'attacker') : undefined;
    expect(fire?.['drm']).toBe(1);
    expect(fire?.['modifiers']).toEqual([{ kind: 'drm', why: 'card', card: 'ap-46', value: 1, rule: '9.5.1' }]);
    // The same attack as a card's plain OPS: no drm.
    let u = legal({ ...s, actionUse: undefined, inPlay: ['ap-9'] }, 'ap', {
      type: 'attack',
      target: 'insterberg',
      units: ['ru-1'],
    });
    u = legal(u, 'ap', { type: 'fight' });
    const plain = act(u, 'cp', { type: 'fight' }, [3, 3]);
    const plainFire = plain.ok ? plain.events.find((e) => e.kind === 'fire' && e['role'] === 'attacker') : undefined;
    expect(plainFire?.['drm']).toBe(0);
  });
});
