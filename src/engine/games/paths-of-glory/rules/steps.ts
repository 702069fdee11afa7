import type { Step } from '../../../core/explain.js';
import type { Side, Terrain } from '../model.js';
import type { CombatTable, ReplacementAction } from './tables.js';

/**
 * Every step a Paths of Glory rule reports, as data: the closed union words.ts words kind by kind (the compiler
 * checks each is worded). Each step names the rule it applies.
 */

export type CombatSide = 'attacker' | 'defender';

/** Why a die is modified: each kind is worded in words.ts. */
export type ModifierKind = 'aug-sep-1914' | 'repeated-attempt' | 'hoffmann' | 'isolated-spaces' | 'drm';

export interface RollModifier {
  readonly [field: string]: string | number;
  readonly why: ModifierKind;
  readonly value: number;
  readonly rule: string;
}

/** A die rolled and modified: `Dice 4; −2 August–September 1914 (15.3.3) → 2`. */
export interface RollStep extends Step {
  readonly step: 'roll';
  readonly dice: readonly number[];
  readonly modifiers: readonly RollModifier[];
  readonly total: number;
}

// Fire (12.2.7–12.2.9, 12.4.1): one fire is the five steps fire-roll, column, column-shift?, row, loss-number.
export interface FireRollStep extends Step {
  readonly step: 'fire-roll';
  readonly rule: '12.2.7';
  /** The side firing in a combat, null for a fire asked alone. */
  readonly side: CombatSide | null;
  /** Fires with what survived the other side's fire (12.3.3). */
  readonly after: boolean;
  readonly die: number;
  readonly drm: number;
}
export interface ColumnStep extends Step {
  readonly step: 'column';
  readonly rule: '12.2.8';
  readonly table: CombatTable;
  readonly cf: number;
  readonly column: string;
}
export interface ColumnShiftStep extends Step {
  readonly step: 'column-shift';
  readonly rule: '12.2.8';
  readonly from: string;
  /** The column read; the same as `from` when the shift stops at the table's end. */
  readonly to: string;
  readonly value: number;
}
export interface RowStep extends Step {
  readonly step: 'row';
  readonly rule: '12.2.9';
  /** The die plus drm, and the row it reads (clamped to 1–6). */
  readonly modified: number;
  readonly row: number;
}
export interface LossNumberStep extends Step {
  readonly step: 'loss-number';
  readonly rule: '12.4.1';
  readonly table: CombatTable;
  readonly column: string;
  readonly row: number;
  readonly lossNumber: number;
}
export type FireStep = FireRollStep | ColumnStep | ColumnShiftStep | RowStep | LossNumberStep;

// Flank attacks (12.3).
export interface FlankStep extends Step {
  readonly step: 'flank';
  readonly rule: '12.3.3';
  /** Wireless Intercepts (CP #2): success without a roll. */
  readonly automatic: boolean;
  readonly die: number | null;
  readonly drm: number;
  readonly total: number | null;
  readonly success: boolean;
}

// Combat (12.2, 12.4–12.7).
export interface TrenchCancelledStep extends Step {
  readonly step: 'trench-cancelled';
  readonly rule: '12.2.4';
}
export interface VonHutierStep extends Step {
  readonly step: 'von-hutier';
  readonly card: 'CP #44';
}
export interface NoFireStep extends Step {
  readonly step: 'no-fire';
  readonly rule: '12.2.9';
  readonly side: CombatSide;
}

/** Why an army's elimination is for good: the dot (12.4.7 item 5) or no reserve corps to replace it (12.4.4). */
export type Permanence = 'never-rebuilt' | 'no-reserve';

export interface UnitLossData {
  readonly [field: string]: string | boolean | null;
  readonly unit: string;
  readonly size: 'army' | 'corps';
  readonly loss: 'none' | 'reduced' | 'eliminated';
  readonly fromReserve: boolean;
  readonly permanent: Permanence | null;
}

export interface AllocationData {
  readonly [field: string]: number | boolean | readonly UnitLossData[] | WithdrawalData | null;
  readonly losses: readonly UnitLossData[];
  readonly fortDestroyed: boolean;
  readonly unabsorbed: number;
  readonly withdrawal: WithdrawalData | null;
}

export interface WithdrawalData {
  readonly [field: string]: string | null;
  /** The unit given its step back, as written in the notation; null when Withdrawal gives nothing back (12.6.8). */
  readonly restored: string | null;
  readonly what: 'corps' | 'army' | 'none';
}

export interface LossesStep extends Step {
  readonly step: 'losses';
  readonly rule: '12.4';
  readonly side: CombatSide;
  readonly lossNumber: number;
  /** How many legal allocations there are (12.4.3); the first four are shown. */
  readonly ways: number;
  readonly shown: readonly AllocationData[];
  /** The allocation taken before the other side fires (12.3.3), and whether the player chose it. */
  readonly chosen: { readonly index: number; readonly explicit: boolean } | null;
}
export interface WinnerStep extends Step {
  readonly step: 'winner';
  readonly rule: '12.2.11';
  readonly winner: 'attacker' | 'defender' | 'none';
  readonly attackerLoss: number;
  readonly defenderLoss: number;
}
export interface WithdrawalRetreatStep extends Step {
  readonly step: 'withdrawal-retreat';
  readonly rule: '12.6.4';
}
export interface RetreatStep extends Step {
  readonly step: 'retreat';
  readonly rule: '12.5.2';
  readonly spaces: 1 | 2;
  /** 12.5.3: the defenders may stay by losing one more step, thanks to their trench or terrain. */
  readonly canCancel: boolean;
  readonly cover: Terrain | 'trench';
}
export interface NoRetreatStep extends Step {
  readonly step: 'no-retreat';
  readonly rule: '12.5.1';
}
export interface DefendersEliminatedStep extends Step {
  readonly step: 'defenders-eliminated';
}
export interface AdvanceStep extends Step {
  readonly step: 'advance';
  readonly rule: '12.7.1';
  /** 12.7.3: the terrain that stops them on entering, if any. */
  readonly stopIn: Terrain | null;
  /** 12.7.6: an intact fort is entered only by units able to besiege it. */
  readonly fortStands: boolean;
}
export type CombatStep =
  | FireStep
  | FlankStep
  | TrenchCancelledStep
  | VonHutierStep
  | NoFireStep
  | LossesStep
  | WinnerStep
  | WithdrawalRetreatStep
  | RetreatStep
  | NoRetreatStep
  | DefendersEliminatedStep
  | AdvanceStep;

// Siege (15.3) and trenches (11.2).
export interface SiegeStep extends Step {
  readonly step: 'siege';
  readonly rule: '15.3.2';
  readonly modified: number;
  readonly fortLf: number;
  readonly destroyed: boolean;
}
export interface EntrenchStep extends Step {
  readonly step: 'entrench';
  readonly rule: '11.2.2';
  readonly modified: number;
  readonly lf: number;
  readonly success: boolean;
  /** The level before the attempt (0 or 1). */
  readonly trench: number;
  /** Whether this was already a repeated attempt (11.2.10). */
  readonly retry: boolean;
}

// Peace (16.5) and the tournament bid (5.6).
export interface PeaceStep extends Step {
  readonly step: 'peace-terms';
  readonly rule: '16.5.2';
  readonly side: Side;
  readonly cws: number;
  readonly column: '0-19' | '20+';
  readonly row: number;
  readonly vp: number;
  /** The VP total before, when given. */
  readonly vpBefore: number | null;
}
export interface BidRollStep extends Step {
  readonly step: 'bid-roll';
  readonly rule: '5.6.2';
  readonly first: number;
  readonly second: number;
}
export interface BidStep extends Step {
  readonly step: 'bid';
  readonly rule: '5.6.2';
  readonly chooser: 'first' | 'second' | 'tie';
}
export interface BidVpStep extends Step {
  readonly step: 'bid-vp';
  readonly rule: '5.6.2.1';
}

// Mandated Offensives (7.1).
export type MoBox = 'none' | 'ge' | 'ah' | 'ah-it' | 'tu' | 'fr' | 'br' | 'it' | 'ru';
export interface MoTableStep extends Step {
  readonly step: 'mo-table';
  readonly rule: '7.1.1';
  readonly side: Side;
  readonly source: 'pack' | 'default';
  readonly modified: number;
  readonly box: number;
  readonly read: MoBox;
}
export interface MoChangeStep extends Step {
  readonly step: 'mo-change';
  readonly rule: '7.1.2' | '7.1.6' | '7.1.10' | '7.1.11';
  readonly why: 'hl-take-command' | 'bolshevik' | 'ah-it-as-ah' | 'neutral' | 'capital';
  readonly from: MoBox;
  readonly to: MoBox;
}
export interface MoOutcomeStep extends Step {
  readonly step: 'mo-outcome';
  readonly rule?: '7.1.3' | '7.1.8';
  readonly side: Side;
  readonly offensive: MoBox;
  readonly mutiny: boolean;
}

// Replacements (17.1).
export interface RpNationStep extends Step {
  readonly step: 'rp-cost';
  readonly rule: '17.1.4';
  /** The nation paying, or `all` when the items named none. */
  readonly nation: string;
  readonly items: readonly { readonly action: ReplacementAction; readonly count: number }[];
  readonly rp: number;
}
export interface RpTotalStep extends Step {
  readonly step: 'rp-total';
  readonly rule: '17.1.4';
  readonly rp: number;
}
export interface RpHalvesStep extends Step {
  readonly step: 'rp-halves';
  readonly rule: '17.1.4';
}

export type PogStep =
  | RollStep
  | CombatStep
  | SiegeStep
  | EntrenchStep
  | PeaceStep
  | BidRollStep
  | BidStep
  | BidVpStep
  | MoTableStep
  | MoChangeStep
  | MoOutcomeStep
  | RpNationStep
  | RpTotalStep
  | RpHalvesStep;
