import { flipped, isReduced, up, type Nation, type Unit, type UnitSize } from '../model.js';
import { labelOf } from '../notation.js';
import type { AllocationData, Permanence } from './steps.js';
import { neverReplacesArmy } from './deluxe-units.js';

/**
 * Taking a loss number (12.4): every legal way to remove steps so that the losses come as close as possible to
 * the loss number without exceeding it (12.4.3), with reduced armies replaced by reserve corps (12.4.4), the
 * British and CAU loss priority of an attacker (12.4.5), the fort's single step (12.4.6) and Withdrawal (12.6).
 * Units the notation writes alike are interchangeable: an allocation says how many of them lose what.
 */

/** One unit's loss in an allocation. */
export interface UnitLoss {
  readonly unit: Unit;
  /** `none` only for a reserve corps that arrived (12.4.4) and lost nothing. */
  readonly loss: 'none' | 'reduced' | 'eliminated';
  /** A corps brought in from the Reserve Box to replace an eliminated reduced army (12.4.4). */
  readonly fromReserve: boolean;
  /** An army that can never come back (12.4.7: no reserve corps for it, or a unit listed in item 5). */
  readonly permanent: boolean;
}

/** What Withdrawal (12.6) gives back in one allocation. */
export interface WithdrawalEffect {
  readonly restored: Unit | null;
  readonly what: 'corps' | 'army' | 'none';
  /** The side's units once the step is given back. */
  readonly survivors: readonly Unit[];
  /**
   * The Reserve corps that was to replace the eliminated army whose step comes back: the army is not eliminated
   * after all, so the corps stays in the Reserve Box (12.4.4 replaces an eliminated army only).
   */
  readonly returned?: Unit;
}

export interface LossAllocation {
  readonly absorbed: number;
  readonly unabsorbed: number;
  readonly losses: readonly UnitLoss[];
  readonly fortDestroyed: boolean;
  /** The side's units after the losses, as they fire in a sequential combat (Withdrawal's step comes later). */
  readonly survivors: readonly Unit[];
  readonly armySteps: number;
  readonly corpsSteps: number;
  readonly withdrawal?: WithdrawalEffect;
}

export interface LossProblem {
  readonly units: readonly Unit[];
  /** Corps in the Reserve Box, at full strength (12.4.4). */
  readonly reserve: readonly Unit[];
  /** The defending fort's LF (0 for none, or for an attacker: its forts are never hit, 12.4.6). */
  readonly fortLf: number;
  readonly lossNumber: number;
  /** 12.4.5: set for an attacker. */
  readonly attacking: boolean;
  /** 12.6: the defender played Withdrawal. */
  readonly withdrawal: boolean;
}

/** A loss factor the caller made sure is known (the combat refuses a unit without one). */
function lf(value: number | null): number {
  if (value === null) throw new Error('a loss factor is unknown: the combat should have refused the unit');
  return value;
}

/** The LF of the side now up: what its next step costs (12.4.2). */
const lfUp = (unit: Unit): number => lf(up(unit).lf);

const BRITISH: ReadonlySet<Nation> = new Set<Nation>(['br', 'bef', 'mef', 'ne', 'aus', 'cnd', 'pt', 'ana']);

/** 12.4.7 item 5: armies with a dot, never rebuilt. */
const NEVER_REBUILT: ReadonlySet<Nation> = new Set<Nation>(['yld', 'aoi', 'aoo', 'cau', 'bef', 'mef', 'ne']);

/** 12.4.4 / 12.4.4.3: which reserve corps may replace an eliminated reduced army. */
export function replacesArmy(corps: Unit, army: Unit): boolean {
  // AP #57, #60 (Deluxe): the Russian cavalry and the Czech Legion never replace an army.
  if (corps.counter !== null && neverReplacesArmy(corps.counter)) return false;
  switch (army.nation) {
    case 'bef':
      return corps.nation === 'bef'; // the BEF Army only by the BEF Corps
    case 'mef':
    case 'ne':
    case 'br':
      return corps.nation === 'br'; // AUS, CND, PT and ANA corps never replace British armies
    case 'cau':
      return corps.nation === 'ru';
    case 'yld':
    case 'aoi':
      return corps.nation === 'tu';
    case 'aoo':
      return corps.nation === 'fr';
    default:
      return corps.nation === army.nation;
  }
}

/** Why an eliminated army stays eliminated: the dot of 12.4.7 item 5, else no reserve corps (12.4.4). */
export function permanence(loss: UnitLoss): Permanence | null {
  if (!loss.permanent) return null;
  return loss.unit.nation !== undefined && NEVER_REBUILT.has(loss.unit.nation) ? 'never-rebuilt' : 'no-reserve';
}

/**
 * 12.4.5: the units that must take an attacker's first loss, if one of them can without exceeding the loss
 * number. British attacking: BEF Army, BEF Corps, MEF Army, AUS and CND Corps. CAU attacking: CAU first;
 * with the MEF the attacker chooses between the two; CAU before AUS and CND.
 */
export function firstLossPriority(attackers: readonly Unit[], lossNumber: number): ((u: Unit) => boolean) | null {
  const british = attackers.some((u) => u.nation !== undefined && BRITISH.has(u.nation));
  const cau = attackers.some((u) => u.size === 'army' && u.nation === 'cau');
  const tiers: ((u: Unit) => boolean)[] = [];
  if (british) {
    tiers.push((u) => u.size === 'army' && u.nation === 'bef');
    tiers.push((u) => u.size === 'corps' && u.nation === 'bef');
  }
  if (british || cau) tiers.push((u) => u.size === 'army' && (u.nation === 'mef' || u.nation === 'cau'));
  if (british) tiers.push((u) => u.size === 'corps' && (u.nation === 'aus' || u.nation === 'cnd'));
  return tiers.find((tier) => attackers.some((u) => tier(u) && lfUp(u) <= lossNumber)) ?? null;
}

interface Group {
  readonly unit: Unit;
  readonly label: string;
  readonly count: number;
}

/** How many units of a group lose one step and how many lose two (full units only). */
interface Pick {
  readonly group: Group;
  readonly one: number;
  readonly two: number;
}

function groupsOf(units: readonly Unit[]): Group[] {
  const groups: { unit: Unit; label: string; count: number }[] = [];
  for (const unit of units) {
    const label = labelOf(unit);
    const group = groups.find((g) => g.label === label);
    if (group) group.count++;
    else groups.push({ unit, label, count: 1 });
  }
  return groups;
}

/** 12.4.2: each step removed costs the LF of the side it removes. */
function pickCost(pick: Pick): number {
  const { unit } = pick.group;
  return pick.one * lfUp(unit) + pick.two * (lfUp(unit) + lf(unit.reduced.lf));
}

/** Every way to take steps from the groups costing at most `budget`. */
function picksWithin(groups: readonly Group[], budget: number): Pick[][] {
  const out: Pick[][] = [];
  const chosen: Pick[] = [];
  const visit = (index: number, left: number): void => {
    const group = groups[index];
    if (!group) {
      out.push([...chosen]);
      return;
    }
    const maxTwo = isReduced(group.unit) ? 0 : group.count;
    for (let two = 0; two <= maxTwo; two++) {
      for (let one = 0; one + two <= group.count; one++) {
        const pick = { group, one, two };
        const cost = pickCost(pick);
        if (cost > left) break;
        chosen.push(pick);
        visit(index + 1, left - cost);
        chosen.pop();
      }
    }
  };
  visit(0, budget);
  return out;
}

/** Expands picks into per-unit losses and survivors. */
function apply(picks: readonly Pick[], fromReserve: boolean): { losses: UnitLoss[]; survivors: Unit[] } {
  const losses: UnitLoss[] = [];
  const survivors: Unit[] = [];
  for (const { group, one, two } of picks) {
    const { unit } = group;
    for (let i = 0; i < group.count; i++) {
      if (i < two) losses.push({ unit, loss: 'eliminated', fromReserve, permanent: false });
      else if (i < two + one) {
        if (isReduced(unit)) losses.push({ unit, loss: 'eliminated', fromReserve, permanent: false });
        else {
          losses.push({ unit, loss: 'reduced', fromReserve, permanent: false });
          survivors.push(flipped(unit));
        }
      } else survivors.push(unit);
    }
  }
  return { losses, survivors };
}

function stepsOf(losses: readonly UnitLoss[], size: UnitSize): number {
  return losses
    .filter((l) => l.unit.size === size)
    .reduce((n, l) => n + (l.loss === 'none' ? 0 : l.loss === 'reduced' || isReduced(l.unit) ? 1 : 2), 0);
}

/** All allocations of the problem, before the "as close as possible" rule. */
function allAllocations(problem: LossProblem): LossAllocation[] {
  const { lossNumber, fortLf } = problem;
  const out: LossAllocation[] = [];
  for (const picks of picksWithin(groupsOf(problem.units), lossNumber)) {
    const spent = picks.reduce((n, p) => n + pickCost(p), 0);
    const first = apply(picks, false);
    // 12.4.4: each eliminated reduced army is replaced at once by a full corps from the Reserve, if one fits.
    const pool = [...problem.reserve];
    const substitutes: Unit[] = [];
    const losses = first.losses.map((loss): UnitLoss => {
      if (loss.unit.size !== 'army' || loss.loss !== 'eliminated') return loss;
      const at = pool.findIndex((corps) => replacesArmy(corps, loss.unit));
      const corps = at >= 0 ? pool.splice(at, 1)[0] : undefined;
      if (corps) substitutes.push(corps);
      const dotted = loss.unit.nation !== undefined && NEVER_REBUILT.has(loss.unit.nation);
      return { ...loss, permanent: dotted || corps === undefined }; // 12.4.7
    });
    for (const subPicks of picksWithin(groupsOf(substitutes), lossNumber - spent)) {
      const subSpent = subPicks.reduce((n, p) => n + pickCost(p), 0);
      const second = apply(subPicks, true);
      const subLosses = [...second.losses];
      // The substitutes that lost nothing still appear, as brought in from the Reserve.
      const survivors = [...first.survivors, ...second.survivors];
      const allLosses = [...losses, ...interleaveSubstitutes(substitutes, subLosses)];
      const absorbed = spent + subSpent;
      // 12.4.6: the fort takes the loss number only once every defending unit is gone, with enough left for its LF.
      const fortCanFall = fortLf > 0 && survivors.length === 0 && lossNumber - absorbed >= fortLf;
      for (const fortDestroyed of fortCanFall ? [false, true] : [false]) {
        const total = absorbed + (fortDestroyed ? fortLf : 0);
        out.push({
          absorbed: total,
          unabsorbed: lossNumber - total,
          losses: allLosses,
          fortDestroyed,
          survivors,
          armySteps: stepsOf(allLosses, 'army'),
          corpsSteps: stepsOf(allLosses, 'corps'),
        });
      }
    }
  }
  return out;
}

/** Substitutes appear in the losses list even when they lost nothing, so the player sees them arrive. */
function interleaveSubstitutes(substitutes: readonly Unit[], subLosses: readonly UnitLoss[]): UnitLoss[] {
  const remaining = [...subLosses];
  return substitutes.map((corps): UnitLoss => {
    const at = remaining.findIndex((l) => labelOf(l.unit) === labelOf(corps));
    const lost = at >= 0 ? remaining.splice(at, 1)[0] : undefined;
    return lost ?? { unit: corps, loss: 'none', fromReserve: true, permanent: false };
  });
}

/** Removes one unit written like this one from a list. */
function without(units: readonly Unit[], unit: Unit): Unit[] {
  const out = [...units];
  const at = out.findIndex((u) => labelOf(u) === labelOf(unit));
  if (at >= 0) out.splice(at, 1);
  return out;
}

/**
 * 12.6.3–12.6.10: Withdrawal negates one corps step loss, or, with none, one army step loss (12.6.6); an army with
 * no reserve corps gets its step back only if the loss number equals its LF (12.6.8). The step comes back after
 * the combat's fire (12.6.3), so `survivors` stay as they were and the effect is recorded apart.
 */
function withdraw(allocation: LossAllocation, problem: LossProblem): LossAllocation {
  const real = allocation.losses.filter((l) => l.loss !== 'none');
  const corpsLoss =
    real.find((l) => l.unit.size === 'corps' && l.loss === 'eliminated') ??
    real.find((l) => l.unit.size === 'corps' && l.loss === 'reduced');
  if (corpsLoss) {
    // 12.6.10: an eliminated corps survives reduced; a flipped corps is full again.
    if (corpsLoss.loss === 'eliminated') {
      const back = isReduced(corpsLoss.unit) ? corpsLoss.unit : flipped(corpsLoss.unit);
      return {
        ...allocation,
        withdrawal: { restored: back, what: 'corps', survivors: [...allocation.survivors, back] },
      };
    }
    const survivors = [...without(allocation.survivors, flipped(corpsLoss.unit)), corpsLoss.unit];
    return { ...allocation, withdrawal: { restored: corpsLoss.unit, what: 'corps', survivors } };
  }
  const armyLoss = real.find((l) => l.unit.size === 'army');
  if (armyLoss) {
    const hasReserve = problem.reserve.some((corps) => replacesArmy(corps, armyLoss.unit));
    const stepLf =
      armyLoss.loss === 'reduced' || isReduced(armyLoss.unit) ? lfUp(armyLoss.unit) : lf(armyLoss.unit.reduced.lf);
    // 12.6.8: without a reserve corps, only when the loss number equals the step's LF.
    if (hasReserve || problem.lossNumber === stepLf) {
      if (armyLoss.loss === 'reduced') {
        const survivors = [...without(allocation.survivors, flipped(armyLoss.unit)), armyLoss.unit];
        return { ...allocation, withdrawal: { restored: armyLoss.unit, what: 'army', survivors } };
      }
      const back = isReduced(armyLoss.unit) ? armyLoss.unit : flipped(armyLoss.unit);
      // Its substitute from the Reserve (which took no loss: a corps step would have been given back first) stays there.
      const substitute = allocation.losses.find(
        (l) => l.fromReserve && l.loss === 'none' && replacesArmy(l.unit, armyLoss.unit),
      )?.unit;
      const survivors = substitute ? without(allocation.survivors, substitute) : allocation.survivors;
      return {
        ...allocation,
        withdrawal: {
          restored: back,
          what: 'army',
          survivors: [...survivors, back],
          ...(substitute ? { returned: substitute } : {}),
        },
      };
    }
  }
  return { ...allocation, withdrawal: { restored: null, what: 'none', survivors: allocation.survivors } };
}

/** The units of a side once the combat is over (Withdrawal's step included). */
export function finalSurvivors(allocation: LossAllocation): readonly Unit[] {
  return allocation.withdrawal?.survivors ?? allocation.survivors;
}

/** The legal allocations of a loss number: the largest total not above it (12.4.3), after 12.4.5 and 12.6.9. */
export function legalAllocations(problem: LossProblem): LossAllocation[] {
  let candidates = allAllocations(problem);
  if (problem.attacking) {
    const priority = firstLossPriority(problem.units, problem.lossNumber);
    if (priority) {
      // 12.4.5 overrides 12.4.3: the first loss goes to the listed unit, the rest as close as possible.
      candidates = candidates.filter((a) => a.losses.some((l) => !l.fromReserve && priority(l.unit)));
    }
  }
  const best = Math.max(...candidates.map((a) => a.absorbed)); // 12.4.3
  let legal = candidates.filter((a) => a.absorbed === best);
  if (problem.withdrawal) {
    // 12.6.9: with Withdrawal, take the losses on corps rather than armies when that is possible.
    const onCorps = legal.filter((a) => a.corpsSteps > 0);
    if (onCorps.length > 0) legal = onCorps;
    legal = legal.map((a) => withdraw(a, problem));
  }
  return legal;
}

/** An allocation as a step carries it: units as the notation writes them. */
export function allocationData(allocation: LossAllocation): AllocationData {
  const w = allocation.withdrawal;
  return {
    losses: allocation.losses.map((l) => ({
      unit: labelOf(l.unit),
      size: l.unit.size,
      loss: l.loss,
      fromReserve: l.fromReserve,
      permanent: permanence(l),
    })),
    fortDestroyed: allocation.fortDestroyed,
    unabsorbed: allocation.unabsorbed,
    withdrawal: w ? { restored: w.restored ? labelOf(w.restored) : null, what: w.what } : null,
  };
}
