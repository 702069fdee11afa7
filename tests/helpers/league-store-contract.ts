import { describe, expect, it } from 'vitest';
import { joinLeague } from '../../src/league/league.js';
import type { LeagueStore } from '../../src/store/league-types.js';
import { LeagueService } from '../../src/store/leagues.js';
import { T0, demoLeague } from './leagues.js';

/** The contract every LeagueStore keeps; run against the Redis store and the memory store. */
export function leagueStoreContract(name: string, makeStore: () => LeagueStore): void {
  const entry = { at: T0, by: 'org', op: 'create', detail: {} };

  describe(`league store contract (${name})`, () => {
    it('creates a league at version 0; a second league of the same name in the guild is refused, in any case', async () => {
      const store = makeStore();
      const league = demoLeague();
      expect(await store.create(league, entry)).toBe('created');
      expect(await store.load(league.id)).toEqual({ version: 0, league });
      expect(await store.create({ ...league, id: 'other', name: ' coppa ' }, entry)).toBe('name-taken');
      expect(await store.create({ ...league, id: 'elsewhere', guildId: 'g2' }, entry)).toBe('created');
      expect(await store.list('g1')).toEqual([{ id: league.id, name: 'Coppa' }]);
      expect(await store.load('missing')).toBeUndefined();
    });

    it('commits with a compare-and-set on the version, and logs each change', async () => {
      const store = makeStore();
      const league = demoLeague();
      await store.create(league, entry);
      const changed = { ...league, name: 'Coppa', players: [{ userId: 'a', name: 'A', joinedAt: T0 }] };
      const commit = {
        expected: 0,
        league: changed,
        entry: { at: T0 + 1, by: 'a', op: 'join', detail: {}, iid: 'i1' },
      };
      expect(await store.commit(league.id, commit)).toEqual({ status: 'committed', version: 1 });
      expect(await store.commit(league.id, { ...commit, entry: { ...commit.entry, iid: 'i2' } })).toEqual({
        status: 'conflict',
        version: 1,
      });
      // The same interaction delivered twice is recognised.
      expect(await store.commit(league.id, { ...commit, expected: 1 })).toEqual({ status: 'duplicate', version: 1 });
      expect(await store.commit('missing', commit)).toEqual({ status: 'missing' });
      expect((await store.load(league.id))!.league.players).toHaveLength(1);
      expect((await store.log(league.id)).map((e) => [e.v, e.op, e.by])).toEqual([
        [0, 'create', 'org'],
        [1, 'join', 'a'],
      ]);
    });

    it('the service runs a change again on the fresh league when another got there first', async () => {
      const service = new LeagueService(makeStore(), () => T0);
      const created = await service.create({ ...demoLeague(), settings: {} });
      if (created.kind !== 'created') throw new Error(created.kind);
      const ids = Array.from({ length: 8 }, (_, i) => `p${i}`);
      const results = await Promise.all(
        ids.map((userId) =>
          service.change(created.league.id, {
            by: userId,
            op: 'join',
            apply: (league, now) => joinLeague(league, { userId, name: userId }, null, now),
          }),
        ),
      );
      expect(results.every((r) => r.kind === 'applied')).toBe(true);
      const stored = await service.load(created.league.id);
      expect(stored!.version).toBe(8);
      expect(stored!.league.players.map((p) => p.userId).sort()).toEqual(ids);
      // A refusal commits nothing.
      const again = await service.change(created.league.id, {
        by: 'p0',
        op: 'join',
        apply: (league, now) => joinLeague(league, { userId: 'p0', name: 'p0' }, null, now),
      });
      expect(again).toEqual({ kind: 'refused', error: { code: 'already-member' } });
      expect((await service.load(created.league.id))!.version).toBe(8);
      expect((await service.find('g1', 'COPPA'))!.league.id).toBe(created.league.id);
    });
  });
}
