import type { GameEvent, MenuItem, Outcome } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Side, UnitType } from '../model.js';
import {
  HEX_CAPACITY,
  IMPASSABLE_TERRAIN,
  isDifficult,
  occupancyOf,
  unitsAt,
  type N1812Position,
} from '../rules/position.js';
import { fogOn } from './fog.js';
import { hexName, pieceName, positionOf, type N1812Game } from './game.js';
import { ADVANCED_LEADERS_CORPS, leadersOn } from './leaders.js';
import type { N1812Action, N1812State } from './state.js';

/**
 * 14.1's "Disposizione libera" (the game option `free-setup`): the same units and leaders as the historical set-up,
 * placed by their owners, the Russian first, one counter at a time, before the Depots. The Russian places anywhere in
 * Russia, but at least 1 artillery, 3 cavalry and 10 infantry within 7 hexes east of the Russian border; the French
 * anywhere west of Russia. Always within 4.1 (6 OF a hex), never on terrain no unit enters (2.2), the French never on
 * difficult terrain (14.6). Readings (README): "within 7 hexes east of the border" is a hex of Russia at most 7 hexes
 * from a land hex outside Russia; the leaders are placed where the side's units may be (the book names no place for
 * them in the free set-up).
 */

export const FREE_SETUP_OPTION = 'free-setup';

/** 14.1: the band by the border, and the Russian units that must stand in it. */
export const BORDER_BAND = 7;
export const BAND_MINIMUM: Readonly<Record<UnitType, number>> = { artillery: 1, cavalry: 3, infantry: 10 };

export const freeSetupOn = (s: N1812State): boolean => s.freeSetup === true;

const bands = new WeakMap<N1812Game, Set<string>>();

/** 14.1: the hexes of Russia within 7 hexes of a land hex outside it (the band east of the border). */
export function borderBand(game: N1812Game): Set<string> {
  let band = bands.get(game);
  if (!band) {
    const grid = game.model.grid!;
    const hexes = [...game.model.hexes.values()];
    const outside = hexes.filter((h) => h.nation !== null && h.nation !== 'russia').map((h) => h.id);
    band = new Set(
      hexes
        .filter((h) => h.nation === 'russia' && outside.some((o) => grid.distance(o, h.id) <= BORDER_BAND))
        .map((h) => h.id),
    );
    bands.set(game, band);
  }
  return band;
}

/** The side's counters of the historical set-up not placed yet, units first, in the pack's order. */
export function toPlace(game: N1812Game, s: N1812State, side: Side): string[] {
  return [
    ...game.model.units.filter((u) => u.side === side && game.model.setup.has(u.id) && !s.units[u.id]).map((u) => u.id),
    ...game.model.leaders
      .filter((l) => l.side === side && (game.model.setup.has(l.id) || advancedLeader(s, l.name)) && !s.leaders[l.id])
      .map((l) => l.id),
  ];
}

/** 16.3 with the option `leaders`: 14.1's leaders in brackets are placed too ("le stesse unità"). */
const advancedLeader = (s: N1812State, name: string): boolean => leadersOn(s) && name in ADVANCED_LEADERS_CORPS;

/** 14.1: why `piece` may not be placed in `hex` now, or null. */
export function freeSetupProblem(
  game: N1812Game,
  s: N1812State,
  p: N1812Position,
  piece: string,
  hex: string,
): Localized | null {
  const unit = game.unitById.get(piece);
  const side = unit?.side ?? game.leaderById.get(piece)!.side;
  const h = game.model.hexes.get(hex);
  if (!h) return loc('That is not a hex of the map.', 'Non è un esagono della mappa.');
  const russia = h.nation === 'russia';
  if (side === 'russian' ? !russia : russia || h.nation === null)
    return side === 'russian'
      ? loc('The Russian sets up in Russia (14.1).', 'Il russo si dispone in Russia (14.1).')
      : loc('The French sets up west of Russia (14.1).', 'Il francese si dispone a ovest della Russia (14.1).');
  if (IMPASSABLE_TERRAIN.includes(h.terrain) || (side === 'french' && isDifficult(p, hex)))
    return loc('No unit of yours may stand there (2.2, 14.6).', 'Nessuna tua unità può stare lì (2.2, 14.6).');
  if (!unit) return null;
  const used = unitsAt(p, hex, side).reduce((n, u) => n + occupancyOf(u), 0);
  if (used + (unit.occupancy ?? 1) > HEX_CAPACITY)
    return loc('That hex would hold more than 6 OF (4.1).', 'Quell’esagono conterrebbe più di 6 FO (4.1).');
  if (side === 'russian' && !borderBand(game).has(hex)) {
    // 14.1: the units left must still be able to fill the band's minimum of their type.
    const inBand = p.units.filter((u) => u.side === 'russian' && u.type === unit.type && borderBand(game).has(u.hex));
    const left = toPlace(game, s, 'russian').filter((id) => id !== piece && game.unitById.get(id)?.type === unit.type);
    if (inBand.length + left.length < BAND_MINIMUM[unit.type])
      return loc(
        `At least 1 artillery, 3 cavalry and 10 infantry set up within 7 hexes of the border (14.1): this ${unit.type} must stand there.`,
        `Almeno 1 artiglieria, 3 cavallerie e 10 fanterie si dispongono entro 7 esagoni dal confine (14.1): questa unità deve stare lì.`,
      );
  }
  return null;
}

/** The hexes `piece` may be placed in now, sorted. */
export function freeSetupHexes(game: N1812Game, s: N1812State, p: N1812Position, piece: string): string[] {
  return [...game.model.hexes.keys()].filter((hex) => freeSetupProblem(game, s, p, piece, hex) === null).sort();
}

/** The step's automatic part: the French places once the Russian has placed all; then the Depots (14.1). */
export function settleFreeSetup(game: N1812Game, s: N1812State): void {
  if (s.step !== 'setup-free') return;
  if (s.toAct === 'russian' && toPlace(game, s, 'russian').length === 0) s.toAct = 'french';
  if (s.toAct === 'french' && toPlace(game, s, 'french').length === 0) {
    s.step = 'setup-depots';
    s.toAct = 'russian';
  }
}

export function freeSetupAction(game: N1812Game, s: N1812State, side: Side, action: N1812Action): Outcome<N1812State> {
  const refuse = (code: string, message: Localized): Outcome<N1812State> => ({
    ok: false,
    error: { rule: '14.1', code, message },
  });
  if (action.kind !== 'setup-place' || !toPlace(game, s, side).includes(action.piece))
    return refuse(
      'setup-piece',
      loc(
        'Place one of your counters of the set-up not yet placed.',
        'Piazza uno dei tuoi segnalini non ancora piazzati.',
      ),
    );
  const problem = freeSetupProblem(game, s, positionOf(game, s), action.piece, action.hex);
  if (problem) return refuse('setup-hex', problem);
  if (game.unitById.has(action.piece))
    s.units[action.piece] = { hex: action.hex, disrupted: false, forcedMarch: false, combats: 0 };
  else s.leaders[action.piece] = { hex: action.hex };
  const events: GameEvent[] = [
    {
      kind: 'setup-place',
      side,
      piece: action.piece,
      hex: action.hex,
      rule: '14.1',
      ...(fogOn(s) ? { fog: true } : {}),
    },
  ];
  return { ok: true, state: s, events };
}

/** The menu: a counter to place (a branch), then its hexes. */
export function freeSetupItems(game: N1812Game, s: N1812State, side: Side, path: readonly string[]): MenuItem[] {
  const chosen = path[0]?.startsWith('s:') ? path[0].slice(2) : undefined;
  const pieces = toPlace(game, s, side);
  if (chosen && pieces.includes(chosen)) {
    const p = positionOf(game, s);
    return freeSetupHexes(game, s, p, chosen).map((hex) => ({
      kind: 'action',
      key: `place/${chosen}/${hex}`,
      label: loc(
        `${pieceName(game, chosen)} at ${hexName(game, hex)}`,
        `${pieceName(game, chosen)} a ${hexName(game, hex)}`,
      ),
    }));
  }
  return pieces.map((id) => ({
    kind: 'branch',
    key: `s:${id}`,
    label: loc(`Place ${pieceName(game, id)}`, `Piazza ${pieceName(game, id)}`),
  }));
}
