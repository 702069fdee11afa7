import { problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { otherPlayer, type Player } from '../rules/position.js';
import { exposedUnits, trainRetreat } from '../rules/retreat.js';
import { positionOf, type Game } from './board.js';
import type { Result } from './movement.js';
import { GONE, top, type O1914State } from './state.js';

/**
 * The Support and supply units an enemy ZOC reaches with no friendly Combat unit (nor Fortress showing its garrison)
 * stacked with them, read after every action ("nel momento in cui": a move is one hexside, a retreat or an advance one
 * action) over rules/retreat.ts's `exposedUnits`: artillery and HQs are eliminated (8.8.1), a Corps Train retreats 3
 * hexes along the path its owner picks, or is eliminated when no path exists (15.6.2a). A Depot's Displacement
 * (15.6.2b: "posta su qualsiasi esagono operazionale di linea RR") needs railroads: not yet (the README's gap).
 */
export function exposeSupport(game: Game, state: O1914State, events: GameEvent[]): void {
  if (state.over || top(state)?.name === 'train-retreat') return;
  let p = positionOf(game, state);
  for (const side of [state.phasing, otherPlayer(state.phasing)] as const) {
    const { eliminated, trains } = exposedUnits(p, side);
    for (const u of eliminated) {
      state.units[u.id!]!.at = GONE;
      state.preparedAttacks = state.preparedAttacks.filter((a) => !a.units.includes(u.id!));
      events.push({ kind: 'exposed-eliminated', unit: u.id!, hex: u.hex, rule: '8.8.1' });
    }
    for (const t of trains) {
      if (trainRetreat(p, side, t.hex).paths.length === 0) {
        state.units[t.id!]!.at = GONE;
        events.push({ kind: 'train-eliminated', unit: t.id!, hex: t.hex, rule: '15.6.2a' });
        continue;
      }
      // 15.6.2a: one Train at a time; the next is read once this one has retreated.
      state.stack.push({ name: 'train-retreat', side, unit: t.id! });
      return;
    }
    // The other side's units are read with this side's losses off the map.
    if (eliminated.length > 0 || trains.length > 0) p = positionOf(game, state);
  }
}

/** 15.6.2a: the owner retreats the Corps Train asked along `path` (3 hexes, or fewer onto a friendly Combat unit). */
export function answerTrainRetreat(
  game: Game,
  state: O1914State,
  by: Player,
  path: readonly string[],
  events: GameEvent[],
): Result {
  const frame = top(state);
  if (frame?.name !== 'train-retreat' || frame.side !== by) return problem('no-retreat-asked');
  const unit = state.units[frame.unit];
  if (!unit) return problem('no-unit', { unit: frame.unit });
  const from = unit.at;
  const { paths } = trainRetreat(positionOf(game, state), by, from);
  if (!paths.some((q) => q.join('+') === path.join('+')))
    return problem('train-retreat-path', { unit: frame.unit }, { rule: '15.6.2a' });
  state.stack.pop();
  unit.at = path[path.length - 1]!;
  // 15.6.2a: "si deve ritirare di 3 esagoni girandosi dalla parte Modalità Estesa" (15.6.1: involuntarily).
  unit.extended = true;
  state.settled = null;
  events.push({ kind: 'train-retreat', unit: frame.unit, from, to: unit.at, rule: '15.6.2a' });
  return { ok: true };
}

/** 15.6.2a: the paths the Train asked may take. */
export function trainRetreatChoices(game: Game, state: O1914State): (readonly string[])[] {
  const frame = top(state);
  if (frame?.name !== 'train-retreat') return [];
  const at = state.units[frame.unit]?.at;
  return at ? [...trainRetreat(positionOf(game, state), frame.side, at).paths] : [];
}
