import { problem } from '../../../core/explain.js';
import type { GameEvent, MenuItem } from '../../../core/game.js';
import { reduceStatus } from '../rules/efficiency.js';
import { checkCavalryRetirement, checkVoluntaryFallback, type FinalStepCheck } from '../rules/final-phase.js';
import { FORCED_MARCH_MAX } from '../rules/forced-march.js';
import { MP_ALLOWANCE } from '../rules/movement.js';
import { isCombat, otherPlayer, type O1914Position, type Player } from '../rules/position.js';
import { positionOf, sideOf, type Game } from './board.js';
import { isolatedForce } from './supply.js';
import { active, forcesIn, movementPhase, type Result } from './movement.js';
import { passThrough } from './phases.js';
import type { FinalStep, O1914State } from './state.js';
import * as words from './words.js';

/**
 * The Final Phase (4.2.9): the Cavalry Retirement Phase (8.3: the phasing player first, then the other) and, with the
 * game option `voluntary-fallback`, the Voluntary Fallback Phase (20: the non-phasing player first, then the phasing).
 * A retiring cavalry unit records its MP (8.3.2, 8.2.4), spent first in its side's next movement phase (8.2.4a).
 */

/** 4.2.9: the Final Phase's first step. */
export function openFinal(state: O1914State): void {
  state.finalStep = { part: 'retirement', side: state.phasing };
  state.stepped = [];
}

/** 4.2.9: the step after this one, or null when the Final Phase is over. */
export function nextFinalStep(state: O1914State): FinalStep | null {
  const step = state.finalStep;
  if (!step) return null;
  const other = otherPlayer(state.phasing);
  if (step.part === 'retirement' && step.side === state.phasing) return { part: 'retirement', side: other };
  if (!state.fallback) return null;
  if (step.part === 'retirement') return { part: 'fallback', side: other };
  if (step.side === other) return { part: 'fallback', side: state.phasing };
  return null;
}

function inStep(state: O1914State, part: FinalStep['part'], side: Player): boolean {
  return state.phase === 'final' && state.finalStep?.part === part && state.finalStep.side === side;
}

/** 8.3: whether the cavalry unit `id` of `side` may retire into `to` now. */
export function checkRetire(
  game: Game,
  state: O1914State,
  p: O1914Position,
  side: Player,
  id: string,
  to: string,
): FinalStepCheck {
  if (!inStep(state, 'retirement', side)) return problem('not-now', { action: 'retire' }, { rule: '8.3' });
  const unit = p.units.find((u) => u.id === id);
  if (!unit || !active(state, id)) return problem('retire-not-cavalry', undefined, { rule: '8.3' });
  if (state.stepped?.includes(id)) return problem('retire-once', undefined, { rule: '8.3' });
  return checkCavalryRetirement(p, side, unit, to);
}

export function applyRetire(
  game: Game,
  state: O1914State,
  by: Player,
  id: string,
  to: string,
  events: GameEvent[],
): Result {
  const check = checkRetire(game, state, positionOf(game, state), by, id, to);
  if (!check.ok) return check;
  const u = state.units[id]!;
  const from = u.at;
  u.at = to;
  // 8.3.2, 8.2.4: the MP spent retiring, on its marker.
  u.reactionMp = (u.reactionMp ?? 0) + check.value.mp;
  state.stepped = [...(state.stepped ?? []), id];
  state.preparedAttacks = state.preparedAttacks.filter((a) => !a.units.includes(id));
  passThrough(state, by, to, false);
  state.settled = null;
  events.push({ kind: 'cavalry-retired', unit: id, from, to, mp: check.value.mp, rule: '8.3' });
  return { ok: true };
}

/** 20.0: whether the Force `ids` of `side` may fall back into `to` now ("non è Isolata", 15.5: play/supply.ts). */
export function checkFallback(
  game: Game,
  state: O1914State,
  p: O1914Position,
  side: Player,
  ids: readonly string[],
  to: string,
): FinalStepCheck {
  if (!inStep(state, 'fallback', side)) return problem('not-now', { action: 'fallback' }, { rule: '20.0' });
  const units = ids.flatMap((id) => p.units.filter((u) => u.id === id));
  if (units.length !== ids.length || ids.some((id) => !active(state, id)))
    return problem('fallback-not-here', undefined, { rule: '20.0' });
  const own = forcesIn(game, state, p, side, units[0]!.hex);
  if (!own.some((f) => f.join('+') === [...ids].sort().join('+')))
    return problem('move-not-one-force', undefined, { rule: '7.1.2' });
  if (ids.some((id) => state.stepped?.includes(id))) return problem('fallback-once', undefined, { rule: '20.0' });
  return checkVoluntaryFallback(p, side, units, to, isolatedForce(game, state, side, units[0]!.hex));
}

export function applyFallback(
  game: Game,
  state: O1914State,
  by: Player,
  ids: readonly string[],
  to: string,
  events: GameEvent[],
): Result {
  const p = positionOf(game, state);
  const check = checkFallback(game, state, p, by, ids, to);
  if (!check.ok) return check;
  const units = ids.flatMap((id) => p.units.filter((u) => u.id === id));
  const from = units[0]!.hex;
  for (const u of units) {
    const s = state.units[u.id!]!;
    s.at = to;
    // 20.0: "subisce una riduzione della CEL": its Formation's CE status one level down.
    if (u.formation && isCombat(u)) s.status = reduceStatus(s.status, 1).status;
  }
  state.stepped = [...(state.stepped ?? []), ...ids];
  state.preparedAttacks = state.preparedAttacks.filter((a) => !a.units.some((id) => ids.includes(id)));
  if (units.some(isCombat))
    passThrough(
      state,
      by,
      to,
      units.some((u) => u.type === 'infantry' && (u.size === 'XX' || u.size === 'X')),
    );
  state.settled = null;
  events.push({ kind: 'fallback', units: [...ids], from, to, rule: '20.0' });
  return { ok: true };
}

/**
 * 8.2.4a: as the side's movement phase opens, a cavalry unit's recorded MP are the first it spends. More than the
 * phase gives: the unit stays, rolls on the Forced March table at +1 for each MP beyond the allowance (at most 7.2.1's
 * 7), and the MP beyond those are recorded for its next movement phase.
 */
export function spendRecordedMp(game: Game, state: O1914State, side: Player): void {
  const phase = movementPhase(state);
  if (!phase) return;
  for (const [id, s] of Object.entries(state.units)) {
    if (s.reactionMp === undefined || sideOf(game, state, id) !== side) continue;
    const allowance = MP_ALLOWANCE[phase];
    if (s.reactionMp <= allowance) {
      s.spent += s.reactionMp;
      delete s.reactionMp;
      continue;
    }
    const fmMp = Math.min(s.reactionMp - allowance, FORCED_MARCH_MAX.cavalry);
    const left = s.reactionMp - allowance - fmMp;
    // "L'unità deve rimanere ferma": every MP of the phase, Forced March's included, is spent.
    s.spent = MP_ALLOWANCE.movement + FORCED_MARCH_MAX.cavalry;
    if (left > 0) s.reactionMp = left;
    else delete s.reactionMp;
    state.marchQueue = [...(state.marchQueue ?? []), { side, units: [id], fmMp }];
  }
  if (!state.marching && state.marchQueue?.length) state.marching = state.marchQueue.shift()!;
}

/** The Final Phase's actions for `side`: cavalry to retire (8.3), or Forces to fall back (20.0), a hex each. */
export function finalItems(
  game: Game,
  state: O1914State,
  p: O1914Position,
  side: Player,
  path: readonly string[],
): MenuItem[] {
  const step = state.finalStep;
  if (state.phase !== 'final' || !step || step.side !== side) return [];
  const items: MenuItem[] = [];
  const enemyNext = (hex: string) => p.units.some((u) => u.side !== side && p.grid.neighbours(hex).includes(u.hex));
  if (step.part === 'retirement') {
    for (const u of p.units)
      if (u.side === side && u.type === 'cavalry' && enemyNext(u.hex))
        for (const to of p.grid.neighbours(u.hex)) {
          const check = checkRetire(game, state, p, side, u.id!, to);
          if (check.ok)
            items.push({
              kind: 'action',
              key: `ret/${u.id!}/${to}`,
              label: words.retireLabel(game, u.id!, to, check.value.mp),
            });
        }
    return items;
  }
  const [forceKey] = path;
  if (forceKey !== undefined) {
    const ids = forceKey.slice(2).split('+');
    const from = state.units[ids[0]!]?.at ?? '';
    return p.grid
      .neighbours(from)
      .filter((to) => checkFallback(game, state, p, side, ids, to).ok)
      .map((to): MenuItem => ({
        kind: 'action',
        key: `fb/${ids.join('+')}/${to}`,
        label: words.fallbackLabel(game, to),
      }));
  }
  for (const hex of [...new Set(p.units.filter((u) => u.side === side).map((u) => u.hex))].sort())
    if (enemyNext(hex))
      for (const f of forcesIn(game, state, p, side, hex))
        if (p.grid.neighbours(hex).some((to) => checkFallback(game, state, p, side, f, to).ok))
          items.push({ kind: 'branch', key: `f:${f.join('+')}`, label: words.forceLabel(game, state, f) });
  return items;
}
