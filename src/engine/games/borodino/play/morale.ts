import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { collapse, rally, recovery } from '../rules/morale.js';
import { stackingProblem } from '../rules/stacking.js';
import { isActive, withUnit, type Applied } from './machine.js';
import { positionOf } from './position.js';
import { facingAt } from './reach.js';
import { groupOf, sideOf, type Game } from './setup.js';
import { closedTo } from './flank.js';
import { ELIMINATED, RECOVERY, RETURNING, WITHDRAWN, type BorodinoState, type Need } from './state.js';
import { valueOf } from './values.js';

/**
 * Rally (10.1) at the end of a side's activation, and the Morale Phase (3.0 E): Collapse (10.5, before recovery),
 * recovery from the RECOVERY BOX (10.2), the return to the map (10.3) and the WITHDRAWN BOX moved to the RECOVERY
 * BOX (10.4). An Activation Group is a formation of the pack (the README: Shevardino names commands, not groups).
 */

/** 10.3: a recovered unit is put within this many hexes of its group, and at least this far from the enemy. */
export const RETURN_NEAR_GROUP = 3;
export const RETURN_FROM_ENEMY = 3;

/** The Disordered-side Cohesion every 10.1–10.2 roll reads. */
export const disorderedCohesion = (unit: string): Need => ({ unit, name: 'Coh', face: 'back' });

/**
 * 10.1: Disordered units of an active command that did not move, turn or fire this activation, next to no enemy
 * unit, whose group has not Collapsed (10.52).
 */
export function rallyable(game: Game, state: BorodinoState, side: Side): string[] {
  const p = positionOf(game, state);
  return Object.entries(state.units)
    .filter(
      ([id, u]) =>
        sideOf(game, id) === side &&
        game.hexes.has(u.at) &&
        u.disordered &&
        !u.acted &&
        !u.assaulted &&
        isActive(state, id) &&
        !state.collapsed.includes(groupOf(game, state, id)) &&
        !p.units.some((e) => e.side !== side && game.grid.adjacent(e.hex, u.at)),
    )
    .map(([id]) => id);
}

export function rallyUnit(game: Game, state: BorodinoState, unit: string, dice: Dice, events: GameEvent[]): Applied {
  const cohesion = valueOf(game, state, unit, 'Coh', 'back');
  if (cohesion === null) return { ok: false, problem: { code: 'value-unknown', rule: '10.1' } };
  const result = rally(cohesion, dice);
  if (!result.ok) return { ok: false, problem: result.problem };
  events.push({ kind: 'rally', unit, result: result.value, steps: result.steps });
  return {
    ok: true,
    state: withUnit(state, unit, { acted: true, ...(result.value.rallied ? { disordered: false } : {}) }),
    events,
  };
}

const lost = (at: string) => at === WITHDRAWN || at === RECOVERY || at === ELIMINATED;

/** 10.2: the whole group Withdrawn or eliminated: none of it recovers. */
function groupGone(game: Game, state: BorodinoState, formation: string): boolean {
  return Object.entries(state.units)
    .filter(([id]) => groupOf(game, state, id) === formation)
    .every(([, u]) => lost(u.at));
}

/** 10.2: the units of `side` in the RECOVERY BOX that roll this phase. */
export function recoverable(game: Game, state: BorodinoState, side: Side): string[] {
  return Object.entries(state.units)
    .filter(
      ([id, u]) => sideOf(game, id) === side && u.at === RECOVERY && !groupGone(game, state, groupOf(game, state, id)),
    )
    .map(([id]) => id);
}

export function recover(game: Game, state: BorodinoState, unit: string, dice: Dice, events: GameEvent[]): Applied {
  const cohesion = valueOf(game, state, unit, 'Coh', 'back');
  if (cohesion === null) return { ok: false, problem: { code: 'value-unknown', rule: '10.2' } };
  const result = recovery(cohesion, groupGone(game, state, groupOf(game, state, unit)), dice);
  if (!result.ok) return { ok: false, problem: result.problem };
  events.push({ kind: 'recovery', unit, result: result.value, steps: result.steps });
  // 10.3: back on the map Disordered; 10.2: a failure eliminates it for good.
  const at = result.value.recovered ? RETURNING : result.value.eliminated ? ELIMINATED : RECOVERY;
  return { ok: true, state: withUnit(state, unit, { at, disordered: true }), events };
}

/** 10.3: the hexes a recovered unit may be put on (none: it waits for a turn when one is). */
export function placeHexes(game: Game, state: BorodinoState, unit: string): string[] {
  const u = state.units[unit];
  if (!u || u.at !== RETURNING) return [];
  const side = sideOf(game, unit);
  const p = positionOf(game, state);
  const group = p.units.filter((o) => o.side === side && o.group === groupOf(game, state, unit));
  const enemies = p.units.filter((o) => o.side !== side);
  const counter = game.units.get(unit)!;
  const closed = closedTo(state, side);
  const near = new Set<string>();
  for (const g of group) {
    let ring = [g.hex];
    near.add(g.hex);
    for (let d = 1; d <= RETURN_NEAR_GROUP; d++) {
      ring = ring.flatMap((h) => game.grid.neighbours(h)).filter((h) => !near.has(h));
      for (const h of ring) near.add(h);
    }
  }
  return [...near]
    .filter((hex) => {
      if (enemies.some((e) => game.grid.distance(e.hex, hex) < RETURN_FROM_ENEMY)) return false;
      // SR5: "Nessuna unità può entrare in un esagono con un tale segnalino" (a village on fire).
      if (p.villages?.get(hex) === 'burning') return false;
      // Shevardino's limits, SR14's 2400–2800: a unit put back goes only where one may move.
      if (closed(hex)) return false;
      const me = {
        id: unit,
        side,
        hex,
        facing: u.facing,
        arm: counter.arm,
        kind: counter.kind,
        disordered: true,
        group: groupOf(game, state, unit),
        brigade: null,
      };
      const there = p.units.filter((o) => o.hex === hex && o.side === side);
      return stackingProblem(p, [...there, { ...me, facing: facingAt(p, me, hex) }]) === null;
    })
    .sort();
}

/**
 * 10.5: each group not yet Collapsed whose non-artillery units are two thirds Withdrawn or eliminated (10.52,
 * `collapse`) Collapses: its units on the map are Disordered (Withdrawn if they were), those in the WITHDRAWN BOX
 * eliminated; the RECOVERY BOX is not touched.
 */
export function collapseAll(game: Game, state: BorodinoState, events: GameEvent[]): BorodinoState {
  let s = state;
  // 7 September: the Activation Groups of the `command` table (5.11); SR13: the Militia do not count.
  const groupOfUnit = (id: string) => groupOf(game, state, id);
  const formations = [...new Set(Object.keys(state.units).map(groupOfUnit))];
  for (const f of formations) {
    if (s.collapsed.includes(f)) continue;
    const units = Object.entries(s.units).filter(
      ([id]) =>
        groupOfUnit(id) === f && game.units.get(id)?.kind !== 'artillery' && game.units.get(id)?.kind !== 'militia',
    );
    if (units.length === 0) continue;
    const side = sideOf(game, units[0]![0]);
    const result = collapse({
      units: units.length,
      lost: units.filter(([, u]) => lost(u.at)).length,
      side,
      guard: s.september !== undefined && (f === 'fr-guard' || f === 'ru-guard'),
      collapsedBefore: false,
    });
    if (!result.ok || !result.value.collapsed) continue;
    events.push({ kind: 'collapse', formation: f, steps: result.steps });
    s = { ...s, collapsed: [...s.collapsed, f] };
    // SR15: the Victory Points go to the other side.
    const vp = result.value.vp;
    if (s.september && vp !== null) {
      const scorer = side === 'french' ? 'russian' : 'french';
      s = { ...s, september: { ...s.september, vp: { ...s.september.vp, [scorer]: s.september.vp[scorer] + vp } } };
    }
    for (const [id, u] of Object.entries(s.units).filter(([id]) => groupOfUnit(id) === f)) {
      if (game.hexes.has(u.at)) s = withUnit(s, id, u.disordered ? { at: WITHDRAWN } : { disordered: true });
      else if (u.at === WITHDRAWN) s = withUnit(s, id, { at: ELIMINATED });
    }
  }
  return s;
}
