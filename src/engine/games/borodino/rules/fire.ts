/**
 * Artillery fire (8.0): d10 + Fire Strength (modified for range) + DRMs on the Artillery Fire Table (8.5),
 * the checks its 9–12 row calls for (each unit separately, 8.5) and the friendly-fire check (8.8).
 */
import { d10zero, type Dice } from '../../../core/dice.js';
import { ruled, Steps, type Ruled } from '../../../core/explain.js';
import { bracketIndex } from '../../../core/tables.js';
import type { HexTerrain, Slope } from '../model.js';
import {
  ARTILLERY_FIRE_TABLE,
  FRIENDLY_FIRE_DRM,
  FRIENDLY_FIRE_MAX_NATURAL,
  terrainRow,
  type FireEffect,
  type FireRow,
  type TerrainId,
} from '../tables.js';
import { otherDrm, rollCohesion, sumOf, type CohesionRoll } from './cohesion.js';
import { refusal, type BorodinoStep, type Refusal } from './steps.js';

/** 6.21: never more than 3 combat units in a hex. */
export const MAX_UNITS_IN_HEX = 3;

export type ReactionAgainst = 'infantry' | 'cavalry';

export interface ArtilleryFire {
  readonly strength: number;
  /** Hexes to the target, not counting the firer's (8.3); undefined when not given. */
  readonly range?: number | undefined;
  readonly effective?: number | undefined;
  readonly maximum?: number | undefined;
  /** Non-artillery units in the target hex (0: artillery alone). */
  readonly units: number;
  /** Artillery units firing together (8.21). */
  readonly combined: number;
  readonly barrage: boolean;
  readonly square: boolean;
  readonly terrain?: HexTerrain | undefined;
  /** The firer stands in woods or a town ([e]). */
  readonly firerCover: boolean;
  readonly emplacement: boolean;
  readonly entrenchment: boolean;
  readonly slope?: Slope | undefined;
  readonly drm: number;
  /** The Cohesion of each unit in the target hex, for the 9–12 checks. */
  readonly cohesions?: readonly number[] | undefined;
  /** The Cohesion of a friendly unit in the LOS adjacent to the target (8.8). */
  readonly friendly?: number | undefined;
  /** The chart reading: friendly fire only when the fire had no effect. */
  readonly friendlyOnMiss: boolean;
  readonly reaction?: ReactionAgainst | undefined;
}

export interface FriendlyFire {
  readonly cohesion: number;
  readonly roll: number;
  readonly total: number;
  readonly disordered: boolean;
}

export interface ArtilleryResult {
  readonly roll: number;
  readonly total: number;
  readonly row: string;
  readonly effect: FireEffect;
  /** 15+ retreats the units, except in a town (chart's **). */
  readonly retreat: boolean;
  /** The 9–12 row's checks, one per unit, when their Cohesions were given. */
  readonly checks: readonly (CohesionRoll & { readonly disordered: boolean })[];
  /** A natural 0–2 calls for the friendly-fire check (8.8). */
  readonly friendlyFireDue: boolean;
  readonly friendlyFire: FriendlyFire | null;
}

/** What the fire's inputs contradict, before any die is rolled; the first refusal, or null. */
export function fireRefusal(v: ArtilleryFire): Refusal | null {
  const found: Refusal[] = [];
  const fail = (field: string, code: string, params?: Record<string, number>) =>
    found.push(refusal(field, code, params));
  if (v.reaction) {
    if (v.range !== undefined && v.range !== 1) fail('range', 'reaction-range');
    if (v.units < 1) fail('units', 'reaction-units');
    if (v.square) fail('square', 'reaction-square');
    if (v.reaction === 'infantry' && v.cohesions && v.cohesions.length > 1) fail('cohesions', 'reaction-cohesions');
  }
  if (v.range === undefined) {
    if (v.effective !== undefined || v.maximum !== undefined) fail('range', 'range-missing');
    if (v.slope !== undefined) fail('range', 'slope-needs-range');
  } else if (v.range >= 2) {
    if (v.effective === undefined || v.maximum === undefined) fail('range', 'ranges-missing');
    else if (v.effective > v.maximum) fail('effective', 'effective-over-maximum');
    else if (v.range > v.maximum) fail('range', 'beyond-maximum', { range: v.range, maximum: v.maximum });
  }
  if (v.slope === 'steep-slope-up' && v.range === 1) fail('slope', 'steep-slope-adjacent');
  if (v.combined > 2 && !v.barrage) fail('combined', 'combined-without-barrage');
  if (v.square && v.units < 1) fail('square', 'square-without-infantry');
  if (v.cohesions && v.reaction !== 'infantry' && v.cohesions.length < Math.max(1, v.units))
    fail('cohesions', 'cohesions-missing');
  return found[0] ?? null;
}

function fireDrmOf(id: TerrainId): number {
  const cell = terrainRow(id).fire;
  if (cell.kind !== 'drm') throw new Error(`terrain ${id} has no plain fire DRM`);
  return cell.drm;
}

/** The modifiers of a fire, each on the line applying its rule. */
function fireModifiers(v: ArtilleryFire, why: Steps<BorodinoStep>): void {
  why.push({ step: 'drm', drm: 'fire-strength', value: v.strength, rule: '8.5' });
  if (v.range !== undefined) {
    if (v.range === 1 && v.units >= 1) why.push({ step: 'drm', drm: 'point-blank', value: 1, rule: '8.3' });
    else if (v.effective !== undefined && v.range > v.effective) {
      const beyond = v.range - v.effective;
      why.push({ step: 'drm', drm: 'beyond-effective', count: beyond, value: -2 * beyond, rule: '8.3' });
    } else why.push({ step: 'range', rule: '8.3', range: v.range });
  }
  if (v.combined >= 2)
    why.push({
      step: 'drm',
      drm: v.barrage ? 'barrage' : 'stacked-artillery',
      count: v.combined,
      value: 2 * (v.combined - 1),
      rule: '8.21',
    });
  if (v.units >= 2) why.push({ step: 'drm', drm: 'massed-target', value: v.units - 1, rule: '8.9' });
  if (v.square) why.push({ step: 'drm', drm: 'target-in-square', value: 1, rule: '9.85' });

  const terrain = (terrain: TerrainId, reading: 'into' | 'out-of' | 'plain', value: number, note = '') =>
    why.push({ step: 'drm', drm: 'fire-terrain', terrain, reading, note, value, rule: 'Terrain Table' });
  if (v.terrain) {
    const cell = terrainRow(v.terrain).fire;
    if (cell.kind === 'into-from') terrain(v.terrain, 'into', cell.into, '[e]'); // +1 to fire into woods or a town
  }
  if (v.firerCover) {
    const cell = terrainRow('woods').fire;
    if (cell.kind === 'into-from') terrain('woods', 'out-of', cell.from, '[e]'); // −1 to fire out of woods or a town
  }
  if (v.emplacement) terrain('emplacement', 'plain', fireDrmOf('emplacement'));
  if (v.entrenchment) terrain('entrenchment', 'plain', fireDrmOf('entrenchment'));
  if (v.slope) {
    const cell = terrainRow(v.slope).fire;
    if (cell.kind === 'adjacent-lower')
      terrain(v.slope, 'plain', v.range === 1 ? cell.adjacent : cell.otherwise, '[g]');
    else if (cell.kind === 'drm') terrain(v.slope, 'plain', cell.drm, cell.note ? `[${cell.note}]` : '');
  }
  if (v.drm !== 0) why.push(otherDrm(v.drm));
}

export function artilleryFire(input: ArtilleryFire, dice: Dice): Ruled<ArtilleryResult, BorodinoStep> {
  // 8.6: Reaction Fire is always at an adjacent attacker.
  const v = { ...input, range: input.range ?? (input.reaction ? 1 : undefined) };
  const why = new Steps<BorodinoStep>();
  fireModifiers(v, why);
  if (v.reaction) why.push({ step: 'reaction-fire', rule: '8.6', against: v.reaction });

  const roll = d10zero(dice, 'artillery fire');
  const total = roll + sumOf(why.list);
  why.push({ step: 'roll', dice: [roll], total });
  const row = ARTILLERY_FIRE_TABLE[bracketIndex(ARTILLERY_FIRE_TABLE, total)] as FireRow;
  const retreat = row.effect === 'disorder-retreat' && v.terrain !== 'town';
  why.push({
    step: 'fire-table',
    rule: '8.5',
    row: row.label,
    effect: row.effect,
    retreat,
    square: v.square,
    topOnly: v.reaction === 'infantry',
  });
  if (v.reaction && row.effect !== 'none') why.push({ step: 'reaction-effect', rule: '8.6', against: v.reaction });

  // 8.5: on 9–12 each unit in the target hex rolls separately.
  const checks =
    row.effect === 'cohesion-check' && v.cohesions
      ? v.cohesions.map((c) => {
          const check = rollCohesion(dice, c, 0, 'fire cohesion');
          return { ...check, disordered: !check.pass };
        })
      : [];
  checks.forEach((c, i) =>
    why.push({
      step: 'unit-check',
      rule: '8.5',
      index: i + 1,
      of: checks.length,
      cohesion: c.cohesion,
      roll: c.roll,
      drm: 0,
      total: c.total,
      pass: c.pass,
      failure: 'disorder',
    }),
  );

  // 8.8: an unmodified 0–2 checks the friendly unit in the LOS adjacent to the target.
  const friendlyFireDue = roll <= FRIENDLY_FIRE_MAX_NATURAL && (!v.friendlyOnMiss || row.effect === 'none');
  let friendlyFire: FriendlyFire | null = null;
  if (friendlyFireDue) why.push({ step: 'friendly-fire-due', roll });
  if (friendlyFireDue && v.friendly !== undefined) {
    const check = rollCohesion(dice, v.friendly, FRIENDLY_FIRE_DRM, 'friendly fire');
    friendlyFire = { cohesion: check.cohesion, roll: check.roll, total: check.total, disordered: !check.pass };
    why.push({ step: 'friendly-fire', rule: '8.8', ...friendlyFire, drm: FRIENDLY_FIRE_DRM });
  }
  if (row.effect === 'disorder-retreat' || row.effect === 'disorder') why.push({ step: 'fire-disorder', rule: '9.61' });
  if (row.effect === 'disorder-retreat' && !retreat)
    why.push({ step: 'town-no-retreat', rule: 'Artillery Fire Table **' });

  return ruled(
    { roll, total, row: row.label, effect: row.effect, retreat, checks, friendlyFireDue, friendlyFire },
    why.list,
  );
}
