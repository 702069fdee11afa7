import { describe, expect, it } from 'vitest';
import { combatRuling } from '../../../../src/engine/games/paths-of-glory/rulings/combat.js';
import { failureOf, resultOf, textOf } from './run.js';

// Page 26, "TABELLA DEGLI EFFETTI DEL TERRENO": combat effect, option to cancel the retreat, must stop when
// advancing, flank attack allowed. The trench rows are read in clear terrain.
const TEC: readonly {
  row: string;
  terrain: string;
  trench: number;
  attackShift: number;
  defenceShift: number;
  cancelRetreat: boolean;
  stop: boolean;
  flank: boolean;
}[] = [
  {
    row: 'Aperto',
    terrain: 'clear',
    trench: 0,
    attackShift: 0,
    defenceShift: 0,
    cancelRetreat: false,
    stop: false,
    flank: true,
  },
  {
    row: 'Montagna',
    terrain: 'mountain',
    trench: 0,
    attackShift: -1,
    defenceShift: 0,
    cancelRetreat: true,
    stop: true,
    flank: false,
  },
  {
    row: 'Palude',
    terrain: 'swamp',
    trench: 0,
    attackShift: -1,
    defenceShift: 0,
    cancelRetreat: true,
    stop: true,
    flank: false,
  },
  {
    row: 'Foresta',
    terrain: 'forest',
    trench: 0,
    attackShift: 0,
    defenceShift: 0,
    cancelRetreat: true,
    stop: true,
    flank: true,
  },
  {
    row: 'Deserto',
    terrain: 'desert',
    trench: 0,
    attackShift: 0,
    defenceShift: 0,
    cancelRetreat: true,
    stop: true,
    flank: true,
  },
  {
    row: 'Trincea 1',
    terrain: 'clear',
    trench: 1,
    attackShift: -1,
    defenceShift: 1,
    cancelRetreat: true,
    stop: false,
    flank: false,
  },
  {
    row: 'Trincea 2',
    terrain: 'clear',
    trench: 2,
    attackShift: -2,
    defenceShift: 1,
    cancelRetreat: true,
    stop: false,
    flank: false,
  },
];

// Two German armies (10 CF, die 6) against a French army and two corps (5 CF, die 1): the attacker always wins
// by 2 or more and the French keep at least two steps, so only the terrain decides whether they may stay.
const combat = { attackers: 'A5-3/3-3:ge; A5-3/3-3:ge', defenders: 'A3-3/2-3:fr, 2xC1-1/1-1:fr' };

describe('Terrain Effects Chart, every row', () => {
  it.each(TEC)('$row: attack $attackShift, defence $defenceShift, cancel retreat $cancelRetreat, stop $stop', (row) => {
    const raw = { ...combat, terrain: row.terrain, trench: row.trench };
    const result = resultOf(combatRuling, raw, [6, 1]);
    expect(result.attackerFire.shift).toBe(row.attackShift);
    expect(result.defenderFire.shift).toBe(row.defenceShift);
    expect(result).toMatchObject({ winner: 'attacker', retreat: 2, canCancelRetreat: row.cancelRetreat });
    expect(textOf(combatRuling, raw, [6, 1]).en.includes('they stop on entering')).toBe(row.stop);
  });

  it.each(TEC)('$row: flank attack allowed $flank', (row) => {
    const raw = { ...combat, terrain: row.terrain, trench: row.trench, flank: true };
    if (row.flank) expect(resultOf(combatRuling, raw, [4, 6, 1]).flank.success).toBe(true);
    else expect(failureOf(combatRuling, raw).option).toBe('flank');
  });

  it('Deserto: no combat into or out of a desert space in summer', () => {
    const failure = failureOf(combatRuling, { ...combat, terrain: 'desert', summer: true });
    expect(failure.option).toBe('summer');
    expect(failure.message.en).toMatch(/no combat into or out of a desert space in summer/);
    expect(resultOf(combatRuling, { ...combat, terrain: 'forest', summer: true }, [6, 1]).winner).toBe('attacker');
  });
});
