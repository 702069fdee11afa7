import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../../src/cli/io.js';
import { main } from '../../../src/cli/main.js';

/**
 * Napoleon 1812's draft played through the command line: a whole game the fuzzer wrote as a script (its header has
 * the command that regenerates it and the one that replays it, with `--draft`), from the set-up's Depots to 14.7.
 */
const SCRIPT = 'tests/fixtures/napoleon-1812-historical.txt';

function capture(): CliIo & { out_: string[]; err_: string[] } {
  const out_: string[] = [];
  const err_: string[] = [];
  return {
    out_,
    err_,
    out: (line) => out_.push(line),
    err: (line) => err_.push(line),
    readFile: (path) => readFile(path),
    readStdin: async () => '',
  };
}

describe('umpire play napoleon-1812 --draft', () => {
  it('replays a whole game of the historical scenario to the end its header records (14.7)', async () => {
    const script = await readFile(SCRIPT, 'utf8');
    const header = script.split('\n').filter((l) => l.startsWith('# '));
    const replay = header.find((l) => l.startsWith('# Replay: npx umpire '))!.slice('# Replay: npx umpire '.length);
    const ending = header.find((l) => l.startsWith('# It ends: '))!.slice('# It ends: '.length);
    expect(replay).toContain('--draft');
    expect(ending).toMatch(/^End of turn 16: French \d+ VP, Russian \d+ VP; (French|Russian) wins \(14\.7\)\.$/);
    const io = capture();
    const code = await main([...replay.split(' '), '--json'], io);
    expect(io.err_).toEqual([]);
    expect(code).toBe(0);
    const out = JSON.parse(io.out_.join('\n'));
    expect(out.status.over.reason).toBe(ending);
    expect(out.status.active).toEqual([]);
    const actions = script.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#')).length;
    expect(out.version).toBe(actions + 1);
  }, 120_000);

  it('without --draft plays the same rules, the module the bot plays: the script’s opening is legal', async () => {
    // The set-up's Depots and the first steps of turn 1 (14.1, 7.1, 7.2), from the same script without --draft.
    const script = await readFile(SCRIPT, 'utf8');
    const opening = script.split('\n').slice(0, 40).join('\n');
    const io = { ...capture(), readFile: async () => Buffer.from(opening) };
    const code = await main(
      ['play', 'napoleon-1812', '--scenario', 'historical', '--seed', 'n1812-script-1', '--actions', SCRIPT, '--json'],
      io,
    );
    expect(io.err_).toEqual([]);
    expect(code).toBe(0);
    const lines = opening.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#')).length;
    expect(JSON.parse(io.out_.join('\n')).version).toBe(lines + 1);
  });
});
