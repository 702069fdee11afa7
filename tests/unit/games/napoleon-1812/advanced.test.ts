import { describe, expect, it } from 'vitest';
import {
  cavalryReserve,
  chaos,
  sweden,
  ukraineRevolt,
} from '../../../../src/engine/games/napoleon-1812/rulings/advanced.js';
import { ok, refused, run } from './run.js';

const faces = [1, 2, 3, 4, 5, 6];

// 16.5: "dal turno 1 al 5 incluso, prima che ogni stack Russo faccia una mossa si tira 1xd6: se il risultato è 1 o
// 2, la decisione di muovere è rimandata ... (le unità impilate con Constantine dovranno tirare due volte, se il
// primo tiro non è 1 o 2)". 16.4(2): Constantine's units "devono tirare 1xd6: se il risultato è 1 o 2 ... il
// movimento non avviene".
describe('T21 Russian chaos (16.5) and Constantine (16.4(2))', () => {
  it.each(faces.map((die) => [die, die > 2]))('turn 1–5, die %i → moves %s', (die, moves) => {
    expect(ok(chaos, { turn: 5 }, [die]).result).toEqual({ rolls: [{ rule: '16.5', die, stops: !moves }], moves });
  });

  it.each(faces.map((die) => [die, die > 2]))('Constantine from turn 6, die %i → moves %s', (die, moves) => {
    expect(ok(chaos, { turn: 6, constantine: true }, [die]).result).toEqual({
      rolls: [{ rule: '16.4(2)', die, stops: !moves }],
      moves,
    });
  });

  it('Constantine on turns 1–5 rolls a second time only when the first roll is not 1 or 2', () => {
    expect(ok(chaos, { turn: 2, constantine: true }, [4, 2]).result).toMatchObject({ moves: false });
    expect(ok(chaos, { turn: 2, constantine: true }, [4, 3]).result).toMatchObject({ moves: true });
    const stopped = run(chaos, { turn: 2, constantine: true }, [1]);
    expect(stopped.dice).toHaveLength(1);
    expect(stopped.outcome).toMatchObject({ ok: true, result: { moves: false } });
    expect(ok(chaos, { turn: 2, constantine: true }, [1]).en).toContain('Constantine with them');
  });

  it('from turn 6 a stack without Constantine rolls nothing', () => {
    const outcome = run(chaos, { turn: 6 }, []);
    expect(outcome.dice).toEqual([]);
    expect(outcome.outcome).toMatchObject({ ok: true, result: { rolls: [], moves: true } });
  });

  it.each([[{}, 'turn', /--turn is required/]])('refuses %j', (raw, option, message) => {
    const failure = refused(chaos, raw, [3]);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });
});

// 16.7: at the end of phase 1 of turns 1 and 2 "il Francese tira 1xd6. Un numero di divisioni della Cavalleria
// Francese uguale al risultato sono tolte dal gioco ... Se il risultato eccede il numero di divisioni della Riserva
// rimaste, si possono rimuovere altre cavalleria francesi (soltanto)."
describe('T21 Cavalry Reserve losses (16.7)', () => {
  it.each(faces)('turn 1, die %i: that many divisions, the train reduction not known yet', (die) => {
    expect(ok(cavalryReserve, { turn: 1 }, [die]).result).toEqual({
      die,
      fromReserve: null,
      fromOther: null,
      totalLost: die,
      trainPenalty: null,
    });
  });

  // Turn 2 after 2 lost on turn 1: totals 3..8 → −2 up to 4, −1 for 5–7, none from 8.
  it.each([
    [1, 3, 2],
    [2, 4, 2],
    [3, 5, 1],
    [4, 6, 1],
    [5, 7, 1],
    [6, 8, 0],
  ])('turn 2 after 2 lost, die %i → %i lost, −%i trains from turn 3', (die, totalLost, trainPenalty) => {
    expect(ok(cavalryReserve, { turn: 2, 'lost-before': 2 }, [die]).result).toMatchObject({ totalLost, trainPenalty });
  });

  it('a roll beyond the Reserve left takes other French cavalry', () => {
    const { result, en } = ok(cavalryReserve, { turn: 2, 'lost-before': 4, 'reserve-left': 2 }, [5]);
    expect(result).toEqual({ die: 5, fromReserve: 2, fromOther: 3, totalLost: 9, trainPenalty: 0 });
    expect(en).toContain('the other 3 come from other French cavalry');
  });

  it.each([
    [{}, 'turn', /--turn is required/],
    [{ turn: 3 }, 'turn', /from 1 to 2/],
    [{ turn: 1, 'lost-before': 2 }, 'lost-before', /on turn 1 no cavalry has been lost/],
    [{ turn: 2, 'lost-before': 7 }, 'lost-before', /from 0 to 6/],
  ])('refuses %j', (raw, option, message) => {
    const failure = refused(cavalryReserve, raw, [3]);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });
});

// 16.8: "Un risultato di 3, 4, 5 o 6 fino a ed incluso il turno 5; oppure di 5 0 6 nei turni da 6 a 9".
describe('T21 Ukrainian revolt (16.8)', () => {
  const cells: [number, number, boolean][] = [];
  for (const turn of [1, 5, 6, 9]) for (const die of faces) cells.push([turn, die, die >= (turn <= 5 ? 3 : 5)]);
  it.each(cells)('turn %i, die %i → revolt %s', (turn, die, revolt) => {
    expect(ok(ukraineRevolt, { turn }, [die]).result).toEqual({ die, needed: turn <= 5 ? 3 : 5, revolt });
  });

  it('a revolt opens the 16.9 declaration', () => {
    const { en, rules } = ok(ukraineRevolt, { turn: 4 }, [3]);
    expect(en).toContain('independence of the western territories (16.9)');
    expect(rules).toEqual(['16.8', '16.9']);
  });

  it('the book gives no number after turn 9', () => {
    const failure = refused(ukraineRevolt, { turn: 10 }, [6]);
    expect(failure.option).toBe('turn');
    expect(failure.message.en).toMatch(/from 1 to 9/);
  });
});

// 16.12: "alla fine del turno 6 il Russo tira 1xd6. Se il risultato è 4, 5 o 6 una fanteria, una cavalleria ed un
// Comandante svedesi sono aggiunti ai rinforzi Russi del turno 6 (a San Pietroburgo)".
describe('T21 Sweden (16.12)', () => {
  it.each(faces.map((die) => [die, die >= 4]))('die %i → Swedes %s', (die, swedesArrive) => {
    expect(ok(sweden, {}, [die]).result).toEqual({ die, swedesArrive });
  });

  it('says where they arrive', () => {
    expect(ok(sweden, {}, [5]).it).toContain('a San Pietroburgo (16.12)');
  });

  it('takes no option', () => {
    expect(refused(sweden, { turn: 6 }, [5]).message.en).toMatch(/Unknown option --turn/);
  });
});
