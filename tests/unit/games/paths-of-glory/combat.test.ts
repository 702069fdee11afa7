import { describe, expect, it } from 'vitest';
import { combatRuling } from '../../../../src/engine/games/paths-of-glory/rulings/combat.js';
import { failureOf, resultOf, run, textOf } from './run.js';

const GE = 'A5-3/3-3:ge';

describe('combat: the rulebook examples of combat (12.3–12.6)', () => {
  it('12.3 example (page 16): the German 8th Army and 1st Corps flank the Russian 2nd Army at Tannenberg', () => {
    const result = resultOf(
      combatRuling,
      {
        attackers: `${GE}; C2-1/1-1:ge`,
        defenders: 'A3-2/2-2:ru',
        'defender-reserve': 'C1-1/0-1:ru',
        terrain: 'forest',
        flank: true,
        isolated: 1,
      },
      [3, 3, 4],
    );
    // "Tirano un 3 modificato da +1 ... Il tentativo ha successo."
    expect(result.flank).toMatchObject({ die: 3, drm: 1, total: 4, success: true });
    // "I tedeschi attaccano per primi con una forza di 7 sulla Tabella delle Armate. Il tiro di dado è 3, per un
    // risultato di 4. La 2° Armata ha LF 2, quindi ... perdere 2 livelli ... rimpiazzata da un Corpo 1-1-3"
    expect(result.attackerFire).toMatchObject({ table: 'army', cf: 7, column: '6-8', lossNumber: 4 });
    expect(result.defenderLosses[0].survivors).toEqual(['C1-1/0-1:ru']);
    // "Il russo risponde ora sulla Tabella dei Corpi nella colonna 1, tira un 4 ed il risultato è quindi 1."
    expect(result.defenderFire).toMatchObject({ table: 'corps', cf: 1, column: '1', lossNumber: 1 });
    // "Il tedesco riduce il Corpo per soddisfare la perdita."
    expect(result.attackerLosses).toEqual([
      expect.objectContaining({ losses: [expect.objectContaining({ unit: 'C2-1/1-1:ge', loss: 'reduced' })] }),
    ]);
    // "deve ritirarsi a meno che decida di perdere un livello aggiuntivo (essendo in foresta) ... L'8° Armata avanza"
    expect(result).toMatchObject({ winner: 'attacker', retreat: 2, canCancelRetreat: true, advance: true });
    expect(
      textOf(
        combatRuling,
        {
          attackers: `${GE}; C2-1/1-1:ge`,
          defenders: 'A3-2/2-2:ru',
          'defender-reserve': 'C1-1/0-1:ru',
          terrain: 'forest',
          flank: true,
          isolated: 1,
        },
        [3, 3, 4],
      ).en,
    ).toContain('they stop on entering forest (12.7.3)');
  });

  it('12.4.5 example (page 16): British, Canadian and French units attack a German army and two corps in a level 2 trench at Cambrai', () => {
    const raw = {
      attackers: '2xA4-3/3-3:br; (C2-1):cnd, A3-3/2-3:fr',
      defenders: `${GE}, 2xC2-1/1-1:ge`,
      trench: 2,
      'defender-drm': 1,
    };
    const result = resultOf(combatRuling, raw, [4, 5]);
    // "Non è possibile alcun attacco di fianco per la trincea, quindi tutto il combattimento è simultaneo."
    expect(result.order).toBe('simultaneous');
    // "Essendo trincerato a livello 2, attacca sulla colonna 12-14 ... Tira un 5 (+1 drm = 6) per ... 7."
    expect(result.defenderFire).toMatchObject({ cf: 9, column: '12-14', row: 6, lossNumber: 7 });
    // "L'Alleato ha 13 fattori di combattimento, ma tira sulla colonna 6-8 ... Tira un 4, per un numero di perdite di 4."
    expect(result.attackerFire).toMatchObject({ cf: 13, column: '6-8', lossNumber: 4 });
    // "la prima perdita deve essere del Corpo canadese ... l'Alleato decide di ridurre le due Armate BR."
    for (const allocation of result.attackerLosses) {
      expect(allocation.losses).toContainEqual(expect.objectContaining({ unit: '(C2-1):cnd', loss: 'eliminated' }));
      expect(allocation.absorbed).toBe(7);
    }
    expect(result.attackerLosses).toContainEqual(
      expect.objectContaining({
        losses: [
          expect.objectContaining({ unit: 'A4-3/3-3:br', loss: 'reduced' }),
          expect.objectContaining({ unit: 'A4-3/3-3:br', loss: 'reduced' }),
          expect.objectContaining({ unit: '(C2-1):cnd', loss: 'eliminated' }),
        ],
      }),
    );
    // "Il tedesco riduce la 2° Armata ed un Corpo."
    expect(result.defenderLosses).toContainEqual(
      expect.objectContaining({
        losses: [
          expect.objectContaining({ unit: GE, loss: 'reduced' }),
          expect.objectContaining({ unit: 'C2-1/1-1:ge', loss: 'reduced' }),
        ],
      }),
    );
    // "Non vi sono ritirate né avanzate in quanto il difensore ha vinto la battaglia."
    expect(result).toMatchObject({ winner: 'defender', retreat: 0, advance: false });
  });

  it('12.4.3 example: a full and a reduced French army take a loss number of 5', () => {
    const result = resultOf(
      combatRuling,
      { attackers: `2x${GE}`, defenders: 'A3-3/2-3:fr, (A2-3):fr', 'defender-reserve': 'C1-1/1-1:fr' },
      [4, 1],
    );
    expect(result.attackerFire.lossNumber).toBe(5);
    // "Il giocatore deve eliminare l'Armata a forza ridotta e rimpiazzarla con un Corpo (LF 1). Il corpo deve poi
    // subire 2 perdite e viene eliminato. L'Armata a piena forza rimane intatta."
    expect(result.defenderLosses).toEqual([
      expect.objectContaining({
        absorbed: 5,
        losses: [
          expect.objectContaining({ unit: '(A2-3):fr', loss: 'eliminated' }),
          expect.objectContaining({ unit: 'C1-1/1-1:fr', loss: 'eliminated', fromReserve: true }),
        ],
        survivors: ['A3-3/2-3:fr'],
      }),
    ]);
  });

  it('12.6.9 example: a British army and two corps play Withdrawal against a loss number of 3', () => {
    const result = resultOf(
      combatRuling,
      { attackers: 'A4-3/3-3:ge', defenders: 'A4-3/3-3:br, 2xC2-1/1-1:br', withdrawal: true },
      [3, 1],
    );
    expect(result.attackerFire.lossNumber).toBe(3);
    // "Invece di girare e poi ripristinare l'Armata BR 1, l'Alleato deve eliminare un Corpo BR e ridurre l'altro,
    // per poi ripristinarlo"
    expect(result.defenderLosses).toEqual([
      expect.objectContaining({
        absorbed: 3,
        losses: [
          expect.objectContaining({ unit: 'C2-1/1-1:br', loss: 'eliminated' }),
          expect.objectContaining({ unit: 'C2-1/1-1:br', loss: 'reduced' }),
        ],
        withdrawalRestores: '(C1-1):br',
        survivors: ['A4-3/3-3:br', '(C1-1):br', '(C1-1):br'],
      }),
    ]);
    // 12.6.4: the retreat of 1 space is mandatory even when the defender wins or ties.
    expect(result).toMatchObject({ retreat: 1, canCancelRetreat: false });
  });
});

describe('combat: Withdrawal and the Reserve (12.4.4, 12.6.6)', () => {
  it('12.6.6 an eliminated army whose step comes back is not replaced: its Reserve corps stays in the box', () => {
    const result = resultOf(
      combatRuling,
      { attackers: 'A4-3/3-3:ge', defenders: '(A2-3):fr', 'defender-reserve': 'C1-1/1-1:fr', withdrawal: true },
      [3, 1],
    );
    expect(result.attackerFire.lossNumber).toBe(3);
    // The reduced army (LF 3) takes the 3; the corps that would replace it takes nothing; no corps step was lost, so
    // Withdrawal gives the army its step back, and the army, not the corps, is what stays.
    expect(result.defenderLosses[0]).toEqual(
      expect.objectContaining({ withdrawalRestores: '(A2-3):fr', survivors: ['(A2-3):fr'] }),
    );
  });
});

describe('combat: fire order (12.2.8–12.2.10, 12.3.3)', () => {
  it('a failed flank attack: the defender fires first and the attacker fires with what survives, on the Corps table once its last Army is gone', () => {
    const result = resultOf(
      combatRuling,
      { attackers: '(A3-3):ge; C2-1/1-1:ge', defenders: '2xA3-3/2-3:fr', flank: true },
      [1, 2, 4],
    );
    expect(result.flank).toMatchObject({ die: 1, success: false });
    expect(result.order).toBe('defender-first');
    // The French 6 CF, die 2: loss number 3, exactly the reduced army's LF.
    expect(result.defenderFire).toMatchObject({ cf: 6, lossNumber: 3 });
    expect(result.attackerLosses[0]).toMatchObject({ absorbed: 3, survivors: ['C2-1/1-1:ge'] });
    expect(result.attackerFire).toMatchObject({ table: 'corps', cf: 2, column: '2', die: 4, lossNumber: 1 });
    expect(result.lossChoice).toEqual({ side: 'attacker', index: 1 });
  });

  it('von Hutier: the attacker fires first and the trench is cancelled without a flank roll', () => {
    const result = resultOf(
      combatRuling,
      { attackers: GE, defenders: '2xA3-2/2-2:ru', trench: 2, 'von-hutier': true },
      [6, 6],
    );
    expect(result.order).toBe('attacker-first');
    expect(result.flank).toBeNull();
    // 5 CF, no trench shift: loss number 5; the Russians take 4, best by flipping both armies (2 + 2 CF left).
    expect(result.attackerFire).toMatchObject({ shift: 0, column: '5', lossNumber: 5 });
    expect(result.defenderFire).toMatchObject({ shift: 0, cf: 4, lossNumber: 4 });
  });

  it('Wireless Intercepts: the flank attack succeeds without a flank die', () => {
    const { outcome, dice } = run(
      combatRuling,
      { attackers: `${GE}; ${GE}`, defenders: '2xA3-2/2-2:ru', flank: true, wireless: true },
      [3, 3],
    );
    expect(outcome.ok && outcome.result).toMatchObject({
      order: 'attacker-first',
      flank: { automatic: true, success: true },
    });
    expect(dice).toHaveLength(2);
  });

  it('a side with nothing left does not fire: the army eliminated without a reserve corps rolls no die (12.4.4)', () => {
    const raw = { attackers: `${GE}; ${GE}`, defenders: '(A1-2):ah', flank: true };
    expect(run(combatRuling, raw, [5, 3]).dice).toHaveLength(2);
    const result = resultOf(combatRuling, raw, [5, 3]);
    expect(result).toMatchObject({ defenderFire: null, attackerLoss: 0, retreat: 0, advance: true });
    expect(result.defenderLosses[0].losses[0]).toMatchObject({ permanent: true });
    expect(textOf(combatRuling, raw, [5, 3]).en).toContain('no reserve corps: permanently');
  });

  it('--loss-choice picks the way the side hit first takes its losses, which changes its fire', () => {
    const raw = { attackers: `${GE}; ${GE}`, defenders: 'A3-3/2-3:fr, 2xC1-1/1-1:fr', flank: true };
    // 10 CF, die 2: loss number 4. Either the army and one corps step (3 + 1) or both corps eliminated (1+1+1+1).
    const strongest = resultOf(combatRuling, raw, [6, 2, 6]);
    expect(strongest.defenderLosses).toHaveLength(2);
    // The default keeps the strongest fire: the army and a corps flipped leave 2 + 1 + 1 = 4 CF on column 4.
    expect(strongest.defenderLosses[0].survivors).toEqual(['(A2-3):fr', '(C1-1):fr', 'C1-1/1-1:fr']);
    expect(strongest.defenderFire).toMatchObject({ cf: 4, column: '4', lossNumber: 4 });
    // The other way, both corps eliminated, leaves the full army alone: 3 CF on column 3.
    const other = resultOf(combatRuling, { ...raw, 'loss-choice': 2 }, [6, 2, 6]);
    expect(other.lossChoice).toEqual({ side: 'defender', index: 2 });
    expect(other.defenderLosses[1].survivors).toEqual(['A3-3/2-3:fr']);
    expect(other.defenderFire).toMatchObject({ cf: 3, column: '3', lossNumber: 4 });
    expect(textOf(combatRuling, { ...raw, 'loss-choice': 2 }, [6, 2, 6]).en).toContain(
      '(2) is taken here (loss-choice option)',
    );
    const refused = failureOf(combatRuling, { ...raw, 'loss-choice': 3 }, [6, 2, 6]);
    expect(refused.option).toBe('loss-choice');
    expect(refused.message.en).toMatch(/2 legal ways/);
  });

  it('a flipped unit whose reduced CF is needed must be written with both sides', () => {
    const failure = failureOf(
      combatRuling,
      { attackers: `${GE}; ${GE}`, defenders: 'A3-3:fr', flank: true },
      [6, 2, 6],
    );
    expect(failure.option).toBe('defenders');
    expect(failure.message.en).toMatch(/reduced CF of A3-3:fr is needed/);
  });
});

describe('combat: strengths, tables and shifts (12.2.3, 12.2.7, 12.2.8)', () => {
  it('a defender with only corps and a fort fires on the Corps table; the fort adds its CF', () => {
    const result = resultOf(combatRuling, { attackers: GE, defenders: 'C1-1/1-1:fr', fort: 3 }, [1, 6]);
    expect(result.defenderFire).toMatchObject({ table: 'corps', cf: 4, column: '4', lossNumber: 2 });
  });

  it('swamp and mountain shift the attack 1 left; trenches add 1 or 2 left and give the defence 1 right', () => {
    expect(
      resultOf(combatRuling, { attackers: GE, defenders: FRCorps(), terrain: 'swamp' }, [3, 3]).attackerFire.shift,
    ).toBe(-1);
    expect(
      resultOf(combatRuling, { attackers: GE, defenders: FRCorps(), terrain: 'forest' }, [3, 3]).attackerFire.shift,
    ).toBe(0);
    expect(
      resultOf(combatRuling, { attackers: GE, defenders: FRCorps(), terrain: 'desert' }, [3, 3]).attackerFire.shift,
    ).toBe(0);
    const l2 = resultOf(combatRuling, { attackers: GE, defenders: FRCorps(), terrain: 'mountain', trench: 2 }, [3, 3]);
    expect(l2.attackerFire.shift).toBe(-3);
    expect(l2.defenderFire.shift).toBe(1);
  });

  it('a card that cancels trenches removes both trench shifts and the trench as a reason to stay (12.2.4)', () => {
    const result = resultOf(
      combatRuling,
      { attackers: `3x${GE}`, defenders: 'A3-3/2-3:fr, C1-1/1-1:fr', trench: 2, 'cancel-trench': true },
      [6, 1],
    );
    expect(result.attackerFire.shift).toBe(0);
    expect(result.defenderFire.shift).toBe(0);
    expect(result.canCancelRetreat).toBe(false);
  });

  it('an unoccupied fort fires alone on the Corps table and never uses the trench (11.2.9, 15.1.6)', () => {
    const result = resultOf(combatRuling, { attackers: GE, fort: 3, trench: 1 }, [6, 5]);
    expect(result.attackerFire).toMatchObject({ shift: 0, lossNumber: 5 });
    expect(result.defenderFire).toMatchObject({ table: 'corps', cf: 3, shift: 0, lossNumber: 2 });
    expect(result.defenderLosses).toEqual([expect.objectContaining({ absorbed: 3, fortDestroyed: true })]);
    expect(result).toMatchObject({ winner: 'attacker', retreat: 0, advance: true });
  });

  it('an unoccupied fort that holds lets no one advance, even if the attacker wins (12.7.1)', () => {
    const result = resultOf(combatRuling, { attackers: GE, fort: 3 }, [1, 1]);
    expect(result.attackerFire.lossNumber).toBe(2);
    expect(result.defenderLosses[0]).toMatchObject({ fortDestroyed: false, absorbed: 0 });
    expect(result).toMatchObject({ winner: 'attacker', advance: false });
  });

  it('12.4.6: a fort falls with its units when enough of the loss number is left for its LF', () => {
    const result = resultOf(combatRuling, { attackers: GE, defenders: '(C1-1):fr', fort: 1 }, [2, 1]);
    expect(result.attackerFire.lossNumber).toBe(3);
    expect(result.defenderLosses).toEqual([
      expect.objectContaining({ absorbed: 2, unabsorbed: 1, fortDestroyed: true }),
    ]);
  });

  it('all attackers in the Sinai space: −3 drm (12.2.7)', () => {
    const result = resultOf(combatRuling, { attackers: 'A4-3/3-3:br', defenders: 'C1-1/0-1:tu', sinai: true }, [4, 1]);
    expect(result.attackerFire).toMatchObject({ drm: -3, row: 1, lossNumber: 2 });
  });

  it('Kemal: a Turkish corps defender fires on the Army table, a CF of 0 on column 1 (12.3.4.1)', () => {
    expect(
      resultOf(combatRuling, { attackers: 'A4-3/3-3:br', defenders: 'C1-1/0-1:tu', kemal: true }, [1, 2]).defenderFire,
    ).toMatchObject({
      table: 'army',
      column: '1',
      lossNumber: 1,
    });
    expect(
      resultOf(combatRuling, { attackers: 'A4-3/3-3:br', defenders: '(C0-1):tu', kemal: true }, [1, 6]).defenderFire,
    ).toMatchObject({
      table: 'army',
      cf: 0,
      column: '1',
      lossNumber: 2,
    });
  });
});

function FRCorps(): string {
  return 'C1-1/1-1:fr';
}

describe('combat: losses (12.4)', () => {
  it('12.4.5: the BEF army takes a British attacker’s first loss when it can, even if other ways come closer', () => {
    const result = resultOf(combatRuling, { attackers: 'A5-3/4-3:bef, C2-1/1-1:br', defenders: 'A3-3/2-3:fr' }, [1, 4]);
    expect(result.defenderFire.lossNumber).toBe(3);
    expect(result.attackerLosses).toEqual([
      expect.objectContaining({
        absorbed: 3,
        losses: [expect.objectContaining({ unit: 'A5-3/4-3:bef', loss: 'reduced' })],
      }),
    ]);
  });

  it('12.4.5: the CAU army takes the first loss before AUS and CND corps', () => {
    const result = resultOf(
      combatRuling,
      { attackers: 'A3-2/2-2:cau, C2-1/1-1:aus', defenders: 'A3-2/1-2:tu' },
      [1, 4],
    );
    expect(result.defenderFire.lossNumber).toBe(3);
    for (const allocation of result.attackerLosses) {
      expect(allocation.losses).toContainEqual(expect.objectContaining({ unit: 'A3-2/2-2:cau' }));
    }
  });

  it('12.4.4.3: the BEF army is replaced only by the BEF corps; AUS corps never replace British armies', () => {
    const bef = resultOf(
      combatRuling,
      {
        attackers: 'A5-3:ge, A5-3:ge, A5-3:ge',
        defenders: '(A4-3):bef',
        'defender-reserve': 'C2-1/1-1:aus, C2-1/1-1:br, C2-2/2-1:bef',
      },
      [6, 1],
    );
    expect(bef.defenderLosses[0].losses).toEqual([
      expect.objectContaining({ unit: '(A4-3):bef', loss: 'eliminated', permanent: true }),
      expect.objectContaining({ unit: 'C2-2/2-1:bef', fromReserve: true }),
    ]);
    const mef = resultOf(
      combatRuling,
      { attackers: 'A5-3:ge', defenders: '(A1-2):mef', 'defender-reserve': 'C2-1/1-1:aus' },
      [3, 1],
    );
    expect(mef.defenderLosses[0].survivors).toEqual([]);
    expect(mef.defenderLosses[0].losses[0]).toMatchObject({ permanent: true });
  });

  it('12.5.1: no retreat when no attacking unit is left at full strength', () => {
    const result = resultOf(combatRuling, { attackers: '(A3-3):ge', defenders: 'A3-3/2-3:fr' }, [6, 3]);
    expect(result.attackerFire.lossNumber).toBe(4);
    expect(result.defenderFire.lossNumber).toBe(2);
    expect(result).toMatchObject({ winner: 'attacker', retreat: 0, advance: false });
  });

  it('12.5.2: a difference of 1 retreats 1 space; a tie none', () => {
    expect(resultOf(combatRuling, { attackers: GE, defenders: 'C1-1/1-1:fr, C1-1/1-1:fr' }, [1, 6]).retreat).toBe(1);
    expect(
      resultOf(combatRuling, { attackers: 'A2-3/1-3:be', defenders: 'C1-1/1-1:ge, C1-1/1-1:ge' }, [1, 2]),
    ).toMatchObject({
      winner: 'none',
      retreat: 0,
    });
  });

  it('the text lists the legal ways to take a loss and the outcome in both languages', () => {
    const text = textOf(combatRuling, { attackers: `2x${GE}`, defenders: 'A3-3/2-3:fr, 2xC1-1/1-1:fr' }, [2, 1]);
    expect(text.en).toContain('The defender takes loss number 4 (12.4), 2 legal ways, the owner chooses');
    expect(text.en).toContain('**The attacker wins**: loss numbers 4 against 2 (12.2.11).');
    expect(text.it).toContain(
      'Il difensore subisce un numero di perdite di 4 (12.4), 2 modi legali, a scelta del proprietario',
    );
    expect(text.it).toContain("**Vince l'attaccante**");
  });
});

describe('combat: flank attack eligibility (12.3.1) and input errors', () => {
  const base = { attackers: `${GE}; ${GE}`, defenders: 'A3-3/2-3:fr', flank: true };
  it.each([
    [{ ...base, attackers: `2x${GE}` }, 'flank', /2 or more spaces/],
    [{ ...base, attackers: 'C2-1:ge; C2-1:ge' }, 'flank', /at least one attacking Army/],
    [{ ...base, defenders: undefined, fort: 2 }, 'flank', /unoccupied fort can never be flanked/],
    [{ ...base, terrain: 'swamp' }, 'flank', /swamp/],
    [{ ...base, terrain: 'mountain' }, 'flank', /mountain/],
    [{ ...base, trench: 1 }, 'flank', /trench/],
    [{ ...base, isolated: 2 }, 'isolated', /at most 1/],
    [{ attackers: GE, defenders: 'C1-1:fr', isolated: 1 }, 'isolated', /only with the flank option/],
    [{ attackers: GE, defenders: 'C1-1:fr', wireless: true }, 'wireless', /only with the flank option/],
  ])('refuses %j', (raw, option, message) => {
    const failure = failureOf(combatRuling, raw);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });

  it('the switches allow the other readings: a defending Army, a mountain space, a card against the trench', () => {
    expect(
      resultOf(combatRuling, { ...base, attackers: 'C2-1:ge; C2-1:ge', 'flank-army': 'defending' }, [4, 1, 1]).flank
        .success,
    ).toBe(true);
    expect(
      resultOf(combatRuling, { ...base, terrain: 'mountain', 'mountain-flank': true }, [4, 1, 1]).flank.success,
    ).toBe(true);
    expect(resultOf(combatRuling, { ...base, trench: 1, 'cancel-trench': true }, [4, 1, 1]).flank.success).toBe(true);
  });

  it.each([
    [{}, 'attackers', /--attackers is required/],
    [{ attackers: 'B5-3' }, 'attackers', /"B5-3" is not a unit/],
    [{ attackers: 'A5-3:zz', defenders: 'C1-1' }, 'attackers', /unknown nationality "zz"/],
    [{ attackers: '(A5-3/3-3)', defenders: 'C1-1' }, 'attackers', /unbalanced|not a unit/],
    [{ attackers: '(A3-3', defenders: 'C1-1' }, 'attackers', /unbalanced parenthesis/],
    [{ attackers: 'A5-0', defenders: 'C1-1' }, 'attackers', /loss factor is at least 1/],
    [{ attackers: GE }, 'defenders', /give the defending units, or the fort option/],
    [{ attackers: GE, defenders: 'C1-1; C1-1' }, 'defenders', /one space only/],
    [{ attackers: GE, defenders: '4xC1-1' }, 'defenders', /at most 3 units/],
    [
      { attackers: GE, defenders: 'C1-1', 'defender-reserve': '(C1-1):fr' },
      'defender-reserve',
      /full-strength corps only/,
    ],
    [
      { attackers: GE, defenders: 'C1-1', 'attacker-reserve': 'A5-3:ge' },
      'attacker-reserve',
      /full-strength corps only/,
    ],
    [
      { attackers: GE, defenders: 'C1-1', terrain: 'hills' },
      'terrain',
      /one of: clear, mountain, swamp, forest, desert/,
    ],
    [{ attackers: GE, defenders: 'C1-1', trench: 3 }, 'trench', /from 0 to 2/],
  ])('refuses %j naming the option', (raw, option, message) => {
    const failure = failureOf(combatRuling, raw);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });

  it('refuses too few or too many dice', () => {
    expect(run(combatRuling, { attackers: GE, defenders: 'C1-1' }, [3]).outcome.ok).toBe(false);
    expect(run(combatRuling, { attackers: GE, defenders: 'C1-1' }, [3, 3, 3]).outcome.ok).toBe(false);
  });
});
