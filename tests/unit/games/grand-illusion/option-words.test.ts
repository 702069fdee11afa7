/** The Grand Illusion's words name another option the same way on every surface, never as a command-line flag. */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { failureText, runRuling, type AnyRuling, type RawValue } from '../../../../src/engine/core/ruling.js';
import { fire } from '../../../../src/engine/games/grand-illusion/rulings/fire.js';
import { fortunes } from '../../../../src/engine/games/grand-illusion/rulings/turn.js';

const FLAG = /(?<![\w-])--[a-z]/;

function discord(ruling: AnyRuling, raw: Readonly<Record<string, RawValue>>, dice: readonly number[] = [3, 3]) {
  const { outcome } = runRuling(ruling, raw, new ScriptedDice(dice));
  if (outcome.ok) throw new Error('expected a refusal');
  return { en: failureText(ruling, outcome, 'en', 'discord'), it: failureText(ruling, outcome, 'it', 'discord') };
}

describe('Grand Illusion: other options named without a --flag', () => {
  it('Plan XVII asks for the attacker option by its name in each language', () => {
    const text = discord(fortunes, { turn: 2, attacker: 'german', plan17: true });
    expect(text.en).toBe(
      'plan17: an Allied Mandated Battle has the Allies attacking: set the attacker option to allied',
    );
    expect(text.it).toBe(
      "piano17: in una Battaglia Obbligatoria alleata attacca l'Alleato: scegliete l'Alleato (allied) nell'opzione attaccante (attacker)",
    );
    expect(`${text.en} ${text.it}`).not.toMatch(FLAG);
  });

  it('a defender-only modifier asks for the role option; its own option is only the label', () => {
    const text = discord(fire, { cs: 4, impetus: true, terrain: 1 });
    expect(text.en).toBe("impetus: applies only to a defender's roll: set the role option to defender");
    expect(text.it).toBe(
      "impeto: vale solo per un tiro del difensore: scegliete il difensore (defender) nell'opzione ruolo (role)",
    );
    expect(`${text.en} ${text.it}`).not.toMatch(FLAG);
  });
});
