import type { Side } from '../model.js';

/**
 * Victory (5.0), the VP table's control entries, the War Status checks (16.1, 16.2) and the end of the game.
 */

/** 4.1.2: the VP marker starts at 10. */
export const START_VP = 10;
/** 5.2.1, 5.2.2: automatic victory at 20 (Central Powers) or 0 (Allies); the track's ends (README). */
export const CP_AUTOMATIC_VP = 20;
export const AP_AUTOMATIC_VP = 0;
/** 16.2.1: armistice at a Combined War Status of 40. */
export const ARMISTICE_CWS = 40;
/** Treaty of Brest-Litovsk (CP #45), which changes the Campaign game's levels (5.5.2). */
export const BREST_LITOVSK = 'cp-45';

/** The VP table: capturing (or recapturing) a VP space the enemy controlled: +1 for the CP, −1 for the Allies. */
export function vpForCapture(side: Side, previous: Side | null, vpSpace: boolean): number {
  if (!vpSpace || previous === null || previous === side) return 0;
  return side === 'cp' ? 1 : -1;
}

/** The VP table: a `*` event in the Introductory scenario, +1 for the CP, −1 for the Allies. */
export function vpForStarEvent(scenario: string, side: Side, star: boolean): number {
  if (scenario !== 'intro' || !star) return 0;
  return side === 'cp' ? 1 : -1;
}

/** 5.2, checked at 6.0 E.2 (every scenario). */
export function automaticVictory(vp: number): Side | null {
  if (vp >= CP_AUTOMATIC_VP) return 'cp';
  if (vp <= AP_AUTOMATIC_VP) return 'ap';
  return null;
}

/** 16.2.1, checked at 6.0 E.3. */
export function armistice(cws: number): boolean {
  return cws >= ARMISTICE_CWS;
}

/** The victory levels of a scenario at its end (5.3.4, 5.4.2, 5.5.2): the lowest CP win and the highest AP win. */
export function victoryLevels(scenario: string, brestLitovsk: boolean): { cp: number; ap: number } {
  if (scenario === 'intro') return { cp: 14, ap: 10 }; // 5.3.4: 11–13 a draw
  if (scenario === 'limited') return { cp: 17, ap: 12 }; // 5.4: 13–16 a draw
  return brestLitovsk ? { cp: 11, ap: 9 } : { cp: 13, ap: 9 }; // 5.5.2.1, 5.5.2.2
}

/** The winner at the end of a scenario by the VP marker (5.1.1), or null for a draw. */
export function winnerAtEnd(scenario: string, vp: number, brestLitovsk: boolean): Side | null {
  const levels = victoryLevels(scenario, brestLitovsk);
  if (vp >= levels.cp) return 'cp';
  if (vp <= levels.ap) return 'ap';
  return null;
}
