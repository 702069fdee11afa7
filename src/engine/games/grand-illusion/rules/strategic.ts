import { problem, type Problem } from '../../../core/explain.js';
import { ANTWERP_HEX } from '../model.js';
import { PARIS_HEX, schlieffenClosed, stackingExcess } from './movement.js';
import { hasFeature, IMPASSABLE_HEXSIDE, isCombatUnit, type GiPosition, type PlacedUnit } from './position.js';
import { hasRailways, RAIL } from './supply-line.js';

/**
 * Strategic Movement (10.0–10.4) over the map: where a unit may go by rail (10.2, 10.3) or, for the Allies, by sea
 * (10.4), and why not elsewhere. Pure: a position in, an answer out, for the play module's Strategic Movement Phase,
 * which spends the CAP (10.1: 1 a unit; Paris in Danger B: one French infantry corps to Paris free).
 *
 * Readings where the book is unclear (the README's decisions):
 * - Turns 1 and 2 have no Strategic Movement at all, by sea too: the Turn Record Track prints "No Movimento
 *   Strategico" on both (10.3's sentence names rail movement).
 * - A rail hex is a hex with the feature `rail` or a supply source (supply-line.ts reads a source as a railhead).
 * - 10.2 "collegati da linee ferroviarie che arrivano ad una fonte di rifornimento amica tedesca o francese": the
 *   friendly rail hexes the unit may use, contiguous with the route, reach a friendly-controlled German source (the
 *   Germans) or French source (the Allies); contiguous rail hexes are adjacent ones not across an impassable hexside.
 * - 10.3 "esagoni convertiti da controllo Alleato a tedesco": German hexes that were Allied at the start (the play
 *   module's start control); before turn 5 a German rail move starts, passes and ends in none of them.
 * - A unit moves by Strategic Movement once a phase (10.1's cost is per unit).
 */

/** 10.4: the coastal cities (32, 23, 14, 7, 1) are the hexes with the feature `port`; 12.5.4: never Antwerp. */
export const PORT = 'port';
/** 10.2: a rail move is up to 10 hexes. */
export const RAIL_MAX_HEXES = 10;
/** Turn Record Track, 10.3: no Strategic Movement on turns 1 and 2. */
export const STRATEGIC_FROM_TURN = 3;
/** 10.3: from turn 5 the Germans rail through hexes they took from the Allies. */
export const GERMAN_RAIL_ANYWHERE_FROM_TURN = 5;

const SOURCES = ['supply-french', 'supply-british', 'supply-belgian', 'supply-german'];

export type StrategicMode = 'rail' | 'sea';

export interface StrategicMove {
  readonly to: string;
  readonly mode: StrategicMode;
  /** From the unit's hex to `to`, both included (a sea move: the two ports). */
  readonly path: readonly string[];
}

export interface StrategicInput {
  readonly unit: PlacedUnit;
  /** 10.3: whether a hex was Allied-controlled at the start of the scenario. */
  readonly startAllied: (hex: string) => boolean;
}

export type StrategicCheck =
  { readonly ok: true; readonly value: StrategicMove } | { readonly ok: false; readonly problem: Problem };

/** 10.2: a rail hex (the feature `rail`, or a supply source). */
export function isRailHex(p: GiPosition, hex: string): boolean {
  return hasFeature(p, hex, RAIL) || SOURCES.some((f) => hasFeature(p, hex, f));
}

/** Why the unit may not use Strategic Movement at all, or null. */
function barred(p: GiPosition, unit: PlacedUnit): Problem | null {
  if (p.turn < STRATEGIC_FROM_TURN) return problem('sm-turn', { turn: p.turn }, { rule: '10.3' }).problem;
  // 10.1: the German HA never; 10.3, 10.4: the Belgians never.
  if (unit.type === 'artillery') return problem('sm-ha', undefined, { rule: '10.1' }).problem;
  if (unit.nation === 'be') return problem('sm-belgian', undefined, { rule: '10.3' }).problem;
  return null;
}

/**
 * 10.2, 10.3: the hexes a rail move may use: friendly rail hexes (before turn 5 the German's own at the start).
 * 8.4.8: before turn 7 a German combat unit enters no Schlieffen Plan hex without Allied combat units, by rail too
 * ("non possono muovere attraverso un esagono SP vuoto").
 */
function railUsable(p: GiPosition, input: StrategicInput): (hex: string) => boolean {
  const side = input.unit.side;
  const early = side === 'german' && p.turn < GERMAN_RAIL_ANYWHERE_FROM_TURN;
  const schlieffen = side === 'german' && isCombatUnit(input.unit);
  const closed = (hex: string): boolean => schlieffen && schlieffenClosed(p, hex);
  return (hex) =>
    p.control(hex) === side &&
    isRailHex(p, hex) &&
    !(early && input.startAllied(hex)) &&
    (hex === input.unit.hex || !closed(hex));
}

const railLink = (p: GiPosition, a: string, b: string): boolean => !p.grid.hexside(a, b).includes(IMPASSABLE_HEXSIDE);

/** 10.2: the rail moves of the unit, by hex reached (the shortest route, at most 10 hexes). */
function railRoutes(p: GiPosition, input: StrategicInput): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  if (!hasRailways(p)) return out;
  const usable = railUsable(p, input);
  const start = input.unit.hex;
  if (!usable(start)) return out;
  // The network the unit stands on must reach a friendly German or French source.
  const source = input.unit.side === 'german' ? 'supply-german' : 'supply-french';
  const network = new Set([start]);
  for (const queue = [start]; queue.length > 0;) {
    const hex = queue.shift()!;
    for (const n of p.grid.neighbours(hex))
      if (!network.has(n) && usable(n) && railLink(p, hex, n)) {
        network.add(n);
        queue.push(n);
      }
  }
  if (![...network].some((h) => hasFeature(p, h, source))) return out;
  const routes = new Map<string, readonly string[]>([[start, [start]]]);
  for (const queue = [start]; queue.length > 0;) {
    const hex = queue.shift()!;
    const route = routes.get(hex)!;
    if (route.length > RAIL_MAX_HEXES) continue;
    for (const n of p.grid.neighbours(hex))
      if (!routes.has(n) && network.has(n) && railLink(p, hex, n)) {
        routes.set(n, [...route, n]);
        queue.push(n);
      }
  }
  routes.delete(start);
  return routes;
}

/** 10.4: the Allied sea moves of the unit: from a friendly port to a friendly port with a lower number. */
function seaRoutes(p: GiPosition, unit: PlacedUnit): string[] {
  const port = (hex: string): boolean =>
    hasFeature(p, hex, PORT) && hex !== String(ANTWERP_HEX) && p.control(hex) === 'allied';
  if (unit.side !== 'allied' || !port(unit.hex)) return [];
  return [...p.grid.ids()].filter((h) => port(h) && Number(h) < Number(unit.hex));
}

/** 10.2–10.4, 8.4.6: every hex the unit may reach by Strategic Movement, rail before sea where both reach it. */
export function strategicMoves(p: GiPosition, input: StrategicInput): StrategicMove[] {
  if (barred(p, input.unit)) return [];
  const moves = new Map<string, StrategicMove>();
  for (const [to, path] of railRoutes(p, input)) moves.set(to, { to, mode: 'rail', path });
  for (const to of seaRoutes(p, input.unit))
    if (!moves.has(to)) moves.set(to, { to, mode: 'sea', path: [input.unit.hex, to] });
  return [...moves.values()]
    .filter((m) => endRefusal(p, input.unit, m.to) === null)
    .sort((a, b) => Number(a.to) - Number(b.to));
}

/** 10.3, 8.4.6: why the unit may not end a Strategic Movement in `to`, or null. */
function endRefusal(p: GiPosition, unit: PlacedUnit, to: string): Problem | null {
  // 10.3: the British pass through Paris by rail, never stop there.
  if (to === PARIS_HEX && unit.nation === 'gb') return problem('sm-british-paris', undefined, { rule: '10.3' }).problem;
  const same = (u: PlacedUnit): boolean => u === unit || (u.id !== undefined && u.id === unit.id);
  const after: GiPosition = { ...p, units: p.units.map((u) => (same(u) ? { ...u, hex: to } : u)) };
  const excess = stackingExcess(after, to, unit.side);
  return excess ? problem('move-stacking', { hex: to, limit: excess }, { rule: '8.4.6' }).problem : null;
}

/** 10.0–10.4: whether the unit may move to `to` by Strategic Movement, and how. */
export function checkStrategic(p: GiPosition, input: StrategicInput, to: string): StrategicCheck {
  const bar = barred(p, input.unit);
  if (bar) return { ok: false, problem: bar };
  const end = endRefusal(p, input.unit, to);
  if (end) return { ok: false, problem: end };
  const move = strategicMoves(p, input).find((m) => m.to === to);
  if (move) return { ok: true, value: move };
  const sea = input.unit.side === 'allied' && hasFeature(p, input.unit.hex, PORT) && hasFeature(p, to, PORT);
  return problem(sea ? 'sm-sea' : 'sm-rail', { hex: to }, { rule: sea ? '10.4' : '10.2' });
}
