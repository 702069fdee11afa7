import { describe, expect, it } from 'vitest';
import { COMMAND_CHARACTER_LIMIT, COMMAND_CHARACTER_TARGET, commandSize } from '../../../src/commands/command-size.js';
import { commandDefinitions } from '../../../src/commands/index.js';
import { RULING_HINTS } from '../../../src/commands/ruling-hints.js';
import { hint, matchingChoices } from '../../../src/commands/rulings.js';
import { RULEBOOKS } from '../../../src/engine/registry.js';

/**
 * Discord refuses a command whose names, descriptions and choice values add up to more than 8,000 characters (each
 * field in its longest localization), and bulk registration is all or nothing. Every command stays under 6,000, so
 * that a new ruling or option does not push one over.
 */
describe('the size of each command as Discord counts it', () => {
  it('counts names, descriptions and choice names and values, each in its longest localization', () => {
    const command = {
      name: 'ab',
      name_localizations: { it: 'abcd' },
      description: 'one',
      description_localizations: { it: 'uno' },
      options: [
        {
          type: 3,
          name: 'x',
          description: 'longer',
          choices: [{ name: 'n', name_localizations: { it: 'nn' }, value: 'value' }],
        },
      ],
    };
    // 4 (abcd) + 3 + 1 + 6 + 2 (nn) + 5 (value)
    expect(commandSize(command as never)).toBe(21);
  });

  it.each(commandDefinitions().map((c) => [c.name, c] as const))('/%s is within the target', (_name, command) => {
    const size = commandSize(command);
    expect(size).toBeLessThanOrEqual(COMMAND_CHARACTER_TARGET);
    expect(size).toBeLessThanOrEqual(COMMAND_CHARACTER_LIMIT);
  });
});

describe('the short hints Discord shows beside the rulings', () => {
  it('name rulings and options that exist, and fit Discord’s 100 characters in both languages', () => {
    for (const [key, text] of Object.entries(RULING_HINTS)) {
      const [command, rulingId, optionName] = key.split(' ');
      const ruling = RULEBOOKS.find((b) => b.command === command)?.rulings.find((r) => r.id === rulingId);
      expect(ruling, key).toBeDefined();
      if (optionName !== undefined)
        expect(
          ruling?.options.some((o) => o.name === optionName),
          key,
        ).toBe(true);
      for (const lang of ['en', 'it'] as const) {
        expect(text[lang].length, `${key} (${lang})`).toBeGreaterThan(0);
        expect(text[lang].length, `${key} (${lang})`).toBeLessThanOrEqual(100);
      }
    }
  });

  it('drop a description’s parenthetical rule numbers and its examples, keeping the rest', () => {
    expect(hint({ en: 'Total combat factors (a defender adds its fort)', it: 'Fattori (12.2.8), es. 7' })).toEqual({
      en: 'Total combat factors',
      it: 'Fattori',
    });
  });
});

describe('autocomplete of a long closed list', () => {
  const option = {
    name: 'terrain',
    type: 'string' as const,
    description: { en: 'Terrain', it: 'Terreno' },
    choices: [
      { value: 'clear', name: { en: 'Clear', it: 'Aperto' } },
      { value: 'forest', name: { en: 'Forest', it: 'Bosco' } },
      { value: 'village', name: { en: 'Village', it: 'Paese' } },
      { value: 'marsh', name: { en: 'Marsh', it: 'Palude' } },
    ],
  };

  it('offers every choice in the reader’s language before anything is typed', () => {
    expect(matchingChoices(option, '', 'it').map((c) => c.name)).toEqual(['Aperto', 'Bosco', 'Paese', 'Palude']);
  });

  it('matches the value or the name, starts-with before contains, exact first', () => {
    expect(matchingChoices(option, 'pa', 'it').map((c) => c.value)).toEqual(['village', 'marsh']);
    expect(matchingChoices(option, 'est', 'en').map((c) => c.value)).toEqual(['forest']);
    expect(matchingChoices(option, 'marsh', 'it').map((c) => c.value)).toEqual(['marsh']);
    expect(matchingChoices(option, 'zzz', 'en')).toEqual([]);
  });
});
