import type { Dice } from '../../../core/dice.js';
import { problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { checkRepulseMap, oddsTerms, type AttackCheck } from '../rules/combat-position.js';
import { prDrm } from '../rules/combat.js';
import type { CrtGridData } from '../rules/crt.js';
import { celOf, isCiOrDemoralized, reduceStatus } from '../rules/efficiency.js';
import { MP_ALLOWANCE, stepCost } from '../rules/movement.js';
import { attackOdds, type OddsInput } from '../rules/odds.js';
import {
  hexsideTerrain,
  isCombat,
  otherPlayer,
  unitsAt,
  type O1914Position,
  type PlacedUnit,
  type Player,
} from '../rules/position.js';
import { AUTOMATIC_FROM, repulse, ROLL_FROM, type RepulseInput } from '../rules/repulse.js';
import { faceOf, positionOf, printsValue, valueOf, type Game } from './board.js';
import {
  cellRow,
  fightUnits,
  finiteColumn,
  highestPr,
  knownCell,
  leadOf,
  num,
  oddsEvent,
  replaying,
  retreats,
  rollFightCrt,
  srChoices,
} from './combat.js';
import { learnCell } from './learned.js';
import { active, movementPhase, type Result } from './movement.js';
import { passThrough, phaseSide } from './phases.js';
import { checkPlanHalt } from './plans.js';
import { missingRange, noAmmo } from './supply.js';
import type { Face, Fight, Frame, O1914State, ValueKey } from './state.js';

/**
 * Repulse during a movement phase (7.4–7.4.5, 7.4.7) over rules/combat-position.ts (`checkRepulseMap`) and
 * rules/repulse.ts (`repulse`, the same function as the `repulse` ruling): a Force of the side moving, next to enemy
 * units, spends 1 MP and announces it; the values the pack lacks are asked of their owners; the odds are an attack's
 * terms (7.4.3), rounded as the game was created (up as the book's examples, or down: `repulse-round-down`); at 3:1–6:1
 * the CRT dice are rolled and the cell read (the pack's grid, or the attacker reads it off the card); 8:1 succeeds and
 * below 3:1 fails without a roll. A success retreats the defending group 2 hexes (a Fortress is flipped), whose EC
 * is at +1 (7.4.4); a failure costs the repulsing Force an unmodified EC and the rest of its move (7.4.5).
 * A Repulse during a retreat (7.4's "durante una ritirata") starts in play/retreat-repulse.ts and is carried on here:
 * no MP, a failure's EC and the retreat goes on (7.4.5 "Durante la Ritirata"), the retreat resumed when it is over.
 */

const bareFortress = (u: PlacedUnit) => u.type === 'fortress' && u.garrisoned === false;

/** 7.4, 12.1.3: `target` holds enemy units to repulse (a Fortress without its external garrison is entered, not repulsed). */
export const repulsable = (p: O1914Position, target: string, side: Player): boolean =>
  unitsAt(p, target, otherPlayer(side)).some((u) => !bareFortress(u));

/** The MP a Repulse costs (7.4 "Regola Generale"). */
export const REPULSE_MP = 1;

/** 7.4, 7.4.1, 7.4.2, 7.4.7 by rules/combat-position.ts: whether the Force may Repulse the enemy units in `target`. */
export function checkRepulse(
  game: Game,
  state: O1914State,
  p: O1914Position,
  side: Player,
  ids: readonly string[],
  target: string,
): AttackCheck {
  const phase = movementPhase(state);
  if (!phase || phaseSide(state) !== side || state.fight) return problem('not-movement', undefined, { rule: '7.4' });
  if (ids.length > 2) return problem('repulse-two-units', undefined, { rule: '7.4.1' });
  if (!ids.every((id) => active(state, id))) return problem('inactive', undefined, { rule: '28.5' });
  if (ids.some((id) => state.units[id]?.halted)) return problem('repulse-halted', undefined, { rule: '7.4.5' });
  // 7.3: a unit that placed a Prepared Attack marker spends no more MP this phase.
  if (state.preparedAttacks.some((a) => a.units.some((u) => ids.includes(u))))
    return problem('pa-placed', undefined, { rule: '7.3' });
  const units = ids.flatMap((id) => p.units.filter((u) => u.id === id));
  const hex = units[0]?.hex;
  if (units.length !== ids.length || units.some((u) => u.side !== side || u.hex !== hex))
    return problem('move-units-not-here', { hex: target }, { rule: '7.1.2' });
  // 7.4: "spendere 1 MP" from the phase's allowance (7.1.1; Forced March MP are the last spent, 7.2.2).
  const spent = Math.max(0, ...ids.map((id) => state.units[id]?.spent ?? 0));
  if (spent + REPULSE_MP > MP_ALLOWANCE[phase]) return problem('repulse-no-mp', undefined, { rule: '7.4' });
  // Units to repulse: a Fortress without its external garrison is entered, not repulsed (12.1.3).
  if (!repulsable(p, target, side)) return problem('attack-no-defender', { hex: target }, { rule: '7.4' });
  // 26.2.1: a failed Repulse ends the Force's move (7.4.5), so a bound Formation repulses only where the phase may end.
  const plan = checkPlanHalt(game, state, p, ids);
  if (!plan.ok) return plan;
  return checkRepulseMap(p, {
    side,
    units,
    target,
    start: state.units[ids[0]!]!.start,
    ineffective: new Set(ids.filter((id) => isCiOrDemoralized(state.units[id]!.status))),
  });
}

/** The hexes next to the Force whose enemy units it may Repulse now. */
export function repulseTargets(
  game: Game,
  state: O1914State,
  p: O1914Position,
  side: Player,
  ids: readonly string[],
): string[] {
  if (ids.length > 2 || !movementPhase(state)) return [];
  const from = state.units[ids[0]!]?.at ?? '';
  return p.grid
    .neighbours(from)
    .filter((to) => unitsAt(p, to, otherPlayer(side)).length > 0)
    .filter((to) => checkRepulse(game, state, p, side, ids, to).ok);
}

/** 7.4: the Force spends 1 MP and announces the Repulse; the defending units are shown (3.1.6). */
export function startRepulse(
  game: Game,
  state: O1914State,
  side: Player,
  ids: readonly string[],
  target: string,
  events: GameEvent[],
): Result {
  const p = positionOf(game, state);
  const check = checkRepulse(game, state, p, side, ids, target);
  if (!check.ok) return check;
  for (const id of ids) state.units[id]!.spent += REPULSE_MP;
  const defenders = unitsAt(p, target, otherPlayer(side)).map((u) => u.id!);
  state.fight = { repulse: true, target, attacker: side, forces: [[...ids].sort()], defenders };
  events.push({ kind: 'repulse', units: [...ids], target, defenders, rule: '7.4' });
  return { ok: true };
}

/** The values a Repulse reads (7.4.3, 7.4.4, 7.4.5): AS and PR of the repulsers, DS and PR of the defenders, the CE. */
function neededValues(game: Game, state: O1914State, unit: PlacedUnit, repulsing: boolean): [Face, ValueKey][] {
  const face = faceOf(state, unit.id!);
  const keys: [Face, ValueKey][] = [];
  const want = (key: ValueKey, f: Face = face) => {
    if (printsValue(game, unit.id!, key)) keys.push([f, key]);
  };
  if (unit.type === 'fortress') {
    if (!repulsing) want('ds');
    return keys;
  }
  if (!isCombat(unit)) return keys;
  want(repulsing ? 'as' : 'ds');
  want('pr');
  want('ce', 'front');
  return keys;
}

function missingValue(game: Game, state: O1914State, fight: Fight): Frame | null {
  const { att, def } = fightUnits(game, state, fight);
  for (const [units, repulsing] of [
    [att, true],
    [def, false],
  ] as const)
    for (const u of units)
      for (const [face, key] of neededValues(game, state, u, repulsing))
        if (valueOf(game, state, u.id!, face, key) === undefined)
          return { name: 'value', side: u.side, unit: u.id!, face, key };
  // 9.4.1: the ranges of the sources that may give Ammunition.
  return missingRange(game, state, [fight.attacker, otherPlayer(fight.attacker)]);
}

/** The odds' terms from the map and the units' values (7.4.3: an attack's, 9.3 and 9.6.1). */
function repulseTerms(
  game: Game,
  state: O1914State,
  fight: Fight,
): { ok: true; odds: Omit<OddsInput, 'prep'> } | { ok: false; code: string; rule: string } {
  const p = positionOf(game, state);
  const { att, def } = fightUnits(game, state, fight);
  const check = checkRepulseMap(p, {
    side: fight.attacker,
    units: att,
    target: fight.target,
    // 7.4.7: where a retreating Force's retreat began (decision 49).
    start: fight.retreating?.origin ?? state.units[att[0]?.id ?? '']?.start ?? '',
  });
  if (!check.ok) return { ok: false, code: check.problem.code, rule: check.problem.rule ?? '7.4' };
  // 9.4: a unit no source gives Ammunition halves its strength (7.4.3: the attack's terms).
  const halved = noAmmo(game, state, [...att, ...def]);
  const strengths = [
    att.filter(isCombat).map((u) => ({ as: num(game, state, u, 'as'), noAmmo: halved.includes(u.id!) })),
  ];
  const dsOf = (units: readonly PlacedUnit[]) =>
    units.reduce((t, u) => t + (printsValue(game, u.id!, 'ds') ? num(game, state, u, 'ds') : 0), 0);
  return {
    ok: true,
    odds: {
      ...oddsTerms(check.value, strengths),
      ds: dsOf(def.filter((u) => !halved.includes(u.id!))),
      dsNoAmmo: dsOf(def.filter((u) => halved.includes(u.id!))),
      ip: 0,
      uphill: false,
      naval: false,
      tecReading: 'dense-forest',
      ammoRounding: 'exact',
      rounding: state.repulseRounding,
    },
  };
}

/**
 * Carries a Repulse on until it needs an answer (a value, the result cell, an SR, the defenders' retreat), then ends it.
 * The combat's `proceed` leaves a Repulse to this.
 */
export function proceedRepulse(game: Game, state: O1914State, dice: Dice, events: GameEvent[]): void {
  for (;;) {
    const fight = state.fight;
    if (!fight?.repulse || state.stack.length > 0) return;
    const owed = fight.retreating?.srOwed ?? 0;
    if (owed > 0 && fight.retreating) {
      // 11.1.4, 9.10.1: the retreat's SRs before its Repulse is fought, one at a time; 9.10.2 where none can take it.
      const among = fight.retreating.group ?? [];
      state.fight = { ...fight, retreating: { ...fight.retreating, srOwed: owed - 1 } };
      if (srChoices(game, state, fight.attacker, among).length === 0)
        events.push({ kind: 'sr-excess', side: fight.attacker, rule: '9.10.2' });
      else state.stack.push({ name: 'sr', side: fight.attacker, among });
      continue;
    }
    if (!fight.resolved) {
      const missing = missingValue(game, state, fight);
      if (missing) {
        state.stack.push(missing);
        return;
      }
      if (fight.column === undefined) {
        if (!rollRepulse(game, state, fight, dice, events)) return;
        continue;
      }
      if (fight.roll && !game.crt && fight.cell === undefined) {
        if (knownCell(game, state, fight, events, repulseDrm(game, state, fight))) continue;
        events.push({ kind: 'crt-missing', rule: '7.4.3' });
        state.stack.push({ name: 'crt-cell', side: fight.attacker });
        return;
      }
      if (!resolveRepulse(game, state, fight, dice, events)) return;
      continue;
    }
    const next = fight.pending?.shift();
    if (next === undefined) {
      endRepulse(state, fight);
      enterRepulsedHex(game, state, fight, events);
      events.push({ kind: 'repulse-over', target: fight.target, rule: '7.4' });
      // A Repulse during a retreat hands the fight it paused back (another Repulse's is carried on here).
      if (fight.retreating) continue;
      return;
    }
    if (next.name === 'sr' && srChoices(game, state, next.side, next.among).length === 0) {
      events.push({ kind: 'sr-excess', side: next.side, rule: '9.10.2' });
      continue;
    }
    if (next.name === 'retreat' && next.units.every((id) => state.units[id]?.at !== next.from)) continue;
    state.stack.push(next);
    return;
  }
}

/** 7.4.3's PR DRM, as rules/repulse.ts reads it (a Fortress in the hex: 9.7.1). */
function repulseDrm(game: Game, state: O1914State, fight: Fight): number {
  const { att, def } = fightUnits(game, state, fight);
  return prDrm({
    attPr: highestPr(game, state, att) ?? 0,
    defPr: highestPr(game, state, def),
    attAlpins: false,
    defAlpins: false,
    fortress: def.some((u) => u.type === 'fortress') ? 'with-units' : 'none',
  }).drm;
}

/** 7.4.3: the odds, then the CRT dice only at 3:1, 4:1 or 6:1 (21.1 applies: README decision 21). */
function rollRepulse(game: Game, state: O1914State, fight: Fight, dice: Dice, events: GameEvent[]): boolean {
  const terms = repulseTerms(game, state, fight);
  const odds = terms.ok ? attackOdds({ ...terms.odds, prep: 0 }) : null;
  if (!terms.ok || !odds?.ok) {
    // The map or the strengths no longer allow it (a value given as 0): no Repulse, the MP stays spent.
    const code = terms.ok ? 'no-repulse-strength' : terms.code;
    events.push({ kind: 'repulse-void', target: fight.target, code, rule: terms.ok ? '9.3.2' : terms.rule });
    endRepulse(state, fight);
    return false;
  }
  const o = odds.value;
  events.push(oddsEvent(fight.target, o));
  if (o.finalIndex < ROLL_FROM || o.finalIndex >= AUTOMATIC_FROM) {
    state.fight = { ...fight, column: finiteColumn(o.finalIndex) };
    return true;
  }
  rollFightCrt(state, { ...fight, column: finiteColumn(o.finalIndex) }, dice, '7.4.3', events);
  return true;
}

/** 7.4.3–7.4.5 by rules/repulse.ts, with the dice rolled and the pack's grid or the cell given; then its results. */
function resolveRepulse(game: Game, state: O1914State, fight: Fight, dice: Dice, events: GameEvent[]): boolean {
  const terms = repulseTerms(game, state, fight);
  if (!terms.ok) {
    events.push({ kind: 'repulse-void', target: fight.target, code: terms.code, rule: terms.rule });
    endRepulse(state, fight);
    return false;
  }
  const { att, def } = fightUnits(game, state, fight);
  const roll = fight.roll;
  const replayed = replaying(
    dice,
    roll ? [...(roll.first ? [roll.first.white, roll.first.black] : []), roll.white, roll.black] : [],
  );
  const attPr = highestPr(game, state, att) ?? 0;
  const defPr = highestPr(game, state, def);
  let grid: CrtGridData | undefined = game.crt;
  if (roll && fight.cell !== undefined) {
    // The cell the attacker read for this column and modified white die (7.4.3: "modifica il risultato della differenza
    // di PR"), recorded for the export.
    const row = cellRow(fight, repulseDrm(game, state, fight));
    grid = { columns: { [row.column]: { [String(row.modifiedWhite)]: fight.cell } } };
    learnCell(state, row.column, row.modifiedWhite, row.black, fight.cell, fight.attacker);
  }
  const a = leadOf(game, state, att);
  const d = leadOf(game, state, def);
  const input: RepulseInput = {
    ...terms.odds,
    attPr,
    defPr: defPr ?? (terms.odds.fortress ? undefined : 0),
    gt: state.turn,
    allies: fight.attacker === 'allied' ? 'attacker' : 'defender',
    cel: a.lead ? celOf(a.lead.ce, a.lead.status) : undefined,
    support: a.support,
    defCel: d.lead ? celOf(d.lead.ce, d.lead.status) : undefined,
    defSupport: d.support,
    during: fight.retreating ? 'retreat' : 'movement',
  };
  const answer = repulse(input, replayed, grid);
  if (!answer.ok || answer.value.success === null) {
    // The pack's grid lacks the cell: the attacker reads it off the card.
    if (fight.cell === undefined) {
      events.push({ kind: 'crt-gap', rule: '7.4.3' });
      state.stack.push({ name: 'crt-cell', side: fight.attacker });
      return false;
    }
    throw new Error('a Repulse whose result cell was read did not resolve');
  }
  const r = answer.value;
  const ec = r.ec ? { dice: r.ec.dice, total: r.ec.total, cel: r.ec.cel, passed: r.ec.passed } : null;
  events.push({
    kind: 'repulse-result',
    target: fight.target,
    column: r.column,
    outcome: r.outcome,
    crt: r.crt ?? null,
    success: r.success,
    ec,
    during: input.during,
    rules: answer.rules,
  });
  const pending: Frame[] = [];
  const defender = otherPlayer(fight.attacker);
  const losers = r.success ? def : att;
  const loser = r.success ? defender : fight.attacker;
  // 7.4.4, 7.4.5: a failed EC costs one CE level (the side's Formations, as a combat's, decision 53), or a Support
  // unit's SR (decision 22).
  if (r.ec && r.ec.ceLoss > 0)
    for (const u of losers)
      if (u.formation && isCombat(u)) {
        const s = state.units[u.id!]!;
        s.status = reduceStatus(s.status, r.ec.ceLoss).status;
      }
  for (let i = 0; i < (r.ec?.strengthReduction ?? 0); i++) pending.push({ name: 'sr', side: loser });
  if (r.success) {
    // 7.4.4: the defending group retreats 2 hexes; a defending Fortress is flipped (its garrison gone).
    for (const u of def) if (u.type === 'fortress') state.units[u.id!]!.garrison = false;
    for (const u of def) delete state.units[u.id!]!.inactiveUntil; // 28.5: an attacked unit is activated.
    const group = def.filter(retreats).map((u) => u.id!);
    if (group.length > 0) pending.push({ name: 'retreat', side: defender, units: group, from: fight.target, hexes: 2 });
  } else if (!fight.retreating) {
    // 7.4.5 "Durante il Movimento": the repulsing Force moves no further this phase (it may still place a PA).
    // "Durante la Ritirata": it goes on with its retreat (play/retreat-repulse.ts).
    for (const u of att) state.units[u.id!]!.halted = true;
  }
  // 7.4.7: across an Imposing river (unbridged) or a Flood, a success obliges the Force to enter the hex; a Force
  // retreating goes on with its retreat instead (decision 83).
  const crossing =
    att[0] && !fight.retreating ? hexsideTerrain(positionOf(game, state), att[0].hex, fight.target) : null;
  const hard = crossing !== null && (crossing.flood || (crossing.river === 'imposing' && !crossing.bridge));
  state.fight = { ...fight, resolved: true, pending, ...(r.success && hard ? { enter: true } : {}) };
  return true;
}

/**
 * A Repulse is over (or void): in a movement phase nothing is fought any more; during a retreat (7.4) the fight it paused
 * goes on, the retreat left first (7.4.4 "continuare a rispettare le sue obbligazioni di ritirata", 7.4.5).
 */
function endRepulse(state: O1914State, fight: Fight): void {
  const paused = fight.retreating;
  if (!paused) {
    state.fight = null;
    return;
  }
  const then = paused.then ? [paused.then] : [];
  if (paused.outer) state.fight = { ...paused.outer, pending: [...then, ...(paused.outer.pending ?? [])] };
  else {
    state.fight = null;
    state.stack.push(...then);
  }
}

/**
 * 7.4.7 "Se ha successo, deve muovere nell'esagono vuoto spendendo gli MP richiesti, e può poi proseguire il suo
 * movimento": once the defenders have retreated, the Force enters the hex if it is empty, spending the step's MP
 * (`stepCost`, 7.1.5's start allowed: it started next to it); an MP total beyond the phase's is spent to the last
 * (the book gives no Forced March here).
 */
function enterRepulsedHex(game: Game, state: O1914State, fight: Fight, events: GameEvent[]): void {
  const p = positionOf(game, state);
  const { att } = fightUnits(game, state, fight);
  const from = att[0]?.hex;
  if (from === undefined || !fight.enter || p.units.some((u) => u.hex === fight.target)) return;
  const step = stepCost(p, fight.attacker, from, fight.target, att, from);
  const mp = step.ok ? step.value.mp : 0;
  const allowance = MP_ALLOWANCE[state.phase === 'counter-movement' ? 'counter-movement' : 'movement'];
  for (const u of att) {
    const s = state.units[u.id!]!;
    s.at = fight.target;
    s.spent = Math.min(allowance, s.spent + mp);
  }
  state.preparedAttacks = state.preparedAttacks.filter((a) => !a.units.some((id) => fight.forces.flat().includes(id)));
  passThrough(
    state,
    fight.attacker,
    fight.target,
    att.some((u) => u.type === 'infantry' && (u.size === 'XX' || u.size === 'X')),
  );
  state.settled = null;
  events.push({ kind: 'repulse-enter', units: att.map((u) => u.id!), from, to: fight.target, mp, rule: '7.4.7' });
}
