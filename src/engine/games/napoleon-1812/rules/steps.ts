import { ruled, type Ruled } from '../../../core/explain.js';
import type { Arrival, Side } from '../model.js';
import type {
  CavalryWithdrawStep,
  StackValueStep,
  ModifiedAttackStep,
  SupportValueStep,
  FinalValueStep,
  DisruptedDefenceStep,
  TieStep,
  CombatWonStep,
  LoserHitsStep,
  WinnerHitsStep,
  HitAllocationStep,
  AnnihilationStep,
  RetreatStep,
  AdvanceStep,
  PursuitStep,
  HalfDifferenceStep,
  WinnerHitsTotalStep,
  EscapeRollStep,
  NapoleonLostStep,
} from './combat-steps.js';

/**
 * The explanation of every Napoleon's Greatest Gamble ruling as data: one closed union of steps, each naming the
 * rule it applies, so that words.ts words each kind (the compiler checks it covers them all) and `--json` prints
 * them. The rules functions push them on the line that applies the rule. Rule 11's steps: combat-steps.ts.
 */

/** A modifier of a roll or a count, by kind (words.ts names each kind). */
export type StepModifier = {
  readonly kind: ModifierKind;
  readonly value: number;
  /** The rule the explanation cites next to the modifier, when it cites one. */
  readonly rule: string | null;
  /** What the kind needs to be named: the support stack's number, the 9.3 event, the defender's terrain. */
  readonly of: string | number | null;
};

export type ModifierKind =
  // 11.5, 11.7
  | 'leader-cr'
  // 11.4, 11.5, 11.7
  | 'river'
  | 'fortified-with-artillery'
  | 'fortified-without-artillery'
  | 'support-fortified-without-artillery'
  | 'terrain'
  | 'leader'
  | 'mav'
  | 'dv'
  | 'support'
  // 8.6, 14.5, 16.2, 16.4
  | 'french-from-turn-3'
  | 'winter'
  | 'forced-march-hexes'
  | 'napoleon'
  | 'command'
  | 'napoleon-davout'
  | 'murat'
  // 7.2, 8.8, 16.1, 16.7
  | 'depots'
  | 'captured'
  | 'cavalry-reserve'
  | 'card'
  // 9.3
  | 'decisive'
  | 'city-event';

// ---------------------------------------------------------------------------------------------------------------
// 6 Supply, 7 Supply Trains

export type ForageStep = {
  readonly step: 'forage';
  readonly rule: '6.3';
  readonly die: number;
  readonly units: number;
  readonly outOfSupply: boolean;
  /** 6.4: whether Veterans go too: true in winter, null when the turn is unknown. */
  readonly winter: boolean | null;
};
export type ForageMarkerStep = {
  readonly step: 'forage-marker';
  readonly rule: '6.3';
};
export type TrainsStep = {
  readonly step: 'trains';
  readonly rule: '7.2' | '16.13';
  readonly table: 'Tab. 7.3' | 'Tab. 16.13';
  readonly turn: number;
  readonly side: Side;
  readonly tableValue: number;
  readonly modifiers: readonly StepModifier[];
  readonly available: number;
};
export type DepotsRemovableStep = {
  readonly step: 'depots-removable';
  readonly rule: '7.2';
  readonly count: number;
  readonly removable: number;
};
export type FirstPlayerStep = {
  readonly step: 'first-player';
  readonly rule: '7.4' | '13.2';
  /** The rules cited in the text, e.g. `7.4, 8.2`. */
  readonly cite: string;
  readonly table: string;
  readonly first: Side | 'tie';
  readonly french: number;
  readonly russian: number;
};

// ---------------------------------------------------------------------------------------------------------------
// 8 Movement: attrition

export type NoAttritionRollStep = {
  readonly step: 'no-attrition-roll';
  readonly rule: '8.5';
  readonly hexes: number;
  readonly winter: boolean;
  readonly trigger: number;
};
export type AttritionRollStep = {
  readonly step: 'attrition-roll';
  readonly rule: '8.6';
  readonly die: number;
  readonly modifiers: readonly StepModifier[];
  readonly total: number;
};
export type AttritionRowStep = {
  readonly step: 'attrition-row';
  readonly rule: '8.5';
  readonly total: number;
  /** The row read, as the book prints it; null under 6. */
  readonly row: string | null;
  readonly units: number;
};
export type AttritionEffectStep = {
  readonly step: 'attrition-effect';
  readonly rule: '8.5';
  readonly eliminate: number;
  readonly disrupt: number;
  readonly rowRead: boolean;
};
export type CavalryFirstStep = {
  readonly step: 'cavalry-first';
  readonly rule: '16.6';
};

// ---------------------------------------------------------------------------------------------------------------
// 9 Combat Commands

export type CombatCommandsStep = {
  readonly step: 'combat-commands';
  readonly rule: '9.3';
  readonly side: Side;
  readonly base: number;
  readonly modifiers: readonly StepModifier[];
  readonly raw: number;
  readonly cc: number;
  readonly min: number;
};
export type FirstAttackerStep = {
  readonly step: 'first-attacker';
  readonly rule: '9.4';
  readonly side: Side;
  readonly equal: boolean;
};
export type CcExpireStep = {
  readonly step: 'cc-expire';
  readonly rule: '9.2';
};

// ---------------------------------------------------------------------------------------------------------------
// 10 Activation

export type ActivationRollStep = {
  readonly step: 'activation-roll';
  readonly rule: '10.2';
  readonly die: number;
  readonly cc: number;
  readonly cr: number;
  readonly total: number;
};
export type AttackOutcomeStep = {
  readonly step: 'attack-outcome';
  readonly rule: '10.2' | '10.7';
  readonly outcome: 'aborted' | 'proceeds' | 'failed';
  readonly cc: number;
  readonly total: number;
  readonly target: number;
  readonly abortFace: number;
};
export type SupportCallStep = {
  readonly step: 'support-call';
  readonly rule: '10.4' | '10.6';
  readonly side: 'attacker' | 'defender';
  readonly cc: number;
};
export type SupportRollStep = {
  readonly step: 'support-roll';
  readonly rule: '10.4' | '10.6';
  readonly stack: number;
  readonly die: number;
  readonly cc: number;
  readonly cr: number;
  readonly total: number;
  readonly joins: boolean;
  readonly target: number;
};
export type SupportJoinedStep = {
  readonly step: 'support-joined';
  readonly rule: '10.4' | '10.6';
  readonly side: 'attacker' | 'defender';
  readonly joined: number;
  readonly stacks: number;
};

// ---------------------------------------------------------------------------------------------------------------
// 13 Cossacks and reinforcements

export type CossackThresholdStep = {
  readonly step: 'cossack-threshold';
  readonly rule: '13.1';
  readonly winter: boolean;
};
export type CossackRollStep = {
  readonly step: 'cossack-roll';
  readonly rule: '13.1';
  readonly hex: number;
  readonly die: number;
  readonly hit: boolean;
};
export type CossackHitsStep = {
  readonly step: 'cossack-hits';
  readonly rule: '13.1' | '11.17';
  readonly hits: number;
};
export type ReinforcementsTurnStep = {
  readonly step: 'reinforcements-turn';
  readonly rule: '13.2';
  readonly turn: number;
};
export type ReinforcementStep = {
  readonly step: 'reinforcement';
  readonly rule: '13.3';
  readonly side: Side;
  /** The row of Tab. 13.2: units as printed, leaders, arrival code and note. */
  readonly units: string;
  readonly leaders: readonly string[];
  readonly arrival: Arrival;
  readonly note: string | null;
};
export type NoReinforcementsStep = {
  readonly step: 'no-reinforcements';
  readonly rule: '13.2';
};
export type ReinforcementPlacementStep = {
  readonly step: 'reinforcement-placement';
  readonly rule: '13.3';
};
export type FirstPlacerUnknownStep = {
  readonly step: 'first-placer-unknown';
  readonly rule: '13.2';
  readonly table: string;
};
export type SwedenReminderStep = {
  readonly step: 'sweden-reminder';
  readonly rule: '16.12';
};
export type No1813FrenchStep = {
  readonly step: 'no-french-reinforcements-1813';
  readonly rule: '16.13';
};
export type RecoveryReminderStep = {
  readonly step: 'russian-recovery-reminder';
  readonly rule: '16.13';
};

// ---------------------------------------------------------------------------------------------------------------
// 16 Advanced rules

export type NoChaosRollStep = {
  readonly step: 'no-chaos-roll';
  readonly rule: '16.5';
  readonly lastTurn: number;
};
export type ChaosRollStep = {
  readonly step: 'chaos-roll';
  readonly rule: '16.5' | '16.4(2)';
  readonly die: number;
  readonly stops: boolean;
};
export type ChaosOutcomeStep = {
  readonly step: 'chaos-outcome';
  readonly rule: '16.5';
  readonly moves: boolean;
  readonly constantine: boolean;
};
export type ReserveRollStep = {
  readonly step: 'reserve-roll';
  readonly rule: '16.7';
  readonly die: number;
};
export type ReserveShortStep = {
  readonly step: 'reserve-short';
  readonly rule: '16.7';
  readonly reserveLeft: number;
  readonly fromOther: number;
};
export type ReserveTotalStep = {
  readonly step: 'reserve-total';
  readonly rule: '16.7';
  readonly totalLost: number;
  /** Known after the last roll (turn 2); null after turn 1. */
  readonly trainPenalty: number | null;
};
export type RevoltRollStep = {
  readonly step: 'revolt-roll';
  readonly rule: '16.8';
  readonly turn: number;
  readonly turns: string;
  readonly needed: number;
  readonly die: number;
  readonly revolt: boolean;
};
export type RevoltEffectStep = {
  readonly step: 'revolt-effect';
  readonly rule: '16.9';
};
export type RevoltOnceStep = {
  readonly step: 'revolt-once';
  readonly rule: '16.8';
};
export type SwedenRollStep = {
  readonly step: 'sweden-roll';
  readonly rule: '16.12';
  readonly die: number;
  readonly arrive: boolean;
};
export type WinterLossesStep = {
  readonly step: 'winter-losses';
  readonly rule: '16.13';
  readonly side: Side;
  readonly dice: readonly [number, number];
  readonly total: number;
  readonly half: number;
};
export type WinterPlacementStep = {
  readonly step: 'winter-placement';
  readonly rule: '16.13';
};
export type WinterLeadersStep = {
  readonly step: 'winter-leaders';
  readonly rule: '16.13';
  readonly leadersLost: number;
};
export type WinterChoiceStep = {
  readonly step: 'winter-choice';
  readonly rule: '16.13';
};
export type NapoleonFateStep = {
  readonly step: 'napoleon-fate';
  readonly rule: '16.13';
  readonly die: number;
  readonly fate: 'gone' | 'may-return' | 'stays';
};
export type NapoleonReturnStep = {
  readonly step: 'napoleon-return';
  readonly rule: '16.13';
  readonly die: number;
  readonly returns: boolean;
};
export type RecoveryRollStep = {
  readonly step: 'recovery-roll';
  readonly rule: '16.13';
  readonly die: number;
  readonly recovered: number;
};
export type RecoveryPlacementStep = {
  readonly step: 'recovery-placement';
  readonly rule: '16.13';
};

export type N1812Step =
  | ForageStep
  | ForageMarkerStep
  | TrainsStep
  | DepotsRemovableStep
  | FirstPlayerStep
  | NoAttritionRollStep
  | AttritionRollStep
  | AttritionRowStep
  | AttritionEffectStep
  | CavalryFirstStep
  | CombatCommandsStep
  | FirstAttackerStep
  | CcExpireStep
  | ActivationRollStep
  | AttackOutcomeStep
  | SupportCallStep
  | SupportRollStep
  | SupportJoinedStep
  | CavalryWithdrawStep
  | StackValueStep
  | ModifiedAttackStep
  | SupportValueStep
  | FinalValueStep
  | DisruptedDefenceStep
  | TieStep
  | CombatWonStep
  | LoserHitsStep
  | WinnerHitsStep
  | HitAllocationStep
  | AnnihilationStep
  | RetreatStep
  | AdvanceStep
  | PursuitStep
  | HalfDifferenceStep
  | WinnerHitsTotalStep
  | EscapeRollStep
  | NapoleonLostStep
  | CossackThresholdStep
  | CossackRollStep
  | CossackHitsStep
  | ReinforcementsTurnStep
  | ReinforcementStep
  | NoReinforcementsStep
  | ReinforcementPlacementStep
  | FirstPlacerUnknownStep
  | SwedenReminderStep
  | No1813FrenchStep
  | RecoveryReminderStep
  | NoChaosRollStep
  | ChaosRollStep
  | ChaosOutcomeStep
  | ReserveRollStep
  | ReserveShortStep
  | ReserveTotalStep
  | RevoltRollStep
  | RevoltEffectStep
  | RevoltOnceStep
  | SwedenRollStep
  | WinterLossesStep
  | WinterPlacementStep
  | WinterLeadersStep
  | WinterChoiceStep
  | NapoleonFateStep
  | NapoleonReturnStep
  | RecoveryRollStep
  | RecoveryPlacementStep;

/** A rules function's answer: the core's, with the game's steps. */
export type Judged<T> = Ruled<T, N1812Step>;

export function judged<T>(value: T, steps: readonly N1812Step[], rules?: readonly string[]): Judged<T> {
  return ruled(value, steps, rules);
}

export type { Blame } from '../../../core/explain.js';
