import { OCCUPANCY_FACTOR, type CombatUnit, type Leader, type Side, type UnitClass, type UnitType } from '../model.js';

/**
 * 16.13's counters: the French reinforcements of the winter quarters (IX Corps 1CL with Augereau, XI Corps 2Iv and 2IL
 * with Victor) and the Russian ones (Chichagov, 3-OS Corps 1Cc, 3-IX Corps IL, 1AL, Cau 2Ic, Dan 1Ic). The built-in
 * pack has none of them, so the game makes them as it makes the Swedes of 16.12 (play/arrivals.ts): each unit's type
 * and class from the book's abbreviation (so its Occupancy Factor, 3.3), each leader with no Command Rating (the book
 * gives none: it counts 0, as any leader whose CR the pack lacks). "1AL" belongs to no corps in the text: it is named
 * after the rule.
 */

function unit(side: Side, id: string, name: string, type: UnitType, unitClass: UnitClass): CombatUnit {
  return { id, name, side, type, unitClass, occupancy: OCCUPANCY_FACTOR[unitClass] };
}

export const WINTER_UNITS: readonly CombatUnit[] = [
  unit('french', 'fr-16.13-IX-cav-L', 'IX Corps cav. L (16.13)', 'cavalry', 'L'),
  unit('french', 'fr-16.13-XI-inf-v-1', 'XI Corps inf. v 1 (16.13)', 'infantry', 'v'),
  unit('french', 'fr-16.13-XI-inf-v-2', 'XI Corps inf. v 2 (16.13)', 'infantry', 'v'),
  unit('french', 'fr-16.13-XI-inf-L-1', 'XI Corps inf. L 1 (16.13)', 'infantry', 'L'),
  unit('french', 'fr-16.13-XI-inf-L-2', 'XI Corps inf. L 2 (16.13)', 'infantry', 'L'),
  unit('russian', 'ru-16.13-3OS-cav-c', '3-OS Corps cav. c (16.13)', 'cavalry', 'c'),
  unit('russian', 'ru-16.13-3IX-inf-L', '3-IX Corps inf. L (16.13)', 'infantry', 'L'),
  unit('russian', 'ru-16.13-art-L', 'art. L (16.13)', 'artillery', 'L'),
  unit('russian', 'ru-16.13-Cau-inf-c-1', 'Cau inf. c 1 (16.13)', 'infantry', 'c'),
  unit('russian', 'ru-16.13-Cau-inf-c-2', 'Cau inf. c 2 (16.13)', 'infantry', 'c'),
  unit('russian', 'ru-16.13-Dan-inf-c', 'Dan inf. c (16.13)', 'infantry', 'c'),
];

export const WINTER_LEADERS: readonly Leader[] = [
  { id: 'fr-16.13-Augereau', name: 'Augereau (16.13)', side: 'french', cr: null },
  { id: 'fr-16.13-Victor', name: 'Victor (16.13)', side: 'french', cr: null },
  { id: 'ru-16.13-Chichagov', name: 'Chichagov (16.13)', side: 'russian', cr: null },
];

/** Every counter 16.13 brings: never a reinforcement of 13.2, never on the map without the winter quarters. */
export const WINTER_IDS: readonly string[] = [...WINTER_UNITS.map((u) => u.id), ...WINTER_LEADERS.map((l) => l.id)];

/** The winter-quarters reinforcements of a side. */
export function winterReinforcements(side: Side): string[] {
  return [...WINTER_UNITS, ...WINTER_LEADERS].filter((c) => c.side === side).map((c) => c.id);
}
