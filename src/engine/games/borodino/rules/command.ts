/**
 * The chains of an Orders Command (5.12) and what a separated Command keeps (5.24): pure functions over hexes, for the
 * 7 September play (play/september.ts). A Command here is the Orders Command of a group (rules/activation.ts
 * `commandsOf`: the group, or one of Murat's six, SR2) cut into the chains its units form on the map.
 */
import type { HexGrid } from '../../../core/map/hex.js';

export interface ChainUnit {
  readonly id: string;
  readonly hex: string;
}

/**
 * 5.12: "Ogni unità … deve trovarsi entro 2 esagoni da un'altra unità dello stesso Comando … La presenza di un'unità
 * nemica blocca la catena; una ZOC nemica no." Two units are linked when 2 hexes or fewer apart; at 2 hexes the link
 * runs through a hex next to both, and an enemy unit there blocks it, so the link holds while one such hex is free of
 * enemy units (the README's "5.12 the chain" decision). Units 1 hex apart or stacked have no hex between them to block.
 */
export function linked(
  grid: Pick<HexGrid, 'distance' | 'neighbours'>,
  a: string,
  b: string,
  enemyHexes: ReadonlySet<string>,
): boolean {
  const d = grid.distance(a, b);
  if (d <= 1) return true;
  if (d > 2) return false;
  const nextToB = new Set(grid.neighbours(b));
  return grid.neighbours(a).some((h) => nextToB.has(h) && !enemyHexes.has(h));
}

/**
 * 5.12: the chains of a Command's units ("Questa 'catena' può continuare per una lunghezza qualsiasi"): the groups of
 * units linked one to the next; a unit farther than 2 hexes from every other (or cut off by enemy units) is a chain of
 * its own ("sono trattate come Comandi (per Ordini) diversi"). Each chain keeps the units' order; the chains are in the
 * order of their first unit.
 */
export function chainsOf(
  grid: Pick<HexGrid, 'distance' | 'neighbours'>,
  units: readonly ChainUnit[],
  enemyHexes: ReadonlySet<string>,
): string[][] {
  const chainOf = new Map<number, number>();
  const chains: number[][] = [];
  for (let i = 0; i < units.length; i++) {
    if (chainOf.has(i)) continue;
    const chain = [i];
    chainOf.set(i, chains.length);
    for (let k = 0; k < chain.length; k++) {
      const from = units[chain[k]!]!.hex;
      for (let j = 0; j < units.length; j++) {
        if (chainOf.has(j) || !linked(grid, from, units[j]!.hex, enemyHexes)) continue;
        chainOf.set(j, chains.length);
        chain.push(j);
      }
    }
    chains.push(chain.sort((x, y) => x - y));
  }
  return chains.map((c) => c.map((i) => units[i]!.id));
}

/**
 * The Command ids of a Command's chains: the Command's own id when its units form one chain, else `<id>.1`, `<id>.2`…
 * in the chains' order (5.12 "Comandi (per Ordini) diversi").
 */
export function chainIds(base: string, chains: readonly (readonly string[])[]): Record<string, string> {
  const out: Record<string, string> = {};
  chains.forEach((chain, i) => {
    for (const unit of chain) out[unit] = chains.length === 1 ? base : `${base}.${i + 1}`;
  });
  return out;
}

/** The Command a chain's id was cut from (`fr-iv.2` → `fr-iv`). */
export function baseCommand(command: string): string {
  const dot = command.lastIndexOf('.');
  return dot < 0 || !/^\d+$/.test(command.slice(dot + 1)) ? command : command.slice(0, dot);
}

/** A unit → Command map at an Orders Phase (5.24 reads the last one and the new one). */
export type CommandMap = Readonly<Record<string, string>>;

export interface Carried {
  /** The Commands that stay Under Orders without a choice: each the only chain of Commands all Under Orders. */
  readonly kept: readonly string[];
  /** The Commands the player decides on (5.24): a part of a split Command, or Commands rejoined with another's. */
  readonly open: readonly string[];
}

/** The new Commands holding units of each Command Under Orders at the last Orders Phase. */
function heirs(before: CommandMap, ordered: readonly string[], now: CommandMap): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>(ordered.map((c) => [c, new Set<string>()]));
  for (const [unit, command] of Object.entries(now)) out.get(before[unit] ?? '')?.add(command);
  return out;
}

/** The last Orders Phase's Commands whose units are in each new Command. */
function sources(before: CommandMap, now: CommandMap): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [unit, command] of Object.entries(now)) {
    const was = before[unit];
    if (was === undefined) continue;
    if (!out.has(command)) out.set(command, new Set());
    out.get(command)!.add(was);
  }
  return out;
}

/**
 * 5.24, 5.29: the Orders carried into a turn whose Orders are not changed (a failed Delay roll): "Se un Comando che ha
 * iniziato Sotto Ordini viene separato in più di un Comando … i Comandi separati mantengono lo stato iniziale Sotto
 * Ordini sino all'inizio della seguente Fase degli Ordini, quando il giocatore deciderà quale Comando rimane Sotto
 * Ordini (l'altro rimarrà Senza Ordini). Le unità di diversi Comandi per Ordini che tornano entro il raggio l'una
 * dell'altro possono adottare lo stato di Ordini di uno dei due comandi". A Command Under Orders that is still one
 * chain, joined with none but Commands Under Orders, stays so; the parts of a split one, and a chain that joins a
 * Command Under Orders with one that was not, are the player's choice (`keepProblem`).
 */
export function carriedOrders(before: CommandMap, ordered: readonly string[], now: CommandMap): Carried {
  const from = sources(before, now);
  const pure = (c: string) => [...(from.get(c) ?? [])].every((x) => ordered.includes(x));
  const kept = new Set<string>();
  const open = new Set<string>();
  for (const [, next] of heirs(before, ordered, now)) {
    const single = next.size === 1 && pure([...next][0]!);
    for (const c of next) (single ? kept : open).add(c);
  }
  for (const c of kept) open.delete(c);
  return { kept: [...kept].sort(), open: [...open].sort() };
}

export type KeepProblem =
  | { readonly code: 'orders-keep-not'; readonly rule: '5.29'; readonly command: string }
  | { readonly code: 'orders-keep-one'; readonly rule: '5.24'; readonly command: string }
  | { readonly code: 'orders-keep-none'; readonly rule: '5.24'; readonly command: string };

/**
 * 5.24, 5.29: whether these Commands may be the side's Orders after a failed Delay roll. Only a Command holding units
 * of one Under Orders before may be (5.29 "si opera con gli stessi Ordini"); of a split Command one part only (5.24
 * "l'altro rimarrà Senza Ordini"); `final` (the player is done): every Command Under Orders before is kept by one of
 * its parts, unless a part of it joined a Command that was not, whose status it may adopt instead, or none of its
 * parts is `orderable` (the Orders limits, 5.22, SR1, leave no room for it).
 */
export function keepProblem(
  before: CommandMap,
  ordered: readonly string[],
  now: CommandMap,
  kept: readonly string[],
  final: boolean,
  orderable: (command: string) => boolean = () => true,
): KeepProblem | null {
  const from = sources(before, now);
  for (const c of kept)
    if (![...(from.get(c) ?? [])].some((x) => ordered.includes(x)))
      return { code: 'orders-keep-not', rule: '5.29', command: c };
  for (const [was, next] of heirs(before, ordered, now)) {
    const parts = [...next].filter((c) => kept.includes(c));
    if (parts.length > 1) return { code: 'orders-keep-one', rule: '5.24', command: was };
    // A part that may not go Under Orders (5.22, SR1's limits) leaves nothing to choose.
    if (!final || parts.length === 1 || ![...next].some(orderable)) continue;
    const rejoined = [...next].some((c) => [...(from.get(c) ?? [])].some((x) => !ordered.includes(x)));
    if (!rejoined) return { code: 'orders-keep-none', rule: '5.24', command: was };
  }
  return null;
}
