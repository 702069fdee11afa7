import { describe, expect, it } from 'vitest';
import { landing } from '../../../../src/engine/games/grand-illusion/rulings/fire.js';
import { retreatCheck, type RetreatCheck } from '../../../../src/engine/games/grand-illusion/rulings/battle.js';
import { retreatToSea } from '../../../../src/engine/games/grand-illusion/rulings/battle.js';
import { refused, ruled } from './run.js';

describe('retreat-check (9.4.2)', () => {
  const check = (raw: Record<string, string | number | boolean>) => ruled<RetreatCheck>(retreatCheck, raw).result;

  it('a side with only Disorganized infantry retreats if the enemy has intact infantry; this binds the attacker too', () => {
    expect(check({ attacker: '3 de corps dis', defender: '4 fr corps' }).mustRetreat).toBe('attacker');
    expect(check({ attacker: '3 de corps dis', defender: '4 fr corps dis' }).mustRetreat).toBe('none');
  });

  it('forts and cavalry do not count for the infantry rule', () => {
    expect(check({ attacker: '6 de corps', defender: '3 fr cav, toul' }).defender).toEqual({
      must: true,
      reasons: ['infantry'],
    });
  });

  it('Rout: fewer intact combat units retreat; nobody on a tie', () => {
    expect(check({ attacker: '6 de corps, 2 de cav', defender: '4 fr corps', rout: true }).defender.reasons).toEqual([
      'rout',
    ]);
    expect(check({ attacker: '6 de corps', defender: '4 fr corps', rout: true }).mustRetreat).toBe('none');
  });

  it('a trench or hexes 102/103 waive both cases', () => {
    expect(check({ attacker: '6 de corps', defender: '3 fr corps dis', entrenched: true })).toMatchObject({
      mustRetreat: 'none',
      waived: 'defender',
    });
    expect(check({ attacker: '6 de corps', defender: '3 fr corps dis', hex: 103 })).toMatchObject({
      mustRetreat: 'none',
      waived: 'defender',
    });
  });

  it('in a cavalry-only battle a side retreats only when it has no intact cavalry', () => {
    expect(check({ attacker: '2 de cav', defender: '1 fr cav dis' }).defender).toEqual({
      must: true,
      reasons: ['cavalry'],
    });
    expect(check({ attacker: '2 de cav', defender: '1 fr cav' }).mustRetreat).toBe('none');
  });

  it('both sides can be bound at once', () => {
    const both = check({ attacker: '6 de corps', defender: '3 fr corps dis, 2 fr cav, 2 fr cav', rout: true });
    expect(both).toMatchObject({
      mustRetreat: 'both',
      attacker: { reasons: ['rout'] },
      defender: { reasons: ['infantry'] },
    });
  });

  it('refuses a force it cannot read', () => {
    expect(refused(retreatCheck, { attacker: '6 xx corps', defender: '3 fr corps' }).option).toBe('attacker');
  });
});

describe('retreat-to-sea (9.4.5)', () => {
  it('rolls one die per unit, in order, with its nationality DRM, and tells the return turn', () => {
    const out = ruled<{ units: { row: number; result: string; returnTurn: number | null }[] }>(
      retreatToSea,
      { units: 'british, territorial*, belgian', turn: 6 },
      [1, 3, 1],
    );
    expect(out.result.units.map((u) => [u.row, u.result, u.returnTurn])).toEqual([
      [1, 'turn-track', 8], // 1 − 1 = 0, read as 1: 2 turns ahead
      [5, 'eliminated', null],
      [4, 'turn-track', 11],
    ]);
    expect(out.text.en).toContain('read as 1');
  });

  it('a result above 6 reads as 6, eliminated', () => {
    expect(
      ruled<{ units: { final: number; row: number }[] }>(retreatToSea, { units: 'belgian' }, [6]).result.units[0],
    ).toMatchObject({ final: 9, row: 6 });
  });

  it('2.5 Indian units count as British, colonial units as French', () => {
    const out = ruled<{ units: { nationality: string }[] }>(retreatToSea, { units: 'indian, colonial' }, [3, 3]);
    expect(out.result.units.map((u) => u.nationality)).toEqual(['british', 'french']);
  });

  it.each([['german'], [''], [Array(17).fill('french').join(',')]])('refuses units "%s"', (units) => {
    const out = refused(retreatToSea, { units }, [3]);
    expect(out.option).toBe('units');
  });
});

describe('landing (13.3, Allied option 4)', () => {
  it('1–2 surprise: the terrain DRM is ignored', () => {
    expect(ruled(landing, { terrain: 2 }, [2]).result).toMatchObject({
      outcome: 'surprise',
      attackerTerrainDrm: 0,
      impetus: false,
    });
  });

  it('3–6 prepared: an Impetus attack, defenders −TEM', () => {
    const out = ruled(landing, { terrain: 2 }, [3]);
    expect(out.result).toMatchObject({ outcome: 'prepared', defenderDrm: -2, impetus: true });
    expect(out.rules).toEqual(['13.3', '9.3.5']);
  });

  it('refuses a terrain value the map does not print', () => {
    expect(refused(landing, { terrain: 3 }, [3]).option).toBe('terrain');
  });
});
