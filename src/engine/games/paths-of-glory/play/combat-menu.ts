import type { Menu, MenuItem } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import { nationWords } from '../../../core/nations.js';
import type { Side } from '../model.js';
import { advancePaths } from '../rules/aftermath.js';
import { attackNation, attackersFor, attackProblem, defendersOf, targetsOf } from '../rules/attack.js';
import type { Position } from '../rules/position.js';
import { advancers, retreatOptions } from './combat-aftermath.js';
import { flankAttemptProblem, playableCards } from './combat-fire.js';
import { lossChoices } from './combat-losses.js';
import * as cw from './combat-words.js';
import type { Game } from './setup.js';
import type { Frame, PogAction, PogState } from './state.js';
import type { Namer } from './words.js';

/**
 * The combat's menus (12.1–12.7) and the keys they make: `tgt/<space>` then `atk/<space>/<u1+u2>`, `cc/<card>`,
 * `flank/<space>`, `fight`, `loss/<n>`, `rt/<unit>/<s1+s2>`, `hold/<unit>`, `adv/<u1+u2>/<space>`, `advanced`,
 * `attacked`. Only legal actions are offered, by the rules functions `apply` checks.
 */

type CombatFrame = Extract<Frame, { name: 'attack' | 'combat-cards' | 'losses' | 'retreat' | 'advance' }>;

export function combatMenu(
  game: Game,
  namer: Namer,
  state: PogState,
  frame: CombatFrame,
  title: Localized,
  path: readonly string[],
): Menu {
  const p: Position = { model: game.model, state };
  const side = frame.side;
  const names = (units: readonly string[]) => units.map(namer.unit).join(', ');
  const fight = state.fight;
  switch (frame.name) {
    case 'attack': {
      const fought = state.fought ?? [];
      const [first] = path;
      if (first === undefined) {
        // A space is offered when some attack on it is legal (London's units alone are not, 12.1.10).
        const targets = targetsOf(p, side, fought)
          .filter((t) => attackGroups(game, namer, state, side, t).length > 0)
          .sort((a, b) => namer.space(a).localeCompare(namer.space(b)));
        return {
          title,
          items: [
            ...targets.map((t): MenuItem => ({
              kind: 'branch',
              key: `tgt/${t}`,
              label: cw.targetBranch(namer.space(t), names(defendersOf(p, t, side)) || fortWord(game, t)),
            })),
            { kind: 'action', key: 'attacked', label: cw.combatLabels.attacked },
          ],
        };
      }
      const target = first.split('/')[1] ?? '';
      return {
        title: loc(namer.space(target), namer.space(target)),
        items: attackGroups(game, namer, state, side, target),
      };
    }
    case 'combat-cards': {
      if (!fight) return { title, items: [] };
      const items: MenuItem[] = playableCards(game, state, side, frame.role).map((card) => ({
        kind: 'action',
        key: `cc/${card}`,
        label: cw.ccLabel(namer.card(card), !state.hand[side].includes(card)),
      }));
      if (frame.role === 'attacker' && !fight.flank) {
        const from = [...new Set(fight.attackers.map((u) => state.units[u]!.at))];
        for (const front of from)
          if (!flankAttemptProblem(game, state, side, front))
            items.push({ kind: 'action', key: `flank/${front}`, label: cw.flankLabel(namer.space(front)) });
      }
      items.push({
        kind: 'action',
        key: 'fight',
        label: items.length > 0 ? cw.combatLabels.fight : cw.combatLabels.noCards,
      });
      return { title, items };
    }
    case 'losses':
      return {
        title,
        items: lossChoices(game, state, frame.role, frame.ln).map((c, i) => ({
          kind: 'action' as const,
          key: `loss/${i + 1}`,
          label: cw.lossLabel(i + 1, c.effects, frame.role === 'defender' && c.allocation.fortDestroyed, namer),
        })),
      };
    case 'retreat': {
      if (!fight) return { title, items: [] };
      const items: MenuItem[] = [];
      for (const unit of fight.retreating)
        for (const way of retreatOptions(game, state, unit))
          items.push({
            kind: 'action',
            key: `rt/${unit}/${way.join('+')}`,
            label: cw.retreatLabel(namer.unit(unit), way.map(namer.space)),
          });
      if (fight.mayCancel)
        for (const unit of fight.retreating)
          items.push({ kind: 'action', key: `hold/${unit}`, label: cw.holdLabel(namer.unit(unit)) });
      // Great Retreat: the defender may stop retreating before the roll.
      if (frame.card) items.push({ kind: 'action', key: 'fight', label: cw.combatLabels.stand });
      return { title, items };
    }
    case 'advance': {
      if (!fight) return { title, items: [] };
      const ready = advancers(game, state);
      const groups: string[][] = ready.map((u) => [u]);
      const bySpace = new Map<string, string[]>();
      for (const u of ready) bySpace.set(state.units[u]!.at, [...(bySpace.get(state.units[u]!.at) ?? []), u]);
      for (const units of bySpace.values()) if (units.length > 1) groups.push(units);
      const items: MenuItem[] = [];
      for (const g of groups)
        for (const [to] of advancePaths(p, side, g, fight.target, fight.vacated, fight.retreat === 2))
          items.push({
            kind: 'action',
            key: `adv/${g.join('+')}/${to}`,
            label: cw.advanceLabel(names(g), namer.space(to)),
          });
      items.push({ kind: 'action', key: 'advanced', label: cw.combatLabels.advanced });
      return { title, items };
    }
  }
}

function fortWord(game: Game, target: string): string {
  return `fort ${game.model.spaces[target]?.fort ?? ''}`;
}

/**
 * The attacks a menu offers against one space: every unit that can, the units of each attacking space, each
 * nationality's, each unit alone (12.1.3, 12.1.4); those 12.1.9 allows, once each. Other combinations are typed.
 */
function attackGroups(game: Game, namer: Namer, state: PogState, side: Side, target: string): MenuItem[] {
  const p: Position = { model: game.model, state };
  const fought = state.fought ?? [];
  const ready = attackersFor(p, side, target, fought);
  const candidates: string[][] = [ready];
  const bySpace = new Map<string, string[]>();
  const byNation = new Map<string, string[]>();
  for (const u of ready) {
    bySpace.set(state.units[u]!.at, [...(bySpace.get(state.units[u]!.at) ?? []), u]);
    byNation.set(attackNation(p, u), [...(byNation.get(attackNation(p, u)) ?? []), u]);
  }
  candidates.push(...bySpace.values(), ...byNation.values(), ...ready.map((u) => [u]));
  const seen = new Set<string>();
  const items: MenuItem[] = [];
  for (const group of candidates) {
    const key = [...group].sort().join('+');
    if (group.length === 0 || seen.has(key) || attackProblem(p, side, target, group, fought)) continue;
    seen.add(key);
    const cf = group.reduce((n, u) => {
      const unit = game.model.units[u]!;
      return n + ((state.units[u]!.strength === 'full' ? unit.full.cf : unit.reduced.cf) ?? 0);
    }, 0);
    const search = [...new Set(group.map((u) => nationWords(game.model.units[u]?.nation)))].join(' ');
    items.push({
      kind: 'action',
      key: `atk/${target}/${group.join('+')}`,
      label: cw.attackLabel(namer.space(target), group.map(namer.unit).join(', '), cf),
      search,
    });
  }
  return items;
}

/** The action a combat key stands for; undefined for a key that is not the combat's. */
export function decodeCombatKey(key: string): PogAction | undefined {
  const [kind, a, b] = key.split('/');
  const list = (s: string | undefined) => s?.split('+').filter(Boolean) ?? [];
  switch (kind) {
    case 'atk':
      return a && list(b).length > 0 ? { type: 'attack', target: a, units: list(b) } : undefined;
    case 'attacked':
      return { type: 'attacked' };
    case 'cc':
      return a ? { type: 'cc', card: a } : undefined;
    case 'flank':
      return a ? { type: 'flank', front: a } : undefined;
    case 'fight':
      return { type: 'fight' };
    case 'loss': {
      const choice = Number(a);
      return Number.isInteger(choice) && choice >= 1 ? { type: 'losses', choice } : undefined;
    }
    case 'rt':
      return a && list(b).length >= 1 && list(b).length <= 2 ? { type: 'retreat', unit: a, path: list(b) } : undefined;
    case 'hold':
      return a ? { type: 'hold', unit: a } : undefined;
    case 'adv':
      return list(a).length > 0 && b ? { type: 'advance', units: list(a), to: b } : undefined;
    case 'advanced':
      return { type: 'advanced' };
    default:
      return undefined;
  }
}
