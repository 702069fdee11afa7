import { describe, expect, it } from 'vitest';
import {
  checkMove,
  extendedCommandProblem,
  withdrawalHexes,
  type MoveCheck,
  type MoveInput,
} from '../../../../src/engine/games/borodino/rules/movement.js';
import { unitArc, type BorodinoPosition } from '../../../../src/engine/games/borodino/rules/position.js';
import { problemWords } from '../../../../src/engine/games/borodino/words.js';
import { at as position, CENTRE, map, type Built, type BuiltUnit } from './positions.js';

/**
 * A unit's move (6.1–6.3, 7.1–7.4, SR5, SR8, SR10) on the built-in pack's map: a legal and an illegal case for each
 * rule, from built positions (./positions.ts). Column 46 from 4616 northwards (4617, 4618… 4626) is open ground with
 * no river, one hex after the other; 4517 borders 4617 and 4618. The Kolocha runs between 3812 and 3912 (no bridge)
 * and between 3812 and 3813 (the bridge). Borodino (3316) is a town.
 */

const NORTH = ['4616', '4617', '4618', '4619', '4620', '4621', '4622', '4623', '4624', '4625'];
const path = (hexes: number) => NORTH.slice(0, hexes + 1);

/** A French infantry unit (MA 4) at 4616, u0, then the units `b` gives. */
function at(mover: Partial<BuiltUnit> = {}, b: Built = {}): BorodinoPosition {
  return position({ ...b, units: [{ side: 'french', hex: CENTRE, ...mover }, ...(b.units ?? [])] });
}

function move(p: BorodinoPosition, hexes: readonly string[], over: Partial<MoveInput> = {}): MoveCheck {
  return checkMove(p, { unit: p.units[0]!, path: hexes, orders: 'under', ...over });
}

/** The refusal's code and rule, or 'legal'. */
function verdict(check: MoveCheck): string {
  return check.ok ? 'legal' : `${check.problem.code} (${check.problem.rule})`;
}

function value(check: MoveCheck) {
  if (!check.ok) throw new Error(`refused: ${check.problem.code}`);
  return check.value;
}

const russian = (hex: string, more: Partial<BuiltUnit> = {}): BuiltUnit => ({ side: 'russian', hex, ...more });
const french = (hex: string, more: Partial<BuiltUnit> = {}): BuiltUnit => ({ side: 'french', hex, ...more });

describe('Borodino: movement (7.0)', () => {
  it('7.31 a path of contiguous hexes from where the unit stands', () => {
    const p = at();
    expect(verdict(move(p, path(3)))).toBe('legal');
    expect(verdict(move(p, [CENTRE, '4618']))).toBe('move-not-adjacent (7.31)');
    expect(verdict(move(p, ['4617', '4618']))).toBe('move-unit-not-here (7.31)');
    expect(verdict(move(p, [CENTRE]))).toBe('move-no-hexes (7.31)');
    expect(verdict(move(p, [CENTRE, 'nowhere']))).toBe('move-off-map (7.31)');
  });

  it('7.11 the Movement Allowance printed on the counter; unknown, the player gives it', () => {
    const p = at();
    expect(value(move(p, path(4)))).toMatchObject({ mp: 4, allowance: 4 });
    expect(verdict(move(p, path(5)))).toBe('move-not-enough-mp (7.34)');
    const unknown = at({ movement: null });
    expect(verdict(move(unknown, path(1)))).toBe('move-allowance-unknown (7.11)');
    expect(verdict(move(unknown, path(5), { movement: 5 }))).toBe('legal');
  });

  it('7.12 No Orders: half the allowance rounded up (infantry 2, light cavalry 4)', () => {
    const p = at();
    expect(value(move(p, path(2), { orders: 'none' })).allowance).toBe(2);
    expect(verdict(move(p, path(3), { orders: 'none' }))).toBe('move-not-enough-mp (7.34)');
    const horse = at({ arm: 'cavalry', movement: 7 });
    expect(verdict(move(horse, path(4), { orders: 'none' }))).toBe('legal');
    expect(verdict(move(horse, path(5), { orders: 'none' }))).toBe('move-not-enough-mp (7.34)');
  });

  it('7.13 Extended Movement doubles the allowance, far from the enemy, Under Orders, in good order', () => {
    const p = at();
    expect(value(move(p, path(8), { extended: true }))).toMatchObject({ mp: 8, allowance: 8 });
    expect(verdict(move(p, path(9), { extended: true }))).toBe('move-not-enough-mp (7.34)');
    expect(verdict(move(p, path(2), { extended: true, orders: 'none' }))).toBe('extended-no-orders (7.13)');
    expect(verdict(move(at({ disordered: true }), path(2), { extended: true }))).toBe('extended-disordered (7.13)');
    // An enemy 3 hexes from a hex of the path (4627 from 4624) bars it; 4 hexes (4628) does not.
    const near = at({}, { units: [russian('4627')] });
    expect(verdict(move(near, path(8), { extended: true }))).toBe('extended-near-enemy (7.13)');
    expect(verdict(move(at({}, { units: [russian('4628')] }), path(8), { extended: true }))).toBe('legal');
    const friends = at({}, { units: [french('4618')] });
    expect(verdict(move(friends, path(4), { extended: true }))).toBe('extended-through-friends (7.13)');
    expect(verdict(move(friends, path(2), { extended: true }))).toBe('extended-stacked (7.13)');
    expect(value(move(friends, path(3))).mp).toBe(4);
  });

  it('7.13 the whole Command or none: no unit of it may start within 3 hexes of an enemy combat unit', () => {
    const p = at({}, { units: [french('4619'), russian('4622')] });
    expect(extendedCommandProblem(p, p.units.slice(0, 1))).toBeNull();
    expect(extendedCommandProblem(p, p.units.slice(0, 2))).toMatchObject({ code: 'extended-near-enemy', rule: '7.13' });
  });

  it('SR8 at Borodino (7 September) the Russians may not use Extended Movement; at Shevardino they may', () => {
    const russians = (scenario: 'shevardino' | 'borodino') => position({ scenario, units: [russian(CENTRE)] });
    expect(verdict(move(russians('shevardino'), path(6), { extended: true }))).toBe('legal');
    expect(verdict(move(russians('borodino'), path(6), { extended: true }))).toBe('extended-russian (SR8)');
  });

  it('7.21 each hex costs its Terrain Table cost for the arm: artillery 2 in open, infantry 2 in a town', () => {
    const guns = at({ arm: 'artillery' });
    expect(value(move(guns, path(2))).mp).toBe(4);
    expect(verdict(move(guns, path(3)))).toBe('move-not-enough-mp (7.34)');
    const horseGuns = at({ arm: 'horse-artillery', movement: 8 });
    expect(value(move(horseGuns, path(4))).mp).toBe(8);
    const next = map.grid.neighbours('3316')[0]!;
    const town = position({ units: [french(next)] });
    expect(value(move(town, [next, '3316'])).mp).toBe(2);
    const woods = at({ arm: 'cavalry', movement: 7 }, { terrain: { '4617': 'woods' } });
    expect(value(move(woods, path(1)))).toMatchObject({ mp: 3, disorders: true });
    const unknown = at({}, { terrain: { '4617': 'swamp' } });
    expect(verdict(move(unknown, path(1)))).toBe('move-terrain-unknown (7.21)');
  });

  it('7.23 no unit crosses a river but at a bridge (no extra cost), nor enters or crosses an NA terrain', () => {
    const p = position({ units: [french('3812')] });
    expect(verdict(move(p, ['3812', '3912']))).toBe('move-river (7.23)');
    expect(value(move(p, ['3812', '3813'])).mp).toBe(1);
    const marsh = at({ arm: 'artillery' }, { terrain: { '4617': 'marsh' } });
    expect(verdict(move(marsh, path(1)))).toBe('move-prohibited (7.23)');
    expect(value(move(at({}, { terrain: { '4617': 'marsh' } }), path(1))).mp).toBe(2);
    const stream = { hexsides: [{ a: CENTRE, b: '4617', features: ['very-steep-banked-stream'] }] };
    expect(value(move(at({}, stream), path(1))).mp).toBe(4);
    expect(verdict(move(at({ arm: 'artillery' }, stream), path(1)))).toBe('move-prohibited-side (7.23)');
    // Terrain Table "D": cavalry crossing a very steep banked stream pays +4 and is Disordered.
    expect(value(move(at({ arm: 'cavalry', movement: 7 }, stream), path(1)))).toMatchObject({ mp: 5, disorders: true });
  });

  it('SR5 no unit enters a burning village; rubble costs its own row', () => {
    const next = map.grid.neighbours('3316')[0]!;
    const burning = position({ units: [french(next)], villages: new Map([['3316', 'burning' as const]]) });
    expect(verdict(move(burning, [next, '3316']))).toBe('move-prohibited (SR5)');
    const rubble = position({
      units: [french(next, { arm: 'cavalry', movement: 7 })],
      villages: new Map([['3316', 'rubble' as const]]),
    });
    expect(value(move(rubble, [next, '3316'])).mp).toBe(3);
  });

  it('7.32 (6.22) never into or through a hex with an enemy combat unit', () => {
    // Enemy artillery has no ZOC (6.31): passing next to it is free, entering it is not.
    const p = at({}, { units: [russian('4517', { arm: 'artillery' }), russian('4619', { arm: 'artillery' })] });
    expect(verdict(move(p, path(2)))).toBe('legal');
  });

  it('7.34 enough MP for each hex entered', () => {
    expect(verdict(move(at({ movement: 3 }), path(3)))).toBe('legal');
    expect(verdict(move(at({ movement: 3 }), path(4)))).toBe('move-not-enough-mp (7.34)');
  });

  it('7.35 one hex always, though it costs more than the allowance, but never into an enemy ZOC', () => {
    const guns = at({ arm: 'artillery', movement: 1 });
    expect(value(move(guns, path(1)))).toMatchObject({ minimum: true, mp: 2 });
    expect(verdict(move(at({ arm: 'artillery', movement: 3 }), path(2)))).toBe('move-not-enough-mp (7.34)');
    const zoc = at({ arm: 'artillery', movement: 1 }, { units: [russian('4618')] });
    expect(verdict(move(zoc, path(1)))).toBe('move-minimum-zoc (7.35)');
  });

  it('7.36 artillery that fired moves half its allowance and never next to an enemy unit', () => {
    const fired = at({ arm: 'artillery', fired: true });
    expect(value(move(fired, path(1))).allowance).toBe(2);
    expect(verdict(move(fired, path(2)))).toBe('move-not-enough-mp (7.34)');
    const enemy = { units: [russian('4619', { arm: 'artillery' })] };
    expect(verdict(move(at({ arm: 'artillery' }, enemy), path(2)))).toBe('legal');
    expect(verdict(move(at({ arm: 'artillery', fired: true, movement: 8 }, enemy), path(2)))).toBe(
      'move-fired-adjacent (7.36)',
    );
    expect(verdict(move(fired, path(1), { extended: true }))).toBe('extended-fired (7.36)');
  });

  it('7.38 +1 MP to pass through a hex with friendly units', () => {
    const p = at({}, { units: [french('4617')] });
    expect(value(move(p, path(2))).mp).toBe(3);
    expect(verdict(move(p, path(2), { movement: 2 }))).toBe('move-not-enough-mp (7.34)');
    expect(value(move(p, path(1))).mp).toBe(1);
  });

  it('7.41 reinforcements enter at the entry hex as a column: each pays the entry cost of the units before it too', () => {
    const south = ['5108', '5107', '5106', '5105', '5104', '5103'];
    const p = position({ entries: [{ side: 'french', hex: '5108' }] });
    const horse = { id: 'r1', side: 'french' as const, hex: '', arm: 'cavalry' as const, kind: 'cavalry' as const };
    const enter = (hexes: readonly string[], before: MoveInput['unit']['arm'][], movement = 7) =>
      checkMove(p, {
        unit: { ...horse, facing: 'e', disordered: false },
        path: hexes,
        orders: 'under',
        movement,
        enters: { before },
      });
    expect(value(enter(south.slice(0, 1), []))).toMatchObject({ mp: 1, hexes: 1 });
    expect(value(enter(south.slice(0, 5), ['cavalry', 'cavalry']))).toMatchObject({ mp: 7, hexes: 5 });
    expect(verdict(enter(south, ['cavalry', 'cavalry']))).toBe('move-not-enough-mp (7.34)');
    // Artillery after an infantry unit: 2 MP (its own open cost) + 1 (the infantry's).
    expect(value(enter(south.slice(0, 1), ['artillery', 'infantry']))).toMatchObject({ mp: 4 });
    expect(verdict(enter(['5107', '5106'], []))).toBe('enter-not-entry (7.41)');
    const russians = position({ entries: [{ side: 'russian', hex: '5108' }] });
    const r = checkMove(russians, {
      unit: { ...horse, facing: 'e', disordered: false },
      path: south.slice(0, 2),
      orders: 'under',
      movement: 7,
      enters: { before: [] },
    });
    expect(verdict(r)).toBe('enter-not-entry (7.41)');
  });

  it('7.44 no unit within 2 hexes of an enemy entry hex until its reinforcements have entered', () => {
    const p = at({}, { entries: [{ side: 'russian', hex: '4620' }] });
    expect(verdict(move(p, path(1)))).toBe('legal');
    expect(verdict(move(p, path(2)))).toBe('move-near-entry (7.44)');
    const own = at({}, { entries: [{ side: 'french', hex: '4620' }] });
    expect(verdict(move(own, path(2)))).toBe('legal');
  });
});

describe('Borodino: facing, stacking and ZOC in a move (6.1–6.3)', () => {
  it('6.12 facing is free during and at the end of a move; 6.11 on a vertex, as the units it joins', () => {
    const p = at({}, { units: [french('4618')] });
    expect(value(move(p, path(1), { facing: 'w' })).facing).toBe('w');
    expect(verdict(move(p, path(1), { facing: 'n' }))).toBe('facing-vertex (6.11)');
    expect(verdict(move(p, path(2)))).toBe('legal');
    expect(verdict(move(p, path(2), { facing: 'w' }))).toBe('facing-mixed (6.11)');
  });

  it('6.21 stacking is checked where the unit stops, not in the hexes it passes', () => {
    const p = at({}, { units: [french('4617', { arm: 'cavalry' })] });
    expect(verdict(move(p, path(2)))).toBe('legal');
    expect(verdict(move(p, path(1)))).toBe('stack-infantry-cavalry (6.21)');
  });

  it('6.33 a unit entering an enemy ZOC stops; a Disordered one pays +1 MP to enter it', () => {
    const p = at({}, { units: [russian('4619')] });
    expect(value(move(p, path(2)))).toMatchObject({ inZoc: true, mp: 2 });
    expect(verdict(move(p, [...path(2), '4718']))).toBe('move-zoc-stop (6.33)');
    expect(value(move(at({ disordered: true }, { units: [russian('4619')] }), path(2))).mp).toBe(3);
    // 6.32: across the river no ZOC stops the move.
    const river = position({ units: [french('3811'), russian('3912')] });
    expect(verdict(move(river, ['3811', '3812', '3813']))).toBe('legal');
  });

  it("6.34 leaving an enemy ZOC costs +1 MP, and never into the enemy's controlled Frontal hexes", () => {
    // The French unit at 4617 starts next to a Russian unit at 4618; 4517 borders both.
    const facing = (f: 'se' | 'nw') => position({ units: [french('4617'), russian('4618', { facing: f })] });
    const front = facing('se');
    expect(unitArc(front, front.units[1]!).frontal).toContain('4517');
    expect(verdict(move(front, ['4617', '4517']))).toBe('move-zoc-frontal (6.34)');
    const back = facing('nw');
    expect(unitArc(back, back.units[1]!).frontal).not.toContain('4517');
    expect(value(move(back, ['4617', '4517']))).toMatchObject({ mp: 2, leftZoc: true, inZoc: true });
    expect(value(move(front, ['4617', '4616', '4615']))).toMatchObject({ mp: 3, leftZoc: true, inZoc: false });
  });

  it('7.39 infantry entering the ZOC of enemy cavalry lets it withdraw one hex; cavalry entering it does not', () => {
    const p = at({}, { units: [russian('4619', { arm: 'cavalry' })] });
    expect(value(move(p, path(2))).mayWithdraw.map((u) => u.hex)).toEqual(['4619']);
    const horse = at({ arm: 'cavalry', movement: 7 }, { units: [russian('4619', { arm: 'cavalry' })] });
    expect(value(move(horse, path(2))).mayWithdraw).toEqual([]);
    const foot = at({}, { units: [russian('4619')] });
    expect(value(move(foot, path(2))).mayWithdraw).toEqual([]);
    // Where it may go: not into the infantry's hex nor across the river; into friends when the stack is legal.
    const cavalry = p.units[1]!;
    const hexes = withdrawalHexes({ ...p, units: [{ ...p.units[0]!, hex: '4618' }, cavalry] }, cavalry);
    expect(hexes).not.toContain('4618');
    expect(hexes).toHaveLength(5);
    const river = position({ units: [russian('3812', { arm: 'cavalry' }), russian('3811')] });
    const back = withdrawalHexes(river, river.units[0]!);
    expect(back).not.toContain('3912');
    expect(back).not.toContain('3811'); // infantry and cavalry never stack (6.21)
    expect(back).toContain('3813'); // the bridge
  });

  it('5.63 an enemy Commander-in-Chief in a hex entered is met (removed to the nearest friendly unit)', () => {
    const p = {
      ...at(),
      leaders: [{ id: 'kutuzov', side: 'russian' as const, hex: '4617', commander: 'kutuzov' as const }],
    };
    expect(value(move(p, path(2))).commandersMet.map((l) => l.id)).toEqual(['kutuzov']);
    expect(value(move(p, ['4616', '4615'])).commandersMet).toEqual([]);
  });

  it('every refusal of movement.ts is worded in Italian and English', () => {
    for (const code of [
      'move-unit-not-here',
      'enter-not-entry',
      'move-no-hexes',
      'move-allowance-unknown',
      'move-off-map',
      'move-not-adjacent',
      'move-enemy-unit',
      'move-terrain-unknown',
      'move-prohibited',
      'move-river',
      'move-prohibited-side',
      'move-zoc-stop',
      'move-zoc-frontal',
      'move-not-enough-mp',
      'move-minimum-zoc',
      'move-fired-adjacent',
      'move-near-entry',
      'extended-russian',
      'extended-no-orders',
      'extended-disordered',
      'extended-fired',
      'extended-near-enemy',
      'extended-through-friends',
      'extended-stacked',
    ]) {
      const words = problemWords({
        code,
        params: {
          hex: '4617',
          from: '4616',
          to: '4617',
          terrain: 'marsh',
          hexside: 'wall',
          mp: 5,
          allowance: 4,
          hexes: 3,
        },
      });
      expect(words.en).not.toBe(code);
      expect(words.it).not.toBe(words.en);
    }
    expect(
      problemWords({ code: 'move-prohibited', rule: '7.23', params: { hex: '4617', terrain: 'marsh' } }).it,
    ).toContain('palude');
    expect(problemWords({ code: 'move-zoc-stop', params: { hex: '4617' } }).it).toBe(
      "le unità devono fermarsi nell'entrare in ZOC nemica: 4617 (6.33)",
    );
  });
});
