import { describe, expect, it } from 'vitest';
import { deckOf, deckSchema, type Card } from '../../../src/engine/games/paths-of-glory/cards.js';
import { pathsOfGlory } from '../../../src/engine/games/paths-of-glory/index.js';
import { pathsOfGloryPack } from '../../../src/engine/games/paths-of-glory/pack.js';
import { checkTables } from '../../../src/engine/pack-tables.js';

const pack = pathsOfGloryPack();
const cards = deckSchema.parse(pack.tables['cards']);
const card = (side: 'cp' | 'ap', n: number): Card => cards.find((c) => c.side === side && c.number === n)!;

/** The book's card lists (pp. 28–35) run Mobilization 1–14, Limited War 15–34, Total War 35–55, on both sides. */
const bookCommitment = (n: number) => (n <= 14 ? 'mobilization' : n <= 34 ? 'limited' : 'total');

describe('the Paths of Glory deck (tables.cards of the built-in pack)', () => {
  it('is a table of the game, and the built-in pack’s deck passes it as a club’s would', () => {
    expect(pathsOfGlory.tables.map((t) => t.id)).toContain('cards');
    const checked = checkTables('paths-of-glory', pack.tables);
    expect(checked.ok).toBe(true);
  });

  it('holds the 2004 deck, 55 cards a side numbered 1–55, and the 2022 Deluxe cards 56–65 marked off', () => {
    expect(cards).toHaveLength(130);
    for (const side of ['cp', 'ap'] as const) {
      const deck = deckOf(cards, side);
      expect(deck).toHaveLength(55);
      expect(deck.map((c) => c.number)).toEqual(Array.from({ length: 55 }, (_, i) => i + 1));
      const deluxe = deckOf(cards, side, true).filter((c) => c.deluxe);
      expect(deluxe.map((c) => c.number)).toEqual(Array.from({ length: 10 }, (_, i) => i + 56));
    }
  });

  it('has 14 Mobilization, 20 Limited War and 21 Total War cards a side (2.3), 14 to deal the Allies (4.3.2)', () => {
    for (const side of ['cp', 'ap'] as const) {
      const deck = deckOf(cards, side);
      expect(deck.filter((c) => c.commitment === 'mobilization')).toHaveLength(14);
      expect(deck.filter((c) => c.commitment === 'limited')).toHaveLength(20);
      expect(deck.filter((c) => c.commitment === 'total')).toHaveLength(21);
      // The initial hand of 7 (4.3.1–4.3.2) is drawn from these 14.
      expect(deck.filter((c) => c.commitment === 'mobilization').length).toBeGreaterThanOrEqual(7);
    }
  });

  it('puts each card in the deck the book’s list gives it', () => {
    for (const c of cards.filter((x) => !x.deluxe))
      expect(c.commitment, `${c.side} #${c.number}`).toBe(bookCommitment(c.number));
    // Guns of August, which the CP may choose for its opening hand (4.3.1), is a Mobilization card.
    expect(card('cp', 1)).toMatchObject({
      name: { en: 'Guns of August', it: 'I Cannoni di Agosto' },
      commitment: 'mobilization',
    });
  });

  it('agrees with the example of play (pp. 22–24) wherever it shows a card’s value', () => {
    // Guns of August: War Status to 2, removed after its event.
    expect(card('cp', 1)).toMatchObject({ warStatus: 2, remove: true });
    // Played for operations: RU Reinforcements (#3) 3, Sud Army 3, Blockade 4, GE Reinforcements (12) 4, RU
    // Reinforcements (8) 2, GE Reinforcements (7) 3, Moltke 3, von Francois 2, BR 2nd Army card 4, Entrench 3 (both),
    // Race to the Sea 3, Putnik 2, Wireless Intercepts 2, RU Reinforcements (11) 3.
    const ops: [side: 'cp' | 'ap', n: number, ops: number][] = [
      ['ap', 3, 3],
      ['cp', 10, 3],
      ['ap', 2, 4],
      ['cp', 12, 4],
      ['ap', 8, 2],
      ['cp', 7, 3],
      ['ap', 9, 3],
      ['cp', 3, 2],
      ['ap', 1, 4],
      ['ap', 12, 3],
      ['cp', 6, 3],
      ['cp', 8, 3],
      ['ap', 5, 2],
      ['cp', 2, 2],
      ['ap', 11, 3],
    ];
    for (const [side, n, value] of ops) expect(card(side, n).ops, `${side} #${n}`).toBe(value);
    expect(card('ap', 1).reinforcements).toEqual(['br-2', 'br-c']);
    // Withdrawal and Pleve: combat cards, removed after their event.
    expect(card('ap', 6)).toMatchObject({ combat: true, remove: true });
    expect(card('ap', 4)).toMatchObject({ combat: true, remove: true });
    // Falkenhayn as RP: 2 AH and 3 GE.
    expect(card('cp', 13).rp).toMatchObject({ ah: 2, ge: 3 });
    // Oberost: CP War Status 2 to 3, removed; Reichstag Truce: 3 to 4.
    expect(card('cp', 11)).toMatchObject({ warStatus: 1, remove: true });
    expect(card('cp', 9)).toMatchObject({ warStatus: 1, remove: true });
    // BR Reinforcements (14): 1st Army and a corps, Allied War Status to 1, removed.
    expect(card('ap', 14)).toMatchObject({ warStatus: 1, remove: true, reinforcements: ['br-1', 'br-c'] });
    // FR Reinforcements (10): the 10th Army.
    expect(card('ap', 10).reinforcements).toEqual(['fr-10']);
    // Rape of Belgium as RP: 1 Allied, 2 FR, 2 BR, no IT while Italy is neutral (the list gives IT 1 and RU 3; the
    // example says 2 RU: data/README.md).
    expect(card('ap', 13).rp).toMatchObject({ a: 1, br: 2, fr: 2 });
    // Severe Weather (the CP's "Inverno Rigido (4)"), discarded as a CC at the end of the turn.
    expect(card('cp', 4)).toMatchObject({ combat: true, remove: false });
  });

  it('follows the book’s card list where the 2022 data differs', () => {
    // Salonika: no War Status number in the book (2022: 1).
    expect(card('ap', 30).warStatus).toBe(0);
    // Cloak and Dagger: RP RU 2 in the book (2022: 1).
    expect(card('ap', 23).rp).toEqual({ br: 1, fr: 1, ru: 2 });
    // RU Reinforcements (25): 6th and 7th Armies and one corps (2022: two corps).
    expect(card('ap', 25).reinforcements).toEqual(['ru-6', 'ru-7', 'ru-c']);
    // No asterisk in the book on Chlorine Gas, Mata Hari, Flamethrowers, Mustard Gas (2022: removed).
    for (const n of [15, 17, 19, 35]) expect(card('cp', n).remove, `cp #${n}`).toBe(false);
    // The entry cards: no IT RP on Italy, no BU RP on Bulgaria.
    expect(card('ap', 17).rp).toEqual({ a: 1, br: 3, fr: 3, ru: 4 });
    expect(card('cp', 34).rp).toEqual({ ah: 3, ge: 4, tu: 2 });
  });

  it('flags what the book does not give: CP #14’s values, CP #21’s garbled RP, CP #23’s army', () => {
    expect(card('cp', 14)).toMatchObject({
      name: { en: 'Austria-Hungary Reinforcements', it: 'Rinforzi Austro-Ungheresi' },
      commitment: 'mobilization',
      remove: true,
      unconfirmed: ['ops', 'sr', 'rp', 'reinforcements'],
    });
    expect(card('cp', 21)).toMatchObject({ rp: { ah: 1, ge: 2, tu: 1 }, unconfirmed: ['rp'] });
    expect(card('cp', 23)).toMatchObject({ reinforcements: ['ah-11'], unconfirmed: ['reinforcements'] });
    const flagged = cards.filter((c) => !c.deluxe && c.unconfirmed).map((c) => `${c.side}${c.number}`);
    expect(flagged).toEqual(['cp14', 'cp21', 'cp23']);
  });

  it('brings units that are counters of the pack, or corps kinds it has; the Deluxe units are counters too', () => {
    const ids = new Set(pack.counters.map((c) => c.id));
    for (const c of cards)
      for (const unit of c.reinforcements)
        expect(
          ids.has(unit) || (unit.endsWith('-c') && [...ids].some((id) => id.startsWith(unit))),
          `${c.side} #${c.number}: ${unit}`,
        ).toBe(true);
    expect(cards.filter((c) => c.unmapped)).toEqual([]);
    expect(card('ap', 64).reinforcements).toEqual(['us-c', 'us-c']);
    // The units of AP #57, AP #60 and CP #59, whose events place them (not reinforcement cards, 9.5.3.1): their counters, the 2022 data's (SOURCES.md): RU cavalry 1-1-4, the Czech Legion and Polish corps 2-1-4; the
    // Polish corps are German units for the rules, as their card says.
    const counter = (id: string) => pack.counters.find((c) => c.id === id)!;
    expect([counter('rucav-c1').values, counter('rucav-c1').reduced, counter('rucav-c1').nation]).toEqual([
      [1, 1, 4],
      [0, 1, 4],
      'ru',
    ]);
    expect([counter('czl-c1').values, counter('czl-c1').nation]).toEqual([[2, 1, 4], 'ru']);
    expect([counter('pl-c3').values, counter('pl-c3').nation]).toEqual([[2, 1, 4], 'ge']);
  });

  it('names every 2004 card in Italian as the book does, and a Deluxe card by its English name in both', () => {
    expect(card('ap', 23).name).toEqual({ en: 'Cloak and Dagger', it: 'Spie' });
    expect(card('cp', 36).name).toEqual({ en: 'U-Boats Unleashed', it: "Sottomarini all'Attacco" });
    for (const c of cards.filter((x) => x.deluxe)) expect(c.name.it).toBe(c.name.en);
  });
});

describe('a club pack’s deck (/pack import checks it)', () => {
  const deck = () => structuredClone(pack.tables['cards']) as Record<string, unknown>[];
  const refused = (cardsData: unknown) => {
    const result = checkTables('paths-of-glory', { cards: cardsData });
    expect(result.ok).toBe(false);
    return result.ok ? [] : result.errors;
  };

  it('is refused with the path of a bad value', () => {
    const bad = deck();
    bad[3]!['ops'] = 'four';
    expect(refused(bad)).toEqual([expect.stringMatching(/^tables\.cards\[3\]\.ops: /)]);
  });

  it('is refused when a card gives RP to the other side’s nation, or a card is twice in it', () => {
    const bad = deck();
    bad[0]!['rp'] = { ge: 2 };
    expect(refused(bad)).toEqual([
      expect.stringMatching(/^tables\.cards\[0\]\.rp\.ge: an Allied card gives RP only to a, it, br, fr, ru/),
    ]);
    const twice = deck();
    twice.push({ ...twice[0]!, deluxe: true });
    expect(refused(twice)).toEqual([expect.stringMatching(/^tables\.cards\[130\]\.number: ap #1 is also card \[0\]/)]);
  });

  it('is refused when a side’s deck lacks a card (2.3)', () => {
    const bad = deck().filter((c) => !(c['side'] === 'cp' && c['number'] === 14));
    expect(refused(bad)).toEqual([
      'tables.cards: cp has 13 mobilization cards outside the Deluxe ones; its deck has 14 (2.3)',
    ]);
  });
});
