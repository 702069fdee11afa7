import { reachable } from '../../../core/map/path.js';
import {
  inEzoc,
  isSupport,
  otherPlayer,
  unitsAt,
  type Control,
  type O1914Position,
  type PlacedUnit,
  type Player,
} from './position.js';
import { forceDe } from './movement.js';
import { isolated, RAILROAD_SUPPLY_RANGE, traceSupply } from './supply-line.js';

/**
 * The Supply Phase's states over the map (15.0–15.5, 4.2.3): the friendly operational railroads (18.1.1, 18.1.3,
 * 29.3.2), a Depot's LOC (15.0, 15.1.1), a Corps Train's supply (15.1.2), each unit's source (15.1.3, 15.2.1, 15.2.2)
 * traced by supply-line.ts, and Isolation (15.5). Pure: a position in, the states out; the play module applies them
 * (15.4 step 4) and asks the ranges the pack lacks.
 *
 * A railroad hex is a hex with the feature `rail` (as Grand Illusion's maps carry it): the book draws them on the map
 * and the built-in pack has none, so `hasRailroads` is false and the play module traces no supply there (a named gap).
 *
 * Readings where the book is unclear (the README's decisions):
 * - 29.3.2 "Tutte le Linee RR dietro la Prima Linea amica sono Amiche Operazionali": the Front Line (3.3.1) is not
 *   computed; a railroad hex the side controls (3.3, the play module's control) with no enemy unit in it (18.1.3) is
 *   behind it. It is operational when such hexes join it to a friendly map edge (18.1.1; 1.1: an edge hex of the
 *   side's own country, the hex's `nation`).
 * - 15.0's LOC runs over operational railroad hexes from the supply unit's hex to a friendly map edge hex, entering no
 *   EZOC hex unless a friendly unit occupies it; the single-track limit is not read (the pack has no track types).
 * - 15.2.2 "qualsiasi Unità di Supporto, e qualsiasi unità di cavalleria": a Corps Train supplies any Support unit and
 *   any cavalry unit of its side, and the Formations of its corps.
 */

/** The hex feature of a railroad hex. */
export const RAIL = 'rail';

/** 1.1: the country whose map edges are friendly to each side. */
const HOME: Readonly<Record<Player, string>> = { allied: 'fr', german: 'de' };

export type SupplyState = 'full' | 'out' | 'isolated';

/** Whether the map has railroads at all (the built-in pack has none). */
export function hasRailroads(p: O1914Position): boolean {
  return [...p.hexes.values()].some((h) => h.features.includes(RAIL));
}

const isRail = (p: O1914Position, hex: string): boolean => p.hexes.get(hex)?.features.includes(RAIL) ?? false;

/** 1.1: a hex on the map's edge inside the side's own country. */
export function friendlyEdge(p: O1914Position, side: Player, hex: string): boolean {
  return p.grid.neighbours(hex).length < 6 && p.hexes.get(hex)?.nation === HOME[side];
}

/**
 * 18.1.1, 18.1.3, 29.3.2: the side's operational railroad hexes: railroad hexes it controls with no enemy unit in
 * them, joined by such hexes to a railroad hex on a friendly map edge.
 */
export function operationalRail(p: O1914Position, side: Player, control: Control): Set<string> {
  const enemy = otherPlayer(side);
  const behind = (hex: string): boolean =>
    isRail(p, hex) && control(hex) === side && unitsAt(p, hex, enemy).length === 0;
  return connected(
    p,
    [...p.hexes.keys()].filter((h) => behind(h) && friendlyEdge(p, side, h)),
    behind,
  );
}

/** The hexes joined to `starts` by steps into hexes `open` accepts (starts included). */
function connected(p: O1914Position, starts: readonly string[], open: (hex: string) => boolean): Set<string> {
  const seen = new Set(starts);
  const queue = [...starts];
  for (let hex = queue.shift(); hex !== undefined; hex = queue.shift())
    for (const next of p.grid.neighbours(hex))
      if (!seen.has(next) && open(next)) {
        seen.add(next);
        queue.push(next);
      }
  return seen;
}

/**
 * 15.0 "Definizione di LOC": the operational railroad hexes from which a supply unit has a LOC: joined to a friendly map
 * edge by operational railroad hexes none of which is in an EZOC, unless occupied by a friendly unit.
 */
export function locHexes(p: O1914Position, side: Player, operational: ReadonlySet<string>): Set<string> {
  const open = (hex: string): boolean =>
    operational.has(hex) && (!inEzoc(p, side, hex) || unitsAt(p, hex, side).length > 0);
  return connected(
    p,
    [...operational].filter((h) => friendlyEdge(p, side, h) && open(h)),
    open,
  );
}

export interface SupplyInput {
  readonly side: Player;
  readonly control: Control;
  /**
   * 15.3: a Depot's or Corps Train's Supply Range on the side it shows (Normal Mode or Extended, 15.6.1), as the pack
   * prints or its owner gave it.
   */
  readonly range: (unit: PlacedUnit) => number;
  /**
   * 2.6.2, 9.4.2: the Ammunition a Depot or Corps Train may still give: null in Normal Mode ("non vi è limite quando è
   * sul fronte"), else its Ammo Limit less its Ammo Supplied marker. Absent: every supply unit in Normal Mode.
   */
  readonly ammoLeft?: (unit: PlacedUnit) => number | null;
  /** 5.2, 15.2.1: the army a unit is assigned to, or null. */
  readonly armyOf: (id: string) => string | null;
  /** 15.2.2: the corps a unit is assigned to, or null. */
  readonly corpsOf: (id: string) => string | null;
}

export interface SupplyReport {
  readonly operational: ReadonlySet<string>;
  /** 15.4 step 1: the Depots with no valid LOC (15.6.2's relocation is the owner's). */
  readonly depotsWithoutLoc: readonly string[];
  /** 15.4 step 2: the Corps Trains Out of Supply (no LOC, no Depot of their army in range: no source, 15.1.2). */
  readonly trainsOut: readonly string[];
  /** 15.4 step 3: each Combat and Artillery unit's state, by id. */
  readonly units: Readonly<Record<string, SupplyState>>;
}

/** 15.1.3, 15.4 step 3: the units a Supply Phase checks: Combat and Artillery units. */
export const needsSupply = (u: PlacedUnit): boolean =>
  u.type === 'infantry' || u.type === 'cavalry' || u.type === 'artillery';

/** The supply units (15.1.1, 15.1.2) among `depots` and `trains` that may supply `unit` (15.2). */
function sourceUnitsOf(
  input: SupplyInput,
  unit: PlacedUnit,
  depots: readonly PlacedUnit[],
  trains: readonly PlacedUnit[],
): { depots: PlacedUnit[]; trains: PlacedUnit[] } {
  const army = input.armyOf(unit.id ?? '');
  const corps = input.corpsOf(unit.id ?? '');
  const support = isSupport(unit);
  return {
    // 15.2.1: a Depot supplies the units of its army.
    depots: depots.filter((d) => army !== null && input.armyOf(d.id ?? '') === army),
    // 15.2.2: a Corps Train its corps' Formations, any Support unit and any cavalry unit.
    trains: trains.filter(
      (t) => support || unit.type === 'cavalry' || (corps !== null && input.corpsOf(t.id ?? '') === corps),
    ),
  };
}

/** The sources (15.1) that may supply `unit` (15.2), each with its hex and range. */
export function sourcesOf(
  p: O1914Position,
  input: SupplyInput,
  unit: PlacedUnit,
  depots: readonly PlacedUnit[],
  trains: readonly PlacedUnit[],
): { hex: string; range: number }[] {
  const own = sourceUnitsOf(input, unit, depots, trains);
  return [...own.depots, ...own.trains].map((s) => ({ hex: s.hex, range: input.range(s) }));
}

/** Whether a source in `from` traces a line of at most `range` hexes to `unit` (15.3). */
const reaches = (p: O1914Position, side: Player, from: string, range: number, unit: PlacedUnit): boolean =>
  traceSupply(p, { side, from, to: unit.hex, range, receiving: unitsAt(p, unit.hex, side) }).inSupply;

/** 15.1.3: whether an operational railroad hex within 5 hexes traces a line to `unit`. */
function railSupplies(p: O1914Position, side: Player, operational: ReadonlySet<string>, unit: PlacedUnit): boolean {
  const near = reachable(
    unit.hex,
    (h) => p.grid.neighbours(h),
    () => 1,
    RAILROAD_SUPPLY_RANGE,
  );
  return [...near.keys()].some((h) => operational.has(h) && reaches(p, side, h, RAILROAD_SUPPLY_RANGE, unit));
}

/** The sources of `input.side` this position gives (15.1.1, 15.1.2), and whether one of them supplies a unit (15.2, 15.3). */
export interface Sources {
  readonly operational: ReadonlySet<string>;
  readonly depotsWithoutLoc: readonly string[];
  readonly trainsOut: readonly string[];
  /** 15.1.3, 15.2, 15.3: a railroad hex within 5, its army's Depot or a Corps Train that may supply it traces a line. */
  readonly supplies: (unit: PlacedUnit) => boolean;
  /**
   * 9.4.1's three cases: each way Ammunition reaches `unit`, as the supply units it comes through: none from a railroad
   * hex (case 3), its army's Depot (case 1), a Corps Train with a LOC, or a Train and the Depot that feeds it (case 2).
   */
  readonly routes: (unit: PlacedUnit) => (readonly PlacedUnit[])[];
}

export function sources(p: O1914Position, input: SupplyInput): Sources {
  const { side, control } = input;
  const operational = operationalRail(p, side, control);
  const loc = locHexes(p, side, operational);
  const own = p.units.filter((u) => u.side === side);
  // 15.1.1: a Depot is a source only with a valid LOC.
  const depots = own.filter((u) => u.type === 'depot' && loc.has(u.hex));
  const depotsWithoutLoc = own.filter((u) => u.type === 'depot' && !loc.has(u.hex)).map((u) => u.id ?? u.hex);
  // 15.1.2: a Corps Train with a LOC, or within the range of its army's Depot (9.4.1: then fed through that Depot).
  const trains: PlacedUnit[] = [];
  const trainsOut: string[] = [];
  const feeding = new Map<PlacedUnit, readonly PlacedUnit[]>();
  for (const t of own.filter((u) => u.type === 'train')) {
    const army = input.armyOf(t.id ?? '');
    const feeders = loc.has(t.hex)
      ? []
      : depots.filter(
          (d) => army !== null && input.armyOf(d.id ?? '') === army && reaches(p, side, d.hex, input.range(d), t),
        );
    if (loc.has(t.hex) || feeders.length > 0) {
      trains.push(t);
      feeding.set(t, feeders);
    } else trainsOut.push(t.id ?? t.hex);
  }
  const supplies = (u: PlacedUnit): boolean =>
    railSupplies(p, side, operational, u) ||
    sourcesOf(p, input, u, depots, trains).some((s) => reaches(p, side, s.hex, s.range, u));
  const routes = (u: PlacedUnit): (readonly PlacedUnit[])[] => {
    const own = sourceUnitsOf(input, u, depots, trains);
    const near = (s: PlacedUnit) => reaches(p, side, s.hex, input.range(s), u);
    return [
      ...(railSupplies(p, side, operational, u) ? [[]] : []),
      ...own.depots.filter(near).map((d) => [d]),
      ...own.trains.filter(near).flatMap((t) => {
        const feeders = feeding.get(t) ?? [];
        return feeders.length === 0 ? [[t]] : feeders.map((d) => [t, d]);
      }),
    ];
  };
  return { operational, depotsWithoutLoc, trainsOut, supplies, routes };
}

/** 15.4 steps 1–3 and 15.5: the supply state of every Combat and Artillery unit of `input.side`. */
export function supplyPhase(p: O1914Position, input: SupplyInput): SupplyReport {
  const { operational, depotsWithoutLoc, trainsOut, supplies } = sources(p, input);
  const units: Record<string, SupplyState> = {};
  for (const u of p.units.filter((v) => v.side === input.side && needsSupply(v)))
    units[u.id ?? u.hex] = supplies(u)
      ? 'full'
      : isolated(p, input.side, u.hex, operational, input.control)
        ? 'isolated'
        : 'out';
  return { operational, depotsWithoutLoc, trainsOut, units };
}

/** 9.4, 9.4.2: the units of one side that receive no Ammunition in a combat, and what each Extended source gave. */
export interface AmmoReport {
  readonly without: readonly string[];
  /** 9.4.2: by supply unit id, the Ammunition it gives in this combat in Extended Mode (its marker turned by as much). */
  readonly spent: Readonly<Record<string, number>>;
}

/**
 * 9.4, 9.4.1, 9.4.2: Ammunition at the moment of combat for the units among `units` of `input.side` (Combat and
 * Artillery units, in the order given). A unit takes it from a source with no limit when one reaches it (a railroad hex
 * within 5, a supply unit in Normal Mode, a Train in Normal Mode with a LOC or fed by a Depot in Normal Mode); else
 * through supply units in Extended Mode, each of which gives "una divisione-equivalente per un singolo
 * combattimento" per DE (1.1), its total for the combat "arrotondate per eccesso", within what is left of its Ammo Limit
 * (2.6.2): a Train fed by a Depot spends from both when both are Extended (the 9.4.2 EXAMPLE: "-2" on each). A source
 * whose limit is spent ("Munizioni Finite") gives none. 9.4.3's Fortified Camp with a supply symbol is not read (the
 * pack's Fortresses print none).
 */
export function ammunition(p: O1914Position, input: SupplyInput, units: readonly PlacedUnit[]): AmmoReport {
  const mine = units.filter((u) => u.side === input.side && needsSupply(u));
  if (mine.length === 0) return { without: [], spent: {} };
  const { routes } = sources(p, input);
  const left = (s: PlacedUnit): number | null => input.ammoLeft?.(s) ?? null;
  const given = new Map<string, number>();
  const without: string[] = [];
  for (const u of mine) {
    const ways = routes(u);
    if (ways.some((r) => r.every((s) => left(s) === null))) continue;
    const de = forceDe([u]);
    const way = ways.find((r) =>
      r.every((s) => {
        const l = left(s);
        return l === null || (l > 0 && Math.ceil((given.get(s.id ?? s.hex) ?? 0) + de) <= l);
      }),
    );
    if (!way) {
      without.push(u.id ?? u.hex);
      continue;
    }
    for (const s of way) if (left(s) !== null) given.set(s.id ?? s.hex, (given.get(s.id ?? s.hex) ?? 0) + de);
  }
  const spent: Record<string, number> = {};
  for (const [id, n] of given) spent[id] = Math.ceil(n);
  return { without, spent };
}

/**
 * 9.4, 9.4.1: the units among `units` (of `input.side`) that receive no Ammunition: Combat and Artillery units no source
 * traces a line to at the moment of combat, or only sources whose Ammo Limit is spent (9.4.2).
 */
export function withoutAmmo(p: O1914Position, input: SupplyInput, units: readonly PlacedUnit[]): string[] {
  return [...ammunition(p, input, units).without];
}

/** 15.4 step 4: the CE levels a unit loses: one Out of Supply, three Isolated. */
export function supplyCelLoss(state: SupplyState): number {
  return state === 'full' ? 0 : state === 'out' ? 1 : 3;
}
