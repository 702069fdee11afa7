import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { entryPlacements } from '../play/entry.js';
import type { PogState, UnitState } from '../play/state.js';
import {
  entrenchChoice,
  entrenchChosen,
  entrySpreadChoice,
  entrySpreadChosen,
  SALONIKA_SPACE,
  salonikaChoice,
  salonikaChosen,
} from './event-choices.js';
import type { EventOutcome, EventRule } from './events.js';
import { STACKING_LIMIT } from './movement.js';
import { sideUnitsAt } from './position.js';
import { seasonOf } from './sequence.js';

/**
 * The Allied cards' events (9.5.1): see rules/events.ts. One entry a card; the cards not here are the players'.
 *
 * Every Allied card of the 2004 deck (AP 1–55) is here unless it is a combat card (rules/combat-cards.ts), a
 * reinforcement card (the machine, rules/reinforce.ts) or a neutral-entry card (AP 16, 17, 44: the machine). Each
 * entry gives the card's own conditions (`problem`), what it does at once with no player's choice (`apply`), and in
 * `manual` what is left to the players: a choice this module does not prompt, or a rule elsewhere that does not read
 * the event yet. The conditions and effects are the Italian book's card list (pp. 28–35) with the rules it names;
 * where the book is silent, the reading is said in a comment here and in the README ("Allied events").
 *
 * The machine has already added the card's War Status, marked the card in `state.events` (how the lasting events are
 * read) and removed a `*` card. A "this turn" event is also marked in `state.limits`, which the machine empties at
 * each new turn (the way it marks the neutral-entry card of the turn): `playedThisTurn` reads it.
 */

// The Allied cards with an entry here.
const BLOCKADE = 'ap-2';
const MOLTKE = 'ap-9';
const ENTRENCH = 'ap-12';
const RAPE_OF_BELGIUM = 'ap-13';
const CLOAK_AND_DAGGER = 'ap-23';
const LUSITANIA = 'ap-26';
const GREAT_RETREAT = 'ap-27';
const LANDSHIPS = 'ap-28';
const SALONIKA = 'ap-30';
const ROMANIA = 'ap-16';
const GRAND_FLEET = 'ap-33';
const YANKS_AND_TANKS = 'ap-35';
const INDEPENDENT_AIR_FORCE = 'ap-37';
const FOURTEEN_POINTS = 'ap-40';
const KERENSKY = 'ap-45';
const BRUSILOV = 'ap-46';
const SINAI_PIPELINE = 'ap-49';
const EVERYONE_INTO_BATTLE = 'ap-51';
const CONVOY = 'ap-52';
const ZIMMERMANN = 'ap-54';
const OVER_THERE = 'ap-55';
const ROYAL_TANK_CORPS = 'ap-48';

// The Central Powers' cards the Allied events name.
const GUNS_OF_AUGUST = 'cp-1';
const FALKENHAYN = 'cp-13';
const HIGH_SEAS_FLEET = 'cp-25';
const RATHENAU = 'cp-33';
const U_BOATS = 'cp-36';
const MICHAEL = 'cp-49';
const BLUCHER = 'cp-50';
const PEACE_OFFENSIVE = 'cp-51';
const FALL_OF_THE_TSAR = 'cp-52';
const BOLSHEVIK_REVOLUTION = 'cp-53';

/** 16.3.2: the US entry marker reaches the Zimmermann Telegram box at a Combined War Status of 30 or more. */
export const ZIMMERMANN_CWS = 30;

/** The `limits` mark of a card played as an event this turn (the machine empties `limits` at each new turn). */
export function thisTurnMark(card: string): string {
  return `event-this-turn:${card}`;
}

/** Whether the card was played as an event this turn (for the events marked so: Great Retreat, Everyone Into Battle,
 * Zimmermann Telegram, Over There). */
export function playedThisTurn(state: PogState, card: string): boolean {
  return (state.limits ?? []).includes(thisTurnMark(card));
}

/**
 * Whether a CP card has been played: marked as an event, or removed from the game. A `*` combat card played in a
 * combat is removed after it (9.5.1.2, 9.5.4) but is marked in `state.events` only when it has a War Status number
 * (play/combat.ts), so Blücher and Peace Offensive are found among the removed cards.
 */
function cpPlayed(state: PogState, card: string): boolean {
  return state.events.includes(card) || state.removed.cp.includes(card);
}

// ---------------------------------------------------------------------------------------------------------------
// Readers of the lasting events, for the rules they change: Moltke in activation (rules/operations.ts), Blockade,
// Rathenau and U-Boats in the end of the turn and the cards (play/machine.ts), Lusitania and 14 Points in peace terms.

/** AP #9 Moltke: in force from its play until Falkenhayn (CP #13) is played. */
export function moltkeInForce(state: PogState): boolean {
  return state.events.includes(MOLTKE) && !state.events.includes(FALKENHAYN);
}

/** AP #2 Blockade: the VP change of this turn's War Status Phase (−1 each Winter turn once Blockade is played). */
export function blockadeVp(state: PogState): number {
  return state.events.includes(BLOCKADE) && seasonOf(state.turn).season === 'winter' ? -1 : 0;
}

/**
 * AP #17 Italy (its card, and the VP table): while it is unplayed once the Allies are at Total War, each War Status
 * Phase gives the Central Powers 1 VP. Italy enters only by this card, so "unplayed" is Italy still neutral.
 */
export function italyNeutralVp(state: PogState): number {
  return state.commitment.ap === 'total' && !state.atWar.includes('it') ? 1 : 0;
}

/** AP #26 Lusitania, AP #40 14 Points: only the Allies may offer peace terms for the rest of the game. */
export function onlyAlliesOfferPeace(state: PogState): boolean {
  return state.events.includes(LUSITANIA) || state.events.includes(FOURTEEN_POINTS);
}

/** AP #37 Independent Air Force cancels or prevents Walter Rathenau's German RP (CP #33). */
export function rathenauInForce(state: PogState): boolean {
  return state.events.includes(RATHENAU) && !state.events.includes(INDEPENDENT_AIR_FORCE);
}

/** AP #52 Convoy cancels U-Boats Unleashed (CP #36). */
export function uBoatsInForce(state: PogState): boolean {
  return state.events.includes(U_BOATS) && !state.events.includes(CONVOY);
}

// ---------------------------------------------------------------------------------------------------------------
// Building blocks.

/** 9.5.1.1: the card's own instructions (its text in the book's card list). */
const CARD_TEXT = '9.5.1.1';

/** The event may be played only after `needed` has been played. */
function needs(card: string, needed: string, rule = CARD_TEXT): Problem {
  return { code: 'ap-event-needs', rule, params: { card, needs: needed } };
}

/** The event may not be played once `closing` has been played. */
function closedBy(card: string, closing: string): Problem {
  return { code: 'ap-event-closed', rule: CARD_TEXT, params: { card, closed: closing } };
}

/** The VP marker moves by `vp` (higher favours the Central Powers, 4.1.2). */
function vpChange(state: PogState, card: string, vp: number): EventOutcome {
  return { state: { ...state, vp: state.vp + vp }, events: [{ kind: 'ap-vp', card, vp, rule: CARD_TEXT }] };
}

function markThisTurn(state: PogState, card: string): PogState {
  return { ...state, limits: [...(state.limits ?? []), thisTurnMark(card)] };
}

function withEvents(outcome: EventOutcome, ...more: GameEvent[]): EventOutcome {
  return { state: outcome.state, events: [...outcome.events, ...more] };
}

// ---------------------------------------------------------------------------------------------------------------
// The cards.

/** AP #13: only after Guns of August; −1 VP. */
const rapeOfBelgium: EventRule = {
  card: RAPE_OF_BELGIUM,
  problem: (p) => (p.state.events.includes(GUNS_OF_AUGUST) ? null : needs(RAPE_OF_BELGIUM, GUNS_OF_AUGUST)),
  apply: (p) => vpChange(p.state, RAPE_OF_BELGIUM, -1),
};

/** AP #9: only in August or September 1914 (turns 1–2, 1.0). */
const moltke: EventRule = {
  card: MOLTKE,
  problem: (p) =>
    p.state.turn <= 2 ? null : { code: 'ap-event-turns', rule: CARD_TEXT, params: { card: MOLTKE, last: 2 } },
  // The Italian card says activating "Corpi" (corps) in Belgium or France costs 1 OPS a unit; read, with the digest,
  // as a slip for the Central Powers (CP), whom an Allied event restrains (README); rules/operations.ts reads it.
};

/** AP #26: only after Blockade and before Zimmermann Telegram; only the Allies offer peace from now on; −1 VP. */
const lusitania: EventRule = {
  card: LUSITANIA,
  problem: (p) => {
    if (!p.state.events.includes(BLOCKADE)) return needs(LUSITANIA, BLOCKADE);
    if (p.state.events.includes(ZIMMERMANN)) return closedBy(LUSITANIA, ZIMMERMANN);
    return null;
  },
  apply: (p) => vpChange(p.state, LUSITANIA, -1),
};

/** AP #40: only after Zimmermann Telegram (16.3.5); only the Allies offer peace from now on; −1 VP. */
const fourteenPoints: EventRule = {
  card: FOURTEEN_POINTS,
  problem: (p) => (p.state.events.includes(ZIMMERMANN) ? null : needs(FOURTEEN_POINTS, ZIMMERMANN, '16.3.5')),
  apply: (p) => vpChange(p.state, FOURTEEN_POINTS, -1),
};

/** AP #52: only after U-Boats Unleashed; cancels it; −1 VP. */
const convoy: EventRule = {
  card: CONVOY,
  problem: (p) => (p.state.events.includes(U_BOATS) ? null : needs(CONVOY, U_BOATS)),
  apply: (p) =>
    withEvents(vpChange(p.state, CONVOY, -1), {
      kind: 'ap-cancels',
      card: CONVOY,
      cancelled: U_BOATS,
      rule: CARD_TEXT,
    }),
};

/**
 * Whether the Allies' action now is the one right after the Central Powers' High Seas Fleet (CP #25): the Central
 * Powers act first in each round (8.1.2), so it is when the CP used this round's card as an event and the last event
 * played before Grand Fleet is High Seas Fleet.
 */
function rightAfterHighSeasFleet(state: PogState): boolean {
  const before = state.events.filter((e) => e !== GRAND_FLEET);
  return state.uses.cp[state.round - 1] === 'event' && before[before.length - 1] === HIGH_SEAS_FLEET;
}

/**
 * AP #33: "if played" in the Allied action round right after High Seas Fleet, it cancels that card: its +1 VP (the VP
 * table) is taken back. The book words it as an effect, not as a condition ("Se giocata", where the conditions read
 * "Si gioca solo"), and 9.5.1.1's note lets a card be played as an event when its effect is void: played at another
 * time, it does nothing. Reading (README): High Seas Fleet's +1 VP is scored when it is played, so Grand Fleet gives −1.
 */
const grandFleet: EventRule = {
  card: GRAND_FLEET,
  apply: (p) =>
    rightAfterHighSeasFleet(p.state)
      ? {
          state: { ...p.state, vp: p.state.vp - 1 },
          events: [{ kind: 'ap-cancels', card: GRAND_FLEET, cancelled: HIGH_SEAS_FLEET, vp: -1, rule: CARD_TEXT }],
        }
      : {
          state: p.state,
          events: [{ kind: 'ap-no-effect', card: GRAND_FLEET, after: HIGH_SEAS_FLEET, rule: CARD_TEXT }],
        },
};

/** AP #28: allows Royal Tank Corps (read by rules/combat-cards.ts). */
const landships: EventRule = {
  card: LANDSHIPS,
  apply: (p) => ({
    state: p.state,
    events: [{ kind: 'ap-allows', card: LANDSHIPS, allowed: ROYAL_TANK_CORPS, rule: CARD_TEXT }],
  }),
};

/**
 * AP #54: only with the US entry marker in the Zimmermann Telegram box (CWS 30 or more, 16.3.2; the CWS never goes
 * down, 16.1.5); −1 VP; the USA becomes an active Allied nation (16.3.3: `atWar`, as the machine brings a nation in;
 * it sets up no units), with no US reinforcement card until Over There, which may be played in a later turn.
 */
const zimmermann: EventRule = {
  card: ZIMMERMANN,
  problem: (p) =>
    p.state.combinedWarStatus >= ZIMMERMANN_CWS
      ? null
      : {
          code: 'ap-zimmermann-cws',
          rule: '16.3.2',
          params: { cws: p.state.combinedWarStatus, needed: ZIMMERMANN_CWS },
        },
  apply: (p) => {
    const outcome = vpChange(p.state, ZIMMERMANN, -1);
    const atWar = outcome.state.atWar.includes('us') ? outcome.state.atWar : [...outcome.state.atWar, 'us'];
    const entered: GameEvent[] = outcome.state.atWar.includes('us')
      ? []
      : [{ kind: 'enters-war', nation: 'us', units: 0, rule: '16.3.3' }];
    return withEvents(
      { state: markThisTurn({ ...outcome.state, atWar }, ZIMMERMANN), events: outcome.events },
      ...entered,
    );
  },
};

/**
 * AP #55: only after Zimmermann Telegram (16.3.4), in a later turn than it (its card); US reinforcement cards may be
 * played in the turns after this one, one a turn (16.3.4), and every Allied RP card adds 1 US RP (9.4.5, 17.1.8: the
 * machine reads this card). The US reinforcement cards' own conditions are the reinforcement rules' (README).
 */
const overThere: EventRule = {
  card: OVER_THERE,
  problem: (p) => {
    if (!p.state.events.includes(ZIMMERMANN)) return needs(OVER_THERE, ZIMMERMANN, '16.3.4');
    if (playedThisTurn(p.state, ZIMMERMANN))
      return { code: 'ap-event-later-turn', rule: CARD_TEXT, params: { card: OVER_THERE, after: ZIMMERMANN } };
    return null;
  },
  apply: (p) => ({
    state: markThisTurn(p.state, OVER_THERE),
    events: [{ kind: 'ap-over-there', card: OVER_THERE, rule: '16.3.4' }],
  }),
};

/** The `limits` mark of the round Salonika was played in: 9.3.3 reads it as an SR card's round. */
export const salonikaRoundMark = (round: number) => `salonika-sr:${round}`;

/**
 * AP #30: Greece's limited entry (9.5.2.4): with Greece still neutral, its units are set up as the set-up chart says
 * (they stay neutral: no one moves them; the machine's set-up for Greece's entry later skips them); then up to three
 * British or French corps SR to Salonika, chosen one by one (rules/event-choices.ts). After Greece's entry, only with
 * Salonika the Allies' and not full (the card). 9.3.3: the event counts as an SR card, so it may not be played the
 * round after an Allied SR card of the same turn, nor an SR card the round after it (its round is marked in `limits`,
 * which the machine reads as an SR round).
 */
const salonika: EventRule = {
  card: SALONIKA,
  problem: (p) => {
    if (p.state.uses.ap[p.state.round - 2] === 'sr') return { code: 'ap-salonika-sr', rule: '9.3.3' };
    if (
      p.state.atWar.includes('gr') &&
      (p.state.control[SALONIKA_SPACE] !== 'ap' || sideUnitsAt(p, SALONIKA_SPACE, 'ap').length >= STACKING_LIMIT)
    )
      return { code: 'ap-salonika-held', rule: CARD_TEXT };
    return null;
  },
  choice: (p, _side, chosen) => salonikaChoice(p, chosen),
  choose: (p, _side, key) => salonikaChosen(p, key),
  repeat: true,
  apply: (p) => {
    const marked = { ...p.state, limits: [...(p.state.limits ?? []), salonikaRoundMark(p.state.round)] };
    if (p.state.atWar.includes('gr')) return { state: marked, events: [] };
    const units: Record<string, UnitState> = { ...p.state.units };
    const trenches = { ...p.state.trenches };
    const placed: string[] = [];
    for (const e of entryPlacements('gr')) {
      if (units[e.unit]?.at !== 'off' || !p.model.spaces[e.at]) continue;
      units[e.unit] = { at: e.at, strength: e.reduced ? 'reduced' : 'full' };
      if (e.trench > 0 && !trenches[e.at]) trenches[e.at] = e.trench as 1 | 2;
      placed.push(e.unit);
    }
    return {
      state: { ...marked, units, trenches },
      events: [{ kind: 'ap-greek-units', units: placed, rule: '9.5.2.4' }],
    };
  },
};

/** AP #23: the Allies see the Central Powers' whole hand (logged here), then conduct operations with this card. */
const cloakAndDagger: EventRule = {
  card: CLOAK_AND_DAGGER,
  apply: (p) => ({
    state: p.state,
    events: [{ kind: 'ap-hand-shown', side: 'cp', cards: [...p.state.hand.cp], rule: CARD_TEXT }],
  }),
  ops: true,
};

/** AP #27: this turn only: marked for the combat, which offers the retreat before the roll (rules/combat-events.ts). */
const greatRetreat: EventRule = {
  card: GREAT_RETREAT,
  apply: (p) => ({ state: markThisTurn(p.state, GREAT_RETREAT), events: [] }),
};

/** AP #51: only after Michael, Blücher or Peace Offensive; this turn only. */
const everyoneIntoBattle: EventRule = {
  card: EVERYONE_INTO_BATTLE,
  problem: (p) =>
    [MICHAEL, BLUCHER, PEACE_OFFENSIVE].some((c) => cpPlayed(p.state, c))
      ? null
      : { code: 'ap-everyone-into-battle', rule: CARD_TEXT, params: { card: EVERYONE_INTO_BATTLE } },
  // The mark this turn is read by the activation costs (rules/operations.ts, 9.2.3).
  apply: (p) => ({
    state: markThisTurn(p.state, EVERYONE_INTO_BATTLE),
    events: [{ kind: 'ap-one-nationality', card: EVERYONE_INTO_BATTLE, rule: '9.2.3' }],
  }),
};

/** AP #45: only after Fall of the Tsar and before Bolshevik Revolution; the card's OPS, +2 DRM to their Russian attacks
 * on Turkish, Bulgarian or Austro-Hungarian units (rules/combat-events.ts). */
const kerensky: EventRule = {
  card: KERENSKY,
  problem: (p) => {
    if (!p.state.events.includes(FALL_OF_THE_TSAR)) return needs(KERENSKY, FALL_OF_THE_TSAR);
    if (p.state.events.includes(BOLSHEVIK_REVOLUTION)) return closedBy(KERENSKY, BOLSHEVIK_REVOLUTION);
    return null;
  },
  ops: true,
};

/**
 * AP #16 Romania: the entry itself is the machine's (9.5.2.1); the card may not be played after Fall of the Tsar (its
 * card), and the Allies then place Romania's four other corps (the set-up chart).
 */
const romania: EventRule = {
  card: ROMANIA,
  problem: (p) =>
    p.state.events.includes(FALL_OF_THE_TSAR)
      ? { code: 'ap-romania-tsar', rule: CARD_TEXT, params: { card: ROMANIA, after: FALL_OF_THE_TSAR } }
      : null,
  choice: (p, _side, chosen) => entrySpreadChoice(p, 'ro', 'ap', chosen),
  choose: (p, _side, key) => entrySpreadChosen(p, 'ro', 'ap', key),
  repeat: true,
};

export const AP_EVENTS: readonly EventRule[] = [
  romania,
  // AP #2: lasting; the War Status Phase reads it (blockadeVp).
  { card: BLOCKADE },
  moltke,
  // AP #12: 9.5.1.1 and 11.2.1 (one Entrench event a game) are the machine's; from now on both sides may entrench
  // (the machine reads the card). The trench's space is the Allies' choice.
  {
    card: ENTRENCH,
    choice: (p) => entrenchChoice(p, 'ap'),
    choose: (p, _side, space) => entrenchChosen(p, ENTRENCH, space),
  },
  rapeOfBelgium,
  cloakAndDagger,
  lusitania,
  greatRetreat,
  landships,
  salonika,
  grandFleet,
  // AP #35: the card's OPS, and +2 DRM to this action's attacks with a US unit (play/combat.ts).
  { card: YANKS_AND_TANKS, ops: true },
  // AP #37: lasting; the Replacement Phase reads it (rathenauInForce).
  { card: INDEPENDENT_AIR_FORCE },
  fourteenPoints,
  kerensky,
  // AP #46: the card's OPS, +1 DRM to this action's attacks with Russian units (play/combat.ts), and once this action
  // a Russian attack on units none of which is German ignores the trench (rules/combat-events.ts).
  { card: BRUSILOV, ops: true },
  // AP #49: lasting; the combat reads it (no Sinai −3 DRM for the Allies, except in Summer).
  { card: SINAI_PIPELINE },
  everyoneIntoBattle,
  convoy,
  zimmermann,
  overThere,
];
