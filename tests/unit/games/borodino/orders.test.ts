import { describe, expect, it } from 'vitest';
import {
  individualOrdersRuling,
  initiativeRuling,
  ordersDelayRuling,
  reserveFirstRuling,
  reserveMoveRuling,
} from '../../../../src/engine/games/borodino/rulings/command.js';
import { refused, ruled } from './run.js';

describe('4.0 initiative', () => {
  type Init = {
    french: { roll: number; total: number } | null;
    russian: { roll: number; total: number } | null;
    initiative: string;
  };

  it('5.22 example: Napoleon adds his Orders Value of 3; the Russian adds the value given for Kutuzov', () => {
    const { result, dice } = ruled<Init>(initiativeRuling, { russian: 2 }, [4, 6]);
    expect(result).toEqual({ french: { roll: 4, total: 7 }, russian: { roll: 6, total: 8 }, initiative: 'russian' });
    expect(dice.map((d) => d.purpose)).toEqual(['initiative French', 'initiative Russian']);
  });

  it('the higher total has the Initiative', () => {
    expect(ruled<Init>(initiativeRuling, { russian: 2 }, [5, 5]).result.initiative).toBe('french');
  });

  it('a tie gives it to nobody and every AM goes into the cup', () => {
    const { result, text } = ruled<Init>(initiativeRuling, { russian: 3 }, [5, 5]);
    expect(result.initiative).toBe('none');
    expect(text.en).toContain('nobody has the Initiative and every AM goes into the cup (4.0)');
    expect(text.it).toContain("nessuno ha l'Iniziativa e tutti gli AM vanno nella tazza (4.0)");
  });

  it('the French Orders Value can be given', () => {
    expect(ruled<Init>(initiativeRuling, { russian: 3, french: 4 }, [5, 5]).result.initiative).toBe('french');
  });

  it('7 September: the French automatically have the Initiative on the 0600 turn, no roll', () => {
    const { result, dice, text } = ruled<Init>(initiativeRuling, { opening: true });
    expect(result).toEqual({ french: null, russian: null, initiative: 'french' });
    expect(dice).toEqual([]);
    expect(text.it).toContain('0600');
  });

  it("wants Kutuzov's Orders Value, which the rules do not give", () => {
    expect(refused(initiativeRuling, {})).toEqual({
      option: 'russian',
      message:
        "--russian: give Kutuzov's Orders Value for the Initiative roll: his counter prints '?' and the rules do not give it (2.2, 4.0)",
    });
  });
});

describe('5.51 who goes first in the Reserve Phase without Initiative', () => {
  type First = { rounds: { french: number; russian: number }[]; first: string };

  it('the higher die goes first', () => {
    expect(ruled<First>(reserveFirstRuling, {}, [7, 2]).result).toEqual({
      rounds: [{ french: 7, russian: 2 }],
      first: 'french',
    });
    expect(ruled<First>(reserveFirstRuling, {}, [0, 1]).result.first).toBe('russian');
  });

  it('ties are re-rolled', () => {
    const { result, text } = ruled<First>(reserveFirstRuling, {}, [4, 4, 0, 0, 3, 8]);
    expect(result.rounds).toHaveLength(3);
    expect(result.first).toBe('russian');
    expect(text.en).toContain('Roll 1: French 4, Russian 4: tie, roll again (5.51).');
  });

  it('asks for more dice after a tie', () => {
    expect(refused(reserveFirstRuling, {}, [4, 4]).message).toMatch(/die 3 \(a d10\) is missing/);
  });
});

describe('5.29 Orders Delay', () => {
  type Delay = { roll: number | null; total: number | null; newOrders: boolean };

  it("2.2 Kutuzov's Delay Value 5: a 5 or less passes, 6 fails", () => {
    expect(ruled<Delay>(ordersDelayRuling, {}, [5]).result).toEqual({ roll: 5, total: 5, newOrders: true });
    const failed = ruled<Delay>(ordersDelayRuling, {}, [6]);
    expect(failed.result.newOrders).toBe(false);
    expect(failed.text.en).toContain("Last turn's orders stay in effect");
  });

  it('subtracts one for each failed turn', () => {
    const { result, text } = ruled<Delay>(ordersDelayRuling, { failures: 2 }, [7]);
    expect(result).toEqual({ roll: 7, total: 5, newOrders: true });
    expect(text.it).toContain('−2 2 tiro/i di Ritardo fallito/i (5.29)');
  });

  it('SR1: on success 3 Commands of the 1st Army, 2 of the 2nd, 1 of the Reserve', () => {
    expect(ruled(ordersDelayRuling, {}, [0]).text.en).toContain(
      '3 Commands of the 1st Army, 2 of the 2nd, 1 of the Reserve (SR1)',
    );
  });

  it('SR1 note: Kutuzov does not roll on turn 1', () => {
    const { result, dice } = ruled<Delay>(ordersDelayRuling, { turn: 1 }, []);
    expect(result).toEqual({ roll: null, total: null, newOrders: true });
    expect(dice).toEqual([]);
    expect(ruled<Delay>(ordersDelayRuling, { turn: 2 }, [9]).result.newOrders).toBe(false);
  });

  it('5.29 Napoleon never rolls: he may give new orders every turn', () => {
    const { result, dice } = ruled<Delay>(ordersDelayRuling, { oc: 'napoleon' }, []);
    expect(result.newOrders).toBe(true);
    expect(dice).toEqual([]);
  });

  it.each([
    [{ failures: -1 }, 'failures', /from 0 to 11/],
    [{ turn: 13 }, 'turn', /from 1 to 12/],
    [{ oc: 'barclay' }, 'oc', /one of: kutuzov, napoleon/],
  ])('%j is refused on --%s', (raw, option, message) => {
    const r = refused(ordersDelayRuling, raw);
    expect(r.option).toBe(option);
    expect(r.message).toMatch(message);
  });
});

describe('5.28 Individual Orders', () => {
  type Ind = { roll: number; total: number; underOrders: boolean };

  it("2.2 Eugene's AM, value 3: 3 or less puts the Command Under Orders for this activation", () => {
    expect(ruled<Ind>(individualOrdersRuling, { 'am-value': 3 }, [3]).result.underOrders).toBe(true);
    const failed = ruled<Ind>(individualOrdersRuling, { 'am-value': 3 }, [4]);
    expect(failed.result.underOrders).toBe(false);
    expect(failed.text.en).toContain('may do nothing but Rally');
    expect(failed.text.it).toContain('non possono fare nulla se non Recuperare');
  });

  it('5.28 note: a French Command with a unit within range of Napoleon subtracts 2', () => {
    const { result, text } = ruled<Ind>(individualOrdersRuling, { 'am-value': 3, 'in-range': true }, [5]);
    expect(result).toEqual({ roll: 5, total: 3, underOrders: true });
    expect(text.en).toContain("−2 OC's Command value (5.28)");
  });

  it("SR2 Murat's large number 5 is the Orders Value of the cavalry commands without orders", () => {
    expect(ruled<Ind>(individualOrdersRuling, { 'am-value': 5 }, [5]).result.underOrders).toBe(true);
    expect(ruled<Ind>(individualOrdersRuling, { 'am-value': 5 }, [6]).result.underOrders).toBe(false);
  });

  it('wants the value printed on the AM', () => {
    expect(refused(individualOrdersRuling, {}).option).toBe('am-value');
  });
});

describe('5.54–5.56 Reserve activation Disorder', () => {
  type Move = { roll: number | null; pass: boolean; effect: string };

  it('5.54 a unit that moved rolls: over its Cohesion it is Disordered', () => {
    expect(ruled<Move>(reserveMoveRuling, { cohesion: 5, unit: 'infantry' }, [5]).result).toEqual({
      roll: 5,
      pass: true,
      effect: 'none',
    });
    expect(ruled<Move>(reserveMoveRuling, { cohesion: 5, unit: 'cavalry' }, [6]).result.effect).toBe('disordered');
  });

  it('5.54 a Disordered unit that fails Withdraws', () => {
    const { result, text } = ruled<Move>(reserveMoveRuling, { cohesion: 4, unit: 'infantry', disordered: true }, [6]);
    expect(result.effect).toBe('withdrawn');
    expect(text.en).toContain('WITHDRAWN BOX');
  });

  it('SR11 a Cossack that fails goes to the WITHDRAWN BOX; SR13 Militia is eliminated', () => {
    expect(ruled<Move>(reserveMoveRuling, { cohesion: 4, unit: 'cossack' }, [6]).result.effect).toBe('withdrawn');
    expect(ruled<Move>(reserveMoveRuling, { cohesion: 4, unit: 'militia' }, [6]).result.effect).toBe('eliminated');
  });

  it('5.55 artillery rolls only if it fired; Disordered artillery failing is eliminated (9.66)', () => {
    const moved = ruled<Move>(reserveMoveRuling, { cohesion: 7, unit: 'artillery' }, []);
    expect(moved.result).toEqual({ roll: null, pass: true, effect: 'none' });
    expect(moved.dice).toEqual([]);
    expect(ruled<Move>(reserveMoveRuling, { cohesion: 7, unit: 'artillery', fired: true }, [8]).result.effect).toBe(
      'disordered',
    );
    expect(
      ruled<Move>(reserveMoveRuling, { cohesion: 5, unit: 'artillery', fired: true, disordered: true }, [8]).result
        .effect,
    ).toBe('eliminated');
  });

  it.each([
    [{ cohesion: 5 }, 'unit', /--unit is required/],
    [{ cohesion: 5, unit: 'infantry', fired: true }, 'fired', /only artillery/],
    [{ cohesion: 5, unit: 'cossack', disordered: true }, 'disordered', /SR11/],
  ])('%j is refused on --%s', (raw, option, message) => {
    const r = refused(reserveMoveRuling, raw);
    expect(r.option).toBe(option);
    expect(r.message).toMatch(message);
  });
});
