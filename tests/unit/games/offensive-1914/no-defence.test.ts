import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { runRuling } from '../../../../src/engine/core/ruling.js';
import { finiteColumn } from '../../../../src/engine/games/offensive-1914/play/combat.js';
import {
  computeOdds,
  LAST_COLUMN,
  ladderLabel,
  NO_DEFENCE,
  type OddsInput,
} from '../../../../src/engine/games/offensive-1914/rules/odds.js';
import { oddsRuling } from '../../../../src/engine/games/offensive-1914/rulings/odds.js';
import { explain } from '../../../../src/engine/games/offensive-1914/words.js';

const input = (ds: number, flanked = false, uphill = false): OddsInput => ({
  forces: [{ units: [{ as: 12, noAmmo: false }], hexside: 'none' }],
  ds,
  dsNoAmmo: 0,
  terrain: 'open',
  pa: false,
  flanked,
  ip: 3,
  uphill,
  naval: false,
  prep: 0,
  fortress: false,
  tecReading: 'dense-forest',
  ammoRounding: 'exact',
  rounding: 'down',
});

describe('9.9 a defence of 0: above every column of the CRT', () => {
  it('9.9 12 against 0 is no ratio: labelled >8:1, read on 8:1 even after three left shifts (9.6.2)', () => {
    const { value, steps } = computeOdds(input(0));
    expect(value.initialIndex).toBe(NO_DEFENCE);
    expect(value.initial).toBe('>8:1');
    expect(value.net).toBe(-3);
    expect(value.final).toBe('>8:1');
    expect(value.column).toBe('8:1');
    expect(value.rules).toContain('9.9');
    expect(JSON.stringify([value.initial, value.final])).not.toMatch(/Infinity|NaN/);
    const text = explain(steps);
    expect(text.en).toContain('12:0: a defence of 0 gives no ratio');
    expect(text.en).toContain('>8:1 is beyond the CRT: read column **8:1** (9.9)');
    expect(text.it).toContain('una difesa di 0 non dà un rapporto');
    expect(text.en).not.toMatch(/Infinity/);
  });

  it('9.9 12 against 1 is a ratio: 12:1, three left shifts bring it to 6:1 (9.6.2)', () => {
    const { value } = computeOdds(input(1));
    expect(value.initial).toBe('12:1');
    expect(value.final).toBe('6:1');
    expect(value.column).toBe('6:1');
  });

  it('9.9 the play state keeps a defence of 0 as the 8:1 column (JSON has no Infinity); a finite index is kept', () => {
    expect(finiteColumn(NO_DEFENCE)).toBe(LAST_COLUMN);
    expect(ladderLabel(finiteColumn(NO_DEFENCE))).toBe('8:1');
    expect(finiteColumn(9)).toBe(9);
  });

  it('9.9 the odds ruling still refuses a defence of 0 typed in (nothing to attack)', () => {
    const run = runRuling(oddsRuling, { attackers: '12', ds: 0 }, new ScriptedDice([]));
    expect(run.outcome.ok).toBe(false);
  });
});
