import { UNIT_COMBAT_FACTOR } from '../model.js';

/**
 * Every dice table and fixed value of Napoleon's Greatest Gamble (v1.1P, Italian edition), as data.
 * Each constant names the rule it transcribes; the logic that reads them lives in the file of its concept.
 * Missing tables (7.3, 16.13, 13.2) are not here: they come from packs, see ../tables.ts.
 */

// ---------------------------------------------------------------------------------------------------------------
// Stacking (4.4, 10.3)

/** 4.4: a stack is 1 to 6 combat units (4.1: at most 6 OF, and the smallest OF is 1). */
export const MAX_STACK_UNITS = 6;

/** 10.3, 10.5: a hex has six neighbours and the enemy holds one of the defender's: at most 5 stacks support. */
export const MAX_SUPPORT_STACKS = 5;

// ---------------------------------------------------------------------------------------------------------------
// Activation (10.2, 10.4, 10.6)

/** 10.2: die + CC spent + CR of the best leader "maggiore o uguale a 7" and the combat goes ahead. */
export const ACTIVATION_TARGET = 7;

/** 10.2: a natural 1 on the attack die aborts the attack (10.4 note: a 1 on a support die has no effect). */
export const ABORT_FACE = 1;

// ---------------------------------------------------------------------------------------------------------------
// Combat values (11.2–11.7)

/** 3.3: every good-order combat unit has a CF of 1; a disrupted one contributes nothing (11.18). */
export const COMBAT_FACTOR = UNIT_COMBAT_FACTOR;

/** 11.3 (attack) and 11.6 (defence, good-order units): +2 for two different unit types, +4 for three. */
export const COMBINED_ARMS_BONUS: Readonly<Record<number, number>> = { 0: 0, 1: 0, 2: 2, 3: 4 };

/**
 * 11.2 point 3: the CF sum is halved after a forced march or an earlier combat this turn, divided by four
 * when both apply or when the stack has fought twice or more this turn.
 */
export const FATIGUE_DIVISOR = { fresh: 1, tired: 2, exhausted: 4 } as const;

/** 11.4: reductions of the attack value. */
export const ATTACK_MODIFIER = {
  river: -3,
  fortifiedWithoutArtillery: -2,
  fortifiedWithArtillery: -1,
  difficult: -2,
} as const;

/** 11.5 (*): modifiers of each attacker support stack (cumulative, even below zero). */
export const ATTACK_SUPPORT_MODIFIER = {
  river: -2,
  fortifiedWithoutArtillery: -1,
  difficult: -1,
  leader: 1,
} as const;

/** 11.7: a defender support stack with a leader adds +1 (no terrain or river modifier is listed). */
export const DEFENCE_SUPPORT_LEADER = 1;

/** 16.4(5): Napoleon gives +1 CF to each good-order unit he commands, at most +3. */
export const NAPOLEON_CF_MAX = 3;

/** 11.12: a difference of 3 or more forces the defender to retreat; 1 or 2 only allows it. */
export const FORCED_RETREAT_DIFFERENCE = 3;

/** 11.15: the adjustment of the hits the loser inflicts, by the face of 1xd6. */
export const WINNER_HIT_ADJUSTMENT: Readonly<Record<number, number>> = { 1: -1, 2: -1, 3: 0, 4: 0, 5: 1, 6: 1 };

/** 11.9: on a tie one unit of the attacking stack takes one hit. */
export const TIE_HITS = 1;

// ---------------------------------------------------------------------------------------------------------------
// Leaders (11.19)

/** 11.19: a 1 eliminates the leader; otherwise he escapes to a friendly stack within 3 hexes. */
export const LEADER_LOST_FACE = 1;
export const ESCAPE_RADIUS = 3;

// ---------------------------------------------------------------------------------------------------------------
// Movement and attrition (8.4–8.6, 14.5, 16.2, 16.4)

/** 8.4: 3 hexes, 2 in winter, or up to 5 with a Forced March. */
export const MOVE_ALLOWANCE = { summer: 3, winter: 2 } as const;
export const FORCED_MARCH_MAX = 5;

/** 8.5: a strategic move of 3 hexes or more (2 or more in winter) rolls for attrition. */
export const ATTRITION_TRIGGER = { summer: 3, winter: 2 } as const;

export interface AttritionRow {
  /** The modified roll, as the book prints it. */
  readonly label: string;
  readonly from: number;
  /** Infantry or cavalry units eliminated from a stack of 2 or more units. */
  readonly eliminate: number;
  /** Further infantry or cavalry units disrupted in a stack of 2 or more units. */
  readonly disrupt: number;
}

/**
 * 8.5: 6 or 7 eliminate one infantry or cavalry unit; 8 or 9 eliminate one and disrupt another;
 * 10 or 11 eliminate 2. Below 6 nothing happens. A stack of a single unit that "suffers attrition" is disrupted.
 */
export const ATTRITION_TABLE: readonly AttritionRow[] = [
  { label: '6–7', from: 6, eliminate: 1, disrupt: 0 },
  { label: '8–9', from: 8, eliminate: 1, disrupt: 1 },
  { label: '10–11', from: 10, eliminate: 2, disrupt: 0 },
];

/** 8.6, 14.5, 16.2, 16.4(4), 16.4(6): the attrition modifiers. */
export const ATTRITION_MODIFIER = {
  /** 8.6: French stacks from turn 3. */
  frenchFromTurn3: 1,
  frenchFromTurn: 3,
  /** 8.6: every stack in winter. */
  winter: 1,
  /** 8.6: per forced-march hex. */
  perForcedMarchHex: 1,
  /** 14.5 (basic game only): Napoleon accompanies the units. */
  napoleonBasic: -1,
  /** 16.2: accompanied for the whole move by a leader able to command all the units. */
  command: -1,
  /** 16.4(4): Napoleon or Davout accompany the units for the whole move (on top of 16.2). */
  napoleonDavout: -1,
  /** 16.4(6): Murat begins the move with the units. */
  murat: 1,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Supply (6.3, 6.4, 8.7)

/** 6.3, 8.7: forage markers and rolls start on turn 3. */
export const FORAGE_FROM_TURN = 3;

/** 16.13: rules 6.3 and 8.7 do not apply on turns 8 and 9 of the two-year campaign. */
export const FORAGE_SUSPENDED_1813: readonly number[] = [8, 9];

// ---------------------------------------------------------------------------------------------------------------
// Combat Commands (9.3, 9.4, 14.1)

/** 14.1: Combat Commands at the start: Russian 3, French 4. */
export const BASE_COMBAT_COMMANDS = { french: 4, russian: 3 } as const;

/** 9.3: a Decisive Victory in the previous turn, for the rest of the game: +1 the winner, −1 the loser. */
export const DECISIVE_VICTORY_CC = { winner: 1, loser: -1 } as const;

export type CityEvent = 'took-moscow' | 'took-petersburg' | 'left-moscow' | 'left-petersburg';

/** 9.3: events of the previous turn, for the current turn only. */
export const CITY_EVENT_CC: Readonly<Record<CityEvent, { readonly french: number; readonly russian: number }>> = {
  'took-moscow': { french: 1, russian: -1 },
  'took-petersburg': { french: 1, russian: -1 },
  'left-moscow': { french: -1, russian: 1 },
  'left-petersburg': { french: -1, russian: 1 },
};

/** 9.3: the CC at the start of a turn can never be reduced to 0. */
export const MIN_COMBAT_COMMANDS = 1;

// ---------------------------------------------------------------------------------------------------------------
// Cossacks (13.1)

/** 13.1: a hit on a 6, or on a 5 or 6 in winter. */
export const COSSACK_HIT_FROM = { summer: 6, winter: 5 } as const;

// ---------------------------------------------------------------------------------------------------------------
// Advanced rules (16.4–16.13)

/** 16.5: Russian chaos on turns 1 to 5 inclusive; a 1 or 2 postpones the move. */
export const CHAOS_LAST_TURN = 5;
export const CHAOS_NO_MOVE_UP_TO = 2;

/** 16.4(2): units stacked with Constantine that want to move do not move on a 1 or 2. */
export const CONSTANTINE_NO_MOVE_UP_TO = 2;

/** 16.7: the Cavalry Reserve loss roll is made on turns 1 and 2 only. */
export const RESERVE_LOSS_TURNS: readonly number[] = [1, 2];

/** 16.7: French trains lost from turn 3 by the cavalry eliminated under 16.7: ≤4 → −2; 5, 6 or 7 → −1. */
export const RESERVE_TRAIN_PENALTY: readonly {
  readonly label: string;
  readonly upTo: number;
  readonly trains: number;
}[] = [
  { label: '≤4', upTo: 4, trains: 2 },
  { label: '5–7', upTo: 7, trains: 1 },
];
export const RESERVE_PENALTY_FROM_TURN = 3;

/** 16.8: the Ukrainian revolt happens on 3–6 up to turn 5, on 5–6 on turns 6 to 9 (printed "5 0 6"). */
export const REVOLT_THRESHOLD: readonly { readonly label: string; readonly upToTurn: number; readonly from: number }[] =
  [
    { label: '1–5', upToTurn: 5, from: 3 },
    { label: '6–9', upToTurn: 9, from: 5 },
  ];

/** 16.12: at the end of turn 6, on 4, 5 or 6 the Swedes join the Russian turn-6 reinforcements. */
export const SWEDEN_FROM = 4;

/** 16.13: Napoleon's fate when the French go into winter quarters. */
export type NapoleonFate = 'gone' | 'may-return' | 'stays';
export const NAPOLEON_FATE: Readonly<Record<number, NapoleonFate>> = {
  1: 'gone',
  2: 'gone',
  3: 'may-return',
  4: 'may-return',
  5: 'stays',
  6: 'stays',
};

/** 16.13: after a 3–4, at the end of each later turn Napoleon comes back on a 5 or 6. */
export const NAPOLEON_RETURN_FROM = 5;

/** 16.13: the Russian recovery at the end of each 1813 turn: 1–2 none, 3–5 one unit, 6 two. */
export const RUSSIAN_RECOVERY_1813: Readonly<Record<number, number>> = { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1, 6: 2 };

// ---------------------------------------------------------------------------------------------------------------
// The tables the book names but does not print (7.3, 16.13, 13.2): their ids in a pack (declared in ../tables.ts)

export const PACK_TABLE = {
  trains: 'supply-trains',
  trains1813: 'supply-trains-1813',
  reinforcements: 'reinforcements',
} as const;
