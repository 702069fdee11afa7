import { describe, expect, it } from 'vitest';
import { battle, type BattleResult } from '../../../../src/engine/games/grand-illusion/rulings/battle.js';
import { refused, ruled } from './run.js';

const fight = (raw: Record<string, string | number | boolean>, dice: number[]) =>
  ruled<BattleResult>(battle, raw, dice);

describe('battle (9.2–9.4)', () => {
  it('pp. 17–18 Battle Map example: four French corps attack XIII and XVI in entrenched hex 26', () => {
    // Hex 26: TEM +1, trench +2; 3 adjacent occupied hexes + 2 blocked hexsides: concentric −2. The VIII Corps'
    // CS (5) is the counter example of 2.4; its roll is a 6, so it does not matter.
    const out = fight(
      {
        attacker: 'II T=3 fr corps, XVIII=6 fr corps, VI=6 fr corps, VIII=5 fr corps',
        defender: 'XIII=5 de corps, XVI=5 de corps',
        terrain: 1,
        trench: 2,
        concentric: 2,
        hex: 26,
      },
      [5, 4, 3, 6, 1, 6],
    );
    const r = out.result;
    // The II Territorial faces XIII, XVIII faces XVI; VI and VIII go into reserve behind them.
    expect(r.placement.columns).toEqual([
      { column: 1, attacker: ['II T'], defender: ['XIII'], attackerReserve: ['VI'], defenderReserve: null },
      { column: 2, attacker: ['XVIII'], defender: ['XVI'], attackerReserve: ['VIII'], defenderReserve: null },
    ]);
    expect([r.attackerDrm, r.defenderDrm]).toEqual([1, 0]); // +1 +2 −2 = +1; no DRM for the defender
    expect(r.rolls.map((x) => [x.firer, x.natural, x.final, x.hit])).toEqual([
      ['II T', 5, 6, false], // CS 3: 5 + 1 misses
      ['XIII', 4, 4, true], // CS 5: 4 hits
      ['XVIII', 3, 4, true], // CS 6: 3 + 1 = 4 hits
      ['XVI', 6, 6, false], // a 6 always misses
      ['VI', 1, 2, true], // reserve, CS 6: 1 + 1 = 2 hits
      ['VIII', 6, 7, false], // reserve: a 6 always misses
    ]);
    expect(r.losses).toEqual([
      { side: 'attacker', unit: 'II T', result: 'disorganized' },
      { side: 'defender', unit: 'XVI', result: 'disorganized' },
      { side: 'defender', unit: 'XIII', result: 'disorganized' },
    ]);
    // All German infantry is Disorganized and the Allies have intact infantry, but the hex is entrenched.
    expect(r.mustRetreat).toBe('none');
    expect(r.retreat.waived).toBe('defender');
    expect(out.text.it).toContain("l'esagono è trincerato");
  });

  it('9.6.1 defending infantry fires first at attacking cavalry; the hit applies at once, so the cavalry fires Disorganized', () => {
    const out = fight({ attacker: 'C=2/1 de cav', defender: 'I=4 fr corps' }, [3, 1, 2]);
    const r = out.result;
    expect(r.rolls.map((x) => [x.phase, x.firer, x.cs, x.hit])).toEqual([
      ['screen', 'I', 4, true],
      ['front', 'C', 1, true],
      ['front', 'I', 4, true],
    ]);
    expect(r.losses).toEqual([
      { side: 'attacker', unit: 'C', result: 'disorganized' },
      { side: 'defender', unit: 'I', result: 'disorganized' },
      { side: 'attacker', unit: 'C', result: 'eliminated' },
    ]);
  });

  it('9.6.1 cavalry eliminated by the free attack does not fire', () => {
    const out = fight({ attacker: 'C=1 de cav dis', defender: 'I=4 fr corps', 'use-disorganized': true }, [2]);
    expect(out.result.rolls).toHaveLength(1);
    expect(out.result.losses).toEqual([{ side: 'attacker', unit: 'C', result: 'eliminated' }]);
  });

  it('9.3.3, 12.2 b two defending BEF divisions in one space take one hit, on the intact one; 12.2 adds 1 CS each', () => {
    const out = fight({ attacker: 'G=5 de corps', defender: 'A=2 gb div dis & B=2/1 gb div' }, [2, 6]);
    expect(out.result.rolls[1]?.cs).toBe(6); // (2 + 1) + (2 + 1)
    expect(out.result.losses).toEqual([{ side: 'defender', unit: 'B', result: 'disorganized' }]);
  });

  it('9.3.3 other paired divisions both take the hit', () => {
    const out = fight({ attacker: 'G=5 de corps', defender: 'A=2 fr div & B=2 fr div dis' }, [2, 6]);
    expect(out.result.losses).toEqual([
      { side: 'defender', unit: 'A', result: 'disorganized' },
      { side: 'defender', unit: 'B', result: 'eliminated' },
    ]);
  });

  it('9.2.2 past 4 spaces the defender returns forts first, then Disorganized units; a fort in the hex still gives −1', () => {
    const out = fight(
      {
        attacker: 'A=6 fr corps',
        defender: 'F=fort 3/2, D=4 de corps dis, B=2 de bde, V=3 de div, C1=5 de corps, C2=5 de corps',
      },
      [3, 2, 4],
    );
    const r = out.result;
    expect(r.placement.columns).toEqual([
      { column: 1, attacker: ['A'], defender: ['B'], attackerReserve: null, defenderReserve: ['V'] },
    ]);
    expect(r.placement.defenderInHex).toEqual(['D', 'F', 'C1', 'C2']);
    expect(r.defenderDrm).toBe(-1);
    // Front: A hits B (3 ≤ 6); B hits A (2 − 1 = 1 ≤ 2). Reserve: V's free attack (4 − 1 = 3 ≤ 3) eliminates A.
    expect(r.losses).toEqual([
      { side: 'defender', unit: 'B', result: 'disorganized' },
      { side: 'attacker', unit: 'A', result: 'disorganized' },
      { side: 'attacker', unit: 'A', result: 'eliminated' },
    ]);
  });

  it('9.2.3 a the attacker faces intact defenders first; 9.2.5 a an unattacked Disorganized defender returns to the hex', () => {
    const out = fight({ attacker: 'X=5 de corps', defender: 'D=3 fr corps dis, I=4 fr corps' }, [6, 6]);
    expect(out.result.placement.columns[0]).toMatchObject({ attacker: ['X'], defender: ['I'] });
    expect(out.result.placement.defenderInHex).toEqual(['D']);
  });

  it('9.6.1 cavalry never faces a fort; an unopposed fort goes into reserve and gets a free attack (9.2.5 a)', () => {
    const out = fight({ attacker: 'C=2/1 de cav', defender: 'Toul=toul@4, D=3 fr corps dis' }, [5, 2, 6, 4]);
    const r = out.result;
    expect(r.placement.columns).toEqual([
      { column: 1, attacker: ['C'], defender: ['D'], attackerReserve: null, defenderReserve: ['Toul'] },
    ]);
    expect(r.rolls.map((x) => [x.phase, x.firer, x.final, x.hit])).toEqual([
      ['screen', 'D', 4, false], // 5 − 1 (fort in the hex) > 3
      ['front', 'C', 2, true],
      ['front', 'D', 5, false], // a 6 always misses
      ['reserve', 'Toul', 3, true], // 4 − 1 ≤ 4
    ]);
    expect(r.losses).toEqual([
      { side: 'defender', unit: 'D', result: 'eliminated' },
      { side: 'attacker', unit: 'C', result: 'disorganized' },
    ]);
  });

  it('9.5.1 infantry hits a fort only on a natural 1; the fort loses a step', () => {
    const miss = fight({ attacker: 'X=6 de corps', defender: 'toul' }, [2, 5]);
    expect(miss.result.rolls[0]).toMatchObject({ hit: false, reason: 'only-natural-1' });
    expect(miss.result.rolls[1]).toMatchObject({ firer: 'Toul', cs: 5, final: 4, hit: true });
    const hit = fight({ attacker: 'X=6 de corps', defender: 'toul' }, [1, 6]);
    expect(hit.result.losses).toEqual([{ side: 'defender', unit: 'Toul', result: 'step-lost', showing: '4 [+2]' }]);
  });

  it('a fort on its last step is eliminated by a hit (9.3.3)', () => {
    const out = fight({ attacker: 'X=6 de corps', defender: 'V=versailles@1' }, [1, 6]);
    expect(out.result.losses).toEqual([{ side: 'defender', unit: 'V', result: 'eliminated' }]);
  });

  it('FoW 4 Skirmish: only 1s hit on both sides', () => {
    expect(fight({ attacker: '6 de corps', defender: '5 fr corps', mode: 'skirmish' }, [2, 2]).result.losses).toEqual(
      [],
    );
    expect(
      fight({ attacker: '6 de corps', defender: '5 fr corps', mode: 'skirmish' }, [1, 1]).result.losses,
    ).toHaveLength(2);
  });

  it('9.3.1 b a counterattacker adds +1 instead of terrain and trench; its forts stay in the hex (9.2.4)', () => {
    const out = fight(
      { attacker: 'A=5 fr corps, T=toul', defender: 'G=4 de corps', terrain: 2, trench: 2, mode: 'counterattack' },
      [4, 6],
    );
    expect(out.result.attackerDrm).toBe(1);
    expect(out.result.rolls[0]).toMatchObject({ final: 5, hit: true });
    expect(out.result.placement.attackerInHex).toEqual(['T']);
  });

  it('9.3.1 b XIV Corps in hex 102 subtracts 1 for its mountain equipment', () => {
    const out = fight({ attacker: 'XIV=6 fr corps alpine', defender: '5 de corps', terrain: 2, hex: 102 }, [5, 6]);
    expect(out.result.rolls[0]).toMatchObject({ drm: 1, final: 6, hit: true });
  });

  it('9.2.3 a Offensive à outrance: French Disorganized attackers go to the front line first', () => {
    const raw = { attacker: 'X=6 fr corps, Y=5 fr corps, D=3 fr corps dis', defender: 'G=5 de corps' };
    const normal = fight(raw, [6, 6, 6]).result.placement;
    expect(normal.columns[0]).toMatchObject({ attacker: ['X'], attackerReserve: ['Y'] });
    expect(normal.attackerInHex).toEqual(['D']);
    const offensive = fight({ ...raw, offensive: true }, [6, 6, 6]).result.placement;
    expect(offensive.columns[0]).toMatchObject({ attacker: ['D'], attackerReserve: ['X'] });
    expect(offensive.attackerInHex).toEqual(['Y']);
  });

  it('9.2.3 a the attacker may place its Disorganized units, last', () => {
    const out = fight({ attacker: 'D=3 fr corps dis', defender: 'G=5 de corps', 'use-disorganized': true }, [6, 6]);
    expect(out.result.placement.columns[0]?.attacker).toEqual(['D']);
  });

  it('9.6.1 British cavalry may sit in reserve opposite infantry, taking the free attack first; French cavalry may not', () => {
    const british = fight({ attacker: 'I=4 gb div, C=2/1 gb cav', defender: 'G=5 de corps' }, [6, 6, 6, 2]);
    expect(british.result.placement.columns[0]?.attackerReserve).toEqual(['C']);
    expect(british.result.rolls.map((x) => [x.phase, x.firer])).toEqual([
      ['front', 'I'],
      ['front', 'G'],
      ['screen', 'G'],
      ['reserve', 'C'],
    ]);
    const french = fight({ attacker: 'I=4 fr div, C=2/1 fr cav', defender: 'G=5 de corps' }, [6, 6]);
    expect(french.result.placement.attackerInHex).toEqual(['C']);
  });

  it('9.3.5 Impetus: defenders subtract the TEM; with no Allied step lost the German takes one step', () => {
    const none = fight({ attacker: 'A=4 fr corps', defender: 'G=3 de corps', terrain: 2, impetus: true }, [6, 6]);
    expect(none.result.defenderDrm).toBe(-2);
    expect(none.result.impetusStepLoss).toBe(true);
    const lost = fight({ attacker: 'A=4 fr corps', defender: 'G=3 de corps', terrain: 2, impetus: true }, [6, 5]);
    expect(lost.result.rolls[1]).toMatchObject({ final: 3, hit: true });
    expect(lost.result.impetusStepLoss).toBe(false);
  });

  it('9.4.2 a side left with only Disorganized infantry retreats before intact enemy infantry (its cavalry does not count)', () => {
    const out = fight({ attacker: 'X=6 fr corps', defender: 'G=5 de corps, H=2/1 de cav' }, [2, 6]);
    expect(out.result.placement.defenderInHex).toEqual(['H']);
    expect(out.result.mustRetreat).toBe('defender');
    expect(out.result.retreat.defender.reasons).toEqual(['infantry']);
  });

  it('9.4.2 Rout: fewer intact combat units retreat, except in hexes 102/103', () => {
    const raw = { attacker: 'X=6 fr corps, Y=5 fr corps', defender: 'G=5 de corps', rout: true };
    expect(fight(raw, [6, 6, 6]).result.retreat.defender).toEqual({ must: true, reasons: ['rout'] });
    const vosges = fight({ ...raw, hex: 102 }, [6, 6, 6]).result;
    expect(vosges.mustRetreat).toBe('none');
    expect(vosges.retreat.waived).toBe('defender');
  });

  it.each([
    [{ attacker: '5 de corps', defender: '4 de corps' }, 'defender', /must be enemies/],
    [{ attacker: '5 de korps', defender: '4 fr corps' }, 'attacker', /unknown word "korps"/],
    [{ attacker: '5 de corps', defender: '4 fr corps & 3 fr corps' }, 'defender', /only two divisions/],
    [{ attacker: '5 de corps', defender: '2 fr div & 2 gb div' }, 'defender', /same nationality/],
    [{ attacker: '5 de div & 2 de cav', defender: '4 fr corps' }, 'attacker', /same nationality and arm/],
    [{ attacker: 'toul, 5 fr corps', defender: '4 de corps' }, 'attacker', /forts only defend/],
    [{ attacker: '5 de corps', defender: '4 fr corps', offensive: true }, 'offensive', /Allied attacker/],
    [{ attacker: '5 fr corps', defender: '4 de corps', impetus: true, mode: 'counterattack' }, 'impetus', /no effect/],
    [{ attacker: '5 de corps', defender: 'namur' }, 'defender', /reduced sides are not printed/],
    [{ attacker: 'de corps', defender: '4 fr corps' }, 'attacker', /CS is missing/],
    [{ attacker: '5/6 de corps', defender: '4 fr corps' }, 'attacker', /not above the full one/],
    [{ attacker: '5 de corps', defender: '4 fr corps', mode: 'rout' }, 'mode', /one of/],
  ])('refuses %j naming --%s', (raw, option, message) => {
    const out = refused(battle, raw, [3, 3]);
    expect(out.option).toBe(option);
    expect(out.message.en).toMatch(message);
  });

  it('refuses a battle where no attacker may face a defender, and cavalry whose Disorganized CS it needs', () => {
    expect(refused(battle, { attacker: 'D=3 de corps dis', defender: '4 fr corps' }).message.en).toMatch(/No combat/);
    expect(refused(battle, { attacker: '2 de cav', defender: 'toul' }).message.en).toMatch(/No combat/);
    const dcs = refused(battle, { attacker: 'C=2 de cav', defender: '4 fr corps' });
    expect(dcs.option).toBe('attacker');
    expect(dcs.message.en).toMatch(/C may fire after the infantry's free attack/);
  });
});
