import { describe, expect, it } from 'vitest';
import { checkMove, type MoveCheck } from '../../../../src/engine/games/grand-illusion/rules/movement.js';
import { unitsAt, type GiPosition } from '../../../../src/engine/games/grand-illusion/rules/position.js';
import { problemWords } from '../../../../src/engine/games/grand-illusion/words.js';
import { at, type BuiltUnit } from './positions.js';

/**
 * Movement (8.4–8.4.8) on the built-in pack's map: a legal and an illegal case for each rule, from built positions
 * (./positions.ts: Allied control but for the hexes given German; French infantry corps of MA 3 unless said).
 * 25, 26, 27 make a line of adjacent hexes, none a Schlieffen Plan hex; 35 and 36 border 26. 42/52 is impassable.
 */

const ROAD = ['25', '26', '27'];
const de = (hex: string, more: Partial<BuiltUnit> = {}): BuiltUnit => ({ nation: 'de', hex, ...more });

/** The move of every unit of `side` (of the first unit there, unless said) in the path's first hex along `path`. */
function move(p: GiPosition, path: readonly string[], side = p.units.find((u) => u.hex === path[0])?.side): MoveCheck {
  if (!side) throw new Error(`no unit in ${path[0]}`);
  return checkMove(p, { side, units: unitsAt(p, path[0]!, side), path });
}

/** The refusal's code and rule, or 'legal'. */
function verdict(check: MoveCheck): string {
  return check.ok ? 'legal' : `${check.problem.code} (${check.problem.rule})`;
}

describe('Grand Illusion: movement (8.4–8.4.8)', () => {
  it('8.4 hex to adjacent hex: a contiguous path is legal; a gap, a hex off the map or no hex is refused', () => {
    const p = at({ units: [{ hex: '25' }] });
    expect(verdict(move(p, ROAD))).toBe('legal');
    expect(verdict(move(p, ['25', '27']))).toBe('move-not-adjacent (8.4)');
    expect(verdict(move(p, ['25', '999']))).toBe('move-off-map (8.4)');
    expect(verdict(move(p, ['25']))).toBe('move-no-hexes (8.4)');
    expect(verdict(checkMove(p, { side: 'allied', units: [], path: ROAD }))).toBe('move-no-units (8.4)');
    expect(verdict(checkMove(p, { side: 'allied', units: p.units, path: ['26', '27'] }))).toBe(
      'move-units-not-here (8.4)',
    );
  });

  it('8.4 Disorganized combat units and HA move one hex', () => {
    for (const u of [{ disorganized: true }, { type: 'artillery' as const, ma: 1 }]) {
      const p = at({ units: [{ hex: '25', ...u }] });
      expect(verdict(move(p, ROAD.slice(0, 2)))).toBe('legal');
      expect(verdict(move(p, ROAD))).toBe('move-one-hex (8.4)');
    }
  });

  it('8.4.2 1 MP a hex, +1 across a red diamond; never across an impassable hexside', () => {
    const diamond = { hexsides: [{ a: '25', b: '26', features: ['diamond'] }] };
    const two = at({ ...diamond, units: [{ hex: '25', ma: 2 }] });
    expect(verdict(move(two, ROAD.slice(0, 2)))).toBe('legal');
    expect(verdict(move(two, ROAD))).toBe('move-too-far (8.4.2)');
    expect(verdict(move(at({ units: [{ hex: '25', ma: 2 }] }), ROAD))).toBe('legal');
    // A Disorganized unit always crosses a 2-MP hexside into the adjacent hex.
    expect(verdict(move(at({ ...diamond, units: [{ hex: '25', disorganized: true }] }), ROAD.slice(0, 2)))).toBe(
      'legal',
    );
    const belgians = at({ units: [{ hex: '42', nation: 'be' }] });
    expect(verdict(move(belgians, ['42', '52']))).toBe('move-impassable (8.4.2)');
    expect(verdict(move(belgians, ['42', '43']))).toBe('legal');
  });

  it('2.4: an MA printed only on the counter is asked for, not guessed', () => {
    const p = at({ units: [{ hex: '25', ma: null }] });
    expect(verdict(move(p, ROAD))).toBe('move-ma-unknown (2.4)');
    const check = move(p, ROAD);
    expect(check.ok ? null : problemWords(check.problem).it).toContain('indicatela');
  });

  it('8.4.1 combat units moving with an HQ of their nationality use its MA; the HQ flips', () => {
    const path = ['25', '26', '27', '28'];
    const p = at({
      units: [
        { hex: '25', ma: 2 },
        { hex: '25', type: 'hq', ma: 3, id: 'hq' },
      ],
    });
    const legal = move(p, path);
    expect(verdict(legal)).toBe('legal');
    expect(legal.ok && legal.value.hqsReduced).toEqual(['hq']);
    // Not past the HQ's own MA.
    expect(verdict(move(p, [...path, '29']))).toBe('move-too-far (8.4.2)');
    // A British unit gets no bonus from a French HQ.
    const british = at({
      units: [
        { hex: '25', ma: 2, nation: 'gb' },
        { hex: '25', type: 'hq', ma: 4 },
      ],
    });
    expect(verdict(move(british, path))).toBe('move-too-far (8.4.2)');
    // A Disorganized unit moves with the HQ beyond one hex, and flips it even on a short move.
    const dis = at({
      units: [
        { hex: '25', disorganized: true },
        { hex: '25', type: 'hq', ma: 4, id: 'hq' },
      ],
    });
    const short = move(dis, ROAD);
    expect(short.ok && short.value.hqsReduced).toEqual(['hq']);
    // Two HQs ending in one hex both flip.
    const meet = at({
      units: [
        { hex: '25', type: 'hq', ma: 4, id: 'a' },
        { hex: '26', type: 'hq', ma: 4, id: 'b' },
      ],
    });
    const joined = move(meet, ROAD.slice(0, 2));
    expect(joined.ok && joined.value.hqsReduced).toEqual(['a', 'b']);
  });

  it('8.4.4 table 1: a move continues through friendly and empty enemy hexes (taking them), stops where the enemy is', () => {
    const empty = at({ german: ['26'], units: [{ hex: '25' }] });
    const through = move(empty, ROAD);
    expect(verdict(through)).toBe('legal');
    expect(through.ok && through.value.controlTaken).toEqual([{ hex: '26', cavalry: false }]);
    // Note 1: a besieged enemy fort leaves a friendly hex uncontested.
    const fort = at({ units: [{ hex: '25' }], forts: [{ side: 'german', hex: '26', besieged: true }] });
    expect(verdict(move(fort, ROAD))).toBe('legal');
    // Enemy uncontested and occupied, friendly contested, enemy contested: entry, then stop.
    const occupied = at({ german: ['26'], units: [{ hex: '25' }, de('26')] });
    const contested = at({ units: [{ hex: '25' }, { hex: '26' }, de('26')] });
    const enemyContested = at({ german: ['26'], units: [{ hex: '25' }, { hex: '26', type: 'hq' }, de('26')] });
    for (const p of [occupied, contested, enemyContested]) {
      expect(verdict(move(p, ROAD.slice(0, 2)))).toBe('legal');
      expect(verdict(move(p, ROAD))).toBe('move-must-stop (8.4.4)');
    }
    expect(
      verdict(move(at({ units: [{ hex: '25' }], forts: [{ side: 'german', hex: '26', besieged: false }] }), ROAD)),
    ).toBe('move-must-stop (8.4.4)');
  });

  it('8.4.4 table 1 note 5: HQs, HA and Disorganized units enter an enemy-occupied enemy hex only with intact combat units', () => {
    const path = ROAD.slice(0, 2);
    const alone = at({
      german: ['26'],
      units: [{ hex: '25', type: 'hq' }, { hex: '25', disorganized: true }, de('26')],
    });
    expect(verdict(move(alone, path))).toBe('move-needs-intact (8.4.4)');
    const escorted = at({ german: ['26'], units: [{ hex: '25', type: 'hq' }, { hex: '25' }, de('26')] });
    expect(verdict(move(escorted, path))).toBe('legal');
    // Into an empty enemy hex they go alone (and take nothing: 8.3.3).
    const empty = move(at({ german: ['26'], units: [{ hex: '25', type: 'hq' }] }), path);
    expect(verdict(empty)).toBe('legal');
    expect(empty.ok && empty.value.controlTaken).toEqual([]);
  });

  it('8.4.4 table 2: never from an enemy hex the enemy occupies into another; into a friendly-occupied hex, yes', () => {
    const p = at({ german: ['26', '27'], units: [{ hex: '26' }, de('26'), de('27')] });
    expect(verdict(move(p, ['26', '27']))).toBe('move-enemy-to-enemy (8.4.4)');
    const friendly = at({ german: ['26'], units: [{ hex: '26' }, de('26'), { hex: '27', type: 'hq' }] });
    expect(verdict(move(friendly, ['26', '27']))).toBe('legal');
    // Friendly units there too do not open an enemy-controlled, enemy-occupied hex (8.4.4 c: "mai").
    const both = at({ german: ['26', '27'], units: [{ hex: '26' }, de('26'), de('27'), { hex: '27', type: 'hq' }] });
    expect(verdict(move(both, ['26', '27']))).toBe('move-enemy-to-enemy (8.4.4)');
    // From an enemy hex no enemy occupies (a friendly HQ in it), anywhere.
    const emptied = at({ german: ['26', '27'], units: [{ hex: '26' }, de('27')] });
    expect(verdict(move(emptied, ['26', '27']))).toBe('legal');
  });

  it('8.4.5 a move blocks the hexside it crosses into enemy units; the enemy never crosses a Block marker', () => {
    const p = at({ german: ['26'], units: [{ hex: '25' }, de('26')] });
    const attack = move(p, ['25', '26']);
    expect(attack.ok && attack.value.blocks).toEqual([{ a: '25', b: '26', side: 'allied' }]);
    const blocked = at({
      german: ['26'],
      units: [{ hex: '25' }, de('26')],
      blocks: [{ a: '25', b: '26', side: 'allied' }],
    });
    expect(verdict(move(blocked, ['26', '25'], 'german'))).toBe('move-blocked (8.4.5)');
    expect(verdict(move(blocked, ['26', '27'], 'german'))).toBe('legal');
    // Its own marker does not stop the side that placed it.
    expect(verdict(move(blocked, ['25', '26']))).toBe('legal');
  });

  it('8.4.6 stacking where the move ends: 8 corps a side, 6 of them infantry; a division or brigade counts ½', () => {
    const cavalry = (n: number): BuiltUnit[] => Array.from({ length: n }, () => ({ hex: '26', type: 'cavalry' }));
    const infantry = (n: number): BuiltUnit[] => Array.from({ length: n }, () => ({ hex: '26' }));
    expect(verdict(move(at({ units: [{ hex: '25' }, ...infantry(5), ...cavalry(2)] }), ['25', '26']))).toBe('legal');
    expect(verdict(move(at({ units: [{ hex: '25' }, ...infantry(6), ...cavalry(2)] }), ['25', '26']))).toBe(
      'move-stacking (8.4.6)',
    );
    expect(verdict(move(at({ units: [{ hex: '25' }, ...infantry(6)] }), ['25', '26']))).toBe('move-stacking (8.4.6)');
    const divisions = [
      { hex: '25', size: 'division' as const },
      { hex: '25', size: 'brigade' as const },
    ];
    expect(verdict(move(at({ units: [...divisions, ...infantry(5)] }), ['25', '26']))).toBe('legal');
    // Passing through an overfull hex is allowed.
    expect(verdict(move(at({ units: [{ hex: '25' }, ...infantry(6), ...cavalry(2)] }), ROAD))).toBe('legal');
    // The enemy's units do not count against the limit.
    expect(verdict(move(at({ units: [{ hex: '25' }, ...infantry(5), de('26'), de('26')] }), ['25', '26']))).toBe(
      'legal',
    );
  });

  it('8.4.6 Vosges (102, 103): 3 corps and 1 division or brigade a side', () => {
    const german = ['102', '98'];
    const three = at({ german, units: [de('98'), de('102'), de('102'), de('102'), de('102', { size: 'division' })] });
    expect(verdict(move(three, ['98', '102'], 'german'))).toBe('move-stacking (8.4.6)');
    const two = at({ german, units: [de('98'), de('102'), de('102', { size: 'division' })] });
    expect(verdict(move(two, ['98', '102'], 'german'))).toBe('legal');
    const small = at({ german, units: [de('98', { size: 'brigade' }), de('102', { size: 'division' })] });
    expect(verdict(move(small, ['98', '102'], 'german'))).toBe('move-stacking (8.4.6)');
  });

  it('8.4.7 a: Belgian units never leave Belgium', () => {
    const p = at({ units: [{ hex: '53', nation: 'be' }] });
    expect(verdict(move(p, ['53', '54']))).toBe('legal');
    expect(verdict(move(p, ['53', '44', '45']))).toBe('move-leave-belgium (8.4.7)');
  });

  it('8.4.7 b: British units never end a move in Paris (19); they pass through it', () => {
    const p = at({ units: [{ hex: '28', nation: 'gb' }] });
    expect(verdict(move(p, ['28', '19']))).toBe('move-british-paris (8.4.7)');
    expect(verdict(move(p, ['28', '19', '9']))).toBe('legal');
    expect(verdict(move(at({ units: [{ hex: '28' }] }), ['28', '19']))).toBe('legal');
  });

  it('8.4.8 until turn 7 German combat units enter a Schlieffen Plan hex only where Allied combat units are', () => {
    const p = at({ german: ['17'], units: [de('17')] });
    expect(verdict(move(p, ['17', '16']))).toBe('move-schlieffen (8.4.8)');
    expect(verdict(move({ ...p, turn: 7 }, ['17', '16']))).toBe('legal');
    const held = at({ german: ['17'], units: [de('17'), { hex: '16' }] });
    expect(verdict(move(held, ['17', '16']))).toBe('legal');
    // Not through an empty Schlieffen Plan hex to reach an occupied one.
    const beyond = at({ german: ['17'], units: [de('17'), { hex: '7' }] });
    expect(verdict(move(beyond, ['17', '16', '7']))).toBe('move-schlieffen (8.4.8)');
    // An HQ alone is no combat unit.
    expect(verdict(move(at({ german: ['17'], units: [de('17', { type: 'hq' })] }), ['17', '16']))).toBe('legal');
  });

  it('every refusal of movement has its own Italian and English words, naming its rule', () => {
    const codes = [
      'move-away-from-supply',
      'move-blocked',
      'move-british-paris',
      'move-enemy-to-enemy',
      'move-impassable',
      'move-leave-belgium',
      'move-ma-unknown',
      'move-must-stop',
      'move-needs-intact',
      'move-no-hexes',
      'move-no-units',
      'move-not-adjacent',
      'move-off-map',
      'move-one-hex',
      'move-out-of-supply',
      'move-schlieffen',
      'move-stacking',
      'move-too-far',
      'move-units-not-here',
      'retreat-move-belgian',
      'retreat-move-hex',
      'retreat-move-twice',
    ];
    for (const code of codes) {
      const words = problemWords({ code, params: { hex: '26', unit: 'u0', from: '25', to: '26', mp: 3, ma: 2 } });
      expect(words.en, code).not.toBe(code);
      expect(words.it, code).not.toBe(words.en);
      expect(words.en, code).toMatch(/\((2\.4|8\.\d[.\d a-c,]*)\)$/);
      expect(words.it, code).toMatch(/\((2\.4|8\.\d[.\d a-c,]*)\)$/);
    }
  });

  it('every refusal has Italian and English words', () => {
    const p = at({ german: ['17'], units: [de('17')] });
    const check = move(p, ['17', '16']);
    const words = check.ok ? null : problemWords(check.problem);
    expect(words?.it).toContain('Piano Schlieffen');
    expect(words?.en).toContain('Schlieffen Plan');
  });
});

describe('Grand Illusion: movement and supply (8.4.3), on a map with railways', () => {
  // 84 is a German rail hex next to Trier (94), a German source; 74 borders 84, 64 borders 74 but no rail hex.
  const trier = (unit: Partial<BuiltUnit> = {}, turn = 6): GiPosition =>
    at({ turn, german: ['84', '94'], rail: ['84'], units: [de('84', unit)] });

  it('8.4.3 a: a supplied unit never moves into a hex that would put it out of supply', () => {
    expect(verdict(move(trier(), ['84', '74']))).toBe('legal');
    expect(verdict(move(trier(), ['84', '74', '64']))).toBe('move-out-of-supply (8.4.3)');
    // The exception: the German 1st, 2nd and 3rd Armies on turns 3–5; an unknown Army is not refused.
    expect(verdict(move(trier({ army: 1 }, 3), ['84', '74', '64']))).toBe('legal');
    expect(verdict(move(trier({}, 3), ['84', '74', '64']))).toBe('legal');
    expect(verdict(move(trier({ army: 4 }, 3), ['84', '74', '64']))).toBe('move-out-of-supply (8.4.3)');
    // The built-in pack has no railways: not read.
    expect(verdict(move(at({ turn: 6, german: ['84', '94'], units: [de('84')] }), ['84', '74', '64']))).toBe('legal');
  });

  it('8.4.3 c: an out-of-supply unit enters only hexes that put it in supply or nearer to them', () => {
    const oos = at({ turn: 6, german: ['84', '94'], rail: ['84'], units: [de('64', { supplied: false })] });
    expect(verdict(move(oos, ['64', '74']))).toBe('legal');
    expect(verdict(move(oos, ['64', '63']))).toBe('move-away-from-supply (8.4.3)');
  });
});

describe('Grand Illusion: General Retreat moves (8.7.2, 8.7.3) and Paris in Danger (8.4.9)', () => {
  function retreat(p: GiPosition, path: readonly string[], moved: readonly string[] = []): MoveCheck {
    const side = p.units.find((u) => u.hex === path[0])!.side;
    return checkMove(p, { side, units: unitsAt(p, path[0]!, side), path, generalRetreat: true, moved });
  }

  it('8.7.2 the Allied General Retreat enters only friendly uncontested hexes, with French and British units, each once', () => {
    expect(verdict(retreat(at({ units: [{ hex: '25' }] }), ROAD))).toBe('legal');
    expect(verdict(retreat(at({ german: ['26'], units: [{ hex: '25' }] }), ROAD))).toBe('retreat-move-hex (8.7.2)');
    expect(verdict(retreat(at({ units: [{ hex: '25' }, de('27', { type: 'hq' })] }), ROAD))).toBe(
      'retreat-move-hex (8.7.2)',
    );
    // A besieged enemy fort leaves the hex uncontested.
    const fort = at({ units: [{ hex: '25' }], forts: [{ side: 'german', hex: '26', besieged: true }] });
    expect(verdict(retreat(fort, ROAD))).toBe('legal');
    expect(verdict(retreat(at({ units: [{ hex: '53', nation: 'be' }] }), ['53', '54']))).toBe(
      'retreat-move-belgian (8.7.2)',
    );
    expect(verdict(retreat(at({ units: [{ hex: '25' }] }), ROAD, ['u0']))).toBe('retreat-move-twice (8.7.2)');
  });

  it('8.7.3 the German General Retreat likewise', () => {
    const p = at({ german: ['84', '85'], units: [de('84')] });
    expect(verdict(retreat(p, ['84', '85']))).toBe('legal');
    expect(verdict(retreat(p, ['84', '75']))).toBe('retreat-move-hex (8.7.3)');
  });

  it('8.4.9 b: from turn 3, supplied German combat units moving next to a Paris in Danger hex', () => {
    const p = at({ german: ['47'], units: [de('47')] });
    const near = move(p, ['47', '36', '27']);
    expect(near.ok && near.value.parisInDanger).toBe(true);
    const far = move(p, ['47', '36']);
    expect(far.ok && far.value.parisInDanger).toBe(false);
    const early = move({ ...p, turn: 2 }, ['47', '36', '27']);
    expect(early.ok && early.value.parisInDanger).toBe(false);
    const hq = move(at({ german: ['47'], units: [de('47', { type: 'hq' })] }), ['47', '36', '27']);
    expect(hq.ok && hq.value.parisInDanger).toBe(false);
  });
});
