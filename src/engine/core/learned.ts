import { z } from 'zod';
import type { GameEvent, Menu, RuleError, SideId } from './game.js';
import { loc, type Localized } from './localized.js';
import type { Counter, Pack, PackMap } from './pack.js';

/**
 * Values the book lacks, learned once in a game. Where neither the rulebook nor the pack gives a number the rules
 * need (a counter's printed value, a place's value on the real map, a cell of a table the book names but does not
 * print), a play module asks the player who holds the counter (or the players, for a table) the first time it needs
 * it, records the answer in its state and never asks again. `/game export` carries what was learned, laid out as
 * the pack fields it fills, so that a club can paste it into its pack (docs/architecture.md, "Values the book
 * lacks").
 *
 * A module keeps its learned values in its own state under one field (`learned: LearnedBook`), reads them with
 * `counterValue` / `placeValue` / `tableCell` (the pack first), asks with `askMenu`, and records an answer with
 * `learnFromAnswer`, whose event goes in the log. Everything here is pure and plain JSON.
 */

/** What a learned number is the value of. */
export type LearnedSubject =
  /** A number printed on a counter (`value`: its name among the counter's `valueNames`, e.g. `CF`). */
  | { readonly kind: 'counter'; readonly counter: string; readonly value: string; readonly reduced?: boolean }
  /** A value of a hex or space of the real map (`value`: a key of the place's `values`, e.g. `forage`). */
  | { readonly kind: 'place'; readonly place: string; readonly value: string }
  /** A cell of a table the book lacks, by the table's pack id and the row's and column's keys. */
  | { readonly kind: 'table'; readonly table: string; readonly row: string; readonly column: string };

export interface LearnedValue {
  readonly subject: LearnedSubject;
  readonly number: number;
  /** The side whose player gave it. */
  readonly by: SideId;
  /** The game turn it was given in. */
  readonly turn: number;
  /** Only `by` may see it (a counter the other side may not look at): left out of the export of a game in progress. */
  readonly hidden?: boolean;
}

/** A module's learned values, in the order learned: the one field of its state that holds them. */
export type LearnedBook = readonly LearnedValue[];

const key = z.string().min(1).max(48);

export const learnedSubjectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('counter'), counter: key, value: key, reduced: z.boolean().optional() }).strict(),
  z.object({ kind: z.literal('place'), place: key, value: key }).strict(),
  z.object({ kind: z.literal('table'), table: key, row: key, column: key }).strict(),
]);

export const learnedValueSchema = z
  .object({
    subject: learnedSubjectSchema,
    number: z.number().int(),
    by: z.string().min(1),
    turn: z.number().int().min(0),
    hidden: z.boolean().optional(),
  })
  .strict();

/** One string per subject: two values with the same key are the same value. */
export function learnedKey(subject: LearnedSubject): string {
  switch (subject.kind) {
    case 'counter':
      return `counter:${subject.counter}:${subject.value}${subject.reduced ? ':reduced' : ''}`;
    case 'place':
      return `place:${subject.place}:${subject.value}`;
    case 'table':
      return `table:${subject.table}:${subject.row}:${subject.column}`;
  }
}

/**
 * Each book's values by key, built once and extended as values are appended (a book only grows: a game appends
 * what it learns, or copies the book). A value is read for every counter a menu or view looks at, so a scan of a
 * long book each time was most of a big scenario's time.
 */
const indexes = new WeakMap<LearnedBook, { readonly length: number; readonly byKey: Map<string, LearnedValue> }>();

export function findLearned(book: LearnedBook, subject: LearnedSubject): LearnedValue | undefined {
  let index = indexes.get(book);
  if (index?.length !== book.length) {
    // Appended since: extend; anything else (a shorter book): build again. The first value of a key wins, as find's.
    const from = index !== undefined && index.length < book.length ? index.length : 0;
    const byKey = from > 0 ? index!.byKey : new Map<string, LearnedValue>();
    for (let i = from; i < book.length; i++) {
      const key = learnedKey(book[i]!.subject);
      if (!byKey.has(key)) byKey.set(key, book[i]!);
    }
    index = { length: book.length, byKey };
    indexes.set(book, index);
  }
  return index.byKey.get(learnedKey(subject));
}

// ---------------------------------------------------------------------------------------------------------------
// Reading: the pack's value when it has one, the game's learned value otherwise; undefined means "ask for it".

/** A counter's printed value by name: the pack's (its `values`/`reduced` at the name's place in `valueNames`), else learned. */
export function counterValue(counter: Counter, value: string, book: LearnedBook, reduced = false): number | undefined {
  const index = counter.valueNames?.indexOf(value) ?? -1;
  const printed = index < 0 ? undefined : (reduced ? counter.reduced : counter.values)?.[index];
  if (printed !== undefined && printed !== null) return printed;
  return findLearned(book, { kind: 'counter', counter: counter.id, value, ...(reduced ? { reduced } : {}) })?.number;
}

/** A place's value by name: the pack's (`values` of its hex or space), else learned. */
export function placeValue(map: PackMap, place: string, value: string, book: LearnedBook): number | undefined {
  const location = map.kind === 'hex' ? map.hexes.find((h) => h.id === place) : map.spaces.find((s) => s.id === place);
  const given = location?.values[value];
  if (given !== undefined) return given;
  return findLearned(book, { kind: 'place', place, value })?.number;
}

/**
 * A cell of a table the book lacks, as the players gave it. A module reads the pack's table first (its own schema,
 * `tablesOf(pack)`); this is the fallback while the pack has none.
 */
export function tableCell(book: LearnedBook, table: string, row: string, column: string): number | undefined {
  return findLearned(book, { kind: 'table', table, row, column })?.number;
}

// ---------------------------------------------------------------------------------------------------------------
// Asking and recording.

/** The question a module puts to a player: what it needs, in words, and the numbers it may be. */
export interface LearnedAsk {
  readonly subject: LearnedSubject;
  /** The side asked: the one that holds the counter (for a place or a table, the side whose action needs it). */
  readonly side: SideId;
  /** The rule that needs the value (the refusals cite it). */
  readonly rule: string;
  /** The value's name as the players know it: `combat factor (CF)`, or the table's title. */
  readonly what: Localized;
  /** Whose value it is: the counter's or place's name, or the table's row and column (`turn 3, French`). */
  readonly on: Localized;
  /** The numbers it may be, both included. */
  readonly min: number;
  readonly max: number;
}

/** Most numbers one question offers (40 pages of Discord's select menus would already be too many). */
export const LEARNED_RANGE_MAX = 200;

const KEY_PREFIX = 'value/';

function checkAsk(ask: LearnedAsk): void {
  if (!Number.isInteger(ask.min) || !Number.isInteger(ask.max) || ask.min > ask.max)
    throw new Error(`learned value ${learnedKey(ask.subject)}: the range ${ask.min}..${ask.max} is not a range`);
  if (ask.max - ask.min + 1 > LEARNED_RANGE_MAX)
    throw new Error(`learned value ${learnedKey(ask.subject)}: ${ask.max - ask.min + 1} numbers are too many to offer`);
}

/** What the player is asked, in both languages. */
export function askPrompt(ask: LearnedAsk): Localized {
  const { what, on } = ask;
  switch (ask.subject.kind) {
    case 'counter':
      return ask.subject.reduced
        ? loc(
            `What is the ${what.en} printed on the reduced side of ${on.en}?`,
            `Qual è il valore ${what.it} stampato sul lato ridotto di ${on.it}?`,
          )
        : loc(`What is the ${what.en} printed on ${on.en}?`, `Qual è il valore ${what.it} stampato su ${on.it}?`);
    case 'place':
      return loc(
        `What is the ${what.en} of ${on.en} on the map?`,
        `Qual è il valore ${what.it} di ${on.it} sulla mappa?`,
      );
    case 'table':
      return loc(
        `The pack lacks the table ${what.en}: what number does it give for ${on.en}?`,
        `Il pacchetto non ha la tabella ${what.it}: quale numero dà per ${on.it}?`,
      );
  }
}

/** The menu of the question: its title is the prompt, one action per number of the range (key `value/<n>`). */
export function askMenu(ask: LearnedAsk): Menu {
  checkAsk(ask);
  const items = [];
  for (let n = ask.min; n <= ask.max; n++)
    items.push({ kind: 'action' as const, key: `${KEY_PREFIX}${n}`, label: loc(String(n), String(n)) });
  return { title: askPrompt(ask), items };
}

type Answer<T> = { readonly ok: true } & T;
type Refusal = { readonly ok: false; readonly error: RuleError };

function refuse(ask: LearnedAsk, code: string, message: Localized): Refusal {
  return { ok: false, error: { rule: ask.rule, code, message } };
}

function outOfRange(ask: LearnedAsk, given: string): Refusal {
  return refuse(
    ask,
    'learned-out-of-range',
    loc(
      `${given} cannot be the ${ask.what.en} of ${ask.on.en}: give a whole number from ${ask.min} to ${ask.max}.`,
      `${given} non può essere il valore ${ask.what.it} di ${ask.on.it}: indica un numero intero da ${ask.min} a ${ask.max}.`,
    ),
  );
}

/**
 * The number a `value/<n>` key names, unchecked against any range, for a module's `decode` (its `apply` then refuses a
 * number outside the range through `learnFromAnswer`); undefined for any other key.
 */
export function answerKeyNumber(key: string): number | undefined {
  const match = /^value\/(-?\d{1,6})$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

/**
 * The number a key of `askMenu` (or a bare whole number, as typed) stands for; anything else, or a number outside the
 * range, is refused with the ask's rule.
 */
export function decodeAnswer(ask: LearnedAsk, key: string): Answer<{ number: number }> | Refusal {
  const text = key.startsWith(KEY_PREFIX) ? key.slice(KEY_PREFIX.length) : key;
  if (!/^-?\d{1,6}$/.test(text)) return outOfRange(ask, `"${text.slice(0, 20)}"`);
  const number = Number(text);
  return number < ask.min || number > ask.max ? outOfRange(ask, text) : { ok: true, number };
}

/** The log's record of a learned value (`describeLearned` words it). */
export interface LearnedEvent extends GameEvent {
  readonly kind: 'value-learned';
  readonly key: string;
  readonly value: LearnedValue;
  readonly what: Localized;
  readonly on: Localized;
}

export function isLearnedEvent(event: GameEvent): event is LearnedEvent {
  return event.kind === 'value-learned';
}

/**
 * Records the answer of `by` to `ask` given in `turn`: refused when the number is outside the range, when `by` is
 * not the side asked, or when the value is already known (it is asked once). Gives the new book and the event to log.
 */
export function learnFromAnswer(
  book: LearnedBook,
  ask: LearnedAsk,
  answer: { readonly number: number; readonly by: SideId; readonly turn: number; readonly hidden?: boolean },
): Answer<{ book: LearnedBook; value: LearnedValue; event: LearnedEvent }> | Refusal {
  checkAsk(ask);
  if (!Number.isInteger(answer.number) || answer.number < ask.min || answer.number > ask.max)
    return outOfRange(ask, String(answer.number));
  if (answer.by !== ask.side)
    return refuse(
      ask,
      'learned-not-asked',
      loc(
        `The ${ask.what.en} of ${ask.on.en} is asked of the other side's player.`,
        `Il valore ${ask.what.it} di ${ask.on.it} è chiesto al giocatore dell'altra parte.`,
      ),
    );
  const known = findLearned(book, ask.subject);
  if (known)
    return refuse(
      ask,
      'learned-already',
      loc(
        `The ${ask.what.en} of ${ask.on.en} is already known: ${known.number}.`,
        `Il valore ${ask.what.it} di ${ask.on.it} è già noto: ${known.number}.`,
      ),
    );
  const value: LearnedValue = {
    subject: ask.subject,
    number: answer.number,
    by: answer.by,
    turn: answer.turn,
    ...(answer.hidden ? { hidden: true } : {}),
  };
  const event: LearnedEvent = {
    kind: 'value-learned',
    key: learnedKey(ask.subject),
    value,
    what: ask.what,
    on: ask.on,
  };
  return { ok: true, book: [...book, value], value, event };
}

/** The log's words for a learned value; a table's cell says that the pack lacked the table. */
export function describeLearned(event: LearnedEvent): Localized {
  const { what, on, value } = event;
  const n = value.hidden ? '?' : String(value.number);
  switch (value.subject.kind) {
    case 'counter':
      return value.subject.reduced
        ? loc(
            `The ${what.en} printed on the reduced side of ${on.en} is ${n}, as its player says: recorded, it will not be asked again.`,
            `Il valore ${what.it} stampato sul lato ridotto di ${on.it} è ${n}, come dice il suo giocatore: registrato, non sarà chiesto di nuovo.`,
          )
        : loc(
            `The ${what.en} printed on ${on.en} is ${n}, as its player says: recorded, it will not be asked again.`,
            `Il valore ${what.it} stampato su ${on.it} è ${n}, come dice il suo giocatore: registrato, non sarà chiesto di nuovo.`,
          );
    case 'place':
      return loc(
        `The ${what.en} of ${on.en} is ${n}, as the players' map shows: recorded, it will not be asked again.`,
        `Il valore ${what.it} di ${on.it} è ${n}, come mostra la mappa dei giocatori: registrato, non sarà chiesto di nuovo.`,
      );
    case 'table':
      return loc(
        `The pack lacks the table ${what.en}: the players gave its cell for ${on.en}, ${n}.`,
        `Il pacchetto non ha la tabella ${what.it}: i giocatori ne hanno indicato la casella per ${on.it}, ${n}.`,
      );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Export: the values learned, and the pack fields they fill.

const cell = z.number().int().nullable();

/** A counter's printed values with what was learned filled in: paste over the pack counter's three fields. */
const counterFieldsSchema = z
  .object({
    id: z.string(),
    valueNames: z.array(z.string()),
    values: z.array(cell),
    reduced: z.array(cell).optional(),
  })
  .strict();

/** A place's `values` with what was learned filled in: paste over `map.hexes[].values` / `map.spaces[].values`. */
const placeFieldsSchema = z.object({ id: z.string(), values: z.record(z.string(), z.number().int()) }).strict();

/** A cell of a table the pack lacks: a club writes it into the table's own shape (its `MissingTable.gap` says it). */
const learnedCellSchema = z.object({ row: z.string(), column: z.string(), value: z.number().int() }).strict();

export const learnedExportSchema = z
  .object({
    /** Every value learned, in the order learned, with the log version that recorded it where the log has it. */
    values: z.array(learnedValueSchema.extend({ v: z.number().int().min(0).optional() })),
    /** The same values as the pack fields they fill. */
    pack: z
      .object({
        counters: z.array(counterFieldsSchema),
        places: z.array(placeFieldsSchema),
        tables: z.record(z.string(), z.array(learnedCellSchema)),
      })
      .strict(),
  })
  .strict();

export type LearnedCounterFields = z.infer<typeof counterFieldsSchema>;
export type LearnedPlaceFields = z.infer<typeof placeFieldsSchema>;
export type LearnedCell = z.infer<typeof learnedCellSchema>;
export type LearnedExport = z.infer<typeof learnedExportSchema>;

/**
 * What a game learned, for its export: the values (with the log version of the event that recorded each, when `log`
 * is given) and the pack fields they fill, merged into the pack's own. `hidden` values are left out unless `all`.
 */
export function learnedExport(
  book: LearnedBook,
  pack: Pack,
  log: readonly { readonly v: number; readonly events: readonly GameEvent[] }[] = [],
  options: { readonly all?: boolean } = {},
): LearnedExport {
  const shown = options.all ? book : book.filter((v) => !v.hidden);
  const versions = new Map<string, number>();
  for (const entry of log)
    for (const event of entry.events)
      if (isLearnedEvent(event) && !versions.has(event.key)) versions.set(event.key, entry.v);
  const values = shown.map((value) => {
    const v = versions.get(learnedKey(value.subject));
    return v === undefined ? value : { ...value, v };
  });

  const counters = new Map<string, { valueNames: string[]; values: (number | null)[]; reduced?: (number | null)[] }>();
  const places = new Map<string, Record<string, number>>();
  const tables: Record<string, LearnedCell[]> = {};
  for (const { subject, number } of shown) {
    switch (subject.kind) {
      case 'counter': {
        let fields = counters.get(subject.counter);
        if (!fields) {
          const printed = pack.counters.find((c) => c.id === subject.counter);
          fields = {
            valueNames: [...(printed?.valueNames ?? [])],
            values: [...(printed?.values ?? [])],
            ...(printed?.reduced ? { reduced: [...printed.reduced] } : {}),
          };
          counters.set(subject.counter, fields);
        }
        let index = fields.valueNames.indexOf(subject.value);
        if (index < 0) index = fields.valueNames.push(subject.value) - 1;
        if (subject.reduced) fields.reduced ??= [];
        for (const list of [fields.values, fields.reduced ?? []])
          while (list.length < fields.valueNames.length) list.push(null);
        (subject.reduced ? fields.reduced! : fields.values)[index] = number;
        break;
      }
      case 'place': {
        let fields = places.get(subject.place);
        if (!fields) {
          const map = pack.map;
          const location =
            map.kind === 'hex'
              ? map.hexes.find((h) => h.id === subject.place)
              : map.spaces.find((s) => s.id === subject.place);
          fields = { ...(location?.values ?? {}) };
          places.set(subject.place, fields);
        }
        fields[subject.value] = number;
        break;
      }
      case 'table':
        (tables[subject.table] ??= []).push({ row: subject.row, column: subject.column, value: number });
        break;
    }
  }
  return {
    values,
    pack: {
      counters: [...counters].map(([id, fields]) => ({ id, ...fields })),
      places: [...places].map(([id, fields]) => ({ id, values: fields })),
      tables,
    },
  };
}

/**
 * The pack with a game's learned counter and place values pasted in (what a club does by hand with the export's
 * `learned.pack`): each counter's `valueNames`, `values` and `reduced`, each place's `values`. Table cells are not
 * pasted: a table's shape is its game's (`MissingTable.gap`), so a club writes them into it. Validate the result
 * (`validatePack`) before using it: a counter may not hold more than six values.
 */
export function packWithLearned(pack: Pack, fields: LearnedExport['pack']): Pack {
  const counters = new Map(fields.counters.map((c) => [c.id, c]));
  const places = new Map(fields.places.map((p) => [p.id, p.values]));
  const withValues = <L extends { id: string; values: Record<string, number> }>(location: L): L => {
    const values = places.get(location.id);
    return values ? { ...location, values: { ...values } } : location;
  };
  const map: PackMap =
    pack.map.kind === 'hex'
      ? { ...pack.map, hexes: pack.map.hexes.map(withValues) }
      : { ...pack.map, spaces: pack.map.spaces.map(withValues) };
  return {
    ...pack,
    map,
    counters: pack.counters.map((counter) => {
      const learned = counters.get(counter.id);
      if (!learned) return counter;
      const { id: _id, ...printed } = learned;
      return { ...counter, ...printed };
    }),
  };
}
