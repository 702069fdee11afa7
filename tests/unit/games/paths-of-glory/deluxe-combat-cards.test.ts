import { describe, expect, it } from 'vitest';
import { loc } from '../../../../src/engine/core/localized.js';
import { top, type PogState } from '../../../../src/engine/games/paths-of-glory/play/state.js';
import { DELUXE_OPTION, initialState } from '../../../../src/engine/games/paths-of-glory/play/setup.js';
import { refusal } from '../../../../src/engine/games/paths-of-glory/play/words.js';
import { DELUXE_COMBAT_EVENT_REFUSALS } from '../../../../src/engine/games/paths-of-glory/play/events-deluxe-combat-words.js';
import { cardId } from '../../../../src/engine/games/paths-of-glory/rules/cards.js';
import { haigInForce, stavkaTimidityInForce } from '../../../../src/engine/games/paths-of-glory/rules/combat-events.js';
import {
  barred,
  cardDrm,
  ccOffered,
  ccPlayed,
  ccRefused,
  declared,
  defenderWindow,
  fire,
  fireOf,
  holding,
  logged,
  modifiers,
  notInTheirRound,
  offered,
  play,
  settled,
  trenchShifted,
  type CombatChanges,
  type Played,
} from './card-positions.js';
import { sedanOnCambrai } from './card-rows.js';
import { act, built, campaign, game, legal, pack, refused, TestDice } from './play/position.js';

/**
 * The 2022 Deluxe optional cards that change combat (AP 58, 59, 61, 63; CP 56, 57, 58, 60, 61, 62, 64), in a game
 * created with the option `deluxe-cards`, through the machine and its menu as every-card.test.ts does for the 2004
 * deck: a position where the card may be played, one where its own condition bars it, and its effect as the engine
 * applies it. Their conditions and effects are the card digest's (shared/reference/paths-of-glory/card-events.md);
 * the readings where it is unsure are beside the cards (rules/combat-cards.ts, rules/combat-events.ts).
 */

const DELUXE = { deluxe: true as const };

/** `changes` in a game with the Deluxe cards. */
function deluxe(changes: CombatChanges = {}): CombatChanges {
  return { ...changes, state: { ...DELUXE, ...changes.state } };
}

/** The losses prompts answered with the first way each (12.4), up to the retreat or the end of the combat. */
function throughLosses(played: Played): Played {
  let s = played.state;
  const events = [...played.events];
  for (let frame = top(s); frame?.name === 'losses'; frame = top(s)) {
    const applied = act(s, frame.side, { type: 'losses', choice: 1 });
    if (!applied.ok) throw new Error(`losses refused: ${applied.problem.code}`);
    s = applied.state;
    events.push(...applied.events);
  }
  return { state: s, events };
}

/** The Russian 2nd Army in Tannenberg attacks the GE 8th Army in Insterberg. */
function tannenbergOnInsterberg(hand: { cp?: string[]; ap?: string[] }, more: CombatChanges = {}): PogState {
  return declared(
    'ap',
    ['tannenberg'],
    'insterberg',
    ['ru-2'],
    deluxe({
      ...more,
      units: { 'ru-2': 'tannenberg', ...more.units },
      full: ['ru-2', 'ge-8'],
      control: { tannenberg: 'ap', ...more.control },
      hand: { cp: [], ap: [], ...hand },
    }),
  );
}

/** Allied `units` in Nancy attack Metz (the GE 4th and 5th Armies, forest, trench 1). */
function nancyOnMetz(units: string[], hand: { cp?: string[]; ap?: string[] }, more: CombatChanges = {}): PogState {
  return declared('ap', ['nancy'], 'metz', units, deluxe({ ...more, hand: { cp: [], ap: [], ...hand } }));
}

/** The GE 4th Army in Metz attacks Nancy (two French armies, clear, trench 1). */
function metzOnNancy(hand: { cp?: string[]; ap?: string[] }, more: CombatChanges = {}): PogState {
  return declared('cp', ['metz'], 'nancy', ['ge-4'], deluxe({ ...more, hand: { cp: [], ap: [], ...hand } }));
}

/**
 * The BEF in Amiens (and the British corps `with` it) attacks the GE 1st Army in Cambrai (France, clear), entrenched
 * at `trench`.
 */
function amiensOnCambrai(
  trench: 0 | 1,
  hand: { cp?: string[]; ap?: string[] },
  more: CombatChanges = {},
  withCorps: string[] = [],
): PogState {
  const s = campaign();
  return declared(
    'ap',
    ['amiens'],
    'cambrai',
    ['br-bef', ...withCorps],
    deluxe({
      ...more,
      units: {
        'br-bef': 'amiens',
        ...Object.fromEntries(withCorps.map((u) => [u, 'amiens'])),
        'ge-1': 'cambrai',
        'fr-5': 'paris',
        ...more.units,
      },
      full: [...withCorps, ...(more.full ?? [])],
      // Sedan German, so that Cambrai traces supply to Germany (14.3.4).
      control: { cambrai: 'cp', sedan: 'cp', ...more.control },
      state: { trenches: trench ? { ...s.trenches, cambrai: trench } : s.trenches, ...more.state },
      hand: { cp: [], ap: [], ...hand },
    }),
  );
}

/** Turkey at war: British corps in Basra attack Qurna (Turkey, clear, no trench), held by Turkish corps. */
function basraOnQurna(
  attackers: string[],
  turks: string[],
  hand: { cp?: string[]; ap?: string[] },
  more: CombatChanges = {},
): PogState {
  return declared(
    'ap',
    ['basra'],
    'qurna',
    attackers,
    deluxe({
      ...more,
      units: {
        ...Object.fromEntries(attackers.map((u) => [u, 'basra'])),
        ...Object.fromEntries(turks.map((u) => [u, 'qurna'])),
        ...more.units,
      },
      state: { atWar: ['tu'], ...more.state },
      hand: { cp: [], ap: [], ...hand },
    }),
  );
}

/** The Allies' round in Spring 1915 with Russian units in Tannenberg activated for combat (the attack prompt). */
function russiansToAttack(state: Partial<PogState>, units: Record<string, string> = {}): PogState {
  return built(campaign(), {
    units: { 'ru-2': 'tannenberg', ...units },
    control: { tannenberg: 'ap' },
    state: {
      turn: 5,
      round: 2,
      ...DELUXE,
      activations: { tannenberg: 'attack' },
      stack: [
        { name: 'action', side: 'ap' },
        { name: 'attack', side: 'ap' },
      ],
      ...state,
    },
  });
}

/** The Allies end the last round of the turn with an operation that activates nothing: the state after (6.0). */
function turnEnded(state: Partial<PogState>): PogState {
  const before = built(campaign(), {
    state: {
      ...DELUXE,
      round: 6,
      mandated: { cp: 'none', ap: 'none' },
      stack: [{ name: 'action', side: 'ap' }],
      ...state,
    },
  });
  const ended = act(legal(before, 'ap', { type: 'auto' }), 'ap', { type: 'activated' });
  if (!ended.ok) throw new Error(`end of turn refused: ${ended.problem.code}`);
  // The Replacement Phase and the draw passed: the next turn's first round.
  let s = ended.state;
  for (let frame = top(s); frame?.name === 'replacement' || frame?.name === 'discard'; frame = top(s))
    s = legal(s, frame.side, frame.name === 'replacement' ? { type: 'replaced' } : { type: 'draw' }, [2, 2]);
  expect(s.turn).toBe(before.turn + 1);
  return s;
}

describe('Paths of Glory: the 2022 Deluxe optional cards that change combat (deluxe-cards option)', () => {
  it('without the option the Deluxe cards are not dealt, and a Deluxe Combat Card is no Combat Card', () => {
    const deluxeIds = game.cards.filter((c) => c.deluxe).map(cardId);
    const plain = initialState(game, pack, 'campaign', new TestDice())!;
    const dealt = (s: PogState) => [...s.deck.cp, ...s.deck.ap, ...s.hand.cp, ...s.hand.ap];
    expect(dealt(plain).filter((c) => deluxeIds.includes(c))).toEqual([]);
    // With it, CP #56 Withdrawal (Mobilization) is among the Central Powers' cards from the start.
    const withCards = initialState(game, pack, 'campaign', new TestDice(), { [DELUXE_OPTION]: true })!;
    expect(dealt(withCards)).toContain('cp-56');
    // A Deluxe Combat Card in a Central Powers hand anyway: neither offered nor accepted in a game without them.
    let s = declared('ap', ['nancy'], 'metz', ['fr-1'], { hand: { cp: ['cp-56'], ap: [] } });
    s = defenderWindow(s);
    ccRefused(s, 'cp-56', 'cc-not-combat-card', '9.5.4');
  });

  it('AP #58 Russian Guards: a Russian attack gets +1; not a French one; removed after play', () => {
    const s = tannenbergOnInsterberg({ ap: ['ap-58'] });
    ccOffered(s, 'ap-58');
    const { state, events } = throughLosses(fire(defenderWindow(ccPlayed(s, 'ap-58')), [3, 3]));
    expect(cardDrm(events, 'attacker', 'ap-58')).toBe(1);
    expect(cardDrm(events, 'defender', 'ap-58')).toBeUndefined();
    expect(state.removed.ap).toContain('ap-58');
    ccRefused(nancyOnMetz(['fr-1'], { ap: ['ap-58'] }), 'ap-58', 'cc-needs-nation', '9.5.1.1');
  });

  it('AP #59 Alpine Troops: an attack of Italian units only gets +1; not with a French corps among them; kept', () => {
    const italy = (units: string[]) =>
      declared(
        'ap',
        ['asiago'],
        'trent',
        units,
        deluxe({
          units: { 'it-1': 'asiago', 'fr-c1': 'asiago', 'ah-c9': 'trent' },
          state: { atWar: ['it'] },
          hand: { cp: [], ap: ['ap-59'] },
        }),
      );
    const s = italy(['it-1']);
    ccOffered(s, 'ap-59');
    const { state, events } = throughLosses(fire(defenderWindow(ccPlayed(s, 'ap-59')), [3, 3]));
    expect(cardDrm(events, 'attacker', 'ap-59')).toBe(1);
    // Not a `*` card: kept face up or discarded after the combat (9.5.4.2), never out of the game.
    expect(state.removed.ap).not.toContain('ap-59');
    expect([...state.discard.ap, ...(state.retained?.ap ?? [])]).toContain('ap-59');
    ccRefused(italy(['it-1', 'fr-c1']), 'ap-59', 'cc-needs-all-nation', '9.5.1.1');
  });

  it('AP #61 Maude: British units linked to Basra fire on the Army table; not in France', () => {
    const without = fire(defenderWindow(basraOnQurna(['br-c4'], ['tu-c1'], {})), [3, 3]);
    expect(fireOf(without.events, 'attacker')['table']).toBe('corps');
    const s = basraOnQurna(['br-c4'], ['tu-c1'], { ap: ['ap-61'] });
    ccOffered(s, 'ap-61');
    const { events } = fire(defenderWindow(ccPlayed(s, 'ap-61')), [3, 3]);
    expect(fireOf(events, 'attacker')['table']).toBe('army');
    expect(fireOf(events, 'defender')['table']).toBe('corps');
    // The BEF in France is not linked to Basra.
    ccRefused(amiensOnCambrai(0, { ap: ['ap-61'] }), 'ap-61', 'cc-maude', '9.5.1.1');
    // No British unit attacks.
    ccRefused(nancyOnMetz(['fr-1'], { ap: ['ap-61'] }), 'ap-61', 'cc-needs-nation', '9.5.1.1');
  });

  it('AP #63 Backs To The Wall: a British army defending in France does not retreat; not for French armies', () => {
    const lost = throughLosses(fire(defenderWindow(sedanOnCambrai({}, deluxe())), [6, 1]));
    expect(logged(lost.events, 'combat-result')).toMatchObject({ winner: 'attacker' });
    expect(top(lost.state)).toEqual({ name: 'retreat', side: 'ap' });
    const s = defenderWindow(sedanOnCambrai({ ap: ['ap-63'] }, deluxe()));
    ccOffered(s, 'ap-63');
    const { state, events } = throughLosses(fire(ccPlayed(s, 'ap-63'), [6, 1]));
    expect(logged(events, 'combat-result')).toMatchObject({ winner: 'attacker' });
    expect(top(state)?.name).not.toBe('retreat');
    expect(state.units['br-1']!.at).toBe('cambrai');
    expect(state.removed.ap).toContain('ap-63');
    ccRefused(defenderWindow(metzOnNancy({ ap: ['ap-63'] })), 'ap-63', 'cc-backs-to-the-wall', '9.5.1.1');
  });

  it('CP #56 Withdrawal: the German defenders get back a step and retreat one space (12.6); never the attacker’s', () => {
    const s = defenderWindow(nancyOnMetz(['fr-1', 'fr-2'], { cp: ['cp-56'] }, { full: ['fr-1', 'fr-2'] }));
    ccOffered(s, 'cp-56');
    const { state, events } = throughLosses(fire(ccPlayed(s, 'cp-56'), [6, 1]));
    const losses = events.find((e) => e.kind === 'losses' && e['role'] === 'defender');
    expect(losses?.['units']).toContainEqual(expect.objectContaining({ fate: 'restored' }));
    expect(top(state)).toEqual({ name: 'retreat', side: 'cp' });
    expect(state.fight!.retreat).toBe(1);
    expect(state.removed.cp).toContain('cp-56');
    ccRefused(metzOnNancy({ cp: ['cp-56'] }), 'cp-56', 'cc-wrong-role', '9.5.1.1');
  });

  it('CP #57 Kaisertreu: an Austro-Hungarian attack or defence gets +1; not a German one', () => {
    const attack = declared('cp', ['novi-sad'], 'belgrade', ['ah-5'], deluxe({ hand: { cp: ['cp-57'], ap: [] } }));
    ccOffered(attack, 'cp-57');
    expect(cardDrm(fire(defenderWindow(ccPlayed(attack, 'cp-57')), [3, 3]).events, 'attacker', 'cp-57')).toBe(1);
    const defence = defenderWindow(
      declared('ap', ['belgrade'], 'novi-sad', ['sb-1'], deluxe({ hand: { cp: ['cp-57'], ap: [] } })),
    );
    ccOffered(defence, 'cp-57');
    const { state, events } = fire(ccPlayed(defence, 'cp-57'), [3, 3]);
    expect(cardDrm(events, 'defender', 'cp-57')).toBe(1);
    expect(cardDrm(events, 'attacker', 'cp-57')).toBeUndefined();
    expect(throughLosses({ state, events }).state.removed.cp).toContain('cp-57');
    ccRefused(metzOnNancy({ cp: ['cp-57'] }), 'cp-57', 'cc-needs-nation', '9.5.1.1');
  });

  it('CP #60 Turk Determination: Turks without a trench fight as in a level 1 trench; not where a trench is', () => {
    const open = fire(defenderWindow(basraOnQurna(['br-c4'], ['tu-c1'], {})), [3, 3]);
    expect(trenchShifted(open.events, 'attacker')).toBe(false);
    const s = defenderWindow(basraOnQurna(['br-c4'], ['tu-c1'], { cp: ['cp-60'] }));
    ccOffered(s, 'cp-60');
    const { events } = fire(ccPlayed(s, 'cp-60'), [3, 3]);
    expect(modifiers(events, 'attacker')).toContainEqual(expect.objectContaining({ why: 'trench', level: 1 }));
    expect(trenchShifted(events, 'attacker')).toBe(true);
    // The retreat may be cancelled with one more step lost, as in a trench (12.5.3): Qurna is clear terrain.
    const strong = ['br-c4', 'br-c5', 'br-c6'];
    const full = { full: strong };
    const plain = throughLosses(fire(defenderWindow(basraOnQurna(strong, ['tu-c1', 'tu-c2'], {}, full)), [5, 1]));
    expect(top(plain.state)).toEqual({ name: 'retreat', side: 'cp' });
    expect(plain.state.fight!.mayCancel).toBe(false);
    const dug = defenderWindow(basraOnQurna(strong, ['tu-c1', 'tu-c2'], { cp: ['cp-60'] }, full));
    const held = throughLosses(fire(ccPlayed(dug, 'cp-60'), [5, 1]));
    expect(top(held.state)).toEqual({ name: 'retreat', side: 'cp' });
    expect(held.state.fight!.mayCancel).toBe(true);
    const trench = { state: { trenches: { ...campaign().trenches, qurna: 1 as const } } };
    ccRefused(
      defenderWindow(basraOnQurna(['br-c4'], ['tu-c1'], { cp: ['cp-60'] }, trench)),
      'cp-60',
      'cc-needs-no-trench',
      '9.5.1.1',
    );
    // Germans only, in Cambrai without a trench.
    ccRefused(defenderWindow(amiensOnCambrai(0, { cp: ['cp-60'] })), 'cp-60', 'cc-needs-nation', '9.5.1.1');
  });

  it('CP #62 Achtung: Panzer: a German attack into clear terrain gets +1; not into mountain', () => {
    const s = metzOnNancy({ cp: ['cp-62'] });
    ccOffered(s, 'cp-62');
    expect(cardDrm(fire(defenderWindow(ccPlayed(s, 'cp-62')), [3, 3]).events, 'attacker', 'cp-62')).toBe(1);
    const belfort = declared('cp', ['mulhouse'], 'belfort', ['ge-7'], deluxe({ hand: { cp: ['cp-62'], ap: [] } }));
    ccRefused(belfort, 'cp-62', 'cc-needs-clear', '9.5.1.1');
    const serbia = declared('cp', ['novi-sad'], 'belgrade', ['ah-5'], deluxe({ hand: { cp: ['cp-62'], ap: [] } }));
    ccRefused(serbia, 'cp-62', 'cc-needs-nation', '9.5.1.1');
  });

  it('CP #64 Alberich: an Allied attack in France is cancelled, the Allied cards back in hand; not in Germany', () => {
    // A Combat Card, no event of an action round (9.5.4.1), Deluxe or not.
    barred(holding('cp-64', { state: DELUXE }), 'cp-64', '9.5.4.1', 'combat-card');
    let s = amiensOnCambrai(1, { ap: ['ap-36'], cp: ['cp-64'] });
    s = defenderWindow(ccPlayed(s, 'ap-36'));
    ccOffered(s, 'cp-64');
    const applied = act(s, 'cp', { type: 'cc', card: 'cp-64' });
    if (!applied.ok) throw new Error(applied.problem.code);
    const after = applied.state;
    expect(logged(applied.events, 'alberich-no-combat')).toMatchObject({ space: 'cambrai', returned: ['ap-36'] });
    expect(applied.events.some((e) => e.kind === 'fire')).toBe(false);
    expect(after.fight).toBeUndefined();
    expect(after.hand.ap).toContain('ap-36');
    expect(after.discard.ap).not.toContain('ap-36');
    // Back unused: it may be played again this round (9.5.4.4).
    expect(after.ccUsed ?? []).not.toContain('ap-36');
    expect(after.removed.cp).toContain('cp-64');
    expect(after.hand.cp).not.toContain('cp-64');
    expect(after.units['br-bef']).toEqual(s.units['br-bef']);
    expect(after.units['ge-1']).toEqual(s.units['ge-1']);
    // A card selected from those kept face up (9.5.4.2) goes back face up, one from the hand to the hand.
    let kept = amiensOnCambrai(1, { ap: ['ap-36'], cp: ['cp-64'] }, { state: { retained: { cp: [], ap: ['ap-19'] } } });
    kept = defenderWindow(ccPlayed(ccPlayed(kept, 'ap-19'), 'ap-36'));
    const back = act(kept, 'cp', { type: 'cc', card: 'cp-64' });
    if (!back.ok) throw new Error(back.problem.code);
    expect(back.state.retained?.ap).toEqual(['ap-19']);
    expect(back.state.hand.ap).toEqual(['ap-36']);
    // Metz is in Germany.
    ccRefused(defenderWindow(nancyOnMetz(['fr-1'], { cp: ['cp-64'] })), 'cp-64', 'cc-needs-france-belgium', '9.5.1.1');
    // Royal Tank Corps played in this attack (after Landships).
    let tanks = amiensOnCambrai(1, { ap: ['ap-48'], cp: ['cp-64'] }, { state: { events: ['ap-28'] } });
    tanks = defenderWindow(ccPlayed(tanks, 'ap-48'));
    ccRefused(tanks, 'cp-64', 'cc-blocked-by', '9.5.1.1');
    // Yanks and Tanks the event of this action, its OPS being spent.
    const yanks = defenderWindow(amiensOnCambrai(1, { cp: ['cp-64'] }));
    ccRefused({ ...yanks, actionUse: 'event', inPlay: ['ap-35'] }, 'cp-64', 'cc-blocked-by', '9.5.1.1');
  });

  it('CP #58 Stavka Timidity: after Tsar Takes Command, for this turn no Russian attack on Germans only entrenched', () => {
    barred(holding('cp-58', { state: DELUXE }), 'cp-58', '9.5.1.1', 'cp-event-needs');
    const s = holding('cp-58', { state: { ...DELUXE, events: ['cp-28'] } });
    offered(s, 'cp-58');
    notInTheirRound(s, 'cp-58');
    const { state, events } = play(s, 'cp-58');
    expect(logged(events, 'deluxe-combat-event')).toMatchObject({ card: 'cp-58', effect: 'stavka-timidity' });
    expect(stavkaTimidityInForce(state)).toBe(true);
    // Not a `*` card: discarded, it may come back.
    settled(state, 'cp-58');
    const trenches = { ...campaign().trenches, insterberg: 1 as const };
    const attack = { type: 'attack' as const, target: 'insterberg', units: ['ru-2'] };
    refused(russiansToAttack({ limits: state.limits, trenches }), 'ap', attack, '9.5.1', 'stavka-timidity');
    // Without the trench, or with an Austro-Hungarian corps among the Germans, Insterberg may be attacked.
    legal(russiansToAttack({ limits: state.limits }), 'ap', attack);
    legal(russiansToAttack({ limits: state.limits, trenches }, { 'ah-c9': 'insterberg' }), 'ap', attack);
    // Not the next turn.
    const next = turnEnded({ limits: state.limits, events: state.events });
    expect(stavkaTimidityInForce(next)).toBe(false);
    legal(russiansToAttack({ limits: next.limits, trenches }), 'ap', attack);
  });

  it('CP #61 Haig: for this turn Germans entrenched in France attacked by the British do not retreat; none after Michael', () => {
    const s = holding('cp-61', { state: DELUXE });
    offered(s, 'cp-61');
    // Any time: no condition of its own, the general rule bars it in the Allies' round (8.1.5).
    notInTheirRound(s, 'cp-61');
    const { state, events } = play(s, 'cp-61');
    expect(logged(events, 'deluxe-combat-event')).toMatchObject({ card: 'cp-61', effect: 'haig' });
    expect(haigInForce(state)).toBe(true);
    settled(state, 'cp-61');
    // The BEF and a British corps: a full-strength unit is left to make the defenders retreat (12.5.1).
    const attack = (more: Partial<PogState>, trench: 0 | 1 = 1) =>
      throughLosses(fire(defenderWindow(amiensOnCambrai(trench, {}, { state: more }, ['br-c5'])), [6, 1]));
    const without = attack({});
    expect(logged(without.events, 'combat-result')).toMatchObject({ winner: 'attacker' });
    expect(top(without.state)).toEqual({ name: 'retreat', side: 'cp' });
    const held = attack({ limits: state.limits });
    expect(logged(held.events, 'combat-result')).toMatchObject({ winner: 'attacker' });
    expect(logged(held.events, 'haig-no-retreat')).toMatchObject({ card: 'cp-61', space: 'cambrai' });
    expect(top(held.state)?.name).not.toBe('retreat');
    expect(held.state.units['ge-1']!.at).toBe('cambrai');
    // No trench in Cambrai: they retreat.
    expect(top(attack({ limits: state.limits }, 0).state)).toEqual({ name: 'retreat', side: 'cp' });
    // Once Michael has been played, Haig does nothing.
    const late = play(holding('cp-61', { state: { ...DELUXE, events: ['cp-54', 'cp-49'] } }), 'cp-61');
    expect(logged(late.events, 'deluxe-combat-event')).toMatchObject({ effect: 'haig-no-effect' });
    expect(haigInForce(late.state)).toBe(false);
    const after = attack({ limits: late.state.limits, events: late.state.events });
    expect(top(after.state)).toEqual({ name: 'retreat', side: 'cp' });
    // Not the next turn.
    expect(haigInForce(turnEnded({ limits: state.limits, events: state.events }))).toBe(false);
  });

  it('every refusal of the Deluxe combat cards is worded in English and Italian', () => {
    const namer = { space: (id: string) => id, unit: (id: string) => id, card: (id: string) => loc(id, id) };
    for (const code of Object.keys(DELUXE_COMBAT_EVENT_REFUSALS)) {
      const words = refusal({ code, rule: '9.5.1.1', params: { card: 'cp-64', by: 'ap-48', nation: 'it' } }, namer);
      expect(words.en).not.toContain(code);
      expect(words.it).not.toContain(code);
      expect(words.it).not.toBe(words.en);
    }
    const stavka = refusal(
      { code: 'stavka-timidity', rule: '9.5.1', params: { card: 'cp-58', unit: 'ru-2', space: 'insterberg' } },
      namer,
    );
    expect(stavka.en).not.toContain('stavka-timidity');
    expect(stavka.it).not.toBe(stavka.en);
  });
});
