import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { ELIMINATED_BOX, type Side } from '../model.js';
import { advancePaths } from '../rules/aftermath.js';
import { attackProblem, defendingFort, defendersOf, makesOffensive, mutinyPenalty } from '../rules/attack.js';
import { warStatusAfter } from '../rules/cards.js';
import { afterCombatCard, brusilovCancelsTrench, haigCancelsRetreat, spendBrusilov } from '../rules/combat-events.js';
import { combatCardProblem, combatCardRule } from '../rules/combat-cards.js';
import { rollFlank } from '../rules/flank.js';
import type { Position } from '../rules/position.js';
import { afterCombat } from '../rules/retreat.js';
import { advancers, endFight, retreatMove, retreatOptions, settleRetreat, toAdvance } from './combat-aftermath.js';
import { afterRetreatBeforeRoll, beforeTheRoll, cancelAttack, greatRetreatStep } from './combat-before-roll.js';
import {
  attackersLeft,
  attackingSide,
  defendersLeft,
  nextCombat,
  sideOf,
  unitOf,
  withFight,
  type Machine,
} from './combat-fight.js';
import {
  BRUSILOV,
  cardCombat,
  effectOf,
  fire,
  firesAt,
  flankAttemptProblem,
  isolatedSpaces,
  trenchOf,
  windowsOpen,
} from './combat-fire.js';
import { lossChoices, takeLosses } from './combat-losses.js';
import type { Game } from './setup.js';
import {
  other,
  pop,
  push,
  refuse,
  top,
  type Applied,
  type Fight,
  type PogAction,
  type PogState,
  type Role,
} from './state.js';

/**
 * Combat in a game played by its rules (9.2.9, chapter 12, 15.1–15.2): each combat's sequence (12.2.1) as the
 * players' actions drive it, declaring it, the combat cards and the flank attempt, the order of fire, the losses the
 * side that takes them chooses, the winner and the cards kept or discarded (9.5.4.2), then the retreat or the
 * advance; the Mandated Offensive an attack makes (7.1.3). Each decision is a prompt on the stack; everything else
 * (fire, a loss with one legal way, a unit with no way out) happens at once. The parts are beside it: the fight in
 * progress (combat-fight.ts), the cards, the battle and the fire (combat-fire.ts), the losses (combat-losses.ts),
 * the retreat and the advance (combat-aftermath.ts), the events before the roll (combat-before-roll.ts). The rules
 * are the same functions the `/pog` rulings use.
 */

const THEY_SHALL_NOT_PASS = 'ap-39';
const HAIG = 'cp-61';

/** 9.2.9: after movement, the combats, if any space was activated for combat and has something to attack. */
export function beginCombats(game: Game, state: PogState, side: Side, m: Machine, events: GameEvent[]): PogState {
  if (!Object.values(state.activations).includes('attack')) return m.finish(state, side, events);
  return nextCombat(game, { ...state, fought: state.fought ?? [] }, side, m, events);
}

/**
 * The combat goes on by itself until someone must decide: losses with one legal way are taken at once, the second
 * fire of a sequential combat follows the first side's losses (12.3.3), and then the winner and the retreat.
 */
function proceed(game: Game, state: PogState, dice: Dice, m: Machine, events: GameEvent[]): PogState {
  let next = state;
  for (;;) {
    const fight = next.fight!;
    const attacker = attackingSide(next);
    const role = fight.owed[0];
    if (role) {
      const ln = fight.inflicted[role === 'attacker' ? 'defender' : 'attacker'] ?? 0;
      const choices = ln > 0 ? lossChoices(game, next, role, ln) : [];
      if (choices.length > 1) return push(next, { name: 'losses', side: sideOf(fight, role, attacker), role, ln });
      if (choices[0]) next = takeLosses(game, next, role, ln, choices[0], events);
      next = withFight(next, { ...next.fight!, owed: next.fight!.owed.slice(1) });
      continue;
    }
    // A sequential combat: the side hit first now fires with what it has left (12.3.3).
    const unfired = (['attacker', 'defender'] as const).find((r) => fight.inflicted[r] === undefined);
    if (unfired) {
      next = firesAt(game, next, fight, unfired)
        ? fire(game, next, unfired, true, dice, events)
        : withFight(next, { ...fight, inflicted: { ...fight.inflicted, [unfired]: 0 } });
      next = withFight(next, { ...next.fight!, owed: [unfired === 'attacker' ? 'defender' : 'attacker'] });
      continue;
    }
    return conclude(game, next, m, events);
  }
}

/** 12.2.11–12.2.13 and 9.5.4.2: the winner, the cards kept or discarded, then the retreat or the advance. */
function conclude(game: Game, state: PogState, m: Machine, events: GameEvent[]): PogState {
  let next = state;
  const fight = next.fight!;
  const attacker = attackingSide(next);
  const defender = other(attacker);
  const byAttacker = fight.inflicted.attacker ?? 0;
  const byDefender = fight.inflicted.defender ?? 0;
  const winner: Role | 'none' = byAttacker > byDefender ? 'attacker' : byAttacker < byDefender ? 'defender' : 'none';
  events.push({
    kind: 'combat-result',
    target: fight.target,
    winner,
    attackerLn: byAttacker,
    defenderLn: byDefender,
    rule: '12.2.11',
  });
  // 12.5.8: units that retreated into the space earlier this round are eliminated by any loss number.
  if (byAttacker >= 1 && fight.refugees.length > 0) {
    const units = { ...next.units };
    for (const u of fight.refugees)
      if (units[u]?.at === fight.target) units[u] = { at: ELIMINATED_BOX[defender], strength: 'full' };
    next = { ...next, units };
    events.push({ kind: 'refugees-eliminated', space: fight.target, units: [...fight.refugees], rule: '12.5.8' });
  }
  const effect = effectOf(game, next, fight, attacker);
  next = settleCards(game, next, fight, attacker, winner, events);
  // The cards have gone where 9.5.4.2 sends them; what Peace Offensive asks of the advance stays (12.7).
  next = withFight(next, {
    ...next.fight!,
    cards: { attacker: [], defender: [] },
    noAdvanceVp: effect.vpIfNoAdvance ?? 0,
  });
  const left = defendersLeft(next, fight);
  const after = afterCombat({
    space: {
      terrain: game.model.spaces[fight.target]!.terrain,
      trench: trenchOf(next, fight, effect),
      cancelTrench: effect.cancelTrench ?? false,
      vonHutier: false,
      withdrawal: effect.withdrawal ?? false,
      fort: defendingFort({ model: game.model, state: next }, fight.target, attacker),
    },
    winner,
    margin: byAttacker - byDefender,
    attackersLeft: attackersLeft(next, fight).map((u) => unitOf(game, next, u)),
    defendersAtStart: fight.defenders.map((u) => unitOf(game, state, u)),
    defendersLeft: left.map((u) => unitOf(game, next, u)),
    fortDestroyed: fight.fortDestroyed,
  });
  // They Shall Not Pass, Backs To The Wall (Deluxe), Haig (Deluxe, the turn it is played): the defenders do not retreat.
  const haig = haigCancelsRetreat(
    { model: game.model, state: next },
    attacker,
    fight.attackers,
    fight.target,
    fight.defenders,
  );
  const retreat = (effect.noRetreat || haig) && !effect.withdrawal ? 0 : after.retreat;
  if (haig && !effect.noRetreat && !effect.withdrawal && after.retreat > 0 && left.length > 0)
    events.push({ kind: 'haig-no-retreat', card: HAIG, space: fight.target, rule: '9.5.1' });
  next = withFight(next, { ...next.fight!, winner, retreat, retreating: retreat > 0 ? left : [] });
  if (retreat > 0 && left.length > 0) {
    next = withFight(next, { ...next.fight!, mayCancel: after.canCancelRetreat });
    return settleRetreat(game, push(next, { name: 'retreat', side: defender }), m, events);
  }
  // 12.7.1: an advance when the defenders are gone, or into an unoccupied fort only once it is destroyed.
  return toAdvance(game, next, m, events, after.advance && (retreat > 0 || left.length === 0));
}

/** 9.5.4.2–9.5.4.3: the winner keeps his cards face up, the loser (both, on a tie) discards them; `*` cards go. */
function settleCards(
  game: Game,
  state: PogState,
  fight: Fight,
  attacker: Side,
  winner: Role | 'none',
  events: GameEvent[],
): PogState {
  const retained = { cp: [...(state.retained?.cp ?? [])], ap: [...(state.retained?.ap ?? [])] };
  const discard = { cp: [...state.discard.cp], ap: [...state.discard.ap] };
  const removed = { cp: [...state.removed.cp], ap: [...state.removed.ap] };
  for (const role of ['attacker', 'defender'] as const) {
    const side = sideOf(fight, role, attacker);
    for (const card of fight.cards[role]) {
      const rule = combatCardRule({ model: game.model, state }, card);
      const star = game.cardById.get(card)?.remove ?? false;
      const keeps = winner === role || (winner === 'none' && (rule?.survivesTie ?? card === THEY_SHALL_NOT_PASS));
      retained[side] = retained[side].filter((c) => c !== card);
      if (star) removed[side].push(card);
      else if (keeps && !rule?.oncePerTurn) retained[side].push(card);
      else discard[side].push(card);
    }
  }
  if (fight.cards.attacker.length + fight.cards.defender.length > 0)
    events.push({ kind: 'combat-cards-settled', winner, rule: '9.5.4.2' });
  return { ...state, retained, discard, removed };
}

/** The combat actions: declaring, cards and flank, losses, retreat, advance. */
export function applyCombat(game: Game, state: PogState, by: Side, action: PogAction, dice: Dice, m: Machine): Applied {
  const frame = top(state)!;
  const p: Position = { model: game.model, state };
  const events: GameEvent[] = [];
  const ok = (next: PogState, reveals = false): Applied => ({
    ok: true,
    state: next,
    events,
    ...(reveals ? { reveals } : {}),
  });
  switch (action.type) {
    case 'attack': {
      if (frame.name !== 'attack') return refuse('wrong-prompt', '12.1');
      const fought = state.fought ?? [];
      const problem = attackProblem(p, by, action.target, action.units, fought);
      if (problem) return { ok: false, problem };
      const retreated = state.retreated ?? [];
      const inSpace = defendersOf(p, action.target, by);
      const fight: Fight = {
        target: action.target,
        attackers: [...action.units],
        defenders: inSpace.filter((u) => !retreated.includes(u)),
        refugees: inSpace.filter((u) => retreated.includes(u)),
        cards: { attacker: [], defender: [] },
        flank: null,
        inflicted: {},
        owed: [],
        fortDestroyed: false,
        retreat: 0,
        retreating: [],
        mayCancel: false,
        vacated: [],
      };
      events.push({ kind: 'attack', side: by, target: action.target, units: [...action.units], rule: '12.2.2' });
      // The picture marks the defending space and the spaces attacking it.
      const from = [...new Set(action.units.map((u) => state.units[u]!.at))];
      const combat = [...new Set([...(state.last.combat ?? []), action.target, ...from])];
      let next: PogState = { ...state, fought: [...fought, ...action.units], fight, last: { ...state.last, combat } };
      // AP #46 Brusilov: its once-an-action trench cancel, spent on the first attack it applies to.
      if (brusilovCancelsTrench(p, by, action.units, action.target)) {
        next = spendBrusilov(withFight(next, { ...fight, trenchCancelledBy: BRUSILOV }));
        events.push({ kind: 'event-trench-cancelled', card: BRUSILOV, space: action.target, rule: '9.5.1' });
      }
      next = offensive(game, next, by, action.units, action.target, events);
      return ok(beforeTheRoll(game, next, by));
    }
    case 'attacked': {
      if (frame.name !== 'attack') return refuse('wrong-prompt', '12.1');
      return ok(m.finish(pop(state), by, events));
    }
    case 'cc': {
      if (frame.name !== 'combat-cards') return refuse('wrong-prompt', '9.5.4');
      const fight = state.fight!;
      const fromHand = state.hand[by].includes(action.card);
      const kept = (state.retained?.[by] ?? []).includes(action.card);
      if (!fromHand && !kept) return refuse('not-in-hand', '9.5.4', { card: action.card });
      const rule = combatCardRule(p, action.card);
      if (!rule) return refuse('cc-not-combat-card', '9.5.4', { card: action.card });
      if (!windowsOpen(fight, frame.role).includes(rule.window))
        return refuse('cc-wrong-window', '12.2.1', { card: action.card, window: rule.window });
      if (fight.cards[frame.role].includes(action.card))
        return refuse('cc-used-this-round', '9.5.4.4', { card: action.card });
      const attacker = frame.role === 'attacker' ? by : other(by);
      const c = cardCombat(game, state, fight, attacker, rule.window);
      const problem = combatCardProblem(p, by, action.card, rule.window, c);
      if (problem) return { ok: false, problem };
      const card = game.cardById.get(action.card)!;
      events.push({ kind: 'combat-card', side: by, role: frame.role, card: action.card, kept, rule: '9.5.4.1' });
      let next: PogState = {
        ...state,
        hand: fromHand ? { ...state.hand, [by]: state.hand[by].filter((c) => c !== action.card) } : state.hand,
        // A card kept face up (9.5.4.2) is in this combat now, until the combat sends it back or away.
        ...(kept
          ? { retained: { ...state.retained!, [by]: state.retained![by].filter((c) => c !== action.card) } }
          : {}),
        ccUsed: [...(state.ccUsed ?? []), action.card],
        fight: {
          ...fight,
          cards: { ...fight.cards, [frame.role]: [...fight.cards[frame.role], action.card] },
          ...(kept ? { kept: [...(fight.kept ?? []), action.card] } : {}),
        },
      };
      // CP #55 Lloyd George: Michael, Blücher or Peace Offensive end its effect.
      const lloydGeorge = afterCombatCard(next, action.card);
      if (lloydGeorge.ended) events.push({ kind: 'lloyd-george-ended', card: action.card, rule: '9.5.1' });
      next = lloydGeorge.state;
      if (fromHand && card.warStatus > 0) {
        // 9.5.1.3: a combat card's War Status counts when it is played.
        const ws = warStatusAfter(state.warStatus[by], state.combinedWarStatus, state.commitment[by], card.warStatus);
        next = {
          ...next,
          warStatus: { ...next.warStatus, [by]: ws.ws },
          combinedWarStatus: ws.cws,
          events: [...next.events, action.card],
        };
      }
      // CP #64 Alberich (Deluxe): no combat.
      if (rule.effect(p, c).cancelAttack) return ok(cancelAttack(game, pop(next), action.card, m, events), true);
      return ok(next, true);
    }
    case 'flank': {
      if (frame.name !== 'combat-cards' || frame.role !== 'attacker') return refuse('wrong-prompt', '12.3');
      const problem = flankAttemptProblem(game, state, by, action.front);
      if (problem) return { ok: false, problem };
      const fight = state.fight!;
      const wireless = effectOf(game, state, fight, by).flankSuccess ?? false;
      const isolated = isolatedSpaces(game, state, fight, by, action.front);
      const attempt = rollFlank(dice, isolated, wireless);
      events.push({
        kind: 'flank',
        side: by,
        front: action.front,
        die: attempt.flank.die,
        drm: attempt.flank.drm,
        success: attempt.flank.success,
        rule: '12.3.3',
      });
      const flank = {
        front: action.front,
        die: attempt.flank.die,
        drm: attempt.flank.drm,
        success: attempt.flank.success,
      };
      return ok({ ...state, fight: { ...fight, flank } });
    }
    case 'fight': {
      // Great Retreat: the defender stops retreating before the roll.
      if (frame.name === 'retreat' && frame.card) return ok(afterRetreatBeforeRoll(game, pop(state), m, events));
      if (frame.name !== 'combat-cards') return refuse('wrong-prompt', '12.2.6');
      if (frame.role === 'attacker')
        return ok(push(pop(state), { name: 'combat-cards', side: other(by), role: 'defender' }));
      // Both sides have played their cards: fire (12.2.7–12.2.9).
      const fight = state.fight!;
      const attacker = other(by);
      const effect = effectOf(game, state, fight, attacker);
      let next = pop(state);
      const order = effect.attackerFirst
        ? 'attacker'
        : fight.flank
          ? fight.flank.success
            ? 'attacker'
            : 'defender'
          : 'both';
      if (order === 'both') {
        next = fire(game, next, 'attacker', false, dice, events);
        next = fire(game, next, 'defender', false, dice, events);
        // 12.2.1 step 9: the defender takes its losses first.
        next = withFight(next, { ...next.fight!, owed: ['defender', 'attacker'] });
      } else {
        next = fire(game, next, order, false, dice, events);
        next = withFight(next, { ...next.fight!, owed: [order === 'attacker' ? 'defender' : 'attacker'] });
      }
      return ok(proceed(game, next, dice, m, events));
    }
    case 'losses': {
      if (frame.name !== 'losses') return refuse('wrong-prompt', '12.4');
      const choices = lossChoices(game, state, frame.role, frame.ln);
      const choice = choices[action.choice - 1];
      if (!choice) return refuse('loss-choice-range', '12.4.3', { count: choices.length });
      let next = takeLosses(game, pop(state), frame.role, frame.ln, choice, events);
      next = withFight(next, { ...next.fight!, owed: next.fight!.owed.slice(1) });
      return ok(proceed(game, next, dice, m, events));
    }
    case 'retreat': {
      if (frame.name !== 'retreat') return refuse('wrong-prompt', '12.5');
      const fight = state.fight!;
      const options = retreatOptions(game, state, action.unit);
      if (!fight.retreating.includes(action.unit)) return refuse('not-retreating', '12.5.1', { unit: action.unit });
      if (!options.some((o) => o.join('/') === action.path.join('/')))
        return refuse('retreat-path', '12.5.7', { unit: action.unit, space: action.path[action.path.length - 1]! });
      const moved = retreatMove(game, state, by, action.unit, action.path, events);
      if (frame.card) return ok(greatRetreatStep(game, moved, m, events));
      const next: PogState = {
        ...moved,
        fight: {
          ...moved.fight!,
          vacated: action.path.length === 2 ? [...fight.vacated, action.path[0]!] : fight.vacated,
          // 12.5.3: once a unit has retreated, the retreat can no longer be cancelled.
          mayCancel: false,
        },
      };
      return ok(settleRetreat(game, next, m, events));
    }
    case 'hold': {
      if (frame.name !== 'retreat') return refuse('wrong-prompt', '12.5.3');
      const fight = state.fight!;
      if (!fight.mayCancel) return refuse('cannot-cancel-retreat', '12.5.3', { space: fight.target });
      if (!fight.retreating.includes(action.unit)) return refuse('not-retreating', '12.5.3', { unit: action.unit });
      const steps = fight.retreating.reduce((n, u) => n + (state.units[u]!.strength === 'full' ? 2 : 1), 0);
      if (steps < 2) return refuse('cannot-cancel-retreat', '12.5.3', { space: fight.target });
      const u = state.units[action.unit]!;
      const side = by;
      const units = {
        ...state.units,
        [action.unit]:
          u.strength === 'full'
            ? { ...u, strength: 'reduced' as const }
            : { at: ELIMINATED_BOX[side], strength: 'full' as const },
      };
      events.push({ kind: 'retreat-cancelled', side: by, unit: action.unit, space: fight.target, rule: '12.5.3' });
      const next: PogState = { ...state, units, fight: { ...fight, retreating: [], retreat: 0 } };
      return ok(toAdvance(game, pop(next), m, events, false));
    }
    case 'advance': {
      if (frame.name !== 'advance') return refuse('wrong-prompt', '12.7');
      const fight = state.fight!;
      const ready = advancers(game, state);
      if (!action.units.every((u) => ready.includes(u)) || new Set(action.units).size !== action.units.length)
        return refuse('cannot-advance', '12.7.1', { unit: action.units.find((u) => !ready.includes(u)) ?? '' });
      const from = state.units[action.units[0]!]!.at;
      if (!action.units.every((u) => state.units[u]!.at === from)) return refuse('advance-together', '12.7.1');
      const paths = advancePaths(p, by, action.units, fight.target, fight.vacated, fight.retreat === 2);
      const path = paths.get(action.to);
      if (!path) return refuse('advance-where', '12.7', { space: action.to });
      let next = m.enter(state, by, action.units, from, path, events);
      events.push({ kind: 'advance', side: by, units: [...action.units], to: action.to, rule: '12.7' });
      if (advancers(game, next).length === 0) next = endFight(game, pop(next), m, events);
      return ok(next);
    }
    case 'advanced': {
      if (frame.name !== 'advance') return refuse('wrong-prompt', '12.7');
      return ok(endFight(game, pop(state), m, events));
    }
    default:
      return refuse('wrong-prompt', '12.0');
  }
}

/** 7.1.3–7.1.8: whether this attack makes the side's Mandated Offensive, or costs the French Mutiny's VP. */
function offensive(
  game: Game,
  state: PogState,
  side: Side,
  units: readonly string[],
  target: string,
  events: GameEvent[],
): PogState {
  const p: Position = { model: game.model, state };
  const made = state.offensiveMade ?? [];
  if (made.includes(side)) return state;
  const box = state.mandated[side];
  if (mutinyPenalty(p, side, box, units)) {
    events.push({ kind: 'mutiny-penalty', side, vp: 1, rule: '7.1.8' });
    return { ...state, vp: state.vp + 1, offensiveMade: [...made, side] };
  }
  if (!makesOffensive(p, side, box, units, target)) return state;
  events.push({ kind: 'offensive-made', side, offensive: box, rule: '7.1.3' });
  return { ...state, offensiveMade: [...made, side] };
}
