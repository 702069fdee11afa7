import type { Side } from '../model.js';
import { BASE_COMBAT_COMMANDS } from '../rules/tables.js';
import { FOG_OPTION } from './fog.js';
import { CAVALRY_FIRST_OPTION } from './cavalry-first.js';
import { CHAOS_OPTION } from './chaos.js';
import { FREE_SETUP_OPTION } from './free-setup.js';
import { advancedLeaderHexes, LEADERS_OPTION } from './leaders.js';
import { AUSTRIAN_RELUCTANCE_OPTION } from './austrians.js';
import { SWEDEN_OPTION } from './reinforce.js';
import { CAVALRY_RESERVE_OPTION, startReserve } from './cavalry-reserve.js';
import { DEFECTIONS_OPTION } from './defections.js';
import { UKRAINE_OPTION } from './ukraine.js';
import { TWO_YEAR_OPTION } from './two-year.js';
import { CARDS_OPTION, initialCards } from './cards.js';
import { withAdvanced } from './advanced-game.js';
import type { N1812Game } from './game.js';
import type { N1812State, SideTurn } from './state.js';

/** 14.1: the most Depots each side may place before the first turn. */
export const SETUP_DEPOTS: Readonly<Record<Side, number>> = { russian: 11, french: 14 };
/** 7.5: the dummy train markers each side gets every turn. */
export const DUMMY_TRAINS = 2;
/** 14.7 (b): the Russian's Decisive Victory Points at the start, and their bounds. */
export const DECISIVE_POINTS = { start: 12, min: 0, max: 12 } as const;

const sideTurn = (side: Side): SideTurn => ({
  realToPlace: 0,
  dummiesToPlace: 0,
  converted: false,
  done: false,
  cc: BASE_COMBAT_COMMANDS[side],
  outOfAttacks: false,
});

/**
 * 14.1–14.3: the historical set-up (every combat unit and the basic game's leaders on their hexes, in good order;
 * the advanced game's leaders, who start off the map, are left out) and turn 1, before the Depots: the Russian places
 * his first (14.1: "Il giocatore russo dispone per primo"), then the French.
 */
export function initialState(
  game: N1812Game,
  scenario: string,
  options: Readonly<Record<string, unknown>> = {},
): N1812State | undefined {
  if (!game.pack.scenarios.some((s) => s.id === scenario) || !game.model.grid) return undefined;
  options = withAdvanced(options);
  // 14.1's free set-up: the same counters, placed by their owners (play/free-setup.ts) before the Depots.
  const free = options[FREE_SETUP_OPTION] === true;
  const units: N1812State['units'] = {};
  const leaders: N1812State['leaders'] = {};
  if (!free) {
    for (const u of game.model.units) {
      const hex = game.model.setup.get(u.id);
      if (hex) units[u.id] = { hex, disrupted: false, forcedMarch: false, combats: 0 };
    }
    for (const l of game.model.leaders) {
      const hex = game.model.setup.get(l.id);
      if (hex) leaders[l.id] = { hex };
    }
    // 16.3 (the option `leaders`): 14.1's leaders in brackets start with their corps.
    if (options[LEADERS_OPTION] === true) for (const [id, hex] of advancedLeaderHexes(game)) leaders[id] = { hex };
  }
  const none = { tookMoscow: false, tookPetersburg: false, leftMoscow: false, leftPetersburg: false };
  const state: N1812State = {
    scenario,
    turn: 1,
    step: free ? 'setup-free' : 'setup-depots',
    toAct: 'russian',
    first: 'french',
    ccFirst: 'french',
    prompts: [],
    units,
    leaders,
    depots: [],
    trains: [],
    forage: [],
    supplied: [],
    rigaCut: [],
    moved: [],
    sides: { french: sideTurn('french'), russian: sideTurn('russian') },
    depotsLost: { french: 0, russian: 0 },
    decisive: { french: 0, russian: 0 },
    decisivePoints: DECISIVE_POINTS.start,
    heldAtStart: { moscow: false, petersburg: false },
    lastEvents: none,
    learned: [],
    over: null,
    nextTrain: 0,
    last: {},
    // 15.1, an option: kept only when chosen, so a game without it has the state it always had.
    ...(free ? { freeSetup: true } : {}),
    ...(options[SWEDEN_OPTION] === true ? { sweden: true } : {}),
    ...(options[TWO_YEAR_OPTION] === true ? { twoYear: { asked: false, entered: false } } : {}),
    ...(options[CHAOS_OPTION] === true ? { chaos: true } : {}),
    ...(options[LEADERS_OPTION] === true ? { advancedLeaders: true } : {}),
    ...(options[AUSTRIAN_RELUCTANCE_OPTION] === true ? { austrianReluctance: true } : {}),
    ...(options[CAVALRY_FIRST_OPTION] === true ? { cavalryFirst: true } : {}),
    ...(options[FOG_OPTION] === true ? { fog: true, fakes: { french: {}, russian: {} } } : {}),
    ...(options[UKRAINE_OPTION] === true ? { ukraine: { freed: [] } } : {}),
    ...(options[DEFECTIONS_OPTION] === true ? { defections: true } : {}),
    ...(options[CARDS_OPTION] === true ? { cards: initialCards() } : {}),
  };
  // 16.7 (the option `cavalry-reserve`): the Reserve deploys now, or its size is asked first.
  if (options[CAVALRY_RESERVE_OPTION] === true) startReserve(game, state);
  return state;
}
