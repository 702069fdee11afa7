/**
 * The steps Borodino's rules take, as data: the closed union words.ts words (the compiler checks every kind is
 * worded), `--json` prints and the tests read. Each step names the rule it applies, on the line that applies it;
 * a step whose sentence cites two rules is followed by an `applies` step for the second.
 */
import { problem as problemOf, type Blame, type Problem } from '../../../core/explain.js';
import type { Attack, CavalryWeight, Commander, DisorderEffect, HexTerrain, Side, UnitKind } from '../model.js';
import type { AssaultRowId, FireEffect, FlankOutcome, TerrainId } from '../tables.js';

/** Every modifier a Borodino roll adds, in the game's words. */
export type DrmKind =
  | 'fire-strength' // 8.5
  | 'point-blank' // 8.3: range 1 against non-artillery
  | 'beyond-effective' // 8.3: −2 per hex beyond the Effective range
  | 'stacked-artillery' // 8.21
  | 'barrage' // 8.21
  | 'massed-target' // 8.9
  | 'target-in-square' // 9.85
  | 'fire-terrain' // Terrain Table, Fire column
  | 'force-ratio' // 9.51
  | 'cohesion-difference' // 9.52
  | 'assault-terrain' // 9.53
  | 'position' // 9.54
  | 'charge' // 9.83
  | 'charging-square' // 9.85
  | 'heavy-countercharge' // 9.86
  | 'pursuit' // 9.87
  | 'light-against-heavy' // 9.86
  | 'oc-command' // 9.42
  | 'oc-command-value' // 5.28
  | 'no-orders' // 9.42
  | 'defensive-fire' // 9.42
  | 'friendly-fire' // 8.8
  | 'failed-delays' // 5.29
  | 'orders-value' // 4.0
  | 'earlier-flank-results' // SR14
  | 'other'; // a DRM the players give

export type DrmStep = {
  readonly step: 'drm';
  readonly rule?: string;
  readonly drm: DrmKind;
  readonly value: number;
  /** fire-terrain, assault-terrain: the Terrain Table row. */
  readonly terrain?: TerrainId;
  /** fire-terrain: fire into the row's hex, out of woods or a town, or the row's plain DRM; and its chart note. */
  readonly reading?: 'into' | 'out-of' | 'plain';
  readonly note?: string;
  /** barrage: the artillery units firing; beyond-effective: hexes beyond. */
  readonly count?: number;
  /** force-ratio, cohesion-difference: the two sides' values; force-ratio: the printed row. */
  readonly attacker?: number;
  readonly defender?: number;
  readonly ratio?: string;
  readonly position?: 'rear' | 'front-rear';
  readonly weight?: CavalryWeight;
  /** defensive-fire: which assaulted hex, when there are two. */
  readonly hex?: number | null;
  readonly commander?: Commander;
};

/** A die rolled; its line shows the modifiers collected since the last roll. */
export type RollStep = {
  readonly step: 'roll';
  readonly rule?: string;
  readonly dice: readonly number[];
  readonly total: number;
  /** Initiative: whose roll. */
  readonly side?: Side;
};

/** A second rule the neighbouring step's sentence applies (its words are that step's). */
export type AppliesStep = { readonly step: 'applies'; readonly rule: string };

/** One d10 + DRM against a Cohesion: equal or under passes. */
export type CohesionCheckStep = {
  readonly step: 'cohesion-check';
  readonly rule?: string;
  readonly cohesion: number;
  readonly total: number;
  readonly pass: boolean;
};

/** One of a list of checks (each unit of a fired-at hex, each stack of an assault): "2. Cohesion 5: die 7 > 5". */
export type UnitCheckStep = {
  readonly step: 'unit-check';
  readonly rule?: string;
  /** 1-based, and how many check: numbered only when several do. */
  readonly index: number;
  readonly of: number;
  readonly cohesion: number;
  readonly roll: number;
  readonly drm: number;
  readonly total: number;
  readonly pass: boolean;
  readonly failure: 'disorder' | 'retreat';
};

// Artillery fire (8.0).
export type FireSteps =
  | { readonly step: 'range'; readonly rule: string; readonly range: number }
  | { readonly step: 'reaction-fire'; readonly rule: string; readonly against: 'infantry' | 'cavalry' }
  | {
      readonly step: 'fire-table';
      readonly rule: string;
      readonly row: string;
      readonly effect: FireEffect;
      readonly retreat: boolean;
      readonly square: boolean;
      /** 8.6: Reaction Fire at an infantry assault hits the top unit only. */
      readonly topOnly: boolean;
    }
  | { readonly step: 'reaction-effect'; readonly rule: string; readonly against: 'infantry' | 'cavalry' }
  | { readonly step: 'friendly-fire-due'; readonly roll: number }
  | {
      readonly step: 'friendly-fire';
      readonly rule: string;
      readonly cohesion: number;
      readonly roll: number;
      readonly drm: number;
      readonly total: number;
      readonly disordered: boolean;
    }
  | { readonly step: 'fire-disorder'; readonly rule: string }
  | { readonly step: 'town-no-retreat'; readonly rule: string };

// Assault (9.5–9.8).
export type AssaultSteps =
  | { readonly step: 'defender-terrain'; readonly rule: string; readonly terrain: HexTerrain | null }
  | {
      readonly step: 'open-ground';
      readonly rule: string;
      readonly reading: 'infantry-against-cavalry' | 'no-free-flank' | 'hexside-cancels';
    }
  | { readonly step: 'terrain-choice'; readonly rule: string; readonly chooser: 'attacker' | 'defender' }
  | { readonly step: 'single-terrain' }
  | {
      readonly step: 'charge-lost';
      readonly rule: string;
      readonly reasons: readonly ('square' | 'countercharge' | 'reaction-fire')[];
    }
  | { readonly step: 'countercharged'; readonly rule: string; readonly by: CavalryWeight }
  | { readonly step: 'reaction-disorder'; readonly rule: string }
  | { readonly step: 'assault-table'; readonly rule: string; readonly row: string; readonly outcome: AssaultRowId }
  | { readonly step: 'assault-disorder'; readonly side: 'attacker' | 'defender' }
  | { readonly step: 'top-unit-checks'; readonly rule: string; readonly side: 'attacker' | 'defender' }
  | { readonly step: 'retreat-checks'; readonly rule: string; readonly side: 'attacker' | 'defender' }
  | { readonly step: 'defender-retreats'; readonly rule: string }
  | { readonly step: 'breakthrough'; readonly rule: string }
  | { readonly step: 'pursuit'; readonly rule: string }
  | { readonly step: 'no-cavalry-breakthrough'; readonly attack: Attack }
  | { readonly step: 'counter-assault'; readonly rule: string }
  | { readonly step: 'no-cavalry-counter-assault' }
  | { readonly step: 'square-broken' }
  | {
      readonly step: 'charge-disorder';
      readonly rule: string;
      readonly pursuit: boolean;
      readonly countercharge: boolean;
    };

// Cohesion (9.62, 8.5, 8.8), Commitment (9.4), the charge's rolls (9.31, 9.82, 9.85, 9.86).
export type CheckSteps =
  | { readonly step: 'check-reason'; readonly rule?: string; readonly reason: 'retreat' | 'disorder' | 'friendly-fire' }
  | {
      readonly step: 'check-outcome';
      readonly rule?: string;
      readonly effect: 'none' | 'retreat' | DisorderEffect;
    }
  | { readonly step: 'commitment'; readonly rule: string }
  | { readonly step: 'no-orders-in-range'; readonly rule: string }
  | { readonly step: 'committed'; readonly rule: string; readonly committed: boolean; readonly charge: boolean }
  | { readonly step: 'square'; readonly formed: boolean }
  | { readonly step: 'countercharge'; readonly rule?: string; readonly success: boolean }
  | { readonly step: 'countercharge-assault-drm'; readonly rule: string; readonly value: number }
  | { readonly step: 'recall-reason'; readonly rule: string; readonly reason: 'square' | 'reaction-fire' }
  | { readonly step: 'recall'; readonly recalled: boolean }
  | {
      readonly step: 'retreat-before-charge';
      readonly rule?: string;
      readonly kind: UnitKind;
      readonly effect: 'none' | DisorderEffect;
    };

// Command: Initiative (4.0), Orders (5.2), the Reserve Phase (5.5).
export type CommandSteps =
  | { readonly step: 'opening-initiative'; readonly rule: string }
  | {
      readonly step: 'initiative';
      readonly rule: string;
      readonly winner: Side | 'none';
      readonly french: number;
      readonly russian: number;
    }
  | {
      readonly step: 'reserve-roll';
      readonly rule: string;
      readonly round: number;
      readonly french: number;
      readonly russian: number;
    }
  | { readonly step: 'reserve-first'; readonly rule: string; readonly first: Side }
  | { readonly step: 'napoleon-never-delayed'; readonly rule: string }
  | { readonly step: 'first-turn-orders'; readonly rule: string }
  | {
      readonly step: 'orders-delay';
      readonly rule: string;
      readonly total: number;
      readonly delayValue: number;
      readonly newOrders: boolean;
    }
  | {
      readonly step: 'individual-orders';
      readonly rule: string;
      readonly total: number;
      readonly amValue: number;
      readonly underOrders: boolean;
    }
  | { readonly step: 'reserve-artillery-idle'; readonly rule: string }
  | {
      readonly step: 'reserve-move';
      readonly rule?: string;
      readonly kind: UnitKind;
      readonly effect: 'none' | DisorderEffect;
    };

// Rally, recovery, Collapse (10.0); the 7 September scenario (SR5, SR7, SR14, SR15).
export type MoraleSteps =
  | { readonly step: 'rally'; readonly rallied: boolean }
  | { readonly step: 'recovery-group-gone'; readonly rule: string }
  | { readonly step: 'recovery'; readonly rule?: string; readonly recovered: boolean }
  | {
      readonly step: 'collapse-count';
      readonly rule: string;
      readonly lost: number;
      readonly units: number;
      readonly threshold: number;
    }
  | { readonly step: 'collapse'; readonly outcome: 'collapses' | 'already-collapsed' | 'none' }
  | { readonly step: 'collapse-vp'; readonly rule: string; readonly collapsed: Side; readonly vp: number }
  | { readonly step: 'village-fire'; readonly rule: string; readonly out: boolean }
  | { readonly step: 'napoleon-mp'; readonly rule: string; readonly mp: number }
  | { readonly step: 'flank-maneuver'; readonly rule: string; readonly row: string; readonly outcome: FlankOutcome }
  | { readonly step: 'flank-next'; readonly next: number };

export type BorodinoStep =
  | DrmStep
  | RollStep
  | AppliesStep
  | CohesionCheckStep
  | UnitCheckStep
  | FireSteps
  | AssaultSteps
  | CheckSteps
  | CommandSteps
  | MoraleSteps;

/** An input the rules refuse: the field of the rules' query at fault (the ruling names its option) and why. */
/** A problem found in the input, and the field to blame (the core's Blame). */
export type Refusal = Blame;

export function refusal(field: string, code: string, params?: Problem['params'], rule?: string): Refusal {
  return { field, problem: problemOf(code, params, rule === undefined ? {} : { rule }).problem };
}
