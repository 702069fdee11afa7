import type { GameEvent, MenuItem } from '../../../core/game.js';
import { hexsideKey } from '../../../core/map/hex.js';
import {
  bridgeArtillery,
  bridgeProblem,
  DESTRUCTION_SIDE,
  standingBridges,
  type Bridge,
} from '../rules/destruction.js';
import type { PlacedUnit } from '../rules/position.js';
import { refuse, type Applied } from './machine.js';
import { positionOf } from './position.js';
import type { Game } from './setup.js';
import { bridgeLabels } from './special-am-words.js';
import type { BorodinoState, Need, Pending } from './state.js';
import { faceOf, missing, rangeFor, valueOf } from './values.js';

/**
 * SR5's other choice when the Destruction AM is drawn: "il russo può mettere a fuoco un paese o distruggere un ponte –
 * non entrambe le cose". The Russians destroy a bridge (`bridge/<hex>/<across>`) with a unit of theirs in one of the
 * two hexes it joins, no enemy unit in either, and no enemy battery within its Effective range of it. The pack prints
 * no Effective range: a French battery that might reach the bridge is asked for its own (2.2, once, recorded in the
 * game's learned values, as a fire asks for a battery's ranges) after the Russians choose, the French answering
 * (`Pending` `bridge`); a battery then found within range leaves the bridge standing and the Russians choose again.
 * The bridge destroyed is kept in `september.bridges` and read as the river it crossed by every rule
 * (rules/position.ts's `hexsideOf`).
 */

type BridgePending = Extract<Pending, { kind: 'bridge' }>;

/** SR5: the bridges destroyed (absent in states saved before it). */
export const bridgesOf = (state: BorodinoState): readonly string[] => state.september?.bridges ?? [];

/** The standing bridge between two hexes, in its own order, or undefined. */
function bridgeAt(game: Game, state: BorodinoState, hex: string, across: string): Bridge | undefined {
  const key = hexsideKey(hex, across);
  return standingBridges(positionOf(game, state)).find(([a, b]) => hexsideKey(a, b) === key);
}

/** The Effective range a battery shows now (its Disordered side when Disordered, 2.2), null while unknown. */
const effectiveOf =
  (game: Game, state: BorodinoState) =>
  (u: PlacedUnit): number | null =>
    u.id ? valueOf(game, state, u.id, 'Eff', faceOf(state, u.id)) : null;

/**
 * SR5 "nessuna artiglieria nemica entro raggio 'Effettivo'": the enemy batteries whose Effective range is still unknown
 * and might reach the bridge, nearest first: one farther than the longest range it may print (2.2's digit, or its
 * Maximum range once known, 8.3) never does, and is not asked; once a battery known reaches it, none is asked more.
 */
export function bridgeNeeds(game: Game, state: BorodinoState, pending: BridgePending): Need[] {
  const p = positionOf(game, state);
  const bridge: Bridge = [pending.hex, pending.target];
  if (bridgeProblem(p, bridge, effectiveOf(game, state)) !== null) return [];
  const wanted = bridgeArtillery(p, bridge).flatMap(({ unit, distance }): Need[] => {
    if (!unit.id) return [];
    const need: Need = { unit: unit.id, name: 'Eff', face: faceOf(state, unit.id) };
    return distance <= rangeFor(game, state, need)[1] ? [need] : [];
  });
  return missing(game, state, wanted);
}

/** The Destruction step's bridges: each standing bridge SR5 lets the Russians destroy with the ranges known so far. */
export function bridgeItems(game: Game, state: BorodinoState): MenuItem[] {
  const p = positionOf(game, state);
  const effective = effectiveOf(game, state);
  return standingBridges(p)
    .filter((bridge) => bridgeProblem(p, bridge, effective) === null)
    .map(([a, b]): MenuItem => ({ kind: 'action', key: `bridge/${a}/${b}`, label: bridgeLabels.destroy(a, b) }));
}

/**
 * SR5: the Russians destroy the bridge between `hex` and `across`: refused on any condition already known to fail;
 * with every enemy battery's Effective range known, destroyed now (`destroyed`: the caller draws the next AM), else
 * the French are asked for their batteries' ranges first (the `bridge` pending, `resolveBridge`).
 */
export function declareBridge(
  game: Game,
  state: BorodinoState,
  by: string,
  hex: string,
  across: string,
  events: GameEvent[],
): Applied & { readonly destroyed?: boolean } {
  if (state.step !== 'destruction' || by !== DESTRUCTION_SIDE) return refuse('wrong-step', '3.0');
  const bridge = bridgeAt(game, state, hex, across);
  if (!bridge) return refuse('bridge-none', 'SR5', { hex, across });
  const problem = bridgeProblem(positionOf(game, state), bridge, effectiveOf(game, state));
  if (problem) return refuse(problem, 'SR5', { hex: bridge[0], across: bridge[1] });
  const pending: BridgePending = { kind: 'bridge', hex: bridge[0], target: bridge[1] };
  const asked = bridgeNeeds(game, state, pending)[0];
  if (!asked) return { ok: true, ...resolveBridge(game, state, pending, events), events };
  events.push({ kind: 'bridge-declared', hex: bridge[0], target: bridge[1] });
  events.push({ kind: 'asks', unit: asked.unit, name: asked.name, face: asked.face });
  return { ok: true, state: { ...state, pending }, events };
}

/**
 * SR5, every Effective range known: the bridge is destroyed ("Ponete semplicemente un segnalino di ponte distrutto sullo
 * stesso") and the Destruction AM is spent; or a battery is found within range, the bridge stands, and the Russians
 * choose again in the Destruction step (a village, or nothing). `state` has the pending cleared.
 */
export function resolveBridge(
  game: Game,
  state: BorodinoState,
  pending: BridgePending,
  events: GameEvent[],
): { readonly state: BorodinoState; readonly destroyed: boolean } {
  const bridge: Bridge = [pending.hex, pending.target];
  const p = positionOf(game, state);
  const effective = effectiveOf(game, state);
  const problem = bridgeProblem(p, bridge, effective);
  if (problem) {
    const covering = bridgeArtillery(p, bridge).find(({ unit, distance }) => distance <= (effective(unit) ?? -1));
    events.push({ kind: 'bridge-cannot', hex: pending.hex, target: pending.target, unit: covering?.unit.id ?? '' });
    return { state, destroyed: false };
  }
  events.push({ kind: 'bridge-destroyed', hex: pending.hex, target: pending.target });
  const bridges = [...bridgesOf(state), hexsideKey(pending.hex, pending.target)];
  return { state: { ...state, september: { ...state.september!, bridges } }, destroyed: true };
}
