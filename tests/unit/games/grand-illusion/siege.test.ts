import { describe, expect, it } from 'vitest';
import { surrender } from '../../../../src/engine/games/grand-illusion/rulings/forts.js';
import { attrition, recovery } from '../../../../src/engine/games/grand-illusion/rulings/supply.js';
import { refused, ruled } from './run.js';

describe('surrender (9.5.3)', () => {
  it('rolls one die per besieged fort, in order; garrisons come from the roster', () => {
    const out = ruled<{ forts: { fort: string; garrisoned: boolean; surrenders: boolean }[]; surrendered: number }>(
      surrender,
      { forts: 'maubeuge, namur, ungarrisoned' },
      [2, 2, 3],
    );
    expect(out.result.forts).toEqual([
      { fort: 'Maubeuge', garrisoned: true, natural: 2, surrenders: false },
      { fort: 'Namur', garrisoned: false, natural: 2, surrenders: true },
      { fort: 'Fort 3', garrisoned: false, natural: 3, surrenders: false },
    ]);
    expect(out.result.surrendered).toBe(1);
    expect(out.rules).toContain('9.5.2');
  });

  it('12.5.1 Antwerp cannot be besieged, except with the German option Invade Holland', () => {
    expect(refused(surrender, { forts: 'antwerp' }, [1]).message.en).toMatch(/Antwerp cannot be besieged/);
    expect(
      ruled<{ surrendered: number }>(surrender, { forts: 'antwerp', 'invade-holland': true }, [2]).result.surrendered,
    ).toBe(1);
  });

  it.each([
    [{ forts: 'fort' }, /cannot read "fort"/],
    [{ forts: ',' }, /1 to 8/],
  ])('refuses %j', (raw, message) => {
    const out = refused(surrender, raw, [1]);
    expect(out.option).toBe('forts');
    expect(out.message.en).toMatch(message);
  });
});

describe('attrition (11.2.6)', () => {
  it('out of supply: intact units become Disorganized, Disorganized ones are eliminated, HQ and HA flip', () => {
    const out = ruled(attrition, { supply: 'out', intact: 2, disorganized: 1, hq: 1, ha: 1 }, []);
    expect(out.result).toEqual({
      becomeDisorganized: 2,
      eliminated: 1,
      hqFlipped: 1,
      haFlipped: 1,
      forts: [],
      surrendered: 0,
    });
  });

  it('11.2.1 c German emergency supply: HQs flip, nobody is disorganized or eliminated', () => {
    const out = ruled(attrition, { supply: 'emergency', intact: 3, disorganized: 2, hq: 1, turn: 4 }, []);
    expect(out.result).toMatchObject({ becomeDisorganized: 0, eliminated: 0, hqFlipped: 1 });
  });

  it('in supply: no attrition; besieged forts still roll to surrender in the same segment', () => {
    const out = ruled(attrition, { supply: 'in', intact: 3, besieged: 'toul, nancy' }, [1, 3]);
    expect(out.result).toMatchObject({ becomeDisorganized: 0, surrendered: 1 });
    expect(out.rolled).toEqual([1, 3]);
  });

  it.each([
    [{ supply: 'emergency', intact: 1, turn: 2 }, 'turn', /turn 3/],
    [{ supply: 'out' }, 'intact', /give the units/],
    [{ supply: 'none', intact: 1 }, 'supply', /one of: in, out, emergency/],
    [{ supply: 'in', besieged: 'antwerp' }, 'besieged', /Antwerp/],
  ])('refuses %j naming --%s', (raw, option, message) => {
    const out = refused(attrition, raw, [1]);
    expect(out.option).toBe(option);
    expect(out.message.en).toMatch(message);
  });
});

describe('recovery (11.2.7, 9.8.3, 13.1)', () => {
  it.each([
    [{ disorganized: 3 }, 3],
    [{ disorganized: 3, fatigue: true }, 2],
    [{ disorganized: 2, supplied: 2, enemy: true }, 1],
    [{ disorganized: 3, supplied: 3, enemy: true }, 2],
    [{ disorganized: 1, supplied: 5, enemy: true }, 1],
    [{ disorganized: 3, emergency: true, hq: true }, 1],
    [{ disorganized: 3, emergency: true }, 0],
    [{ disorganized: 4, 'by-cap': true }, 4],
    [{ disorganized: 5, 'by-cap': true, fatigue: true }, 3],
  ])('%j → %i may recover', (raw, recover) => {
    expect(ruled<{ recover: number }>(recovery, raw).result.recover).toBe(recover);
  });

  it.each([
    [{ disorganized: 2, enemy: true, 'by-cap': true }, 'enemy', /cannot be rallied/],
    [{ disorganized: 2, enemy: true }, 'supplied', /\(11\.2\.7 b\): give their number/],
    [{ disorganized: 3, supplied: 2 }, 'supplied', /at least as many as in the disorganized option/],
  ])('refuses %j naming --%s', (raw, option, message) => {
    const out = refused(recovery, raw);
    expect(out.option).toBe(option);
    expect(out.message.en).toMatch(message);
  });
});
