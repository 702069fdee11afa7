import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { Hex, Side } from '../model.js';
import { LAST_REVOLT_TURN, ukraineRevolt } from '../rules/advanced.js';
import type { N1812Game } from './game.js';
import { ELIMINATED, type N1812State } from './state.js';

/**
 * Advanced rules 16.8–16.9, the Ukrainian revolt (the game option `ukraine-revolt`). The first turn a unit of
 * Poniatowski's V Corps occupies Kiev, the French rolls 1d6 once (`rules/advanced.ts` `ukraineRevolt`: 3–6 up to turn
 * 5, 5–6 on turns 6–9; after turn 9 no roll, README); on a revolt Tormasov's 3rd Army is removed from the game. At the
 * start of the next turn the French may declare the independence of the western territories (16.9): from then the
 * western Russian cities French combat units occupy become French-friendly (1.1) for the rest of the game, and the
 * French wins only if at the end of turn 16 he occupies every city of 14.7.
 *
 * The counters: V Corps is the pack's counters named `V Corps …` (14.1's "V Corps (1Iv, 2IL, 1Cv), Poniatowski");
 * the 3rd Army the Russian counters named `3-…` (16.2's note: "Per le unità Russe, il primo numero si riferisce
 * all'armata"; the pack's `1-I Corps`, 16.13's `3-OS Corps`) and the leader Tormasov, on the map or yet to come. 14.1
 * sets none up and Tab. 13.2 is not printed: in the built-in pack only 16.13's made 3-OS and 3-IX are the 3rd Army's;
 * with none, the log says so. The western cities of 16.9 are read off the schematic map (`westernCities`).
 */

export const UKRAINE_OPTION = 'ukraine-revolt';

const V_CORPS = /^V Corps\b/;
const THIRD_ARMY = /^3-/;
const TORMASOV = 'Tormasov';

/**
 * 16.9: "quelle che è inclusa e a ovest della linea di esagoni che parte a nord dell'esagono 1317, ma esclusa l'area a
 * nord del fiume Dvina". On the schematic map (XX falls eastwards) the line is the column of hexes north of 1317, so
 * the cities on it and west of it are those whose XX is 13 or more. The map's rivers carry no names, so the cities
 * north of the Dvina are given here as data, by name: Riga and Dünaburg stand on its north bank.
 */
export const LINE_COLUMN = 13;
export const NORTH_OF_DVINA: readonly string[] = ['Riga', 'Dünaburg'];

export const ukraineOn = (s: N1812State): boolean => s.ukraine !== undefined;

/** 16.9 on the schematic map: the western Russian cities (sorted hex ids). */
export function westernCities(game: N1812Game): string[] {
  return [...game.model.hexes.values()]
    .filter((h: Hex) => h.city && h.nation === 'russia' && Number(h.id.slice(0, 2)) >= LINE_COLUMN)
    .filter((h) => !NORTH_OF_DVINA.includes(h.name ?? ''))
    .map((h) => h.id)
    .sort();
}

const kiev = (game: N1812Game) => [...game.model.hexes.values()].find((h) => h.name === 'Kiev')?.id;

/** 16.8: the V Corps combat units in Kiev. */
function vCorpsInKiev(game: N1812Game, s: N1812State): string[] {
  const hex = kiev(game);
  return game.model.units
    .filter((u) => u.side === 'french' && V_CORPS.test(u.name) && s.units[u.id]?.hex === hex)
    .map((u) => u.id);
}

/** 16.8: Tormasov's 3rd Army: the counters it removes (on the map, or yet to arrive). */
export function thirdArmy(game: N1812Game): string[] {
  return [
    ...game.model.units.filter((u) => u.side === 'russian' && THIRD_ARMY.test(u.name)).map((u) => u.id),
    ...game.model.leaders.filter((l) => l.side === 'russian' && l.name === TORMASOV).map((l) => l.id),
  ];
}

/**
 * After every action (`settle`): 16.8's one roll when V Corps first occupies Kiev; after a revolt, the 3rd Army kept
 * off the map; after the declaration, the western cities French units occupy become French-friendly. Mutates `s`.
 */
export function settleUkraine(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): void {
  const u = s.ukraine;
  if (!u || s.over) return;
  if (u.occupiedOn === undefined && vCorpsInKiev(game, s).length > 0) {
    u.occupiedOn = s.turn;
    if (s.turn > LAST_REVOLT_TURN) events.push({ kind: 'revolt-late', turn: s.turn, rule: '16.8' });
    else {
      const rolled = ukraineRevolt(s.turn, dice);
      if (rolled.ok) {
        events.push({ kind: 'revolt', die: rolled.value.die, revolt: rolled.value.revolt, steps: rolled.steps });
        if (rolled.value.revolt) {
          u.revoltOn = s.turn;
          removeThirdArmy(game, s, events, true);
        }
      }
    }
  }
  if (u.revoltOn !== undefined) removeThirdArmy(game, s, events, false);
  if (u.declared === true) {
    const freed = westernCities(game).filter(
      (hex) =>
        !u.freed.includes(hex) && game.model.units.some((x) => x.side === 'french' && s.units[x.id]?.hex === hex),
    );
    if (freed.length > 0) {
      u.freed = [...u.freed, ...freed].sort();
      events.push({ kind: 'cities-freed', hexes: freed, rule: '16.9' });
    }
  }
}

/** 16.8: "Tutte le unità sono immediatamente rimosse dal gioco": the 3rd Army's counters, wherever they are. */
function removeThirdArmy(game: N1812Game, s: N1812State, events: GameEvent[], announce: boolean): void {
  const army = thirdArmy(game);
  const removed: string[] = [];
  for (const id of army) {
    const unit = game.unitById.has(id);
    const at = unit ? s.units[id]?.hex : s.leaders[id]?.hex;
    if (at === ELIMINATED) continue;
    if (unit) s.units[id] = { hex: ELIMINATED, disrupted: false, forcedMarch: false, combats: 0 };
    else s.leaders[id] = { hex: ELIMINATED };
    removed.push(id);
  }
  if (s.arriving) s.arriving = s.arriving.filter((r) => !army.includes(r.piece));
  if (removed.length > 0 || announce) events.push({ kind: 'third-army', pieces: removed, rule: '16.8' });
}

/** 16.9: the question at the start of the turn after the revolt (pushed by the turn's start). */
export function independenceDue(s: N1812State): boolean {
  const u = s.ukraine;
  return u?.revoltOn !== undefined && u.declared === undefined && s.turn === u.revoltOn + 1;
}

/** 16.9: the French's answer. */
export function declare(s: N1812State, on: boolean): GameEvent {
  s.ukraine!.declared = on;
  return { kind: 'independence', declare: on, rule: '16.9' };
}

/**
 * 16.9's second consequence, at the end of turn 16: "i Francesi vincono il gioco solo se ... occupano tutte le città
 * indicate alla reg.14.7" (read as French combat units in each; README). The VP cities without French units, or none.
 */
export function citiesNotOccupied(game: N1812Game, s: N1812State): string[] {
  if (s.ukraine?.declared !== true) return [];
  return [...game.model.hexes.values()]
    .filter((h) => h.victoryCity)
    .filter((h) => !game.model.units.some((x) => x.side === 'french' && s.units[x.id]?.hex === h.id))
    .map((h) => h.id)
    .sort();
}

/** 16.9 for 14.7's count: the freed cities are French-friendly (the `nation` the VP count reads). */
export function freedNation(s: N1812State, hex: string): Side | null {
  return s.ukraine?.freed.includes(hex) ? 'french' : null;
}
