import { describe, expect, it } from 'vitest';
import { rpCostRuling } from '../../../../src/engine/games/paths-of-glory/rulings/replacements.js';
import { failureOf, resultOf, run, textOf } from './run.js';

describe('rp-cost: the Replacement table (17.1.4), every row', () => {
  it.each([
    ['army-flip', 1], // Girare 1 Armata ridotta dalla parte a piena forza
    ['2xcorps-flip', 1], // Girare 2 Corpi ridotti dalla parte a piena forza
    ['2xreserve-corps-flip', 1],
    ['corps-full', 1], // Porre 1 Corpo eliminato a piena forza nella Casella della Riserva
    ['2xcorps-reduced', 1], // Porre 2 Corpi eliminati a forza ridotta nella Casella della Riserva
    ['corps-flip,corps-reduced', 1], // Girare 1 Corpo ridotto sulla mappa e porre 1 Corpo eliminato a forza ridotta
    ['army-reduced', 1], // Ricreare 1 Armata eliminata a forza ridotta
    ['army-full', 2], // Ricreare 1 Armata eliminata a piena forza
  ])('%s costs %i RP', (steps, rp) => {
    expect(resultOf(rpCostRuling, { steps }, []).rp).toBe(rp);
  });

  it('a lone corps half costs a whole RP; a flip in the Reserve Box does not pair with a reduced placement', () => {
    expect(resultOf(rpCostRuling, { steps: 'corps-flip' }, []).rp).toBe(1);
    expect(resultOf(rpCostRuling, { steps: '3xcorps-flip' }, []).rp).toBe(2);
    expect(resultOf(rpCostRuling, { steps: 'reserve-corps-flip, corps-reduced' }, []).rp).toBe(2);
    expect(resultOf(rpCostRuling, { steps: 'reserve-corps-flip, corps-reduced, corps-flip' }, []).rp).toBe(2);
  });

  it('Aug 1914 Replacement Phase: 1 AH RP each for the (2nd) and (3rd) AH Armies, 1 GE RP each for the (2nd) and (3rd) GE Armies and the 4th GE to full', () => {
    const result = resultOf(rpCostRuling, { steps: 'ah:2xarmy-reduced, ge:2xarmy-reduced, ge:army-flip' }, []);
    expect(result).toEqual({ rp: 5, byNation: { ah: 2, ge: 3 } });
  });

  it('Sep 1914 Replacement Phase: 2 RU RP rebuild the 3rd Army, the A RP the Belgian army, 2 BR RP three corps, 2 FR RP two reduced armies', () => {
    const result = resultOf(
      rpCostRuling,
      { steps: 'ru:army-full, be:army-flip, br:3xcorps-flip, fr:2xarmy-reduced' },
      [],
    );
    expect(result).toEqual({ rp: 7, byNation: { ru: 2, a: 1, br: 2, fr: 2 } });
    const text = textOf(rpCostRuling, { steps: 'ru:army-full, be:army-flip' }, []);
    expect(text.en).toContain('RU: 1 × rebuild an eliminated Army at full strength (2 RP) = **2 RP**');
    expect(text.it).toContain('A: 1 × girare 1 Armata ridotta dalla parte a piena forza (1 RP) = **1 RP**');
  });

  it('17.1.1.1: ANA, AUS, BE, CND, MN, PT, RO, GR and SB units are paid with Allied "A" RP', () => {
    expect(resultOf(rpCostRuling, { steps: 'aus:corps-flip, sb:corps-flip, cnd:corps-full' }, []).byNation).toEqual({
      a: 2,
    });
  });

  it('rolls no die', () => {
    expect(run(rpCostRuling, { steps: 'army-flip' }, []).dice).toEqual([]);
  });

  it.each([
    [{}, /--steps is required/],
    [{ steps: 'army-fly' }, /not an action of the Replacement table/],
    [{ steps: 'xx:army-flip' }, /"xx" is not a nation/],
    [{ steps: 'ge:army-flip, army-flip' }, /every item or to none/],
    [{ steps: ',' }, /at least one action/],
    [{ steps: 'ge:0xarmy-flip' }, /at least 1/],
  ])('refuses %j', (raw, message) => {
    const failure = failureOf(rpCostRuling, raw, []);
    expect(failure.option).toBe('steps');
    expect(failure.message.en).toMatch(message);
  });
});
