import type { Dice } from '../../../core/dice.js';
import type { Card } from '../cards.js';
import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { ELIMINATED_BOX, RESERVE_BOX, type Side } from '../model.js';
import {
  cardId,
  cardsOfLevel,
  commitmentFor,
  ENTRY_LIMIT,
  NEUTRAL_ENTRY,
  drawUpTo,
  levelsAdded,
  reinforcedBy,
  rpRecorded,
  shuffle,
  discardable,
  useProblem,
  warStatusAfter,
} from '../rules/cards.js';
import { FRENCH_MUTINY as MUTINY_CARD } from '../rules/attack.js';
import {
  blockadeVp,
  italyNeutralVp,
  onlyAlliesOfferPeace,
  playedThisTurn,
  rathenauInForce,
  salonikaRoundMark,
  uBoatsInForce,
} from '../rules/events-ap.js';
import {
  applyEvent,
  choiceRepeats,
  chooseForEvent,
  eventChoice,
  eventProblem,
  opsAfterEvent,
} from '../rules/events.js';
import { isDeluxeUnit } from '../rules/deluxe-units.js';
import { influenzaInForce } from '../rules/events-deluxe.js';
import { rollMandated } from '../rules/mandated.js';
import { besiege } from '../rules/siege.js';
import {
  CAUCASUS_LIMIT,
  caucasusCrossed,
  destinations,
  entries,
  moveProblem,
  overstack,
  overstackProblem,
  siegeAfterLeaving,
  STACKING_LIMIT,
} from '../rules/movement.js';
import { activationPrice, activationProblem } from '../rules/operations.js';
import { offerProblem, peaceTerms } from '../rules/peace.js';
import { neutralUnit, sideUnitsAt, unitsAt, type Position } from '../rules/position.js';
import { srCost, srLimitUsed, srProblem, srRoute } from '../rules/redeployment.js';
import { AUTOMATIC_OPS, commitmentCheckProblem, HAND_SIZE, nextAction, peaceAllowedIn } from '../rules/sequence.js';
import { entrench } from '../rules/trenches.js';
import {
  armistice,
  automaticVictory,
  BREST_LITOVSK,
  vpForCapture,
  vpForStarEvent,
  winnerAtEnd,
} from '../rules/victory.js';
import { applyCombat, beginCombats } from './combat.js';
import type { Machine } from './combat-fight.js';
import {
  applyPhase,
  attritionPhase,
  PHASE_ACTIONS,
  replacementFrames,
  suppliedUnits,
  unsuppliedActivated,
} from './phases.js';
import { entryPlacements } from './entry.js';
import {
  arrivals,
  corpsPlace,
  EASTERN_ARMIES,
  homeNation,
  isEastPlace,
  placedByChoice,
  placementProblem,
  placesFor,
} from '../rules/reinforce.js';
import { GUNS_OF_AUGUST, type Game } from './setup.js';
import { recordRoundSupply, warnSupply } from './supply-hook.js';
import {
  GONE,
  other,
  pop,
  push,
  refuse,
  top,
  withStack,
  type Applied,
  type Correction,
  type EndReason,
  type Frame,
  type PogAction,
  type PogState,
  type Use,
} from './state.js';

/**
 * The state machine: one action of one side, applied to the state, gives the next state and the events (data), or
 * the Problem (with its rule) that refuses it (`Applied`). The rules themselves are in ../rules; this file sequences
 * them.
 */
export type { Applied };

/** The Entrench cards (AP #12, CP #6): an army may entrench once either is played as an event (11.2.1). */
export const ENTRENCH_CARDS = ['ap-12', 'cp-6'];
/** Cards whose events change later rules the module reads. */
const OVER_THERE = 'ap-55';
const HOFFMANN = 'cp-37';
const HL_TAKE_COMMAND = 'cp-54';
const BOLSHEVIK = 'cp-53';
const FRENCH_MUTINY = 'cp-47';
/** 16.5.1.2 read mirrored (the Allies offer at VP 9 or less): README, "decisions". */
export const ALLIED_PEACE_READING = 'mirrored' as const;

export function nationOf(game: Game, unit: string): string {
  const nation = game.model.units[unit]?.nation;
  if (nation) return nation;
  return unit.split('-')[0] ?? unit;
}

/** 9.5.3.1: the nation a reinforcement card is for, by the unit it brings: its title's (rules/reinforce.ts). */
function reinforcementNation(game: Game, unit: string): string {
  return homeNation(nationOf(game, unit));
}

/** 7.1.1: both sides roll their Mandated Offensive at the start of a turn (4.3.3 for turn 1). */
function rollOffensives(game: Game, state: PogState, dice: Dice, events: GameEvent[]): PogState {
  const mandated = { ...state.mandated };
  for (const side of ['cp', 'ap'] as const) {
    const enemy = other(side);
    const capitals: Record<string, string[]> = {
      ge: ['berlin'],
      ah: ['vienna', 'budapest'],
      tu: ['constantinople'],
      fr: ['paris'],
      br: ['london'],
      it: ['rome'],
      ru: ['petrograd'],
    };
    const enemyCapitals = Object.entries(capitals)
      .filter(([, spaces]) => spaces.some((s) => state.control[s] === enemy))
      .map(([n]) => n) as ('ge' | 'ah' | 'tu' | 'fr' | 'br' | 'it' | 'ru')[];
    const roll = rollMandated(dice, game.mandated, game.mandatedSource, {
      side,
      hoffmann: side === 'cp' && state.events.includes(HOFFMANN),
      neutral: (['it', 'tu'] as const).filter((n) => !state.atWar.includes(n)),
      enemyCapitals,
      hlTakeCommand: side === 'cp' && state.events.includes(HL_TAKE_COMMAND),
      bolshevik: side === 'ap' && state.events.includes(BOLSHEVIK),
      frenchMutiny: side === 'ap' && state.events.includes(FRENCH_MUTINY),
    });
    if (!roll.ok) continue;
    mandated[side] = roll.value.offensive;
    events.push({ kind: 'mandated', side, die: roll.value.die, offensive: roll.value.offensive, rule: '7.1.1' });
  }
  return { ...state, mandated };
}

/** 4.3.1, 4.3.2: the Central Powers' starting hand, then the first turn's Mandated Offensives (4.3.3). */
function startGame(game: Game, state: PogState, keep: boolean, dice: Dice, events: GameEvent[]): PogState {
  const deck = keep ? state.deck.cp.filter((c) => c !== GUNS_OF_AUGUST) : state.deck.cp;
  const hand = keep && state.deck.cp.includes(GUNS_OF_AUGUST) ? [GUNS_OF_AUGUST] : [];
  const drawn = drawUpTo({ deck, hand, discard: [] }, HAND_SIZE, dice);
  let next: PogState = {
    ...state,
    deck: { ...state.deck, cp: drawn.deck },
    hand: { ...state.hand, cp: drawn.hand },
    round: 1,
    stack: [{ name: 'action', side: 'cp' }],
  };
  events.push({ kind: 'guns', keep, rule: '4.3.1' });
  next = rollOffensives(game, next, dice, events);
  events.push({ kind: 'round', turn: 1, round: 1 });
  return next;
}

/** A side's action of the round is over (8.1.4): the card goes where its use sends it, and the next action begins. */
function finishAction(game: Game, state: PogState, side: Side, use: Use, dice: Dice, events: GameEvent[]): PogState {
  const uses = { ...state.uses, [side]: [...state.uses[side], use] };
  let discard = state.discard[side];
  let removed = state.removed[side];
  for (const card of state.inPlay) {
    const star = game.cardById.get(card)?.remove ?? false;
    // 9.5.1.2: a `*` card played as an event is removed; every other use discards the card.
    if (use === 'event' && star) removed = [...removed, card];
    else discard = [...discard, card];
  }
  let next: PogState = {
    ...state,
    uses,
    inPlay: [],
    discard: { ...state.discard, [side]: discard },
    removed: { ...state.removed, [side]: removed },
    activations: {},
    movers: [],
    done: [],
    actionUse: undefined,
    fought: [],
    retreated: [],
    stack: state.stack.filter((f) => f.name !== 'action'),
  };
  const after = nextAction(side, state.round);
  // Supply warnings at each round's end (tournament practice, issue 22: play/supply-hook.ts).
  if (after === 'end-of-action-phase' || after.round !== state.round) next = warnSupply(game, next, events);
  if (after === 'end-of-action-phase') return endOfTurn(game, { ...next, entered: [] }, dice, events);
  if (after.round !== state.round) {
    // 11.3.2: the Caucasus crossing is counted by round.
    // 9.5.4.4: each combat card once an action round.
    next = { ...next, entered: [], ccUsed: [], limits: (next.limits ?? []).filter((l) => l !== CAUCASUS_LIMIT) };
    events.push({ kind: 'round', turn: state.turn, round: after.round });
  }
  return push({ ...next, round: after.round }, { name: 'action', side: after.side });
}

function gameOver(state: PogState, reason: EndReason, winner: Side | null, events: GameEvent[]): PogState {
  events.push({ kind: 'game-over', reason, ...(winner ? { winner } : {}) });
  return { ...state, stack: [], over: { reason, ...(winner ? { winner } : {}) } };
}

/** 6.0 C to G: the phases after the Action Phase, in order. */
function endOfTurn(game: Game, state: PogState, dice: Dice, events: GameEvent[]): PogState {
  // C: the Attrition Phase (14.3.5, 14.3.6, 11.2.7).
  state = attritionPhase(game, state, events);
  // D: the Siege Phase (15.3).
  state = siegePhase(game, state, dice, events);
  // E.1: a Mandated Offensive not made costs its side 1 VP (7.1.3; none on a French Mutiny turn, 7.1.8).
  state = mandatedPenalty(state, events);
  // AP #2 Blockade: each Winter turn's War Status Phase costs the Central Powers 1 VP.
  const blockade = blockadeVp(state);
  if (blockade !== 0) {
    state = { ...state, vp: state.vp + blockade };
    events.push({ kind: 'blockade', vp: blockade, card: 'ap-2', rule: '9.5.1' });
  }
  // AP #17 Italy unplayed once the Allies are at Total War: +1 VP each War Status Phase (its card, the VP table).
  const italy = italyNeutralVp(state);
  if (italy !== 0) {
    state = { ...state, vp: state.vp + italy };
    events.push({ kind: 'italy-neutral', vp: italy, card: 'ap-17', rule: '9.5.1' });
  }
  // E.2: automatic victory (5.2).
  const automatic = automaticVictory(state.vp);
  if (automatic) return gameOver(state, 'automatic', automatic, events);
  const brest = state.events.includes(BREST_LITOVSK);
  // E.3: armistice (16.2.1): the game ends, the VP decide.
  if (armistice(state.combinedWarStatus))
    return gameOver(state, 'armistice', winnerAtEnd(state.scenario, state.vp, brest), events);
  // E.4: War Commitment (16.1).
  let next = state;
  if (!commitmentCheckProblem(state.turn, state.scenario)) {
    for (const side of ['cp', 'ap'] as const) {
      const now = next.commitment[side];
      const reached = commitmentFor(next.warStatus[side], now);
      if (reached === now) continue;
      const added = levelsAdded(now, reached).flatMap((level) => cardsOfLevel(game.cards, side, level, next.deluxe));
      // 16.1.3: the new cards are shuffled with the draw pile and the discards; hands and removed cards stay out.
      const deck = shuffle([...next.deck[side], ...next.discard[side], ...added], dice);
      next = {
        ...next,
        commitment: { ...next.commitment, [side]: reached },
        deck: { ...next.deck, [side]: deck },
        discard: { ...next.discard, [side]: [] },
      };
      events.push({ kind: 'commitment', side, level: reached, cards: added.length, rule: '16.1.3' });
      // 16.1.3.1: Turkey enters the war when the Central Powers reach Limited War.
      if (side === 'cp' && !next.atWar.includes('tu')) next = entersWar(game, next, 'tu', events);
    }
    // 5.4: the Limited War scenario ends when either player reaches Total War.
    if (next.scenario === 'limited' && (next.commitment.cp === 'total' || next.commitment.ap === 'total'))
      return gameOver(next, 'total-war', winnerAtEnd(next.scenario, next.vp, brest), events);
  }
  // F: the Replacement Phase (17.1): the Allies, then the Central Powers, spend this turn's RP, kept in their frames;
  // Walter Rathenau's German RP (CP #33, until Independent Air Force) and U-Boats Unleashed's British one (CP #36,
  // until Convoy) first.
  next = lastingRp(next, events);
  const replacements = replacementFrames(game, next, events);
  // 9.5.4.5: the combat cards kept face up are discarded at the end of the turn.
  const retained = next.retained ?? { cp: [], ap: [] };
  // G: each side may discard Combat Cards, then draws (9.5.4.6); the Central Powers first (README).
  return {
    ...next,
    discard: { cp: [...next.discard.cp, ...retained.cp], ap: [...next.discard.ap, ...retained.ap] },
    retained: { cp: [], ap: [] },
    ccUsed: [],
    offensiveMade: [],
    rp: {},
    round: 0,
    stack: [{ name: 'discard', side: 'ap' }, { name: 'discard', side: 'cp' }, ...replacements],
  };
}

/** The RP that lasting events add or take in each Replacement Phase. */
function lastingRp(state: PogState, events: GameEvent[]): PogState {
  const rp = { ...state.rp };
  if (rathenauInForce(state)) {
    rp['ge'] = (rp['ge'] ?? 0) + 1;
    events.push({ kind: 'lasting-rp', nation: 'ge', rp: 1, card: 'cp-33', rule: '9.5.1' });
  }
  if (uBoatsInForce(state) && (rp['br'] ?? 0) > 0) {
    rp['br'] = rp['br']! - 1;
    events.push({ kind: 'lasting-rp', nation: 'br', rp: -1, card: 'cp-36', rule: '9.5.1' });
  }
  // CP #27 Zeppelin Raids: this turn's British RP less 4, not below 0.
  if (playedThisTurn(state, 'cp-27') && (rp['br'] ?? 0) > 0) {
    const lost = Math.min(4, rp['br']!);
    rp['br'] = rp['br']! - lost;
    events.push({ kind: 'lasting-rp', nation: 'br', rp: -lost, card: 'cp-27', rule: '9.5.1' });
  }
  return { ...state, rp };
}

/** 15.3: a roll for each besieged fort; one above its LF destroys it and the besieger takes the space. */
function siegePhase(game: Game, state: PogState, dice: Dice, events: GameEvent[]): PogState {
  let next = state;
  for (const space of state.besieged) {
    const fort = game.model.spaces[space]?.fort ?? 0;
    const owner = state.control[space] ?? null;
    const besieger: Side = owner === 'cp' ? 'ap' : 'cp';
    const roll = besiege(dice, fort, state.turn <= 2);
    if (!roll.ok) continue;
    const { destroyed, die, modified } = roll.value;
    let vp = 0;
    if (destroyed) {
      // 15.1.10, 15.3.2: with the fort gone the space is the besieger's, with its VP.
      vp = vpForCapture(besieger, owner, (game.model.spaces[space]?.vp ?? 0) > 0);
      next = {
        ...next,
        destroyed: [...next.destroyed, space],
        besieged: next.besieged.filter((b) => b !== space),
        control: { ...next.control, [space]: besieger },
        vp: next.vp + vp,
      };
    }
    events.push({ kind: 'siege', space, die, modified, fort, destroyed, side: besieger, vp, rule: '15.3.2' });
  }
  return next;
}

/** 7.1.3: each side whose Mandated Offensive was not made loses 1 VP's worth (the CP −1, the Allies +1). */
function mandatedPenalty(state: PogState, events: GameEvent[]): PogState {
  let vp = state.vp;
  for (const side of ['cp', 'ap'] as const) {
    const box = state.mandated[side];
    if (box === 'none' || (state.offensiveMade ?? []).includes(side)) continue;
    // 7.1.8: on a French Mutiny turn the French need not attack.
    if (side === 'ap' && box === 'fr' && state.events.includes(MUTINY_CARD)) continue;
    const dv = side === 'cp' ? -1 : 1;
    vp += dv;
    events.push({ kind: 'offensive-missed', side, offensive: box, vp: dv, rule: '7.1.3' });
  }
  return { ...state, vp };
}

/**
 * 9.5.3.2–9.5.3.3: a reinforcement event's corps go to their box at once; its armies are placed one by one on a
 * prompt (where each may go is the player's choice), then the action ends.
 */
function reinforce(game: Game, state: PogState, side: Side, card: Card, dice: Dice, events: GameEvent[]): PogState {
  const p: Position = { model: game.model, state };
  const units = arrivals(p, card);
  if (units.length === 0) return finishAction(game, state, side, 'event', dice, events);
  const placed = { ...state.units };
  const armies: string[] = [];
  for (const unit of units) {
    if (placedByChoice(p, unit)) {
      armies.push(unit);
      continue;
    }
    const at = corpsPlace(p, unit, side);
    placed[unit] = { at, strength: 'full' };
    events.push({ kind: 'reinforcement', side, unit, at, rule: '9.5.3.2' });
  }
  const next: PogState = { ...state, units: placed };
  if (armies.length === 0) return finishAction(game, next, side, 'event', dice, events);
  return push(next, { name: 'reinforce', side, card: cardId(card), units: armies });
}

/** A neutral nation enters the war: its units are set up at once (4.2, 16.1.3.1) where the pack says. */
function entersWar(game: Game, state: PogState, nation: string, events: GameEvent[]): PogState {
  const units = { ...state.units };
  const trenches = { ...state.trenches };
  const placed: string[] = [];
  for (const p of entryPlacements(nation)) {
    if (units[p.unit]?.at !== 'off' || (!game.model.spaces[p.at] && !p.at.endsWith('-reserve'))) continue;
    units[p.unit] = { at: p.at, strength: p.reduced ? 'reduced' : 'full' };
    if (p.trench > 0 && !trenches[p.at]) trenches[p.at] = p.trench as 1 | 2;
    placed.push(p.unit);
  }
  events.push({ kind: 'enters-war', nation, units: placed.length, rule: nation === 'tu' ? '16.1.3.1' : '9.5.2.1' });
  return { ...state, atWar: [...state.atWar, nation], units, trenches };
}

/** 6.0 H: the turn ends; the next begins with its Mandated Offensives (6.0 A), or the scenario is over (5.3–5.5). */
function nextTurn(game: Game, state: PogState, dice: Dice, events: GameEvent[]): PogState {
  if (state.turn >= state.lastTurn)
    return gameOver(
      state,
      'last-turn',
      winnerAtEnd(state.scenario, state.vp, state.events.includes(BREST_LITOVSK)),
      events,
    );
  let next: PogState = {
    ...state,
    turn: state.turn + 1,
    round: 1,
    uses: { cp: [], ap: [] },
    reinforcedNations: [],
    entered: [],
    limits: [],
    stack: [{ name: 'action', side: 'cp' }],
  };
  events.push({ kind: 'turn', turn: next.turn });
  next = rollOffensives(game, next, dice, events);
  events.push({ kind: 'round', turn: next.turn, round: 1 });
  return next;
}

function ok(state: PogState, events: GameEvent[], reveals = false): Applied {
  return { ok: true, state, events, ...(reveals ? { reveals } : {}) };
}

export function applyAction(game: Game, state: PogState, by: Side, action: PogAction, dice: Dice): Applied {
  const applied = recordRoundSupply(game, state, applyRules(game, state, by, action, dice));
  if (!applied.ok || applied.state.over || top(applied.state)?.name === 'overstack') return applied;
  // 10.1.3: a stack over the limit (a referee's correction, a nation's entry): the opponent eliminates the excess.
  const found = overstack({ model: game.model, state: applied.state });
  if (!found) return applied;
  const events = [...applied.events, { kind: 'overstack', side: found.side, space: found.space, rule: '10.1.3' }];
  const frame: Frame = { name: 'overstack', side: other(found.side), owner: found.side, space: found.space };
  return { ...applied, state: push(applied.state, frame), events };
}

/** The combat's hooks into the machine: ending the action, entering spaces, the supply trace. */
function machineFor(game: Game, dice: Dice): Machine {
  return {
    finish: (state, side, events) => {
      const card = state.inPlay[0] ?? null;
      return finishAction(game, state, side, state.actionUse ?? (card === null ? 'auto' : 'ops'), dice, events);
    },
    enter: (state, side, units, from, path, events) => moveAlong(game, state, side, units, from, path, events),
  };
}

const COMBAT_ACTIONS: ReadonlySet<PogAction['type']> = new Set([
  'attack',
  'attacked',
  'cc',
  'flank',
  'fight',
  'losses',
  'retreat',
  'hold',
  'advance',
  'advanced',
] as const);

function applyRules(game: Game, state: PogState, by: Side, action: PogAction, dice: Dice): Applied {
  if (state.over) return refuse('game-over', '5.1');
  if (action.type === 'correct') return correct(game, state, by, action.correction, action.note);
  const frame = top(state);
  if (!frame) return refuse('game-over', '5.1');
  if (action.type === 'resign') {
    const events: GameEvent[] = [{ kind: 'resign', side: by }];
    return ok(gameOver(state, 'resigned', other(by), events), events, true);
  }
  // 8.1.5: the side the prompt asks acts; the other waits.
  if (frame.side !== by) return refuse('not-your-turn', '8.1.5', { side: frame.side });
  if (COMBAT_ACTIONS.has(action.type)) return applyCombat(game, state, by, action, dice, machineFor(game, dice));
  if (PHASE_ACTIONS.has(action.type)) return applyPhase(game, state, by, action);
  const p: Position = { model: game.model, state };
  const events: GameEvent[] = [];
  switch (action.type) {
    case 'guns': {
      if (frame.name !== 'guns') return refuse('wrong-prompt', '4.3.1');
      return ok(startGame(game, state, action.keep, dice, events), events);
    }
    case 'card': {
      if (frame.name !== 'action') return refuse('wrong-prompt', '8.1.3');
      const card = game.cardById.get(action.card);
      // 9.1: a player plays cards from his own hand.
      if (!card || !state.hand[by].includes(action.card)) return refuse('not-in-hand', '9.1.2', { card: action.card });
      const problem = useProblem(card, action.use, useContext(game, state, by));
      if (problem) return { ok: false, problem };
      const played: PogState = {
        ...state,
        hand: { ...state.hand, [by]: state.hand[by].filter((c) => c !== action.card) },
        inPlay: [action.card],
        last: {},
      };
      events.push({ kind: 'card', side: by, card: action.card, use: action.use });
      switch (action.use) {
        case 'ops': // 9.2.1
          return ok(push(played, { name: 'activate', side: by, card: action.card, points: card.ops }), events, true);
        case 'sr': // 9.3.2
          return ok(push(played, { name: 'sr', side: by, card: action.card, points: card.sr }), events, true);
        case 'rp': {
          // 9.4.1
          const recorded = rpRecorded(card, state.atWar, state.events.includes(OVER_THERE));
          const rp = { ...state.rp };
          for (const [n, v] of Object.entries(recorded)) rp[n] = (rp[n] ?? 0) + v;
          events.push({ kind: 'rp', side: by, rp: recorded, rule: '9.4.1' });
          return ok(finishAction(game, { ...played, rp }, by, 'rp', dice, events), events, true);
        }
        case 'event': {
          // 9.5.1.3, 16.1.6: War Status.
          const ws = warStatusAfter(state.warStatus[by], state.combinedWarStatus, state.commitment[by], card.warStatus);
          const vp = state.vp + vpForStarEvent(state.scenario, by, card.remove);
          const reinforced = reinforcedBy(card, (u) => reinforcementNation(game, u));
          events.push({ kind: 'event', side: by, card: action.card, warStatus: card.warStatus, rule: '9.5.1' });
          const marked: PogState = {
            ...played,
            warStatus: { ...state.warStatus, [by]: ws.ws },
            combinedWarStatus: ws.cws,
            vp,
            events: [...state.events, action.card],
            reinforcedNations: [...state.reinforcedNations, ...reinforced],
          };
          // 9.5.1: the card's own effect (rules/events.ts), or a note that the players resolve it; the reinforcement
          // and neutral-entry cards are this machine's (below).
          const own = card.reinforcements.length > 0 || NEUTRAL_ENTRY[action.card] !== undefined;
          const effect = own
            ? { state: marked, events: [] }
            : applyEvent({ model: game.model, state: marked }, by, action.card, dice);
          events.push(...effect.events);
          const next = effect.state;
          // 9.5.2.1: a neutral-entry card brings its nation into the war, its units set up at once (4.2.2).
          const entering = NEUTRAL_ENTRY[action.card];
          if (entering && !next.atWar.includes(entering)) {
            const entered = entersWar(game, next, entering, events);
            const limited = { ...entered, limits: [...(entered.limits ?? []), ENTRY_LIMIT] };
            // Bulgaria's and Romania's other corps: their player places them (the set-up chart).
            const spread = eventChoice({ model: game.model, state: limited }, by, action.card);
            if (spread)
              return ok(
                push(limited, { name: 'event-choice', side: spread.by, card: action.card, player: by }),
                events,
                true,
              );
            return ok(finishAction(game, limited, by, 'event', dice, events), events, true);
          }
          // 9.5.1: an event that asks a choice (Entrench's trench, War in Africa) asks it before the action ends.
          const choice = own ? null : eventChoice({ model: game.model, state: next }, by, action.card);
          if (choice)
            return ok(
              push(next, { name: 'event-choice', side: choice.by, card: action.card, player: by }),
              events,
              true,
            );
          // 9.1.3: Mata Hari, Cloak and Dagger, Yanks and Tanks, Kerensky, Brusilov: the card's OPS follow its event.
          if (opsAfterEvent(action.card))
            return ok(
              push(
                { ...next, actionUse: 'event' },
                { name: 'activate', side: by, card: action.card, points: card.ops },
              ),
              events,
              true,
            );
          // CP #1 Guns of August leaves spaces activated for combat: their combats follow, as after an operation
          // (9.2.9; 14.1.1.1: the units out of supply then neither attack).
          if (Object.values(next.activations).includes('attack'))
            return ok(
              beginCombats(
                game,
                { ...next, actionUse: 'event', movers: [], unsupplied: unsuppliedActivated(game, next) },
                by,
                machineFor(game, dice),
                events,
              ),
              events,
              true,
            );
          return ok(reinforce(game, next, by, card, dice, events), events, true);
        }
      }
      break;
    }
    case 'choose': {
      if (frame.name !== 'event-choice') return refuse('wrong-prompt', '9.5.1');
      const before = frame.chosen ?? [];
      const chosen = chooseForEvent(p, frame.player, frame.card, action.key, before);
      if (!chosen) return refuse('not-an-option', '9.5.1', { card: frame.card });
      events.push(...chosen.events);
      // Landwehr's flips, Salonika's corps: the choice is asked again while something is left to choose.
      const now = [...before, action.key];
      if (
        choiceRepeats(frame.card, action.key) &&
        eventChoice({ model: game.model, state: chosen.state }, frame.player, frame.card, now)
      )
        return ok(withStack(chosen.state, [...chosen.state.stack.slice(0, -1), { ...frame, chosen: now }]), events);
      return ok(finishAction(game, pop(chosen.state), frame.player, 'event', dice, events), events);
    }
    case 'place': {
      if (frame.name !== 'reinforce') return refuse('wrong-prompt', '9.5.3.3');
      if (!frame.units.includes(action.unit)) return refuse('not-arriving', '9.5.3', { unit: action.unit });
      if (!placesFor(p, action.unit, by).includes(action.at))
        return refuse('place-where', '9.5.3.3', { unit: action.unit, space: action.at });
      const east = EASTERN_ARMIES.includes(action.unit) && isEastPlace(p, action.unit, action.at);
      events.push({ kind: 'reinforcement', side: by, unit: action.unit, at: action.at, rule: '9.5.3.3' });
      const left = frame.units.filter((u) => u !== action.unit);
      let next: PogState = {
        ...state,
        units: { ...state.units, [action.unit]: { at: action.at, strength: 'full' } },
        // The army's space is its side's; an MEF beach becomes the Beachhead (9.5.3.5).
        control: { ...state.control, [action.at]: by },
        ...(EASTERN_ARMIES.includes(action.unit) && !east
          ? { lostEast: [...(state.lostEast ?? []), action.unit] }
          : {}),
        last: { ...state.last, moves: [...(state.last.moves ?? []), { from: action.at, to: action.at }] },
      };
      if (left.length > 0) return ok(withStack(next, [...state.stack.slice(0, -1), { ...frame, units: left }]), events);
      next = pop(next);
      return ok(finishAction(game, next, by, 'event', dice, events), events);
    }
    case 'auto': {
      if (frame.name !== 'action') return refuse('wrong-prompt', '8.1.3');
      events.push({ kind: 'auto', side: by, rule: '8.1.3' });
      return ok(
        push({ ...state, last: {} }, { name: 'activate', side: by, card: null, points: AUTOMATIC_OPS }),
        events,
      );
    }
    case 'peace': {
      if (frame.name !== 'action') return refuse('wrong-prompt', '8.1.3');
      if (!peaceAllowedIn(state.scenario)) return refuse('no-peace-intro', '5.3.3');
      const problem = peaceOfferProblem(state, by);
      if (problem) return { ok: false, problem };
      events.push({ kind: 'peace-offer', side: by, rule: '16.5.1' });
      // The opponent answers (an interrupt on the stack), then the action goes on below it.
      return ok(push(state, { name: 'peace-answer', side: other(by), offerer: by }), events);
    }
    case 'answer': {
      if (frame.name !== 'peace-answer') return refuse('wrong-prompt', '16.5.2');
      if (action.accept) {
        events.push({ kind: 'peace-accepted', side: by, rule: '16.5.2' });
        return ok(gameOver(state, 'peace', null, events), events);
      }
      const terms = peaceTerms(dice, frame.offerer, state.combinedWarStatus, state.vp);
      if (!terms.ok) return { ok: false, problem: terms.problem };
      const vp = terms.value.newVp ?? state.vp;
      events.push({ kind: 'peace-refused', side: by, die: terms.value.die, vp: terms.value.vp, rule: '16.5.2' });
      return ok(finishAction(game, { ...pop(state), vp }, frame.offerer, 'peace', dice, events), events);
    }
    case 'activate': {
      if (frame.name !== 'activate') return refuse('wrong-prompt', '9.2');
      const problem = activationProblem(p, by, action.space, action.mode, frame.points);
      if (problem) return { ok: false, problem };
      // 9.2.2, 9.2.3: the cost, with the events that changed it (Fall of the Tsar, SUD Army, 11th Army …).
      const { cost, cards } = activationPrice(p, action.space, by, action.mode);
      events.push({
        kind: 'activate',
        side: by,
        space: action.space,
        mode: action.mode,
        cost,
        ...(cards.length > 0 ? { cards: [...cards] } : {}),
        rule: '9.2.3',
      });
      const next = { ...state, activations: { ...state.activations, [action.space]: action.mode } };
      return ok(withStack(next, [...state.stack.slice(0, -1), { ...frame, points: frame.points - cost }]), events);
    }
    case 'activated': {
      if (frame.name !== 'activate') return refuse('wrong-prompt', '9.2');
      const moveSpaces = Object.entries(state.activations)
        .filter(([, m]) => m === 'move')
        .map(([s]) => s);
      // 9.2.8: the units that begin in a space activated for movement may move; 14.3.1: those in supply (14.1.1.1).
      const movers = suppliedUnits(
        game,
        state,
        // 9.5.2.4: neutral Greek units never move.
        moveSpaces.flatMap((s) => unitsAt(p, s)).filter((u) => !neutralUnit(p, u)),
      );
      const next: PogState = { ...pop(state), movers, unsupplied: unsuppliedActivated(game, state) };
      if (movers.length > 0) return ok(push(next, { name: 'move', side: by, entrench: [] }), events);
      return ok(beginCombats(game, next, by, machineFor(game, dice), events), events);
    }
    case 'move': {
      if (frame.name !== 'move') return refuse('wrong-prompt', '9.2.8');
      const from = state.units[action.units[0]!]?.at ?? '';
      if (new Set(action.units).size !== action.units.length) return refuse('not-here', '11.1.1');
      const problem = moveProblem(p, action.units, by, from, action.to);
      if (problem) return { ok: false, problem };
      const path = destinations(p, action.units, by, from).get(action.to)!;
      return ok(moveAlong(game, state, by, action.units, from, path, events), events);
    }
    case 'entrench': {
      if (frame.name !== 'move') return refuse('wrong-prompt', '9.2.8');
      const problem = entrenchProblem(game, state, by, action.unit);
      if (problem) return { ok: false, problem };
      events.push({ kind: 'entrench-attempt', side: by, unit: action.unit, rule: '11.2.1' });
      const next = { ...state, done: [...state.done, action.unit] };
      return ok(
        withStack(next, [...state.stack.slice(0, -1), { ...frame, entrench: [...frame.entrench, action.unit] }]),
        events,
      );
    }
    case 'moved': {
      if (frame.name !== 'move') return refuse('wrong-prompt', '9.2.8');
      let trenches = { ...state.trenches };
      // 11.2.2: after all movement, a roll for each entrenching army.
      for (const unit of frame.entrench) {
        const at = state.units[unit]!.at;
        const u = game.model.units[unit]!;
        const lf = (state.units[unit]!.strength === 'full' ? u.full.lf : u.reduced.lf) ?? 0;
        const level = trenches[at] ?? 0;
        if (level >= 2) continue; // 11.2.3
        const roll = entrench(dice, lf, level, false);
        if (!roll.ok) continue;
        if (roll.value.success) trenches = { ...trenches, [at]: Math.min(2, roll.value.level) as 1 | 2 };
        events.push({
          kind: 'entrench',
          side: by,
          unit,
          at,
          die: roll.value.die,
          success: roll.value.success,
          rule: '11.2.2',
        });
      }
      return ok(beginCombats(game, { ...pop(state), trenches }, by, machineFor(game, dice), events), events);
    }
    case 'sr': {
      if (frame.name !== 'sr') return refuse('wrong-prompt', '9.3');
      const problem = srProblem(p, action.unit, by, action.to, frame.points);
      if (problem) return { ok: false, problem };
      const from = state.units[action.unit]!.at;
      const cost = srCost(p, action.unit);
      // 15.2.4: the last besieger leaving lifts the siege.
      const lifted = siegeAfterLeaving(p, by, from, [action.unit]) === 'lifted';
      if (lifted) events.push({ kind: 'siege-lifted', space: from, rule: '15.2.4' });
      const route = srRoute(p, action.unit, by, action.to) ?? 'land';
      const limit = srLimitUsed(p, action.unit, by, from, action.to);
      events.push({ kind: 'sr', side: by, unit: action.unit, from, to: action.to, cost, route, rule: '13.1.2' });
      const next: PogState = {
        ...state,
        ...(limit ? { limits: [...(state.limits ?? []), limit] } : {}),
        units: { ...state.units, [action.unit]: { ...state.units[action.unit]!, at: action.to } },
        done: [...state.done, action.unit],
        besieged: lifted ? state.besieged.filter((b) => b !== from) : state.besieged,
        last: { moves: [...(state.last.moves ?? []), { from, to: action.to }] },
      };
      return ok(withStack(next, [...state.stack.slice(0, -1), { ...frame, points: frame.points - cost }]), events);
    }
    case 'eliminate': {
      if (frame.name !== 'overstack') return refuse('wrong-prompt', '10.1.3');
      const problem = overstackProblem(p, frame.owner, frame.space, action.unit);
      if (problem) return { ok: false, problem };
      // 10.1.3: an army eliminated this way is eliminated for good.
      const permanent = game.model.units[action.unit]?.size === 'army';
      const to = permanent ? GONE : ELIMINATED_BOX[frame.owner];
      events.push({
        kind: 'overstack-eliminated',
        side: frame.owner,
        unit: action.unit,
        space: frame.space,
        permanent,
        rule: '10.1.3',
      });
      const next: PogState = {
        ...state,
        units: { ...state.units, [action.unit]: { ...state.units[action.unit]!, at: to } },
      };
      const over = sideUnitsAt({ model: game.model, state: next }, frame.space, frame.owner).length > STACKING_LIMIT;
      return ok(over ? next : pop(next), events);
    }
    case 'redeployed': {
      if (frame.name !== 'sr') return refuse('wrong-prompt', '9.3');
      return ok(finishAction(game, pop(state), by, 'sr', dice, events), events);
    }
    case 'discard': {
      if (frame.name !== 'discard') return refuse('wrong-prompt', '9.5.4.6');
      const card = game.cardById.get(action.card);
      if (!card || !state.hand[by].includes(action.card))
        return refuse('not-in-hand', '9.5.4.6', { card: action.card });
      // 9.5.4.6: only Combat Cards (and Romania's and Italy's entry cards) may be discarded before the draw.
      if (!discardable(card)) return refuse('discard-combat-only', '9.5.4.6', { card: action.card });
      events.push({ kind: 'discard', side: by, card: action.card, rule: '9.5.4.6' });
      return ok(
        {
          ...state,
          hand: { ...state.hand, [by]: state.hand[by].filter((c) => c !== action.card) },
          discard: { ...state.discard, [by]: [...state.discard[by], action.card] },
        },
        events,
        true,
      );
    }
    case 'draw': {
      if (frame.name !== 'discard') return refuse('wrong-prompt', '6.0 G');
      // 6.0 G: draw back up to seven, reshuffling the discards when the draw pile runs out.
      const drawn = drawUpTo(
        { deck: state.deck[by], hand: state.hand[by], discard: state.discard[by] },
        HAND_SIZE,
        dice,
      );
      events.push({ kind: 'draw', side: by, cards: drawn.drawn, reshuffled: drawn.reshuffled, rule: '6.0 G' });
      let next: PogState = pop({
        ...state,
        deck: { ...state.deck, [by]: drawn.deck },
        hand: { ...state.hand, [by]: drawn.hand },
        discard: { ...state.discard, [by]: drawn.discard },
      });
      if (next.stack.length === 0) next = nextTurn(game, next, dice, events);
      return ok(next, events);
    }
  }
  return refuse('wrong-prompt', '8.1.3');
}

function moveAlong(
  game: Game,
  state: PogState,
  side: Side,
  units: readonly string[],
  from: string,
  path: readonly string[],
  events: GameEvent[],
): PogState {
  const p: Position = { model: game.model, state };
  const control = { ...state.control };
  const trenches = { ...state.trenches };
  let vp = state.vp;
  let besieged = state.besieged;
  for (const entry of entries(p, units, side, path)) {
    if (entry.control) {
      const previous = control[entry.space] ?? null;
      const dv = vpForCapture(side, previous, (game.model.spaces[entry.space]?.vp ?? 0) > 0);
      vp += dv;
      control[entry.space] = entry.control;
      events.push({ kind: 'control', space: entry.space, side, vp: dv, rule: '11.1.14' });
    }
    if (entry.trench !== undefined) {
      if (entry.trench === 0) delete trenches[entry.space];
      else trenches[entry.space] = entry.trench;
      events.push({ kind: 'trench', space: entry.space, level: entry.trench, rule: '11.2.4' });
    }
    if (entry.besieged) {
      besieged = [...besieged, entry.space];
      events.push({ kind: 'besieged', space: entry.space, rule: '15.2.1' });
    }
  }
  // 15.2.4: the last besieger leaving lifts the siege.
  if (siegeAfterLeaving(p, side, from, units) === 'lifted') {
    besieged = besieged.filter((b) => b !== from);
    events.push({ kind: 'siege-lifted', space: from, rule: '15.2.4' });
  }
  const to = path[path.length - 1]!;
  const unitsNext = { ...state.units };
  for (const u of units) unitsNext[u] = { ...unitsNext[u]!, at: to };
  events.push({ kind: 'move', side, units: [...units], from, to, path: [...path], rule: '11.1' });
  return {
    ...state,
    units: unitsNext,
    control,
    trenches,
    vp,
    besieged,
    done: [...state.done, ...units],
    entered: [...state.entered, ...units],
    // 11.3.2: the round's one Russian corps between the Caucasus and the Near East.
    ...(caucasusCrossed(p, units, from, path) ? { limits: [...(state.limits ?? []), CAUCASUS_LIMIT] } : {}),
    last: { ...state.last, moves: [...(state.last.moves ?? []), { from, to }] },
  };
}

export function entrenchProblem(game: Game, state: PogState, side: Side, unit: string): Problem | null {
  // 11.2.1: once either player has played Entrench, an army in a space activated for movement, instead of moving.
  if (!state.events.some((e) => ENTRENCH_CARDS.includes(e))) return { code: 'no-entrench-event', rule: '11.2.1' };
  if (game.model.units[unit]?.size !== 'army') return { code: 'entrench-army', rule: '11.2.1', params: { unit } };
  if (!state.movers.includes(unit) || state.done.includes(unit))
    return { code: 'not-activated', rule: '9.2.8', params: { unit } };
  if ((state.trenches[state.units[unit]!.at] ?? 0) >= 2) return { code: 'trench-max', rule: '11.2.3' };
  void side;
  return null;
}

/**
 * 16.3.4: American reinforcement cards only once Over There has been played (one a turn, 9.5.3.1); CP #36 U-Boats
 * Unleashed bars them until Convoy.
 */
function usReinforcementProblem(state: PogState, card: Card, nationOf: (unit: string) => string): Problem | null {
  if (!card.reinforcements.some((u) => nationOf(u) === 'us')) return null;
  if (!state.events.includes(OVER_THERE)) return { code: 'us-over-there', rule: '16.3.4' };
  // AP #55's card: the American reinforcements in the turns after it (16.3.4 says "now"; the card is the narrower).
  if (playedThisTurn(state, OVER_THERE)) return { code: 'us-over-there-later', rule: '9.5.1.1' };
  if (uBoatsInForce(state)) return { code: 'u-boats', rule: '9.5.1' };
  return null;
}

/** 16.5.1 and the events that change it: why `side` may not offer peace terms now (the scenario aside, 5.3.3). */
export function peaceOfferProblem(state: PogState, side: Side): Problem | null {
  // AP #26 Lusitania, AP #40 14 Points: from then on only the Allies may offer peace terms.
  if (side === 'cp' && onlyAlliesOfferPeace(state)) return { code: 'peace-allies-only', rule: '9.5.1' };
  return offerProblem(side, state.vp, ALLIED_PEACE_READING);
}

export function useContext(game: Game, state: PogState, side: Side) {
  return {
    side,
    turn: state.turn,
    round: state.round,
    // 9.3.3: the round of Salonika's event counts as an SR card's (AP #30).
    uses: state.uses[side].map((u, i) =>
      side === 'ap' && (state.limits ?? []).includes(salonikaRoundMark(i + 1)) ? 'sr' : u,
    ),
    events: state.events,
    reinforcedNations: state.reinforcedNations,
    nationOf: (u: string) => reinforcementNation(game, u),
    entrenchCards: ENTRENCH_CARDS,
    neutralEntryPlayed: (state.limits ?? []).includes(ENTRY_LIMIT),
    // 9.5.1: the event's own conditions (rules/events.ts).
    eventProblem: (card: Card) =>
      eventProblem({ model: game.model, state }, side, cardId(card)) ??
      usReinforcementProblem(state, card, (u) => nationOf(game, u)),
    // 9.5.3.1: a reinforcement card whose units cannot be placed is not played as an event.
    placement: (card: Card) => placementProblem({ model: game.model, state }, card, side),
    rpBarred: influenzaInForce(state),
  };
}

/** A referee's correction: a freeplay edit, logged as such, that leaves the prompt where it was. */
function correct(game: Game, state: PogState, by: Side, c: Correction, note: string | undefined): Applied {
  const events: GameEvent[] = [{ kind: 'correction', side: by, ...c, ...(note ? { note } : {}) }];
  switch (c.edit) {
    case 'place': {
      const unit = state.units[c.unit];
      const side = game.model.units[c.unit]?.nation;
      const boxes = [RESERVE_BOX.cp, RESERVE_BOX.ap, ELIMINATED_BOX.cp, ELIMINATED_BOX.ap, 'off', GONE];
      if (!unit || !side || (isDeluxeUnit(c.unit) && !state.deluxe))
        return refuse('unknown-unit', 'referee', { unit: c.unit });
      if (!game.model.spaces[c.at] && !boxes.includes(c.at)) return refuse('unknown-space', 'referee', { space: c.at });
      return ok({ ...state, units: { ...state.units, [c.unit]: { ...unit, at: c.at } } }, events);
    }
    case 'flip': {
      const unit = state.units[c.unit];
      if (!unit) return refuse('unknown-unit', 'referee', { unit: c.unit });
      const strength = unit.strength === 'full' ? 'reduced' : 'full';
      return ok({ ...state, units: { ...state.units, [c.unit]: { ...unit, strength } } }, events);
    }
    case 'control':
      if (!game.model.spaces[c.space]) return refuse('unknown-space', 'referee', { space: c.space });
      return ok({ ...state, control: { ...state.control, [c.space]: c.side } }, events);
    case 'trench': {
      if (!game.model.spaces[c.space]) return refuse('unknown-space', 'referee', { space: c.space });
      const trenches = { ...state.trenches };
      if (c.level === 0) delete trenches[c.space];
      else trenches[c.space] = c.level;
      return ok({ ...state, trenches }, events);
    }
    case 'counter': {
      if (c.counter === 'vp') return ok({ ...state, vp: c.value }, events);
      if (c.counter === 'cws') return ok({ ...state, combinedWarStatus: c.value }, events);
      const side = c.counter === 'ws-cp' ? 'cp' : 'ap';
      return ok({ ...state, warStatus: { ...state.warStatus, [side]: c.value } }, events);
    }
    case 'card': {
      const card = game.cardById.get(c.card);
      // A Deluxe card is no card of a game created without them.
      if (!card || (card.deluxe && !state.deluxe)) return refuse('unknown-card', 'referee', { card: c.card });
      const s = card.side;
      const without = (list: readonly string[]) => list.filter((x) => x !== c.card);
      const next: PogState = {
        ...state,
        deck: { ...state.deck, [s]: without(state.deck[s]) },
        hand: { ...state.hand, [s]: without(state.hand[s]) },
        discard: { ...state.discard, [s]: without(state.discard[s]) },
        removed: { ...state.removed, [s]: without(state.removed[s]) },
        inPlay: without(state.inPlay),
      };
      const place = c.to;
      return ok({ ...next, [place]: { ...next[place], [s]: [...next[place][s], c.card] } }, events, true);
    }
    case 'war':
      // 9.5.2.1: a nation enters the war (its entry event, resolved by the players): its units are set up at once.
      if (state.atWar.includes(c.nation)) return refuse('already-at-war', 'referee', { nation: c.nation });
      return ok(entersWar(game, state, c.nation, events), events);
    case 'event': {
      const card = game.cardById.get(c.card);
      if (!card || (card.deluxe && !state.deluxe)) return refuse('unknown-card', 'referee', { card: c.card });
      const events_ = c.played ? [...new Set([...state.events, c.card])] : state.events.filter((e) => e !== c.card);
      return ok({ ...state, events: events_ }, events);
    }
  }
}

export { cardId };
