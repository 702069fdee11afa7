import { describe, expect, it } from 'vitest';
import type { GameMeta, GameStore, LogEntry, NewGame } from '../../src/store/types.js';

/** The contract every GameStore keeps; run against the Redis store and the memory store. */
export function storeContract(name: string, makeStore: () => GameStore): void {
  const meta = (channelId: string, lastActivity = 1000): GameMeta => ({
    id: '0123456789abcdef',
    module: 'freeplay',
    pack: { id: 'demo', version: '1' },
    scenario: 'meeting',
    options: {},
    guildId: 'g1',
    channelId,
    createdBy: 'u1',
    createdAt: 1000,
    commitment: 'c'.repeat(64),
    seats: [
      { side: 'blue', userId: 'u1' },
      { side: 'red', userId: 'u2' },
    ],
    quiet: [],
    status: 'active',
    paceMinutes: 0,
    lastActivity,
  });
  const setupEntry: LogEntry = {
    v: 0,
    kind: 'setup',
    at: 1000,
    setup: { scenario: 'meeting', options: {} },
    dice: [{ index: 0, sides: 6, value: 3 }],
    events: [{ kind: 'setup' }],
    closesUndo: true,
  };
  const newGame = (channelId: string, lastActivity?: number): NewGame<{ n: number }> => ({
    state: { n: 0 },
    meta: meta(channelId, lastActivity),
    seed: Buffer.alloc(32, 9),
    diceNext: 1,
    entry: setupEntry,
  });
  const step = (n: number, expected: number, iid?: string) => ({
    expected,
    state: { n },
    meta: meta('c', 2000 + n),
    diceNext: 1 + n,
    entry: {
      kind: 'action' as const,
      at: 2000 + n,
      by: { side: 'blue', user: 'u1' },
      action: { n },
      dice: [{ index: n, sides: 6, value: n }],
      events: [{ kind: 'step', n }],
      closesUndo: false,
      ...(iid ? { iid } : {}),
    },
  });

  describe(`${name} game store`, () => {
    it('creates a game at version 0 and refuses a second game in the same channel', async () => {
      const store = makeStore();
      expect(await store.create('c', newGame('c'))).toBe(true);
      expect(await store.create('c', newGame('c'))).toBe(false);
      const game = await store.load<{ n: number }>('c');
      expect(game).toMatchObject({ channelId: 'c', version: 0, state: { n: 0 }, diceNext: 1 });
      expect(game?.seed.equals(Buffer.alloc(32, 9))).toBe(true);
      expect(await store.log('c')).toEqual([setupEntry]);
      expect(await store.load('other')).toBeUndefined();
    });

    it('commits on the expected version only, and logs exactly what it commits', async () => {
      const store = makeStore();
      await store.create('c', newGame('c'));
      expect(await store.commit('c', step(1, 0))).toEqual({ status: 'committed', version: 1 });
      expect(await store.commit('c', step(99, 0))).toEqual({ status: 'conflict', version: 1 });
      expect(await store.commit('c', step(2, 1))).toEqual({ status: 'committed', version: 2 });
      const game = await store.load<{ n: number }>('c');
      expect(game).toMatchObject({ version: 2, state: { n: 2 }, diceNext: 3 });
      const log = await store.log('c');
      expect(log.map((e) => e.v)).toEqual([0, 1, 2]);
      expect(log[2]).toMatchObject({ kind: 'action', action: { n: 2 }, dice: [{ index: 2, sides: 6, value: 2 }] });
      expect((await store.log('c', { from: 1, to: 1 })).map((e) => e.v)).toEqual([1]);
    });

    it('recognises an interaction it already applied', async () => {
      const store = makeStore();
      await store.create('c', newGame('c'));
      expect(await store.commit('c', step(1, 0, 'i-1'))).toEqual({ status: 'committed', version: 1 });
      expect(await store.commit('c', step(1, 1, 'i-1'))).toEqual({ status: 'duplicate', version: 1 });
      expect((await store.log('c')).length).toBe(2);
    });

    it('answers missing for a channel with no game', async () => {
      expect(await makeStore().commit('nowhere', step(1, 0))).toEqual({ status: 'missing' });
    });

    it('archives a finished game out of the hot keys and frees the channel', async () => {
      const store = makeStore();
      await store.create('c', newGame('c'));
      await store.commit('c', step(1, 0));
      const archived = await store.archive('c');
      expect(archived?.archiveId).toBe('c-0123456789abcdef');
      expect(await store.load('c')).toBeUndefined();
      const back = await store.loadArchived<{ n: number }>(archived!.archiveId);
      expect(back?.game.state).toEqual({ n: 1 });
      expect(back?.log.map((e) => e.v)).toEqual([0, 1]);
      expect((await store.listArchived('g1')).map((a) => a.archiveId)).toContain('c-0123456789abcdef');
      expect(await store.create('c', newGame('c'))).toBe(true);
    });

    it('restores a whole game with its log, and refuses an occupied channel', async () => {
      const store = makeStore();
      const log: LogEntry[] = [setupEntry, { ...step(1, 0, 'i-9').entry, v: 1 }];
      const game = { version: 1, state: { n: 1 }, meta: meta('r'), diceNext: 2, seed: Buffer.alloc(32, 3) };
      expect(await store.restore('r', game, log)).toBe(true);
      expect(await store.load('r')).toMatchObject({ version: 1, state: { n: 1 }, diceNext: 2 });
      expect(await store.log('r')).toEqual(log);
      // The restored interaction ids still guard against a second delivery.
      expect(await store.commit('r', step(2, 1, 'i-9'))).toEqual({ status: 'duplicate', version: 1 });
      expect(await store.restore('r', game, log)).toBe(false);
    });

    it('records the posted picture version only forward', async () => {
      const store = makeStore();
      expect(await store.postedVersion('c')).toBe(-1);
      expect(await store.markPosted('c', 3)).toBe(true);
      expect(await store.markPosted('c', 3)).toBe(false);
      expect(await store.markPosted('c', 2)).toBe(false);
      expect(await store.markPosted('c', 5)).toBe(true);
      expect(await store.postedVersion('c')).toBe(5);
      // A new game in the channel starts with no picture posted.
      expect(await store.create('c', newGame('c'))).toBe(true);
      expect(await store.postedVersion('c')).toBe(-1);
    });

    it('lists idle games, oldest first', async () => {
      const store = makeStore();
      await store.create('old', newGame('old', 100));
      await store.create('new', newGame('new', 5000));
      expect(await store.idleGames(1000)).toEqual(['old']);
      await store.remove('old');
      expect(await store.idleGames(1000)).toEqual([]);
      expect(await store.load('old')).toBeUndefined();
    });
  });
}
