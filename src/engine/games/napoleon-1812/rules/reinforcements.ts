import { problem } from '../../../core/explain.js';
import type { ReinforcementRow, Side, TrainsRow } from '../model.js';
import { judged, type Judged, type N1812Step } from './steps.js';
import { firstPlayer, firstPlayerStep, type FirstPlayer } from './supply.js';
import { PACK_TABLE } from './tables.js';
import { FIRST_1813_TURN } from './turn.js';

/**
 * 13.2–13.3: the reinforcements that arrive at the end of a turn, read from Tab. 13.2 (a pack table: the rulebook
 * prints only its legend), and who places first (13.2: more trains in Tab. 7.3, also a pack table). No dice.
 */

export interface ReinforcementsResult {
  readonly french: readonly ReinforcementRow[];
  readonly russian: readonly ReinforcementRow[];
  /** 13.2; null when Tab. 7.3 is not loaded, or in the 1813 campaign where the French get none. */
  readonly placesFirst: FirstPlayer | null;
}

/** 16.12: the Swedes may join the Russian reinforcements of turn 6. */
const SWEDEN_TURN = 6;

export function reinforcements(
  turn: number,
  twoYear: boolean,
  table: readonly ReinforcementRow[] | undefined,
  trains: readonly TrainsRow[] | undefined,
): Judged<ReinforcementsResult> {
  if (twoYear && turn >= FIRST_1813_TURN) {
    // 16.13: in 1813 the French receive nothing; the Russian rolls at the end of each turn.
    return judged({ french: [], russian: [], placesFirst: null }, [
      { step: 'no-french-reinforcements-1813', rule: '16.13' },
      { step: 'russian-recovery-reminder', rule: '16.13' },
    ]);
  }
  if (!table) return problem('table-missing', { table: PACK_TABLE.reinforcements, rule: '13.2' });
  const arriving = table.filter((r) => r.turn === turn);
  const bySide = (side: Side): ReinforcementRow[] => arriving.filter((r) => r.side === side);
  const french = bySide('french');
  const russian = bySide('russian');
  const trainRow = trains?.find((r) => r.turn === turn);
  const steps: N1812Step[] = [{ step: 'reinforcements-turn', rule: '13.2', turn }];
  for (const row of [...french, ...russian]) {
    steps.push({
      step: 'reinforcement',
      rule: '13.3',
      side: row.side,
      units: row.units,
      leaders: row.leaders ?? [],
      arrival: row.arrival,
      note: row.note ?? null,
    });
  }
  if (arriving.length === 0) steps.push({ step: 'no-reinforcements', rule: '13.2' });
  // 13.3: never next to the enemy, nor over 6 OF (4.1); what cannot be placed is eliminated.
  else steps.push({ step: 'reinforcement-placement', rule: '13.3' });
  // 13.2: the side with more trains in Tab. 7.3 places first.
  if (trainRow) steps.push(firstPlayerStep(trainRow, 'Tab. 7.3', '13.2', '13.2'));
  else steps.push({ step: 'first-placer-unknown', rule: '13.2', table: PACK_TABLE.trains });
  if (turn === SWEDEN_TURN) steps.push({ step: 'sweden-reminder', rule: '16.12' });
  return judged({ french, russian, placesFirst: trainRow ? firstPlayer(trainRow) : null }, steps, ['13.2', '13.3']);
}
