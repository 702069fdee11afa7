import { describe, expect, it } from 'vitest';
import {
  napoleonReturn,
  russianRecovery,
  winterQuarters,
} from '../../../../src/engine/games/napoleon-1812/rulings/advanced.js';
import { ok, refused, run } from './run.js';

const faces = [1, 2, 3, 4, 5, 6];

// 16.13: "il Francese tira 2xd6, dimezza il risultato (arrotonda in basso) e rimuove ... un numero di unità di
// combattimento uguale al risultato. Viene rimosso anche un (1) comandante se uno solo dei due dadi è "uno"; due
// Comandanti se tira due "uni"."
describe('T21 French winter losses (16.13)', () => {
  const cells: [number, number, number, number][] = [];
  for (const a of faces)
    for (const b of faces) cells.push([a, b, Math.floor((a + b) / 2), (a === 1 ? 1 : 0) + (b === 1 ? 1 : 0)]);
  it.each(cells)('dice %i and %i → %i units and %i leaders', (a, b, unitsLost, leadersLost) => {
    expect(ok(winterQuarters, { side: 'french' }, [a, b, 5]).result).toMatchObject({
      dice: [a, b],
      unitsLost,
      leadersLost,
    });
  });
});

// 16.13: "Un tiro di 1 o 2 significa che Napoleone torna in Francia ed è permanentemente rimosso ... Con un tiro
// di 5 o 6, Napoleone rimane con l'armata. Con un tiro di 3 o 4 ... torna in Francia, ma può tornare".
describe("T21 Napoleon's fate (16.13)", () => {
  it.each([
    [1, 'gone'],
    [2, 'gone'],
    [3, 'may-return'],
    [4, 'may-return'],
    [5, 'stays'],
    [6, 'stays'],
  ])('die %i → %s', (die, napoleon) => {
    expect(ok(winterQuarters, { side: 'french' }, [3, 4, die]).result).toMatchObject({ napoleonDie: die, napoleon });
  });

  it('rolls the 2d6 of the losses first, then the d6 of Napoleon', () => {
    const outcome = run(winterQuarters, { side: 'french' }, [1, 1, 3]);
    expect(outcome.dice.map((d) => d.value)).toEqual([1, 1, 3]);
    expect(outcome.outcome.ok && outcome.outcome.text.en).toContain('Both dice show 1: **2 leaders** removed too');
    expect(outcome.outcome.ok && outcome.outcome.text.en).toContain('`napoleon-return` (5–6)');
  });
});

// 16.13: "Il Russo tira 2xd6, dimezza il risultato (arrotonda in basso) e recupera un numero di unità".
describe('T21 Russian recovery in winter quarters (16.13)', () => {
  const cells: [number, number, number][] = [];
  for (const a of faces) for (const b of faces) cells.push([a, b, Math.floor((a + b) / 2)]);
  it.each(cells)('dice %i and %i → %i recovered', (a, b, recovered) => {
    expect(ok(winterQuarters, { side: 'russian' }, [a, b]).result).toEqual({
      side: 'russian',
      dice: [a, b],
      unitsLost: null,
      leadersLost: null,
      napoleonDie: null,
      napoleon: null,
      recovered,
    });
  });

  it('needs the side', () => {
    expect(refused(winterQuarters, {}, [3, 3]).option).toBe('side');
  });
});

// 16.13: "alla fine di ogni turno successivo, Napoleone torna in qualsiasi stack francese con un tiro di un 1xd6
// che da 5 o 6."
describe("T21 Napoleon's return (16.13)", () => {
  it.each(faces.map((die) => [die, die >= 5]))('die %i → returns %s', (die, returns) => {
    expect(ok(napoleonReturn, {}, [die]).result).toEqual({ die, returns });
  });
});

// 16.13: "Se il risultato è 1 o 2, nessun effetto. Se 3, 4 o 5, il Russo recupera 1 unità ... Con un tiro di 6,
// recupera 2 unità".
describe('T21 Russian recovery, each 1813 turn (16.13)', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [4, 1],
    [5, 1],
    [6, 2],
  ])('die %i → %i recovered', (die, recovered) => {
    expect(ok(russianRecovery, {}, [die]).result).toEqual({ die, recovered });
  });

  it('says where they are placed', () => {
    expect(ok(russianRecovery, {}, [6]).en).toContain('Kiev, Moscow and/or St Petersburg');
    expect(ok(russianRecovery, {}, [1]).en).not.toContain('Kiev');
  });
});

describe('rulings without options', () => {
  it.each([napoleonReturn, russianRecovery])('$id refuses any option', (ruling) => {
    const failure = refused(ruling, { turn: 9 }, [5]);
    expect(failure.option).toBe('turn');
    expect(failure.message.en).toMatch(/Unknown option --turn/);
  });
});
