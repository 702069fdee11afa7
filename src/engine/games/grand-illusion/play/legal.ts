import { otherSide, type Side } from '../model.js';
import { declareBattle, type BattleCheck } from '../rules/battle-position.js';
import { mayEntrench } from '../rules/entrenchment.js';
import { generalRetreatHexes, mayDeclareGeneralRetreat, movesInGeneralRetreat } from '../rules/general-retreat.js';
import { checkMove, stackingExcess, type MoveInput } from '../rules/movement.js';
import { combatUnitsAt, isCombatUnit, unitsAt, type GiPosition, type PlacedUnit } from '../rules/position.js';
import { onwardOptions, retreatOptions, type RetreatOption } from '../rules/retreat-position.js';
import { supplyLine } from '../rules/supply-line.js';
import { faceOf, onMap, placedUnit, positionOf, valueKey, valueOf } from './position.js';
import { ANTWERP, antwerpShut, GHENT, ghentClosed } from './antwerp.js';
import { PD_UNITS } from './paris.js';
import { placedThisTurn, scheduled } from './reinforcements.js';
import type { Game } from './setup.js';
import { ELIMINATED, OFF, type Frame, type GiState, type Pending } from './state.js';

/**
 * The legal choices of each prompt, computed by the rules functions over the position; the menu offers them and the
 * machine accepts only them, so the two never disagree.
 */

type Of<N extends Frame['name']> = Extract<Frame, { name: N }>;

/** 8.4.6, 7.1 (as the set-up's placement): a friendly-controlled hex where the unit keeps the stacking limits. */
export function placeHexes(game: Game, state: GiState, unit: string): string[] {
  const c = game.counters.get(unit);
  if (!c || state.units[unit]?.at !== OFF || PD_UNITS.includes(unit) || scheduled(game, unit)) return [];
  const p = positionOf(game, state);
  const out: string[] = [];
  for (const hex of game.hexes.keys()) {
    if (state.control[hex] !== c.side) continue;
    if (c.nation === 'be' && !game.hexes.get(hex)?.features.includes('belgium')) continue;
    const placed = placedUnit(
      game,
      { ...state, units: { ...state.units, [unit]: { at: hex, disorganized: false } } },
      unit,
    );
    const after: GiPosition = { ...p, units: [...p.units, ...(placed ? [placed] : [])] };
    if (stackingExcess(after, hex, c.side) === null) out.push(hex);
  }
  return out;
}

/** 3.1, 3.1.1: the side's counters to set up (the PD units wait for Paris in Danger, 8.4.9; reinforcements, 7.1). */
export function offUnits(game: Game, state: GiState, side: Side): string[] {
  return game.unitIds.filter(
    (id) =>
      state.units[id]?.at === OFF &&
      game.counters.get(id)?.side === side &&
      !PD_UNITS.includes(id) &&
      !scheduled(game, id),
  );
}

/** 8.2, 5.2: a hex the side may activate: its infantry, cavalry or an HQ stand in it (every unit is in supply). */
export function activatable(game: Game, state: GiState, side: Side): string[] {
  if (state.cap[side] < 1) return [];
  const p = positionOf(game, state);
  const hexes = new Set(p.units.filter((u) => u.side === side && u.type !== 'artillery').map((u) => u.hex));
  return [...hexes]
    .filter((h) => turnOneAllows(state, side, h))
    .filter((h) => side !== 'allied' || h !== ANTWERP || !antwerpShut(game, state))
    .sort((a, b) => Number(a) - Number(b));
}

/**
 * 13.1 (scenarios 1 and 2): on turn 1 the Allies activate only one of hexes 62, 54, 46 and 45 (never 66 or 76):
 * "può attivare solo uno degli esagoni seguenti", the turn track's "max 1 CAP per gli esagoni 62, 45, 46". Once one
 * of them is activated or rallied (`alliedTurnOne`), no Allied hex is, for the rest of turn 1.
 */
export const TURN_ONE_ALLIED_HEXES: readonly string[] = ['62', '54', '46', '45'];
export const turnOneAllows = (state: GiState, side: Side, hex: string): boolean =>
  state.number === 3 ||
  state.turn !== 1 ||
  side !== 'allied' ||
  (TURN_ONE_ALLIED_HEXES.includes(hex) && state.alliedTurnOne === undefined);

/**
 * 13.1 @ (scenarios 1 and 2): no German unit enters hex 54 on turn 1; no Allied unit that did not start the scenario
 * there enters it on turns 1 and 2.
 */
export const MAUBEUGE_CLOSED = '54';
export function closedHex(game: Game, state: GiState, units: readonly string[], hex: string): boolean {
  const side = game.counters.get(units[0] ?? '')?.side;
  // 12.5.3: Ghent is closed to the Germans while the Belgian army shut in Antwerp holds it.
  if (hex === GHENT && side === 'german' && ghentClosed(game, state)) return true;
  if (state.number === 3 || hex !== MAUBEUGE_CLOSED) return false;
  if (side === 'german') return state.turn === 1;
  const started = new Set(
    (game.pack.scenarios.find((s) => s.id === state.scenario)?.setup ?? [])
      .filter((e) => e.at === hex)
      .map((e) => e.unit),
  );
  return state.turn <= 2 && units.some((u) => !started.has(u));
}

/**
 * 9.8.3: a hex the side may rally for 1 CAP: its Disorganized combat units stand in it, and no enemy combat unit nor
 * enemy fort (besieged or not); at most 2 hexes a segment.
 */
export function rallyable(game: Game, state: GiState, side: Side): string[] {
  if (state.cap[side] < 1 || state.segment.rallies >= 2) return [];
  const p = positionOf(game, state);
  const enemy = otherSide(side);
  const hexes = new Set(p.units.filter((u) => u.side === side && isCombatUnit(u) && u.disorganized).map((u) => u.hex));
  return [...hexes]
    .filter((h) => combatUnitsAt(p, h, enemy).length === 0 && !p.forts.some((f) => f.hex === h && f.side === enemy))
    .filter((h) => turnOneAllows(state, side, h))
    .sort((a, b) => Number(a) - Number(b));
}

/** 8.5: units committed to a battle declared in the activated hex do not move (9.1.2 a: those designated). */
function committed(frame: Of<'activation'>): Set<string> {
  const out = new Set<string>();
  for (const b of frame.battles)
    if (b.hex === frame.hex && b.kind === 'activated') (b.attackers ?? frame.began).forEach((u) => out.add(u));
  return out;
}

/** 8.2, 8.2.2, 8.5: the activated hex's units that may still move. */
export function movable(game: Game, state: GiState, frame: Of<'activation'>): string[] {
  if (frame.fought) return [];
  const held = committed(frame);
  return frame.began.filter((id) => state.units[id]?.at === frame.hex && !frame.moved.includes(id) && !held.has(id));
}

/** The values a move needs (2.4: the MA printed on the counters of the group), not yet known. */
export function missingForMove(game: Game, state: GiState, units: readonly string[]): string[] {
  const out: string[] = [];
  const group = units.map((id) => placedUnit(game, state, id)).filter((u): u is PlacedUnit => u !== null);
  for (const u of group) {
    const c = game.counters.get(u.id!)!;
    if (u.type === 'artillery') continue;
    // 8.4, 8.4.1: a Disorganized unit moves one hex, or with the MA of an HQ of its nationality, never its own.
    if (u.type !== 'hq' && u.disorganized) continue;
    if (valueOf(state, c, faceOf(c, u.disorganized), 'MA') === null)
      out.push(valueKey(c.id, faceOf(c, u.disorganized), 'MA'));
  }
  return out;
}

/** The input of `checkMove` for the moving group along `path` (8.7.2, 8.7.3: in a General Retreat, with its moves). */
export function moveInput(p: GiPosition, state: GiState, frame: Of<'move'>, path: readonly string[]): MoveInput {
  const units = frame.units.map((id) => p.units.find((u) => u.id === id)).filter((u): u is PlacedUnit => !!u);
  if (!frame.generalRetreat) return { side: frame.side, units, path };
  const gr = state.stack.find((f): f is Of<'general-retreat'> => f.name === 'general-retreat');
  return { side: frame.side, units, path, generalRetreat: true, moved: gr?.moved ?? [] };
}

/** 8.4: the hexes the moving group may enter next (checkMove over the whole path so far). */
export function nextHexes(game: Game, state: GiState, frame: Of<'move'>): string[] {
  const p = positionOf(game, state);
  const here = frame.path[frame.path.length - 1]!;
  return p.grid
    .neighbours(here)
    .filter((n) => !frame.path.includes(n) && !closedHex(game, state, frame.units, n))
    .filter((n) => checkMove(p, moveInput(p, state, frame, [...frame.path, n])).ok);
}

/** 8.7.1: whether `side` may declare its General Retreat now (the start of an Action Segment is the caller's). */
export function mayDeclare(state: GiState, side: Side): boolean {
  return mayDeclareGeneralRetreat(side, state.turn, state.generalRetreat).ok;
}

/** 8.7.2, 8.7.3: the hexes the side may activate next in its General Retreat (units that have not moved in it). */
export function retreatHexes(game: Game, state: GiState, frame: Of<'general-retreat'>): string[] {
  return generalRetreatHexes(positionOf(game, state), frame.side, frame.moved);
}

/** 8.7.2, 8.7.3: the units of the General Retreat's activated hex that may still move (each once). */
export function retreatMovable(game: Game, state: GiState, frame: Of<'general-retreat'>): string[] {
  if (frame.hex === null) return [];
  return positionOf(game, state)
    .units.filter(
      (u) =>
        u.hex === frame.hex &&
        u.id !== undefined &&
        movesInGeneralRetreat(u, frame.side) &&
        !frame.moved.includes(u.id),
    )
    .map((u) => u.id!);
}

/**
 * 9.7.2 (a CAP spent as an activation) and 8.7.3 (`generalRetreat`: at the end of the German General Retreat): the
 * hexes where the side may place a trench marker.
 */
export function entrenchable(game: Game, state: GiState, side: Side, generalRetreat = false): string[] {
  if (state.cap[side] < 1) return [];
  const p = positionOf(game, state);
  const hexes = new Set(p.units.filter((u) => u.side === side && u.type === 'infantry').map((u) => u.hex));
  return [...hexes]
    .filter(
      (hex) =>
        mayEntrench(p, {
          side,
          hex,
          allowed: state.generalRetreat.german !== undefined || generalRetreat,
          trench: state.trench[hex] ?? 0,
          generalRetreat,
        }).ok,
    )
    .sort((a, b) => Number(a) - Number(b));
}

/**
 * 9.1.2 a: the battle the activated hex's units may declare: the combat units that began there and are still in it,
 * all of them or those designated (`designated`).
 */
export function activatedBattle(
  game: Game,
  state: GiState,
  frame: Of<'activation'>,
  designated?: readonly string[],
): BattleCheck {
  const p = positionOf(game, state);
  const attackers = p.units.filter(
    (u) =>
      u.id !== undefined &&
      frame.began.includes(u.id) &&
      u.hex === frame.hex &&
      isCombatUnit(u) &&
      !frame.moved.includes(u.id) &&
      (designated === undefined || designated.includes(u.id)),
  );
  return declareBattle(p, {
    side: frame.side,
    hex: frame.hex,
    attackers,
    began: frame.began,
    attacked: frame.attacked,
  });
}

/** The battle a pending declaration stands for now (its units may have been eliminated since). */
export function declared(game: Game, state: GiState, frame: Of<'activation'>, b: Pending): BattleCheck {
  if (b.kind === 'activated')
    return activatedBattle(game, state, { ...frame, attacked: frame.attacked.filter((h) => h !== b.hex) }, b.attackers);
  const p = positionOf(game, state);
  const entered = p.units.filter((u) => u.id !== undefined && (b.entered ?? []).includes(u.id) && u.hex === b.hex);
  if (entered.length === 0) return declareBattle(p, { side: frame.side, hex: b.hex, attackers: [] });
  return declareBattle(p, {
    side: frame.side,
    hex: b.hex,
    entered,
    attacked: frame.attacked.filter((h) => h !== b.hex),
  });
}

/** 9.4.3: the hexes the group may retreat to now (the onward hex after an overstacked first one). */
export function retreatChoices(
  game: Game,
  state: GiState,
  frame: Of<'retreat'>,
): {
  readonly options: readonly RetreatOption[];
  readonly eliminated: boolean;
  readonly toSea: boolean;
} {
  const p = positionOf(game, state);
  const units = frame.units.map((id) => p.units.find((u) => u.id === id)).filter((u): u is PlacedUnit => !!u);
  const input = { side: frame.side, from: frame.hex, units, battles: [frame.hex] };
  if (frame.first !== undefined) {
    const onward = onwardOptions(p, input, frame.first);
    return { options: onward, eliminated: onward.length === 0, toSea: false };
  }
  return retreatOptions(p, input);
}

/** The side's units in a hex that retreat with a battle's losers (9.4.3: combat units; 9.4.4: the HQs go too). */
export function retreating(game: Game, state: GiState, hex: string, side: Side): string[] {
  const p = positionOf(game, state);
  return unitsAt(p, hex, side)
    .filter((u) => u.type !== 'artillery')
    .map((u) => u.id!)
    .filter((id) => onMap(state.units[id]?.at ?? OFF));
}

/** 7.2: the side's eliminated French or German combat units (HQs, HA, forts, Belgian and British units never return). */
export function replaceable(game: Game, state: GiState, side: Side): string[] {
  return game.unitIds.filter((id) => {
    const c = game.counters.get(id)!;
    return (
      c.side === side &&
      (c.nation === 'fr' || c.nation === 'de') &&
      (c.type === 'infantry' || c.type === 'cavalry') &&
      state.units[id]?.at === ELIMINATED &&
      !(state.outOfPlay ?? []).includes(id)
    );
  });
}

/** 7.2: the replacements on the Turn Record Track due this turn. */
export function returningNow(game: Game, state: GiState, side: Side): string[] {
  return state.returning
    .filter((r) => r.turn <= state.turn && game.counters.get(r.unit)?.side === side)
    .map((r) => r.unit);
}

/** 7.2, 7.1.1: the supply sources of each nationality (11.2.4); the British and Belgian for units back from the sea (9.4.5). */
const SOURCE: Readonly<Record<string, string>> = {
  fr: 'supply-french',
  de: 'supply-german',
  gb: 'supply-british',
  be: 'supply-belgian',
};
/** 7.2: before turn 7 no French replacement in a Schlieffen Plan hex; before turn 5 the German HQ exception. */
const SCHLIEFFEN_REPLACEMENTS_FROM = 7;
const GERMAN_HQ_IN_FRANCE_FROM = 5;

/**
 * 7.2: where a replacement enters: a friendly-controlled supply source of its nationality, or a hex with a supplied HQ
 * of its nationality, within the stacking limits (8.4.6); before turn 7 no French one in a Schlieffen Plan hex;
 * before turn 5 a German one joins a German HQ in France only where the HQ's hex holds the border (README: a hex
 * is "in France" unless it is in Belgium or German at the start, the pack having no borders).
 */
export function replaceHexes(
  game: Game,
  state: GiState,
  unit: string,
  startGerman: (hex: string) => boolean,
): string[] {
  const c = game.counters.get(unit);
  if (!c) return [];
  const p = positionOf(game, state);
  const out: string[] = [];
  for (const hex of game.hexes.keys()) {
    if (state.control[hex] !== c.side) continue;
    const features = game.hexes.get(hex)?.features ?? [];
    const source = features.includes(SOURCE[c.nation] ?? '');
    const hq = p.units.some(
      (u) => u.hex === hex && u.type === 'hq' && u.nation === c.nation && !placedThisTurn(state, u.id!),
    );
    if (!source && !hq) continue;
    // 7.2 "un HQ rifornito": on a map with railways the HQ traces supply (a source hex supplies itself).
    const suppliedHq = (u: PlacedUnit): boolean =>
      u.hex === hex && u.type === 'hq' && u.nation === c.nation && supplyLine(p, u)?.supply !== 'out';
    if (!source && !p.units.some(suppliedHq)) continue;
    // 12.6: the Belgian 4th Division back from Namur enters in a coastal Belgian supply source.
    if (state.returning.some((r) => r.unit === unit && r.coastal) && !(source && features.includes('port'))) continue;
    if (c.nation === 'fr' && state.turn < SCHLIEFFEN_REPLACEMENTS_FROM && features.includes('schlieffen-plan'))
      continue;
    if (
      c.nation === 'de' &&
      !source &&
      state.turn < GERMAN_HQ_IN_FRANCE_FROM &&
      !features.includes('belgium') &&
      !startGerman(hex)
    )
      continue;
    const placed = placedUnit(
      game,
      { ...state, units: { ...state.units, [unit]: { at: hex, disorganized: false } } },
      unit,
    );
    const after: GiPosition = { ...p, units: [...p.units, ...(placed ? [placed] : [])] };
    if (stackingExcess(after, hex, c.side) === null) out.push(hex);
  }
  return out;
}
