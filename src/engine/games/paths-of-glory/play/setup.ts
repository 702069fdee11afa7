import type { Dice } from '../../../core/dice.js';
import type { Pack } from '../../../core/pack.js';
import { deckSchema, type Card } from '../cards.js';
import { mandatedOffensivesTable } from '../rulings/mandated.js';
import type { PogModel, Side } from '../model.js';
import { cardId, cardsOfLevel, shuffle } from '../rules/cards.js';
import { countrySide } from '../rules/position.js';
import { DEFAULT_MANDATED_OFFENSIVES, type MandatedOffensiveTables } from '../rules/mandated.js';
import { START_VP } from '../rules/victory.js';
import { OFF, type PogState, type UnitState } from './state.js';

/** Guns of August (CP #1), which the Central Powers may start with in hand (4.3.1). */
export const GUNS_OF_AUGUST = 'cp-1';

/** The game option that adds the 2022 Deluxe optional cards (AP and CP 56–65) to the decks. */
export const DELUXE_OPTION = 'deluxe-cards';

/** What a game reads from its pack once: the model, the deck, the Mandated Offensive tables. */
export interface Game {
  readonly model: PogModel;
  readonly cards: readonly Card[];
  readonly cardById: ReadonlyMap<string, Card>;
  readonly mandated: MandatedOffensiveTables;
  readonly mandatedSource: 'pack' | 'default';
}

export function gameOf(model: PogModel, pack: Pack): Game {
  // The pack's tables, read with the game's own schemas (as pack-tables.ts does for the rulings).
  const parsed = deckSchema.safeParse(pack.tables['cards']);
  // The Deluxe optional cards too: a game created with them deals them (cardsOfLevel), and every game names them.
  const cards = parsed.success ? parsed.data : [];
  const moParsed = mandatedOffensivesTable.schema.safeParse(pack.tables[mandatedOffensivesTable.id]);
  const mo = moParsed.success ? (moParsed.data as MandatedOffensiveTables) : undefined;
  return {
    model,
    cards,
    cardById: new Map(cards.map((c) => [cardId(c), c])),
    mandated: mo ?? DEFAULT_MANDATED_OFFENSIVES,
    mandatedSource: mo ? 'pack' : 'default',
  };
}

/**
 * 4.0: the scenario's set-up (4.2), the markers (4.1: turn 1, VP 10, War Status 0, Mobilization), each side's
 * Mobilization cards shuffled (4.3.2) and the Allies' seven drawn; the Central Powers' choice of Guns of August
 * (4.3.1) is the first prompt.
 */
export function initialState(
  game: Game,
  pack: Pack,
  scenarioId: string,
  dice: Dice,
  options: Readonly<Record<string, unknown>> = {},
): PogState | undefined {
  const scenario = game.model.scenarios.find((s) => s.id === scenarioId);
  if (!scenario) return undefined;
  const units: Record<string, UnitState> = {};
  for (const id of Object.keys(game.model.units)) units[id] = { at: OFF, strength: 'full' };
  for (const p of scenario.placements) if (units[p.unit]) units[p.unit] = { at: p.at, strength: p.strength };
  const control: Record<string, Side | null> = {};
  for (const s of Object.values(game.model.spaces)) control[s.id] = countrySide(s.nation);
  // A space where a side's units start is that side's (Basra, in Persia, holds a British corps).
  for (const p of scenario.placements) {
    if (!game.model.spaces[p.at]) continue;
    const nation = game.model.units[p.unit]?.nation;
    if (nation) control[p.at] = ['ge', 'ah', 'tu', 'bu', 'sn', 'yld', 'aoi'].includes(nation) ? 'cp' : 'ap';
  }
  const trenches: Record<string, 1 | 2> = {};
  for (const [at, level] of Object.entries(scenario.trenches)) if (level > 0) trenches[at] = level as 1 | 2;
  const deluxe = options[DELUXE_OPTION] === true;
  const apDeck = shuffle(cardsOfLevel(game.cards, 'ap', 'mobilization', deluxe), dice);
  const cpDeck = shuffle(cardsOfLevel(game.cards, 'cp', 'mobilization', deluxe), dice);
  return {
    pack: { id: pack.id, version: pack.version },
    scenario: scenario.id,
    lastTurn: scenario.turns,
    turn: 1,
    round: 0,
    stack: [{ name: 'guns', side: 'cp' }],
    deck: { cp: cpDeck, ap: apDeck.slice(7) },
    hand: { cp: [], ap: apDeck.slice(0, 7) },
    discard: { cp: [], ap: [] },
    removed: { cp: [], ap: [] },
    inPlay: [],
    commitment: { cp: 'mobilization', ap: 'mobilization' },
    warStatus: { cp: 0, ap: 0 },
    combinedWarStatus: 0,
    vp: START_VP,
    rp: {},
    atWar: [],
    units,
    control,
    trenches,
    besieged: [],
    destroyed: [],
    activations: {},
    movers: [],
    done: [],
    entered: [],
    mandated: { cp: 'none', ap: 'none' },
    uses: { cp: [], ap: [] },
    reinforcedNations: [],
    events: [],
    last: {},
    ...(deluxe ? { deluxe: true as const } : {}),
  };
}
