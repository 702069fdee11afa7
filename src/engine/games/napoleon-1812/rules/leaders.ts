import { d6, type Dice } from '../../../core/dice.js';
import { isNapoleon } from '../notation.js';
import { judged, type Judged, type N1812Step } from './steps.js';
import { ESCAPE_RADIUS, LEADER_LOST_FACE } from './tables.js';

/**
 * 11.19 (and 8.9): when every combat unit of a hex with leaders is eliminated, or a lone leader is attacked or
 * entered, its owner rolls 1xd6 per leader: a 1 eliminates him, otherwise he escapes to any friendly stack within
 * 3 hexes, and is eliminated if there is none. 14.7: Napoleon killed or captured this way is an immediate Russian win.
 */

export type LeaderFate = 'eliminated' | 'escapes';

export interface EscapeRoll {
  readonly leader: string;
  readonly die: number;
  readonly fate: LeaderFate;
}

export interface EscapeResult {
  readonly leaders: readonly EscapeRoll[];
  /** 14.7: Napoleon eliminated under 11.19 ends the game with a Russian victory. */
  readonly russianVictory: boolean;
}

export function escape(leaders: readonly string[], refuge: boolean, dice: Dice): Judged<EscapeResult> {
  const steps: N1812Step[] = [];
  const rolls: EscapeRoll[] = leaders.map((leader) => {
    const die = d6(dice, 'escape');
    const fate = die === LEADER_LOST_FACE || !refuge ? 'eliminated' : 'escapes';
    steps.push({
      step: 'escape-roll',
      rule: '11.19',
      leader,
      die,
      fate,
      refuge,
      lostFace: LEADER_LOST_FACE,
      radius: ESCAPE_RADIUS,
    });
    return { leader, die, fate };
  });
  // 14.7: Napoleon killed or captured is an immediate Russian victory.
  const russianVictory = rolls.some((r) => r.fate === 'eliminated' && isNapoleon(r.leader));
  if (russianVictory) steps.push({ step: 'napoleon-lost', rule: '14.7' });
  return judged({ leaders: rolls, russianVictory }, steps);
}
