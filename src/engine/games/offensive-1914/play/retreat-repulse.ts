import { problem, type Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { checkRepulseMap, type AttackCheck } from '../rules/combat-position.js';
import type { CeStatus } from '../model.js';
import { isCiOrDemoralized, reduceStatus } from '../rules/efficiency.js';
import { retreatStarts } from '../rules/retreat.js';
import { otherPlayer, unitsAt, type O1914Position, type PlacedUnit } from '../rules/position.js';
import { positionOf, type Game } from './board.js';
import {
  attackPhase,
  checkGroupRetreat,
  retreatCeLoss,
  retreatGroup,
  surrendering,
  type RetreatFrame,
} from './combat.js';
import { forcesIn, type Result } from './movement.js';
import { repulsable } from './repulse.js';
import type { O1914State } from './state.js';

/**
 * Repulse during a retreat (7.4 "Regola Generale": "Durante una fase di attacco, una Forza in ritirata può effettuare
 * una Respinta prima di iniziare la sua ritirata, durante la sua ritirata, o dopo essere entrata nell'esagono finale
 * della sua ritirata"). The owner of a retreating group, asked for its retreat, may instead retreat it part of the way
 * (none: before; all of it: after) and have one Force of the group, one or two units (7.4.1), try a Repulse from
 * there: no MP, `checkRepulseMap` (7.4, 7.4.1's one attempt per group, 7.4.2, 7.4.7 from the combat hex), then the
 * movement's Repulse (play/repulse.ts over rules/repulse.ts). When it is over the group owes what is left of its
 * retreat (7.4.4, 7.4.5 "deve proseguire la ritirata", 11.1.5 if it cannot). README decisions 82–84.
 */

export type { RetreatFrame };

/** A Repulse a retreating group may try: the hexes retreated first, the Force, the hex repulsed. */
export interface RetreatRepulseChoice {
  readonly path: readonly string[];
  readonly units: readonly string[];
  readonly target: string;
}

interface Stop {
  readonly p: O1914Position;
  readonly group: ReadonlySet<string>;
  readonly status: (id: string) => CeStatus;
  readonly surrendered: readonly string[];
}

/**
 * The group's position once it retreated along `path` (its PA markers left behind, 7.3), its Formations' CE status
 * after the retreat's EZOC and crossings (11.1.3, 11.1.4) and those that surrender on the way (11.1.6), or why it may
 * not stop there.
 */
function stopAt(
  game: Game,
  state: O1914State,
  p: O1914Position,
  frame: RetreatFrame,
  path: readonly string[],
): { ok: true; value: Stop } | { ok: false; problem: Problem } {
  const check = checkGroupRetreat(game, state, frame, path, true, p);
  if (!check.ok) return check;
  const end = path[path.length - 1] ?? frame.from;
  const group = new Set(frame.units.filter((id) => state.units[id]?.at === frame.from));
  const moved: O1914Position = {
    ...p,
    units: p.units.map((u) => (group.has(u.id!) ? { ...u, hex: end } : u)),
    preparedAttacks:
      path.length > 0
        ? (p.preparedAttacks ?? []).filter((a) => !a.units.some((u) => group.has(u.id!)))
        : p.preparedAttacks,
  };
  const ceLoss = retreatCeLoss(frame, check.value);
  const status = (id: string) => reduceStatus(state.units[id]!.status, ceLoss).status;
  return { ok: true, value: { p: moved, group, status, surrendered: surrendering(game, state, frame, check.value) } };
}

/** 7.4, 7.4.1, 7.4.2, 7.4.7 from where the group stopped: the Force `ids` Repulses the enemy units in `target`. */
function repulseFrom(frame: RetreatFrame, stop: Stop, ids: readonly string[], target: string): AttackCheck {
  const { p, status, surrendered } = stop;
  // 11.1.6: a Force that surrenders on the way repulses nothing.
  if (ids.some((id) => surrendered.includes(id))) return problem('repulse-surrendered', undefined, { rule: '11.1.6' });
  if (!repulsable(p, target, frame.side)) return problem('attack-no-defender', { hex: target }, { rule: '7.4' });
  return checkRepulseMap(p, {
    side: frame.side,
    units: ids.flatMap((id) => p.units.filter((u) => u.id === id)),
    target,
    // 7.4.7: across an Imposing river or a Flood only from the hex its retreat began in (decision 49).
    start: frame.origin ?? frame.from,
    ineffective: new Set(ids.filter((id) => isCiOrDemoralized(status(id)))),
    // 7.4.1 "un solo tentativo di Respinta per gruppo che si ritira".
    triedInRetreat: frame.repulsed === true,
  });
}

/**
 * 7.4, 7.4.1, 7.4.2, 7.4.7: whether the Force `ids` of the retreating group may, after retreating along `path`, Repulse
 * the enemy units in `target`.
 */
export function checkRetreatRepulse(
  game: Game,
  state: O1914State,
  frame: RetreatFrame,
  ids: readonly string[],
  target: string,
  path: readonly string[],
): AttackCheck {
  // 7.4 "Durante una fase di attacco".
  if (!attackPhase(state)) return problem('repulse-retreat-phase', undefined, { rule: '7.4' });
  if (ids.length > 2) return problem('repulse-two-units', undefined, { rule: '7.4.1' });
  // 7.4.1 "il possessore deve designare quale Forza in un gruppo": a Force of the retreating group.
  if (ids.length === 0 || ids.some((id) => !frame.units.includes(id) || state.units[id]?.at !== frame.from))
    return problem('repulse-not-retreating', undefined, { rule: '7.4.1' });
  const stop = stopAt(game, state, positionOf(game, state), frame, path);
  return stop.ok ? repulseFrom(frame, stop.value, ids, target) : stop;
}

/** Every Repulse the retreating group may try now, by the hexes it retreats first (7.4: before, during, after). */
export function retreatRepulseChoices(
  game: Game,
  state: O1914State,
  p: O1914Position,
  frame: RetreatFrame,
): RetreatRepulseChoice[] {
  if (!attackPhase(state) || frame.repulsed) return [];
  const enemy = otherPlayer(frame.side);
  const choices: RetreatRepulseChoice[] = [];
  for (const path of retreatStarts(p, frame.side, frame.from, frame.hexes, frame.origin)) {
    const end = path[path.length - 1] ?? frame.from;
    const targets = p.grid.neighbours(end).filter((hex) => unitsAt(p, hex, enemy).length > 0);
    if (targets.length === 0) continue;
    const stop = stopAt(game, state, p, frame, path);
    if (!stop.ok) continue;
    // 7.4.1: a Force of the group, two units at most.
    const forces = forcesIn(game, state, stop.value.p, frame.side, end).filter(
      (f) => f.length <= 2 && f.every((id) => stop.value.group.has(id)),
    );
    for (const units of forces)
      for (const target of targets)
        if (repulseFrom(frame, stop.value, units, target).ok) choices.push({ path, units, target });
  }
  return choices;
}

/**
 * 7.4: the group retreats along `path` (its costs, 11.1.3–11.1.6), then the Force announces the Repulse of `target`
 * (its SRs of the way allocated first); what is left of the retreat waits in the Repulse's fight (7.4.1: its attempt
 * made), with the fight it paused.
 */
export function startRetreatRepulse(
  game: Game,
  state: O1914State,
  ids: readonly string[],
  target: string,
  path: readonly string[],
  events: GameEvent[],
): Result {
  const frame = state.stack[state.stack.length - 1];
  if (frame?.name !== 'retreat') return problem('no-retreat-asked');
  const check = checkRetreatRepulse(game, state, frame, ids, target, path);
  if (!check.ok) return check;
  const retreat = checkGroupRetreat(game, state, frame, path, true);
  if (!retreat.ok) return retreat;
  state.stack.pop();
  const group = frame.units.filter((id) => state.units[id]?.at === frame.from);
  const sr = path.length > 0 ? retreatGroup(game, state, frame, path, retreat.value, events) : 0;
  const origin = frame.origin ?? frame.from;
  const end = path[path.length - 1] ?? frame.from;
  const left = frame.hexes - path.length;
  const then: RetreatFrame | null =
    left > 0 ? { ...frame, units: group, from: end, hexes: left, origin, repulsed: true } : null;
  const defenders = unitsAt(positionOf(game, state), target, otherPlayer(frame.side)).map((u: PlacedUnit) => u.id!);
  state.fight = {
    repulse: true,
    target,
    attacker: frame.side,
    forces: [[...ids].sort()],
    defenders,
    // 11.1.4: the SRs of the hexes retreated, the owner's among the group, before the Repulse is fought.
    retreating: { origin, then, outer: state.fight, group, ...(sr > 0 ? { srOwed: sr } : {}) },
  };
  events.push({ kind: 'retreat-repulse', units: [...ids], target, defenders, path: [...path], rule: '7.4' });
  return { ok: true };
}
