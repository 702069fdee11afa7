import { describe, expect, it } from 'vitest';
import type { ForceUnit } from '../../../../../src/engine/games/grand-illusion/model.js';
import { parseForce } from '../../../../../src/engine/games/grand-illusion/notation.js';
import { battleOn, type BattleAsked } from '../../../../../src/engine/games/grand-illusion/rules/battle.js';
import {
  applyStep,
  type BattleMap,
  checkPlacement,
  checkStep,
  EMPTY_MAP,
  type MapColumn,
  type MapForces,
  type MapStage,
  mapOptions,
  placementOf,
  suggestedSteps,
  suggestPlacement,
} from '../../../../../src/engine/games/grand-illusion/rules/placement.js';
import { TestDice } from '../play/position.js';

const units = (text: string, prefix: string): ForceUnit[] => {
  const r = parseForce(text, prefix);
  if (!r.ok) throw new Error(r.problem.code);
  return r.value.groups.flat();
};
const forces = (attacker: string, defender: string): MapForces => ({
  attacker: units(attacker, 'A'),
  defender: units(defender, 'D'),
});
const normal = { offensive: false, useDisorganized: false };

/** A column: the defender's group, what faces it, the reserves behind. */
const col = (
  defender: string[],
  attacker: string[] | null = null,
  attackerReserve: string[] | null = null,
  defenderReserve: string[] | null = null,
): MapColumn => ({ defender, attacker, attackerReserve, defenderReserve });
const map = (columns: MapColumn[], idle: string[][] = []): BattleMap => ({ columns, idle });
const rule = (f: MapForces, m: BattleMap, rules = normal): string | null => {
  const p = checkPlacement(f, m, rules);
  return p ? `${p.code} ${p.rule}` : null;
};

/** The whole suggestion, stage by stage, as a Battle Map. */
function suggested(f: MapForces, rules = normal): BattleMap {
  let m = EMPTY_MAP;
  for (const stage of ['defender', 'attacker', 'reserve'] as MapStage[])
    for (const step of suggestedSteps(f, m, stage, rules)) m = applyStep(m, step);
  return m;
}

describe('9.2.2 the defender places', () => {
  it('9.2.2 two divisions/brigades of one nationality and arm share a space; a corps, two nations or two arms do not', () => {
    const f = forces('G=5 de corps', 'A=2 fr div, B=1 fr bde, C=2 gb div, K=2 fr cav, V=5 fr corps');
    expect(checkStep(f, EMPTY_MAP, 'defender', { kind: 'front', units: ['A', 'B'] }, normal)).toBeNull();
    for (const pair of [
      ['A', 'V'],
      ['A', 'C'],
      ['A', 'K'],
    ])
      expect(checkStep(f, EMPTY_MAP, 'defender', { kind: 'front', units: pair }, normal)).toMatchObject({
        code: 'map-pair',
        rule: '9.2.2',
      });
  });

  it('9.2.2 every unit goes to the front line while a space is free', () => {
    const f = forces('G=5 de corps', 'V=5 fr corps, W=4 fr corps');
    expect(rule(f, map([col(['V'], ['G']), col(['W'])]))).toBeNull();
    expect(rule(f, map([col(['V'], ['G'])]))).toBe('map-front-open 9.2.2');
  });

  it('9.2.2 past 4 spaces forts return first, then Disorganized units, brigades, divisions, corps; the owner picks within a rank', () => {
    const f = forces(
      'G=5 de corps',
      'F=fort 3/2, D=3 fr corps dis, B=1 fr bde, V1=3 fr div, V2=3 fr div, C=5 fr corps',
    );
    // Four spaces unpaired: the fort and the Disorganized corps return.
    expect(rule(f, map([col(['C'], ['G']), col(['V1']), col(['V2']), col(['B'])]))).toBeNull();
    // Pairing is the owner's choice: paired, the divisions leave room for the Disorganized corps; the fort returns.
    expect(rule(f, map([col(['C'], ['G']), col(['V1', 'V2']), col(['B']), col(['D'])]))).toBeNull();
    // The fort stays on the map while the Disorganized corps returns; the Disorganized corps while the brigade returns.
    expect(rule(f, map([col(['C'], ['G']), col(['V1', 'V2']), col(['B']), col(['F'])]))).toBe('map-order 9.2.2');
    expect(rule(f, map([col(['C'], ['G']), col(['V1']), col(['V2']), col(['D'])]))).toBe('map-order 9.2.2');
  });

  it('9.2.2 the lawful next spaces never lead to a dead end', () => {
    const f = forces(
      'G=5 de corps',
      'F=fort 3/2, D=3 fr corps dis, B=1 fr bde, V1=3 fr div, V2=3 fr div, C=5 fr corps',
    );
    const options = mapOptions(f, EMPTY_MAP, 'defender', normal).map((s) => s.units.join('+'));
    expect(options).toEqual(expect.arrayContaining(['C', 'V1', 'V1+V2', 'B', 'D']));
    expect(options).not.toContain('F');
  });
});

describe('9.2.3 a the attacker places', () => {
  it('9.2.3 a intact corps first: a division may not face while a corps that could stays out', () => {
    const f = forces('K=5 de corps, V=3 de div', 'X=4 fr corps');
    expect(rule(f, map([col(['X'], ['K'])]))).toBeNull();
    expect(rule(f, map([col(['X'], ['V'])]))).toBe('map-priority 9.2.3 a');
    expect(
      checkStep(f, map([col(['X'])]), 'attacker', { kind: 'face', units: ['V'], column: 0 }, normal),
    ).toMatchObject({ code: 'map-priority', rule: '9.2.3 a' });
  });

  it('9.2.3 a a pair of intact infantry divisions is worth a corps', () => {
    const f = forces('K=5 de corps, V=3 de div, W=3 de div', 'X=4 fr corps');
    expect(rule(f, map([col(['X'], ['V', 'W'])]))).toBeNull();
  });

  it('9.2.3 a the spaces facing intact defenders are filled before those facing Disorganized units or forts', () => {
    const f = forces('K=5 de corps', 'D=3 fr corps dis, I=4 fr corps');
    expect(rule(f, map([col(['D']), col(['I'], ['K'])]))).toBeNull();
    expect(rule(f, map([col(['D'], ['K']), col(['I'])]))).toBe('map-intact-first 9.2.3 a');
  });

  it('9.2.3 a an attacker must face a defender while one it may face is free; Disorganized attackers may stay out', () => {
    const f = forces('K=5 de corps, L=4 de corps, Z=2 de corps dis', 'X=4 fr corps, Y=4 fr corps');
    expect(rule(f, map([col(['X'], ['K']), col(['Y'])]))).toBe('map-unfaced 9.2.3 a');
    expect(rule(f, map([col(['X'], ['K']), col(['Y'], ['L'])]))).toBeNull();
  });

  it('9.2.3 a Offensive à outrance: the French Disorganized attackers face first', () => {
    const f = forces('T=2 fr corps dis, V=5 fr corps', 'X=4 de corps');
    const offensive = { offensive: true, useDisorganized: false };
    expect(rule(f, map([col(['X'], ['T'])]), offensive)).toBeNull();
    expect(rule(f, map([col(['X'], ['V'])]), offensive)).toBe('map-priority 9.2.3 a');
    expect(rule(f, map([col(['X'], ['V'])]))).toBeNull();
  });

  it('9.6.1 cavalry never faces a fort (the corps, first by 9.2.3 a, faces the intact corps; the cavalry stays out)', () => {
    const f = forces('C=2/1 de cav, K=5 de corps', 'F=fort 3/2, X=4 fr corps');
    expect(rule(f, map([col(['X'], ['K']), col(['F'])]))).toBeNull();
    expect(rule(f, map([col(['X'], ['K']), col(['F'], ['C'])]))).toBe('map-cavalry-fort 9.6.1');
    expect(rule(f, map([col(['X'], ['C']), col(['F'], ['K'])]))).toBe('map-intact-first 9.2.3 a');
  });
});

describe('9.2.5 reserves', () => {
  it('9.2.5 b intact surplus attackers may go into reserve behind a column that fights; Disorganized ones never', () => {
    const f = forces('K=5 de corps, L=5 de corps, Z=2 de corps dis', 'X=4 fr corps');
    expect(rule(f, map([col(['X'], ['K'], ['L'])]))).toBeNull();
    expect(rule(f, map([col(['X'], ['K'])], [['L']]))).toBeNull();
    expect(rule(f, map([col(['X'], ['L'], ['Z'])]))).toBe('map-reserve-disorganized 9.2.5 b');
  });

  it('9.2.3 a, 9.2.5 b a reserve comes from a front space facing no one: none when the defender fills all four', () => {
    const f = forces(
      'K=5 de corps, L=5 de corps, M=5 de corps, N=5 de corps, O=5 de corps',
      'W=4 fr corps, X=4 fr corps, Y=4 fr corps, Z=4 fr corps',
    );
    const line = [col(['W'], ['K']), col(['X'], ['L']), col(['Y'], ['M']), col(['Z'], ['N'])];
    expect(rule(f, map(line))).toBeNull();
    expect(rule(f, map([{ ...line[0]!, attackerReserve: ['O'] }, ...line.slice(1)]))).toBe('map-full 9.2.3 a');
  });

  it('9.6.1 cavalry in reserve only opposite cavalry; British cavalry opposite infantry too', () => {
    const f = forces('V=5 fr corps, C=2 fr cav, B=2 gb cav', 'X=4 de corps');
    expect(rule(f, map([col(['X'], ['V'], ['B'])]))).toBeNull();
    expect(rule(f, map([col(['X'], ['V'], ['C'])]))).toBe('map-cavalry-reserve 9.6.1');
  });

  it('9.2.5 a an unopposed intact defender may go into reserve; an unopposed Disorganized one returns', () => {
    const f = forces('K=5 de corps', 'X=4 fr corps, Y=4 fr corps, D=2 fr corps dis');
    expect(rule(f, map([col(['X'], ['K'], null, ['Y']), col(['Y']), col(['D'])]))).toBeNull();
    expect(rule(f, map([col(['X'], ['K'], null, ['D']), col(['Y']), col(['D'])]))).toBe(
      'map-reserve-disorganized 9.2.5 a',
    );
  });
});

describe('the suggestion and the fight from a placed map', () => {
  it('the suggestion is a lawful placement (9.2.2, 9.2.3 a, 9.2.5)', () => {
    const cases: [string, string][] = [
      ['K=5 de corps, L=5 de corps, M=4 de corps', 'X=4 fr corps'],
      ['C=2/1 de cav, K=5 de corps', 'Toul=toul@4, D=3 fr corps dis'],
      ['A=6 fr corps', 'F=fort 3/2, D=4 de corps dis, B=2 de bde, V=3 de div, C1=5 de corps, C2=5 de corps'],
      ['C=2/1 de cav, D=2/1 de cav, E=2/1 de cav', 'F=fort 3/2, G=fort 3/2, H=fort 3/2, K=2 fr cav'],
    ];
    for (const [a, d] of cases) {
      const f = forces(a, d);
      expect(rule(f, suggested(f))).toBeNull();
    }
  });

  it('the suggestion placed stage by stage fights as suggestPlacement does', () => {
    const f = forces('K=5 de corps, L=5 de corps, M=4 de corps', 'X=4 fr corps, Y=3 fr corps dis');
    const whole = suggestPlacement(
      f.attacker.map((u) => [u]),
      f.defender.map((u) => [u]),
      normal,
    );
    expect(placementOf(f, suggested(f))).toEqual(whole);
  });

  it("pp. 17–18 the book's Battle Map (II T faces XIII, XVIII faces XVI, VI and VIII in reserve) is lawful and gives the book's rolls", () => {
    const f = forces(
      'II T=3 fr corps, XVIII=6 fr corps, VI=6 fr corps, VIII=5 fr corps',
      'XIII=5 de corps, XVI=5 de corps',
    );
    const book = map([col(['XIII'], ['II T'], ['VI']), col(['XVI'], ['XVIII'], ['VIII'])]);
    expect(rule(f, book)).toBeNull();
    const asked: BattleAsked = {
      attacker: { side: 'allied', groups: f.attacker.map((u) => [u]) },
      defender: { side: 'german', groups: f.defender.map((u) => [u]) },
      terrain: 1,
      trench: 2,
      concentric: 2,
      hex: 26,
      mode: 'normal',
      rout: false,
      impetus: false,
    };
    const out = battleOn(asked, placementOf(f, book), [], new TestDice([5, 4, 3, 6, 1, 6]), true);
    if (!('value' in out)) throw new Error(out.problem.code);
    expect(out.value.rolls.map((x) => [x.firer, x.natural, x.final, x.hit])).toEqual([
      ['II T', 5, 6, false],
      ['XIII', 4, 4, true],
      ['XVIII', 3, 4, true],
      ['XVI', 6, 6, false],
      ['VI', 1, 2, true],
      ['VIII', 6, 7, false],
    ]);
    expect(out.value.mustRetreat).toBe('none');
    // The other way round (XVIII faces XIII, II T faces XVI) is as lawful: every one is a corps.
    expect(rule(f, map([col(['XIII'], ['XVIII'], ['VI']), col(['XVI'], ['II T'], ['VIII'])]))).toBeNull();
  });
});
