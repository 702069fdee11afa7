import type { Dice } from '../../../core/dice.js';
import type { GameEvent, Outcome, RuleError } from '../../../core/game.js';
import type { Localized } from '../../../core/localized.js';
import { otherSide, type Side } from '../model.js';
import { attackProblem } from '../rules/battle-position.js';
import { austrianRefusal, austriansReluctant } from './austrians.js';
import { leadKey, pendingLead } from './leaders-combat.js';
import { attackCheck } from '../rules/activation.js';
import { problemWords } from '../words.js';
import { positionOf, unitsIn, type N1812Game } from './game.js';
import { targetsOf } from './combat-menu.js';
import { type N1812Action, type N1812State } from './state.js';
import { combatOf, combatPrompt, newCombat, type Combat, type CombatPrompt } from './combat-state.js';
import {
  afterActivation,
  afterAttackerSupport,
  afterDefenderSupport,
  bestCr,
  fightNow,
  potentialSupport,
  retreatOptions,
  rollSupport,
  type Turn,
} from './combat-fight.js';
import { passAttack, proceed } from './combat-aftermath.js';
import { combatRefusal } from './combat-words.js';
import { answerAftermath } from './combat-answers.js';

export { describeCombat } from './combat-words.js';
export { combatMenu } from './combat-menu.js';

/**
 * Phase 5, Combat (rules 10 and 11), as the play module asks it: the attacker's order (10.1) and CC (10.2), the
 * support of each side (10.3–10.6), 11.1's early retreat, the fight (rules/combat.ts), the hits each owner applies
 * (11.17), the retreat and pursuit (11.11, 11.16), the advance (11.12, 11.13), the leaders left alone (11.19), the
 * Decisive Victories (14.7 b) and the alternation (10.7). Keys: `combat/<step>` or `combat/<step>/<arg>`.
 */

type CombatAction = Extract<N1812Action, { kind: 'combat' }>;

export function refusal(rule: string, code: string, message: Localized): Outcome<N1812State> {
  const error: RuleError = { rule, code, message };
  return { ok: false, error };
}

const count = (arg: string | undefined): number | undefined =>
  arg !== undefined && /^\d{1,2}$/.test(arg) ? Number(arg) : undefined;

export function applyCombat(
  game: N1812Game,
  state: N1812State,
  side: Side,
  action: CombatAction,
  dice: Dice,
): Outcome<N1812State> {
  const events: GameEvent[] = [];
  const prompt = combatPrompt(state);
  if (state.step !== 'combat' || state.over) return refusal('10.7', 'combat-not-yours', combatRefusal.notYours);
  if (!prompt) {
    if (side !== state.toAct) return refusal('10.7', 'combat-not-yours', combatRefusal.notYours);
    if (state.sides[side].outOfAttacks) return refusal('10.7', 'combat-out', combatRefusal.out);
    if (action.step === 'decline') {
      // 10.7: a side that stops ordering attacks has no more this turn.
      state.sides[side].outOfAttacks = true;
      passAttack(state, side);
      return done(state, [{ kind: 'combat-declined', side, rule: '10.7' }]);
    }
    if (action.step !== 'from') return refusal('10.1', 'combat-no-frame', combatRefusal.noFrame);
    const from = action.arg ?? '';
    // 16.10 (the option `austrian-reluctance`): Austrians attack only when stacked with non-Austrian units.
    if (austriansReluctant(game, state, side, from)) return refusal('16.10', 'combat-austrians', austrianRefusal);
    const ordered = unitsIn(game, state, from, side);
    const targets = ordered.length > 0 ? targetsOf(game, state, side, from, ordered) : [];
    if (targets.length === 0) {
      // The reason read against an enemy stack next to it, if there is one (10.1).
      const near = game.model.grid?.neighbours(from) ?? [];
      const enemy = near.find((h) => unitsIn(game, state, h, otherSide(side)).length > 0) ?? near[0] ?? from;
      const why = attackProblem(positionOf(game, state), side, from, ordered, enemy, state.forage);
      return refusal(
        why?.rule ?? '10.1',
        why?.code ?? 'attack-no-defender',
        why ? problemWords(why) : combatRefusal.noTarget,
      );
    }
    const combat = newCombat(side, from, ordered, targets.length === 1 ? targets[0]! : '');
    state.prompts.push({ name: 'combat', side, combat });
    return done(state, []);
  }
  if (state.prompts.at(-1) !== prompt || prompt.side !== side)
    return refusal('10.7', 'combat-not-yours', combatRefusal.notYours);
  const t: Turn = { game, state, prompt, combat: combatOf(prompt), dice, events };
  const answered = answer(t, action);
  return answered ?? done(state, events);
}

function done(state: N1812State, events: readonly GameEvent[]): Outcome<N1812State> {
  return { ok: true, state, events };
}

/** The frame's answer; a refusal leaves the state as it was (every check comes before the first change). */
function answer(t: Turn, action: CombatAction): Outcome<N1812State> | undefined {
  const { game, state, combat } = t;
  switch (combat.stage) {
    case 'order':
      return answerOrder(t, action);
    case 'attacker-support':
    case 'defender-support': {
      const side = t.prompt.side;
      const attacker = combat.stage === 'attacker-support';
      if (action.step === 'call') {
        const hex = action.arg ?? '';
        if (!potentialSupport(game, state, combat, side).includes(hex))
          return refusal(attacker ? '10.3' : '10.5', 'combat-support-hex', combatRefusal.support);
        combat.called = combat.called.includes(hex) ? combat.called.filter((h) => h !== hex) : [...combat.called, hex];
        return undefined;
      }
      if (attacker && action.step === 'roll') {
        if (combat.called.length > 0) rollSupport(t, side, combat.cc);
        afterAttackerSupport(t);
        return continueAfter(t);
      }
      if (!attacker && action.step === 'dcc') {
        const cc = count(action.arg);
        const left = combat.called.length > 0 ? state.sides[side].cc : 0;
        if (cc === undefined || cc > left) return refusal('10.6', 'combat-cc', combatRefusal.cc(left));
        state.sides[side].cc -= cc;
        if (combat.called.length > 0) rollSupport(t, side, cc);
        afterDefenderSupport(t);
        return continueAfter(t);
      }
      return refusal('10.3', 'combat-stage', combatRefusal.stage);
    }
    case 'withdraw': {
      if (action.step === 'stand') {
        t.events.push({ kind: 'combat-stand', side: t.prompt.side, rule: '11.1' });
        fightNow(t);
        return continueAfter(t);
      }
      if (action.step !== 'withdraw') return refusal('11.1', 'combat-stage', combatRefusal.stage);
      if (!retreatOptions(game, state, combat).includes(action.arg ?? ''))
        return refusal('11.11', 'combat-retreat-hex', combatRefusal.retreatHex);
      return answerAftermath(t, action);
    }
    case 'command': {
      // 16.2, 16.4: the owner's choice among leaders of equal rank.
      const pending = pendingLead(game, state, combat);
      if (action.step !== 'lead' || !pending || !pending.choices.includes(action.arg ?? ''))
        return refusal(pending?.question === 'ability' ? '16.4' : '16.2', 'combat-lead', combatRefusal.stage);
      combat.leads = { ...combat.leads, [leadKey(pending.side, pending.question)]: action.arg ?? '' };
      fightNow(t);
      return continueAfter(t);
    }
    default:
      return answerAftermath(t, action);
  }
}

const BEFORE_FIGHT: readonly Combat['stage'][] = [
  'order',
  'attacker-support',
  'defender-support',
  'withdraw',
  'command',
];

/** After a step that may have ended in the fight: the sequence goes on to the next question (hits, retreat…). */
function continueAfter(t: Turn): undefined {
  if (t.combat.fought && BEFORE_FIGHT.includes(t.combat.stage)) proceed(t);
  return undefined;
}

function answerOrder(t: Turn, action: CombatAction): Outcome<N1812State> | undefined {
  const { game, state, combat } = t;
  const side = combat.attacker;
  switch (action.step) {
    case 'unit': {
      const id = action.arg ?? '';
      const stack = unitsIn(game, state, combat.from, side);
      const ordered = combat.ordered.includes(id) ? combat.ordered.filter((u) => u !== id) : [...combat.ordered, id];
      if (!stack.includes(id) || ordered.length === 0) return refusal('10.1', 'combat-unit', combatRefusal.unitOrder);
      combat.ordered = stack.filter((u) => ordered.includes(u));
      if (combat.target !== '' && !targetsOf(game, state, side, combat.from, combat.ordered).includes(combat.target))
        combat.target = '';
      return undefined;
    }
    case 'target': {
      const hex = action.arg ?? '';
      const why = attackProblem(positionOf(game, state), side, combat.from, combat.ordered, hex, state.forage);
      if (why) return refusal(why.rule ?? '10.1', why.code, problemWords(why));
      combat.target = hex;
      return undefined;
    }
    case 'cancel':
      state.prompts.splice(state.prompts.indexOf(t.prompt), 1);
      return undefined;
    case 'cc': {
      if (combat.target === '') return refusal('10.1', 'combat-no-target', combatRefusal.noTarget);
      const left = state.sides[side].cc;
      const cc = count(action.arg);
      if (cc === undefined || cc > left) return refusal('10.2', 'combat-cc', combatRefusal.cc(left));
      const why = attackProblem(
        positionOf(game, state),
        side,
        combat.from,
        combat.ordered,
        combat.target,
        state.forage,
      );
      if (why) return refusal(why.rule ?? '10.1', why.code, problemWords(why));
      return activate(t, cc);
    }
    default:
      return refusal('10.1', 'combat-stage', combatRefusal.stage);
  }
}

/** 10.2: the CC are spent and the die rolled: the attack aborts, fails or proceeds. */
function activate(t: Turn, cc: number): undefined {
  const { game, state, combat } = t;
  const side = combat.attacker;
  state.sides[side].cc -= cc;
  combat.cc = cc;
  const cr = bestCr(game, state, combat.from, side);
  const check = attackCheck(cc, cr, t.dice);
  if (!check.ok) return undefined;
  const outcome = check.value.outcome;
  t.events.push({
    kind: 'combat-activation',
    side,
    from: combat.from,
    target: combat.target,
    units: combat.ordered,
    cc,
    cr,
    die: check.value.die,
    total: check.value.total,
    outcome,
    steps: check.steps,
    rule: outcome === 'proceeds' ? '10.2' : '10.7',
    combatHexes: [combat.from, combat.target],
  });
  if (outcome !== 'proceeds') {
    // 10.2: aborted, the opportunity passes to the opponent; failed, no more attacks this turn (10.7).
    if (outcome === 'failed') state.sides[side].outOfAttacks = true;
    state.prompts.splice(state.prompts.indexOf(t.prompt), 1);
    passAttack(state, side);
    return undefined;
  }
  afterActivation(t);
  return continueAfter(t);
}

export type { CombatPrompt };
