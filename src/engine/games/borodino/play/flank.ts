import type { Dice } from '../../../core/dice.js';
import type { GameEvent, MenuItem } from '../../../core/game.js';
import type { Localized } from '../../../core/localized.js';
import type { CommandTable } from '../command.js';
import type { Arm, Side } from '../model.js';
import {
  CLOSED_HEXES,
  CLOSED_TO,
  FLANK_AM,
  FLANK_ENTRY,
  FLANK_SIDE,
  RECALL_ENTRY,
  flankAmDue,
  flankOrdersTable,
  southEdge,
  unitsToBox,
} from '../rules/flank.js';
import { flankMarch } from '../rules/scenario.js';
import { flankLabels } from './flank-words.js';
import { beginActivation, refuse, type Applied } from './machine.js';
import { positionOf } from './position.js';
import { drawNext } from './september.js';
import { sideOf, type Game } from './setup.js';
import { ENTRY_HEX, formationOf, scenarioForbids, vCorpsIn } from './shevardino.js';
import { FLANK, OFF, type BorodinoAction, type BorodinoState, type Flank, type UnitState } from './state.js';

/**
 * SR14, the optional French flank maneuver of 7 September, played: at set-up the French write down, secretly, the units
 * and the turn in which Napoleon orders it (`chooseFlank`; declining is writing down none); in that turn the chosen
 * units are one Command for Orders, Under Orders for one of Napoleon's Orders (`ordersTableOf`, `flankUnder`),
 * activated with their groups; at its end those not next to an enemy go to the FLANK MANEUVER box (`flankEndTurn`);
 * from two turns later the Flanking Command AM goes in the cup every turn (`flankAms`); drawn or chosen, 2d6
 * (`flankMarch`, `activateFlank`): 12+ the units enter from the south edge 2400–2800, 7–11 nothing and +1 next time,
 * 2–6 the French recall them onto 3500–5100 or take it as nothing (`recallFlank`); they enter as reinforcements (7.41)
 * in the Flanking Command's activation (`entryHexesOf`, `columnBefore`). Meanwhile no Russian unit enters 2400–2800
 * (`flankClosedHexes`); back on the map the Command is always Under Orders, activated by its own AM.
 */

/** SR14: the maneuver as written down (absent: not attempted, or Shevardino). */
export const flankOf = (state: BorodinoState): Flank | undefined => state.september?.flank;

const withFlank = (state: BorodinoState, change: Partial<Flank>): BorodinoState => ({
  ...state,
  september: { ...state.september!, flank: { ...(flankOf(state) ?? { units: [], turn: null, count: 0 }), ...change } },
});

/** SR14: whether the French chose units and a turn (a maneuver with none is declined). */
const attempted = (f: Flank | undefined): f is Flank => f !== undefined && f.units.length > 0;

/**
 * SR14 "Prima di iniziare il gioco, il francese deve decidere se tenterà la manovra di aggiramento. Annota la decisione
 * ed il turno …": in the French set-up, a unit of theirs on the map is added to the maneuver or taken off it, or the
 * turn is written down. Nothing is logged (the Russians read none of it).
 */
export function chooseFlank(
  game: Game,
  state: BorodinoState,
  by: Side,
  action: Extract<BorodinoAction, { type: 'flank' }>,
  events: GameEvent[],
): Applied {
  if (state.step !== 'setup' || by !== FLANK_SIDE) return refuse('flank-setup', 'SR14');
  const f = flankOf(state) ?? { units: [], turn: null, count: 0 };
  if (action.turn !== undefined) {
    if (action.turn < 1 || action.turn > state.turns) return refuse('flank-turn', 'SR14', { turns: state.turns });
    return { ok: true, state: withFlank(state, { turn: action.turn }), events };
  }
  const unit = action.unit;
  if (unit === undefined) return refuse('flank-setup', 'SR14');
  if (f.units.includes(unit))
    return { ok: true, state: withFlank(state, { units: f.units.filter((u) => u !== unit) }), events };
  if (sideOf(game, unit) !== FLANK_SIDE || !game.hexes.has(state.units[unit]?.at ?? ''))
    return refuse('flank-unit', 'SR14', { unit });
  return { ok: true, state: withFlank(state, { units: [...f.units, unit] }), events };
}

/** SR14: the French may not end their set-up with units chosen and no turn written down (or a turn and no unit). */
export function flankSetupRefusal(state: BorodinoState): Applied | null {
  const f = flankOf(state);
  if (f && f.units.length > 0 && f.turn === null) return refuse('flank-no-turn', 'SR14');
  if (f && f.units.length === 0 && f.turn !== null) return refuse('flank-no-units', 'SR14');
  return null;
}

/** SR14: the end of the French set-up logs that the decision is written down, never what it is. */
export function flankNoted(state: BorodinoState, events: GameEvent[]): BorodinoState {
  if (state.scenario !== 'borodino') return state;
  events.push({ kind: 'flank-noted' });
  return state;
}

/** SR14: the turn written down is now, before the units went to the box. */
const flankTurnNow = (state: BorodinoState): boolean => {
  const f = flankOf(state);
  return attempted(f) && f.boxed === undefined && f.turn === state.turn;
};

/**
 * SR14 "Ci vuole un Ordine di Napoleone per attivare le unità scelte": the table the French Orders are counted against,
 * Napoleon's value one less in the turn written down (the Flanking Command is Under Orders for it, by itself).
 */
export function ordersTableOf(game: Game, state: BorodinoState): CommandTable {
  return flankTurnNow(state) ? flankOrdersTable(game.command!) : game.command!;
}

/** SR14: a refusal of one Command too many in the turn written down names SR14, whose Order took one of the three. */
export const flankOrdersRule = (state: BorodinoState, code: string, rule: string): string =>
  code === 'orders-over-value' && flankTurnNow(state) ? 'SR14' : rule;

/**
 * SR14: a unit Under Orders as the Flanking Command: in the turn written down (its Order, "queste sono considerate
 * essere un Comando per Ordini, indipendentemente dalla locazione"), and once in the box or back ("è sempre Sotto
 * Ordini; non necessita di punti comando").
 */
export function flankUnder(state: BorodinoState, unit: string): boolean {
  const f = flankOf(state);
  if (!attempted(f) || !f.units.includes(unit)) return false;
  return f.boxed !== undefined || f.turn === state.turn;
}

/**
 * SR14: once the units went to the box they are the Flanking Command's, activated by its AM only; while its AM acts,
 * only they are (the other units of their formations are not).
 */
export function flankBars(state: BorodinoState, unit: string): boolean {
  const f = flankOf(state);
  if (!attempted(f) || f.boxed === undefined) return false;
  return (state.september?.group === FLANK_AM) !== f.units.includes(unit);
}

/**
 * SR14 "Alla fine del turno nel quale Napoleone ha scelto di effettuare l'aggiramento, tutte le unità scelte non
 * adiacenti ad alcuna unità nemica sono rimosse dalla mappa e poste nella casella della manovra di aggiramento": those
 * next to an enemy stay, back with their groups; the maneuver goes on with the others.
 */
export function flankEndTurn(game: Game, state: BorodinoState, events: GameEvent[]): BorodinoState {
  const f = flankOf(state);
  if (!flankTurnNow(state) || !f) return state;
  const going = unitsToBox(positionOf(game, state), f.units);
  const stayed = f.units.filter((id) => !going.includes(id) && game.hexes.has(state.units[id]?.at ?? ''));
  const units: Record<string, UnitState> = { ...state.units };
  for (const id of going) {
    const { square: _sq, fired: _f, acted: _a, moved: _m, from: _from, ...rest } = units[id]!;
    units[id] = { ...rest, at: FLANK };
  }
  events.push({ kind: 'flank-boxed', units: going, stayed });
  return withFlank({ ...state, units }, { units: going, boxed: state.turn });
}

/** SR14: the Flanking Command AM this turn: from two turns after the box, while a unit of it is in the box or on the map. */
export function flankAms(game: Game, state: BorodinoState): string[] {
  const f = flankOf(state);
  if (!attempted(f) || f.boxed === undefined || !flankAmDue(f.boxed, state.turn)) return [];
  const present = f.units.some((id) => {
    const at = state.units[id]?.at ?? '';
    return at === FLANK || game.hexes.has(at);
  });
  return present ? [FLANK_AM] : [];
}

/** SR14: the Flanking Command activates: only its units, Under Orders; their entry is 7.41's. */
function beginFlankActivation(state: BorodinoState, events: GameEvent[]): BorodinoState {
  const f = flankOf(state)!;
  const waiting = f.units.some((id) => state.units[id]?.at === FLANK);
  events.push({ kind: 'flank-activates', entry: waiting ? (f.entry ?? null) : null });
  const s = state.september!;
  return beginActivation(
    {
      ...state,
      september: { ...s, group: FLANK_AM, individual: [], tried: [], idle: [], fixed: [] },
      active: [...new Set(f.units.map(formationOf))],
      side: FLANK_SIDE,
    },
    FLANK_SIDE,
    events,
  );
}

/**
 * SR14 "Quando si pesca/sceglie tale AM, il francese tira due dadi a 6 facce": 12+ the units may enter by 2400–2800;
 * 7–11 nothing, +1 the next time; 2–6 the French choose to recall them or not (the `flank` step). Once a roll let them
 * in, the AM activates the Command with no roll.
 */
export function activateFlank(game: Game, state: BorodinoState, dice: Dice, events: GameEvent[]): BorodinoState {
  const f = flankOf(state)!;
  events.push({ kind: 'flank-drawn' });
  if (f.entry !== undefined) return beginFlankActivation(state, events);
  const rolled = flankMarch(f.count, dice);
  if (!rolled.ok) return drawNext(game, state, dice, events);
  const r = rolled.value;
  events.push({ kind: 'flank-roll', dice: [...r.dice], total: r.total, outcome: r.outcome, steps: rolled.steps });
  if (r.outcome === 'enter') return beginFlankActivation(withFlank(state, { entry: FLANK_ENTRY }), events);
  if (r.outcome === 'no-effect') return drawNext(game, withFlank(state, { count: r.nextCount }), dice, events);
  return {
    ...state,
    september: { ...state.september!, group: FLANK_AM, individual: [], tried: [], idle: [], fixed: [] },
    active: [],
    step: 'flank',
    side: FLANK_SIDE,
  };
}

/**
 * SR14 2–6 "può decidere di richiamare le unità e porle sulla mappa da qualsiasi esagono del bordo meridionale tra 3500
 * a 5100 inclusi. Oppure può considerare che non sia accaduto nulla. Non vi sono modifiche al tiro di dado."
 */
export function recallFlank(
  game: Game,
  state: BorodinoState,
  by: Side,
  recall: boolean,
  dice: Dice,
  events: GameEvent[],
): Applied {
  if (state.step !== 'flank' || by !== FLANK_SIDE) return refuse('flank-recall-not', 'SR14');
  events.push({ kind: 'flank-recall', recall });
  if (recall)
    return { ok: true, state: beginFlankActivation(withFlank(state, { entry: RECALL_ENTRY }), events), events };
  return { ok: true, state: drawNext(game, state, dice, events), events };
}

/** SR14: a unit in the FLANK MANEUVER box that may enter now (its Command's activation, a roll having let it in). */
export function flankMayEnter(state: BorodinoState, unit: string): boolean {
  const f = flankOf(state);
  return (
    attempted(f) &&
    f.entry !== undefined &&
    f.units.includes(unit) &&
    state.units[unit]?.at === FLANK &&
    state.september?.group === FLANK_AM
  );
}

/** 7.41, SR14: the hexes a unit off the map enters by: the Flanking Command's south-edge stretch, or its entry hex. */
export function entryHexesOf(state: BorodinoState, unit: string): string[] {
  const f = flankOf(state);
  if (state.units[unit]?.at === FLANK) return f?.entry ? southEdge(f.entry) : [];
  const hex = state.units[unit]?.at === OFF ? ENTRY_HEX[formationOf(unit)] : undefined;
  return hex ? [hex] : [];
}

/**
 * 7.41, SR14: the Flanking Command's south-edge stretch as the position's entry hexes, only in its activation once a roll
 * let its units in (7.44 then reads them too, while nobody else moves: the README's reading).
 */
export function flankEntries(state: BorodinoState): { side: Side; hex: string }[] {
  const f = flankOf(state);
  if (!attempted(f) || f.entry === undefined || state.september?.group !== FLANK_AM) return [];
  if (!f.units.some((id) => state.units[id]?.at === FLANK)) return [];
  return southEdge(f.entry).map((hex) => ({ side: FLANK_SIDE, hex }));
}

/**
 * 7.41: the arms of the units of the entering unit's column that entered before it this activation: its formation's, or
 * for the Flanking Command the whole Command's, one column whatever hex of the stretch each enters by (the README).
 */
export function columnBefore(game: Game, state: BorodinoState, unit: string): Arm[] {
  const f = flankOf(state);
  const flanking = state.units[unit]?.at === FLANK && f !== undefined;
  return state.entered
    .filter((id) => (flanking ? f.units.includes(id) : formationOf(id) === formationOf(unit)))
    .map((id) => game.units.get(id)!.arm);
}

/**
 * SR14 "Nessuna unità russa può entrare negli esagoni 2400-2800 inclusi sino a quando il Comando in Aggiramento non è
 * rientrato sulla mappa": the hexes closed to `side` now, from the box until a unit of the Command is back on the map.
 */
export function flankClosedHexes(state: BorodinoState, side: Side): readonly string[] {
  const f = flankOf(state);
  if (side !== CLOSED_TO || !attempted(f) || f.boxed === undefined || f.returned) return [];
  return CLOSED_HEXES;
}

/**
 * The hexes no unit of `side` may enter now, whatever the map and the rules of movement: Shevardino's limits (no French
 * unit east of 3600, no Russian in 4400 before V Corps) and SR14's 2400–2800 while the French flank. Every way onto a
 * hex reads it (a move, a retreat's advance, a withdrawal, a Counter-assault, a square's move, 10.3's return), or its
 * two parts where each gives its own refusal or result.
 */
export function closedTo(state: BorodinoState, side: Side): (hex: string) => boolean {
  const vIn = vCorpsIn(state);
  const flank = flankClosedHexes(state, side);
  return (hex) => flank.includes(hex) || scenarioForbids(side, hex, vIn, state.scenario) !== null;
}

/** SR14: the Command is back on the map once a unit of it entered (after every action, september.ts). */
export function flankReturned(game: Game, state: BorodinoState): BorodinoState {
  const f = flankOf(state);
  if (!attempted(f) || f.boxed === undefined || f.returned) return state;
  const back = f.units.some((id) => game.hexes.has(state.units[id]?.at ?? ''));
  return back ? withFlank(state, { returned: true }) : state;
}

/** The set-up's SR14 branch: the turns to write down and the French units on the map to add or take off. */
export function flankSetupItems(game: Game, state: BorodinoState, name: (id: string) => string): MenuItem[] {
  const f = flankOf(state);
  const turns = Array.from({ length: state.turns }, (_, i) => i + 1).map((t): MenuItem => ({
    kind: 'action',
    key: `flank/turn/${t}`,
    label: flankLabels.turn(t, f?.turn === t),
  }));
  const units = Object.entries(state.units)
    .filter(([id, u]) => sideOf(game, id) === FLANK_SIDE && game.hexes.has(u.at))
    .map(([id, u]): MenuItem => ({
      kind: 'action',
      key: `flank/unit/${id}`,
      label: flankLabels.unit(name(id), u.at, f?.units.includes(id) ?? false),
    }));
  return [...turns, ...units];
}

/** SR14: what the French read of their own maneuver (their view's secret lines); nobody else reads any. */
export function flankSecret(state: BorodinoState, viewer: string, name: (id: string) => string): Localized[] {
  const f = flankOf(state);
  if (viewer !== FLANK_SIDE || state.scenario !== 'borodino') return [];
  if (!attempted(f) || f.boxed !== undefined) return f?.boxed !== undefined ? [] : [flankLabels.declined];
  return [flankLabels.secret(f.units.map(name), f.turn)];
}

/** SR14: what every viewer reads once the units are in the box (the box's units are listed with the boxes). */
export function flankNotes(state: BorodinoState): Localized[] {
  const f = flankOf(state);
  if (!attempted(f) || f.boxed === undefined || f.returned) return [];
  return [flankLabels.note(f.boxed, f.count, f.entry ?? null)];
}
