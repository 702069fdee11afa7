import { sideOf, type Side } from '../model.js';
import type { PogState } from '../play/state.js';
import { adjacent, unitsAt, type Position } from './position.js';
import { supplyNetworkOf, suppliedSpaces, supplySources, unitInSupply, type SupplyNetwork } from './supply.js';

/**
 * Supply warnings, as major tournaments require them between players (issue 22): at the end of each action round,
 * both players are shown the spaces whose units a move just put out of supply, and those whose units are about to
 * be cut off. The book has no such rule; these are the definitions we apply, on the rules of chapter 14
 * (`rules/supply.ts`):
 *
 * - **Out of supply**: a unit of either side on the map for which `unitInSupply` is false now and was true at the
 *   start of the round (the state's `roundSupply`, recorded when a round begins). Units that were already out of
 *   supply, or were not on the map then (a nation entering the war), are not flagged again.
 * - **About to be cut off** (threatened): a unit in supply now that would be out of supply if one single space
 *   became the enemy's: a *chokepoint*, a space its side controls, holding none of its side's units (an enemy may
 *   enter only such a space, 10.1.x, and a move into it takes its control, 11.1.14), adjacent to a space holding an
 *   enemy unit (the enemy could take it next round), over which at least one of the side's lines now runs. Each
 *   chokepoint is tested by tracing the side's supply again on a hypothetical state with that space's control
 *   flipped (the rules' own trace, so every special case of chapter 14 holds). Two chokepoints taken together are
 *   not considered.
 *
 * Pure: the result depends on the position (and the round's record) only. The work is bounded: at most
 * MAX_CHOKEPOINTS spaces per side are tested (nearest the enemy first: the most enemy units adjacent, then by id),
 * and only the supply networks that have a line through the space and a unit in supply are traced again.
 * Measured on the campaign game: see the README's "Supply warnings".
 */

/** At most this many chokepoints tested per side (a full front has far fewer candidates than this). */
export const MAX_CHOKEPOINTS = 32;

export interface SupplyWarning {
  /** Whose units are flagged. */
  readonly side: Side;
  /** Spaces holding units of `side` that went out of supply this round, sorted. */
  readonly outOfSupply: readonly string[];
  /** Spaces holding units of `side` in supply that one enemy capture would cut off, sorted. */
  readonly threatened: readonly string[];
  /** The spaces whose capture would cut them off, sorted. */
  readonly chokepoints: readonly string[];
}

/** What the threat search found for one side, and how much it traced (for the benchmark and the tests). */
export interface Threat {
  readonly units: readonly string[];
  readonly spaces: readonly string[];
  readonly chokepoints: readonly string[];
  /** Chokepoints tested (after the bound), and supply networks traced again in all. */
  readonly tested: number;
  readonly traces: number;
}

const SIDES: readonly Side[] = ['cp', 'ap'];

function onMap(p: Position, unit: string): string | undefined {
  const at = p.state.units[unit]?.at;
  return at !== undefined && p.model.spaces[at] ? at : undefined;
}

function sideOfUnit(p: Position, unit: string): Side | undefined {
  const nation = p.model.units[unit]?.nation;
  return nation ? sideOf(nation) : undefined;
}

/** 9.5.2.4: neutral Greek units (set up by Salonika) belong to no one who could act with them. */
function acting(p: Position, unit: string): boolean {
  return p.model.units[unit]?.nation !== 'gr' || p.state.atWar.includes('gr');
}

/** The units on the map in supply now, sorted: what a state records at the start of a round (`roundSupply`). */
export function unitsInSupply(p: Position): string[] {
  return Object.keys(p.state.units)
    .filter((u) => onMap(p, u) !== undefined && unitInSupply(p, u))
    .sort();
}

/** The units of either side on the map out of supply now that were in supply at the round's start (`before`). */
export function cutOffUnits(p: Position, before: readonly string[]): string[] {
  return before.filter((u) => onMap(p, u) !== undefined && !unitInSupply(p, u)).sort();
}

/**
 * The chokepoints of `side` (see the file's comment) in the order they are tested, before the bound: the spaces its
 * side controls, without its units, next to an enemy unit, that some line of the side runs through.
 */
export function chokepointCandidates(p: Position, side: Side): string[] {
  const lines = suppliedSpaces(p, side);
  const enemyNear = new Map<string, number>();
  for (const unit of Object.keys(p.state.units)) {
    const at = onMap(p, unit);
    if (!at || sideOfUnit(p, unit) === side || !acting(p, unit)) continue;
    for (const { space } of adjacent(p.model, at)) enemyNear.set(space, (enemyNear.get(space) ?? 0) + 1);
  }
  return [...enemyNear.keys()]
    .filter(
      (id) =>
        p.state.control[id] === side &&
        lines.has(id) &&
        !unitsAt(p, id).some((u) => sideOfUnit(p, u) === side && acting(p, u)),
    )
    .sort((a, b) => enemyNear.get(b)! - enemyNear.get(a)! || a.localeCompare(b));
}

/**
 * Whether a line of the network may run through the space: it is traced, and it is a source, a port (a sea leg may
 * land there) or it joins two traced spaces. A space holding none of the side's units with at most one traced
 * neighbour is the end of a line that supplies nothing: taking it cuts no one off, so it is not traced again.
 */
function carries(p: Position, side: Side, network: SupplyNetwork, id: string): boolean {
  const traced = suppliedSpaces(p, side, network);
  if (!traced.has(id)) return false;
  const space = p.model.spaces[id];
  if (space?.port || space?.beach || supplySources(p, network).includes(id)) return true;
  let neighbours = 0;
  for (const { space: next } of adjacent(p.model, id)) if (traced.has(next) && ++neighbours > 1) return true;
  return false;
}

/** The units of `side` in supply that one enemy capture of a chokepoint would put out of supply. */
export function threatenedUnits(p: Position, side: Side, limit = MAX_CHOKEPOINTS): Threat {
  // The units whose supply a capture may change: in supply now and tracing a line (14.1.5's never need one).
  const byNetwork = new Map<SupplyNetwork, string[]>();
  for (const unit of Object.keys(p.state.units)) {
    if (!onMap(p, unit) || sideOfUnit(p, unit) !== side || !acting(p, unit)) continue;
    const network = supplyNetworkOf(p.model, unit);
    if (!network || !unitInSupply(p, unit)) continue;
    byNetwork.set(network, [...(byNetwork.get(network) ?? []), unit]);
  }
  const enemy: Side = side === 'cp' ? 'ap' : 'cp';
  const candidates = chokepointCandidates(p, side).slice(0, limit);
  const units = new Set<string>();
  const chokepoints: string[] = [];
  let traces = 0;
  for (const id of candidates) {
    // Only the networks with a line through the space can lose one there (a space no line reaches carries none).
    const networks = [...byNetwork.keys()].filter((n) => carries(p, side, n, id));
    if (networks.length === 0) continue;
    const state: PogState = { ...p.state, control: { ...p.state.control, [id]: enemy } };
    const taken: Position = { model: p.model, state };
    traces += networks.length;
    let cuts = false;
    for (const n of networks)
      for (const unit of byNetwork.get(n)!)
        if (!unitInSupply(taken, unit)) {
          units.add(unit);
          cuts = true;
        }
    if (cuts) chokepoints.push(id);
  }
  const sorted = [...units].sort();
  return {
    units: sorted,
    spaces: [...new Set(sorted.map((u) => onMap(p, u)!))].sort(),
    chokepoints: chokepoints.sort(),
    tested: candidates.length,
    traces,
  };
}

/**
 * The warnings of the round's end, one per side with something to flag (Central Powers first). `before` is the
 * round's record of the units in supply at its start; without it (a game stored before the record) only the
 * threatened units are flagged.
 */
export function supplyWarnings(p: Position, before: readonly string[] | undefined): SupplyWarning[] {
  const cut = before ? cutOffUnits(p, before) : [];
  const warnings: SupplyWarning[] = [];
  for (const side of SIDES) {
    const outOfSupply = [...new Set(cut.filter((u) => sideOfUnit(p, u) === side).map((u) => onMap(p, u)!))].sort();
    const threat = threatenedUnits(p, side);
    // A space already flagged out of supply is not also flagged threatened.
    const threatened = threat.spaces.filter((s) => !outOfSupply.includes(s));
    if (outOfSupply.length === 0 && threatened.length === 0) continue;
    warnings.push({ side, outOfSupply, threatened, chokepoints: threat.chokepoints });
  }
  return warnings;
}
