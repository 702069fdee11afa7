import type { Side } from '../model.js';
import type { ActivationGroup } from '../rules/activation.js';
import { carriedOrders, chainIds, chainsOf, keepProblem, type CommandMap, type KeepProblem } from '../rules/command.js';
import { sideOf, type Game } from './setup.js';
import type { BorodinoState, September } from './state.js';

/**
 * 5.12, 5.24 on 7 September: the Orders Commands are the chains the units of each group's Command (the group, or one of
 * Murat's six, SR2) form on the map at the Orders Phase (rules/command.ts `chainsOf`), kept for the whole turn: "Se
 * un'unità si separa dal suo Comando, usa ancora gli Ordini assegnati ad inizio turno" (5.24), so a unit's Command
 * this turn is the chain it stood in when the turn's Orders were given (`September.commands`).
 */

/** 5.12: each unit on the map → the Command of its chain now (`baseOf`: its group's Command, null outside the table). */
export function chainCommands(game: Game, state: BorodinoState, baseOf: (unit: string) => string | null): CommandMap {
  const onMap = Object.entries(state.units).filter(([, u]) => game.hexes.has(u.at));
  const bySide = (side: Side) => new Set(onMap.filter(([id]) => sideOf(game, id) === side).map(([, u]) => u.at));
  const hexesOf = { french: bySide('french'), russian: bySide('russian') };
  const byBase = new Map<string, { id: string; hex: string }[]>();
  for (const [id, u] of onMap) {
    const base = baseOf(id);
    if (base === null) continue;
    if (!byBase.has(base)) byBase.set(base, []);
    byBase.get(base)!.push({ id, hex: u.at });
  }
  const out: Record<string, string> = {};
  for (const [base, units] of byBase) {
    // 5.12 "La presenza di un'unità nemica blocca la catena": the other side's units.
    const enemy = sideOf(game, units[0]!.id) === 'french' ? hexesOf.russian : hexesOf.french;
    Object.assign(out, chainIds(base, chainsOf(game.grid, units, enemy)));
  }
  return out;
}

/** The Commands of a group this turn (5.12: its chains at the Orders Phase), in its units' order; `bases` before it. */
export function chainsOfGroup(state: BorodinoState, group: ActivationGroup, bases: readonly string[]): string[] {
  const map = state.september?.commands;
  if (!map) return [...bases];
  const found = group.units.map((u) => map[u]).filter((c): c is string => c !== undefined);
  return found.length === 0 ? [...bases] : [...new Set(found)];
}

/**
 * 5.24, 5.29 at a new Orders Phase: the chains now, and the Orders still standing (the Russian ones until Kutuzov's
 * Delay roll, SR1) mapped onto them: those that need no choice are kept, the others wait for the player (`open`,
 * asked only if the Delay roll fails; new Orders replace them all).
 */
export function newChains(
  game: Game,
  state: BorodinoState,
  baseOf: (unit: string) => string | null,
): Pick<September, 'commands' | 'previous' | 'orders'> {
  const s = state.september!;
  const now = chainCommands(game, state, baseOf);
  const before = s.commands ?? {};
  const carried = carriedOrders(before, s.orders, now);
  return {
    commands: now,
    previous: { commands: before, orders: [...s.orders], open: [...carried.open] },
    orders: [...carried.kept],
  };
}

/**
 * 5.24, 5.29: after a failed Delay roll the side's Orders stay, but for the chains `newChains` left open, which the
 * player decides on in the Orders Phase; null when this toggle (`toggled`, or null for being done) leaves `mine`, the
 * side's Orders after it, legal (`orderable`: the parts that may still go Under Orders). Outside that step nothing is
 * refused here.
 */
export function keepRefusal(
  state: BorodinoState,
  side: Side,
  mine: readonly string[],
  toggled: string | null,
  orderable?: (command: string) => boolean,
): KeepProblem | null {
  const s = state.september;
  if (!s?.previous || !s.commands || state.step !== 'orders' || s.newOrders.includes(side)) return null;
  if (toggled !== null && !s.previous.open.includes(toggled))
    return { code: 'orders-keep-not', rule: '5.29', command: toggled };
  return keepProblem(s.previous.commands, s.previous.orders, s.commands, mine, toggled === null, orderable);
}
