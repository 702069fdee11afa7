import { describe, expect, it } from 'vitest';
import {
  checkAttack,
  checkRepulseMap,
  flanked,
  oddsTerms,
  preparedAttacksDue,
  superfluousPreparedAttacks,
  supportingHexes,
  type AttackInput,
} from '../../../../src/engine/games/offensive-1914/rules/combat-position.js';
import { computeOdds, type OddsInput } from '../../../../src/engine/games/offensive-1914/rules/odds.js';
import { unitsAt, type O1914Position } from '../../../../src/engine/games/offensive-1914/rules/position.js';
import { problemWords } from '../../../../src/engine/games/offensive-1914/words.js';
import { allied, at, german } from './positions.js';

/**
 * What combat reads off the map (9.0–9.5, 3.1.2, 8.5.1, 8.8.1) on the built-in pack's map, from built positions
 * (./positions.ts): a legal and an illegal case for each rule. 61.56's neighbours are 62.56, 62.55, 61.55, 60.55,
 * 60.56, 61.57; 61.57's are 62.57, 62.56, 61.56, 60.56, 60.57, 61.58; a river of no class runs between 59.57 and 60.57.
 */

/** Each German unit in each hex named attacks as a Force of its own. */
function attack(p: O1914Position, target: string, hexes: readonly string[], over: Partial<AttackInput> = {}) {
  const forces = hexes.flatMap((h) => unitsAt(p, h, 'german').map((u) => [u]));
  return checkAttack(p, { side: 'german', target, forces, ...over });
}

function verdict(check: { ok: boolean; problem?: { code: string; rule?: string } }): string {
  return check.ok ? 'legal' : `${check.problem!.code} (${check.problem!.rule})`;
}

const ODDS_REST: Omit<OddsInput, 'forces' | 'terrain' | 'flanked' | 'fortress'> = {
  ds: 0,
  dsNoAmmo: 0,
  pa: false,
  ip: 0,
  uphill: false,
  naval: false,
  prep: 0,
  tecReading: 'dense-forest',
  ammoRounding: 'exact',
  rounding: 'down',
};

describe('1914: who may attack which hex (9.0–9.2.3)', () => {
  it('9.0 combat is between opposing Forces: an empty hex is not attacked', () => {
    const p = at({ units: [allied('61.56'), german('61.57')] });
    expect(verdict(attack(p, '61.56', ['61.57']))).toBe('legal');
    expect(verdict(attack(p, '62.56', ['61.57']))).toBe('attack-no-defender (9.0)');
  });

  it('9.2 an attacking unit is next to the hex it attacks', () => {
    const p = at({ units: [allied('61.56'), german('61.57'), german('61.58')] });
    expect(verdict(attack(p, '61.56', ['61.57']))).toBe('legal');
    expect(verdict(attack(p, '61.56', ['61.58']))).toBe('attack-not-adjacent (9.2)');
  });

  it('9.2 a hex once per attack phase; a unit attacks or is attacked once; units that retreated take no part', () => {
    const p = at({ units: [allied('61.56'), german('61.57', { id: 'g' })] });
    expect(verdict(attack(p, '61.56', ['61.57'], { attackedHexes: new Set(['62.60']) }))).toBe('legal');
    expect(verdict(attack(p, '61.56', ['61.57'], { attackedHexes: new Set(['61.56']) }))).toBe(
      'attack-hex-twice (9.2)',
    );
    expect(verdict(attack(p, '61.56', ['61.57'], { engaged: new Set(['g']) }))).toBe('attack-unit-twice (9.2)');
    expect(verdict(attack(p, '61.56', ['61.57'], { retreated: new Set(['g']) }))).toBe('attack-retreated (9.2)');
  });

  it('9.2.1 Forces in two hexes combine against one; a Force attacks whole (two Formations are two Forces)', () => {
    const p = at({ units: [allied('61.56'), german('61.57'), german('61.57'), german('60.56')] });
    expect(verdict(attack(p, '61.56', ['61.57', '60.56']))).toBe('legal');
    const [a, b] = unitsAt(p, '61.57', 'german');
    expect(verdict(checkAttack(p, { side: 'german', target: '61.56', forces: [[a!, b!]] }))).toBe(
      'attack-not-one-force (9.2.1)',
    );
  });

  it('9.2.3 no attack across Sea, Mountain Crest or Flood; CI and Demoralized units do not attack', () => {
    const units = [allied('61.56'), german('61.57', { id: 'g' })];
    expect(verdict(attack(at({ units, sides: [['61.56', '61.57', 'escarpment']] }), '61.56', ['61.57']))).toBe('legal');
    for (const hexside of ['sea', 'crest', 'flood'])
      expect(verdict(attack(at({ units, sides: [['61.56', '61.57', hexside]] }), '61.56', ['61.57']))).toBe(
        'attack-prohibited-hexside (9.2.3)',
      );
    expect(verdict(attack(at({ units }), '61.56', ['61.57'], { ineffective: new Set(['g']) }))).toBe(
      'attack-ineffective (9.2.3)',
    );
  });

  it('8.5.1 a Fort never attacks; 8.8.1 artillery only with a Combat unit of its hex that attacks', () => {
    const p = at({
      units: [
        allied('61.56'),
        german('61.57', { type: 'artillery', formation: false }),
        german('61.57'),
        german('60.56', { type: 'artillery', formation: false }),
        german('62.56', { type: 'fort' }),
      ],
    });
    const [art, inf] = unitsAt(p, '61.57', 'german');
    expect(verdict(checkAttack(p, { side: 'german', target: '61.56', forces: [[inf!, art!]] }))).toBe('legal');
    expect(verdict(attack(p, '61.56', ['60.56']))).toBe('attack-artillery-alone (8.8.1)');
    expect(verdict(attack(p, '61.56', ['62.56']))).toBe('attack-fort (8.5.1)');
  });
});

describe('1914: stacking in combat (3.1.2, 3.1.2a)', () => {
  it('3.1.2 at most 2¼ DE attack from a hex: two divisions may, three may not', () => {
    const units = [allied('61.56'), german('61.57'), german('61.57'), german('61.57')];
    const p = at({ units });
    const [a, b, c] = unitsAt(p, '61.57', 'german');
    expect(verdict(checkAttack(p, { side: 'german', target: '61.56', forces: [[a!], [b!]] }))).toBe('legal');
    expect(verdict(checkAttack(p, { side: 'german', target: '61.56', forces: [[a!], [b!], [c!]] }))).toBe(
      'combat-overstacked (3.1.2)',
    );
  });

  it('3.1.2a 1¼ DE into a Steep Mountain hex: one division may, two may not', () => {
    const p = at({
      units: [allied('61.56'), german('61.57'), german('61.57')],
      terrain: { '61.56': 'steep-mountain' },
    });
    const [a, b] = unitsAt(p, '61.57', 'german');
    expect(checkAttack(p, { side: 'german', target: '61.56', forces: [[a!]] })).toMatchObject({
      ok: true,
      value: { terrain: 'steep-mountain', steep: true },
    });
    expect(verdict(checkAttack(p, { side: 'german', target: '61.56', forces: [[a!], [b!]] }))).toBe(
      'combat-overstacked (3.1.2a)',
    );
  });
});

describe("1914: the map's terms of the odds (9.3, 9.6.1)", () => {
  it("9.3.1 the defender's hex terrain; 9.3.2 each Force's hexside; a river of no class is the map's gap", () => {
    const p = at({
      units: [allied('61.56'), german('61.57'), german('60.56'), allied('60.57'), german('59.57')],
      terrain: { '61.56': 'woods' },
      sides: [
        ['61.56', '61.57', 'forest'],
        ['61.56', '60.56', 'river', 'major'],
      ],
    });
    expect(attack(p, '61.56', ['61.57', '60.56'])).toEqual({
      ok: true,
      value: {
        terrain: 'woods',
        forces: [
          { hex: '61.57', hexside: 'forest' },
          { hex: '60.56', hexside: 'major' },
        ],
        fortress: false,
        flanked: false,
        steep: false,
        pa: false,
        mountainous: false,
      },
    });
    expect(verdict(attack(p, '60.57', ['59.57']))).toBe('attack-river-class (9.3.2)');
  });

  it('9.3.2 a hexside with two terrains of the TEC is refused: odds.ts takes one per Force (the gap)', () => {
    const units = [allied('61.56'), german('61.57')];
    const two = at({ units, sides: [['61.56', '61.57', 'forest', 'river', 'minor']] });
    expect(verdict(attack(two, '61.56', ['61.57']))).toBe('attack-hexside-terrains (9.3.2)');
    const one = at({ units, sides: [['61.56', '61.57', 'river', 'minor']] });
    expect(attack(one, '61.56', ['61.57'])).toMatchObject({ value: { forces: [{ hexside: 'minor' }] } });
  });

  it("9.6.1 the book's combat example (p. 35), on the pack's map 18 columns and 16 rows on: 37:15 is 2:1, 1:1 uphill", () => {
    // 11/6 in 43.40 → 61.56, 12/6 in 43.39 → 61.55; 23/12 in 43.41 → 61.57 across Forest; 3/2 and 4/2 in 42.40 →
    // 60.56 across a minor river. The map has no elevation: the uphill shift is the caller's (the README's gap).
    const p = at({
      units: [
        german('61.56', { id: '11/6' }),
        german('61.55', { id: '12/6' }),
        allied('61.57', { id: '23/12' }),
        allied('60.56', { id: '3/2' }),
        allied('60.56', { id: '4/2' }),
      ],
      sides: [
        ['61.57', '61.56', 'forest'],
        ['60.56', '61.56', 'river', 'minor'],
      ],
    });
    const forces = ['61.57', '60.56'].flatMap((h) => unitsAt(p, h, 'allied').map((u) => [u]));
    const check = checkAttack(p, { side: 'allied', target: '61.56', forces });
    if (!check.ok) throw new Error(check.problem.code);
    expect(check.value.flanked).toBe(false);
    const as13 = [{ as: 13, noAmmo: false }];
    const odds = computeOdds({
      ...ODDS_REST,
      ...oddsTerms(check.value, [as13, as13, as13]),
      ds: 15,
      uphill: true,
    }).value;
    expect(odds).toMatchObject({ attack: 37, defence: 15, initial: '2:1', final: '1:1', column: '1:1' });
  });
});

describe('1914: Prepared Attacks in the attack phase (9.1, 9.2.5, 9.6.1)', () => {
  /** German g1 in 61.57 with a PA at 61.56, g2 in 60.56 without. */
  function withPa(target: string, more: ReturnType<typeof allied>[] = []) {
    const base = at({
      units: [allied('61.56'), german('61.57', { id: 'g1' }), german('60.56', { id: 'g2' }), ...more],
    });
    const g1 = base.units.find((u) => u.id === 'g1')!;
    return { ...base, preparedAttacks: [{ side: 'german' as const, units: [g1], target }] };
  }

  it('9.6.1 one shift right only if every attacking Combat unit has a PA pointing at the hex', () => {
    const p = withPa('61.56');
    expect(attack(p, '61.56', ['61.57'])).toMatchObject({ value: { pa: true } });
    expect(attack(p, '61.56', ['61.57', '60.56'])).toMatchObject({ value: { pa: false } });
  });

  it('9.2.5 a unit whose PA points at another hex is Excluded', () => {
    const p = withPa('62.56', [allied('62.56')]);
    expect(verdict(attack(p, '61.56', ['60.56']))).toBe('legal');
    expect(verdict(attack(p, '61.56', ['61.57']))).toBe('attack-pa-elsewhere (9.2.5)');
  });

  it('9.1 step 1 a PA at a hex with no enemy, or only an ungarrisoned enemy Fortress, is removed; 7.3.1 the rest must attack', () => {
    expect(superfluousPreparedAttacks(withPa('61.56'), 'german')).toEqual([]);
    expect(preparedAttacksDue(withPa('61.56'), 'german')).toHaveLength(1);
    expect(superfluousPreparedAttacks(withPa('62.56'), 'german')).toHaveLength(1);
    const bare = withPa('62.56', [allied('62.56', { type: 'fortress', garrisoned: false })]);
    expect(preparedAttacksDue(bare, 'german')).toEqual([]);
  });
});

describe('1914: the defender’s supporting artillery (10.1.1)', () => {
  it('10.1.1 a hex next to the defender and to an attacking hex, not attacked this phase, adds its AV', () => {
    // 62.56 borders 61.56 and 61.57; 61.55 borders 61.56 but not 61.57.
    const p = at({ units: [allied('61.56'), allied('62.56'), allied('61.55'), german('61.57')] });
    expect(supportingHexes(p, '61.56', ['61.57'], new Set())).toEqual(['62.56']);
    expect(supportingHexes(p, '61.56', ['61.57'], new Set(['62.56']))).toEqual([]);
  });
});

describe('1914: a Repulse over the map (7.4)', () => {
  const repulseAt = (p: O1914Position, over: Partial<Parameters<typeof checkRepulseMap>[1]> = {}) =>
    checkRepulseMap(p, {
      side: 'german',
      units: unitsAt(p, '61.57', 'german'),
      target: '61.56',
      start: '61.57',
      ...over,
    });

  it('7.4 a Force next to an enemy unit Repulses it, with the terms of combat (7.4.3); not from two hexes away', () => {
    const p = at({
      units: [allied('61.56'), german('61.57', { id: 'g' })],
      sides: [['61.57', '61.56', 'river', 'major']],
    });
    expect(repulseAt(p)).toMatchObject({ ok: true, value: { forces: [{ hexside: 'major' }], terrain: 'open' } });
    const far = at({ units: [allied('61.55'), german('61.57')] });
    expect(verdict(repulseAt(far, { target: '61.55' }))).toBe('attack-not-adjacent (7.4)');
  });

  it('7.4.1 one Repulse per retreating group, none by Reacting cavalry; 7.4.2 none by CI or Demoralized units', () => {
    const p = at({ units: [allied('61.56'), german('61.57', { id: 'g', type: 'cavalry' })] });
    expect(verdict(repulseAt(p, { triedInRetreat: true }))).toBe('repulse-once (7.4.1)');
    expect(verdict(repulseAt(p, { reaction: true }))).toBe('repulse-reaction (7.4.1)');
    expect(verdict(repulseAt(p, { ineffective: new Set(['g']) }))).toBe('attack-ineffective (7.4.2)');
  });

  it('7.4.7 across a Flood or an Imposing river only from the hex where the Force started; never across a Crest', () => {
    const flood = at({ units: [allied('61.56'), german('61.57')], sides: [['61.57', '61.56', 'flood']] });
    expect(repulseAt(flood)).toMatchObject({ ok: true, value: { forces: [{ hexside: 'flood' }] } });
    expect(verdict(repulseAt(flood, { start: '61.58' }))).toBe('repulse-start-adjacent (7.4.7)');
    const crest = at({ units: [allied('61.56'), german('61.57')], sides: [['61.57', '61.56', 'crest']] });
    expect(verdict(repulseAt(crest))).toBe('attack-prohibited-hexside (9.2.3)');
  });
});

describe('1914: Flank attacks (9.5)', () => {
  /** 61.57 defended; attacking Formations in 61.56 and 61.58 cover or hold all six hexes round it. */
  const around = [allied('61.57'), german('61.56'), german('61.58')];
  const attackers = (p: O1914Position) => p.units.filter((u) => u.side === 'german');

  it('9.5.1 at least 5 of the 6 hexes enemy-occupied or in an attacking Formation’s ZOC, none held by the defender', () => {
    const p = at({ units: [...around, allied('62.57')] });
    expect(flanked(p, 'german', '61.57', attackers(p))).toBe(true);
    const held = at({ units: [...around, allied('62.57'), allied('60.57')] });
    expect(flanked(held, 'german', '61.57', attackers(held))).toBe(false);
    expect(attack(p, '61.57', ['61.56', '61.58'])).toMatchObject({ value: { flanked: true } });
  });

  it("9.5.1 the attackers' DE at least the defending group's; a Support unit's ZOC does not count (9.5)", () => {
    // Two divisions attack (2 DE) a division and a brigade (1½ DE): flanked; with another division (2½ DE), not.
    const smaller = at({ units: [...around, allied('62.57'), allied('61.57', { size: 'X', formation: false })] });
    expect(flanked(smaller, 'german', '61.57', attackers(smaller))).toBe(true);
    const bigger = at({
      units: [...around, allied('62.57'), allied('61.57', { size: 'X', formation: false }), allied('61.57')],
    });
    expect(flanked(bigger, 'german', '61.57', attackers(bigger))).toBe(false);
    const support = at({
      units: [allied('61.57'), german('61.56'), german('61.58', { size: 'XX', formation: false })],
    });
    expect(flanked(support, 'german', '61.57', attackers(support))).toBe(false);
  });

  it('9.5.3 a hex beyond a Great or Imposing river or Flood does not count; 9.5.4 never a Fortress hex', () => {
    const rivers = at({
      units: around,
      sides: [
        ['61.57', '62.57', 'river', 'great'],
        ['61.57', '60.57', 'flood'],
      ],
    });
    expect(flanked(rivers, 'german', '61.57', attackers(rivers))).toBe(false);
    const minor = at({ units: around, sides: [['61.57', '62.57', 'river', 'minor']] });
    expect(flanked(minor, 'german', '61.57', attackers(minor))).toBe(true);
    const fortress = at({ units: [...around, allied('61.57', { type: 'fortress' })] });
    expect(flanked(fortress, 'german', '61.57', attackers(fortress))).toBe(false);
    expect(attack(fortress, '61.57', ['61.56'])).toMatchObject({ value: { fortress: true, flanked: false } });
  });
});

describe('1914: the refusals of combat over the map in Italian and English', () => {
  it('a refusal reads in Italian with the book’s terms', () => {
    const p = at({ units: [allied('61.56'), german('61.57')], sides: [['61.56', '61.57', 'crest']] });
    const check = attack(p, '61.56', ['61.57']);
    if (check.ok) throw new Error('expected a refusal');
    expect(problemWords(check.problem).it).toBe(
      'non si può attaccare attraverso il lato di esagono 61.57–61.56 (Mare, Cresta di Montagna o Inondazione, 9.2.3)',
    );
  });

  it.each([
    'attack-no-forces',
    'attack-off-map',
    'attack-no-defender',
    'attack-fortress2',
    'attack-hex-twice',
    'attack-units-not-here',
    'attack-not-one-force',
    'attack-fort',
    'attack-artillery-alone',
    'attack-not-adjacent',
    'attack-unit-twice',
    'attack-retreated',
    'attack-ineffective',
    'attack-prohibited-hexside',
    'attack-river-class',
    'attack-hexside-terrains',
    'attack-terrain-unknown',
    'attack-pa-elsewhere',
    'repulse-reaction',
    'repulse-once',
    'repulse-start-adjacent',
    'bombard-not-fortress',
    'bombard-not-deployed',
    'bombard-not-adjacent',
    'bombard-fired',
    'bombard-twice',
    'retreat-fortress',
    'retreat-depot',
    'retreat-too-far',
    'retreat-not-adjacent',
    'retreat-sea',
    'retreat-enemy-units',
    'retreat-not-away',
    'retreat-too-short',
    'advance-no-units',
    'advance-not-vacated',
    'advance-not-attacker',
    'advance-unit-type',
    'advance-siege',
    'advance-retreated',
    'advance-too-far',
    'advance-overstacked',
  ])('%s is worded in English and in Italian, with its rule', (code) => {
    const words = problemWords({
      code,
      rule: '9.99',
      params: { hex: '61.57', from: '61.56', to: '61.57', target: '61.56', hexes: 2, length: 1, de: 4, limit: 3.5 },
    });
    expect(words.en).not.toBe(code);
    expect(words.it).not.toBe(words.en);
    expect(words.en).toContain('9.99');
    expect(words.it).toContain('9.99');
  });
});
