import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULEBOOKS } from '../../src/engine/registry.js';

/**
 * The rules core's shape (docs/architecture.md): each game's rules exist once, as pure functions in `rules/` over
 * the game's `model.ts`, with their explanations as data. Prose lives in `words.ts`; Discord's and the command
 * line's option declarations in `rulings.ts`. The same check by hand:
 *
 *   grep -rlE "loc\(|Localized|nameIt|option\.(integer|number|string|boolean|choice)|defineRuling" \
 *     src/engine/games/*\/rules src/engine/games/*\/model.ts src/engine/games/*\/notation.ts
 *
 * prints nothing.
 */
const GAMES = resolve(import.meta.dirname, '../../src/engine/games');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** What computes a rule: the rules, the model they work on, and the notation that builds model objects. */
function rulesFiles(game: string): string[] {
  const folder = join(GAMES, game);
  return [
    ...files(join(folder, 'rules')),
    ...['model.ts', 'notation.ts'].map((f) => join(folder, f)).filter((f) => existsSync(f)),
  ];
}

/** A file's code without its comments (which may well name the words file or a describe function). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

const PROSE_OR_OPTIONS = [
  { what: 'prose in two languages', pattern: /\bloc\(|\bLocalized\b|joinLocalized|describeRoll/ },
  {
    what: 'an option declaration',
    pattern: /\bnameIt\b|\boption\.(integer|number|string|boolean|choice)\(|defineRuling/,
  },
  { what: 'an import of the wording or ruling framework', pattern: /from '[./]*\/core\/(localized|words|ruling)\.js'/ },
];

describe('the rules core of each game', () => {
  for (const game of RULEBOOKS.map((g) => g.id)) {
    describe(game, () => {
      const folder = join(GAMES, game);

      it('has a model, rules by chapter, one file of words and the rulings adapter', () => {
        expect(existsSync(join(folder, 'model.ts')), 'model.ts').toBe(true);
        expect(files(join(folder, 'rules')).length, 'rules/').toBeGreaterThan(0);
        expect(existsSync(join(folder, 'words.ts')), 'words.ts').toBe(true);
        expect(existsSync(join(folder, 'rulings.ts')) || existsSync(join(folder, 'rulings')), 'rulings').toBe(true);
      });

      it('computes its rules without prose or option declarations', () => {
        const found: string[] = [];
        for (const file of rulesFiles(game)) {
          const text = code(readFileSync(file, 'utf8'));
          for (const { what, pattern } of PROSE_OR_OPTIONS)
            if (pattern.test(text)) found.push(`${relative(GAMES, file)}: ${what}`);
        }
        expect(found).toEqual([]);
      });
    });
  }
});
