import type { AnyGameModule, MenuItem } from '../engine/core/game.js';
import type { HexGrid } from '../engine/core/map/hex.js';
import { hexGridOf, type Pack } from '../engine/core/pack.js';

/**
 * The fuzzer's players (`umpire fuzz --player`): `random` walks the legal-action menu to a random action; `eventful`
 * plays cards as events whenever a menu allows (the least played first), prefers attacks, and may aim at a nation's
 * places; on a hex map it heads for the enemy (`Front`). Both read only the module's menu and the side's own view of
 * the board, as a player's client does.
 */

/** Menu keys the eventful player never picks: a peace offer and its acceptance end a game early (16.5). */
export const PEACE_KEYS = ['peace', 'peace/yes'];
/** A key that plays a card as an event: `play/<card>/event` as a round's action, `cc/<card>` in a combat (9.5.4). */
const EVENT_KEY = /^(?:play\/([^/]+)\/event|cc\/([^/]+))$/;
/** The branch of a card in hand, whose items are its uses (`hand/<card>`). */
const CARD_BRANCH = /^hand\/(.+)$/;
/**
 * Keys the eventful player picks three times in four where the menu offers them: an activation for combat, a target
 * to attack and a flank attempt. Combat Cards are played in combats (Wireless Intercepts only in a flank attempt),
 * and the Russian collapse (16.4) needs Russian spaces taken.
 */
const ATTACK_KEY = /^(?:act\/[^/]+\/attack|tgt\/.+|flank\/.+)$/;
/**
 * A hex-map game's combat, in the order the eventful player prefers its keys three times in four (Napoleon 1812's
 * combat menu, rules 10–11): the order committed, the support called rolled for, the advance made (11.12), a target
 * chosen, a stack that may attack. Its other combat keys (a unit toggled, support called, a retreat's hex) are picked
 * at random, so that a combat goes on to its end.
 */
const ORDER_KEYS: readonly RegExp[] = [
  /^combat\/commit$/,
  /^combat\/roll$/,
  /^combat\/advance$/,
  /^combat\/target\/.+$/,
  /^combat\/from\/.+$/,
];
const COMBAT_KEY = /^combat\//;
/**
 * Keys that give up a fight or a move under way (a declined attack, a cancelled order or move, a step back): the
 * eventful player picks them only when the menu offers nothing else, or one time in eight.
 */
const SHY_KEY = /^(?:combat\/(?:decline|cancel)|mv\/(?:cancel|back))$/;
/** The real train rather than a dummy or a pass (7.4): a stack moves only with a real train (8.2). */
const REAL_TRAIN_KEY = 'real';

/**
 * The eventful player's action: a card's event where the menu (or a card of the hand, one level down) offers one,
 * the card played least often as an event so far first; else, at a round's choice of card, the card whose event was
 * played most, for a use picked at random; else a random action.
 */
export function eventfulAction(
  module: AnyGameModule,
  state: unknown,
  side: string,
  pick: <T>(items: readonly T[]) => T,
  skip: readonly string[],
  played: Readonly<Record<string, number>>,
  aim?: Aim,
  front?: Front,
): string | undefined {
  const items = (path: string[]) => module.menu(state, side, path).items.filter((i) => !skip.includes(i.key));
  const root = items([]);
  const offers: { key: string; card: string }[] = [];
  const offer = (item: MenuItem) => {
    const match = item.kind === 'action' ? EVENT_KEY.exec(item.key) : null;
    if (match) offers.push({ key: item.key, card: (match[1] ?? match[2])! });
  };
  const hand: { key: string; card: string }[] = [];
  for (const item of root) {
    offer(item);
    const card = item.kind === 'branch' ? CARD_BRANCH.exec(item.key)?.[1] : undefined;
    if (card === undefined) continue;
    hand.push({ key: item.key, card });
    for (const use of items([item.key])) offer(use);
  }
  const times = (card: string) => played[card] ?? 0;
  if (offers.length > 0) {
    const least = Math.min(...offers.map((o) => times(o.card)));
    return pick(offers.filter((o) => times(o.card) === least)).key;
  }
  if (hand.length > 0) {
    const most = Math.max(...hand.map((h) => times(h.card)));
    return randomAction(module, state, side, pick, skip, [pick(hand.filter((h) => times(h.card) === most)).key]);
  }
  const enemies = front ? enemyHexes(module, state, side) : [];
  const path: string[] = [];
  for (let depth = 0; depth < 8; depth++) {
    const all = depth === 0 ? root : items(path);
    if (all.length === 0) return undefined;
    // A fight or a move given up only when nothing else is offered, or one time in eight.
    const bold = all.filter((i) => !SHY_KEY.test(i.key));
    const level = front && bold.length > 0 && pick([1, 2, 3, 4, 5, 6, 7, 8]) < 8 ? bold : all;
    // The aim first (an attack on, a move into its places), three times in four.
    const toward = aim && aim.side === side ? level.filter((i) => i.key.split('/').some((x) => aim.places.has(x))) : [];
    if (toward.length > 0 && pick([1, 2, 3, 4]) < 4) {
      const item = pick(toward);
      if (item.kind === 'action') return item.key;
      path.push(item.key);
      continue;
    }
    const attacks = level.filter((i) => ATTACK_KEY.test(i.key));
    // A space's branch is entered when one of its actions is an attack (`space/<s>` holds `act/<s>/attack`).
    const spaces = depth === 0 && attacks.length === 0 ? attackSpaces(level, (key) => items([key])) : [];
    const preferred =
      attacks.length > 0 ? attacks : spaces.length > 0 ? spaces : front ? frontItems(front, level, enemies) : [];
    const item = preferred.length > 0 && pick([1, 2, 3, 4]) < 4 ? pick(preferred) : pick(level);
    if (item.kind === 'action') return item.key;
    path.push(item.key);
  }
  return undefined;
}

/** A hex map's grid, for the eventful player's moves toward the enemy (undefined for a map of spaces). */
export type Front = HexGrid;

export function frontOf(pack: Pack): Front | undefined {
  return pack.map.kind === 'hex' ? hexGridOf(pack.map) : undefined;
}

/** The hexes holding the enemy's pieces, as `side` sees the board (its own view: hidden stacks are still there). */
function enemyHexes(module: AnyGameModule, state: unknown, side: string): string[] {
  const pieces = module.view(state, side).pieces;
  return [...new Set(pieces.filter((p) => p.side !== undefined && p.side !== side && !p.marker).map((p) => p.at))];
}

/**
 * On a hex map, the items the eventful player prefers: the combat's (`ORDER_KEYS`, the first kind offered), a real
 * train, else the items outside a combat naming the hex nearest an enemy piece (a stack to move or to give a train,
 * the next hex of a move, a leader's destination). None when no item names a hex of the map.
 */
function frontItems(grid: Front, level: readonly MenuItem[], enemies: readonly string[]): MenuItem[] {
  for (const order of ORDER_KEYS) {
    const found = level.filter((i) => order.test(i.key));
    if (found.length > 0) return found;
  }
  const real = level.filter((i) => i.key === REAL_TRAIN_KEY);
  if (real.length > 0) return real;
  if (enemies.length === 0) return [];
  const near = (hex: string) => Math.min(...enemies.map((e) => grid.distance(hex, e)));
  const scored = level.flatMap((i) => {
    const hex = COMBAT_KEY.test(i.key) ? undefined : i.key.split('/').find((x) => grid.has(x));
    return hex === undefined ? [] : [{ item: i, distance: near(hex) }];
  });
  if (scored.length === 0) return [];
  const best = Math.min(...scored.map((x) => x.distance));
  return scored.filter((x) => x.distance === best).map((x) => x.item);
}

/** The eventful player's aim: its side, and the places it heads for. */
export interface Aim {
  readonly side: string;
  readonly places: ReadonlySet<string>;
}

/** The map spaces of the aimed nation (the pack's `map.spaces[].nation`). */
export function aimOf(
  pack: Pack,
  aim: { readonly side: string; readonly nation: string } | undefined,
): Aim | undefined {
  if (!aim) return undefined;
  const spaces = (pack.map as { spaces?: { id: string; nation?: string }[] }).spaces ?? [];
  return { side: aim.side, places: new Set(spaces.filter((s) => s.nation === aim.nation).map((s) => s.id)) };
}

/** The branches `space/<s>` of an activation menu whose items include an activation for combat. */
function attackSpaces(level: readonly MenuItem[], children: (key: string) => readonly MenuItem[]): MenuItem[] {
  if (!level.some((i) => i.key.startsWith('space/'))) return [];
  return level.filter((i) => i.key.startsWith('space/') && children(i.key).some((c) => ATTACK_KEY.test(c.key)));
}

/** Walks the menu from its root (or from the branch `from`), a random item at each level, to an action key. */
export function randomAction(
  module: AnyGameModule,
  state: unknown,
  side: string,
  pick: <T>(items: readonly T[]) => T,
  skip: readonly string[] = [],
  from: readonly string[] = [],
): string | undefined {
  const path: string[] = [...from];
  for (let depth = path.length; depth < 8; depth++) {
    const items: readonly MenuItem[] = module.menu(state, side, path).items.filter((i) => !skip.includes(i.key));
    if (items.length === 0) return undefined;
    const item = pick(items);
    if (item.kind === 'action') return item.key;
    path.push(item.key);
  }
  return undefined;
}
