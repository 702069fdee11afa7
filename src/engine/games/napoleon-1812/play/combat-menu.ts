import type { Menu, MenuItem } from '../../../core/game.js';
import { otherSide, type Side } from '../model.js';
import { attackProblem } from '../rules/battle-position.js';
import { austriansReluctant } from './austrians.js';
import { leadItems, leadTitle, pendingLead } from './leaders-combat.js';
import { positionOf, stackHexes, unitsIn, pieceName, type N1812Game } from './game.js';
import type { N1812State } from './state.js';
import { combatOf, combatPrompt, type Combat } from './combat-state.js';
import { potentialSupport, retreatOptions } from './combat-fight.js';
import { aftermathMenu } from './combat-answers.js';
import { combatLabel, combatTitle } from './combat-words.js';

/**
 * The combat's menus (rules 10–11), one level at a time: with no combat, the stacks that may attack and "decline"
 * (10.1, 10.7); then the question of the combat frame on top of the prompts, asked of its side. Only what
 * `applyCombat` accepts is offered. Keys: `combat/<step>` or `combat/<step>/<arg>`.
 */

const key = (step: string, arg?: string) => (arg === undefined ? `combat/${step}` : `combat/${step}/${arg}`);

const unitList = (game: N1812Game, ids: readonly string[]) => ids.map((id) => pieceName(game, id)).join(', ');

/** 10.1: the enemy stacks the units `ordered` in `from` may attack. */
export function targetsOf(game: N1812Game, state: N1812State, side: Side, from: string, ordered: string[]): string[] {
  const p = positionOf(game, state);
  return game.model
    .grid!.neighbours(from)
    .filter((hex) => attackProblem(p, side, from, ordered, hex, state.forage) === null)
    .sort();
}

/** 10.1: the hexes of `side`'s stacks that may attack some enemy stack now. */
export function attackingHexes(game: N1812Game, state: N1812State, side: Side): string[] {
  return stackHexes(game, state, side).filter(
    (hex) =>
      !austriansReluctant(game, state, side, hex) &&
      targetsOf(game, state, side, hex, unitsIn(game, state, hex, side)).length > 0,
  );
}

export function combatMenu(game: N1812Game, state: N1812State, side: Side, path: readonly string[]): Menu {
  const prompt = combatPrompt(state);
  if (state.step !== 'combat' || state.over) return { title: combatTitle.waiting, items: [] };
  if (!prompt) {
    if (side !== state.toAct || state.sides[side].outOfAttacks) return { title: combatTitle.waiting, items: [] };
    const items: MenuItem[] = attackingHexes(game, state, side).map((hex) => ({
      kind: 'action',
      key: key('from', hex),
      label: combatLabel.from(game, hex, unitsIn(game, state, hex, side).length),
    }));
    items.push({ kind: 'action', key: key('decline'), label: combatLabel.decline });
    return { title: combatTitle.attack, items };
  }
  if (state.prompts.at(-1) !== prompt || prompt.side !== side) return { title: combatTitle.waiting, items: [] };
  const combat = combatOf(prompt);
  switch (combat.stage) {
    case 'order':
      return orderMenu(game, state, combat, path);
    case 'attacker-support':
    case 'defender-support':
      return supportMenu(game, state, combat, side, path);
    case 'withdraw':
      return {
        title: combatTitle.withdraw,
        items: [
          ...retreatOptions(game, state, combat).map((hex): MenuItem => ({
            kind: 'action',
            key: key('withdraw', hex),
            label: combatLabel.withdraw(game, hex),
          })),
          { kind: 'action', key: key('stand'), label: combatLabel.stand },
        ],
      };
    case 'command': {
      // 16.2, 16.4: the owner's choice among leaders of equal rank.
      const pending = pendingLead(game, state, combat);
      return pending
        ? { title: leadTitle(pending), items: leadItems(game, state, combat, pending) }
        : { title: combatTitle.waiting, items: [] };
    }
    default:
      return aftermathMenu(game, state, combat);
  }
}

function ccItems(step: string, left: number): MenuItem[] {
  return Array.from({ length: left + 1 }, (_, n) => ({
    kind: 'action' as const,
    key: key(step, String(n)),
    label: combatLabel.cc(n, left),
  }));
}

function orderMenu(game: N1812Game, state: N1812State, combat: Combat, path: readonly string[]): Menu {
  const left = state.sides[combat.attacker].cc;
  if (path.at(-1) === key('commit')) return { title: combatTitle.cc, items: ccItems('cc', left) };
  const units = unitsIn(game, state, combat.from, combat.attacker);
  // 10.1: some or all of the units; the last one ordered is not offered to be taken off.
  const lastOrdered = combat.ordered.length === 1 ? combat.ordered[0] : undefined;
  const items: MenuItem[] = units
    .filter((id) => id !== lastOrdered)
    .map((id) => ({
      kind: 'action',
      key: key('unit', id),
      label: combatLabel.unit(game, id, combat.ordered.includes(id)),
    }));
  for (const hex of targetsOf(game, state, combat.attacker, combat.from, combat.ordered))
    items.push({
      kind: 'action',
      key: key('target', hex),
      label: combatLabel.target(
        game,
        hex,
        unitList(game, unitsIn(game, state, hex, otherSide(combat.attacker))),
        hex === combat.target,
      ),
    });
  if (combat.target !== '') items.push({ kind: 'branch', key: key('commit'), label: combatLabel.commit });
  items.push({ kind: 'action', key: key('cancel'), label: combatLabel.cancel });
  return { title: combatTitle.order, items };
}

function supportMenu(game: N1812Game, state: N1812State, combat: Combat, side: Side, path: readonly string[]): Menu {
  const attacker = side === combat.attacker;
  if (!attacker && path.at(-1) === key('commit'))
    return {
      title: combatTitle.defenderCc,
      items: combat.called.length > 0 ? ccItems('dcc', state.sides[side].cc) : ccItems('dcc', 0),
    };
  const items: MenuItem[] = potentialSupport(game, state, combat, side).map((hex) => ({
    kind: 'action',
    key: key('call', hex),
    label: combatLabel.call(game, hex, unitList(game, unitsIn(game, state, hex, side)), combat.called.includes(hex)),
  }));
  items.push(
    attacker
      ? { kind: 'action', key: key('roll'), label: combatLabel.roll(combat.called.length) }
      : { kind: 'branch', key: key('commit'), label: combatLabel.defenderCommit(combat.called.length) },
  );
  return { title: attacker ? combatTitle.attackerSupport : combatTitle.defenderSupport, items };
}
