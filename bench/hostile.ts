import fc from 'fast-check';
import { SourceDice } from '../src/engine/core/dice.js';
import { parseNotation, rollNotation } from '../src/engine/core/notation.js';
import { builtInPack } from '../src/engine/packs.js';
import { PackLibrary } from '../src/store/packs.js';

/**
 * `npm run bench:hostile`: how long the bot takes over hostile input, which tests/reliability/hostile-input.test.ts
 * checks for behaviour only (a timed test fails on a loaded machine). Prints p50 / p99 / max of parsing and
 * rolling random dice notation, and of importing packs: the built-in Paths of Glory pack (the largest) and random
 * JSON. Asserts nothing.
 */
function summary(label: string, times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return `${label.padEnd(44)} n ${String(sorted.length).padStart(6)}   p50 ${at(50).toFixed(3)} ms   p99 ${at(99).toFixed(3)} ms   max ${sorted.at(-1)!.toFixed(3)} ms`;
}

async function main(): Promise<void> {
  console.log(`Hostile input (Node ${process.version})`);
  const texts = fc.sample(
    fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.stringMatching(/^[0-9d+\-khl ]{1,80}$/),
      fc.constantFrom('999999d999999', '1d6'.repeat(500), 'd66', '4d6kh3+2'),
    ),
    { numRuns: 20_000, seed: 42 },
  );
  const parse: number[] = [];
  for (const text of texts) {
    const started = performance.now();
    const parsed = parseNotation(text);
    if (parsed.ok) rollNotation(parsed.value, new SourceDice(() => 0));
    parse.push(performance.now() - started);
  }
  console.log(summary('dice notation, parse and roll', parse));

  const library = PackLibrary.inMemory();
  const big = builtInPack('paths-of-glory')!;
  const imports: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await library.import('g-bench', { ...big, id: `pog-${i}` }, 'u1');
    imports.push(performance.now() - started);
  }
  console.log(summary('pack import, the Paths of Glory pack', imports));
  const junk = fc.sample(fc.jsonValue({ maxDepth: 8 }), { numRuns: 2_000, seed: 7 });
  const refused: number[] = [];
  for (const data of junk) {
    const started = performance.now();
    await library.import('g-bench', data, 'u1');
    refused.push(performance.now() - started);
  }
  console.log(summary('pack import, random JSON (refused)', refused));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
