import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';

function capture(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (l) => stdout.push(l),
    err: (l) => stderr.push(l),
    readFile: async () => Buffer.alloc(0),
  };
}

describe('umpire roll', () => {
  it('prints the result as data with --json', async () => {
    const io = capture();
    expect(await main(['roll', '2d6+1', '--json'], io)).toBe(0);
    const result = JSON.parse(io.stdout[0] ?? '') as {
      expression: string;
      dice: { sides: number; value: number }[];
      total: number;
    };
    expect(result.expression).toBe('2d6+1');
    expect(result.dice).toHaveLength(2);
    for (const die of result.dice) {
      expect(die.sides).toBe(6);
      expect(die.value).toBeGreaterThanOrEqual(1);
      expect(die.value).toBeLessThanOrEqual(6);
    }
    expect(result.total).toBe(result.dice[0]!.value + result.dice[1]!.value + 1);
  });

  it('exits 2 with the reason on stderr for bad notation', async () => {
    const io = capture();
    expect(await main(['roll', '2x6'], io)).toBe(2);
    expect(io.stderr[0]).toMatch(/can't read 2x6/);
    expect(io.stdout).toEqual([]);
  });

  it('answers in Italian with --lang it', async () => {
    const io = capture();
    expect(await main(['roll', '101d6', '--lang', 'it'], io)).toBe(2);
    expect(io.stderr[0]).toMatch(/Troppi dadi/);
  });

  it('refuses an unknown command', async () => {
    const io = capture();
    expect(await main(['dance'], io)).toBe(2);
    expect(io.stderr[0]).toMatch(/Unknown command "dance"/);
  });

  it('works as `npx umpire` right after install, without a build step', async () => {
    const { stdout } = await promisify(execFile)('node', ['bin/umpire.mjs', 'roll', '3d6', '--json'], {
      cwd: process.cwd(),
    });
    expect(JSON.parse(stdout)).toMatchObject({ expression: '3d6', total: expect.any(Number) });
    // Starting node with tsx compiles the CLI on the fly: seconds on a loaded machine, so more than the default.
  }, 120_000);
});

describe('umpire fuzz <game>', () => {
  // 1914 by its rules plays one game: a whole Battle for Lorraine is some 800 actions, each checked and replayed
  // (a minute on a machine shared with other test workers). Borodino by its rules plays Shevardino: a 7 September
  // game is some 9,000 actions (minutes; its README's fuzz figures).
  it.each([
    ['paths-of-glory', 2, []],
    ['grand-illusion', 2, []],
    ['borodino', 2, ['--scenario', 'shevardino']],
    ['napoleon-1812', 2, []],
    ['offensive-1914', 1, []],
    ['freeplay', 2, []],
  ] as const)(
    'plays %s by the module the registry gives it, and replays every game to its snapshot',
    async (game, games, flags) => {
      const io = capture();
      expect(await main(['fuzz', game, '--games', String(games), '--seed', 'cli', ...flags], io)).toBe(0);
      expect(io.stdout[0]).toMatch(
        new RegExp(`^${games} games?, \\d+ actions, ${games} finished, 0 finding\\(s\\) in `),
      );
    },
    300_000,
  );

  it("names the deck's cards never played as events, and refuses a player or a script it cannot make", async () => {
    const io = capture();
    expect(await main(['fuzz', 'paths-of-glory', '--games', '1', '--seed', 'cli', '--scenario', 'intro'], io)).toBe(0);
    expect(io.stdout.some((l) => /^ {2}cards never played as events \(\d+ of 110\): (ap|cp)-\d+/.test(l))).toBe(true);
    const player = capture();
    expect(await main(['fuzz', 'paths-of-glory', '--player', 'greedy'], player)).toBe(2);
    expect(player.stderr[0]).toMatch(/^--player must be one of random, eventful\n/);
    const script = capture();
    expect(
      await main(['fuzz', 'paths-of-glory', '--games', '2', '--scenario', 'intro', '--script', 'x.txt'], script),
    ).toBe(2);
    expect(script.stderr[0]).toMatch(/^--script FILE records one game/);
    const scriptFrom = capture();
    expect(
      await main(
        ['fuzz', 'paths-of-glory', '--games', '1', '--scenario', 'intro', '--from', '3', '--script', 'x.txt'],
        scriptFrom,
      ),
    ).toBe(2);
    expect(scriptFrom.stderr[0]).toMatch(/^--script FILE records one game .*, without --from\n/);
    const scenario = capture();
    expect(await main(['fuzz', 'paths-of-glory', '--scenario', 'short'], scenario)).toBe(2);
    expect(scenario.stderr[0]).toBe('--scenario: paths-of-glory has intro, limited, campaign');
    // An option the game does not have is refused with the ones it has, by fuzz and play alike.
    const option = capture();
    expect(await main(['fuzz', 'paths-of-glory', '--options', 'deluxe'], option)).toBe(2);
    expect(option.stderr[0]).toBe('--options: paths-of-glory has deluxe-cards');
    const play = capture();
    expect(await main(['play', 'paths-of-glory', '--options', 'deluxe,deluxe-cards'], play)).toBe(2);
    expect(play.stderr[0]).toBe('--options: paths-of-glory has deluxe-cards (the 2022 Deluxe optional cards (56–65))');
  }, 60_000);

  it('--jobs 2 runs the games in two processes, seeds S#1 and S#2, and sums their reports as the runs give them', async () => {
    const jobs = capture();
    expect(await main(['fuzz', 'freeplay', '--games', '5', '--seed', 'cli-jobs', '--jobs', '2'], jobs)).toBe(0);
    const [total, actions] = /^5 games, (\d+) actions, 5 finished, 0 finding\(s\) in /.exec(jobs.stdout[0] ?? '') ?? [];
    expect(total, jobs.stdout.join('\n')).toBeDefined();
    // The same as the two runs alone: 3 games with the seed cli-jobs#1, 2 with cli-jobs#2.
    let alone = 0;
    for (const [seed, games] of [
      ['cli-jobs#1', '3'],
      ['cli-jobs#2', '2'],
    ] as const) {
      const run = capture();
      expect(await main(['fuzz', 'freeplay', '--games', games, '--seed', seed], run)).toBe(0);
      alone += Number(/, (\d+) actions,/.exec(run.stdout[0] ?? '')?.[1]);
    }
    expect(Number(actions)).toBe(alone);
    const bad = capture();
    expect(await main(['fuzz', 'freeplay', '--jobs', '0'], bad)).toBe(2);
    expect(bad.stderr[0]).toMatch(/^--jobs must be a whole number from 1 to 64/);
    const both = capture();
    expect(await main(['fuzz', 'freeplay', '--jobs', '2', '--from', '3'], both)).toBe(2);
    expect(both.stderr[0]).toMatch(/^--jobs must be a whole number from 1 to 64, without --script or --from\n/);
    const from = capture();
    expect(await main(['fuzz', 'freeplay', '--from', '-1'], from)).toBe(2);
    expect(from.stderr[0]).toMatch(/^--from must be a whole number from 0 to 1000000/);
  }, 300_000);

  it('refuses a game the registry does not know, naming the games', async () => {
    const io = capture();
    expect(await main(['fuzz', 'chess'], io)).toBe(2);
    expect(io.stderr[0]).toBe(
      'Unknown game "chess". Games: paths-of-glory, grand-illusion, borodino, napoleon-1812, offensive-1914, freeplay.',
    );
  });
});

describe('umpire ruling --json', () => {
  it('keeps its fields and adds the explanation as data: each step with the rule it applied', async () => {
    const io = capture();
    const args = ['ruling', 'paths-of-glory', 'fire', '--table', 'army', '--cf', '7', '--shift', '-1', '--dice', '4'];
    expect(await main([...args, '--json'], io)).toBe(0);
    const out = JSON.parse(io.stdout[0] ?? '') as Record<string, unknown> & {
      steps: { step: string; rule?: string }[];
    };
    expect(Object.keys(out)).toEqual(['game', 'ruling', 'input', 'dice', 'result', 'rules', 'text', 'steps']);
    expect(out['result']).toMatchObject({ column: '5', die: 4 });
    // 12.2.8: the 6-8 column shifted one left reads column 5.
    expect(out.steps.some((s) => s.rule === '12.2.8')).toBe(true);
    expect(out['rules']).toEqual(expect.arrayContaining(out.steps.flatMap((s) => (s.rule ? [s.rule] : []))));
  });
});
