import type { GameEvent } from '../../../core/game.js';
import { austrianUnits } from './austrians.js';
import type { N1812Game } from './game.js';
import { ELIMINATED, type N1812State } from './state.js';

/**
 * Advanced rule 16.11, defections (the game option `defections`): "A meno che i Francesi occupino Mosca o San
 * Pietroburgo, all'inizio di ciascun turno, cominciando dal turno 11, un'unità di combattimento di un contingente
 * straniero francese è rimossa dal gioco (a scelta del giocatore Russo)". At the start of each turn from 11, unless
 * French combat units occupy Moscow or St Petersburg, the Russian chooses one such unit on the map (a prompt).
 *
 * Which units are a foreign contingent: the book names none by counter. The pack's counters carry a `nation`; a French
 * counter whose nation is not the French side's own (the scenario's first nation, `fr`) is foreign, and so are the
 * Austrians of 16.10 (`austrianUnits`: Tab. 13.2's rows arriving at (A), the pack's counters named Austrian). The
 * built-in pack marks every French counter `fr`, names none Austrian and has no Tab. 13.2, so there it finds no
 * foreign unit and the log says so (README). A club's pack lists a contingent's code among the French side's
 * `nations` and gives it to its counters (model.ts reads each side's nations from the scenario).
 */

export const DEFECTIONS_OPTION = 'defections';
/** 16.11: "cominciando dal turno 11". */
export const DEFECTIONS_FROM = 11;

export const defectionsOn = (s: N1812State): boolean => s.defections === true;

/** 16.11: the French combat units of a foreign contingent, on the map or not. */
export function foreignUnits(game: N1812Game): string[] {
  const own = game.pack.scenarios[0]?.sides.find((x) => x.id === 'french')?.nations?.[0] ?? 'fr';
  const nation = new Map(game.pack.counters.map((c) => [c.id, c.nation]));
  const austrians = austrianUnits(game);
  return game.model.units
    .filter((u) => u.side === 'french')
    .filter((u) => austrians.has(u.id) || (nation.has(u.id) && nation.get(u.id) !== own))
    .map((u) => u.id);
}

/** 16.11: the units the Russian may remove now (foreign, on the map). */
export function defectionChoices(game: N1812Game, s: N1812State): string[] {
  return foreignUnits(game).filter((id) => s.units[id] !== undefined && s.units[id].hex !== ELIMINATED);
}

/**
 * 16.11 at the start of a turn: the Russian's question, or the log's reason why none is asked. `held`: French units
 * occupy Moscow or St Petersburg. Mutates `s`.
 */
export function startDefection(game: N1812Game, s: N1812State, held: boolean, events: GameEvent[]): void {
  if (!defectionsOn(s) || s.turn < DEFECTIONS_FROM) return;
  if (held) {
    events.push({ kind: 'defection-none', reason: 'held', rule: '16.11' });
    return;
  }
  if (defectionChoices(game, s).length === 0) {
    events.push({ kind: 'defection-none', reason: 'none', rule: '16.11' });
    return;
  }
  s.prompts.push({ name: 'defection', side: 'russian' });
}

/** 16.11: the unit the Russian chose leaves the game; false when it may not be chosen. */
export function defect(game: N1812Game, s: N1812State, unit: string): boolean {
  if (!defectionChoices(game, s).includes(unit)) return false;
  s.units[unit]!.hex = ELIMINATED;
  s.prompts.pop();
  return true;
}
