import type { StepModifier } from './steps.js';

/** The steps of rule 11 (combat, hits, escape): members of the game's union of steps (steps.ts). */

export type CavalryWithdrawStep = {
  readonly step: 'cavalry-withdraw';
  readonly rule: '11.1';
};
export type StackValueStep = {
  readonly step: 'stack-value';
  readonly rule: '11.3' | '11.6';
  readonly who: 'attack' | 'defence';
  readonly goodUnits: number;
  readonly cf: number;
  readonly abilityCf: number;
  readonly types: number;
  readonly arms: number;
  readonly divisor: 1 | 2 | 4;
  readonly fatigueOn: 'value' | 'cf';
  readonly cfDivided: number;
  readonly value: number;
};
export type ModifiedAttackStep = {
  readonly step: 'modified-attack';
  readonly rule: '11.4';
  readonly av: number;
  readonly modifiers: readonly StepModifier[];
  readonly mav: number;
};
export type SupportValueStep = {
  readonly step: 'support-value';
  readonly rule: '11.5' | '11.7';
  readonly stack: number;
  readonly good: number;
  readonly divisor: 1 | 2 | 4;
  readonly units: number;
  readonly modifiers: readonly StepModifier[];
  readonly value: number;
};
export type FinalValueStep = {
  readonly step: 'final-value';
  readonly rule: '11.5' | '11.7';
  readonly who: 'attack' | 'defence';
  readonly die: number;
  readonly modifiers: readonly StepModifier[];
  readonly value: number;
};
export type DisruptedDefenceStep = {
  readonly step: 'disrupted-defence';
  readonly rule: '11.18';
  readonly die: number;
};
export type TieStep = {
  readonly step: 'tie';
  readonly rule: '11.9';
};
export type CombatWonStep = {
  readonly step: 'combat-won';
  readonly rule: '11.8';
  readonly winner: 'attacker' | 'defender';
  readonly by: number;
};
export type LoserHitsStep = {
  readonly step: 'loser-hits';
  readonly rule: '11.14';
  readonly loser: 'attacker' | 'defender';
  readonly hits: number;
  readonly capped: boolean;
  readonly winnerGood: number;
};
export type WinnerHitsStep = {
  readonly step: 'winner-hits';
  readonly rule: '11.15';
  readonly winner: 'attacker' | 'defender';
  readonly difference: number;
  readonly half: number;
  readonly die: number;
  readonly adjustment: number;
  readonly hits: number;
  readonly loserGood: number;
};
export type HitAllocationStep = {
  readonly step: 'hit-allocation';
  readonly rule: '11.17';
};
export type AnnihilationStep = {
  readonly step: 'annihilation';
  readonly rule: '11.13';
  readonly annihilation: 'certain' | 'possible';
};
export type RetreatStep = {
  readonly step: 'retreat';
  readonly rule: '11.12' | '11.10';
  readonly retreat: 'required' | 'optional';
  readonly attackerWon: boolean;
};
export type AdvanceStep = {
  readonly step: 'advance';
  readonly rule: '11.12' | '14.6';
  /** `barred`: 14.6, the French never advance into forest, marsh or rough. */
  readonly advance: 'all' | 'cavalry' | 'barred';
};
export type PursuitStep = {
  readonly step: 'pursuit';
  readonly rule: '11.16';
};
/** The `winner-hits` ruling on its own (11.15): half the difference and the die, then the hits. */
export type HalfDifferenceStep = {
  readonly step: 'half-difference';
  readonly rule: '11.15';
  readonly difference: number;
  readonly half: number;
  readonly die: number;
  readonly adjustment: number;
  readonly raw: number;
  /** Which bound the hits met: `zero` (never below 0), `loser` (the loser's good-order units), or none. */
  readonly bound: 'zero' | 'loser' | null;
  readonly loserGood: number;
};
export type WinnerHitsTotalStep = {
  readonly step: 'winner-hits-total';
  readonly rule: '11.15';
  readonly hits: number;
};
export type EscapeRollStep = {
  readonly step: 'escape-roll';
  readonly rule: '11.19';
  readonly leader: string;
  readonly die: number;
  readonly fate: 'eliminated' | 'escapes';
  readonly refuge: boolean;
  readonly lostFace: number;
  readonly radius: number;
};
export type NapoleonLostStep = {
  readonly step: 'napoleon-lost';
  readonly rule: '14.7';
};
