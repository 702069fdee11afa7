import { afterAll } from 'vitest';
import { RedisLeagueStore } from '../../src/store/league-redis-store.js';
import { leagueStoreContract } from '../helpers/league-store-contract.js';
import { dropPrefix, testPrefix, testRedis } from '../helpers/redis.js';

const redis = testRedis();
const prefixes: string[] = [];
afterAll(async () => {
  for (const prefix of prefixes) await dropPrefix(redis, prefix);
  redis.disconnect();
});

leagueStoreContract('redis', () => {
  const prefix = testPrefix('league-store');
  prefixes.push(prefix);
  return new RedisLeagueStore(redis, prefix);
});
