import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option, signed, type Modifier } from '../../core/ruling.js';
import {
  loadedTable,
  missingTableFailure,
  supplyTrains1813Table,
  supplyTrainsTable,
  type TrainsRow,
} from './missing-tables.js';
import { otherSide, SIDE_NAME, sideOption, type Side } from './sides.js';
import { FORAGE_FROM_TURN, FORAGE_SUSPENDED_1813, RESERVE_PENALTY_FROM_TURN, RESERVE_TRAIN_PENALTY } from './tables.js';
import { FIRST_1813_TURN, isWinter, turnOption, twoYearOption } from './turn.js';
import { MAX_STACK_UNITS } from './units.js';
import { refuse } from './input-errors.js';

// ---------------------------------------------------------------------------------------------------------------
// 6.3 Forage roll

export interface ForageResult {
  readonly die: number;
  readonly outOfSupply: boolean;
}

export const forage = defineRuling<{ units: number; turn?: number; twoYear: boolean }, ForageResult>({
  id: 'forage',
  nameIt: 'foraggio',
  description: loc(
    'Forage roll (6.3): d6 ≤ units in the French stack and it is out of supply',
    'Tiro di foraggio (6.3): d6 ≤ unità dello stack francese ed è fuori rifornimento',
  ),
  options: [
    option.integer(
      'units',
      loc(
        'Combat units in the stack with the Forage marker',
        'Unità di combattimento nello stack col segnalino Forage',
      ),
      {
        required: true,
        min: 1,
        max: MAX_STACK_UNITS,
        nameIt: 'unita',
      },
    ),
    turnOption(false),
    twoYearOption,
  ],
  input: z
    .object({ units: z.number().int(), turn: z.number().int().optional(), twoYear: z.boolean().default(false) })
    .superRefine((input, ctx) => {
      if (input.turn !== undefined && input.turn < FORAGE_FROM_TURN) {
        refuse(
          ctx,
          `forage rolls start on turn ${FORAGE_FROM_TURN} (6.3, 8.7)`,
          `i tiri di foraggio iniziano dal turno ${FORAGE_FROM_TURN} (6.3, 8.7)`,
          'turn',
        );
      }
      if (input.twoYear && input.turn !== undefined && FORAGE_SUSPENDED_1813.includes(input.turn)) {
        refuse(
          ctx,
          '6.3 does not apply on turns 8 and 9 of the two-year campaign (16.13)',
          'la 6.3 non si applica nei turni 8 e 9 della campagna su due anni (16.13)',
          'turn',
        );
      }
    }),
  resolve({ units, turn, twoYear }, dice) {
    const die = d6(dice, 'forage');
    const outOfSupply = die <= units;
    const winterNote =
      turn === undefined
        ? loc(' (in winter, Veterans too)', ' (in inverno, anche i Veterani)')
        : isWinter(turn, twoYear)
          ? loc(' (winter: Veterans too)', ' (inverno: anche i Veterani)')
          : loc('', '');
    const verdict: Localized = outOfSupply
      ? loc(
          `Die ${die} ≤ ${units} unit${units === 1 ? '' : 's'}: the stack is **out of supply**, even if it can trace a line (6.3). ` +
            `At the end of the phase its units are disrupted, and those already disrupted that are not Veterans are eliminated${winterNote.en} (6.4).`,
          `Dado ${die} ≤ ${units} unità: lo stack è **fuori rifornimento**, anche se può tracciare una linea (6.3). ` +
            `Alla fine della fase le sue unità sono disorganizzate, e quelle già disorganizzate non Veterane sono eliminate${winterNote.it} (6.4).`,
        )
      : loc(
          `Die ${die} > ${units} unit${units === 1 ? '' : 's'}: foraging succeeds; supply is traced normally (6.1, 6.2).`,
          `Dado ${die} > ${units} unità: il foraggio riesce; il rifornimento si traccia normalmente (6.1, 6.2).`,
        );
    return {
      ok: true,
      result: { die, outOfSupply },
      rules: outOfSupply ? ['6.3', '6.4'] : ['6.3'],
      text: joinLocalized([
        verdict,
        loc(
          'The Forage marker is removed at the end of the phase (6.3).',
          'Il segnalino Forage è rimosso alla fine della fase (6.3).',
        ),
      ]),
    };
  },
});

// ---------------------------------------------------------------------------------------------------------------
// 7.2–7.4 Supply Trains available (Tab. 7.3 / Tab. 16.13, loaded from a pack)

/** 16.7: the French trains lost from turn 3 by the cavalry the Reserve roll eliminated (none from 8 up, implied). */
export function reservePenalty(cavalryLost: number): number {
  return RESERVE_TRAIN_PENALTY.find((row) => cavalryLost <= row.upTo)?.trains ?? 0;
}

export type FirstPlayer = Side | 'tie';

/** 7.4, 8.2, 13.2: the side with more trains in the table, before any adjustment, goes first; no tie-break is given. */
export function firstPlayer(row: TrainsRow): FirstPlayer {
  if (row.french === row.russian) return 'tie';
  return row.french > row.russian ? 'french' : 'russian';
}

export function firstPlayerText(first: FirstPlayer, row: TrainsRow, table: string, rule: string): Localized {
  if (first === 'tie') {
    return loc(
      `Both sides have ${row.french} trains in ${table}: the rulebook gives no tie-break for who goes first (${rule}).`,
      `Entrambe le parti hanno ${row.french} treni nella ${table}: il regolamento non dice chi inizia in caso di parità (${rule}).`,
    );
  }
  return loc(
    `The ${SIDE_NAME[first].en} goes first (${rule}): ${row[first]} trains against ${row[otherSide(first)]} in ${table}, before adjustments.`,
    `Inizia il ${SIDE_NAME[first].it} (${rule}): ${row[first]} treni contro ${row[otherSide(first)]} nella ${table}, prima degli aggiustamenti.`,
  );
}

export interface TrainsInput {
  readonly side: Side;
  readonly turn: number;
  readonly depots: number;
  readonly captured: number;
  readonly reserveLost?: number;
  readonly card: number;
  readonly twoYear: boolean;
}

export interface TrainsResult {
  readonly tableValue: number;
  readonly available: number;
  /** 7.2 note: depots the opponent may remove to bring a negative number back to 0. */
  readonly depotsRemovable: number;
  readonly placesFirst: FirstPlayer;
}

/** Input bounds, not rules facts: the setup allows 11 Russian and 14 French depots (14.1). */
const MAX_DEPOTS = 50;

export const trains = defineRuling<TrainsInput, TrainsResult>({
  id: 'trains',
  nameIt: 'treni',
  description: loc(
    'Supply Trains this turn (7.2): Tab. 7.3 (or 16.13) minus depots, captures (8.8), Reserve (16.7)',
    'Treni di Rifornimento (7.2): Tab. 7.3 (o 16.13) meno depositi, catture (8.8), Riserva (16.7)',
  ),
  options: [
    sideOption(loc('Whose trains', 'Di chi sono i treni')),
    turnOption(),
    option.integer('depots', loc('Friendly Depots already on the map (7.2)', 'Depositi amici già sulla mappa (7.2)'), {
      required: true,
      min: 0,
      max: MAX_DEPOTS,
      nameIt: 'depositi',
    }),
    option.integer(
      'captured',
      loc('Friendly Depots the enemy has captured so far (8.8)', 'Depositi amici catturati finora dal nemico (8.8)'),
      {
        min: 0,
        max: MAX_DEPOTS,
        nameIt: 'catturati',
      },
    ),
    option.integer(
      'reserve-lost',
      loc(
        'Advanced 16.7: cavalry the Reserve rolls eliminated (French; omit if none deployed)',
        'Avanzate 16.7: cavallerie eliminate dai tiri della Riserva (Francese; ometti se non schierata)',
      ),
      { min: 0, max: 12, nameIt: 'perdite-riserva' },
    ),
    option.integer(
      'card',
      loc(
        'Advanced 16.1: trains added (+) or removed (−) by a card',
        'Avanzate 16.1: treni aggiunti (+) o tolti (−) da una carta',
      ),
      {
        min: -9,
        max: 9,
        nameIt: 'carta',
      },
    ),
    twoYearOption,
  ],
  input: z
    .object({
      side: z.enum(['french', 'russian']),
      turn: z.number().int(),
      depots: z.number().int(),
      captured: z.number().int().default(0),
      reserveLost: z.number().int().optional(),
      card: z.number().int().default(0),
      twoYear: z.boolean().default(false),
    })
    .superRefine((input, ctx) => {
      if (input.reserveLost !== undefined && input.side !== 'french') {
        refuse(
          ctx,
          'the Cavalry Reserve is French (16.7)',
          'la Riserva di Cavalleria è francese (16.7)',
          'reserveLost',
        );
      }
    }),
  tables: [supplyTrainsTable, supplyTrains1813Table],
  resolve(input, _dice, context) {
    const in1813 = input.twoYear && input.turn >= FIRST_1813_TURN;
    const table = in1813 ? supplyTrains1813Table : supplyTrainsTable;
    const rule = in1813 ? '16.13' : '7.2';
    const tableName = in1813 ? 'Tab. 16.13' : 'Tab. 7.3';
    const rows = loadedTable(context, table);
    if (!rows) return missingTableFailure(table, rule);
    const row = rows.find((r) => r.turn === input.turn);
    if (!row) {
      return {
        ok: false,
        option: 'turn',
        message: loc(
          `${tableName} as loaded has no row for turn ${input.turn}: check the pack's \`tables.${table.id}\`.`,
          `La ${tableName} caricata non ha una riga per il turno ${input.turn}: controlla \`tables.${table.id}\` del pack.`,
        ),
      };
    }
    const rules = [rule];
    const tableValue = row[input.side];
    const mods: Modifier[] = [
      { label: loc('Depots on the map', 'Depositi sulla mappa'), value: -input.depots, rule: '7.2' },
      { label: loc('Depots captured', 'Depositi catturati'), value: -input.captured, rule: '8.8' },
    ];
    if (input.captured > 0) rules.push('8.8');
    const reserveApplies =
      input.side === 'french' && input.reserveLost !== undefined && input.turn >= RESERVE_PENALTY_FROM_TURN && !in1813;
    if (reserveApplies && input.reserveLost !== undefined) {
      mods.push({
        label: loc('Cavalry Reserve', 'Riserva di Cavalleria'),
        value: -reservePenalty(input.reserveLost),
        rule: '16.7',
      });
      rules.push('16.7');
    }
    if (input.card !== 0) {
      mods.push({ label: loc('card', 'carta'), value: input.card, rule: '16.1' });
      rules.push('16.1');
    }
    const raw = tableValue + mods.reduce((t, m) => t + m.value, 0);
    const available = Math.max(0, raw);
    const depotsRemovable = raw < 0 ? Math.min(-raw, input.depots) : 0;
    const placesFirst = firstPlayer(row);
    rules.push('7.4', '7.5');
    const modText = (lang: 'en' | 'it'): string =>
      mods
        .filter((m) => m.value !== 0)
        .map((m) => `; ${signed(m.value)} ${m.label[lang]} (${m.rule})`)
        .join('');
    const side = SIDE_NAME[input.side];
    const lines: Localized[] = [
      loc(
        `${tableName}, turn ${input.turn}, ${side.en}: ${tableValue}${modText('en')} → **${available} Supply Train${available === 1 ? '' : 's'}**, plus 2 dummies (7.5).`,
        `${tableName}, turno ${input.turn}, ${side.it}: ${tableValue}${modText('it')} → **${available} Tren${available === 1 ? 'o' : 'i'} di Rifornimento**, più 2 fasulli (7.5).`,
      ),
    ];
    if (raw < 0) {
      lines.push(
        loc(
          `The count is ${raw}: the opponent may remove up to ${depotsRemovable} of these Depots to bring it back to 0 (7.2 note).`,
          `Il conto è ${raw}: l'avversario può rimuovere fino a ${depotsRemovable} di questi Depositi per riportarlo a 0 (7.2, nota).`,
        ),
      );
    }
    lines.push(firstPlayerText(placesFirst, row, tableName, '7.4, 8.2'));
    return {
      ok: true,
      result: { tableValue, available, depotsRemovable, placesFirst },
      rules,
      text: joinLocalized(lines),
    };
  },
});
