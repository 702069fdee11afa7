import { problem, type Problem } from '../../../core/explain.js';
import { isFort, type CombatUnit, type ForceUnit, type Group, type Size } from '../model.js';

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

/** 9.2.2: the defender's front line as the suggestion fills it (intact units first), and the groups returned. */
function suggestFront(defender: readonly Group[]): { front: Group[]; excess: Group[] } {
  // Everything goes to the front line, up to 4 spaces; the excess returns in the rules' order.
  const byRank = stable(defender, (g) => -defenderRank(g));
  const onMap = byRank.slice(0, FRONT_SPACES);
  // The attacker fills the spaces facing intact defenders before those facing Disorganized units or forts.
  const front = stable(
    defender.filter((g) => onMap.includes(g)),
    (g) => (isFortGroup(g) || isDisorganizedGroup(g) ? 1 : 0),
  );
  return { front, excess: byRank.slice(FRONT_SPACES) };
}

/**
 * 9.2.3 a: the attacker's line as the suggestion fills it: by priority, into the first free space it may face; a group
 * with none takes a front space facing no one (surplus) while one is left (4 less the defender's spaces), else stays.
 */
function suggestLine(
  attacker: readonly Group[],
  front: readonly Group[],
  rules: PlacementRules,
): { faced: Map<Group, Group>; surplus: Group[]; stays: Group[] } {
  const stays: Group[] = [];
  const ranked = attacker
    .map((group) => ({ group, priority: attackerPriority(group, rules) }))
    .filter((x) => {
      if (x.priority === null) stays.push(x.group);
      return x.priority !== null;
    });
  const ordered = stable(ranked, (x) => x.priority ?? 9).map((x) => x.group);
  const faced = new Map<Group, Group>();
  const surplus: Group[] = [];
  for (const group of ordered) {
    const target = front.find((d) => !faced.has(d) && mayFace(group, d));
    if (target) faced.set(target, group);
    else if (surplus.length < FRONT_SPACES - front.length) surplus.push(group);
    else stays.push(group);
  }
  return { faced, surplus, stays };
}

export function suggestPlacement(
  attacker: readonly Group[],
  defender: readonly Group[],
  rules: PlacementRules,
): Placement {
  // 9.2.2 Defender, then 9.2.3 a Attacker.
  const { front, excess } = suggestFront(defender);
  const defenderStays: Group[] = [...excess];
  const defenderExcess = excess.length;
  const { faced, surplus, stays } = suggestLine(attacker, front, rules);
  const attackerStays: Group[] = [...stays];
  const columns: Column[] = front
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
  for (const group of front.filter((d) => !faced.has(d))) {
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

// ---------------------------------------------------------------------------------------------------------------
// The owners' placement: a Battle Map built a step at a time, each step lawful or refused with its rule. The defender
// fills its front line (9.2.2), the attacker faces it by its priorities and puts its surplus in reserve (9.2.3 a,
// 9.2.5 b), then the defender moves unopposed units into reserve (9.2.5 a); 9.6.1 limits the cavalry throughout.

/** One defender front space and what stands in line with it, by unit labels (plain JSON, as a game stores it). */
export interface MapColumn {
  readonly defender: readonly string[];
  readonly attacker: readonly string[] | null;
  readonly attackerReserve: readonly string[] | null;
  readonly defenderReserve: readonly string[] | null;
}

export interface BattleMap {
  /** The defender's front spaces in the order it filled them. */
  readonly columns: readonly MapColumn[];
  /** 9.2.5 b: attacker groups in a front space facing no one and left out of the reserve: they do not fight. */
  readonly idle: readonly (readonly string[])[];
}

export const EMPTY_MAP: BattleMap = { columns: [], idle: [] };

/** Who places now: the defender's front line, the attacker's line and reserves, the defender's reserves. */
export type MapStage = 'defender' | 'attacker' | 'reserve';

export type MapStep =
  /** 9.2.2: a defender unit or pair into the next front space. */
  | { readonly kind: 'front'; readonly units: readonly string[] }
  /** 9.2.3 a: an attacker unit or pair facing the defender's space `column`. */
  | { readonly kind: 'face'; readonly units: readonly string[]; readonly column: number }
  /** 9.2.5 b: an intact attacker into a front space facing no one, then into reserve behind `column` (null: not). */
  | { readonly kind: 'surplus'; readonly units: readonly string[]; readonly column: number | null }
  /** 9.2.5 a: an unopposed defender group into reserve behind `column`. */
  | { readonly kind: 'hold'; readonly units: readonly string[]; readonly column: number };

/** The units of the battle, each side's combat units (and the defender's forts). */
export interface MapForces {
  readonly attacker: readonly ForceUnit[];
  readonly defender: readonly ForceUnit[];
}

const refusal = (code: string, rule: string, params: Record<string, string> = {}): Problem =>
  problem(code, params, { rule }).problem;

const key = (labels: readonly string[]): string => [...labels].sort().join('+');
const sameGroup = (a: readonly string[], b: readonly string[]): boolean => key(a) === key(b);

function placed(map: BattleMap): Set<string> {
  const out = new Set<string>(map.idle.flat());
  for (const c of map.columns)
    for (const g of [c.defender, c.attacker, c.attackerReserve, c.defenderReserve]) g?.forEach((l) => out.add(l));
  return out;
}

/** 9.2.2: a space holds one unit, or two divisions/brigades of one nationality and one arm. */
function pairProblem(units: readonly ForceUnit[]): Problem | null {
  if (units.length === 1) return null;
  const [a, b] = units;
  const pairable = (u: ForceUnit | undefined): u is CombatUnit => u?.kind === 'unit' && u.size !== 'corps';
  if (units.length === 2 && pairable(a) && pairable(b) && a.nationality === b.nationality && a.arm === b.arm)
    return null;
  return refusal('map-pair', '9.2.2', { units: units.map((u) => u.label).join(' & ') });
}

/** Fewest spaces the units fill, pairing every division or brigade it can (9.2.2). */
function fewestSpaces(units: readonly ForceUnit[]): number {
  const classes = new Map<string, number>();
  for (const u of units)
    if (u.kind === 'unit' && u.size !== 'corps') {
      const k = `${u.nationality}/${u.arm}`;
      classes.set(k, (classes.get(k) ?? 0) + 1);
    }
  return units.length - [...classes.values()].reduce((n, c) => n + Math.floor(c / 2), 0);
}

/**
 * 9.2.2: whether the defender, with `onMap` in `spaces` front spaces, can still place lawfully: every unit left fits,
 * or the spaces left fill up and no unit returned ranks above one on the map (forts, Disorganized, brigades,
 * divisions, corps).
 */
function frontCompletable(onMap: readonly ForceUnit[], spaces: number, rest: readonly ForceUnit[]): boolean {
  const free = FRONT_SPACES - spaces;
  if (fewestSpaces(rest) <= free) return true;
  const rank = (u: ForceUnit): number => defenderRank([u]);
  for (let mask = 0; mask < 1 << rest.length; mask++) {
    const fill = rest.filter((_, i) => mask & (1 << i));
    if (fill.length < free || fewestSpaces(fill) > free) continue;
    const back = rest.filter((_, i) => !(mask & (1 << i)));
    const lowest = Math.min(...[...onMap, ...fill].map(rank));
    if (back.every((u) => rank(u) <= lowest)) return true;
  }
  return false;
}

/** 9.2.3 a: the priority of a group placed (lower first); a Disorganized group is optional, last (5). */
function placingPriority(group: Group, rules: PlacementRules): number {
  return attackerPriority(group, rules) ?? 5;
}
/** 9.2.3 a: a unit the attacker must place: intact, or French Disorganized in an Offensive à outrance. */
const isIntact = (u: ForceUnit): boolean => u.kind === 'unit' && !u.disorganized;
const mandatory = (u: ForceUnit, rules: PlacementRules): boolean =>
  u.kind === 'unit' && (!u.disorganized || (rules.offensive && u.nationality === 'french'));

/** Whether the defender's front line is complete: every unit placed, or the 4 spaces full (9.2.2). */
export function frontComplete(f: MapForces, map: BattleMap): boolean {
  const on = placed(map);
  return map.columns.length >= FRONT_SPACES || f.defender.every((u) => on.has(u.label));
}

/** Whether `step` is lawful now, and if not which rule it breaks. */
export function checkStep(
  f: MapForces,
  map: BattleMap,
  stage: MapStage,
  step: MapStep,
  rules: PlacementRules,
): Problem | null {
  const on = placed(map);
  const own = stage === 'attacker' ? f.attacker : f.defender;
  const units = step.units.map((l) => own.find((u) => u.label === l));
  const rule = stage === 'defender' ? '9.2.2' : stage === 'attacker' ? '9.2.3 a' : '9.2.5 a';
  const wrongStage = { defender: 'front', attacker: 'face', reserve: 'hold' }[stage] !== step.kind;
  if (wrongStage && !(stage === 'attacker' && step.kind === 'surplus')) return refusal('map-stage', rule);
  if (units.length === 0 || units.some((u) => u === undefined) || new Set(step.units).size !== units.length)
    return refusal('map-unit', rule, { units: step.units.join(' & ') });
  const group = units as ForceUnit[];
  const column = step.kind === 'front' || step.column === null ? undefined : map.columns[step.column];
  if (step.kind !== 'front' && step.column !== null && !column)
    return refusal('map-space', rule, { space: String(step.column + 1) });

  if (step.kind === 'hold') {
    // 9.2.5 a: only an unopposed front-line group, intact or a fort, behind a column that fights.
    const from = map.columns.find((c) => c.attacker === null && sameGroup(c.defender, step.units));
    if (!from || map.columns.some((c) => c.defenderReserve && sameGroup(c.defenderReserve, step.units)))
      return refusal('map-unit', rule, { units: step.units.join(' & ') });
    if (isDisorganizedGroup(group)) return refusal('map-reserve-disorganized', '9.2.5 a');
    if (!column?.attacker || column.defenderReserve) return refusal('map-reserve-space', '9.2.5 a');
    const enemy = column.attacker.map((l) => f.attacker.find((u) => u.label === l)!);
    return mayReserveBehind(group, enemy) ? null : refusal('map-cavalry-reserve', '9.6.1');
  }
  if (group.some((u) => on.has(u.label))) return refusal('map-unit', rule, { units: step.units.join(' & ') });
  const pair = pairProblem(group);
  if (pair) return pair;

  if (step.kind === 'front') {
    if (map.columns.length >= FRONT_SPACES) return refusal('map-full', '9.2.2');
    const onMap = f.defender.filter((u) => on.has(u.label) || step.units.includes(u.label));
    const rest = f.defender.filter((u) => !onMap.includes(u));
    return frontCompletable(onMap, map.columns.length + 1, rest) ? null : refusal('map-order', '9.2.2');
  }

  // The attacker (9.2.3 a): no forts; by priority; spaces facing intact defenders first; cavalry never at a fort.
  if (isFortGroup(group)) return refusal('map-fort', '9.2.3 a');
  const defenderOf = (c: MapColumn): Group => c.defender.map((l) => f.defender.find((u) => u.label === l)!);
  const free = map.columns.filter((c) => c.attacker === null);
  const faceable = (g: Group): MapColumn[] => free.filter((c) => mayFace(g, defenderOf(c)));
  const priority = placingPriority(group, rules);
  const better = f.attacker.find(
    (u) =>
      !on.has(u.label) &&
      !step.units.includes(u.label) &&
      mandatory(u, rules) &&
      placingPriority([u], rules) < priority &&
      (faceable([u]).length > 0 || (step.kind === 'surplus' && isIntact(u))),
  );
  if (step.kind === 'face') {
    if (!column || column.attacker !== null) return refusal('map-space', rule, { space: String(step.column + 1) });
    if (!mayFace(group, defenderOf(column))) return refusal('map-cavalry-fort', '9.6.1');
    if (better) return refusal('map-priority', '9.2.3 a', { unit: better.label });
    const weak = (c: MapColumn): boolean => isFortGroup(defenderOf(c)) || isDisorganizedGroup(defenderOf(c));
    if (weak(column) && faceable(group).some((c) => !weak(c))) return refusal('map-intact-first', '9.2.3 a');
    return null;
  }
  // 9.2.5 b: a surplus attacker: intact, with no defender left it may face, in one of the front spaces facing no one.
  if (isDisorganizedGroup(group)) return refusal('map-reserve-disorganized', '9.2.5 b');
  if (faceable(group).length > 0) return refusal('map-face-first', '9.2.3 a');
  const surplus = map.idle.length + map.columns.filter((c) => c.attackerReserve !== null).length;
  if (surplus >= FRONT_SPACES - map.columns.length) return refusal('map-full', '9.2.3 a');
  if (better) return refusal('map-priority', '9.2.3 a', { unit: better.label });
  if (!column) return null;
  if (!column.attacker || column.attackerReserve) return refusal('map-reserve-space', '9.2.5 b');
  return mayReserveBehind(group, defenderOf(column)) ? null : refusal('map-cavalry-reserve', '9.6.1');
}

/**
 * Whether the side placing may end its stage now: the defender's front line ends by itself once complete (9.2.2); the
 * attacker may not end while a unit it must place may still face a free defender space (9.2.3 a); the defender's
 * reserves are its choice (9.2.5 a).
 */
export function checkEnd(f: MapForces, map: BattleMap, stage: MapStage, rules: PlacementRules): Problem | null {
  if (stage === 'defender') return frontComplete(f, map) ? null : refusal('map-front-open', '9.2.2');
  if (stage === 'reserve') return null;
  const on = placed(map);
  const defenderOf = (c: MapColumn): Group => c.defender.map((l) => f.defender.find((u) => u.label === l)!);
  const left = f.attacker.find(
    (u) =>
      !on.has(u.label) &&
      mandatory(u, rules) &&
      map.columns.some((c) => c.attacker === null && mayFace([u], defenderOf(c))),
  );
  return left ? refusal('map-unfaced', '9.2.3 a', { unit: left.label }) : null;
}

export function applyStep(map: BattleMap, step: MapStep): BattleMap {
  const units = [...step.units];
  const at = (i: number, c: Partial<MapColumn>): BattleMap => ({
    ...map,
    columns: map.columns.map((x, j) => (j === i ? { ...x, ...c } : x)),
  });
  switch (step.kind) {
    case 'front':
      return {
        ...map,
        columns: [...map.columns, { defender: units, attacker: null, attackerReserve: null, defenderReserve: null }],
      };
    case 'face':
      return at(step.column, { attacker: units });
    case 'surplus':
      return step.column === null
        ? { ...map, idle: [...map.idle, units] }
        : at(step.column, { attackerReserve: units });
    case 'hold':
      return at(step.column, { defenderReserve: units });
  }
}

/** The lawful steps of the stage now: each unit alone or paired, into each space the rules allow. */
export function mapOptions(f: MapForces, map: BattleMap, stage: MapStage, rules: PlacementRules): MapStep[] {
  if (stage === 'defender' && frontComplete(f, map)) return [];
  const on = placed(map);
  const columns = map.columns.map((_, i) => i);
  let steps: MapStep[];
  if (stage === 'reserve') {
    steps = map.columns
      .filter(
        (c) =>
          c.attacker === null &&
          !map.columns.some((x) => x.defenderReserve && sameGroup(x.defenderReserve, c.defender)),
      )
      .flatMap((c) => columns.map((i): MapStep => ({ kind: 'hold', units: c.defender, column: i })));
  } else {
    const free = (stage === 'attacker' ? f.attacker : f.defender).filter((u) => !on.has(u.label));
    const groups: string[][] = free.map((u) => [u.label]);
    free.forEach((a, i) =>
      free.slice(i + 1).forEach((b) => {
        if (!pairProblem([a, b])) groups.push([a.label, b.label]);
      }),
    );
    steps =
      stage === 'defender'
        ? groups.map((units) => ({ kind: 'front', units }))
        : groups.flatMap((units) => [
            ...columns.map((column): MapStep => ({ kind: 'face', units, column })),
            ...[...columns, null].map((column): MapStep => ({ kind: 'surplus', units, column })),
          ]);
  }
  return steps.filter((s) => checkStep(f, map, stage, s, rules) === null);
}

/**
 * 9.2.2, 9.2.3 a, 9.2.5, 9.6.1: whether a whole Battle Map is lawful, and if not the first rule it breaks. It is
 * replayed as the owners would have placed it: the defender's spaces in order, the attacker's groups by priority
 * (faces before surplus, spaces facing intact defenders first), then the defender's reserves.
 */
export function checkPlacement(f: MapForces, map: BattleMap, rules: PlacementRules): Problem | null {
  let now = EMPTY_MAP;
  const run = (stage: MapStage, step: MapStep): Problem | null => {
    const wrong = checkStep(f, now, stage, step, rules);
    if (!wrong) now = applyStep(now, step);
    return wrong;
  };
  for (const c of map.columns) {
    const wrong = run('defender', { kind: 'front', units: c.defender });
    if (wrong) return wrong;
  }
  const ended = checkEnd(f, now, 'defender', rules);
  if (ended) return ended;
  const unitsOf = (labels: readonly string[]): Group =>
    labels.map((l) => f.attacker.find((u) => u.label === l)).filter((u): u is ForceUnit => u !== undefined);
  const weak = (c: MapColumn): number => {
    const d = c.defender.map((l) => f.defender.find((u) => u.label === l)!);
    return isFortGroup(d) || isDisorganizedGroup(d) ? 1 : 0;
  };
  const moves: { step: MapStep; order: number }[] = [
    ...map.columns.flatMap((c, column) => [
      ...(c.attacker ? [{ step: { kind: 'face', units: c.attacker, column } as MapStep, order: weak(c) }] : []),
      ...(c.attackerReserve
        ? [{ step: { kind: 'surplus', units: c.attackerReserve, column } as MapStep, order: 2 }]
        : []),
    ]),
    ...map.idle.map((units) => ({ step: { kind: 'surplus', units, column: null } as MapStep, order: 3 })),
  ];
  const sorted = stable(moves, (m) => placingPriority(unitsOf(m.step.units), rules) * 10 + m.order);
  for (const m of sorted) {
    const wrong = run('attacker', m.step);
    if (wrong) return wrong;
  }
  const done = checkEnd(f, now, 'attacker', rules);
  if (done) return done;
  for (const [column, c] of map.columns.entries()) {
    if (!c.defenderReserve) continue;
    const wrong = run('reserve', { kind: 'hold', units: c.defenderReserve, column });
    if (wrong) return wrong;
  }
  return null;
}

/** The Battle Map the suggestion places for the stage (`suggestPlacement`'s choices, from the map as it stands). */
export function suggestedSteps(f: MapForces, map: BattleMap, stage: MapStage, rules: PlacementRules): MapStep[] {
  const on = placed(map);
  const singles = (units: readonly ForceUnit[]): Group[] => units.filter((u) => !on.has(u.label)).map((u) => [u]);
  const labelsOf = (g: Group): string[] => g.map((u) => u.label);
  const front = map.columns.map((c) => c.defender.map((l) => f.defender.find((u) => u.label === l)!));
  if (stage === 'defender')
    return suggestFront(singles(f.defender)).front.map((g) => ({ kind: 'front', units: labelsOf(g) }));
  if (stage === 'attacker') {
    const line = suggestLine(singles(f.attacker), front, rules);
    const steps: MapStep[] = [];
    const reserved = new Set<number>();
    front.forEach((d, column) => {
      const a = line.faced.get(d);
      if (a) steps.push({ kind: 'face', units: labelsOf(a), column });
    });
    for (const g of line.surplus) {
      if (isDisorganizedGroup(g)) continue;
      const column = front.findIndex(
        (d, i) =>
          line.faced.has(d) && !reserved.has(i) && map.columns[i]?.attackerReserve === null && mayReserveBehind(g, d),
      );
      if (column < 0) continue;
      reserved.add(column);
      steps.push({ kind: 'surplus', units: labelsOf(g), column });
    }
    return steps;
  }
  const held = new Set<number>();
  const steps: MapStep[] = [];
  for (const c of map.columns) {
    if (c.attacker !== null) continue;
    const g = front[map.columns.indexOf(c)]!;
    if (isDisorganizedGroup(g)) continue;
    const column = map.columns.findIndex((x, i) => {
      const enemy = x.attacker?.map((l) => f.attacker.find((u) => u.label === l)!);
      return enemy !== undefined && x.defenderReserve === null && !held.has(i) && mayReserveBehind(g, enemy);
    });
    if (column < 0) continue;
    held.add(column);
    steps.push({ kind: 'hold', units: c.defender, column });
  }
  return steps;
}

/** The Battle Map as the fight reads it (9.3): the columns that fight, the groups left in the hex, the excess. */
export function placementOf(f: MapForces, map: BattleMap): Placement {
  const all = [...f.attacker, ...f.defender];
  const group = (labels: readonly string[]): Group => labels.map((l) => all.find((u) => u.label === l)!);
  const columns: Column[] = map.columns
    .filter((c) => c.attacker !== null)
    .map((c) => ({
      attacker: group(c.attacker!),
      defender: group(c.defender),
      attackerReserve: c.attackerReserve ? group(c.attackerReserve) : null,
      defenderReserve: c.defenderReserve ? group(c.defenderReserve) : null,
    }));
  const on = placed(map);
  const held = map.columns.flatMap((c) => (c.defenderReserve ? [key(c.defenderReserve)] : []));
  const idle = new Set(map.idle.flat());
  const attackerStays = [
    ...map.idle.map(group),
    ...f.attacker.filter((u) => !on.has(u.label) && !idle.has(u.label)).map((u) => [u]),
  ];
  const returned = f.defender.filter((u) => !on.has(u.label)).map((u): Group => [u]);
  const unopposed = map.columns.filter((c) => c.attacker === null && !held.includes(key(c.defender)));
  return {
    columns,
    attackerStays,
    defenderStays: [...returned, ...unopposed.map((c) => group(c.defender))],
    defenderExcess: returned.length,
  };
}
