/** Napoleon 1812's words name another option the same way on every surface, never as a command-line flag. */
import { describe, expect, it } from 'vitest';
import { failureText } from '../../../../src/engine/core/ruling.js';
import { combat } from '../../../../src/engine/games/napoleon-1812/rulings/combat.js';
import { refused } from './run.js';

const FLAG = /(?<![\w-])--[a-z]/;

describe('Napoleon 1812: other options named without a --flag', () => {
  it('Napoleon defending asks for the side option by its name in each language', () => {
    const out = refused(
      combat,
      { side: 'french', attackers: '2I', defenders: '1I', 'defender-leader': 'napoleon' },
      [3, 3, 3],
    );
    const en = failureText(combat, out, 'en', 'discord');
    const it_ = failureText(combat, out, 'it', 'discord');
    expect(en).toBe(
      'defender-leader: Napoleon defends only against a Russian attacker: set the side option to russian',
    );
    expect(it_).toBe(
      "abilita-difensore: Napoleone difende solo contro un attaccante russo: nell'opzione lato (side) scegliete russo (russian)",
    );
    expect(`${en} ${it_}`).not.toMatch(FLAG);
  });
});
