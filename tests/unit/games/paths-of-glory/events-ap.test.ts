import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../src/engine/core/game.js';
import { AP_EVENT_LINES, AP_EVENT_REFUSALS } from '../../../../src/engine/games/paths-of-glory/play/events-ap-words.js';
import type { PogState } from '../../../../src/engine/games/paths-of-glory/play/state.js';
import { describe as describeLine, refusal } from '../../../../src/engine/games/paths-of-glory/play/words.js';
import { NEUTRAL_ENTRY } from '../../../../src/engine/games/paths-of-glory/rules/cards.js';
import {
  AP_EVENTS,
  blockadeVp,
  moltkeInForce,
  onlyAlliesOfferPeace,
  playedThisTurn,
  rathenauInForce,
  uBoatsInForce,
} from '../../../../src/engine/games/paths-of-glory/rules/events-ap.js';
import { eventProblem } from '../../../../src/engine/games/paths-of-glory/rules/events.js';
import { menuOf } from '../../../../src/engine/games/paths-of-glory/play/menu.js';
import { top } from '../../../../src/engine/games/paths-of-glory/play/state.js';
import { act, at, built, campaign, game, legal, refused } from './play/position.js';

/** The Allied cards' events (rules/events-ap.ts), each played through the machine. */

const namer = {
  space: (id: string) => id,
  unit: (id: string) => id,
  card: (id: string) => ({ en: id, it: id }),
};

/** The Allies to act, holding `card`, at the commitment its deck needs; `state` overrides the rest. */
function allies(cardId: string, state: Partial<PogState> = {}): PogState {
  const c = game.cardById.get(cardId)!;
  const level = c.commitment;
  return built(campaign(), {
    hand: { ap: [cardId] },
    frame: { name: 'action', side: 'ap' },
    state: { commitment: { cp: level, ap: level }, ...state },
  });
}

/** The event played through the machine: the state after it and what it logged. */
function play(s: PogState, cardId: string): { state: PogState; events: GameEvent[] } {
  const applied = act(s, 'ap', { type: 'card', card: cardId, use: 'event' });
  if (!applied.ok) throw new Error(`refused: ${applied.problem.code} (${applied.problem.rule})`);
  // Every log line has words, and none falls back to its bare kind.
  for (const e of applied.events) expect(describeLine(e, namer).en).not.toBe(e.kind);
  return { state: applied.state, events: applied.events };
}

function kinds(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.kind);
}

function manualOf(events: readonly GameEvent[]): string | undefined {
  return events.find((e) => e.kind === 'event-manual')?.['what'] as string | undefined;
}

/** Refused by the card's own condition, with words in both languages. */
function notNow(s: PogState, cardId: string, rule: string, code: string): void {
  refused(s, 'ap', { type: 'card', card: cardId, use: 'event' }, rule, code);
  expect(AP_EVENT_REFUSALS[code]).toBeDefined();
  const problem = eventProblem(at(s), 'ap', cardId)!;
  const words = refusal(problem, namer);
  expect(words.en).not.toMatch(new RegExp(`^${code}`));
  expect(words.it).not.toMatch(new RegExp(`^${code}`));
}

describe('Paths of Glory: the Allied events (9.5.1)', () => {
  it('every Allied card of the 2004 deck is a CC, a reinforcement card, a neutral-entry card, or has an event entry', () => {
    const entries = new Set(AP_EVENTS.map((r) => r.card));
    expect(entries.size).toBe(AP_EVENTS.length);
    const allied = game.cards.filter((c) => c.side === 'ap' && !c.deluxe);
    expect(allied).toHaveLength(55);
    for (const c of allied) {
      const id = `ap-${c.number}`;
      const theirs = c.combat || c.reinforcements.length > 0 || NEUTRAL_ENTRY[id] !== undefined;
      // Romania's entry is the machine's, its entry here its own condition and the placing of its other corps.
      const both = NEUTRAL_ENTRY[id] !== undefined;
      expect(both || theirs !== entries.has(id), `${id} ${c.name.en}`).toBe(true);
    }
    for (const kind of [
      'ap-vp',
      'ap-cancels',
      'ap-no-effect',
      'ap-allows',
      'ap-over-there',
      'ap-greek-units',
      'ap-hand-shown',
    ])
      expect(AP_EVENT_LINES[kind], kind).toBeDefined();
  });

  it('AP #2 Blockade: played at any time; from then on −1 VP each Winter War Status Phase (read by the machine)', () => {
    const s = allies('ap-2', { turn: 4 });
    const { state, events } = play(s, 'ap-2');
    expect(state.vp).toBe(s.vp);
    expect(state.warStatus.ap).toBe(2);
    expect(state.removed.ap).toContain('ap-2');
    expect(manualOf(events)).toBeUndefined();
    // The reader for the War Status Phase: −1 in Winter (turn 4, Winter 1915), nothing in Spring.
    expect(blockadeVp(state)).toBe(-1);
    expect(blockadeVp({ ...state, turn: 5 })).toBe(0);
    expect(blockadeVp(s)).toBe(0);
  });

  it('AP #9 Moltke: only in August or September 1914; in force until Falkenhayn (activation reads it)', () => {
    notNow(allies('ap-9', { turn: 3 }), 'ap-9', '9.5.1.1', 'ap-event-turns');
    const { state, events } = play(allies('ap-9', { turn: 2 }), 'ap-9');
    expect(state.events).toContain('ap-9');
    expect(manualOf(events)).toBeUndefined();
    expect(moltkeInForce(state)).toBe(true);
    expect(moltkeInForce({ ...state, events: [...state.events, 'cp-13'] })).toBe(false);
  });

  it('AP #12 Entrench: the Allies place a level-1 trench with a supplied army of theirs; both sides may entrench', () => {
    // Its one condition (one Entrench a game) is the machine's (9.5.1.1; play/cards.test.ts).
    refused(allies('ap-12', { events: ['cp-6'] }), 'ap', { type: 'card', card: 'ap-12', use: 'event' }, '9.5.1.1');
    const { state, events } = play(allies('ap-12'), 'ap-12');
    expect(state.events).toContain('ap-12');
    expect(manualOf(events)).toBeUndefined();
    expect(state.stack.at(-1)).toEqual({ name: 'event-choice', side: 'ap', card: 'ap-12', player: 'ap' });
    // Sedan holds the French 5th Army, untrenched: offered; Verdun has a trench already: not (rules/event-choices.ts).
    refused(state, 'ap', { type: 'choose', key: 'verdun' }, '9.5.1', 'not-an-option');
    const placed = act(state, 'ap', { type: 'choose', key: 'sedan' });
    expect(placed.ok && placed.state.trenches['sedan']).toBe(1);
    expect(placed.ok && placed.state.stack.at(-1)).toEqual({ name: 'action', side: 'cp' });
  });

  it('AP #13 Rape of Belgium: only after Guns of August; −1 VP', () => {
    notNow(allies('ap-13'), 'ap-13', '9.5.1.1', 'ap-event-needs');
    const s = allies('ap-13', { events: ['cp-1'] });
    const { state, events } = play(s, 'ap-13');
    expect(state.vp).toBe(s.vp - 1);
    expect(state.warStatus.ap).toBe(2);
    expect(kinds(events)).toContain('ap-vp');
    expect(manualOf(events)).toBeUndefined();
  });

  it('AP #23 Cloak and Dagger: the Central Powers’ hand is shown in the log, then the card’s 2 OPS (9.1.3)', () => {
    const s = built(allies('ap-23'), { hand: { cp: ['cp-9', 'cp-13'] } });
    const { state, events } = play(s, 'ap-23');
    expect(events.find((e) => e.kind === 'ap-hand-shown')?.['cards']).toEqual(['cp-9', 'cp-13']);
    expect(state.stack.at(-1)).toEqual({ name: 'activate', side: 'ap', card: 'ap-23', points: 2 });
    expect(state.actionUse).toBe('event');
  });

  it('AP #26 Lusitania: only after Blockade and before Zimmermann Telegram; −1 VP; only the Allies offer peace', () => {
    notNow(allies('ap-26'), 'ap-26', '9.5.1.1', 'ap-event-needs');
    notNow(allies('ap-26', { events: ['ap-2', 'ap-54'] }), 'ap-26', '9.5.1.1', 'ap-event-closed');
    const s = allies('ap-26', { events: ['ap-2'] });
    const { state, events } = play(s, 'ap-26');
    expect(state.vp).toBe(s.vp - 1);
    expect(state.warStatus.ap).toBe(2);
    expect(onlyAlliesOfferPeace(state)).toBe(true);
    expect(onlyAlliesOfferPeace(s)).toBe(false);
    expect(manualOf(events)).toBeUndefined();
  });

  it('AP #27 Great Retreat: marked for this turn only; the combat offers the retreats (play/combat-events.test.ts)', () => {
    const { state, events } = play(allies('ap-27'), 'ap-27');
    expect(playedThisTurn(state, 'ap-27')).toBe(true);
    expect(state.warStatus.ap).toBe(1);
    expect(manualOf(events)).toBeUndefined();
  });

  it('AP #28 Landships: Royal Tank Corps may be played from now on', () => {
    const { state, events } = play(allies('ap-28'), 'ap-28');
    expect(state.events).toContain('ap-28');
    expect(events.find((e) => e.kind === 'ap-allows')?.['allowed']).toBe('ap-48');
    expect(manualOf(events)).toBeUndefined();
  });

  it('AP #30 Salonika: not the round after an Allied SR card; Greece’s units set up, still neutral', () => {
    const s = allies('ap-30', { round: 2, uses: { cp: ['ops', 'ops'], ap: ['sr'] } });
    notNow(s, 'ap-30', '9.3.3', 'ap-salonika-sr');
    const { state, events } = play(allies('ap-30'), 'ap-30');
    const greeks = events.find((e) => e.kind === 'ap-greek-units')?.['units'] as string[];
    expect(greeks).toHaveLength(3);
    expect(greeks.map((u) => state.units[u]?.at).sort()).toEqual(['athens', 'florina', 'larisa']);
    expect(state.atWar).not.toContain('gr');
    expect(state.events).toContain('ap-30');
    expect(manualOf(events)).toBeUndefined();
    // With Greece already at war, its units are where its entry put them: nothing is set up again.
    const entered = play(allies('ap-30', { atWar: ['gr'] }), 'ap-30');
    expect(entered.events.find((e) => e.kind === 'ap-greek-units')).toBeUndefined();
  });

  it('AP #30 Salonika: up to 3 British or French corps SR there from the Reserve Box or an Allied port, one by one', () => {
    // The AUS corps in the Reserve Box is not British for the card (12.4.7); a French corps in Belfort is no port.
    let s = play(allies('ap-30', {}), 'ap-30').state;
    s = { ...s, units: { ...s.units, 'aus-c1': { at: 'ap-reserve', strength: 'full' } } };
    const keys = () => menuOf(game, namer, s, 'ap', []).items.map((i) => i.key);
    expect(top(s)).toEqual({ name: 'event-choice', side: 'ap', card: 'ap-30', player: 'ap' });
    expect(keys()).toEqual(expect.arrayContaining(['choose/br-c1', 'choose/fr-c1', 'choose/br-c2', 'choose/done']));
    expect(keys()).not.toContain('choose/aus-c1');
    expect(keys()).not.toContain('choose/fr-c8');
    refused(s, 'ap', { type: 'choose', key: 'fr-c8' }, '9.5.1', 'not-an-option');
    s = legal(s, 'ap', { type: 'choose', key: 'br-c2' });
    expect(s.units['br-c2']?.at).toBe('salonika');
    s = legal(s, 'ap', { type: 'choose', key: 'fr-c1' });
    s = legal(s, 'ap', { type: 'choose', key: 'fr-c2' });
    // Three sent: the action is over.
    expect(['br-c2', 'fr-c1', 'fr-c2'].map((u) => s.units[u]?.at)).toEqual(['salonika', 'salonika', 'salonika']);
    expect(top(s)).toEqual({ name: 'action', side: 'cp' });
    // 9.3.3: the Allies' next round (this one, after the Central Powers') may not be an SR card.
    const next = built(s, { hand: { ap: ['ap-3'] }, frame: { name: 'action', side: 'ap' } });
    refused(next, 'ap', { type: 'card', card: 'ap-3', use: 'sr' }, '9.3.3', 'sr-twice');
  });

  it('AP #30 Salonika: done stops early; after Greece’s entry only with Salonika the Allies’ and not full', () => {
    const s = play(allies('ap-30'), 'ap-30').state;
    const done = legal(s, 'ap', { type: 'choose', key: 'done' });
    expect(top(done)).toEqual({ name: 'action', side: 'cp' });
    notNow(
      built(allies('ap-30', { atWar: ['gr'] }), { control: { salonika: 'cp' } }),
      'ap-30',
      '9.5.1.1',
      'ap-salonika-held',
    );
  });

  it('AP #33 Grand Fleet: right after High Seas Fleet it takes back its VP; at another time it does nothing', () => {
    // Not a condition in the 2004 text: played at another time, it is an event with no effect (9.5.1.1 note).
    const idle = play(allies('ap-33', { vp: 11 }), 'ap-33');
    expect(idle.state.vp).toBe(11);
    expect(kinds(idle.events)).toContain('ap-no-effect');
    // The CP played another card this round after an earlier High Seas Fleet: too late.
    const late = allies('ap-33', { round: 2, events: ['cp-25'], uses: { cp: ['event', 'ops'], ap: ['ops'] }, vp: 11 });
    expect(play(late, 'ap-33').state.vp).toBe(11);
    const s = allies('ap-33', { events: ['cp-25'], uses: { cp: ['event'], ap: [] }, vp: 11 });
    const { state, events } = play(s, 'ap-33');
    expect(state.vp).toBe(10);
    expect(state.removed.ap).toContain('ap-33');
    expect(events.find((e) => e.kind === 'ap-cancels')?.['cancelled']).toBe('cp-25');
    expect(manualOf(events)).toBeUndefined();
  });

  it('AP #35 Yanks and Tanks: the card’s 4 OPS follow the event (9.1.3); +2 DRM to its attacks with a US unit', () => {
    const { state, events } = play(allies('ap-35'), 'ap-35');
    expect(manualOf(events)).toBeUndefined();
    expect(state.stack.at(-1)).toEqual({ name: 'activate', side: 'ap', card: 'ap-35', points: 4 });
  });

  it('AP #37 Independent Air Force: Walter Rathenau’s RP is cancelled (the Replacement Phase reads it)', () => {
    const s = allies('ap-37', { events: ['cp-33'] });
    expect(rathenauInForce(s)).toBe(true);
    const { state, events } = play(s, 'ap-37');
    expect(rathenauInForce(state)).toBe(false);
    // 16.1.6: at Total War an event's War Status goes to the CWS only.
    expect(state.combinedWarStatus).toBe(s.combinedWarStatus + 1);
    expect(manualOf(events)).toBeUndefined();
  });

  it('AP #40 14 Points: only after Zimmermann Telegram; −1 VP; only the Allies offer peace', () => {
    notNow(allies('ap-40'), 'ap-40', '16.3.5', 'ap-event-needs');
    const s = allies('ap-40', { events: ['ap-54'] });
    const { state, events } = play(s, 'ap-40');
    expect(state.vp).toBe(s.vp - 1);
    expect(onlyAlliesOfferPeace(state)).toBe(true);
    expect(manualOf(events)).toBeUndefined();
  });

  it('AP #45 Kerensky Offensive: only after Fall of the Tsar and before Bolshevik Revolution', () => {
    notNow(allies('ap-45'), 'ap-45', '9.5.1.1', 'ap-event-needs');
    notNow(allies('ap-45', { events: ['cp-52', 'cp-53'] }), 'ap-45', '9.5.1.1', 'ap-event-closed');
    const { state, events } = play(allies('ap-45', { events: ['cp-52'] }), 'ap-45');
    // 9.1.3: the card's 3 OPS follow; the combat adds the +2 (play/combat-events.test.ts).
    expect(state.stack.at(-1)).toEqual({ name: 'activate', side: 'ap', card: 'ap-45', points: 3 });
    expect(manualOf(events)).toBeUndefined();
  });

  it('AP #46 Brusilov Offensive: played at any time; its 4 OPS follow (9.1.3), +1 DRM to its Russian attacks', () => {
    const { state, events } = play(allies('ap-46'), 'ap-46');
    expect(state.combinedWarStatus).toBe(2);
    expect(state.stack.at(-1)).toEqual({ name: 'activate', side: 'ap', card: 'ap-46', points: 4 });
    // Its trench cancel is the combat's (play/combat-events.test.ts).
    expect(manualOf(events)).toBeUndefined();
  });

  it('AP #49 Sinai Pipeline: lasting (the combat drops the Allies’ Sinai −3 DRM but in Summer)', () => {
    const { state, events } = play(allies('ap-49'), 'ap-49');
    expect(state.events).toContain('ap-49');
    expect(manualOf(events)).toBeUndefined();
  });

  it('AP #51 Everyone Into Battle: only after Michael, Blücher or Peace Offensive; marked for this turn, read by the activation costs (play/operations.test.ts)', () => {
    notNow(allies('ap-51'), 'ap-51', '9.5.1.1', 'ap-everyone-into-battle');
    // Blücher has no War Status number: played in a combat, it is found among the removed cards.
    const s = allies('ap-51', { removed: { cp: ['cp-50'], ap: [] } });
    const { state, events } = play(s, 'ap-51');
    expect(playedThisTurn(state, 'ap-51')).toBe(true);
    expect(state.combinedWarStatus).toBe(1);
    expect(manualOf(events)).toBeUndefined();
    expect(kinds(events)).toContain('ap-one-nationality');
    expect(play(allies('ap-51', { events: ['cp-49'] }), 'ap-51').state.events).toContain('ap-51');
  });

  it('AP #52 Convoy: only after U-Boats Unleashed; cancels it; −1 VP', () => {
    notNow(allies('ap-52'), 'ap-52', '9.5.1.1', 'ap-event-needs');
    const s = allies('ap-52', { events: ['cp-36'] });
    expect(uBoatsInForce(s)).toBe(true);
    const { state, events } = play(s, 'ap-52');
    expect(state.vp).toBe(s.vp - 1);
    expect(uBoatsInForce(state)).toBe(false);
    expect(kinds(events)).toEqual(expect.arrayContaining(['ap-vp', 'ap-cancels']));
  });

  it('AP #54 Zimmermann Telegram: only at Combined War Status 30 or more; −1 VP; the USA joins the Allies', () => {
    notNow(allies('ap-54', { combinedWarStatus: 29 }), 'ap-54', '16.3.2', 'ap-zimmermann-cws');
    const s = allies('ap-54', { combinedWarStatus: 30, warStatus: { cp: 15, ap: 15 } });
    const { state, events } = play(s, 'ap-54');
    expect(state.vp).toBe(s.vp - 1);
    expect(state.atWar).toContain('us');
    expect(state.combinedWarStatus).toBe(32);
    expect(events.find((e) => e.kind === 'enters-war')).toMatchObject({ nation: 'us', rule: '16.3.3' });
    expect(playedThisTurn(state, 'ap-54')).toBe(true);
    expect(manualOf(events)).toBeUndefined();
  });

  it('AP #55 Over There: only after Zimmermann Telegram, in a later turn; US RP on every Allied RP card', () => {
    notNow(allies('ap-55'), 'ap-55', '16.3.4', 'ap-event-needs');
    // Zimmermann Telegram this very turn: not yet.
    const zimmermann = play(allies('ap-54', { combinedWarStatus: 30 }), 'ap-54').state;
    const sameTurn = built(zimmermann, { hand: { ap: ['ap-55'] }, frame: { name: 'action', side: 'ap' } });
    notNow(sameTurn, 'ap-55', '9.5.1.1', 'ap-event-later-turn');
    // A later turn: the machine empties the turn's marks.
    const s = allies('ap-55', { events: ['ap-54'], atWar: ['us'], turn: 15 });
    const { state, events } = play(s, 'ap-55');
    expect(state.events).toContain('ap-55');
    expect(kinds(events)).toContain('ap-over-there');
    expect(manualOf(events)).toBeUndefined();
    // 9.4.5, 17.1.8: an Allied RP card now records 1 US RP (the machine reads the card).
    const rp = built(state, { hand: { ap: ['ap-46'] }, frame: { name: 'action', side: 'ap' } });
    const after = act(rp, 'ap', { type: 'card', card: 'ap-46', use: 'rp' });
    expect(after.ok && after.state.rp['us']).toBe(1);
  });
});
