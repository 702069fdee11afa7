import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../../src/cli/io.js';
import { main } from '../../../src/cli/main.js';
import { playCommand } from '../../../src/cli/play.js';
import { createPathsOfGlory } from '../../../src/engine/games/paths-of-glory/play/module.js';

/** `umpire play`: a whole scripted turn of the Paths of Glory campaign game, and an illegal line. */

const SCRIPT = 'tests/fixtures/paths-of-glory-turn-1.txt';
/**
 * Whole campaign games: `npx umpire fuzz … --script` wrote them (each header has the command that regenerates it): one
 * of the 2004 deck, one created with the 2022 Deluxe optional cards (`--options deluxe-cards`).
 */
const CAMPAIGN = 'tests/fixtures/paths-of-glory-campaign.txt';
const CAMPAIGN_DELUXE = 'tests/fixtures/paths-of-glory-campaign-deluxe.txt';
/** A Deluxe card played as an event or as a Combat Card (AP and CP 56–65). */
const DELUXE_PLAY = /^(?:play\/(?:ap|cp)-(?:5[6-9]|6[0-5])\/event|cc\/(?:ap|cp)-(?:5[6-9]|6[0-5]))$/m;

/** The lines of a script that are actions (neither blank nor a `#` comment). */
const countActions = (script: string) =>
  script.split('\n').filter((l) => l.trim().length > 0 && !l.trim().startsWith('#')).length;

function capture(files: Record<string, string> = {}): CliIo & { out_: string[]; err_: string[] } {
  const out_: string[] = [];
  const err_: string[] = [];
  return {
    out_,
    err_,
    out: (line) => out_.push(line),
    err: (line) => err_.push(line),
    readFile: async (path) => (path in files ? Buffer.from(files[path]!) : readFile(path)),
    readStdin: async () => files['-'] ?? '',
  };
}

const play = (argv: string[], io: CliIo) => playCommand(argv, io, createPathsOfGlory);

describe('umpire play paths-of-glory', () => {
  it('plays a whole scripted turn of the campaign game, to September 1914’s first round', async () => {
    const io = capture();
    const code = await play(
      [
        'paths-of-glory',
        '--scenario',
        'campaign',
        '--seed',
        'turn-1',
        '--actions',
        SCRIPT,
        '--dice',
        '5,3,3',
        '--json',
      ],
      io,
    );
    expect(io.err_).toEqual([]);
    expect(code).toBe(0);
    const out = JSON.parse(io.out_.join('\n'));
    expect(out.status).toMatchObject({
      turn: 2,
      turnLabel: 'Turn 2/20 (September 1914), action round 1',
      active: ['cp'],
    });
    expect(out.prompt).toMatch(/8\.1\.3/);
    expect(out.actions.length).toBeGreaterThan(5);
    const piece = (id: string) => out.pieces.find((p: { id: string }) => p.id === id);
    expect(piece('ge-5').at).toBe('sedan');
    expect(piece('fr-5').at).toBe('brussels');
    // CP #1 Guns of August: Liège's fort destroyed, the German 1st and 2nd Armies in it.
    expect(piece('ge-1').at).toBe('liege');
    expect(piece('ge-c9').at).toBe('cp-reserve');
    expect(piece('trench-metz').label).toBe('T2');
    expect(piece('trench-koblenz').label).toBe('T1'); // CP #6 Entrench: the first trench, where the CP chose // the 4th Army's roll of 3 ≤ LF 3 (11.2.2)
    expect(piece('control-sedan').label).toBe('CP');
    // 6.0 F: the Allies spent FR RP on the reduced 6th Army.
    expect(piece('fr-6')).toMatchObject({ reduced: false, values: [3, 3, 3] });
    expect(out.log).toEqual(expect.arrayContaining(['Turn 2 begins.']));
    // Every card is somewhere: 7 in each hand after the draw (6.0 G).
    expect(out.notes.join('\n')).toMatch(/CP hand 7, .*AP hand 7/);
  });

  it.each([
    ['the 2004 deck', CAMPAIGN],
    ['the Deluxe optional cards', CAMPAIGN_DELUXE],
  ])(
    'plays a whole campaign game with %s, scripted by the fuzzer, to the result its header records (5.2, 5.3–5.5, 16.2.1)',
    async (_deck, file) => {
      // The header says how the script was made and how `umpire play` replays it (the seed the fuzzer's game rolled).
      const script = await readFile(file, 'utf8');
      // The Deluxe game plays Deluxe cards, and only it does (its replay is created with the option).
      expect(DELUXE_PLAY.test(script)).toBe(file === CAMPAIGN_DELUXE);
      expect(script.includes('--options deluxe-cards')).toBe(file === CAMPAIGN_DELUXE);
      const header = script.split('\n').filter((l) => l.startsWith('# '));
      const replay = header
        .find((l) => l.startsWith('# Replay: npx umpire play '))!
        .slice('# Replay: npx umpire '.length);
      const ending = header.find((l) => l.startsWith('# It ends: '))!.slice('# It ends: '.length);
      // A result: an automatic victory, an armistice or the last turn over, with a winner (not a draw nor the cap).
      expect(ending).toMatch(
        /^(automatic victory \(5\.2\)|armistice \(16\.2\.1\)|the scenario’s last turn is over \(5\.3–5\.5\)); the (Allies|Central Powers) win$/,
      );
      const io = capture();
      const code = await main([...replay.split(' '), '--json'], io);
      expect(io.err_).toEqual([]);
      expect(code).toBe(0);
      const out = JSON.parse(io.out_.join('\n'));
      expect(out.status.over.reason).toBe(ending);
      expect(out.status.over.winner).toBe(ending.endsWith('the Allies win') ? 'ap' : 'cp');
      expect(out.status.active).toEqual([]);
      expect(out.actions).toEqual([]);
      // Every line was applied: the game ended on the script's last action, not before.
      expect(out.version).toBe(countActions(script) + 1);
    },
    120_000,
  );

  it('stops at an illegal action with its rule and exit code 2 (9.4.3: RP twice in a row); a label not offered is not an action now', async () => {
    const script = (await readFile(SCRIPT, 'utf8')).replace(
      'Play Russian Reinforcements for Replacement Points\n',
      'Play Russian Reinforcements for Replacement Points\nPlay German Reinforcements for Replacement Points\nplay/ap-10/rp\n',
    );
    const io = capture({ '-': script });
    const code = await play(
      ['paths-of-glory', '--scenario', 'campaign', '--seed', 'turn-1', '--actions', '-', '--dice', '5,3,3'],
      io,
    );
    expect(code).toBe(2);
    expect(io.err_.join('\n')).toMatch(
      /You played a card for RP in your previous round of this turn\. \(9\.4\.3\) \[rule 9\.4\.3\]/,
    );
    expect(io.out_[0]).toBe('version 33');
    const label = capture({
      '-': script.replace('play/ap-10/rp', 'Play French Reinforcements for Replacement Points'),
    });
    expect(
      await play(
        ['paths-of-glory', '--scenario', 'campaign', '--seed', 'turn-1', '--actions', '-', '--dice', '5,3,3'],
        label,
      ),
    ).toBe(2);
    expect(label.err_[0]).toMatch(/not an action of this game now/);
  });

  it('prints the status, prompt, legal actions and pieces of a new game', async () => {
    const io = capture();
    expect(await play(['paths-of-glory', '--scenario', 'intro', '--seed', 'x'], io)).toBe(0);
    expect(io.out_).toEqual(
      expect.arrayContaining([
        'version 1',
        'prompt: Keep Guns of August for your starting hand? (4.3.1)',
        '  guns/keep  Start with Guns of August in hand',
      ]),
    );
    expect(io.out_.some((l) => l.startsWith('  ge-8 GE 8th Army 5-3-3 at insterberg'))).toBe(true);
  });

  it('is the registered module `umpire play` plays, and the usage lists it', async () => {
    const io = capture();
    expect(await main(['play', 'paths-of-glory', '--scenario', 'campaign', '--seed', 'x'], io)).toBe(0);
    expect(io.out_).toContain('  guns/keep  Start with Guns of August in hand');
    const help = capture();
    await main(['help'], help);
    expect(help.out_.join('\n')).toMatch(/umpire play <game> --scenario S --seed S/);
  });

  it('refuses an unknown game with the usage, exit code 2', async () => {
    const io = capture();
    expect(await play(['chess'], io)).toBe(2);
    expect(io.err_[0]).toMatch(/Usage: umpire play/);
  });
});
