import { describe, expect, it } from 'vitest';
import {
  answerKeyNumber,
  askMenu,
  askPrompt,
  counterValue,
  decodeAnswer,
  describeLearned,
  learnedExport,
  learnedExportSchema,
  learnedKey,
  learnFromAnswer,
  packWithLearned,
  placeValue,
  tableCell,
  type LearnedAsk,
  type LearnedBook,
} from '../../../src/engine/core/learned.js';
import { loc } from '../../../src/engine/core/localized.js';
import { validatePack, type Pack } from '../../../src/engine/core/pack.js';
import { builtInPack } from '../../../src/engine/packs.js';

/**
 * The common shape of "by the rules" (issues 24–27): a value the book lacks is the pack's when it has it, otherwise
 * asked once of the counter's owner (a validated input in both languages), recorded, never asked again, and exported
 * as the pack fields it fills.
 */

const borodino = (): Pack => builtInPack('borodino')!;
const napoleon = (): Pack => builtInPack('napoleon-1812')!;
const grandIllusion = (): Pack => builtInPack('grand-illusion')!;

// Borodino's Compans 1 prints DF, SP, Coh, MA; the book gives none of them (the pack has null).
const compansSp: LearnedAsk = {
  subject: { kind: 'counter', counter: 'fr-CM-1', value: 'SP' },
  side: 'french',
  rule: '7.4',
  what: loc('strength points (SP)', 'punti forza (SP)'),
  on: loc('Compans (CM) 1', 'Compans (CM) 1'),
  min: 1,
  max: 9,
};

function learn(book: LearnedBook, ask: LearnedAsk, number: number, by = ask.side, turn = 1) {
  const result = learnFromAnswer(book, ask, { number, by, turn });
  if (!result.ok) throw new Error(result.error.message.en);
  return result;
}

describe('values the book lacks: reading them (the pack first)', () => {
  it("reads a counter's value from the pack where it prints one, and never asks for it", () => {
    // Grand Illusion's Antwerp fort: CS 5 in the pack (rulebook 9.5), its reduced side unknown.
    const antwerp = grandIllusion().counters.find((c) => c.id === 'antwerp')!;
    expect(counterValue(antwerp, 'CS', [])).toBe(5);
    const book: LearnedBook = [
      { subject: { kind: 'counter', counter: 'antwerp', value: 'CS' }, number: 9, by: 'allied', turn: 1 },
    ];
    expect(counterValue(antwerp, 'CS', book)).toBe(5);
    expect(counterValue(antwerp, 'CS', [], true)).toBeUndefined();
  });

  it('reads a value the pack lacks from what the game learned, and undefined (ask) until then', () => {
    const compans = borodino().counters.find((c) => c.id === 'fr-CM-1')!;
    expect(counterValue(compans, 'SP', [])).toBeUndefined();
    const { book } = learn([], compansSp, 4);
    expect(counterValue(compans, 'SP', book)).toBe(4);
    expect(counterValue(compans, 'SP', book, true)).toBeUndefined();
    expect(counterValue(compans, 'DF', book)).toBeUndefined();
  });

  it("reads a place's value from the pack's values, else from what was learned", () => {
    const pack = borodino();
    const hex = pack.map.kind === 'hex' ? pack.map.hexes[0]! : undefined;
    expect(hex).toBeDefined();
    expect(placeValue(pack.map, hex!.id, 'forage', [])).toBeUndefined();
    const book: LearnedBook = [
      { subject: { kind: 'place', place: hex!.id, value: 'forage' }, number: 2, by: 'french', turn: 3 },
    ];
    expect(placeValue(pack.map, hex!.id, 'forage', book)).toBe(2);
    const valued = { ...pack.map, hexes: [{ ...hex!, values: { forage: 1 } }] } as Pack['map'];
    expect(placeValue(valued, hex!.id, 'forage', book)).toBe(1);
  });

  it('reads a table cell the players gave, by table, row and column', () => {
    const book: LearnedBook = [
      {
        subject: { kind: 'table', table: 'supply-trains', row: '3', column: 'french' },
        number: 6,
        by: 'french',
        turn: 3,
      },
    ];
    expect(tableCell(book, 'supply-trains', '3', 'french')).toBe(6);
    expect(tableCell(book, 'supply-trains', '3', 'russian')).toBeUndefined();
  });

  it('keeps the reduced side of a counter apart from its full side', () => {
    expect(learnedKey({ kind: 'counter', counter: 'a', value: 'CF', reduced: true })).not.toBe(
      learnedKey({ kind: 'counter', counter: 'a', value: 'CF' }),
    );
  });
});

describe('values the book lacks: asking the counter’s owner', () => {
  it('offers every number of the range as a stable key of 80 characters at most, titled in both languages', () => {
    const menu = askMenu(compansSp);
    expect(menu.title).toEqual({
      en: 'What is the strength points (SP) printed on Compans (CM) 1?',
      it: 'Qual è il valore punti forza (SP) stampato su Compans (CM) 1?',
    });
    expect(menu.items.map((i) => i.key)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `value/${n}`));
    expect(menu.items.every((i) => i.kind === 'action' && i.key.length <= 80 && !/\s/.test(i.key))).toBe(true);
    expect(menu.items[3]!.label).toEqual({ en: '4', it: '4' });
    expect(askMenu(compansSp)).toEqual(menu);
  });

  it('asks for the reduced side, a place and a table cell in their own words', () => {
    expect(
      askPrompt({ ...compansSp, subject: { ...compansSp.subject, reduced: true } as LearnedAsk['subject'] }).it,
    ).toBe('Qual è il valore punti forza (SP) stampato sul lato ridotto di Compans (CM) 1?');
    const table: LearnedAsk = {
      subject: { kind: 'table', table: 'supply-trains', row: '3', column: 'french' },
      side: 'french',
      rule: '7.2',
      what: loc('Supply Trains (Tab. 7.3)', 'Treni di Rifornimento (Tab. 7.3)'),
      on: loc('turn 3, French', 'turno 3, francesi'),
      min: 0,
      max: 20,
    };
    expect(askPrompt(table)).toEqual({
      en: 'The pack lacks the table Supply Trains (Tab. 7.3): what number does it give for turn 3, French?',
      it: 'Il pacchetto non ha la tabella Treni di Rifornimento (Tab. 7.3): quale numero dà per turno 3, francesi?',
    });
    expect(askMenu({ ...compansSp, min: -3, max: -1 }).items.map((i) => i.key)).toEqual([
      'value/-3',
      'value/-2',
      'value/-1',
    ]);
  });

  it('decodes a key of the range, and refuses one outside it with the rule and a translated reason', () => {
    expect(decodeAnswer(compansSp, 'value/7')).toEqual({ ok: true, number: 7 });
    expect(decodeAnswer(compansSp, '7')).toEqual({ ok: true, number: 7 });
    expect(decodeAnswer(compansSp, 'value/10')).toEqual({
      ok: false,
      error: {
        rule: '7.4',
        code: 'learned-out-of-range',
        message: {
          en: '10 cannot be the strength points (SP) of Compans (CM) 1: give a whole number from 1 to 9.',
          it: '10 non può essere il valore punti forza (SP) di Compans (CM) 1: indica un numero intero da 1 a 9.',
        },
      },
    });
    expect(decodeAnswer(compansSp, 'value/0').ok).toBe(false);
    const garbage = decodeAnswer(compansSp, 'move/3');
    expect(garbage.ok === false && garbage.error.code).toBe('learned-out-of-range');
    expect(answerKeyNumber('value/12')).toBe(12);
    expect(answerKeyNumber('value/-2')).toBe(-2);
    expect(answerKeyNumber('value/x')).toBeUndefined();
  });

  it('records an answer with who gave it and when, and the event the log words', () => {
    const result = learn([], compansSp, 4, 'french', 2);
    expect(result.value).toEqual({
      subject: { kind: 'counter', counter: 'fr-CM-1', value: 'SP' },
      number: 4,
      by: 'french',
      turn: 2,
    });
    expect(result.book).toEqual([result.value]);
    expect(result.event).toMatchObject({ kind: 'value-learned', key: 'counter:fr-CM-1:SP' });
    expect(describeLearned(result.event)).toEqual({
      en: 'The strength points (SP) printed on Compans (CM) 1 is 4, as its player says: recorded, it will not be asked again.',
      it: 'Il valore punti forza (SP) stampato su Compans (CM) 1 è 4, come dice il suo giocatore: registrato, non sarà chiesto di nuovo.',
    });
    expect(JSON.parse(JSON.stringify(result.book))).toEqual(result.book);
  });

  it('refuses a number outside the range, an answer from the other side, and a second answer (asked once)', () => {
    const out = learnFromAnswer([], compansSp, { number: 12, by: 'french', turn: 1 });
    expect(out.ok === false && out.error.code).toBe('learned-out-of-range');
    const half = learnFromAnswer([], compansSp, { number: 2.5, by: 'french', turn: 1 });
    expect(half.ok === false && half.error.code).toBe('learned-out-of-range');
    const other = learnFromAnswer([], compansSp, { number: 4, by: 'russian', turn: 1 });
    expect(other.ok === false && other.error).toEqual({
      rule: '7.4',
      code: 'learned-not-asked',
      message: {
        en: "The strength points (SP) of Compans (CM) 1 is asked of the other side's player.",
        it: "Il valore punti forza (SP) di Compans (CM) 1 è chiesto al giocatore dell'altra parte.",
      },
    });
    const { book } = learn([], compansSp, 4);
    const again = learnFromAnswer(book, compansSp, { number: 5, by: 'french', turn: 2 });
    expect(again.ok === false && again.error.code).toBe('learned-already');
    expect(again.ok === false && again.error.message.en).toContain('already known: 4');
  });

  it('treats a range that is no range, or too long to offer, as a bug of the module', () => {
    expect(() => askMenu({ ...compansSp, min: 5, max: 4 })).toThrow(/not a range/);
    expect(() => askMenu({ ...compansSp, min: 0, max: 500 })).toThrow(/too many/);
  });
});

describe('values the book lacks: the export a club pastes into its pack', () => {
  const trains: LearnedAsk = {
    subject: { kind: 'table', table: 'supply-trains', row: '1', column: 'french' },
    side: 'french',
    rule: '7.2',
    what: loc('Supply Trains (Tab. 7.3)', 'Treni di Rifornimento (Tab. 7.3)'),
    on: loc('turn 1, French', 'turno 1, francesi'),
    min: 0,
    max: 20,
  };

  it("fills the pack counter's value at its name's place, keeping the other values as the pack has them", () => {
    let { book } = learn([], compansSp, 4);
    ({ book } = learn(
      book,
      { ...compansSp, subject: { kind: 'counter', counter: 'fr-CM-1', value: 'MA', reduced: true } },
      2,
    ));
    const exported = learnedExport(book, borodino());
    expect(exported.pack.counters).toEqual([
      {
        id: 'fr-CM-1',
        valueNames: ['DF', 'SP', 'Coh', 'MA'],
        values: [null, 4, null, null],
        reduced: [null, null, null, 2],
      },
    ]);
    const pasted = validatePack(packWithLearned(borodino(), exported.pack));
    expect(pasted.ok ? [] : pasted.errors).toEqual([]);
    const compans = pasted.ok ? pasted.pack.counters.find((c) => c.id === 'fr-CM-1')! : undefined;
    expect(counterValue(compans!, 'SP', [])).toBe(4);
    expect(counterValue(compans!, 'MA', [], true)).toBe(2);
  });

  it('adds the value name to a counter whose pack entry names none (Napoleon 1812: values [])', () => {
    const pack = napoleon();
    const counter = pack.counters[0]!;
    expect(counter.values).toEqual([]);
    const ask: LearnedAsk = {
      ...compansSp,
      subject: { kind: 'counter', counter: counter.id, value: 'SP' },
      side: 'russian',
      on: loc(counter.name, counter.name),
    };
    const { book } = learn([], ask, 3);
    const exported = learnedExport(book, pack);
    expect(exported.pack.counters).toEqual([{ id: counter.id, valueNames: ['SP'], values: [3], reduced: [null] }]);
    const pasted = validatePack(packWithLearned(pack, exported.pack));
    expect(pasted.ok ? [] : pasted.errors).toEqual([]);
    expect(counterValue(pasted.ok ? pasted.pack.counters[0]! : counter, 'SP', [])).toBe(3);
  });

  it("fills a place's values and lists a table's cells, with the log version that recorded each", () => {
    const pack = borodino();
    const hexId = pack.map.kind === 'hex' ? pack.map.hexes[0]!.id : '';
    const place: LearnedAsk = {
      ...compansSp,
      subject: { kind: 'place', place: hexId, value: 'forage' },
      what: loc('forage value', 'valore di foraggiamento'),
      on: loc(`hex ${hexId}`, `esagono ${hexId}`),
      min: 0,
      max: 6,
    };
    const first = learn([], place, 2);
    const second = learn(first.book, trains, 7);
    const log = [
      { v: 0, events: [{ kind: 'setup' }] },
      { v: 4, events: [first.event] },
      { v: 9, events: [{ kind: 'moved' }, second.event] },
    ];
    const exported = learnedExport(second.book, pack, log);
    expect(exported.values.map((v) => v.v)).toEqual([4, 9]);
    expect(exported.pack.places).toEqual([{ id: hexId, values: { forage: 2 } }]);
    expect(exported.pack.tables).toEqual({ 'supply-trains': [{ row: '1', column: 'french', value: 7 }] });
    expect(learnedExportSchema.parse(JSON.parse(JSON.stringify(exported)))).toEqual(exported);
    const pasted = validatePack(packWithLearned(pack, exported.pack));
    expect(pasted.ok && placeValue(pasted.pack.map, hexId, 'forage', [])).toBe(2);
  });

  it('leaves a hidden value out unless the export is a full one', () => {
    const hidden = learnFromAnswer([], compansSp, { number: 4, by: 'french', turn: 1, hidden: true });
    if (!hidden.ok) throw new Error('refused');
    expect(describeLearned(hidden.event).en).toContain(' is ?,');
    expect(learnedExport(hidden.book, borodino()).values).toEqual([]);
    expect(learnedExport(hidden.book, borodino()).pack.counters).toEqual([]);
    expect(learnedExport(hidden.book, borodino(), [], { all: true }).values).toHaveLength(1);
  });
});
