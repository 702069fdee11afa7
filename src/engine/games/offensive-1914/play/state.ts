import { z } from 'zod';
import type { Highlights } from '../../../core/game.js';
import type { LearnedValue } from '../../../core/learned.js';
import type { CeStatus } from '../model.js';
import type { Player } from '../rules/position.js';
import type { RiverClass } from '../rules/position.js';
import type { Army, Plans } from './plans.js';
import { BOUNDARY_MOVES, type BoundaryLine } from '../rules/aoa.js';

/**
 * The state of a game of 1914 Offensive à outrance played by its rules (the draft module). Plain JSON: stored, cloned
 * and replayed from the action log. The phase of the sequence of play (4.2) is `phase`; a prompt that interrupts it
 * (a value the pack lacks, a combat's steps) is the top of `stack`, popped when answered.
 */

/** 4.2: the phases of a Player Turn in the book's order, and the Interphase (4.3) after every third GT. */
export const PHASES = [
  'preliminary',
  'assignment',
  'supply',
  'rr-engineer',
  'movement',
  'counter-movement',
  'attack',
  'counter-attack',
  'final',
] as const;
export type PhaseId = (typeof PHASES)[number] | 'interphase';

/** Where a unit is: a hex, `off` (a reinforcement not yet arrived) or `gone` (eliminated). */
export const OFF = 'off';
export const GONE = 'gone';

/** The printed values a prompt may ask for (2.3–2.7), by the side of the counter they are printed on. */
/**
 * 15.3: `range`, a Depot's or Corps Train's Supply Range (front: Normal Mode; back: Extended Mode, 2.6.1, 15.6.1);
 * `ammo`, its Ammo Limit (on the back only, 2.6.2).
 */
export const VALUE_KEYS = ['as', 'ds', 'pr', 'av', 'ce', 'range', 'ammo'] as const;
export type ValueKey = (typeof VALUE_KEYS)[number];
export type Face = 'front' | 'back';

export interface UnitState {
  at: string;
  /** 9.10.1: flipped to its reduced side. */
  reduced: boolean;
  /** 6.1: a Formation's CE status (Support units' CE is printed; their losses are SRs, 5.5.2). */
  status: CeStatus;
  /** 7.1.1: MP spent in the current movement phase. */
  spent: number;
  /** 7.1.5: the hex where it started the current movement phase. */
  start: string;
  /** 28.5: inactive until this GT (absent: active). */
  inactiveUntil?: number;
  /** 12.1.2: a Fortress showing its external garrison (Fortresses only). */
  garrison?: boolean;
  /** 7.4.5: its Repulse failed in this movement phase: it moves no further (it may still place a PA). */
  halted?: boolean;
  /** 7.5, 7.8: the MP Spent marker of a CE recovery begun and not finished (the MP spent so far). */
  recovering?: number;
  /** 7.2.2: a task (7.8.1: a CE recovery, 7.5) took every MP it had left this movement phase: no Forced March follows. */
  taskSpent?: true;
  /** 8.2.4, 8.3.2: the MP a cavalry unit spent reacting or retiring, spent first in its next movement phase (8.2.4a). */
  reactionMp?: number;
  /** 15.6.1: a Depot or Corps Train on its Extended Mode side (back) until its side's next Supply Phase (4.2.3). */
  extended?: true;
  /** 9.4.2: its Ammo Supplied marker: the Ammunition it gave in Extended Mode since its side's Supply Phase. */
  ammo?: number;
  /**
   * 15.6.4, 16.7: a Depot on the GT track (off the map) or an eliminated Corps Train, back in the friendly Preliminary
   * Phase of GT `turn`; `to`, a relocated Depot's Army Destination hex (a Train's hex is its owner's choice).
   */
  returning?: { turn: number; to?: string };
}

/** A combat being fought (9.1.1): declared, then its values, intensities, dice, results, retreats and advance. */
export interface Fight {
  /** 7.4: a Repulse during a movement phase (one Force, the CRT only at 3:1–6:1, no Intensity, no advance). */
  readonly repulse?: boolean;
  /** 7.4.7: a successful Repulse across an Imposing river or a Flood: the Force must enter the emptied hex. */
  readonly enter?: boolean;
  /** 7.4: a Repulse during a retreat in an attack phase: the combat hex, the retreat left to make, the fight it paused. */
  readonly retreating?: RetreatRepulse;
  readonly target: string;
  readonly attacker: Player;
  /** The attacking Forces, each its unit ids (9.2.1). */
  readonly forces: readonly (readonly string[])[];
  /** The defending units: those in the hex when the combat was declared, then those its owner chose (9.2.5). */
  readonly defenders: readonly string[];
  /** 9.2.5: the units in the defending hex Excluded from the combat (retreated there this phase, or left out). */
  readonly excluded?: readonly string[];
  attIntense?: boolean;
  defIntense?: boolean;
  /** The CRT dice once rolled (9.9.1), kept so that a result cell the players give is read with them. */
  roll?: { white: number; black: number; first?: { white: number; black: number } };
  column?: number;
  /** 9.4: the units of the combat that received no Ammunition (their AS, DS and AV halved). */
  noAmmo?: string[];
  /** 9.4.1, 9.4.2: Ammunition traced once for this combat (the units without it), its Extended spending recorded. */
  ammoTraced?: string[];
  /** 9.4.1, 15.6.1: the sides that answered whether to flip a supply unit to Extended Mode for this combat. */
  extendAsked?: Player[];
  /** 9.5: the defending group is Flanked (its EC's +1, 9.5.2). */
  flanked?: boolean;
  /** 9.9.1: the result cell the attacker read off the card (no CRT grid in the pack). */
  cell?: string;
  /** 10.1.1: the hexes next to the combat still to be asked whether one of their Forces adds its AV to the defence. */
  supportHexes?: string[];
  /** 10.1.1: the Forces (or Fortresses) whose AV the defender added from those hexes. */
  support?: string[][];
  /** The result was applied: what remains are the players' SRs, retreats and advance, in order (10.0). */
  resolved?: boolean;
  pending?: Frame[];
}

/**
 * 7.4 "durante la sua ritirata": the retreat a Repulse interrupted. `origin` is the combat hex (7.4.7's start, 11.1.1's
 * distances); `then` the retreat left (the group's attempt made, 7.4.1), none after its last hex; `outer` the fight whose
 * retreat it is, carried on once the Repulse is over.
 */
export interface RetreatRepulse {
  readonly origin: string;
  readonly then: Extract<Frame, { name: 'retreat' }> | null;
  readonly outer: Fight | null;
  /** The retreating group's units (the Force is one of its Forces, 7.4.1). */
  readonly group?: readonly string[];
  /** 11.1.4: the SRs of the hexes retreated before the Repulse, still to allocate among the group before it is fought. */
  readonly srOwed?: number;
}

/** 9.1 step 4: an attack declared (its hex and attacking Forces), fought in step 5 in the order the attacker picks. */
export interface DeclaredAttack {
  readonly target: string;
  readonly forces: readonly (readonly string[])[];
}

/** 4.2.9: a step of the Final Phase and the side that acts in it. */
export interface FinalStep {
  readonly part: 'retirement' | 'fallback';
  readonly side: Player;
}

/** The prompts that interrupt a phase, top of `stack` first. */
export type Frame =
  /** 3.1.3: the owner eliminates units in `hex` until it is within 3½ DE. */
  | { readonly name: 'overstack'; readonly side: Player; readonly hex: string }
  /** 9.1: the attacker adds Forces to the attack on `fight.target`, then fights (or drops it before it is fought). */
  | { readonly name: 'declare'; readonly side: Player }
  /** A printed value the pack lacks, asked of the counter's owner (issue 27: asked once, recorded). */
  | {
      readonly name: 'value';
      readonly side: Player;
      readonly unit: string;
      readonly face: Face;
      readonly key: ValueKey;
    }
  /** 9.8: each side declares whether its side of the combat is Intense, the attacker first. */
  | { readonly name: 'intensity'; readonly side: Player }
  /** 9.9.1: the CRT grid is not in the pack: the attacker reads the result cell off the card. */
  | { readonly name: 'crt-cell'; readonly side: Player }
  /** 9.10.1: the owner allocates a Strength Reduction (`among` these units: a retreat's before its Repulse, 7.4). */
  | { readonly name: 'sr'; readonly side: Player; readonly among?: readonly string[] }
  /** 11.1: the owner retreats the group `units` from `from` by `hexes` (9.2.5 D: `excluded`, an Excluded Force's). */
  | {
      readonly name: 'retreat';
      readonly side: Player;
      readonly units: readonly string[];
      readonly from: string;
      readonly hexes: number;
      readonly excluded?: true;
      /** 7.4: the combat hex, once the group retreated part of the way to `from` (`hexes` is what is left). */
      readonly origin?: string;
      /** 7.4.1: the group made its one Repulse attempt of this retreat. */
      readonly repulsed?: true;
    }
  /** 8.2: the cavalry unit `unit` may react (one hex) to the enemy Force `movers`' step from `from` to `to`. */
  | {
      readonly name: 'reaction';
      readonly side: Player;
      readonly unit: string;
      readonly cause: 1 | 2;
      readonly from: string;
      readonly to: string;
      readonly movers: readonly string[];
    }
  /** 9.2.5: the defender picks the units that defend the hex; the others are Excluded. */
  | { readonly name: 'exclude'; readonly side: Player }
  /** 11.2: the attacker may advance into the vacated hex. */
  | { readonly name: 'advance'; readonly side: Player }
  /** 10.1.1: the defender may have one Force or Fortress in `hex` add its AV to the defence. */
  | { readonly name: 'support'; readonly side: Player; readonly hex: string }
  /** 9.4.1, 15.6.1: the side may flip a supply unit to Extended Mode so that its units in the combat get Ammunition. */
  | { readonly name: 'extend'; readonly side: Player }
  /** 15.6.2a: the owner retreats its Corps Train `unit`, in an EZOC with no friendly Combat unit, 3 hexes. */
  | { readonly name: 'train-retreat'; readonly side: Player; readonly unit: string }
  /**
   * The owner places `unit` on a friendly operational railroad hex: a Depot displaced from an EZOC (15.6.2b) or moved to
   * make a valid LOC (15.4 step 1), a relocated Depot whose Destination no longer is one (15.6.4), an eliminated Corps
   * Train back (16.7).
   */
  | {
      readonly name: 'rail-place';
      readonly side: Player;
      readonly unit: string;
      readonly rule: '15.4' | '15.6.2b' | '15.6.4' | '16.7';
    }
  /** 26.3, 4.2.1a: the owner keeps or abandons its army's Strategic Plan (GT 3 and later). */
  | { readonly name: 'plan'; readonly side: Player; readonly army: Army }
  /** 5.1.2: the phasing player keeps or moves its Army Area boundary (4.2.2); 28.3 B: places it at the set-up. */
  | { readonly name: 'boundary'; readonly side: Player; readonly setup?: true };

export interface O1914State {
  readonly scenario: string;
  /** What the last action's picture marks (play/last.ts); absent when it moved and lost nothing. */
  readonly last?: Highlights;
  turn: number;
  readonly lastTurn: number;
  /** 4.1: the side whose Player Turn it is (the phasing player). */
  phasing: Player;
  /** The side whose Player Turn comes first in a GT (4.1: the Allies). */
  readonly first: Player;
  phase: PhaseId;
  units: Record<string, UnitState>;
  /** 3.3: the side that controls a hex, as far as the game knows it (occupation and passage). */
  control: Record<string, Player>;
  /** 7.3: Prepared Attack markers: the Force's unit ids and the hex pointed at. */
  preparedAttacks: { side: Player; units: string[]; target: string }[];
  /** 7.1.4a: Damaged road bridges (`hexsideKey`). */
  blownBridges: string[];
  /** Values the pack lacks, as the owners gave them: unit → face → key → value. */
  values: Record<string, Partial<Record<Face, Partial<Record<ValueKey, number>>>>>;
  /** River classes the pack lacks, as the players gave them (`hexsideKey` → class). */
  rivers: Record<string, Exclude<RiverClass, 'unknown'>>;
  /** Every value the players gave (the two maps above, and the CRT cells read off the card), in order: play/learned.ts. */
  learned: LearnedValue[];
  /** 9.2: this attack phase's attacked hexes, engaged units and units that retreated. */
  attacked: string[];
  engaged: string[];
  retreated: string[];
  /** 10.1.1: the units that added their AV to a combat of this attack phase (one combat a phase). */
  supported: string[];
  /** 9.1 step 4: the attacks declared this attack phase and not yet fought (absent in games stored before it). */
  declared?: DeclaredAttack[];
  /** 9.1 step 5: the first declared attack is being fought: no attack may be declared any more this phase. */
  fighting?: boolean;
  /** 4.2.9: the Final Phase's step (8.3's Cavalry Retirement, 20's Voluntary Fallback) and the side acting in it. */
  finalStep?: FinalStep;
  /** 8.3, 20.0: the units that retired or fell back in this Final Phase (once each). */
  stepped?: string[];
  /** 20.0: the optional Voluntary Fallback is played (the game option `voluntary-fallback`). */
  readonly fallback?: boolean;
  /** 29.4: the optional supply rule is played (the game option `optional-supply`): every unit in Full Supply. */
  readonly optionalSupply?: boolean;
  fight: Fight | null;
  stack: Frame[];
  /** 29.5 a2: the French controlled Finstingen at the end of a Player Turn; a1: the 2nd Army's objective taken. */
  finstingen: boolean;
  objective: boolean;
  /** 26.1.1: hexes an infantry division or brigade of the side occupied or passed through. */
  passed: Record<string, Player[]>;
  /** 26.0, 29.2 A: the Strategic Plans (the French Second Army's, the German Sixth Army's: play/plans.ts). */
  plans: Plans;
  /**
   * 5.1, 28.3 B: each side's Army Area boundary (rules/aoa.ts, play/aoa.ts); the French one null until placed at the
   * set-up. Absent in games stored before Areas of Assignment: no Area is kept.
   */
  aoa?: Record<Player, BoundaryLine | null>;
  /** 5.0, 5.5.1 (2): the army of each unit in no set-up box, from its Area at its side's last Assignment Phase. */
  assigned?: Record<string, string>;
  over: { winner: Player | null; reason: 'french' | 'german' | 'draw' } | null;
  /** 3.1.1: the side whose movement phase ended with every hex within 3½ DE (until a retreat or reinforcement). */
  settled: Player | null;
  /** 7.2.3: a Force that marched forcibly, whose EC is still to roll (its Forced March MP). */
  marching: { side: Player; units: string[]; fmMp: number } | null;
  /** 8.2.4a: the Forced March rolls of cavalry whose recorded MP exceed the phase's, after `marching`'s. */
  marchQueue?: { side: Player; units: string[]; fmMp: number }[];
  /** 7.4: how a Repulse's initial odds are rounded: up as the book's two examples (default), or down by 9.1.1e (the game option `repulse-round-down`). */
  readonly repulseRounding: 'up' | 'down';
}

/** The game option that reads 9.1.1e's rounding down into a Repulse (7.4; README decision 4). */
export const REPULSE_ROUND_DOWN = 'repulse-round-down';

/** The game option that plays 29.4's optional supply rule: supply ignored, every unit in Full Supply. */
export const OPTIONAL_SUPPLY = 'optional-supply';

/** The game option that plays the optional Voluntary Fallback (20.0) in the Final Phase. */
export const VOLUNTARY_FALLBACK = 'voluntary-fallback';

const id = z.string().min(1).max(40);
const ids = z.array(id).min(1).max(3);

export const o1914Action = z.discriminatedUnion('type', [
  /** 4.2: the side to act ends the phase (or its part of it). */
  z.object({ type: z.literal('next') }),
  /** 7.1: a Force crosses one hexside. */
  z.object({ type: z.literal('move'), units: ids, to: id, forced: z.literal(true).optional() }),
  /** A river's class the pack lacks, given by the player who needs it. */
  z.object({
    type: z.literal('river'),
    a: id,
    b: id,
    river: z.enum(['minor', 'major', 'great', 'imposing']),
  }),
  /** 7.4: a Force (two units at most, 7.4.1) Repulses the enemy units in a hex next to it. */
  z.object({
    type: z.literal('repulse'),
    units: z.array(id).min(1).max(2),
    target: id,
    /** 7.4: during a retreat, the hexes the group retreats before the Repulse (none: before it begins). */
    path: z.array(id).max(12).optional(),
  }),
  /** 15.6.3: a Depot moves one hex along friendly operational railroad. */
  z.object({ type: z.literal('rail'), unit: id, to: id }),
  /** 15.6.4: a Depot to the GT track two GTs on, its Army Destination marker on `to`. */
  z.object({ type: z.literal('relocate'), unit: id, to: id }),
  /** 15.6.2b, 15.6.4, 16.7: the hex the unit asked is placed on. */
  z.object({ type: z.literal('place'), hex: id }),
  /** 7.5: a Formation spends its MP in its hex to raise its CE status. */
  z.object({ type: z.literal('recover'), unit: id }),
  /** 8.2: the cavalry unit asked reacts into `to`, or not (no `to`). */
  z.object({ type: z.literal('react'), to: id.optional() }),
  /** 8.3: a cavalry unit retires one hex in the Final Phase. */
  z.object({ type: z.literal('retire'), unit: id, to: id }),
  /** 20.0: a Force falls back one hex in the Final Phase (optional rule). */
  z.object({ type: z.literal('fallback'), units: ids, to: id }),
  /** 7.3: a Prepared Attack marker. */
  z.object({ type: z.literal('pa'), units: ids, target: id }),
  /** 3.1.3: eliminate a unit of an overstacked hex. */
  z.object({ type: z.literal('eliminate'), unit: id }),
  /**
   * 9.1: declare an attack on a hex; add a Force to it; `declared` records it and another may be declared (step 4);
   * `fight` records it (in the declaration) or picks a declared attack (`target`) and fights it (step 5); `drop` drops
   * an attack with no Force yet.
   */
  z.object({ type: z.literal('attack'), target: id }),
  z.object({ type: z.literal('force'), units: ids }),
  z.object({ type: z.literal('declared') }),
  z.object({ type: z.literal('fight'), target: id.optional() }),
  z.object({ type: z.literal('drop') }),
  /** A printed value the pack lacks. */
  z.object({ type: z.literal('value'), value: z.number().int().min(0).max(40) }),
  /** 9.2.5: the units that defend the hex (the others in it Excluded). */
  z.object({ type: z.literal('defend'), units: z.array(id).min(1).max(8) }),
  /** 9.8: Intense or not. */
  z.object({ type: z.literal('intensity'), intense: z.boolean() }),
  /** 9.9.1: the CRT result cell read off the players' card. */
  z.object({ type: z.literal('cell'), printed: z.string().min(1).max(30) }),
  /** 9.10.1: the unit that takes a Strength Reduction. */
  z.object({ type: z.literal('sr'), unit: id }),
  /** 11.1: the hexes of a retreat, in order. */
  z.object({ type: z.literal('retreat'), path: z.array(id).max(12) }),
  /** 11.2: advance these units, or none. */
  z.object({ type: z.literal('advance'), units: z.array(id).max(3) }),
  /** 10.1.1: the Force (or Fortress) that adds its AV to the defence from the hex asked, or none. */
  z.object({ type: z.literal('support'), units: z.array(id).max(3) }),
  /** 5.1.2: keep the Army Area boundary or move it, when asked in the Assignment Phase. */
  z.object({ type: z.literal('boundary'), move: z.enum(BOUNDARY_MOVES) }),
  /** 28.3 B: the set-up's boundary, by its y at the map's west and east edges (one of the lines offered). */
  z.object({ type: z.literal('boundary-setup'), west: z.number(), east: z.number() }),
  /** 26.3: keep (false) or abandon (true) the army's Strategic Plan, when asked. */
  z.object({ type: z.literal('plan'), abandon: z.boolean() }),
  /** 15.6.1: flip a Depot or Corps Train to Extended Mode (in the Supply Phase, or when asked in a combat), or none. */
  z.object({ type: z.literal('extend'), unit: id.optional() }),
  /** A referee's correction (a logged freeplay edit): a unit to a hex (or off, or gone). */
  z.object({ type: z.literal('correct'), unit: id, at: id }),
]);
export type O1914Action = z.infer<typeof o1914Action>;

export function top(state: O1914State): Frame | undefined {
  return state.stack[state.stack.length - 1];
}
