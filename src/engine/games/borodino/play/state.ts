import { z } from 'zod';
import type { Highlights } from '../../../core/game.js';
import type { LearnedBook } from '../../../core/learned.js';
import type { Side } from '../model.js';
import type { Facing } from '../rules/position.js';

/**
 * Borodino played by its rules: the plain-JSON state of a game (no Maps, no classes) and the zod schema of the
 * actions a player may send. The machine (machine.ts) applies the actions; the menu (menu.ts) lists the legal ones.
 */

/** Where a unit is when it is not on a map hex (10.2–10.4: the WITHDRAWN and RECOVERY BOXes). */
export const OFF = 'off'; // a reinforcement not yet entered (7.4)
export const WITHDRAWN = 'withdrawn'; // 9.66
export const RECOVERY = 'recovery'; // 10.4
export const RETURNING = 'returning'; // 10.3: recovered, waiting for a hex it may be put on
export const ELIMINATED = 'eliminated';
/** SR14: the FLANK MANEUVER box, where the French flank maneuver's units wait off the map. */
export const FLANK = 'flank';
export const BOXES = [OFF, WITHDRAWN, RECOVERY, RETURNING, ELIMINATED, FLANK] as const;

export interface UnitState {
  /** A map hex, or one of BOXES. */
  readonly at: string;
  readonly facing: Facing;
  readonly disordered: boolean;
  /** 6.24: the order the units of a hex were put there; the highest is on top. */
  readonly stack: number;
  /** 7.36: under a Fire – ½ Move marker (this activation). */
  readonly fired?: boolean;
  /** 10.1: it moved, turned or fired this activation (it may not rally). */
  readonly acted?: boolean;
  /** 7.31: it moved this activation; `from` is where it began it (9.21: cavalry assaults from there only). */
  readonly moved?: boolean;
  readonly from?: string;
  /** 9.4: it declared an assault this activation (an assault each activation). */
  readonly assaulted?: boolean;
  /** 9.85: in square (all six hexes Frontal, no ZOC, no assault) until it dissolves it or is Disordered. */
  readonly square?: boolean;
  /** 8.7: it fired counter-battery this Activation Phase (once a phase). */
  readonly counterFired?: boolean;
  /** 9.73: it made its Secondary Assault (Breakthrough or Counter-assault) this Activation Phase (once a phase). */
  readonly secondary?: boolean;
}

/**
 * 3.0: the steps of a turn this module plays (the Shevardino scenario's sequence, the README); the 7 September
 * scenario adds the Orders Phase (A, 5.2), the Initiative's first AM (B, 4.0, 5.41), the Individual Orders of a drawn
 * AM (C.2, 5.28), the Reserve Phase (D, 5.5) and the OC Movement Phase (F, 5.62).
 */
export const STEPS = [
  'setup',
  'activate',
  'orders',
  'first-am',
  'individual',
  'fire',
  'move',
  'assault',
  'rally',
  'reserve',
  'morale',
  'oc-move',
  'destruction',
  'flank',
] as const;
export type Step = (typeof STEPS)[number];

/**
 * A counter's printed value (2.2), on its good-order (`front`) or Disordered (`back`) side. `Cav` is the cavalry type a
 * cavalry counter prints where infantry prints its Defensive Fire (2.2: L light, H heavy, C Cossacks), given as 0, 1, 2
 * (CAVALRY_TYPES).
 */
export const VALUE_NAMES = ['DF', 'SP', 'Coh', 'MA', 'Eff', 'Max', 'FS', 'Cav'] as const;
export type ValueName = (typeof VALUE_NAMES)[number];
export type Face = 'front' | 'back';
/** `Coh` or `Coh.back`: the key of a learned value. */
export type ValueKey = ValueName | `${ValueName}.back`;

/** A value the game needs and neither the pack nor the players have given yet. */
export interface Need {
  readonly unit: string;
  readonly name: ValueName;
  readonly face: Face;
}

/** An assault or a fire waiting for values the other side must read off its counters (or a 9.65 check, its own). */
export type Pending =
  | {
      readonly kind: 'fire';
      readonly unit: string;
      readonly target: string;
      /** 8.7: a counter-battery fire at the artillery that fired on it. */
      readonly counter?: true;
      /** 8.21: the other batteries firing with `unit` (stacked; with the Barrage AM stacked or adjacent). */
      readonly with?: readonly string[];
    }
  | {
      readonly kind: 'assault';
      readonly hex: string;
      readonly target: string;
      /** 9.22: the other enemy hexes assaulted with the same roll (the advance goes into `target` first). */
      readonly also?: readonly string[];
      readonly evade?: 'stood';
      /** 9.31 with 9.22: the hexes whose stacks were offered the retreat before the assault, in the order declared. */
      readonly asked?: readonly string[];
    }
  /** 9.73: a Secondary Assault from `hex` by `units` on every enemy in their Frontal hexes there (`targets`). */
  | {
      readonly kind: 'secondary';
      readonly by: SecondaryKind;
      readonly hex: string;
      readonly units: readonly string[];
      readonly targets: readonly string[];
    }
  | {
      readonly kind: 'charge';
      readonly hex: string;
      readonly target: string;
      readonly path: readonly string[];
      readonly facing: Facing;
      /** 9.31: the defender chose not to retreat before it (asked once). */
      readonly evade?: 'stood';
    }
  /** 9.65: the friendly stacks `unit` retreated through, each to check its Cohesion. */
  | { readonly kind: 'through'; readonly unit: string; readonly hexes: readonly string[] }
  /** SR5: the Russians destroy the bridge between `hex` and `target` once the enemy batteries' Effective ranges are known. */
  | { readonly kind: 'bridge'; readonly hex: string; readonly target: string }
  /** 9.5: the declared assault of the stack in `hex` (with the stacks combined with it) resolved once its values are known. */
  | { readonly kind: 'resolve'; readonly hex: string }
  /** 9.87: the pursuing cavalry `units` in `hex`, facing `facing`, charges `target` again (its `count`th pursuit charge). */
  | {
      readonly kind: 'pursuit';
      readonly hex: string;
      readonly target: string;
      readonly facing: Facing;
      readonly units: readonly string[];
      readonly count: number;
      /** 9.87 with 9.22: the other enemy hex in its Frontal hexes, charged with the same roll. */
      readonly also?: readonly string[];
      /** 9.31: the pursued stack chose not to retreat before it (asked once). */
      readonly evade?: 'stood';
      /** 9.31 with 9.22: the hexes whose stacks were offered the retreat before the charge, in order. */
      readonly asked?: readonly string[];
    };

/** 9.73: Breakthrough (the infantry that advanced after a 10+) or Counter-assault (the defending infantry after a <0). */
export type SecondaryKind = 'breakthrough' | 'counter-assault';

/** 9.73: a Secondary Assault its side may make now: `units`, in `hex` (a Counter-assault may move one hex first). */
export interface Secondary {
  readonly by: SecondaryKind;
  readonly hex: string;
  readonly units: readonly string[];
}

/**
 * 9.44: an assault or charge declared (`units`, top first, on `targets`), waiting for every Commitment (9.46); a
 * charge that passed holds its cavalry next to its target (`charge`, 9.81 step 3) until it is resolved.
 */
export interface Declared {
  readonly pending: Extract<Pending, { kind: 'assault' | 'charge' }>;
  readonly units: readonly string[];
  readonly targets: readonly string[];
  /**
   * 9.22 with 9.23: the hexes this stack assaults when it joins an assault of its kind on two hexes in one of them only
   * (absent: all of `targets`).
   */
  readonly own?: readonly string[];
  readonly charge?: Charge;
}

/** 9.31: a declared assault or charge whose target may retreat before it (`defender`), then the attacker's advance. */
export interface Evade {
  readonly pending: Extract<Pending, { kind: 'assault' | 'charge' | 'pursuit' }>;
  readonly units: readonly string[];
  readonly stage: 'defender' | 'advance';
  /** The attackers, who may advance into the hex left (9.72). */
  readonly attackers?: readonly string[];
  /** 9.22: the hex whose stack may retreat (`defender`), or the hex left the attackers may advance into (absent: the target). */
  readonly hex?: string;
}

/**
 * 9.81's procedure once the charge is committed and its cavalry stands next to the target (`at`): the defender's
 * square or countercharge (step 4, 9.85, 9.86), the charger's recall (step 5, 9.82), then the resolution (step 7).
 */
export interface Charge {
  readonly from: string;
  readonly at: string;
  readonly target: string;
  /** The charging cavalry (9.84: Disordered at the end of the charge unless recalled). */
  readonly units: readonly string[];
  /** `respond`: the defender chooses (square or countercharge, as `may` says); `recall`: the charger chooses. */
  readonly stage: 'respond' | 'recall';
  /**
   * What the defender may try, read where the charge was declared (9.85: "né in ZOC nemica"; 9.86); `against`: of a
   * charge from several hexes, the charging hexes the countercharge may attack (one of them, 9.86).
   */
  readonly may: {
    readonly square: boolean;
    readonly countercharge: string | null;
    readonly against?: readonly string[];
  };
  /** 9.82: of a charge from several hexes, the hexes whose stacks may try the Recall (absent: every stack). */
  readonly recalling?: readonly string[];
  /** 9.86 CARICHE MULTIESAGONO: the other stacks charging the target with it, each from its own hex. */
  readonly others?: readonly ChargingStack[];
  /** 9.87: the pursuit charge's number (−1 each, cumulative; no Recall), absent for the first charge. */
  readonly pursuit?: number;
  /** 9.81 step 6: the Reaction Fire (8.6) has been fired at the charger (absent before it). */
  readonly reacted?: boolean;
  /** 9.82: why the charger may recall at the `recall` stage: the square (step 5, absent) or the Reaction Fire (step 6). */
  readonly reason?: 'square' | 'reaction-fire';
  /** 9.86: a successful countercharge kept while the charger chooses to recall after the Reaction Fire. */
  readonly counter?: Countercharge;
  /** 9.87 with 9.22: the other hex charged with the same roll, what its defender may try and its countercharge. */
  readonly also?: readonly ChargedHex[];
  /** The hex whose defender answers at the `respond` stage (absent: `target`). */
  readonly answering?: string;
}

/** 9.86: a stack of a charge from several hexes: from where it charged, the hex it stopped in, its cavalry. */
export interface ChargingStack {
  readonly from: string;
  readonly at: string;
  readonly units: readonly string[];
}

/** 9.22 via 9.87: a second hex a pursuit charge falls on: its square or countercharge read as `Charge.may`. */
export interface ChargedHex {
  readonly hex: string;
  readonly may: Charge['may'];
  readonly counter?: Countercharge;
}

/** 9.86: a successful countercharge (its weight and the units that made it), which the charge resolves against. */
export interface Countercharge {
  readonly countercharge?: 'light' | 'heavy';
  readonly counterchargers?: readonly string[];
  /** 9.86: of a charge from several hexes, the charging hex the countercharge attacked. */
  readonly at?: string;
}

/**
 * 9.87: the charging cavalry (`units`) advanced into the hex its target left (`at`) after a 10+; it faces a unit it
 * pursues (`pursued`, where they retreated) and charges it again or stops (`pursuitOptions`). `count`: the pursuit
 * charges made so far.
 */
export interface Pursuit {
  readonly units: readonly string[];
  readonly at: string;
  readonly pursued: readonly string[];
  readonly count: number;
}

/** The cavalry types a counter prints (2.2), in the order of their numbers: L = 0, H = 1, C = 2. */
export const CAVALRY_TYPES = ['L', 'H', 'C'] as const;

/** 8.7: the artillery fired on (`units`, good order, in `hex`) that may answer the battery `firer`, or not. */
export interface CounterBattery {
  readonly firer: string;
  readonly hex: string;
  readonly units: readonly string[];
}

/** 9.62–9.66: a unit that must retreat one hex from `cause`, chosen by its owner. */
export interface Retreat {
  readonly unit: string;
  readonly cause: string;
}

/** 9.71: the attackers who must advance into `to` once the retreats are done. */
export interface Advance {
  readonly units: readonly string[];
  readonly to: string;
  /**
   * 9.87: a charge's 10+: the advance is a pursuit (`count` pursuit charges so far; `defenders`: the units charged in
   * the hexes whose row was 10+, `hexes`, absent: `to`; 9.22: it pursues from one of those hexes only).
   */
  readonly pursuit?: {
    readonly count: number;
    readonly defenders: readonly string[];
    readonly hexes?: readonly string[];
  };
  /** 9.22: the other hexes of the assault, where it advances, in order, when `to` is still held. */
  readonly also?: readonly string[];
  /** 9.73: the hexes whose 10+ lets the infantry advancing into them Break through. */
  readonly breakthrough?: readonly string[];
  /** 9.86: a pursuit after a charge from several hexes: the hexes its units advance from (absent: the first's). */
  readonly from?: readonly string[];
  /** 9.71: the stacks of a combined assault (9.23) tied on the highest Cohesion, among which the attacker chooses. */
  readonly tied?: readonly AdvancingStack[];
  /**
   * 9.71 with 9.22 and 9.23: a combined assault on two hexes whose stacks did not all assault both: every stack with the
   * hexes it assaulted; once the retreats are made the one that advances is the highest Cohesion of those with a hex
   * left (the attacker choosing on a tie, `tied`), into its first hex left.
   */
  readonly by?: readonly AdvancingStack[];
}

/** 9.71: a stack of a combined assault (9.23) that may advance, with its top unit's Cohesion. */
export interface AdvancingStack {
  readonly hex: string;
  readonly units: readonly string[];
  readonly cohesion: number;
  /** 9.22: the hexes it assaulted, in the assault's order (absent: all of the assault's). */
  readonly hexes?: readonly string[];
}

/** 7.39: enemy infantry (`mover`) stopped in `hex`, in the ZOC of the cavalry `units`, each of which may withdraw. */
export interface Withdrawal {
  readonly mover: string;
  readonly hex: string;
  readonly units: readonly string[];
}

/** 9.71: the units that advanced into `hex` (`advance`, the advance made), their facing there to choose. */
export interface AdvanceFacing {
  readonly units: readonly string[];
  readonly hex: string;
  readonly advance: Advance;
}

/**
 * The 7 September scenario's chain of command (5.2–5.6, SR1–SR3), absent in Shevardino. A Command is its Activation
 * Group's id, or one of Murat's six cavalry commands (his group's formations, SR2): rules/activation.ts.
 */
export interface September {
  /** 5.21: the Commands Under Orders this turn (kept when the Delay roll fails, 5.29). */
  readonly orders: readonly string[];
  /** 5.29: the Delay rolls failed in a row, by side (−1 each on the next). */
  readonly failures: Readonly<Record<Side, number>>;
  /** 5.29: the sides giving new Orders in this Orders Phase. */
  readonly newOrders: readonly Side[];
  /** 4.0: who has the Initiative this turn (null before it is rolled). */
  readonly initiative: Side | 'none' | null;
  /** 5.31, 5.32: the AMs still in the cup, a group id each. */
  readonly cup: readonly string[];
  /** 5.43: the group whose AM was drawn (or chosen), acting now. */
  readonly group: string | null;
  /** 5.28: the Commands Under Orders for this activation only, and those that rolled this activation. */
  readonly individual: readonly string[];
  readonly tried: readonly string[];
  /** 5.28: the formations of a Command that failed its roll: they may only Rally this activation. */
  readonly idle: readonly string[];
  /** SR3 with 5.12: the units of the Guard's chains without Napoleon's Orders when another chain has them: not activated. */
  readonly inert?: readonly string[];
  /** SR1: the formations of the Russian Reserve without Orders: no movement this activation. */
  readonly fixed: readonly string[];
  /** 5.5: the sides whose Reserve Phase is over; the Command activated as Reserve now (5.53), if any. */
  readonly reserveDone: readonly Side[];
  readonly reserve: string | null;
  /** 5.6: the hexes of the Commanders-in-Chief, by side; the sides that moved theirs this OC Movement Phase (5.62). */
  readonly leaders: Readonly<Record<Side, string>>;
  readonly ocMoved: readonly Side[];
  /** SR7: Napoleon's MP this turn, once rolled. */
  readonly napoleonMp: number | null;
  /**
   * The set-up's note [e]: the 1st Western Army Artillery Reserve "possono raggrupparsi in violazione ai limiti, 3 per
   * esagono, sino a quando non muovono o sparano": its units still where they were set up, not having moved nor fired.
   */
  readonly overstacked: Readonly<Record<string, string>>;
  /** SR15: the Victory Points each side scored for the enemy groups that Collapsed. */
  readonly vp: Readonly<Record<Side, number>>;
  /** 5.33, SR4: the sides that ordered the Artillery Barrage AM this turn (absent in states saved before it). */
  readonly barrage?: readonly Side[];
  /** SR5: the villages on fire and in rubble (absent in states saved before it). */
  readonly villages?: Readonly<Record<string, 'burning' | 'rubble'>>;
  /** SR5: the bridges destroyed, by hexside (core/map/hex.ts's `hexsideKey`; absent in states saved before it). */
  readonly bridges?: readonly string[];
  /**
   * 5.23: the Activation Groups whose Commands' Orders markers are face up: revealed when the group's first AM is drawn
   * (3.0 C.2), turned down again when their side gives new Orders (5.21, 5.29). The enemy sees no other (absent in
   * older states).
   */
  readonly revealed?: readonly string[];
  /**
   * 5.12, 5.24: each unit's Command this turn, the chain it stood in at the Orders Phase (rules/command.ts); a unit that
   * separates keeps it, and its Orders, until the next Orders Phase (absent in older states: the group's Command).
   */
  readonly commands?: Readonly<Record<string, string>>;
  /**
   * 5.24, 5.29: the last turn's Commands and Orders, and the new chains whose Orders the player decides on if the Delay
   * roll fails (a part of a split Command Under Orders, or Commands rejoined with one that was).
   */
  readonly previous?: {
    readonly commands: Readonly<Record<string, string>>;
    readonly orders: readonly string[];
    readonly open: readonly string[];
  } | null;
  /** 4.0, 5.51: the phase whose order the side with the Initiative is choosing, first or second (absent once chosen). */
  readonly choosing?: 'reserve' | 'oc-move';
  /** SR14: the French flank maneuver, written down at set-up (absent: not attempted; play/flank.ts). */
  readonly flank?: Flank;
}

/**
 * SR14: the French flank maneuver. `units` and `turn` are the French's secret until the units go to the FLANK MANEUVER
 * box (never in a view, menu or log of the Russians before: play/flank.ts).
 */
export interface Flank {
  /** The units chosen for it (after the box: those that went there). */
  readonly units: readonly string[];
  /** The turn in which Napoleon orders it (null while not chosen yet). */
  readonly turn: number | null;
  /** The turn at whose end the units went to the box. */
  readonly boxed?: number;
  /** The +1 for each 7–11 rolled so far. */
  readonly count: number;
  /** The south-edge hexes the units may enter by, once a roll let them ('2400-2800', or '3500-5100' recalled). */
  readonly entry?: string;
  /** The Command is back on the map (a unit of it entered): the Russians may enter 2400–2800 again. */
  readonly returned?: boolean;
}

export interface BorodinoState {
  readonly scenario: string;
  readonly turn: number;
  readonly turns: number;
  readonly step: Step;
  /** The side whose step it is. */
  readonly side: Side;
  /** Shevardino: the commands (formations) active (the scenario's "Attivazione"). */
  readonly active: readonly string[];
  readonly units: Readonly<Record<string, UnitState>>;
  /** Values the players gave for counters whose pack value is unknown (core/learned.ts); never asked again. */
  readonly learned: LearnedBook;
  readonly pending: Pending | null;
  readonly retreats: readonly Retreat[];
  readonly advance: Advance | null;
  /** 9.31: a retreat before assault offered, or the advance after it. */
  readonly evade: Evade | null;
  /** 8.7: a counter-battery fire offered to the side fired on (absent in states saved before it). */
  readonly counterBattery?: CounterBattery | null;
  /** 9.8: a charge between its Commitment and its resolution. */
  readonly charge: Charge | null;
  /** 9.84: the cavalry Disordered at the end of the charge, once its advance (9.71) is made. */
  readonly chargeEnd: readonly string[];
  /** 9.87: a pursuit waiting for the charger to face the pursued unit and charge or stop (absent in older states). */
  readonly pursuit?: Pursuit | null;
  /** 9.73: the Secondary Assault offered now, and those to offer once it is done (absent in older states). */
  readonly secondary?: Secondary | null;
  readonly secondaryDue?: readonly Secondary[];
  /** 7.39: the withdrawal offered to cavalry whose ZOC enemy infantry entered (absent in older states). */
  readonly withdrawal?: Withdrawal | null;
  /** 9.71: the facing asked of the units that advanced (absent in older states). */
  readonly advanceFacing?: AdvanceFacing | null;
  /** 9.44, 9.46: the assaults and charges declared (before `rolled`) or committed and not yet resolved (after). */
  readonly declared?: readonly Declared[];
  /** 9.46: the Commitments of this activation are rolled: no more assault is declared (absent in older states). */
  readonly rolled?: boolean;
  /** 9.22: the hexes assaulted this activation. */
  readonly assaultedHexes: readonly string[];
  /** 10.52: the groups that have Collapsed (once a game). */
  readonly collapsed: readonly string[];
  /** 7.13: the commands using Extended Movement this activation. */
  readonly extended: readonly string[];
  /** 7.41: the units that entered this activation, in order. */
  readonly entered: readonly string[];
  /** The counter that orders stacks (6.24). */
  readonly seq: number;
  /** What the last action's picture marks (play/last.ts); absent when it moved nothing. */
  readonly last?: Highlights;
  readonly over: {
    readonly winner: Side | null;
    readonly reason: 'redoubt' | 'nobody' | 'vp';
    /** SR15, SR16: the Victory Points of the 7 September scenario. */
    readonly vp?: Readonly<Record<Side, number>>;
  } | null;
  /** The 7 September scenario's chain of command (absent in Shevardino). */
  readonly september?: September;
}

const facing = z.enum(['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw']);
const id = z.string().min(1).max(40);

export const borodinoAction = z.discriminatedUnion('type', [
  /** 6.11 at set-up: every unit of the side faces this way ("orientate come si desidera"). */
  z.object({ type: z.literal('face-all'), facing }),
  /** 6.11, 6.12: turn the side's stack in a hex (set-up, or the Movement step). */
  z.object({ type: z.literal('face'), hex: id, facing }),
  /** Ends the side's set-up or the current step. */
  z.object({ type: z.literal('done') }),
  /** 7.13: the whole command uses Extended Movement this activation. */
  z.object({ type: z.literal('extended'), command: id }),
  /** 5.21 (SR1, SR2): the Command is put Under Orders this turn, or taken off them. */
  z.object({ type: z.literal('order'), command: id }),
  /** 4.0, 5.41: the side with the Initiative chooses the AM of this group to activate first. */
  z.object({ type: z.literal('pick'), group: id }),
  /** 5.28: the No-Orders Command rolls for Individual Orders. */
  z.object({ type: z.literal('individual'), command: id }),
  /** 4.0, 5.51: the side with the Initiative goes first (`first`) or second in this Reserve or OC Movement Phase. */
  z.object({ type: z.literal('go'), first: z.boolean() }),
  /** 5.51: the Command is activated as Reserve. */
  z.object({ type: z.literal('reserve'), command: id }),
  /** 5.62: the side's Commander-in-Chief moves to `to`. */
  z.object({ type: z.literal('oc-move'), to: id }),
  /** A value of the `command` table the book lacks (an AM's Orders value, 5.28; an OC's Range or Orders, 5.61, 4.0). */
  z.object({
    type: z.literal('command-value'),
    row: id,
    column: z.enum(['orders', 'range']),
    value: z.number().int().min(0).max(20),
  }),
  /** Shevardino: the French activate one inactive command at the start of a turn. */
  z.object({ type: z.literal('activate'), command: id }),
  z.object({
    type: z.literal('value'),
    unit: id,
    name: z.enum(VALUE_NAMES),
    face: z.enum(['front', 'back']),
    value: z.number().int().min(0).max(20),
  }),
  /** SR14 at set-up: the French add a unit to the flank maneuver or take it off (`unit`), or write down its `turn`. */
  z.object({ type: z.literal('flank'), unit: id.optional(), turn: z.number().int().min(1).max(20).optional() }),
  /** SR14: after a 2–6, the French recall the units onto the south edge 3500–5100, or take it as no result. */
  z.object({ type: z.literal('flank-recall'), recall: z.boolean() }),
  /** SR5: the Destruction AM sets the village in `hex` on fire, its Russian stack moving free to `to`. */
  z.object({ type: z.literal('burn'), hex: id, to: id }),
  /** SR5: the Destruction AM destroys the bridge between `hex` and `across`. */
  z.object({ type: z.literal('bridge'), hex: id, across: id }),
  /** 8.21: `with` the other batteries combining their fire (stacked; with the Barrage AM stacked or adjacent). */
  z.object({ type: z.literal('fire'), unit: id, target: id, with: z.array(id).max(12).optional() }),
  /** 7.31: the hexes entered, in order (the start hex left out; a reinforcement's entry hex first, 7.41). */
  z.object({ type: z.literal('move'), unit: id, path: z.array(id).min(1).max(30) }),
  z.object({ type: z.literal('enter'), unit: id, path: z.array(id).min(1).max(30) }),
  /** 9.22: `also` lists the other enemy hexes assaulted with the same roll. */
  z.object({ type: z.literal('assault'), hex: id, target: id, also: z.array(id).max(5).optional() }),
  /** 9.46: every declared assault and charge rolls its Commitment now. */
  z.object({ type: z.literal('commit') }),
  /** 9.1 phase 5: the committed assault or charge declared from `hex` is resolved next. */
  z.object({ type: z.literal('resolve'), hex: id }),
  /** 9.73: the Secondary Assault offered is made from `hex`, or declined (null). */
  z.object({ type: z.literal('secondary'), hex: id.nullable() }),
  /** 9.81: the cavalry of the stack in `hex` charges `target` through 1 or 2 hexes, ending with `facing`. */
  z.object({ type: z.literal('charge'), hex: id, target: id, path: z.array(id).min(1).max(2), facing }),
  /** 9.85, 9.86: the charged side tries square, countercharges, or stands. */
  z.object({
    type: z.literal('respond'),
    response: z.enum(['square', 'countercharge', 'stand']),
    against: id.optional(),
  }),
  /** 9.87: the pursuing cavalry faces `facing` toward the pursued unit in `target` and charges it, or stops. */
  z.object({ type: z.literal('pursue'), target: id, facing, charge: z.boolean() }),
  /** 9.82: the charger facing a square tries to recall its cavalry, or charges home. */
  z.object({ type: z.literal('recall'), recall: z.boolean() }),
  /** 9.31: the assaulted or charged stack retreats along `path` (1 or 2 hexes) before the Commitment, or stays (empty). */
  z.object({ type: z.literal('evade'), path: z.array(id).max(2) }),
  /** 6.24: the unit is put on top of its stack (at the start or the end of its activation, never in an enemy ZOC). */
  z.object({ type: z.literal('restack'), hex: id, unit: id }),
  /** 8.7: the artillery fired on answers with one of its units, or not (null). */
  z.object({ type: z.literal('counter'), unit: id.nullable() }),
  /** 7.39: the cavalry `unit` withdraws one hex to `to`, facing `facing`; null: the cavalry offered stays. */
  z.object({ type: z.literal('withdraw'), unit: id.nullable(), to: id.optional(), facing: facing.optional() }),
  /** 9.71: the units that advanced face `facing` in the hex entered. */
  z.object({ type: z.literal('advance-face'), facing }),
  /** 9.71: of the stacks tied on the highest Cohesion, the one in `hex` advances. */
  z.object({ type: z.literal('advance-by'), hex: id }),
  /** 9.31, 9.72: the attacker advances into the hex left, or not. */
  z.object({ type: z.literal('evade-advance'), advance: z.boolean() }),
  /** 9.85: the stack in square in `hex` moves one hex, to `to` (in the Movement step). */
  z.object({ type: z.literal('square-move'), hex: id, to: id }),
  /** 9.85: a stack dissolves its square (in the Movement step; never in an enemy ZOC). */
  z.object({ type: z.literal('unsquare'), hex: id }),
  z.object({ type: z.literal('retreat'), unit: id, to: id, through: id.optional() }),
  z.object({ type: z.literal('rally'), unit: id }),
  z.object({ type: z.literal('recover'), unit: id }),
  z.object({ type: z.literal('place'), unit: id, to: id }),
  /** A referee's correction (a logged freeplay edit): a unit put on a hex or a box, its side and facing. */
  z.object({
    type: z.literal('correct'),
    unit: id,
    at: id,
    disordered: z.boolean(),
    facing: facing.optional(),
  }),
]);
export type BorodinoAction = z.infer<typeof borodinoAction>;
