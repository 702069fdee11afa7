import { describe, expect, it } from 'vitest';
import { hexsideKey } from '../../../../src/engine/core/map/hex.js';
import {
  bridgesDamaged,
  bridgesRepaired,
  checkCombatStack,
  checkEndOfMovement,
  checkMove,
  checkPreparedAttack,
  overstacked,
  stepCost,
  type MoveCheck,
  type MoveInput,
  type PreparedAttackInput,
} from '../../../../src/engine/games/offensive-1914/rules/movement.js';
import {
  exertsZoc,
  unitsAt,
  zocOn,
  type O1914Position,
} from '../../../../src/engine/games/offensive-1914/rules/position.js';
import { problemWords } from '../../../../src/engine/games/offensive-1914/words.js';
import { allied, at, german } from './positions.js';

/**
 * Stacking (3.1), zones of control (3.2) and movement (7.0–7.3) on the built-in pack's map: a legal and an illegal
 * case for each rule, from built positions (./positions.ts). 61.56, 61.57, 61.58, 61.59 make a column of Open hexes
 * with no hexside terrain; 62.57 borders 61.57 and 61.58; 62.58 borders 61.58 but not 61.57; a river (of no class
 * on the schematic map) runs between 59.57 and 60.57.
 */

const COLUMN = ['61.56', '61.57', '61.58', '61.59'];

/** The move of every allied unit in the path's first hex, in the Movement Phase unless said. */
function move(p: O1914Position, path: readonly string[], over: Partial<MoveInput> = {}): MoveCheck {
  return checkMove(p, { side: 'allied', units: unitsAt(p, path[0]!, 'allied'), path, phase: 'movement', ...over });
}

function verdict(check: { ok: boolean; problem?: { code: string; rule?: string } }): string {
  return check.ok ? 'legal' : `${check.problem!.code} (${check.problem!.rule})`;
}

function mp(check: MoveCheck): number {
  if (!check.ok) throw new Error(check.problem.code);
  return check.value.mp;
}

describe('1914: movement over the map (7.0–7.3)', () => {
  it('7.0 infantry moves; Forts and Fortresses do not', () => {
    expect(verdict(move(at({ units: [allied('61.56')] }), COLUMN.slice(0, 2)))).toBe('legal');
    const fort = at({ units: [allied('61.56', { type: 'fort' })] });
    expect(verdict(move(fort, COLUMN.slice(0, 2)))).toBe('move-immobile (7.0)');
  });

  it('7.1 a move goes from hex to hex: an Open hexside costs 2 MP; a hex not next to the last is refused', () => {
    const p = at({ units: [allied('61.56')] });
    expect(mp(move(p, COLUMN))).toBe(6);
    expect(verdict(move(p, ['61.56', '61.58']))).toBe('move-not-adjacent (7.1)');
    expect(verdict(move(p, ['61.56', '99.99']))).toBe('move-off-map (7.1)');
  });

  it('7.1.1 9 MP in the Movement Phase, 5 in the Counter-Movement Phase', () => {
    const p = at({ units: [allied('61.55')] });
    const four = ['61.55', ...COLUMN];
    expect(mp(move(p, four))).toBe(8);
    expect(verdict(move(p, four, { phase: 'counter-movement' }))).toBe('move-too-costly (7.1.2)');
    expect(verdict(move(p, four.slice(0, 3), { phase: 'counter-movement' }))).toBe('legal');
  });

  it('7.1.2 one Force moves as a group (a Formation and two Support units); two Formations do not', () => {
    const force = at({
      units: [
        allied('61.56'),
        allied('61.56', { type: 'artillery' }),
        allied('61.56', { size: 'X', formation: false }),
      ],
    });
    expect(verdict(move(force, COLUMN))).toBe('legal');
    const two = at({ units: [allied('61.56'), allied('61.56')] });
    expect(verdict(move(two, COLUMN))).toBe('move-not-one-force (7.1.2)');
    expect(verdict(move(two, COLUMN, { units: [two.units[0]!] }))).toBe('legal');
  });

  it('7.1.2 no MP beyond those left: a Force that spent 4 MP has 5', () => {
    const p = at({ units: [allied('61.56')] });
    expect(verdict(move(p, COLUMN.slice(0, 3), { spent: 4 }))).toBe('legal');
    expect(verdict(move(p, COLUMN, { spent: 4 }))).toBe('move-too-costly (7.1.2)');
  });

  it('7.1.2 no hex with enemy units; an enemy Fortress without external garrison is entered at +2 MP (12.1.3)', () => {
    const p = at({ units: [allied('61.56'), german('61.58', { type: 'fortress', garrisoned: false })] });
    // Two Open hexsides and the Fortress's +2 (a Fortress on its back exerts no ZOC, 3.2).
    expect(mp(move(p, COLUMN.slice(0, 3)))).toBe(2 + 2 + 2);
    const held = at({ units: [allied('61.56'), german('61.58')] });
    expect(verdict(move(held, COLUMN.slice(0, 3)))).toBe('move-enemy-units (7.1.2)');
  });

  it('7.1 NOTE example: 58.56 to 57.56 costs 3 MP for the Forest hexside; 7.1.3 Sea and Crest are prohibited', () => {
    const p = at({ units: [allied('58.56')] });
    expect(mp(move(p, ['58.56', '57.56']))).toBe(3);
    expect(mp(move(p, ['58.56', '58.57']))).toBe(2);
    const crest = at({ units: [allied('61.56')], sides: [['61.56', '61.57', 'crest']] });
    expect(verdict(move(crest, COLUMN.slice(0, 2)))).toBe('move-prohibited-hexside (7.1.3)');
    const both = at({ units: [allied('61.56')], sides: [['61.56', '61.57', 'crest', 'forest']] });
    expect(mp(move(both, COLUMN.slice(0, 2)))).toBe(3);
  });

  it("7.1.3 the hex terrain sets a plain hexside's cost, the cheaper of the two; a river adds its own", () => {
    const hills = at({ units: [allied('61.56')], terrain: { '61.56': 'hills', '61.57': 'mountain' } });
    expect(mp(move(hills, COLUMN.slice(0, 2)))).toBe(3);
    const minor = at({ units: [allied('60.57')], sides: [['59.57', '60.57', 'river', 'minor']] });
    expect(mp(move(minor, ['60.57', '59.57']))).toBe(3);
    // The schematic map's rivers have no class: their cost is not in the book for this map.
    const unknown = at({ units: [allied('60.57')] });
    expect(verdict(move(unknown, ['60.57', '59.57']))).toBe('move-river-class (7.1.3)');
  });

  it("7.1.4 a Major river is crossed at its road bridge for +1 MP; a Damaged bridge leaves the river's +2", () => {
    const sides = [['59.57', '60.57', 'river', 'major'] as const];
    const p = at({ units: [allied('60.57')], sides });
    expect(mp(move(p, ['60.57', '59.57']))).toBe(3);
    const blown = at({ units: [allied('60.57')], sides, blownBridges: [hexsideKey('59.57', '60.57')] });
    expect(mp(move(blown, ['60.57', '59.57']))).toBe(4);
    const imposing = at({ units: [allied('60.57')], sides: [['59.57', '60.57', 'river', 'imposing', 'bridge']] });
    expect(mp(move(imposing, ['60.57', '59.57']))).toBe(3);
  });

  it('7.1.4a a unit arriving next to a road bridge outside its controlled territory Damages it; 7.1.4b repaired', () => {
    const sides = [['59.57', '60.57', 'river', 'major'] as const];
    const p = at({ units: [allied('61.57')], sides });
    const key = hexsideKey('59.57', '60.57');
    const allies = () => 'allied' as const;
    expect(bridgesDamaged(p, 'allied', '60.57', allies)).toEqual([]);
    const contested = (hex: string) => (hex === '59.57' ? 'german' : 'allied');
    expect(bridgesDamaged(p, 'allied', '60.57', contested)).toEqual([key]);
    expect(bridgesDamaged(p, 'allied', '61.57', contested)).toEqual([]);
    const blown = at({ sides, blownBridges: [key] });
    expect(bridgesRepaired(blown, 'allied', allies)).toEqual([key]);
    expect(bridgesRepaired(blown, 'allied', contested)).toEqual([]);
  });

  it('7.1.5 an Imposing river without bridge only from a hex next to it at the start of the phase', () => {
    const sides = [['59.57', '60.57', 'river', 'imposing'] as const];
    const p = at({ units: [allied('60.57')], sides });
    expect(mp(move(p, ['60.57', '59.57']))).toBe(5);
    expect(verdict(move(p, ['60.57', '59.57'], { phaseStart: '61.57' }))).toBe('move-start-adjacent (7.1.5)');
  });

  it('7.1.6 entering an EZOC costs +2 MP, leaving one +1; friendly units do not negate it', () => {
    const p = at({ units: [allied('61.56'), german('62.58'), allied('61.58', { formation: false, size: 'III' })] });
    expect(mp(move(p, COLUMN.slice(0, 3), { units: [p.units[0]!] }))).toBe(2 + 2 + 2);
    const out = at({ units: [allied('61.58'), german('62.58')] });
    expect(mp(move(out, ['61.58', '60.57']))).toBe(3);
    expect(verdict(move(out, ['61.58', '60.57', '60.56', '60.55', '61.56'], { spent: 1 }))).toBe(
      'move-too-costly (7.1.2)',
    );
  });

  it("7.1.6a the book's examples: EZOC to EZOC is +6 MP (8), +4 into a friendly Formation's hex (6)", () => {
    const p = at({ units: [allied('61.57'), german('62.57')] });
    expect(mp(move(p, ['61.57', '61.58']))).toBe(8);
    const friend = at({ units: [allied('61.57'), german('62.57'), allied('61.58')] });
    expect(mp(move(friend, ['61.57', '61.58'], { units: [friend.units[0]!] }))).toBe(6);
    expect(verdict(move(p, ['61.57', '61.58', '61.59']))).toBe('move-too-costly (7.1.2)');
  });

  it('7.2 Combat units may march forcibly; a Force with artillery may not', () => {
    const p = at({ units: [allied('61.55')] });
    const far = ['61.55', ...COLUMN, '61.60'];
    expect(verdict(move(p, far))).toBe('move-too-costly (7.1.2)');
    const fm = move(p, far, { forcedMarch: true });
    expect(fm.ok && fm.value.forcedMarchMp).toBe(1);
    const guns = at({ units: [allied('61.55'), allied('61.55', { type: 'artillery' })] });
    expect(verdict(move(guns, far, { forcedMarch: true }))).toBe('forced-march-who (7.2)');
  });

  it('7.2.1 infantry gains up to 3 MP, cavalry up to 7', () => {
    const p = at({ units: [allied('61.56')] });
    // 12 MP: 9 and 3 of Forced March; 6 hexsides are 12 MP.
    const twelve = ['61.56', '61.57', '61.58', '61.59', '61.60', '61.61', '61.62'];
    const ok = move(p, twelve, { forcedMarch: true });
    expect(ok.ok && ok.value.forcedMarchMp).toBe(3);
    expect(verdict(move(p, [...twelve, '61.63'], { forcedMarch: true }))).toBe('forced-march-too-many (7.2.1)');
    const horse = at({ units: [allied('61.56', { type: 'cavalry' })] });
    expect(verdict(move(horse, [...twelve, '61.63'], { forcedMarch: true }))).toBe('legal');
  });
});

describe('1914: special movement rules (8.4, 22.1)', () => {
  it('8.4 in GT 1–9 cavalry enters no ZOC of an enemy infantry Formation in the Counter-Movement Phase', () => {
    const horse = (turn: number, enemy = german('62.58')) =>
      at({ turn, units: [allied('61.57', { type: 'cavalry' }), enemy] });
    const counter = { phase: 'counter-movement' as const };
    const into = ['61.57', '61.58'];
    expect(verdict(move(horse(9), ['61.57', '61.56'], counter))).toBe('legal');
    expect(verdict(move(horse(9), into, counter))).toBe('move-cavalry-doctrine (8.4)');
    expect(verdict(move(horse(10), into, counter))).toBe('legal');
    expect(verdict(move(horse(9), into))).toBe('legal');
    // An enemy cavalry Formation's ZOC, or an infantry Support unit's, is no bar.
    expect(verdict(move(horse(9, german('62.58', { type: 'cavalry' })), into, counter))).toBe('legal');
    expect(verdict(move(horse(9, german('62.58', { formation: false })), into, counter))).toBe('legal');
  });

  it('22.1 no French Forced March in the French Movement Phase of GT 1', () => {
    const far = ['61.55', ...COLUMN, '61.60'];
    const french = at({ units: [allied('61.55', { nation: 'fr' })] });
    expect(verdict(move(french, far, { forcedMarch: true }))).toBe('forced-march-french-gt1 (22.1)');
    expect(verdict(move({ ...french, turn: 2 }, far, { forcedMarch: true }))).toBe('legal');
    expect(verdict(move(french, far.slice(0, 5), { forcedMarch: true }))).toBe('legal');
  });
});

describe('1914: Prepared Attack (7.3)', () => {
  const p = at({ units: [allied('61.57'), german('62.57'), allied('61.58')] });
  const pa = (over: Partial<PreparedAttackInput> = {}) =>
    verdict(
      checkPreparedAttack(p, { side: 'allied', units: [p.units[0]!], target: '62.57', phase: 'movement', ...over }),
    );

  it('7.3 infantry in the Movement Phase with 4 MP left; not in the Counter-Movement Phase, nor cavalry', () => {
    expect(pa()).toBe('legal');
    expect(pa({ spent: 5 })).toBe('legal');
    expect(pa({ spent: 6 })).toBe('pa-no-mp (7.3)');
    expect(pa({ phase: 'counter-movement' })).toBe('pa-counter-movement (7.3)');
    const horse = at({ units: [allied('61.57', { type: 'cavalry' })] });
    expect(
      verdict(checkPreparedAttack(horse, { side: 'allied', units: horse.units, target: '62.57', phase: 'movement' })),
    ).toBe('pa-not-infantry (7.3)');
  });

  it('7.3 the units with PA markers in a hex within 2¼ DE', () => {
    const two = at({ units: [allied('61.57'), allied('61.57'), allied('61.57', { size: 'X' })] });
    const [a, b, c] = two.units;
    const check = (units: typeof two.units, withPa: typeof two.units) =>
      verdict(checkPreparedAttack(two, { side: 'allied', units, target: '62.57', phase: 'movement', withPa }));
    expect(check([b!], [a!])).toBe('legal');
    expect(check([c!], [a!, b!])).toBe('pa-stacking (7.3)');
  });

  it('7.3.1 at an adjacent hex, empty or enemy-occupied; 7.3.2 never Demoralized or CI infantry', () => {
    expect(pa({ target: '62.56' })).toBe('legal');
    expect(pa({ target: '61.58' })).toBe('pa-target (7.3.1)');
    expect(pa({ target: '63.57' })).toBe('pa-target (7.3.1)');
    expect(pa({ demoralizedOrCi: true })).toBe('pa-demoralized (7.3.2)');
  });
});

describe('1914: Prepared Attack and movement (7.3.3)', () => {
  it("7.3.3 the book's example: a German division's PA pins one of two French divisions in the Counter-Movement Phase", () => {
    const p = at({ units: [german('62.57'), allied('61.57'), allied('61.57')] });
    const [division, first] = p.units;
    const pa = { ...p, preparedAttacks: [{ side: 'german' as const, units: [division!], target: '61.57' }] };
    const counter = { phase: 'counter-movement' as const };
    expect(verdict(move(pa, ['61.57', '61.56'], { ...counter, units: [first!] }))).toBe('legal');
    // Once the first has left, the second is pinned.
    const left = { ...pa, units: pa.units.map((u) => (u === first ? { ...u, hex: '61.56' } : u)) };
    expect(verdict(move(left, ['61.57', '61.56'], { ...counter, units: [left.units[2]!] }))).toBe(
      'move-pinned (7.3.3)',
    );
    // Not in the Movement Phase; nor a Force smaller than the PA's.
    expect(verdict(move(left, ['61.57', '61.56'], { units: [left.units[2]!] }))).toBe('legal');
    // A French brigade (½ DE) is smaller than the German division (1 DE): it leaves.
    const brigade = at({ units: [german('62.57'), allied('61.57', { size: 'X' })] });
    const small = {
      ...brigade,
      preparedAttacks: [{ side: 'german' as const, units: [brigade.units[0]!], target: '61.57' }],
    };
    expect(verdict(move(small, ['61.57', '61.56'], counter))).toBe('legal');
  });
});

describe('1914: Depots (15.6.3)', () => {
  it('15.6.3 a Depot moves only by railroad; a Corps Train moves over the map', () => {
    const depot = at({ units: [allied('61.56', { type: 'depot' })] });
    expect(verdict(move(depot, COLUMN.slice(0, 2)))).toBe('move-depot (15.6.3)');
    const train = at({ units: [allied('61.56', { type: 'train' })] });
    expect(verdict(move(train, COLUMN.slice(0, 2)))).toBe('legal');
  });
});

describe('1914: stacking (3.1) and zones of control (3.2)', () => {
  it('3.1.1 3½ DE in a hex at the end of a movement phase; more is eliminated (3.1.3)', () => {
    const ok = at({ units: [allied('61.57'), allied('61.57'), allied('61.57'), allied('61.57', { size: 'X' })] });
    expect(verdict(checkEndOfMovement(ok, 'allied'))).toBe('legal');
    const over = at({ units: [allied('61.57'), allied('61.57'), allied('61.57'), allied('61.57')] });
    expect(verdict(checkEndOfMovement(over, 'allied'))).toBe('overstacked (3.1.1)');
    expect(overstacked(over, 'allied')).toEqual([{ hex: '61.57', excessDe: 0.5, excused: false }]);
    // 3.1.3's exception: an enemy Prepared Attack points at the hex, whose units could not leave.
    const enemy = at({ units: [...over.units, german('62.57')] });
    const pa = { ...enemy, preparedAttacks: [{ side: 'german' as const, units: [enemy.units[4]!], target: '61.57' }] };
    expect(verdict(checkEndOfMovement(pa, 'allied'))).toBe('legal');
    // 3.1.4: units in Rail Mode do not count.
    const rail = at({ units: [...over.units.slice(0, 3), allied('61.57', { rail: true })] });
    expect(verdict(checkEndOfMovement(rail, 'allied'))).toBe('legal');
  });

  it('3.1.2 2¼ DE, two Support units, attack or defend; 3.1.2a 1¼ DE in Steep Mountain', () => {
    const units = [allied('61.57'), allied('61.57'), allied('61.57', { size: 'III', formation: false })];
    expect(verdict(checkCombatStack(at({ units }), 'allied', '61.57'))).toBe('legal');
    const more = [...units, allied('61.57', { type: 'artillery' }), allied('61.57', { type: 'artillery' })];
    expect(verdict(checkCombatStack(at({ units: more }), 'allied', '61.57'))).toBe('combat-overstacked (3.1.2)');
    const steep = at({ units, terrain: { '61.57': 'steep-mountain' } });
    expect(verdict(checkCombatStack(steep, 'allied', '61.57'))).toBe('combat-overstacked (3.1.2a)');
    const one = at({ units: [allied('61.57'), allied('61.57', { size: 'III', formation: false })] });
    expect(verdict(checkCombatStack({ ...one, hexes: steep.hexes }, 'allied', '61.57'))).toBe('legal');
  });

  it('3.2 Combat units and garrisoned Fortresses exert a ZOC; artillery, Rail Mode and bare Fortresses do not', () => {
    const p = at({
      units: [
        german('62.57'),
        german('62.57', { type: 'artillery' }),
        german('62.57', { rail: true }),
        german('62.57', { type: 'fortress', garrisoned: false }),
        german('62.57', { type: 'fortress' }),
      ],
    });
    expect(p.units.map(exertsZoc)).toEqual([true, false, false, false, true]);
    expect(zocOn(p, 'german', '61.57').map((u) => u.id)).toEqual(['u0', 'u4']);
    expect(zocOn(p, 'german', '61.56')).toEqual([]);
  });

  it('3.2.1 a ZOC does not cross a Mountain Crest hexside: no EZOC cost there', () => {
    const open = at({ units: [german('62.58')] });
    expect(stepCost(open, 'allied', '61.57', '61.58')).toMatchObject({ ok: true, value: { ezoc: 2 } });
    const crest = at({ units: [german('62.58')], sides: [['61.58', '62.58', 'crest']] });
    expect(stepCost(crest, 'allied', '61.57', '61.58')).toMatchObject({ ok: true, value: { mp: 2, ezoc: 0 } });
  });
});

describe('1914: the refusals of movement in Italian and English', () => {
  it.each([
    'forced-march-french-gt1',
    'forced-march-too-many',
    'forced-march-who',
    'move-cavalry-doctrine',
    'move-depot',
    'move-enemy-units',
    'move-immobile',
    'move-no-hexes',
    'move-no-units',
    'move-not-adjacent',
    'move-not-one-force',
    'move-off-map',
    'move-pinned',
    'move-prohibited-hexside',
    'move-river-class',
    'move-start-adjacent',
    'move-terrain-unknown',
    'move-too-costly',
    'move-units-not-here',
    'overstacked',
    'combat-overstacked',
    'pa-counter-movement',
    'pa-demoralized',
    'pa-no-mp',
    'pa-not-infantry',
    'pa-stacking',
    'pa-target',
  ])('%s is worded in English and in Italian, with its rule', (code) => {
    const words = problemWords({ code, rule: '9.99', params: { hex: '61.57', from: '61.56', to: '61.57' } });
    expect(words.en).not.toBe(code);
    expect(words.it).not.toBe(words.en);
    expect(words.en).toContain('9.99');
    expect(words.it).toContain('9.99');
  });

  it('every refusal has words in both languages, with its rule', () => {
    const p = at({ units: [allied('61.55')] });
    const check = move(p, ['61.55', ...COLUMN], { phase: 'counter-movement' });
    if (check.ok) throw new Error('expected a refusal');
    const words = problemWords(check.problem);
    expect(words.en).toBe(
      'the move costs 8 MP, more than the 5 MP of the phase (7.1.2); a Forced March may add some (7.2)',
    );
    expect(words.it).toBe(
      'il movimento costa 8 MP, più dei 5 MP della fase (7.1.2); una Marcia Forzata può aggiungerne (7.2)',
    );
  });
});

describe('1914: the movement examples of 7.1.3 and 7.2.1', () => {
  it('7.1.3 example 1: a hexside of Mountain and Steep Mountain costs the Mountain’s MP, 4', () => {
    // The TEC's hex block gives Mountain and Steep Mountain 4 MP each (decision 24): the cheaper is 4 either way; a
    // hexside of Mountain and Open costs Open's 2, the more favourable to the mover.
    const steep = at({ units: [allied('61.56')], terrain: { '61.56': 'mountain', '61.57': 'steep-mountain' } });
    expect(mp(move(steep, COLUMN.slice(0, 2)))).toBe(4);
    const open = at({ units: [allied('61.56')], terrain: { '61.56': 'mountain' } });
    expect(mp(move(open, COLUMN.slice(0, 2)))).toBe(2);
  });

  it('7.1.3 example 2: a hexside of Open and Forest is Open, 2 MP; one drawn Forest costs 3 (decision 91)', () => {
    // 58.56 is a Woods hex; its hexside with 58.57 carries no Forest, the one with 57.56 does (7.1's NOTE).
    const p = at({ units: [allied('58.56')] });
    expect(mp(move(p, ['58.56', '58.57']))).toBe(2);
    expect(mp(move(p, ['58.56', '57.56']))).toBe(3);
  });

  it('7.2.1 example: infantry spends up to 12 MP in a Movement Phase (9 + 3) and 8 in a Counter-Movement Phase (5 + 3)', () => {
    const p = at({ units: [allied('61.56')] });
    const hexes = ['61.56', '61.57', '61.58', '61.59', '61.60', '61.61', '61.62', '61.63'];
    const march = (hexsides: number, phase: MoveInput['phase']) =>
      move(p, hexes.slice(0, hexsides + 1), { forcedMarch: true, phase });
    expect(mp(march(6, 'movement'))).toBe(12);
    expect(verdict(march(7, 'movement'))).toBe('forced-march-too-many (7.2.1)');
    expect(mp(march(4, 'counter-movement'))).toBe(8);
    expect(verdict(march(5, 'counter-movement'))).toBe('forced-march-too-many (7.2.1)');
  });
});
