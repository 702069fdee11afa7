import { describe, expect, it } from 'vitest';
import {
  advanceProblem,
  attackProblem,
  decisiveVictory,
  escapeRefuges,
  retreatHexes,
  strandedLeaders,
  supportHexes,
} from '../../../../src/engine/games/napoleon-1812/rules/battle-position.js';
import { problemWords } from '../../../../src/engine/games/napoleon-1812/words.js';
import { at, EAST, model, WILNO } from './positions.js';

/**
 * Combat read off the map (10.1, 10.3–10.6, 11.11–11.13, 11.19, 14.7 b) over positions on the pack's map
 * (./positions.ts): a legal and an illegal case for each rule, from built positions.
 */

const [A, B, C, D] = [EAST[0]!, EAST[1]!, EAST[2]!, EAST[3]!];
const french = (hex: string, id: string, more = {}) => ({ side: 'french' as const, hex, id, ...more });
const russian = (hex: string, id: string, more = {}) => ({ side: 'russian' as const, hex, id, ...more });

describe('Napoleon 1812: combat on the map', () => {
  it('10.1 one stack’s ordered units attack an adjacent enemy stack; every unit of the stack in good order', () => {
    const p = at({ units: [french(B, 'f1'), french(B, 'f2'), russian(A, 'r1'), russian(D, 'r2')] });
    expect(attackProblem(p, 'french', B, ['f1'], A)).toBeNull();
    expect(attackProblem(p, 'french', B, ['f1'], D)).toMatchObject({ code: 'attack-not-adjacent', rule: '10.1' });
    expect(attackProblem(p, 'french', B, ['f1'], C)).toMatchObject({ code: 'attack-no-defender', rule: '10.1' });
    expect(attackProblem(p, 'french', B, ['r1'], A)).toMatchObject({ code: 'attack-units-not-here' });
    const shaken = at({ units: [french(B, 'f1'), french(B, 'f2', { disrupted: true }), russian(A, 'r1')] });
    expect(attackProblem(shaken, 'french', B, ['f1'], A)).toMatchObject({ code: 'attack-disrupted', rule: '10.1' });
    expect(attackProblem(p, 'french', B, ['f1'], A, [B])).toMatchObject({ code: 'attack-forage', rule: '8.7' });
  });

  it('10.3–10.6 support: friendly stacks next to the defending hex, not the main stack, none with a Forage marker', () => {
    const around = model.grid!.neighbours(A).filter((h) => h !== B && h !== WILNO);
    const p = at({ units: [french(B, 'f1'), french(around[0]!, 'f2'), french(D, 'f3'), russian(A, 'r1')] });
    expect(supportHexes(p, 'french', A, B)).toEqual([around[0]]);
    expect(supportHexes(p, 'french', A, B, [around[0]!])).toEqual([]);
  });

  it('11.11 retreat: one adjacent hex, not into enemy units nor next to the attacking stack, not across a river', () => {
    const p = at({ units: [russian(B, 'r1'), french(A, 'f1')] });
    const hexes = retreatHexes(p, B, A);
    expect(hexes.length).toBeGreaterThan(0);
    expect(hexes).not.toContain(A);
    for (const h of model.grid!.neighbours(A)) expect(hexes).not.toContain(h);
    expect(hexes).toContain(C);
    // Across the Niemen without a bridge: not that way (1908 → 2008); with one, yes.
    const niemen = at({ units: [french('1908', 'f1'), russian('1808', 'r1')] });
    expect(retreatHexes(niemen, '1908', '1808')).not.toContain('2008');
    expect(
      retreatHexes(
        at({ units: [french('1908', 'f1'), russian('1808', 'r1')], bridges: [['1908', '2008']] }),
        '1908',
        '1808',
      ),
    ).toContain('2008');
  });

  it('11.11, 14.6 the French never retreat into difficult terrain; the Russians may (never a mountain)', () => {
    const marsh = { [C]: 'marsh' };
    expect(retreatHexes(at({ units: [french(B, 'f1'), russian(A, 'r1')], terrain: marsh }), B, A)).not.toContain(C);
    expect(retreatHexes(at({ units: [russian(B, 'r1'), french(A, 'f1')], terrain: marsh }), B, A)).toContain(C);
    const mountain = { [C]: 'mountain' };
    expect(retreatHexes(at({ units: [russian(B, 'r1'), french(A, 'f1')], terrain: mountain }), B, A)).not.toContain(C);
  });

  it('11.11, 4.1 a retreat that would pass 6 OF is refused; with nowhere to go the stack is eliminated (11.10)', () => {
    const crowded = [1, 2, 3].map((i) => russian(C, `x${i}`, { occupancy: 2 }));
    const hexes = retreatHexes(at({ units: [russian(B, 'r1', { occupancy: 1 }), french(A, 'f1'), ...crowded] }), B, A);
    expect(hexes).not.toContain(C);
    const ring = model
      .grid!.neighbours(B)
      .filter((h) => h !== A)
      .map((h, i) => french(h, `f${i + 2}`));
    expect(retreatHexes(at({ units: [russian(B, 'r1'), french(A, 'f1'), ...ring] }), B, A)).toEqual([]);
  });

  it('11.12, 11.13 advance into the vacated hex: good-order units, not the French into difficult terrain, within 4.1', () => {
    const p = at({ units: [french(B, 'f1'), french(B, 'f2', { disrupted: true })] });
    expect(advanceProblem(p, 'french', B, ['f1'], A)).toBeNull();
    expect(advanceProblem(p, 'french', B, ['f2'], A)).toMatchObject({ code: 'advance-units', rule: '11.12' });
    const forest = at({ units: [french(B, 'f1')], terrain: { [A]: 'forest' } });
    expect(advanceProblem(forest, 'french', B, ['f1'], A)).toMatchObject({ code: 'advance-terrain', rule: '14.6' });
    const still = at({ units: [french(B, 'f1'), russian(A, 'r1')] });
    expect(advanceProblem(still, 'french', B, ['f1'], A)).toMatchObject({ code: 'advance-occupied' });
  });

  it('11.19 a leader left alone escapes to a friendly stack within 3 hexes, whatever lies between', () => {
    const p = at({
      units: [french(D, 'f1'), french('1108', 'f2'), russian(B, 'r1')],
      leaders: [{ side: 'french', hex: A, id: 'ney' }],
    });
    expect(strandedLeaders(p, A)).toEqual(['ney']);
    expect(escapeRefuges(p, 'french', A)).toEqual([D]);
    expect(
      strandedLeaders(at({ units: [french(A, 'f1')], leaders: [{ side: 'french', hex: A, id: 'ney' }] }), A),
    ).toEqual([]);
  });

  it('14.7 (b) a Decisive Victory: the loser lost at least 3 units more than the winner', () => {
    expect(decisiveVictory(4, 1)).toBe(true);
    expect(decisiveVictory(3, 1)).toBe(false);
  });

  it('every refusal here and of leader movement (12.1) is worded in Italian and English', () => {
    const codes = [
      'attack-units-not-here',
      'attack-not-adjacent',
      'attack-no-defender',
      'attack-disrupted',
      'attack-forage',
      'advance-units',
      'advance-occupied',
      'advance-terrain',
      'advance-capacity',
      'leader-no-path',
      'leader-too-far',
      'leader-not-adjacent',
      'leader-terrain',
      'leader-enemy-units',
      'leader-enemy-city',
      'leader-end',
    ];
    for (const code of codes) {
      const words = problemWords({ code, params: { hex: '1608', hexes: 3, capacity: 6 } });
      expect(words.en, code).not.toBe(code);
      expect(words.it, code).not.toBe(words.en);
      expect(words.en, code).not.toContain('undefined');
    }
  });
});
