/**
 * The 7 September chain of command over the pack's `command` table (command.ts): the Orders Commands of an
 * Activation Group (5.11, 5.12, SR2), how many of them a side may put Under Orders (5.22, SR1, SR2, SR3), the AMs of
 * the cup (5.31, 5.32, 3.0 B), the draw (5.42) and the Commander-in-Chief's Command Range (5.61).
 */
import type { Dice } from '../../../core/dice.js';
import type { CommandTable } from '../command.js';
import type { Side } from '../model.js';
import { TERRAIN_TABLE, type TerrainRow } from '../tables.js';
import { baseCommand } from './command.js';
import { hexsideOf, type BorodinoPosition } from './position.js';

export type ActivationGroup = CommandTable['groups'][number];
export type CommanderInChief = CommandTable['commanders'][number];

/**
 * 5.12, SR2: the Orders Commands of a group, by id. A group is one Command ("Un Comando (per Ordini) può essere un
 * intero Gruppo di Attivazione"), but Murat's: "4 corpi di cavalleria … più le divisioni assegnate del I e III Corpo",
 * its six cavalry commands (the formations of its units), each with its own Orders.
 */
export function commandsOf(group: ActivationGroup, formationOf: (unit: string) => string): string[] {
  if (group.direct === undefined) return [group.id];
  return [...new Set(group.units.map(formationOf))];
}

/** The group a Command belongs to (the Command's id is the group's, or one of Murat's formations). */
export function groupOfCommand(
  table: CommandTable,
  command: string,
  formationOf: (unit: string) => string,
): ActivationGroup | undefined {
  // 5.12: a chain's Command (`fr-iv.2`, rules/command.ts) is of its group's Command's group.
  const base = baseCommand(command);
  return table.groups.find((g) => commandsOf(g, formationOf).includes(base));
}

export type OrdersProblem =
  | { readonly code: 'orders-not-command'; readonly rule: '5.12'; readonly command: string }
  | { readonly code: 'orders-over-value'; readonly rule: '5.22'; readonly limit: number }
  | { readonly code: 'orders-over-army'; readonly rule: 'SR1'; readonly army: string; readonly limit: number }
  | { readonly code: 'orders-over-murat'; readonly rule: 'SR2'; readonly limit: number };

/**
 * 5.22, SR1, SR2: whether `side` may put these Commands Under Orders. The French: Napoleon's Orders value counts the
 * Commands ordered (each chain of a group one, 5.12), Murat's Cavalry Reserve once whichever of its commands are
 * ordered, and Murat passes them to at most his small number of them (SR2 "2"). The Russians: Kutuzov's Orders by army
 * (SR1: 3 of the 1st, 2 of the 2nd, 1 of the Reserve), counted by Command. A value the table lacks (null) limits
 * nothing: the players keep to their counters.
 */
export function ordersProblem(
  table: CommandTable,
  side: Side,
  commands: readonly string[],
  formationOf: (unit: string) => string,
): OrdersProblem | null {
  const groups: ActivationGroup[] = [];
  for (const c of commands) {
    const g = groupOfCommand(table, c, formationOf);
    if (!g || g.side !== side) return { code: 'orders-not-command', rule: '5.12', command: c };
    groups.push(g);
  }
  const oc = table.commanders.find((c) => c.side === side);
  // 5.22: each Command counts (a group's chains one each, 5.12), Murat's Cavalry Reserve once (SR2).
  const counted = new Map(commands.map((c, i) => [groups[i]!.direct === undefined ? c : groups[i]!.id, groups[i]!]));
  const ordered = [...new Set(groups)];
  for (const g of ordered) {
    if (g.direct === undefined || g.direct === null) continue;
    const direct = groups.filter((x) => x === g).length;
    if (direct > g.direct) return { code: 'orders-over-murat', rule: 'SR2', limit: g.direct };
  }
  if (oc?.ordersByArmy) {
    for (const army of ['first', 'second', 'reserve'] as const) {
      const limit = oc.ordersByArmy[army];
      if (limit !== null && [...counted.values()].filter((g) => g.army === army).length > limit)
        return { code: 'orders-over-army', rule: 'SR1', army, limit };
    }
    return null;
  }
  const limit = oc?.orders ?? null;
  if (limit !== null && counted.size > limit) return { code: 'orders-over-value', rule: '5.22', limit };
  return null;
}

/** 5.31, 5.32: two AMs for each group with a unit on the map, in the table's order (a group id per AM). */
export function cupOf(table: CommandTable, onMap: (group: ActivationGroup) => boolean): string[] {
  return table.groups.filter(onMap).flatMap((g) => [g.id, g.id]);
}

/** 3.0 B.2–3, 5.41: the AM chosen first is taken out of the cup; the group's other AM stays in it. */
export function withoutOne(cup: readonly string[], group: string): string[] | null {
  const i = cup.indexOf(group);
  return i < 0 ? null : [...cup.slice(0, i), ...cup.slice(i + 1)];
}

export interface Draw {
  readonly group: string;
  /** The die read: a die with as many faces as AMs in the cup (null with one AM left: nothing to draw among). */
  readonly roll: number | null;
  readonly cup: readonly string[];
}

/**
 * 5.42: "Tutti i restanti AM sono pescati a caso, uno alla volta, dalla tazza": one of the game's dice with as many
 * faces as AMs in the cup names the AM drawn (the n-th in the cup's order), so the draw is auditable and nobody
 * arranges the cup.
 */
export function drawAm(cup: readonly string[], dice: Dice): Draw | null {
  if (cup.length === 0) return null;
  const roll = cup.length === 1 ? null : dice.roll(cup.length, { purpose: 'AM cup' });
  const i = roll === null ? 0 : roll - 1;
  return { group: cup[i]!, roll, cup: [...cup.slice(0, i), ...cup.slice(i + 1)] };
}

/** 5.61 (4): within the Command Range, counted from the OC to the unit, the OC's hex left out: a hex distance. */
export function inCommandRange(distance: number, range: number): boolean {
  return distance <= range;
}

/**
 * SR1, SR3: whether a group not given Orders in the Orders Phase is barred: the French Guard "possono essere attivate
 * solo se hanno ricevuto Ordini da Napoleone" (not activated at all); the Russian Reserve "non può muovere né tentare
 * di Cambiare Ordini" (no movement, no 5.28 roll).
 */
export function unorderedBar(group: ActivationGroup): 'not-activated' | 'no-move' | null {
  if (group.napoleonOnly) return 'not-activated';
  if (group.army === 'reserve') return 'no-move';
  return null;
}

/** SR15, SR16: the Victory Points of the 7 September scenario and who has more ("Chi ottiene più VP vince"). */
export function septemberVictory(
  collapseVp: Readonly<Record<Side, number>>,
  holder: Side | null,
  placeVp: number,
): { readonly french: number; readonly russian: number; readonly winner: Side | null } {
  const french = collapseVp.french + (holder === 'french' ? placeVp : 0);
  const russian = collapseVp.russian + (holder === 'russian' ? placeVp : 0);
  return { french, russian, winner: french > russian ? 'french' : russian > french ? 'russian' : null };
}

const commanderMp = (id: string, kinds: readonly TerrainRow['kind'][]): number | null | undefined => {
  const found = TERRAIN_TABLE.find((r) => r.id === id && kinds.includes(r.kind));
  if (!found) return undefined;
  return typeof found.commander === 'object' ? found.commander.mp : null;
};

/**
 * 5.62, SR6, SR7: the hexes a Commander-in-Chief may reach with `mp` Movement Points: the Terrain Table's
 * "Comandante" column for each hex, its features and the hexsides crossed (a river only at a bridge, 7.23, SR9),
 * never into a hex with an enemy combat unit (7.32) nor one the column makes NA.
 */
export function ocReach(
  p: Pick<BorodinoPosition, 'grid' | 'hexes' | 'villages' | 'bridgesDown'>,
  from: string,
  mp: number,
  enemyHexes: ReadonlySet<string>,
): string[] {
  const best = new Map<string, number>([[from, 0]]);
  const frontier = [from];
  while (frontier.length > 0) {
    const hex = frontier.shift()!;
    const spent = best.get(hex)!;
    for (const next of p.grid.neighbours(hex)) {
      const mapHex = p.hexes.get(next);
      if (!mapHex || enemyHexes.has(next)) continue;
      const village = p.villages?.get(next);
      const terrain = village === 'burning' ? 'burning-village' : village === 'rubble' ? 'rubble' : mapHex.terrain;
      let cost = commanderMp(terrain, ['hex']);
      if (cost === null || cost === undefined) continue;
      for (const f of mapHex.features) {
        const add = commanderMp(f, ['feature']);
        if (add === null) cost = Infinity;
        else if (add !== undefined) cost += add;
      }
      const edge = hexsideOf(p, hex, next);
      if (edge.includes('river') && !edge.includes('bridge')) continue;
      for (const f of edge) {
        if (f === 'river') continue;
        const add = commanderMp(f, ['hexside']);
        if (add === null) cost = Infinity;
        else if (add !== undefined) cost += add;
      }
      const total = spent + cost;
      if (total > mp || total >= (best.get(next) ?? Infinity)) continue;
      best.set(next, total);
      frontier.push(next);
    }
  }
  return [...best.keys()].filter((h) => h !== from).sort();
}
