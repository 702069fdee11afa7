import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../../../src/engine/games/paths-of-glory/play/machine.js';
import { initialState } from '../../../../../src/engine/games/paths-of-glory/play/setup.js';
import { top, type PogState } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { seasonOf } from '../../../../../src/engine/games/paths-of-glory/rules/sequence.js';
import { act, built, campaign, game, legal, pack, refused, TestDice } from './position.js';

/** Passes a whole action round: each side makes the automatic operation and activates nothing. */
function passRound(state: PogState): PogState {
  let s = state;
  for (const side of ['cp', 'ap'] as const) {
    s = legal(s, side, { type: 'auto' });
    s = legal(s, side, { type: 'activated' });
  }
  return s;
}

describe('Paths of Glory play: the sequence of play (4.3, 6.0, 8.0)', () => {
  it('4.3.1 the Central Powers may start with Guns of August in hand, and draw up to seven', () => {
    const start = initialState(game, pack, 'campaign', new TestDice())!;
    expect(top(start)).toEqual({ name: 'guns', side: 'cp' });
    expect(start.hand.ap).toHaveLength(7); // 4.3.2: the Allies draw seven
    const kept = legal(start, 'cp', { type: 'guns', keep: true }, [1, 1]);
    expect(kept.hand.cp).toHaveLength(7);
    expect(kept.hand.cp).toContain('cp-1');
    // Illegal: the Allies have no say in it.
    refused(start, 'ap', { type: 'guns', keep: true }, '8.1.5', 'not-your-turn');
  });

  it('4.3.3 and 7.1.1 the first turn’s Mandated Offensives are rolled before the first round', () => {
    const start = initialState(game, pack, 'campaign', new TestDice())!;
    // The default tables (rules/mandated.ts): CP 4 = GE, AP 2 = FR (the example of play's August 1914).
    const applied = applyAction(game, start, 'cp', { type: 'guns', keep: false }, new TestDice([4, 2]));
    expect(applied.ok).toBe(true);
    if (!applied.ok) return;
    expect(applied.state.mandated).toEqual({ cp: 'ge', ap: 'fr' });
    expect(applied.events.filter((e) => e.kind === 'mandated').map((e) => e['rule'])).toEqual(['7.1.1', '7.1.1']);
    // Illegal: once made, the choice is not made again.
    refused(applied.state, 'cp', { type: 'guns', keep: true }, '4.3.1', 'wrong-prompt');
  });

  it('8.1.2 the Central Powers act first in every round, then the Allies', () => {
    const s = campaign();
    expect(top(s)).toEqual({ name: 'action', side: 'cp' });
    refused(s, 'ap', { type: 'auto' }, '8.1.5', 'not-your-turn');
    const after = legal(legal(s, 'cp', { type: 'auto' }), 'cp', { type: 'activated' });
    expect(top(after)).toEqual({ name: 'action', side: 'ap' });
    expect(after.round).toBe(1);
    const next = legal(legal(after, 'ap', { type: 'auto' }), 'ap', { type: 'activated' });
    expect(top(next)).toEqual({ name: 'action', side: 'cp' });
    expect(next.round).toBe(2);
  });

  it('8.1.3 an action is a card, peace terms or the automatic operation (1 OPS) without a card', () => {
    const s = campaign();
    const auto = legal(s, 'cp', { type: 'auto' });
    expect(top(auto)).toEqual({ name: 'activate', side: 'cp', card: null, points: 1 });
    expect(auto.hand.cp).toEqual(s.hand.cp); // no card played
    // Illegal: Metz holds two German armies (one nationality, cost 1), Insterberg is fine; a space of two nations
    // costs 2, more than the automatic operation's one point (9.2.1).
    const mixed = built(auto, { units: { 'ah-c1': 'koblenz' } });
    refused(mixed, 'cp', { type: 'activate', space: 'koblenz', mode: 'move' }, '9.2.1', 'too-costly');
    expect(legal(auto, 'cp', { type: 'activate', space: 'metz', mode: 'move' }).activations).toEqual({ metz: 'move' });
  });

  it('8.1.5 six rounds each, then the end-of-turn phases: the draw (6.0 G) with its discards, then turn 2', () => {
    let s = campaign();
    for (let round = 1; round <= 6; round++) s = passRound(s);
    // 6.0 G: the Central Powers, then the Allies, may discard Combat Cards and draw.
    expect(top(s)).toEqual({ name: 'discard', side: 'cp' });
    expect(s.round).toBe(0);
    refused(s, 'cp', { type: 'auto' }, '8.1.3', 'wrong-prompt');
    s = legal(s, 'cp', { type: 'draw' });
    expect(top(s)).toEqual({ name: 'discard', side: 'ap' });
    s = legal(s, 'ap', { type: 'draw' }, [1, 1]);
    expect(s.turn).toBe(2);
    expect(s.round).toBe(1);
    expect(top(s)).toEqual({ name: 'action', side: 'cp' });
    expect(s.uses).toEqual({ cp: [], ap: [] });
  });

  it('6.0 G each player draws back up to seven, the discards reshuffled when the draw pile runs out', () => {
    const s = built(campaign(), {
      frame: { name: 'discard', side: 'cp' },
      state: { deck: { cp: ['cp-9'], ap: campaign().deck.ap }, discard: { cp: ['cp-5', 'cp-13', 'cp-7'], ap: [] } },
      hand: { cp: ['cp-1', 'cp-3', 'cp-14'] },
    });
    const drawn = legal({ ...s, deck: { ...s.deck, cp: ['cp-9'] } }, 'cp', { type: 'draw' });
    expect(drawn.hand.cp).toHaveLength(7);
    expect(drawn.discard.cp).toEqual([]);
    // Illegal: drawing is not an action of the round.
    refused(campaign(), 'cp', { type: 'draw' }, '6.0 G', 'wrong-prompt');
  });

  it('9.5.4.6 only Combat Cards may be discarded before the draw', () => {
    const s = built(campaign(), { frame: { name: 'discard', side: 'cp' }, hand: { cp: ['cp-3', 'cp-9'] } });
    const after = legal(s, 'cp', { type: 'discard', card: 'cp-3' }); // Von Francois, a CC
    expect(after.discard.cp).toContain('cp-3');
    refused(s, 'cp', { type: 'discard', card: 'cp-9' }, '9.5.4.6', 'discard-combat-only');
  });

  it('9.5.4.6 the entry cards of Romania and Italy may be discarded before the draw too; Greece’s may not', () => {
    const s = built(campaign(), {
      frame: { name: 'discard', side: 'ap' },
      hand: { ap: ['ap-16', 'ap-17', 'ap-44'] },
    });
    const after = legal(legal(s, 'ap', { type: 'discard', card: 'ap-16' }), 'ap', { type: 'discard', card: 'ap-17' });
    expect(after.discard.ap).toEqual(expect.arrayContaining(['ap-16', 'ap-17']));
    expect(after.hand.ap).toEqual(['ap-44']);
    refused(s, 'ap', { type: 'discard', card: 'ap-44' }, '9.5.4.6', 'discard-combat-only');
  });

  it('1.0 the turns’ seasons: August and September 1914, then a season a turn to Winter 1919', () => {
    expect(seasonOf(1)).toEqual({ season: 'august-1914', year: 1914 });
    expect(seasonOf(3)).toEqual({ season: 'fall', year: 1914 });
    expect(seasonOf(4)).toEqual({ season: 'winter', year: 1915 });
    expect(seasonOf(10)).toEqual({ season: 'summer', year: 1916 });
    expect(seasonOf(20)).toEqual({ season: 'winter', year: 1919 });
  });
});

describe('Paths of Glory play: War Status, victory and the end of the game (5.0, 16.0)', () => {
  const endOfTurn = (s: PogState): PogState => {
    let t = s;
    for (let round = t.round; round <= 6; round++) t = passRound(t);
    return t;
  };

  it('16.1.3 War Status 4 brings Limited War: its cards shuffled into the draw pile, Turkey enters (16.1.3.1)', () => {
    const s = built(campaign(), { state: { turn: 2, round: 6, warStatus: { cp: 4, ap: 1 }, combinedWarStatus: 5 } });
    const after = endOfTurn(s);
    expect(after.commitment).toEqual({ cp: 'limited', ap: 'mobilization' });
    expect(after.atWar).toContain('tu');
    const all = [...after.deck.cp, ...after.hand.cp, ...after.discard.cp];
    expect(all.filter((c) => game.cardById.get(c)?.commitment === 'limited')).toHaveLength(20);
    // 16.1.3.1, 4.2: Turkey's units are set up at once (the book's p. 25 neutral set-up).
    expect(after.units['tu-c1']!.at).toBe('adrianople');
    expect(after.trenches['baghdad']).toBe(1);
    // Illegal: the Allies, at War Status 1, stay at Mobilization; no Limited War card joins their deck.
    expect(
      [...after.deck.ap, ...after.hand.ap, ...after.discard.ap].every(
        (c) => game.cardById.get(c)?.commitment === 'mobilization',
      ),
    ).toBe(true);
  });

  it('9.5.2.1 a nation entering the war by its event (a referee’s correction until the events land) sets up its units', () => {
    const s = legal(campaign(), 'ap', { type: 'correct', correction: { edit: 'war', nation: 'it' } });
    expect(s.atWar).toContain('it');
    expect(s.units['it-1']).toEqual({ at: 'verona', strength: 'reduced' });
    refused(s, 'ap', { type: 'correct', correction: { edit: 'war', nation: 'it' } }, 'referee', 'already-at-war');
  });

  it('16.1.2 the commitment is not checked on turn 1, nor ever in the Introductory scenario (5.3.2)', () => {
    const first = endOfTurn(built(campaign(), { state: { round: 6, warStatus: { cp: 5, ap: 0 } } }));
    expect(first.commitment.cp).toBe('mobilization');
    const intro = endOfTurn(built(campaign('intro'), { state: { turn: 2, round: 6, warStatus: { cp: 5, ap: 0 } } }));
    expect(intro.commitment.cp).toBe('mobilization');
  });

  it('5.2 automatic victory at the War Status Phase: VP 20 for the Central Powers, 0 for the Allies', () => {
    const won = endOfTurn(built(campaign(), { state: { round: 6, vp: 20 } }));
    expect(won.over).toEqual({ reason: 'automatic', winner: 'cp' });
    const lost = endOfTurn(built(campaign(), { state: { round: 6, vp: 0 } }));
    expect(lost.over).toEqual({ reason: 'automatic', winner: 'ap' });
    const neither = endOfTurn(built(campaign(), { state: { round: 6, vp: 19 } }));
    expect(neither.over).toBeUndefined();
  });

  it('16.2.1 armistice at Combined War Status 40: the game ends and the VP decide (5.5.2.2)', () => {
    const s = endOfTurn(built(campaign(), { state: { round: 6, combinedWarStatus: 40, vp: 13 } }));
    expect(s.over).toEqual({ reason: 'armistice', winner: 'cp' });
    const not = endOfTurn(built(campaign(), { state: { round: 6, combinedWarStatus: 39, vp: 13 } }));
    expect(not.over).toBeUndefined();
  });

  it('5.3 the Introductory scenario ends after Fall 1914: CP 14 or more, Allies 10 or less, a draw between', () => {
    let s = built(campaign('intro'), { state: { turn: 3, round: 6, vp: 12 } });
    s = endOfTurn(s);
    s = legal(s, 'cp', { type: 'draw' });
    s = legal(s, 'ap', { type: 'draw' });
    expect(s.over).toEqual({ reason: 'last-turn' });
    let t = endOfTurn(built(campaign('intro'), { state: { turn: 3, round: 6, vp: 14 } }));
    t = legal(legal(t, 'cp', { type: 'draw' }), 'ap', { type: 'draw' });
    expect(t.over).toEqual({ reason: 'last-turn', winner: 'cp' });
    // Illegal: peace terms are not used in the Introductory scenario (5.3.3).
    refused(built(campaign('intro'), { state: { vp: 12 } }), 'cp', { type: 'peace' }, '5.3.3');
  });

  it('5.4 the Limited War scenario ends when a player reaches Total War', () => {
    const s = endOfTurn(
      built(campaign('limited'), { state: { turn: 4, round: 6, warStatus: { cp: 11, ap: 0 }, vp: 14 } }),
    );
    expect(s.over).toEqual({ reason: 'total-war' });
  });

  it('16.5.2 peace terms: the opponent answers (an interrupt), a refusal makes the offerer roll, then play goes on', () => {
    const s = built(campaign(), { state: { vp: 12 } });
    const offered = legal(s, 'cp', { type: 'peace' });
    expect(top(offered)).toEqual({ name: 'peace-answer', side: 'ap', offerer: 'cp' });
    refused(offered, 'cp', { type: 'answer', accept: true }, '8.1.5', 'not-your-turn');
    const refusedTerms = legal(offered, 'ap', { type: 'answer', accept: false }, [1]);
    expect(top(refusedTerms)).toEqual({ name: 'action', side: 'ap' });
    expect(refusedTerms.uses.cp).toEqual(['peace']);
    const accepted = legal(offered, 'ap', { type: 'answer', accept: true });
    expect(accepted.over).toEqual({ reason: 'peace' });
    // 16.5.1.1: not below VP 11.
    refused(built(campaign(), { state: { vp: 10 } }), 'cp', { type: 'peace' }, '16.5.1.1');
  });

  it('referee: a correction edits the board, is logged as such, and leaves the prompt where it was', () => {
    const s = campaign();
    const applied = act(s, 'ap', {
      type: 'correct',
      correction: { edit: 'place', unit: 'ge-1', at: 'liege' },
      note: 'misplaced',
    });
    expect(applied.ok).toBe(true);
    if (!applied.ok) return;
    expect(applied.state.units['ge-1']!.at).toBe('liege');
    expect(applied.state.stack).toEqual(s.stack);
    expect(applied.events[0]).toMatchObject({ kind: 'correction', edit: 'place', note: 'misplaced' });
    refused(
      s,
      'cp',
      { type: 'correct', correction: { edit: 'place', unit: 'ge-1', at: 'atlantis' } },
      'referee',
      'unknown-space',
    );
  });
});
