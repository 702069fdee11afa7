import { problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import {
  armyAreaOf,
  bothAreas,
  boundaryOf,
  hexsideText,
  moveLine,
  parseBoundary,
  setupLines,
  trainExcess,
  BOUNDARY_MOVES,
  type AssignedAt,
  type Boundary,
  type BoundaryLine,
  type BoundaryMove,
  type TrainAt,
} from '../rules/aoa.js';
import type { PlacedUnit, Player } from '../rules/position.js';
import { placedOf, sideOf, type Game } from './board.js';
import { LORRAINE_AOA, LORRAINE_CORPS, lorraineArmyOf, lorraineCorpsOf } from './lorraine.js';
import type { Result } from './movement.js';
import { GONE, OFF, top, type O1914State } from './state.js';

/**
 * The Areas of Assignment of Lorraine (5.1) in play, over rules/aoa.ts: each side's boundary between its two armies
 * (the German one as 29.0 prints it, the French one placed by the French player at the set-up, 28.3 B); the Assignment
 * Phase (4.2.2, 5.1.2), where the phasing player keeps its boundary or moves it within 5.1.3; the army of the units the
 * set-up puts in no box (5.0, 5.5.1 (2)), recorded at each Assignment Phase; the reader of the position by which
 * rules/movement.ts and rules/recovery.ts apply 5.3.1 (2) and (3). 29.3.3 keeps every Formation in its set-up box.
 */

/** 28.3 B: how many lines the French set-up prompt offers. */
const SETUP_CHOICES = 5;

/** 5.1.3: the corps boxes of each army's org chart, as 29.0's set-up fills them (README decision 98). */
export const LORRAINE_CORPS_BOXES: Readonly<Record<string, number>> = (() => {
  const boxes: Record<string, number> = {};
  for (const [corps, units] of Object.entries(LORRAINE_CORPS)) {
    const army = lorraineArmyOf(units[0]!);
    if (!corps.startsWith('Ind/') && army) boxes[army] = (boxes[army] ?? 0) + 1;
  }
  return boxes;
})();

/** 5.0, 29.3.3: the army a unit is assigned to: its set-up box's, else the Area it stood in at its last Assignment Phase. */
export function assignedArmy(state: O1914State, id: string): string | null {
  return lorraineArmyOf(id) ?? state.assigned?.[id] ?? null;
}

const boundaries = new Map<string, Boundary>();

/** The side's boundary as the rules read it, or null (none placed yet, or a game without Areas of Assignment). */
export function boundaryFor(game: Game, state: O1914State, side: Player): Boundary | null {
  const line = state.aoa?.[side];
  if (!line) return null;
  const key = `${side}:${line.west.x},${line.west.y},${line.east.x},${line.east.y}`;
  let b = boundaries.get(key);
  if (!b) {
    b = boundaryOf(game.grid, line, LORRAINE_AOA[side]);
    if (boundaries.size > 256) boundaries.clear();
    boundaries.set(key, b);
  }
  return b;
}

/** 5.3.1: the position's reader: whether `hex` lies in the Area of the army `unit` is assigned to (true for none). */
export function areaReader(game: Game, state: O1914State): ((unit: PlacedUnit, hex: string) => boolean) | undefined {
  if (!state.aoa) return undefined;
  return (unit, hex) => {
    const army = unit.id === undefined ? null : assignedArmy(state, unit.id);
    const boundary = boundaryFor(game, state, unit.side);
    if (army === null || boundary === null || (army !== boundary.north && army !== boundary.south)) return true;
    return armyAreaOf(game.grid, boundary, hex) === army;
  };
}

/** 5.1.3: the side's Corps Trains on the map that have a corps box (Treno/EZ, in none, is not counted: decision 98). */
function trainsOf(game: Game, state: O1914State, side: Player): TrainAt[] {
  return Object.keys(state.units).flatMap((id) => {
    const u = placedOf(game, state, id);
    const box = lorraineCorpsOf(id);
    return u && u.side === side && u.type === 'train' && box && !box.independent ? [{ id, hex: u.hex }] : [];
  });
}

/** The side's units on the map with the army of their set-up box, for 28.3 B. */
function boxedUnits(game: Game, state: O1914State, side: Player): AssignedAt[] {
  return Object.keys(state.units).flatMap((id) => {
    const u = placedOf(game, state, id);
    const army = lorraineArmyOf(id);
    return u && army && u.side === side ? [{ hex: u.hex, army }] : [];
  });
}

/** 28.3 B: the lines the French player may place its boundary on at the set-up, the suggestion first. */
export function setupChoices(game: Game, state: O1914State, side: Player): BoundaryLine[] {
  return setupLines(
    game.grid,
    LORRAINE_AOA[side],
    boxedUnits(game, state, side),
    trainsOf(game, state, side),
    LORRAINE_CORPS_BOXES,
    SETUP_CHOICES,
  );
}

/**
 * 5.1.2, 5.1.3: the moves of the side's boundary its Assignment Phase allows: those that leave each army an Area
 * (5.1.1) and no Area with more Corps Trains than its army's corps boxes; should none of them keep 5.1.3 (the Trains
 * stand so that no line offered can), every one is allowed, the Flexibility Exception of 5.1.2 (decision 98).
 */
export function boundaryMoves(game: Game, state: O1914State, side: Player): BoundaryMove[] {
  const line = state.aoa?.[side];
  if (!line) return [];
  const trains = trainsOf(game, state, side);
  const options = BOUNDARY_MOVES.map((move) => {
    const b = boundaryOf(game.grid, moveLine(line, move), LORRAINE_AOA[side]);
    return { move, areas: bothAreas(game.grid, b), excess: trainExcess(game.grid, b, trains, LORRAINE_CORPS_BOXES) };
  }).filter((o) => o.areas);
  const lawful = options.filter((o) => o.excess.length === 0);
  return (lawful.length > 0 ? lawful : options).map((o) => o.move);
}

/** 4.2.2: as the Assignment Phase opens, the phasing player is asked for its boundary. */
export function openAssignment(state: O1914State): void {
  if (state.aoa?.[state.phasing]) state.stack.push({ name: 'boundary', side: state.phasing });
}

/** 28.3 B: a game's Areas at the set-up: the German boundary printed, the French one asked first. */
export function setupAreas(game: Game, state: O1914State): void {
  const printed = LORRAINE_AOA.german.printed;
  const line = printed ? parseBoundary(game.grid, printed) : undefined;
  if (!line) return;
  state.aoa = { allied: null, german: line };
  state.assigned = {};
  assignUnboxed(game, state, 'german', []);
  state.stack.push({ name: 'boundary', side: 'allied', setup: true });
}

/** 5.1.2, 5.1.3: the phasing player keeps or moves its boundary. */
export function answerBoundary(
  game: Game,
  state: O1914State,
  by: Player,
  move: BoundaryMove,
  events: GameEvent[],
): Result {
  const frame = top(state);
  const line = state.aoa?.[by];
  if (frame?.name !== 'boundary' || frame.setup || !line) return problem('aoa-not-asked', undefined, { rule: '5.1.2' });
  if (!boundaryMoves(game, state, by).includes(move)) {
    const b = boundaryOf(game.grid, moveLine(line, move), LORRAINE_AOA[by]);
    if (!bothAreas(game.grid, b)) return problem('aoa-empty', undefined, { rule: '5.1.1' });
    const [over] = trainExcess(game.grid, b, trainsOf(game, state, by), LORRAINE_CORPS_BOXES);
    return problem('aoa-train-limit', { ...over }, { rule: '5.1.3' });
  }
  const moved = moveLine(line, move);
  state.aoa![by] = moved;
  state.stack.pop();
  const b = boundaryFor(game, state, by)!;
  const excess = trainExcess(game.grid, b, trainsOf(game, state, by), LORRAINE_CORPS_BOXES);
  events.push({ kind: 'boundary', side: by, move, line: lineText(game, moved), rule: '5.1.2' });
  if (excess.length > 0)
    events.push({ kind: 'boundary-flexibility', side: by, armies: excess.map((e) => e.army), rule: '5.1.3' });
  assignUnboxed(game, state, by, events);
  return { ok: true };
}

/** 28.3 B: the French player places its boundary on one of the lines offered. */
export function answerBoundarySetup(
  game: Game,
  state: O1914State,
  by: Player,
  west: number,
  east: number,
  events: GameEvent[],
): Result {
  const frame = top(state);
  if (frame?.name !== 'boundary' || !frame.setup || !state.aoa)
    return problem('aoa-not-asked', undefined, { rule: '28.3' });
  const line = setupChoices(game, state, by).find((l) => l.west.y === west && l.east.y === east);
  if (!line) return problem('aoa-not-offered', undefined, { rule: '28.3' });
  state.aoa[by] = line;
  state.stack.pop();
  events.push({ kind: 'boundary', side: by, move: 'setup', line: lineText(game, line), rule: '28.3' });
  assignUnboxed(game, state, by, events);
  return { ok: true };
}

/**
 * 5.0, 5.5.1 (2), 5.1.2 "Importante": the units of `side` the set-up puts in no army box (Support units, reinforcements
 * of no army; Fortresses never move and are left out) are assigned to the army whose Area they stand in; a change is
 * logged.
 */
function assignUnboxed(game: Game, state: O1914State, side: Player, events: GameEvent[]): void {
  const boundary = boundaryFor(game, state, side);
  if (!boundary || !state.assigned) return;
  const changed: string[] = [];
  for (const [id, u] of Object.entries(state.units)) {
    if (u.at === OFF || u.at === GONE || lorraineArmyOf(id) || sideOf(game, state, id) !== side) continue;
    if (placedOf(game, state, id)?.type === 'fortress') continue;
    const army = armyAreaOf(game.grid, boundary, u.at);
    if (army === null || state.assigned[id] === army) continue;
    state.assigned[id] = army;
    changed.push(id);
  }
  if (changed.length > 0) events.push({ kind: 'assigned', side, units: changed, rule: '5.5.1' });
}

/** A line as the book prints a boundary (`60.56/60.57 – 63.55/63.56`), or its points' columns and rows. */
export function lineText(game: Game, line: BoundaryLine): string {
  const end = (p: BoundaryLine['west']) => hexsideText(game.grid, p) ?? `${p.x}:${p.y}`;
  return `${end(line.west)} – ${end(line.east)}`;
}

/** The boundary prompt, for the menu: the set-up's lines or the moves. */
export function boundaryPrompt(state: O1914State): 'setup' | 'move' | null {
  const frame = top(state);
  return frame?.name === 'boundary' ? (frame.setup ? 'setup' : 'move') : null;
}
