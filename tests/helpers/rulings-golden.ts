import { fileURLToPath } from 'node:url';
import { ScriptedDice } from '../../src/engine/core/dice.js';
import { runRuling, type RawValue } from '../../src/engine/core/ruling.js';
import { rulebook } from '../../src/engine/registry.js';

/** Where the rulings' recorded answers live (scripts/rulings-golden.ts writes them). */
export const GOLDEN_PATH = fileURLToPath(new URL('../fixtures/rulings-golden.json', import.meta.url));

export interface GoldenCase {
  readonly game: string;
  readonly ruling: string;
  readonly raw: Readonly<Record<string, RawValue | undefined>>;
  /** The dice forced, as players who rolled their own would give them. */
  readonly faces: readonly number[];
  /** Key of the pack tables the ruling was given (in GoldenFile.tables). */
  readonly tables?: string;
  readonly expected?: GoldenAnswer;
}

export interface GoldenFile {
  readonly tables: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly cases: readonly GoldenCase[];
}

/** What must not change: success or refusal, the result, the rules applied, the dice used, the words. */
export interface GoldenAnswer {
  readonly ok: boolean;
  readonly result?: unknown;
  readonly rules?: readonly string[];
  readonly dice: readonly number[];
  readonly en: string;
  readonly it: string;
}

export function goldenAnswer(file: GoldenFile, c: GoldenCase): GoldenAnswer {
  const ruling = rulebook(c.game)?.rulings.find((r) => r.id === c.ruling);
  if (!ruling) throw new Error(`${c.game} has no ruling ${c.ruling}`);
  const tables = c.tables === undefined ? {} : (file.tables[c.tables] ?? {});
  const { outcome, dice } = runRuling(ruling, c.raw, new ScriptedDice(c.faces), { tables });
  const words = outcome.ok ? outcome.text : outcome.message;
  return {
    ok: outcome.ok,
    ...(outcome.ok ? { result: outcome.result, rules: outcome.rules } : {}),
    dice: dice.map((d) => d.value),
    en: words.en,
    it: words.it,
  };
}
