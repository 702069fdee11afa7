/**
 * The defender's terrain in an assault (9.53 and the Terrain Table's Assault column), and the terrain a
 * cavalry charge may not enter (9.81).
 *
 * Reading (README, "terrain modifiers"): the defender's hex terrain, an emplacement and the hexside the
 * assault crosses all apply together ([i] only makes sense so: it cancels the open +1 that would otherwise
 * add to a slope or a stream). When the defender is assaulted from several hexes across different
 * hexsides, 9.53 picks one direction: the defender's choice if any of his terrain gives him at least −1,
 * otherwise the attacker's. `single` switches to the other reading: only one terrain modifier ever applies.
 */
import type { Crossing, HexTerrain, Hexside } from '../model.js';
import { assaultDrm, terrainRow, type TerrainId } from '../tables.js';
import { refusal, type BorodinoStep, type Refusal } from './steps.js';

export interface TerrainQuery {
  readonly terrain?: HexTerrain | undefined;
  readonly hexsides?: readonly Crossing[] | undefined;
  readonly emplacement: boolean;
  /** 9.53: attacked from a Frontal hex with a free, uncontrolled flank hex. */
  readonly openFlank: boolean;
  /** [j]: infantry attacking cavalry never gets the open +1. */
  readonly infantryVsCavalry: boolean;
  readonly single: boolean;
}

interface Feature {
  readonly id: TerrainId;
  readonly drm: number;
}

function cancelsOpen(id: Crossing): boolean {
  if (id === 'none') return false;
  const cell = terrainRow(id).assault;
  return cell.kind === 'drm' && cell.cancelsOpen === true;
}

/** 9.53: the terrain DRM of an assault, and the steps reading it (modifiers, then notes on the choice). */
export function assaultTerrain(q: TerrainQuery): { readonly drm: number; readonly steps: readonly BorodinoStep[] } {
  const steps: BorodinoStep[] = [];
  const directions = q.hexsides && q.hexsides.length > 0 ? q.hexsides : (['none'] as const);

  // The features that apply from each direction of assault.
  const byDirection: Feature[][] = directions.map((side) => {
    const features: Feature[] = [];
    if (q.terrain === 'open') {
      const open = q.openFlank && !q.infantryVsCavalry && !cancelsOpen(side);
      features.push({ id: 'open', drm: open ? assaultDrm('open') : 0 });
    } else if (q.terrain) features.push({ id: q.terrain, drm: assaultDrm(q.terrain) });
    if (q.emplacement) features.push({ id: 'emplacement', drm: assaultDrm('emplacement') });
    if (side !== 'none') features.push({ id: side, drm: assaultDrm(side) });
    return features;
  });

  if (q.terrain === 'open') {
    if (q.infantryVsCavalry) steps.push({ step: 'open-ground', rule: '9.53', reading: 'infantry-against-cavalry' });
    else if (!q.openFlank) steps.push({ step: 'open-ground', rule: '9.53', reading: 'no-free-flank' });
    else if (directions.some(cancelsOpen))
      steps.push({ step: 'open-ground', rule: '9.53', reading: 'hexside-cancels' });
  }

  // 9.53: the defender chooses when any of his terrain gives him at least −1; otherwise the attacker.
  const all = byDirection.flat();
  const defenderChooses = all.some((f) => f.drm <= -1);
  const pickBest = (values: readonly number[]) => (defenderChooses ? Math.min(...values) : Math.max(...values));

  let used: Feature[];
  if (q.single) {
    if (all.length === 0) used = [];
    else {
      const best = pickBest(all.map((f) => f.drm));
      used = [all.find((f) => f.drm === best) as Feature];
    }
  } else {
    const totals = byDirection.map((fs) => fs.reduce((s, f) => s + f.drm, 0));
    const best = pickBest(totals);
    used = byDirection[totals.indexOf(best)] ?? [];
  }

  const choice = q.single ? all.length > 1 : byDirection.length > 1;
  if (choice) steps.push({ step: 'terrain-choice', rule: '9.53', chooser: defenderChooses ? 'defender' : 'attacker' });
  if (q.single && all.length > 1) steps.push({ step: 'single-terrain' });

  const modifiers: BorodinoStep[] = used
    .filter((f) => f.drm !== 0)
    .map((f) => ({ step: 'drm', drm: 'assault-terrain', terrain: f.id, value: f.drm, rule: '9.53' }));
  return { drm: used.reduce((s, f) => s + f.drm, 0), steps: [...modifiers, ...steps] };
}

/**
 * 9.81 LIMITATIONS: no charge against a unit in marsh, woods or a village, and no charge into a target hex
 * costing cavalry more than 2 MP (hex cost, plus an emplacement, plus the hexside crossed; NA is never
 * allowed). The refusal names the field at fault: `terrain`, `emplacement` or `hexside`.
 */
export function chargeTerrainRefusal(
  terrain: HexTerrain | undefined,
  hexsides: readonly Crossing[] | undefined,
  emplacement: boolean,
): Refusal | null {
  if (terrain === 'marsh' || terrain === 'woods' || terrain === 'town')
    return refusal('terrain', 'charge-terrain', { terrain }, '9.81');
  const costOf = (id: TerrainId): number | null => {
    const cell = terrainRow(id).cavalry;
    return typeof cell === 'object' ? cell.mp : null;
  };
  const tooDear = (field: string, mp: number, across?: Hexside) =>
    refusal(field, 'charge-too-dear', across ? { mp, across } : { mp }, '9.81');
  let mp = terrain ? (costOf(terrain) ?? 0) : 0;
  if (mp > 2) return tooDear('terrain', mp);
  if (emplacement) {
    const add = costOf('emplacement');
    if (add === null) return refusal('emplacement', 'charge-emplacement', undefined, '9.81');
    mp += add;
    if (mp > 2) return tooDear('emplacement', mp);
  }
  for (const side of hexsides ?? []) {
    if (side === 'none') continue;
    const add = costOf(side);
    if (add === null) return refusal('hexside', 'charge-across', { hexside: side }, '9.81');
    if (mp + add > 2) return tooDear('hexside', mp + add, side);
  }
  return null;
}
