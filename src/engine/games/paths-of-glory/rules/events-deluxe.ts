import type { Dice } from '../../../core/dice.js';
import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { ELIMINATED_BOX, RESERVE_BOX } from '../model.js';
import { GONE, OFF, type PogState } from '../play/state.js';
import { DONE_OPTION } from './event-choices.js';
import { playedThisTurn, thisTurnMark } from './events-ap.js';
import type { EventChoice, EventRule } from './events.js';
import { brestLitovskProblem, STACKING_LIMIT } from './movement.js';
import { adjacent, nationOfUnit, sideUnitsAt, type Position } from './position.js';
import { CZECH_LEGION, POLISH_CORPS, RUSSIAN_CAVALRY } from './deluxe-units.js';
import { unitInSupply } from './supply.js';
import { PEACE_TABLE } from './tables.js';

/**
 * The 2022 Deluxe optional cards' events (AP and CP 56–65) that are neither Combat Cards (rules/combat-cards.ts) nor
 * events that change combat (rules/events-deluxe-combat.ts). In play only in a game created with the option
 * `deluxe-cards`. The book does not know these cards: their conditions and effects are the card digest's
 * (shared/reference/paths-of-glory/card-events.md, from the 2022 data), each reading named beside its card.
 *
 * AP #64 USA Reinforcements is a reinforcement card like AP #38 (9.5.3, 16.3.4: the machine places its two US corps);
 * AP #57, AP #60 and CP #59 bring units too but are not reinforcement cards (no 9.5.3.1 limits): they place them here.
 */

const PARIS_TAXIS = 'ap-56';
const RUSSIAN_CAVALRY_CARD = 'ap-57';
const CZECH_LEGION_CARD = 'ap-60';
const SIXTUS_AFFAIR = 'ap-62';
const INFLUENZA = 'ap-65';
const POLISH_RESTORATION = 'cp-59';
const RUSSIAN_DESERTIONS = 'cp-63';
const PRINCE_MAX = 'cp-65';
const FALL_OF_THE_TSAR = 'cp-52';

/** AP #65 Influenza: played this turn, no card is played for RP by either player for the rest of it. */
export function influenzaInForce(state: PogState): boolean {
  return playedThisTurn(state, INFLUENZA);
}

const PARIS = 'paris';
const WARSAW = 'warsaw';
/** AP #62: the Allied Peace Terms column the card rolls on, whatever the Combined War Status. */
const SIXTUS_COLUMN = PEACE_TABLE.ap.low;
/** AP #65: the Combined War Status from which Influenza may be played. */
export const INFLUENZA_CWS = 30;
/** CP #63: at most four Russian units flipped. */
const DESERTIONS = 4;
/** CP #65: the last turn Prince Max may be played. */
const PRINCE_MAX_LAST_TURN = 16;

/** The card's own instructions (9.5.1.1): for a Deluxe card, the digest's reading of its text. */
const CARD_TEXT = '9.5.1.1';

function dx(code: string, params: Record<string, string | number> = {}): Problem {
  return { code: `dx-${code}`, rule: CARD_TEXT, params };
}

/** A counter the card names is missing from the pack (a club's pack without the Deluxe units). */
function missing(p: Position, card: string, units: readonly string[]): Problem | null {
  const unit = units.find((u) => !p.model.units[u] || !p.state.units[u]);
  return unit ? dx('no-counter', { card, unit }) : null;
}

function moved(state: PogState, units: readonly string[], at: string): PogState {
  const next = { ...state.units };
  for (const u of units) next[u] = { at, strength: 'full' };
  return { ...state, units: next };
}

/** The picture marks the space where the event changed a unit (as an arrival is marked: a move in place). */
function marked(state: PogState, at: string): PogState {
  return { ...state, last: { ...state.last, moves: [...(state.last.moves ?? []), { from: at, to: at }] } };
}

// ---------------------------------------------------------------------------------------------------------------

/** AP #56: a reduced French army in Paris or next to it is flipped to full strength (not an eliminated one). */
function taxiArmies(p: Position): string[] {
  const places = new Set([PARIS, ...adjacent(p.model, PARIS).map((a) => a.space)]);
  return Object.entries(p.state.units)
    .filter(([id, u]) => places.has(u.at) && u.strength === 'reduced' && p.model.units[id]?.size === 'army')
    .filter(([id]) => ['fr', 'aoo'].includes(nationOfUnit(p.model, id) ?? ''))
    .map(([id]) => id)
    .sort();
}

const parisTaxis: EventRule = {
  card: PARIS_TAXIS,
  problem: (p) => (taxiArmies(p).length > 0 ? null : dx('paris-taxis')),
  choice: (p) => ({ by: 'ap', options: taxiArmies(p).map((unit) => ({ key: unit, unit, word: 'dx-full' })) }),
  choose: (p, _side, key) => ({
    state: marked(
      { ...p.state, units: { ...p.state.units, [key]: { ...p.state.units[key]!, strength: 'full' } } },
      p.state.units[key]!.at,
    ),
    events: [{ kind: 'dx-flipped', card: PARIS_TAXIS, unit: key, at: p.state.units[key]!.at, rule: CARD_TEXT }],
  }),
};

/**
 * AP #57: both cavalry corps enter together in a space of Russia (not the Near East, where they never go) that holds
 * a Russian army in supply, stacking permitting (10.1.1), and no Allied units of other nations after Brest-Litovsk.
 */
function cavalrySpaces(p: Position): string[] {
  const out = new Set<string>();
  for (const [id, u] of Object.entries(p.state.units)) {
    const s = p.model.spaces[u.at];
    if (!s || s.nation !== 'ru' || s.nearEast) continue;
    if (p.model.units[id]?.size !== 'army' || nationOfUnit(p.model, id) !== 'ru' || !unitInSupply(p, id)) continue;
    if (sideUnitsAt(p, u.at, 'ap').length + RUSSIAN_CAVALRY.length > STACKING_LIMIT) continue;
    if (brestLitovskProblem(p, RUSSIAN_CAVALRY, u.at)) continue;
    out.add(u.at);
  }
  return [...out].sort();
}

const russianCavalry: EventRule = {
  card: RUSSIAN_CAVALRY_CARD,
  problem: (p) =>
    missing(p, RUSSIAN_CAVALRY_CARD, RUSSIAN_CAVALRY) ?? (cavalrySpaces(p).length > 0 ? null : dx('russian-cavalry')),
  choice: (p) => ({ by: 'ap', options: cavalrySpaces(p).map((space) => ({ key: space, space, word: 'dx-cavalry' })) }),
  choose: (p, _side, key) => ({
    state: marked(moved(p.state, RUSSIAN_CAVALRY, key), key),
    events: [{ kind: 'dx-arrive', card: RUSSIAN_CAVALRY_CARD, units: RUSSIAN_CAVALRY, at: key, rule: CARD_TEXT }],
  }),
};

/**
 * AP #60: an Austro-Hungarian corps in the Central Powers' eliminated units box leaves the game for good (the
 * lowest-numbered: they are alike), if there is one; the Czech Legion joins the Allied Reserve Box either way.
 */
const czechLegion: EventRule = {
  card: CZECH_LEGION_CARD,
  problem: (p) => missing(p, CZECH_LEGION_CARD, [CZECH_LEGION]),
  apply: (p) => {
    const corps = Object.keys(p.state.units)
      .filter((u) => p.state.units[u]!.at === ELIMINATED_BOX.cp && nationOfUnit(p.model, u) === 'ah')
      .filter((u) => p.model.units[u]?.size === 'corps')
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))[0];
    const events: GameEvent[] = [];
    let state = p.state;
    if (corps) {
      state = { ...state, units: { ...state.units, [corps]: { ...state.units[corps]!, at: GONE } } };
      events.push({ kind: 'dx-gone', card: CZECH_LEGION_CARD, unit: corps, rule: CARD_TEXT });
    }
    state = moved(state, [CZECH_LEGION], RESERVE_BOX.ap);
    events.push({
      kind: 'dx-arrive',
      card: CZECH_LEGION_CARD,
      units: [CZECH_LEGION],
      at: RESERVE_BOX.ap,
      rule: CARD_TEXT,
    });
    return { state, events };
  },
};

/**
 * AP #62: one die on the Allied Peace Terms table's 0–19 column (16.5.2's table): 1–3 −1 VP, 4–5 none, 6 +1 VP. It
 * is no peace offer: nobody accepts it, and the game goes on.
 */
const sixtusAffair: EventRule = {
  card: SIXTUS_AFFAIR,
  apply: (p, _side, dice: Dice) => {
    const die = dice.roll(6, { purpose: 'sixtus-affair' });
    const vp = SIXTUS_COLUMN[die - 1] ?? 0;
    return {
      state: { ...p.state, vp: p.state.vp + vp },
      events: [{ kind: 'dx-sixtus', card: SIXTUS_AFFAIR, die, vp, rule: '16.5.2' }],
    };
  },
};

/** AP #65: only at a Combined War Status of 30 or more; no card is played for RP for the rest of the turn. */
const influenza: EventRule = {
  card: INFLUENZA,
  problem: (p) =>
    p.state.combinedWarStatus >= INFLUENZA_CWS
      ? null
      : dx('influenza-cws', { cws: p.state.combinedWarStatus, needed: INFLUENZA_CWS }),
  apply: (p) => ({
    state: { ...p.state, limits: [...(p.state.limits ?? []), thisTurnMark(INFLUENZA)] },
    events: [{ kind: 'dx-influenza', card: INFLUENZA, rule: CARD_TEXT }],
  }),
};

/** CP #59: only while the Central Powers control Warsaw; −1 VP; the three Polish corps to the CP Reserve Box. */
const polishRestoration: EventRule = {
  card: POLISH_RESTORATION,
  problem: (p) =>
    missing(p, POLISH_RESTORATION, POLISH_CORPS) ??
    (p.state.control[WARSAW] === 'cp' ? null : dx('polish-warsaw', { space: WARSAW })),
  apply: (p) => {
    const units = POLISH_CORPS.filter((u) => p.state.units[u]!.at === OFF);
    return {
      state: { ...moved(p.state, units, RESERVE_BOX.cp), vp: p.state.vp - 1 },
      events: [
        { kind: 'dx-vp', card: POLISH_RESTORATION, vp: -1, rule: CARD_TEXT },
        { kind: 'dx-arrive', card: POLISH_RESTORATION, units, at: RESERVE_BOX.cp, rule: CARD_TEXT },
      ],
    };
  },
};

/**
 * CP #63: only after Fall of the Tsar; the Central Powers flip up to four full-strength Russian units on the map to
 * their reduced side, one by one, and may stop (`done`). "In play" read as on the map: the digest's source lets any
 * full-strength Russian unit in play be picked; a unit in the Reserve Box is not at the front to desert from.
 */
function desertionChoice(p: Position, chosen: readonly string[]): EventChoice {
  const flipped = chosen.filter((k) => k !== DONE_OPTION).length;
  const units =
    flipped >= DESERTIONS
      ? []
      : Object.entries(p.state.units)
          .filter(([id, u]) => p.model.spaces[u.at] && u.strength === 'full' && nationOfUnit(p.model, id) === 'ru')
          .map(([id]) => id)
          .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return {
    by: 'cp',
    options: [
      ...units.map((unit) => ({ key: unit, unit, word: 'dx-reduce' })),
      { key: DONE_OPTION, word: 'event-done' },
    ],
  };
}

const russianDesertions: EventRule = {
  card: RUSSIAN_DESERTIONS,
  problem: (p) =>
    p.state.events.includes(FALL_OF_THE_TSAR)
      ? null
      : { code: 'cp-event-needs', rule: CARD_TEXT, params: { card: RUSSIAN_DESERTIONS, needed: FALL_OF_THE_TSAR } },
  choice: (p, _side, chosen) => desertionChoice(p, chosen),
  repeat: true,
  choose: (p, _side, key) =>
    key === DONE_OPTION
      ? { state: p.state, events: [{ kind: 'event-choice-done', card: RUSSIAN_DESERTIONS, rule: '9.5.1' }] }
      : {
          state: {
            ...p.state,
            units: { ...p.state.units, [key]: { ...p.state.units[key]!, strength: 'reduced' } },
            last: { ...p.state.last, losses: [...(p.state.last.losses ?? []), p.state.units[key]!.at] },
          },
          events: [
            { kind: 'dx-reduced', card: RUSSIAN_DESERTIONS, unit: key, at: p.state.units[key]!.at, rule: CARD_TEXT },
          ],
        },
};

/** CP #65: not after turn 16; its War Status +3 (the card's number, added by the machine) is all it does. */
const princeMax: EventRule = {
  card: PRINCE_MAX,
  problem: (p) =>
    p.state.turn <= PRINCE_MAX_LAST_TURN ? null : dx('turns', { card: PRINCE_MAX, last: PRINCE_MAX_LAST_TURN }),
};

export const DELUXE_EVENTS: readonly EventRule[] = [
  parisTaxis,
  russianCavalry,
  czechLegion,
  sixtusAffair,
  influenza,
  polishRestoration,
  russianDesertions,
  princeMax,
];
