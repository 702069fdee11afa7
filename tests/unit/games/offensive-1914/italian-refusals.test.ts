/** 1914's refusals read in Italian for Italian players, with the book's terms, not the English repeated. */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { failureText, runRuling, type AnyRuling, type RawValue } from '../../../../src/engine/core/ruling.js';
import { combatRuling } from '../../../../src/engine/games/offensive-1914/rulings/combat.js';
import { ecRuling } from '../../../../src/engine/games/offensive-1914/rulings/efficiency.js';
import { oddsRuling } from '../../../../src/engine/games/offensive-1914/rulings/odds.js';

function run(ruling: AnyRuling, raw: Readonly<Record<string, RawValue>>, dice: readonly number[] = [1, 1]) {
  return runRuling(ruling, raw, new ScriptedDice(dice)).outcome;
}

function refusal(ruling: AnyRuling, raw: Readonly<Record<string, RawValue>>) {
  const out = run(ruling, raw);
  if (out.ok) throw new Error('expected a refusal');
  return out;
}

describe('1914 refusals in Italian', () => {
  it.each([
    [
      combatRuling,
      { column: '3:1', 'att-pr': 5, 'def-pr': 5, fortress: 'with-units', flanked: true },
      '--flanked: un esagono che contiene una Fortezza non può essere Aggirato sul Fianco (9.5.4)',
    ],
    [
      ecRuling,
      { cel: 9, ci: true, demoralized: true },
      '--ci: una Forza è CI oppure Demoralizzata, non entrambe le cose (6.1.4)',
    ],
    [
      oddsRuling,
      { attackers: '12 and 13', ds: 5 },
      '--attackers: "12 and 13" non è una Forza: scrivete 13@minore, 7+3*@maggiore, 10 (una Forza per virgola; * senza Munizioni; @lato)',
    ],
    [
      oddsRuling,
      { attackers: '10@sea', ds: 5 },
      '--attackers: non si può attaccare attraverso un lato di esagono di Mare (9.2.3)',
    ],
  ] as const)('%#: %j', (ruling, raw, italian) => {
    const out = refusal(ruling, raw);
    expect(out.message.it).toBe(italian);
    expect(out.message.it).not.toBe(out.message.en);
  });

  it('a refusal never names its own option: the surface puts it in front, in Italian Discord by its Italian name', () => {
    const missing = refusal(combatRuling, { column: '3:1', 'att-pr': 5, 'def-pr': 5, 'def-status': '-1' });
    expect(failureText(combatRuling, missing, 'it', 'discord')).toBe(
      'dif-ce: indicate la CE Base della Forza difendente',
    );
    const contradiction = refusal(ecRuling, { cel: 9, ci: true, status: '-2' });
    expect(contradiction.message.it).toBe('--ci: lo Stato CE indicato è −2, ma una Forza CI ha Stato CE CI (6.1.4)');
  });

  it('21.1 unchecked asks for the GT option as both surfaces have it, not as a command-line flag', () => {
    const out = run(combatRuling, { column: '1:1', 'att-pr': 5, 'def-pr': 5 }, [2, 3]);
    if (!out.ok) throw new Error(out.message.en);
    expect(out.text.en).toContain('21.1 not checked: in GT 1–5 give the GT option (gt).');
    expect(out.text.it).toContain("21.1 non verificata: nei GT 1–5 indicate l'opzione GT (gt).");
    expect(out.text.en + out.text.it).not.toMatch(/--gt/);
  });
});
