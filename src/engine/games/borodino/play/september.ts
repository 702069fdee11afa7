import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { learnFromAnswer, tableCell, type LearnedAsk } from '../../../core/learned.js';
import { loc } from '../../../core/localized.js';
import type { Orders, Side } from '../model.js';
import {
  commandsOf,
  cupOf,
  drawAm,
  groupOfCommand,
  inCommandRange,
  ocReach,
  ordersProblem,
  septemberVictory,
  unorderedBar,
  withoutOne,
  type ActivationGroup,
} from '../rules/activation.js';
import { initiative } from '../rules/initiative.js';
import { individualOrders, ordersDelay } from '../rules/orders.js';
import { reserveFirst, reserveMove } from '../rules/reserve.js';
import { napoleonMp } from '../rules/scenario.js';
import { otherSide } from '../rules/position.js';
import type { KeepProblem } from '../rules/command.js';
import { chainsOfGroup, keepRefusal, newChains } from './chains.js';
import { beginActivation, disorder, refuse, type Applied } from './machine.js';
import { activateBarrage, amSide, barrageAms, barrageOrdered, ordersLeaveBarrage, toggleBarrage } from './barrage.js';
import { BARRAGE_ORDER, barrageSide } from '../rules/barrage.js';
import { DESTRUCTION_AM } from '../rules/destruction.js';
import { beginDestruction, burnVillage, destructionAms } from './destruction.js';
import {
  activateFlank,
  chooseFlank,
  flankAms,
  flankNoted,
  flankReturned,
  flankSetupRefusal,
  flankOrdersRule,
  flankBars,
  flankUnder,
  ordersTableOf,
  recallFlank,
} from './flank.js';
import { FLANK_AM } from '../rules/flank.js';
import { declareBridge } from './bridge.js';
import { positionOf } from './position.js';
import { sideOf, type Game } from './setup.js';
import { formationOf } from './shevardino.js';
import type { BorodinoAction, BorodinoState, Need, September } from './state.js';
import { valueOf } from './values.js';

/**
 * The 7 September scenario's sequence of play (3.0 A–F) over the pack's `command` table: the Orders Phase (5.2, 5.29,
 * SR1–SR3), the Initiative (4.0) and its first AM (5.41), the cup (5.31, 5.32) drawn by a die (5.42), each drawn AM
 * activating its group (5.43) after its No-Orders Commands' Individual Orders (5.28), the Reserve Phase (5.5), the
 * Morale Phase as Shevardino plays it, and the victory (SR15, SR16). Each activation plays the activation steps the
 * Shevardino scenario plays (machine.ts: fire, movement, assault, rally), with the Orders of the unit's Command.
 */

/** SR16: "La coalizione riceve 10 VP per l'occupazione dell'esagono 3417. Il francese riceve 10 VP …". */
export const SR16_HEX = '3417';
export const SR16_VP = 10;

const EMPTY: Readonly<Record<Side, number>> = { french: 0, russian: 0 };

/** What a turn starts without (3.0): this turn's initiative, cup, activations, Reserve and OC moves (fresh arrays). */
const turnStart = () =>
  ({
    initiative: null,
    cup: [],
    group: null,
    individual: [],
    tried: [],
    idle: [],
    fixed: [],
    reserveDone: [],
    reserve: null,
    ocMoved: [],
    napoleonMp: null,
    barrage: [],
  }) satisfies Partial<September>;

/** The chain of command at set-up: no Orders yet, the Commanders-in-Chief where the set-up puts them. */
export function septemberStart(game: Game, setup: readonly { unit: string; hex: string }[]): September {
  const at = (side: Side): string => {
    const counter = game.command?.commanders.find((c) => c.side === side)?.counter;
    return setup.find((e) => e.unit === counter)?.hex ?? '';
  };
  return {
    ...turnStart(),
    orders: [],
    failures: EMPTY,
    newOrders: [],
    leaders: { french: at('french'), russian: at('russian') },
    overstacked: Object.fromEntries(
      setup.filter((e) => game.groups.get(e.unit) === NOTE_E_GROUP).map((e) => [e.unit, e.hex] as const),
    ),
    vp: EMPTY,
  };
}

/** The set-up's note [e]: the group whose guns may stand 3 to a hex until they move or fire. */
export const NOTE_E_GROUP = 'ru-art-reserve';

const groupById = (game: Game, id: string): ActivationGroup | undefined =>
  game.command?.groups.find((g) => g.id === id);

/**
 * 5.12, SR2: the Command a unit belongs to (its group, or its Murat formation), null outside the table; with `state`,
 * the chain of it the unit stood in at this turn's Orders Phase (5.24: it keeps that Command's Orders all turn).
 */
export function commandOfUnit(game: Game, unit: string, state?: BorodinoState): string | null {
  const chain = state?.september?.commands?.[unit];
  if (chain !== undefined) return chain;
  const group = groupById(game, game.groups.get(unit) ?? '');
  if (!group) return null;
  return group.direct === undefined ? group.id : formationOf(unit);
}

/** The units of a Command. */
export function unitsOfCommand(game: Game, state: BorodinoState, command: string): string[] {
  return Object.keys(state.units).filter((id) => commandOfUnit(game, id, state) === command);
}

/** The commander's table row (its counter) of a side. */
const commanderOf = (game: Game, side: Side) => game.command?.commanders.find((c) => c.side === side);

export type CommandColumn = 'orders' | 'range';

/** A `command` table value: the pack's, else the one its owner gave (core/learned.ts), else null. */
export function commandValue(game: Game, state: BorodinoState, row: string, column: CommandColumn): number | null {
  const commander = game.command?.commanders.find((c) => c.counter === row);
  const packed = commander ? commander[column] : column === 'orders' ? (groupById(game, row)?.orders ?? null) : null;
  return packed ?? tableCell(state.learned, 'command', row, column) ?? null;
}

/** The side a `command` table row belongs to. */
export function commandRowSide(game: Game, row: string): Side | null {
  return game.command?.commanders.find((c) => c.counter === row)?.side ?? groupById(game, row)?.side ?? null;
}

/** The question for a `command` table value (the number printed on the AM or the OC's counter). */
export function commandAsk(game: Game, row: string, column: CommandColumn): LearnedAsk {
  const side = commandRowSide(game, row) ?? 'french';
  // A group's name, or the Commander-in-Chief's counter's ("Napoleon"), never the row's id.
  const name = groupById(game, row)?.name ?? game.pack.counters.find((c) => c.id === row)?.name ?? row;
  return {
    subject: { kind: 'table', table: 'command', row, column },
    side,
    rule: column === 'range' ? '5.61' : groupById(game, row) ? '5.28' : '4.0',
    what: loc('Commanders and Activation Groups (7 Sep)', 'Comandanti e Gruppi di Attivazione (7 settembre)'),
    on:
      column === 'range'
        ? loc(`${name}, Command Range`, `${name}, Raggio di Comando`)
        : groupById(game, row)
          ? loc(`${name}, the AM's Orders value`, `${name}, Valore di Ordini dell'AM`)
          : loc(`${name}, Orders value`, `${name}, Valore degli Ordini`),
    min: 0,
    max: 9,
  };
}

/**
 * The table values a side is asked at set-up, once: its Commander-in-Chief's Command Range (5.61 (4): the French
 * counter's, which the book does not give) and Orders value (4.0: Kutuzov's prints "?").
 */
export function setupAsk(game: Game, state: BorodinoState, side: Side): { row: string; column: CommandColumn } | null {
  const oc = commanderOf(game, side);
  if (!oc || !state.september) return null;
  for (const column of ['range', 'orders'] as const)
    if (commandValue(game, state, oc.counter, column) === null) return { row: oc.counter, column };
  return null;
}

/** The table value a side is asked now: at set-up its OC's, in the Individual Orders step the AM's (5.28). */
export function commandNeed(
  game: Game,
  state: BorodinoState,
  side: Side,
): { row: string; column: CommandColumn } | null {
  if (state.step === 'setup') return setupAsk(game, state, side);
  const group = state.september?.group;
  if (state.step === 'individual' && group && commandValue(game, state, group, 'orders') === null)
    return { row: group, column: 'orders' };
  return null;
}

function giveCommandValue(
  game: Game,
  state: BorodinoState,
  by: Side,
  action: Extract<BorodinoAction, { type: 'command-value' }>,
  events: GameEvent[],
): Applied {
  const need = commandNeed(game, state, by);
  if (!need || need.row !== action.row || need.column !== action.column)
    return refuse('value-not-asked', '2.2', { unit: action.row });
  const answered = learnFromAnswer(state.learned, commandAsk(game, action.row, action.column), {
    number: action.value,
    by,
    turn: state.turn,
  });
  if (!answered.ok) return refuse('value-range', '2.2', { min: 0, max: 9 });
  events.push(answered.event);
  return { ok: true, state: { ...state, learned: answered.book }, events };
}

/** The hex distance from a side's Commander-in-Chief to `hex`, within his Command Range (5.61 (4)). */
export function inRangeOf(game: Game, state: BorodinoState, side: Side, hex: string): boolean {
  const oc = commanderOf(game, side);
  const at = state.september?.leaders[side];
  const range = oc ? commandValue(game, state, oc.counter, 'range') : null;
  if (!at || range === null || !game.hexes.has(hex)) return false;
  return inCommandRange(game.grid.distance(at, hex), range);
}

/**
 * 5.26, 5.27, 5.28, 5.53: a unit's Orders now: Shevardino's units are all Under Orders; on 7 September its Command's
 * Orders of the Orders Phase or its Individual Orders of this activation, and No Orders in a Reserve activation.
 */
export function ordersOf(game: Game, state: BorodinoState, unit: string): Orders {
  const s = state.september;
  if (!s) return 'under';
  if (s.reserve !== null) return 'none';
  // SR14: the Flanking Command, on its Order's turn and "sempre Sotto Ordini" once in the box and back.
  if (flankUnder(state, unit)) return 'under';
  const command = commandOfUnit(game, unit, state);
  return command !== null && (s.orders.includes(command) || s.individual.includes(command)) ? 'under' : 'none';
}

/**
 * 9.42, 5.27, 5.61: the Orders a Commitment reads and whether it is within the OC's Command Range: Under Orders, a unit
 * of the Command within it (the Command DRM); No Orders, this unit within it (no +1).
 */
export function commitmentOrders(
  game: Game,
  state: BorodinoState,
  unit: string,
): { readonly orders: Orders; readonly inRange: boolean } {
  if (!state.september) return { orders: 'under', inRange: false };
  const orders = ordersOf(game, state, unit);
  const side = sideOf(game, unit);
  const command = commandOfUnit(game, unit, state);
  const hexes =
    orders === 'under' && command !== null
      ? unitsOfCommand(game, state, command).map((id) => state.units[id]!.at)
      : [state.units[unit]?.at ?? ''];
  return { orders, inRange: hexes.some((h) => inRangeOf(game, state, side, h)) };
}

/** The Commands of a side (5.12, SR2; this turn's chains with `state`), in the table's order. */
export function commandsOfSide(game: Game, side: Side, state?: BorodinoState): string[] {
  return (game.command?.groups ?? [])
    .filter((g) => g.side === side)
    .flatMap((g) => (state ? chainsOfGroup(state, g, commandsOf(g, formationOf)) : commandsOf(g, formationOf)));
}

/** 5.21, 5.22, SR1, SR2: the Commands the side may still add to its Orders, or take off them. */
export function orderChoices(game: Game, state: BorodinoState, side: Side): { command: string; ordered: boolean }[] {
  const s = state.september!;
  return commandsOfSide(game, side, state)
    .filter((c) => unitsOfCommand(game, state, c).some((id) => game.hexes.has(state.units[id]!.at)))
    .map((command) => ({ command, ordered: s.orders.includes(command) }))
    .filter(({ command }) => keepRefusal(state, side, toggled(game, s, side, command), command) === null)
    .filter(
      ({ command, ordered }) =>
        ordered ||
        (ordersProblem(ordersTableOf(game, state), side, [...mineOf(game, s.orders, side), command], formationOf) ===
          null &&
          ordersLeaveBarrage(game, state, side, [...mineOf(game, s.orders, side), command])),
    );
}

const mineOf = (game: Game, commands: readonly string[], side: Side): string[] =>
  commands.filter((c) => groupOfCommand(game.command!, c, formationOf)?.side === side);

/** 5.24: why the side may not be done with its Orders yet (a split Command's part still to choose), or null. */
export function ordersDoneRefusal(game: Game, state: BorodinoState, side: Side): KeepProblem | null {
  const s = state.september;
  if (!s) return null;
  const offered = orderChoices(game, state, side);
  return keepRefusal(state, side, mineOf(game, s.orders, side), null, (c) =>
    offered.some((o) => o.command === c && !o.ordered),
  );
}

/** The side's Orders once `command` is put on or taken off them. */
const toggled = (game: Game, s: September, side: Side, command: string): string[] => {
  const mine = mineOf(game, s.orders, side);
  return mine.includes(command) ? mine.filter((c) => c !== command) : [...mine, command];
};

const withSeptember = (state: BorodinoState, change: Partial<September>): BorodinoState => ({
  ...state,
  september: { ...state.september!, ...change },
});

/** 3.0 A: the turn's Orders Phase begins: Napoleon never rolls for Delay (5.29), so the French give new Orders. */
export function startSeptemberTurn(game: Game, state: BorodinoState, events: GameEvent[]): BorodinoState {
  events.push({ kind: 'turn', turn: state.turn });
  const s = state.september!;
  events.push({ kind: 'new-orders', side: 'french' });
  // 5.12, 5.24: the turn's chains; the Russian Orders mapped onto them until Kutuzov's Delay roll (5.29).
  const russianOnly = withSeptember(state, { orders: s.orders.filter((c) => commandRowSideOf(game, c) !== 'french') });
  return {
    ...withSeptember(state, {
      ...newChains(game, russianOnly, (u) => commandOfUnit(game, u)),
      revealed: faceDown(game, s, 'french'),
      newOrders: ['french'],
      ...turnStart(),
    }),
    active: [],
    step: 'orders',
    side: 'french',
  };
}

const commandRowSideOf = (game: Game, command: string): Side | null =>
  groupOfCommand(game.command!, command, formationOf)?.side ?? null;

/**
 * 5.23, SR1: a side that gives new Orders puts new markers face down ("ne pone segretamente di nuovi"): its Commands
 * revealed leave the list; when Kutuzov's Delay fails the markers stay, face up where they were revealed.
 */
const faceDown = (game: Game, s: September, side: Side): string[] =>
  (s.revealed ?? []).filter((g) => groupById(game, g)?.side !== side);

/**
 * 5.23: what `viewer` may know of the Orders: its own Commands Under Orders (`mine`; null for an observer), the groups
 * whose markers are face up (`groups`, both sides) and, of their Commands, those Under Orders (`under`; every other
 * Command of those groups has No Orders).
 */
export function ordersSeen(
  game: Game,
  state: BorodinoState,
  viewer: string,
): { mine: string[] | null; groups: string[]; under: string[] } {
  const s = state.september;
  if (!s) return { mine: null, groups: [], under: [] };
  const groups = [...(s.revealed ?? [])];
  const mine =
    viewer === 'french' || viewer === 'russian' ? s.orders.filter((c) => commandRowSideOf(game, c) === viewer) : null;
  const under = s.orders.filter((c) => groups.includes(groupOfCommand(game.command!, c, formationOf)?.id ?? ''));
  return { mine, groups, under };
}

/** 5.29, SR1: Kutuzov's Delay roll (none on turn 1); a success clears the failures and his last Orders. */
function russianOrders(game: Game, state: BorodinoState, dice: Dice, events: GameEvent[]): BorodinoState {
  const s = state.september!;
  const delay = ordersDelay('kutuzov', s.failures.russian, state.turn, dice);
  if (!delay.ok) return initiativePhase(game, state, dice, events);
  events.push({ kind: 'orders-delay', side: 'russian', newOrders: delay.value.newOrders, steps: delay.steps });
  if (!delay.value.newOrders) {
    const failed = withSeptember(state, { failures: { ...s.failures, russian: s.failures.russian + 1 } });
    // 5.24: the parts of a split Command Under Orders, and chains rejoined with one, are the player's to decide.
    if ((s.previous?.open.length ?? 0) > 0) return { ...failed, step: 'orders', side: 'russian' };
    return initiativePhase(game, failed, dice, events);
  }
  return {
    ...withSeptember(state, {
      failures: { ...s.failures, russian: 0 },
      newOrders: [...s.newOrders, 'russian'],
      orders: s.orders.filter((c) => commandRowSideOf(game, c) !== 'russian'),
      revealed: faceDown(game, s, 'russian'),
    }),
    step: 'orders',
    side: 'russian',
  };
}

/** 3.0 B, 4.0: the Initiative (the French automatically at 0600), then the first AM chosen or the cup drawn. */
function initiativePhase(game: Game, state: BorodinoState, dice: Dice, events: GameEvent[]): BorodinoState {
  const napoleon = commandValue(game, state, commanderOf(game, 'french')?.counter ?? '', 'orders') ?? 0;
  const kutuzov = commandValue(game, state, commanderOf(game, 'russian')?.counter ?? '', 'orders') ?? 0;
  const rolled = initiative({ french: napoleon, russian: kutuzov, opening: state.turn === 1 }, dice);
  const winner = rolled.ok ? rolled.value.initiative : 'none';
  events.push({ kind: 'initiative', winner, steps: rolled.ok ? rolled.steps : [] });
  // 5.35: the Barrage AMs chosen in the Orders Phase go into the cup now, in the open.
  for (const side of barrageOrdered(state)) events.push({ kind: 'barrage-in-cup', side });
  // 5.32: two AMs for each group on the map.
  const cup = [
    ...cupOf(game.command!, (g) => g.units.some((id) => game.hexes.has(state.units[id]?.at ?? ''))),
    ...barrageAms(state), // 5.33: the Barrage AMs ordered this turn
    ...destructionAms(game, state), // SR5: "va sempre nella tazza, obbligatoriamente"
    ...flankAms(game, state), // SR14: "all'inizio di ogni turno il francese pone uno dei suoi AM"
  ];
  const s = withSeptember(state, { initiative: winner, cup });
  if (winner === 'none') return drawNext(game, s, dice, events);
  return { ...s, step: 'first-am', side: winner };
}

/** 5.42, 5.44: the next AM drawn from the cup; an empty cup ends the Activation Phase (3.0 C). */
export function drawNext(game: Game, state: BorodinoState, dice: Dice, events: GameEvent[]): BorodinoState {
  const drawn = drawAm(state.september!.cup, dice);
  if (!drawn) return beginReserve(game, state, dice, events);
  events.push({ kind: 'am-drawn', group: drawn.group, roll: drawn.roll, left: drawn.cup.length });
  return activateGroup(game, withSeptember(state, { cup: drawn.cup }), drawn.group, dice, events);
}

/**
 * 5.43, 3.0 C.2: the group's units are activated; SR3: the Guard not ordered by Napoleon is not; SR1: the Russian
 * Reserve not ordered does not move; its No-Orders Commands may roll for Individual Orders (5.28) first.
 */
function activateGroup(game: Game, state: BorodinoState, id: string, dice: Dice, events: GameEvent[]): BorodinoState {
  const barrage = barrageSide(id);
  if (barrage) return activateBarrage(game, state, barrage, events);
  if (id === DESTRUCTION_AM) return beginDestruction(game, state, dice, events);
  if (id === FLANK_AM) return activateFlank(game, state, dice, events);
  const group = groupById(game, id)!;
  const s = state.september!;
  const commands = chainsOfGroup(state, group, commandsOf(group, formationOf));
  // SR14: in the turn written down, the units chosen for the flank maneuver are Under Napoleon's Order whatever their
  // group's Commands (so a Guard unit among them acts with the Guard's AM, SR3).
  const flanking = (u: string) => flankUnder(state, u) && !flankBars(state, u);
  const ordered = commands.some((c) => s.orders.includes(c)) || group.units.some(flanking);
  // 5.12 with SR1, SR3: a group in several chains, some Under Orders: the units of the others are barred alone.
  const unordered = (u: string) => !flanking(u) && !s.orders.includes(commandOfUnit(game, u, state) ?? '');
  const partBar = ordered ? unorderedBar(group) : null;
  // 5.23, 3.0 C.2: the Orders markers of every Command of the group are revealed, Under Orders or not.
  const revealed = withSeptember(state, { revealed: [...new Set([...(s.revealed ?? []), id])] });
  const bar = ordered ? null : unorderedBar(group);
  if (bar === 'not-activated') {
    events.push({ kind: 'not-activated', group: id });
    return drawNext(game, revealed, dice, events);
  }
  const units = group.units.filter((u) => state.units[u] !== undefined);
  const active = [...new Set(units.map(formationOf))];
  events.push({
    kind: 'am-activates',
    group: id,
    orders: commands.filter((c) => s.orders.includes(c)),
    none: commands.filter((c) => !s.orders.includes(c)),
  });
  const next = {
    ...withSeptember(revealed, {
      group: id,
      individual: [],
      tried: [],
      idle: [],
      inert: partBar === 'not-activated' ? units.filter(unordered) : [],
      fixed: bar === 'no-move' ? units : partBar === 'no-move' ? units.filter(unordered) : [],
    }),
    active,
    side: group.side,
  };
  if (individualChoices(game, next).length > 0) return { ...next, step: 'individual' };
  return beginActivation(next, group.side, events);
}

/** 5.28: the No-Orders Commands of the drawn group that may still roll (not the SR1 Reserve, not SR3's Guard). */
export function individualChoices(game: Game, state: BorodinoState): string[] {
  const s = state.september;
  const group = s?.group ? groupById(game, s.group) : undefined;
  if (!s || !group || s.reserve !== null || unorderedBar(group) !== null) return [];
  return chainsOfGroup(state, group, commandsOf(group, formationOf)).filter(
    (c) =>
      !s.orders.includes(c) &&
      !s.tried.includes(c) &&
      unitsOfCommand(game, state, c).some((id) => game.hexes.has(state.units[id]!.at)),
  );
}

function rollIndividual(game: Game, state: BorodinoState, command: string, dice: Dice, events: GameEvent[]): Applied {
  const s = state.september!;
  const group = groupById(game, s.group ?? '')!;
  const value = commandValue(game, state, group.id, 'orders');
  if (value === null) return refuse('values-first', '5.28');
  const units = unitsOfCommand(game, state, command).filter((id) => game.hexes.has(state.units[id]!.at));
  const inRange = units.some((id) => inRangeOf(game, state, group.side, state.units[id]!.at));
  const rolled = individualOrders(value, inRange, 0, dice);
  if (!rolled.ok) return { ok: false, problem: rolled.problem };
  events.push({ kind: 'individual-orders', command, underOrders: rolled.value.underOrders, steps: rolled.steps });
  return {
    ok: true,
    state: withSeptember(state, {
      tried: [...s.tried, command],
      ...(rolled.value.underOrders ? { individual: [...s.individual, command] } : { idle: [...s.idle, ...units] }),
    }),
    events,
  };
}

/** 3.0 D, 5.51: the Reserve Phase: the side with the Initiative first (else a roll, ties rolled again). */
function beginReserve(game: Game, state: BorodinoState, dice: Dice, events: GameEvent[]): BorodinoState {
  const s = state.september!;
  const phase = {
    ...withSeptember(state, {
      reserveDone: [],
      reserve: null,
      group: null,
      individual: [],
      idle: [],
      inert: [],
      fixed: [],
    }),
    active: [],
    step: 'reserve' as const,
  };
  // 5.51: "Il giocatore con l'Iniziativa sceglie se agire per primo o dopo l'avversario per questa fase".
  if (s.initiative === 'french' || s.initiative === 'russian')
    return { ...withSeptember(phase, { choosing: 'reserve' }), side: s.initiative };
  const rolled = reserveFirst(dice);
  const first = rolled.ok ? rolled.value.first : 'french';
  if (rolled.ok) events.push({ kind: 'reserve-first', first, steps: rolled.steps });
  events.push({ kind: 'reserve-phase', first });
  return { ...phase, side: first };
}

/**
 * 5.52, 5.57, SR3: the Commands a side may activate as Reserve: one of its units within the OC's Command Range, an AM
 * in the cup this turn (every group on the map but SR3's Guard without Napoleon's Orders).
 */
export function reserveChoices(game: Game, state: BorodinoState, side: Side): string[] {
  const s = state.september;
  if (!s) return [];
  return commandsOfSide(game, side, state).filter((c) => {
    const group = groupOfCommand(game.command!, c, formationOf)!;
    if (
      group.napoleonOnly &&
      !chainsOfGroup(state, group, commandsOf(group, formationOf)).some((x) => s.orders.includes(x))
    )
      return false;
    return unitsOfCommand(game, state, c).some((id) => inRangeOf(game, state, side, state.units[id]!.at));
  });
}

/** 5.52: only the units of the Command not next to an enemy unit are activated as Reserve. */
function activateReserve(game: Game, state: BorodinoState, by: Side, command: string, events: GameEvent[]): Applied {
  if (!reserveChoices(game, state, by).includes(command)) return refuse('reserve-not', '5.52', { command });
  const units = unitsOfCommand(game, state, command).filter((id) => game.hexes.has(state.units[id]!.at));
  const enemies = Object.entries(state.units).filter(([id, u]) => sideOf(game, id) !== by && game.hexes.has(u.at));
  const idle = units.filter((id) => enemies.some(([, e]) => game.grid.adjacent(e.at, state.units[id]!.at)));
  events.push({ kind: 'reserve-activated', command });
  const s = withSeptember(state, { reserve: command, idle, individual: [], tried: [], fixed: [] });
  return {
    ok: true,
    state: beginActivation({ ...s, active: [...new Set(units.map(formationOf))] }, by, events),
    events,
  };
}

/**
 * 5.54, 5.55: the Cohesion a unit of a Reserve activation rolls against, asked before it moves (on both sides: the
 * terrain may Disorder it on the way) or, artillery, before it fires; nothing outside a Reserve activation.
 */
export function reserveNeeds(game: Game, state: BorodinoState, unit: string): Need[] {
  if (!state.september?.reserve || commandOfUnit(game, unit, state) !== state.september.reserve) return [];
  if (game.units.get(unit)?.kind === 'artillery') return [{ unit, name: 'Coh', face: 'front' }];
  return [
    { unit, name: 'Coh', face: 'front' },
    { unit, name: 'Coh', face: 'back' },
  ];
}

/** 5.54, 5.55: the Disorder rolls of the units that moved (or artillery that fired) in a Reserve activation. */
export function reserveDisorder(
  game: Game,
  state: BorodinoState,
  units: readonly string[],
  fired: boolean,
  dice: Dice,
  events: GameEvent[],
): BorodinoState {
  if (!state.september?.reserve) return state;
  let s = state;
  for (const id of units) {
    const unit = game.units.get(id);
    const u = s.units[id];
    if (!unit || !u || !game.hexes.has(u.at) || (unit.kind === 'artillery') !== fired) continue;
    const cohesion = valueOf(game, s, id, 'Coh', u.disordered ? 'back' : 'front');
    if (cohesion === null) continue;
    const rolled = reserveMove({ kind: unit.kind, cohesion, disordered: u.disordered }, fired, dice);
    if (!rolled.ok) continue;
    events.push({ kind: 'reserve-disorder', unit: id, steps: rolled.steps });
    if (!rolled.value.pass) s = disorder(game, s, id, events);
  }
  return s;
}

/** 5.51: the side's Reserve Phase is over; the other's follows, then the Morale Phase (3.0 E). */
function reserveOver(state: BorodinoState, by: Side): BorodinoState | 'morale' {
  const done = [...state.september!.reserveDone, by];
  if (done.length >= 2) return 'morale';
  return {
    ...withSeptember(state, { reserveDone: done, reserve: null, idle: [] }),
    active: [],
    step: 'reserve',
    side: otherSide(by),
  };
}

/**
 * 5.44: a group's activation is over (its Rally step done, or a Reserve activation's Assault step, 5.53): the next AM,
 * or the other side's Reserve Phase.
 */
export function endSeptemberActivation(
  game: Game,
  state: BorodinoState,
  dice: Dice,
  events: GameEvent[],
): BorodinoState | 'morale' {
  const s = state.september!;
  if (s.reserve !== null) return reserveOver(state, state.side);
  const cleared = withSeptember(
    { ...state, active: [] },
    { group: null, individual: [], tried: [], idle: [], inert: [], fixed: [] },
  );
  return drawNext(game, cleared, dice, events);
}

/**
 * 3.0 F, 4.0: the OC Movement Phase: the side with the Initiative chooses who moves first ("sceglie chi effettua per
 * primo la Fase della Riserva e di Movimento dell'OC"); the French first when nobody has it (the README's reading);
 * SR7: Napoleon's MP are rolled before he moves.
 */
export function beginOcMovement(game: Game, state: BorodinoState, dice: Dice, events: GameEvent[]): BorodinoState {
  const i = state.september!.initiative;
  const phase = withSeptember({ ...state, step: 'oc-move', active: [] }, { ocMoved: [] });
  if (i === 'french' || i === 'russian') return { ...withSeptember(phase, { choosing: 'oc-move' }), side: i };
  return ocTurn(phase, 'french', dice, events);
}

/** 4.0, 5.51: the side with the Initiative has chosen to go first or second in the phase it was asked about. */
function goFirst(state: BorodinoState, by: Side, first: boolean, dice: Dice, events: GameEvent[]): Applied {
  const { choosing, ...rest } = state.september!;
  if (!choosing) return refuse('go-not', '4.0');
  const side = first ? by : otherSide(by);
  const chosen: BorodinoState = { ...state, september: rest };
  if (choosing === 'reserve') {
    events.push({ kind: 'reserve-phase', first: side, chosenBy: by });
    return { ok: true, state: { ...chosen, side }, events };
  }
  events.push({ kind: 'oc-first', first: side, chosenBy: by });
  return { ok: true, state: ocTurn(chosen, side, dice, events), events };
}

function ocTurn(state: BorodinoState, side: Side, dice: Dice, events: GameEvent[]): BorodinoState {
  if (side !== 'french') return { ...state, side };
  const rolled = napoleonMp(dice);
  const mp = rolled.ok ? rolled.value.mp : 0;
  events.push({ kind: 'napoleon-mp', mp, steps: rolled.ok ? rolled.steps : [] });
  return { ...withSeptember(state, { napoleonMp: mp }), side };
}

/** 5.62, SR6, SR7: the hexes the side's Commander-in-Chief may move to now (MA 8, Kutuzov 4, Napoleon his roll). */
export function ocMoveHexes(game: Game, state: BorodinoState, side: Side): string[] {
  const s = state.september;
  if (!s || state.step !== 'oc-move' || s.choosing || s.ocMoved.includes(side) || !s.leaders[side]) return [];
  const oc = commanderOf(game, side);
  const mp = side === 'french' ? (s.napoleonMp ?? 0) : (oc?.movement ?? OC_MOVEMENT);
  const enemies = new Set(
    Object.entries(state.units)
      .filter(([id, u]) => sideOf(game, id) !== side && game.hexes.has(u.at))
      .map(([, u]) => u.at),
  );
  // SR5: the position's burning villages and destroyed bridges.
  return ocReach(positionOf(game, state), s.leaders[side], mp, enemies);
}

/** 5.62: "Gli OC hanno una capacità di movimento di 8". */
export const OC_MOVEMENT = 8;

/** 5.62: the side's OC phase is over; the other's follows, then the turn ends. */
function ocOver(state: BorodinoState, by: Side, dice: Dice, events: GameEvent[]): BorodinoState | 'end-turn' {
  const moved = [...state.september!.ocMoved, by];
  if (moved.length >= 2) return 'end-turn';
  return ocTurn(withSeptember(state, { ocMoved: moved }), otherSide(by), dice, events);
}

/** After every action on 7 September: note [e]'s guns that moved lose their licence; 5.63's OCs. */
export function septemberAfter(game: Game, state: BorodinoState, events: GameEvent[]): BorodinoState {
  const s = state.september;
  if (!s) return state;
  const kept = Object.entries(s.overstacked).filter(([id, hex]) => {
    const u = state.units[id];
    // A gun that fired stays in its stack: "in seguito" binds its later moves (the README's reading).
    return u !== undefined && u.at === hex && !u.moved;
  });
  const licensed =
    kept.length === Object.keys(s.overstacked).length
      ? state
      : withSeptember(state, { overstacked: Object.fromEntries(kept) });
  return displaceLeaders(game, flankReturned(game, licensed), events);
}

/**
 * 5.63: a Commander-in-Chief whose hex enemy units entered is put with the nearest friendly unit (the first in the
 * pack's order among the nearest: the README's reading).
 */
function displaceLeaders(game: Game, state: BorodinoState, events: GameEvent[]): BorodinoState {
  const s = state.september;
  if (!s) return state;
  let leaders = s.leaders;
  for (const side of ['french', 'russian'] as const) {
    const at = leaders[side];
    const here = Object.entries(state.units).filter(([, u]) => u.at === at);
    if (!at || !here.some(([id]) => sideOf(game, id) !== side)) continue;
    const friends = Object.entries(state.units)
      .filter(([id, u]) => sideOf(game, id) === side && game.hexes.has(u.at))
      .map(([, u]) => u.at);
    const nearest = friends.sort((a, b) => game.grid.distance(at, a) - game.grid.distance(at, b))[0];
    if (!nearest) continue;
    leaders = { ...leaders, [side]: nearest };
    events.push({ kind: 'oc-displaced', unit: commanderOf(game, side)?.counter ?? side, hex: nearest });
  }
  return leaders === s.leaders ? state : withSeptember(state, { leaders });
}

/** SR15, SR16: the end of the 12th turn: the Victory Points, who has more wins. */
export function septemberOver(game: Game, state: BorodinoState, events: GameEvent[]): BorodinoState {
  const holders = new Set(
    Object.entries(state.units)
      .filter(([, u]) => u.at === SR16_HEX)
      .map(([id]) => sideOf(game, id)),
  );
  const holder = holders.size === 1 ? [...holders][0]! : null;
  const v = septemberVictory(state.september!.vp, holder, SR16_VP);
  const vp = { french: v.french, russian: v.russian };
  events.push({ kind: 'over', winner: v.winner, vp, hex: SR16_HEX, holder });
  return { ...state, over: { winner: v.winner, reason: 'vp', vp } };
}

/**
 * The 7 September steps and actions (null: machine.ts plays it as Shevardino does). `done` ends the set-up (once the
 * OC's values are given), a side's Orders, the Individual Orders step, a side's Reserve Phase.
 */
export function septemberAction(
  game: Game,
  state: BorodinoState,
  by: Side,
  action: BorodinoAction,
  dice: Dice,
  events: GameEvent[],
): Applied | 'morale' | 'end-turn' | null {
  const s = state.september;
  if (!s) return null;
  // 4.0, 5.51: the phase's order is chosen before anything else is done in it.
  if (s.choosing && action.type !== 'go') return refuse('go-first', s.choosing === 'reserve' ? '5.51' : '4.0');
  switch (action.type) {
    case 'go':
      return goFirst(state, by, action.first, dice, events);
    case 'command-value':
      return giveCommandValue(game, state, by, action, events);
    case 'burn': {
      // SR5: the village burnt, the next AM is drawn.
      const burnt = burnVillage(game, state, by, action.hex, action.to, events);
      return burnt.ok ? { ok: true, state: drawNext(game, burnt.state, dice, events), events } : burnt;
    }
    case 'bridge': {
      // SR5: the bridge destroyed, the next AM is drawn (once the French gave the ranges asked, machine.ts).
      const down = declareBridge(game, state, by, action.hex, action.across, events);
      return down.ok && down.destroyed ? { ok: true, state: drawNext(game, down.state, dice, events), events } : down;
    }
    case 'order': {
      if (state.step !== 'orders') return refuse('wrong-step', '3.0');
      if (action.command === BARRAGE_ORDER) return toggleBarrage(game, state, by, events);
      const mine = mineOf(game, s.orders, by);
      const kept = keepRefusal(state, by, toggled(game, s, by, action.command), action.command);
      if (kept) return refuse(kept.code, kept.rule, { command: action.command });
      // 5.12: a Command is one of this turn's chains (`fr-iv.2`), not a group cut into several.
      if (!s.orders.includes(action.command) && !commandsOfSide(game, by, state).includes(action.command))
        return refuse('orders-not-command', '5.12', { command: action.command });
      // 5.23: the marker is placed face down: no event names the Command (the owner's view lists its Orders).
      if (s.orders.includes(action.command)) {
        return {
          ok: true,
          state: withSeptember(state, { orders: s.orders.filter((c) => c !== action.command) }),
          events,
        };
      }
      // SR14: in the turn written down the Flanking Command takes one of Napoleon's Orders.
      const problem = ordersProblem(ordersTableOf(game, state), by, [...mine, action.command], formationOf);
      if (problem) {
        const { code, rule, ...params } = problem;
        return refuse(code, flankOrdersRule(state, code, rule), params as Record<string, string | number>);
      }
      if (!ordersLeaveBarrage(game, state, by, [...mine, action.command])) return refuse('barrage-no-point', '5.33');
      return { ok: true, state: withSeptember(state, { orders: [...s.orders, action.command] }), events };
    }
    case 'pick': {
      if (state.step !== 'first-am') return refuse('wrong-step', '3.0');
      const cup = withoutOne(s.cup, action.group);
      // 5.35: the Barrage AM may be the first AM of the side with the Initiative.
      if (amSide(game, action.group) !== by || !cup) return refuse('pick-not', '5.41', { group: action.group });
      events.push({ kind: 'am-picked', group: action.group });
      return {
        ok: true,
        state: activateGroup(game, withSeptember(state, { cup }), action.group, dice, events),
        events,
      };
    }
    case 'individual':
      if (state.step !== 'individual') return refuse('wrong-step', '3.0');
      if (!individualChoices(game, state).includes(action.command))
        return refuse('individual-not', '5.28', { command: action.command });
      return rollIndividual(game, state, action.command, dice, events);
    case 'reserve':
      if (state.step !== 'reserve') return refuse('wrong-step', '3.0');
      return activateReserve(game, state, by, action.command, events);
    case 'flank':
      return chooseFlank(game, state, by, action, events);
    case 'flank-recall':
      return recallFlank(game, state, by, action.recall, dice, events);
    case 'oc-move': {
      if (!ocMoveHexes(game, state, by).includes(action.to)) return refuse('oc-move-not', '5.62', { hex: action.to });
      events.push({ kind: 'oc-move', unit: commanderOf(game, by)?.counter ?? by, hex: action.to });
      const moved = withSeptember(state, { leaders: { ...s.leaders, [by]: action.to } });
      const next = ocOver(moved, by, dice, events);
      return next === 'end-turn' ? 'end-turn' : { ok: true, state: next, events };
    }
    case 'done':
      switch (state.step) {
        case 'setup': {
          const asked = setupAsk(game, state, by);
          if (asked) return refuse('values-first', asked.column === 'range' ? '5.61' : '4.0');
          if (by === 'french') {
            // SR14: the decision is written down (units and turn, or none), and only that it is, is logged.
            const unfinished = flankSetupRefusal(state);
            if (unfinished) return unfinished;
            return { ok: true, state: { ...flankNoted(state, events), side: 'russian' }, events };
          }
          return { ok: true, state: startSeptemberTurn(game, state, events), events };
        }
        case 'orders': {
          const kept = ordersDoneRefusal(game, state, by);
          if (kept) return refuse(kept.code, kept.rule, { command: kept.command });
          // 5.23: how many Commands are Under Orders is not told: every Command has a marker, face down.
          events.push({ kind: 'orders-given', side: by });
          if (by === 'french') return { ok: true, state: russianOrders(game, state, dice, events), events };
          return { ok: true, state: initiativePhase(game, state, dice, events), events };
        }
        case 'individual':
          return { ok: true, state: beginActivation(state, state.side, events), events };
        case 'destruction':
          // SR5: the Russians set nothing on fire; the next AM is drawn.
          events.push({ kind: 'destruction-pass' });
          return { ok: true, state: drawNext(game, state, dice, events), events };
        case 'reserve': {
          events.push({ kind: 'reserve-pass', side: by });
          const next = reserveOver(state, by);
          return next === 'morale' ? 'morale' : { ok: true, state: next, events };
        }
        case 'oc-move': {
          const next = ocOver(state, by, dice, events);
          return next === 'end-turn' ? 'end-turn' : { ok: true, state: next, events };
        }
        default:
          return null;
      }
    default:
      return null;
  }
}
