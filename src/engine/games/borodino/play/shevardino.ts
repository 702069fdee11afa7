import type { Side } from '../model.js';
import { OFF, type BorodinoState } from './state.js';

/**
 * The special rules of the battle for the Shevardino redoubt, 5 September 1812 (the rulebook's scenario, p. 17–18),
 * as data: the commands, which are active, where the reinforcements enter, the movement limits and the victory hex.
 * A command is a formation of the pack's counters, named by the middle part of the counter id (`fr-CM-1` → `CM`).
 */

/** "I francesi hanno sei comandi": Compans, Morand, Friant, I and II Cavalry Corps, V Corps. */
export const FRENCH_COMMANDS = ['CM', 'MR', 'FR', '1CC', '2CC', 'V'] as const;
/** "Solo la Divisione Compans è automaticamente attiva all'inizio della battaglia." */
export const FRENCH_ACTIVE_AT_START = ['CM'] as const;
/** "Eccezione: il V Corpo non può essere attivato prima del 3° turno." */
export const EARLIEST_ACTIVATION: Readonly<Record<string, number>> = { V: 3 };
/**
 * "Tutte le unità russe iniziano attive … con l'eccezione del 2° Granatieri e la fanteria dell'VIII Corpo. Queste
 * unità divengono attive e disponibili dal turno 2": the 2nd Grenadiers and the 27th Division (VIII Corps' infantry
 * in the set-up list); VIII Corps' artillery is active.
 */
export const RUSSIAN_LATE = ['2Gren', '27'] as const;
export const RUSSIAN_LATE_TURN = 2;
/** French reinforcements: "I Corpo di Cavalleria … 5108; V Corpo … 4400". */
export const ENTRY_HEX: Readonly<Record<string, string>> = { '1CC': '5108', V: '4400' };
/** "Nessuna unità francese può muovere ad est della fila 3600 (possono muovere nella fila 3600)." */
export const FRENCH_EAST_LIMIT = 36;
/** "Nessuna unità russa può entrare in 4400 sino a dopo che il V Corpo francese arriva." */
export const V_CORPS_ENTRY = '4400';
/** "Chi occupa il trinceramento di Schevardino alla fine del 5° turno vince." The pack's redoubt hex. */
export const REDOUBT = '4008';

/** The formation (command, Activation Group) of a counter: the middle part of its id. */
export function formationOf(unitId: string): string {
  let found = formations.get(unitId);
  if (found === undefined) {
    found = unitId.split('-')[1] ?? unitId;
    formations.set(unitId, found);
  }
  return found;
}
const formations = new Map<string, string>();

/** A hex's column (CCRR): "fila 3600" is column 36; the columns grow westwards, so east is a lower column. */
export function columnOf(hex: string): number {
  return Number.parseInt(hex.slice(0, 2), 10);
}

/** "Sino a dopo che il V Corpo francese arriva": V Corps has arrived when none of its units is still off the map. */
export function vCorpsIn(state: BorodinoState): boolean {
  return Object.entries(state.units).every(([id, u]) => formationOf(id) !== 'V' || u.at !== OFF);
}

/**
 * Shevardino's movement limits: the French never east of column 36; no Russian into 4400 before V Corps is in. The
 * 7 September scenario has none of them.
 */
export function scenarioForbids(
  side: Side,
  hex: string,
  vCorpsIn: boolean,
  scenario = 'shevardino',
): 'east-limit' | 'v-corps-entry' | null {
  if (scenario !== 'shevardino') return null;
  if (side === 'french' && columnOf(hex) < FRENCH_EAST_LIMIT) return 'east-limit';
  if (side === 'russian' && hex === V_CORPS_ENTRY && !vCorpsIn) return 'v-corps-entry';
  return null;
}
