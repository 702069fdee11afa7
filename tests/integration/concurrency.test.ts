import { afterAll, describe, expect, it } from 'vitest';
import { RedisGameStore } from '../../src/store/redis-store.js';
import { GameService } from '../../src/store/games.js';
import { blue, builtInPackSource, startDemo } from '../helpers/games.js';
import { dropPrefix, testPrefix, testRedis } from '../helpers/redis.js';

const admin = testRedis();
const prefix = testPrefix('concurrency');
// Five connections, as five bot processes would have.
const connections = Array.from({ length: 5 }, () => testRedis());
afterAll(async () => {
  await dropPrefix(admin, prefix);
  admin.disconnect();
  for (const c of connections) c.disconnect();
});

describe('concurrent actions on one game (real Redis)', () => {
  it('50 players clicking against the same version: one applies, 49 are told the game changed', async () => {
    await startDemo(new RedisGameStore(connections[0]!, prefix), 'race-1');
    const services = connections.map((c) => new GameService(new RedisGameStore(c, prefix), builtInPackSource));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        services[i % services.length]!.act('race-1', {
          actor: blue,
          action: { type: 'note', text: `click ${i}`, secret: false },
          expected: 0,
          iid: `click-${i}`,
        }),
      ),
    );
    const applied = results.filter((r) => r.kind === 'applied');
    const stale = results.filter((r) => r.kind === 'stale');
    expect(applied).toHaveLength(1);
    expect(stale).toHaveLength(49);
    for (const loser of stale) expect(loser.kind === 'stale' && loser.game.version).toBe(1);
    const log = await services[0]!.store.log('race-1');
    expect(log.map((e) => e.v)).toEqual([0, 1]);
    expect(log[1]!.iid).toBe(applied[0]!.kind === 'applied' ? applied[0]!.entry.iid : undefined);
  });

  it('50 concurrent actions with no version: every version holds exactly one action, and replay equals the snapshot', async () => {
    await startDemo(new RedisGameStore(connections[0]!, prefix), 'race-2');
    const services = connections.map((c) => new GameService(new RedisGameStore(c, prefix), builtInPackSource));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        services[i % services.length]!.act('race-2', {
          actor: blue,
          action: { type: 'roll', dice: '1d6', reason: `r${i}` },
          iid: `roll-${i}`,
        }),
      ),
    );
    const applied = results.filter((r) => r.kind === 'applied');
    const losers = results.filter((r) => r.kind !== 'applied');
    expect(applied.length).toBeGreaterThanOrEqual(1);
    expect(losers.every((r) => r.kind === 'stale')).toBe(true);
    const log = await services[0]!.store.log('race-2');
    expect(log.map((e) => e.v)).toEqual(Array.from({ length: applied.length + 1 }, (_, v) => v));
    const loggedIids = log
      .slice(1)
      .map((e) => e.iid)
      .sort();
    const appliedIids = applied.map((r) => (r.kind === 'applied' ? r.entry.iid : '')).sort();
    expect(loggedIids).toEqual(appliedIids);
    // The dice indices are consecutive: no roll was used twice or skipped by a loser.
    expect(log.flatMap((e) => e.dice.map((d) => d.index))).toEqual(Array.from({ length: applied.length }, (_, i) => i));
    expect(await services[0]!.checkReplay('race-2')).toEqual({ ok: true });
  });
});
