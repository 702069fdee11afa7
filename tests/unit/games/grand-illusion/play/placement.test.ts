import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import { menuOf } from '../../../../../src/engine/games/grand-illusion/play/menu.js';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { describe as words, namerOf } from '../../../../../src/engine/games/grand-illusion/play/words.js';
import { applyAction } from '../../../../../src/engine/games/grand-illusion/play/machine.js';
import { invariantsOf } from '../../../../../src/engine/games/grand-illusion/play/invariants.js';
import { act, built, game, ok, TestDice } from './position.js';

/** The Battle Map placed by its owners (9.2.2, 9.2.3 a, 9.2.5, 9.6.1): play/placement.ts over built positions. */

const keys = (s: GiState): string[] => menuOf(game, namerOf(game), s, top(s)!.side, []).items.map((i) => i.key);
const refusedBy = (s: GiState, side: 'allied' | 'german', key: string): string => {
  const r = act(s, side, key);
  return r.ok ? 'accepted' : `${r.problem.code} ${r.problem.rule ?? ''}`;
};

/** The side activates `hex`, declares a battle with every unit there and fights it: FoW 2+3 = 5 (General Staff). */
function battle(s: GiState, side: 'allied' | 'german', hex: string): GiState {
  const asked = ok(act(ok(act(s, side, `activate/${hex}`)), side, 'attack'));
  const declared = top(asked)?.name === 'attackers' ? ok(act(asked, side, 'attack-declare')) : asked;
  return ok(act(declared, side, `fight/${hex}`, new TestDice([2, 3])));
}

/**
 * pp. 17–18: hex 26, German, entrenched (level 2), the German XIII and XVI Corps; the French II Territorial, VI, VII
 * and XVIII Corps there, Allied units around it in 16, 25 and 36 and the Block markers of 27 and 35 (concentric −2).
 * The book names the fourth corps VII once and VIII once; the pack's is VII (CS 5, as the README's test of the book).
 */
function bookBattle(): GiState {
  const s = built({
    units: {
      'de-xiii': '26',
      'de-xvi': '26',
      'fr-ii-t': '26',
      'fr-vi': '26',
      'fr-vii': '26',
      'fr-xviii': '26',
      'fr-3a': '16',
      'fr-4a': '25',
      'fr-5a': '36',
    },
    control: { '26': 'german', '16': 'allied', '25': 'allied', '36': 'allied', '27': 'allied', '35': 'allied' },
    learned: {
      'hex.26.TEM': 1,
      'fr-ii-t.front.CS': 3,
      'fr-vi.front.CS': 6,
      'fr-vii.front.CS': 5,
      'fr-xviii.front.CS': 6,
      'de-xiii.front.CS': 5,
      'de-xvi.front.CS': 5,
    },
    frames: [{ name: 'segment', side: 'allied' }],
    state: {
      turn: 5,
      cap: { allied: 4, german: 4 },
      initiative: 'allied',
      trench: { '26': 2 },
      blocks: [
        { a: '27', b: '26', side: 'allied' },
        { a: '35', b: '26', side: 'allied' },
      ],
    },
  });
  return battle(s, 'allied', '26');
}

describe("pp. 17–18 the book's Battle Map, placed by the Allies", () => {
  it('9.2.2 the German places alone (no choice but the spaces); 9.2.3 a the Allies are asked, the suggestion first', () => {
    const s = bookBattle();
    expect(top(s)).toMatchObject({ name: 'battle-map', side: 'allied', stage: 'attacker' });
    const frame = top(s) as Extract<GiState['stack'][number], { name: 'battle-map' }>;
    expect(frame.map.columns.map((c) => c.defender)).toEqual([['de-xiii'], ['de-xvi']]);
    expect(keys(s)).toEqual(expect.arrayContaining(['map-accept', 'face/fr-ii-t/1', 'face/fr-xviii/2']));
    // 9.2.3 a: no reserve while a defender may still be faced; the German does not answer for the Allies.
    expect(refusedBy(s, 'allied', 'surplus/fr-vi/1')).toBe('map-face-first 9.2.3 a');
    expect(refusedBy(s, 'german', 'face/fr-ii-t/1')).toBe('not-your-turn 4.0');
  });

  it("the book's placement gives the book's rolls and results: II T, XIII and XVI Disorganized; the trench waives the retreat", () => {
    let s = bookBattle();
    for (const key of ['face/fr-ii-t/1', 'face/fr-xviii/2', 'surplus/fr-vi/1']) s = ok(act(s, 'allied', key));
    // The last unit placed ends the placement by itself: the battle is fought.
    const dice = new TestDice([5, 4, 3, 6, 1, 6]);
    const applied = act(s, 'allied', 'surplus/fr-vii/2', dice);
    const after = ok(applied);
    expect(dice.unused).toBe(0);
    expect(dice.rolls.map((r) => r.value)).toEqual([5, 4, 3, 6, 1, 6]);
    expect(after.units['fr-ii-t']!.disorganized).toBe(true);
    expect(after.units['de-xiii']!.disorganized).toBe(true);
    expect(after.units['de-xvi']!.disorganized).toBe(true);
    expect(after.units['fr-xviii']!.disorganized).toBe(false);
    expect(after.units['de-xiii']!.at).toBe('26');
    if (!applied.ok) return;
    const fought = applied.events.find((e) => e.kind === 'battle') as GameEvent;
    const text = (fought['text'] as { en: string }).en;
    expect(text).toContain('**Battle Map**');
    expect(text).toContain('Column 1: fr-ii-t vs de-xiii; reserve fr-vi.');
    expect(text).toContain('Column 2: fr-xviii vs de-xvi; reserve fr-vii.');
    expect(applied.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['battle-map', 'battle']));
  });

  it('accepting the suggestion is one answer, and the battle is fought at once', () => {
    const dice = new TestDice([6, 6, 6, 6, 6, 6]);
    const applied = act(bookBattle(), 'allied', 'map-accept', dice);
    const s = ok(applied);
    expect(dice.unused).toBe(0);
    expect(top(s)).toMatchObject({ name: 'activation', side: 'allied' });
    if (applied.ok) expect(words(applied.events[0]!, namerOf(game)).en).toContain('accept the suggested');
    // Once a step is made, the suggestion is no longer offered.
    const stepped = ok(act(bookBattle(), 'allied', 'face/fr-xviii/1'));
    expect(keys(stepped)).not.toContain('map-accept');
    expect(refusedBy(stepped, 'allied', 'map-accept')).toBe('map-accept 9.2');
  });

  it("a referee's skip places the stage as suggested and fights the battle", () => {
    const dice = new TestDice([6, 6, 6, 6, 6, 6]);
    const s = ok(applyAction(game, bookBattle(), 'german', { type: 'correct', correction: { edit: 'skip' } }, dice));
    expect(dice.unused).toBe(0);
    expect(s.stack.some((f) => f.name === 'battle-map')).toBe(false);
    expect(top(s)).toMatchObject({ name: 'activation', side: 'allied' });
  });
});

/**
 * Hex 87 (Toul and Nancy, Allied forts): the French VI, VII and XVIII Corps, the IX Division and the Chasseurs Alpins
 * brigade; the German VIII Corps attacks from the same hex.
 */
function toulBattle(): GiState {
  const s = built({
    units: {
      'de-viii': '87',
      'fr-vi': '87',
      'fr-vii': '87',
      'fr-xviii': '87',
      'fr-ix': '87',
      'fr-alpins': '87',
    },
    control: { '87': 'allied' },
    learned: {
      'hex.87.TEM': 0,
      'fr-vi.front.CS': 4,
      'fr-vii.front.CS': 4,
      'fr-xviii.front.CS': 4,
      'fr-ix.front.CS': 2,
      'fr-alpins.front.CS': 1,
    },
    frames: [{ name: 'segment', side: 'german' }],
    state: { turn: 5, cap: { allied: 4, german: 4 }, initiative: 'german' },
  });
  return battle(s, 'german', '87');
}

describe('9.2.2 the defender fills its front line', () => {
  it("9.2.2 pairing is the owner's choice, so the Allies are asked; a corps pairs with nothing", () => {
    const s = toulBattle();
    expect(top(s)).toMatchObject({ name: 'battle-map', side: 'allied', stage: 'defender' });
    expect(keys(s)).toEqual(expect.arrayContaining(['map-accept', 'front/fr-alpins+fr-ix', 'front/fr-vi']));
    expect(refusedBy(s, 'allied', 'front/fr-vi+fr-ix')).toBe('map-pair 9.2.2');
  });

  it('9.2.2 past four spaces the forts return first: a fort may not take a space a corps needs', () => {
    const s = toulBattle();
    expect(refusedBy(s, 'allied', 'front/toul')).toBe('map-order 9.2.2');
    // Paired, the division and the brigade leave room for the three corps; both forts return.
    let m = ok(act(s, 'allied', 'front/fr-ix+fr-alpins'));
    for (const key of ['front/fr-vi', 'front/fr-vii']) m = ok(act(m, 'allied', key));
    expect(keys(m)).toEqual(['front/fr-xviii']);
    m = ok(act(m, 'allied', 'front/fr-xviii'));
    // The German's turn: one corps facing four intact groups, any of them.
    expect(top(m)).toMatchObject({ name: 'battle-map', side: 'german', stage: 'attacker' });
    expect(keys(m)).toEqual(expect.arrayContaining(['face/de-viii/1', 'face/de-viii/4']));
  });

  it('9.2.5 a the unopposed intact defenders may go into reserve behind the space that fights', () => {
    let m = ok(act(toulBattle(), 'allied', 'map-accept'));
    m = ok(act(m, 'german', 'face/de-viii/1'));
    expect(top(m)).toMatchObject({ name: 'battle-map', side: 'allied', stage: 'reserve' });
    expect(refusedBy(m, 'allied', 'hold/fr-vii/2')).toBe('map-reserve-space 9.2.5 a');
    const dice = new TestDice([6, 6, 6]);
    const applied = act(m, 'allied', 'hold/fr-vii/1', dice);
    ok(applied);
    // Front line: VIII and the corps it faces; then the reserve's free attack (9.3.4).
    expect(dice.unused).toBe(0);
    if (applied.ok) {
      const text = ((applied.events.find((e) => e.kind === 'battle') as GameEvent)['text'] as { en: string }).en;
      expect(text).toContain('defender reserve fr-vii');
    }
  });
});

describe('9.2.4 a Counterattack: the roles swap on the Battle Map', () => {
  it('9.2.4 the German, attacker no more, places first as the defender; the French counterattack without their forts', () => {
    const s = built({
      units: { 'de-viii': '87', 'fr-vi': '87', 'fr-vii': '87' },
      control: { '87': 'allied' },
      learned: { 'hex.87.TEM': 0, 'fr-vi.front.CS': 4, 'fr-vii.front.CS': 4 },
      frames: [{ name: 'segment', side: 'german' }],
      state: { turn: 5, cap: { allied: 4, german: 4 }, initiative: 'german' },
    });
    const asked = ok(act(ok(act(s, 'german', 'activate/87')), 'german', 'attack'));
    // FoW 4+6 = 10: Counterattack.
    const m = ok(act(asked, 'german', 'fight/87', new TestDice([4, 6])));
    expect(top(m)).toMatchObject({ name: 'battle-map', side: 'allied', stage: 'attacker', attacker: 'allied' });
    expect(keys(m)).toEqual(expect.arrayContaining(['face/fr-vi/1', 'face/fr-vii/1']));
    expect(refusedBy(m, 'allied', 'face/toul/1')).toBe('map-unit 9.2.3 a');
  });
});

/** Metz (86): the German VIII and XIII Corps and the fort; the French VI Corps and the cavalry attack from the hex. */
function metzBattle(): GiState {
  const s = built({
    units: { 'de-viii': '86', 'de-xiii': '86', 'fr-vi': '86', 'fr-cav': '86' },
    control: { '86': 'german' },
    learned: {
      'hex.86.TEM': 0,
      'de-xiii.front.CS': 4,
      'fr-vi.front.CS': 4,
      'fr-cav.front.CS': 2,
      'fr-cav.back.CS': 1,
      'metz.back.CS': 4,
      'metz-r.back.CS': 2,
    },
    frames: [{ name: 'segment', side: 'allied' }],
    state: { turn: 5, cap: { allied: 4, german: 4 }, initiative: 'allied', trench: {} },
  });
  return battle(s, 'allied', '86');
}

describe('9.2.3 a, 9.6.1 the attacker faces the line', () => {
  it('9.2.3 a the corps before the cavalry; 9.6.1 the cavalry never faces the fort', () => {
    const s = metzBattle();
    expect(top(s)).toMatchObject({ name: 'battle-map', side: 'allied', stage: 'attacker' });
    expect(refusedBy(s, 'allied', 'face/fr-cav/1')).toBe('map-priority 9.2.3 a');
    expect(refusedBy(s, 'allied', 'face/fr-vi/3')).toBe('map-intact-first 9.2.3 a');
    const m = ok(act(s, 'allied', 'face/fr-vi/1'));
    expect(refusedBy(m, 'allied', 'face/fr-cav/3')).toBe('map-cavalry-fort 9.6.1');
    expect(keys(m)).toContain('face/fr-cav/2');
  });
});

describe('every answer the menu offers leads on (no refusal, no dead end)', () => {
  it('walks the placement prompts by the menu from three battles, fifteen ways each, to the fight', () => {
    for (const start of [bookBattle, toulBattle, metzBattle])
      for (let seed = 0; seed < 15; seed++) {
        let s = start();
        for (let i = 0; top(s)?.name === 'battle-map'; i++) {
          expect(i).toBeLessThan(30);
          const items = keys(s);
          expect(items.length).toBeGreaterThan(0);
          const key = items[(seed * 7 + i * 13 + (seed >> 2)) % items.length]!;
          s = ok(act(s, top(s)!.side, key));
        }
        expect(invariantsOf(game, s)).toEqual([]);
        expect(s.stack.some((f) => f.name === 'battle-map')).toBe(false);
      }
  });
});
