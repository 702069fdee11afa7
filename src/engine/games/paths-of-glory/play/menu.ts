import type { Menu, MenuItem } from '../../../core/game.js';
import { loc } from '../../../core/localized.js';
import { nationWords } from '../../../core/nations.js';
import { RESERVE_BOX, type Side } from '../model.js';
import { discardable, useProblem, type CardUse } from '../rules/cards.js';
import { destinations } from '../rules/movement.js';
import { activationCost, activationProblem } from '../rules/operations.js';
import { occupiedPlaces, sideOfUnit, sideUnitsAt, type Position } from '../rules/position.js';
import { srCost, srDestinations } from '../rules/redeployment.js';
import { eventChoice } from '../rules/events.js';
import { placesFor } from '../rules/reinforce.js';
import { peaceAllowedIn } from '../rules/sequence.js';
import { combatMenu, decodeCombatKey } from './combat-menu.js';
import { entrenchProblem, peaceOfferProblem, useContext } from './machine.js';
import { decodePhasesKey, phasesMenu } from './phases-menu.js';
import type { Game } from './setup.js';
import { pogAction, top, type PogAction, type PogState } from './state.js';
import * as words from './words.js';

/**
 * The legal actions of the side to act, one menu level at a time, and the keys they make (`play/cp-12/ops`,
 * `mv/ge-4+ge-5/verdun`). `decodeKey` reads back every key `menuOf` makes. Only legal actions are offered: the same
 * rules functions that `apply` checks decide what the menu shows.
 */

const USES: readonly CardUse[] = ['ops', 'sr', 'rp', 'event'];

export function menuOf(game: Game, namer: words.Namer, state: PogState, side: Side, path: readonly string[]): Menu {
  const frame = top(state);
  if (state.over || !frame) return { title: words.prompt(undefined, false), items: [] };
  if (frame.side !== side) return { title: words.prompt(frame, false), items: [] };
  const title = words.prompt(frame, true, { namer, target: state.fight?.target });
  const p: Position = { model: game.model, state };
  const [first, second] = path;
  const arg = (key: string | undefined) => key?.split('/').slice(1).join('/') ?? '';
  // What /act also finds a move or SR by: the units' nations and side, in both languages (`russ` finds RU units).
  const searchOf = (units: readonly string[]) =>
    `${[...new Set(units.map((u) => nationWords(game.model.units[u]?.nation)))].join(' ')} ${words.SIDE_NAME[side].en} ${words.SIDE_NAME[side].it}`;
  switch (frame.name) {
    case 'guns':
      return {
        title,
        items: [
          { kind: 'action', key: 'guns/keep', label: words.labels.keepGuns },
          { kind: 'action', key: 'guns/no', label: words.labels.noGuns },
        ],
      };
    case 'action': {
      if (first === undefined) {
        const items: MenuItem[] = [];
        for (const id of state.hand[side]) {
          const card = game.cardById.get(id);
          if (card && USES.some((u) => !useProblem(card, u, useContext(game, state, side))))
            items.push({ kind: 'branch', key: `hand/${id}`, label: words.cardLabel(card) });
        }
        items.push({ kind: 'action', key: 'auto', label: words.labels.auto });
        if (peaceAllowedIn(state.scenario) && !peaceOfferProblem(state, side))
          items.push({ kind: 'action', key: 'peace', label: words.labels.peace });
        return { title, items };
      }
      const id = arg(first);
      const card = game.cardById.get(id);
      if (!card || !state.hand[side].includes(id)) return { title, items: [] };
      return {
        title: words.cardLabel(card),
        items: USES.filter((u) => !useProblem(card, u, useContext(game, state, side))).map((u) => ({
          kind: 'action' as const,
          key: `play/${id}/${u}`,
          label: words.useLabel(card, u),
        })),
      };
    }
    case 'activate': {
      if (first === undefined) {
        const spaces = occupiedPlaces(p).filter(
          (at) =>
            game.model.spaces[at] &&
            (['move', 'attack'] as const).some((m) => !activationProblem(p, side, at, m, frame.points)),
        );
        spaces.sort((a, b) => namer.space(a).localeCompare(namer.space(b)));
        return {
          title,
          items: [
            ...spaces.map((at): MenuItem => ({
              kind: 'branch',
              key: `space/${at}`,
              label: words.spaceBranch(
                namer.space(at),
                activationCost(p, at, side, 'move'),
                activationCost(p, at, side, 'attack'),
              ),
            })),
            { kind: 'action', key: 'activated', label: words.labels.activated },
          ],
        };
      }
      const at = arg(first);
      return {
        title: words.spaceBranch(namer.space(at)),
        items: (['move', 'attack'] as const)
          .filter((m) => !activationProblem(p, side, at, m, frame.points))
          .map((m) => ({
            kind: 'action' as const,
            key: `act/${at}/${m}`,
            label: words.activateLabel(namer.space(at), m, activationCost(p, at, side, m)),
          })),
      };
    }
    case 'move': {
      const ready = state.movers.filter((u) => !state.done.includes(u) && sideOfUnit(game.model, u) === side);
      // A group is offered when it has somewhere to go; a space when it has such a group or an army to entrench.
      const groupsAt = (from: string): string[][] => {
        const here = ready.filter((u) => state.units[u]!.at === from);
        const groups = here.map((u) => [u]);
        if (here.length > 1) groups.push(here);
        return groups.filter((g) => destinations(p, g, side, from).size > 0);
      };
      const entrenchersAt = (from: string): string[] =>
        ready.filter((u) => state.units[u]!.at === from && !entrenchProblem(game, state, side, u));
      if (first === undefined) {
        const spaces = [...new Set(ready.map((u) => state.units[u]!.at))]
          .filter((at) => groupsAt(at).length > 0 || entrenchersAt(at).length > 0)
          .sort();
        return {
          title,
          items: [
            ...spaces.map((at): MenuItem => ({
              kind: 'branch',
              key: `from/${at}`,
              label: words.spaceBranch(namer.space(at)),
            })),
            { kind: 'action', key: 'moved', label: words.labels.moved },
          ],
        };
      }
      const from = arg(first);
      const here = ready.filter((u) => state.units[u]!.at === from);
      if (second === undefined) {
        const items: MenuItem[] = groupsAt(from).map((g) => ({
          kind: 'branch',
          key: `group/${g.join('+')}`,
          label: g.length === 1 ? loc(namer.unit(g[0]!), namer.unit(g[0]!)) : words.labels.wholeStack,
        }));
        for (const u of entrenchersAt(from))
          items.push({ kind: 'action', key: `ent/${u}`, label: words.entrenchLabel(namer.unit(u)) });
        return { title: words.spaceBranch(namer.space(from)), items };
      }
      const units = arg(second).split('+');
      if (!units.every((u) => here.includes(u))) return { title, items: [] };
      const names = units.map(namer.unit).join(', ');
      const reach = [...destinations(p, units, side, from).entries()];
      reach.sort((a, b) => a[1].length - b[1].length || namer.space(a[0]).localeCompare(namer.space(b[0])));
      return {
        title: loc(names, names),
        items: reach.map(([to, way]) => ({
          kind: 'action' as const,
          key: `mv/${units.join('+')}/${to}`,
          label: words.moveLabel(names, namer.space(to), way.length),
          search: searchOf(units),
        })),
      };
    }
    case 'sr': {
      if (first === undefined) {
        const candidates = Object.keys(state.units).filter((u) => {
          const at = state.units[u]!.at;
          if (sideOfUnit(game.model, u) !== side || state.done.includes(u)) return false;
          if (!game.model.spaces[at] && at !== RESERVE_BOX[side]) return false;
          return srCost(p, u) <= frame.points && srDestinations(p, u, side, true).length > 0;
        });
        return {
          title,
          items: [
            ...candidates.map((u): MenuItem => ({
              kind: 'branch',
              key: `sru/${u}`,
              label: loc(
                `${namer.unit(u)} (${namer.space(state.units[u]!.at)})`,
                `${namer.unit(u)} (${namer.space(state.units[u]!.at)})`,
              ),
            })),
            { kind: 'action', key: 'redeployed', label: words.labels.redeployed },
          ],
        };
      }
      const unit = arg(first);
      if (state.done.includes(unit) || srCost(p, unit) > frame.points) return { title, items: [] };
      return {
        title: loc(namer.unit(unit), namer.unit(unit)),
        items: srDestinations(p, unit, side).map((to) => ({
          kind: 'action' as const,
          key: `sr/${unit}/${to}`,
          label: words.srLabel(namer.unit(unit), namer.space(to), srCost(p, unit)),
          search: searchOf([unit]),
        })),
      };
    }
    case 'peace-answer':
      return {
        title,
        items: [
          { kind: 'action', key: 'peace/yes', label: words.labels.accept },
          { kind: 'action', key: 'peace/no', label: words.labels.refuse },
        ],
      };
    case 'overstack':
      return {
        title,
        items: sideUnitsAt(p, frame.space, frame.owner).map((u): MenuItem => ({
          kind: 'action',
          key: `elim/${u}`,
          label: words.eliminateLabel(namer.unit(u)),
        })),
      };
    case 'event-choice':
      return {
        title,
        items: (eventChoice(p, frame.player, frame.card, frame.chosen)?.options ?? []).map((o): MenuItem => ({
          kind: 'action',
          key: `choose/${o.key}`,
          label: words.eventOptionLabel(o, namer),
        })),
      };
    case 'reinforce':
      return {
        title,
        items: frame.units.flatMap((unit) =>
          placesFor(p, unit, side).map((at): MenuItem => ({
            kind: 'action',
            key: `place/${unit}/${at}`,
            label: words.placeLabel(namer.unit(unit), namer.space(at)),
          })),
        ),
      };
    case 'attack':
    case 'combat-cards':
    case 'losses':
    case 'retreat':
    case 'advance':
      return combatMenu(game, namer, state, frame, title, path);
    case 'replacement':
      return phasesMenu(game, namer, state, frame, title);
    case 'discard':
      return {
        title,
        items: [
          ...state.hand[side]
            .filter((c) => {
              const card = game.cardById.get(c);
              return card !== undefined && discardable(card);
            })
            .map((c): MenuItem => ({ kind: 'action', key: `dc/${c}`, label: words.discardLabel(namer.card(c)) })),
          { kind: 'action', key: 'draw', label: words.labels.draw },
        ],
      };
  }
}

/** The action a menu key stands for; undefined for a key the menu never makes. */
export function decodeKey(key: string): PogAction | undefined {
  const [kind, a, b] = key.split('/');
  switch (kind) {
    case 'guns':
      return a === 'keep' || a === 'no' ? { type: 'guns', keep: a === 'keep' } : undefined;
    case 'play':
      return a && (b === 'ops' || b === 'sr' || b === 'rp' || b === 'event')
        ? { type: 'card', card: a, use: b }
        : undefined;
    case 'auto':
      return { type: 'auto' };
    case 'peace':
      if (a === undefined) return { type: 'peace' };
      return a === 'yes' || a === 'no' ? { type: 'answer', accept: a === 'yes' } : undefined;
    case 'act':
      return a && (b === 'move' || b === 'attack') ? { type: 'activate', space: a, mode: b } : undefined;
    case 'activated':
      return { type: 'activated' };
    case 'mv': {
      const units = a?.split('+').filter(Boolean) ?? [];
      return units.length > 0 && units.length <= 3 && b ? { type: 'move', units, to: b } : undefined;
    }
    case 'ent':
      return a ? { type: 'entrench', unit: a } : undefined;
    case 'moved':
      return { type: 'moved' };
    case 'sr':
      return a && b ? { type: 'sr', unit: a, to: b } : undefined;
    case 'redeployed':
      return { type: 'redeployed' };
    case 'dc':
      return a ? { type: 'discard', card: a } : undefined;
    case 'draw':
      return { type: 'draw' };
    case 'elim':
      return a ? { type: 'eliminate', unit: a } : undefined;
    case 'place':
      return a && b ? { type: 'place', unit: a, at: b } : undefined;
    case 'choose':
      return a ? { type: 'choose', key: a } : undefined;
    case 'fix':
      return correctionOf(key.split('/').slice(1));
    case 'rep':
    case 'replaced':
      return decodePhasesKey(key);
    default:
      return decodeCombatKey(key);
  }
}

/**
 * A referee's correction typed as a key, never offered by a menu (GameService lets only a referee apply it):
 * `fix/place/<unit>/<space or box>`, `fix/flip/<unit>`, `fix/control/<space>/<cp|ap|none>`,
 * `fix/trench/<space>/<0|1|2>`, `fix/vp/<n>` (and `ws-cp`, `ws-ap`, `cws`), `fix/war/<nation>`,
 * `fix/event/<card>/<yes|no>`, `fix/card/<card>/<hand|discard|removed|deck>`.
 */
function correctionOf(parts: readonly string[]): PogAction | undefined {
  const [edit, a, b] = parts;
  const parsed = pogAction.safeParse({ type: 'correct', correction: correctionFields(edit, a, b) });
  return parsed.success ? parsed.data : undefined;
}

function correctionFields(edit: string | undefined, a: string | undefined, b: string | undefined): unknown {
  switch (edit) {
    case 'place':
      return { edit, unit: a, at: b };
    case 'flip':
      return { edit, unit: a };
    case 'control':
      return { edit, space: a, side: b === 'none' ? null : b };
    case 'trench':
      return { edit, space: a, level: Number(b) };
    case 'vp':
    case 'ws-cp':
    case 'ws-ap':
    case 'cws':
      return { edit: 'counter', counter: edit, value: Number(a) };
    case 'war':
      return { edit, nation: a };
    case 'event':
      return { edit, card: a, played: b === 'yes' };
    case 'card':
      return { edit, card: a, to: b };
    default:
      return undefined;
  }
}
