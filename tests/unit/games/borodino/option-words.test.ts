/** Borodino's words name another option the same way on every surface, never as a command-line flag. */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { failureText, runRuling } from '../../../../src/engine/core/ruling.js';
import { assaultRuling } from '../../../../src/engine/games/borodino/rulings/assault.js';
import { artilleryRuling } from '../../../../src/engine/games/borodino/rulings/fire.js';
import { ruled } from './run.js';

const FLAG = /(?<![\w-])--[a-z]/;

describe('Borodino: other options named without a --flag', () => {
  it('a square without infantry asks for the units option by its name; Italian Discord reads its own words', () => {
    const { outcome: out } = runRuling(artilleryRuling, { strength: 4, square: true, units: 0 }, new ScriptedDice([0]));
    if (out.ok) throw new Error('expected a refusal');
    const en = failureText(artilleryRuling, out, 'en', 'discord');
    const it_ = failureText(artilleryRuling, out, 'it', 'discord');
    expect(en).toBe('square: a square needs infantry in the target hex: give the units option, 1 or more (9.85)');
    expect(it_).toBe(
      "quadrato: un quadrato richiede fanteria nell'esagono bersaglio: indicate almeno 1 unità non di artiglieria (9.85)",
    );
    expect(`${en} ${it_}`).not.toMatch(FLAG);
  });

  it('the single-terrain note reads without a --flag in both languages', () => {
    const base = { attacker: 6, defender: 6, 'attacker-cohesion': 6, 'defender-cohesion': 6 };
    const { text } = ruled(
      assaultRuling,
      { ...base, attack: 'infantry', terrain: 'woods', hexside: 'banked-stream', 'single-terrain': true },
      [0],
    );
    expect(text.it).toContain('Si applica un solo modificatore di terreno (opzione terreno-singolo, single-terrain).');
    expect(text.en).not.toMatch(FLAG);
    expect(text.it).not.toMatch(FLAG);
  });
});
