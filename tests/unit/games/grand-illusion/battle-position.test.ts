import { describe, expect, it } from 'vitest';
import {
  afterEntering,
  besiegedForts,
  concentricAsked,
  concentricHexes,
  declareBattle,
  qualifiesAsMandated,
  siegeAfterBattle,
  siegesLifted,
  type BattleCheck,
} from '../../../../src/engine/games/grand-illusion/rules/battle-position.js';
import { concentricAttack } from '../../../../src/engine/games/grand-illusion/rules/concentric.js';
import { mandatoryRetreat } from '../../../../src/engine/games/grand-illusion/rules/retreat.js';
import { retreatOptions } from '../../../../src/engine/games/grand-illusion/rules/retreat-position.js';
import { checkMove } from '../../../../src/engine/games/grand-illusion/rules/movement.js';
import { unitsAt, type Block, type GiPosition } from '../../../../src/engine/games/grand-illusion/rules/position.js';
import { problemWords } from '../../../../src/engine/games/grand-illusion/words.js';
import { at, type BuiltUnit } from './positions.js';

/**
 * Battles read off the map (9.1, 9.2.3 b, 9.5.3, 9.6.3) on the built-in pack's map (./positions.ts: Allied control
 * but for the hexes given German; French infantry corps unless said). Hex 26's neighbours are 16, 17, 25, 27, 35, 36.
 */

const de = (hex: string, more: Partial<BuiltUnit> = {}): BuiltUnit => ({ nation: 'de', hex, ...more });

function verdict(check: BattleCheck | { ok: boolean; problem?: { code: string; rule?: string } }): string {
  return check.ok ? 'legal' : `${check.problem!.code} (${check.problem!.rule})`;
}

/** The position after the units `ids` moved into `hex`, with the Block markers their move placed (8.4.5). */
function forcesTheirWay(p: GiPosition, ids: readonly string[], hex: string, blocks: readonly Block[]): GiPosition {
  return {
    ...p,
    units: p.units.map((u) => (ids.includes(u.id!) ? { ...u, hex } : u)),
    blocks: [...(p.blocks ?? []), ...blocks],
  };
}

/** The units of `side` in `hex` of a position. */
const here = (p: GiPosition, hex: string, side: 'allied' | 'german' = 'allied') => unitsAt(p, hex, side);

describe('Grand Illusion: declaring a battle (9.1.2, 9.1.3 e)', () => {
  it('9.1.2 a a battle in the activated hex where friendly combat units began the round and the enemy stands', () => {
    const p = at({
      german: ['26'],
      units: [{ hex: '26', id: 'VI' }, { hex: '26', id: 'VII' }, de('26', { id: 'XIII' })],
    });
    const mine = here(p, '26');
    const check = declareBattle(p, { side: 'allied', hex: '26', attackers: mine.slice(0, 1), began: ['VI', 'VII'] });
    expect(verdict(check)).toBe('legal');
    if (!check.ok) return;
    expect(check.value).toMatchObject({ kind: 'activated', cap: 1, defendingFort: false, plan17: false });
    expect(check.value.defenders.map((u) => u.id)).toEqual(['XIII']);
    // Not every friendly unit need attack; none that began elsewhere may.
    expect(verdict(declareBattle(p, { side: 'allied', hex: '26', attackers: mine, began: ['VI'] }))).toBe(
      'battle-attacker-not-begun (9.1.2 a)',
    );
    expect(verdict(declareBattle(p, { side: 'allied', hex: '26', attackers: [] }))).toBe(
      'battle-no-attackers (9.1.2 a)',
    );
    // No enemy there: no battle; an enemy HQ alone is none to fight.
    const empty = at({ units: [{ hex: '26' }, de('26', { type: 'hq' })] });
    expect(verdict(declareBattle(empty, { side: 'allied', hex: '26', attackers: here(empty, '26') }))).toBe(
      'battle-no-enemy (9.1.2 a)',
    );
  });

  it('9.1.2 a the defenders are the enemy combat units and forts; HQs and HA stay out (9.2.2); a besieged fort defends', () => {
    const p = at({
      german: ['86'],
      units: [{ hex: '86' }, de('86', { type: 'hq' }), de('86', { type: 'artillery' }), de('86', { id: 'XVI' })],
      forts: [{ id: 'metz', side: 'german', hex: '86', besieged: true }],
    });
    const check = declareBattle(p, { side: 'allied', hex: '86', attackers: here(p, '86') });
    expect(check.ok && check.value.defenders.map((u) => u.id)).toEqual(['XVI']);
    expect(check.ok && check.value.stay.map((u) => u.type)).toEqual(['hq', 'artillery']);
    expect(check.ok && check.value.defendingFort).toBe(true);
    // A German HQ is no attacker.
    const hq = here(at({ units: [de('26', { type: 'hq' }), { hex: '26' }] }), '26', 'german');
    expect(
      verdict(
        declareBattle(at({ units: [de('26', { type: 'hq' }), { hex: '26' }] }), {
          side: 'german',
          hex: '26',
          attackers: hq,
        }),
      ),
    ).toBe('battle-attacker-not-here (9.1.2 a)');
  });

  it('9.1.2 b units entering a hex held only by the enemy must attack, all of them, at no CAP', () => {
    const p = at({
      units: [{ hex: '26', id: 'a' }, { hex: '26', id: 'c', type: 'cavalry', size: 'division' }, de('26')],
    });
    const entered = here(p, '26');
    expect(afterEntering(p, 'allied', '26', entered)).toBe('mandatory');
    const check = declareBattle(p, { side: 'allied', hex: '26', entered });
    expect(check.ok && check.value.kind).toBe('mandatory');
    expect(check.ok && check.value.cap).toBe(0);
    expect(check.ok && check.value.attackers.map((u) => u.id)).toEqual(['a', 'c']);
    // An enemy fort besieged does not force it; an unbesieged one does.
    const besieged = at({ units: [{ hex: '54' }], forts: [{ id: 'x', side: 'german', hex: '54', besieged: true }] });
    expect(afterEntering(besieged, 'allied', '54', here(besieged, '54'))).toBe('none');
    const unbesieged = at({ units: [{ hex: '54' }], forts: [{ id: 'x', side: 'german', hex: '54', besieged: false }] });
    expect(afterEntering(unbesieged, 'allied', '54', here(unbesieged, '54'))).toBe('mandatory');
    // HQs entering alone bring no battle.
    const hq = at({ units: [{ hex: '26', type: 'hq' }, de('26')] });
    expect(verdict(declareBattle(hq, { side: 'allied', hex: '26', entered: here(hq, '26') }))).toBe(
      'battle-no-entry (9.1.2)',
    );
  });

  it('9.1.2 c units entering a hex where friendly and enemy units both are may attack; only they attack', () => {
    const p = at({ german: ['26'], units: [{ hex: '26', id: 'old' }, { hex: '26', id: 'new' }, de('26')] });
    const entered = p.units.filter((u) => u.id === 'new');
    expect(afterEntering(p, 'allied', '26', entered)).toBe('optional');
    const check = declareBattle(p, { side: 'allied', hex: '26', entered });
    expect(check.ok && check.value.kind).toBe('optional');
    expect(check.ok && check.value.attackers.map((u) => u.id)).toEqual(['new']);
    // Nobody of the enemy there: nothing to declare.
    const alone = at({
      units: [
        { hex: '26', id: 'old' },
        { hex: '26', id: 'new' },
      ],
    });
    expect(afterEntering(alone, 'allied', '26', alone.units.slice(1))).toBe('none');
  });

  it('9.6.3 a non-Disorganized infantry corps entering a hex of enemy cavalry only: the Cavalry Rearguard, no battle', () => {
    const p = at({ units: [{ hex: '26' }, de('26', { type: 'cavalry', size: 'division' })] });
    expect(afterEntering(p, 'allied', '26', here(p, '26'))).toBe('rearguard');
    expect(verdict(declareBattle(p, { side: 'allied', hex: '26', entered: here(p, '26') }))).toBe(
      'battle-rearguard (9.6.3)',
    );
    // A Disorganized corps, or a division, fights the cavalry.
    const dis = at({ units: [{ hex: '26', disorganized: true }, de('26', { type: 'cavalry' })] });
    expect(afterEntering(dis, 'allied', '26', here(dis, '26'))).toBe('mandatory');
    const div = at({ units: [{ hex: '26', size: 'division' }, de('26', { type: 'cavalry' })] });
    expect(afterEntering(div, 'allied', '26', here(div, '26'))).toBe('mandatory');
    // A size the counter alone prints is asked for.
    const unsized = at({ units: [{ hex: '26', size: null }, de('26', { type: 'cavalry' })] });
    expect(verdict(declareBattle(unsized, { side: 'allied', hex: '26', entered: here(unsized, '26') }))).toBe(
      'unit-size-unknown (2.4)',
    );
  });

  it('9.1.3 e a hex is attacked once in an activation', () => {
    const p = at({ units: [{ hex: '26', id: 'a' }, de('26')] });
    expect(verdict(declareBattle(p, { side: 'allied', hex: '26', attackers: here(p, '26'), attacked: ['27'] }))).toBe(
      'legal',
    );
    expect(verdict(declareBattle(p, { side: 'allied', hex: '26', attackers: here(p, '26'), attacked: ['26'] }))).toBe(
      'battle-hex-attacked (9.1.3 e)',
    );
  });
});

describe('Grand Illusion: Mandated Battles over the map (9.1.1 c, 9.1.1 e)', () => {
  const corps = (n: number, more: Partial<BuiltUnit> = {}): BuiltUnit[] =>
    Array.from({ length: n }, () => ({ hex: '86', ...more }));

  it('9.1.1 c at least 4 infantry corps attack 2 or more enemy infantry corps and/or forts', () => {
    const fort = [{ id: 'metz', side: 'german' as const, hex: '86', besieged: false }];
    const p = at({ german: ['86'], units: [...corps(4), de('86')], forts: fort });
    const check = declareBattle(p, { side: 'allied', hex: '86', attackers: here(p, '86') });
    expect(check.ok && check.value.mandated).toBe(true);
    // Three corps and a division are not four corps; one enemy corps without a fort is not two.
    const three = at({ german: ['86'], units: [...corps(3), { hex: '86', size: 'division' }, de('86')], forts: fort });
    expect(qualifiesAsMandated(here(three, '86'), here(three, '86', 'german'), fort)).toBe(false);
    const lone = at({ german: ['86'], units: [...corps(4), de('86')] });
    expect(qualifiesAsMandated(here(lone, '86'), here(lone, '86', 'german'), [])).toBe(false);
    // A size the counters alone print stays unknown.
    const unsized = at({ german: ['86'], units: [...corps(4, { size: null }), de('86'), de('86')] });
    expect(qualifiesAsMandated(here(unsized, '86'), here(unsized, '86', 'german'), [])).toBeNull();
  });

  it('9.1.1 e, 9.3.5 on turns 1–4 an Allied battle in a Plan 17 VP hex is a Plan 17 battle; not on turn 5', () => {
    const built = { german: ['86'], units: [{ hex: '86' }, de('86')] };
    const early = at({ ...built, turn: 4 });
    expect(declareBattle(early, { side: 'allied', hex: '86', attackers: here(early, '86') })).toMatchObject({
      ok: true,
      value: { plan17: true, hexNumber: 86 },
    });
    const late = at({ ...built, turn: 5 });
    expect(declareBattle(late, { side: 'allied', hex: '86', attackers: here(late, '86') })).toMatchObject({
      ok: true,
      value: { plan17: false },
    });
  });
});

describe('Grand Illusion: Concentric Attack over the map (9.2.3 b)', () => {
  it('9.2.3 b adjacent friendly-controlled hexes with friendly combat units, or a blocked hexside, count', () => {
    const p = at({
      german: ['26', '16'],
      units: [{ hex: '25' }, { hex: '36' }, { hex: '16' }, { hex: '17', type: 'hq' }, de('26')],
      blocks: [
        { a: '27', b: '26', side: 'allied' },
        { a: '35', b: '26', side: 'german' },
      ],
    });
    // 16 is German (not friendly); 17 holds an HQ only; 35's Block is the enemy's.
    expect(concentricHexes(p, 'allied', '26')).toEqual({ occupied: ['36', '25'], blocked: ['27'] });
    expect(concentricAttack(concentricAsked(p, 'allied', '26', 0, 0)).value).toMatchObject({ hexes: 3, drm: -1 });
    const two = at({ german: ['26'], units: [{ hex: '25' }, { hex: '36' }, de('26')] });
    expect(concentricAttack(concentricAsked(two, 'allied', '26', 0, 0)).value.drm).toBe(0);
  });

  it("9.2.3 b the book's example: TEM +1, trench +2, three occupied hexes and one blocked: −1, net +2", () => {
    const p = at({
      german: ['26'],
      units: [{ hex: '25' }, { hex: '36' }, { hex: '16' }, de('26')],
      blocks: [{ a: '27', b: '26', side: 'allied' }],
    });
    const asked = concentricAsked(p, 'allied', '26', 1, 2);
    expect(asked).toEqual({ occupied: 3, blocked: 1, terrain: 1, trench: 2 });
    expect(concentricAttack(asked).value).toEqual({ hexes: 4, drm: -1, netDrm: 2 });
  });
});

describe("Grand Illusion: the Battle Map example's position (pp. 17–18)", () => {
  // 26 German-controlled, XIII and XVI Corps, a level-2 trench; the French II Territorial came from 35 activations ago.
  // Three more hexes around 26 (16, 25, 36) are Allied with Allied combat units; 27 holds VI, VII and XVIII.
  const start = at({
    german: ['26'],
    units: [
      de('26', { id: 'XIII' }),
      de('26', { id: 'XVI' }),
      { hex: '26', id: 'II-T' },
      { hex: '27', id: 'VI' },
      { hex: '27', id: 'VII' },
      { hex: '27', id: 'XVIII' },
      { hex: '16' },
      { hex: '25' },
      { hex: '36' },
    ],
    blocks: [{ a: '35', b: '26', side: 'allied' }],
  });

  it('9.1.2 c, 8.4.5 first activation: VI, VII and XVIII enter 26 from 27; a friendly unit is there, so they need not attack', () => {
    const move = checkMove(start, { side: 'allied', units: here(start, '27'), path: ['27', '26'] });
    expect(move.ok && move.value.blocks).toEqual([{ a: '27', b: '26', side: 'allied' }]);
    const after = forcesTheirWay(start, ['VI', 'VII', 'XVIII'], '26', move.ok ? move.value.blocks : []);
    expect(
      afterEntering(
        after,
        'allied',
        '26',
        after.units.filter((u) => ['VI', 'VII', 'XVIII'].includes(u.id!)),
      ),
    ).toBe('optional');
  });

  it('9.1.2 a, 9.2.3 b second activation: the battle in 26 with all four French units; 5 hexes around it: −2, net +1', () => {
    const move = checkMove(start, { side: 'allied', units: here(start, '27'), path: ['27', '26'] });
    const after = forcesTheirWay(start, ['VI', 'VII', 'XVIII'], '26', move.ok ? move.value.blocks : []);
    const french = here(after, '26');
    const check = declareBattle(after, {
      side: 'allied',
      hex: '26',
      attackers: french,
      began: ['II-T', 'VI', 'VII', 'XVIII'],
    });
    expect(check.ok && check.value.attackers).toHaveLength(4);
    expect(check.ok && check.value.defenders.map((u) => u.id)).toEqual(['XIII', 'XVI']);
    expect(concentricHexes(after, 'allied', '26')).toEqual({ occupied: ['36', '25', '16'], blocked: ['35', '27'] });
    expect(concentricAttack(concentricAsked(after, 'allied', '26', 1, 2)).value).toEqual({
      hexes: 5,
      drm: -2,
      netDrm: 1,
    });
  });
  it('9.4.2, 9.4.3 after the battle: the German infantry all Disorganized, the trench waives the retreat; 27 and 35 stay closed', () => {
    const move = checkMove(start, { side: 'allied', units: here(start, '27'), path: ['27', '26'] });
    const after = forcesTheirWay(start, ['VI', 'VII', 'XVIII'], '26', move.ok ? move.value.blocks : []);
    const beaten = {
      ...after,
      units: after.units.map((u) => (u.side === 'german' ? { ...u, disorganized: true } : u)),
    };
    const survivors = (side: 'allied' | 'german') =>
      here(beaten, '26', side).map((u) => ({ arm: 'infantry' as const, disorganized: u.disorganized }));
    const verdict = mandatoryRetreat(survivors('allied'), survivors('german'), {
      rout: false,
      entrenched: true,
      hex: 26,
      cavalryOnly: false,
    });
    expect(verdict).toMatchObject({ mustRetreat: 'none', waived: 'defender' });
    // Were the German to retreat (9.4.1), the Block markers close 27 and 35; 17 is the only hex left.
    const options = retreatOptions(beaten, { side: 'german', from: '26', units: here(beaten, '26', 'german') });
    expect(options.options.map((o) => o.hex)).toEqual(['17']);
  });
});

describe('Grand Illusion: sieges over the map (9.5.3, 9.5.2, 12.5.1)', () => {
  const toul = { id: 'toul', side: 'allied' as const, hex: '87', besieged: false };
  const nancy = { id: 'nancy', side: 'allied' as const, hex: '87', besieged: false };

  it('9.5.3 a fort is besieged when the enemy has non-Disorganized infantry in the hex and its side only forts', () => {
    const p = at({ german: ['87'], units: [de('87', { size: 'division' })], forts: [nancy] });
    expect(siegeAfterBattle(p, '87')).toEqual({ ok: true, value: { besieged: [nancy], antwerpSpared: false } });
    // A French unit left in the hex, or only Disorganized German infantry: no siege.
    const held = at({ german: ['87'], units: [de('87'), { hex: '87', type: 'hq' }], forts: [nancy] });
    expect(siegeAfterBattle(held, '87')).toEqual({ ok: true, value: { besieged: [], antwerpSpared: false } });
    const beaten = at({ german: ['87'], units: [de('87', { disorganized: true })], forts: [nancy] });
    expect(siegeAfterBattle(beaten, '87')).toEqual({ ok: true, value: { besieged: [], antwerpSpared: false } });
  });

  it('9.5.2 a garrisoned fort needs a non-Disorganized infantry corps; a fort off the roster is asked about', () => {
    const division = at({ german: ['87'], units: [de('87', { size: 'division' })], forts: [toul, nancy] });
    expect(siegeAfterBattle(division, '87')).toEqual({ ok: true, value: { besieged: [], antwerpSpared: false } });
    const corps = at({ german: ['87'], units: [de('87')], forts: [toul, nancy] });
    expect(siegeAfterBattle(corps, '87')).toEqual({
      ok: true,
      value: { besieged: [toul, nancy], antwerpSpared: false },
    });
    const unsized = at({ german: ['87'], units: [de('87', { size: null })], forts: [toul] });
    expect(verdict(siegeAfterBattle(unsized, '87'))).toBe('unit-size-unknown (2.4)');
    const stranger = at({ german: ['87'], units: [de('87')], forts: [{ side: 'allied', hex: '87', besieged: false }] });
    expect(verdict(siegeAfterBattle(stranger, '87'))).toBe('fort-unknown (9.5.2)');
  });

  it("12.5.1 Antwerp's fort is never besieged, but with scenario 3's Invade Holland", () => {
    const antwerp = { id: 'antwerp', side: 'allied' as const, hex: '52', besieged: false };
    const p = at({ german: ['52'], units: [de('52')], forts: [antwerp] });
    expect(siegeAfterBattle(p, '52')).toEqual({ ok: true, value: { besieged: [], antwerpSpared: true } });
    expect(siegeAfterBattle(p, '52', true)).toEqual({ ok: true, value: { besieged: [antwerp], antwerpSpared: false } });
  });

  it('9.5.3 a siege holds while a non-Disorganized enemy infantry unit (a corps for a garrison) stays in the hex', () => {
    const besieged = { ...toul, besieged: true };
    const kept = at({ german: ['87'], units: [de('87')], forts: [besieged] });
    expect(siegesLifted(kept)).toEqual({ ok: true, value: [] });
    const division = at({ german: ['87'], units: [de('87', { size: 'division' })], forts: [besieged] });
    expect(siegesLifted(division)).toEqual({ ok: true, value: [besieged] });
    const gone = at({ german: ['87'], forts: [besieged] });
    expect(siegesLifted(gone)).toEqual({ ok: true, value: [besieged] });
    // The surrender rolls (forts.ts) take the besieged forts of the map.
    expect(besiegedForts(kept)).toEqual({ ok: true, value: [{ label: 'Toul', garrisoned: true, antwerp: false }] });
  });
});

describe('Grand Illusion: battle refusals have words', () => {
  it('every battle refusal has its own Italian and English words naming its rule', () => {
    const codes = [
      'battle-off-map',
      'battle-hex-attacked',
      'battle-no-enemy',
      'battle-rearguard',
      'battle-no-entry',
      'battle-attacker-not-here',
      'battle-no-attackers',
      'battle-attacker-not-begun',
      'fort-unknown',
      'unit-size-unknown',
    ];
    for (const code of codes) {
      const words = problemWords({ code, params: { hex: '26', unit: 'u0', fort: 'x' } });
      expect(words.en, code).not.toBe(code);
      expect(words.it, code).not.toBe(words.en);
      expect(words.en, code).toMatch(/\((2\.4|9\.\d[.\d a-e,]*)\)$/);
      expect(words.it, code).toMatch(/\((2\.4|9\.\d[.\d a-e,]*)\)$/);
    }
  });
});
