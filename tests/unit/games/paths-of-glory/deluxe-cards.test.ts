import { describe, expect, it } from 'vitest';
import { readOptions } from '../../../../src/engine/core/game-options.js';
import { ELIMINATED_BOX, RESERVE_BOX } from '../../../../src/engine/games/paths-of-glory/model.js';
import { createPathsOfGlory } from '../../../../src/engine/games/paths-of-glory/play/module.js';
import { DELUXE_OPTION, initialState } from '../../../../src/engine/games/paths-of-glory/play/setup.js';
import { GONE, top, type PogState } from '../../../../src/engine/games/paths-of-glory/play/state.js';
import { cardsOfLevel } from '../../../../src/engine/games/paths-of-glory/rules/cards.js';
import { replacesArmy } from '../../../../src/engine/games/paths-of-glory/rules/losses.js';
import { entryProblem } from '../../../../src/engine/games/paths-of-glory/rules/movement.js';
import {
  barred,
  holding,
  logged,
  menuKeys,
  notInTheirRound,
  offered,
  play,
  reinforces,
  settled,
} from './card-positions.js';
import { at, built, campaign, game, legal, pack, refused, TestDice, type Changes } from './play/position.js';

/**
 * Issue 23, the 2022 Deluxe optional cards (AP and CP 56–65) a game may be created with (`deluxe-cards`): the option
 * itself, and one test for each of their events that are not about combat (rules/events-deluxe.ts): a position where
 * it may be played, one where it may not, and its effect through the machine. Their Combat Cards and the events that
 * change combat (Stavka Timidity, Haig) are deluxe-combat-cards.test.ts. The conditions and effects are the card
 * digest's (shared/reference/paths-of-glory/card-events.md); the book does not know these cards.
 */

const DELUXE = { deluxe: true } as const;

/** `holding` in a game created with the Deluxe cards. */
function deluxe(card: string, changes: Changes = {}): PogState {
  return holding(card, { ...changes, state: { ...DELUXE, ...changes.state } });
}

const everyCard = (s: PogState): string[] =>
  (['cp', 'ap'] as const).flatMap((side) => [...s.deck[side], ...s.hand[side]]);

describe('Paths of Glory: the game option deluxe-cards', () => {
  it('is the module’s one option, off by default, and a typo is refused with the list', () => {
    const module = createPathsOfGlory(pack);
    expect(module.options?.().map((o) => o.id)).toEqual([DELUXE_OPTION]);
    expect(readOptions(module, '')).toEqual({ ok: true, options: {} });
    expect(readOptions(module, ' Deluxe-Cards ')).toEqual({ ok: true, options: { [DELUXE_OPTION]: true } });
    expect(readOptions(module, 'deluxe')).toMatchObject({ ok: false, unknown: ['deluxe'] });
  });

  it('without it no Deluxe card is dealt; with it the Mobilization decks hold theirs (AP and CP 56, 57)', () => {
    const without = initialState(game, pack, 'campaign', new TestDice())!;
    expect(without.deluxe).toBeUndefined();
    expect(everyCard(without).filter((c) => Number(c.split('-')[1]) > 55)).toEqual([]);
    expect(everyCard(without)).toHaveLength(28);
    const withIt = initialState(game, pack, 'campaign', new TestDice(), { [DELUXE_OPTION]: true })!;
    expect(withIt.deluxe).toBe(true);
    expect(
      everyCard(withIt)
        .filter((c) => Number(c.split('-')[1]) > 55)
        .sort(),
    ).toEqual(['ap-56', 'ap-57', 'cp-56', 'cp-57']);
    // 16.1.3: each later level adds its Deluxe cards too, only in such a game.
    expect(cardsOfLevel(game.cards, 'cp', 'total', true)).toEqual(
      expect.arrayContaining(['cp-62', 'cp-63', 'cp-64', 'cp-65']),
    );
    expect(cardsOfLevel(game.cards, 'cp', 'total')).not.toContain('cp-62');
  });

  it('a referee may not bring a Deluxe card or unit into a game created without them', () => {
    const s = campaign();
    const card = { type: 'correct', correction: { edit: 'card', card: 'ap-56', to: 'hand' } } as const;
    const place = { type: 'correct', correction: { edit: 'place', unit: 'czl-c1', at: 'moscow' } } as const;
    refused(s, 'ap', card, 'referee', 'unknown-card');
    refused(s, 'ap', place, 'referee', 'unknown-unit');
    const d = built(s, { state: DELUXE });
    expect(legal(d, 'ap', place).units['czl-c1']!.at).toBe('moscow');
    expect(legal(d, 'ap', card).hand.ap).toContain('ap-56');
  });
});

describe('Paths of Glory: the Deluxe cards’ events (issue 23)', () => {
  it('AP #56 Paris Taxis: a reduced French army in Paris or next to it back to full strength; not without one', () => {
    // The set-up's reduced French 6th Army (Paris) gone to Sedan; reduced armies that far do not count.
    barred(deluxe('ap-56', { units: { 'fr-6': 'sedan' }, reduced: ['fr-3'] }), 'ap-56', '9.5.1.1', 'dx-paris-taxis');
    const s = deluxe('ap-56');
    expect(s.units['fr-6']).toEqual({ at: 'paris', strength: 'reduced' });
    offered(s, 'ap-56');
    notInTheirRound(s, 'ap-56');
    const { state } = play(s, 'ap-56');
    expect(top(state)).toEqual({ name: 'event-choice', side: 'ap', card: 'ap-56', player: 'ap' });
    refused(state, 'ap', { type: 'choose', key: 'fr-3' }, '9.5.1', 'not-an-option');
    const after = legal(state, 'ap', { type: 'choose', key: 'fr-6' });
    expect(after.units['fr-6']).toEqual({ at: 'paris', strength: 'full' });
    // The picture marks it.
    expect(after.last.moves).toContainEqual({ from: 'paris', to: 'paris' });
    settled(after, 'ap-56');
  });

  it('AP #57 Russian Cavalry: both corps into one Russian space with a supplied Russian army; never the Near East', () => {
    // No Russian army on the map: nowhere to go.
    const noArmies = Object.fromEntries(
      Object.keys(game.model.units)
        .filter((u) => game.model.units[u]!.size === 'army' && game.model.units[u]!.nation === 'ru')
        .map((u) => [u, 'off']),
    );
    barred(deluxe('ap-57', { units: noArmies }), 'ap-57', '9.5.1.1', 'dx-russian-cavalry');
    const s = deluxe('ap-57', { units: { 'ru-1': 'kovno', 'ru-2': 'kovno', 'ru-c1': 'lomza' } });
    offered(s, 'ap-57');
    const { state } = play(s, 'ap-57');
    const options = menuKeys(state, 'ap');
    // Kovno holds two units: no room for two more (10.1.1); Lomza (the RU 2nd Army left it) no army.
    expect(options.some((k) => k.includes('kovno'))).toBe(false);
    expect(options.some((k) => k.includes('dubno'))).toBe(true);
    const after = legal(state, 'ap', { type: 'choose', key: 'dubno' });
    expect([after.units['rucav-c1'], after.units['rucav-c2']]).toEqual([
      { at: 'dubno', strength: 'full' },
      { at: 'dubno', strength: 'full' },
    ]);
    expect(after.last.moves).toContainEqual({ from: 'dubno', to: 'dubno' });
    settled(after, 'ap-57');
    // Never into the Near East (a Russian corps may go there); never in place of an army (12.4.4).
    expect(entryProblem(at(after), ['rucav-c1'], 'ap', 'tbilisi')).toMatchObject({ code: 'dx-cavalry-near-east' });
    expect(entryProblem(at(after), ['ru-c1'], 'ap', 'tbilisi')).toBeNull();
    const unit = (id: string) => game.model.units[id]!;
    expect(replacesArmy(unit('rucav-c1'), unit('ru-3'))).toBe(false);
    expect(replacesArmy(unit('ru-c1'), unit('ru-3'))).toBe(true);
  });

  it('AP #60 Czech Legion: an eliminated A-H corps out for good, the Legion to the Allied Reserve Box', () => {
    const s = deluxe('ap-60', { units: { 'ah-c3': ELIMINATED_BOX.cp, 'ah-c5': ELIMINATED_BOX.cp } });
    offered(s, 'ap-60');
    notInTheirRound(s, 'ap-60');
    const { state, events } = play(s, 'ap-60');
    expect(state.units['ah-c3']!.at).toBe(GONE);
    expect(state.units['ah-c5']!.at).toBe(ELIMINATED_BOX.cp);
    expect(state.units['czl-c1']).toEqual({ at: RESERVE_BOX.ap, strength: 'full' });
    expect(logged(events, 'dx-gone')).toMatchObject({ unit: 'ah-c3' });
    settled(state, 'ap-60');
    // No A-H corps eliminated: the Legion comes all the same.
    expect(play(deluxe('ap-60'), 'ap-60').state.units['czl-c1']!.at).toBe(RESERVE_BOX.ap);
    // A pack without its counter: the card names the gap instead of doing half its effect.
    const lacking = deluxe('ap-60');
    const { ['czl-c1']: _dropped, ...units } = lacking.units;
    barred({ ...lacking, units }, 'ap-60', '9.5.1.1', 'dx-no-counter');
    expect(replacesArmy(game.model.units['czl-c1']!, game.model.units['ru-3']!)).toBe(false);
  });

  it('AP #62 The Sixtus Affair: a die on the Allied Peace Terms 0–19 column, and the game goes on', () => {
    for (const [die, vp] of [
      [1, -1],
      [3, -1],
      [4, 0],
      [5, 0],
      [6, 1],
    ] as const) {
      const s = deluxe('ap-62', { state: { combinedWarStatus: 25 } });
      const { state, events } = play(s, 'ap-62', [die]);
      expect(state.vp - s.vp, `die ${die}`).toBe(vp);
      expect(logged(events, 'dx-sixtus')).toMatchObject({ die, vp, rule: '16.5.2' });
      settled(state, 'ap-62');
    }
    notInTheirRound(deluxe('ap-62'), 'ap-62');
  });

  it('AP #64 USA Reinforcements: two US corps to the Reserve Box, as AP #38 (after Over There, 16.3.4)', () => {
    barred(deluxe('ap-64'), 'ap-64', '16.3.4', 'us-over-there');
    reinforces('ap-64', {
      corps: ['us-c', 'us-c'],
      changes: { state: { ...DELUXE, events: ['ap-55'], atWar: ['us'] } },
    });
  });

  it('AP #65 Influenza: at a Combined War Status of 30 or more; no card for RP for the rest of the turn', () => {
    barred(deluxe('ap-65', { state: { combinedWarStatus: 29 } }), 'ap-65', '9.5.1.1', 'dx-influenza-cws');
    const s = deluxe('ap-65', { hand: { cp: ['cp-33'], ap: ['ap-65'] }, state: { combinedWarStatus: 30 } });
    offered(s, 'ap-65');
    const { state } = play(s, 'ap-65');
    settled(state, 'ap-65');
    // The Central Powers' next round: their card may not be played for RP (9.4), nor the Allies' after.
    const cpRound = built(state, { frame: { name: 'action', side: 'cp' } });
    expect(menuKeys(cpRound, 'cp', ['hand/cp-33'])).not.toContain('play/cp-33/rp');
    refused(cpRound, 'cp', { type: 'card', card: 'cp-33', use: 'rp' }, '9.5.1.1', 'dx-influenza');
    // Before it, the same card could be.
    const before = built(s, { frame: { name: 'action', side: 'cp' } });
    expect(menuKeys(before, 'cp', ['hand/cp-33'])).toContain('play/cp-33/rp');
  });

  it('CP #59 Polish Restoration: with Warsaw in Central Powers hands, −1 VP and three Polish corps to their Reserve', () => {
    barred(deluxe('cp-59'), 'cp-59', '9.5.1.1', 'dx-polish-warsaw');
    const s = deluxe('cp-59', { control: { warsaw: 'cp' } });
    offered(s, 'cp-59');
    notInTheirRound(s, 'cp-59');
    const { state } = play(s, 'cp-59');
    expect(state.vp - s.vp).toBe(-1);
    for (const u of ['pl-c1', 'pl-c2', 'pl-c3'])
      expect(state.units[u]).toEqual({ at: RESERVE_BOX.cp, strength: 'full' });
    settled(state, 'cp-59');
    // German units for RP (their counters are German), but none while the Allies hold Warsaw (17.1).
    const phase = (warsaw: 'cp' | 'ap') =>
      built(state, {
        reduced: ['pl-c1'],
        control: { warsaw },
        state: { stack: [{ name: 'replacement', side: 'cp', rp: { ge: 2 }, spent: [] }] },
      });
    const flip = { type: 'replace', unit: 'pl-c1', strength: 'full' } as const;
    expect(legal(phase('cp'), 'cp', flip).units['pl-c1']!.strength).toBe('full');
    refused(phase('ap'), 'cp', flip, '17.1', 'dx-polish-rp');
  });

  it('CP #63 Russian Desertions: after Fall of the Tsar, up to four full-strength Russian units flipped', () => {
    barred(deluxe('cp-63'), 'cp-63', '9.5.1.1', 'cp-event-needs');
    const s = deluxe('cp-63', { state: { events: ['cp-52'] } });
    offered(s, 'cp-63');
    notInTheirRound(s, 'cp-63');
    let after = play(s, 'cp-63').state;
    const flipped = ['ru-1', 'ru-2', 'ru-3', 'ru-5'];
    for (const unit of flipped) {
      expect(top(after)).toMatchObject({ name: 'event-choice', card: 'cp-63' });
      after = legal(after, 'cp', { type: 'choose', key: unit });
    }
    // The fourth ends the choice.
    for (const unit of flipped) expect(after.units[unit]!.strength).toBe('reduced');
    expect(after.last.losses).toEqual(expect.arrayContaining(['kovno', 'lomza', 'dubno', 'lublin']));
    expect(after.units['ru-4']!.strength).toBe('full');
    settled(after, 'cp-63');
    // One may stop before four.
    const stopped = legal(legal(play(s, 'cp-63').state, 'cp', { type: 'choose', key: 'ru-8' }), 'cp', {
      type: 'choose',
      key: 'done',
    });
    expect(stopped.units['ru-8']!.strength).toBe('reduced');
    settled(stopped, 'cp-63');
  });

  it('CP #65 Prince Max: up to turn 16, War Status +3 and nothing else', () => {
    barred(deluxe('cp-65', { state: { turn: 17 } }), 'cp-65', '9.5.1.1', 'dx-turns');
    const s = deluxe('cp-65', { state: { turn: 16, commitment: { cp: 'total', ap: 'total' } } });
    offered(s, 'cp-65');
    const { state } = play(s, 'cp-65');
    expect(state.combinedWarStatus - s.combinedWarStatus).toBe(3);
    expect(state.vp).toBe(s.vp);
    settled(state, 'cp-65');
  });
});
