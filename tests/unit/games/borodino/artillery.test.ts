import { describe, expect, it } from 'vitest';
import { artilleryRuling } from '../../../../src/engine/games/borodino/rulings/fire.js';
import { refused, ruled } from './run.js';

type Fire = {
  roll: number;
  total: number;
  row: string;
  effect: string;
  retreat: boolean;
  checks: { cohesion: number; roll: number; disordered: boolean }[];
  friendlyFireDue: boolean;
  friendlyFire: { roll: number; total: number; disordered: boolean } | null;
};

const fire = (raw: Record<string, string | number | boolean>, dice: number[]) =>
  ruled<Fire>(artilleryRuling, raw, dice);
/** The total DRM the options give, read with a natural 0 and Fire Strength 1. */
const drmOf = (raw: Record<string, string | number | boolean>) => fire({ strength: 1, ...raw }, [0]).result.total - 1;

describe('8.5 d10 + Fire Strength + DRMs on the Artillery Fire Table', () => {
  it.each([
    [4, 4, '<9', 'none'],
    [4, 5, '9-12', 'cohesion-check'],
    [4, 8, '9-12', 'cohesion-check'],
    [4, 9, '13-14', 'disorder'],
    [5, 9, '13-14', 'disorder'],
    [6, 9, '15+', 'disorder-retreat'],
  ])('die %i + Fire Strength %i reads row %s: %s', (die, strength, row, effect) => {
    const { result, dice } = fire({ strength }, [die]);
    expect(result).toMatchObject({ roll: die, total: die + strength, row, effect });
    expect(dice).toEqual([{ sides: 10, value: die, purpose: 'artillery fire' }]);
  });

  it('reads the die from 0 to 9: a zero is zero (2.3)', () => {
    expect(fire({ strength: 4 }, [0]).result).toMatchObject({ roll: 0, total: 4, effect: 'none' });
  });

  it('15+ retreats the units, but not in a town (chart **)', () => {
    expect(fire({ strength: 8, terrain: 'open' }, [9]).result).toMatchObject({
      effect: 'disorder-retreat',
      retreat: true,
    });
    const town = fire({ strength: 8, terrain: 'town' }, [9]);
    expect(town.result).toMatchObject({ total: 18, effect: 'disorder-retreat', retreat: false });
    expect(town.text.en).toMatch(/in a town they do not retreat/);
    expect(town.text.it).toMatch(/in un paese non si ritirano/);
  });

  it('explains the roll, the row and the result in both languages', () => {
    const { text, rules } = fire({ strength: 4, range: 5, effective: 3, maximum: 5, units: 2 }, [9]);
    expect(text.en).toContain(
      'Dice 9; +4 Fire Strength (8.5); −4 beyond Effective range (2 × −2) (8.3); +1 Massed Target (8.9) → 10',
    );
    expect(text.en).toContain('Artillery Fire Table, row 9-12: Cohesion check for Disorder.');
    expect(text.it).toContain(
      'Dadi 9; +4 Forza di Fuoco (8.5); −4 oltre il Raggio Effettivo (2 × −2) (8.3); +1 Bersaglio Ammassato (8.9) → 10',
    );
    expect(text.it).toContain('Tabella del Fuoco di Artiglieria, riga 9-12: Controllo della Coesione per Disordine.');
    expect(rules).toEqual(['8.5', '8.3', '8.9']);
  });
});

describe('8.3 range', () => {
  it('range 1 against non-artillery units: +1', () => {
    expect(drmOf({ range: 1 })).toBe(1);
  });

  it('range 1 against artillery alone: no DRM', () => {
    expect(drmOf({ range: 1, units: 0 })).toBe(0);
  });

  it('within the Effective range: 0', () => {
    expect(drmOf({ range: 3, effective: 3, maximum: 5 })).toBe(0);
    expect(drmOf({ range: 2, effective: 3, maximum: 5 })).toBe(0);
  });

  it('2.2 counter example (range 3-5, Fire Strength 4): −2 per hex beyond the Effective range', () => {
    const four = fire({ strength: 4, range: 4, effective: 3, maximum: 5 }, [5]);
    const five = fire({ strength: 4, range: 5, effective: 3, maximum: 5 }, [5]);
    expect(four.result.total).toBe(5 + 4 - 2);
    expect(five.result.total).toBe(5 + 4 - 4);
  });

  it('beyond the Maximum range there is no fire', () => {
    expect(refused(artilleryRuling, { strength: 4, range: 6, effective: 3, maximum: 5 })).toEqual({
      option: 'range',
      message: '--range: range 6 is beyond the Maximum range 5: no fire (8.3)',
    });
  });
});

describe('8.21 combined fire, 8.9 massed target, 9.85 square', () => {
  it('two stacked artillery combine: the higher strength and +2', () => {
    expect(drmOf({ combined: 2 })).toBe(2);
    expect(fire({ strength: 4, combined: 2 }, [0]).text.en).toContain('+2 stacked artillery firing together (8.21)');
  });

  it('the Barrage AM: +2 per unit after the first', () => {
    expect(drmOf({ combined: 3, barrage: true })).toBe(4);
    expect(drmOf({ combined: 5, barrage: true })).toBe(8);
    expect(fire({ strength: 4, combined: 3, barrage: true }, [0]).text.it).toContain(
      '+4 Sbarramento di Artiglieria, 3 unità (8.21)',
    );
  });

  it('more than two units combine only with the Barrage AM', () => {
    expect(refused(artilleryRuling, { strength: 4, combined: 3 }).option).toBe('combined');
  });

  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 2],
  ])('%i non-artillery units in the target hex: Massed Target %i', (units, drm) => {
    expect(drmOf({ units })).toBe(drm);
  });

  it('a square adds +1 on top of the Massed Target', () => {
    expect(drmOf({ square: true, units: 2 })).toBe(2);
  });

  it('a Disorder breaks the square (9.85)', () => {
    expect(fire({ strength: 8, square: true }, [5]).text.en).toContain('The square is broken (9.85).');
  });
});

describe('Terrain Table, Fire column', () => {
  it.each([
    ['open', 0],
    ['marsh', 0],
    ['cultivated', 0],
    ['rubble', 0],
    ['woods', 1], // [e] +1 to fire into a woods hex
    ['town', 1], // [e] +1 to fire into a town hex
  ])('fire into %s: %i', (terrain, drm) => {
    expect(drmOf({ terrain })).toBe(drm);
  });

  it('[e] fire out of a woods or town hex: −1', () => {
    expect(drmOf({ 'firer-cover': true })).toBe(-1);
  });

  it('emplacement −1, entrenchment hexside −1', () => {
    expect(drmOf({ emplacement: true })).toBe(-1);
    expect(drmOf({ entrenchment: true })).toBe(-1);
  });

  it.each([
    ['slope-up', 2, -1],
    ['slope-up', 1, -1],
    ['steep-slope-up', 2, -1],
    ['slope-down', 1, 0], // [g] 0 into an adjacent lower hex
    ['slope-down', 2, 1],
    ['steep-slope-down', 1, 1],
    ['steep-slope-down', 3, 1],
  ])('%s at range %i: %i', (slope, range, drm) => {
    const rangeDrm = range === 1 ? 1 : 0;
    expect(drmOf({ slope, range, effective: 3, maximum: 5 })).toBe(drm + rangeDrm);
  });

  it('[f] no fire at an adjacent hex higher by a steep slope', () => {
    expect(refused(artilleryRuling, { strength: 4, slope: 'steep-slope-up', range: 1 })).toMatchObject({
      option: 'slope',
    });
  });

  it('cites the Terrain Table note it applied', () => {
    const { text, rules } = fire({ strength: 4, terrain: 'woods', 'firer-cover': true }, [0]);
    expect(text.en).toContain(
      '+1 fire into woods (Terrain Table [e]); −1 fire out of woods or town (Terrain Table [e])',
    );
    expect(text.it).toContain(
      '+1 fuoco in bosco (Tabella del Terreno [e]); −1 fuoco da bosco o paese (Tabella del Terreno [e])',
    );
    expect(rules).toContain('Terrain Table');
  });
});

describe('8.5 the 9–12 checks, each unit separately', () => {
  it('rolls one die per unit given, in order: a die over the Cohesion is a Disorder result', () => {
    const { result, text } = fire({ strength: 4, units: 2, cohesions: '6,5' }, [5, 7, 5]);
    expect(result.checks).toEqual([
      { cohesion: 6, roll: 7, total: 7, pass: false, disordered: true },
      { cohesion: 5, roll: 5, total: 5, pass: true, disordered: false },
    ]);
    expect(text.en).toContain('1. Cohesion 6: die 7 > 6: Disorder result.');
    expect(text.it).toContain('2. Coesione 5: dado 5 ≤ 5: superato.');
  });

  it('rolls no check on another row', () => {
    expect(fire({ strength: 8, cohesions: '6' }, [5]).result.checks).toEqual([]);
  });

  it('wants the Cohesion of every unit in the hex', () => {
    expect(refused(artilleryRuling, { strength: 4, units: 2, cohesions: '6' }).option).toBe('cohesions');
  });

  it('refuses a list it cannot read, showing the expected form', () => {
    expect(refused(artilleryRuling, { strength: 4, cohesions: '6,x' }).message).toMatch(
      /separated by commas, e\.g\. 6,5/,
    );
    expect(refused(artilleryRuling, { strength: 4, cohesions: '6,5,4,3' }).option).toBe('cohesions');
  });
});

describe('8.8 friendly fire', () => {
  it('an unmodified 2 or less: the friendly unit rolls its Cohesion with −2, over it is Disordered', () => {
    const hit = fire({ strength: 4, friendly: 5 }, [2, 8]);
    expect(hit.result.friendlyFire).toEqual({ cohesion: 5, roll: 8, total: 6, disordered: true });
    expect(hit.text.en).toContain('Cohesion 5: die 8−2=6 > 5: Disorder result. The friendly unit is Disordered.');
    expect(hit.rules).toContain('8.8');
    expect(fire({ strength: 4, friendly: 5 }, [0, 7]).result.friendlyFire).toMatchObject({
      total: 5,
      disordered: false,
    });
  });

  it('a natural 3 or more: no check and no die', () => {
    const { result, dice } = fire({ strength: 4, friendly: 5 }, [3]);
    expect(result).toMatchObject({ friendlyFireDue: false, friendlyFire: null });
    expect(dice).toHaveLength(1);
  });

  it("without the friendly unit's Cohesion it says a check is due", () => {
    const { result, text } = fire({ strength: 4 }, [1]);
    expect(result).toMatchObject({ friendlyFireDue: true, friendlyFire: null });
    expect(text.it).toContain('Tiro non modificato 1 (2 o meno)');
  });

  it('follows 8.8 by default, even when the fire hits; the chart reading checks only on no effect', () => {
    expect(fire({ strength: 9, friendly: 5 }, [2, 4]).result.friendlyFireDue).toBe(true);
    expect(fire({ strength: 9, friendly: 5, 'friendly-on-miss': true }, [2]).result).toMatchObject({
      friendlyFireDue: false,
      friendlyFire: null,
    });
    expect(fire({ strength: 4, friendly: 5, 'friendly-on-miss': true }, [2, 4]).result.friendlyFireDue).toBe(true);
  });

  it('rolls the target checks before the friendly check', () => {
    const { result } = fire({ strength: 7, cohesions: '6', friendly: 5 }, [2, 9, 1]);
    expect(result.checks[0]).toMatchObject({ roll: 9, disordered: true });
    expect(result.friendlyFire).toMatchObject({ roll: 1, disordered: false });
  });

  it('asks for the friendly die when the players give too few', () => {
    expect(refused(artilleryRuling, { strength: 4, friendly: 5 }, [2]).message).toMatch(/die 2 \(a d10\) is missing/);
  });
});

describe('8.6 Reaction Fire', () => {
  it('is at range 1: +1 against the assaulting infantry or cavalry, with the Massed Target', () => {
    const { result, rules } = fire({ strength: 4, reaction: 'infantry', units: 2 }, [3]);
    expect(result.total).toBe(3 + 4 + 1 + 1);
    expect(rules).toContain('8.6');
  });

  it('against an infantry assault only the top unit is affected and rolls', () => {
    const { result, text } = fire({ strength: 4, reaction: 'infantry', units: 2, cohesions: '6' }, [3, 7]);
    expect(result.checks).toEqual([{ cohesion: 6, roll: 7, total: 7, pass: false, disordered: true }]);
    expect(text.en).toContain('The top unit of the attacking stack rolls');
    expect(text.en).toContain('no unit of its stack assaults (8.6, 9.45)');
    expect(fire({ strength: 4, reaction: 'infantry', units: 2 }, [9]).text.it).toContain(
      "L'unità sopra il gruppo attaccante va in Disordine",
    );
  });

  it('against cavalry every unit of the stack is affected; a Disordered charge goes on or tries to Recall', () => {
    const { text } = fire({ strength: 4, reaction: 'cavalry', units: 2 }, [9]);
    expect(text.en).toContain('All units in the target hex are Disordered');
    expect(text.en).toContain('try to Recall (9.82)');
  });

  it('says nothing of the assault when the fire has no effect', () => {
    expect(fire({ strength: 1, reaction: 'cavalry' }, [3]).text.en).not.toContain('Recall');
  });

  it.each([
    [{ range: 2, effective: 3, maximum: 5 }, 'range', /range 1 \(8\.6\)/],
    [{ units: 0 }, 'units', /infantry or cavalry/],
    [{ square: true }, 'square', /units in square may not assault/],
    [{ units: 2, cohesions: '6,5' }, 'cohesions', /only the top unit/],
  ])('%j is refused on --%s', (raw, option, message) => {
    const r = refused(artilleryRuling, {
      strength: 4,
      reaction: 'infantry',
      ...(raw as Record<string, string | number | boolean>),
    });
    expect(r.option).toBe(option);
    expect(r.message).toMatch(message);
  });
});

describe('input errors', () => {
  it.each([
    [{}, 'strength', /--strength is required/],
    [{ strength: 0 }, 'strength', /from 1 to 20/],
    [{ strength: 4, units: 4 }, 'units', /from 0 to 3/],
    [{ strength: 4, range: 3 }, 'range', /give the effective and maximum options/],
    [{ strength: 4, effective: 3, maximum: 5 }, 'range', /give the range/],
    [{ strength: 4, range: 2, effective: 4, maximum: 3 }, 'effective', /cannot exceed the Maximum/],
    [{ strength: 4, slope: 'slope-up' }, 'range', /a slope needs the range/],
    [{ strength: 4, square: true, units: 0 }, 'square', /needs infantry/],
    [{ strength: 4, terrain: 'burning-village' }, 'terrain', /one of: open, woods/],
    [{ strength: 4, friendly: 11 }, 'friendly', /from 0 to 10/],
  ])('%j is refused on --%s', (raw, option, message) => {
    const r = refused(artilleryRuling, raw as Record<string, string | number>);
    expect(r.option).toBe(option);
    expect(r.message).toMatch(message);
  });
});
