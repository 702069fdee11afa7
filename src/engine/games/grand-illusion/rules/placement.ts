import { isFort, type CombatUnit, type Group, type Size } from '../model.js';

/**
 * Battle Map placement (9.2.2, 9.2.3 a, 9.2.5, 9.6.1) as a suggestion: the rules fix priorities and leave choices
 * within them to the owner; where a choice is free, the units listed first are used first. The Battle Map is four
 * columns; each holds, from the attacker's side, a reserve space, a front space, the defender's front space and
 * the defender's reserve space. Only columns where the two front lines face each other fight.
 */

export interface Column {
  readonly attacker: Group;
  readonly defender: Group;
  attackerReserve: Group | null;
  defenderReserve: Group | null;
}

export interface Placement {
  readonly columns: Column[];
  /** Groups that stay in the hex and take no part (they still count for the retreat check). */
  readonly attackerStays: Group[];
  readonly defenderStays: Group[];
  /** 9.2.2: defender groups returned to the hex because they needed more than 4 spaces. */
  readonly defenderExcess: number;
}

export interface PlacementRules {
  /** FoW 6/11 on turns 1–4 with the Allies attacking: French Disorganized attackers go first (9.2.3 a, README). */
  readonly offensive: boolean;
  /** The attacker chooses to place its Disorganized units too (9.2.3 a: it may leave them in the hex). */
  readonly useDisorganized: boolean;
  /** 9.6.2: labels of the defender's front-line cavalry that withdrew (`withdrawCavalry`). */
  readonly withdrawn?: readonly string[];
}

export const FRONT_SPACES = 4;

const combat = (group: Group): CombatUnit[] => group.filter((u): u is CombatUnit => u.kind === 'unit');
export const isFortGroup = (group: Group): boolean => group.some(isFort);
export const isDisorganizedGroup = (group: Group): boolean => combat(group).some((u) => u.disorganized);
export const isCavalryGroup = (group: Group): boolean =>
  !isFortGroup(group) && combat(group).every((u) => u.arm === 'cavalry');
export const isInfantryGroup = (group: Group): boolean =>
  !isFortGroup(group) && combat(group).every((u) => u.arm === 'infantry');
const isBritish = (group: Group): boolean => combat(group).every((u) => u.nationality === 'british');

const SIZE_RANK: Record<Size, number> = { brigade: 3, division: 4, corps: 5 };

/**
 * 9.2.2: when the defender's units need more than 4 spaces the excess goes back to the hex in this order: forts,
 * Disorganized units, intact brigades, intact divisions, intact corps. Higher rank stays on the map.
 */
function defenderRank(group: Group): number {
  if (isFortGroup(group)) return 1;
  if (isDisorganizedGroup(group)) return 2;
  return Math.min(...combat(group).map((u) => SIZE_RANK[u.size]));
}

/**
 * 9.2.3 a priorities (lower first): intact corps or a pair worth a corps, intact infantry divisions, intact
 * infantry brigades, intact cavalry, Disorganized units; null when the group is not placed at all.
 */
function attackerPriority(group: Group, rules: PlacementRules): number | null {
  if (isFortGroup(group)) return null; // forts never attack (9.5.1)
  const units = combat(group);
  if (isDisorganizedGroup(group)) {
    if (rules.offensive && units.every((u) => u.nationality === 'french')) return 0;
    return rules.useDisorganized ? 5 : null;
  }
  if (isCavalryGroup(group)) return 4;
  if (units.length === 2) return 1;
  const size = (units[0] as CombatUnit).size;
  return size === 'corps' ? 1 : size === 'division' ? 2 : 3;
}

/** 9.6.1: cavalry never faces a fort, nor sits in reserve opposite enemy front-line infantry (British cavalry may). */
function mayFace(attacker: Group, defender: Group): boolean {
  return !(isCavalryGroup(attacker) && isFortGroup(defender));
}
function mayReserveBehind(reserve: Group, enemyFront: Group): boolean {
  if (!isCavalryGroup(reserve)) return true;
  if (isFortGroup(enemyFront)) return false;
  return !isInfantryGroup(enemyFront) || isBritish(reserve);
}

const stable = <T>(items: readonly T[], key: (item: T) => number): T[] =>
  items
    .map((item, index) => ({ item, index, key: key(item) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map((x) => x.item);

export function suggestPlacement(
  attacker: readonly Group[],
  defender: readonly Group[],
  rules: PlacementRules,
): Placement {
  const defenderStays: Group[] = [];
  const attackerStays: Group[] = [];

  // 9.2.2 Defender: everything goes to the front line, up to 4 spaces; the excess returns in the rules' order.
  const byRank = stable(defender, (g) => -defenderRank(g));
  const onMap = byRank.slice(0, FRONT_SPACES);
  for (const group of byRank.slice(FRONT_SPACES)) defenderStays.push(group);
  const defenderExcess = defenderStays.length;
  // The attacker fills the spaces facing intact defenders before those facing Disorganized units or forts.
  const facingOrder = stable(
    defender.filter((g) => onMap.includes(g)),
    (g) => (isFortGroup(g) || isDisorganizedGroup(g) ? 1 : 0),
  );

  // 9.2.3 a Attacker: by priority, into the first free space it may face.
  const ranked = attacker
    .map((group) => ({ group, priority: attackerPriority(group, rules) }))
    .filter((x) => {
      if (x.priority === null) attackerStays.push(x.group);
      return x.priority !== null;
    });
  const ordered = stable(ranked, (x) => x.priority ?? 9).map((x) => x.group);
  const faced = new Map<Group, Group>();
  const surplus: Group[] = [];
  let placed = 0;
  for (const group of ordered) {
    if (placed >= FRONT_SPACES) {
      attackerStays.push(group);
      continue;
    }
    const target = facingOrder.find((d) => !faced.has(d) && mayFace(group, d));
    placed++;
    if (target) faced.set(target, group);
    else surplus.push(group);
  }
  const columns: Column[] = facingOrder
    .filter((d) => faced.has(d))
    .map((d) => ({ attacker: faced.get(d) as Group, defender: d, attackerReserve: null, defenderReserve: null }));

  // 9.2.5 b: surplus intact attackers may go into reserve behind the front line; Disorganized units never do.
  for (const group of surplus) {
    const column = isDisorganizedGroup(group)
      ? undefined
      : columns.find((c) => c.attackerReserve === null && mayReserveBehind(group, c.defender));
    if (column) column.attackerReserve = group;
    else attackerStays.push(group);
  }
  // 9.2.5 a: unattacked Disorganized defenders return to the hex; unopposed intact units or forts may go into reserve.
  for (const group of facingOrder.filter((d) => !faced.has(d))) {
    const column = isDisorganizedGroup(group)
      ? undefined
      : columns.find((c) => c.defenderReserve === null && mayReserveBehind(group, c.attacker));
    if (column) column.defenderReserve = group;
    else defenderStays.push(group);
  }
  return { columns, attackerStays, defenderStays, defenderExcess };
}

/** 9.6.2: a defending front-line cavalry unit that may withdraw; `fromCavalry` when it faces attacking cavalry. */
export interface Withdrawable {
  readonly label: string;
  readonly fromCavalry: boolean;
}

/** 9.6.2: the defender's non-Disorganized cavalry in front-line spaces, each with what it faces. */
export function withdrawableCavalry(p: Placement): Withdrawable[] {
  return p.columns.flatMap((c) =>
    isCavalryGroup(c.defender) && !isDisorganizedGroup(c.defender)
      ? combat(c.defender).map((u) => ({ label: u.label, fromCavalry: isCavalryGroup(c.attacker) }))
      : [],
  );
}

/**
 * 9.6.2: the placement once the defender's front-line cavalry `labels` withdrew: it goes back to the hex (it still
 * counts for the retreat check, 9.4.2); the defender in the reserve space behind it loses its reserve status and
 * moves into the front space. With no reserve there (or one the attacker may not face, 9.6.1), the column no longer
 * fights and its attackers stay in the hex.
 */
export function withdrawCavalry(p: Placement, labels: readonly string[]): Placement {
  if (labels.length === 0) return p;
  const out = (g: Group): boolean => combat(g).some((u) => labels.includes(u.label));
  const columns: Column[] = [];
  const attackerStays = [...p.attackerStays];
  const defenderStays = [...p.defenderStays];
  for (const c of p.columns) {
    if (!out(c.defender)) {
      columns.push(c);
      continue;
    }
    defenderStays.push(c.defender);
    const reserve = c.defenderReserve;
    if (reserve && mayFace(c.attacker, reserve))
      columns.push({
        attacker: c.attacker,
        defender: reserve,
        attackerReserve: c.attackerReserve,
        defenderReserve: null,
      });
    else {
      if (reserve) defenderStays.push(reserve);
      attackerStays.push(c.attacker, ...(c.attackerReserve ? [c.attackerReserve] : []));
    }
  }
  return { ...p, columns, attackerStays, defenderStays };
}
