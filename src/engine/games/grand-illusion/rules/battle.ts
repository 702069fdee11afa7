import { d6, type Dice } from '../../../core/dice.js';
import { problem, type Problem } from '../../../core/explain.js';
import { isCombat, isFort, stepText, type CombatUnit, type Force, type ForceUnit, type Group } from '../model.js';
import {
  attackerModifiers,
  defenderModifiers,
  drmTotal,
  fireOutcome,
  type BattleMode,
  type Drm,
  type FireRoll,
  type HitReason,
  type OnlyOneWhy,
} from './fire.js';
import type { Outcome } from './outcome.js';
import {
  isCavalryGroup,
  isFortGroup,
  isInfantryGroup,
  suggestPlacement,
  withdrawableCavalry,
  withdrawCavalry,
  type Placement,
  type PlacementRules,
} from './placement.js';
import {
  cavalryOnly,
  mandatoryRetreat,
  retreatSteps,
  type RetreatCheck,
  type RetreatStep,
  type Survivor,
  type Who,
} from './retreat.js';
import { VOSGES_HEXES } from './tables.js';

/**
 * A whole battle on the Battle Map (9.2–9.4): the placement, cavalry screening fire, the simultaneous front-line
 * exchange column by column, losses, the reserves' free attacks, Impetus, and the mandatory retreat. Dice are rolled
 * column by column from the first: [infantry's free attack on cavalry], attacker, defender; then the attacker's
 * reserves by column, then the defender's reserves by column.
 */

export type Role = 'attacker' | 'defender';

export interface BattleAsked {
  readonly attacker: Force;
  readonly defender: Force;
  readonly terrain: number;
  readonly trench: number;
  readonly concentric: number;
  readonly hex?: number | undefined;
  readonly mode: BattleMode;
  readonly rout: boolean;
  readonly impetus: boolean;
}

interface UnitState {
  disorganized: boolean;
  eliminated: boolean;
  stepsLost: number;
}

export interface BattleRoll extends FireRoll {
  readonly phase: 'screen' | 'front' | 'reserve';
  readonly column: number;
  readonly side: Role;
  readonly firer: string;
  readonly target: string;
}

export interface BattleLoss {
  readonly side: Role;
  readonly unit: string;
  readonly result: 'disorganized' | 'eliminated' | 'step-lost';
  /** For a fort that lost a step: the side now showing. */
  readonly showing?: string;
}

export interface BattleResult {
  readonly placement: {
    readonly columns: readonly {
      readonly column: number;
      readonly attacker: readonly string[];
      readonly defender: readonly string[];
      readonly attackerReserve: readonly string[] | null;
      readonly defenderReserve: readonly string[] | null;
    }[];
    readonly attackerInHex: readonly string[];
    readonly defenderInHex: readonly string[];
  };
  readonly attackerDrm: number;
  readonly defenderDrm: number;
  readonly rolls: readonly BattleRoll[];
  /** Hits scored by the attacker's rolls and by the defender's rolls. */
  readonly attackerHits: number;
  readonly defenderHits: number;
  readonly losses: readonly BattleLoss[];
  /** 9.3.5: the Allied attacker lost no step, so the German removes one step from an Allied unit of his choice. */
  readonly impetusStepLoss: boolean;
  readonly mustRetreat: Who;
  readonly retreat: RetreatCheck;
}

export type LossStep = {
  readonly unit: string;
  readonly result: BattleLoss['result'];
  readonly showing: string | null;
};

export type BattleStep =
  /** `chosen`: the owners placed the Battle Map (not the suggestion). */
  | { readonly step: 'placement-head'; readonly rule: '9.2.2'; readonly chosen?: true }
  | { readonly step: 'defender-excess'; readonly rule: '9.2.2'; readonly count: number }
  | {
      readonly step: 'placement-column';
      readonly rule: '9.2.3 a';
      readonly column: number;
      readonly attacker: string;
      readonly defender: string;
      readonly attackerReserve: string | null;
      readonly defenderReserve: string | null;
    }
  | { readonly step: 'placement-out'; readonly rule: '9.2.5'; readonly groups: readonly string[] }
  | { readonly step: 'battle-drms'; readonly attacker: readonly Drm[]; readonly defender: readonly Drm[] }
  | { readonly step: 'skirmish-only-one'; readonly rule: '9.5.1' }
  | { readonly step: 'front-line-head'; readonly rule: '9.3.1' }
  | {
      readonly step: 'battle-roll';
      readonly rule: string;
      readonly column: number;
      readonly firer: string;
      readonly cs: number;
      readonly target: string;
      readonly screen: boolean;
      readonly natural: number;
      readonly drm: number;
      readonly final: number;
      readonly reason: HitReason;
      readonly why: OnlyOneWhy;
    }
  | { readonly step: 'reserves-head'; readonly rule: '9.3.4' }
  | {
      readonly step: 'battle-losses';
      readonly rule: '9.3.3';
      readonly reserve: boolean;
      readonly losses: readonly LossStep[];
    }
  | { readonly step: 'impetus-step-loss'; readonly rule: '9.3.5' }
  | RetreatStep;

const labels = (group: Group): string[] => group.map((u) => u.label);
const named = (group: Group): string => labels(group).join(' & ');

/** 12.2: defending British units and Belgian infantry add 1 to their CS in any declared battle. */
const redCircle = (unit: CombatUnit): boolean =>
  unit.nationality === 'british' || (unit.nationality === 'belgian' && unit.arm === 'infantry');

/** 9.6.1: cavalry hit by the infantry's free attack fires at its Disorganized CS, which must then be known. */
export function missingDisorganizedCs(p: Placement): { side: Role; unit: string } | null {
  const check = (group: Group | null, enemy: Group, side: Role) => {
    if (!group || !isCavalryGroup(group) || !isInfantryGroup(enemy)) return null;
    const unit = group.find((u) => u.kind === 'unit' && !u.disorganized && u.disorganizedCs === null);
    return unit ? { side, unit: unit.label } : null;
  };
  for (const c of p.columns) {
    const found =
      check(c.attacker, c.defender, 'attacker') ??
      check(c.attackerReserve, c.defender, 'attacker') ??
      check(c.defenderReserve, c.attacker, 'defender');
    if (found) return found;
  }
  return null;
}

/**
 * A battle from the forces in the hex: the suggested placement (9.2.2, 9.2.3, 9.2.5), then the fight. A battle where
 * no attacker may face a defender, or whose cavalry would fire at a Disorganized CS not given, is a problem.
 */
export function battle(
  a: BattleAsked,
  placementRules: PlacementRules,
  dice: Dice,
): Outcome<BattleResult, BattleStep> | { readonly ok: false; readonly problem: Problem } {
  const suggested = suggestPlacement(a.attacker.groups, a.defender.groups, placementRules);
  return battleOn(a, suggested, placementRules.withdrawn ?? [], dice);
}

/**
 * A battle on a Battle Map already placed (the suggestion, or the owners' lawful placement), once the cavalry
 * `withdrawn` has left it (9.6.2); then the fight.
 */
export function battleOn(
  a: BattleAsked,
  suggested: Placement,
  withdrawn: readonly string[],
  dice: Dice,
  chosen = false,
): Outcome<BattleResult, BattleStep> | { readonly ok: false; readonly problem: Problem } {
  // 9.6.2: cavalry that withdraws from attacking cavalry becomes Disorganized (from infantry, no loss).
  const flipped = withdrawableCavalry(suggested)
    .filter((w) => w.fromCavalry && withdrawn.includes(w.label))
    .map((w) => w.label);
  const placement = withdrawCavalry(suggested, withdrawn);
  if (placement.columns.length === 0) return problem('no-combat', undefined, { option: 'attacker', rule: '9.2.3 a' });
  const missing = missingDisorganizedCs(placement);
  if (missing)
    return problem('cavalry-disorganized-cs', { unit: missing.unit }, { option: missing.side, rule: '9.6.1' });
  return fight(a, placement, dice, flipped, chosen);
}

/** Fights a placed battle (9.3–9.4); `flipped`: units Disorganized before it begins (9.6.2's withdrawal). */
export function fight(
  v: BattleAsked,
  placement: Placement,
  dice: Dice,
  flipped: readonly string[] = [],
  chosen = false,
): Outcome<BattleResult, BattleStep> {
  const attackerForce = v.attacker;
  const defenderForce = v.defender;
  const state = new Map<ForceUnit, UnitState>();
  for (const unit of [...attackerForce.groups.flat(), ...defenderForce.groups.flat()])
    state.set(unit, {
      disorganized: unit.kind === 'unit' && (unit.disorganized || flipped.includes(unit.label)),
      eliminated: false,
      stepsLost: 0,
    });
  const st = (unit: ForceUnit): UnitState => state.get(unit) as UnitState;
  const alive = (group: Group): ForceUnit[] => group.filter((u) => !st(u).eliminated);

  const mode = v.mode;
  const vosges = v.hex !== undefined && VOSGES_HEXES.includes(v.hex);
  const defendingFort = defenderForce.groups.flat().some(isFort);

  const csOf = (unit: ForceUnit, role: Role): number => {
    const s = st(unit);
    if (unit.kind === 'fort') return unit.steps[s.stepsLost]?.cs ?? 0;
    const base = !s.disorganized || unit.disorganized ? unit.cs : (unit.disorganizedCs ?? 0);
    // 12.2: defending British units and Belgian infantry add 1 to their CS in any declared battle.
    return base + (role === 'defender' && redCircle(unit) ? 1 : 0);
  };
  const groupCs = (group: Group, role: Role): number => alive(group).reduce((sum, u) => sum + csOf(u, role), 0);

  const modsFor = (role: Role, firer: Group, target: Group): Drm[] =>
    role === 'attacker'
      ? attackerModifiers({
          terrain: v.terrain,
          trench: v.trench,
          concentric: v.concentric,
          mode,
          // 9.3.1 b: XIV Corps and the Chasseurs Alpins get −1 in hexes 102/103.
          alpine: vosges && firer.some((u) => u.kind === 'unit' && u.alpine),
          targetIsFort: isFortGroup(target),
        })
      : defenderModifiers({ mode, defendingFort, impetus: v.impetus, terrain: v.terrain });

  const rolls: BattleRoll[] = [];
  const losses: BattleLoss[] = [];
  const steps: BattleStep[] = [];

  const roll = (phase: BattleRoll['phase'], column: number, role: Role, firer: Group, target: Group): boolean => {
    const natural = d6(dice, 'combat');
    const fortTarget = isFortGroup(target);
    // FoW 4 Skirmish, and 9.5.1 infantry against a fort: only a natural 1 hits.
    const onlyOne = mode === 'skirmish' || (fortTarget && isInfantryGroup(firer));
    const cs = groupCs(firer, role);
    const outcome = fireOutcome(natural, cs, modsFor(role, firer, target), onlyOne);
    const firerName = named(alive(firer));
    const targetName = named(alive(target));
    rolls.push({ ...outcome, phase, column, side: role, firer: firerName, target: targetName });
    steps.push({
      step: 'battle-roll',
      rule: phase === 'screen' ? '9.6.1' : phase === 'reserve' ? '9.3.4' : '9.3.1',
      column,
      firer: firerName,
      cs,
      target: targetName,
      screen: phase === 'screen',
      natural,
      drm: outcome.drm,
      final: outcome.final,
      reason: outcome.reason,
      why: mode === 'skirmish' ? 'skirmish' : 'fort',
    });
    return outcome.hit;
  };

  /** 9.3.3 losses for one hit on a group. */
  const applyHit = (group: Group, role: Role): void => {
    const hit = alive(group);
    if (hit.length === 0) return;
    const first = hit[0] as ForceUnit;
    if (first.kind === 'fort') {
      const s = st(first);
      s.stepsLost++;
      const now = first.steps[s.stepsLost];
      if (now) losses.push({ side: role, unit: first.label, result: 'step-lost', showing: stepText(now) });
      else {
        s.eliminated = true;
        losses.push({ side: role, unit: first.label, result: 'eliminated' });
      }
      return;
    }
    let targets = hit;
    // 12.2 b, 9.3.3: two defending BEF divisions sharing a space take one hit, on an intact one if there is one.
    const bef =
      role === 'defender' &&
      hit.length === 2 &&
      hit.every((u) => u.kind === 'unit' && u.nationality === 'british' && u.size === 'division');
    if (bef) targets = [hit.find((u) => !st(u).disorganized) ?? first];
    for (const unit of targets) {
      const s = st(unit);
      if (s.disorganized) {
        s.eliminated = true;
        losses.push({ side: role, unit: unit.label, result: 'eliminated' });
      } else {
        s.disorganized = true;
        losses.push({ side: role, unit: unit.label, result: 'disorganized' });
      }
    }
  };
  const enemyOf = (role: Role): Role => (role === 'attacker' ? 'defender' : 'attacker');

  // The placement (9.2.2, 9.2.3, 9.2.5).
  const columns = placement.columns;
  steps.push({ step: 'placement-head', rule: '9.2.2', ...(chosen ? { chosen: true as const } : {}) });
  if (placement.defenderExcess > 0)
    steps.push({ step: 'defender-excess', rule: '9.2.2', count: placement.defenderExcess });
  columns.forEach((c, i) =>
    steps.push({
      step: 'placement-column',
      rule: '9.2.3 a',
      column: i + 1,
      attacker: named(c.attacker),
      defender: named(c.defender),
      attackerReserve: c.attackerReserve ? named(c.attackerReserve) : null,
      defenderReserve: c.defenderReserve ? named(c.defenderReserve) : null,
    }),
  );
  const stays = [...placement.attackerStays, ...placement.defenderStays];
  if (stays.length > 0) steps.push({ step: 'placement-out', rule: '9.2.5', groups: stays.map(named) });
  const attackerMods = modsFor('attacker', [], []);
  const defenderMods = modsFor('defender', [], []);
  steps.push({ step: 'battle-drms', attacker: attackerMods, defender: defenderMods });
  if (mode === 'skirmish') steps.push({ step: 'skirmish-only-one', rule: '9.5.1' });

  // 9.3.1–9.3.2: front line, column by column; hits are marked now and applied after all front combats.
  steps.push({ step: 'front-line-head', rule: '9.3.1' });
  const marked: [Group, Role][] = [];
  columns.forEach((c, i) => {
    const n = i + 1;
    // 9.6.1: each defending front-line infantry unit first fires at attacking cavalry; its hit applies at once.
    if (isCavalryGroup(c.attacker) && isInfantryGroup(c.defender)) {
      if (roll('screen', n, 'defender', c.defender, c.attacker)) applyHit(c.attacker, 'attacker');
    }
    if (alive(c.attacker).length === 0) return;
    // Simultaneous (9.3.2): the defender's hit is only marked, so it replies at its strength before the hit.
    if (roll('front', n, 'attacker', c.attacker, c.defender)) marked.push([c.defender, 'defender']);
    if (roll('front', n, 'defender', c.defender, c.attacker)) marked.push([c.attacker, 'attacker']);
  });
  for (const [group, role] of marked) applyHit(group, role);

  // 9.3.4: reserves attack the surviving enemy front-line unit opposite, with no reply.
  const reserveMarked: [Group, Role][] = [];
  const reserveRolls = (role: Role) => {
    columns.forEach((c, i) => {
      const reserve = role === 'attacker' ? c.attackerReserve : c.defenderReserve;
      const front = role === 'attacker' ? c.defender : c.attacker;
      if (!reserve || alive(front).length === 0) return;
      if (isCavalryGroup(reserve) && isInfantryGroup(front)) {
        // 9.6.1 exception: British cavalry in reserve may attack infantry, taking the usual free attack first.
        if (roll('screen', i + 1, enemyOf(role), front, reserve)) applyHit(reserve, role);
        if (alive(reserve).length === 0) return;
      }
      if (roll('reserve', i + 1, role, reserve, front)) reserveMarked.push([front, enemyOf(role)]);
    });
  };
  const anyReserve = columns.some((c) => c.attackerReserve || c.defenderReserve);
  const frontLosses = losses.length;
  if (anyReserve) {
    steps.push({ step: 'reserves-head', rule: '9.3.4' });
    reserveRolls('attacker');
    reserveRolls('defender');
    for (const [group, role] of reserveMarked) applyHit(group, role);
  }

  const lossSteps = (list: readonly BattleLoss[]): LossStep[] =>
    list.map((l) => ({ unit: l.unit, result: l.result, showing: l.showing ?? null }));
  steps.push({ step: 'battle-losses', rule: '9.3.3', reserve: false, losses: lossSteps(losses.slice(0, frontLosses)) });
  if (anyReserve)
    steps.push({ step: 'battle-losses', rule: '9.3.3', reserve: true, losses: lossSteps(losses.slice(frontLosses)) });

  // 9.3.5: an Allied force that lost no step loses one of the German's choice.
  const impetusStepLoss = v.impetus && !losses.some((l) => l.side === 'attacker');
  if (impetusStepLoss) steps.push({ step: 'impetus-step-loss', rule: '9.3.5' });

  // 9.4.2 on every unit of each side in the hex, those that fought and those that stayed out.
  const survivors = (force: Force): Survivor[] =>
    force.groups
      .flat()
      .filter(isCombat)
      .filter((u) => !st(u).eliminated)
      .map((u) => ({ arm: u.arm, disorganized: st(u).disorganized }));
  const conditions = {
    rout: v.rout,
    entrenched: v.trench > 0,
    hex: v.hex,
    cavalryOnly: cavalryOnly(attackerForce, defenderForce),
  };
  const retreat = mandatoryRetreat(survivors(attackerForce), survivors(defenderForce), conditions);
  steps.push(...retreatSteps(retreat, conditions));

  const rules = ['9.2.2', '9.2.3 a', '9.2.5', '9.3.1', '9.3.2', '9.3.3'];
  if (rolls.some((r) => r.phase === 'screen')) rules.push('9.6.1');
  if (anyReserve) rules.push('9.3.4');
  if (v.concentric > 0) rules.push('9.2.3 b');
  if (mode === 'counterattack') rules.push('9.2.4');
  if (defendingFort) rules.push('9.5.1');
  if (v.impetus) rules.push('9.3.5');
  if (
    losses.some((l) => l.side === 'defender') &&
    defenderForce.groups.flat().some((u) => u.kind === 'unit' && redCircle(u))
  )
    rules.push('12.2');
  rules.push('9.4.2');

  const value: BattleResult = {
    placement: {
      columns: columns.map((c, i) => ({
        column: i + 1,
        attacker: labels(c.attacker),
        defender: labels(c.defender),
        attackerReserve: c.attackerReserve ? labels(c.attackerReserve) : null,
        defenderReserve: c.defenderReserve ? labels(c.defenderReserve) : null,
      })),
      attackerInHex: placement.attackerStays.flatMap(labels),
      defenderInHex: placement.defenderStays.flatMap(labels),
    },
    attackerDrm: drmTotal(attackerMods),
    defenderDrm: drmTotal(defenderMods),
    rolls,
    attackerHits: rolls.filter((r) => r.side === 'attacker' && r.hit).length,
    defenderHits: rolls.filter((r) => r.side === 'defender' && r.hit).length,
    losses,
    impetusStepLoss,
    mustRetreat: retreat.mustRetreat,
    retreat,
  };
  return { value, steps, rules };
}
