import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { celOf } from '../rules/efficiency.js';
import { forcedMarch } from '../rules/forced-march.js';
import { isCombat } from '../rules/position.js';
import { positionOf, valueOf, type Game } from './board.js';
import type { O1914State } from './state.js';

/**
 * 7.2.3, 7.2.4 by rules/forced-march.ts: the EC of a Force that marched forcibly, at the end of its move, at +1 per
 * Forced March MP, read against its Formation's CEL (a Support unit's own CE when it has none), and its results: CE
 * levels, Strength Reductions, its Prepared Attack removed. The CE the pack lacks is asked of the owner first.
 */
export function resolveMarch(game: Game, state: O1914State, dice: Dice, events: GameEvent[]): void {
  const march = state.marching;
  if (!march || state.stack.length > 0) return;
  const p = positionOf(game, state);
  const units = p.units.filter((u) => march.units.includes(u.id!));
  const formation = units.find((u) => u.formation && isCombat(u));
  const lead = formation ?? units.find(isCombat);
  if (!lead) {
    state.marching = state.marchQueue?.shift() ?? null;
    return;
  }
  const ce = valueOf(game, state, lead.id!, 'front', 'ce');
  if (ce === undefined) {
    state.stack.push({ name: 'value', side: march.side, unit: lead.id!, face: 'front', key: 'ce' });
    return;
  }
  const status = state.units[lead.id!]!.status;
  // 7.2.4's row: the Force's unit type (a Force with any infantry marches as infantry, decision 29).
  const unit = !formation ? 'support' : units.some((u) => u.type === 'infantry') ? 'infantry' : 'cavalry';
  const result = forcedMarch(
    { cel: formation ? celOf(ce, status) : ce, fmMp: march.fmMp, unit, ...(formation ? { status } : {}) },
    dice,
  ).value;
  state.marching = null;
  if (formation && result.newStatus) state.units[formation.id!]!.status = result.newStatus;
  // 9.10.1: the Formation first, then a Support unit with a reduced side; one that cannot is logged (the README).
  let owed = result.strengthReduction;
  for (const u of [...units.filter((v) => v.formation), ...units.filter((v) => !v.formation)]) {
    if (owed === 0) break;
    const s = state.units[u.id!]!;
    if (!s.reduced && game.counters.get(u.id!)?.reduced !== undefined) {
      s.reduced = true;
      owed--;
    }
  }
  if (result.removePa)
    state.preparedAttacks = state.preparedAttacks.filter((a) => !a.units.some((id) => march.units.includes(id)));
  if (result.eliminated) for (const u of units) state.units[u.id!]!.at = 'gone';
  events.push({
    kind: 'forced-march',
    units: [...march.units],
    fmMp: march.fmMp,
    dice: result.dice,
    total: result.total,
    cel: result.cel,
    passed: result.passed,
    ceLoss: result.ceLoss,
    sr: result.strengthReduction,
    unabsorbed: owed,
    rule: '7.2.3',
  });
  // 8.2.4a: the next cavalry unit whose recorded MP exceeded its phase's rolls in turn.
  const next = state.marchQueue?.shift();
  if (next) {
    state.marching = next;
    resolveMarch(game, state, dice, events);
  }
}
