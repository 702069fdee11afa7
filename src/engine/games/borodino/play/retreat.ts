import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { advanceDisorders, retreatHexes, type RetreatResult } from '../rules/assault-position.js';
import type { PlacedUnit } from '../rules/position.js';
import { disorder, friendsFacing, refuse, withUnit, type Applied } from './machine.js';
import { checkSteps, rollCohesion } from '../rules/cohesion.js';
import { placed, positionOf, stackAt } from './position.js';
import { pursuingUnits } from './pursuit.js';
import { sideOf, type Game } from './setup.js';
import { columnOf, FRENCH_EAST_LIMIT } from './shevardino.js';
import { closedTo, flankClosedHexes } from './flank.js';
import {
  ELIMINATED,
  WITHDRAWN,
  type BorodinoAction,
  type BorodinoState,
  type Need,
  type Pending,
  type Retreat,
} from './state.js';
import { faceOf, valueOf } from './values.js';

/**
 * Retreats (9.62–9.66) and the advance after an assault (9.71). The owner of a retreating unit picks its hex among
 * those `retreatHexes` (rules/assault-position.ts) allows: one hex farther from the unit that caused it, empty first,
 * then friends (9.64 stacking, taking their facing; else 9.65 through them, one hex more, as many stacks in a row as
 * it must), else the hexes that eliminate it (9.63). A retreat into an enemy unit's empty Frontal hex Withdraws the
 * unit (9.66). Shevardino: a French unit forced east of column 36 is eliminated ("Le unità obbligate a tale movimento
 * vengono eliminate"). Each stack retreated through then checks its Cohesion (9.65, `throughChecks`: the top unit's,
 * 6.23; a failure Disorders every unit of it, Withdrawing the Disordered).
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

/** 9.65: the farthest a retreat goes through friendly stacks in a row (a bound of the search; the map ends first). */
const MAX_THROUGH = 6;

export function retreatChoices(game: Game, state: BorodinoState, retreat: Retreat): RetreatChoice[] {
  const p = positionOf(game, state);
  const u = placed(p, retreat.unit);
  if (!u) return [];
  const out: RetreatChoice[] = [];
  // 9.65: "Questo può ripetersi sino a quando l'unità che si ritira non trova un esagono dove può rimanere": through
  // each stack it may not join, one hex farther again, as long as it must.
  const from = (at: PlacedUnit, passed: readonly string[]): void => {
    const here = { ...p, units: p.units.map((o) => (o.id === u.id ? at : o)) };
    const found = retreatHexes(here, at, retreat.cause).filter((r) => r.hex !== u.hex && !passed.includes(r.hex));
    const through = passed.length > 0 ? { through: passed.join('.') } : {};
    let stopped = false;
    for (const r of found) {
      if (r.result !== 'through') {
        const rule = passed.length > 0 ? '9.65' : r.rule;
        // SR14: a hex no Russian unit may enter is read as 9.63's terrain no unit enters: the retreat there eliminates.
        const closed = flankClosedHexes(state, sideOf(game, retreat.unit)).includes(r.hex);
        out.push({
          to: r.hex,
          ...through,
          result: closed
            ? 'eliminated'
            : state.scenario === 'shevardino'
              ? shevardinoLimit(game, retreat.unit, r.hex, r.result)
              : r.result,
          rule: closed ? 'SR14' : rule,
        });
        stopped = true;
      } else if (passed.length < MAX_THROUGH) {
        const before = out.length;
        from({ ...at, hex: r.hex }, [...passed, r.hex]);
        stopped ||= out.length > before;
      }
    }
    // Nowhere beyond the stack it went through: eliminated there (9.63's terrain no unit enters, the map's edge).
    if (!stopped && passed.length > 0) {
      const rest = passed.slice(0, -1);
      out.push({
        to: passed.at(-1)!,
        ...(rest.length > 0 ? { through: rest.join('.') } : {}),
        result: 'eliminated',
        rule: '9.65',
      });
    }
  };
  from(u, []);
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
  events.push({
    kind: 'retreat',
    unit: retreat.unit,
    to: choice.to,
    result: choice.result,
    rule: choice.rule,
    ...(choice.through ? { through: choice.through } : {}),
  });
  // 9.65: each friendly stack retreated through checks its Cohesion once the retreat is made.
  if (choice.through) s = { ...s, pending: { kind: 'through', unit: retreat.unit, hexes: choice.through.split('.') } };
  if (choice.result === 'eliminated') return { ok: true, state: withUnit(s, retreat.unit, { at: ELIMINATED }), events };
  if (choice.result === 'withdrawn')
    return { ok: true, state: withUnit(s, retreat.unit, { at: WITHDRAWN, disordered: true }), events };
  // 9.62: it keeps its facing; 9.64: stacked with friends, it takes theirs (their infantry's or cavalry's, 6.14).
  const facing = choice.result === 'stack' ? friendsFacing(game, s, retreat.unit, choice.to) : null;
  const seq = s.seq + 1;
  s = withUnit({ ...s, seq }, retreat.unit, { at: choice.to, stack: seq, ...(facing ? { facing } : {}) });
  return { ok: true, state: s, events };
}

/** 9.71: once the retreats are done, the attackers still in their hex advance into the hex the defender left. */
export function advanceIfDue(game: Game, state: BorodinoState, events: GameEvent[]): BorodinoState {
  const advance = state.advance;
  if (!advance || state.retreats.length > 0 || state.pending) return state;
  const side = sideOf(game, advance.units[0] ?? '');
  const heldAt = (hex: string) =>
    Object.entries(state.units).some(([id, u]) => u.at === hex && sideOf(game, id) !== side);
  // 9.22: of the hexes of one assault, the first declared that is left.
  const to = [advance.to, ...(advance.also ?? [])].find((h) => !heldAt(h)) ?? advance.to;
  let s: BorodinoState = { ...state, advance: null };
  const held = heldAt(to);
  const from = s.units[advance.units[0] ?? '']?.at;
  // 9.86: the pursuit of a charge from several hexes starts from each stack's hex.
  const froms: readonly (string | undefined)[] = advance.from ?? [from];
  const able = advance.units.filter((id) => froms.includes(s.units[id]?.at) && !s.units[id]?.disordered);
  // 9.87: a pursuit enters as stacking allows, heavy cavalry first, then the higher Cohesion.
  const going = advance.pursuit ? pursuingUnits(game, s, to, able) : able;
  if (held || going.length === 0 || from === undefined || !game.hexes.has(from)) return s;
  // No advance where Shevardino's limits (east of 3600, 4400 before V Corps) or SR14 close the hex to the side.
  if (closedTo(s, side)(to)) return s;
  const p = positionOf(game, s);
  // 6.11: units advancing from several hexes (stacks assaulting or charging together) enter facing as the first does,
  // until their side turns them (9.71 "può cambiare orientamento", 9.87's pursuit).
  const facing = s.units[going[0]!]!.facing;
  for (const id of going) {
    const seq = s.seq + 1;
    const u = placed(p, id);
    s = withUnit({ ...s, seq }, id, { at: to, stack: seq, facing });
    events.push({ kind: 'advance', unit: id, from: u?.hex ?? from, to: to });
    // 9.71: advancing into terrain that Disorders.
    if (u && advanceDisorders(p, u, to)) s = disorder(game, s, id, events);
  }
  return s;
}

type Through = Extract<Pending, { kind: 'through' }>;

/** 9.65, 6.23: the unit of the friendly stack in `hex` that checks for it: its top infantry or cavalry, else its top. */
function throughChecker(game: Game, state: BorodinoState, pending: Through, hex: string): string | undefined {
  const side = sideOf(game, pending.unit);
  const stack = stackAt(state, hex, side, (id) => sideOf(game, id)).filter((id) => id !== pending.unit);
  const arm = (id: string) => game.units.get(id)?.arm;
  return stack.find((id) => arm(id) === 'infantry' || arm(id) === 'cavalry') ?? stack[0];
}

/** The values the 9.65 checks read: each checking unit's Cohesion on the side it shows. */
export function throughNeeds(game: Game, state: BorodinoState, pending: Through): Need[] {
  return pending.hexes.flatMap((hex) => {
    const unit = throughChecker(game, state, pending, hex);
    return unit ? [{ unit, name: 'Coh' as const, face: faceOf(state, unit) }] : [];
  });
}

/**
 * 9.65: "L'unità ferma effettua poi un controllo di Coesione. Se l'unità ferma fallisce il controllo, subisce un
 * risultato di Disordine (e se già in Disordine si Ritira)": each stack retreated through, in the order passed, its top
 * unit rolling for it (6.23), a failure Disordering every unit of it (9.61, 9.66).
 */
export function throughChecks(
  game: Game,
  state: BorodinoState,
  pending: Through,
  dice: Dice,
  events: GameEvent[],
): Applied {
  let s: BorodinoState = { ...state, pending: null };
  const side = sideOf(game, pending.unit);
  for (const hex of pending.hexes) {
    const unit = throughChecker(game, s, pending, hex);
    if (!unit) continue;
    const check = rollCohesion(dice, valueOf(game, s, unit, 'Coh', faceOf(s, unit)) ?? 0, 0, 'cohesion-9.65');
    events.push({ kind: 'through-check', unit, hex, pass: check.pass, steps: checkSteps(check, '9.65') });
    if (check.pass) continue;
    for (const id of stackAt(s, hex, side, (i) => sideOf(game, i))) s = disorder(game, s, id, events);
  }
  return { ok: true, state: s, events };
}
