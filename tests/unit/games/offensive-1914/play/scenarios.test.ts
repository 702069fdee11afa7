import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import { createOffensive1914 } from '../../../../../src/engine/games/offensive-1914/play/module.js';
import { pack, start } from './game.js';

/**
 * 29.0: the module referees the Battle for Lorraine. A club's pack that adds one of the book's other scenarios (30.0,
 * 31.0: their maps, set-up and rules are not in the module) gets the reason and a way to play it, never a game played
 * with Lorraine's plans, reinforcements and victory.
 */
describe('1914 by its rules: the scenarios refereed (29.0)', () => {
  it('29.0: the Battle for Lorraine sets up', () => {
    expect(start().scenario).toBe('lorraine');
  });

  it("29.0: another scenario of a club's pack is refused, saying why and how to play it by hand", () => {
    const lorraine = pack.scenarios[0]!;
    const campaign = {
      ...lorraine,
      id: 'grande-campagna',
      title: { en: 'The Great Campaign', it: 'La Grande Campagna' },
    };
    const club = { ...pack, scenarios: [lorraine, campaign] };
    const module = createOffensive1914(club);
    const made = module.setup({ scenario: 'grande-campagna', options: {}, pack: club }, new ScriptedDice([]));
    expect(made.ok).toBe(false);
    if (made.ok) return;
    expect(made.error.code).toBe('scenario-not-refereed');
    expect(made.error.message.it).toContain('grande-campagna');
    expect(made.error.message.it).toContain('"game": "freeplay"');
    expect(made.error.message.en).toContain('Lorraine (29.0)');
    expect(module.setup({ scenario: 'lorraine', options: {}, pack: club }, new ScriptedDice([])).ok).toBe(true);
  });

  it('29.0: a scenario the pack does not have is unknown', () => {
    const made = createOffensive1914(pack).setup({ scenario: 'nowhere', options: {}, pack }, new ScriptedDice([]));
    expect(made.ok ? 'ok' : made.error.code).toBe('unknown-scenario');
  });
});
