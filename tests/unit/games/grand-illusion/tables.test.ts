import { describe, expect, it } from 'vitest';
import { cap } from '../../../../src/engine/games/grand-illusion/rulings/turn.js';
import { concentric } from '../../../../src/engine/games/grand-illusion/rulings/fire.js';
import { FORT_ROSTER, stepText } from '../../../../src/engine/games/grand-illusion/model.js';
import { fortunes } from '../../../../src/engine/games/grand-illusion/rulings/turn.js';
import { landing } from '../../../../src/engine/games/grand-illusion/rulings/fire.js';
import { retreatToSea } from '../../../../src/engine/games/grand-illusion/rulings/battle.js';
import { surrender } from '../../../../src/engine/games/grand-illusion/rulings/forts.js';
import { ruled } from './run.js';

// Every cell of the rulebook's tables, transcribed here from the Italian text (appendix pp. 30–31 and the rules).

describe('CAP table (appendix p. 30)', () => {
  // As printed, one row per line: Joffre, Joffre II, Moltke, Falkenhayn, then the die.
  const PRINTED = [
    [4, 5, 5, 6, 1],
    [4, 6, 6, 7, 2],
    [4, 7, 7, 8, 3],
    [4, 8, 7, 9, 4],
    [5, 8, 8, 9, 5],
    [5, 9, 9, 10, 6],
  ] as const;
  const COLUMNS = [
    ['joffre', 'allied'],
    ['joffre2', 'allied'],
    ['moltke', 'german'],
    ['falkenhayn', 'german'],
  ] as const;
  const cells = PRINTED.flatMap((row) => COLUMNS.map(([leader, side], c) => [row[4], leader, side, row[c]] as const));

  it.each(cells)('die %i on the %s column gives %s… CAP', (die, leader, side, expected) => {
    const out = ruled<{ cap: number; table: number }>(cap, { side, leader, turn: 2, scenario: 1 }, [die]);
    expect(out.result.table).toBe(expected);
    expect(out.result.cap).toBe(expected);
  });
});

describe('Fortunes of War table (appendix p. 31)', () => {
  const dice = (total: number): number[] => (total <= 7 ? [1, total - 1] : [6, total - 6]);
  const ROWS = [
    [2, 'rout'],
    [3, 'cautious-attacker'],
    [4, 'skirmish'],
    [5, 'german-general-staff'],
    [6, 'offensive-a-outrance'],
    [7, 'defenders-tactical-advantage'],
    [8, 'attacker-surprise'],
    [9, 'allied-general-staff'],
    [10, 'counterattack'],
    [11, 'offensive-a-outrance'],
    [12, 'rout'],
  ] as const;

  it.each(ROWS)('turn 2: %i reads %s', (total, event) => {
    const out = ruled<{ roll: number; row: string; event: string }>(
      fortunes,
      { turn: 2, attacker: 'german' },
      dice(total),
    );
    expect(out.result.roll).toBe(total);
    expect(out.result.row).toBe(event);
    expect(out.result.event).toBe(event);
  });

  it.each([
    [6, 'allied-mandated-battle'],
    [11, 'german-mandated-battle'],
  ] as const)('after turn 4, %i is a Mandated Battle: %s', (total, event) => {
    const out = ruled<{ event: string }>(fortunes, { turn: 5, attacker: 'german' }, dice(total));
    expect(out.result.event).toBe(event);
  });
});

describe('Sea Retreat table (9.4.5, appendix p. 30)', () => {
  // Die: result (turns ahead on the Turn Track, or eliminated), read with a French unit (no DRM).
  const ROWS = [
    [1, 'turn-track', 2],
    [2, 'turn-track', 3],
    [3, 'turn-track', 4],
    [4, 'turn-track', 5],
    [5, 'eliminated', null],
    [6, 'eliminated', null],
  ] as const;
  it.each(ROWS)('die %i: %s %s', (die, kind, turns) => {
    const out = ruled<{ units: { result: string; turnsAhead: number | null }[] }>(retreatToSea, { units: 'french' }, [
      die,
    ]);
    expect(out.result.units[0]).toMatchObject({ result: kind, turnsAhead: turns });
  });

  it.each([
    ['british', -1],
    ['territorial', 2],
    ['belgian', 3],
    ['french', 0],
  ] as const)('DRM for a %s unit is %i', (units, drm) => {
    const out = ruled<{ units: { drm: number; final: number }[] }>(retreatToSea, { units }, [3]);
    expect(out.result.units[0]).toMatchObject({ drm, final: 3 + drm });
  });
});

describe('Concentric Attack (9.2.3 b)', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, -1],
    [4, -1],
    [5, -2],
    [6, -2],
  ] as const)('%i qualifying hexes give %i', (hexes, drm) => {
    expect(ruled<{ drm: number }>(concentric, { occupied: hexes }).result.drm).toBe(drm);
  });
});

describe('Surrender of besieged forts (9.5.3)', () => {
  const cells = [1, 2, 3, 4, 5, 6].flatMap((die) => [
    [die, 'ungarrisoned', die <= 2] as const,
    [die, 'garrisoned', die === 1] as const,
  ]);
  it.each(cells)('die %i, %s fort: surrenders %s', (die, forts, expected) => {
    const out = ruled<{ forts: { surrenders: boolean }[] }>(surrender, { forts }, [die]);
    expect(out.result.forts[0]?.surrenders).toBe(expected);
  });
});

describe('Amphibious landing, scenario 3 option 4 (13.3)', () => {
  it.each([
    [1, 'surprise'],
    [2, 'surprise'],
    [3, 'prepared'],
    [4, 'prepared'],
    [5, 'prepared'],
    [6, 'prepared'],
  ] as const)('die %i: %s', (die, outcome) => {
    expect(ruled<{ outcome: string }>(landing, {}, [die]).result.outcome).toBe(outcome);
  });
});

describe('Fort roster (9.5 @) and the Garrisoned Forts table', () => {
  // 9.5 as printed: hex, fort, first counter / R counter.
  const PRINTED = [
    ['versailles', 10, '2/1'],
    ['paris', 19, '5/4 R 2/1'],
    ['hazebrouck', 24, '3/2'],
    ['lille', 34, '3/2'],
    ['maubeuge', 54, '5 [+2]/4 [+2] R 3 [+1]/2 [+1]'],
    ['verdun-67', 67, '5 [+2]/4 [+2] R 3 [+2]/2 [+2]'],
    ['verdun-76', 76, '5 [+3]/4 [+3] R 3 [+3]/2 [+3]'],
    ['st-mihiel', 77, '4/3 R 2/1'],
    ['langres', 79, '4/3 R 2/1'],
    ['nancy', 87, '4 [+1]/3 [+1] R 2 [+1]/1 [+1]'],
    ['toul', 87, '5 [+2]/4 [+2] R 3 [+2]/2 [+2]'],
    ['epinal-4', 98, '4/3 R 2/1'],
    ['epinal-5', 98, '5 [+2]/4 [+2] R 3 [+2]/2 [+2]'],
    ['belfort', 104, '5 [+2]/4 [+2] R 3 [+2]/2 [+2]'],
  ] as const;
  it.each(PRINTED)('%s, hex %i: %s', (id, hex, printed) => {
    const fort = FORT_ROSTER.find((f) => f.id === id);
    const steps = (fort?.steps ?? []).map(stepText);
    const written = steps.length === 4 ? `${steps[0]}/${steps[1]} R ${steps[2]}/${steps[3]}` : steps.join('/');
    expect(fort?.hex).toBe(hex);
    expect(written).toBe(printed);
  });

  it.each([
    ['antwerp', 52],
    ['namur', 64],
    ['liege', 72],
    ['metz', 86],
    ['trier', 94],
    ['strasbourg', 105],
  ] as const)('%s (hex %i) has reduced sides the text does not print', (id, hex) => {
    const fort = FORT_ROSTER.find((f) => f.id === id);
    expect(fort?.hex).toBe(hex);
    expect(fort?.steps).toBeUndefined();
  });

  // Garrisoned Forts table: Metz (both) 86, Maubeuge 45 [read 54], Verdun 67, Verdun 76, Toul 87, Epinal 98,
  // Belfort 104, Antwerp (scenario 3 option) 52.
  const GARRISONED = ['metz', 'maubeuge', 'verdun-67', 'verdun-76', 'toul', 'epinal-5', 'belfort', 'antwerp-prepared'];
  it.each(FORT_ROSTER.map((f) => [f.id, GARRISONED.includes(f.id)] as const))('%s garrisoned: %s', (id, garrisoned) => {
    expect(FORT_ROSTER.find((f) => f.id === id)?.garrisoned).toBe(garrisoned);
  });

  it('9.5.2: every Allied fort printed [+2] or [+3] at any step has a garrison', () => {
    for (const fort of FORT_ROSTER.filter((f) => f.side === 'allied' && f.steps))
      expect(fort.garrisoned).toBe((fort.steps ?? []).some((s) => s.defence >= 2));
  });
});
