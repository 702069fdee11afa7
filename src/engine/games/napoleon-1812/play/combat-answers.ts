import type { Menu, MenuItem, Outcome } from '../../../core/game.js';
import { otherSide } from '../model.js';
import { advanceProblem } from '../rules/battle-position.js';
import { problemWords } from '../words.js';
import { enterHex } from './entering.js';
import { cavalryFirstRefusal, hitChoices } from './cavalry-first.js';
import { positionOf, type N1812Game } from './game.js';
import type { N1812Action, N1812State } from './state.js';
import type { Combat } from './combat-state.js';
import { ask, retreatOptions, type Turn } from './combat-fight.js';
import {
  advanceCandidates,
  hitCandidates,
  hitUnit,
  mainUnits,
  proceed,
  pursue,
  pursuitVictims,
  retreatTo,
} from './combat-aftermath.js';
import { combatLabel, combatRefusal, combatTitle } from './combat-words.js';

/** The questions after the fight (11.1's early retreat, 11.17 hits, 11.11 retreat, 11.16 pursuit, 11.12 advance). */

type CombatAction = Extract<N1812Action, { kind: 'combat' }>;

const key = (step: string, arg?: string) => (arg === undefined ? `combat/${step}` : `combat/${step}/${arg}`);
const refuse = (rule: string, code: string, message: { en: string; it: string }): Outcome<N1812State> => ({
  ok: false,
  error: { rule, code, message },
});

export function aftermathMenu(game: N1812Game, state: N1812State, combat: Combat): Menu {
  switch (combat.stage) {
    case 'hits': {
      const due = combat.hits[0]!;
      const main = mainUnits(state, combat, due.side);
      return {
        title: combatTitle.hits(due.left, due.total),
        items: hitChoices(game, state, hitCandidates(game, state, combat, due)).map((id) => ({
          kind: 'action',
          key: key('hit', id),
          label: combatLabel.hit(game, id, state.units[id]!.disrupted, !main.includes(id)),
        })),
      };
    }
    case 'retreat': {
      const required = combat.fought?.retreat === 'required';
      const items: MenuItem[] = retreatOptions(game, state, combat).map((hex) => ({
        kind: 'action',
        key: key('retreat', hex),
        label: combatLabel.retreat(game, hex),
      }));
      if (!required) items.push({ kind: 'action', key: key('stay'), label: combatLabel.stay });
      return { title: combatTitle.retreat(required), items };
    }
    case 'pursuit':
      return {
        title: combatTitle.pursuit,
        items: pursuitVictims(game, state, combat).map((id) => ({
          kind: 'action',
          key: key('pursued', id),
          label: combatLabel.pursued(game, id),
        })),
      };
    case 'advance': {
      const can = advanceCandidates(game, state, combat);
      const items: MenuItem[] = [...can.units, ...can.leaders].map((id) => ({
        kind: 'action',
        key: key('adv', id),
        label: combatLabel.unit(game, id, combat.advancing.includes(id)),
      }));
      const units = combat.advancing.filter((id) => can.units.includes(id));
      const legal =
        units.length > 0 &&
        advanceProblem(positionOf(game, state), combat.attacker, combat.from, units, combat.target) === null;
      if (legal)
        items.push({ kind: 'action', key: key('advance'), label: combatLabel.advance(combat.advancing.length) });
      items.push({ kind: 'action', key: key('hold'), label: combatLabel.hold });
      return { title: combatTitle.advance, items };
    }
    default:
      return { title: combatTitle.waiting, items: [] };
  }
}

export function answerAftermath(t: Turn, action: CombatAction): Outcome<N1812State> | undefined {
  const { game, state, combat } = t;
  const arg = action.arg ?? '';
  switch (combat.stage) {
    case 'withdraw':
      // 11.1: checked by the caller against 11.11's hexes.
      retreatTo(t, arg, '11.1');
      combat.withdrew = true;
      combat.next = 'advance';
      proceed(t);
      return undefined;
    case 'hits': {
      const due = combat.hits[0]!;
      if (action.step !== 'hit') return refuse('11.17', 'combat-stage', combatRefusal.stage);
      if (!hitCandidates(game, state, combat, due).includes(arg))
        return refuse(combat.fought?.outcome === 'tie' ? '11.9' : '11.17', 'combat-hit-unit', combatRefusal.hitUnit);
      if (!hitChoices(game, state, hitCandidates(game, state, combat, due)).includes(arg))
        return refuse('16.6', 'combat-cavalry-first', cavalryFirstRefusal);
      hitUnit(t, arg);
      proceed(t);
      return undefined;
    }
    case 'retreat': {
      if (action.step === 'stay') {
        if (combat.fought?.retreat === 'required')
          return refuse('11.12', 'combat-must-retreat', combatRefusal.mustRetreat);
        t.events.push({ kind: 'combat-stay', side: otherSide(combat.attacker), hex: combat.target, rule: '11.10' });
        combat.next = 'advance';
        proceed(t);
        return undefined;
      }
      if (action.step !== 'retreat') return refuse('11.11', 'combat-stage', combatRefusal.stage);
      if (!retreatOptions(game, state, combat).includes(arg))
        return refuse('11.11', 'combat-retreat-hex', combatRefusal.retreatHex);
      retreatTo(t, arg, '11.11');
      combat.next = 'advance';
      // 11.16: pursuit by good-order cavalry when the defender has none.
      if (pursuitVictims(game, state, combat).length > 0) {
        ask(t, 'pursuit', otherSide(combat.attacker));
        return undefined;
      }
      proceed(t);
      return undefined;
    }
    case 'pursuit':
      if (action.step !== 'pursued') return refuse('11.16', 'combat-stage', combatRefusal.stage);
      if (!pursuitVictims(game, state, combat).includes(arg))
        return refuse('11.16', 'combat-pursued', combatRefusal.pursued);
      pursue(t, arg);
      proceed(t);
      return undefined;
    case 'advance':
      return answerAdvance(t, action);
    default:
      return refuse('10.1', 'combat-stage', combatRefusal.stage);
  }
}

function answerAdvance(t: Turn, action: CombatAction): Outcome<N1812State> | undefined {
  const { game, state, combat } = t;
  const can = advanceCandidates(game, state, combat);
  const rule = can.rule;
  switch (action.step) {
    case 'adv': {
      const id = action.arg ?? '';
      if (![...can.units, ...can.leaders].includes(id))
        return refuse(rule, 'combat-advance-unit', combatRefusal.advanceUnit);
      combat.advancing = combat.advancing.includes(id)
        ? combat.advancing.filter((x) => x !== id)
        : [...combat.advancing, id];
      return undefined;
    }
    case 'advance': {
      const units = combat.advancing.filter((id) => can.units.includes(id));
      const leaders = combat.advancing.filter((id) => can.leaders.includes(id));
      if (units.length === 0) return refuse(rule, 'combat-advance-none', combatRefusal.advanceNone);
      const why = advanceProblem(positionOf(game, state), combat.attacker, combat.from, units, combat.target);
      if (why) return refuse(why.rule ?? rule, why.code, problemWords(why));
      for (const id of units) state.units[id]!.hex = combat.target;
      for (const id of leaders) state.leaders[id]!.hex = combat.target;
      t.events.push({
        kind: 'combat-advance',
        side: combat.attacker,
        from: combat.from,
        to: combat.target,
        units,
        leaders,
        rule,
        combatHexes: [combat.from, combat.target],
      });
      // 8.8: entering the hex captures the enemy Depots there; 11.19 for enemy leaders still in it.
      t.events.push(...enterHex(game, state, combat.attacker, combat.target, t.dice));
      combat.next = 'done';
      proceed(t);
      return undefined;
    }
    case 'hold':
      t.events.push({ kind: 'combat-hold', side: combat.attacker, rule });
      combat.next = 'done';
      proceed(t);
      return undefined;
    default:
      return refuse(rule, 'combat-stage', combatRefusal.stage);
  }
}
