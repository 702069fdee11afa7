import { describe, expect, it } from 'vitest';
import { top } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { rpRecorded } from '../../../../../src/engine/games/paths-of-glory/rules/cards.js';
import { built, campaign, card, legal, refused } from './position.js';

/** The uses of the cards (9.1, 9.3, 9.4, 9.5): one use a card, the restrictions on consecutive uses, the events. */

describe('Paths of Glory play: the strategy cards (9.0)', () => {
  it('9.1.2 a player plays a card from his own hand', () => {
    const s = built(campaign(), { hand: { cp: ['cp-9'] } });
    expect(legal(s, 'cp', { type: 'card', card: 'cp-9', use: 'rp' }).discard.cp).toEqual(['cp-9']);
    refused(s, 'cp', { type: 'card', card: 'cp-13', use: 'rp' }, '9.1.2', 'not-in-hand');
    refused(s, 'cp', { type: 'card', card: 'ap-1', use: 'rp' }, '9.1.2', 'not-in-hand');
  });

  it('9.1.3 a card is used one way: OPS gives its activation points (9.2.1) and goes to the discards', () => {
    const s = built(campaign(), { hand: { cp: ['cp-9'] } });
    const ops = legal(s, 'cp', { type: 'card', card: 'cp-9', use: 'ops' });
    expect(top(ops)).toEqual({ name: 'activate', side: 'cp', card: 'cp-9', points: card('cp', 9).ops });
    expect(ops.inPlay).toEqual(['cp-9']);
    const done = legal(ops, 'cp', { type: 'activated' });
    expect(done.discard.cp).toEqual(['cp-9']);
    expect(done.inPlay).toEqual([]);
    // Illegal: the same card cannot then be used again.
    refused(done, 'ap', { type: 'card', card: 'cp-9', use: 'sr' }, '9.1.2', 'not-in-hand');
  });

  it('9.3.3 no SR card in the round after an SR card of the same turn', () => {
    const s = built(campaign(), { hand: { cp: ['cp-9', 'cp-13', 'cp-5'] } });
    let t = legal(s, 'cp', { type: 'card', card: 'cp-9', use: 'sr' });
    t = legal(t, 'cp', { type: 'redeployed' });
    t = legal(legal(t, 'ap', { type: 'auto' }), 'ap', { type: 'activated' });
    refused(t, 'cp', { type: 'card', card: 'cp-13', use: 'sr' }, '9.3.3', 'sr-twice');
    // Legal: another use, then SR again the round after.
    t = legal(t, 'cp', { type: 'card', card: 'cp-13', use: 'rp' });
    t = legal(legal(t, 'ap', { type: 'auto' }), 'ap', { type: 'activated' });
    expect(top(legal(t, 'cp', { type: 'card', card: 'cp-5', use: 'sr' }))?.name).toBe('sr');
  });

  it('9.3.3 an SR card in the last round of a turn and the first of the next is allowed', () => {
    const s = built(campaign(), { hand: { cp: ['cp-9'] }, state: { turn: 2, round: 1, uses: { cp: [], ap: [] } } });
    // Turn 1's round 6 was SR, but this is turn 2's first round: the uses of the previous turn do not count.
    expect(top(legal(s, 'cp', { type: 'card', card: 'cp-9', use: 'sr' }))?.name).toBe('sr');
  });

  it('9.4.3 no RP card in the round after an RP card of the same turn', () => {
    const s = built(campaign(), { hand: { cp: ['cp-9', 'cp-13'] } });
    let t = legal(s, 'cp', { type: 'card', card: 'cp-9', use: 'rp' });
    t = legal(legal(t, 'ap', { type: 'auto' }), 'ap', { type: 'activated' });
    refused(t, 'cp', { type: 'card', card: 'cp-13', use: 'rp' }, '9.4.3', 'rp-twice');
    expect(top(legal(t, 'cp', { type: 'card', card: 'cp-13', use: 'ops' }))?.name).toBe('activate');
  });

  it('9.4.1 a card played for RP records its RP by nation; a neutral Italy, Bulgaria or Turkey records none', () => {
    const s = built(campaign(), { frame: { name: 'action', side: 'ap' }, hand: { ap: ['ap-1'] } });
    const t = legal(s, 'ap', { type: 'card', card: 'ap-1', use: 'rp' });
    // British Reinforcements: A 1, IT 1, BR 2, FR 2, RU 3; Italy neutral.
    expect(t.rp).toEqual({ a: 1, br: 2, fr: 2, ru: 3 });
    expect(rpRecorded(card('ap', 1), ['it'], false)).toEqual({ a: 1, it: 1, br: 2, fr: 2, ru: 3 });
    // 9.4.5, 17.1.8: after Over There, +1 US RP.
    expect(rpRecorded(card('ap', 1), [], true)['us']).toBe(1);
  });

  it('9.5.1.2 a * card played as an event is removed; played otherwise it is discarded', () => {
    const s = built(campaign(), { hand: { cp: ['cp-1', 'cp-9'] } });
    // Guns of August's combats follow its event (none made here): the card goes when the action ends.
    const event = legal(legal(s, 'cp', { type: 'card', card: 'cp-1', use: 'event' }), 'cp', { type: 'attacked' });
    expect(event.removed.cp).toEqual(['cp-1']);
    expect(event.discard.cp).toEqual([]);
    const rp = legal(s, 'cp', { type: 'card', card: 'cp-1', use: 'rp' });
    expect(rp.discard.cp).toEqual(['cp-1']);
    expect(rp.removed.cp).toEqual([]);
  });

  it('9.5.1.3 an event’s War Status number adds to its player’s WS and the CWS; at Total War to the CWS only (16.1.6)', () => {
    const s = built(campaign(), { hand: { cp: ['cp-1'] } });
    const t = legal(s, 'cp', { type: 'card', card: 'cp-1', use: 'event' }); // Guns of August (2)
    expect(t.warStatus.cp).toBe(2);
    expect(t.combinedWarStatus).toBe(2);
    const total = built(campaign(), {
      hand: { cp: ['cp-1'] },
      state: { commitment: { cp: 'total', ap: 'mobilization' }, warStatus: { cp: 12, ap: 0 } },
    });
    const u = legal(total, 'cp', { type: 'card', card: 'cp-1', use: 'event' });
    expect(u.warStatus.cp).toBe(12);
    expect(u.combinedWarStatus).toBe(2);
  });

  it('9.5.1.1 only one side’s Entrench card is ever played as an event', () => {
    const s = built(campaign(), { hand: { cp: ['cp-6'] } });
    expect(legal(s, 'cp', { type: 'card', card: 'cp-6', use: 'event' }).events).toContain('cp-6');
    const after = built(campaign(), {
      frame: { name: 'action', side: 'ap' },
      hand: { ap: ['ap-12'] },
      state: { events: ['cp-6'] },
    });
    refused(after, 'ap', { type: 'card', card: 'ap-12', use: 'event' }, '9.5.1.1', 'entrench-once');
    expect(legal(after, 'ap', { type: 'card', card: 'ap-12', use: 'ops' }).inPlay).toEqual(['ap-12']);
  });

  it('9.5.3.1 no reinforcements in August 1914, and one reinforcement card per nation per turn', () => {
    const s = built(campaign(), { hand: { cp: ['cp-7'] } }); // German Reinforcements
    refused(s, 'cp', { type: 'card', card: 'cp-7', use: 'event' }, '9.5.3.1', 'no-reinforcements-august');
    const september = built(s, { state: { turn: 2 } });
    expect(legal(september, 'cp', { type: 'card', card: 'cp-7', use: 'event' }).reinforcedNations).toContain('ge');
    refused(
      built(september, { state: { reinforcedNations: ['ge'] } }),
      'cp',
      { type: 'card', card: 'cp-7', use: 'event' },
      '9.5.3.1',
      'reinforcements-twice',
    );
  });

  it('9.5.3.1 a reinforcement card is its title’s nation’s: the AUS and CND corps and the MEF come as British', () => {
    // AP #20 "British Reinforcements" brings the AUS and CND corps: no other British card that turn.
    const s = built(campaign(), {
      hand: { ap: ['ap-20', 'ap-1'] },
      frame: { name: 'action', side: 'ap' },
      state: { turn: 3, commitment: { cp: 'limited', ap: 'limited' } },
    });
    const after = legal(s, 'ap', { type: 'card', card: 'ap-20', use: 'event' });
    expect(after.reinforcedNations).toEqual(['br']);
    const next = built(after, { frame: { name: 'action', side: 'ap' } });
    refused(next, 'ap', { type: 'card', card: 'ap-1', use: 'event' }, '9.5.3.1', 'reinforcements-twice');
    // AP #31 MEF is British too; a French card is not barred by it.
    const mef = built(campaign(), {
      hand: { ap: ['ap-31', 'ap-10'] },
      frame: { name: 'action', side: 'ap' },
      state: { turn: 3, atWar: ['tu'], commitment: { cp: 'limited', ap: 'limited' }, reinforcedNations: ['br'] },
    });
    refused(mef, 'ap', { type: 'card', card: 'ap-31', use: 'event' }, '9.5.3.1', 'reinforcements-twice');
    expect(legal(mef, 'ap', { type: 'card', card: 'ap-10', use: 'event' }).reinforcedNations).toContain('fr');
  });

  it('9.5.4.1 a Combat Card event is played in a combat, not as the action of a round', () => {
    const s = built(campaign(), { hand: { cp: ['cp-3'] } }); // Von Francois, CC
    refused(s, 'cp', { type: 'card', card: 'cp-3', use: 'event' }, '9.5.4.1', 'combat-card');
    expect(top(legal(s, 'cp', { type: 'card', card: 'cp-3', use: 'ops' }))?.name).toBe('activate');
  });

  it('5.3 (VP table) a * event in the Introductory scenario: +1 VP for the Central Powers, −1 for the Allies', () => {
    const s = built(campaign('intro'), { hand: { cp: ['cp-1'] } });
    expect(legal(s, 'cp', { type: 'card', card: 'cp-1', use: 'event' }).vp).toBe(11);
    const c = built(campaign(), { hand: { cp: ['cp-1'] } });
    expect(legal(c, 'cp', { type: 'card', card: 'cp-1', use: 'event' }).vp).toBe(10);
  });
});
