/** 1914's words name another option the same way on every surface, never as a command-line flag. */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { failureText, runRuling, type AnyRuling, type RawValue } from '../../../../src/engine/core/ruling.js';
import { combatRuling } from '../../../../src/engine/games/offensive-1914/rulings/combat.js';
import { ecRuling } from '../../../../src/engine/games/offensive-1914/rulings/efficiency.js';
import { oddsRuling } from '../../../../src/engine/games/offensive-1914/rulings/odds.js';
import { sixthArmyRuling } from '../../../../src/engine/games/offensive-1914/rulings/special.js';

const FLAG = /(?<![\w-])--[a-z]/;

function outcome(ruling: AnyRuling, raw: Readonly<Record<string, RawValue>>, dice: readonly number[] = [1, 1]) {
  return runRuling(ruling, raw, new ScriptedDice(dice)).outcome;
}

function discord(ruling: AnyRuling, raw: Readonly<Record<string, RawValue>>) {
  const out = outcome(ruling, raw);
  if (out.ok) throw new Error('expected a refusal');
  return { en: failureText(ruling, out, 'en', 'discord'), it: failureText(ruling, out, 'it', 'discord') };
}

describe('1914: other options named without a --flag', () => {
  it('a missing CEL names the fortress option by its name in each language', () => {
    const text = discord(ecRuling, {});
    expect(text.en).toBe('cel: give the CEL of the Force (or, for a lone Fortress, the fortress option)');
    expect(text.it).toBe(
      "cel: indicate la CEL della Forza (oppure, per una Fortezza da sola, l'opzione fortezza, fortress)",
    );
    expect(`${text.en} ${text.it}`).not.toMatch(FLAG);
  });

  it('the missing Base CE does not name its own option again, and CI against the status names no flag', () => {
    const ce = discord(combatRuling, { column: '3:1', 'att-pr': 5, 'def-pr': 5, 'att-status': '-1' });
    expect(ce.en).toBe('att-ce: give the Base CE of the attacking Force');
    const ci = discord(ecRuling, { cel: 9, ci: true, status: '-2' });
    expect(ci.en).toBe('ci: the CE status given is −2, but a CI Force has CE status CI (6.1.4)');
    expect(`${ce.en} ${ce.it} ${ci.en} ${ci.it}`).not.toMatch(FLAG);
  });

  it('a hexside no attack crosses is named once', () => {
    expect(discord(oddsRuling, { attackers: '10@flood', ds: 10 }).en).toBe(
      'attackers: no attack across a Flooded hexside (9.2.3)',
    );
  });

  it('the Sixth Army threshold note reads without a --flag in both languages', () => {
    const out = outcome(sixthArmyRuling, { gt: 1 }, []);
    if (!out.ok) throw new Error('expected a ruling');
    expect(out.text.it).toContain('(opzione soglia, activate-max)');
    expect(out.text.en).not.toMatch(FLAG);
    expect(out.text.it).not.toMatch(FLAG);
  });
});
