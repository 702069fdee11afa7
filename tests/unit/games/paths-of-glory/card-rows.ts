import { expect } from 'vitest';
import type { GameEvent } from '../../../../src/engine/core/game.js';
import { retreatOptions } from '../../../../src/engine/games/paths-of-glory/play/combat-aftermath.js';
import { top, type PogState } from '../../../../src/engine/games/paths-of-glory/play/state.js';
import { russianVpSpaces } from '../../../../src/engine/games/paths-of-glory/rules/events-cp.js';
import {
  barred,
  cardDrm,
  ccOffered,
  ccPlayed,
  declared,
  defenderWindow,
  fire,
  holding,
  logged,
  menuKeys,
  play,
  settled,
  sideOf,
  type CombatChanges,
  type Played,
} from './card-positions.js';
import { act, at, built, campaign, game, legal, type Changes } from './play/position.js';

/**
 * The rows of every-card.test.ts (issue 23: one test per card of the 2004 deck): what a row is, and the positions and
 * checks several rows share (the general ones are card-positions.ts).
 */

export interface Row {
  /** What the row shows, after the card's number and name. */
  readonly says: string;
  readonly run: () => void;
  /** Where the engine and the book disagree: the book's version, each expected to fail until the engine follows it. */
  readonly book?: readonly { readonly says: string; readonly run: () => void }[];
}

/** The action of `s` ended by its player with the OPS an event gave (9.1.3): `activated` at once. */
export function opsSpent(s: PogState, card: string, points: number): PogState {
  const side = sideOf(card);
  expect(top(s)).toEqual({ name: 'activate', side, card, points });
  expect(s.actionUse).toBe('event');
  return legal(s, side, { type: 'activated' });
}

/** The CP hold the first `n` of Russia's seven VP spaces (16.4.2). */
export function russianVp(n: number): Record<string, 'cp'> {
  const spaces = russianVpSpaces(at(campaign()));
  expect(spaces).toHaveLength(7);
  return Object.fromEntries(spaces.slice(0, n).map((s) => [s, 'cp' as const]));
}

/**
 * Romania and Bulgaria enter with 2 corps in their capital and 1 in each of any 4 other spaces of their country (the
 * set-up chart, p. 25; 9.5.2.1): the entering side places those four one by one, never in the capital nor twice in a
 * space. The state once the action is over.
 */
export function spreadCorps(card: string, nation: string, capital: string): PogState {
  const side = sideOf(card);
  const { state, events } = play(holding(card), card);
  expect(state.atWar).toContain(nation);
  expect(logged(events, 'enters-war')).toMatchObject({ nation, rule: '9.5.2.1' });
  let after = state;
  for (let i = 0; i < 4; i++) {
    expect(top(after)).toMatchObject({ name: 'event-choice', side, card });
    const keys = menuKeys(after, side).filter((k) => k.startsWith('choose/'));
    expect(keys).not.toContain(`choose/${capital}`);
    after = legal(after, side, { type: 'choose', key: keys[0]!.slice('choose/'.length) });
  }
  const places = Object.keys(after.units)
    .filter((u) => u.startsWith(`${nation}-c`) && game.model.spaces[after.units[u]!.at])
    .map((u) => after.units[u]!.at);
  expect(places).toHaveLength(6);
  expect(places.filter((at) => at === capital)).toHaveLength(2);
  const others = places.filter((at) => at !== capital);
  expect(new Set(others).size).toBe(4);
  for (const at of others) expect(game.model.spaces[at]!.nation).toBe(nation);
  settled(after, card);
  return after;
}

/**
 * 9.5.3.1: one reinforcement card a nation a turn. `nation` already brought reinforcements this turn: the card is
 * neither offered nor accepted as an event.
 */
export function onceANation(card: string, nation: string, state: Partial<PogState> = {}): void {
  const s = holding(card, { state: { ...state, reinforcedNations: [nation] } });
  expect(menuKeys(s, sideOf(card), [`hand/${card}`])).not.toContain(`play/${card}/event`);
  const applied = act(s, sideOf(card), { type: 'card', card, use: 'event' });
  expect(applied.ok).toBe(false);
  if (!applied.ok) expect(applied.problem.rule).toBe('9.5.3.1');
}

/** The Allies end the last round of the turn with an operation that activates nothing: the phases that follow (6.0). */
export function turnEnded(changes: Changes): { before: PogState; after: PogState; events: GameEvent[] } {
  const before = built(campaign(), {
    ...changes,
    state: {
      round: 6,
      mandated: { cp: 'none', ap: 'none' },
      stack: [{ name: 'action', side: 'ap' }],
      ...changes.state,
    },
  });
  const ended = act(legal(before, 'ap', { type: 'auto' }), 'ap', { type: 'activated' });
  if (!ended.ok) throw new Error(`end of turn refused: ${ended.problem.code}`);
  return { before, after: ended.state, events: ended.events };
}

/**
 * 9.5.4.6: before drawing, a player may discard Combat Cards, and the Romania and Italy entry cards: the menu offers
 * the card and the machine discards it.
 */
export function discardedBeforeTheDraw(card: string): void {
  const side = sideOf(card);
  const s = built(campaign(), { hand: { [side]: [card] }, frame: { name: 'discard', side } });
  expect(menuKeys(s, side)).toContain(`dc/${card}`);
  const after = legal(s, side, { type: 'discard', card });
  expect(after.discard[side]).toContain(card);
  expect(after.hand[side]).not.toContain(card);
}

/**
 * The side's Mandated Offensive of the next turn (7.1.1) with `events` played, its die showing `die`: the
 * turn ended, the Replacement Phase and the draw passed.
 */
export function nextOffensive(side: 'cp' | 'ap', events: string[], die: number): string {
  const total = { cp: 'total' as const, ap: 'total' as const };
  let s = turnEnded({ state: { turn: 13, events, commitment: total } }).after;
  for (let i = 0; i < 6; i++) {
    const frame = top(s);
    if (frame?.name === 'replacement') s = legal(s, frame.side, { type: 'replaced' });
    // The machine rolls the Central Powers' die first, then the Allies'.
    else if (frame?.name === 'discard') s = legal(s, frame.side, { type: 'draw' }, side === 'cp' ? [die, 2] : [2, die]);
    else break;
  }
  expect(s.turn).toBe(14);
  return s.mandated[side];
}

/**
 * 11.2.1: an army in a space activated for movement attempts to entrench instead of moving, once either side has
 * played Entrench: whether `side`'s `unit` in `space` may, with `events` played.
 */
export function mayEntrench(side: 'cp' | 'ap', space: string, unit: string, events: string[]) {
  const card = `${side}-9`;
  let s = built(campaign(), {
    state: {
      turn: 5,
      events,
      inPlay: [card],
      stack: [
        { name: 'action', side },
        { name: 'activate', side, card, points: 4 },
      ],
    },
  });
  s = legal(s, side, { type: 'activate', space, mode: 'move' });
  return act(legal(s, side, { type: 'activated' }), side, { type: 'entrench', unit }, [6, 6]);
}

/** A Combat Card is no action-round event (9.5.4.1): in its own action round the menu offers it for OPS, SR, RP only. */
export function notAnEvent(card: string): void {
  const s = holding(card);
  barred(s, card, '9.5.4.1', 'combat-card');
  expect(menuKeys(s, sideOf(card), [`hand/${card}`])).toContain(`play/${card}/ops`);
}

/** Plays the rest of a combat the simple way (the first loss choice, the first retreat, no advance), with its log. */
export function settleCombat(played: Played): Played {
  let s = played.state;
  const events = [...played.events];
  for (let i = 0; i < 12; i++) {
    const frame = top(s);
    let applied;
    if (frame?.name === 'losses') applied = act(s, frame.side, { type: 'losses', choice: 1 });
    else if (frame?.name === 'retreat') {
      const unit = s.fight!.retreating[0]!;
      applied = act(s, frame.side, { type: 'retreat', unit, path: retreatOptions(game, s, unit)[0]! });
    } else if (frame?.name === 'advance') applied = act(s, frame.side, { type: 'advanced' });
    else break;
    if (!applied.ok) throw new Error(`${frame.name} refused: ${applied.problem.code}`);
    s = applied.state;
    events.push(...applied.events);
  }
  return { state: s, events };
}

// Start positions of the combats (the campaign's set-up, Spring 1915 unless a row says):
// the GE 4th and 5th Armies in Metz (forest, trench 1) face the FR 1st and 2nd in Nancy (clear, trench 1, fort) and
// the FR 3rd and 4th in Verdun (fort); the reduced GE 7th in Mulhouse (mountain) faces two FR corps in Belfort
// (mountain, fort); the AH 5th at Novi Sad faces the SB 1st in Belgrade.

/** The Russian 2nd Army in Tannenberg, the GE 8th Army (Insterberg) and 10th corps (Danzig) to attack it. */
export const TANNENBERG: CombatChanges = {
  units: { 'ru-2': 'tannenberg', 'ge-c10': 'danzig' },
  full: ['ru-2', 'ge-8', 'ge-c10'],
  control: { tannenberg: 'ap' },
};
export function tannenberg(
  attackers: string[],
  hand: { cp?: string[]; ap?: string[] },
  more: CombatChanges = {},
): PogState {
  const from = attackers.map((u) => (u === 'ge-8' ? 'insterberg' : 'danzig'));
  return declared('cp', from, 'tannenberg', attackers, {
    ...TANNENBERG,
    ...more,
    units: { ...TANNENBERG.units, ...more.units },
    state: { ...more.state },
    hand: { cp: [], ap: [], ...hand },
  });
}

/** The GE 4th Army attacks Nancy (two French armies, trench 1). */
export function metzOnNancy(hand: { cp?: string[]; ap?: string[] }, more: CombatChanges = {}): PogState {
  return declared('cp', ['metz'], 'nancy', ['ge-4'], { ...more, hand: { cp: [], ap: [], ...hand } });
}

/** The German 2nd and 3rd Armies in Sedan attack Cambrai, held by the BR 1st Army and two British corps (full). */
export function sedanOnCambrai(hand: { cp?: string[]; ap?: string[] }, more: CombatChanges = {}): PogState {
  return declared('cp', ['sedan'], 'cambrai', ['ge-2', 'ge-3'], {
    ...more,
    units: {
      'fr-5': 'paris',
      'br-1': 'cambrai',
      'br-c5': 'cambrai',
      'br-c6': 'cambrai',
      'ge-2': 'sedan',
      'ge-3': 'sedan',
      ...more.units,
    },
    full: ['br-1', 'br-c5', 'br-c6', 'ge-2', 'ge-3'],
    control: { sedan: 'cp', ...more.control },
    hand: { cp: [], ap: [], ...hand },
  });
}

/** Allied `units` from Nancy attack Metz (two German armies, trench 1); the BEF may be brought to Nancy. */
export function nancyOnMetz(
  units: string[],
  hand: { cp?: string[]; ap?: string[] },
  more: CombatChanges = {},
): PogState {
  return declared('ap', ['nancy'], 'metz', units, {
    ...more,
    units: { 'br-bef': 'nancy', ...more.units },
    hand: { cp: [], ap: [], ...hand },
  });
}

/** The AH 5th Army attacks Belgrade (the SB 1st Army). */
export function noviSadOnBelgrade(hand: { cp?: string[]; ap?: string[] }, more: CombatChanges = {}): PogState {
  return declared('cp', ['novi-sad'], 'belgrade', ['ah-5'], { ...more, hand: { cp: [], ap: [], ...hand } });
}

/** Turkey at war, a Turkish corps in Erzerum (mountain, fort) attacked by the Russian corps of Kars. */
export function karsOnErzerum(hand: { cp?: string[]; ap?: string[] }, more: CombatChanges = {}): PogState {
  return declared('ap', ['kars'], 'erzerum', ['ru-c12'], {
    ...more,
    units: { 'tu-c1': 'erzerum', ...more.units },
    state: { atWar: ['tu'], ...more.state },
    hand: { cp: [], ap: [], ...hand },
  });
}

/** The BEF in Amiens attacks the GE 1st Army in Cambrai (clear), entrenched at `trench` (0: none). */
export function amiensOnCambrai(
  trench: 0 | 1,
  hand: { cp?: string[]; ap?: string[] },
  more: CombatChanges = {},
): PogState {
  const s = campaign();
  return declared('ap', ['amiens'], 'cambrai', ['br-bef'], {
    ...more,
    units: { 'br-bef': 'amiens', 'ge-1': 'cambrai', 'fr-5': 'paris', ...more.units },
    // Sedan German, so that Cambrai traces supply to Germany (14.3.4); the FR 5th Army elsewhere.
    control: { cambrai: 'cp', sedan: 'cp', ...more.control },
    state: { trenches: trench ? { ...s.trenches, cambrai: trench } : s.trenches, ...more.state },
    hand: { cp: [], ap: [], ...hand },
  });
}

/** A German attack with `card` played: its drm shows in the attacker's fire. */
export function germanDrm(card: string, drm: number, more: CombatChanges = {}): void {
  let s = metzOnNancy({ cp: [card] }, more);
  ccOffered(s, card);
  s = defenderWindow(ccPlayed(s, card));
  expect(cardDrm(fire(s, [3, 3]).events, 'attacker', card)).toBe(drm);
}

/** The card's number and name, as its title in the tests. */
export function title(id: string): string {
  const card = game.cardById.get(id)!;
  return `${card.side.toUpperCase()} #${card.number} ${card.name.en}`;
}
