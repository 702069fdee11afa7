import { describe, expect, it } from 'vitest';
import { fortunes, type FortunesResult } from '../../../../src/engine/games/grand-illusion/rulings/turn.js';
import { refused, ruled } from './run.js';

const fow = (raw: Record<string, string | number | boolean>, dice: number[]) =>
  ruled<FortunesResult>(fortunes, raw, dice);

describe('fortunes (9.1.4, FoW table)', () => {
  it('pp. 17–18 Battle Map example: the Allied attack in hex 26 rolls 5, German General Staff, +1 German CAP', () => {
    const out = fow({ turn: 6, attacker: 'allied', 'german-cap': 3 }, [2, 3]);
    expect(out.result).toMatchObject({
      roll: 5,
      event: 'german-general-staff',
      battle: 'fought',
      capGain: { side: 'german', amount: 1, after: 4 },
    });
    expect(out.text.it).toContain('Stato Maggiore Tedesco');
  });

  it.each([
    [3, 'cautious-attacker'],
    [7, 'defenders-tactical-advantage'],
    [10, 'counterattack'],
  ] as const)('Allied Mandated Battles table, 4: in a Plan 17 Mandated Battle %i (%s) is no effect', (total, row) => {
    const out = fow({ turn: 2, attacker: 'allied', plan17: true }, total <= 7 ? [1, total - 1] : [5, total - 5]);
    expect(out.result).toMatchObject({ row, event: 'no-effect', battle: 'fought', initiativePasses: false });
  });

  it('Rout (2/12) is no effect in an entrenched hex or in hexes 102/103', () => {
    expect(fow({ turn: 6, attacker: 'german', entrenched: true }, [1, 1]).result.event).toBe('no-effect');
    expect(fow({ turn: 6, attacker: 'allied', hex: 103 }, [6, 6]).result.event).toBe('no-effect');
    expect(fow({ turn: 6, attacker: 'allied', hex: 26 }, [6, 6]).result).toMatchObject({
      event: 'rout',
      marker: 'rout',
    });
  });

  it('3 Cautious Attacker cancels every battle not yet fought and passes the initiative', () => {
    const out = fow({ turn: 6, attacker: 'german' }, [1, 2]);
    expect(out.result).toMatchObject({ battle: 'cancelled', initiativePasses: true, pendingBattlesCancelled: true });
    expect(out.text.it).toContain("l'iniziativa passa subito all'Alleato");
  });

  it('10 Counterattack: the defender attacks in this hex, other pending battles are cancelled', () => {
    const out = fow({ turn: 6, attacker: 'allied' }, [4, 6]);
    expect(out.result).toMatchObject({
      battle: 'counterattack',
      marker: 'counterattack',
      initiativePasses: true,
      pendingBattlesCancelled: true,
    });
  });

  it.each([
    [false, false, 'defender-chooses'],
    [true, true, 'defender-chooses'],
  ] as const)(
    '7 Defender’s Tactical Advantage: second activation %s → initiative passes %s',
    (second, passes, battle) => {
      const out = fow({ turn: 6, attacker: 'german', 'second-activation': second }, [3, 4]);
      expect(out.result).toMatchObject({ battle, initiativePasses: passes });
    },
  );

  it('7 with a defender at 0 CAP: nothing to spend, the original battle is fought', () => {
    const out = fow({ turn: 6, attacker: 'german', 'allied-cap': 0 }, [3, 4]);
    expect(out.result.battle).toBe('fought');
  });

  it.each([
    [[4, 5], 'allied', 10, 10],
    [[4, 5], 'allied', 6, 7],
    [[2, 3], 'german', 9, 10],
  ] as const)('5/9 General Staff: %j gives the %s side 1 CAP, %i → %i, never above 10', (dice, side, before, after) => {
    const out = fow({ turn: 8, attacker: 'german', [`${side}-cap`]: before }, [...dice]);
    expect(out.result.capGain).toEqual({ side, amount: 1, after });
  });

  it('6 on turns 1–4: Offensive à outrance; the French Disorganized placement binds an Allied attacker only', () => {
    const allied = fow({ turn: 4, attacker: 'allied' }, [1, 5]);
    expect(allied.result).toMatchObject({ event: 'offensive-a-outrance', marker: 'offensive' });
    expect(allied.text.en).toMatch(/French Disorganized attacking units must be placed/);
    const german = fow({ turn: 4, attacker: 'german' }, [5, 6]);
    expect(german.result).toMatchObject({ row: 'offensive-a-outrance', marker: 'none' });
  });

  it.each([
    [{ 'allied-cap': 3, 'allied-mandated': 1 }, [3, 3], 'allied', true],
    [{ 'allied-cap': 0 }, [3, 3], 'allied', false],
    [{ 'allied-cap': 2, 'allied-mandated': 2 }, [3, 3], 'allied', false],
    [{ 'german-cap': 4, 'german-mandated': 5 }, [5, 6], 'german', false],
    [{}, [5, 6], 'german', null],
  ] as const)(
    '9.1.1 a @ after turn 4, with %j and dice %j, the %s Mandated Battle counts: %s',
    (extra, dice, side, counted) => {
      const out = fow({ turn: 5, attacker: 'allied', ...extra }, [...dice]);
      expect(out.result.mandatedBattle).toEqual({ side, counted });
    },
  );

  it("12.4 Allenby's Cavalry: no roll, an automatic Skirmish", () => {
    const out = fow({ turn: 2, attacker: 'german', allenby: true }, []);
    expect(out.result).toMatchObject({ dice: null, roll: null, event: 'skirmish', marker: 'skirmish' });
    expect(out.rolled).toEqual([]);
    expect(out.rules).toContain('12.4');
  });

  it.each([
    [{ turn: 2, attacker: 'german', plan17: true }, 'plan17', /set the attacker option to allied/],
    [{ turn: 3, attacker: 'german', allenby: true }, 'allenby', /turns 1–2/],
    [{ turn: 1, attacker: 'allied', allenby: true }, 'allenby', /German battle/],
    [{ turn: 5, attacker: 'allied', 'allied-mandated': 1 }, 'allied-cap', /CAP remaining \(9\.1\.1 a @\): give it too/],
    [{ turn: 5, attacker: 'allied', 'german-cap': 11 }, 'german-cap', /from 0 to 10/],
    [{ turn: 5, attacker: 'allied', hex: 108 }, 'hex', /from 1 to 107/],
    [{ turn: 5 }, 'attacker', /required/],
  ])('refuses %j naming --%s', (raw, option, message) => {
    const out = refused(fortunes, raw, [3, 3]);
    expect(out.option).toBe(option);
    expect(out.message.en).toMatch(message);
  });

  it('rolls two dice, the attacker’s, and refuses a third', () => {
    expect(refused(fortunes, { turn: 5, attacker: 'allied' }, [3, 3, 3]).message.en).toMatch(/Too many dice/);
    expect(refused(fortunes, { turn: 5, attacker: 'allied' }, [3]).message.en).toMatch(/die 2 \(a d6\) is missing/);
  });
});
