/**
 * The rulings' answers, kept as a fixture so that reshaping a game's rules cannot change one unnoticed
 * (tests/unit/rulings-golden.test.ts replays every case).
 *
 *   node --import tsx scripts/rulings-golden.ts --from recording.jsonl   # cases recorded from a test run
 *   node --import tsx scripts/rulings-golden.ts                           # same cases, answers written anew
 *
 * A recording is one JSON line per `runRuling` call ({ game, ruling, raw, faces, tables }). Rewrite the answers only
 * for a deliberate change of wording, and say so in the commit.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { goldenAnswer, GOLDEN_PATH, type GoldenCase, type GoldenFile } from '../tests/helpers/rulings-golden.js';
import { RULEBOOKS } from '../src/engine/registry.js';

interface Recorded {
  readonly id: string;
  readonly d: string;
  readonly raw: GoldenCase['raw'];
  readonly faces: readonly number[] | null;
  readonly tables: Record<string, unknown>;
}

function gameOf(rec: Recorded): string | undefined {
  return RULEBOOKS.find((g) => g.rulings.some((r) => r.id === rec.id && r.description.en === rec.d))?.id;
}

function fromRecording(path: string): GoldenFile {
  const tables: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  const cases: GoldenCase[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const rec = JSON.parse(line) as Recorded;
    if (rec.faces === null) continue;
    const game = gameOf(rec);
    if (!game) throw new Error(`no game has the ruling ${rec.id} (${rec.d})`);
    let tablesRef: string | undefined;
    if (Object.keys(rec.tables).length > 0) {
      const text = JSON.stringify(rec.tables);
      tablesRef = createHash('sha256').update(text).digest('hex').slice(0, 12);
      tables[tablesRef] = rec.tables;
    }
    const c: GoldenCase = {
      game,
      ruling: rec.id,
      raw: rec.raw,
      faces: rec.faces,
      ...(tablesRef ? { tables: tablesRef } : {}),
    };
    const key = JSON.stringify(c);
    if (seen.has(key)) continue;
    seen.add(key);
    cases.push(c);
  }
  return { tables, cases };
}

const from = process.argv.indexOf('--from');
const file: GoldenFile =
  from >= 0
    ? fromRecording(process.argv[from + 1] ?? '')
    : (JSON.parse(readFileSync(GOLDEN_PATH, 'utf8')) as GoldenFile);
const cases = file.cases.map((c) => ({ ...c, expected: goldenAnswer(file, c) }));
// One case a line: a diff shows which answers changed.
const lines = cases.map((c) => '  ' + JSON.stringify(c));
writeFileSync(GOLDEN_PATH, `{\n "tables": ${JSON.stringify(file.tables)},\n "cases": [\n${lines.join(',\n')}\n ]\n}\n`);
console.log(`${cases.length} cases written to ${GOLDEN_PATH}`);
