import type { Player } from '../rules/position.js';

/**
 * What the Battle for Lorraine (29.0) prints beside the pack's set-up: its reinforcements (the two schedules of 29.5),
 * the units the set-up marks inactive until GT 2 or 3 (28.5, the ⓶ / ⓷ of the set-up lists), and the hexes of its
 * victory (29.5, 26.4.1). The pack holds the set-up and the markers' hexes; these are the book's words as data.
 */

export interface Reinforcement {
  readonly unit: string;
  readonly turn: number;
  /** The hex it enters at, or the unit it is placed on (29.5: "sul Deposito…", "sul Treno di Corpo…"). */
  readonly at: { readonly hex: string } | { readonly on: string };
}

/**
 * The pack scenario this module referees: 29.0's. The book's other scenarios (30.0 La Grande Campagna, 31.0 La Corsa al
 * Mare) play on its big maps with the rules 29.3.1 leaves out (RP, REPL, IP, ...) and their own set-up, plans and
 * victory, none of which the module has; a club's pack that brings them is refused at `/game new` with the reason.
 */
export const LORRAINE = 'lorraine';

/** 29.5 "Scheda Cronologica dei Rinforzi" (Allied and German). */
export const LORRAINE_REINFORCEMENTS: readonly Reinforcement[] = [
  { unit: 'fr-13.21', turn: 2, at: { hex: '59.59' } },
  { unit: 'fr-ToulA', turn: 4, at: { hex: '48.53' } },
  { unit: 'de-trEZ', turn: 3, at: { on: 'de-SESTA' } },
  { unit: 'de-4Ez', turn: 3, at: { hex: '58.49' } },
  { unit: 'de-10Ez', turn: 3, at: { hex: '60.49' } },
  { unit: 'de-Germersh', turn: 3, at: { on: 'de-tr1BR' } },
];

/** 28.5, 4.2.1a: the units the set-up marks inactive, and the GT they are activated in. */
export const LORRAINE_INACTIVE: Readonly<Record<string, number>> = {
  'fr-59r.2R': 2,
  'fr-68r.2R': 2,
  'fr-Toul73r': 2,
  'fr-70R': 3,
  'de-tr14': 2,
  'de-28.14': 2,
  'de-29.14': 2,
  'de-tr15': 2,
  'de-30.15': 2,
  'de-39.15': 2,
  'de-HMetz33r': 3,
  'de-8Ez': 3,
  'de-GdEz': 3,
};

/**
 * 29.2 A, 26.2: the French Second Army's plan is in effect: its infantry Formations, as 29.0's set-up assigns them
 * (the corps boxes 15/, 16/, 20/, 2 R/SECONDA and the independent Formations of SECONDA; 29.3.3: never reassigned).
 * Toul A, a GT 4 reinforcement the set-up assigns to no army, is not among them.
 */
export const LORRAINE_SECOND_ARMY_INFANTRY: readonly string[] = [
  'fr-29.15',
  'fr-30.15',
  'fr-31.16',
  'fr-32.16',
  'fr-11.20',
  'fr-39.20',
  'fr-59r.2R',
  'fr-68r.2R',
  'fr-18.9',
  'fr-70R',
  'fr-Toul73r',
];

/**
 * 29.2 A, 26.6.2: the German Sixth Army, as 29.0's set-up assigns its units (the boxes SESTA, 21/, 1 B/, 2 B/, 3 B/,
 * 1 BR/ and Ind/SESTA; 29.3.3: never reassigned): 26.6.2a bars them all from Prepared Attacks until its plan is
 * activated; its infantry Formations are bound by 26.2 while the plan is in effect. The GT 3 reinforcements the set-up
 * assigns to no army (Treno/EZ, 4 Ez, 10 Ez, Germersheim) are not among them (README).
 */
export const LORRAINE_SIXTH_ARMY: readonly string[] = [
  'de-SESTA',
  'de-tr21',
  'de-31.21',
  'de-42.21',
  'de-tr1B',
  'de-1B.1B',
  'de-2B.1B',
  'de-tr2B',
  'de-3B.2B',
  'de-4B.2B',
  'de-tr3B',
  'de-5B.3B',
  'de-6B.3B',
  'de-tr1BR',
  'de-1Br.1BR',
  'de-5Br.1BR',
  'de-HMetz33r',
  'de-8Ez',
  'de-7c',
  'de-8c',
  'de-Bc',
];

/**
 * 5.0, 29.0: the army each unit of the set-up is assigned to, by its org-chart box (29.3.3: never changed), for 10.1.1's
 * "assegnato alla stessa armata". Fortresses, the Chasseurs and the reinforcements the set-up puts in no box have none.
 */
export const LORRAINE_ARMIES: Readonly<Record<string, readonly string[]>> = {
  'fr-1': [
    'fr-PRIMA',
    'fr-tr8',
    'fr-15.8',
    'fr-16.8',
    'fr-tr13',
    'fr-25.13',
    'fr-26.13',
    'fr-tr21',
    'fr-13.21',
    'fr-43.21',
    'fr-6c',
  ],
  'fr-2': [
    'fr-SECONDA',
    'fr-tr15',
    'fr-tr16',
    'fr-tr20',
    'fr-tr2R',
    ...LORRAINE_SECOND_ARMY_INFANTRY,
    'fr-2c',
    'fr-10c',
  ],
  'de-6': LORRAINE_SIXTH_ARMY,
  'de-7': ['de-SETTIMA', 'de-tr14', 'de-28.14', 'de-29.14', 'de-tr15', 'de-30.15', 'de-39.15', 'de-GdEz'],
};

/** The army a unit is assigned to in Lorraine's set-up, or null. */
export function lorraineArmyOf(id: string): string | null {
  for (const [army, units] of Object.entries(LORRAINE_ARMIES)) if (units.includes(id)) return army;
  return null;
}

/** 26.6.1: the German Sixth Army's main objective, Manonviller (26.1.1). */
export const SIXTH_ARMY_OBJECTIVE = '55.57';

/** 29.5 a2: Finstingen. */
export const FINSTINGEN = '60.55';
/** 29.5 b: the hex no German unit may occupy at the end for a French win (Manonviller). */
export const MANONVILLER = '55.57';
/** 26.4.1: the French 2nd Army's main objectives, Falkenberg or Puttelangen (29.5 a1). */
export const SECOND_ARMY_OBJECTIVES: readonly string[] = ['57.51', '60.52'];

/** 29.1: the French Player Turn of GT 1 first (the Allies, 4.1), to the end of the German Player Turn of GT 4. */
export const LORRAINE_FIRST: Player = 'allied';

/**
 * 5.0, 29.0: the corps box of each unit of the set-up (29.3.3: never changed), for 9.2.2's "più di due corpi". The
 * boxes `Ind/…` hold the Independent units (9.2.2: together they count as one corps); 18/9 stands in Ind/SECONDA and
 * 70R in 2 R/SECONDA, as the set-up prints them. Fortresses, HQs, the Chasseurs and the reinforcements the set-up puts
 * in no box have none.
 */
export const LORRAINE_CORPS: Readonly<Record<string, readonly string[]>> = {
  'fr-8': ['fr-tr8', 'fr-15.8', 'fr-16.8'],
  'fr-13': ['fr-tr13', 'fr-25.13', 'fr-26.13'],
  'fr-15': ['fr-tr15', 'fr-29.15', 'fr-30.15'],
  'fr-16': ['fr-tr16', 'fr-31.16', 'fr-32.16'],
  'fr-20': ['fr-tr20', 'fr-11.20', 'fr-39.20'],
  'fr-21': ['fr-tr21', 'fr-13.21', 'fr-43.21'],
  'fr-2R': ['fr-tr2R', 'fr-59r.2R', 'fr-68r.2R', 'fr-70R'],
  'Ind/PRIMA': ['fr-6c'],
  'Ind/SECONDA': ['fr-18.9', 'fr-Toul73r', 'fr-2c', 'fr-10c'],
  'de-14': ['de-tr14', 'de-28.14', 'de-29.14'],
  'de-15': ['de-tr15', 'de-30.15', 'de-39.15'],
  'de-21': ['de-tr21', 'de-31.21', 'de-42.21'],
  'de-1B': ['de-tr1B', 'de-1B.1B', 'de-2B.1B'],
  'de-2B': ['de-tr2B', 'de-3B.2B', 'de-4B.2B'],
  'de-3B': ['de-tr3B', 'de-5B.3B', 'de-6B.3B'],
  'de-1BR': ['de-tr1BR', 'de-1Br.1BR', 'de-5Br.1BR'],
  'Ind/SESTA': ['de-HMetz33r', 'de-8Ez', 'de-7c', 'de-8c', 'de-Bc'],
  'Ind/SETTIMA': ['de-GdEz'],
};

/** The corps box a unit is in in Lorraine's set-up (`independent` for the Ind/ boxes), or null. */
export function lorraineCorpsOf(id: string): { corps: string; independent: boolean } | null {
  for (const [corps, units] of Object.entries(LORRAINE_CORPS))
    if (units.includes(id)) return { corps, independent: corps.startsWith('Ind/') };
  return null;
}

/**
 * 5.1, 28.3 B, 29.0: each side's two armies in Lorraine on either side of its Army Area boundary (north: the smaller
 * rows), and the boundary the set-up prints: the German 6th/7th ("Confine di Armata 60.56/60.57 – 63.55/63.56"); the
 * French one is the French player's to place (28.3 B: "ovunque tra le unità assegnate ad armate adiacenti").
 */
export const LORRAINE_AOA: Readonly<Record<Player, { north: string; south: string; printed?: string }>> = {
  allied: { north: 'fr-2', south: 'fr-1' },
  german: { north: 'de-6', south: 'de-7', printed: '60.56/60.57 – 63.55/63.56' },
};
