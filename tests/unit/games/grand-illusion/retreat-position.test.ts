import { describe, expect, it } from 'vitest';
import { unitsAt, type GiPosition } from '../../../../src/engine/games/grand-illusion/rules/position.js';
import {
  checkRearguardRetreat,
  checkRetreat,
  haEliminated,
  hqMustRetreat,
  hqRetreat,
  onwardOptions,
  rearguardCanRetreat,
  retreatOptions,
  retreatRow,
  seaUnits,
  type RetreatInput,
} from '../../../../src/engine/games/grand-illusion/rules/retreat-position.js';
import { problemWords } from '../../../../src/engine/games/grand-illusion/words.js';
import { at, type BuiltUnit } from './positions.js';

/**
 * Retreats over the map (9.4.3–9.4.5, 9.5.4, 8.4.3 b, 8.4.7) on the built-in pack's map (./positions.ts: Allied
 * control but for the hexes given German; French infantry corps unless said). The battle hex is 26 unless said; its
 * neighbours are 16, 17, 25, 27, 35, 36. 42/52 is impassable; 14 (Calais/Boulogne) is a port.
 */

const de = (hex: string, more: Partial<BuiltUnit> = {}): BuiltUnit => ({ nation: 'de', hex, ...more });
const AROUND_26 = ['36', '35', '25', '16', '17', '27'];

/** The retreat of every unit of `side` in `from`. */
function input(p: GiPosition, from = '26', side: 'allied' | 'german' = 'allied', battles?: string[]): RetreatInput {
  return { side, from, units: unitsAt(p, from, side), ...(battles ? { battles } : {}) };
}

function verdict(check: { ok: true } | { ok: false; problem: { code: string; rule?: string } }): string {
  return check.ok ? 'legal' : `${check.problem.code} (${check.problem.rule})`;
}

const hexesOf = (p: GiPosition, i: RetreatInput): string[] => retreatOptions(p, i).options.map((o) => o.hex);

describe('Grand Illusion: retreat priorities (9.4.3)', () => {
  it('9.4.3 the rows: friendly without, friendly with enemy units; enemy empty; enemy held by friends; enemy cavalry', () => {
    const p = at({
      german: ['26', '36', '35', '16', '17', '27'],
      units: [
        { hex: '26' },
        de('25'),
        de('35'),
        { hex: '35', id: 'friend' },
        de('16'),
        { hex: '16' },
        de('17', { type: 'cavalry', size: 'division' }),
        de('27'),
      ],
    });
    const i = input(p, '26', 'allied', ['16']);
    const rows = Object.fromEntries(AROUND_26.map((h) => [h, retreatRow(p, i, '26', h)]));
    expect(rows).toEqual({
      '25': { row: 2 },
      '36': { row: 3 },
      '35': { row: 4 },
      // 16 holds friends, but a Battle marker.
      '16': { refusal: 'retreat-enemy-hex', rule: '9.4.3' },
      '17': { row: 5 },
      '27': { refusal: 'retreat-enemy-hex', rule: '9.4.3' },
    });
    // The best row only.
    expect(hexesOf(p, i)).toEqual(['25']);
    expect(verdict(checkRetreat(p, { ...i, path: ['25'] }))).toBe('legal');
    expect(verdict(checkRetreat(p, { ...i, path: ['36'] }))).toBe('retreat-priority (9.4.3)');
    expect(verdict(checkRetreat(p, { ...i, path: ['27'] }))).toBe('retreat-enemy-hex (9.4.3)');
    expect(verdict(checkRetreat(p, { ...i, path: ['28'] }))).toBe('retreat-not-adjacent (9.4.3)');
  });

  it('9.4.3 row 5: entering a hex of non-Disorganized enemy cavalry and no infantry costs a step', () => {
    const p = at({
      german: AROUND_26,
      units: [{ hex: '26' }, ...AROUND_26.filter((h) => h !== '17').map((h) => de(h)), de('17', { type: 'cavalry' })],
    });
    const i = input(p);
    expect(retreatOptions(p, i).options).toEqual([{ hex: '17', row: 5, stepLoss: true, overstacked: false }]);
    expect(checkRetreat(p, { ...i, path: ['17'] })).toEqual({
      ok: true,
      value: { path: ['17'], stepsLost: 1, eliminated: false },
    });
    // Disorganized cavalry is no row at all.
    const dis = at({
      german: AROUND_26,
      units: [
        { hex: '26' },
        ...AROUND_26.filter((h) => h !== '17').map((h) => de(h)),
        de('17', { type: 'cavalry', disorganized: true }),
      ],
    });
    expect(retreatOptions(dis, input(dis))).toEqual({ options: [], eliminated: true, toSea: false });
  });

  it('9.4.3 never across an impassable or a blocked hexside', () => {
    const belgians = at({ units: [{ hex: '42', nation: 'be' }] });
    const i = input(belgians, '42');
    expect(verdict(checkRetreat(belgians, { ...i, path: ['43'] }))).toBe('legal');
    expect(verdict(checkRetreat(belgians, { ...i, path: ['52'] }))).toBe('retreat-impassable (9.4.3)');
    const blocked = at({ units: [{ hex: '26' }], blocks: [{ a: '26', b: '25', side: 'german' }] });
    expect(verdict(checkRetreat(blocked, { ...input(blocked), path: ['25'] }))).toBe('retreat-blocked (9.4.3)');
    expect(hexesOf(blocked, input(blocked))).not.toContain('25');
  });

  it('9.4.3 units with no retreat hex are eliminated', () => {
    const p = at({ german: AROUND_26, units: [{ hex: '26' }, ...AROUND_26.map((h) => de(h))] });
    expect(retreatOptions(p, input(p))).toEqual({ options: [], eliminated: true, toSea: false });
    expect(retreatOptions(at({ units: [{ hex: '26' }] }), input(at({ units: [{ hex: '26' }] }))).eliminated).toBe(
      false,
    );
  });

  it('9.4.3 overstacked: one more hex, losing a step; into an overstacked hex only when forced', () => {
    const six = Array.from({ length: 6 }, () => ({ hex: '25' }));
    const others = AROUND_26.filter((h) => h !== '25');
    const p = at({
      german: ['26', ...others],
      units: [{ hex: '26' }, { hex: '26' }, { hex: '26' }, ...six, ...others.map((h) => de(h)), de('26')],
    });
    const i = input(p);
    expect(retreatOptions(p, i).options).toEqual([{ hex: '25', row: 1, stepLoss: false, overstacked: true }]);
    expect(verdict(checkRetreat(p, { ...i, path: ['25'] }))).toBe('retreat-overstacked (9.4.3)');
    expect(checkRetreat(p, { ...i, path: ['25', '24'] })).toEqual({
      ok: true,
      value: { path: ['25', '24'], stepsLost: 1, eliminated: false },
    });
    expect(verdict(checkRetreat(p, { ...i, path: ['25', '26'] }))).toBe('retreat-back (9.4.3)');
    expect(onwardOptions(p, i, '25').map((o) => o.hex)).not.toContain('26');
    // With room in another hex of the row, the overstacked one is refused; a second hex needs an overstacked first.
    const room = at({ units: [{ hex: '26' }, { hex: '26' }, { hex: '26' }, ...six] });
    const j = input(room);
    expect(verdict(checkRetreat(room, { ...j, path: ['25'] }))).toBe('retreat-room (9.4.3)');
    expect(verdict(checkRetreat(room, { ...j, path: ['36', '46'] }))).toBe('retreat-not-overstacked (9.4.3)');
  });

  it('9.4.1, 9.5.4 units of the battle hex retreat; HA do not', () => {
    const p = at({ german: ['26'], units: [de('26', { type: 'artillery' }), de('26')] });
    const i = input(p, '26', 'german');
    expect(verdict(checkRetreat(p, { ...i, units: i.units.slice(1), path: ['36'] }))).toBe('legal');
    expect(verdict(checkRetreat(p, { ...i, path: ['36'] }))).toBe('retreat-ha (9.5.4)');
    expect(verdict(checkRetreat(p, { ...i, units: [], path: ['36'] }))).toBe('retreat-no-units (9.4.1)');
  });
});

describe('Grand Illusion: retreats and the other rules (8.4.3 b, 8.4.7)', () => {
  // 84 is a German rail hex next to Trier (94), a German source; 74 borders 84 and 64, 73, 65, 75, 83.
  it('8.4.3 b a hex out of supply only if no other retreat hex, whatever its row', () => {
    const built = {
      german: ['74', '84', '94', '64', '73', '65'],
      rail: ['84'],
      units: [de('74'), { hex: '74' }, { hex: '84' }, { hex: '75' }, { hex: '83' }],
    };
    const p = at(built);
    const i = input(p, '74', 'german');
    expect(hexesOf(p, i)).toEqual(['84']);
    expect(verdict(checkRetreat(p, { ...i, path: ['84'] }))).toBe('legal');
    expect(verdict(checkRetreat(p, { ...i, path: ['64'] }))).toBe('retreat-out-of-supply (8.4.3 b)');
    // Without railways supply is unknown: the rows alone decide.
    const noRail = at({ ...built, rail: [] });
    expect(hexesOf(noRail, input(noRail, '74', 'german'))).not.toContain('84');
  });

  it('8.4.7 a Belgian units leave Belgium only when forced', () => {
    // 33 borders 23, 32, 43, 44 in Belgium and 24, 34 outside it.
    const belgian = ['23', '32', '43', '44'];
    const forced = at({ german: belgian, units: [{ hex: '33', nation: 'be' }, ...belgian.map((h) => de(h))] });
    expect(verdict(checkRetreat(forced, { ...input(forced, '33'), path: ['24'] }))).toBe('legal');
    const open = at({
      german: belgian,
      units: [{ hex: '33', nation: 'be' }, ...belgian.filter((h) => h !== '43').map((h) => de(h))],
    });
    expect(hexesOf(open, input(open, '33'))).toEqual(['43']);
    expect(verdict(checkRetreat(open, { ...input(open, '33'), path: ['24'] }))).toBe('retreat-leave-belgium (8.4.7 a)');
  });

  it('8.4.7 b British units retreat into Paris only with no other option', () => {
    // 28 borders Paris (19) and 18, 27, 29, 37, 38.
    const p = at({ units: [{ hex: '28', nation: 'gb' }] });
    expect(hexesOf(p, input(p, '28'))).not.toContain('19');
    expect(verdict(checkRetreat(p, { ...input(p, '28'), path: ['19'] }))).toBe('retreat-british-paris (8.4.7 b)');
    const around = ['18', '27', '29', '37', '38'];
    const cut = at({ german: around, units: [{ hex: '28', nation: 'gb' }, ...around.map((h) => de(h))] });
    expect(verdict(checkRetreat(cut, { ...input(cut, '28'), path: ['19'] }))).toBe('legal');
  });
});

describe('Grand Illusion: retreat to sea (9.4.5)', () => {
  // 14 (Calais/Boulogne) is a port; it borders 15, 23, 24.
  const around = ['15', '23', '24'];

  it('9.4.5 Allied units cut off in a Channel port retreat to sea; elsewhere, or German, they are eliminated', () => {
    const p = at({
      german: around,
      units: [{ hex: '14', nation: 'gb', id: 'bef' }, { hex: '14', id: 'terr' }, ...around.map((h) => de(h))],
    });
    expect(retreatOptions(p, input(p, '14'))).toEqual({ options: [], eliminated: false, toSea: true });
    // sea.ts's units: the British −1, the Territorials +2.
    expect(seaUnits(unitsAt(p, '14', 'allied'), ['terr'])).toEqual([
      { nationality: 'british', disorganized: false },
      { nationality: 'territorial', disorganized: false },
    ]);
    const open = at({ units: [{ hex: '14' }] });
    expect(retreatOptions(open, input(open, '14')).toSea).toBe(false);
    const german = at({ german: ['14'], units: [de('14'), { hex: '15' }, { hex: '23' }, { hex: '24' }] });
    expect(retreatOptions(german, input(german, '14', 'german'))).toEqual({
      options: [],
      eliminated: true,
      toSea: false,
    });
  });
});

describe('Grand Illusion: HQs and HA left with the enemy (9.4.4, 9.5.4)', () => {
  it('9.4.4 an HQ alone with the enemy goes to the nearest hex of supplied friendly units along friendly hexes', () => {
    const others = AROUND_26.filter((h) => h !== '27');
    const p = at({ german: ['26', ...others], units: [{ hex: '26', type: 'hq' }, de('26'), { hex: '28' }] });
    expect(hqMustRetreat(p, 'allied', '26')).toBe(true);
    expect(hqRetreat(p, 'allied', '26')).toEqual({ hexes: ['28'], eliminated: false });
    // A Battle marker there: farther.
    expect(hqRetreat(p, 'allied', '26', ['28']).hexes).not.toContain('28');
    // No friendly path: eliminated.
    const cut = at({ german: ['26', ...AROUND_26], units: [{ hex: '26', type: 'hq' }, de('26'), { hex: '28' }] });
    expect(hqRetreat(cut, 'allied', '26')).toEqual({ hexes: [], eliminated: true });
    // With a friendly combat unit the HQ stays.
    expect(hqMustRetreat(at({ units: [{ hex: '26', type: 'hq' }, { hex: '26' }, de('26')] }), 'allied', '26')).toBe(
      false,
    );
  });

  it('9.5.4 HA alone with enemy infantry or cavalry are eliminated', () => {
    const alone = at({ german: ['26'], units: [de('26', { type: 'artillery' }), { hex: '26' }] });
    expect(haEliminated(alone, 'german', '26')).toHaveLength(1);
    const guarded = at({ german: ['26'], units: [de('26', { type: 'artillery' }), de('26'), { hex: '26' }] });
    expect(haEliminated(guarded, 'german', '26')).toEqual([]);
  });
});

describe('Grand Illusion: the Cavalry Rearguard retreat (9.6.3 b)', () => {
  // 26 borders 17, 17 borders 8, 8 borders 1: a German line; the hexes around are Allied and empty (row 3).
  const cavalry = (more: Partial<BuiltUnit> = {}) =>
    de('26', { type: 'cavalry', size: 'division', id: 'cav', ...more });

  it('9.6.3 b the cavalry retreats three hexes by the rows of 9.4.3, and ends Disorganized', () => {
    const p = at({ german: ['26', '17', '8', '1'], units: [cavalry(), { hex: '26' }] });
    const i = input(p, '26', 'german');
    expect(rearguardCanRetreat(p, i)).toBe(true);
    expect(checkRearguardRetreat(p, { ...i, path: ['17', '8', '1'] })).toEqual({
      ok: true,
      value: { stepsLost: 0, disorganized: ['cav'], overstacked: false },
    });
    expect(verdict(checkRearguardRetreat(p, { ...i, path: ['27', '28', '29'] }))).toBe('retreat-priority (9.4.3)');
    expect(verdict(checkRearguardRetreat(p, { ...i, path: ['17', '8'] }))).toBe('rearguard-three-hexes (9.6.3)');
    expect(verdict(checkRearguardRetreat(p, { ...i, path: ['17', '26', '17'] }))).toBe('retreat-back (9.6.3)');
    const infantry = at({ german: ['26'], units: [de('26'), { hex: '26' }] });
    expect(
      verdict(checkRearguardRetreat(infantry, { ...input(infantry, '26', 'german'), path: ['17', '8', '1'] })),
    ).toBe('rearguard-not-cavalry (9.6.3)');
  });

  it('9.6.3 b only the cavalry divisions end Disorganized, not a brigade', () => {
    const p = at({ german: ['26', '17', '8', '1'], units: [cavalry({ size: 'brigade' }), { hex: '26' }] });
    const r = checkRearguardRetreat(p, { ...input(p, '26', 'german'), path: ['17', '8', '1'] });
    expect(r.ok && r.value.disorganized).toEqual([]);
  });

  it('9.6.3 b cavalry that cannot retreat all three hexes is eliminated', () => {
    const p = at({ german: ['26'], units: [cavalry(), { hex: '26' }, ...AROUND_26.map((h) => ({ hex: h }))] });
    expect(rearguardCanRetreat(p, input(p, '26', 'german'))).toBe(false);
  });
});

describe('Grand Illusion: retreat refusals have words', () => {
  it('every retreat refusal has its own Italian and English words naming its rule', () => {
    const codes = [
      'retreat-off-map',
      'retreat-not-adjacent',
      'retreat-impassable',
      'retreat-blocked',
      'retreat-enemy-hex',
      'retreat-priority',
      'retreat-room',
      'retreat-out-of-supply',
      'retreat-leave-belgium',
      'retreat-british-paris',
      'retreat-no-units',
      'retreat-units-not-here',
      'retreat-ha',
      'retreat-path-length',
      'retreat-back',
      'retreat-not-overstacked',
      'retreat-overstacked',
      'rearguard-not-cavalry',
      'rearguard-three-hexes',
    ];
    for (const code of codes) {
      const words = problemWords({
        code,
        params: { hex: '26', unit: 'u0', from: '25', to: '26', row: 3, better: '27', hexes: 2 },
      });
      expect(words.en, code).not.toBe(code);
      expect(words.it, code).not.toBe(words.en);
      expect(words.en, code).toMatch(/\((8\.4\.\d [ab]|9\.\d[.\d, ]*(8\.4\.5)?)\)$/);
      expect(words.it, code).toMatch(/\((8\.4\.\d [ab]|9\.\d[.\d, ]*(8\.4\.5)?)\)$/);
    }
  });
});
