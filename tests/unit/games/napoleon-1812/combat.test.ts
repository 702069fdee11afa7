import { describe, expect, it } from 'vitest';
import type { CombatResult } from '../../../../src/engine/games/napoleon-1812/rules/combat.js';
import { combat } from '../../../../src/engine/games/napoleon-1812/rulings/combat.js';
import { ok, refused, run } from './run.js';

const fight = (raw: Record<string, string | number | boolean>, dice: number[]) => ok<CombatResult>(combat, raw, dice);

describe('rule 11: the values', () => {
  it('11.3 the attack value is the CF of the attacking units, +2 for two types', () => {
    const {
      result,
      en,
      it: itText,
      rules,
    } = fight({ side: 'russian', attackers: '2I,1C', defenders: '2I' }, [3, 3, 4]);
    expect(result).toMatchObject({ av: 5, mav: 5, fav: 8, dv: 2, fdv: 5, difference: 3 });
    expect(en).toContain('CF 3, combined arms +2 (2 types) → AV 5');
    expect(en).toContain('FAV (11.5): Dice 3; +5 MAV (11.4) → 8');
    expect(en).toContain('FDV (11.7): Dice 3; +2 DV (11.6) → 5');
    expect(itText).toContain('armi combinate +2 (2 tipi)');
    expect(rules).toEqual([
      '11.3',
      '11.5',
      '11.6',
      '11.7',
      '11.8',
      '11.12',
      '11.14',
      '11.15',
      '11.17',
      '11.11',
      '11.16',
    ]);
  });

  it('11.3 three types give +4', () => {
    expect(fight({ side: 'french', attackers: '2I,1C,1A', defenders: '1I' }, [1, 1, 3]).result.av).toBe(8);
  });

  it('11.2 point 3: an earlier combat halves the whole attack value by default (⚠ fatigue-on value)', () => {
    const raw = { side: 'french', attackers: '2I,1C,1A', defenders: '1I', 'attacker-combats': 1 };
    const { result, en } = fight(raw, [1, 1, 3]);
    expect(result.av).toBe(4); // (4 + 4) ÷ 2
    expect(en).toContain('(CF 4 + combined arms +4 (3 types)) = 8, fatigue ÷2 (11.2) → AV 4');
    expect(fight({ ...raw, 'fatigue-on': 'cf' }, [1, 1, 3]).result.av).toBe(6); // 4 ÷ 2 + 4
  });

  it('11.2 point 3: forced march and an earlier combat divide by four', () => {
    const raw = {
      side: 'french',
      attackers: '2I,1C,1A',
      defenders: '1I',
      'attacker-combats': 1,
      'attacker-forced-march': true,
    };
    expect(fight(raw, [1, 1, 3]).result.av).toBe(2); // (4 + 4) ÷ 4
    expect(fight({ ...raw, 'fatigue-on': 'cf' }, [1, 1, 3]).result.av).toBe(5); // 4 ÷ 4 + 4
  });

  it('11.2 point 3: two earlier combats divide the defence by four', () => {
    const { result } = fight(
      { side: 'russian', attackers: '1I', defenders: '4I,1C,1A', 'defender-combats': 2 },
      [6, 1, 3],
    );
    expect(result.dv).toBe(2); // (6 + 4) ÷ 4 = 2.5 → 2 (1.2)
  });

  it('⚠ arms-from: combined arms and the CR cap count the ordered units, or the whole attacking stack', () => {
    const raw = { side: 'russian', attackers: '2I', others: '1C,1A', defenders: '1I', 'attacker-cr': 4 };
    const ordered = fight(raw, [1, 1, 3]).result;
    expect(ordered.av).toBe(2);
    expect(ordered.fav).toBe(2 + 2 + 1); // CR 4 capped at the 2 attacking units
    const stack = fight({ ...raw, 'arms-from': 'stack' }, [1, 1, 3]).result;
    expect(stack.av).toBe(6); // 2 CF + 4 for three types in the stack
    expect(stack.fav).toBe(6 + 4 + 1); // CR 4 capped at the 4 units of the stack
  });

  it('11.4 across a river into a fortified city without artillery: −3 −2', () => {
    const { result, en } = fight(
      { side: 'french', attackers: '3I', defenders: '1I', terrain: 'fortified-city', river: true },
      [6, 1, 3],
    );
    expect(result).toMatchObject({ av: 3, mav: -2, fav: 4 });
    expect(en).toContain('AV 3; −3 across a river (11.4); −2 fortified city, without artillery (11.4) → MAV -2');
  });

  it('11.4 with artillery the fortified city costs −1; forest −2', () => {
    expect(
      fight({ side: 'french', attackers: '3I,1A', defenders: '1I', terrain: 'fortified-city' }, [6, 1, 3]).result.mav,
    ).toBe(5);
    expect(fight({ side: 'russian', attackers: '3I', defenders: '1I', terrain: 'forest' }, [6, 1, 3]).result.mav).toBe(
      1,
    );
  });

  it('11.5 the leader CR is capped at the combat units present', () => {
    const { result, en } = fight({ side: 'french', attackers: '1I', defenders: '1I', 'attacker-cr': 4 }, [5, 1, 3]);
    expect(result.fav).toBe(1 + 1 + 5);
    expect(en).toContain('+1 leader CR (11.5)');
  });

  it('16.2 the CR is capped at the units in the leader’s command', () => {
    const { result, rules } = fight(
      { side: 'french', attackers: '4I', defenders: '1I', 'attacker-cr': 3, 'attacker-command': 2 },
      [5, 1, 3],
    );
    expect(result.fav).toBe(4 + 2 + 5);
    expect(rules).toContain('16.2');
  });

  it('11.5 support stacks add their good-order units and modifiers, even below zero', () => {
    const { result, en } = fight(
      { side: 'russian', attackers: '2I', defenders: '1I', terrain: 'forest', 'attacker-support': '3l,1r' },
      [4, 2, 3],
    );
    // MAV 2 − 2 = 0; support 1: 3 − 1 + 1 = 3; support 2: 1 − 2 − 1 = −2.
    expect(result).toMatchObject({ mav: 0, fav: 4 + 0 + 3 - 2 });
    expect(en).toContain('support 2: 1 unit, −2 across a river, −1 forest → -2');
  });

  it('11.7 the defender adds its leader (capped at good-order units) and its support stacks with leaders', () => {
    const { result, en } = fight(
      { side: 'french', attackers: '1I', defenders: '2I,1Id', 'defender-cr': 3, 'defender-support': '3l,2mc1' },
      [1, 2, 3],
    );
    // DV 2; CR 3 capped at 2 good-order units; support 3 + 1 and ⌊2 ÷ 4⌋ = 0.
    expect(result).toMatchObject({ dv: 2, fdv: 2 + 2 + 4 + 0 + 2 });
    expect(en).toContain('support 2: 2 units ÷4 (fatigue) = 0 → 0');
  });

  it('11.18 a hex of disrupted units only defends with 1xd6 alone, leader and support notwithstanding', () => {
    const { result, en, rules } = fight(
      { side: 'french', attackers: '1I', defenders: '2Id', 'defender-cr': 3, 'defender-support': '3l' },
      [1, 4, 2],
    );
    expect(result).toMatchObject({ dv: 0, fdv: 4, difference: -2, outcome: 'defender-wins' });
    // 11.14: the support's 3 good-order units count on the winner's side (⚠ literal reading): 2 hits...
    expect(result.attackerHits).toBe(2);
    // ...while alone the disrupted defenders inflict none (11.18 note).
    expect(fight({ side: 'french', attackers: '1I', defenders: '2Id' }, [1, 4, 2]).result.attackerHits).toBe(0);
    expect(en).toContain('FDV = 1xd6 = 4');
    expect(rules).toContain('11.18');
  });

  it('16.4(5) Napoleon gives +1 CF per good-order unit he commands, at most +3, in attack and defence', () => {
    expect(
      fight({ side: 'french', attackers: '5I', defenders: '1I', 'attacker-leader': 'napoleon' }, [1, 1, 3]).result.av,
    ).toBe(8);
    expect(
      fight({ side: 'french', attackers: '2I', defenders: '1I', 'attacker-leader': 'napoleon' }, [1, 1, 3]).result.av,
    ).toBe(4);
    const defending = fight(
      { side: 'russian', attackers: '1I', defenders: '4I,1Id', 'defender-leader': 'napoleon' },
      [1, 1, 3],
    );
    expect(defending.result.dv).toBe(7);
    expect(defending.rules).toContain('16.4');
  });

  it('16.4(3) and 16.4(7) Platov, Murat and Grouchy give +1 CF per attacking cavalry unit', () => {
    expect(
      fight({ side: 'russian', attackers: '2I,2C', defenders: '1I', 'attacker-leader': 'platov' }, [1, 1, 3]).result.av,
    ).toBe(8);
    expect(
      fight({ side: 'french', attackers: '1I,3C', defenders: '1I', 'attacker-leader': 'murat' }, [1, 1, 3]).result.av,
    ).toBe(9);
    expect(
      fight({ side: 'french', attackers: '3C', defenders: '1I', 'attacker-leader': 'grouchy' }, [1, 1, 3]).result.av,
    ).toBe(6);
  });
});

describe('rule 11: the result', () => {
  it('11.9 a tie: nobody moves, one attacking unit takes one hit, and no third die is rolled', () => {
    const { result, en, rules } = fight({ side: 'russian', attackers: '2I', defenders: '2I' }, [3, 3]);
    expect(result).toMatchObject({
      difference: 0,
      outcome: 'tie',
      attackerHits: 1,
      defenderHits: 0,
      retreat: 'none',
      advance: 'none',
      pursuit: false,
      hitDie: null,
    });
    expect(en).toContain('**Tie** (11.9)');
    expect(rules).toContain('11.9');
    const extra = run(combat, { side: 'russian', attackers: '2I', defenders: '2I' }, [3, 3, 3]).outcome;
    expect(!extra.ok && extra.message.en).toMatch(/Too many dice/);
  });

  it('11.10 the defender wins: the attacker stays, the defender may stay or retreat', () => {
    const { result, en, it: itText } = fight({ side: 'russian', attackers: '1I', defenders: '3I' }, [1, 6, 6]);
    // FAV 1 + 1 = 2, FDV 3 + 6 = 9: the attacker takes 7 capped at 3; the defender ⌊7/2⌋ + 1 = 4 capped at 1.
    expect(result).toMatchObject({
      fav: 2,
      fdv: 9,
      difference: -7,
      outcome: 'defender-wins',
      attackerHits: 3,
      defenderHits: 1,
      retreat: 'optional',
      advance: 'none',
      pursuit: false,
      hitDie: 6,
    });
    expect(en).toContain('**The defender wins** by 7 (11.8).');
    expect(en).toContain('Hits on the attacker: **3** = the difference, capped at the 3 good-order units');
    expect(en).toContain('Hits on the defender: ⌊7/2⌋ = 3; die 6 → +1 = 4 → **1** (0 to 1, 11.15).');
    expect(itText).toContain('**Vince il difensore** di 7');
    expect(itText).toContain("Danni all'attaccante: **3**");
  });

  it('11.12 a difference of 3 or more: the defender must retreat, the good-order attackers may advance', () => {
    const { result, en, it: itText } = fight({ side: 'russian', attackers: '2I,1C', defenders: '2I' }, [3, 3, 4]);
    expect(result).toMatchObject({
      outcome: 'attacker-wins',
      defenderHits: 3,
      attackerHits: 1, // ⌊3/2⌋ = 1, die 4 → ±0
      retreat: 'required',
      advance: 'all',
      annihilation: 'no',
    });
    expect(en).toContain('**must retreat**');
    expect(itText).toContain("**Vince l'attaccante** di 3");
    expect(itText).toContain('Danni al difensore: **3**');
  });

  it('11.12 a difference of 1 or 2: the defender may retreat, and then only the attacking cavalry advances', () => {
    const withCavalry = fight({ side: 'russian', attackers: '2I,1C', defenders: '3I' }, [2, 3, 3]).result;
    expect(withCavalry).toMatchObject({
      difference: 1,
      defenderHits: 1,
      attackerHits: 0,
      retreat: 'optional',
      advance: 'cavalry',
    });
    const without = fight({ side: 'russian', attackers: '3I', defenders: '2I' }, [3, 3, 3]).result;
    expect(without).toMatchObject({ difference: 1, retreat: 'optional', advance: 'none' });
  });

  it('11.14 the loser takes the difference, at most the good-order units on the winner’s side with support', () => {
    const alone = fight({ side: 'russian', attackers: '1I', defenders: '1I' }, [6, 1, 5]).result;
    expect(alone).toMatchObject({ difference: 5, defenderHits: 1 });
    const supported = fight(
      { side: 'russian', attackers: '1I', defenders: '2I', 'attacker-support': '2' },
      [6, 1, 5],
    ).result;
    expect(supported).toMatchObject({ difference: 6, defenderHits: 3 });
  });

  it('11.15 the winner’s hits are never below zero nor above the loser’s good-order units', () => {
    expect(fight({ side: 'russian', attackers: '3I', defenders: '2I' }, [3, 3, 1]).result.attackerHits).toBe(0); // 0 − 1
    // ⌊5/2⌋ + 1 = 3, but the loser had 1 good-order unit.
    expect(fight({ side: 'russian', attackers: '1I', defenders: '1I' }, [6, 1, 5]).result.attackerHits).toBe(1);
  });

  it('11.13 hits that eliminate every defender let the attackers advance whatever the difference', () => {
    const { result, en, rules } = fight({ side: 'russian', attackers: '3I', defenders: '1Id' }, [1, 3, 3]);
    expect(result).toMatchObject({
      difference: 1,
      defenderHits: 1,
      annihilation: 'certain',
      retreat: 'none',
      advance: 'all',
    });
    expect(en).toContain('leaders in the hex roll to escape (11.19)');
    expect(rules).toContain('11.13');
  });

  it('11.13 and 11.17: a support stack that can absorb hits makes the annihilation only possible', () => {
    const { result, en } = fight(
      { side: 'russian', attackers: '3I', defenders: '1Id', 'defender-support': '1' },
      [1, 3, 3],
    );
    // FDV is the die alone (11.18); hits 1, and the support could take it.
    expect(result).toMatchObject({ difference: 1, defenderHits: 1, annihilation: 'possible', retreat: 'optional' });
    expect(en).toContain('If the defender puts enough hits on its own stack');
  });

  it('11.16 pursuit: good-order attacking cavalry against a defender without any', () => {
    expect(fight({ side: 'russian', attackers: '2I,1C', defenders: '2I,1Cd' }, [6, 1, 3]).result.pursuit).toBe(true);
    expect(fight({ side: 'russian', attackers: '2I,1C', defenders: '2I,1C' }, [6, 1, 3]).result.pursuit).toBe(false);
    expect(fight({ side: 'russian', attackers: '3I', defenders: '2I' }, [6, 1, 3]).result.pursuit).toBe(false);
  });

  it('11.16 also follows a winning defender that chooses to retreat (⚠)', () => {
    const { result, en } = fight({ side: 'russian', attackers: '1C', defenders: '3I' }, [1, 6, 3]);
    expect(result).toMatchObject({ outcome: 'defender-wins', retreat: 'optional', pursuit: true });
    expect(en).toContain('Cavalry pursuit (11.16)');
  });

  it('14.6 the French cannot advance into forest, marsh or rough; the Russians can', () => {
    const french = fight({ side: 'french', attackers: '4I', defenders: '1I', terrain: 'forest' }, [6, 1, 3]);
    expect(french.result).toMatchObject({ mav: 2, difference: 6, advance: 'none' });
    expect(french.rules).toContain('14.6');
    expect(french.en).toContain('cannot advance into forest, marsh or rough');
    const russian = fight({ side: 'russian', attackers: '4I', defenders: '2I', terrain: 'marsh' }, [6, 1, 3]);
    expect(russian.result.advance).toBe('all');
  });

  it('11.1 an all-cavalry defender attacked by a stack without cavalry may retreat before combat', () => {
    const { result, en } = fight({ side: 'french', attackers: '2I', defenders: '2C' }, [2, 1, 3]);
    expect(result.cavalryMayWithdraw).toBe(true);
    expect(en).toContain('(11.1:');
    expect(fight({ side: 'french', attackers: '1I,1C', defenders: '2C' }, [2, 1, 3]).result.cavalryMayWithdraw).toBe(
      false,
    );
    expect(fight({ side: 'french', attackers: '2I', defenders: '1C,1I' }, [2, 1, 3]).result.cavalryMayWithdraw).toBe(
      false,
    );
  });

  it('rolls the attacker’s die, the defender’s die, then the hits die, in that order', () => {
    const outcome = run(combat, { side: 'russian', attackers: '2I', defenders: '1I' }, [2, 5, 6]);
    expect(outcome.dice.map((d) => d.value)).toEqual([2, 5, 6]);
    expect(outcome.outcome.ok && outcome.outcome.result).toMatchObject({
      attackDie: 2,
      defenceDie: 5,
      hitDie: 6,
      fav: 4,
      fdv: 6,
    });
  });
});

describe('combat input errors', () => {
  it.each([
    [{ attackers: '2I', defenders: '1I' }, 'side', /--side is required/],
    [{ side: 'french', defenders: '1I' }, 'attackers', /--attackers is required/],
    [{ side: 'french', attackers: '2I' }, 'defenders', /--defenders is required/],
    [{ side: 'french', attackers: '2X', defenders: '1I' }, 'attackers', /write the units as 2I,1C,1A/],
    [{ side: 'french', attackers: '7I', defenders: '1I' }, 'attackers', /1 to 6 combat units \(4\.4\), not 7/],
    [{ side: 'french', attackers: '2I,1Id', defenders: '1I' }, 'attackers', /must be in good order \(10\.1\)/],
    [
      { side: 'french', attackers: '2I', others: '1Cd', defenders: '1I' },
      'others',
      /not only those attacking \(10\.1\)/,
    ],
    [{ side: 'french', attackers: '4I', others: '3C', defenders: '1I' }, 'others', /at most 6 units \(4\.4\), not 7/],
    [{ side: 'french', attackers: '2I', defenders: '0I' }, 'defenders', /write the units/],
    [
      { side: 'russian', attackers: '2I', defenders: '1I', 'attacker-leader': 'napoleon' },
      'attacker-leader',
      /French leader/,
    ],
    [
      { side: 'russian', attackers: '2I', defenders: '1I', 'attacker-leader': 'murat' },
      'attacker-leader',
      /French leader/,
    ],
    [
      { side: 'french', attackers: '2I', defenders: '1I', 'attacker-leader': 'platov' },
      'attacker-leader',
      /Russian leader/,
    ],
    [
      { side: 'french', attackers: '2I', defenders: '1I', 'defender-leader': 'napoleon' },
      'defender-leader',
      /Russian attacker/,
    ],
    [{ side: 'french', attackers: '2I', defenders: '1I', 'attacker-command': 3 }, 'attacker-command', /at most 2/],
    [{ side: 'french', attackers: '2I', defenders: '1I,1Id', 'defender-command': 2 }, 'defender-command', /at most 1/],
    [{ side: 'french', attackers: '2I', defenders: '1I', 'attacker-cr': 10 }, 'attacker-cr', /from 0 to 9/],
    [{ side: 'french', attackers: '2I', defenders: '1I', 'attacker-combats': -1 }, 'attacker-combats', /from 0 to 20/],
    [
      { side: 'french', attackers: '2I', defenders: '1I', terrain: 'mountain' },
      'terrain',
      /one of: clear, city, fortified-city/,
    ],
    [{ side: 'french', attackers: '2I', defenders: '1I', 'attacker-support': '3q' }, 'attacker-support', /3l,2ar/],
    [
      { side: 'french', attackers: '2I', defenders: '1I', 'attacker-support': '1,1,1,1,1,1' },
      'attacker-support',
      /at most 5 stacks/,
    ],
    [
      { side: 'french', attackers: '2I', defenders: '1I', 'defender-support': '0' + 'l' },
      'defender-support',
      /1 to 6 combat units/,
    ],
    [
      { side: 'french', attackers: '2I', defenders: '1I', 'defender-support': '5d2' },
      'defender-support',
      /1 to 6 combat units/,
    ],
    [{ side: 'french', attackers: '2I', defenders: '1I', 'fatigue-on': 'units' }, 'fatigue-on', /one of: value, cf/],
    [{ side: 'french', attackers: '2I', defenders: '1I', 'arms-from': 'hex' }, 'arms-from', /one of: attacking, stack/],
  ])('refuses %j', (raw, option, message) => {
    const failure = refused(combat, raw, [3, 3, 3]);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });
});

describe('refusals in both languages', () => {
  it('an Italian player reads the refusal in Italian (10.1)', () => {
    const failure = refused(combat, { side: 'french', attackers: '2I,1Id', defenders: '1I' }, [1, 2, 3]);
    expect(failure.message.en).toBe('--attackers: every unit of the attacking stack must be in good order (10.1)');
    expect(failure.message.it).toBe(
      '--attackers: tutte le unità dello stack attaccante devono essere in buon ordine (10.1)',
    );
  });
});
