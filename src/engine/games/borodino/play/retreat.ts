import type { GameEvent } from '../../../core/game.js';
import { advanceDisorders, retreatHexes, type RetreatResult } from '../rules/assault-position.js';
import type { PlacedUnit } from '../rules/position.js';
import { disorder, refuse, withUnit, type Applied } from './machine.js';
import { placed, positionOf } from './position.js';
import { sideOf, type Game } from './setup.js';
import { columnOf, formationOf, FRENCH_EAST_LIMIT, scenarioForbids } from './shevardino.js';
import { ELIMINATED, OFF, WITHDRAWN, type BorodinoAction, type BorodinoState, type Retreat } from './state.js';

/**
 * Retreats (9.62–9.66) and the advance after an assault (9.71). The owner of a retreating unit picks its hex among
 * those `retreatHexes` (rules/assault-position.ts) allows: one hex farther from the unit that caused it, empty first,
 * then friends (9.64 stacking, taking their facing; 9.65 through them, one hex more), else the hexes that eliminate
 * it (9.63). A retreat into an enemy unit's empty Frontal hex Withdraws the unit (9.66). Shevardino: a French unit
 * forced east of column 36 is eliminated ("Le unità obbligate a tale movimento vengono eliminate").
 *
 * Not yet: 9.65's Cohesion check of the friendly unit retreated through; a retreat through two stacks in a row (the
 * unit is offered only the hexes beyond the first one, and, with none, elimination: the README's gap).
 */

export interface RetreatChoice {
  readonly to: string;
  readonly through?: string;
  readonly result: RetreatResult;
  readonly rule: string;
}

function shevardinoLimit(game: Game, unit: string, hex: string, result: RetreatResult): RetreatResult {
  return sideOf(game, unit) === 'french' && columnOf(hex) < FRENCH_EAST_LIMIT ? 'eliminated' : result;
}

export function retreatChoices(game: Game, state: BorodinoState, retreat: Retreat): RetreatChoice[] {
  const p = positionOf(game, state);
  const u = placed(p, retreat.unit);
  if (!u) return [];
  const out: RetreatChoice[] = [];
  for (const r of retreatHexes(p, u, retreat.cause)) {
    if (r.result !== 'through') {
      out.push({ to: r.hex, result: shevardinoLimit(game, retreat.unit, r.hex, r.result), rule: r.rule });
      continue;
    }
    // 9.65: through the friends it may not stack with, one hex farther.
    const moved: PlacedUnit = { ...u, hex: r.hex };
    const p2 = { ...p, units: p.units.map((o) => (o.id === u.id ? moved : o)) };
    const beyond = retreatHexes(p2, moved, retreat.cause).filter((b) => b.result !== 'through' && b.hex !== u.hex);
    if (beyond.length === 0) out.push({ to: r.hex, result: 'eliminated', rule: '9.65' });
    for (const b of beyond)
      out.push({
        to: b.hex,
        through: r.hex,
        result: shevardinoLimit(game, retreat.unit, b.hex, b.result),
        rule: '9.65',
      });
  }
  // No hex farther from the cause (the map's edge): the README's reading, the edge as terrain no unit enters (9.63).
  if (out.length === 0) out.push({ to: u.hex, result: 'eliminated', rule: '9.63' });
  return out;
}

export function applyRetreat(
  game: Game,
  state: BorodinoState,
  action: Extract<BorodinoAction, { type: 'retreat' }>,
  events: GameEvent[],
): Applied {
  const retreat = state.retreats[0]!;
  if (action.unit !== retreat.unit) return refuse('retreat-other', '9.62', { unit: retreat.unit });
  const choice = retreatChoices(game, state, retreat).find(
    (c) => c.to === action.to && (c.through ?? null) === (action.through ?? null),
  );
  if (!choice) return refuse('retreat-hex', '9.62', { hex: action.to });
  let s: BorodinoState = { ...state, retreats: state.retreats.slice(1) };
  events.push({ kind: 'retreat', unit: retreat.unit, to: choice.to, result: choice.result, rule: choice.rule });
  if (choice.result === 'eliminated') return { ok: true, state: withUnit(s, retreat.unit, { at: ELIMINATED }), events };
  if (choice.result === 'withdrawn')
    return { ok: true, state: withUnit(s, retreat.unit, { at: WITHDRAWN, disordered: true }), events };
  // 9.62: it keeps its facing; 9.64: stacked with friends, it takes theirs.
  const friend = Object.entries(s.units).find(
    ([id, u]) => u.at === choice.to && id !== retreat.unit && sideOf(game, id) === sideOf(game, retreat.unit),
  );
  const seq = s.seq + 1;
  s = withUnit({ ...s, seq }, retreat.unit, {
    at: choice.to,
    stack: seq,
    ...(friend && choice.result === 'stack' ? { facing: friend[1].facing } : {}),
  });
  return { ok: true, state: s, events };
}

/** 9.71: once the retreats are done, the attackers still in their hex advance into the hex the defender left. */
export function advanceIfDue(game: Game, state: BorodinoState, events: GameEvent[]): BorodinoState {
  const advance = state.advance;
  if (!advance || state.retreats.length > 0 || state.pending) return state;
  let s: BorodinoState = { ...state, advance: null };
  const side = sideOf(game, advance.units[0] ?? '');
  const held = Object.entries(s.units).some(([id, u]) => u.at === advance.to && sideOf(game, id) !== side);
  const from = s.units[advance.units[0] ?? '']?.at;
  const going = advance.units.filter((id) => s.units[id]?.at === from && !s.units[id]?.disordered);
  if (held || going.length === 0 || from === undefined || !game.hexes.has(from)) return s;
  // Shevardino: no advance where the scenario forbids a side to go (east of 3600, 4400 before V Corps).
  const vIn = Object.entries(s.units).every(([id, u]) => formationOf(id) !== 'V' || u.at !== OFF);
  if (scenarioForbids(side, advance.to, vIn) !== null) return s;
  const p = positionOf(game, s);
  for (const id of going) {
    const seq = s.seq + 1;
    const u = placed(p, id);
    s = withUnit({ ...s, seq }, id, { at: advance.to, stack: seq });
    events.push({ kind: 'advance', unit: id, from, to: advance.to });
    // 9.71: advancing into terrain that Disorders.
    if (u && advanceDisorders(p, u, advance.to)) s = disorder(game, s, id, events);
  }
  return s;
}
