import type { AnyGameModule, MenuItem } from '../engine/core/game.js';
import type { Pack } from '../engine/core/pack.js';

/**
 * The fuzzer's players (`umpire fuzz --player`): `random` walks the legal-action menu to a random action; `eventful`
 * plays cards as events whenever a menu allows (the least played first), prefers attacks, and may aim at a nation's
 * places. Both read only the module's menu, as a player's client does.
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
  const path: string[] = [];
  for (let depth = 0; depth < 8; depth++) {
    const level = depth === 0 ? root : items(path);
    if (level.length === 0) return undefined;
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
    const preferred = attacks.length > 0 ? attacks : spaces;
    const item = preferred.length > 0 && pick([1, 2, 3, 4]) < 4 ? pick(preferred) : pick(level);
    if (item.kind === 'action') return item.key;
    path.push(item.key);
  }
  return undefined;
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
