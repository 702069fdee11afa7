import { describe, expect, it } from 'vitest';
import { SeededDice, type Dice } from '../../../../../src/engine/core/dice.js';
import type { GameEvent, GameModule, RuleError, SetupInput } from '../../../../../src/engine/core/game.js';
import type { Side } from '../../../../../src/engine/games/napoleon-1812/model.js';
import { napoleon1812Pack } from '../../../../../src/engine/games/napoleon-1812/pack.js';
import {
  CARDS_OPTION,
  cardsProblems,
  initialCards,
  mergeDecksFor1813,
  OPENING_EXCLUDED,
  turnEffects,
} from '../../../../../src/engine/games/napoleon-1812/play/cards.js';
import { gameOf } from '../../../../../src/engine/games/napoleon-1812/play/game.js';
import { settle } from '../../../../../src/engine/games/napoleon-1812/play/machine.js';
import { createNapoleon1812 } from '../../../../../src/engine/games/napoleon-1812/play/module.js';
import type { N1812Action, N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import { randomEventsTable, type RandomEventRow } from '../../../../../src/engine/games/napoleon-1812/tables.js';
import { blank, game, module } from './module-states.js';

/**
 * Advanced rule 16.1, the Random Event cards (the option `cards`), one block per paragraph of 16.1. The shuffles use
 * `inOrder` dice (each Fisher–Yates roll picks the card already in place), so the decks keep their order: without the
 * pack, the Russian gives 18 as the first deck's last card; the opening draw (cards 5, 9, 12, 13, 14 out) gives the
 * Russian card 1 and the French card 2; on turn 1 the Russian draws 3 and the French 4.
 */

/** Dice that leave a shuffled deck in its order (roll n gives n: card i stays at i), and roll 6 otherwise. */
const inOrder: Dice = { roll: (sides: number) => sides, rolls: [] };

/** A pack's table of 35 cards (deck 1: 1–18): card 1 gives the French +2 trains or the Russian +1 CC; card 2 the
 * French −1 CC or the French −1 train; card 3 is a single-instruction card (Russian: French +1 train); card 4 is Jerome. */
const ROWS: RandomEventRow[] = Array.from({ length: 35 }, (_, i): RandomEventRow => {
  const card = i + 1;
  const base = { card, deck: card <= 18 ? 1 : 2, title: `Title ${card}`, single: false } as const;
  switch (card) {
    case 1:
      return {
        ...base,
        french: { text: 'F1', trains: { french: 2 } },
        russian: { text: 'R1', cc: { russian: 1 } },
      };
    case 2:
      return { ...base, french: { text: 'F2', cc: { french: -1 } }, russian: { text: 'R2', trains: { french: -1 } } };
    case 3:
      return { ...base, single: true, russian: { text: 'S3', trains: { french: 1 } } };
    case 4:
      return { ...base, jerome: true, french: { text: 'Jerome' }, russian: { text: 'Jerome' } };
    default:
      return { ...base, french: { text: `F${card}` }, russian: { text: `R${card}` } };
  }
});

const packed = createNapoleon1812({ ...napoleon1812Pack(), tables: { [randomEventsTable.id]: ROWS } });
const packedGame = gameOf({ ...napoleon1812Pack(), tables: { [randomEventsTable.id]: ROWS } });

type Module = GameModule<N1812State, N1812Action>;

function apply(m: Module, s: N1812State, side: Side, key: string): { state: N1812State; events: readonly GameEvent[] } {
  const action = m.decode(s, key);
  if (!action) throw new Error(`${key} does not decode`);
  const r = m.apply(s, side, action, inOrder);
  if (!r.ok) throw new Error(`${key} refused: ${JSON.stringify(r.error)}`);
  return { state: r.state, events: r.events };
}

function refused(m: Module, s: N1812State, side: Side, key: string): RuleError {
  const action = m.decode(s, key);
  if (!action) throw new Error(`${key} does not decode`);
  const r = m.apply(s, side, action, inOrder);
  if (r.ok) throw new Error(`${key} was accepted`);
  return r.error;
}

const menu = (m: Module, s: N1812State, side: Side): string[] => m.menu(s, side, []).items.map((i) => i.key);

/** A game with the option, its set-up's Depots done: the step `cards` of turn 1. */
function started(m: Module = module): N1812State {
  const r = m.setup({ scenario: 'historical', options: { [CARDS_OPTION]: true } } as unknown as SetupInput, inOrder);
  if (!r.ok) throw new Error('setup');
  let s = apply(m, r.state, 'russian', 'done').state;
  s = apply(m, s, 'french', 'done').state;
  expect(s.step).toBe('cards');
  return s;
}

/** Without the pack: the Russian says the first deck ends with card 18, and the cards are dealt. */
function dealt(): N1812State {
  return apply(module, started(), 'russian', 'card-value/18').state;
}

describe('16.1 Random Event cards (the option cards)', () => {
  it('16.1 declared and off by default; the pack table has a schema', () => {
    expect(module.options!().map((o) => o.id)).toContain(CARDS_OPTION);
    const plain = module.setup({ scenario: 'historical', options: {} } as unknown as SetupInput, inOrder);
    if (!plain.ok) throw new Error('setup');
    expect(plain.state.cards).toBeUndefined();
    expect(randomEventsTable.schema.safeParse(ROWS).success).toBe(true);
    // Cards 5, 9, 12, 13, 14 are of the first deck; a single card has one instruction.
    expect(randomEventsTable.schema.safeParse(ROWS.map((r) => (r.card === 5 ? { ...r, deck: 2 } : r))).success).toBe(
      false,
    );
    const twoSided = { ...ROWS[2]!, french: { text: 'x' } };
    expect(randomEventsTable.schema.safeParse(ROWS.map((r) => (r.card === 3 ? twoSided : r))).success).toBe(false);
  });

  it('16.1 ¶1 before the game: two decks, 5, 9, 12, 13, 14 out of the opening draw, back in after', () => {
    const s = started();
    // Without the pack, the split is asked of the Russian (a card from 14 to 34); the French may not answer.
    expect(menu(module, s, 'russian')).toContain('card-value/18');
    expect(refused(module, s, 'russian', 'card-value/13')).toMatchObject({ rule: '16.1' });
    expect(refused(module, s, 'french', 'card-value/18')).toMatchObject({ rule: '5.1' });
    const d = dealt();
    expect(d.cards!.decks[1]).toEqual(Array.from({ length: 17 }, (_, i) => 19 + i));
    // The opening hands (1, 2), then turn 1's draws (3, 4); the excluded cards went back into the first deck.
    expect(d.cards!.drawn).toEqual({ russian: 3, french: 4 });
    expect(d.cards!.decks[0]).toEqual([6, 7, 8, 10, 11, 15, 16, 17, 18, 5, 9, 12, 13, 14]);
    expect(cardsProblems(d)).toEqual([]);
    // With the game's dice, the opening hand is never one of the excluded cards.
    for (let seed = 0; seed < 12; seed++) {
      const dice = new SeededDice(new Uint8Array([seed, 7]), 'cards', 0);
      const r = packed.setup({ scenario: 'historical', options: { cards: true } } as unknown as SetupInput, dice);
      if (!r.ok) throw new Error('setup');
      let t = packed.apply(r.state, 'russian', { kind: 'done' }, dice);
      if (!t.ok) throw new Error('done');
      t = packed.apply(t.state, 'french', { kind: 'done' }, dice);
      if (!t.ok) throw new Error('done');
      for (const x of ['french', 'russian'] as const) expect(OPENING_EXCLUDED).not.toContain(t.state.cards!.hand[x]);
    }
  });

  it('16.1 ¶2 each turn both draw; turns 1–8 the Russian declares first, turns 9–16 the French (README)', () => {
    const d = dealt();
    expect(module.view(d, 'russian').status.active).toEqual(['russian']);
    expect(refused(module, d, 'french', 'card/drawn')).toMatchObject({ rule: '5.1', code: 'not-your-turn' });
    expect(menu(module, d, 'russian')).toEqual(['card/drawn', 'card/held']);
    const r = apply(module, d, 'russian', 'card/held');
    expect(r.state.cards!.played.russian).toBe(1);
    expect(r.state.cards!.hand.russian).toBe(3);
    expect(r.events).toContainEqual(expect.objectContaining({ kind: 'card-played', side: 'russian', card: 1 }));
    // Turn 9: the French first.
    const late = structuredClone(d);
    late.turn = 9;
    expect(module.view(late, 'french').status.active).toEqual(['french']);
  });

  it('16.1 ¶2 without the pack: the card is asked once (single, trains, CC), never again', () => {
    let s = apply(module, dealt(), 'russian', 'card/held').state;
    // Card 1 played by the Russian: whether it is single, then its Russian instruction's four numbers.
    expect(menu(module, s, 'russian')).toEqual(['card-value/0', 'card-value/1']);
    expect(refused(module, s, 'russian', 'card/drawn')).toMatchObject({ code: 'card-value-needed' });
    expect(refused(module, s, 'russian', 'card-value/2')).toMatchObject({ code: 'learned-out-of-range' });
    s = apply(module, s, 'russian', 'card-value/0').state;
    expect(refused(module, s, 'russian', 'card-value/11')).toMatchObject({ code: 'learned-out-of-range' });
    for (const v of ['2', '0', '0', '1']) s = apply(module, s, 'russian', `card-value/${v}`).state;
    // Now the French declares; nothing more is asked about card 1.
    expect(module.view(s, 'french').status.active).toEqual(['french']);
    const again = structuredClone(s);
    again.cards!.played = { russian: 1 };
    expect(turnEffects(game, again)).toEqual({ trains: { french: 2, russian: 0 }, cc: { french: 0, russian: 1 } });
  });

  it('16.1 ¶3 only the instruction of the side that played the card applies', () => {
    const s = blank('cards', 2);
    s.cards = initialCards();
    s.cards.played = { french: 1 };
    expect(turnEffects(packedGame, s)).toEqual({ trains: { french: 2, russian: 0 }, cc: { french: 0, russian: 0 } });
    s.cards.played = { russian: 1 };
    expect(turnEffects(packedGame, s)).toEqual({ trains: { french: 0, russian: 0 }, cc: { french: 0, russian: 1 } });
  });

  it('16.1 ¶4 the card is carried out in its phase (7.2 trains; CC after 9.4) and discarded', () => {
    // 7.2: the French +2 of card 1; 7.4's first player still from the table (Russian more trains there).
    const s = blank('trains-table', 2);
    s.cards = { ...initialCards(), turn: 2, played: { french: 1, russian: 2 } };
    s.cards.effects = turnEffects(packedGame, s);
    s.learned = [
      {
        subject: { kind: 'table', table: 'supply-trains', row: '2', column: 'french' },
        number: 3,
        by: 'french',
        turn: 2,
      },
      {
        subject: { kind: 'table', table: 'supply-trains', row: '2', column: 'russian' },
        number: 4,
        by: 'russian',
        turn: 2,
      },
    ];
    const events: GameEvent[] = [];
    settle(packedGame, s, inOrder, events);
    // Card 1 (French): +2; card 2 (Russian instruction): the French −1.
    expect(events).toContainEqual(expect.objectContaining({ kind: 'trains', side: 'french', table: 3, trains: 4 }));
    expect(s.first).toBe('russian');
    expect(events).toContainEqual(expect.objectContaining({ kind: 'card-trains', side: 'french', value: 1 }));
    // 9.4 is decided before the cards: the Russian +3 CC does not make him attack first.
    const m = blank('movement', 2);
    m.cards = {
      ...initialCards(),
      turn: 2,
      effects: { trains: { french: 0, russian: 0 }, cc: { french: 0, russian: 3 } },
    };
    m.sides.french.done = true;
    m.sides.russian.done = true;
    const plain = structuredClone(m);
    plain.cards!.effects = null;
    settle(packedGame, m, inOrder, []);
    settle(packedGame, plain, inOrder, []);
    expect(m.step).toBe('combat');
    expect(m.sides.russian.cc).toBe(plain.sides.russian.cc + 3);
    expect(m.ccFirst).toBe(plain.ccFirst);
    expect(plain.sides.french.cc).toBeGreaterThanOrEqual(plain.sides.russian.cc);
    // The played card is in the discards.
    const d = apply(packed, started(packed), 'french', 'card/drawn').state;
    expect(d.cards!.discard).toEqual([4]);
    expect(d.cards!.hand.french).toBe(2);
  });

  it('16.1 ¶5 a single-instruction card is never held, and is played right after the other side', () => {
    const s = started(packed);
    // The Russian drew card 3 (single): the French declares first although it is turn 1.
    expect(s.cards!.drawn.russian).toBe(3);
    expect(packed.view(s, 'french').status.active).toEqual(['french']);
    expect(refused(packed, s, 'russian', 'card/drawn')).toMatchObject({ code: 'not-your-turn' });
    const f = apply(packed, s, 'french', 'card/held').state;
    expect(menu(packed, f, 'russian')).toEqual(['card/drawn']);
    expect(refused(packed, f, 'russian', 'card/held')).toMatchObject({ rule: '16.1', code: 'card-single' });
    const r = apply(packed, f, 'russian', 'card/drawn');
    expect(r.state.step).not.toBe('cards');
    // Card 3's single instruction (French +1 train) and the French card 2 (French −1 CC) both apply.
    expect(r.events).toContainEqual(
      expect.objectContaining({
        kind: 'cards-effects',
        trains: { french: 1, russian: 0 },
        cc: { french: -1, russian: 0 },
      }),
    );
    // A single instruction overrides a contrary one of a two-instruction card: card 2 by the Russian (French −1 train).
    const both = blank('cards', 2);
    both.cards = { ...initialCards(), played: { french: 3, russian: 2 } };
    expect(turnEffects(packedGame, both).trains.french).toBe(1);
  });

  it('16.1 the held card is hidden: the other side’s view and the log never show it', () => {
    const s = started(packed);
    const text = (v: unknown) => JSON.stringify(v);
    const russian = packed.view(s, 'russian');
    const french = packed.view(s, 'french');
    expect(text(russian.secret)).toContain('Title 1');
    expect(text(russian.secret)).toContain('Title 3');
    expect(text(french)).not.toContain('Title 1');
    expect(text(french)).not.toContain('Title 3');
    expect(text(packed.view(s, 'referee' as Side))).not.toContain('Title');
    const r = packed.setup({ scenario: 'historical', options: { cards: true } } as unknown as SetupInput, inOrder);
    if (!r.ok) throw new Error('setup');
    const a = packed.apply(r.state, 'russian', { kind: 'done' }, inOrder);
    if (!a.ok) throw new Error('done');
    const b = packed.apply(a.state, 'french', { kind: 'done' }, inOrder);
    if (!b.ok) throw new Error('done');
    const log = b.events.map((e) => packed.describe(e));
    expect(b.events.some((e) => e.kind === 'card-drawn')).toBe(true);
    expect(text(b.events)).not.toMatch(/"card"|Title/);
    expect(text(log)).not.toContain('Title');
    // Once played, the card is public.
    const played = apply(packed, b.state, 'french', 'card/drawn');
    expect(text(played.events.map((e) => packed.describe(e)))).toContain('Title 4');
  });

  it('16.1 note: Jerome (from the pack only): the VIII Corps may not force march until it is played', () => {
    const s = blank('movement', 2);
    s.cards = initialCards();
    s.units['fr-VIII-IL'] = { hex: '1608', disrupted: false, forcedMarch: false, combats: 0 };
    s.leaders['fr-Junot'] = { hex: '1608' };
    s.trains.push({ id: 't0', side: 'french', hex: '1608', real: true, faceUp: false });
    s.sides.russian.done = true;
    const moving = apply(packed, s, 'french', 'move/1608').state;
    expect(menu(packed, moving, 'french')).not.toContain('mv/forced/on');
    expect(refused(packed, moving, 'french', 'mv/forced/on')).toMatchObject({ rule: '16.1', code: 'jerome' });
    moving.cards!.jerome = true;
    expect(menu(packed, moving, 'french')).toContain('mv/forced/on');
    // Without the pack, nobody knows which card is Jerome: nothing is forbidden.
    const plain = apply(module, s, 'french', 'move/1608').state;
    expect(menu(module, plain, 'french')).toContain('mv/forced/on');
  });

  it('16.13 mergeDecksFor1813: card 24 out, the first deck shuffled into the second', () => {
    const s = blank('cards', 7);
    s.cards = {
      ...initialCards(),
      decks: [
        [6, 7],
        [24, 25],
      ],
      hand: { french: 8, russian: null },
    };
    const events: GameEvent[] = [];
    mergeDecksFor1813(s, inOrder, events);
    expect(s.cards.decks).toEqual([[], [6, 7, 25]]);
    expect(s.cards.merged).toBe(true);
    expect(events).toEqual([expect.objectContaining({ kind: 'cards-merged', removed: 24 })]);
    // Once only; nothing without the option.
    mergeDecksFor1813(s, inOrder, events);
    expect(events).toHaveLength(1);
    // The two-year campaign's turn 8 draws from the merged deck.
    const events2: GameEvent[] = [];
    const s8 = blank('setup-depots', 8);
    s8.cards = { ...initialCards(), turn: 7, decks: [[6], [24, 25]], hand: { french: 1, russian: 2 } };
    s8.twoYear = { asked: true, entered: true };
    s8.sides.french.done = true;
    s8.sides.russian.done = true;
    settle(game, s8, inOrder, events2);
    expect(s8.step).toBe('cards');
    expect(s8.cards!.merged).toBe(true);
    expect(s8.cards!.drawn).toEqual({ russian: 6, french: 25 });
    const off = blank('cards', 7);
    mergeDecksFor1813(off, inOrder, events);
    expect(off.cards).toBeUndefined();
  });
});
