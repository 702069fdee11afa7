import { z } from 'zod';
import { loc } from '../../core/localized.js';
import type { MissingTable, RulingContext } from '../../core/ruling.js';
import type { ReinforcementRow, TrainsRow } from './model.js';
import { PACK_TABLE } from './rules/tables.js';
import { FIRST_1813_TURN, LAST_TURN } from './rules/turn.js';

/**
 * The tables the rulebook names but does not print: the Italian text has their headings followed by "..."
 * (TABELLE, end of the book). A club loads them from its own copy of the game as pack data. These are their
 * declarations (id, title, what is missing, schema); the book's own numbers are in rules/tables.ts.
 */

function trainsSchema(firstTurn: number): z.ZodType<TrainsRow[]> {
  const row = z.object({
    turn: z.number().int().min(firstTurn).max(LAST_TURN),
    french: z.number().int().min(0),
    russian: z.number().int().min(0),
  });
  return z
    .array(row)
    .min(1)
    .refine((rows) => new Set(rows.map((r) => r.turn)).size === rows.length, {
      message: 'each turn appears once / ogni turno compare una volta sola',
    });
}

/** Tab. 7.3: Supply Trains per turn and side (7.2); it also decides who places first (7.4, 8.2, 13.2). */
export const supplyTrainsTable: MissingTable<TrainsRow[]> = {
  id: PACK_TABLE.trains,
  title: loc('Supply Trains (Tab. 7.3)', 'Treni di Rifornimento (Tab. 7.3)'),
  gap: loc(
    'Rules 7.2, 7.4, 8.2 and 13.2 read Tab. 7.3; the rulebook prints only its heading. ' +
      'Rows: [{ "turn": 1, "french": n, "russian": n }, ...] for turns 1–16.',
    'Le regole 7.2, 7.4, 8.2 e 13.2 leggono la Tab. 7.3; il regolamento ne riporta solo il titolo. ' +
      'Righe: [{ "turn": 1, "french": n, "russian": n }, ...] per i turni 1–16.',
  ),
  schema: trainsSchema(1),
};

/** Tab. 16.13 (called Tab. 16.3 in 7.2, 7.4, 8.2 and 16.13): Supply Trains of the 1813 campaign. */
export const supplyTrains1813Table: MissingTable<TrainsRow[]> = {
  id: PACK_TABLE.trains1813,
  title: loc('Supply Trains, 1813 (Tab. 16.13)', 'Treni di Rifornimento, 1813 (Tab. 16.13)'),
  gap: loc(
    'Rule 16.13 (and 7.2, 7.4, 8.2 as "Tab. 16.3") reads Tab. 16.13 in the 1813 campaign; the rulebook prints ' +
      'only its heading. Rows: [{ "turn": 8, "french": n, "russian": n }, ...] for turns 8–16.',
    'La regola 16.13 (e 7.2, 7.4, 8.2 come "tab.16.3") legge la Tab. 16.13 nella campagna del 1813; il ' +
      'regolamento ne riporta solo il titolo. Righe: [{ "turn": 8, "french": n, "russian": n }, ...] per i turni 8–16.',
  ),
  schema: trainsSchema(FIRST_1813_TURN),
};

const reinforcementRow = z
  .object({
    turn: z.number().int().min(1).max(LAST_TURN),
    side: z.enum(['french', 'russian']),
    units: z.string().max(200),
    leaders: z.array(z.string().min(1).max(40)).max(10).optional(),
    arrival: z.enum(['west', 'A', 'K', 'Kg', 'StP']),
    note: z.string().max(200).optional(),
  })
  .refine(
    (r) =>
      r.side === 'french' ? r.arrival === 'west' || r.arrival === 'A' : r.arrival !== 'west' && r.arrival !== 'A',
    {
      message:
        'French reinforcements arrive west of Russia or (A) at Lemberg; Russian ones at K, Kg or StP (13.3) / ' +
        'i rinforzi francesi arrivano a ovest della Russia o (A) a Lemberg; quelli russi a K, Kg o StP (13.3)',
    },
  )
  .refine((r) => r.units.trim() !== '' || (r.leaders?.length ?? 0) > 0, {
    message: 'a row brings units or leaders / una riga porta unità o comandanti',
  });

/** Tab. 13.2: Reinforcements (13.2, 13.3); only its legend and note survive in the rulebook. */
export const reinforcementsTable: MissingTable<ReinforcementRow[]> = {
  id: PACK_TABLE.reinforcements,
  title: loc('Reinforcements (Tab. 13.2)', 'Rinforzi (Tab. 13.2)'),
  gap: loc(
    'Rules 13.2 and 13.3 read Tab. 13.2; the rulebook prints only its legend. Rows: [{ "turn": n, "side": ' +
      '"french"|"russian", "units": "2IL, 1Cv", "leaders": ["..."], "arrival": "west"|"A"|"K"|"Kg"|"StP" }, ...].',
    'Le regole 13.2 e 13.3 leggono la Tab. 13.2; il regolamento ne riporta solo la legenda. Righe: [{ "turn": n, ' +
      '"side": "french"|"russian", "units": "2IL, 1Cv", "leaders": ["..."], "arrival": "west"|"A"|"K"|"Kg"|"StP" }, ...].',
  ),
  schema: z.array(reinforcementRow),
};

/** 16.1: the most trains or Combat Commands one card instruction is taken to add or remove (input sanity, not a rule). */
export const MOST_CARD_TRAINS = 10;
export const MOST_CARD_CC = 5;

const sidesDelta = (most: number) =>
  z
    .object({
      french: z.number().int().min(-most).max(most).optional(),
      russian: z.number().int().min(-most).max(most).optional(),
    })
    .strict();

/** One side's instruction on a Random Event card: its words, and what of it the play applies (7.2 trains, 9.4 CC). */
const cardInstruction = z
  .object({
    text: z.string().min(1).max(600),
    trains: sidesDelta(MOST_CARD_TRAINS).optional(),
    cc: sidesDelta(MOST_CARD_CC).optional(),
  })
  .strict();

const randomEventRow = z
  .object({
    card: z.number().int().min(1).max(35),
    deck: z.union([z.literal(1), z.literal(2)]),
    title: z.string().min(1).max(80),
    /** 16.1: a single-instruction card (it is never held); its one instruction is under the side it names. */
    single: z.boolean(),
    /** 16.1's note: the "Jerome" card (the French VIII Corps may not force march until it is played). */
    jerome: z.boolean().optional(),
    french: cardInstruction.optional(),
    russian: cardInstruction.optional(),
  })
  .strict()
  .refine((r) => (r.single ? (r.french ? 1 : 0) + (r.russian ? 1 : 0) === 1 : r.french || r.russian), {
    message:
      'a single-instruction card has one instruction, under the side it names; another card at least one / ' +
      'una carta a istruzione singola ha una sola istruzione, sotto la parte a cui si riferisce; le altre almeno una',
  });

export type RandomEventRow = z.infer<typeof randomEventRow>;

/**
 * 16.1: the 35 Random Event cards, whose texts the rulebook does not print. Read by the play's option `cards` only (no
 * ruling reads it, so it is not in NAPOLEON_1812_TABLES, the rulings' list): a pack's table that fails this schema is
 * ignored and the cards are asked.
 */
export const randomEventsTable: MissingTable<RandomEventRow[]> = {
  id: 'random-events',
  title: loc('Random Event cards (16.1)', 'Carte degli eventi casuali (16.1)'),
  gap: loc(
    'Rule 16.1 plays 35 Random Event cards in two decks (turns 1–8, 9–16); the rulebook names cards 5, 9, 12, 13, 14 ' +
      '(deck 1), 24, 25, 30 and "Jerome" but prints no card. Rows: [{ "card": n, "deck": 1|2, "title": "…", ' +
      '"single": false, "jerome": false, "french": { "text": "…", "trains": { "french": n }, "cc": { "russian": n } }, ' +
      '"russian": { … } }, ...]: the play applies "trains" (7.2) and "cc" (after 9.4) and shows "text".',
    'La regola 16.1 usa 35 carte degli eventi casuali in due mazzi (turni 1–8, 9–16); il regolamento nomina le carte ' +
      '5, 9, 12, 13, 14 (primo mazzo), 24, 25, 30 e "Jerome" ma non ne riporta nessuna. Righe: [{ "card": n, "deck": ' +
      '1|2, "title": "…", "single": false, "jerome": false, "french": { "text": "…", "trains": { "french": n }, "cc": ' +
      '{ "russian": n } }, "russian": { … } }, ...]: il gioco applica "trains" (7.2) e "cc" (dopo la 9.4) e mostra "text".',
  ),
  schema: z
    .array(randomEventRow)
    .min(1)
    .max(35)
    .refine((rows) => new Set(rows.map((r) => r.card)).size === rows.length, {
      message: 'each card appears once / ogni carta compare una volta sola',
    })
    .refine((rows) => rows.filter((r) => r.jerome).length <= 1, {
      message: 'one "Jerome" card at most / al massimo una carta "Jerome"',
    })
    .refine((rows) => rows.every((r) => ![5, 9, 12, 13, 14].includes(r.card) || r.deck === 1), {
      message:
        'cards 5, 9, 12, 13 and 14 are in the first deck (16.1) / le carte 5, 9, 12, 13 e 14 sono nel primo mazzo (16.1)',
    }),
};

export const NAPOLEON_1812_TABLES: readonly MissingTable[] = [
  supplyTrainsTable,
  supplyTrains1813Table,
  reinforcementsTable,
];

/** The loaded table, already validated by its schema (RulingContext), or undefined. */
export function loadedTable<T>(context: RulingContext, table: MissingTable<T>): T | undefined {
  return context.tables[table.id] as T | undefined;
}
