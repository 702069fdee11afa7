import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../../src/engine/core/explain.js';
import { loc } from '../../../../src/engine/core/localized.js';
import type { Side } from '../../../../src/engine/games/paths-of-glory/model.js';
import { COMBAT_CARD_REFUSALS } from '../../../../src/engine/games/paths-of-glory/play/combat-card-words.js';
import type { PogState } from '../../../../src/engine/games/paths-of-glory/play/state.js';
import { cardId } from '../../../../src/engine/games/paths-of-glory/rules/cards.js';
import {
  COMBAT_CARDS,
  combatCardProblem,
  combinedEffect,
  type CardCombat,
  type CardWindow,
} from '../../../../src/engine/games/paths-of-glory/rules/combat-cards.js';
import { sideOfUnit, unitsAt } from '../../../../src/engine/games/paths-of-glory/rules/position.js';
import { at, built, campaign, game, type Changes } from './play/position.js';

/** The Combat Cards (9.5.4, 12.2.4–12.2.6): each card in a combat where it may be played and one where it may not. */

/** The campaign's start (turn 1, August 1914) with the changes a test names. */
function position(changes: Changes = {}): PogState {
  return built(campaign(), changes);
}

/** The combat of `attacker`'s units in `from` against the other side's units in `target`. */
function combat(
  s: PogState,
  attacker: Side,
  from: string[],
  target: string,
  more: Partial<CardCombat> = {},
): CardCombat {
  const p = at(s);
  return {
    attacker,
    target,
    from,
    attackers: from.flatMap((f) => unitsAt(p, f).filter((u) => sideOfUnit(p.model, u) === attacker)),
    defenders: unitsAt(p, target).filter((u) => sideOfUnit(p.model, u) !== attacker),
    flank: false,
    trenchCancelled: false,
    ...more,
  };
}

/** The card's side plays it (cards are `${side}-${number}`). */
const sideOf = (card: string): Side => (card.startsWith('cp-') ? 'cp' : 'ap');

function may(s: PogState, card: string, window: CardWindow, c: CardCombat): void {
  expect(combatCardProblem(at(s), sideOf(card), card, window, c)).toBeNull();
}
function mayNot(s: PogState, card: string, window: CardWindow, c: CardCombat, code: string): Problem {
  const problem = combatCardProblem(at(s), sideOf(card), card, window, c);
  expect(problem?.code).toBe(code);
  return problem!;
}
function effect(s: PogState, card: string, c: CardCombat) {
  return combinedEffect(at(s), c, [card]);
}

// Start positions used below: GE 8th Army at Insterberg, RU 1st Army at Kovno, GE 4th Army in Metz (trench 1),
// FR 1st and 2nd Armies in Nancy, FR 3rd and 4th in Verdun, FR 5th in Sedan, GE 7th (reduced) in Mulhouse, FR corps
// in Belfort, SB 1st Army in Belgrade, AH 5th Army at Novi Sad.

describe('Paths of Glory: the Combat Cards of the 2004 deck (9.5.4)', () => {
  it('every Combat Card of the 2004 deck has its rules, and nothing else has (Deluxe cards excepted)', () => {
    const deck = game.cards.filter((c) => c.combat && !c.deluxe).map(cardId);
    expect(Object.keys(COMBAT_CARDS).sort()).toEqual([...deck].sort());
    expect(deck).toHaveLength(27);
    for (const [id, rule] of Object.entries(COMBAT_CARDS)) expect(rule.card).toBe(id);
  });

  it('AP #4 Pleve: a Russian attack or defence gets +1', () => {
    const s = position();
    const defending = combat(s, 'cp', ['insterberg'], 'kovno');
    may(s, 'ap-4', 'cards', defending);
    expect(effect(s, 'ap-4', defending)).toEqual({ defenderDrm: 1 });
    const attacking = combat(s, 'ap', ['kovno'], 'insterberg');
    may(s, 'ap-4', 'cards', attacking);
    expect(effect(s, 'ap-4', attacking)).toEqual({ attackerDrm: 1 });
    // Not for the French at Nancy.
    mayNot(s, 'ap-4', 'cards', combat(s, 'cp', ['metz'], 'nancy'), 'cc-needs-nation');
  });

  it('AP #5 Putnik: a Serbian attack or defence gets +1, in 1914 and 1915 only', () => {
    const s = position();
    const c = combat(s, 'cp', ['novi-sad'], 'belgrade');
    may(s, 'ap-5', 'cards', c);
    expect(effect(s, 'ap-5', c)).toEqual({ defenderDrm: 1 });
    // Fall 1915 (turn 7) still; Winter 1916 (turn 8) no more.
    may(position({ state: { turn: 7 } }), 'ap-5', 'cards', c);
    const late = position({ state: { turn: 8 } });
    expect(mayNot(late, 'ap-5', 'cards', combat(late, 'cp', ['novi-sad'], 'belgrade'), 'cc-year').params).toEqual({
      card: 'ap-5',
      last: 1915,
    });
    mayNot(s, 'ap-5', 'cards', combat(s, 'cp', ['insterberg'], 'kovno'), 'cc-needs-nation');
  });

  it('AP #6 Withdrawal: the defender plays it in the cards step (12.6.2); never the attacker', () => {
    const s = position();
    const c = combat(s, 'cp', ['metz'], 'nancy');
    may(s, 'ap-6', 'cards', c);
    expect(effect(s, 'ap-6', c)).toEqual({ withdrawal: true });
    expect(COMBAT_CARDS['ap-6']?.rule).toBe('12.6');
    mayNot(s, 'ap-6', 'cards', combat(s, 'ap', ['nancy'], 'metz'), 'cc-wrong-role');
    mayNot(s, 'ap-6', 'flank', c, 'cc-wrong-window');
  });

  it('AP #7 Severe Weather: a defence in mountain in Fall or Winter, or in swamp in Spring or Fall, gets +2', () => {
    const fall = position({ state: { turn: 3 } });
    const c = combat(fall, 'cp', ['mulhouse'], 'belfort');
    may(fall, 'ap-7', 'cards', c);
    expect(effect(fall, 'ap-7', c)).toEqual({ defenderDrm: 2 });
    // Swamp in Spring 1915 (turn 5).
    const spring = position({ state: { turn: 5 }, units: { 'fr-c1': 'calais', 'ge-1': 'amiens' } });
    may(spring, 'ap-7', 'cards', combat(spring, 'cp', ['amiens'], 'calais'));
    // Mountain in Spring, and August 1914 (neither Fall nor Winter: 5.3.1 makes turn 3 Fall 1914).
    mayNot(position({ state: { turn: 5 } }), 'ap-7', 'cards', c, 'cc-weather');
    mayNot(position(), 'ap-7', 'cards', c, 'cc-weather');
  });

  it('AP #18 Hurricane Barrage: a British attack gets +1; AUS, CND, PT and ANA are not British for it (9.2.3)', () => {
    const s = position({ units: { 'br-bef': 'sedan' } });
    const c = combat(s, 'ap', ['sedan'], 'metz');
    may(s, 'ap-18', 'cards', c);
    expect(effect(s, 'ap-18', c)).toEqual({ attackerDrm: 1 });
    const french = position();
    mayNot(french, 'ap-18', 'cards', combat(french, 'ap', ['sedan'], 'metz'), 'cc-needs-nation');
    const aus = position({ units: { 'aus-c1': 'verdun' } });
    mayNot(aus, 'ap-18', 'cards', combat(aus, 'ap', ['verdun'], 'metz', { attackers: ['aus-c1'] }), 'cc-needs-nation');
  });

  it('AP #19 Air Superiority: a British or French attack gets +1', () => {
    const s = position();
    const c = combat(s, 'ap', ['sedan'], 'metz');
    may(s, 'ap-19', 'cards', c);
    expect(effect(s, 'ap-19', c)).toEqual({ attackerDrm: 1 });
    mayNot(s, 'ap-19', 'cards', combat(s, 'ap', ['kovno'], 'insterberg'), 'cc-needs-nation');
  });

  it('AP #21 Phosgene Gas: a French attack gets +1', () => {
    const s = position({ units: { 'br-bef': 'cambrai' } });
    const c = combat(s, 'ap', ['sedan'], 'metz');
    may(s, 'ap-21', 'cards', c);
    expect(effect(s, 'ap-21', c)).toEqual({ attackerDrm: 1 });
    mayNot(s, 'ap-21', 'cards', combat(s, 'ap', ['cambrai'], 'metz'), 'cc-needs-nation');
  });

  it('AP #36 Mine Attack: a British attack on an entrenched defender gets +1, one combat a turn (9.5.4.2)', () => {
    const s = position({ units: { 'br-bef': 'sedan' } });
    const c = combat(s, 'ap', ['sedan'], 'metz'); // Metz: trench 1 at start
    may(s, 'ap-36', 'cards', c);
    expect(effect(s, 'ap-36', c)).toEqual({ attackerDrm: 1 });
    expect(COMBAT_CARDS['ap-36']?.oncePerTurn).toBe(true);
    // A trench a card cancelled is none; nor is a space without a trench.
    mayNot(s, 'ap-36', 'cards', { ...c, trenchCancelled: true }, 'cc-needs-trench');
    const open = position({ units: { 'br-bef': 'sedan' }, state: { trenches: {} } });
    mayNot(open, 'ap-36', 'cards', combat(open, 'ap', ['sedan'], 'metz'), 'cc-needs-trench');
  });

  it('AP #39 They Shall Not Pass: a defence of a space with an intact French fort does not retreat if lost', () => {
    const s = position();
    const c = combat(s, 'cp', ['metz'], 'verdun');
    may(s, 'ap-39', 'cards', c);
    expect(effect(s, 'ap-39', c)).toEqual({ noRetreat: true });
    expect(COMBAT_CARDS['ap-39']?.survivesTie).toBe(true);
    mayNot(s, 'ap-39', 'cards', combat(s, 'cp', ['metz'], 'sedan'), 'cc-needs-french-fort');
    const destroyed = position({ state: { destroyed: ['verdun'] } });
    mayNot(destroyed, 'ap-39', 'cards', combat(destroyed, 'cp', ['metz'], 'verdun'), 'cc-needs-french-fort');
  });

  it('AP #48 Royal Tank Corps: after Landships, a British attack into clear terrain cancels the trench (12.2.4)', () => {
    const s = position({ units: { 'br-bef': 'amiens', 'ge-1': 'cambrai' }, state: { events: ['ap-28'] } });
    const c = combat(s, 'ap', ['amiens'], 'cambrai');
    may(s, 'ap-48', 'trench', c);
    expect(effect(s, 'ap-48', c)).toEqual({ cancelTrench: true });
    expect(COMBAT_CARDS['ap-48']?.oncePerTurn).toBe(true);
    mayNot(s, 'ap-48', 'cards', c, 'cc-wrong-window');
    const before = position({ units: { 'br-bef': 'amiens', 'ge-1': 'cambrai' } });
    mayNot(before, 'ap-48', 'trench', combat(before, 'ap', ['amiens'], 'cambrai'), 'cc-needs-event');
    const hills = position({ units: { 'br-bef': 'belfort' }, state: { events: ['ap-28'] } });
    mayNot(hills, 'ap-48', 'trench', combat(hills, 'ap', ['belfort'], 'mulhouse'), 'cc-needs-clear');
  });

  it('CP #2 Wireless Intercepts: a German flank attempt on a space of Russians only succeeds (12.3.3)', () => {
    const s = position({ units: { 'ge-c10': 'konigsberg' } });
    const c = combat(s, 'cp', ['insterberg', 'konigsberg'], 'kovno', { flank: true });
    may(s, 'cp-2', 'flank', c);
    expect(effect(s, 'cp-2', c)).toEqual({ flankSuccess: true });
    mayNot(s, 'cp-2', 'flank', { ...c, flank: false }, 'cc-needs-flank');
    mayNot(s, 'cp-2', 'cards', c, 'cc-wrong-window');
    const mixed = position({ units: { 'ge-c10': 'konigsberg', 'fr-c1': 'kovno' } });
    const withFrench = combat(mixed, 'cp', ['insterberg', 'konigsberg'], 'kovno', { flank: true });
    mayNot(mixed, 'cp-2', 'flank', withFrench, 'cc-needs-only-nation');
  });

  it('CP #3 Von Francois: a German attack on Russian units gets +1', () => {
    const s = position();
    const c = combat(s, 'cp', ['insterberg'], 'kovno');
    may(s, 'cp-3', 'cards', c);
    expect(effect(s, 'cp-3', c)).toEqual({ attackerDrm: 1 });
    mayNot(s, 'cp-3', 'cards', combat(s, 'cp', ['metz'], 'nancy'), 'cc-needs-nation');
    mayNot(s, 'cp-3', 'cards', combat(s, 'cp', ['tarnow'], 'dubno'), 'cc-needs-nation');
  });

  it('CP #4 Severe Weather: the Central Powers defending in mountain in Winter get +2; not in Summer', () => {
    const winter = position({ state: { turn: 4 }, units: { 'fr-c10': 'belfort' } });
    const c = combat(winter, 'ap', ['belfort'], 'mulhouse');
    may(winter, 'cp-4', 'cards', c);
    expect(effect(winter, 'cp-4', c)).toEqual({ defenderDrm: 2 });
    mayNot(position({ state: { turn: 6 } }), 'cp-4', 'cards', c, 'cc-weather');
    // The attacker never plays it.
    mayNot(winter, 'cp-4', 'cards', combat(winter, 'cp', ['mulhouse'], 'belfort'), 'cc-wrong-role');
  });

  it.each([
    { card: 'cp-15', label: 'CP #15 Chlorine Gas' },
    { card: 'cp-19', label: 'CP #19 Flamethrowers' },
    { card: 'cp-35', label: 'CP #35 Mustard Gas' },
    { card: 'cp-40', label: 'CP #40 Air Superiority' },
  ])('$label: a German attack gets +1', ({ card }) => {
    const s = position();
    const c = combat(s, 'cp', ['metz'], 'nancy');
    may(s, card, 'cards', c);
    expect(effect(s, card, c)).toEqual({ attackerDrm: 1 });
    mayNot(s, card, 'cards', combat(s, 'cp', ['novi-sad'], 'belgrade'), 'cc-needs-nation');
  });

  it('CP #16 Liman von Sanders: a Turkish attack or defence gets +1', () => {
    const s = position({ units: { 'tu-c1': 'erzerum' } });
    const defending = combat(s, 'ap', ['kars'], 'erzerum');
    may(s, 'cp-16', 'cards', defending);
    expect(effect(s, 'cp-16', defending)).toEqual({ defenderDrm: 1 });
    const attacking = combat(s, 'cp', ['erzerum'], 'kars');
    may(s, 'cp-16', 'cards', attacking);
    expect(effect(s, 'cp-16', attacking)).toEqual({ attackerDrm: 1 });
    mayNot(s, 'cp-16', 'cards', combat(s, 'cp', ['metz'], 'nancy'), 'cc-needs-nation');
  });

  it('CP #18 Fortified Machine Guns: an entrenched German defender gets +1 (the example of 12.7)', () => {
    const s = position();
    const c = combat(s, 'ap', ['nancy'], 'metz');
    may(s, 'cp-18', 'cards', c);
    expect(effect(s, 'cp-18', c)).toEqual({ defenderDrm: 1 });
    mayNot(s, 'cp-18', 'cards', { ...c, trenchCancelled: true }, 'cc-needs-trench');
    // Cracow is entrenched at start, but holds Austro-Hungarians only.
    const cracow = position({ units: { 'ru-5': 'lublin' } });
    mayNot(cracow, 'cp-18', 'cards', combat(cracow, 'ap', ['lublin'], 'cracow'), 'cc-needs-nation');
  });

  it('CP #26 Place of Execution: after Falkenhayn, before H-L Take Command, an attack on a French fort gets +2', () => {
    const s = position({ state: { events: ['cp-13'] } });
    const c = combat(s, 'cp', ['metz'], 'verdun');
    may(s, 'cp-26', 'cards', c);
    expect(effect(s, 'cp-26', c)).toEqual({ attackerDrm: 2 });
    mayNot(position(), 'cp-26', 'cards', c, 'cc-needs-event');
    mayNot(position({ state: { events: ['cp-13', 'cp-54'] } }), 'cp-26', 'cards', c, 'cc-after-event');
    mayNot(s, 'cp-26', 'cards', combat(s, 'cp', ['metz'], 'sedan'), 'cc-needs-french-fort');
  });

  it('CP #30 Alpenkorps: an attack into or out of a mountain space gets +1, whatever its nationality', () => {
    const s = position({ units: { 'it-1': 'asiago' } });
    const into = combat(s, 'cp', ['mulhouse'], 'belfort');
    may(s, 'cp-30', 'cards', into);
    expect(effect(s, 'cp-30', into)).toEqual({ attackerDrm: 1 });
    // Out of Trent (mountain) into Asiago (clear), Austro-Hungarians only.
    const out = position({ units: { 'ah-c9': 'trent', 'it-1': 'asiago' } });
    may(out, 'cp-30', 'cards', combat(out, 'cp', ['trent'], 'asiago'));
    mayNot(s, 'cp-30', 'cards', combat(s, 'cp', ['metz'], 'nancy'), 'cc-needs-mountain');
  });

  it('CP #31 Kemal: a Turkish defender of CF 1 or more fires on the Army table (12.3.4.1), one combat a turn', () => {
    const s = position({ units: { 'tu-c1': 'erzerum' } });
    const c = combat(s, 'ap', ['kars'], 'erzerum');
    may(s, 'cp-31', 'cards', c);
    expect(effect(s, 'cp-31', c)).toEqual({ kemal: true });
    expect(COMBAT_CARDS['cp-31']?.oncePerTurn).toBe(true);
    // A reduced Turkish corps has CF 0.
    const reduced = position({ units: { 'tu-c1': 'erzerum' }, reduced: ['tu-c1'] });
    mayNot(reduced, 'cp-31', 'cards', combat(reduced, 'ap', ['kars'], 'erzerum'), 'cc-kemal');
    // 14.3.4: out of supply, nothing.
    mayNot(s, 'cp-31', 'cards', { ...c, inSupply: () => false }, 'cc-out-of-supply');
  });

  it('CP #43 Von Below: an attack on Italians only cancels the trench (12.2.4)', () => {
    const s = position({ units: { 'it-1': 'asiago', 'ah-c9': 'trent' }, state: { trenches: { asiago: 1 } } });
    const c = combat(s, 'cp', ['trent'], 'asiago');
    may(s, 'cp-43', 'trench', c);
    expect(effect(s, 'cp-43', c)).toEqual({ cancelTrench: true });
    mayNot(s, 'cp-43', 'cards', c, 'cc-wrong-window');
    const mixed = position({ units: { 'it-1': 'asiago', 'fr-c1': 'asiago', 'ah-c9': 'trent' } });
    mayNot(mixed, 'cp-43', 'trench', combat(mixed, 'cp', ['trent'], 'asiago'), 'cc-needs-only-nation');
  });

  it('CP #44 Von Hutier: an attack on Russian units cancels the trench and fires first (12.2.8)', () => {
    const s = position();
    const c = combat(s, 'cp', ['insterberg'], 'kovno');
    may(s, 'cp-44', 'trench', c);
    expect(effect(s, 'cp-44', c)).toEqual({ cancelTrench: true, attackerFirst: true });
    mayNot(s, 'cp-44', 'trench', combat(s, 'cp', ['metz'], 'nancy'), 'cc-needs-nation');
  });

  it('CP #49 Michael: after H-L Take Command, a German attack cancels the trench and gets +1', () => {
    const s = position({ state: { events: ['cp-54'] } });
    const c = combat(s, 'cp', ['metz'], 'nancy');
    may(s, 'cp-49', 'trench', c);
    expect(effect(s, 'cp-49', c)).toEqual({ cancelTrench: true, attackerDrm: 1 });
    mayNot(position(), 'cp-49', 'trench', c, 'cc-needs-event');
    mayNot(s, 'cp-49', 'trench', combat(s, 'cp', ['novi-sad'], 'belgrade'), 'cc-needs-nation');
  });

  it('CP #50 Blucher: after H-L Take Command, a German attack cancels the trench', () => {
    const s = position({ state: { events: ['cp-54'] } });
    const c = combat(s, 'cp', ['metz'], 'nancy');
    may(s, 'cp-50', 'trench', c);
    expect(effect(s, 'cp-50', c)).toEqual({ cancelTrench: true });
    mayNot(position(), 'cp-50', 'trench', c, 'cc-needs-event');
  });

  it('CP #51 Peace Offensive: after H-L Take Command, cancels the trench; −1 VP if the attackers do not advance', () => {
    const s = position({ state: { events: ['cp-54'] } });
    const c = combat(s, 'cp', ['metz'], 'nancy');
    may(s, 'cp-51', 'trench', c);
    expect(effect(s, 'cp-51', c)).toEqual({ cancelTrench: true, vpIfNoAdvance: -1 });
    mayNot(s, 'cp-51', 'trench', combat(s, 'cp', ['tarnow'], 'dubno'), 'cc-needs-nation');
  });
});

describe('Paths of Glory: playing a Combat Card (9.5.4, 12.2.6)', () => {
  it('9.1.2, 9.5.4 only one’s own Combat Cards, and only Combat Cards (not the Deluxe ones)', () => {
    const s = position();
    const c = combat(s, 'cp', ['insterberg'], 'kovno');
    expect(combatCardProblem(at(s), 'ap', 'cp-3', 'cards', c)).toMatchObject({ code: 'cc-not-yours', rule: '9.1.2' });
    expect(combatCardProblem(at(s), 'cp', 'cp-1', 'cards', c)).toMatchObject({ code: 'cc-not-combat-card' });
    expect(combatCardProblem(at(s), 'cp', 'cp-56', 'cards', c)).toMatchObject({ code: 'cc-not-combat-card' });
  });

  it('9.5.4.4 a card is used once an action round', () => {
    const s = position();
    const c = combat(s, 'cp', ['insterberg'], 'kovno', { used: ['cp-3'] });
    mayNot(s, 'cp-3', 'cards', c, 'cc-used-this-round');
    may(s, 'cp-44', 'trench', c);
  });

  it('3.0 no card supports a fort without units', () => {
    const s = position({ state: { turn: 3 }, units: { 'fr-c8': 'ap-reserve', 'fr-c9': 'ap-reserve' } });
    mayNot(s, 'ap-7', 'cards', combat(s, 'cp', ['mulhouse'], 'belfort'), 'cc-unoccupied-fort');
  });

  it('14.3.4 a defender’s card reads only its defenders in supply', () => {
    const s = position({ units: { 'fr-c1': 'kovno' } });
    const c = combat(s, 'cp', ['insterberg'], 'kovno', { inSupply: (u) => u !== 'ru-1' });
    // The French corps is in supply, the Russian army is not: no Russian benefits from Pleve.
    mayNot(s, 'ap-4', 'cards', c, 'cc-needs-nation');
    may(s, 'ap-4', 'cards', { ...c, inSupply: () => true });
  });

  it('12.2.7 the cards played add up: drms add, flags or', () => {
    const s = position({ state: { events: ['cp-54'] } });
    const c = combat(s, 'cp', ['insterberg'], 'kovno');
    expect(combinedEffect(at(s), c, ['cp-49', 'cp-3', 'cp-15', 'cp-44', 'ap-4'])).toEqual({
      attackerDrm: 3,
      defenderDrm: 1,
      cancelTrench: true,
      attackerFirst: true,
    });
    expect(combinedEffect(at(s), c, [])).toEqual({});
    expect(() => combinedEffect(at(s), c, ['cp-1'])).toThrow();
  });

  it('every refusal is worded in English and Italian', () => {
    const namer = { space: (id: string) => id, unit: (id: string) => id, card: (id: string) => loc(id, id) };
    const codes = [
      'cc-not-combat-card',
      'cc-not-yours',
      'cc-wrong-role',
      'cc-wrong-window',
      'cc-used-this-round',
      'cc-unoccupied-fort',
      'cc-out-of-supply',
      'cc-needs-nation',
      'cc-needs-only-nation',
      'cc-weather',
      'cc-year',
      'cc-needs-event',
      'cc-after-event',
      'cc-needs-trench',
      'cc-needs-french-fort',
      'cc-needs-clear',
      'cc-needs-mountain',
      'cc-needs-flank',
      'cc-kemal',
    ];
    expect(Object.keys(COMBAT_CARD_REFUSALS).sort()).toEqual([...codes].sort());
    const words = COMBAT_CARD_REFUSALS['cc-needs-nation']!(
      { code: 'cc-needs-nation', params: { card: 'ap-19', role: 'attacker', nations: 'br fr' } },
      namer,
    );
    expect(words).toEqual({
      en: 'ap-19: no British or French unit attacks.',
      it: 'ap-19: nessuna unità inglese o francese attacca.',
    });
  });
});
