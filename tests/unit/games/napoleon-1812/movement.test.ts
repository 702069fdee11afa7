import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { attrition } from '../../../../src/engine/games/napoleon-1812/rules/attrition.js';
import {
  checkMove,
  NAPOLEON_ID,
  type MoveCheck,
  type MoveInput,
} from '../../../../src/engine/games/napoleon-1812/rules/movement.js';
import { leadersAt, unitsAt, type N1812Position } from '../../../../src/engine/games/napoleon-1812/rules/position.js';
import { FIRST_WINTER_TURN } from '../../../../src/engine/games/napoleon-1812/rules/turn.js';
import { problemWords } from '../../../../src/engine/games/napoleon-1812/words.js';
import { at as position, WILNO, type Built } from './positions.js';

/**
 * Strategic movement (4.1, 8.3–8.6, 8.8, 8.9, 14.5, 14.6) on the built-in pack's map: a legal and an illegal case
 * for each rule, from built positions (./positions.ts). The hexes 1508, 1608, 1708 and Wilno (1808) are clear and
 * make a line from west to east with no river between them; 1709 borders 1608, 1708 and Wilno, not 1508. The Niemen
 * runs between 2008 and both 1908 and 1909.
 */

const START = '1508';
const ROAD = [START, '1608', '1708', WILNO];

type BuiltUnit = NonNullable<Built['units']>[number];

/** Two French infantry Veterans (OF 1) and Ney at 1508 unless said, no Depot; units are named u0, u1… */
function at(b: Built = {}): N1812Position {
  const p = position({
    units: [french(START), french(START)],
    leaders: [{ id: 'fr-Ney', side: 'french', hex: START }],
    depots: [],
    ...b,
  });
  return { ...p, units: p.units.map((u, i) => ({ id: `u${i}`, ...u })) };
}

/** The move of every unit and leader of `side` in the path's first hex along `path`, with a train. */
function move(p: N1812Position, path: readonly string[], over: Partial<MoveInput> = {}): MoveCheck {
  const side = over.side ?? 'french';
  return checkMove(p, {
    side,
    units: unitsAt(p, path[0]!, side),
    leaders: leadersAt(p, path[0]!, side).map((leader) => ({ leader })),
    path,
    forcedMarch: false,
    train: true,
    ...over,
  });
}

/** The refusal's code and rule, or 'legal'. */
function verdict(check: MoveCheck): string {
  return check.ok ? 'legal' : `${check.problem.code} (${check.problem.rule})`;
}

function french(hex: string, more: Partial<BuiltUnit> = {}): BuiltUnit {
  return { side: 'french', hex, unitClass: 'v', ...more };
}
function russian(hex: string, more: Partial<BuiltUnit> = {}): BuiltUnit {
  return { side: 'russian', hex, unitClass: 'v', ...more };
}
const cavalry = { cavalry: true };

describe('Napoleon 1812: strategic movement (4.1, 8.3–8.6, 8.8, 8.9, 14.5, 14.6)', () => {
  it('8.4 a move of 3 hexes along a contiguous path is legal; a step to a hex not next to the last is refused', () => {
    const p = at();
    expect(verdict(move(p, ROAD))).toBe('legal');
    expect(verdict(move(p, [START, '1708', WILNO]))).toBe('move-not-adjacent (8.4)');
    expect(verdict(move(p, [START]))).toBe('move-no-hexes (8.4)');
    expect(verdict(move(p, [START, 'nowhere']))).toBe('move-off-map (8.4)');
  });

  it('8.4 allowance: 3 hexes (2 in winter), up to 5 with a Forced March', () => {
    const p = at({ units: [french('1208'), french('1208')], leaders: [{ side: 'french', hex: '1208' }] });
    const five = ['1208', '1308', '1408', START, '1608', '1708'];
    expect(verdict(move(p, five.slice(0, 4)))).toBe('legal');
    expect(verdict(move(p, five.slice(0, 5)))).toBe('forced-march-needed (8.4)');
    expect(verdict(move(p, five.slice(0, 5), { forcedMarch: true }))).toBe('legal');
    expect(verdict(move(p, five, { forcedMarch: true }))).toBe('legal');
    expect(verdict(move(p, [...five, WILNO], { forcedMarch: true }))).toBe('move-too-long (8.4)');
    const winter = { ...p, turn: FIRST_WINTER_TURN };
    expect(verdict(move(winter, five.slice(0, 3)))).toBe('legal');
    expect(verdict(move(winter, five.slice(0, 4)))).toBe('forced-march-needed (8.4)');
    expect(verdict(move(winter, five.slice(0, 4), { forcedMarch: true }))).toBe('legal');
  });

  it('8.4 impassable: lake, mountain and sea for all units', () => {
    for (const terrain of ['lake', 'mountain', 'sea']) {
      const p = at({ terrain: { '1608': terrain } });
      expect(verdict(move(p, ROAD))).toBe('move-impassable (8.4)');
    }
    const russians = at({ units: [russian(START)], leaders: [{ side: 'russian', hex: START }] });
    expect(verdict(move(russians, ROAD, { side: 'russian' }))).toBe('legal');
  });

  it('14.6: forest, marsh and rough are impassable to the French, not to the Russians', () => {
    for (const terrain of ['forest', 'marsh', 'rough']) {
      const p = at({ terrain: { '1608': terrain } });
      expect(verdict(move(p, ROAD))).toBe('move-difficult-terrain (14.6)');
      const r = at({
        terrain: { '1608': terrain },
        units: [russian(START)],
        leaders: [{ side: 'russian', hex: START }],
      });
      expect(verdict(move(r, ROAD, { side: 'russian' }))).toBe('legal');
    }
  });

  it('4.1: no hex past 6 friendly OF, not even passed through; leaders count 0', () => {
    // Two Conscripts (OF 2) move through 1608, where friendly units hold 2 OF: 6, legal (a leader there adds none).
    const units = [french(START, { unitClass: 'c' }), french(START, { unitClass: 'c' })];
    const leaders = [
      { side: 'french' as const, hex: START },
      { side: 'french' as const, hex: '1608' },
    ];
    const six = at({
      units: [...units, french('1608', { unitClass: 'v' }), french('1608', { unitClass: 'v' })],
      leaders,
    });
    expect(verdict(move(six, ROAD))).toBe('legal');
    // 6.5 OF in 1608 even if the stack only passes through it.
    const over = at({
      units: [...units, french('1608', { unitClass: 'L' }), french('1608', { unitClass: 'v' })],
      leaders,
    });
    const refused = move(over, ROAD);
    expect(verdict(refused)).toBe('move-stacking (4.1)');
    expect(!refused.ok && refused.problem.params).toEqual({ hex: '1608', of: 6.5, max: 6 });
    // A unit whose OF is unknown counts 1 (the README's reading).
    const unknown = at({
      units: [...units, { side: 'french' as const, hex: '1608' }, { side: 'french' as const, hex: '1608' }],
    });
    expect(verdict(move(unknown, ROAD))).toBe('legal');
  });

  it('8.3: a combat unit makes one move per phase', () => {
    const p = at();
    expect(verdict(move(p, ROAD, { moved: ['u5'] }))).toBe('legal');
    expect(verdict(move(p, ROAD, { moved: ['u1'] }))).toBe('unit-moved-already (8.3)');
  });

  it('8.4 point 1: the units start stacked with a Supply Train', () => {
    expect(verdict(move(at(), ROAD, { train: true }))).toBe('legal');
    expect(verdict(move(at(), ROAD, { train: false }))).toBe('move-no-train (8.4)');
  });

  it('8.4 point 2: with a leader, in the start hex, that has not moved; it may be dropped off on the way', () => {
    const p = at();
    const ney = p.leaders[0]!;
    expect(verdict(move(p, ROAD, { leaders: [{ leader: ney, until: 1 }] }))).toBe('legal');
    expect(verdict(move(p, ROAD, { leaders: [] }))).toBe('move-no-leader (8.4)');
    expect(verdict(move(p, ROAD, { moved: ['fr-Ney'] }))).toBe('leader-moved-already (8.4)');
    expect(verdict(move(p, ROAD, { leaders: [{ leader: ney, until: 0 }] }))).toBe('leader-drop-off (8.4)');
    expect(verdict(move(p, ROAD, { leaders: [{ leader: ney, until: 4 }] }))).toBe('leader-drop-off (8.4)');
    const elsewhere = at({ leaders: [{ side: 'french', hex: '1608' }] });
    expect(verdict(move(elsewhere, ROAD, { leaders: [{ leader: elsewhere.leaders[0]! }] }))).toBe(
      'leader-not-here (8.4)',
    );
  });

  it('8.4 points 3–4: the moving units start together in the first hex; others may be left behind', () => {
    const p = at({ units: [french(START), french(START), french('1408')] });
    expect(verdict(move(p, ROAD, { units: [p.units[0]!] }))).toBe('legal');
    expect(verdict(move(p, ROAD, { units: [p.units[0]!, p.units[2]!] }))).toBe('move-units-not-here (8.4)');
    expect(verdict(move(p, ROAD, { units: [] }))).toBe('move-no-units (8.4)');
  });

  it('8.4 point 5: every unit in the stack, those left behind too, is in good order when the move starts', () => {
    const p = at({ units: [french(START), french(START), french(START, { disrupted: true })] });
    expect(verdict(move(p, ROAD, { units: [p.units[0]!, p.units[1]!] }))).toBe('move-stack-disrupted (8.4)');
    // After recovery (8.1) the same stack moves: good order is read on the position the move starts from.
    const recovered = { ...p, units: p.units.map((u) => ({ ...u, disrupted: false })) };
    expect(verdict(move(recovered, ROAD, { units: [p.units[0]!, p.units[1]!] }))).toBe('legal');
  });

  it('8.4 point 6, 8.8, 8.9: no hex with enemy units; only enemy Depots or leaders are entered and reported', () => {
    expect(verdict(move(at({ units: [french(START), russian('1708')] }), ROAD))).toBe('move-enemy-units (8.4)');
    const p = at({
      leaders: [
        { side: 'french', hex: START },
        { id: 'ru-Bagration', side: 'russian', hex: '1608' },
      ],
      depots: [
        { side: 'russian', hex: '1608' },
        { side: 'russian', hex: WILNO },
        { side: 'french', hex: '1708' },
      ],
    });
    const check = move(p, ROAD);
    expect(verdict(check)).toBe('legal');
    expect(check.ok && check.value.depotsCaptured).toEqual(['1608', WILNO]);
    expect(check.ok && check.value.leadersMet).toEqual([{ hex: '1608', leaders: [p.leaders[1]] }]);
  });

  it('8.4 point 7: a unit that enters a hex next to enemy cavalry stops there', () => {
    // Russian cavalry in 1709 borders 1608 and 1708.
    const cossacks = russian('1709', cavalry);
    expect(verdict(move(at({ units: [french(START), cossacks] }), ROAD))).toBe('move-cavalry-zone (8.4)');
    expect(verdict(move(at({ units: [french(START), cossacks] }), [START, '1608']))).toBe('legal');
    // Unless the cavalry is disrupted, or not cavalry.
    expect(verdict(move(at({ units: [french(START), { ...cossacks, disrupted: true }] }), ROAD))).toBe('legal');
    expect(verdict(move(at({ units: [french(START), russian('1709')] }), ROAD))).toBe('legal');
    // Unless a friendly unit that does not move holds each hex entered (the README's reading), not one that moved.
    const held = at({ units: [french(START), cossacks, french('1608'), french('1708')] });
    expect(verdict(move(held, ROAD, { units: [held.units[0]!] }))).toBe('legal');
    expect(verdict(move(held, ROAD, { units: [held.units[0]!], moved: ['u2'] }))).toBe('move-cavalry-zone (8.4)');
  });

  it('8.4 point 7: across a river, bridged or not, the cavalry holds no one', () => {
    // Russian cavalry beyond the Niemen (2008) borders 1908 and 1909 across it; 1907 borders 1908 with no river.
    const path = ['1807', '1908', '1909', '1809'];
    const leaders = [{ side: 'french' as const, hex: '1807' }];
    expect(verdict(move(at({ units: [french('1807'), russian('2008', cavalry)], leaders }), path))).toBe('legal');
    const bridged = at({ units: [french('1807'), russian('2008', cavalry)], leaders, bridges: [['1908', '2008']] });
    expect(verdict(move(bridged, path))).toBe('legal');
    const near = at({ units: [french('1807'), russian('1907', cavalry)], leaders });
    expect(verdict(move(near, ['1807', '1808', '1908', '1909']))).toBe('move-cavalry-zone (8.4)');
  });

  it('14.6: French cavalry puts no zone on a difficult-terrain hex next to it', () => {
    const russians = { leaders: [{ side: 'russian' as const, hex: START }] };
    const hussars = [russian(START), french('1709', cavalry)];
    expect(verdict(move(at({ units: hussars, ...russians }), ROAD, { side: 'russian' }))).toBe(
      'move-cavalry-zone (8.4)',
    );
    const forest = at({ units: hussars, ...russians, terrain: { '1608': 'forest', '1708': 'rough' } });
    expect(verdict(move(forest, ROAD, { side: 'russian' }))).toBe('legal');
  });

  it('8.4 point 8: starting next to good-order enemy cavalry, the first hex entered is next to none', () => {
    // The stack starts in 1608, next to the cavalry in 1709; 1508 is not next to it, 1609 is.
    const leaders = [{ side: 'french' as const, hex: '1608' }];
    const p = at({ units: [french('1608'), russian('1709', cavalry)], leaders });
    expect(verdict(move(p, ['1608', START, '1408']))).toBe('legal');
    // Even a move of one hex, where point 7 alone would let the stack stop.
    expect(verdict(move(p, ['1608', '1609']))).toBe('move-cavalry-start (8.4)');
    expect(verdict(move(p, ['1608', '1708']))).toBe('move-cavalry-start (8.4)');
    // The same exceptions: friendly units that do not move in the first hex, or disrupted cavalry.
    const held = at({ units: [french('1608'), russian('1709', cavalry), french('1609')], leaders });
    expect(verdict(move(held, ['1608', '1609'], { units: [held.units[0]!] }))).toBe('legal');
    const tired = at({ units: [french('1608'), russian('1709', { ...cavalry, disrupted: true })], leaders });
    expect(verdict(move(tired, ['1608', '1609', '1610']))).toBe('legal');
  });

  it('8.4 General Exception: a single unit in a city next to two good-order enemy units is under siege', () => {
    const leaders = [{ side: 'french' as const, hex: WILNO }];
    const path = [WILNO, '1807'];
    const siege = at({ units: [french(WILNO), russian('1909'), russian('1909')], leaders });
    expect(verdict(move(siege, path))).toBe('move-besieged (8.4)');
    // Two units in the city, or one of the enemy disrupted: no siege.
    const two = at({ units: [french(WILNO), french(WILNO), russian('1909'), russian('1909')], leaders });
    expect(verdict(move(two, path))).toBe('legal');
    const one = at({ units: [french(WILNO), russian('1909'), russian('1909', { disrupted: true })], leaders });
    expect(verdict(move(one, path))).toBe('legal');
    // Across a river (1506, a city, has rivers to 1507, 1605 and 1606), no siege; 1505 is not across one.
    const ru = [{ side: 'russian' as const, hex: '1506' }];
    const across = at({ units: [russian('1506'), french('1507'), french('1507')], leaders: ru });
    expect(verdict(move(across, ['1506', '1406'], { side: 'russian' }))).toBe('legal');
    const besieged = at({ units: [russian('1506'), french('1505'), french('1505')], leaders: ru });
    expect(verdict(move(besieged, ['1506', '1406'], { side: 'russian' }))).toBe('move-besieged (8.4)');
  });

  it('8.5: a move of 3 hexes or more rolls for attrition, 2 or more in winter', () => {
    const three = move(at(), ROAD);
    expect(three.ok && three.value.attritionRoll).toBe(true);
    const two = move(at(), ROAD.slice(0, 3));
    expect(two.ok && two.value.attritionRoll).toBe(false);
    const winter = move(at({ turn: FIRST_WINTER_TURN }), ROAD.slice(0, 3));
    expect(winter.ok && winter.value.attritionRoll).toBe(true);
    const one = move(at({ turn: FIRST_WINTER_TURN }), ROAD.slice(0, 2));
    expect(one.ok && one.value.attritionRoll).toBe(false);
  });

  it('8.6, 14.5: the attrition input: French +1 from turn 3, winter +1, forced-march hexes beyond the allowance', () => {
    const p = at({ units: [french('1208'), french('1208', cavalry)], leaders: [{ side: 'french', hex: '1208' }] });
    const five = ['1208', '1308', '1408', START, '1608', '1708'];
    const check = move(p, five, { forcedMarch: true });
    if (!check.ok) throw new Error(check.problem.code);
    expect(check.value.attrition).toMatchObject({
      side: 'french',
      turn: 3,
      hexes: 5,
      forcedMarch: true,
      forcedMarchHexes: 'beyond',
      napoleon: false,
      units: { good: { infantry: 1, cavalry: 1, artillery: 0 } },
    });
    const rolled = attrition(check.value.attrition, new ScriptedDice([3]));
    expect(rolled.ok && rolled.value.total).toBe(3 + 1 + 2);
    // Turn 2: no French modifier.
    const early = move({ ...p, turn: 2 }, five.slice(0, 4));
    expect(early.ok && attrition(early.value.attrition, new ScriptedDice([3]))).toMatchObject({ value: { total: 3 } });
    // Winter: +1 for every stack, +1 French; 3 forced-march hexes beyond the 2 of winter.
    const winter = move({ ...p, turn: FIRST_WINTER_TURN }, five, { forcedMarch: true });
    expect(winter.ok && attrition(winter.value.attrition, new ScriptedDice([1]))).toMatchObject({
      value: { total: 1 + 1 + 1 + 3 },
    });
  });

  it('14.5: Napoleon accompanying the stack gives −1, in the basic game only', () => {
    const p = at({ leaders: [{ id: NAPOLEON_ID, side: 'french', hex: START }] });
    const basic = move(p, ROAD, { leaders: [{ leader: p.leaders[0]!, until: 1 }] });
    expect(basic.ok && basic.value.attrition.napoleon).toBe(true);
    expect(basic.ok && attrition(basic.value.attrition, new ScriptedDice([4]))).toMatchObject({
      value: { total: 4 + 1 - 1 },
    });
    const advanced = move(p, ROAD, { advanced: true });
    expect(advanced.ok && advanced.value.attrition.napoleon).toBe(false);
    const ney = move(at(), ROAD);
    expect(ney.ok && ney.value.attrition.napoleon).toBe(false);
  });

  it('every refusal is worded in Italian and English', () => {
    const codes = [
      'move-no-units',
      'move-units-not-here',
      'unit-moved-already',
      'move-no-train',
      'move-no-leader',
      'leader-not-here',
      'leader-moved-already',
      'leader-drop-off',
      'move-stack-disrupted',
      'move-besieged',
      'move-no-hexes',
      'move-too-long',
      'move-not-adjacent',
      'move-off-map',
      'move-impassable',
      'move-difficult-terrain',
      'move-enemy-units',
      'move-stacking',
      'move-cavalry-zone',
      'move-cavalry-start',
    ];
    for (const code of codes) {
      const words = problemWords({ code, params: { hex: '1608', terrain: 'lake', max: 6, of: 7, from: 'a', to: 'b' } });
      expect(words.en).not.toBe(code);
      expect(words.it).not.toBe(words.en);
    }
    expect(problemWords({ code: 'move-impassable', params: { hex: '1608', terrain: 'lake' } }).it).toContain('lago');
  });
});
