import type { Menu, MenuItem } from '../../../core/game.js';
import { settledPositionOf, type Game } from './board.js';
import {
  advanceChoices,
  attackTargets,
  attacksOwed,
  declaredTargets,
  defenceChoices,
  joinable,
  mustBeIntense,
  paUnitsLeftOut,
  retreatChoices,
  srChoices,
  valueRange,
} from './combat.js';
import { checkPa, checkStep, forcesIn, movementPhase, unclassedRivers } from './movement.js';
import { checkPlanEnd } from './plans.js';
import { boundaryMoves, lineText, setupChoices } from './aoa.js';
import { finalItems } from './final.js';
import { reactionHexes } from './reaction.js';
import { checkRecover } from './recovery.js';
import { repulseTargets } from './repulse.js';
import { retreatRepulseChoices } from './retreat-repulse.js';
import { supportChoices } from './support.js';
import { trainRetreatChoices } from './exposed.js';
import { extendChoices } from './extended.js';
import { placeChoices, railSteps, relocations } from './depots.js';
import { activeSides, phaseSide } from './phases.js';
import { printedSide } from './learned.js';
import { o1914Action, top, type O1914Action, type O1914State } from './state.js';
import type { Player } from '../rules/position.js';
import * as words from './words.js';

/**
 * The legal actions of the side to act, one menu level at a time, and the keys they make (`mv/fr-15.8/57.57`,
 * `atk/58.54`, `cell/+3~+3w1`). `decodeKey` reads back every key `menuOf` makes. The same rules functions that
 * `apply` checks decide what the menu shows, so every action offered is legal.
 */

const RIVERS = ['minor', 'major', 'great', 'imposing'] as const;
/** The CRT legend's parts (9.9.2) a result cell is built from: EC DRM, E and s counts, the defender's retreat. */
const CELL_DRMS = [-4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6];
const CELL_COUNTS = ['0-0', '1-0', '2-0', '0-1', '0-2', '1-1'];
const CELL_RETREATS = ['', 'b1', 'b2', 'w1'];

/** The items of each Force's menu (`forceItems`), by state then side, Force and `any`. */
const forceMenus = new WeakMap<O1914State, Map<string, readonly MenuItem[]>>();

export function menuOf(game: Game, state: O1914State, side: Player, path: readonly string[]): Menu {
  if (!activeSides(state).includes(side)) return { title: words.waiting(state), items: [] };
  const title = words.prompt(game, state);
  const frame = top(state);
  const p = settledPositionOf(game, state);
  const action = (key: string, label: MenuItem['label']): MenuItem => ({ kind: 'action', key, label });
  const branch = (key: string, label: MenuItem['label']): MenuItem => ({ kind: 'branch', key, label });
  const riverItems = (a: string, b: string): MenuItem[] =>
    RIVERS.map((r) => action(`river/${a}/${b}/${r}`, words.riverLabel(r)));
  if (frame) {
    switch (frame.name) {
      case 'overstack':
        return {
          title,
          items: p.units
            .filter((u) => u.hex === frame.hex && u.side === side)
            .map((u) => action(`elim/${u.id!}`, words.unitLabel(game, u.id!))),
        };
      case 'declare': {
        const fight = state.fight!;
        const items = joinable(game, state, p, side, fight.target).map((f) =>
          action(`force/${f.join('+')}`, words.forceLabel(game, state, f)),
        );
        // 9.1 step 4: declared, then another attack declared or the fighting begun with this one.
        // 9.2.5 C: not while a unit with a PA at the hex is left out.
        if (fight.forces.length > 0 && paUnitsLeftOut(game, state, p, side).length === 0) {
          items.push(action('decl', words.labels.declareAnother));
          if (attacksOwed(game, state, p, side).every((t) => t === fight.target))
            items.push(action('fight', words.labels.fight));
        } else if (fight.forces.length === 0) items.push(action('drop', words.labels.drop));
        return { title, items };
      }
      case 'value':
        return { title, items: valueRange(frame.key).map((n) => action(`val/${n}`, words.plain(String(n)))) };
      case 'intensity':
        return {
          title,
          items: [
            action('int/yes', words.labels.intense),
            // 26.2.2: a Formation bound by a Strategic Plan declares Intense.
            ...(mustBeIntense(game, state, side) ? [] : [action('int/no', words.labels.notIntense)]),
          ],
        };
      case 'crt-cell':
        return cellMenu(title, path);
      case 'sr':
        return {
          title,
          items: srChoices(game, state, side, frame.among).map((u) => action(`sr/${u}`, words.unitLabel(game, u))),
        };
      case 'retreat': {
        const [first] = path;
        if (first?.startsWith('r:')) {
          const [, a, b] = first.split(':');
          return { title, items: riverItems(a!, b!) };
        }
        // 7.4: a Repulse after the hexes retreated first (none: before the retreat), a Force and a hex at a time.
        const repulses = retreatRepulseChoices(game, state, p, frame);
        if (first?.startsWith('rp:')) {
          const stop = first.slice(3);
          return {
            title,
            items: repulses
              .filter((c) => (c.path.length > 0 ? c.path.join('+') : '-') === stop)
              .map((c) =>
                action(
                  `rep/${c.units.join('+')}/${c.target}/${stop}`,
                  words.retreatRepulseLabel(game, c.units, c.target),
                ),
              ),
          };
        }
        const items: MenuItem[] = [];
        const unclassed = new Set<string>();
        for (const route of retreatChoices(game, state, frame)) {
          let last = frame.from;
          for (const hex of route) {
            if (unclassedRivers(p, last).includes(hex)) unclassed.add(`${last}:${hex}`);
            last = hex;
          }
          items.push(action(`rt/${route.length > 0 ? route.join('+') : '-'}`, words.retreatLabel(route)));
        }
        for (const pair of unclassed) {
          const [a, b] = pair.split(':');
          items.push(branch(`r:${a!}:${b!}`, words.classRiverLabel(a!, b!)));
        }
        const stops = new Map(repulses.map((c) => [c.path.length > 0 ? c.path.join('+') : '-', c.path]));
        for (const [key, stop] of stops)
          items.push(branch(`rp:${key}`, words.retreatStopLabel(stop, stop.length === frame.hexes)));
        return { title, items };
      }
      case 'advance':
        return {
          title,
          items: [
            ...advanceChoices(game, state).map((f) => action(`adv/${f.join('+')}`, words.forceLabel(game, state, f))),
            action('adv/-', words.labels.noAdvance),
          ],
        };
      case 'support': {
        // 10.1.1: one Force or Fortress of the hex adds its AV, or none.
        const choices = supportChoices(game, state, p, state.fight!, frame.hex);
        return {
          title,
          items: [
            ...choices.map((f) => action(`sup/${f.join('+')}`, words.forceLabel(game, state, f))),
            action('sup/-', words.labels.noSupport),
          ],
        };
      }
      case 'reaction':
        // 8.2.2: one hex, or no reaction.
        return {
          title,
          items: [
            ...reactionHexes(game, state, p, frame).map((r) =>
              action(`react/${r.hex}`, words.moveLabel(game, r.hex, r.mp)),
            ),
            action('react/-', words.labels.noReaction),
          ],
        };
      case 'exclude':
        // 9.2.5: the sets of units that may defend the hex, the others Excluded.
        return {
          title,
          items: defenceChoices(game, state, p, state.fight!.target, state.fight!.defenders).map((set) =>
            action(`dfd/${set.join('+')}`, words.forceLabel(game, state, set)),
          ),
        };
      case 'train-retreat':
        // 15.6.2a: the Train's 3-hex paths (fewer onto a friendly Combat unit).
        return {
          title,
          items: trainRetreatChoices(game, state).map((route) =>
            action(`rt/${route.join('+')}`, words.retreatLabel(route)),
          ),
        };
      case 'rail-place':
        // 15.6.2b, 15.6.4, 16.7: a friendly operational railroad hex out of an uncovered EZOC.
        return {
          title,
          items: placeChoices(game, state).map((hex) => action(`place/${hex}`, words.hexLabel(game, hex))),
        };
      case 'extend':
        // 9.4.1, 15.6.1: a supply unit flipped to Extended Mode for the combat's Ammunition, or none.
        return {
          title,
          items: [
            ...extendChoices(game, state, side).map((u) => action(`ext/${u}`, words.extendLabel(game, u))),
            action('ext/-', words.labels.noExtend),
          ],
        };
      case 'boundary':
        // 28.3 B: the set-up's lines, the suggestion first; 5.1.2: the boundary kept or moved (5.1.3 kept).
        return {
          title,
          items: frame.setup
            ? setupChoices(game, state, side).map((l, i) =>
                action(`aoa/set/${l.west.y}/${l.east.y}`, words.boundaryLineLabel(lineText(game, l), i === 0)),
              )
            : boundaryMoves(game, state, side).map((m) => action(`aoa/${m}`, words.boundaryMoveLabel(m))),
        };
      case 'plan':
        // 26.3: keep the plan or abandon it.
        return {
          title,
          items: [action('plan/keep', words.labels.keepPlan), action('plan/abandon', words.labels.abandonPlan)],
        };
    }
  }
  if (state.phase === 'final') {
    // 4.2.9: the Cavalry Retirement (8.3), then the Voluntary Fallback (20.0) if played.
    const items = finalItems(game, state, p, side, path);
    if (path.length === 0 && phaseSide(state) === side) items.push(action('next', words.nextLabel(state)));
    return { title, items };
  }
  if (state.phase === 'assignment' && phaseSide(state) === side) {
    // 15.6.4: a Depot to the GT track, then its Army Destination marker's hex.
    const [depotKey] = path;
    const choices = relocations(game, state, p, side);
    if (depotKey !== undefined)
      return {
        title,
        items: (choices.find((c) => `dr:${c.unit}` === depotKey)?.to ?? []).map((to) =>
          action(`reloc/${depotKey.slice(3)}/${to}`, words.hexLabel(game, to)),
        ),
      };
    const items = choices.map((c) => branch(`dr:${c.unit}`, words.relocateLabel(game, c.unit)));
    return { title, items: [...items, action('next', words.nextLabel(state))] };
  }
  if (state.phase === 'interphase' || !movementPhase(state)) {
    // 15.6.1: in the side's Supply Phase, its supply units may flip to Extended Mode.
    const items: MenuItem[] = extendChoices(game, state, side).map((u) =>
      action(`ext/${u}`, words.extendLabel(game, u)),
    );
    if (phaseSide(state) === side || state.phase === 'interphase') {
      const owed = attacksOwed(game, state, p, side);
      for (const target of attackTargets(game, state, p, side))
        items.push(action(`atk/${target}`, words.attackLabel(game, state, target)));
      // 9.1 step 5: the declared attacks, fought one at a time in the attacker's order, once 7.3.1's are declared.
      if (state.fighting || owed.length === 0)
        for (const target of declaredTargets(state))
          items.push(action(`fight/${target}`, words.fightDeclaredLabel(target)));
      if (owed.length === 0 && declaredTargets(state).length === 0) items.push(action('next', words.nextLabel(state)));
    }
    return { title, items };
  }
  // The movement phases (7.0–7.3): a hex, then a Force in it, then its steps and its Prepared Attack.
  const [hexKey, forceKey, riverKey] = path;
  if (hexKey === undefined) {
    const hexes = [...new Set(p.units.filter((u) => u.side === side).map((u) => u.hex))].sort();
    const items: MenuItem[] = hexes
      .filter(
        (hex) =>
          forcesIn(game, state, p, side, hex).some((f) => forceItems(f, true).length > 0) ||
          railSteps(game, state, p, side, hex).length > 0,
      )
      .map((hex) => branch(`h:${hex}`, words.hexLabel(game, hex)));
    // 26.2.1: the phase ends once no bound Formation that can still reach a lawful hex stands elsewhere.
    if (checkPlanEnd(game, state, p, side).ok) items.push(action('next', words.nextLabel(state)));
    return { title, items };
  }
  const hex = hexKey.slice(2);
  // 15.6.3: a Depot moves along railroad, in no Force.
  const rail = railSteps(game, state, p, side, hex);
  if (forceKey === undefined)
    return {
      title,
      items: [
        ...forcesIn(game, state, p, side, hex)
          .filter((f) => forceItems(f, true).length > 0)
          .map((f) => branch(`f:${f.join('+')}`, words.forceLabel(game, state, f))),
        ...[...new Set(rail.map((r) => r.unit))].map((u) => branch(`d:${u}`, words.forceLabel(game, state, [u]))),
      ],
    };
  if (forceKey.startsWith('d:'))
    return {
      title,
      items: rail
        .filter((r) => `d:${r.unit}` === forceKey)
        .map((r) => action(`rr/${r.unit}/${r.to}`, words.railLabel(game, r.to, r.mp))),
    };
  if (riverKey !== undefined) {
    const [, a, b] = riverKey.split(':');
    return { title, items: riverItems(a!, b!) };
  }
  return { title, items: [...forceItems(forceKey.slice(2).split('+'))] };

  /**
   * The Force's legal steps and Prepared Attacks (only the first one found, when `any`), read once per state: the
   * menu's levels (the hexes, a hex's Forces, a Force's moves) ask again for what the level above found.
   */
  function forceItems(ids: readonly string[], any = false): readonly MenuItem[] {
    let known = forceMenus.get(state);
    if (!known) {
      known = new Map();
      forceMenus.set(state, known);
    }
    const key = `${side}/${ids.join('+')}/${any}`;
    let items = known.get(key);
    if (!items) {
      items = forceItemsNow(ids, any);
      known.set(key, items);
    }
    return items;
  }

  function forceItemsNow(ids: readonly string[], any: boolean): MenuItem[] {
    const from = state.units[ids[0]!]?.at ?? '';
    const items: MenuItem[] = [];
    const unclassed = unclassedRivers(p, from);
    for (const to of p.grid.neighbours(from)) {
      if (any && items.length > 0) break;
      const step = checkStep(game, state, p, side, ids, to);
      if (step.ok) items.push(action(`mv/${ids.join('+')}/${to}`, words.moveLabel(game, to, step.value.mp)));
      else if (step.problem.code === 'move-too-costly') {
        // 7.2: the MP beyond the allowance by Forced March, declared when needed.
        const forced = checkStep(game, state, p, side, ids, to, true);
        if (forced.ok)
          items.push(action(`fm/${ids.join('+')}/${to}`, words.forcedLabel(game, to, forced.value.forcedMarchMp)));
      } else if (step.problem.code === 'move-river-class' && unclassed.includes(to))
        items.push(branch(`r:${from}:${to}`, words.classRiverLabel(from, to)));
      if (checkPa(game, state, p, side, ids, to).ok) items.push(action(`pa/${ids.join('+')}/${to}`, words.paLabel(to)));
    }
    if (!any || items.length === 0)
      for (const to of repulseTargets(game, state, p, side, ids))
        items.push(action(`rep/${ids.join('+')}/${to}`, words.repulseLabel(to)));
    // 7.5: a Formation alone may spend its MP recovering CE.
    if (ids.length === 1 && (!any || items.length === 0) && checkRecover(game, state, p, side, ids[0]!).ok)
      items.push(action(`rec/${ids[0]!}`, words.recoverLabel(state.units[ids[0]!]?.recovering)));
    return items;
  }
}

function cellMenu(title: MenuItem['label'], path: readonly string[]): Menu {
  const [ad, ax, dd, dx] = path;
  const branch = (key: string, label: MenuItem['label']): MenuItem => ({ kind: 'branch', key, label });
  if (ad === undefined)
    return { title: words.cellPart('attacker-drm'), items: CELL_DRMS.map((n) => branch(`ad:${n}`, words.signed(n))) };
  if (ax === undefined)
    return { title: words.cellPart('attacker-es'), items: CELL_COUNTS.map((c) => branch(`ax:${c}`, words.counts(c))) };
  if (dd === undefined)
    return { title: words.cellPart('defender-drm'), items: CELL_DRMS.map((n) => branch(`dd:${n}`, words.signed(n))) };
  if (dx === undefined)
    return { title: words.cellPart('defender-es'), items: CELL_COUNTS.map((c) => branch(`dx:${c}`, words.counts(c))) };
  const att = sidePrinted(Number(ad.slice(3)), ax.slice(3), '');
  return {
    title,
    items: CELL_RETREATS.map((r) => {
      const printed = `${att}~${sidePrinted(Number(dd.slice(3)), dx.slice(3), r)}`;
      return { kind: 'action' as const, key: `cell/${printed}`, label: words.cellLabel(printed.replace('~', '/')) };
    }),
  };
}

/** One side of a printed result (9.9.2): `+3`, `2Es`, `-1b1`, or `-` for nothing. */
function sidePrinted(drm: number, counts: string, retreat: string): string {
  const [e, s] = counts.split('-').map(Number);
  return printedSide(drm, e ?? 0, s ?? 0, retreat);
}

/** The action a key stands for, or undefined for a key this module never made. */
export function decodeKey(key: string): O1914Action | undefined {
  const [kind, ...rest] = key.split('/');
  const ids = (text: string | undefined) => (text ?? '').split('+').filter((x) => x !== '');
  let action: unknown;
  switch (kind) {
    case 'next':
    case 'drop':
      action = { type: kind };
      break;
    case 'fight':
      action = rest[0] === undefined ? { type: 'fight' } : { type: 'fight', target: rest[0] };
      break;
    case 'decl':
      action = { type: 'declared' };
      break;
    case 'mv':
      action = { type: 'move', units: ids(rest[0]), to: rest[1] };
      break;
    case 'fm':
      action = { type: 'move', units: ids(rest[0]), to: rest[1], forced: true };
      break;
    case 'react':
      action = rest[0] === '-' ? { type: 'react' } : { type: 'react', to: rest[0] };
      break;
    case 'ret':
      action = { type: 'retire', unit: rest[0], to: rest[1] };
      break;
    case 'fb':
      action = { type: 'fallback', units: ids(rest[0]), to: rest[1] };
      break;
    case 'rec':
      action = { type: 'recover', unit: rest[0] };
      break;
    case 'rr':
      action = { type: 'rail', unit: rest[0], to: rest[1] };
      break;
    case 'reloc':
      action = { type: 'relocate', unit: rest[0], to: rest[1] };
      break;
    case 'place':
      action = { type: 'place', hex: rest[0] };
      break;
    case 'pa':
      action = { type: 'pa', units: ids(rest[0]), target: rest[1] };
      break;
    case 'rep':
      action = {
        type: 'repulse',
        units: ids(rest[0]),
        target: rest[1],
        // 7.4: during a retreat, the hexes retreated first (`-`: none).
        ...(rest[2] === undefined ? {} : { path: rest[2] === '-' ? [] : ids(rest[2]) }),
      };
      break;
    case 'river':
      action = { type: 'river', a: rest[0], b: rest[1], river: rest[2] };
      break;
    case 'elim':
      action = { type: 'eliminate', unit: rest[0] };
      break;
    case 'atk':
      action = { type: 'attack', target: rest[0] };
      break;
    case 'force':
      action = { type: 'force', units: ids(rest[0]) };
      break;
    case 'val':
      action = { type: 'value', value: Number(rest[0]) };
      break;
    case 'int':
      action = { type: 'intensity', intense: rest[0] === 'yes' };
      break;
    case 'cell':
      action = { type: 'cell', printed: rest.join('/').replace('~', '/') };
      break;
    case 'sr':
      action = { type: 'sr', unit: rest[0] };
      break;
    case 'rt':
      action = { type: 'retreat', path: rest[0] === '-' ? [] : ids(rest[0]) };
      break;
    case 'adv':
      action = { type: 'advance', units: rest[0] === '-' ? [] : ids(rest[0]) };
      break;
    case 'dfd':
      action = { type: 'defend', units: ids(rest[0]) };
      break;
    case 'sup':
      action = { type: 'support', units: rest[0] === '-' ? [] : ids(rest[0]) };
      break;
    case 'plan':
      action = { type: 'plan', abandon: rest[0] === 'abandon' };
      break;
    case 'aoa':
      action =
        rest[0] === 'set'
          ? { type: 'boundary-setup', west: Number(rest[1]), east: Number(rest[2]) }
          : { type: 'boundary', move: rest[0] };
      break;
    case 'ext':
      action = rest[0] === '-' ? { type: 'extend' } : { type: 'extend', unit: rest[0] };
      break;
    case 'fix':
      action = { type: 'correct', unit: rest[0], at: rest[1] };
      break;
    default:
      return undefined;
  }
  const parsed = o1914Action.safeParse(action);
  return parsed.success ? parsed.data : undefined;
}
