import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { assault } from '../../../../src/engine/games/borodino/rules/assault.js';
import {
  advanceDisorders,
  advancingHexes,
  assaultGroups,
  assaultOnMap,
  assaultPosition,
  breakthroughTargets,
  checkAssault,
  checkAssaultHexes,
  checkCharge,
  checkCountercharge,
  checkRetreatBeforeAssault,
  defensiveFireHexes,
  checkSquare,
  counterAssaultHexes,
  openFlank,
  pursuers,
  pursuitFacings,
  retreatHexes,
  type PositionCheck,
} from '../../../../src/engine/games/borodino/rules/assault-position.js';
import {
  facingArc,
  FACINGS,
  type BorodinoPosition,
  type Facing,
} from '../../../../src/engine/games/borodino/rules/position.js';
import { problemWords } from '../../../../src/engine/games/borodino/words.js';
import { at, CENTRE, map, type BuiltUnit } from './positions.js';

/**
 * Assault and charge read off the map (6.13, 9.21–9.25, 9.53, 9.54, 9.62–9.66, 9.81, 9.85, 9.86): a legal and an
 * illegal case for each rule, from built positions (./positions.ts). The defender is Russian at 4616 facing east:
 * its Frontal hexes are 4515 and 4516, its flank hexes (9.53) 4617 and 4615, its Rear 4617, 4716, 4715 and 4615.
 * 4716 and 4816 lie west of it, in a row; the Kolocha runs between 3812 and 3912 (no bridge) and 3812–3813 (bridge).
 */

/** A facing of a unit at `from` that has `to` among its Frontal hexes. */
function toward(from: string, to: string): Facing {
  const f = FACINGS.flat.find((x) => facingArc(map.grid, from, x).frontal.includes(to));
  if (!f) throw new Error(`${to} is not next to ${from}`);
  return f;
}

const russian = (hex: string, more: Partial<BuiltUnit> = {}): BuiltUnit => ({ side: 'russian', hex, ...more });
const french = (hex: string, more: Partial<BuiltUnit> = {}): BuiltUnit => ({ side: 'french', hex, ...more });
/** A French unit next to the defender, facing it. */
const attacker = (hex: string, more: Partial<BuiltUnit> = {}): BuiltUnit =>
  french(hex, { facing: toward(hex, CENTRE), ...more });

/** French cavalry facing east. */
const charger = (hex: string, more: Partial<BuiltUnit> = {}) => french(hex, { arm: 'cavalry', facing: 'e', ...more });

/** The Russian defender at 4616 (u0), then the units given. */
function position(units: readonly BuiltUnit[], more: Parameters<typeof at>[0] = {}): BorodinoPosition {
  return at({ ...more, units: [russian(CENTRE), ...units] });
}

function verdict(
  check: PositionCheck | { ok: false; problem: { code: string; rule?: string } } | { ok: true },
): string {
  return check.ok ? 'legal' : `${check.problem.code} (${check.problem.rule})`;
}

describe('Borodino: who may assault (9.2)', () => {
  it('9.21 an enemy in one of its Frontal hexes; 9.24 never Disordered; 9.25 never artillery; 9.85 never a square', () => {
    const p = position([attacker('4516')]);
    expect(verdict(checkAssault(p, p.units[1]!, CENTRE))).toBe('legal');
    const away = position([french('4516', { facing: 'e' })]);
    expect(verdict(checkAssault(away, away.units[1]!, CENTRE))).toBe('assault-not-frontal (9.21)');
    for (const [more, expected] of [
      [{ disordered: true }, 'assault-disordered (9.24)'],
      [{ arm: 'artillery' }, 'assault-artillery (9.25)'],
      [{ square: true }, 'assault-square (9.85)'],
      [{ kind: 'militia' }, 'assault-militia (SR13)'],
    ] as const) {
      const q = position([attacker('4516', more)]);
      expect(verdict(checkAssault(q, q.units[1]!, CENTRE))).toBe(expected);
    }
    expect(verdict(checkAssault(p, p.units[1]!, '4515'))).toBe('assault-no-enemy (9.21)');
  });

  it('9.21 not across impassable terrain: the river but at the bridge', () => {
    const river = at({ units: [french('3812', { facing: toward('3812', '3912') }), russian('3912')] });
    expect(verdict(checkAssault(river, river.units[0]!, '3912'))).toBe('assault-impassable (9.21)');
    const bridge = at({ units: [french('3812', { facing: toward('3812', '3813') }), russian('3813')] });
    expect(verdict(checkAssault(bridge, bridge.units[0]!, '3813'))).toBe('legal');
    expect(assaultOnMap(bridge, [bridge.units[0]!], '3813').hexside).toEqual(['bridge']);
  });

  it('9.21 cavalry assaults only if it began its activation next to the enemy; otherwise it charges', () => {
    const p = position([attacker('4516', { arm: 'cavalry' })]);
    expect(verdict(checkAssault(p, p.units[1]!, CENTRE))).toBe('legal');
    expect(verdict(checkAssault(p, p.units[1]!, CENTRE, { startHex: '4416' }))).toBe(
      'assault-cavalry-not-adjacent (9.21)',
    );
  });

  it('9.81 cavalry that began in an enemy ZOC assaults only the units in whose ZOC it began', () => {
    // A Disordered defender has no ZOC (6.31); the Russian at 4417 controls 4516.
    const p = at({
      units: [russian(CENTRE, { disordered: true }), attacker('4516', { arm: 'cavalry' }), russian('4417')],
    });
    expect(verdict(checkAssault(p, p.units[1]!, CENTRE))).toBe('assault-cavalry-zoc (9.81)');
    const q = position([attacker('4516', { arm: 'cavalry' }), russian('4417')]);
    expect(verdict(checkAssault(q, q.units[1]!, CENTRE))).toBe('legal');
  });

  it('9.22 a unit assaults every enemy in its Frontal hexes, but those another friendly unit assaults', () => {
    // At 4516 facing south-west, 4616 and 4515 are Frontal.
    const p = position([french('4516', { facing: 'sw' }), russian('4515')]);
    const u = p.units[1]!;
    expect(verdict(checkAssaultHexes(p, u, [CENTRE, '4515']))).toBe('legal');
    expect(verdict(checkAssaultHexes(p, u, [CENTRE]))).toBe('assault-all-frontal (9.22)');
    expect(verdict(checkAssaultHexes(p, u, [CENTRE], ['4515']))).toBe('legal');
  });
});

describe('Borodino: the assault modifiers the map decides (9.5)', () => {
  it('9.53 open ground +1: from a Frontal hex, with a flank hex empty and in no other defending unit’s ZOC', () => {
    const p = position([attacker('4516')]);
    expect(openFlank(p, [p.units[1]!], CENTRE)).toBe(true);
    // From the Rear: no.
    const rear = position([attacker('4716')]);
    expect(openFlank(rear, [rear.units[1]!], CENTRE)).toBe(false);
    // 4617 held, 4615 in the ZOC of the Russian at 4614: no.
    const held = position([attacker('4516'), russian('4617'), russian('4614')]);
    expect(openFlank(held, [held.units[1]!], CENTRE)).toBe(false);
    // Not open ground: no.
    const town = position([attacker('4516')], { terrain: { [CENTRE]: 'town' } });
    expect(assaultOnMap(town, [town.units[1]!], CENTRE)).toMatchObject({ terrain: 'town', openFlank: false });
  });

  it('9.54 Rear +2, Front and Rear +3; none when the rear attacker stands in another enemy unit’s Frontal hex', () => {
    const front = position([attacker('4516')]);
    expect(assaultPosition(front, front.units.slice(1), [CENTRE])).toBeUndefined();
    const rear = position([attacker('4716')]);
    expect(assaultPosition(rear, rear.units.slice(1), [CENTRE])).toBe('rear');
    // The book's example (p. 11 of the English rulebook, described in the Italian text): in A the two French units
    // attack from a Frontal and a Rear hex and get +3; in B the Rear attacker is in a Frontal hex of another Russian
    // unit (at 4816, facing east: 4716 is Frontal to it) and neither gets it.
    const a = position([attacker('4516'), attacker('4716')]);
    expect(assaultPosition(a, a.units.slice(1), [CENTRE])).toBe('front-rear');
    const b = position([attacker('4516'), attacker('4716'), russian('4816', { facing: 'e' })]);
    expect(assaultPosition(b, b.units.slice(1, 3), [CENTRE])).toBeUndefined();
    // A square has no Rear (9.85).
    const square = position([attacker('4716')]);
    const squared = { ...square, units: [{ ...square.units[0]!, square: true }, square.units[1]!] };
    expect(assaultPosition(squared, squared.units.slice(1), [CENTRE])).toBeUndefined();
  });

  it('9.54 note: in a multi-hex assault every defender must be attacked from its Rear', () => {
    // The French at 4716 attacks 4616 from its Rear; the French at 4516 attacks 4515 (facing east) from the front.
    const p = position([attacker('4716'), french('4516', { facing: 'sw' }), russian('4515', { facing: 'w' })]);
    expect(assaultPosition(p, [p.units[1]!], [CENTRE])).toBe('rear');
    expect(assaultPosition(p, [p.units[1]!, p.units[2]!], [CENTRE, '4515'])).toBeUndefined();
  });

  it('9.25 artillery alone is eliminated without a roll; the map gives terrain, emplacement and the square', () => {
    const guns = at({ units: [russian(CENTRE, { arm: 'artillery' }), attacker('4516')] });
    expect(assaultOnMap(guns, [guns.units[1]!], CENTRE).artilleryAlone).toBe(true);
    const p = at({
      units: [russian(CENTRE, { arm: 'cavalry' }), attacker('4516')],
      features: { [CENTRE]: ['emplacement'] },
      hexsides: [{ a: '4516', b: CENTRE, features: ['banked-stream'] }],
    });
    const onMap = assaultOnMap(p, [p.units[1]!], CENTRE);
    expect(onMap).toMatchObject({
      artilleryAlone: false,
      defenderType: 'cavalry',
      terrain: 'open',
      emplacement: true,
      hexside: ['banked-stream'],
      square: false,
    });
    // Through assault.ts with the 9.51 example's numbers: 9 SP against 4 is 2-1 (+2); Cohesions 6 and 6; the
    // emplacement −1 and the banked stream −1; a natural 5: 5 + 2 − 2 = 5, the defender Disordered.
    const result = assault(
      {
        attacker: 9,
        defender: 4,
        attackerCohesion: 6,
        defenderCohesion: 6,
        attack: 'infantry',
        singleTerrain: false,
        reactionDisorder: false,
        countercharge: undefined,
        pursuit: 0,
        drm: 0,
        checkDrm: 0,
        terrain: onMap.terrain,
        hexside: onMap.hexside,
        emplacement: onMap.emplacement,
        openFlank: onMap.openFlank,
        position: onMap.position,
        square: onMap.square,
        defenderType: onMap.defenderType,
      },
      new ScriptedDice([5]),
    );
    expect(result.ok && result.value).toMatchObject({ ratio: '2-1', total: 5, outcome: 'defender-disorder' });
  });
});

describe('Borodino: cavalry charges on the map (9.8)', () => {
  it('9.81 a charge starts 2 or 3 hexes from its target, into its Frontal hexes (6.13), one vertex per hex', () => {
    const p = position([charger('4816')]);
    expect(checkCharge(p, p.units[1]!, CENTRE, { path: ['4716'] })).toMatchObject({ ok: true });
    const far = position([charger('4916')]);
    expect(verdict(checkCharge(far, far.units[1]!, CENTRE, { path: ['4816', '4716'] }))).toBe('legal');
    const near = position([charger('4716')]);
    expect(verdict(checkCharge(near, near.units[1]!, CENTRE, { path: [] }))).toBe('charge-distance (9.81)');
    const turned = position([charger('4816', { facing: 'w' })]);
    expect(verdict(checkCharge(turned, turned.units[1]!, CENTRE, { path: ['4716'] }))).toBe(
      'charge-not-frontal (6.13)',
    );
    expect(verdict(checkCharge(p, p.units[1]!, CENTRE, { path: ['4817'] }))).toBe('charge-path (9.81)');
  });

  it('9.81 never Disordered, never from an enemy ZOC, only infantry or cavalry targets it can see', () => {
    const disordered = position([charger('4816', { disordered: true })]);
    expect(verdict(checkCharge(disordered, disordered.units[1]!, CENTRE, { path: ['4716'] }))).toBe(
      'charge-disordered (9.81)',
    );
    const zoc = position([charger('4816'), russian('4915')]);
    expect(verdict(checkCharge(zoc, zoc.units[1]!, CENTRE, { path: ['4716'] }))).toBe('charge-in-zoc (9.81)');
    const foot = position([charger('4816', { arm: 'infantry' })]);
    expect(verdict(checkCharge(foot, foot.units[1]!, CENTRE, { path: ['4716'] }))).toBe('charge-not-cavalry (9.81)');
    const hidden = position([charger('4916')], { terrain: { '4816': 'woods', '4815': 'woods' } });
    expect(verdict(checkCharge(hidden, hidden.units[1]!, CENTRE, { path: ['4816', '4716'] }))).toBe(
      'charge-no-los (9.81)',
    );
  });

  it('9.81 terrain: no target in woods, marsh, a town or a fortification; no hex of the path over 2 MP', () => {
    const woods = position([charger('4816')], { terrain: { [CENTRE]: 'woods' } });
    expect(verdict(checkCharge(woods, woods.units[1]!, CENTRE, { path: ['4716'] }))).toBe('charge-terrain (9.81)');
    const redoubt = position([charger('4816')], { features: { [CENTRE]: ['redoubt'] } });
    expect(verdict(checkCharge(redoubt, redoubt.units[1]!, CENTRE, { path: ['4716'] }))).toBe(
      'charge-fortification (9.81)',
    );
    const marsh = position([charger('4816')], { terrain: { '4716': 'marsh' } });
    expect(verdict(checkCharge(marsh, marsh.units[1]!, CENTRE, { path: ['4716'] }))).toBe(
      'charge-path-too-dear (9.81)',
    );
    const cultivated = position([charger('4816')], { terrain: { '4716': 'cultivated' } });
    expect(verdict(checkCharge(cultivated, cultivated.units[1]!, CENTRE, { path: ['4716'] }))).toBe('legal');
  });

  it('9.81 the path passes through no Frontal ZOC of enemy cavalry (into it, it may)', () => {
    const facing = toward('4815', '4816');
    const through = position([charger('4916'), russian('4815', { arm: 'cavalry', facing })]);
    expect(verdict(checkCharge(through, through.units[1]!, CENTRE, { path: ['4816', '4716'] }))).toBe(
      'charge-through-cavalry (9.81)',
    );
    const foot = position([charger('4916'), russian('4815', { facing })]);
    expect(verdict(checkCharge(foot, foot.units[1]!, CENTRE, { path: ['4816', '4716'] }))).toBe('legal');
  });

  it('9.85 a charged infantry stack may try square: no unit Disordered (artillery aside), not in an enemy ZOC', () => {
    expect(verdict(checkSquare(position([french('4816')]), CENTRE, 'russian'))).toBe('legal');
    const guns = position([russian(CENTRE, { arm: 'artillery', disordered: true })]);
    expect(verdict(checkSquare(guns, CENTRE, 'russian'))).toBe('legal');
    const disordered = position([russian(CENTRE, { disordered: true })]);
    expect(verdict(checkSquare(disordered, CENTRE, 'russian'))).toBe('square-disordered (9.85)');
    expect(verdict(checkSquare(position([french('4516')]), CENTRE, 'russian'))).toBe('square-in-zoc (9.85)');
    const horse = at({ units: [russian(CENTRE, { arm: 'cavalry' })] });
    expect(verdict(checkSquare(horse, CENTRE, 'russian'))).toBe('square-not-infantry (9.85)');
  });

  it('9.86 charged cavalry countercharges when charged in its Frontal hexes (Defensive Facing), in good order', () => {
    const p = at({ units: [russian(CENTRE, { arm: 'cavalry' })] });
    const u = p.units[0]!;
    expect(verdict(checkCountercharge(p, u, '4516'))).toBe('legal');
    expect(verdict(checkCountercharge(p, u, '4617'))).toBe('legal');
    expect(verdict(checkCountercharge(p, u, '4716'))).toBe('countercharge-not-frontal (9.86)');
    const disordered = at({ units: [russian(CENTRE, { arm: 'cavalry', disordered: true })] });
    expect(verdict(checkCountercharge(disordered, disordered.units[0]!, '4516'))).toBe(
      'countercharge-disordered (9.86)',
    );
    const zoc = at({ units: [russian(CENTRE, { arm: 'cavalry' }), french('4515')] });
    expect(verdict(checkCountercharge(zoc, zoc.units[0]!, '4516'))).toBe('countercharge-in-zoc (9.86)');
    expect(verdict(checkCountercharge(p, { ...u, arm: 'infantry' }, '4516'))).toBe('countercharge-not-cavalry (9.86)');
  });
});

describe('Borodino: retreat after an assault (9.62–9.66)', () => {
  const hexes = (p: BorodinoPosition) => retreatHexes(p, p.units[0]!, '4516').map((r) => `${r.hex} ${r.result}`);

  it('9.62 one hex farther from the enemy that caused it; 9.63 into an enemy Frontal hex it Withdraws', () => {
    expect(hexes(position([attacker('4516')]))).toEqual(['4716 retreat', '4715 retreat', '4615 retreat']);
    // The French at 4816 faces east: 4716 and 4715 are its Frontal hexes.
    expect(hexes(position([attacker('4516'), french('4816', { facing: 'e' })]))).toEqual([
      '4716 withdrawn',
      '4715 withdrawn',
      '4615 retreat',
    ]);
  });

  it('9.63 into friends only when no empty hex is left (9.64 stacking, 9.65 through); enemy hexes eliminate', () => {
    const some = position([attacker('4516'), russian('4716'), russian('4715'), french('4615')]);
    expect(hexes(some)).toEqual(['4716 stack', '4715 stack']);
    const full = position([attacker('4516'), russian('4716', { arm: 'cavalry' }), french('4715'), french('4615')]);
    expect(hexes(full)).toEqual(['4716 through']);
    // 9.65 "l'unico percorso": a stack it may join (9.64) comes before one it would go through.
    const both = position([attacker('4516'), russian('4716', { arm: 'cavalry' }), russian('4715'), french('4615')]);
    expect(hexes(both)).toEqual(['4715 stack']);
    const none = position([attacker('4516'), french('4716'), french('4715'), french('4615')]);
    expect(hexes(none)).toEqual(['4716 eliminated', '4715 eliminated', '4615 eliminated']);
  });

  it('9.63 never across the river but at the bridge', () => {
    const p = at({ units: [russian('3812'), french('3711')] });
    const found = retreatHexes(p, p.units[0]!, '3711');
    expect(found.map((r) => r.hex)).not.toContain('3912');
    expect(found.map((r) => r.hex)).toContain('3813');
  });
});

describe('Borodino: several groups on one defender (9.23)', () => {
  it('9.23 infantry, charging and non-charging cavalry never combine: Charge, Cavalry Assault, Infantry Assault', () => {
    const p = position([attacker('4516'), attacker('4716', { arm: 'cavalry' }), charger('4617')]);
    const [foot, horse, charging] = [p.units[1]!, p.units[2]!, p.units[3]!];
    const groups = assaultGroups([
      { unit: foot, charging: false },
      { unit: horse, charging: false },
      { unit: charging, charging: true },
    ]);
    expect(groups).toEqual([[charging], [horse], [foot]]);
    expect(assaultGroups([{ unit: foot, charging: false }])).toEqual([[foot]]);
  });
});

describe('Borodino: before the assault (9.3, 9.4)', () => {
  it('9.42 the Defensive Fire of infantry assaulted from its Frontal hexes modifies Commitment; never for a charge', () => {
    const p = position([attacker('4516'), attacker('4716')]);
    expect(defensiveFireHexes(p, [p.units[1]!], [CENTRE], false)).toEqual([CENTRE]);
    expect(defensiveFireHexes(p, [p.units[2]!], [CENTRE], false)).toEqual([]);
    expect(defensiveFireHexes(p, [p.units[1]!], [CENTRE], true)).toEqual([]);
    const horse = at({ units: [russian(CENTRE, { arm: 'cavalry' }), attacker('4516')] });
    expect(defensiveFireHexes(horse, [horse.units[1]!], [CENTRE], false)).toEqual([]);
  });

  it('9.31 cavalry retreats 1 or 2 hexes before infantry, never into another enemy ZOC nor through the attacker’s', () => {
    const p = at({ units: [russian(CENTRE, { arm: 'cavalry' }), attacker('4516')] });
    const u = p.units[0]!;
    const by = { attackers: [p.units[1]!], by: 'infantry' as const };
    expect(verdict(checkRetreatBeforeAssault(p, u, { ...by, path: ['4716', '4816'] }))).toBe('legal');
    expect(verdict(checkRetreatBeforeAssault(p, u, { ...by, path: ['4617'] }))).toBe('legal');
    expect(verdict(checkRetreatBeforeAssault(p, u, { ...by, path: ['4617', '4717'] }))).toBe(
      'retreat-before-through (9.31)',
    );
    const other = at({ units: [russian(CENTRE, { arm: 'cavalry' }), attacker('4516'), french('4817')] });
    expect(verdict(checkRetreatBeforeAssault(other, other.units[0]!, { ...by, path: ['4716'] }))).toBe(
      'retreat-before-zoc (9.31)',
    );
    expect(verdict(checkRetreatBeforeAssault(p, u, { ...by, path: ['4716', '4816', '4916'] }))).toBe(
      'retreat-before-path (9.31)',
    );
    expect(verdict(checkRetreatBeforeAssault(p, { ...u, arm: 'infantry' }, { ...by, path: ['4716'] }))).toBe(
      'retreat-before-not-allowed (9.31)',
    );
    // Before heavy cavalry alone: light cavalry and horse artillery only.
    const heavy = { attackers: [p.units[1]!], by: 'heavy-cavalry' as const, path: ['4716'] };
    expect(verdict(checkRetreatBeforeAssault(p, u, { ...heavy, light: true }))).toBe('legal');
    expect(verdict(checkRetreatBeforeAssault(p, u, heavy))).toBe('retreat-before-not-allowed (9.31)');
  });
});

describe('Borodino: advance and Secondary Assault (9.7)', () => {
  it('9.71 the stack with the highest Cohesion advances (ties: the attacker chooses); 9.72 charging cavalry first', () => {
    const foot = [
      { hex: '4516', cohesion: 6, charging: false },
      { hex: '4716', cohesion: 7, charging: false },
    ];
    expect(advancingHexes(foot)).toEqual(['4716']);
    expect(advancingHexes([...foot, { hex: '4617', cohesion: 7, charging: false }])).toEqual(['4716', '4617']);
    expect(advancingHexes([...foot, { hex: '4515', cohesion: 4, charging: true }])).toEqual(['4515']);
  });

  it('9.71 advancing into terrain whose Terrain Table cell is D Disorders the unit', () => {
    const p = position([attacker('4516', { arm: 'cavalry' }), attacker('4716')], { terrain: { [CENTRE]: 'woods' } });
    expect(advanceDisorders(p, p.units[1]!, CENTRE)).toBe(true);
    expect(advanceDisorders(p, p.units[2]!, CENTRE)).toBe(false);
    const open = position([attacker('4516', { arm: 'cavalry' })]);
    expect(advanceDisorders(open, open.units[1]!, CENTRE)).toBe(false);
    const stream = position([attacker('4516', { arm: 'cavalry' })], {
      hexsides: [{ a: '4516', b: CENTRE, features: ['very-steep-banked-stream'] }],
    });
    expect(advanceDisorders(stream, stream.units[1]!, CENTRE)).toBe(true);
  });

  it('9.73 Breakthrough: from the hex advanced into, all the enemy units in its Frontal hexes, without turning', () => {
    const p = at({ units: [french('4516', { facing: 'sw' }), russian('4716'), russian('4515')] });
    expect(breakthroughTargets(p, p.units[0]!, CENTRE, 'w')).toEqual(['4716']);
    expect(breakthroughTargets(p, p.units[0]!, CENTRE, 'nw')).toEqual(['4716']);
    expect(breakthroughTargets(p, p.units[0]!, CENTRE, 'ne')).toEqual([]);
  });

  it('9.73 Counter-assault: the infantry defender moves one hex without turning and assaults its Frontal enemies', () => {
    const p = position([french('4416')]);
    const found = counterAssaultHexes(p, p.units[0]!);
    expect(found).toContainEqual({ hex: '4516', targets: ['4416'] });
    expect(found.map((f) => f.hex)).not.toContain(CENTRE);
    const horse = at({ units: [russian(CENTRE, { arm: 'cavalry' }), french('4416')] });
    expect(counterAssaultHexes(horse, horse.units[0]!)).toEqual([]);
    // An enemy-held hex is not entered; the enemy there is assaulted from where the defender stands.
    const held = position([french('4416'), french('4516')]);
    const there = counterAssaultHexes(held, held.units[0]!);
    expect(there.map((f) => f.hex)).not.toContain('4516');
    expect(there).toContainEqual({ hex: CENTRE, targets: ['4516'] });
  });
});

describe('Borodino: pursuit (9.87)', () => {
  it('9.87 the pursuer faces the pursued unit; the charge is mandatory only if no other enemy is in front', () => {
    // The Russian retreated from 4616 to 4716; the French cavalry pursues from 4516 into 4616.
    const p = at({ units: [french('4516', { arm: 'cavalry', facing: 'sw', brigade: 'a' }), russian('4716')] });
    const alone = pursuitFacings(p, p.units[0]!, CENTRE, '4716');
    expect(alone.map((f) => f.facing)).toEqual(['nw', 'w']);
    expect(alone.every((f) => f.mandatory)).toBe(true);
    const other = at({
      units: [french('4516', { arm: 'cavalry', facing: 'sw' }), russian('4716'), russian('4715')],
    });
    const both = pursuitFacings(other, other.units[0]!, CENTRE, '4716');
    expect(both.find((f) => f.facing === 'w')).toMatchObject({ targets: ['4716', '4715'], mandatory: false });
    expect(both.find((f) => f.facing === 'nw')).toMatchObject({ targets: ['4716'], mandatory: true });
  });

  it('9.87 units pursued in both Frontal hexes (a stack that retreated into two): only pursued units in front, mandatory', () => {
    const p = at({ units: [french('4516', { arm: 'cavalry', facing: 'sw' }), russian('4716'), russian('4715')] });
    // Both hexes hold pursued units: the facing with both in front must charge (both hexes, 9.22).
    const both = pursuitFacings(p, p.units[0]!, CENTRE, '4716', ['4716', '4715']);
    expect(both.find((f) => f.facing === 'w')).toMatchObject({ targets: ['4716', '4715'], mandatory: true });
    // Only 4716 pursued: 4715 is another enemy, so not mandatory.
    const one = pursuitFacings(p, p.units[0]!, CENTRE, '4716', ['4716']);
    expect(one.find((f) => f.facing === 'w')).toMatchObject({ mandatory: false });
  });
});

describe('Borodino: pursuers (9.87)', () => {
  it('9.87 stacking caps the pursuers: heavy cavalry first, then the higher Cohesion', () => {
    // Three brigades: two cavalry units at most in the hex (6.21).
    const p = at({
      units: [
        french('4516', { arm: 'cavalry', facing: 'sw' }),
        french('4716', { arm: 'cavalry', facing: 'e', brigade: 'b' }),
        french('4617', { arm: 'cavalry', facing: 'sw', brigade: 'c' }),
      ],
    });
    const [a, b, c] = p.units as [never, never, never];
    const chosen = pursuers(p, CENTRE, [
      { unit: a, heavy: false, cohesion: 7 },
      { unit: b, heavy: true, cohesion: 4 },
      { unit: c, heavy: false, cohesion: 5 },
    ]);
    expect(chosen).toEqual([b, a]);
    expect(pursuers(p, CENTRE, [{ unit: c, heavy: false, cohesion: 5 }])).toEqual([c]);
  });
});

describe('Borodino: assault words', () => {
  it('every refusal of assault-position.ts is worded in Italian and English', () => {
    for (const code of [
      'assault-artillery',
      'assault-disordered',
      'assault-militia',
      'assault-square',
      'assault-no-enemy',
      'assault-not-frontal',
      'assault-impassable',
      'assault-cavalry-not-adjacent',
      'assault-cavalry-zoc',
      'assault-all-frontal',
      'charge-not-cavalry',
      'charge-disordered',
      'charge-distance',
      'charge-in-zoc',
      'charge-no-los',
      'charge-path',
      'charge-path-too-dear',
      'charge-through-cavalry',
      'charge-fortification',
      'charge-not-frontal',
      'square-disordered',
      'square-in-zoc',
      'countercharge-disordered',
      'countercharge-in-zoc',
      'countercharge-not-frontal',
      'retreat-before-not-allowed',
      'retreat-before-path',
      'retreat-before-zoc',
      'retreat-before-through',
    ]) {
      const words = problemWords({ code, params: { hex: '4616', hexes: '4515', distance: 4, at: '4716', mp: 3 } });
      expect(words.en).not.toBe(code);
      expect(words.it).not.toBe(words.en);
      expect(words.en).toMatch(/\((\d|SR)/);
    }
  });
});
