import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { tableCell, type LearnedAsk } from '../../../core/learned.js';
import { loc } from '../../../core/localized.js';
import type { CombatUnit } from '../model.js';
import { cavalryReserve } from '../rules/advanced.js';
import { reservePenalty } from '../rules/supply.js';
import { RESERVE_LOSS_TURNS, RESERVE_PENALTY_FROM_TURN } from '../rules/tables.js';
import { FIRST_1813_TURN } from '../rules/turn.js';
import type { N1812Game } from './game.js';
import { ELIMINATED, type N1812State, type Prompt } from './state.js';

/**
 * Advanced rule 16.7, the Cavalry Reserve (the game option `cavalry-reserve`). At the start the French deploys the
 * Reserve in 2309, 2409, 2509 and 2510 with Murat and Grouchy; at the end of phase 1 (General Supply and Attrition)
 * of turns 1 and 2 the French rolls 1d6 (`rules/advanced.ts` `cavalryReserve`) and the Russian chooses that many
 * French cavalry divisions to remove, the Reserve's first, then (only) other French cavalry; from turn 3 the French
 * trains of Tab. 7.3 are reduced by 2 (4 or fewer removed) or 1 (5–7), `reserveTrainPenalty`, which 7.2's count reads.
 *
 * The book does not list the Reserve's counters, and 14.1's set-up (the pack's) leaves the four hexes empty. Where the
 * pack's set-up puts French cavalry in them, those are the Reserve; otherwise the French is asked once how many
 * divisions his Reserve has (a learned value, exported with the game) and the game makes that many cavalry counters
 * of unknown class (`Cavalry Reserve cav. (16.7) 1`…; 4.1 counts such a unit 1 OF), spread over the four hexes in
 * 16.7's order. Murat and Grouchy stand in the first of them (README, decisions).
 */

export const CAVALRY_RESERVE_OPTION = 'cavalry-reserve';
/** 16.7: where the Reserve deploys. */
export const RESERVE_HEXES: readonly string[] = ['2309', '2409', '2509', '2510'];
/** 16.7: the leaders who accompany it. */
export const RESERVE_LEADERS: readonly string[] = ['Murat', 'Grouchy'];
/** The most divisions the question offers: four hexes of 6 OF (4.1) with units of unknown class counting 1 each. */
export const MOST_RESERVE = 24;
/** The learned value's subject: not a table the book names, the Reserve's size (16.7). */
const RESERVE_TABLE = 'cavalry-reserve';

/** The counters the game makes for the Reserve when the pack has none (only those the French asks for are used). */
export const RESERVE_UNITS: readonly CombatUnit[] = Array.from({ length: MOST_RESERVE }, (_, i) => ({
  id: `fr-16.7-cav-${i + 1}`,
  name: `Cavalry Reserve cav. (16.7) ${i + 1}`,
  side: 'french' as const,
  type: 'cavalry' as const,
  unitClass: null,
  occupancy: null,
}));
export const RESERVE_IDS: readonly string[] = RESERVE_UNITS.map((u) => u.id);

export const reserveOn = (s: N1812State): boolean => s.reserve !== undefined;

/** 16.7: the French cavalry the pack's own set-up places in the Reserve's hexes (none in the built-in pack). */
export function packReserve(game: N1812Game): string[] {
  return game.model.units
    .filter((u) => u.side === 'french' && u.type === 'cavalry' && RESERVE_HEXES.includes(game.model.setup.get(u.id)!))
    .map((u) => u.id);
}

/** The question of the Reserve's size, put to the French once. */
export function reserveAsk(): LearnedAsk {
  return {
    subject: { kind: 'table', table: RESERVE_TABLE, row: '16.7', column: 'divisions' },
    side: 'french',
    rule: '16.7',
    what: loc('Cavalry Reserve (16.7)', 'Riserva di Cavalleria (16.7)'),
    on: loc('its cavalry divisions', 'le sue divisioni di cavalleria'),
    min: 1,
    max: MOST_RESERVE,
  };
}

/** The Reserve's size the French gave in this game, if he has. */
export const reserveSize = (s: N1812State): number | undefined =>
  tableCell(s.learned, RESERVE_TABLE, '16.7', 'divisions');

/**
 * 16.7 at set-up (with the option): the state's record, and the question when the pack's set-up has no Reserve.
 * Mutates `s`.
 */
export function startReserve(game: N1812Game, s: N1812State): void {
  const units = packReserve(game);
  s.reserve = { units, lost: 0 };
  if (units.length > 0) joinLeaders(game, s, game.model.setup.get(units[0]!)!);
  else s.prompts.push({ name: 'reserve-size', side: 'french' });
}

/** 16.7: the made Reserve deployed (its size just given): over the four hexes in turn, Murat and Grouchy with it. */
export function deployReserve(game: N1812Game, s: N1812State, size: number): string[] {
  const units = RESERVE_IDS.slice(0, size);
  units.forEach((id, i) => {
    s.units[id] = { hex: RESERVE_HEXES[i % RESERVE_HEXES.length]!, disrupted: false, forcedMarch: false, combats: 0 };
  });
  s.reserve = { units, lost: s.reserve?.lost ?? 0 };
  joinLeaders(game, s, RESERVE_HEXES[0]!);
  return units;
}

function joinLeaders(game: N1812Game, s: N1812State, hex: string): void {
  for (const l of game.model.leaders)
    if (l.side === 'french' && RESERVE_LEADERS.includes(l.name) && s.leaders[l.id] !== undefined)
      s.leaders[l.id] = { hex };
}

const onMap = (s: N1812State, id: string) => s.units[id] !== undefined && s.units[id].hex !== ELIMINATED;

/** 16.7: the divisions the Russian may remove now: the Reserve's on the map, or when none is left any French cavalry. */
export function reserveChoices(game: N1812Game, s: N1812State): string[] {
  const reserve = (s.reserve?.units ?? []).filter((id) => onMap(s, id));
  if (reserve.length > 0) return reserve;
  return game.model.units.filter((u) => u.side === 'french' && u.type === 'cavalry' && onMap(s, u.id)).map((u) => u.id);
}

/** 16.7 at the end of phase 1 of turns 1 and 2: the French roll, and the Russian's question. Mutates `s`. */
export function reserveRoll(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): void {
  if (!s.reserve || !RESERVE_LOSS_TURNS.includes(s.turn)) return;
  const reserveLeft = s.reserve.units.filter((id) => onMap(s, id)).length;
  const rolled = cavalryReserve(s.turn, s.reserve.lost, reserveLeft, dice);
  if (!rolled.ok) return;
  const choices = reserveChoices(game, s);
  events.push({ kind: 'reserve-roll', die: rolled.value.die, steps: rolled.steps, none: choices.length === 0 });
  if (choices.length > 0) s.prompts.push({ name: 'reserve-losses', side: 'russian', count: rolled.value.die });
}

/** 16.7: a division removed; the question is over when the roll's count is reached or no cavalry is left. */
export function removeReserveUnit(
  game: N1812Game,
  s: N1812State,
  top: Prompt & { name: 'reserve-losses' },
  unit: string,
): boolean {
  if (!reserveChoices(game, s).includes(unit)) return false;
  s.units[unit]!.hex = ELIMINATED;
  s.reserve!.lost += 1;
  top.count -= 1;
  if (top.count <= 0 || reserveChoices(game, s).length === 0) s.prompts.pop();
  return true;
}

/**
 * 16.7: the French trains Tab. 7.3 loses on `turn` (7.2's count): none before turn 3 or without the option; from turn
 * 3, 2 when 4 or fewer cavalry were removed by 16.7, 1 when 5–7, none for 8 or more (implied). In a two-year campaign
 * (16.13) the reduction does not apply from turn 8.
 */
export function reserveTrainPenalty(s: N1812State, turn: number, twoYear = false): number {
  if (!s.reserve || turn < RESERVE_PENALTY_FROM_TURN) return 0;
  // 16.7: "Questa riduzione non si applica nei turni 8 e segg. in una campagna sui due anni".
  if (twoYear && turn >= FIRST_1813_TURN) return 0;
  return reservePenalty(s.reserve.lost);
}
