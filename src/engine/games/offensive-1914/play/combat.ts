import type { Dice, DieRoll, RollOptions } from '../../../core/dice.js';
import { problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import type { CeStatus } from '../model.js';
import { artilleryDrm } from '../rules/artillery.js';
import { checkAttack, oddsTerms, preparedAttacksDue, type AttackCheck } from '../rules/combat-position.js';
import { prDrm, resolveCombat, rollCrt, type SideReport } from '../rules/combat.js';
import { columnOf } from '../rules/odds.js';
import { readCrtCell, type CrtGridData } from '../rules/crt.js';
import { celOf, isCiOrDemoralized, reduceStatus, statusLevel } from '../rules/efficiency.js';
import { checkCombatStack, forceDe } from '../rules/movement.js';
import { attackOdds, LAST_COLUMN, NO_DEFENCE, type Odds } from '../rules/odds.js';
import { isCombat, otherPlayer, unitsAt, type O1914Position, type PlacedUnit, type Player } from '../rules/position.js';
import { checkAdvance, checkRetreat, retreatOptions, surrenders, type Retreat } from '../rules/retreat.js';
import { checkCombine, corpsCount, defendingSets, type Assigned } from '../rules/assignment.js';
import { lorraineArmyOf, lorraineCorpsOf } from './lorraine.js';
import { faceOf, placedOf, positionOf, printsValue, sideOf, valueOf, type Game } from './board.js';
import { active, forcesIn, type Result } from './movement.js';
import { passThrough, phaseSide } from './phases.js';
import { learnCell, learnedCell, learnValue } from './learned.js';
import { boundByPlan } from './plans.js';
import { supportersOf, supportHexes } from './support.js';
import { isolatedForce, missingRange, noAmmo } from './supply.js';
import { GONE, type Face, type Fight, type Frame, type O1914State, type ValueKey } from './state.js';

/**
 * The attack phases (4.2.7, 4.2.8, 9.0–11.2) over the rules of rules/combat-position.ts, odds.ts, combat.ts and
 * retreat.ts: the attacker declares an attack on a hex and the Forces that make it (9.1, 9.2), the values the pack
 * lacks are asked of their owners, each side declares its Intensity (9.8), the odds are computed from the map
 * (9.3–9.6), the dice rolled (9.9.1, 21.1), the result read (the pack's CRT, or the cell the attacker reads off the
 * card), and its results applied: the CE status, the Strength Reductions the owner allocates (9.10.1), the retreats
 * the owner picks (11.1), the attacker's advance (11.2).
 */

const isEnemyBareFortress = (u: PlacedUnit) => u.type === 'fortress' && u.garrisoned === false;

/** The attack in a given phase is the side's whose phase it is (4.2.7, 4.2.8). */
export function attackPhase(state: O1914State): boolean {
  return state.phase === 'attack' || state.phase === 'counter-attack';
}

/** 9.0–9.3, 3.1.2, 8.5.1, 8.8.1, 12.2.2, 28.5 by rules/combat-position.ts: whether these Forces may attack `target`. */
export function checkForces(
  state: O1914State,
  p: O1914Position,
  side: Player,
  target: string,
  forces: readonly (readonly string[])[],
): AttackCheck {
  if (forces.some((f) => f.some((id) => !active(state, id)))) return problem('inactive', undefined, { rule: '28.5' });
  // 7.8: a unit with an MP Spent marker starts no attack.
  if (forces.some((f) => f.some((id) => state.units[id]?.recovering !== undefined)))
    return problem('attack-mp-spent', undefined, { rule: '7.8' });
  const units = forces.map((f) => f.flatMap((id) => p.units.filter((u) => u.id === id)));
  // 9.2.2: at most two corps combine in an attacking hex; one army's units attack a hex.
  const attacking = units.flat();
  for (const hex of new Set(attacking.map((u) => u.hex))) {
    const combine = checkCombine(
      attacking.filter((u) => u.hex === hex).map((u) => assignedOf(u.id!)),
      hex,
    );
    if (!combine.ok) return combine;
  }
  if (new Set(attacking.map((u) => lorraineArmyOf(u.id!)).filter((a) => a !== null)).size > 1)
    return problem('combine-armies', { hex: target }, { rule: '9.2.2' });
  return checkAttack(p, {
    side,
    target,
    forces: units,
    // 9.2: a hex attacked once a phase, a unit in one attack: the attacks fought and those declared (9.1 step 4).
    attackedHexes: new Set([...state.attacked, ...(state.declared ?? []).map((a) => a.target)]),
    engaged: new Set([...state.engaged, ...(state.declared ?? []).flatMap((a) => a.forces.flat())]),
    retreated: new Set(state.retreated),
    ineffective: new Set(
      Object.entries(state.units)
        .filter(([, u]) => isCiOrDemoralized(u.status))
        .map(([id]) => id),
    ),
  });
}

/** The Forces next to `target` that could join the attack declared so far. */
export function joinable(game: Game, state: O1914State, p: O1914Position, side: Player, target: string): string[][] {
  const declared = state.fight?.forces ?? [];
  const taken = new Set(declared.flat());
  return p.grid
    .neighbours(target)
    .flatMap((hex) => forcesIn(game, state, p, side, hex))
    .filter((f) => f.every((id) => !taken.has(id)))
    .filter((f) => checkForces(state, p, side, target, [...declared, f]).ok);
}

/**
 * 9.0, 9.1 step 4: the hexes `side` may declare an attack on now: enemy-occupied, next to one of its Forces that may
 * attack it, none declared yet; none once the first declared attack is fought (step 5).
 */
export function attackTargets(game: Game, state: O1914State, p: O1914Position, side: Player): string[] {
  return state.fight ? [] : declarable(game, state, p, side);
}

/** The hexes `side` may still declare an attack on this phase, the one being declared apart (9.1 step 4). */
function declarable(game: Game, state: O1914State, p: O1914Position, side: Player): string[] {
  if (!attackPhase(state) || phaseSide(state) !== side || state.fighting) return [];
  const enemy = otherPlayer(side);
  const hexes = [...new Set(p.units.filter((u) => u.side === enemy).map((u) => u.hex))].sort();
  return hexes.filter(
    (hex) =>
      !state.attacked.includes(hex) &&
      !(state.declared ?? []).some((a) => a.target === hex) &&
      unitsAt(p, hex, enemy).some((u) => !isEnemyBareFortress(u)) &&
      p.grid
        .neighbours(hex)
        .some((n) => forcesIn(game, state, p, side, n).some((f) => checkForces(state, p, side, hex, [f]).ok)),
  );
}

/** 7.3.1, 9.1 step 4: the hexes a Prepared Attack of `side` points at that it must still declare an attack on (and may). */
export function attacksOwed(game: Game, state: O1914State, p: O1914Position, side: Player): string[] {
  const targets = declarable(game, state, p, side);
  return [...new Set(preparedAttacksDue(p, side).map((a) => a.target))].filter(
    (t) => targets.includes(t) && !state.attacked.includes(t),
  );
}

/** 9.1 step 5: the declared attacks the attacker may fight next, in the order it picks. */
export function declaredTargets(state: O1914State): string[] {
  return (state.declared ?? []).map((a) => a.target);
}

/**
 * 9.1 step 4: the attack being declared is recorded with its Forces; with `fight` the declarations end and it is
 * fought first (step 5), otherwise the attacker may declare another.
 */
export function recordDeclaration(
  game: Game,
  state: O1914State,
  side: Player,
  fight: boolean,
  events: GameEvent[],
): Result {
  const declaring = state.fight;
  if (!declaring || declaring.forces.length === 0) return problem('attack-no-forces', undefined, { rule: '9.1.1' });
  const left = paUnitsLeftOut(game, state, positionOf(game, state), side);
  if (left.length > 0) return problem('pa-not-excluded', { hex: declaring.target }, { rule: '9.2.5' });
  const owed = attacksOwed(game, state, positionOf(game, state), side).filter((t) => t !== declaring.target);
  // 7.3.1: every hex a Prepared Attack points at is among the attacks declared before the first is fought.
  if (fight && owed.length > 0) return problem('pa-must-attack', undefined, { rule: '7.3.1' });
  state.stack.pop();
  state.declared = [...(state.declared ?? []), { target: declaring.target, forces: declaring.forces }];
  state.fight = null;
  events.push({ kind: 'attack-declared', target: declaring.target, rule: '9.1' });
  return fight ? fightDeclared(game, state, side, declaring.target, events) : { ok: true };
}

/**
 * 9.2.5 C: the units whose Prepared Attack points at the hex being declared, that could join the attack and are not
 * in it: none may be left out, unless the hex is attacked by more than two corps (9.2.2's count).
 */
export function paUnitsLeftOut(game: Game, state: O1914State, p: O1914Position, side: Player): string[] {
  const fight = state.fight;
  if (!fight) return [];
  const inAttack = new Set(fight.forces.flat());
  if (corpsCount([...inAttack].map(assignedOf)) > 2) return [];
  const could = new Set(joinable(game, state, p, side, fight.target).flat());
  return state.preparedAttacks
    .filter((a) => a.side === side && a.target === fight.target)
    .flatMap((a) => a.units)
    .filter((id) => !inAttack.has(id) && could.has(id));
}

/**
 * 9.1 step 5: the declared attack on `target` is fought now; the first one fought ends the declarations (step 4, and
 * 7.3.1: every Prepared Attack's hex declared). Its defenders are the units in the hex now, less those that retreated
 * into it this phase (9.2: Excluded); with none left the attack is void.
 */
export function fightDeclared(
  game: Game,
  state: O1914State,
  side: Player,
  target: string,
  events: GameEvent[],
): Result {
  const attack = (state.declared ?? []).find((a) => a.target === target);
  if (!attack || state.fight || phaseSide(state) !== side || !attackPhase(state))
    return problem('attack-not-declared', { hex: target }, { rule: '9.1' });
  if (!state.fighting && attacksOwed(game, state, positionOf(game, state), side).length > 0)
    return problem('pa-must-attack', undefined, { rule: '7.3.1' });
  state.fighting = true;
  state.declared = (state.declared ?? []).filter((a) => a !== attack);
  const p = positionOf(game, state);
  const defenders = unitsAt(p, target, otherPlayer(side))
    .map((u) => u.id!)
    .filter((id) => !state.retreated.includes(id));
  if (defenders.length === 0) {
    events.push({ kind: 'attack-void', target, code: 'attack-no-defender', rule: '9.0' });
    state.attacked.push(target);
    return { ok: true };
  }
  const retreatedHere = unitsAt(p, target, otherPlayer(side))
    .map((u) => u.id!)
    .filter((id) => state.retreated.includes(id));
  state.fight = { target, attacker: side, forces: attack.forces, defenders, excluded: retreatedHere };
  events.push({ kind: 'attack-fought', target, rule: '9.1' });
  // 9.1.1 b, 9.2.5: the defender announces the units it Excludes, where it has a choice or must.
  const sets = defenceChoices(game, state, p, target, defenders);
  // No lawful set (a unit alone over 3.1.2's limit): the hex is still defended, by all (9.2.5 leaves none to choose).
  if (sets.length === 0 || (sets.length === 1 && sets[0]!.length === defenders.length)) return { ok: true };
  state.stack.push({ name: 'exclude', side: otherPlayer(side) });
  return { ok: true };
}

/** 9.2.2, 29.0: a unit's corps and army as Lorraine's set-up boxes assign them. */
export function assignedOf(id: string): Assigned {
  const corps = lorraineCorpsOf(id);
  return { id, corps: corps?.corps ?? null, independent: corps?.independent ?? false, army: lorraineArmyOf(id) };
}

/** 9.2.5 by rules/assignment.ts: the sets of units the defender may defend `target` with (3.1.2, 9.2.2). */
export function defenceChoices(
  game: Game,
  state: O1914State,
  p: O1914Position,
  target: string,
  defenders: readonly string[],
): string[][] {
  const units = p.units.filter((u) => u.hex === target && defenders.includes(u.id!));
  // 3.1.2 counts the units that defend: the others of the hex (Excluded) stand apart.
  const others = p.units.filter((u) => u.hex !== target || u.side !== units[0]?.side);
  const fits = (ids: readonly string[]) =>
    checkCombatStack({ ...p, units: [...others, ...units.filter((u) => ids.includes(u.id!))] }, units[0]!.side, target)
      .ok;
  return defendingSets(
    units.map((u) => ({
      ...assignedOf(u.id!),
      ciOrDemoralized: u.formation === true && isCiOrDemoralized(state.units[u.id!]!.status),
      fortress: u.type === 'fortress' || u.type === 'fort',
    })),
    target,
    fits,
  );
}

/** 9.2.5: the defender's choice of the units that defend; the others in the hex are Excluded. */
export function answerExclude(game: Game, state: O1914State, units: readonly string[], events: GameEvent[]): Result {
  const fight = state.fight;
  if (!fight || state.stack[state.stack.length - 1]?.name !== 'exclude') return problem('no-exclude-asked');
  const p = positionOf(game, state);
  const key = [...units].sort().join('+');
  if (!defenceChoices(game, state, p, fight.target, fight.defenders).some((s) => [...s].sort().join('+') === key))
    return problem('defend-set', { hex: fight.target }, { rule: '9.2.5' });
  const left = fight.defenders.filter((id) => !units.includes(id));
  state.fight = { ...fight, defenders: [...units], excluded: [...(fight.excluded ?? []), ...left] };
  state.stack.pop();
  events.push({ kind: 'excluded', target: fight.target, units: left, rule: '9.2.5' });
  return { ok: true };
}

export function startFight(game: Game, state: O1914State, side: Player, target: string, events: GameEvent[]): Result {
  if (state.fighting) return problem('attack-after-fight', undefined, { rule: '9.1' });
  const p = positionOf(game, state);
  if (!attackTargets(game, state, p, side).includes(target))
    return problem('attack-no-defender', { hex: target }, { rule: '9.0' });
  const defenders = unitsAt(p, target, otherPlayer(side)).map((u) => u.id!);
  state.fight = { target, attacker: side, forces: [], defenders };
  state.stack.push({ name: 'declare', side });
  // 3.1.6: the attacker learns the ID, type and size of every unit in the hex, never their strengths.
  events.push({ kind: 'attack', target, defenders, rule: '3.1.6' });
  return { ok: true };
}

export function addForce(
  game: Game,
  state: O1914State,
  side: Player,
  ids: readonly string[],
  events: GameEvent[],
): Result {
  const fight = state.fight;
  if (!fight) return problem('no-fight', undefined, { rule: '9.1' });
  const p = positionOf(game, state);
  const check = checkForces(state, p, side, fight.target, [...fight.forces, ids]);
  if (!check.ok) return check;
  const own = forcesIn(game, state, p, side, p.units.find((u) => u.id === ids[0])?.hex ?? '');
  if (!own.some((f) => f.join('+') === [...ids].sort().join('+')))
    return problem('attack-not-one-force', { hex: fight.target }, { rule: '9.2.1' });
  state.fight = { ...fight, forces: [...fight.forces, [...ids].sort()] };
  events.push({ kind: 'force', units: [...ids], target: fight.target, rule: '9.2' });
  return { ok: true };
}

/** The values the combat reads for a unit (2.3–2.7): AS and PR to attack, DS and PR to defend, AV, the CE for the EC. */
function neededValues(game: Game, state: O1914State, unit: PlacedUnit, attacking: boolean): [Face, ValueKey][] {
  const face = faceOf(state, unit.id!);
  const keys: [Face, ValueKey][] = [];
  const want = (key: ValueKey, f: Face = face) => {
    if (printsValue(game, unit.id!, key)) keys.push([f, key]);
  };
  if (unit.type === 'fortress') {
    if (!attacking) want('ds');
    want('av');
    return keys;
  }
  if (unit.type === 'depot' || unit.type === 'train') return keys;
  want(attacking ? 'as' : 'ds');
  want('pr');
  want('av');
  // 6.1: a Formation's Base CE (its army's track), a Support unit's printed CE, on the front.
  if (isCombat(unit)) want('ce', 'front');
  return keys;
}

export function fightUnits(game: Game, state: O1914State, fight: Fight): { att: PlacedUnit[]; def: PlacedUnit[] } {
  const p = positionOf(game, state);
  const byId = (id: string) => p.units.find((u) => u.id === id);
  return {
    att: fight.forces.flat().flatMap((id) => (byId(id) ? [byId(id)!] : [])),
    // The defenders wherever they stand (a retreat moves them; its SRs are theirs still).
    def: fight.defenders.flatMap((id) => (byId(id) ? [byId(id)!] : [])),
  };
}

/** The first value the combat needs that neither the pack nor a player has given, and whose it is. */
function missingValue(game: Game, state: O1914State, fight: Fight): Frame | null {
  const { att, def } = fightUnits(game, state, fight);
  for (const [units, attacking] of [
    [att, true],
    [def, false],
  ] as const)
    for (const u of units)
      for (const [face, key] of neededValues(game, state, u, attacking))
        if (valueOf(game, state, u.id!, face, key) === undefined)
          return { name: 'value', side: u.side, unit: u.id!, face, key };
  // 10.1.1: the AV of the units added to the defence from the next hexes.
  for (const u of supportersOf(game, state, fight)) {
    const face = faceOf(state, u.id!);
    if (printsValue(game, u.id!, 'av') && valueOf(game, state, u.id!, face, 'av') === undefined)
      return { name: 'value', side: u.side, unit: u.id!, face, key: 'av' };
  }
  // 9.4.1: the ranges of the sources that may give Ammunition.
  return missingRange(game, state, [fight.attacker, otherPlayer(fight.attacker)]);
}

export const num = (game: Game, state: O1914State, u: PlacedUnit, key: ValueKey, face: Face = faceOf(state, u.id!)) =>
  valueOf(game, state, u.id!, face, key) ?? 0;

/** A Dice that first gives back the CRT dice already rolled (a cell the players read), then rolls. */
export function replaying(dice: Dice, faces: readonly number[]): Dice {
  const queue = [...faces];
  return {
    roll(sides: number, options?: RollOptions): number {
      const next = queue.shift();
      return next ?? dice.roll(sides, options);
    },
    get rolls(): readonly DieRoll[] {
      return dice.rolls;
    },
  };
}

/** 9.7: the highest PR of a side's units that print one. */
export function highestPr(game: Game, state: O1914State, units: readonly PlacedUnit[]): number | undefined {
  const prs = units.filter((u) => printsValue(game, u.id!, 'pr')).map((u) => num(game, state, u, 'pr'));
  return prs.length > 0 ? Math.max(...prs) : undefined;
}

/** The side's Formation (or Support unit) with the lowest CEL: the one the single EC roll is read against (README). */
export function leadOf(game: Game, state: O1914State, units: readonly PlacedUnit[]) {
  const combat = units.filter(isCombat);
  const formations = combat.filter((u) => u.formation);
  const pool = formations.length > 0 ? formations : combat;
  let lead: { unit: PlacedUnit; ce: number; status: CeStatus } | undefined;
  for (const u of pool) {
    const ce = num(game, state, u, 'ce', 'front');
    const status = state.units[u.id!]!.status;
    if (!lead || celOf(ce, status) < celOf(lead.ce, lead.status)) lead = { unit: u, ce, status };
  }
  return { lead, support: formations.length === 0 };
}

/**
 * Carries the combat on until it needs an answer: the values, the Intensity declarations, the dice and the result
 * cell, the results applied, then the SRs, retreats and advance the players choose, each a prompt.
 */
export function proceed(game: Game, state: O1914State, dice: Dice, events: GameEvent[]): void {
  for (;;) {
    const fight = state.fight;
    // A Repulse (7.4) is play/repulse.ts's to carry on.
    if (!fight || fight.repulse || state.stack.length > 0) return;
    if (!fight.resolved) {
      const missing = missingValue(game, state, fight);
      if (missing) {
        state.stack.push(missing);
        return;
      }
      const defender = otherPlayer(fight.attacker);
      if (fight.attIntense === undefined) {
        state.stack.push({ name: 'intensity', side: fight.attacker });
        return;
      }
      if (fight.defIntense === undefined) {
        state.stack.push({ name: 'intensity', side: defender });
        return;
      }
      // 10.1.1: the defender's artillery from the hexes next to the combat, a hex at a time.
      if (fight.supportHexes === undefined) {
        state.fight = { ...fight, supportHexes: supportHexes(game, state, fight) };
        continue;
      }
      const hex = fight.supportHexes[0];
      if (hex !== undefined) {
        state.stack.push({ name: 'support', side: defender, hex });
        return;
      }
      if (!fight.roll) {
        if (!rollFight(game, state, fight, dice, events)) return;
        continue;
      }
      if (!game.crt && fight.cell === undefined) {
        if (knownCell(game, state, fight, events)) continue;
        events.push({ kind: 'crt-missing', rule: '9.9.1' });
        state.stack.push({ name: 'crt-cell', side: fight.attacker });
        return;
      }
      resolve(game, state, fight, dice, events);
      continue;
    }
    const next = fight.pending?.shift();
    if (next === undefined) {
      finish(state, fight, events);
      return;
    }
    if (next.name === 'sr' && srChoices(game, state, next.side, next.among).length === 0) {
      // 9.10.2: an SR no unit can take costs a REPL, which the Battle for Lorraine does not use (29.3.1).
      events.push({ kind: 'sr-excess', side: next.side, rule: '9.10.2' });
      continue;
    }
    if (next.name === 'retreat' && next.units.every((id) => state.units[id]?.at !== next.from)) continue;
    // 9.2.5 D: "SOLO SE il suo esagono viene lasciato totalmente vuoto da tutte le unità difendenti non escluse".
    if (
      next.name === 'retreat' &&
      next.excluded &&
      fight.defenders.some((id) => state.units[id]?.at === (next.origin ?? next.from))
    )
      continue;
    if (next.name === 'advance' && advanceChoices(game, state).length === 0) continue;
    state.stack.push(next);
    return;
  }
}

/**
 * The odds' column index as the state keeps it: a defence of 0 (a hex of units with no DS) has no ratio (`NO_DEFENCE`),
 * which JSON cannot hold: it is kept as the column the CRT reads it on, 8:1 (9.9); the odds event keeps its label.
 */
export function finiteColumn(index: number): number {
  if (index === NO_DEFENCE) return LAST_COLUMN;
  return Math.max(-40, Math.min(40, Number.isNaN(index) ? 0 : index));
}

/** The PR DRM of the combat's sides (9.7, 9.7.1), and the Fortress in the defending hex. */
function prOf(game: Game, state: O1914State, fight: Fight) {
  const { att, def } = fightUnits(game, state, fight);
  const attPr = highestPr(game, state, att) ?? 0;
  const defPr = highestPr(game, state, def);
  const fortressOnly = def.every((u) => u.type === 'fortress' || u.type === 'depot' || u.type === 'train');
  const fortress = def.some((u) => u.type === 'fortress') ? (fortressOnly ? 'alone' : 'with-units') : 'none';
  const drm = prDrm({ attPr, defPr, attAlpins: false, defAlpins: false, fortress } as const).drm;
  return { attPr, defPr, fortress, drm } as const;
}

/** The column and the dice a result cell is read with (9.9.1: the modified white die, and the black die). */
export function cellRow(fight: Fight, drm: number): { column: string; modifiedWhite: number; black: number } {
  return { column: columnOf(fight.column ?? 0), modifiedWhite: fight.roll!.white + drm, black: fight.roll!.black };
}

/** A cell the players gave before for this column and dice is read again, not asked (play/learned.ts). */
export function knownCell(game: Game, state: O1914State, fight: Fight, events: GameEvent[], drm?: number): boolean {
  if (!fight.roll) return false;
  const row = cellRow(fight, drm ?? prOf(game, state, fight).drm);
  const printed = learnedCell(state.learned, row.column, row.modifiedWhite, row.black);
  if (printed === undefined) return false;
  state.fight = { ...fight, cell: printed };
  events.push({ kind: 'cell-known', printed, column: row.column, rule: '9.9.1' });
  return true;
}

/** 9.1.1 e, 9.3–9.6 the odds from the map, then the CRT dice (9.9.1, 21.1: the Inferior Allied Doctrine, 29.2 B). */
function rollFight(game: Game, state: O1914State, fight: Fight, dice: Dice, events: GameEvent[]): boolean {
  const p = positionOf(game, state);
  const check = checkForces(state, p, fight.attacker, fight.target, fight.forces);
  const { att, def } = fightUnits(game, state, fight);
  if (!check.ok) {
    events.push({ kind: 'attack-void', target: fight.target, code: check.problem.code, rule: check.problem.rule });
    state.fight = null;
    state.attacked.push(fight.target);
    return false;
  }
  // 9.4: a unit no source gives Ammunition halves its AS, DS and AV.
  const halved = noAmmo(game, state, [...att, ...def], events);
  if (halved.length > 0) events.push({ kind: 'no-ammo', units: halved, rule: '9.4' });
  const strengths = fight.forces.map((f) =>
    att
      .filter((u) => f.includes(u.id!))
      .map((u) => ({ as: num(game, state, u, 'as'), noAmmo: halved.includes(u.id!) })),
  );
  const dsOf = (units: readonly PlacedUnit[]) =>
    units.reduce((t, u) => t + (printsValue(game, u.id!, 'ds') ? num(game, state, u, 'ds') : 0), 0);
  const odds = attackOdds({
    ...oddsTerms(check.value, strengths),
    ds: dsOf(def.filter((u) => !halved.includes(u.id!))),
    dsNoAmmo: dsOf(def.filter((u) => halved.includes(u.id!))),
    ip: 0,
    uphill: false,
    naval: false,
    prep: 0,
    tecReading: 'dense-forest',
    ammoRounding: 'exact',
    rounding: 'down',
  });
  if (!odds.ok) {
    events.push({ kind: 'attack-void', target: fight.target, code: odds.problem.code, rule: '9.3.2' });
    state.fight = null;
    state.attacked.push(fight.target);
    return false;
  }
  const o = odds.value;
  events.push(oddsEvent(fight.target, o));
  rollFightCrt(
    state,
    {
      ...fight,
      column: finiteColumn(o.finalIndex),
      flanked: check.value.flanked,
      ...(halved.length > 0 ? { noAmmo: halved } : {}),
    },
    dice,
    '9.9.1',
    events,
  );
  return true;
}

/** The `odds` event of a fight (9.3–9.6, or 7.4.3's Repulse), as the log shows it. */
export function oddsEvent(target: string, o: Odds): GameEvent {
  return {
    kind: 'odds',
    target,
    attack: o.attack,
    defence: o.defence,
    initial: o.initial,
    final: o.final,
    column: o.column,
    shifts: o.shifts.map((s) => `${s.value > 0 ? '+' : ''}${s.value} (${s.rule})`),
    rules: o.rules,
  };
}

/** The CRT dice (21.1's re-roll included) rolled for `fight`: kept in the state's fight and logged, citing `rule`. */
export function rollFightCrt(state: O1914State, fight: Fight, dice: Dice, rule: string, events: GameEvent[]): void {
  const roll = rollCrt(dice, state.turn, fight.attacker === 'allied' ? 'attacker' : 'defender');
  state.fight = {
    ...fight,
    roll: { white: roll.white, black: roll.black, ...(roll.first ? { first: roll.first } : {}) },
  };
  events.push({
    kind: 'crt-dice',
    white: roll.white,
    black: roll.black,
    ...(roll.first ? { first: [roll.first.white, roll.first.black] } : {}),
    rule,
  });
}

/** 9.1.1 f–j by rules/combat.ts, with the pack's grid or the cell given, then the results (10.0: attacker first). */
function resolve(game: Game, state: O1914State, fight: Fight, dice: Dice, events: GameEvent[]): void {
  const { att, def } = fightUnits(game, state, fight);
  const roll = fight.roll!;
  const replayed = replaying(dice, [
    ...(roll.first ? [roll.first.white, roll.first.black] : []),
    roll.white,
    roll.black,
  ]);
  const column = fight.column ?? 0;
  const { attPr, defPr, fortress, drm } = prOf(game, state, fight);
  let grid: CrtGridData | undefined = game.crt;
  if (fight.cell !== undefined) {
    // The cell the attacker read for this column and modified white die (9.9.1, 9.7), recorded for the export.
    const row = cellRow(fight, drm);
    grid = { columns: { [row.column]: { [String(row.modifiedWhite)]: fight.cell } } };
    learnCell(state, row.column, row.modifiedWhite, row.black, fight.cell, fight.attacker);
  }
  const a = leadOf(game, state, att);
  const d = leadOf(game, state, def);
  // 9.4: halved without Ammunition; the Artillery Table reads whole AV, so a half left over is dropped (README).
  const av = (units: readonly PlacedUnit[]) =>
    Math.floor(
      units.reduce(
        (t, u) =>
          t +
          (printsValue(game, u.id!, 'av') ? num(game, state, u, 'av') / (fight.noAmmo?.includes(u.id!) ? 2 : 1) : 0),
        0,
      ),
    );
  const result = resolveCombat(
    {
      column,
      attPr,
      defPr,
      attAlpins: false,
      defAlpins: false,
      fortress,
      attIntense: fight.attIntense ?? false,
      defIntense: fight.defIntense ?? false,
      gt: state.turn,
      allies: fight.attacker === 'allied' ? 'attacker' : 'defender',
      attCe: a.lead?.ce,
      attStatus: a.lead?.status,
      attSupport: a.support,
      // 10.1: the opponent's AV against the side's own DE; 10.1.1: the defender's with the next hexes'.
      attArt: artilleryDrm(av([...def, ...supportersOf(game, state, fight)]), forceDe(att)),
      defCe: d.lead?.ce,
      defStatus: d.lead?.status,
      defSupport: d.support,
      defArt: artilleryDrm(av(att), forceDe(def)),
      flanked: fight.flanked ?? false,
      prepE: 0,
      supportSr: 'one',
    },
    replayed,
    grid,
  );
  if (!result.ok || !result.value.attacker || !result.value.defender) {
    // The pack's grid lacks the cell: the attacker reads it off the card.
    if (fight.cell === undefined) {
      events.push({ kind: 'crt-gap', rule: '9.9.1' });
      state.stack.push({ name: 'crt-cell', side: fight.attacker });
      return;
    }
    throw new Error('a result cell that was read did not resolve');
  }
  const r = result.value;
  events.push({
    kind: 'combat',
    target: fight.target,
    crt: r.crt,
    battle: r.battle,
    modifiedWhite: r.modifiedWhite,
    attacker: summary(r.attacker!),
    defender: summary(r.defender!),
    rules: result.rules,
  });
  // 6.1, 10.3: the CE levels the EC cost, on every Formation of the side (the README's reading).
  applyStatus(state, att, a.lead, r.attacker!.status);
  applyStatus(state, def, d.lead, r.defender!.status);
  // 11.1.2, 12.2.1b: a lone Fortress is flipped (its garrison gone).
  if (r.defender!.flipped) for (const u of def) if (u.type === 'fortress') state.units[u.id!]!.garrison = false;
  for (const u of def) delete state.units[u.id!]!.inactiveUntil; // 28.5: an attacked unit is activated.
  const pending: Frame[] = [];
  const defender = otherPlayer(fight.attacker);
  for (let i = 0; i < r.attacker!.strengthReduction; i++) pending.push({ name: 'sr', side: fight.attacker });
  if (r.attacker!.retreat > 0)
    for (const hex of new Set(att.map((u) => u.hex)))
      pending.push({
        name: 'retreat',
        side: fight.attacker,
        units: att.filter((u) => u.hex === hex && retreats(u)).map((u) => u.id!),
        from: hex,
        hexes: r.attacker!.retreat,
      });
  for (let i = 0; i < r.defender!.strengthReduction; i++) pending.push({ name: 'sr', side: defender });
  if (r.defender!.retreat > 0)
    pending.push({
      name: 'retreat',
      side: defender,
      units: def.filter(retreats).map((u) => u.id!),
      from: fight.target,
      hexes: r.defender!.retreat,
    });
  // 9.2.5 D: the Excluded retreat only once every defending unit left the hex, by the least obligation (one here).
  const excluded = (fight.excluded ?? []).filter((id) => {
    const u = placedOf(game, state, id);
    return u !== undefined && retreats(u);
  });
  if (r.defender!.retreat > 0 && excluded.length > 0)
    pending.push({
      name: 'retreat',
      side: defender,
      units: excluded,
      from: fight.target,
      hexes: r.defender!.retreat,
      excluded: true,
    });
  pending.push({ name: 'advance', side: fight.attacker });
  state.fight = { ...fight, resolved: true, pending };
}

/** 11.1.2: a Fortress is flipped, not retreated; a Depot is Displaced (15.6.2b), not retreated. */
export const retreats = (u: PlacedUnit) => u.type !== 'fortress' && u.type !== 'depot';

function summary(s: SideReport) {
  return {
    ec: s.ec ? { dice: s.ec.dice, total: s.ec.total, cel: s.ec.cel, passed: s.ec.passed } : null,
    sr: s.strengthReduction,
    retreat: s.retreat,
    status: s.status,
  };
}

export function applyStatus(
  state: O1914State,
  units: readonly PlacedUnit[],
  lead: { unit: PlacedUnit; status: CeStatus } | undefined,
  after: CeStatus | null,
): void {
  if (!lead || !after || !lead.unit.formation) return;
  const levels = statusLevel(after) - statusLevel(lead.status);
  if (levels <= 0) return;
  for (const u of units)
    if (u.formation && isCombat(u)) {
      const s = state.units[u.id!]!;
      s.status = reduceStatus(s.status, levels).status;
    }
}

function finish(state: O1914State, fight: Fight, events: GameEvent[]): void {
  state.attacked.push(fight.target);
  for (const id of [...fight.forces.flat(), ...fight.defenders])
    if (!state.engaged.includes(id)) state.engaged.push(id);
  state.fight = null;
  events.push({ kind: 'combat-over', target: fight.target, rule: '9.1' });
}

/**
 * 9.10.1: the units of `side` in the combat (or `among` these, a retreating group's, 7.4) that may take an SR: a
 * Formation first, then a Support unit with a back.
 */
export function srChoices(game: Game, state: O1914State, side: Player, among?: readonly string[]): string[] {
  const fight = state.fight;
  if (!fight) return [];
  const { att, def } = fightUnits(game, state, fight);
  const pool = among ? among.flatMap((id) => placedOf(game, state, id) ?? []) : side === fight.attacker ? att : def;
  const units = pool.filter((u) => isCombat(u) && !state.units[u.id!]!.reduced);
  const hasBack = (id: string) => game.counters.get(id)?.reduced !== undefined;
  const formations = units.filter((u) => u.formation && hasBack(u.id!));
  return (formations.length > 0 ? formations : units.filter((u) => !u.formation && hasBack(u.id!))).map((u) => u.id!);
}

/** The retreats the map allows the group (11.1.1, 11.1.5 by rules/retreat.ts). */
export function retreatChoices(game: Game, state: O1914State, frame: Extract<Frame, { name: 'retreat' }>): string[][] {
  const p = positionOf(game, state);
  const options = retreatOptions(p, frame.side, frame.from, frame.hexes, frame.origin);
  return options.reach === 0 ? [[]] : options.paths.map((path) => [...path]);
}

/** 11.2, 11.2.1, 11.2.2 by rules/retreat.ts: the attacking Forces that may advance into the vacated hex. */
export function advanceChoices(game: Game, state: O1914State): string[][] {
  const fight = state.fight;
  if (!fight) return [];
  const p = positionOf(game, state);
  const { att } = fightUnits(game, state, fight);
  return fight.forces
    .map((f) => f.filter((id) => !state.retreated.includes(id) && att.some((u) => u.id === id)))
    .filter((f) => f.length > 0)
    .filter(
      (f) =>
        checkAdvance(p, {
          side: fight.attacker,
          target: fight.target,
          units: f.flatMap((id) => p.units.filter((u) => u.id === id)),
          attackers: att,
          retreated: new Set(state.retreated),
        }).ok,
    );
}

export function answerValue(game: Game, state: O1914State, value: number, events: GameEvent[]): Result {
  const frame = state.stack[state.stack.length - 1];
  if (frame?.name !== 'value') return problem('no-value-asked');
  if (!valueRange(frame.key).includes(value)) return problem('value-range', { value });
  state.values[frame.unit] = {
    ...state.values[frame.unit],
    [frame.face]: { ...state.values[frame.unit]?.[frame.face], [frame.key]: value },
  };
  learnValue(game, state, frame.unit, frame.face, frame.key, value, frame.side);
  state.stack.pop();
  // The number stays in the owner's view: the log says only that it was given (3.1.6: never strengths).
  events.push({ kind: 'value', unit: frame.unit, key: frame.key, face: frame.face, by: frame.side });
  return { ok: true };
}

/** The numbers a value's prompt offers. */
export function valueRange(key: ValueKey): number[] {
  const [from, to] = key === 'pr' ? [0, 9] : key === 'ce' ? [2, 12] : [0, 24];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * 26.2.2: a Formation bound by a Strategic Plan that attacks must declare Intense: in Lorraine the infantry Formations
 * not CI, D1 or D2 (26.2) of the French Second Army, and of the German Sixth Army once 26.6.2 activates its plan, until
 * the Player Turn after the plan is fulfilled (26.1) or from the Player Turn it is abandoned (26.3): play/plans.ts.
 */
export function mustBeIntense(game: Game, state: O1914State, side: Player): boolean {
  const fight = state.fight;
  if (!fight || fight.repulse || side !== fight.attacker) return false;
  return fight.forces.flat().some((id) => boundByPlan(game, state, id));
}

export function answerIntensity(
  game: Game,
  state: O1914State,
  side: Player,
  intense: boolean,
  events: GameEvent[],
): Result {
  const fight = state.fight;
  if (!fight || state.stack[state.stack.length - 1]?.name !== 'intensity') return problem('no-intensity-asked');
  if (!intense && mustBeIntense(game, state, side)) return problem('plan-intense', undefined, { rule: '26.2.2' });
  state.fight = side === fight.attacker ? { ...fight, attIntense: intense } : { ...fight, defIntense: intense };
  state.stack.pop();
  events.push({ kind: 'intensity', side, intense, rule: mustBeIntense(game, state, side) ? '26.2.2' : '9.8' });
  return { ok: true };
}

export function answerCell(state: O1914State, printed: string, events: GameEvent[]): Result {
  const fight = state.fight;
  if (!fight || state.stack[state.stack.length - 1]?.name !== 'crt-cell') return problem('no-cell-asked');
  const read = readCrtCell(printed);
  if (!read.ok) return read;
  state.fight = { ...fight, cell: printed };
  state.stack.pop();
  events.push({ kind: 'cell', printed, by: fight.attacker, rule: '9.9.1' });
  return { ok: true };
}

export function answerSr(game: Game, state: O1914State, side: Player, unit: string, events: GameEvent[]): Result {
  const frame = state.stack[state.stack.length - 1];
  if (frame?.name !== 'sr') return problem('no-sr-asked');
  if (!srChoices(game, state, side, frame.among).includes(unit))
    return problem('sr-unit', undefined, { rule: '9.10.1' });
  state.units[unit]!.reduced = true;
  state.stack.pop();
  events.push({ kind: 'sr', unit, rule: '9.10.1' });
  return { ok: true };
}

export function answerRetreat(game: Game, state: O1914State, path: readonly string[], events: GameEvent[]): Result {
  const frame = state.stack[state.stack.length - 1];
  if (frame?.name !== 'retreat') return problem('no-retreat-asked');
  const check = checkGroupRetreat(game, state, frame, path);
  if (!check.ok) return check;
  state.stack.pop();
  const sr = retreatGroup(game, state, frame, path, check.value, events);
  // 11.1.4, 11.1.5: the retreat's own SRs, the owner's to allocate next.
  const fight = state.fight;
  if (fight && sr > 0)
    state.fight = {
      ...fight,
      pending: [
        ...Array.from({ length: sr }, (): Frame => ({ name: 'sr', side: frame.side })),
        ...(fight.pending ?? []),
      ],
    };
  return { ok: true };
}

export type RetreatFrame = Extract<Frame, { name: 'retreat' }>;

/**
 * 11.0–11.1.5 by `checkRetreat`: the group's retreat along `path` from where it stands (`partial`: it stops there to
 * try a Repulse, 7.4, its obligation going on).
 */
export function checkGroupRetreat(
  game: Game,
  state: O1914State,
  frame: RetreatFrame,
  path: readonly string[],
  partial = false,
  p: O1914Position = positionOf(game, state),
) {
  const units = frame.units.flatMap((id) => p.units.filter((u) => u.id === id && u.hex === frame.from));
  return checkRetreat(p, {
    side: frame.side,
    units,
    from: frame.from,
    hexes: frame.hexes,
    path,
    ...(frame.origin !== undefined ? { origin: frame.origin } : {}),
    ...(partial ? { partial } : {}),
  });
}

/** The CE levels a retreat costs each Formation of the group: 9.2.5 D's Excluded Force only its EZOC (11.1.3). */
export function retreatCeLoss(frame: RetreatFrame, retreat: Retreat): number {
  return frame.excluded ? retreat.steps.filter((st) => st.ezoc).length : retreat.ceLoss;
}

/**
 * 11.1.6: the Formations of the group that surrender by this retreat: Isolated, unable to retreat or into an EZOC not
 * negated, and Demoralized before or by it (Isolation traced only when the rest holds).
 */
export function surrendering(game: Game, state: O1914State, frame: RetreatFrame, retreat: Retreat): string[] {
  const candidates = frame.units.filter((id) => {
    const u = placedOf(game, state, id);
    return u?.hex === frame.from && u.formation && isCombat(u) && surrenders(retreat, true, state.units[id]!.status);
  });
  return candidates.length > 0 && isolatedForce(game, state, frame.side, frame.from) ? candidates : [];
}

/**
 * The group moves along a checked retreat (11.1): its CE costs, 11.1.6's surrender, its PA markers left, control and
 * passage; the SRs it owes are returned for the caller to ask.
 */
export function retreatGroup(
  game: Game,
  state: O1914State,
  frame: RetreatFrame,
  path: readonly string[],
  retreat: Retreat,
  events: GameEvent[],
): number {
  const units = frame.units.flatMap((id) => {
    const u = placedOf(game, state, id);
    return u?.hex === frame.from ? [u] : [];
  });
  // 9.2.5 D: an Excluded Force loses CE only for the EZOC it retreats through (11.1.3), and takes no SR.
  const ceLoss = retreatCeLoss(frame, retreat);
  const sr = frame.excluded ? 0 : retreat.sr;
  // 11.1.6: an Isolated Force unable to retreat, or retreating into an EZOC not negated, and Demoralized (before or by
  // the retreat) surrenders, eliminated for good.
  const surrendered = surrendering(game, state, frame, retreat);
  const end = path[path.length - 1] ?? frame.from;
  // 7.3: a unit that leaves its hex leaves its Prepared Attack marker behind it.
  if (path.length > 0)
    state.preparedAttacks = state.preparedAttacks.filter((a) => !a.units.some((id) => frame.units.includes(id)));
  for (const u of units) {
    const s = state.units[u.id!]!;
    s.at = end;
    if (u.formation && isCombat(u)) s.status = reduceStatus(s.status, ceLoss).status;
    if (!state.retreated.includes(u.id!)) state.retreated.push(u.id!);
  }
  if (units.some(isCombat))
    for (const hex of path)
      passThrough(
        state,
        frame.side,
        hex,
        units.some((u) => u.type === 'infantry' && (u.size === 'XX' || u.size === 'X')),
      );
  state.settled = null;
  events.push({
    kind: 'retreat',
    units: units.map((u) => u.id!),
    from: frame.from,
    path: [...path],
    ceLoss,
    sr,
    rule: frame.excluded ? '9.2.5' : '11.1',
  });
  for (const id of surrendered) {
    state.units[id]!.at = GONE;
    events.push({ kind: 'surrendered', unit: id, rule: '11.1.6' });
  }
  return sr;
}

export function answerAdvance(game: Game, state: O1914State, units: readonly string[], events: GameEvent[]): Result {
  const fight = state.fight;
  if (!fight || state.stack[state.stack.length - 1]?.name !== 'advance') return problem('no-advance-asked');
  if (units.length === 0) {
    state.stack.pop();
    return { ok: true };
  }
  if (!advanceChoices(game, state).some((f) => f.join('+') === [...units].sort().join('+')))
    return problem('advance-not-attacker', { hex: fight.target }, { rule: '11.2' });
  const p = positionOf(game, state);
  for (const id of units) state.units[id]!.at = fight.target;
  state.preparedAttacks = state.preparedAttacks.filter((a) => !a.units.some((id) => units.includes(id)));
  const placed = units.flatMap((id) => p.units.filter((u) => u.id === id));
  if (placed.some(isCombat))
    passThrough(
      state,
      fight.attacker,
      fight.target,
      placed.some((u) => u.type === 'infantry' && (u.size === 'XX' || u.size === 'X')),
    );
  events.push({ kind: 'advance', units: [...units], to: fight.target, rule: '11.2' });
  state.stack.pop();
  if (advanceChoices(game, state).length > 0) state.stack.push({ name: 'advance', side: fight.attacker });
  return { ok: true };
}

export { placedOf, sideOf };
