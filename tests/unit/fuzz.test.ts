import { describe, expect, it } from 'vitest';
import { deckOf, fuzz, mergeReports } from '../../src/cli/fuzz.js';
import type { CliIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { demoPack } from '../../src/engine/games/freeplay/demo-pack.js';
import { moduleFor } from '../../src/engine/modules.js';
import { builtInPacks } from '../../src/engine/packs.js';

describe('the fuzzer', () => {
  it('plays 1,000 freeplay games of random legal actions without a finding; every replay equals its snapshot', async () => {
    const report = await fuzz({ pack: demoPack(), games: 1000, seed: 'ci' });
    expect(report.findings).toEqual([]);
    expect(report.finished).toBe(1000);
    expect(report.actions).toBeGreaterThan(10_000);
    // A guard against a hang, not a duration: about a minute alone, it ran past 200 s on two cores shared with a long
    // fuzz and other test runs.
  }, 900_000);

  it('reports a game that never ends', async () => {
    const report = await fuzz({ pack: demoPack(), games: 1, seed: 'short', maxActions: 3 });
    expect(report.findings.map((f) => f.kind)).toEqual(['never-ends']);
  });

  it("reports a module whose status differs from its view's (GameService reads the status alone)", async () => {
    const pack = builtInPacks().get('offensive-1914')!;
    const module = moduleFor(pack);
    const status = module.status!;
    expect(status).toBeDefined();
    try {
      // A status that says the turn is another than the view's.
      module.status = (state: unknown) => ({ ...status(state), turn: status(state).turn + 1 });
      const report = await fuzz({ pack, games: 1, seed: 'status', maxActions: 5 });
      expect(report.findings).toEqual([{ game: 0, kind: 'status-differs', detail: 'at version 0' }]);
    } finally {
      module.status = status;
    }
    const honest = await fuzz({ pack, games: 1, seed: 'status', maxActions: 5 });
    expect(honest.findings.map((f) => f.kind)).toEqual(['never-ends']);
  });

  it('sums the reports of separate runs (--jobs), each finding naming the seed that replays it', () => {
    const run = (games: number, finding: boolean) => ({
      games,
      actions: games * 10,
      finished: finding ? games - 1 : games,
      findings: finding ? [{ game: 1, kind: 'dead-end' as const, detail: 'x' }] : [],
      endings: { won: finding ? games - 1 : games },
      events: { move: games, fire: 1 },
      cardEvents: {},
    });
    expect(
      mergeReports([
        { seed: 'S#1', report: run(3, false) },
        { seed: 'S#2', report: run(2, true) },
      ]),
    ).toEqual({
      games: 5,
      actions: 50,
      finished: 4,
      findings: [{ game: 1, kind: 'dead-end', detail: 'x', seed: 'S#2' }],
      endings: { won: 4 },
      events: { move: 5, fire: 2 },
      cardEvents: {},
    });
  });

  it('is deterministic for a seed', async () => {
    const a = await fuzz({ pack: demoPack(), games: 5, seed: 'same' });
    const b = await fuzz({ pack: demoPack(), games: 5, seed: 'same' });
    expect(a).toEqual(b);
  });

  it('plays game k of a run again alone (--from k --games 1): each game has its own generator for the choices', async () => {
    const seen: { actions: number; events: Record<string, number> }[] = [];
    await fuzz({
      pack: demoPack(),
      games: 4,
      seed: 'alone',
      progress: (r) => seen.push({ actions: r.actions, events: structuredClone(r.events) }),
    });
    const [, second, third] = seen;
    const alone = await fuzz({ pack: demoPack(), games: 1, seed: 'alone', from: 2 });
    expect(alone.actions).toBe(third!.actions - second!.actions);
    expect(alone.actions).toBeGreaterThan(0);
    const added = Object.fromEntries(
      Object.entries(third!.events)
        .map(([kind, n]) => [kind, n - (second!.events[kind] ?? 0)] as const)
        .filter(([, n]) => n > 0),
    );
    expect(alone.events).toEqual(added);
    // A finding names the game by its number in the run, whatever game the run started at.
    const short = await fuzz({ pack: demoPack(), games: 2, seed: 'alone', from: 7, maxActions: 3 });
    expect(short.findings.map((f) => f.game)).toEqual([7, 8]);
  });

  it('is deterministic for a seed when the dice shape the game from its set-up (Paths of Glory deals hands)', async () => {
    const pack = builtInPacks().get('paths-of-glory')!;
    // Determinism needs no whole games: 300 actions each (the rest is the fuzz command's and its own test's).
    const run = () => fuzz({ pack, games: 2, seed: 'same', maxActions: 300 });
    const [a, b] = [await run(), await run()];
    expect(a).toEqual(b);
    expect(a.actions).toBeGreaterThan(0);
  }, 120_000);

  it('the eventful player plays a card as an event whenever a menu offers one, never offers peace, and is deterministic for a seed', async () => {
    const pack = builtInPacks().get('paths-of-glory')!;
    const options = { pack, games: 1, seed: 'eventful', maxActions: 300, scenario: 'campaign' } as const;
    const run = () => fuzz({ ...options, player: 'eventful' });
    const [a, b] = [await run(), await run()];
    expect(a).toEqual(b);
    // Only the 300 actions' cap stops it (a campaign game is some 1,100 actions).
    expect(a.findings.map((f) => f.kind)).toEqual(['never-ends']);
    expect(a.events['peace-offer']).toBeUndefined();
    // The same seed's random player (no undo, roll or note either) plays fewer events in as many actions.
    const random = await fuzz({ ...options, extras: false });
    expect(a.events['event']).toBeGreaterThan(random.events['event'] ?? 0);
    expect(Object.keys(a.cardEvents).every((card) => deckOf(pack).includes(card))).toBe(true);
  }, 60_000);

  it('records a game as the script `umpire play` replays with the same dice, every line legal', async () => {
    const pack = builtInPacks().get('paths-of-glory')!;
    const seed = 'script';
    const report = await fuzz({ pack, games: 1, seed, maxActions: 150, scenario: 'campaign', script: true });
    const lines = report.script!.filter((l) => !l.startsWith('#'));
    expect(lines).toHaveLength(report.actions);
    expect(report.script![0]).toBe('# Turn 1/20 (August 1914)');
    const out: string[] = [];
    const io: CliIo = {
      out: (l) => out.push(l),
      err: (l) => out.push(`err: ${l}`),
      readFile: async () => Buffer.alloc(0),
      readStdin: async () => report.script!.join('\n'),
    };
    expect(await main(['play', 'paths-of-glory', '--scenario', 'campaign', '--seed', seed, '--actions', '-'], io)).toBe(
      0,
    );
    expect(out[0]).toBe(`version ${lines.length + 1}`);
  }, 60_000);

  it("counts the cards of the pack's deck: the 2004 deck of Paths of Glory, 55 a side", () => {
    const deck = deckOf(builtInPacks().get('paths-of-glory')!);
    expect(deck).toHaveLength(110);
    expect(deck).toContain('ap-55');
    expect(deck).not.toContain('cp-56'); // a Deluxe card
    expect(deckOf(demoPack())).toEqual([]);
  });

  it('never picks a key it is told to skip (games run on past the actions skipped)', async () => {
    const pack = builtInPacks().get('paths-of-glory')!;
    const report = await fuzz({ pack, games: 1, seed: 'skip', maxActions: 200, skip: ['auto'] });
    expect(report.actions).toBeGreaterThan(0);
    expect(report.events['auto']).toBeUndefined();
    const without = await fuzz({ pack, games: 1, seed: 'skip', maxActions: 200 });
    expect(without.events['auto']).toBeGreaterThan(0);
  });
});
