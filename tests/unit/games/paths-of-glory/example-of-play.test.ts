import { describe, expect, it } from 'vitest';
import { combatRuling } from '../../../../src/engine/games/paths-of-glory/rulings/combat.js';
import { resultOf, run } from './run.js';

/**
 * The rulebook's full example of play, August–September 1914 (pages 20–24 of the Italian edition), as a regression
 * script: every combat it gives with its rolls is one test, with the dice forced in the order the ruling rolls them
 * (the flank die, then the side that fires first; in a simultaneous combat the attacker's die, then the defender's).
 *
 * The text does not print the counters (it points to page 2 of the English rules). The values below are the ones
 * the example's own columns require: German armies 5-3 (reduced 3-3), German corps 2-1 (1-1), French armies 3-3
 * (reduced 2-3), French corps 1-1 (1-1), Russian armies 3-2 (2-2), Austro-Hungarian armies 3-2 (reduced 1-2),
 * Russian and Austro-Hungarian corps 1-1 (0-1), Serbian army 2-2 (1-2), Belgian army 2-3 (1-3), the BEF 5-3 (4-3),
 * British armies 4-3 (3-3). Reserve corps are given where an eliminated army calls for one (12.4.4).
 */

const GE = 'A5-3/3-3:ge';
const FR = 'A3-3/2-3:fr';
const RU = 'A3-2/2-2:ru';
const AH = 'A3-2/1-2:ah';

describe('Example of play, August 1914', () => {
  it('CP action 1: the German 1st, 2nd and 3rd Armies attack the French 5th Army at Sedan (forest)', () => {
    const result = resultOf(combatRuling, { attackers: `2x${GE}; ${GE}`, defenders: FR, terrain: 'forest' }, [2, 3]);
    // "Le CP tirano un 2, sulla colonna 15 ... numero di perdite di 5"
    expect(result.attackerFire).toMatchObject({ table: 'army', cf: 15, column: '15', lossNumber: 5 });
    // "la 5° Armata FR perde un livello (3 punti) ... rimangono solo 2 punti"
    expect(result.defenderLosses).toEqual([
      expect.objectContaining({
        absorbed: 3,
        unabsorbed: 2,
        losses: [expect.objectContaining({ unit: FR, loss: 'reduced' })],
      }),
    ]);
    // "L'Alleato tira un 3 sulla colonna 3 ... numero di perdite di 2 ... non si ha alcun effetto"
    expect(result.defenderFire).toMatchObject({ column: '3', lossNumber: 2 });
    expect(result.attackerLosses).toEqual([expect.objectContaining({ absorbed: 0, unabsorbed: 2, losses: [] })]);
    // "si dee ritirare di 2 spazi"; the reduced army is the last step, so forest cannot cancel it (12.5.3).
    expect(result).toMatchObject({ winner: 'attacker', retreat: 2, canCancelRetreat: false, advance: true });
  });

  it('Allied action 1: the Russian 3rd and 8th Armies flank the Austro-Hungarian 3rd Army at Tarnopol', () => {
    const result = resultOf(
      combatRuling,
      { attackers: `${RU}; ${RU}`, defenders: AH, 'defender-reserve': '5xC1-1/0-1:ah', flank: true, isolated: 1 },
      [4, 3, 4],
    );
    // "Tira un 4 modificato a 5 ... L'attacco di fianco ha successo"
    expect(result.flank).toMatchObject({ die: 4, drm: 1, total: 5, success: true });
    expect(result.order).toBe('attacker-first');
    // "tira un 3 sulla colonna 6 ... numero di perdite di 4. la 3° Armata viene ... sostituita da un corpo"
    expect(result.attackerFire).toMatchObject({ column: '6-8', lossNumber: 4 });
    expect(result.defenderLosses[0]).toMatchObject({
      absorbed: 4,
      losses: [
        { unit: AH, loss: 'eliminated', fromReserve: false },
        { unit: 'C1-1/0-1:ah', loss: 'none', fromReserve: true },
      ],
      survivors: ['C1-1/0-1:ah'],
    });
    // "Il corpo superstite attacca sulla colonna 1 della Tabella ... dei Corpi, tira un 4 ... perdite di 1"
    expect(result.defenderFire).toMatchObject({ table: 'corps', cf: 1, column: '1', lossNumber: 1 });
    expect(result.attackerLosses[0]).toMatchObject({ absorbed: 0, unabsorbed: 1 });
    // "Il corpo AH si ritira di due spazi ... La 3° Armata RU avanza"
    expect(result).toMatchObject({ winner: 'attacker', retreat: 2, canCancelRetreat: false, advance: true });
  });

  it('CP action 2: the German 2nd and 3rd Armies attack the (French 5th Army) at Cambrai, which plays Withdrawal', () => {
    const result = resultOf(
      combatRuling,
      { attackers: `2x${GE}`, defenders: '(A2-3):fr', 'defender-reserve': '7xC1-1/1-1:fr', withdrawal: true },
      [4, 6],
    );
    // "Le CP tirano un 4 sulla colonna 10 ... un numero di perdite di 5 ... la carta di Ritirata salva il corpo"
    expect(result.attackerFire).toMatchObject({ cf: 10, column: '9-11', lossNumber: 5 });
    expect(result.defenderLosses).toEqual([
      expect.objectContaining({
        absorbed: 5,
        losses: [
          expect.objectContaining({ unit: '(A2-3):fr', loss: 'eliminated' }),
          expect.objectContaining({ unit: 'C1-1/1-1:fr', loss: 'eliminated', fromReserve: true }),
        ],
        withdrawalRestores: '(C1-1):fr',
        survivors: ['(C1-1):fr'],
      }),
    ]);
    // "L'Alleato tira un 6 che sulla colonna 2 dà un numero di perdite di 3. la 2° Armata GE viene ridotta."
    expect(result.defenderFire).toMatchObject({ column: '2', lossNumber: 3 });
    expect(result.attackerLosses[0].losses).toEqual([expect.objectContaining({ unit: GE, loss: 'reduced' })]);
    // "Il (corpo FR) si ritira di un solo spazio ... La 3° Armata GE avanza"
    expect(result).toMatchObject({ winner: 'attacker', retreat: 1, canCancelRetreat: false, advance: true });
  });

  it('Allied action 2: the (French 9th) and the French 3rd and 4th Armies attack the (German 2nd Army) at Sedan', () => {
    const result = resultOf(
      combatRuling,
      {
        attackers: `(A2-3):fr; 2x${FR}`,
        defenders: '(A3-3):ge',
        'defender-reserve': '8xC2-1/1-1:ge',
        terrain: 'forest',
      },
      [5, 3],
    );
    // "tira un 5 sulla colonna 6-8, per un numero di perdite di 5 ... eliminata e rimpiazzata da un corpo, a sua
    // volta ridotto e poi eliminato"
    expect(result.attackerFire).toMatchObject({ cf: 8, column: '6-8', lossNumber: 5 });
    expect(result.defenderLosses).toEqual([
      expect.objectContaining({
        absorbed: 5,
        losses: [
          expect.objectContaining({ unit: '(A3-3):ge', loss: 'eliminated' }),
          expect.objectContaining({ unit: 'C2-1/1-1:ge', loss: 'eliminated', fromReserve: true }),
        ],
        survivors: [],
      }),
    ]);
    // "La (2° Armata GE) tira un 3 sulla colonna 3, per un numero di perdite di 2. L'Alleato non perde nulla"
    expect(result.defenderFire).toMatchObject({ column: '3', lossNumber: 2 });
    expect(result.attackerLosses[0]).toMatchObject({ absorbed: 0, losses: [] });
    // "la 3° Armata FR avanza a Sedan"
    expect(result).toMatchObject({ winner: 'attacker', retreat: 0, advance: true });
  });

  it('Allied action 2: the Russian 3rd and 8th Armies, with Pleve, attack the (AH 2nd Army) and two corps at Czernowitz', () => {
    const result = resultOf(
      combatRuling,
      {
        attackers: `${RU}; ${RU}`,
        defenders: '(A1-2):ah, 2xC1-1/0-1:ah',
        'defender-reserve': '4xC1-1/0-1:ah',
        'attacker-drm': 1,
      },
      [2, 3],
    );
    // "Le CP tirano un 3 ottenendo un numero di perdite di 2, il che riduce la 3° Armata RU."
    expect(result.defenderFire).toMatchObject({ cf: 3, column: '3', lossNumber: 2 });
    expect(result.attackerLosses).toEqual([
      expect.objectContaining({ absorbed: 2, losses: [expect.objectContaining({ unit: RU, loss: 'reduced' })] }),
    ]);
    // "Il russo tira un 2, modificato a 3 per il +1 della CC, ottenendo un numero di perdite di 4. Le CP scelgono di
    // eliminare completamente i due corpi."
    expect(result.attackerFire).toMatchObject({ die: 2, drm: 1, row: 3, column: '6-8', lossNumber: 4 });
    expect(result.defenderLosses.length).toBeGreaterThan(1);
    expect(result.defenderLosses).toContainEqual(
      expect.objectContaining({
        absorbed: 4,
        losses: [
          expect.objectContaining({ unit: 'C1-1/0-1:ah', loss: 'eliminated' }),
          expect.objectContaining({ unit: 'C1-1/0-1:ah', loss: 'eliminated' }),
        ],
        survivors: ['(A1-2):ah'],
      }),
    );
    // "La (2° Armata AH) si ritira attraverso Stanislaw a Munkacs. L'8° Armata RU avanza."
    expect(result).toMatchObject({ winner: 'attacker', retreat: 2, advance: true });
  });

  it('CP action 3: the German 1st (Liège), 4th and 5th (Metz) Armies attack the French 3rd Army at Sedan', () => {
    const result = resultOf(
      combatRuling,
      { attackers: `${GE}; 2x${GE}`, defenders: FR, 'defender-reserve': '6xC1-1/1-1:fr', terrain: 'forest' },
      [4, 3],
    );
    // "Le CP tirano un 4, ottenendo un numero di perdite di 7. la 3° Armata FR viene eliminata ed il Corpo di
    // rimpiazzo è ridotto."
    expect(result.attackerFire).toMatchObject({ column: '15', lossNumber: 7 });
    expect(result.defenderLosses).toEqual([
      expect.objectContaining({
        absorbed: 7,
        losses: [
          expect.objectContaining({ unit: FR, loss: 'eliminated' }),
          expect.objectContaining({ unit: 'C1-1/1-1:fr', loss: 'reduced', fromReserve: true }),
        ],
        survivors: ['(C1-1):fr'],
      }),
    ]);
    // "L'alleato tira un 3, per un numero di perdite di 2, nessun effetto."
    expect(result.defenderFire).toMatchObject({ lossNumber: 2 });
    expect(result.attackerLosses[0].losses).toEqual([]);
    // "Il (Corpo FR) si ritira attraverso Verdun a Chateau-Thierry. La 4° Armata GE avanza a Sedan."
    expect(result).toMatchObject({ winner: 'attacker', retreat: 2, canCancelRetreat: false, advance: true });
  });

  it('CP action 3: an AH corps and the AH 5th Army flank the Serbian 1st Army in Belgrade, with its fort', () => {
    const result = resultOf(
      combatRuling,
      { attackers: `C1-1/0-1:ah; ${AH}`, defenders: 'A2-2/1-2:sb', fort: 1, flank: true, isolated: 1 },
      [4, 3, 6],
    );
    // "Tenta un attacco di fianco, tirando un 4 modificato da +1 ... Ha successo."
    expect(result.flank).toMatchObject({ die: 4, total: 5, success: true });
    // "Le CP tirano un 3, per un numero di perdite di 3. la 1° Armata SB viene ridotta assorbendo 2 punti di
    // perdite, il terzo punto viene ignorato. Il forte non può subire perdite fintanto che vi è un'unità amica"
    expect(result.attackerFire).toMatchObject({ cf: 4, column: '4', lossNumber: 3 });
    expect(result.defenderLosses).toEqual([
      expect.objectContaining({
        absorbed: 2,
        unabsorbed: 1,
        fortDestroyed: false,
        losses: [expect.objectContaining({ unit: 'A2-2/1-2:sb', loss: 'reduced' })],
      }),
    ]);
    // "Ora la (1° Armata SB) ed il forte sparano, tirano un 6 per un numero di perdite di 3."
    expect(result.defenderFire).toMatchObject({ table: 'army', cf: 2, column: '2', lossNumber: 3 });
    // "Entrambe le unità AH sono ridotte, essendo l'unico modo per assorbire tutti e 3 i punti di perdite."
    expect(result.attackerLosses).toEqual([
      expect.objectContaining({
        absorbed: 3,
        losses: [
          expect.objectContaining({ unit: 'C1-1/0-1:ah', loss: 'reduced' }),
          expect.objectContaining({ unit: AH, loss: 'reduced' }),
        ],
      }),
    ]);
    // "Dal momento che il risultato è uguale, non si ha alcuna ritirata."
    expect(result).toMatchObject({ winner: 'none', retreat: 0, advance: false });
  });

  it('CP action 4: the German 3rd and 4th Armies attack the (French 9th Army) and a (corps) at Chateau-Thierry', () => {
    const result = resultOf(
      combatRuling,
      { attackers: `${GE}; ${GE}`, defenders: '(A2-3):fr, (C1-1):fr', 'defender-reserve': '5xC1-1/1-1:fr' },
      [6, 5],
    );
    // "Tira un 6, per un numero di perdite di 7, distrugge l'armata ed entrambi i corpi – quello presente all'inizio
    // del combattimento e quello che rimpiazza l'armata."
    expect(result.attackerFire).toMatchObject({ cf: 10, column: '9-11', lossNumber: 7 });
    expect(result.defenderLosses).toEqual([
      expect.objectContaining({
        absorbed: 6,
        unabsorbed: 1,
        losses: [
          expect.objectContaining({ unit: '(A2-3):fr', loss: 'eliminated' }),
          expect.objectContaining({ unit: '(C1-1):fr', loss: 'eliminated' }),
          expect.objectContaining({ unit: 'C1-1/1-1:fr', loss: 'eliminated', fromReserve: true }),
        ],
        survivors: [],
      }),
    ]);
    // "L'alleato tira un 5, per un numero di perdite di 3, riduce la 3° Armata GE."
    expect(result.defenderFire).toMatchObject({ cf: 3, column: '3', lossNumber: 3 });
    expect(result.attackerLosses[0].losses).toEqual([expect.objectContaining({ unit: GE, loss: 'reduced' })]);
    expect(result).toMatchObject({ winner: 'attacker', retreat: 0 });
  });

  it('Allied action 4: the BEF and a (French corps), with the French 1st and 3rd Armies, flank the German 4th Army at Sedan', () => {
    const result = resultOf(
      combatRuling,
      { attackers: `A5-3/4-3:bef, (C1-1):fr; 2x${FR}`, defenders: GE, terrain: 'forest', flank: true },
      [6, 2, 2],
    );
    // "Tenta un attacco di fianco, tira un 6 ed ha successo. L'alleato tira un 2, riducendo l'armata GE."
    expect(result.flank).toMatchObject({ die: 6, success: true });
    expect(result.attackerFire).toMatchObject({ cf: 12, column: '12-14', lossNumber: 4 });
    expect(result.defenderLosses).toEqual([
      expect.objectContaining({ absorbed: 3, losses: [expect.objectContaining({ unit: GE, loss: 'reduced' })] }),
    ]);
    // "Il tedesco tira un 2, per un numero di perdite di 2, il che elimina il (Corpo FR)." The BEF (LF 3) cannot
    // take a loss of 2, so the 12.4.5 priority passes to the corps.
    expect(result.defenderFire).toMatchObject({ cf: 3, column: '3', lossNumber: 2 });
    expect(result.attackerLosses).toEqual([
      expect.objectContaining({
        absorbed: 1,
        losses: [expect.objectContaining({ unit: '(C1-1):fr', loss: 'eliminated' })],
      }),
    ]);
    // "L'armata GE si ritira attraverso Koblenz a Liegi."
    expect(result).toMatchObject({ winner: 'attacker', retreat: 2, canCancelRetreat: false });
  });

  it('Allied action 6: the French 1st and 4th Armies attack the (German 3rd and 4th Armies) at Sedan', () => {
    const result = resultOf(
      combatRuling,
      { attackers: `2x${FR}`, defenders: '2x(A3-3):ge', 'defender-reserve': '7xC2-1/1-1:ge', terrain: 'forest' },
      [5, 4],
    );
    // "L'alleato tira un 5 causando un numero di perdite di 5. vengono eliminati la 3° Armata GE ed il corpo di rimpiazzo."
    expect(result.attackerFire).toMatchObject({ cf: 6, column: '6-8', lossNumber: 5 });
    expect(result.defenderLosses).toEqual([
      expect.objectContaining({
        absorbed: 5,
        losses: [
          expect.objectContaining({ unit: '(A3-3):ge', loss: 'eliminated' }),
          expect.objectContaining({ unit: 'C2-1/1-1:ge', loss: 'eliminated', fromReserve: true }),
        ],
        survivors: ['(A3-3):ge'],
      }),
    ]);
    // "Il tedesco tira un 4 per un numero di perdite di 4, viene ridotta la 1° Armata FR."
    expect(result.defenderFire).toMatchObject({ cf: 6, column: '6-8', lossNumber: 4 });
    expect(result.attackerLosses[0].losses).toEqual([expect.objectContaining({ unit: FR, loss: 'reduced' })]);
    // "La (4° Armata GE) si ritira di uno spazio a Koblenz."
    expect(result).toMatchObject({ winner: 'attacker', retreat: 1, canCancelRetreat: false });
  });

  it('Allied action 6: the Russian 8th Army attacks the (AH 2nd Army) at Munkacs (mountain)', () => {
    const result = resultOf(
      combatRuling,
      { attackers: RU, defenders: '(A1-2):ah', 'defender-reserve': '3xC1-1/0-1:ah', terrain: 'mountain' },
      [3, 1],
    );
    // "L'attacco russo si sposta dalla colonna 3 alla 2 per la montagna ... Tira un 3 per un numero di perdite di 2."
    expect(result.attackerFire).toMatchObject({ cf: 3, shift: -1, column: '2', lossNumber: 2 });
    // "Le CP tirano un 1 per un numero di perdite di zero."
    expect(result.defenderFire).toMatchObject({ cf: 1, column: '1', row: 1, lossNumber: 0 });
    // "La 2° Armata AH viene eliminata ed il corpo di rimpiazzo si ritira attraverso Cluj a Debrecen."
    expect(result.defenderLosses[0]).toMatchObject({
      absorbed: 2,
      losses: [
        { unit: '(A1-2):ah', loss: 'eliminated' },
        { unit: 'C1-1/0-1:ah', loss: 'none', fromReserve: true },
      ],
    });
    // The full replacement corps could stay in the mountain by losing a step (12.5.3); it chose to retreat.
    expect(result).toMatchObject({ winner: 'attacker', retreat: 2, canCancelRetreat: true, advance: true });
  });
});

describe('Example of play, September 1914', () => {
  it('CP action 5: the AH 4th Army attacks the (Russian 3rd Army) at Lemberg', () => {
    const result = resultOf(
      combatRuling,
      { attackers: AH, defenders: '(A2-2):ru', 'defender-reserve': '5xC1-1/0-1:ru' },
      [3, 5],
    );
    // "Le CP tirano un 3, per un numero di perdite di 2. la 3° Armata RU è eliminata e rimpiazzata da un corpo."
    expect(result.attackerFire).toMatchObject({ cf: 3, column: '3', lossNumber: 2 });
    expect(result.defenderLosses[0]).toMatchObject({
      losses: [
        { unit: '(A2-2):ru', loss: 'eliminated' },
        { unit: 'C1-1/0-1:ru', loss: 'none', fromReserve: true },
      ],
    });
    // "L'alleato tira un 5, per un numero di perdite di 3, la 4° Armata AH viene ridotta."
    expect(result.defenderFire).toMatchObject({ cf: 2, column: '2', lossNumber: 3 });
    expect(result.attackerLosses).toEqual([
      expect.objectContaining({
        absorbed: 2,
        unabsorbed: 1,
        losses: [expect.objectContaining({ unit: AH, loss: 'reduced' })],
      }),
    ]);
    expect(result).toMatchObject({ winner: 'defender', retreat: 0, advance: false });
  });

  it('CP action 5: the German 3rd and 4th Armies attack the Belgian 1st Army at Cambrai', () => {
    const result = resultOf(combatRuling, { attackers: `2x${GE}`, defenders: 'A2-3/1-3:be' }, [5, 3]);
    // "Le CP tirano un 5, per un numero di perdite di 5, la 1° Armata BE viene ridotta."
    expect(result.attackerFire).toMatchObject({ column: '9-11', lossNumber: 5 });
    expect(result.defenderLosses[0]).toMatchObject({ absorbed: 3, unabsorbed: 2 });
    // "L'alleato tira un 3, per un numero di perdite di 2 che non dà alcun effetto."
    expect(result.defenderFire).toMatchObject({ cf: 2, column: '2', lossNumber: 2 });
    expect(result.attackerLosses[0].losses).toEqual([]);
    // "La (1° Armata BE) si ritira attraverso Amiens a Calais. Le CP non avanzano." (advancing is a choice)
    expect(result).toMatchObject({ winner: 'attacker', retreat: 2, advance: true });
  });

  it('Allied action 5: French, BEF and British units flank the German 2nd, 3rd and 4th Armies at Sedan', () => {
    const result = resultOf(
      combatRuling,
      {
        attackers: `(A2-3):fr, ${FR}; A5-3/4-3:bef, A4-3/3-3:br, C1-1/1-1:fr`,
        defenders: `3x${GE}`,
        'defender-reserve': '6xC2-1/1-1:ge',
        terrain: 'forest',
        flank: true,
      },
      [5, 6, 1],
    );
    // "L'Alleato tenta un attacco di fianco che ha successo (5). L'alleato tira un 6 per un numero di perdite di 7.
    // la 2° Armata GE è eliminata ed il corpo di rimpiazzo ridotto."
    expect(result.flank).toMatchObject({ die: 5, success: true });
    expect(result.attackerFire).toMatchObject({ cf: 15, column: '15', lossNumber: 7 });
    expect(result.defenderLosses).toEqual([
      expect.objectContaining({
        absorbed: 7,
        losses: [
          expect.objectContaining({ unit: GE, loss: 'eliminated' }),
          expect.objectContaining({ unit: 'C2-1/1-1:ge', loss: 'reduced', fromReserve: true }),
        ],
      }),
    ]);
    // "Le CP tirano ora con solo 11 fattori di combattimento, il tiro di 1 dà un numero di perdite di 3. la BEF deve
    // subire la perdita (12.4.5) per prima e viene quindi ridotta."
    expect(result.defenderFire).toMatchObject({ table: 'army', cf: 11, column: '9-11', lossNumber: 3 });
    expect(result.attackerLosses).toEqual([
      expect.objectContaining({
        absorbed: 3,
        losses: [expect.objectContaining({ unit: 'A5-3/4-3:bef', loss: 'reduced' })],
      }),
    ]);
    // "La 4° Armata GE si ritira a Koblenz, la 3° a Metz, il (Corpo) a Strasburgo."
    expect(result).toMatchObject({ winner: 'attacker', retreat: 2, canCancelRetreat: true });
  });

  it.each([1, 2, 3, 4, 5, 6])(
    'CP action 6: the (German 7th Army) attacks the French corps and fort at Belfort (trench 1); French die %i',
    (frenchDie) => {
      const result = resultOf(combatRuling, { attackers: '(A3-3):ge', defenders: 'C1-1/1-1:fr', fort: 2, trench: 1 }, [
        5,
        frenchDie,
      ]);
      // "con 3 fattori di combattimento che si spostano a 2 per la trincea. Le CP tirano un 5 distruggendo il corpo."
      expect(result.attackerFire).toMatchObject({ cf: 3, shift: -1, column: '2', lossNumber: 3 });
      expect(result.defenderLosses).toEqual([
        expect.objectContaining({ absorbed: 2, unabsorbed: 1, fortDestroyed: false, survivors: [] }),
      ]);
      // "Il francese tira con 3 CF spostati di una colonna a destra, ma sulla Tabella di Attacco dei Corpi non si ha
      // alcun effetto." The example gives no French die: every face leaves the reduced army (LF 3) untouched.
      expect(result.defenderFire).toMatchObject({ table: 'corps', cf: 3, shift: 1, column: '4' });
      expect(result.attackerLosses[0].losses).toEqual([]);
      // "La (7° GE) non può avanzare essendo ridotta."
      expect(result).toMatchObject({ winner: 'attacker', advance: false });
    },
  );

  it('CP action 6: the German 3rd, 5th and 9th Armies and a (corps) attack the French 2nd Army and fort at Nancy (trench 1)', () => {
    const result = resultOf(
      combatRuling,
      {
        attackers: `2x${GE}; ${GE}, (C1-1):ge`,
        defenders: FR,
        fort: 2,
        trench: 1,
        'defender-reserve': '4xC1-1/1-1:fr',
      },
      [6, 6],
    );
    // "I 16 fattori di combattimento GE divengono 15, i 5 FR si spostano sulla colonna 6-8. Entrambe le parti tirano un 6."
    expect(result.attackerFire).toMatchObject({ cf: 16, column: '15', lossNumber: 7 });
    expect(result.defenderFire).toMatchObject({ cf: 5, column: '6-8', lossNumber: 5 });
    // "La 2° Armata FR è ridotta ad un corpo che si ritira a Bar de Luc."
    expect(result.defenderLosses).toEqual([
      expect.objectContaining({
        absorbed: 7,
        fortDestroyed: false,
        survivors: ['(C1-1):fr'],
      }),
    ]);
    // "La 5° Armata GE viene ridotta": 12.4.3 also takes the reduced corps, so 4 of the 5 are taken (README.md).
    expect(result.attackerLosses).toEqual([
      expect.objectContaining({
        absorbed: 4,
        unabsorbed: 1,
        losses: [
          expect.objectContaining({ unit: GE, loss: 'reduced' }),
          expect.objectContaining({ unit: '(C1-1):ge', loss: 'eliminated' }),
        ],
      }),
    ]);
    // A single reduced corps cannot cancel its retreat even in a trench (12.5.3: one step must remain).
    expect(result).toMatchObject({ winner: 'attacker', retreat: 2, canCancelRetreat: false, advance: true });
  });

  it('Tarnopol rolls the flank die, then the Russian die, then the Austro-Hungarian die', () => {
    const raw = {
      attackers: `${RU}; ${RU}`,
      defenders: AH,
      'defender-reserve': 'C1-1/0-1:ah',
      flank: true,
      isolated: 1,
    };
    const { dice } = run(combatRuling, raw, [4, 3, 4]);
    expect(dice.map((d) => [d.purpose, d.value])).toEqual([
      ['flank', 4],
      ['combat', 3],
      ['combat', 4],
    ]);
  });
});
