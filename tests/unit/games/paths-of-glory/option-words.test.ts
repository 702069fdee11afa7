/** Paths of Glory's words name another option the same way on every surface, never as a command-line flag. */
import { describe, expect, it } from 'vitest';
import { failureText } from '../../../../src/engine/core/ruling.js';
import { combatRuling } from '../../../../src/engine/games/paths-of-glory/rulings/combat.js';
import { failureOf, textOf } from './run.js';

const FLAG = /(?<![\w-])--[a-z]/;
const GE = 'A5-3/3-3:ge';

describe('Paths of Glory: other options named without a --flag', () => {
  it('Isolated asks for the flank option by its name in each language', () => {
    const out = failureOf(combatRuling, { attackers: GE, defenders: 'C1-1:fr', isolated: 1 });
    const en = failureText(combatRuling, out, 'en', 'discord');
    const it_ = failureText(combatRuling, out, 'it', 'discord');
    expect(en).toBe('isolated: only with the flank option (12.3.2)');
    expect(it_).toBe("isolati: solo con l'opzione fianco (flank) (12.3.2)");
    expect(`${en} ${it_}`).not.toMatch(FLAG);
  });

  it('the chosen loss names the loss-choice option, not --loss-choice or a --scelta-perdite that does not exist', () => {
    const raw = { attackers: `${GE}; ${GE}`, defenders: 'A3-3/2-3:fr, 2xC1-1/1-1:fr', flank: true };
    const text = textOf(combatRuling, raw, [6, 2, 6]);
    expect(text.en).toContain('leaving the strongest fire (the loss-choice option changes it)');
    expect(text.it).toContain('(per cambiarlo: opzione scelta-perdite, loss-choice)');
    expect(text.en).not.toMatch(FLAG);
    expect(text.it).not.toMatch(FLAG);
  });
});
