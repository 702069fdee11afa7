import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { runRuling, type AnyRuling, type RawValue } from '../../../../src/engine/core/ruling.js';
import { bombardRuling } from '../../../../src/engine/games/offensive-1914/rulings/siege.js';
import { prepRuling } from '../../../../src/engine/games/offensive-1914/rulings/siege.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function result(ruling: AnyRuling, raw: Record<string, RawValue>, dice: number[]): any {
  const run = runRuling(ruling, raw, new ScriptedDice(dice));
  if (!run.outcome.ok) throw new Error(run.outcome.message.en);
  return { ...run.outcome.result, rules: run.outcome.rules, text: run.outcome.text };
}

function refused(ruling: AnyRuling, raw: Record<string, RawValue>, dice: number[] = [1]) {
  const run = runRuling(ruling, raw, new ScriptedDice(dice));
  if (run.outcome.ok) throw new Error('expected a refusal');
  return run.outcome;
}

describe('bombard (12.4)', () => {
  it('12.4.1: an "x2" unit rolls two dice, an "x4" unit four, each read on its own', () => {
    const out = result(bombardRuling, { calibre: '21', class: 'C', 'gun-dice': 4 }, [1, 3, 4, 6]);
    expect(out.dice.map((d: { losses: number }) => d.losses)).toEqual([1, 1, 0, 0]);
    expect(out.losses).toBe(2);
    expect(out.rules).toContain('12.4.1');
  });

  it('12.4.3 "+": re-roll after the die; 1, 2 or 3 is one loss', () => {
    const out = result(bombardRuling, { calibre: '21', class: 'A', 'gun-dice': 2 }, [1, 3, 1, 4]);
    expect(out.dice).toMatchObject([
      { die: 1, cell: '+', reroll: 3, losses: 1 },
      { die: 1, cell: '+', reroll: 4, losses: 0 },
    ]);
  });

  it('13.1.4 the Pionier marker gives −1; a modified 0 reads the first row', () => {
    expect(result(bombardRuling, { calibre: '21', class: 'C', pionier: true }, [4]).dice[0]).toMatchObject({
      modified: 3,
      row: 3,
      losses: 1,
    });
    const zero = result(bombardRuling, { calibre: '42', class: 'A', pionier: true }, [1]);
    expect(zero.dice[0]).toMatchObject({ modified: 0, row: 1, cell: '2' });
    expect(zero.text.en).toMatch(/read on row 1/);
    expect(zero.rules).toContain('13.1.4');
  });

  it('the Pionier −1 leaves the "+" re-roll alone unless --pionier-reroll (README)', () => {
    expect(result(bombardRuling, { calibre: '21', class: 'B', pionier: true }, [4, 4]).dice[0]).toMatchObject({
      losses: 0,
    });
    expect(
      result(bombardRuling, { calibre: '21', class: 'B', pionier: true, 'pionier-reroll': true }, [4, 4]).dice[0],
    ).toMatchObject({ losses: 1 });
  });

  it('12.4.3 excess losses are ignored and a Fortress with no level left is destroyed', () => {
    expect(result(bombardRuling, { calibre: '42', class: 'C', levels: 1 }, [1])).toMatchObject({
      losses: 2,
      lost: 1,
      destroyed: true,
    });
    expect(result(bombardRuling, { calibre: '42', class: 'C', levels: 3 }, [1])).toMatchObject({
      lost: 2,
      destroyed: false,
    });
  });

  it('13.4 reminds to record a 30.5 cm or 42 cm bombardment', () => {
    expect(result(bombardRuling, { calibre: '30.5', class: 'B' }, [2]).text.en).toMatch(
      /German Resources display \(13\.4\)/,
    );
  });

  it.each([
    [{ calibre: '21', class: 'C', 'gun-dice': 3 }, 'gun-dice', /x2.*x4/],
    [{ calibre: '28', class: 'C' }, 'calibre', /one of: 21, 30\.5, 42/],
    [{ calibre: '21', class: 'D' }, 'class', /one of: A, B, C/],
    [{ class: 'C' }, 'calibre', /required/],
  ] as const)('refuses %j naming --%s', (raw, optionName, message) => {
    const out = refused(bombardRuling, raw);
    expect(out.option).toBe(optionName);
    expect(out.message.en).toMatch(message);
  });
});

describe('prep (13.3)', () => {
  it('13.3: fewer than four 21 cm units cannot Prep', () => {
    expect(refused(prepRuling, { units: 3 }).message.en).toMatch(/from 4 to 30/);
  });

  it('more than six units (METZ 4 + an x2 + two) read the last column, 6 (README)', () => {
    const out = result(prepRuling, { units: 8 }, [3]);
    expect(out).toMatchObject({ column: 6, cell: '6+s+3E' });
    expect(out.text.en).toMatch(/8 units: the last column, 6/);
  });

  it('13.3.4 ignores the column shifts if a Fortress is in the defending hex, keeps the s and the E', () => {
    expect(result(prepRuling, { units: 4, fortress: true }, [1])).toMatchObject({
      cell: '6+s+3E',
      shifts: 0,
      strengthReduction: 1,
      ecDrm: 3,
    });
  });

  it('13.3.3 the terrain DRMs add up: up in Elevation +1, up an Escarpment +2', () => {
    expect(result(prepRuling, { units: 5, uphill: true, escarpment: true }, [2])).toMatchObject({
      modified: 5,
      row: '5',
    });
  });
});
