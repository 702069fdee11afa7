import { z } from 'zod';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling } from '../../core/ruling.js';
import {
  loadedTable,
  missingTableFailure,
  reinforcementsTable,
  supplyTrainsTable,
  type Arrival,
  type ReinforcementRow,
} from './missing-tables.js';
import { SIDE_NAME, type Side } from './sides.js';
import { firstPlayer, firstPlayerText, type FirstPlayer } from './supply.js';
import { FIRST_1813_TURN, turnOption, twoYearOption } from './turn.js';

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

/** The legend of Tab. 13.2 and the note under it (13.3). */
export const ARRIVAL_TEXT: Readonly<Record<Arrival, Localized>> = {
  west: loc('any hex of territory west of Russia', 'qualsiasi esagono di territorio a ovest della Russia'),
  A: loc('Lemberg (2217) and/or an adjacent hex (A)', 'Lemberg (2217) e/o un esagono adiacente (A)'),
  K: loc('Kiev and/or an adjacent hex (K)', 'Kiev e/o un esagono adiacente (K)'),
  Kg: loc('Kaluga and/or an adjacent hex (Kg)', 'Kaluga e/o un esagono adiacente (Kg)'),
  StP: loc('St Petersburg and/or an adjacent hex (St P)', 'San Pietroburgo e/o un esagono adiacente (St P)'),
};

function rowText(row: ReinforcementRow): Localized {
  const leaders = row.leaders && row.leaders.length > 0 ? row.leaders.join(', ') : '';
  const what = [row.units.trim(), leaders].filter((p) => p !== '').join(', ');
  const note = row.note ? ` (${row.note})` : '';
  return loc(
    `${SIDE_NAME[row.side].en}: ${what}${note} → ${ARRIVAL_TEXT[row.arrival].en}`,
    `${SIDE_NAME[row.side].it}: ${what}${note} → ${ARRIVAL_TEXT[row.arrival].it}`,
  );
}

export const reinforcements = defineRuling<{ turn: number; twoYear: boolean }, ReinforcementsResult>({
  id: 'reinforcements',
  nameIt: 'rinforzi',
  description: loc(
    'Reinforcements at the end of a turn (13.2, 13.3) from Tab. 13.2, and who places first',
    'Rinforzi alla fine di un turno (13.2, 13.3) dalla Tab. 13.2, e chi piazza per primo',
  ),
  options: [turnOption(), twoYearOption],
  input: z.object({ turn: z.number().int(), twoYear: z.boolean().default(false) }),
  tables: [reinforcementsTable, supplyTrainsTable],
  resolve({ turn, twoYear }, _dice, context) {
    if (twoYear && turn >= FIRST_1813_TURN) {
      // 16.13: in 1813 the French receive nothing; the Russian rolls at the end of each turn.
      return {
        ok: true,
        result: { french: [], russian: [], placesFirst: null },
        rules: ['16.13'],
        text: joinLocalized([
          loc(
            '1813 campaign (16.13): no French reinforcements.',
            'Campagna del 1813 (16.13): nessun rinforzo francese.',
          ),
          loc(
            'The Russian rolls 1xd6 at the end of the turn to recover dead units: use `russian-recovery` (16.13).',
            'Il Russo tira 1xd6 alla fine del turno per recuperare unità morte: usa `recupero-russo` (16.13).',
          ),
        ]),
      };
    }
    const rows = loadedTable(context, reinforcementsTable);
    if (!rows) return missingTableFailure(reinforcementsTable, '13.2');
    const arriving = rows.filter((r) => r.turn === turn);
    const bySide = (side: Side): ReinforcementRow[] => arriving.filter((r) => r.side === side);
    const french = bySide('french');
    const russian = bySide('russian');
    const trainRow = loadedTable(context, supplyTrainsTable)?.find((r) => r.turn === turn);
    const placesFirst = trainRow ? firstPlayer(trainRow) : null;
    const lines: Localized[] = [
      loc(`Tab. 13.2, end of turn ${turn}:`, `Tab. 13.2, fine del turno ${turn}:`),
      ...(arriving.length > 0
        ? [...french, ...russian].map(rowText)
        : [loc('No reinforcements arrive.', 'Non arriva alcun rinforzo.')]),
    ];
    if (arriving.length > 0) {
      lines.push(
        loc(
          'Never on or adjacent to a hex with enemy units, nor over 6 OF (4.1); units that cannot be placed never arrive and are eliminated (13.3). They move normally from the next turn (13.2).',
          'Mai su o adiacenti a un esagono con unità nemiche, né oltre 6 OF (4.1); i rinforzi che non possono essere piazzati non arrivano mai e sono eliminati (13.3). Muovono normalmente dal turno successivo (13.2).',
        ),
      );
    }
    if (trainRow) {
      lines.push(firstPlayerText(firstPlayer(trainRow), trainRow, 'Tab. 7.3', '13.2'));
    } else {
      lines.push(
        loc(
          `Who places first (13.2) needs Tab. 7.3, which is not loaded: load a pack whose \`tables.${supplyTrainsTable.id}\` holds it.`,
          `Chi piazza per primo (13.2) dipende dalla Tab. 7.3, che non è caricata: carica un pack il cui \`tables.${supplyTrainsTable.id}\` la contenga.`,
        ),
      );
    }
    if (turn === 6) {
      lines.push(
        loc(
          'Advanced rules: the Russian rolls for the Swedes at the end of turn 6 (16.12, `sweden`).',
          'Regole avanzate: alla fine del turno 6 il Russo tira per gli Svedesi (16.12, `svezia`).',
        ),
      );
    }
    return {
      ok: true,
      result: { french, russian, placesFirst },
      rules: ['13.2', '13.3'],
      text: joinLocalized(lines),
    };
  },
});
